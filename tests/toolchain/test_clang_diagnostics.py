"""clang diagnostics as hipcc prints them: parsed from real output, then mapped onto CUDA lines."""

from __future__ import annotations

import pytest

from cass_lsp.core.result import Edit, TranslationResult, apply_edits, source_map_for
from cass_lsp.toolchain import hip as hip_compile
from cass_lsp.toolchain.clang_diagnostics import LineMapping, TextLines, map_diagnostics, merge_targets, parse

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


@pytest.fixture(scope="module")
def error_output(hip_toolchain, data, tmp_path_factory):
    import asyncio

    out = tmp_path_factory.mktemp("diag") / "x.s"
    result = asyncio.run(hip_compile.compile_device_asm(hip_toolchain, data / "diag_errors.hip", "gfx90a", output=out))
    return result


def test_errors_notes_includes_fixits(error_output, data):
    main = str(data / "diag_errors.hip")
    diags = parse(error_output.process.stderr)
    assert [(d.location.file == main, d.location.line, d.location.column) for d in diags] == [
        (False, 2, 38),
        (True, 7, 20),
        (True, 8, 3),
        (True, 9, 10),
        (True, 12, 20),
    ]
    header, undeclared, overload, macro, typo = diags
    # The nested header's error carries the whole include chain down from the main file.
    assert [(inc.file.rsplit("/", 1)[1], inc.line) for inc in header.include_stack] == [
        ("diag_errors.hip", 2),
        ("diag_header.h", 2),
    ]
    assert header.code == "init_conversion_failed"
    assert undeclared.code == "undeclared_var_use" and "undeclared_value" in undeclared.message
    assert overload.code == "ovl_no_viable_function_in_call"
    assert [n.message.split(":")[0] for n in overload.notes] == ["candidate function not viable"]
    assert overload.notes[0].location.file.endswith("diag_header.h")
    assert "expanded from macro" in macro.notes[0].message
    assert typo.code == "undeclared_var_use_suggest"
    assert [(f.start, f.end, f.text) for f in typo.fixits] == [((12, 20), (12, 40), "hipDeviceSynchronize")]
    # Each diagnostic keeps the text clang printed for it, caret lines and notes included.
    assert "takes_one(1, 2);" in overload.rendered and "candidate function" in overload.rendered


async def test_warnings_with_flags(hip_toolchain, data, tmp_path):
    result = await hip_compile.compile_device_asm(
        hip_toolchain, data / "diag_warnings.hip", "gfx1100", output=tmp_path / "w.s", extra=["-Wall", "-Wextra"]
    )
    assert result.ok  # warnings only
    diags = parse(result.process.stderr)
    assert [(d.severity, d.code, d.location.line) for d in diags] == [
        ("warning", "-Wunused-variable", 4),
        ("warning", "-Wsign-compare", 6),
    ]


def test_werror_and_driver_messages():
    text = (
        "/t/k.hip:3:5: error: unused variable 'x' [-Werror,-Wunused-variable]\n"
        "  int x;\n"
        "      ^\n"
        "clang: error: unsupported option '--frob'\n"
        "1 error generated when compiling for gfx1100.\n"
    )
    first, driver = parse(text)
    assert first.severity == "error" and first.code == "-Wunused-variable"
    assert driver.location is None and driver.message == "unsupported option '--frob'"


def test_header_errors_move_to_the_include_line(error_output, data):
    main = str(data / "diag_errors.hip")
    source = (data / "diag_errors.hip").read_text()
    mapped = map_diagnostics(parse(error_output.process.stderr), main, LineMapping.identity(source), target="gfx90a")
    header = mapped[0]
    assert (header.start_line, header.severity) == (1, "error")  # line 2: #include "diag_header.h"
    assert header.message.startswith("in included file: cannot initialize")
    assert header.related[0].file.endswith("diag_nested.h") and header.related[0].line == 1
    assert header.related[0].message == "error occurred here"
    undeclared = mapped[1]
    assert (undeclared.start_line, undeclared.start_column) == (6, 19)  # unchanged line: clang's column
    overload = mapped[2]
    assert overload.related[0].file.endswith("diag_header.h") and not overload.related[0].in_main
    macro = mapped[3]
    assert macro.related[0].in_main and macro.related[0].line == 3  # the #define line


def test_mapping_through_a_source_map():
    # A translation that adds an include line on top and rewrites a call: hipcc's lines and the
    # CUDA lines differ by one, and the rewritten line loses clang's column.
    cuda = "__global__ void k(int* p) {\n  p[0] = 1;\n  cudaDeviceSynchronize(oops);\n}\n"
    start = cuda.index("cudaDeviceSynchronize")
    edits = [Edit(0, 0, "#include <hip/hip_runtime.h>\n"), Edit(start, start + 21, "hipDeviceSynchronize")]
    text = apply_edits(cuda, edits)
    result = TranslationResult(source=cuda, text=text, edits=tuple(edits), source_map=source_map_for(cuda, edits))
    assert text.splitlines()[3] == "  hipDeviceSynchronize(oops);"
    output = (
        "/tmp/w/k.hip:4:24: error: use of undeclared identifier 'oops'\n"
        "/tmp/w/k.hip:3:8: warning: something on an unchanged line [-Wfoo]\n"
        "/tmp/w/k.hip:3:3: note: see here\n"
    )
    err, warn = map_diagnostics(parse(output), "/tmp/w/k.hip", LineMapping.of_translation(result))
    assert (err.start_line, err.start_column, err.end_line) == (2, 2, 2)  # CUDA line 3, from its indent
    assert (warn.start_line, warn.start_column) == (1, 7)  # unchanged line keeps the column
    assert warn.related[0].in_main and (warn.related[0].line, warn.related[0].column) == (1, 2)


def test_merge_targets_lists_who_reported():
    text = "/t/k.hip:2:1: error: boom\n"
    mapping = LineMapping.identity("a\nb\n")
    a = map_diagnostics(parse(text), "/t/k.hip", mapping, target="gfx1100")
    b = map_diagnostics(parse(text + "/t/k.hip:1:1: warning: only here [-Wx]\n"), "/t/k.hip", mapping, target="gfx90a")
    merged = merge_targets([a, b])
    assert [(d.message, d.targets) for d in merged] == [("boom", ("gfx1100", "gfx90a")), ("only here", ("gfx90a",))]


@pytest.mark.parametrize("text", ["", "\n", "one", "one\ntwo", "a\n\nb\n", "é\r\nü\n"])
def test_text_lines_are_the_split_lines(text: str):
    lines = TextLines(text)
    expected = text.split("\n")
    assert len(lines) == len(expected)
    assert [lines[i] for i in range(len(lines))] == expected
    assert lines[-1] == expected[-1]
    with pytest.raises(IndexError):
        lines[len(expected)]


def test_indent_of_a_line_with_bytes_that_are_not_utf8() -> None:
    """Documents keep such bytes as lone surrogates: placing a diagnostic on their line works."""
    text = b'int a;\n  const char *s = "\xe0";\n'.decode("utf-8", "surrogateescape")
    assert LineMapping.identity(text).indent(1) == 2
