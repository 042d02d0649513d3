"""How `port --check` words a failed build's compiler output, in process (no compiler): each error
once, on its line, and errors of code only nvcc accepts marked as such (issue 39 item 18)."""

from __future__ import annotations

from pathlib import Path

from cass_lsp.app.port_check import map_output, toolchain_limits
from cass_lsp.toolchain.discovery import Toolchain


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


def test_what_a_root_lacks_that_a_rocm_install_has_is_said_to_be_the_checks() -> None:
    """Where a root (one made by an older recipe) lacks what a ROCm install has, the failure is the
    check's, not the project's; the user's own toolchain lacks what the user's build lacks."""
    output = "omp.cpp:1:10: fatal error: 'omp.h' file not found\nmake: g++: command not found\n"
    root = Toolchain(hipcc=Path("/usr/bin/hipcc"), hipcc_prefix=("bwrap", "--"), lane="6.4")
    lines = toolchain_limits(output, root)
    assert [line.split(" lacks ")[1].split(" (")[0].split(":")[0] for line in lines] == [
        "omp.h",
        "a system C and C++ compiler",
    ]
    assert all("not the project's blocker" in line for line in lines)
    assert toolchain_limits(output, Toolchain(hipcc=Path("/opt/rocm/bin/hipcc"))) == []
