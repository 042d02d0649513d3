"""What `port --check` says of a build (issue 39 items 19 and 26, issue 41 item 15): a Makefile
that compiles and links in one step built GPU code; the GPU code is for the targets asked, or the
check says for which it is; a suite says program by program; an error the compiler repeats per
template instantiation is printed once."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli import cli_in_process
from tests.lanes import hip_lane

pytestmark = pytest.mark.slow

KERNEL = """#include <cuda_runtime.h>
__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }
int main() { float* x; cudaMalloc(&x, 256); k<<<1, 64>>>(x); cudaDeviceSynchronize(); return 0; }
"""


def _tree(root: Path, files: dict[str, str]) -> Path:
    root.mkdir(parents=True)
    for name, text in files.items():
        (root / name).write_text(text)
    return root


def _check(src: Path, out: Path, lane: str, target: str) -> tuple[int, str]:
    tc = hip_lane(lane)
    hipcc = " ".join([*tc.hipcc_prefix, str(tc.hipcc)])
    r = cli_in_process(["port", str(src), "--out-dir", str(out), "--progress", "never", "--check", "--targets", target,
                        "--hipcc-command", hipcc])  # fmt: skip
    return r.returncode, r.stdout


def test_a_makefile_that_compiles_and_links_in_one_step_built_gpu_code(tmp_path: Path) -> None:
    """Before: 'built, but compiled no GPU code' (it counted object files, and there are none)."""
    makefile = (
        "NVCC = nvcc\nall: a b\na: a.cu\n\t$(NVCC) -arch=sm_80 a.cu -o a\nb: b.cu\n\t$(NVCC) -arch=sm_80 b.cu -o b\n"
    )
    src = _tree(tmp_path / "suite", {"Makefile": makefile, "a.cu": KERNEL, "b.cu": KERNEL})
    code, out = _check(src, tmp_path / "out", "5.2", "gfx90a")
    assert code == 0, out[-3000:]
    assert "Makefile: ok (2 of 2 GPU translation units compiled, linked)" in out
    # a suite of programs: each said, with the targets its GPU code is for
    assert "  program a: built (gfx90a)" in out and "  program b: built (gfx90a)" in out


HIP_KERNEL = """#include <hip/hip_runtime.h>
__global__ void k(float* x) { x[threadIdx.x] *= 2.0f; }
int main() { float* x; (void)hipMalloc(&x, 256); k<<<1, 64>>>(x); (void)hipDeviceSynchronize(); return 0; }
"""


def test_a_program_built_for_hipccs_default_target_is_no_success(tmp_path: Path) -> None:
    """b is the project's own HIP program, built by a hipcc line with no architecture (port gives
    the targets to the lines that ran nvcc, not to this one): it keeps hipcc's default target, and
    the check said ok."""
    makefile = "NVCC = nvcc\nall: a b\na: a.cu\n\t$(NVCC) -arch=sm_80 a.cu -o a\nb: b.hip\n\thipcc b.hip -o b\n"
    src = _tree(tmp_path / "suite", {"Makefile": makefile, "a.cu": KERNEL, "b.hip": HIP_KERNEL})
    code, out = _check(src, tmp_path / "out", "5.2", "gfx90a")
    assert code == 1, out[-3000:]
    line = next(x for x in out.splitlines() if x.startswith("Makefile: "))
    assert line.startswith(
        "Makefile: built, but 1 of its objects and programs hold no GPU code for gfx90a (asked): b ("
    ), line
    assert "  program a: built (gfx90a)" in out


def test_the_check_says_when_the_project_builds_for_targets_of_its_own(tmp_path: Path) -> None:
    """Before: --targets gfx942 built for the project's own gfx90a, and said ok."""
    cmake = (
        "cmake_minimum_required(VERSION 3.21)\nproject(p LANGUAGES CXX CUDA)\n"
        "set(CMAKE_HIP_ARCHITECTURES gfx90a)\nadd_executable(a a.cu)\nadd_executable(b b.cu)\n"
    )
    src = _tree(tmp_path / "p", {"CMakeLists.txt": cmake, "a.cu": KERNEL, "b.cu": KERNEL})
    code, out = _check(src, tmp_path / "out", "6.4", "gfx942")
    assert code == 1, out[-3000:]
    line = next(x for x in out.splitlines() if x.startswith("CMakeLists.txt: "))
    assert line.startswith("CMakeLists.txt: built, but its GPU code is for gfx90a, not for gfx942 (asked)"), line
    assert "  program a: built (gfx90a)" in out and "  program b: built (gfx90a)" in out


def test_an_error_each_template_instantiation_repeats_is_printed_once(tmp_path: Path) -> None:
    kernel = (
        "template <typename T> __global__ void k(T* x) { x[0] = helper(x[0]); }\n"
        "int main() { k<float><<<1, 1>>>(nullptr); k<int><<<1, 1>>>(nullptr); k<double><<<1, 1>>>(nullptr); }\n"
    )
    src = _tree(tmp_path / "t", {"Makefile": "t: t.cu\n\tnvcc -c t.cu -o t.o\n", "t.cu": kernel})
    code, out = _check(src, tmp_path / "out", "5.2", "gfx90a")
    assert code == 1
    errors = [x for x in out.splitlines() if "use of undeclared identifier 'helper'" in x]
    assert len(errors) == 1, out[-3000:]  # was 3, one per instantiation
    assert errors[0].startswith("  t.cu:1:") and "(3 times: template instantiations or targets)" in errors[0]
    assert ":0" not in errors[0].split(": error")[0].split(":", 1)[1].replace(":1:", "")


def test_a_project_with_openmp_host_code_builds_in_the_checks_root(tmp_path: Path) -> None:
    """Issue 39 item 20: the HIP 6.4 lane's root had no omp.h, no hipBLASLt, no gcc (a ROCm install's
    machine has them), so the check failed there as if the project did; its recipe has them now."""
    omp = "#include <omp.h>\nint threads() { return omp_get_max_threads(); }\n"
    makefile = "app: k.cu omp.cpp\n\tnvcc -arch=sm_80 -Xcompiler -fopenmp k.cu omp.cpp -o app\n"
    src = _tree(tmp_path / "p", {"Makefile": makefile, "k.cu": KERNEL.replace("int main", "int threads();\nint main"),
                                 "omp.cpp": omp})  # fmt: skip
    code, out = _check(src, tmp_path / "out", "6.4", "gfx942")
    assert code == 0, out[-3000:]
    assert "Makefile: ok (1 of 1 GPU translation units compiled, linked)" in out
    assert "the check's toolchain" not in out


def test_an_error_of_code_only_nvcc_accepts_is_said_to_be_so(tmp_path: Path) -> None:
    """A build that stops at code nvcc accepts and clang rejects (issue 39 item 18) says which errors are
    of that class, and what to write instead."""
    kernel = (
        "__host__ __device__ int seed() { return 7; }\n"
        "__device__ int g = seed();\n"
        "__global__ void k(int* x) { x[0] = g; }\n"
        "int main() { k<<<1, 1>>>(nullptr); }\n"
    )
    src = _tree(tmp_path / "t", {"Makefile": "t: t.cu\n\tnvcc -c t.cu -o t.o\n", "t.cu": kernel})
    code, out = _check(src, tmp_path / "out", "5.2", "gfx90a")
    assert code == 1
    lines = out.splitlines()
    at = next(i for i, x in enumerate(lines) if "dynamic initialization is not supported" in x)
    assert lines[at + 1].startswith("    note: code only nvcc accepts [nvcc-only-code]:"), out[-3000:]


def test_a_makefile_building_sources_of_sibling_folders_checks_them_with_its_own_flags(tmp_path: Path) -> None:
    """FastEddy's Makefile sits in SRC/FEMAIN and builds ../GRID/grid.cu with -I../FEMPI: the check
    said 'ok (no GPU sources in this folder)' of it, then compiled grid.cu alone, without the -I,
    and reported an error the project's build never had."""
    src = tmp_path / "proj"
    makefile = (
        "INCLUDES = -I../common\nOBJS = main.o ../kernels/scale.o\n"
        "all: app\napp: $(OBJS)\n\tnvcc -arch=sm_80 $(OBJS) -o app\n"
        "%.o: %.cu\n\tnvcc -arch=sm_80 $(INCLUDES) -c $< -o $@\n"
    )
    _tree(src / "main", {"Makefile": makefile, "main.cu": '#include "scale.h"\nint main() { return run(); }\n'})
    _tree(src / "common", {"scale.h": "int run();\n", "factor.h": "#define FACTOR 2.0f\n"})
    _tree(
        src / "kernels",
        {
            "scale.cu": KERNEL.replace("int main()", "int run()")
            .replace("#include <cuda_runtime.h>", '#include <cuda_runtime.h>\n#include "factor.h"')
            .replace("2.0f", "FACTOR")
        },
    )
    code, out = _check(src, tmp_path / "out", "5.2", "gfx90a")
    assert code == 0, out[-3000:]
    assert "main/Makefile: ok (2 of 2 GPU translation units compiled, linked)" in out
    assert "factor.h" not in out  # no file compiled alone, without the Makefile's -I


def test_programs_built_in_one_step_count_when_a_later_step_fails(tmp_path: Path) -> None:
    """sage's default target builds mlp (hipcc x.hip -o x) and then runs it, which fails with no GPU:
    the check said '0 of 1 GPU translation units compiled' beside 'program a: built (gfx90a)'."""
    makefile = "all: run\nrun: a\n\t./a && false\na: a.cu\n\tnvcc -arch=sm_80 a.cu -o a\n"
    src = _tree(tmp_path / "suite", {"Makefile": makefile, "a.cu": KERNEL})
    code, out = _check(src, tmp_path / "out", "5.2", "gfx90a")
    assert code == 1
    assert "Makefile: failed (1 of 1 GPU translation units compiled)" in out, out[-2000:]
