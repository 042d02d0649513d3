"""The build-file rules of issue 39 whose point is that the build works: minimal reproductions of
real projects ported with `cass-lsp port` and built with their own ported build files, make or
cmake and hipcc of the HIP 6.4 lane, for gfx942; the binaries hold gfx942 code."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cass_lsp.buildfiles import system_named
from tests.cli import cli_in_process
from tests.lanes import hip_lane

pytestmark = pytest.mark.slow

TARGET = "gfx942"


def _tree(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    return folder


def _port(src: Path, out: Path, *args: str) -> str:
    tc = hip_lane("6.4")
    hipcc = " ".join([*tc.hipcc_prefix, str(tc.hipcc)])
    r = cli_in_process(
        ["port", str(src), "--out-dir", str(out), "--progress", "never", "--targets", TARGET, "--hipcc-command", hipcc,
         "--force", *args]
    )  # fmt: skip
    assert (out / "cass-port-report.json").is_file(), r.stderr[-3000:]
    return r.stderr


def _make(folder: Path, *goals: str) -> subprocess.CompletedProcess[str]:
    """The ported Makefile built as a user would (make, the lane's hipcc, GPU_TARGETS); not cached:
    the tests read what it built."""
    from cass_lsp.app.port_check import check_commands

    tc = hip_lane("6.4")
    [argv] = check_commands(tc, system_named("make"), folder, [TARGET], extra=goals)
    return subprocess.run(argv, cwd=folder, capture_output=True, text=True, timeout=900, env=tc.hip_env())


def _offload_targets(binary: Path) -> list[str]:
    """The AMD targets whose code a program or object carries (its offload bundle's entries)."""
    data = binary.read_bytes()
    return sorted({m.decode() for m in __import__("re").findall(rb"amdgcn-amd-amdhsa--(gfx\w+)", data)})


KERNEL_C = """\
#include <cuda_runtime.h>
__global__ void twice(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}
void launch_twice(float *x, int n) { twice<<<(n + 63) / 64, 64>>>(x, n); }
"""
MAIN_C = """\
#include <cuda_runtime.h>
#include <stdio.h>
void launch_twice(float *x, int n);
int main(void) {
  float *d = 0;
  if (cudaMalloc((void **)&d, 64 * sizeof(float)) != cudaSuccess) return 1;
  launch_twice(d, 64);
  cudaDeviceSynchronize();
  cudaFree(d);
  puts("ok");
  return 0;
}
"""
# A project that compiles its C files as CUDA through a pattern's own variable (issue 39 item 4).
PATTERN_MAKEFILE = """\
NVCC = nvcc
OBJ = obj
$(OBJ)/%.o: CFLAGS = -O2 -x cu -dc -arch=sm_80
app: $(OBJ)/kern.o $(OBJ)/main.o
\t$(NVCC) $^ -o $@
$(OBJ)/%.o: %.c | $(OBJ)
\t$(NVCC) $(CFLAGS) -c $< -o $@
$(OBJ):
\tmkdir -p $(OBJ)
"""


def test_c_files_compiled_as_cuda_by_a_patterns_own_flags_build(tmp_path: Path) -> None:
    """Before: `-x cu -dc` stayed in the pattern's CFLAGS, and clang ran in CUDA mode ("cannot find
    CUDA installation")."""
    src = _tree(tmp_path / "src", {"Makefile": PATTERN_MAKEFILE, "kern.c": KERNEL_C, "main.c": MAIN_C})
    out = tmp_path / "out"
    _port(src, out)
    built = _make(out, "app")
    assert built.returncode == 0, (out / "Makefile").read_text() + built.stdout[-2000:] + built.stderr[-3000:]
    assert _offload_targets(out / "app") == [TARGET]


PROBING_MAKEFILE = """\
NVCC = nvcc
GPU_CC := $(shell __nvcc_device_query 2>/dev/null)
NVCC_FLAGS = -O2
ifneq ($(GPU_CC),)
  NVCC_FLAGS += --generate-code arch=compute_$(GPU_CC),code=[compute_$(GPU_CC),sm_$(GPU_CC)]
endif
app: kern.cu main.cu
\t$(NVCC) $(NVCC_FLAGS) kern.cu main.cu -o $@
"""


def test_a_makefile_whose_arch_sits_behind_a_probe_builds_for_the_targets_asked(tmp_path: Path) -> None:
    """Issue 39 item 2 (llm.c). Before: the probe found no NVIDIA GPU, the arch flags were skipped,
    and the program held gfx906 code (hipcc's default) though gfx942 was asked."""
    src = _tree(
        tmp_path / "src",
        {
            "Makefile": PROBING_MAKEFILE,
            "kern.cu": KERNEL_C,
            "main.cu": MAIN_C.replace("#include <stdio.h>", "#include <cstdio>"),
        },
    )
    out = tmp_path / "out"
    _port(src, out)
    built = _make(out, "app")
    assert built.returncode == 0, (out / "Makefile").read_text() + built.stdout[-2000:] + built.stderr[-3000:]
    assert _offload_targets(out / "app") == [TARGET]


SUITE_CMAKE = """\
cmake_minimum_required(VERSION 3.18)
project(suite LANGUAGES CXX)
option(SUITE_ENABLE_CUDA "Build the CUDA benchmarks" OFF)
set(SUITE_CUDA_ARCH 80 CACHE STRING "NVIDIA architecture")
list(APPEND CMAKE_MODULE_PATH "${CMAKE_SOURCE_DIR}/cmake")
include(SuiteBench)
if(SUITE_ENABLE_CUDA)
  enable_language(CUDA)
  find_package(CUDAToolkit REQUIRED)
  set(SUITE_LIBS CUDA::cudart)
  add_subdirectory(gemm)
  add_subdirectory(fill)
endif()
"""
SUITE_BENCH = """\
function(add_suite_bench)
  set(multi SOURCES COMPILE_OPTIONS LINK_LIBRARIES)
  cmake_parse_arguments(B "" "NAME;MODEL" "${multi}" ${ARGN})
  if(B_MODEL STREQUAL "cuda" AND SUITE_ENABLE_CUDA)
    add_executable(${B_NAME} ${B_SOURCES})
    set_target_properties(${B_NAME} PROPERTIES CUDA_ARCHITECTURES ${SUITE_CUDA_ARCH})
    target_compile_options(${B_NAME} PRIVATE ${B_COMPILE_OPTIONS})
    target_link_libraries(${B_NAME} PRIVATE ${SUITE_LIBS} ${B_LINK_LIBRARIES})
  endif()
endfunction()
"""
GEMM_CU = """\
#include <cublas_v2.h>
#include <cstdio>
__global__ void fill(float *x, float v) { x[threadIdx.x] = v; }
int main() {
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
  float *x = nullptr;
  cudaMalloc(&x, 64 * sizeof(float));
  fill<<<1, 64>>>(x, 1.0f);
  cublasDestroy(handle);
  cudaFree(x);
  std::puts("ok");
  return 0;
}
"""


def test_a_suite_whose_own_function_takes_nvcc_flags_and_libraries_builds_with_the_users_switch(
    tmp_path: Path,
) -> None:
    """Issue 39 items 21-23 (HeCBench's CMake build): `add_suite_bench(... COMPILE_OPTIONS
    --extended-lambda -use_fast_math LINK_LIBRARIES cublas)`. Before: MODEL cuda became MODEL hip, so
    the user's -DSUITE_ENABLE_CUDA=ON built nothing; the flags and -lcublas reached clang and the
    linker as they were; the function's CUDA::cudart and CUDA_ARCHITECTURES ${SUITE_CUDA_ARCH} stayed."""
    from cass_lsp.app.port_check import check_commands

    src = _tree(
        tmp_path / "src",
        {
            "CMakeLists.txt": SUITE_CMAKE,
            "cmake/SuiteBench.cmake": SUITE_BENCH,
            "gemm/CMakeLists.txt": "add_suite_bench(NAME gemm MODEL cuda SOURCES main.cu\n"
            "                COMPILE_OPTIONS --extended-lambda -use_fast_math LINK_LIBRARIES cublas)\n",
            "gemm/main.cu": GEMM_CU,
            "fill/CMakeLists.txt": "add_suite_bench(NAME fill MODEL cuda SOURCES fill.cu COMPILE_OPTIONS -lineinfo)\n",
            "fill/fill.cu": KERNEL_C + "int main() { launch_twice(nullptr, 0); return 0; }\n",
        },
    )
    out = tmp_path / "out"
    _port(src, out)
    ported = {p.relative_to(out).as_posix(): p.read_text() for p in out.rglob("*") if p.suffix in (".txt", ".cmake")}
    assert not [name for name, text in ported.items() if "CUDA::" in text], ported
    tc = hip_lane("6.4")
    *_query, configure, build = check_commands(tc, system_named("cmake"), out, [TARGET], build=tmp_path / "build")
    for argv in ([*configure, "-DSUITE_ENABLE_CUDA=ON"], build):
        proc = subprocess.run(argv, cwd=out, capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, "\n".join(ported.values()) + proc.stdout[-3000:] + proc.stderr[-3000:]
    for program in ("gemm/gemm", "fill/fill"):
        assert _offload_targets(tmp_path / "build" / program) == [TARGET], program


SORT_CPP = """\
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <cstdio>
void gpu_scale(float *x, int n);
int main() {
  thrust::host_vector<int> v(4);
  for (int i = 0; i < 4; ++i) v[i] = 4 - i;
  thrust::sort(v.begin(), v.end());
  gpu_scale(nullptr, 0);
  std::printf("%d\\n", (int)v[0]);
  return 0;
}
"""
SCALE_CU = """\
#include <thrust/device_vector.h>
#include <thrust/transform.h>
struct twice { __host__ __device__ float operator()(float v) const { return 2.0f * v; } };
void gpu_scale(float *x, int n) {
  thrust::device_vector<float> d(x, x + n);
  thrust::transform(d.begin(), d.end(), d.begin(), twice());
}
"""
FIND_THRUST = """\
# A project's own module looking for CCCL's layout, as the CUDA toolkit ships it.
find_path(THRUST_INCLUDE_DIR thrust/version.h HINTS /usr/local/cuda/include ${CUDA_INCLUDE_DIRS})
find_path(CUB_INCLUDE_DIR cub/cub.cuh HINTS ${THRUST_INCLUDE_DIR})
find_path(LIBCUDACXX_INCLUDE_DIR cuda/std/version HINTS ${THRUST_INCLUDE_DIR})
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Thrust REQUIRED_VARS THRUST_INCLUDE_DIR CUB_INCLUDE_DIR LIBCUDACXX_INCLUDE_DIR)
set(THRUST_INCLUDE_DIRS ${THRUST_INCLUDE_DIR} ${CUB_INCLUDE_DIR} ${LIBCUDACXX_INCLUDE_DIR})
"""
THRUST_CMAKE = """\
cmake_minimum_required(VERSION 3.18)
project(sorter LANGUAGES CXX CUDA)
list(APPEND CMAKE_MODULE_PATH ${CMAKE_SOURCE_DIR}/cmake)
find_package(Thrust REQUIRED)
add_executable(sorter main.cpp scale.cu)
target_include_directories(sorter PRIVATE ${THRUST_INCLUDE_DIRS})
"""


def test_a_project_finding_cccl_with_its_own_module_and_a_cpp_file_using_thrust_builds(tmp_path: Path) -> None:
    """Issue 39 items 6 and 3. Before: the project's FindThrust found no CCCL (configure stopped),
    and main.cpp, which includes Thrust, was compiled as plain C++, which rocThrust cannot be."""
    from cass_lsp.app.port_check import check_commands

    src = _tree(
        tmp_path / "src",
        {"CMakeLists.txt": THRUST_CMAKE, "cmake/FindThrust.cmake": FIND_THRUST, "main.cpp": SORT_CPP,
         "scale.cu": SCALE_CU},
    )  # fmt: skip
    out = tmp_path / "out"
    _port(src, out)
    tc = hip_lane("6.4")
    *_query, configure, build = check_commands(tc, system_named("cmake"), out, [TARGET], build=tmp_path / "build")
    for argv in (configure, build):
        proc = subprocess.run(argv, cwd=out, capture_output=True, text=True, timeout=900)
        assert proc.returncode == 0, (out / "CMakeLists.txt").read_text() + proc.stdout[-3000:] + proc.stderr[-3000:]
    assert _offload_targets(tmp_path / "build" / "sorter") == [TARGET]


THRUST_MAKEFILE = """\
NVCC = nvcc
CXX = g++
app: main.o scale.o
\t$(CXX) $^ -o $@ -L/usr/local/cuda/lib64 -lcudart
%.o: %.cpp
\t$(CXX) -O2 -std=c++17 -c $< -o $@
scale.o: scale.cu
\t$(NVCC) -O2 -c $< -o $@
"""
C_MAKEFILE = """\
NVCC = nvcc
app: main.o kern.o
\t$(NVCC) $^ -o $@
%.o: %.c
\t$(NVCC) -O2 -c $< -o $@
%.o: %.cu
\t$(NVCC) -O2 -c $< -o $@
"""


@pytest.mark.parametrize(
    ("makefile", "files"),
    [
        (THRUST_MAKEFILE, {"main.cpp": SORT_CPP, "scale.cu": SCALE_CU}),
        (
            C_MAKEFILE,
            {"main.c": MAIN_C, "kern.cu": KERNEL_C.replace("void launch_twice", 'extern "C" void launch_twice')},
        ),
    ],
    ids=["cpp-with-thrust-by-gpp", "c-by-nvcc"],
)
def test_c_and_cpp_files_that_need_the_hip_compiler_build(tmp_path: Path, makefile: str, files: dict) -> None:  # type: ignore[type-arg]
    """Issue 39 item 3. Before: main.cpp (Thrust) stayed on g++, which rocThrust cannot be built
    with; main.c compiled by nvcc, now hipcc, got no __HIP_PLATFORM_AMD__ ("Must define exactly one
    of __HIP_PLATFORM_AMD__ or __HIP_PLATFORM_NVIDIA__")."""
    src = _tree(tmp_path / "src", {"Makefile": makefile, **files})
    out = tmp_path / "out"
    _port(src, out)
    built = _make(out, "app")
    assert built.returncode == 0, (out / "Makefile").read_text() + built.stdout[-2000:] + built.stderr[-3000:]
    assert _offload_targets(out / "app") == [TARGET]
