"""The keep-CUDA switch in build files: added before project() / around a Makefile, replaced on a
second run, removed exactly for the build tree; and what GNU make reads from the wrapped file."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path, PurePosixPath

import pytest

from cass_lsp.buildfiles import keep_cuda as blocks
from cass_lsp.buildfiles.systems.cmake import add_cmake_block
from cass_lsp.buildfiles.systems.make import MAKE_MODULE, add_make_block, make_module

CMAKE = """cmake_minimum_required(VERSION 3.18)
# the project
project(saxpy LANGUAGES CXX CUDA)
add_executable(saxpy main.cu)
"""

MAKE = """CC = nvcc
all: main.o
\t$(CC) main.o -o app
main.o: main.cu
\t$(CC) -c $< -o $@
"""


def test_the_cmake_block_goes_before_project_and_comes_off_exactly() -> None:
    text = add_cmake_block(CMAKE, PurePosixPath("apps/saxpy"))
    assert text is not None
    before, after = text.split(blocks.END)
    assert "project(saxpy LANGUAGES NONE)" in before and "project(saxpy LANGUAGES CXX CUDA)" in after
    assert '"${CMAKE_CURRENT_SOURCE_DIR}/../../cass-lsp-hip.cmake"' in before
    assert text.index("cmake_minimum_required") < text.index(blocks.BEGIN)
    assert blocks.strip_blocks(text) == CMAKE
    # A second run replaces the block instead of adding one.
    assert add_cmake_block(text, PurePosixPath("apps/saxpy")) == text


def test_a_cmake_file_without_project_gets_no_block() -> None:
    assert add_cmake_block("add_library(k k.cu)\n", PurePosixPath("lib")) is None


def test_the_makefile_is_wrapped_and_unwrapped_exactly() -> None:
    text = add_make_block(MAKE, PurePosixPath())
    assert text.startswith(blocks.BEGIN) and "CASS_HIP_SUBDIR := .\n" in text
    assert blocks.strip_blocks(text) == MAKE
    assert add_make_block(text, PurePosixPath()) == text


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_reads_the_cuda_rules_by_default_and_the_amd_module_with_the_switch(tmp_path: Path) -> None:
    (tmp_path / "Makefile").write_text(add_make_block(MAKE, PurePosixPath()))
    (tmp_path / MAKE_MODULE).write_text(make_module())
    (tmp_path / "main.cu").write_text("int main() {}\n")
    cuda = subprocess.run(["make", "-n", "-C", str(tmp_path)], capture_output=True, text=True)
    assert cuda.returncode == 0 and "nvcc -c main.cu -o main.o" in cuda.stdout
    hip = subprocess.run(
        ["make", "-n", "-C", str(tmp_path), "GPU_BACKEND=hip", "CASS_LSP=cass-lsp-x", "HIPCC=my hipcc", "run"],
        capture_output=True,
        text=True,
    )
    # (make -n still runs the `+` sub-make, which stops: the HIP tree is not generated under -n)
    assert "nvcc" not in hip.stdout
    mirror = f"{tmp_path.resolve()}/build-hip/{tmp_path.name}"
    expected = f"cass-lsp-x port {tmp_path.resolve()} --out-dir {mirror} --build-tree --quiet"
    assert f"{expected} --hipcc-command 'my hipcc'" in hip.stdout
    assert f"-C {mirror}/. HIPCC='my hipcc' run" in hip.stdout  # the hipcc it translated for compiles
