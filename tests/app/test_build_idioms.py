"""Real projects' build idioms, ported and built for AMD with `port --check` on the HIP 6.4 lane
(real cmake, make and hipcc): issue 32 items 1-3 and 13. Each tree is a minimal reproduction of
what a project of ../shared/corpus/projects does (warp-ctc and cudpp: FindCUDA; darknet and
FastEddy: C and C++ files calling the runtime, compiled by gcc; xmrig-cuda: the GPU part behind
an option; a build script passing NVIDIA architectures and toolkit paths to make)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli import cli_in_process
from tests.lanes import hip_lane

pytestmark = pytest.mark.slow

KERNEL = """\
#include <cuda_runtime.h>
__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
extern "C" void launch_scale(float *x, float a, int n) { scale<<<(n + 255) / 256, 256>>>(x, a, n); }
"""
HOST_CPP = """\
#include <cuda_runtime.h>
#include <cstdio>
extern "C" void launch_scale(float *x, float a, int n);
int main() {
  float *d = nullptr;
  if (cudaMalloc(&d, 16 * sizeof(float)) != cudaSuccess) return 1;
  launch_scale(d, 2.0f, 16);
  cudaDeviceSynchronize();
  cudaFree(d);
  std::puts("ok");
  return 0;
}
"""
HOST_C = """\
#include <cuda_runtime.h>
#include <stdio.h>
void launch_scale(float *x, float a, int n);
int main(void) {
  float *d = 0;
  if (cudaMalloc((void **)&d, 16 * sizeof(float)) != cudaSuccess) return 1;
  launch_scale(d, 2.0f, 16);
  cudaDeviceSynchronize();
  cudaFree(d);
  puts("ok");
  return 0;
}
"""
FIND_CUDA_PROJECT = """\
cmake_minimum_required(VERSION 3.10)
project(legacy CXX)
option(WITH_GPU "build the GPU part" OFF)
if(WITH_GPU)
  FIND_PACKAGE(CUDA REQUIRED)
  set(CUDA_NVCC_FLAGS ${CUDA_NVCC_FLAGS} -O3;--use_fast_math)
  list(APPEND CUDA_NVCC_FLAGS -gencode arch=compute_80,code=sm_80 -Xcompiler -fPIC)
  CUDA_ADD_LIBRARY(kern STATIC kern.cu OPTIONS -maxrregcount=32)
  target_compile_options(kern PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:--extended-lambda>
                         "$<$<COMPILE_LANG_AND_ID:CUDA,Clang>:-include;no_such_header.h>")
  add_executable(app main.cpp)
  target_include_directories(app PRIVATE ${CUDA_INCLUDE_DIRS})
  target_link_libraries(app kern ${CUDA_LIBRARIES})
else()
  add_executable(app cpu.cpp)
endif()
"""
PROBING_MAKEFILE = """\
NVCC := $(shell which nvcc)
CC = gcc
ifeq ($(NVCC),)
all:
\t@echo "nvcc not found, skipping GPU builds"
else
ifneq ($(shell nvidia-smi -L 2>/dev/null),)
NVFLAGS += -arch=sm_$(shell nvidia-smi --query-gpu=compute_cap --format=csv,noheader | tr -d .)
endif
all: app
app: kern.o host.o
\t$(CC) kern.o host.o -o app -L$(CUDA_LIB_DIR) -lcudart -lstdc++
kern.o: kern.cu
\t$(NVCC) $(NVFLAGS) $(GENCODE_FLAGS) -I$(CUDA_DIR)/include -c kern.cu -o kern.o
host.o: host.c
\t$(CC) -O2 -I$(CUDA_DIR)/include -c host.c -o host.o
endif
"""


# FastEddy's build: device code in several .cu files compiled as relocatable device code (-dc),
# nvcc -dlink making the device-link object, and the host compiler (mpicc there) compiling the C
# files and linking everything, through a variable a target sets for itself.
TWICE_CU = """\
#include <cuda_runtime.h>
__device__ float twice(float v) { return 2.0f * v; }
"""
SCALE_CU = """\
#include <cuda_runtime.h>
extern __device__ float twice(float v);
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = twice(x[i]);
}
extern "C" void launch_scale(float *x, float a, int n) { scale<<<(n + 255) / 256, 256>>>(x, n); }
"""
RDC_MAKEFILE = """\
TEST_CC = gcc
TEST_CU_CC = nvcc
ARCH_CU_FLAGS = -arch=sm_70
TEST_OBJS = host.o scale.o twice.o
TEST_LIBS = -lm -lstdc++ -lcudart
all: app
%.o: %.cu
\trm -rf ./app_devlink.o; \\
\t$(TEST_CU_CC) $(ARCH_CU_FLAGS) -dc $< -o $@
.c.o:
\t${COMP_FLAGS} -c $< -o $@
app: COMP_FLAGS = ${TEST_CC} -O2
app_devlink.o: ${TEST_OBJS}
\t$(TEST_CU_CC) ${ARCH_CU_FLAGS} ${TEST_OBJS} ${TEST_LIBS} -dlink -o app_devlink.o
app: ${TEST_OBJS} app_devlink.o
\t${COMP_FLAGS} -o app ${TEST_OBJS} ./app_devlink.o ${TEST_LIBS}
check:
\t@echo CC = ${CC}
"""


def test_a_device_link_step_and_a_host_compiler_a_target_sets_build_for_amd(tmp_path: Path) -> None:
    """FastEddy. Before: the -dlink line was an error finding and stayed nvcc's (hipcc has no such
    step), the C file compiled by ${COMP_FLAGS} (mpicc, set for the target) got no HIP platform
    define, and `@echo CC = ${CC}` gained -fgpu-rdc. Now the device link is hipcc's (the linked
    device code in app_devlink.o, as nvcc's) and the host compiler links the program."""
    src = _tree(
        tmp_path / "rdc",
        {"Makefile": RDC_MAKEFILE, "scale.cu": SCALE_CU, "twice.cu": TWICE_CU, "host.c": HOST_C},
    )
    code, err = _check(src, tmp_path / "out")
    assert code == 0, err[-4000:]
    assert "Makefile: ok (2 of 2 GPU translation units compiled, linked)" in err
    assert (tmp_path / "out" / "app").is_file()
    makefile = (tmp_path / "out" / "Makefile").read_text()
    assert "\t${COMP_FLAGS} $(HIP_HOST_FLAGS) -c $< -o $@" in makefile
    assert "\t@echo CC = ${CC}\n" in makefile


def _tree(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text)
    return folder


def _check(src: Path, out: Path, *args: str) -> tuple[int, str]:
    """port --check's exit status and its report (stdout, as the summary), diagnostics after."""
    tc = hip_lane("6.4")
    hipcc = " ".join([*tc.hipcc_prefix, str(tc.hipcc)])
    r = cli_in_process(
        ["port", str(src), "--out-dir", str(out), "--progress", "never", "--check", "--targets", "gfx942",
         "--hipcc-command", hipcc, "--force", *args]
    )  # fmt: skip
    return r.returncode, r.stdout + r.stderr


def test_a_find_cuda_project_with_its_gpu_part_behind_an_option_builds_when_the_option_is_given(
    tmp_path: Path,
) -> None:
    """Before: "Unknown CMake command cuda_add_library"; a C++ file calling the runtime had no HIP
    platform define; and without the option `port --check` printed "CMakeLists.txt: ok" with no
    GPU code built, --define not passed to configure."""
    src = _tree(
        tmp_path / "legacy",
        {"CMakeLists.txt": FIND_CUDA_PROJECT, "kern.cu": KERNEL, "main.cpp": HOST_CPP, "cpu.cpp": "int main() {}\n"},
    )
    code, err = _check(src, tmp_path / "out")
    assert code == 1 and "CMakeLists.txt: built, but compiled no GPU code (0 of 1" in err, err[-3000:]
    assert "--define NAME=ON" in err
    code, err = _check(src, tmp_path / "out", "--define", "WITH_GPU=ON")
    assert code == 0, err[-4000:]
    assert "CMakeLists.txt: ok (1 of 1 GPU translation units compiled, linked)" in err


def test_a_makefile_that_probes_for_nvcc_builds_its_gpu_code_and_c_files_for_amd(tmp_path: Path) -> None:
    """Before: make printed "nvcc not found, skipping GPU builds" and exited 0 having built
    nothing; the C file compiled by gcc had no HIP platform define; the architectures and the
    toolkit folders the build script passes reached hipcc."""
    src = _tree(tmp_path / "probing", {"Makefile": PROBING_MAKEFILE, "kern.cu": KERNEL, "host.c": HOST_C})
    code, err = _check(
        src, tmp_path / "out", "--define", "GENCODE_FLAGS=-gencode arch=compute_80,code=sm_80",
        "--define", "CUDA_DIR=/usr/local/cuda", "--define", "CUDA_LIB_DIR=/usr/local/cuda/lib64",
    )  # fmt: skip
    assert code == 0, err[-4000:]
    assert "Makefile: ok (1 of 1 GPU translation units compiled, linked)" in err
    assert (tmp_path / "out" / "app").is_file()
