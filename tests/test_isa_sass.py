"""describe() for SASS opcodes and the table behind it (cass_lsp/syntax/data/sass_opcodes.json)."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest
from tree_sitter import Language, Parser

from cass_lsp.syntax import _sass, isa_sass
from cass_lsp.syntax.isa_doc import InstructionDoc
from cass_lsp.syntax.isa_sass import UNKNOWN_MODIFIER, describe, mnemonics

FIXTURES = Path(__file__).parent / "grammars" / "fixtures" / "sass"


def meanings(doc: InstructionDoc) -> dict[str, str]:
    return dict(doc.modifiers)


def test_known_opcode_without_modifiers() -> None:
    doc = describe("EXIT")
    assert isinstance(doc, InstructionDoc)
    assert doc.mnemonic == "EXIT"
    assert doc.summary == "Exit the thread."
    assert doc.modifiers == ()
    assert "control" in doc.notes


def test_modifiers_are_explained_in_order() -> None:
    doc = describe("ISETP.GE.U32.AND")
    assert doc is not None
    assert doc.mnemonic == "ISETP"
    assert [m for m, _ in doc.modifiers] == [".GE", ".U32", ".AND"]
    assert "greater than or equal" in meanings(doc)[".GE"]
    assert "AND" in meanings(doc)[".AND"]
    assert "Pd" in doc.operands


def test_opcode_modifiers_override_shared_ones() -> None:
    # .AND combines predicates in ISETP but is the operation itself in an atomic
    atomic = describe("ATOMG.E.AND.STRONG.GPU")
    assert atomic is not None
    assert meanings(atomic)[".AND"] == "Atomic bitwise AND."
    shuffle = describe("SHFL.BFLY")
    assert shuffle is not None and "XOR" in meanings(shuffle)[".BFLY"]
    vote = describe("VOTE.ANY")
    assert vote is not None and "any active lane" in meanings(vote)[".ANY"]
    imad = describe("IMAD.MOV.U32")
    assert imad is not None and "Move" in meanings(imad)[".MOV"]


def test_multi_part_modifiers_are_one_entry() -> None:
    doc = describe("LDG.E.128.CONSTANT")
    assert doc is not None
    assert [m for m, _ in doc.modifiers] == [".E", ".128", ".CONSTANT"]
    strong = describe("ST.E.64.STRONG.GPU")
    assert strong is not None
    assert [m for m, _ in strong.modifiers] == [".E", ".64", ".STRONG.GPU"]
    assert "GPU scope" in meanings(strong)[".STRONG.GPU"]


def test_matrix_shapes() -> None:
    hmma = describe("HMMA.16816.F32")
    assert hmma is not None and "m16n8k16" in meanings(hmma)[".16816"]
    hgmma = describe("HGMMA.64x16x16.F32")
    assert hgmma is not None
    assert meanings(hgmma)[".64x16x16"] == "Matrix shape M=64, N=16, K=16."
    assert "sm_90" in hgmma.notes


def test_unknown_modifier_is_listed_as_unknown() -> None:
    doc = describe("F2I.FTZ.U32.TRUNC.NTZ")
    assert doc is not None
    assert meanings(doc)[".NTZ"] == UNKNOWN_MODIFIER
    assert meanings(doc)[".TRUNC"] != UNKNOWN_MODIFIER


@pytest.mark.parametrize("text", ["FROBNICATE", "FROB.E.64", "", "   ", "@P0", "r0"])
def test_unknown_mnemonic_gives_none(text: str) -> None:
    assert describe(text) is None


def test_tolerates_case_predicate_and_operands() -> None:
    doc = describe("  @!P0 BRA.U `(.L_x_3)")
    assert doc is not None and doc.mnemonic == "BRA"
    assert [m for m, _ in doc.modifiers] == [".U"]
    lower = describe("hmma.16816.f32")
    assert lower is not None and lower.mnemonic == "HMMA"


def test_register_suffixes_are_in_the_shared_table() -> None:
    shared = json.loads(resources.files("cass_lsp.syntax").joinpath("data/sass_opcodes.json").read_text("utf-8"))
    for suffix in (".reuse", ".64", ".X4", ".H0_H0"):
        assert suffix in shared["modifiers"]


def test_table_is_loaded_once() -> None:
    isa_sass._table.cache_clear()
    describe("FADD")
    describe("FMUL.FTZ")
    info = isa_sass._table.cache_info()
    assert info.misses == 1 and info.hits >= 1


def test_table_entries_are_well_formed() -> None:
    table = isa_sass._table()
    assert len(table["opcodes"]) >= 150
    for name, entry in table["opcodes"].items():
        assert re.fullmatch(r"[A-Z][A-Z0-9_]*", name), name
        assert entry["summary"].endswith("."), name
        assert entry["operands"], name
        assert set(entry) <= {"summary", "operands", "category", "since", "modifiers"}, name
        if "since" in entry:
            assert re.fullmatch(r"sm_\d+", entry["since"]), name
        for modifier, meaning in entry.get("modifiers", {}).items():
            assert modifier.startswith(".") and meaning.endswith("."), (name, modifier)
    for modifier, meaning in table["modifiers"].items():
        assert modifier.startswith(".") and meaning.endswith("."), modifier


def test_every_opcode_in_the_fixtures_is_described() -> None:
    parser = Parser(Language(_sass.language()))
    seen: set[str] = set()
    for path in sorted(FIXTURES.glob("*.sass")):
        tree = parser.parse(path.read_bytes())
        stack = [tree.root_node]
        while stack:
            node = stack.pop()
            if node.type == "opcode" and node.text is not None:
                seen.add(node.text.decode().split(".")[0])
            else:
                stack.extend(node.named_children)
    assert len(seen) > 50
    assert seen <= mnemonics(), sorted(seen - mnemonics())
