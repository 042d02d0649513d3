"""`--targets` (port) and `--target` (doctor): an AMD target cass-lsp does not know is refused at
the start, with the known ones, before anything is written; one this toolchain's clang lacks is
said, and `--check` left with none stops before writing rather than crashing after."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli import cli_in_process


def _tree(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    src.mkdir()
    (src / "k.cu").write_text("__global__ void k() {}\nint main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }\n")
    return src


@pytest.mark.parametrize("targets", ["gfx9999", "GFX942", "sm_80", "gfx942,gfx9999"])
def test_port_refuses_an_unknown_target_before_writing(targets: str, tmp_path: Path) -> None:
    src, out = _tree(tmp_path), tmp_path / "out"
    r = cli_in_process(["port", str(src), "--out-dir", str(out), "--check", "--targets", targets])
    bad = targets.split(",")[-1]
    assert r.returncode == 2 and "Traceback" not in r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith(f"cass-lsp port: error: argument --targets: {bad!r} is not an AMD target cass-lsp knows")
    assert "; known: gfx900, " in last
    assert not out.exists()


def test_doctor_refuses_an_unknown_target() -> None:
    r = cli_in_process(["doctor", "--target", "gfx9999"])
    assert r.returncode == 2
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith("cass-lsp doctor: error: argument --target: 'gfx9999' is not an AMD target cass-lsp knows")


@pytest.mark.slow
def test_check_with_no_target_this_clang_knows_stops_before_writing(tmp_path: Path) -> None:
    """Debian 12's clang 15 lacks gfx1151: said in one line, and --check, left with no target, stops."""
    src, out = _tree(tmp_path), tmp_path / "out"
    debian = ["--hipcc-command", "/usr/bin/hipcc"]
    r = cli_in_process(["port", str(src), "--out-dir", str(out), "--check", "--targets", "gfx1151", *debian])
    assert r.returncode == 2 and "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert lines[0].startswith("cass-lsp port: gfx1151: this clang does not know the target; it is left out.")
    assert lines[-1] == "cass-lsp port: --check has no AMD target this toolchain compiles for; nothing was written"
    assert not out.exists()
