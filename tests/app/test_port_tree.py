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
    assert "outside.h: symbolic link to /etc/hostname (leaves the tree)" in r.stdout  # the summary's lists
    assert "pipe: a FIFO" in r.stdout
    assert "add_executable(p k.hip)" in (out / "CMakeLists.txt").read_text()
    report = json.loads((out / "cass-port-report.json").read_text())
    assert sorted(report["summary"]["not_ported"]) == [
        "outside.h: symbolic link to /etc/hostname (leaves the tree)",
        "pipe: a FIFO",
    ]

    (out / "k.hip").write_text("// my edit\n")
    r = port(tree, out)
    assert (out / "k.hip").read_text() == "// my edit\n"
    assert "changed since port wrote them" in r.stdout and "  k.hip" in r.stdout
    r = port(tree, out, "--force")
    assert "hipDeviceSynchronize" in (out / "k.hip").read_text()


def test_a_broken_cmake_file_is_copied_with_one_error_line(tmp_path: Path) -> None:
    src = tmp_path / "p"
    src.mkdir()
    (src / "CMakeLists.txt").write_text("project(x)\nadd_executable(x main.cu\n")
    r = port(src, tmp_path / "o")
    assert "Traceback" not in r.stderr
    assert "CMakeLists.txt:2: error: line 2: a '(' is never closed: copied unchanged" in r.stderr
    # decided as any finding (it could not be ignored)
    r = port(src, tmp_path / "o2", "--ignore", "build-unreadable")
    assert r.returncode == 0 and "never closed" not in r.stderr, r.stderr
    entry = json.loads((tmp_path / "o2" / "cass-port-report.json").read_text())["files"][0]
    assert entry["status"] == "copied" and [s["code"] for s in entry["suppressed"]] == ["build-unreadable"]


def test_a_loop_of_symbolic_links_is_listed_and_the_port_completes(tmp_path: Path) -> None:
    src = tmp_path / "p"
    src.mkdir()
    (src / "k.cu").write_text('#include "loop.cu"\n__global__ void k() {}\nint main() { k<<<1, 1>>>(); }\n')
    (src / "CMakeLists.txt").write_text("project(p LANGUAGES CXX CUDA)\ninclude(cycle.cmake)\nadd_executable(p k.cu)\n")
    (src / "a").symlink_to("b")
    (src / "b").symlink_to("a")
    (src / "loop.cu").symlink_to("loop2.cu")
    (src / "loop2.cu").symlink_to("loop.cu")
    (src / "cycle.cmake").symlink_to("cycle.cmake")
    out = tmp_path / "out"
    r = port(src, out)
    assert "Traceback" not in r.stderr
    assert r.returncode == 0, r.stderr
    assert "  a: symbolic link to b (a loop of links)" in r.stdout
    assert "  cycle.cmake: symbolic link to cycle.cmake (a loop of links)" in r.stdout
    assert (out / "k.hip").exists() and (out / ".cass-port-manifest.json").exists()
    report = json.loads((out / "cass-port-report.json").read_text())
    assert len(report["summary"]["not_ported"]) == 5
    # The folder to port, or the one to write, being such a loop is one line.
    (tmp_path / "l1").symlink_to("l2")
    (tmp_path / "l2").symlink_to("l1")
    r = cli_in_process(["port", str(tmp_path / "l1")])
    assert r.returncode == 2 and r.stderr == f"cass-lsp port: {tmp_path / 'l1'} is a loop of symbolic links\n"
    r = port(src, tmp_path / "l1")
    assert r.returncode == 2 and "is a loop of symbolic links: choose another --out-dir" in r.stderr


def test_third_party_code_gets_no_syntax_infos(tmp_path: Path) -> None:
    """Vendored headers (OpenGL's in a sample) filled the hazards with tree-sitter syntax infos."""
    src = tmp_path / "p"
    junk = "void f() { int x = ) ; cudaDeviceSynchronize(); }\n"  # tree-sitter cannot parse it
    for rel in ["k.cu", "include/GL/glew.h", "third_party/lib/x.h", "src/vendor/y.h"]:
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        (src / rel).write_text(junk)
    r = port(src, tmp_path / "out", "--exclude", "include/GL")
    assert r.returncode == 0, r.stderr
    report = json.loads((tmp_path / "out" / "cass-port-report.json").read_text())
    files = {f["source"]: f for f in report["files"]}
    syntax = {rel for rel, f in files.items() if any(x["code"] == "syntax-error" for x in f["findings"])}
    assert syntax == {"k.cu"}
    assert {rel for rel, f in files.items() if f.get("third_party")} == set(files) - {"k.cu"}
    # Still translated: their CUDA names follow.
    assert "hipDeviceSynchronize" in (tmp_path / "out" / "include" / "GL" / "glew.h").read_text()
    r = cli_in_process(["translate", str(src / "k.cu"), str(src / "include/GL/glew.h"), "--exclude", "*/GL/*.h"])
    assert "k.cu:1:20: info: tree-sitter could not parse this" in r.stderr and "glew.h:" not in r.stderr
    assert r.stderr.splitlines()[-1] == "cass-lsp translate: 2 files, 1 finding (1 info)"


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
