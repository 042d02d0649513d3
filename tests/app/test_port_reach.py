"""Which build files a port rewrites (issue 39 item 7): those that build CUDA, or that a build which
does reaches; every other build file is copied byte for byte, by port and by --keep-cuda alike."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli import cli_in_process
from tests.project.test_scan import NMAKE, QEMU_MAKEFILE

UNRELATED_CMAKE = "cmake_minimum_required(VERSION 3.10)\nproject(tools C)\nadd_executable(t t.c)\n"


def _tree(root: Path) -> Path:
    files = {
        "gpu/Makefile": "include common.mk\nall: k.cu\n\tnvcc -arch=sm_80 k.cu -o k $(FLAGS)\n",
        "gpu/common.mk": "FLAGS = -O2 -arch=$(ARCH)\n",
        "gpu/k.cu": "__global__ void k() {}\nint main() { k<<<1, 1>>>(); }\n",
        "boards/Makefile": QEMU_MAKEFILE,
        "boards/Makefile.win": NMAKE,
        "tools/CMakeLists.txt": UNRELATED_CMAKE,
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def test_port_copies_the_build_files_that_have_no_cuda_byte_for_byte(tmp_path: Path) -> None:
    src = _tree(tmp_path / "p")
    out = tmp_path / "out"
    r = cli_in_process(["port", str(src), "--out-dir", str(out), "--progress", "never", "--hip-version", "6.4.3"])
    assert r.returncode == 0, r.stderr
    for rel in ("boards/Makefile", "boards/Makefile.win", "tools/CMakeLists.txt"):
        assert (out / rel).read_bytes() == (src / rel).read_bytes(), rel
    assert "build-unreadable" not in r.stderr  # the nmake file is no GNU Makefile to read
    assert "$(HIPCC)" in (out / "gpu" / "Makefile").read_text()
    # the fragment the CUDA Makefile includes is part of its build: its NVIDIA architecture goes
    assert "$(HIP_ARCH_FLAGS)" in (out / "gpu" / "common.mk").read_text()
    statuses = {f["source"]: f["status"] for f in json.loads((out / "cass-port-report.json").read_text())["files"]}
    assert statuses["tools/CMakeLists.txt"] == "copied" and statuses["gpu/common.mk"] == "ported"


def test_keep_cuda_adds_the_switch_only_where_cuda_is_built(tmp_path: Path) -> None:
    src = _tree(tmp_path / "p")
    out = tmp_path / "kept"
    r = cli_in_process(["port", str(src), "--keep-cuda", "--out-dir", str(out), "--progress", "never",
                        "--hip-version", "6.4.3"])  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert (out / "boards" / "Makefile").read_bytes() == QEMU_MAKEFILE.encode()
    assert (out / "tools" / "CMakeLists.txt").read_bytes() == UNRELATED_CMAKE.encode()
    assert "GPU_BACKEND" in (out / "gpu" / "Makefile").read_text()


def test_a_header_folder_outside_the_ported_folder_is_a_finding_on_the_build_file(tmp_path: Path) -> None:
    """Issue 41 item 12: include_directories(../../../Common) reached outside the folder ported with
    no word; the build of the HIP tree then failed on 'helper.h' file not found."""
    root = tmp_path / "samples"
    (root / "Common").mkdir(parents=True)
    (root / "Common" / "helper.h").write_text("#pragma once\n")
    proj = root / "apps" / "demo"
    proj.mkdir(parents=True)
    (proj / "k.cu").write_text('#include "helper.h"\n__global__ void k() {}\n')
    (proj / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.21)\nproject(demo LANGUAGES CXX CUDA)\n"
        "include_directories(../../Common include)\nadd_executable(demo k.cu)\n"
    )
    (proj / "Makefile").write_text("demo: k.cu\n\tnvcc -I../../Common -Iinclude k.cu -o demo\n")
    out = tmp_path / "out"
    r = cli_in_process(["port", str(proj), "--out-dir", str(out), "--progress", "never", "--hip-version", "6.4.3"])
    assert r.returncode == 0, r.stderr
    files = {f["source"]: f for f in json.loads((out / "cass-port-report.json").read_text())["files"]}
    for name, line in (("CMakeLists.txt", 3), ("Makefile", 2)):
        (found,) = [x for x in files[name]["findings"] if x["code"] == "include-outside-tree"]
        assert found["line"] == line and found["severity"] == "warning"
        assert (
            found["message"].startswith('"../../Common" is outside the folder ported') and str(root) in found["message"]
        )
    assert 'CMakeLists.txt:3: warning: "../../Common" is outside the folder ported' in r.stderr
    # decided as any finding
    r = cli_in_process(["port", str(proj), "--out-dir", str(out), "--progress", "never", "--hip-version", "6.4.3",
                        "--ignore", "include-outside-tree"])  # fmt: skip
    assert "include-outside-tree" not in r.stderr
