"""Build idioms of real CUDA projects (issue 32 items 1-5, issue 34 items 6, 8 and 13), each a
minimal reproduction of what a project of ../shared/corpus/projects writes: the rewrite on its
own here, and make itself where the question is what make does with the result."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from cass_lsp.buildfiles import SYSTEMS, BuildFileError, BuildOptions, kind_of, port_build_file
from cass_lsp.core.result import Severity

needs_make = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


def _make_n(folder: Path, text: str, *variables: str) -> subprocess.CompletedProcess[str]:
    (folder / "Makefile").write_text(text)
    return subprocess.run(["make", "-n", "-C", str(folder), *variables], capture_output=True, text=True, timeout=60)


# ---- issue 34 item 13: no machine's toolchain in a committed Makefile ----------------------------

BWRAP = "/usr/bin/bwrap --bind / / --ro-bind /root/.cache/cass-lsp/rocm-6.4/usr /usr -- /usr/bin/hipcc"


@pytest.mark.slow
@needs_make
def test_a_ported_makefile_names_no_machines_hipcc(tmp_path: Path) -> None:
    """The HIPCC default was the porting machine's bwrap command line; now ROCm's hipcc, chosen
    where the Makefile is built (the environment's ROCM_PATH, else hipcc on PATH)."""
    text = "main: main.cu\n\tnvcc -O2 main.cu -o main\n"
    ported = port_build_file(text, "make", BuildOptions(hipcc=BWRAP, gpu_targets=("gfx942",))).text
    assert "bwrap" not in ported and "rocm-6.4" not in ported
    assert "HIPCC ?= $(HIP_INSTALL_DIR)/bin/hipcc" in ported
    (tmp_path / "main.hip").write_text("")
    dry = _make_n(tmp_path, ported, "ROCM_PATH=/opt/rocm-7.1.0")
    assert dry.returncode == 0, dry.stderr
    assert "/opt/rocm-7.1.0/bin/hipcc --offload-arch=gfx942 -O2 main.hip -o main" in dry.stdout
    chosen = _make_n(tmp_path, ported, "HIPCC=my-hipcc", "GPU_TARGETS=gfx90a gfx1100")
    assert "my-hipcc --offload-arch=gfx90a --offload-arch=gfx1100 -O2 main.hip" in chosen.stdout


# ---- issue 34 item 8: make's own syntax errors are findings ------------------------------------


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        ("CC = nvcc\nmain: main.cu\n    $(CC) main.cu -o main\n", 3, "indented with spaces, not a tab"),
        (
            "CC = nvcc\nifeq ($(DEBUG),1)\nFLAGS = -G\nmain: main.cu\n\t$(CC) $(FLAGS) main.cu\n",
            2,
            "never closed by endif",
        ),
        (
            "define BUILD\n\tnvcc $(1) -o $(2)\nmain: main.cu\n\t$(call BUILD,main.cu,main)\n",
            1,
            "never closed by endef",
        ),
        ("CC = nvcc\nendif\nmain: main.cu\n\t$(CC) main.cu\n", 2, "'endif' with no ifeq"),
    ],
)
@pytest.mark.slow
@needs_make
def test_a_makefile_make_cannot_read_is_an_error_on_its_line(tmp_path: Path, text: str, line: int, says: str) -> None:
    """Ported silently before, its nvcc flags untranslated; make itself stops on each (checked)."""
    with pytest.raises(BuildFileError) as caught:
        port_build_file(text, "make")
    assert caught.value.line == line and says in str(caught.value)
    dry = _make_n(tmp_path, text)
    assert dry.returncode != 0 and dry.stderr.strip()


def test_make_reads_what_the_syntax_check_lets_through() -> None:
    text = (
        "ifeq ($(GPU),1)\n  CFLAGS += -DGPU\nelse\n  CFLAGS += -O2\nendif\n"
        "main: main.cu\n\tnvcc $(CFLAGS) $< -o $@ \\\n      -lcudart\n"
        "define RULE\n$(1): $(1).cu\n\tnvcc $$< -o $$@\nendef\n$(eval $(call RULE,x))\n"
        "all: main\n  # a comment indented with spaces\n"
    )
    port_build_file(text, "make")  # no BuildFileError
    # darknet: conditionals indented with tabs outside any rule (a tab is blank space there).
    darknet = (
        "ifeq ($(OPENMP), 1)\n    ifeq ($(OS),Darwin)\n\t    CFLAGS+= -Xpreprocessor\n"
        "\telse\n\t\tCFLAGS+= -fopenmp\n\tendif\nendif\n"
    )
    port_build_file(darknet + "main: main.cu\n\tnvcc $< -o $@\n", "make")


# ---- issue 32 item 3: Makefiles that find the compiler and the GPU themselves ---------------------

PROBING = """\
NVCC := $(shell which nvcc)
ifeq ($(NVCC),)
all:
\t@echo "nvcc not found, skipping GPU builds"
else
HAS_GPU := $(shell nvidia-smi -L 2>/dev/null | head -n 1)
ifneq ($(HAS_GPU),)
NVFLAGS += -arch=sm_$(shell nvidia-smi --query-gpu=compute_cap --format=csv,noheader | tr -d .)
endif
all: app
app: kernel.o host.o
\t$(CXX) kernel.o host.o -o app -L$(CUDA_LIB_DIR) -lcudart
kernel.o: kernel.cu
\t$(NVCC) $(NVFLAGS) $(GENCODE_FLAGS) -I$(CUDA_DIR)/include -c kernel.cu -o kernel.o
host.o: host.c
\tgcc -O2 -c host.c -o host.o
endif
"""


@pytest.mark.slow
@needs_make
def test_compiler_probes_and_passed_in_arch_become_hipcc_and_gpu_targets(tmp_path: Path) -> None:
    """The ported make printed "nvcc not found, skipping GPU builds" and built nothing; arch flags
    passed in by the project's script (GENCODE_FLAGS) reached hipcc; the C file compiled by gcc
    had no HIP platform define."""
    r = port_build_file(PROBING, "make")
    for gone in ("which nvcc", "nvidia-smi", "GENCODE_FLAGS", "CUDA_DIR", "CUDA_LIB_DIR", "-lcudart"):
        assert gone not in r.text, gone
    codes = {f.code for f in r.findings}
    assert {"build-gpu-probe", "build-arch"} <= codes
    (tmp_path / "kernel.hip").write_text("")
    (tmp_path / "host.c").write_text("")
    # As the project's own build script calls it: NVIDIA arch and toolkit paths passed in.
    dry = _make_n(
        tmp_path, r.text, "HIPCC=hipcc", "GPU_TARGETS=gfx942", "ROCM_PATH=/opt/rocm",
        "GENCODE_FLAGS=-gencode arch=compute_80,code=sm_80", "CUDA_DIR=/usr/local/cuda",
    )  # fmt: skip
    assert dry.returncode == 0, dry.stderr
    assert "skipping" not in dry.stdout and "-gencode" not in dry.stdout and "sm_" not in dry.stdout
    kernel = next(ln for ln in dry.stdout.splitlines() if "kernel.hip" in ln)
    assert kernel.startswith("hipcc ") and "--offload-arch=gfx942" in kernel
    assert "-D__HIP_PLATFORM_AMD__ -I/opt/rocm/include" in kernel
    host = next(ln for ln in dry.stdout.splitlines() if "host.c" in ln)
    assert host.startswith("gcc -D__HIP_PLATFORM_AMD__ -I/opt/rocm/include ")
    link = next(ln for ln in dry.stdout.splitlines() if "-o app" in ln)
    assert "-L/opt/rocm/lib -lamdhip64" in link


def test_hipcc_lines_with_no_architecture_get_the_gpu_targets() -> None:
    """nvcc's default architecture (no -arch anywhere): GPU_TARGETS had no effect."""
    r = port_build_file("NVCC = nvcc\nmain: main.cu\n\t$(NVCC) -O3 $< -o $@\n\t@echo $(NVCC) done\n", "make")
    assert "\t$(NVCC) $(HIP_ARCH_FLAGS) -O3 $< -o $@\n\t@echo $(NVCC) done" in r.text


def test_the_host_include_path_keeps_usr_include_out() -> None:
    """With hipcc in /usr/bin, ROCM_PATH is /usr: -I/usr/include would break libstdc++'s #include_next."""
    r = port_build_file("CC = nvcc\nmain: main.cu\n\t$(CC) $< -o $@\n", "make")
    assert "$(filter-out -I/usr/include,-I$(HIP_INSTALL_DIR)/include)" in r.text


# ---- issue 32 item 4, issue 34 item 6: generator expressions -----------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "target_compile_options(t PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:--extended-lambda>)",
            "target_compile_options(t PRIVATE $<$<COMPILE_LANGUAGE:HIP>:>)",
        ),
        (
            'target_compile_options(t PRIVATE "$<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math -maxrregcount=32>")',
            'target_compile_options(t PRIVATE "$<$<COMPILE_LANGUAGE:HIP>:-ffast-math >")',
        ),
        (
            "target_compile_options(t PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-mavx>)",
            "target_compile_options(t PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-mavx>)",
        ),
        (
            "add_compile_options($<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-fopenmp;-lineinfo>)",
            "add_compile_options($<$<COMPILE_LANGUAGE:HIP>:-fopenmp;-gline-tables-only>)",
        ),
    ],
)
def test_flags_inside_generator_expressions_are_ported_and_the_expression_stays_closed(
    line: str, expected: str
) -> None:
    r = port_build_file(line + "\n", "cmake")
    assert r.text == expected + "\n"
    assert r.text.count("<") == r.text.count(">")


def test_a_clang_cuda_condition_does_not_become_every_hip_compile() -> None:
    """$<COMPILE_LANG_AND_ID:CUDA,Clang> (clang's CUDA mode) renamed HIP,Clang held for every HIP
    file; NVIDIA keeps its meaning (HIP on NVIDIA is nvcc)."""
    text = (
        "target_compile_options(t PRIVATE $<$<COMPILE_LANG_AND_ID:CUDA,Clang>:-include;cuda_wrappers.h>)\n"
        "target_compile_options(t PRIVATE $<$<COMPILE_LANG_AND_ID:CUDA,NVIDIA,Clang>:-DNV>)\n"
        "target_compile_options(t PRIVATE $<$<COMPILE_LANG_AND_ID:CUDA,NVIDIA>:-DNV2>)\n"
    )
    r = port_build_file(text, "cmake")
    assert "HIP,Clang" not in r.text and "CUDA" not in r.text
    assert "$<$<0>:-include;cuda_wrappers.h>" not in r.text and "$<0:-include;cuda_wrappers.h>" in r.text
    assert "$<COMPILE_LANG_AND_ID:HIP,NVIDIA>:-DNV>" in r.text and "$<COMPILE_LANG_AND_ID:HIP,NVIDIA>:-DNV2>" in r.text
    warned = [f for f in r.findings if f.code == "build-cmake-meaning"]
    assert len(warned) == 2 and all(f.severity == Severity.WARNING for f in warned)


# ---- issue 32 items 1 and 2: FindCUDA, and C/C++ targets that call the runtime --------------------

FIND_CUDA = """\
cmake_minimum_required(VERSION 3.10)
project(legacy CXX)
FIND_PACKAGE(CUDA 9.0)
option(WITH_GPU "build the GPU part" ${CUDA_FOUND})
set(CUDA_NVCC_FLAGS ${CUDA_NVCC_FLAGS} -O3;--use_fast_math)
list(APPEND CUDA_NVCC_FLAGS -gencode arch=compute_80,code=sm_80 -Xcompiler -fPIC)
cuda_include_directories(${CMAKE_CURRENT_SOURCE_DIR}/include)
CUDA_ADD_LIBRARY(kern STATIC kern.cu OPTIONS -maxrregcount=32)
add_executable(app main.cpp)
target_include_directories(app PRIVATE ${CUDA_INCLUDE_DIRS} ${CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES})
target_link_libraries(app kern ${CUDA_LIBRARIES})
"""


def test_find_cuda_commands_become_the_hip_languages() -> None:
    """ "Unknown CMake command cuda_add_library" at configure; CUDA_NVCC_FLAGS (a list) went into
    CMAKE_HIP_FLAGS (a string) with its ';' and -gencode."""
    r = port_build_file(FIND_CUDA, "cmake")
    lines = r.text.splitlines()
    assert lines[2:8] == [
        "enable_language(HIP)",
        "find_package(hip REQUIRED CONFIG)",
        "set(CUDA_VERSION 12.0)",
        "set(CUDA_LIBRARIES hip::host)",  # FindCUDA's variable, set where FindCUDA set it
        "link_libraries(hip::host)",
        'option(WITH_GPU "build the GPU part" ${hip_FOUND})',
    ]
    assert 'set(CMAKE_HIP_FLAGS "${CMAKE_HIP_FLAGS} -O3 -ffast-math")' in r.text
    assert 'string(APPEND CMAKE_HIP_FLAGS "  -fPIC")' in r.text
    assert "include_directories(${CMAKE_CURRENT_SOURCE_DIR}/include)" in r.text
    assert "ADD_LIBRARY(kern STATIC kern.hip)" in r.text
    assert "target_link_libraries(app kern ${CUDA_LIBRARIES})" in r.text
    assert "cuda_add" not in r.text.lower() and "cuda_include_directories" not in r.text and "OPTIONS" not in r.text
    dropped = next(f for f in r.findings if f.code == "build-cuda-options")
    assert dropped.severity == Severity.WARNING and "-maxrregcount=32" in dropped.message


def test_cuda_libraries_found_by_name_become_hip_targets() -> None:
    """xmrig-cuda: find_library(CUDA_LIB libcuda cuda HINTS ...) was NOTFOUND with ROCm alone and
    the target linking ${CUDA_LIB} stopped configure; "-Wno-deprecated-gpu-targets" quoted and
    --keep-dir "${DIR}" (a quoted value) stayed in CMAKE_HIP_FLAGS."""
    text = (
        "find_library(CUDA_LIB libcuda cuda HINTS ${CUDA_LIB_HINTS})\n"
        "find_library(CUDA_NVRTC_LIB libnvrtc nvrtc HINTS ${HINTS})\n"
        "find_library(NVML_LIB nvidia-ml nvml)\n"
        'set(CUDA_NVCC_FLAGS ${CUDA_NVCC_FLAGS} "-Wno-deprecated-gpu-targets")\n'
        'set(CUDA_NVCC_FLAGS "${CUDA_NVCC_FLAGS}" --keep --keep-dir "${PROJECT_BINARY_DIR}" --source-in-ptx)\n'
    )
    r = port_build_file(text, "cmake")
    assert r.text.splitlines()[:4] == [
        "find_package(hip REQUIRED CONFIG)",
        "set(CUDA_LIB hip::host)",
        "find_package(hiprtc REQUIRED CONFIG)",
        "set(CUDA_NVRTC_LIB hiprtc::hiprtc)",
    ]
    assert 'set(CMAKE_HIP_FLAGS "${CMAKE_HIP_FLAGS} ")' in r.text
    assert "keep" not in r.text and "ptx" not in r.text
    assert any(f.code == "build-library-missing" and "NVML" in f.message for f in r.findings)


def test_every_target_after_hip_comes_in_links_hip_host() -> None:
    """A C++ file of a CUDA-language project calling the runtime: compiled by the C++ compiler with
    no HIP platform define ("Must define exactly one of __HIP_PLATFORM_AMD__...")."""
    text = "project(p LANGUAGES C CXX CUDA)\nadd_library(io STATIC io.c)\nadd_executable(app main.cpp k.cu)\n"
    r = port_build_file(text, "cmake")
    assert r.text.startswith(
        "project(p LANGUAGES C CXX HIP)\nfind_package(hip REQUIRED CONFIG)\nlink_libraries(hip::host)\n"
    )
    assert port_build_file(r.text, "cmake").text == r.text  # once
    assert "hip::host" not in port_build_file("project(p CXX)\nadd_executable(a a.cpp)\n", "cmake").text


# ---- issue 32 item 5: build systems port does not rewrite are found, with the manual steps -------

CONFIGURE_AC = """\
AC_INIT([bench], [1.0])
dnl CUDA support
AC_ARG_WITH([cuda], [AS_HELP_STRING([--with-cuda], [build CUDA versions])])
AC_PATH_PROG([NVCC], [nvcc], [], [$PATH])
AC_CHECK_HEADERS([cuda_runtime.h])
AC_OUTPUT
"""
MESON = """\
project('app', 'cpp', 'cuda')
# kernels: see kern.cu
executable('app', 'main.cpp', 'kern.cu', dependencies : dependency('cuda'))
"""


def test_autotools_and_meson_are_found_and_answered_with_the_manual_steps() -> None:
    """Copied unchanged with no finding before: a meson.build naming .cu files that port renamed,
    a configure.ac that looks for nvcc."""
    assert kind_of("shoc/configure.ac") == "autotools" and kind_of("meson.build") == "meson"
    auto = port_build_file(CONFIGURE_AC, "autotools")
    assert auto.text == CONFIGURE_AC
    (finding,) = auto.findings
    assert finding.severity == Severity.ERROR and finding.code == "build-autotools"
    assert CONFIGURE_AC.encode()[: finding.start].count(b"\n") == 2  # the first line that looks (not the dnl)
    assert "hipcc" in finding.message and "autoreconf" in finding.message
    meson = port_build_file(MESON, "meson")
    assert "'kern.hip'" in meson.text and "see kern.cu" in meson.text  # comments stay
    (finding,) = meson.findings
    assert finding.code == "build-meson" and finding.severity == Severity.ERROR
    assert MESON.encode()[finding.start : finding.end] == b"'cuda'"
    assert port_build_file("project('cpu', 'cpp')\n", "meson").findings == ()


def test_every_build_system_is_one_row() -> None:
    """A new build system is a module and a row: each claims its files and ports through one call."""
    names = [system.name for system in SYSTEMS]
    assert names == ["cmake", "make", "autotools", "meson", "bazel"]
    files = {"CMakeLists.txt": "cmake", "x.cmake": "cmake", "GNUmakefile": "make", "rules.mk": "make",
             "configure.ac": "autotools", "meson.build": "meson", "BUILD.bazel": "bazel", "main.cu": None,
             "Makefile.Cuda": "make", "Makefile.am": None, "Makefile.in": None}  # fmt: skip
    assert {name: kind_of(name) for name in files} == files


def test_a_device_link_step_becomes_hipccs() -> None:
    """FastEddy: nvcc -dlink makes a device-link object that mpicc links. hipcc links the device
    code into an archive whose last member holds it; ar makes that member the object."""
    r = port_build_file("NV = nvcc\nall:\n\t$(NV) -arch=sm_70 a.o b.o -dlink -o devlink.o\n", "make")
    (finding,) = [f for f in r.findings if f.code == "build-dlink"]
    assert finding.severity == Severity.INFO and not finding.fix  # the edit alone is half of it
    assert (
        "\t$(NV) $(HIP_ARCH_FLAGS) a.o b.o -fgpu-rdc --hip-link --emit-static-lib -o devlink.o"
        ' && ar p devlink.o "$$(ar t devlink.o | tail -n 1)" > devlink.o.dlink && mv devlink.o.dlink devlink.o\n'
    ) in r.text
    assert r.text.count("-fgpu-rdc") == 1  # not added again as a link of relocatable code


@pytest.mark.parametrize(
    "recipe",
    ["\t$(NV) a.o b.o -dlink\n", "\t$(NV) a.o -dlink -o d.o; touch done\n", "\tcd x && $(NV) a.o -dlink -o d.o\n"],
)
def test_a_device_link_step_this_cannot_rewrite_says_what_hipcc_does_instead(recipe: str) -> None:
    """No -o (nvcc's a_dlink.o), or more than one command on the line: the error finding stays."""
    r = port_build_file(f"NV = nvcc\nall:\n{recipe}", "make")
    (finding,) = [f for f in r.findings if f.code == "build-dlink"]
    assert finding.severity == Severity.ERROR and "-fgpu-rdc" in finding.message
    assert "--emit-static-lib" not in r.text


def test_a_variable_naming_a_compiler_variable_runs_that_compiler() -> None:
    """FastEddy's `FastEddy: COMP_FLAGS = ${TEST_CC} ${TEST_CFLAGS}` (TEST_CC = mpicc), a value a
    target sets for itself, and a chain of plain variables: host compiles get the HIP platform
    flags; a variable naming nvcc through another runs hipcc."""
    text = (
        "TEST_CC = mpicc\nNVCC = nvcc\nCOMP = $(TEST_CC) -O2\nGPU = $(NVCC) -O3\nLINK = ${COMP}\n"
        "app: COMP_FLAGS = ${TEST_CC} -Wall\n"
        ".c.o:\n\t${COMP_FLAGS} -c $< -o $@\nx.o: x.c\n\t$(LINK) -c x.c\nk.o: k.cu\n\t$(GPU) -c k.cu\n"
    )
    ported = port_build_file(text, "make").text
    assert "\t${COMP_FLAGS} $(HIP_HOST_FLAGS) -c $< -o $@" in ported
    assert "\t$(LINK) $(HIP_HOST_FLAGS) -c x.c" in ported
    assert "\t$(GPU) $(HIP_ARCH_FLAGS) -c k.hip" in ported


def test_a_cxx_standard_older_than_14_on_hipcc_lines_is_raised() -> None:
    """FastEddy: TEST_CU_CFLAGS = ... -std=c++11 on its nvcc lines (through a recipe that runs rm
    first) stopped at "rocPRIM requires at least C++14" once hipCUB came in; a g++ line keeps its own."""
    text = (
        "NV = nvcc\nBASE = -std=c++11\nCUFLAGS = $(BASE) -O3\nCXXFLAGS = -std=c++11\n"
        "k.o: k.cu\n\trm -f dl.o; \\\n\t$(NV) $(CUFLAGS) -dc k.cu -o k.o\n"
        "h.o: h.cpp\n\tg++ $(CXXFLAGS) -c h.cpp\nl.o: l.cu\n\t$(NV) -std=gnu++03 -c l.cu\n"
    )
    r = port_build_file(text, "make")
    assert "BASE = -std=c++17\n" in r.text and "CXXFLAGS = -std=c++11\n" in r.text
    assert "\t$(NV) $(HIP_ARCH_FLAGS) -std=gnu++17 -c l.hip" in r.text
    messages = [f.message for f in r.findings if f.code == "build-cxx-standard"]
    assert messages == [
        "-std=c++11 raised to -std=c++17: HIP's libraries (rocPRIM, hipCUB, rocThrust) need C++14 or newer, and"
        " clang compiles HIP as C++17 by default",
        "-std=gnu++03 raised to -std=gnu++17: HIP's libraries (rocPRIM, hipCUB, rocThrust) need C++14 or newer,"
        " and clang compiles HIP as C++17 by default",
    ]


PINGPONG = """\
CC        = nvcc
NVHPC_SDK = /opt/nvidia/hpc_sdk/Linux_x86_64/25.7
MPI_ROOT  = $(NVHPC_SDK)/comm_libs/12.9/openmpi4/openmpi-4.1.5/
LAUNCHER  = $(NVHPC_SDK)/comm_libs/mpi/bin/mpirun --mca coll ^hcoll -n 2
CUBLAS_ROOT=/opt/nvidia/hpc_sdk/Linux_x86_64/21.3/math_libs/11.2
SHMEM = $(NVHPC_SDK)/comm_libs/nvshmem/lib
CFLAGS := -std=c++17 -I$(MPI_ROOT)/include -arch=sm_60
LDFLAGS = -L$(MPI_ROOT)/lib -L$(NVHPC_SDK)/comm_libs/12.9/nccl/lib64 -lmpi -lnccl
main: main.cu
\t$(CC) $(CFLAGS) main.cu -o main $(LDFLAGS)
run: main
\t$(LAUNCHER) ./main
"""


@pytest.mark.slow
@needs_make
def test_the_nvidia_hpc_sdks_folders_become_the_machines(tmp_path: Path) -> None:
    """HeCBench's pingpong, ccl, miniWeather, sparkler: MPI and NCCL from the NVIDIA HPC SDK, which an
    AMD machine does not have. Its MPI becomes the machine's (MPI_HOME, else mpicc's), its
    programs those on PATH, its NCCL and CUDA libraries ROCm's folder; NVSHMEM stays."""
    r = port_build_file(PINGPONG, "make")
    body = r.text.split("export HIP_PLATFORM ?= amd\n\n", 1)[1]
    assert "MPI_ROOT  = $(MPI_INSTALL_DIR)\n" in body
    assert "LAUNCHER  = mpirun --mca coll ^hcoll -n 2\n" in body
    assert "CUBLAS_ROOT=$(HIP_INSTALL_DIR)\n" in body and "SHMEM = $(NVHPC_SDK)/comm_libs/nvshmem/lib\n" in body
    assert "-L$(HIP_INSTALL_DIR)/lib -lmpi -lrccl" in body
    assert len([f for f in r.findings if f.code == "build-nvhpc-path"]) == 4
    (tmp_path / "main.hip").write_text("")
    dry = _make_n(tmp_path, r.text, "MPI_HOME=/opt/ompi")
    assert dry.returncode == 0 and "-I/opt/ompi/include" in dry.stdout and "-L/opt/ompi/lib" in dry.stdout, dry
    if shutil.which("mpicc") is not None:  # Open MPI names its include folder (Debian's is under /usr/lib)
        shown = subprocess.run(["mpicc", "--showme:incdirs"], capture_output=True, text=True, timeout=60).stdout
        if shown.split():
            assert f"-I{shown.split()[0]} " in _make_n(tmp_path, r.text).stdout


AUTODOCK = """\
NVCC = nvcc
CPP = g++
TARGETS = 52 60 61 70
CUDA_TARGETS=$(foreach target,$(TARGETS),-gencode arch=compute_$(target),code=sm_$(target))
IFLAGS=-I./common -I$(GPU_INCLUDE_PATH) -I./cuda
LFLAGS=-L$(GPU_LIBRARY_PATH)
ifeq ($(CONFIG),DEBUG)
\tCUDA_FLAGS = -G -use_fast_math --ptxas-options="-v" $(CUDA_TARGETS) -std=c++11
else
\tCUDA_FLAGS = -use_fast_math $(CUDA_TARGETS) -std=c++11
endif
kernels: cuda/kernels.cu
\t$(NVCC) $(CUDA_FLAGS) $(IFLAGS) -c cuda/kernels.cu
odock: kernels
\t$(CPP) $(shell ls host/*.cpp) $(IFLAGS) $(LFLAGS) kernels.o -lcurand -lcudart -o odock
"""


def test_autodock_gpus_makefile_idioms() -> None:
    """Architectures made by $(foreach ...), flags set by tab-indented lines inside an ifeq (not
    recipes), toolkit folders passed in (GPU_INCLUDE_PATH), host sources compiled and linked by one
    g++ line: all stayed NVIDIA's."""
    r = port_build_file(AUTODOCK, "make")
    body = r.text.split("export HIP_PLATFORM ?= amd\n\n", 1)[1]
    assert "CUDA_TARGETS=$(HIP_ARCH_FLAGS)\n" in body
    assert "\tCUDA_FLAGS = -g -O0 -ffast-math  $(CUDA_TARGETS) -std=c++17\n" in body
    assert "IFLAGS=-I./common $(HIP_HOST_FLAGS) -I./cuda\nLFLAGS=-L$(HIP_INSTALL_DIR)/lib\n" in body
    assert "\t$(CPP) $(HIP_HOST_FLAGS) $(shell ls host/*.cpp)" in body and "-lhiprand -lamdhip64 -o odock" in body
    assert "gencode" not in body and "GPU_INCLUDE_PATH" not in body


@pytest.mark.slow
@needs_make
def test_a_makefile_that_exports_everything_hands_hipcc_no_rocm_path(tmp_path: Path) -> None:
    """AutoDock-GPU's Makefile says `export` (every variable): the block's ROCM_PATH (/usr where
    hipcc is Debian's) reached hipcc, which then found no device library for gfx942."""
    text = "export\nNVCC = nvcc\nall: k.cu\n\t$(NVCC) -c k.cu\n\t@echo ROCM_PATH=[$$ROCM_PATH]\n"
    ported = port_build_file(text, "make").text
    (tmp_path / "Makefile").write_text(ported)
    (tmp_path / "k.hip").write_text("")
    env = {k: v for k, v in os.environ.items() if k != "ROCM_PATH"}
    run = subprocess.run(["make", "-C", str(tmp_path), "HIPCC=true"], capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr
    assert "ROCM_PATH=[]" in run.stdout


def test_a_cuda_standard_older_than_14_is_raised_for_hips_libraries() -> None:
    """warp-ctc: set(CMAKE_CUDA_STANDARD 11) became CMAKE_HIP_STANDARD 11, and hipCUB stopped the
    build ("rocPRIM requires at least C++14"); and a find_package written inside an if() that
    never runs (its `IF (!WITH_TORCH)`) left a later block's hip::hiprand unknown."""
    text = (
        "set(CMAKE_CUDA_STANDARD 11)\ntarget_compile_features(t PUBLIC cuda_std_11)\n"
        "IF (!WITH_TORCH)\n  target_link_libraries(t ${CUDA_curand_LIBRARY})\nENDIF()\n"
        "target_link_libraries(u ${CUDA_curand_LIBRARY})\n"
    )
    r = port_build_file(text, "cmake")
    assert r.text.startswith("set(CMAKE_HIP_STANDARD 17)\ntarget_compile_features(t PUBLIC hip_std_17)\n")
    assert r.text.count("find_package(hiprand REQUIRED CONFIG)") == 2
    assert r.text.endswith("find_package(hiprand REQUIRED CONFIG)\ntarget_link_libraries(u hip::hiprand)\n")
    assert [f.code for f in r.findings] == ["build-cxx-standard", "build-cxx-standard"]
