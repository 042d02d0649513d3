"""The one scanner of a project (project/scan.py): roles, output names, build files and the builds
--check runs, GPU units, the compile database, rule files and declared names, read once."""

from __future__ import annotations

import json
from pathlib import Path

from cass_lsp.project.scan import counts, facts_of, role_of, scan


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root.resolve()


def test_roles_by_suffix_then_by_build_system() -> None:
    assert role_of(Path("k.cu"))[0] == "gpu" and role_of(Path("k.cuh"))[0] == "header"
    assert role_of(Path("main.cpp"))[0] == "host" and role_of(Path("own.hip"))[0] == "hip"
    role, system = role_of(Path("CMakeLists.txt"))
    assert role == "build" and system is not None and system.name == "cmake"
    role, system = role_of(Path("Makefile.inc"))  # a header to translate, and make's too
    assert role == "header" and system is not None and system.name == "make"
    assert role_of(Path("README.md")) == ("other", None)
    assert counts(Path("x.cu")) and counts(Path("GNUmakefile")) and not counts(Path("data.txt"))


def test_a_project_read_once(tmp_path: Path) -> None:
    root = _write(
        tmp_path / "p",
        {
            "src/k.cu": '#include "inner.cu"\n__global__ void k() {}\nvoid cudaMyHelper(int);\n',
            "src/inner.cu": "__device__ int inner() { return 1; }\n",
            "src/k.hip": "// the project's own HIP version\n",
            "include/util.h": "#pragma once\n",
            "third_party/lib/x.h": "int x;\n",
            "CMakeLists.txt": "project(p LANGUAGES CXX CUDA)\ninclude(cmake/flags.cmake)\nadd_subdirectory(src)\n",
            "cmake/flags.cmake": "set(FLAGS -O2)\n",
            "cmake/unused.cmake": "set(X 1)\n",
            "src/CMakeLists.txt": "add_executable(k k.cu)\n",
            "cass-lsp.toml": "[names]\nown = []\n",
        },
    )
    project = scan(root, excludes=("include/*",))
    by_rel = {f.rel.as_posix(): f for f in project}
    assert by_rel["src/k.cu"].output == Path("src/k.cu.hip")  # the tree has k.hip: its own
    assert by_rel["src/inner.cu"].output == Path("src/inner.hip")
    assert by_rel["third_party/lib/x.h"].third_party and by_rel["include/util.h"].third_party
    assert not by_rel["src/k.cu"].third_party
    assert {f.rel.as_posix() for f in project.translated()} == {"src/k.cu", "src/inner.cu", "include/util.h",
                                                               "third_party/lib/x.h"}  # fmt: skip
    # the build files a port rewrites: the builds, and the fragment one includes
    ported = {f.rel.as_posix() for f in project.build_files() if f.ported}
    assert ported == {"CMakeLists.txt", "cmake/flags.cmake", "src/CMakeLists.txt"}
    # one CMake build, from the top: its add_subdirectory builds src/
    assert [(b.system.name, b.entry.as_posix()) for b in project.builds] == [("cmake", "CMakeLists.txt")]
    # the GPU units: inner.cu is compiled inside k.cu; the project's own k.hip is one
    assert project.units_in(Path("src")) == {"k.cu", "k"} and project.units_in(Path(".")) == {"k.cu", "k"}
    assert "cudaMyHelper" in project.facts.names
    assert by_rel["src/k.cu"].rule_file == root / "cass-lsp.toml"
    assert project.database is None


def test_the_compile_database_given_or_the_trees_own(tmp_path: Path) -> None:
    root = _write(tmp_path / "p", {"k.cu": "__global__ void k() {}\n"})
    entry = [{"directory": str(root), "file": str(root / "k.cu"), "arguments": ["nvcc", "-DN=4", "-c", "k.cu"]}]
    (root / "build").mkdir()
    (root / "build" / "compile_commands.json").write_text(json.dumps(entry))
    project = scan(root)
    assert project.database == root / "build" / "compile_commands.json"
    flags = project.flags(next(f for f in project if f.rel == Path("k.cu")))
    assert flags is not None and flags.defines == ("N=4",)
    elsewhere = tmp_path / "db"
    elsewhere.mkdir()
    (elsewhere / "compile_commands.json").write_text(json.dumps(entry))
    assert scan(root, database=elsewhere).database == elsewhere / "compile_commands.json"


def test_facts_by_role() -> None:
    found = facts_of(Path("x.h"), b"void cudaOwnThing(int);\n")
    assert found is not None and found.names == ("cudaOwnThing",)
    assert facts_of(Path("notes.txt"), b"cudaOwnThing") is None


QEMU_MAKEFILE = """ARCH ?= x86_64
run:
\tqemu-system-$(ARCH) -march=$(ARCH) -t execpty:"cat" kernel.img
"""
NMAKE = """!IF "$(CFG)" == ""
CFG=Release
!ENDIF
all:
    cl /nologo main.c
"""


def test_only_the_build_files_that_build_cuda_or_are_reached_from_one_are_ported(tmp_path: Path) -> None:
    """Issue 39 item 7: a QEMU-style Makefile, an unrelated CMake project and an nmake file were
    rewritten (or refused) by port; the Makefile a CUDA one includes is part of its build."""
    root = _write(
        tmp_path / "p",
        {
            "gpu/Makefile": "include common.mk\nall: k.cu\n\tnvcc -arch=sm_80 k.cu -o k $(FLAGS)\n",
            "gpu/common.mk": "FLAGS = -O2\n",
            "gpu/k.cu": "__global__ void k() {}\nint main() { k<<<1, 1>>>(); }\n",
            "boards/Makefile": QEMU_MAKEFILE,
            "boards/Makefile.win": NMAKE,
            "tools/CMakeLists.txt": "cmake_minimum_required(VERSION 3.10)\nproject(tools C)\nadd_executable(t t.c)\n",
            "app/CMakeLists.txt": "cmake_minimum_required(VERSION 3.18)\nproject(app CXX)\nadd_subdirectory(cuda)\n",
            "app/cuda/CMakeLists.txt": "enable_language(CUDA)\nadd_library(g g.cu)\n",
        },
    )
    project = scan(root)
    ported = {f.rel.as_posix() for f in project.build_files() if f.ported}
    assert ported == {"gpu/Makefile", "gpu/common.mk", "app/cuda/CMakeLists.txt"}
    # --check builds the Makefile folder that builds CUDA, and the CMake tree a user configures: its top
    builds = {(b.system.name, b.entry.as_posix()) for b in project.builds}
    assert builds == {("make", "gpu/Makefile"), ("cmake", "app/CMakeLists.txt")}


def test_check_configures_the_top_cmake_file_a_user_would(tmp_path: Path) -> None:
    """Issue 39 item 8: a top CMakeLists.txt with no project() was never configured; --check built
    the nested folder that has one."""
    root = _write(
        tmp_path / "p",
        {
            "CMakeLists.txt": "cmake_minimum_required(VERSION 3.21)\nadd_subdirectory(kernels)\n"
            "add_executable(app main.cu)\ntarget_link_libraries(app kern)\n",
            "main.cu": "int main() {}\n",
            "kernels/CMakeLists.txt": "project(kern LANGUAGES CXX CUDA)\nadd_library(kern k.cu)\n",
            "kernels/k.cu": "__global__ void k() {}\n",
        },
    )
    assert [(b.system.name, b.entry.as_posix()) for b in scan(root).builds] == [("cmake", "CMakeLists.txt")]


# A copy of NVIDIA's CCCL in the tree (GooFit's extern/thrust: 3,000 files, 25,000 error findings
# translated, none of them used by the HIP build).
CCCL = {
    "extern/cccl/thrust/thrust/version.h": "#define THRUST_VERSION 200800\n",
    "extern/cccl/thrust/thrust/system/cuda/config.h": "#include <cuda/std/version>\n",
    "extern/cccl/cub/cub/cub.cuh": '#include "block/block_load.cuh"\n',
    "extern/cccl/cub/cub/block/block_load.cuh": '__device__ int load(int* p) { asm("ld.global.u32 %0, [%1];"); }\n',
    "extern/cccl/libcudacxx/include/cuda/std/version": "#define _LIBCUDACXX_VERSION 1\n",
    "extern/cccl/libcudacxx/include/cuda/std/atomic": "namespace cuda { namespace std { struct atomic_ref; } }\n",
    "src/k.cu": "#include <thrust/sort.h>\n__global__ void k(int* p) { p[0] = 1; }\n",
    "src/util.h": "int cudaOwnHelper();\n",
}


def _tree(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)


def test_a_copy_of_cccl_is_copied_not_translated(tmp_path: Path) -> None:
    _tree(tmp_path, CCCL)
    project = scan(tmp_path)
    roles = {f.rel.as_posix(): f.translated for f in project.files if f.kind == "file"}
    assert roles["src/k.cu"] and roles["src/util.h"]
    assert not any(translated for rel, translated in roles.items() if rel.startswith("extern/"))
    roots = {"extern/cccl/thrust", "extern/cccl/cub", "extern/cccl/libcudacxx/include"}
    assert project.build_facts.vendored_cccl == roots
    assert project.facts.names == ("cudaOwnHelper",)  # the copy's declarations are not the project's


def test_a_trimmed_copy_of_cub_is_one_too(tmp_path: Path) -> None:
    """xmrig-cuda's src/3rdparty/cub has no cub.cuh (its 170 cub API errors were translated)."""
    _tree(tmp_path, {"src/3rdparty/cub/util_arch.cuh": "#define CUB_PTX_WARP_THREADS 32\n", "src/k.cu": "int x;\n"})
    project = scan(tmp_path)
    assert project.build_facts.vendored_cccl == {"src/3rdparty"}
    assert [f.rel.as_posix() for f in project.files if f.translated] == ["src/k.cu"]
