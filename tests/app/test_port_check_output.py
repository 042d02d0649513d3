"""How `port --check` words a failed build's compiler output, in process (no compiler): each error
once, on its line, and errors of code only nvcc accepts marked as such (issue 39 item 18)."""

from __future__ import annotations

from pathlib import Path

from cass_lsp.app.port_check import map_output


def test_errors_of_code_only_nvcc_accepts_get_a_note_and_others_do_not(tmp_path: Path) -> None:
    out = tmp_path / "out"
    output = (
        f"{out}/a.hip:3:5: error: dynamic initialization is not supported for __device__, __constant__, __shared__,"
        " and __managed__ variables\n"
        f"{out}/a.hip:9:1: error: use of undeclared identifier 'helper'\n"
    )
    lines = map_output(output, out, out, tmp_path / "src", {})
    assert lines[0].startswith("  a.hip:3:5: error: dynamic initialization")
    assert lines[1].startswith("    note: code only nvcc accepts [nvcc-only-code]: ")
    assert lines[2].startswith("  a.hip:9:1: error: use of undeclared identifier") and len(lines) == 3
