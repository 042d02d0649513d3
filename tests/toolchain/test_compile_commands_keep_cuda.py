"""compile_commands.json in a keep-CUDA project: the AMD build's database (CMake, ``-B build-hip``)
names the HIP files generated into ``BUILD/cass-hip/<root name>/``; the background build of a
CUDA file takes the flags of the file generated from it, include folders mapped back to the
source folders. Databases written in the test; the one a real configure writes is read in
tests/app/test_keep_cuda.py (the AMD CMake build of the bundled example)."""

from __future__ import annotations

import json
from pathlib import Path

from cass_lsp.buildfiles import keep_cuda
from cass_lsp.buildfiles.systems.cmake import cmake_module
from cass_lsp.toolchain import compile_commands
from cass_lsp.toolchain.pipeline import request_flags


def _entry(build: Path, source: Path, *flags: str) -> dict:
    return {
        "directory": str(build / "cass-hip-build"),
        "command": f"clang++ {' '.join(flags)} --offload-arch=gfx942 -o x.o -x hip -c {source}",
        "file": str(source),
    }


def _project(tmp_path: Path) -> tuple[Path, Path]:
    """A keep-CUDA root ``proj`` with a CMake project ``app`` built for AMD into ``app/build-hip``
    and for NVIDIA into ``app/build``: (the CUDA file, the AMD build folder)."""
    root = tmp_path / "proj"
    src = root / "app" / "src"
    src.mkdir(parents=True)
    (root / keep_cuda.OPTIONS_FILE).write_text('{"translate": {"launch_style": "chevrons", "roc": false}}')
    (src / "k.cu").write_text("__global__ void k() {}\n")
    hip_build, cuda_build = root / "app" / "build-hip", root / "app" / "build"
    mirror = hip_build / "cass-hip" / "proj" / "app"
    flags = (f"-I{mirror / 'include'}", "-I/opt/rocm/include", "-D__HIP_ROCclr__=1", "-DUSE_HIP", "-std=gnu++17")
    entries = [
        _entry(hip_build, mirror / "src" / "k.hip", *flags),
        _entry(hip_build, mirror / "src" / "main.hip", f"-I{mirror / 'src'}", "-std=gnu++17"),
    ]
    for build, data in ((hip_build, entries), (cuda_build, [_entry(cuda_build, src / "k.cu", "-DUSE_CUDA")])):
        build.mkdir()
        (build / compile_commands.DATABASE).write_text(json.dumps(data))
    return src / "k.cu", hip_build


def test_the_amd_builds_database_gives_a_cuda_file_its_generated_files_flags(tmp_path: Path) -> None:
    cuda, hip_build = _project(tmp_path)
    root = tmp_path / "proj"
    dirs, defines, std = request_flags(cuda, workspace_folders=[root])
    # The AMD build's database, not the NVIDIA one beside it; its include folder mapped back.
    assert dirs[:2] == (str(root / "app" / "include"), "/opt/rocm/include")
    assert defines == ("__HIP_ROCclr__=1", "USE_HIP") and std == "gnu++17"
    flags = compile_commands.flags_for(cuda, hip_build / compile_commands.DATABASE)
    assert flags is not None and flags.exact
    # A new CUDA file borrows from its folder's generated files, mapped back too.
    borrowed = compile_commands.flags_for(cuda.with_name("new.cu"), hip_build / compile_commands.DATABASE)
    assert borrowed is not None and not borrowed.exact and borrowed.defines == ("__HIP_ROCclr__=1", "USE_HIP")


def test_outside_a_keep_cuda_project_nothing_is_mapped(tmp_path: Path) -> None:
    cuda, hip_build = _project(tmp_path)
    (tmp_path / "proj" / keep_cuda.OPTIONS_FILE).unlink()
    assert compile_commands.flags_for(cuda, hip_build / compile_commands.DATABASE) is None
    # The NVIDIA build's database still serves the CUDA file by its own entry.
    nvidia = compile_commands.flags_for(cuda, tmp_path / "proj" / "app" / "build" / compile_commands.DATABASE)
    assert nvidia is not None and nvidia.defines == ("USE_CUDA",)


def test_the_marker_is_the_keep_cuda_options_file() -> None:
    """The toolchain layer cannot import buildfiles: the name is written twice, kept equal here."""
    assert compile_commands.KEEP_CUDA_OPTIONS == keep_cuda.OPTIONS_FILE
    assert "set(CMAKE_EXPORT_COMPILE_COMMANDS ON)" in cmake_module()
