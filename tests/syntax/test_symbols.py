"""Outlines and folding ranges of real SASS and AMD GPU assembly (the grammars' fixtures)."""

from __future__ import annotations

from pathlib import Path

from cass_lsp.syntax.languages import parse
from cass_lsp.syntax.symbols import folds, symbols

FIXTURES = Path(__file__).resolve().parents[1] / "grammars" / "fixtures"


def source(language: str, name: str) -> bytes:
    return (FIXTURES / language / name).read_bytes()


def outline(language: str, name: str):
    tree = parse(language, source(language, name))  # type: ignore[arg-type]
    return tree, symbols(language, tree)  # type: ignore[arg-type]


def test_cuobjdump_sections_hold_their_functions():
    _, found = outline("sass", "multi_arch.cuobjdump.sass")
    assert [(s.kind, s.name) for s in found] == [
        ("module", "code for sm_75"),
        ("module", "code for sm_86"),
        ("module", "code for sm_90"),
    ]
    for section in found:
        assert [(f.kind, f.name, f.detail) for f in section.children] == [("function", "_Z5saxpyifPKfPf", "saxpy")]


def test_nvdisasm_functions_list_their_branch_labels_once():
    _, found = outline("sass", "sm89.nvdisasm.sass")
    calls = next(s for s in found if s.name == "_Z5callsPfi")
    labels = [c.name for c in calls.children]
    assert labels and all(name.startswith((".L_x_", "$")) for name in labels)  # not the function's own name again


def test_clang_listing_kernels_with_their_labels_and_descriptors():
    _, found = outline("rdna", "saxpy_gfx1100.s")
    kernels = [s for s in found if s.kind == "kernel"]
    assert [(k.name, k.detail) for k in kernels] == [
        ("_Z5saxpyifPKfPf", "saxpy"),
        ("_Z13reduce_sharedPKfPfi", "reduce_shared"),
    ]
    assert [c.name for c in kernels[0].children] == [".LBB0_2"]
    # a kernel's range runs from its label to its end label, not into the descriptor
    body = source("rdna", "saxpy_gfx1100.s")[kernels[0].start : kernels[0].end]
    assert body.startswith(b"_Z5saxpyifPKfPf:") and b"s_endpgm" in body and b".amdhsa_kernel" not in body
    assert any(s.kind == "object" and s.name == ".amdhsa_kernel _Z5saxpyifPKfPf" for s in found)


def test_objdump_function_headers():
    _, found = outline("rdna", "saxpy_gfx1100.objdump")
    assert [(s.kind, s.name) for s in found] == [
        ("function", "_Z5saxpyifPKfPf"),
        ("function", "_Z13reduce_sharedPKfPfi"),
    ]


def test_folds_cover_functions():
    tree, found = outline("rdna", "saxpy_gfx1100.s")
    ranges = folds("rdna", tree)
    kernel = next(s for s in found if s.kind == "kernel")
    first_line = tree.root_node.descendant_for_byte_range(kernel.start, kernel.start).start_point[0]
    assert any(f.start_line == first_line and f.end_line > first_line + 10 for f in ranges)
    sass_tree, _ = outline("sass", "multi_arch.cuobjdump.sass")
    assert len([f for f in folds("sass", sass_tree)]) >= 3
