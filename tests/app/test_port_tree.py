"""`cass-lsp port` on a tree: the manifest keeps the user's edits, links and special files are
said, and a broken build file is one line, not a traceback."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.cli import cli_in_process


def port(src: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    return cli_in_process(["port", str(src), "--out-dir", str(out), "--progress", "never", *extra])


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    src = tmp_path / "proj"
    src.mkdir()
    (src / "k.cu").write_text("__global__ void k() {}\nint main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }\n")
    (src / "CMakeLists.txt").write_text("project(p LANGUAGES CXX CUDA)\nadd_executable(p k.cu)\n")
    (src / "alias.cu").symlink_to("k.cu")
    (src / "outside.h").symlink_to("/etc/hostname")
    os.mkfifo(src / "pipe")
    return src


def test_links_fifos_and_a_second_run_that_keeps_a_hand_edit(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    r = port(tree, out)
    assert r.returncode == 0, r.stderr
    assert os.readlink(out / "alias.hip") == "k.hip"
    assert not (out / "outside.h").exists() and not (out / "pipe").exists()
    assert "outside.h: symbolic link to /etc/hostname (leaves the tree)" in r.stderr
    assert "pipe: a FIFO" in r.stderr
    assert "add_executable(p k.hip)" in (out / "CMakeLists.txt").read_text()
    report = json.loads((out / "cass-port-report.json").read_text())
    assert sorted(report["summary"]["not_ported"]) == [
        "outside.h: symbolic link to /etc/hostname (leaves the tree)",
        "pipe: a FIFO",
    ]

    (out / "k.hip").write_text("// my edit\n")
    r = port(tree, out)
    assert (out / "k.hip").read_text() == "// my edit\n"
    assert "changed since port wrote them" in r.stderr and "  k.hip" in r.stderr
    r = port(tree, out, "--force")
    assert "hipDeviceSynchronize" in (out / "k.hip").read_text()


def test_a_broken_cmake_file_is_copied_with_one_error_line(tmp_path: Path) -> None:
    src = tmp_path / "p"
    src.mkdir()
    (src / "CMakeLists.txt").write_text("project(x)\nadd_executable(x main.cu\n")
    r = port(src, tmp_path / "o")
    assert "Traceback" not in r.stderr
    assert "CMakeLists.txt:2: error: line 2: a '(' is never closed: copied unchanged" in r.stderr


def test_a_script_the_build_runs_stays_executable(tmp_path: Path) -> None:
    """AutoDock-GPU's Makefile runs ./test_cuda.sh: in the HIP tree it was "Permission denied"."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "probe.sh").write_text("#!/bin/sh\necho yes\n")
    (src / "probe.sh").chmod(0o755)
    (src / "data.txt").write_text("1\n")
    for extra in ([], ["--keep-cuda"]):
        out = tmp_path / f"out{len(extra)}"
        r = cli_in_process(["port", str(src), "--out-dir", str(out), "--progress", "never", *extra])
        assert (out / "probe.sh").stat().st_mode & 0o111 == 0o111, r.stderr
        assert (out / "data.txt").stat().st_mode & 0o111 == 0
