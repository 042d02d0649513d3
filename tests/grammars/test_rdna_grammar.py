"""The AMD GPU assembly tree-sitter grammar (grammars/rdna) on real clang-15 and llvm-objdump-15 output.

The fixtures are real outputs of Debian's hipcc (HIP 5.2.3, clang-15) and llvm-objdump-15 for
gfx906, gfx90a, gfx940, gfx1030 and gfx1100 from the sources in fixtures/rdna/src
(see fixtures/rdna/README.md). The extension cass_lsp.syntax._rdna must be built (setup.py
does it on install).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from tree_sitter import Language, Node, Parser, Point, Query, QueryCursor, Tree

from cass_lsp.syntax import _rdna
from tests.grammars.trees import of_type, only, parse, problems, text

FIXTURES = Path(__file__).parent / "fixtures" / "rdna"
GRAMMAR = Path(__file__).parents[2] / "grammars" / "rdna"
ASM_FILES = sorted(FIXTURES.glob("*.s"))
OBJDUMP_FILES = sorted(FIXTURES.glob("*.objdump*"))
ALL_FILES = ASM_FILES + OBJDUMP_FILES


@pytest.fixture(scope="module")
def language() -> Language:
    return Language(_rdna.language())


@pytest.fixture(scope="module")
def parser(language: Language) -> Parser:
    return Parser(language)


def items(node: Node) -> list[tuple[str, str]]:
    """The named children of a node (fields included) as (type, text) pairs."""
    return [(c.type, text(c)) for c in node.named_children]


# ---- real output -------------------------------------------------------------------------


def test_fixtures_exist() -> None:
    assert len(ASM_FILES) >= 6
    assert len(OBJDUMP_FILES) >= 3
    targets = {re.search(r"_(gfx[0-9a-f]+)\.", p.name).group(1) for p in ALL_FILES}  # type: ignore[union-attr]
    assert {"gfx906", "gfx90a", "gfx940", "gfx1030", "gfx1100"} <= targets


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: p.name)
def test_fixture_parses_without_errors(parser: Parser, path: Path) -> None:
    tree = parser.parse(path.read_bytes())
    assert problems(tree) == []
    assert not tree.root_node.has_error


@pytest.mark.parametrize("path", ASM_FILES, ids=lambda p: p.name)
def test_every_source_line_is_accounted_for(parser: Parser, path: Path) -> None:
    """Each instruction line of clang's output becomes one instruction node."""
    source = path.read_text()
    tree = parse(parser, source)
    expected = [
        line.split()[0]
        for line in source.splitlines()
        if re.match(r"\t[a-z][a-z0-9_]*(\s|$)", line) and not line.lstrip().startswith(";")
    ]
    top = [i for i in of_type(tree, "instruction") if i.parent is not None and i.parent.type != "instruction"]
    assert [text(i.child_by_field_name("mnemonic")) for i in top] == expected


@pytest.mark.parametrize("path", ASM_FILES, ids=lambda p: p.name)
def test_kernels_have_descriptors_and_metadata(parser: Parser, path: Path) -> None:
    source = path.read_text()
    tree = parse(parser, source)
    declared = re.findall(r"^\t\.amdhsa_kernel (\S+)$", source, re.M)
    descriptors = of_type(tree, "kernel_descriptor")
    assert [text(d.child_by_field_name("name")) for d in descriptors] == declared
    for descriptor in descriptors:
        names = [text(d.child_by_field_name("name")) for d in of_type(descriptor, "directive")]
        assert ".amdhsa_next_free_vgpr" in names and ".amdhsa_next_free_sgpr" in names
        for directive in of_type(descriptor, "directive"):
            assert [c.type for c in directive.named_children] == ["directive_name", "number"]
    # kernels are labels of the file and are typed @function
    labels = {text(n.child_by_field_name("name")) for n in of_type(tree, "label")}
    assert set(declared) <= labels
    assert len(of_type(tree, "metadata_block")) == 1
    metadata = only(tree, "metadata_block")
    assert all(c.type == "metadata_line" for c in metadata.named_children)
    # the YAML lines keep their indentation
    assert any(re.fullmatch(r"\s+\.name:\s+\S+", text(c)) for c in metadata.named_children)


def test_wave_size_and_resources_are_readable(parser: Parser) -> None:
    tree = parser.parse((FIXTURES / "saxpy_gfx1100.s").read_bytes())
    descriptor = of_type(tree, "kernel_descriptor")[0]
    assert text(descriptor.child_by_field_name("name")) == "_Z5saxpyifPKfPf"
    values = {text(d.child_by_field_name("name")): text(d.named_children[-1]) for d in of_type(descriptor, "directive")}
    assert values[".amdhsa_wavefront_size32"] == "1"
    assert int(values[".amdhsa_next_free_vgpr"]) > 0
    assert values[".amdhsa_group_segment_fixed_size"] == "0"
    lds = of_type(tree, "kernel_descriptor")[1]
    lds_size = [
        d for d in of_type(lds, "directive") if text(d.child_by_field_name("name")).endswith("group_segment_fixed_size")
    ]
    assert text(lds_size[0].named_children[-1]) == "1024"  # __shared__ float s[256]


def test_branch_targets_are_labels(parser: Parser) -> None:
    for path in ASM_FILES:
        tree = parser.parse(path.read_bytes())
        labels = {text(n.child_by_field_name("name")) for n in of_type(tree, "label")}
        targets = {
            text(ref.child_by_field_name("name"))
            for insn in of_type(tree, "instruction")
            if text(insn.child_by_field_name("mnemonic")).startswith(("s_branch", "s_cbranch"))
            for ref in insn.named_children
            if ref.type == "symbol_ref"
        }
        assert targets <= labels, path.name


def test_objdump_headers_and_encodings(parser: Parser) -> None:
    source = (FIXTURES / "saxpy_gfx1100.objdump").read_text()
    tree = parse(parser, source)
    assert text(only(tree, "file_format")).endswith("file format elf64-amdgpu")
    assert text(only(tree, "section_header").child_by_field_name("name")) == ".text"
    headers = of_type(tree, "function_header")
    assert [text(h.child_by_field_name("name")) for h in headers] == re.findall(r"^[0-9a-f]{16} <(.+)>:$", source, re.M)
    assert all(re.fullmatch(r"[0-9a-f]{16}", text(h.child_by_field_name("address"))) for h in headers)
    instructions = [i for i in of_type(tree, "instruction") if i.parent is not None and i.parent.type != "instruction"]
    encodings = of_type(tree, "encoding")
    assert len(encodings) == len(instructions) > 50
    assert all(re.match(r"// [0-9A-F]{12}: [0-9A-F]{8}", text(e)) for e in encodings)


def test_objdump_relocations(parser: Parser) -> None:
    tree = parser.parse((FIXTURES / "calls_gfx1030.objdump_r").read_bytes())
    records = of_type(tree, "relocation_record")
    assert records
    types = {text(r.child_by_field_name("type")) for r in records}
    assert {"R_AMDGPU_REL32_LO", "R_AMDGPU_REL32_HI"} <= types
    assert all(re.fullmatch(r"[0-9a-f]{16}", text(r.child_by_field_name("address"))) for r in records)
    assert all(r.child_by_field_name("target") is not None for r in records)


def test_objdump_disassemble_all(parser: Parser) -> None:
    tree = parser.parse((FIXTURES / "k1_gfx1100.objdump_D_rodata").read_bytes())
    descriptors = of_type(tree, "kernel_descriptor")
    assert [text(d.child_by_field_name("name")) for d in descriptors] == ["_Z9warp_shflPf"]
    bytes_ = [d for d in of_type(tree, "directive") if text(d.child_by_field_name("name")) == ".byte"]
    assert len(bytes_) > 50
    headers = [text(h.child_by_field_name("name")) for h in of_type(tree, "function_header")]
    assert "_Z5saxpyifPKfPf.kd" in headers
    tree = parser.parse((FIXTURES / "mfma_gfx90a.objdump_D").read_bytes())
    mnemonics = {text(i.child_by_field_name("mnemonic")) for i in of_type(tree, "instruction")}
    assert "v_mfma_f32_32x32x8f16" in mnemonics
    assert [text(s.child_by_field_name("name")) for s in of_type(tree, "section_header")] == [".rodata", ".text"]


def test_fixture_mnemonics_are_all_in_the_instruction_table(parser: Parser) -> None:
    from cass_lsp.syntax.isa_rdna import describe

    missing = set()
    for path in ALL_FILES:
        tree = parser.parse(path.read_bytes())
        for node in of_type(tree, "mnemonic"):
            name = text(node)
            if name != "<unknown>" and describe(name) is None:
                missing.add(name)
    assert missing == set()


# ---- tricky lines ------------------------------------------------------------------------


def test_instruction_fields_and_operand_types(parser: Parser) -> None:
    tree = parse(parser, "\tv_mad_u64_u32 v[1:2], null, s4, s15, v[0:1]\n")
    insn = only(tree, "instruction")
    assert text(insn.child_by_field_name("mnemonic")) == "v_mad_u64_u32"
    assert items(insn) == [
        ("mnemonic", "v_mad_u64_u32"),
        ("register_range", "v[1:2]"),
        ("special_register", "null"),
        ("register", "s4"),
        ("register", "s15"),
        ("register_range", "v[0:1]"),
    ]


@pytest.mark.parametrize(
    ("operand", "node_type"),
    [
        ("v0", "register"),
        ("s101", "register"),
        ("a3", "register"),
        ("ttmp11", "register"),
        ("v1.h", "register"),
        ("v[0:1]", "register_range"),
        ("s[4:7]", "register_range"),
        ("a[0:15]", "register_range"),
        ("ttmp[4:7]", "register_range"),
        ("vcc", "special_register"),
        ("vcc_lo", "special_register"),
        ("exec_hi", "special_register"),
        ("m0", "special_register"),
        ("scc", "special_register"),
        ("null", "special_register"),
        ("off", "special_register"),
        ("src_shared_base", "special_register"),
        ("flat_scratch_lo", "special_register"),
        ("0x3f800000", "immediate"),
        ("-4", "immediate"),
        ("1.0", "immediate"),
        ("-0.5", "immediate"),
        ("0.15915494", "immediate"),
        ("inv2pi", "immediate"),
        ("-v1", "neg"),
        ("neg(v1)", "neg"),
        ("|v2|", "abs"),
        ("abs(v2)", "abs"),
        ("-|v2|", "neg"),
        ("sext(v1)", "sext"),
        ("lit(0x1)", "lit"),
        (".LBB0_2", "symbol_ref"),
        ("func@rel32@lo+4", "symbol_ref"),
        (".str@abs32@hi", "symbol_ref"),
        ("hwreg(HW_REG_MODE, 0, 2)", "modifier"),
        ("v2func", "symbol_ref"),
    ],
)
def test_operand_types(parser: Parser, operand: str, node_type: str) -> None:
    tree = parse(parser, f"\tv_mov_b32 v0, {operand}\n")
    assert problems(tree) == []
    insn = only(tree, "instruction")
    assert items(insn)[1:] == [("register", "v0"), (node_type, operand)]


def test_symbol_ref_fields(parser: Parser) -> None:
    ref = only(parse(parser, "\ts_add_u32 s4, s4, _Z6helperf@rel32@lo+4\n"), "symbol_ref")
    assert text(ref.child_by_field_name("name")) == "_Z6helperf"
    assert text(ref.child_by_field_name("relocation")) == "@rel32@lo"
    assert text(ref.child_by_field_name("offset")) == "+4"
    ref = only(parse(parser, "\ts_cbranch_execz .LBB0_2\n"), "symbol_ref")
    assert items(ref) == [("symbol", ".LBB0_2")]


@pytest.mark.parametrize(
    ("line", "modifiers"),
    [
        ("s_waitcnt vmcnt(0) lgkmcnt(0)", ["vmcnt(0)", "lgkmcnt(0)"]),
        (
            "s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)",
            ["instid0(VALU_DEP_1)", "instskip(NEXT)", "instid1(SALU_CYCLE_1)"],
        ),
        ("s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)", ["sendmsg(MSG_DEALLOC_VGPRS)"]),
        ("global_load_dword v0, v[0:1], off offset:-8 glc slc dlc", ["offset:-8", "glc", "slc", "dlc"]),
        ("global_store_dword v2, v1, s[6:7] offset:8 sc0 sc1 nt", ["offset:8", "sc0", "sc1", "nt"]),
        ("buffer_store_dword v0, v1, s[0:3], 0 offen offset:4", ["offen", "offset:4"]),
        ("buffer_inv sc0 sc1", ["sc0", "sc1"]),
        ("v_add_f32_e64 v0, -v1, |v2| clamp mul:2 div:2", ["clamp", "mul:2", "div:2"]),
        (
            "v_add_f32_dpp v2, v2, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
            ["row_shr:1", "row_mask:0xf", "bank_mask:0xf", "bound_ctrl:1"],
        ),
        ("v_add_u32_dpp v1, v1, v1 quad_perm:[1,0,3,2] row_mask:0xf", ["quad_perm:[1,0,3,2]", "row_mask:0xf"]),
        ("v_pk_fma_f16 v1, v2, v1, v1 op_sel:[0,1,0] op_sel_hi:[1,0,1]", ["op_sel:[0,1,0]", "op_sel_hi:[1,0,1]"]),
        (
            "v_mul_u32_u24_sdwa v2, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0",
            ["dst_sel:WORD_1", "dst_unused:UNUSED_PAD", "src0_sel:BYTE_0"],
        ),
        ("ds_swizzle_b32 v3, v1 offset:swizzle(SWAP,1)", ["offset:swizzle(SWAP,1)"]),
        ("v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1 abid:0 blgp:2", ["cbsz:1", "abid:0", "blgp:2"]),
        ("s_getreg_b32 s2, hwreg(HW_REG_LDS_ALLOC, 0, 4)", ["hwreg(HW_REG_LDS_ALLOC, 0, 4)"]),
        ("s_waitcnt_depctr depctr_va_vdst(0)", ["depctr_va_vdst(0)"]),
        ("global_load_b32 v0, v0, s[0:1] scope:SCOPE_SYS th:TH_LOAD_NT", ["scope:SCOPE_SYS", "th:TH_LOAD_NT"]),
    ],
)
def test_modifiers(parser: Parser, line: str, modifiers: list[str]) -> None:
    tree = parse(parser, f"\t{line}\n")
    assert problems(tree) == []
    insn = only(tree, "instruction")
    found = [c for c in insn.named_children if c.type == "modifier"]
    assert [text(m) for m in found] == modifiers
    assert all(m.child_by_field_name("name") is not None for m in found)


def test_modifier_structure(parser: Parser) -> None:
    tree = parse(parser, "\tv_pk_fma_f16 v1, v2, v1, v1 op_sel:[0,1,0] dst_sel:WORD_1 vmcnt(0)\n")
    op_sel, dst_sel, vmcnt = [c for c in only(tree, "instruction").named_children if c.type == "modifier"]
    assert text(op_sel.child_by_field_name("name")) == "op_sel"
    assert op_sel.child_by_field_name("value").type == "modifier_list"  # type: ignore[union-attr]
    assert [t for t, _ in items(op_sel.child_by_field_name("value"))] == ["immediate"] * 3  # type: ignore[arg-type]
    assert dst_sel.child_by_field_name("value").type == "constant"  # type: ignore[union-attr]
    assert items(vmcnt) == [("modifier_name", "vmcnt"), ("immediate", "0")]
    delay = only(parse(parser, "\ts_delay_alu instid0(VALU_DEP_1) | instskip(NEXT)\n"), "instruction")
    assert [c.type for c in delay.children] == ["mnemonic", "modifier", "|", "modifier"]


def test_vopd_dual_issue(parser: Parser) -> None:
    tree = parse(parser, "\tv_dual_mov_b32 v0, 0 :: v_dual_add_f32 v1, v1, v3\n")
    outer = of_type(tree, "instruction")[0]
    inner = outer.child_by_field_name("dual")
    assert inner is not None and inner.type == "instruction"
    assert text(outer.child_by_field_name("mnemonic")) == "v_dual_mov_b32"
    assert text(inner.child_by_field_name("mnemonic")) == "v_dual_add_f32"
    assert items(inner)[1:] == [("register", "v1"), ("register", "v1"), ("register", "v3")]


def test_labels(parser: Parser) -> None:
    tree = parse(
        parser,
        "_Z5saxpyifPKfPf:                        ; @_Z5saxpyifPKfPf\n; %bb.0:\n\ts_endpgm\n"
        ".LBB0_2:\n.Lfunc_end0:\n__unnamed_1:\ns_nop:\nfoo: s_nop 0\n",
    )
    assert problems(tree) == []
    assert [text(n.child_by_field_name("name")) for n in of_type(tree, "label")] == [
        "_Z5saxpyifPKfPf",
        ".LBB0_2",
        ".Lfunc_end0",
        "__unnamed_1",
        "s_nop",
        "foo",
    ]
    assert [text(i.child_by_field_name("mnemonic")) for i in of_type(tree, "instruction")] == ["s_endpgm", "s_nop"]
    assert [text(c) for c in of_type(tree, "comment")] == ["; @_Z5saxpyifPKfPf", "; %bb.0:"]


def test_directives(parser: Parser) -> None:
    source = (
        '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"\n'
        "\t.type\t_Z5saxpyifPKfPf,@function\n"
        "\t.section\t.rodata,#alloc\n"
        "\t.size\t_Z5saxpyifPKfPf, .Lfunc_end0-_Z5saxpyifPKfPf\n"
        "\t.set _Z5callsPf.num_vgpr, max(32, _Z6helperf.num_vgpr)\n"
        '\t.section\t".note.GNU-stack"\n'
        "\t.amdhsa_code_object_version 4\n"
    )
    tree = parse(parser, source)
    assert problems(tree) == []
    directives = of_type(tree, "directive")
    assert [text(d.child_by_field_name("name")) for d in directives] == [
        ".amdgcn_target",
        ".type",
        ".section",
        ".size",
        ".set",
        ".section",
        ".amdhsa_code_object_version",
    ]
    assert [c.type for c in directives[0].named_children] == ["directive_name", "string"]
    assert [c.type for c in directives[1].named_children] == ["directive_name", "symbol", "symbol_type"]
    assert [c.type for c in directives[2].named_children] == ["directive_name", "symbol", "section_flag"]
    size = directives[3].named_children[-1]
    assert size.type == "binary_expression"
    assert text(size.child_by_field_name("left")) == ".Lfunc_end0"
    assert text(size.child_by_field_name("operator")) == "-"
    assert directives[4].named_children[-1].type == "call_expression"


def test_comments_and_inline_asm_markers(parser: Parser) -> None:
    tree = parse(
        parser,
        "\t;;#ASMSTART\n\tv_mov_b32 v0, 42\n\t;;#ASMEND\n; Kernel info:\n; NumVgprs: 5\n\ts_endpgm // trailing\n",
    )
    assert problems(tree) == []
    assert len(of_type(tree, "comment")) == 5
    assert len(of_type(tree, "instruction")) == 2


def test_last_line_without_newline(parser: Parser) -> None:
    for source in ("\ts_endpgm", ".LBB0_1:", ".LBB0_1:\n\ts_branch .LBB0_1", "foo: s_nop 0", "", "\n\n"):
        assert problems(parse(parser, source)) == [], source
    tree = parse(parser, ".LBB0_1:\n\ts_branch .LBB0_1")
    assert only(tree, "instruction").end_point == Point(1, len("\ts_branch .LBB0_1"))


def test_crlf_line_endings(parser: Parser) -> None:
    tree = parse(parser, "\ts_endpgm\r\n.L1:\r\n\ts_branch .L1\r\n")
    assert problems(tree) == []
    assert len(of_type(tree, "instruction")) == 2


# ---- not assembly ------------------------------------------------------------------------


def test_c_source_has_errors(parser: Parser) -> None:
    for source in sorted((FIXTURES / "src").glob("*.hip")):
        assert parser.parse(source.read_bytes()).root_node.has_error, source.name


def test_random_bytes_have_errors(parser: Parser) -> None:
    rng = random.Random(7)
    junk = bytes(rng.randrange(256) for _ in range(4000)).decode("latin-1")
    assert parse(parser, junk).root_node.has_error
    assert parse(parser, "Hello, world. This is plain prose.\n").root_node.has_error


# ---- incremental parsing -----------------------------------------------------------------


def _edit(parser: Parser, source: bytes, tree: Tree, pos: int, old: bytes, new: bytes) -> tuple[bytes, Tree]:
    assert source[pos : pos + len(old)] == old
    edited = source[:pos] + new + source[pos + len(old) :]
    row = source.count(b"\n", 0, pos)
    col = pos - (source.rfind(b"\n", 0, pos) + 1)
    tree.edit(
        pos,
        pos + len(old),
        pos + len(new),
        Point(row, col),
        Point(row, col + len(old)),
        Point(row, col + len(new)),
    )
    return edited, parser.parse(edited, tree)


@pytest.mark.parametrize(
    ("path", "old", "new"),
    [
        ("saxpy_gfx1100.s", b"s_load_b32 s4", b"s_load_b32 s6"),  # an operand
        ("saxpy_gfx1100.s", b".LBB0_2:", b".LBB0_9:"),  # a label the scanner finds
        ("saxpy_gfx1100.s", b".LBB0_2:", b"s_nop 0"),  # a label becomes an instruction
        ("saxpy_gfx1100.s", b"\t.end_amdhsa_kernel", b"\t.amdhsa_dx10_clamp 1"),  # breaks a block
        ("saxpy_gfx1100.objdump", b"0000000000", b"xxxxxxxxxx"),  # breaks a function header
        ("calls_gfx1030.objdump_r", b"R_AMDGPU_REL32_LO", b"R_AMDGPU_REL32_HI"),
    ],
)
def test_incremental_reparse_matches_fresh_parse(parser: Parser, path: str, old: bytes, new: bytes) -> None:
    source = (FIXTURES / path).read_bytes()
    tree = parser.parse(source)
    pos = source.index(old)
    edited, reparsed = _edit(parser, source, tree, pos, old, new)
    assert str(reparsed.root_node) == str(parser.parse(edited).root_node)
    # and back again
    restored, again = _edit(parser, edited, reparsed, pos, new, old)
    assert restored == source
    assert str(again.root_node) == str(parser.parse(source).root_node)


def test_large_file_reparses_like_a_fresh_parse(parser: Parser) -> None:
    """About 16,000 lines; speed is the benchmark's business (benchmarks/bench_syntax.py)."""
    chunks = [p.read_bytes() for p in ALL_FILES]
    source = b"".join(chunks * 4)
    tree = parser.parse(source)
    assert not tree.root_node.has_error
    pos = source.index(b"s_load_b32 s4", len(source) // 2) + len("s_load_b32 s")
    edited, reparsed = _edit(parser, source, tree, pos, b"4", b"5")
    assert str(reparsed.root_node) == str(parser.parse(edited).root_node)


# ---- contract and queries ----------------------------------------------------------------


def test_node_types_contract(language: Language) -> None:
    names = {language.node_kind_for_id(i) for i in range(language.node_kind_count) if language.node_kind_is_named(i)}
    assert {
        "source_file",
        "instruction",
        "mnemonic",
        "register",
        "register_range",
        "special_register",
        "immediate",
        "symbol_ref",
        "symbol",
        "modifier",
        "modifier_name",
        "neg",
        "abs",
        "label",
        "directive",
        "directive_name",
        "string",
        "kernel_descriptor",
        "metadata_block",
        "comment",
        "encoding",
        "function_header",
        "address",
        "relocation_record",
        "file_format",
        "section_header",
    } <= names
    for field in ("mnemonic", "name", "value", "address", "relocation", "offset", "dual", "type", "target"):
        assert language.field_id_for_name(field) is not None, field


def test_node_types_json_matches_the_parser(language: Language) -> None:
    declared = json.loads((GRAMMAR / "src" / "node-types.json").read_text())
    named = {entry["type"] for entry in declared if entry["named"]}
    assert {"instruction", "kernel_descriptor", "metadata_block", "function_header"} <= named
    instruction = next(e for e in declared if e["type"] == "instruction")
    assert set(instruction["fields"]) == {"mnemonic", "dual"}


def test_highlight_query(language: Language, parser: Parser) -> None:
    query = Query(language, (GRAMMAR / "queries" / "highlights.scm").read_text())
    tree = parser.parse((FIXTURES / "saxpy_gfx1100.s").read_bytes())
    captures = QueryCursor(query).captures(tree.root_node)
    by_name = {name: {text(n) for n in nodes} for name, nodes in captures.items()}
    assert "s_load_b32" in by_name["function"]
    assert ".amdhsa_kernel" in by_name["keyword"] and ".p2align" in by_name["keyword"]
    assert ".LBB0_2" in by_name["label"]
    assert "vcc_lo" in by_name["variable.builtin"]
    assert "v[0:1]" in by_name["variable"]
    assert "0xffff" in by_name["number"]
    assert "lgkmcnt" in by_name["attribute"]
    assert "VALU_DEP_1" in by_name["constant"]
    assert any(c.startswith(";") for c in by_name["comment"])
    assert '"amdgcn-amd-amdhsa--gfx1100"' in by_name["string"]
    standard = {
        "keyword",
        "function",
        "label",
        "comment",
        "number",
        "variable.builtin",
        "variable",
        "constant",
        "operator",
        "punctuation.delimiter",
        "punctuation.bracket",
        "attribute",
        "string",
    }
    assert set(query.capture_name(i) for i in range(query.capture_count)) <= standard
