"""The SASS tree-sitter grammar (grammars/sass) on real cuobjdump/nvdisasm output.

The fixtures are real nvcc 13 dumps (see fixtures/sass/README.md); the extension
cass_lsp.syntax._sass must be built (setup.py does it on install).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from tree_sitter import Language, Parser, Point, Query, QueryCursor

from cass_lsp.syntax import _sass
from tests.grammars.trees import of_type, only, parse, problems, text

FIXTURES = Path(__file__).parent / "fixtures" / "sass"
GRAMMAR = Path(__file__).parents[2] / "grammars" / "sass"
SASS_FILES = sorted(FIXTURES.glob("*.sass"))


@pytest.fixture(scope="module")
def language() -> Language:
    return Language(_sass.language())


@pytest.fixture(scope="module")
def parser(language: Language) -> Parser:
    return Parser(language)


# ---- real dumps --------------------------------------------------------------------------


def test_fixtures_exist() -> None:
    assert len(SASS_FILES) >= 5


@pytest.mark.parametrize("path", SASS_FILES, ids=lambda p: p.name)
def test_fixture_parses_without_errors(parser: Parser, path: Path) -> None:
    tree = parser.parse(path.read_bytes())
    assert problems(tree) == []
    assert not tree.root_node.has_error
    assert of_type(tree, "instruction"), "every fixture has instructions"


@pytest.mark.parametrize("path", SASS_FILES, ids=lambda p: p.name)
def test_every_instruction_and_label_is_inside_a_function(parser: Parser, path: Path) -> None:
    tree = parser.parse(path.read_bytes())
    for node in of_type(tree, "instruction", "label"):
        if node.type == "label" and node.parent is not None and node.parent.type == "section":
            continue  # nvdisasm data labels (.L_1:, .nv.constant0:) live in data sections
        assert node.parent is not None and node.parent.type == "function", node.start_point


@pytest.mark.parametrize("path", SASS_FILES, ids=lambda p: p.name)
def test_functions_match_headers_and_cover_their_bodies(parser: Parser, path: Path) -> None:
    source = path.read_text()
    tree = parse(parser, source)
    if ".cuobjdump." in path.name:
        expected = re.findall(r"^\s*Function : (\S+)$", source, re.M)
    else:
        expected = re.findall(r"^\s*\.section\s+\.text\.([^,\s]+),", source, re.M)
    functions = [n for n in tree.root_node.named_children if n.type == "function"]
    assert [text(f.child_by_field_name("name")) for f in functions] == expected
    lines = source.splitlines()
    block_start = re.compile(r"\s*(Function :|code for |Fatbin |\.section\s|//-{10})")
    for fn in functions:
        # a function owns every line up to the next block or header line
        row = fn.start_point.row + 1
        while row < len(lines) and not block_start.match(lines[row]):
            if re.match(r"\s+/\*[0-9a-f]+\*/\s+[@A-Z]", lines[row]):
                assert row <= fn.end_point.row, (fn.start_point, row)
            row += 1
        assert fn.end_point.row <= row


def test_cuobjdump_multi_arch_structure(parser: Parser) -> None:
    source = (FIXTURES / "multi_arch.cuobjdump.sass").read_text()
    tree = parse(parser, source)
    top = [n.type for n in tree.root_node.named_children]
    assert top.count("fatbin_header") == 4  # three elf images and the PTX
    assert [text(n.child_by_field_name("arch")) for n in of_type(tree, "arch_header")] == ["sm_75", "sm_86", "sm_90"]
    kinds = [text(n.child_by_field_name("kind")) for n in of_type(tree, "fatbin_header")]
    assert kinds == ["elf", "elf", "elf", "ptx"]
    fields = {text(n.child_by_field_name("key")): n for n in of_type(tree, "header_field")}
    assert text(fields["code version"].child_by_field_name("value")) == "[9,0]"
    assert fields["ptxasOptions"].child_by_field_name("value") is None
    assert len(of_type(tree, "separator")) == 4
    assert len(of_type(tree, "function_end")) == 3
    # cuobjdump prints the second half of each 128-bit encoding on a line of its own; the
    # instruction takes both halves (one node fewer per line in the tree)
    instructions = of_type(tree, "instruction")
    assert all(len(n.children_by_field_name("encoding")) == 2 for n in instructions)
    assert all(n.end_point == (n.start_point[0] + 2, 0) for n in instructions)  # through its line break
    headerflags = [n for n in of_type(tree, "directive") if text(n.child_by_field_name("name")) == ".headerflags"]
    assert len(headerflags) == 3 and all(n.parent is not None and n.parent.type == "function" for n in headerflags)


def test_nvdisasm_sections_and_data(parser: Parser) -> None:
    tree = parser.parse((FIXTURES / "sm89.nvdisasm.sass").read_bytes())
    sections = [text(n.child_by_field_name("name")) for n in of_type(tree, "section")]
    assert ".nv.info" in sections and ".nv.callgraph" in sections
    assert any(s.startswith(".nv.constant0.") for s in sections)
    directives = {text(n.child_by_field_name("name")) for n in of_type(tree, "directive")}
    assert {".byte", ".short", ".word", ".dword", ".align", ".type", ".size", ".other", ".global"} <= directives
    # data lines carry their offset like instructions do
    assert all(
        n.child_by_field_name("address")
        for n in of_type(tree, "directive")
        if text(n.child_by_field_name("name")) == ".byte"
    )
    relocations = {text(n.child_by_field_name("operator")) for n in of_type(tree, "relocation")}
    assert {"index@(", "@srel"} <= relocations
    labels = {text(n.child_by_field_name("name")) for n in of_type(tree, "label")}
    assert {"_Z5saxpyifPKfPf", ".text._Z5saxpyifPKfPf", ".L_x_0"} <= labels
    refs = {text(n.child_by_field_name("name")) for n in of_type(tree, "label_ref")}
    assert refs and all(r.startswith((".L_x_", "$", "vprintf", "_Z")) for r in refs)
    # every branch target is a label of the file
    assert {r for r in refs if r.startswith(".L_x_")} <= labels


def test_relocatable_code_remarks(parser: Parser) -> None:
    tree = parser.parse((FIXTURES / "sm80_rdc.nvdisasm.sass").read_bytes())
    remarks = of_type(tree, "annotation")
    assert remarks and all(n.parent is not None and n.parent.type == "instruction" for n in remarks)
    assert {text(n) for n in remarks} >= {'(*"SpillRefill"*)'}
    spills = [n.parent for n in remarks if text(n) == '(*"SpillRefill"*)']
    assert {text(n.child_by_field_name("opcode")).split(".")[0] for n in spills if n is not None} <= {"LDL", "STL"}
    operators = {text(n.child_by_field_name("operator")) for n in of_type(tree, "relocation")}
    assert "fun@R_CUDA_UNUSED_CLEAR64(" in operators


def test_line_info_fields(parser: Parser) -> None:
    tree = parser.parse((FIXTURES / "sm90_lineinfo.nvdisasm.sass").read_bytes())
    infos = of_type(tree, "line_info")
    assert infos
    plain = [n for n in infos if n.child_by_field_name("inlined_file") is None]
    inlined = [n for n in infos if n.child_by_field_name("inlined_file") is not None]
    assert plain and inlined
    for node in plain:
        assert text(node.child_by_field_name("file")).endswith("fixtures.cu")
        assert int(text(node.child_by_field_name("line"))) > 0
    node = inlined[0]
    assert not text(node.child_by_field_name("file")).startswith('"')
    assert int(text(node.child_by_field_name("inlined_line"))) > 0


# ---- tricky lines ------------------------------------------------------------------------


def test_instruction_fields(parser: Parser) -> None:
    tree = parse(
        parser,
        "        /*0030*/              @!UP0 ISETP.GE.U32.AND P0, PT, R0.reuse, c[0x0][0x160], PT ;"
        "  /* 0x0000580000007a0c */\n",
    )
    insn = only(tree, "instruction")
    assert text(insn.child_by_field_name("address")) == "/*0030*/"
    assert text(insn.child_by_field_name("predicate")) == "@!UP0"
    opcode = insn.child_by_field_name("opcode")
    assert opcode is not None
    # one token: the hover splits mnemonic and modifiers (a node each would cost memory)
    assert opcode.child_count == 0 and text(opcode) == "ISETP.GE.U32.AND"
    operands = insn.children_by_field_name("operand")
    assert [o.type for o in operands] == [
        "predicate_register",
        "predicate_register",
        "register",
        "constant_bank",
        "predicate_register",
    ]
    assert text(operands[2]) == "R0.reuse" and text(operands[2].named_children[0]) == ".reuse"
    assert text(operands[3].child_by_field_name("bank")) == "0x0"
    assert text(insn.child_by_field_name("encoding")) == "/* 0x0000580000007a0c */"


@pytest.mark.parametrize(
    ("operand", "node_type"),
    [
        ("R12", "register"),
        ("RZ", "register"),
        ("-R2", "register"),
        ("~R4", "register"),
        ("|R3|", "register"),
        ("-|R3|.reuse", "register"),
        ("R2.64", "register"),
        ("-RZ.H0_H0", "register"),
        ("UR4", "uniform_register"),
        ("~URZ", "uniform_register"),
        ("P6", "predicate_register"),
        ("!PT", "predicate_register"),
        ("UP0", "predicate_register"),
        ("!UPT", "predicate_register"),
        ("SR_TID.X", "special_register"),
        ("SR_CgaCtaId", "special_register"),
        ("SRZ", "special_register"),
        ("B0", "barrier_register"),
        ("SB0", "scoreboard"),
        ("c[0x0][0x160]", "constant_bank"),
        ("c[0x3][R0+0x10]", "constant_bank"),
        ("-|c[0x0][0x168]|", "constant_bank"),
        ("[R2.64+0x10]", "memory"),
        ("[R7.X4]", "memory"),
        ("[UR4]", "memory"),
        ("[R1+UR4+-0x8]", "memory"),
        ("desc[UR4][R2.64]", "memory"),
        ("gdesc[UR4]", "memory"),
        ("tmem[UR6]", "memory"),
        ("0x1f", "immediate"),
        ("-0x55555555", "immediate"),
        ("42", "immediate"),
        ("1.5", "immediate"),
        ("-5.3903029534742383927e-15", "immediate"),
        ("+INF", "immediate"),
        ("-INF", "immediate"),
        ("+QNAN", "immediate"),
        ("`(.L_x_0)", "label_ref"),
        ("`($_Z6callerPfi$_Z6helperfi)", "label_ref"),
        ("32@lo($str$1)", "relocation"),
        ("32@hi((_Z1fv + .L_x_3@srel))", "relocation"),
        ("ARRAY_2D", "keyword_operand"),
        ("2D", "keyword_operand"),
        ("PR", "keyword_operand"),
        ("gsb0", "keyword_operand"),
    ],
)
def test_operand_types(parser: Parser, operand: str, node_type: str) -> None:
    tree = parse(parser, f"        /*0000*/                   MOV R0, {operand} ;\n")
    assert problems(tree) == []
    operands = only(tree, "instruction").children_by_field_name("operand")
    assert [(o.type, text(o)) for o in operands] == [("register", "R0"), (node_type, operand)]


@pytest.mark.parametrize("count", [1, 5, 12, 13, 20])
def test_any_number_of_operands(parser: Parser, count: int) -> None:
    """The first twelve operands are direct children of the instruction, any more still parse."""
    operands = [f"R{i}" if i % 3 else f"c[0x0][0x{i:x}]" for i in range(count)]
    tree = parse(parser, f"        /*0000*/                   TEX.LL {', '.join(operands)} ;\n")
    assert problems(tree) == []
    found = only(tree, "instruction").children_by_field_name("operand")
    assert [text(o) for o in found] == operands


def test_operands_without_commas(parser: Parser) -> None:
    tree = parse(parser, "RET.REL.NODEC R20 0x0 ;\nRET.REL.NODEC R2 `(_Z3dblPdPKdi) ;\n")
    insns = of_type(tree, "instruction")
    assert [[o.type for o in i.children_by_field_name("operand")] for i in insns] == [
        ["register", "immediate"],
        ["register", "label_ref"],
    ]


def test_instruction_without_address_or_semicolon(parser: Parser) -> None:
    tree = parse(parser, "IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28]\nERRBAR;\n")
    assert problems(tree) == []
    assert [text(i.child_by_field_name("opcode")) for i in of_type(tree, "instruction")] == ["IMAD.MOV.U32", "ERRBAR"]


def test_labels_that_look_like_opcodes(parser: Parser) -> None:
    tree = parse(parser, "MatMul:\nEXIT:\n$str:\n.L_x_12:\n        /*0000*/                   EXIT ;\n")
    assert [text(n.child_by_field_name("name")) for n in of_type(tree, "label")] == [
        "MatMul",
        "EXIT",
        "$str",
        ".L_x_12",
    ]
    assert len(of_type(tree, "instruction")) == 1


def test_nvdisasm_extern_c_function(parser: Parser) -> None:
    source = (
        '\t.section\t.text.MatMul,"ax",@progbits\nMatMul:\n.text.MatMul:\n        /*0000*/                   EXIT ;\n'
    )
    tree = parse(parser, source)
    fn = only(tree, "function")
    assert text(fn.child_by_field_name("name")) == "MatMul"
    assert problems(tree) == []


def test_last_line_without_newline(parser: Parser) -> None:
    last = "        /*0000*/                   EXIT ;"
    tree = parse(parser, "\t\tFunction : _Z1fv\n" + last)
    fn = only(tree, "function")
    assert fn.end_point == Point(1, len(last))
    assert len(of_type(tree, "instruction")) == 1
    assert problems(parse(parser, "\t\tFunction : _Z1fv")) == []
    assert problems(parse(parser, "\tcode for sm_90")) == []


def test_directive_fields(parser: Parser) -> None:
    tree = parse(parser, '\t.headerflags\t@"EF_CUDA_SM89 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM89)"\n\t.target\tsm_89\n')
    directives = of_type(tree, "directive")
    assert [text(d.child_by_field_name("name")) for d in directives] == [".headerflags", ".target"]
    assert [c.type for c in directives[0].named_children] == ["directive_name", "attribute"]
    assert [c.type for c in directives[1].named_children] == ["directive_name", "arch"]


def test_comments(parser: Parser) -> None:
    tree = parse(
        parser,
        "/* a block\n   comment */\n        /*0000*/                   EXIT ; // | 1 ^ |\n"
        "//--------------------- .nv.info --------------------------\n\t//----- nvinfo : EIATTR_REGCOUNT\n",
    )
    assert problems(tree) == []
    assert len(of_type(tree, "comment")) == 4
    assert len(of_type(tree, "instruction")) == 1


# ---- not SASS ----------------------------------------------------------------------------


def test_c_source_has_errors(parser: Parser) -> None:
    tree = parser.parse((FIXTURES / "fixtures.cu").read_bytes())
    assert tree.root_node.has_error


def test_random_bytes_have_errors(parser: Parser) -> None:
    rng = random.Random(7)
    junk = bytes(rng.randrange(256) for _ in range(4000)).decode("latin-1")
    assert parse(parser, junk).root_node.has_error
    assert parse(parser, "Hello, world. This is plain prose.\n").root_node.has_error


# ---- incremental parsing -----------------------------------------------------------------


def test_incremental_reparse_matches_fresh_parse(parser: Parser) -> None:
    source = (FIXTURES / "multi_arch.cuobjdump.sass").read_bytes()
    tree = parser.parse(source)
    pos = source.index(b"R4, c[0x0][0x160]")  # somewhere in a function body
    new = source[:pos] + b"R7" + source[pos + 2 :]
    row = source.count(b"\n", 0, pos)
    col = pos - (source.rfind(b"\n", 0, pos) + 1)
    tree.edit(pos, pos + 2, pos + 2, Point(row, col), Point(row, col + 2), Point(row, col + 2))
    edited = parser.parse(new, tree)
    assert str(edited.root_node) == str(parser.parse(new).root_node)
    assert not edited.root_node.has_error


# ---- contract and queries ----------------------------------------------------------------


def test_node_types_contract(language: Language) -> None:
    names = {language.node_kind_for_id(i) for i in range(language.node_kind_count) if language.node_kind_is_named(i)}
    assert {
        "source_file",
        "arch_header",
        "arch",
        "function",
        "symbol",
        "label",
        "instruction",
        "address",
        "predicate",
        "opcode",
        "modifier",
        "register",
        "uniform_register",
        "predicate_register",
        "special_register",
        "constant_bank",
        "memory",
        "immediate",
        "label_ref",
        "encoding",
        "directive",
        "comment",
        "line_info",
        "fatbin_header",
        "header_field",
    } <= names
    for field in ("arch", "name", "address", "predicate", "opcode", "operand", "encoding", "file", "line"):
        assert language.field_id_for_name(field) is not None, field


def test_highlights_query(language: Language, parser: Parser) -> None:
    query = Query(language, (GRAMMAR / "queries" / "highlights.scm").read_text())
    source = b"\t\tFunction : _Z1fv\n        /*0000*/ @P0 IADD3 R1, R2.reuse, -0x8, RZ ; /* 0x0 */\n.L_x_0:\n"
    tree = parser.parse(source)
    captures = QueryCursor(query).captures(tree.root_node)
    by_text: dict[str, set[str]] = {}
    for name, nodes in captures.items():
        for node in nodes:
            by_text.setdefault(text(node), set()).add(name)
    assert "function" in by_text["IADD3"]
    assert "attribute" in by_text[".reuse"]
    assert "variable.builtin" in by_text["R1"]
    assert "number" in by_text["-0x8"]
    assert "keyword" in by_text["@P0"]
    assert "comment" in by_text["/*0000*/"]
    assert "label" in by_text[".L_x_0"]
    assert "function" in by_text["_Z1fv"]
