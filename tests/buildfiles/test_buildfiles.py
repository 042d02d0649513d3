"""The build-file engine on its own: CMake and Makefiles rewritten by the tables, findings on the
build file's lines, and the tables held against the project's reference."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cass_lsp.buildfiles import BuildFileError, BuildOptions, kind_of, port_build_file
from cass_lsp.buildfiles.tables import FLAG_BY_NAME, LIBRARY_BY_NAME
from cass_lsp.core.result import Severity

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "reference" / "build-porting.md"


def test_kinds_by_name() -> None:
    assert kind_of("a/CMakeLists.txt") == "cmake" and kind_of("cmake/x.cmake") == "cmake"
    assert kind_of("Makefile") == "make" and kind_of("rules.mk") == "make" and kind_of("main.cu") is None


def test_every_nvcc_flag_and_library_of_the_reference_has_a_table_entry() -> None:
    if not REFERENCE.exists():
        pytest.skip(f"no reference at {REFERENCE}")
    text = REFERENCE.read_text()
    section = text.split("## nvcc flags", 1)[1].split("\n## ", 1)[0]
    flags = set()
    for row in section.splitlines():
        if not row.startswith("| `"):
            continue
        first = row.split("|")[1]
        for word in re.findall(r"`([^`]+)`", first):
            for token in word.split():
                name = token.split("=")[0]
                if name.startswith("-") and (not name.startswith("-l") or name == "-lineinfo"):
                    flags.add(name)
                elif name.startswith("-l"):
                    assert name[2:] in LIBRARY_BY_NAME, name
    missing = sorted(f for f in flags if f not in FLAG_BY_NAME)
    assert missing == [], missing


MAKEFILE = """\
# a program
CC = nvcc
ARCH = sm_60
CFLAGS := -std=c++17 -Xcompiler -Wall,-fopenmp -arch=$(ARCH) --use_fast_math -maxrregcount=32
LDFLAGS = -lcublas -lcudart

source = main.cu helper.cu
obj = $(source:.cu=.o)

main: $(obj)
\t$(CC) $(CFLAGS) $(obj) -o $@ $(LDFLAGS)

%.o: %.cu Makefile
\t$(CC) $(CFLAGS) -c $< -o $@

clean:
\trm -rf main $(obj)
"""


def test_a_makefile_is_ported_with_findings_on_its_lines() -> None:
    r = port_build_file(MAKEFILE, "make", BuildOptions(hipcc="/opt/hipcc", gpu_targets=("gfx942", "gfx1100")))
    assert "HIPCC ?= $(HIP_INSTALL_DIR)/bin/hipcc" in r.text and "GPU_TARGETS ?= gfx942 gfx1100" in r.text
    assert "CC = $(HIPCC)" in r.text
    assert "CFLAGS := -std=c++17 -Wall -fopenmp $(HIP_ARCH_FLAGS) -ffast-math \n" in r.text
    assert "LDFLAGS = -lhipblas -lamdhip64\n" in r.text
    assert "source = main.hip helper.hip" in r.text and "$(source:.hip=.o)" in r.text and "%.o: %.hip" in r.text
    assert "rm -rf main $(obj)" in r.text
    lines = {f.code: MAKEFILE.encode()[: f.start].count(b"\n") + 1 for f in r.findings}
    assert lines == {"build-arch": 4, "build-fast-math": 4, "build-maxrregcount": 4}
    fast = next(f for f in r.findings if f.code == "build-fast-math")
    assert fast.severity == Severity.WARNING and fast.fix and fast.fix[0].text == "-ffast-math"
    # Ported twice: nothing changes the second time.
    assert port_build_file(r.text, "make").text == r.text


CMAKE = """\
cmake_minimum_required(VERSION 3.18)
project(demo LANGUAGES CXX CUDA)
find_package(CUDAToolkit REQUIRED)
set(CMAKE_CUDA_ARCHITECTURES 70 80)
set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} -lineinfo --expt-relaxed-constexpr")
add_executable(demo main.cu host.cpp)
set_source_files_properties(host.cpp PROPERTIES LANGUAGE CUDA)
target_link_libraries(demo PRIVATE CUDA::cublas CUDA::cudart
    nvJitLink)
"""


def test_a_cmake_project_is_ported_with_findings() -> None:
    r = port_build_file(CMAKE, "cmake")
    assert "cmake_minimum_required(VERSION 3.21)" in r.text
    assert "project(demo LANGUAGES CXX HIP)" in r.text
    assert "find_package(hip REQUIRED CONFIG)" in r.text and "find_package(hipblas REQUIRED CONFIG)" in r.text
    assert 'set(CMAKE_HIP_FLAGS "${CMAKE_HIP_FLAGS} -gline-tables-only ")' in r.text
    assert "add_executable(demo main.hip host.cpp)" in r.text and "LANGUAGE HIP" in r.text
    assert "PRIVATE roc::hipblas hip::host\n)" in r.text and "nvJitLink" not in r.text
    assert "CMAKE_CUDA" not in r.text and "ARCHITECTURES 70" not in r.text
    codes = {f.code for f in r.findings}
    assert codes == {"build-cmake-minimum", "build-arch", "build-library-missing"}
    missing = next(f for f in r.findings if f.code == "build-library-missing")
    assert missing.severity == Severity.ERROR and "link-time optimization" in missing.message


def test_cusolver_mg_links_hipsolver() -> None:
    """cusolverMg has stand-ins on hipSOLVER (runtime/headers/hipsolver_mg.h): its link becomes hipSOLVER's."""
    r = port_build_file(
        "find_package(CUDAToolkit REQUIRED)\nadd_executable(mg mg.cu)\ntarget_link_libraries(mg CUDA::cusolverMg)\n",
        "cmake",
    )
    assert "target_link_libraries(mg roc::hipsolver)" in r.text and "find_package(hipsolver REQUIRED CONFIG)" in r.text
    assert not [f for f in r.findings if f.code == "build-library-missing"]
    make = port_build_file("main: main.cu\n\tnvcc $< -o $@ -lcusolver -lcusolverMg\n", "make")
    assert "-lhipsolver -lhipsolver" in make.text and "cusolverMg" not in make.text


# HeCBench's moe-cuda/CMakeLists.txt, and what its HIP port (moe-hip) says instead of MODEL cuda.
HECBENCH_FRAGMENT = """add_hecbench_benchmark(
    NAME moe
    MODEL cuda
    SOURCES main.cu
    CATEGORIES algorithms
)
"""


def test_a_keywords_cuda_in_a_call_given_the_sources_becomes_hip_with_a_warning() -> None:
    r = port_build_file(HECBENCH_FRAGMENT, "cmake")
    assert "MODEL hip\n    SOURCES main.hip" in r.text
    [finding] = r.findings
    assert finding.code == "build-cmake-backend" and finding.severity == Severity.WARNING
    assert HECBENCH_FRAGMENT.encode()[finding.start : finding.end] == b"cuda"
    assert "add_hecbench_benchmark()" in finding.message
    quoted = port_build_file('my_add(x BACKEND "CUDA" SRCS a.cu)\n', "cmake")
    assert quoted.text == 'my_add(x BACKEND "HIP" SRCS a.hip)\n'
    # Not a keyword's value, or no sources in the call: a target or a variable named cuda stays.
    for kept in ("add_executable(cuda main.cu)\n", "set(GPU_BACKEND cuda)\n", "my_add(x MODEL cuda SRCS a.cpp)\n"):
        r = port_build_file(kept, "cmake")
        assert "cuda" in r.text and not r.findings, kept


def test_a_broken_cmake_file_is_one_error_line() -> None:
    with pytest.raises(BuildFileError, match=r"^line 2: a '\(' is never closed$"):
        port_build_file("project(x)\nadd_executable(x main.cu\n", "cmake")


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        # Found by the CI-jobs tests: HIP_ARCHITECTURES 80 reached clang as an AMD target.
        ("set_target_properties(t PROPERTIES CUDA_ARCHITECTURES 80)", None),
        ('set_target_properties(t PROPERTIES CUDA_ARCHITECTURES "70;80" CUDA_SEPARABLE_COMPILATION ON)', None),
        (
            "set_target_properties(t PROPERTIES CUDA_ARCHITECTURES 80 POSITION_INDEPENDENT_CODE ON)",
            "POSITION_INDEPENDENT_CODE ON",
        ),
    ],
)
@pytest.mark.slow
def test_nvidia_architectures_leave_set_target_properties_and_cmake_still_reads_it(
    line: str, kept: str | None, tmp_path: Path
) -> None:
    import shutil
    import subprocess
    import sys

    result = port_build_file(line + "\n", "cmake")
    assert "ARCHITECTURES" not in re.sub(r"#.*", "", result.text)
    assert any(f.code == "build-arch" for f in result.findings)
    if kept is None:
        assert "set_target_properties" not in re.sub(r"#.*", "", result.text)
    else:
        assert kept in result.text
    cmake = shutil.which("cmake", path=str(Path(sys.executable).parent)) or shutil.which("cmake")
    if cmake is None:
        pytest.skip("cmake is not installed")
    (tmp_path / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.21)\nproject(x LANGUAGES CXX)\nadd_library(t STATIC t.cpp)\n" + result.text
    )
    (tmp_path / "t.cpp").write_text("int f() { return 1; }\n")
    res = subprocess.run([cmake, "-S", str(tmp_path), "-B", str(tmp_path / "b")], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr


def test_an_nvidia_hpc_sdk_makefile_builds_with_hipcc() -> None:
    """HeCBench dp: `CC = nvc++` with -stdpar=gpu, -cudalib=cublas and -gpu=$(ARCH) (an error finding
    before, so the port did not build where the hand-written twin, `hipcc --hipstdpar`, does)."""
    text = (
        "CC = nvc++\nARCH = sm_60\nCFLAGS := -stdpar=gpu -std=c++17 -Wall -cudalib=cublas,cufft -gpu=$(ARCH) -Minfo\n"
        "main: main.cu\n\t$(CC) $(CFLAGS) $< -o $@\n"
    )
    r = port_build_file(text, "make")
    body = r.text.split("\n\n", 1)[1]
    assert body.splitlines()[:2] == [
        "CC = $(HIPCC)",
        "ARCH = sm_60",
    ]
    assert "CFLAGS := --hipstdpar -std=c++17 -Wall -lhipblas -lhipfft $(HIP_ARCH_FLAGS) \n" in body
    assert "\t$(CC) $(CFLAGS) $< -o $@" in body and "main: main.hip" in body
    codes = {f.code: f.severity for f in r.findings}
    assert codes["build-nvhpc"] == Severity.INFO and codes["build-stdpar"] == Severity.WARNING
    assert "--hipstdpar-interpose-alloc" in next(f.message for f in r.findings if f.code == "build-stdpar")
    assert not [f for f in r.findings if f.severity == Severity.ERROR]


@pytest.mark.parametrize(
    ("flags", "code", "severity"),
    [
        ("-stdpar=multicore", "build-stdpar", Severity.WARNING),
        ("-cudalib=nvJitLink", "build-library-missing", Severity.ERROR),
        ("-acc -gpu=cc80", "build-nvhpc", Severity.ERROR),
        ("-gpu=managed", "build-nvhpc-option", Severity.INFO),
    ],
)
def test_nvhpc_options_hipcc_cannot_take_say_so(flags: str, code: str, severity: Severity) -> None:
    r = port_build_file(f"CXX = nvc++\nCXXFLAGS = {flags}\n", "make")
    assert any(f.code == code and f.severity == severity for f in r.findings), r.findings


def test_cuda_fortran_stays_an_error_on_its_compiler_line() -> None:
    text = "FC = nvfortran\nmain: main.cuf\n\t$(FC) $< -o $@\n"
    r = port_build_file(text, "make")
    (finding,) = [f for f in r.findings if f.code == "build-nvhpc"]
    assert finding.severity == Severity.ERROR and "hipfort" in finding.message
    assert text.encode()[: finding.start].count(b"\n") == 0


def test_relocatable_device_code_is_linked_with_fgpu_rdc() -> None:
    """HeCBench fresnel compiles with -dc: nvcc links the device code by itself, hipcc only with
    -fgpu-rdc on the link line ("undefined reference to __hip_gpubin_handle_...")."""
    text = (
        "CC = nvcc\nmain: main.o k.o\n\t$(CC) $(CFLAGS) main.o k.o -o $@\n%.o: %.cu\n\t$(CC) $(CFLAGS) -dc $< -o $@\n"
    )
    r = port_build_file(text, "make")
    recipes = [ln for ln in r.text.splitlines() if ln.startswith("\t")]
    assert recipes == [
        "\t$(CC) $(HIP_ARCH_FLAGS) $(CFLAGS) main.o k.o -o $@ -fgpu-rdc",
        "\t$(CC) $(HIP_ARCH_FLAGS) $(CFLAGS) -fgpu-rdc -c $< -o $@",
    ]
    assert any(f.code == "build-rdc" for f in r.findings)
    plain = text.replace("-dc", "-c")
    assert "-fgpu-rdc" not in port_build_file(plain, "make").text


def test_two_cuda_libraries_of_one_hip_target_link_it_once() -> None:
    """StringZilla links CUDA::cudart CUDA::cuda_driver: the port wrote hip::host hip::host."""
    r = port_build_file(
        "add_executable(t t.cu)\ntarget_link_libraries(t PRIVATE CUDA::cudart CUDA::cuda_driver m)\n", "cmake"
    )
    assert "target_link_libraries(t PRIVATE hip::host m)" in r.text
