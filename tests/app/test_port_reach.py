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
