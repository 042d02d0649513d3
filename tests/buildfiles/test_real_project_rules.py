"""The build-file rules issue 39 asked for (items 1-4, 6, 21-23), each on a minimal reproduction of
what a real project writes: the rewrite of the text here, fast; where the point is that the build
works, the build itself in tests/buildfiles/test_real_project_builds.py."""

from __future__ import annotations

import re
import subprocess

import pytest

from cass_lsp.buildfiles import BuildOptions, port_build_file, system_named
from cass_lsp.buildfiles.facts import ProjectFacts
from cass_lsp.core.result import Finding, Severity


def _line_of(text: str, finding: Finding) -> int:
    return text.encode()[: finding.start].count(b"\n") + 1


def _codes(findings: tuple[Finding, ...]) -> dict[str, Severity]:
    return {f.code: f.severity for f in findings}


# ---- item 1: NVIDIA-only libraries -------------------------------------------------------------


def test_nvml_on_a_make_link_line_is_removed_with_a_finding_naming_amd_smi() -> None:
    text = "NVCC = nvcc\napp: app.cu\n\t$(NVCC) app.cu -o app -lnvidia-ml -lnvToolsExt\n"
    r = port_build_file(text, "make")
    assert "-lnvidia-ml" not in r.text and "-lroctx64" in r.text
    [missing] = [f for f in r.findings if f.code == "build-library-missing"]
    assert missing.severity == Severity.ERROR and _line_of(text, missing) == 3
    assert "amd_smi" in missing.message and "rocm_smi" in missing.message


@pytest.mark.parametrize(
    ("command", "target", "package"),
    [
        ("cuda_add_cublas_to_target(app)", "target_link_libraries(app roc::hipblas)", "hipblas"),
        ("CUDA_ADD_CUFFT_TO_TARGET(app)", "target_link_libraries(app hip::hipfft)", "hipfft"),
    ],
)
def test_findcudas_library_commands_link_the_hip_library(command: str, target: str, package: str) -> None:
    """An unknown CMake command on AMD (FindCUDA is gone with find_package(CUDA)): configure stopped."""
    text = f"find_package(CUDA REQUIRED)\ncuda_add_executable(app app.cu)\n{command}\n"
    r = port_build_file(text, "cmake")
    assert target in r.text and "_to_target" not in r.text.lower()
    assert f"find_package({package} REQUIRED CONFIG)\n{target}" in r.text


@pytest.mark.parametrize(
    ("variable", "hip"),
    [
        ("CUDA_CUBLAS_LIBRARIES", "roc::hipblas"),
        ("CUDA_CUFFT_LIBRARIES", "hip::hipfft"),
        ("CUDA_curand_LIBRARY", "hip::hiprand"),
        ("CUDA_cusparse_LIBRARY", "roc::hipsparse"),
        ("CUDA_cusolver_LIBRARY", "roc::hipsolver"),
        ("CUDA_LIBRARIES", "hip::host"),
        ("CUDA_CUDART_LIBRARY", "hip::host"),
        ("CUDA_cudart_static_LIBRARY", "hip::host"),
        ("CUDA_cuda_driver_LIBRARY", "hip::host"),
        ("CUDA_nvToolsExt_LIBRARY", "roctx64"),
    ],
)
def test_findcudas_library_variables_are_set_to_hip_libraries_where_cuda_is_found(variable: str, hip: str) -> None:
    """UppASD collects ${CUDA_curand_LIBRARY} in a foreach and links it outside its `if(USE_CUDA)`:
    FindCUDA set it where CUDA was found, and on AMD nothing did, so the link failed. It is set
    there now, so a build without the GPU part (USE_CUDA=OFF) still never looks for HIP."""
    text = (
        "option(USE_CUDA OFF)\nif(USE_CUDA)\n  find_package(CUDAToolkit REQUIRED)\nendif()\n"
        f"set(GPU_LIBS ${{{variable}}} m)\n"
        f"foreach(elem ${{OTHER}} ${{{variable}}})\n  message(${{elem}})\nendforeach()\n"
        f"target_link_libraries(app PRIVATE ${{{variable}}})\n"
    )
    r = port_build_file(text, "cmake")
    inside = r.text[r.text.index("if(USE_CUDA)") : r.text.index("endif()")]
    assert f"\n  set({variable} {hip})\n" in inside
    after = r.text[r.text.index("endif()") :]
    assert "find_package" not in after and after.count(f"${{{variable}}}") == 3  # the references stand
    if "::" in hip and hip != "hip::host":
        package = {"roc::hipblas": "hipblas", "hip::hipfft": "hipfft", "hip::hiprand": "hiprand",
                   "roc::hipsparse": "hipsparse", "roc::hipsolver": "hipsolver"}[hip]  # fmt: skip
        assert inside.count(f"find_package({package} REQUIRED CONFIG)") == 1
        assert inside.index(f"find_package({package}") < inside.index(f"set({variable}")


def test_a_library_variable_of_a_project_that_never_finds_cuda_becomes_the_hip_library_in_place() -> None:
    """Set by a toolchain file or on the command line: nothing of the project sets it on AMD."""
    text = "set(GPU_LIBS ${CUDA_CUBLAS_LIBRARIES} m)\ntarget_link_libraries(app PRIVATE ${CUDA_curand_LIBRARY})\n"
    r = port_build_file(text, "cmake")
    assert "find_package(hipblas CONFIG QUIET)\nset(GPU_LIBS roc::hipblas m)" in r.text
    assert "find_package(hiprand REQUIRED CONFIG)\ntarget_link_libraries(app PRIVATE hip::hiprand)" in r.text
    facts = BuildOptions(project=ProjectFacts(finds_cuda=True))  # found in another file: set there
    assert port_build_file(text, "cmake", facts).text == text


@pytest.mark.parametrize(
    ("text", "counterpart"),
    [
        ("target_link_libraries(app ${CUDA_nvml_LIBRARY})\n", "amd_smi"),
        ("target_link_libraries(app CUDA::nvml)\n", "amd_smi"),
        ("target_link_libraries(app nvidia-ml)\n", "amd_smi"),
        ("set(LIBS ${CUDA_cupti_LIBRARY})\n", "rocprofiler"),
        ("set(LIBS ${CUDA_nppc_LIBRARY} ${CUDA_nppi_LIBRARY})\n", "NPP"),
        ("target_link_libraries(app ${CUDA_NPP_LIBRARIES_ZZZ})\n", ""),
        ("target_link_libraries(app CUDA::nvjpeg)\n", "rocJPEG"),
    ],
)
def test_a_library_hip_lacks_is_removed_with_a_finding_naming_the_counterpart(text: str, counterpart: str) -> None:
    r = port_build_file(text, "cmake")
    missing = [f for f in r.findings if f.code == "build-library-missing"]
    if not counterpart:  # not a library variable of FindCUDA's: left alone
        assert not missing and r.text == text
        return
    assert missing and all(f.severity == Severity.ERROR for f in missing)
    assert counterpart in missing[0].message
    assert "nvml" not in r.text and "cupti" not in r.text and "npp" not in r.text and "nvjpeg" not in r.text


# ---- item 23: every nvcc flag that reaches clang is translated or removed ------------------------


@pytest.mark.parametrize("spelling", ["-use_fast_math", "--use_fast_math", "-use-fast-math", "--use-fast-math"])
def test_fast_math_in_every_spelling_becomes_ffast_math(spelling: str) -> None:
    """`-use-fast-math` reached clang as `-u se-fast-math`: an undefined symbol, silently."""
    make = port_build_file(f"NVCC = nvcc\nNVFLAGS = -O3 {spelling}\n", "make")
    assert "NVFLAGS = -O3 -ffast-math\n" in make.text
    cmake = port_build_file(
        f'set(CMAKE_CUDA_FLAGS "${{CMAKE_CUDA_FLAGS}} {spelling}")\n'
        f"target_compile_options(t PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:{spelling}>)\n",
        "cmake",
    )
    assert spelling not in cmake.text and cmake.text.count("-ffast-math") == 2
    assert [f.code for f in cmake.findings] == ["build-fast-math", "build-fast-math"]


@pytest.mark.parametrize(
    ("nvcc", "hip"),
    [
        ("--include-path=inc,third/inc", "-Iinc -Ithird/inc"),
        ("--define-macro NDEBUG", "-DNDEBUG"),
        ("--output-file=x.o --compile", "-o x.o -c"),
        ("--optimize 3 --std c++17", "-O3 -std=c++17"),
        ("-ftz=true -prec-div=false -fmad=false", "-fgpu-flush-denormals-to-zero"
         " -fno-hip-fp32-correctly-rounded-divide-sqrt -ffp-contract=off"),
        ("-ftz=false -prec-sqrt=true -fmad=true", ""),
        ("-rdc=false --default-stream legacy", ""),
        ("--linker-options -rpath,/opt/lib", "-Wl,-rpath,/opt/lib"),
        ("-noeh -dryrun", "-fno-exceptions -###"),
        ("-nodlink -restrict -split-compile 4 -Wmissing-launch-bounds", ""),
    ],
)  # fmt: skip
def test_nvccs_long_and_nvcc_only_options_become_clangs(nvcc: str, hip: str) -> None:
    r = port_build_file(f"NVCC = nvcc\nNVFLAGS = {nvcc}\n", "make")
    value = r.text.split("NVFLAGS = ", 1)[1].split("\n", 1)[0]
    assert value.split() == hip.split(), value
    assert not [f for f in r.findings if f.severity != Severity.INFO], r.findings


@pytest.mark.parametrize(
    ("flags", "kept"),
    [
        ("-odir obj", "-o dir"),  # clang: the output file `dir`
        ("-opt-info inline", "-o pt-info"),
        ("-Xarchive -s", "unknown"),
        ("-dlto", "-d lto"),
        ("-sanitize memcheck", "unknown"),
    ],
)
def test_an_nvcc_option_hipcc_lacks_is_removed_with_a_warning(flags: str, kept: str) -> None:
    r = port_build_file(f"NVCC = nvcc\nNVFLAGS = -O2 {flags}\n", "make")
    assert "NVFLAGS = -O2 \n" in r.text, (kept, r.text)
    [finding] = r.findings
    assert finding.code == "build-nvcc-option" and finding.severity == Severity.WARNING
    assert flags.split()[0] in finding.message


def test_lib_is_an_error_clang_would_read_as_a_library() -> None:
    r = port_build_file("NVCC = nvcc\nlib: a.cu\n\t$(NVCC) -lib a.cu -o libx.a\n", "make")
    [finding] = [f for f in r.findings if f.code == "build-nvcc-option"]
    assert finding.severity == Severity.ERROR and "`-l ib`" in finding.message and "ar" in finding.message


def test_a_flag_whose_value_never_came_is_removed_alone() -> None:
    """parrot: `set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} --time")`; clang stops on `--time`."""
    r = port_build_file('set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} --time")\n', "cmake")
    assert r.text == 'set(CMAKE_HIP_FLAGS "${CMAKE_HIP_FLAGS} ")\n'


def test_the_short_names_gcc_shares_are_left_for_the_host_compiler() -> None:
    """One variable may hold gcc's flags: -e (the entry point), -time, -m, -dp keep gcc's meaning."""
    text = "NVCC = nvcc\nCFLAGS = -e start -time -O2 -std=c++17 -c -o x.o -Iinc -DX -lm -w -v -MMD -MP\n"
    r = port_build_file(text, "make")
    assert "CFLAGS = -e start -time -O2 -std=c++17 -c -o x.o -Iinc -DX -lm -w -v -MMD -MP\n" in r.text


# ---- item 4: target- and pattern-specific variables ----------------------------------------------

PATTERN_SPECIFIC = """\
NVCC = nvcc
OBJ = obj
$(OBJ)/%.o: CFLAGS = -O3 -x cu -dc -arch=sm_80 --use_fast_math
app: override LDFLAGS += -lcublas -lcudart
$(OBJ)/%.o: %.c
\t$(NVCC) $(CFLAGS) -c $< -o $@
app: $(OBJ)/main.o $(OBJ)/kern.o
\t$(NVCC) $^ -o $@ $(LDFLAGS)
"""


def test_target_and_pattern_specific_variables_are_rewritten_like_assignments() -> None:
    """`$(OBJ)/%.o: CFLAGS = ... -x cu -dc`: kept, clang ran in CUDA mode ("cannot find CUDA installation")."""
    r = port_build_file(PATTERN_SPECIFIC, "make")
    assert "$(OBJ)/%.o: CFLAGS = -O3 -x hip -fgpu-rdc -c $(HIP_ARCH_FLAGS) -ffast-math\n" in r.text
    assert "app: override LDFLAGS += -lhipblas -lamdhip64\n" in r.text
    assert "$^ -o $@ $(LDFLAGS) -fgpu-rdc\n" in r.text  # relocatable objects linked as such
    assert {"build-arch", "build-fast-math", "build-rdc"} <= set(_codes(r.findings))
    assert port_build_file(r.text, "make").text == r.text


# ---- item 2: the AMD targets on every hipcc line, wherever the arch plumbing was -------------------

PROBED_ARCH = """\
NVCC = nvcc
GPU_CC := $(shell __nvcc_device_query)
ifeq ($(GPU_CC),)
GPU_CC := $(shell nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -n 1 | tr -d .)
endif
NVCC_FLAGS = -O3
ifneq ($(GPU_CC),)
  NVCC_FLAGS += --generate-code arch=compute_$(GPU_CC),code=[compute_$(GPU_CC),sm_$(GPU_CC)]
endif
train: train.cu
\t$(NVCC) $(NVCC_FLAGS) $< -o $@
obj/%.o: %.cu
\tmkdir -p obj && $(NVCC) $(NVCC_FLAGS) -c $< -o $@
"""


def test_arch_flags_behind_a_probe_give_way_to_the_targets_on_every_hipcc_line() -> None:
    """llm.c: the CUDA arch comes from a probe of the NVIDIA GPU (__nvcc_device_query, nvidia-smi)
    and is added only `ifneq ($(GPU_CC),)`: on AMD the probe finds nothing, so the port compiled
    silently for hipcc's default (gfx906) while the finding said the targets came from GPU_TARGETS."""
    r = port_build_file(PROBED_ARCH, "make")
    recipes = [ln for ln in r.text.splitlines() if ln.startswith("\t")]
    assert recipes == [
        "\t$(NVCC) $(HIP_ARCH_FLAGS) $(NVCC_FLAGS) $< -o $@",
        "\tmkdir -p obj && $(NVCC) $(HIP_ARCH_FLAGS) $(NVCC_FLAGS) -c $< -o $@",
    ]
    assert "  NVCC_FLAGS += \n" in r.text  # the conditional arch is gone: one source of targets
    [arch] = [f for f in r.findings if f.code == "build-arch"]
    assert _line_of(PROBED_ARCH, arch) == 8
    assert "ifneq ($(GPU_CC),)" in arch.message and "every hipcc line" in arch.message


def test_unconditional_arch_flags_stay_where_they_were() -> None:
    text = "NVCC = nvcc\nNVCC_FLAGS = -O3 -arch=sm_80\napp: app.cu\n\t$(NVCC) $(NVCC_FLAGS) $< -o $@\n"
    r = port_build_file(text, "make")
    assert "NVCC_FLAGS = -O3 $(HIP_ARCH_FLAGS)\n" in r.text and "\t$(NVCC) $(NVCC_FLAGS) $< -o $@\n" in r.text
    [arch] = [f for f in r.findings if f.code == "build-arch"]
    assert "the AMD targets come from GPU_TARGETS" in arch.message


def test_a_link_of_relocatable_code_gets_the_targets_too() -> None:
    """With -fgpu-rdc the device code is compiled at the link: a link line without the targets
    built for gfx906 (item 4's pattern-specific flags gave them to the compiles only)."""
    r = port_build_file(PATTERN_SPECIFIC, "make")
    assert "\t$(NVCC) $(HIP_ARCH_FLAGS) $^ -o $@ $(LDFLAGS) -fgpu-rdc\n" in r.text


# ---- item 21: nvcc flags and CUDA libraries passed through a project's own function -----------------

ADD_BENCH = """\
function(add_bench)
  set(options "")
  set(oneValueArgs NAME)
  set(multiValueArgs SOURCES COMPILE_OPTIONS LINK_LIBRARIES)
  cmake_parse_arguments(BENCH "${options}" "${oneValueArgs}" "${multiValueArgs}" ${ARGN})
  add_executable(${BENCH_NAME} ${BENCH_SOURCES})
  target_compile_options(${BENCH_NAME} PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:${BENCH_COMPILE_OPTIONS}>)
  target_link_libraries(${BENCH_NAME} PRIVATE ${BENCH_LINK_LIBRARIES})
endfunction()
"""
BENCH_CALL = (
    "add_bench(NAME gemm SOURCES gemm.cu COMPILE_OPTIONS --extended-lambda -use_fast_math\n"
    "          LINK_LIBRARIES cublas CUDA::cusolver)\n"
)


def test_flags_and_libraries_given_to_a_projects_own_function_are_ported_at_the_call() -> None:
    """A suite's add_bench(... COMPILE_OPTIONS --extended-lambda LINK_LIBRARIES cublas cusolver):
    units compiled, then 31 of 65 links failed on -lcublas."""
    r = port_build_file(ADD_BENCH + BENCH_CALL, "cmake")
    call = r.text[r.text.index("add_bench(NAME") :]
    assert "COMPILE_OPTIONS  -ffast-math\n" in call
    assert "LINK_LIBRARIES roc::hipblas roc::hipsolver)" in call
    before = r.text[r.text.index("endfunction()") : r.text.index("add_bench(NAME")].splitlines()[1:]
    assert sorted(before) == [f"find_package({p} REQUIRED CONFIG)" for p in ("hip", "hipblas", "hipsolver")]
    assert "build-fast-math" in _codes(r.findings)


def test_a_macros_positional_parameters_are_followed_too() -> None:
    text = (
        "macro(gpu_test name src flags libs)\n  add_executable(${name} ${src})\n"
        "  target_compile_options(${name} PRIVATE ${flags})\n  target_link_libraries(${name} ${libs} ${ARGN})\n"
        "endmacro()\n"
        'gpu_test(t1 t1.cu "-lineinfo;--expt-relaxed-constexpr" "cufft;curand" -lnvToolsExt)\n'
        "gpu_test(t2 t2.cu -G cublas)\n"
    )
    r = port_build_file(text, "cmake")
    assert 'gpu_test(t1 t1.hip "-gline-tables-only;" "hip::hipfft;hip::hiprand" roctx64)' in r.text
    assert "gpu_test(t2 t2.hip -g -O0 roc::hipblas)" in r.text


def test_a_function_defined_elsewhere_in_the_project_is_followed_through_the_project_facts() -> None:
    facts = system_named("cmake").project_facts([ADD_BENCH])
    r = port_build_file(BENCH_CALL, "cmake", BuildOptions(project=facts))
    assert "LINK_LIBRARIES roc::hipblas roc::hipsolver)" in r.text and "-ffast-math" in r.text
    alone = port_build_file(BENCH_CALL, "cmake")
    assert "cublas" in alone.text  # not knowing the function, nothing of its call is guessed


def test_a_function_forwarding_to_another_is_followed() -> None:
    wrapper = (
        'function(add_cuda_bench name)\n  cmake_parse_arguments(ARG "" "" "LIBS;FLAGS" ${ARGN})\n'
        "  add_bench(NAME ${name} SOURCES ${name}.cu COMPILE_OPTIONS ${ARG_FLAGS} LINK_LIBRARIES ${ARG_LIBS})\n"
        "endfunction()\nadd_cuda_bench(fft LIBS cufft FLAGS -Xptxas -v)\n"
    )
    r = port_build_file(ADD_BENCH + wrapper, "cmake")
    assert "add_cuda_bench(fft LIBS hip::hipfft FLAGS )" in r.text


# ---- item 22: the user's configure switch keeps building the ported code; no CUDA:: target left -----

SUITE_FUNCTION = """\
function(add_suite_bench)
  cmake_parse_arguments(B "" "NAME;MODEL" "SOURCES;LINK_LIBRARIES" ${ARGN})
  if(B_MODEL STREQUAL "cuda" AND SUITE_ENABLE_CUDA)
    add_executable(${B_NAME} ${B_SOURCES})
    set_target_properties(${B_NAME} PROPERTIES CUDA_ARCHITECTURES ${SUITE_CUDA_ARCH} CUDA_STANDARD 17)
    target_link_libraries(${B_NAME} PRIVATE ${SUITE_LIBS} $<$<BOOL:${SUITE_NVTX}>:CUDA::nvToolsExt>)
  endif()
endfunction()
set(SUITE_LIBS CUDA::cudart CUDA::cublas)
"""


def test_cuda_targets_are_ported_wherever_they_are_named() -> None:
    r = port_build_file(SUITE_FUNCTION, "cmake")
    assert "CUDA::" not in r.text
    assert "set(SUITE_LIBS hip::host roc::hipblas)" in r.text
    assert "$<$<BOOL:${SUITE_NVTX}>:roctx64>" in r.text
    # the NVIDIA architectures of a variable go too (HIP_ARCHITECTURES ${SUITE_CUDA_ARCH} was `invalid target ID`)
    assert "PROPERTIES HIP_STANDARD 17)" in r.text and "SUITE_CUDA_ARCH" not in r.text


def test_a_projects_own_function_keeps_its_cuda_keyword_when_its_definition_is_ported_too() -> None:
    """HeCBench's suite: MODEL cuda became MODEL hip, so -DHECBENCH_ENABLE_CUDA=ON, the switch the
    user had, built none of the ported benchmarks. The definition is ported with them: its CUDA
    branch is the HIP build now, under the user's switch."""
    call = "add_suite_bench(NAME gemm MODEL cuda SOURCES gemm.cu LINK_LIBRARIES cublas)\n"
    facts = system_named("cmake").project_facts([SUITE_FUNCTION])
    known = port_build_file(call, "cmake", BuildOptions(project=facts))
    assert "MODEL cuda SOURCES gemm.hip" in known.text and "build-cmake-backend" not in _codes(known.findings)
    unknown = port_build_file(call, "cmake")  # no definition to follow: the keyword's warning as before
    assert "MODEL hip" in unknown.text and "build-cmake-backend" in _codes(unknown.findings)


def test_includes_name_modules_found_through_the_module_path() -> None:
    from cass_lsp.buildfiles.cmake import includes

    text = 'list(APPEND CMAKE_MODULE_PATH "${CMAKE_SOURCE_DIR}/cmake")\ninclude(SuiteBench)\ninclude(cmake/x.cmake)\n'
    assert includes(text) == ["SuiteBench", "cmake/x.cmake"]


# ---- item 6: a project's own CUDA Find modules, CCCL's packages, CUDAToolkit found QUIET --------------


@pytest.mark.parametrize(
    ("found", "package", "variables"),
    [
        ("find_package(Thrust REQUIRED)", "find_package(rocthrust REQUIRED CONFIG)", ("THRUST_INCLUDE_DIRS",)),
        ("find_package(thrust 1.9 QUIET)", "find_package(rocthrust CONFIG QUIET)", ("THRUST_FOUND",)),
        ("find_package(CUB REQUIRED)", "find_package(hipcub REQUIRED CONFIG)", ("CUB_INCLUDE_DIR",)),
        ("find_package(CCCL CONFIG REQUIRED)", "find_package(rocthrust REQUIRED CONFIG)", ()),
    ],
)
def test_thrust_and_cub_packages_become_rocthrust_and_hipcub(found: str, package: str, variables: tuple) -> None:
    """A cmake/Findthrust.cmake looking for CCCL's layout (LIBCUDACXX_INCLUDE_DIR, CUB_INCLUDE_DIR)
    found nothing on AMD, and configure stopped."""
    text = f"{found}\ntarget_include_directories(app PRIVATE ${{THRUST_INCLUDE_DIRS}} ${{CUB_INCLUDE_DIR}})\n"
    r = port_build_file(text, "cmake")
    assert r.text.startswith(package)
    for variable in variables:  # what the project's Find module set, set from the HIP package
        assert f"set({variable} " in r.text
    [finding] = [f for f in r.findings if f.code == "build-cccl"]
    assert finding.severity == Severity.INFO and _line_of(text, finding) == 1


def test_ccccls_targets_become_rocthrust_and_hipcub() -> None:
    text = (
        "find_package(CCCL REQUIRED)\n"
        "target_link_libraries(app PRIVATE CCCL::Thrust CCCL::CUB CCCL::libcudacxx)\n"
        "thrust_create_target(ThrustTBB DEVICE TBB)\n"
    )
    r = port_build_file(text, "cmake")
    assert "target_link_libraries(app PRIVATE roc::rocthrust hip::hipcub)" in r.text
    assert "add_library(ThrustTBB INTERFACE)\ntarget_link_libraries(ThrustTBB INTERFACE roc::rocthrust)" in r.text
    [missing] = [f for f in r.findings if f.code == "build-library-missing"]
    assert "libcu++" in missing.message


def test_cudatoolkit_found_quietly_stays_quiet_and_its_variables_follow() -> None:
    """`find_package(CUDAToolkit QUIET)` then `if(CUDAToolkit_FOUND)`: the GPU part was off on AMD."""
    text = (
        "find_package(CUDAToolkit QUIET)\nif(CUDAToolkit_FOUND)\n"
        "  include_directories(${CUDAToolkit_INCLUDE_DIRS})\n  add_subdirectory(gpu)\nendif()\n"
    )
    r = port_build_file(text, "cmake")
    assert r.text.startswith("find_package(hip CONFIG QUIET)\n")
    assert "if(hip_FOUND)" in r.text and "${hip_INCLUDE_DIRS}" in r.text and "CUDAToolkit" not in r.text


# ---- item 3: C and C++ files that need the HIP compiler --------------------------------------------

C_BY_NVCC = """\
NVCC = nvcc
OBJ = main.o kern.o
app: $(OBJ)
\t$(NVCC) $(OBJ) -o $@
%.o: %.c
\t$(NVCC) -O2 -c $< -o $@
util.o: util.c
\tgcc -O2 -c util.c -o util.o
%.o: %.cu
\t$(NVCC) -O2 -c $< -o $@
"""


def test_a_c_file_compiled_by_nvcc_gets_the_hip_platform_define() -> None:
    """hipcc compiles a .c as C, where hip_runtime.h says "Must define exactly one of
    __HIP_PLATFORM_AMD__..." (nvcc compiled it as CUDA C++)."""
    r = port_build_file(C_BY_NVCC, "make")
    recipes = [ln for ln in r.text.splitlines() if ln.startswith("\t")]
    assert recipes[1] == "\t$(NVCC) $(HIP_ARCH_FLAGS) $(HIP_HOST_FLAGS) -O2 -c $< -o $@"
    assert recipes[3] == "\t$(NVCC) $(HIP_ARCH_FLAGS) -O2 -c $< -o $@"  # a .hip: HIP has the define
    assert recipes[2] == "\tgcc $(HIP_HOST_FLAGS) -O2 -c util.c -o util.o"  # gcc had its flags before


THRUST_CPP_MAKE = """\
NVCC = nvcc
CXX = g++
app: main.o sort.o kern.o
\t$(CXX) $^ -o $@ -lcudart
%.o: %.cpp
\t$(CXX) -O2 -std=c++17 -c $< -o $@
kern.o: kern.cu
\t$(NVCC) -O2 -c $< -o $@
"""


def test_a_cpp_file_including_thrust_compiled_by_gpp_is_compiled_by_hipcc() -> None:
    """rocThrust builds only as HIP (`cuda/__cccl_config` not found, with g++)."""
    facts = ProjectFacts(gpu_library_sources=frozenset({"sort.cpp"}))
    r = port_build_file(THRUST_CPP_MAKE, "make", BuildOptions(project=facts))
    recipes = [ln for ln in r.text.splitlines() if ln.startswith("\t")]
    assert recipes[1] == "\t$(HIPCC) $(HIP_ARCH_FLAGS) -O2 -std=c++17 -c $< -o $@"
    assert recipes[0] == "\t$(CXX) $(HIP_HOST_FLAGS) $^ -o $@ -lamdhip64"  # the link stays g++'s
    [finding] = [f for f in r.findings if f.code == "build-hip-source"]
    assert "sort.cpp" in finding.message and finding.severity == Severity.INFO
    plain = port_build_file(THRUST_CPP_MAKE, "make")  # no source needs it: g++ stays
    assert "\t$(CXX) $(HIP_HOST_FLAGS) -O2 -std=c++17 -c $< -o $@" in plain.text


def test_a_cpp_file_including_thrust_is_a_hip_source_in_cmake() -> None:
    facts = ProjectFacts(gpu_library_sources=frozenset({"sort.cpp"}))
    text = (
        "project(p LANGUAGES CXX CUDA)\nset(SRCS main.cpp src/sort.cpp)\n"
        "add_executable(app ${SRCS} kern.cu)\nadd_library(util util.cpp)\n"
    )
    r = port_build_file(text, "cmake", BuildOptions(project=facts))
    assert (
        "set(SRCS main.cpp src/sort.cpp)\nset_source_files_properties(src/sort.cpp PROPERTIES LANGUAGE HIP"
        " COMPILE_OPTIONS -Wno-error=c++11-narrowing)\n" in r.text
    )
    assert r.text.count("LANGUAGE HIP") == 1
    [finding] = [f for f in r.findings if f.code == "build-hip-source"]
    assert _line_of(text, finding) == 2


def test_the_project_scan_finds_the_sources_that_include_gpu_library_headers(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from cass_lsp.project.scan import scan

    files = {
        "a/sort.cpp": "#include <thrust/sort.h>\n",
        "a/scan.cc": '#include "cub/cub.cuh"\n',
        "b/plain.cpp": "#include <vector>\n// thrust/sort.h in a comment\n",
        "b/k.cu": "#include <thrust/sort.h>\n",
        "c/coop.cpp": "#include <cooperative_groups.h>\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    facts = scan(tmp_path.resolve()).build_facts
    assert facts.gpu_library_sources == {"sort.cpp", "scan.cc", "coop.cpp"}


# ---- cmake_minimum_required is raised only where the port changes something ------------------------


def test_a_cmake_file_with_no_cuda_in_it_stays_as_it_was() -> None:
    """A CMake file of the tree that builds no CUDA (a C++ library beside the GPU part, a third-party
    module) kept its own minimum: raising it changed an unrelated project's policies."""
    plain = "cmake_minimum_required(VERSION 3.10)\nproject(util CXX)\nadd_library(util util.cpp)\n"
    assert port_build_file(plain, "cmake").text == plain
    cuda = "cmake_minimum_required(VERSION 3.10)\nproject(gpu CXX CUDA)\nadd_library(gpu k.cu)\n"
    assert port_build_file(cuda, "cmake").text.startswith("cmake_minimum_required(VERSION 3.21)\n")


def test_a_flag_in_quotes_in_a_commands_list_becomes_items_of_the_list() -> None:
    """StringZilla: target_compile_options(t PRIVATE "-G" "-no-compress") became "-g -O0" (one
    argument clang does not know) and "" (an empty one)."""
    text = 'target_compile_options(t PRIVATE "-G" # device debug\n  "-no-compress" "-Xcompiler=-g")\n'
    r = port_build_file(text, "cmake")
    assert r.text == 'target_compile_options(t PRIVATE "-g;-O0" # device debug\n   "-g")\n'


# ---- found in the corpus: parrot ---------------------------------------------------------------------

NVCC_PROBE = """\
if(NOT DEFINED CMAKE_CUDA_COMPILER OR CMAKE_CUDA_COMPILER STREQUAL "")
  find_program(NVCC_EXECUTABLE nvcc HINTS $ENV{CUDA_HOME}/bin /usr/local/cuda/bin)
  if(NVCC_EXECUTABLE)
    set(CMAKE_CUDA_COMPILER ${NVCC_EXECUTABLE})
  else()
    message(FATAL_ERROR "Could not find NVCC compiler.")
  endif()
endif()
project(p LANGUAGES CXX)
enable_language(CUDA)
"""


def test_a_project_that_finds_nvcc_itself_finds_hipcc_and_leaves_the_compiler_to_cmake() -> None:
    """parrot: on AMD the nvcc probe failed (FATAL_ERROR), or where it found one, nvcc became the HIP
    compiler."""
    r = port_build_file(NVCC_PROBE, "cmake")
    assert "find_program(NVCC_EXECUTABLE hipcc HINTS" in r.text
    assert "set(CMAKE_HIP_COMPILER" not in r.text and "set(CMAKE_CUDA_COMPILER" not in r.text
    [finding] = [f for f in r.findings if f.code == "build-cuda-compiler"]
    assert _line_of(NVCC_PROBE, finding) == 4 and "HIPCXX" in finding.message


FETCHED_CCCL = """\
include(FetchContent)
FetchContent_Declare(doctest GIT_REPOSITORY https://github.com/doctest/doctest.git GIT_TAG v2.4.11)
FetchContent_Declare(
  cccl
  GIT_REPOSITORY https://github.com/NVIDIA/cccl.git
  GIT_TAG main
)
FetchContent_MakeAvailable(doctest)
FetchContent_MakeAvailable(cccl)
include_directories(BEFORE SYSTEM ${cccl_SOURCE_DIR}/thrust)
include_directories(BEFORE SYSTEM ${cccl_SOURCE_DIR}/libcudacxx/include)
set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} -isystem ${cccl_SOURCE_DIR} -isystem ${cccl_SOURCE_DIR}/cub -O2")
"""


def test_cccl_fetched_at_configure_time_gives_way_to_rocthrust_and_hipcub() -> None:
    """parrot downloads NVIDIA's CCCL and puts it first on the include path: on AMD its Thrust and
    CUB would shadow rocThrust and hipCUB (and need CUDA)."""
    r = port_build_file(FETCHED_CCCL, "cmake")
    assert "NVIDIA/cccl" not in r.text and "cccl_SOURCE_DIR" not in r.text
    assert "find_package(rocthrust REQUIRED CONFIG)" in r.text and "find_package(hipcub REQUIRED CONFIG)" in r.text
    assert "FetchContent_Declare(doctest" in r.text and "FetchContent_MakeAvailable(doctest)" in r.text
    assert 'set(CMAKE_HIP_FLAGS "${CMAKE_HIP_FLAGS} -O2")' in re.sub(" +", " ", r.text)
    assert "build-cccl" in _codes(r.findings)


def test_an_include_flag_of_cudas_folder_goes_from_every_flags_string() -> None:
    """UppASD: `-I${CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES}` is `-I` alone on AMD (the variable is
    CUDA's, empty there): clang took the next flag, -DDEBUG, for the folder, or said "argument to
    '-I' is missing". hip::host gives the HIP headers' folder."""
    text = (
        'set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} -I${CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES} -DDEBUG")\n'
        'set(CMAKE_CXX_FLAGS "${CMAKE_CXX_FLAGS} -I${CUDAToolkit_MATH_INCLUDE_DIR}")\n'
        "target_compile_options(t PRIVATE -isystem ${CUDA_INCLUDE_DIRS} -O2)\n"
    )
    r = port_build_file(text, "cmake")
    assert 'set(CMAKE_HIP_FLAGS "${CMAKE_HIP_FLAGS}  -DDEBUG")' in r.text
    assert 'set(CMAKE_CXX_FLAGS "${CMAKE_CXX_FLAGS} ")' in r.text
    assert "target_compile_options(t PRIVATE  -O2)" in r.text


def test_a_cubin_made_by_a_device_link_is_not_rewritten_as_hipccs_device_link() -> None:
    """sage: `nvcc mlp.cu -cubin -dlink -o mycubin.cubin` makes an NVIDIA binary for its SASS
    scripts; it became hipcc's device link of a static library, with the -cubin error beside it."""
    text = "mycubin.cubin: mlp.cu\n\tnvcc mlp.cu -cubin -dlink -arch=sm_$(CAP) -o mycubin.cubin\n"
    r = port_build_file(text, "make")
    assert "--emit-static-lib" not in r.text and "ar p" not in r.text
    assert {f.code for f in r.findings if f.severity == Severity.ERROR} == {"build-ptx", "build-dlink"}


# ---- found in the corpus: GooFit's own copy of CCCL ----------------------------------------------

GOOFIT_CCCL = """\
set(GOOFIT_CCCL_DIR "${GOOFIT_SOURCE_DIR}/extern/thrust")
if(NOT EXISTS "${GOOFIT_CCCL_DIR}/thrust/thrust/version.h")
  message(FATAL_ERROR "Bundled CCCL not found")
endif()
set(THRUST_INCLUDE_DIRS "${GOOFIT_CCCL_DIR}/thrust" "${GOOFIT_CCCL_DIR}/cub"
                        "${GOOFIT_CCCL_DIR}/libcudacxx/include")
foreach(_inc IN LISTS THRUST_INCLUDE_DIRS)
  target_compile_options(GooFit_Common INTERFACE "SHELL:-isystem ${_inc}")
endforeach()
include_directories(${GOOFIT_SOURCE_DIR}/extern/thrust/cub src)
"""


def test_a_projects_own_copy_of_cccl_leaves_the_include_path() -> None:
    """GooFit builds with its bundled CCCL by default: on AMD NVIDIA's Thrust shadowed rocThrust
    (`device_system_tag` undeclared, `cuda/std` headers translated...)."""
    facts = ProjectFacts(vendored_cccl=frozenset({"extern/thrust/thrust", "extern/thrust/cub",
                                                  "extern/thrust/libcudacxx/include"}))  # fmt: skip
    r = port_build_file(GOOFIT_CCCL, "cmake", BuildOptions(project=facts))
    assert 'set(GOOFIT_CCCL_DIR "${GOOFIT_SOURCE_DIR}/extern/thrust")' in r.text  # its checks stand
    assert "set(THRUST_INCLUDE_DIRS)" in re.sub(r"\s+\)", ")", r.text)
    assert "include_directories(src)" in re.sub(r"\(\s+", "(", r.text)
    found = [f for f in r.findings if f.code == "build-cccl"]
    assert len(found) == 4 and all(f.severity == Severity.INFO for f in found)
    assert port_build_file(GOOFIT_CCCL, "cmake").text == GOOFIT_CCCL  # no copy of CCCL in the project


def test_the_project_scan_finds_a_copy_of_cccl(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from cass_lsp.project.scan import scan

    files = [
        "extern/cccl/thrust/thrust/version.h", "extern/cccl/thrust/thrust/system/cuda/config.h",
        "extern/cccl/cub/cub/cub.cuh", "extern/cccl/libcudacxx/include/cuda/std/version",
        "third/rocthrust/thrust/version.h", "third/rocthrust/thrust/system/hip/config.h",
    ]  # fmt: skip
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    facts = scan(tmp_path.resolve()).build_facts
    assert facts.vendored_cccl == {"extern/cccl/thrust", "extern/cccl/cub", "extern/cccl/libcudacxx/include"}


def test_a_cpp_file_including_thrust_given_to_a_projects_own_function_is_a_hip_source() -> None:
    """GooFit lists its sources in goofit_add_library(Faddeeva Faddeeva.cpp ...), whose headers
    include Thrust: "unknown type name 'THRUST_HOST'" as plain C++."""
    facts = ProjectFacts(gpu_library_sources=frozenset({"Faddeeva.cpp"}))
    text = "goofit_add_library(Faddeeva Faddeeva.cpp ${PROJECT_SOURCE_DIR}/include/goofit/Faddeeva.h)\n"
    r = port_build_file(text, "cmake", BuildOptions(project=facts))
    assert r.text == text + (
        "set_source_files_properties(Faddeeva.cpp PROPERTIES LANGUAGE HIP COMPILE_OPTIONS -Wno-error=c++11-narrowing)\n"
    )


def test_an_include_behind_a_condition_does_not_make_a_hip_source(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """StringZilla's CPU benchmarks include their CUDA header only `#if SZ_USE_CUDA`: compiled as HIP
    they failed in code clang's device pass rejects, where g++ had compiled them as C++."""
    from cass_lsp.project.scan import scan

    files = {
        "bench.cpp": '#include "bench.cuh"\n',
        "bench.cuh": "#ifndef BENCH_CUH\n#define BENCH_CUH\n#include <vector>\n#if SZ_USE_CUDA\n"
        "#include <cuda/pipeline>\n#endif\n#endif\n",
        "sort.cpp": "#pragma once\n#ifndef SORT\n#define SORT\n#include <thrust/sort.h>\n#endif\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    facts = scan(tmp_path.resolve()).build_facts
    assert facts.gpu_library_sources == {"sort.cpp"}


def test_thrusts_cuda_device_system_becomes_hips() -> None:
    """GooFit: -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_${GOOFIT_DEVICE} with GOOFIT_DEVICE=CUDA, the
    user's switch: rocThrust then took its CUDA backend ("'cuda/version' file not found")."""
    text = (
        'target_compile_definitions(G INTERFACE "-DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_${GOOFIT_DEVICE}")\n'
        'set(CMAKE_CXX_FLAGS "${CMAKE_CXX_FLAGS} -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CUDA")\n'
    )
    r = port_build_file(text, "cmake")
    assert "THRUST_DEVICE_SYSTEM_$<IF:$<STREQUAL:${GOOFIT_DEVICE},CUDA>,HIP,${GOOFIT_DEVICE}>" in r.text
    assert "-DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_HIP" in r.text
    make = port_build_file("NVCC = nvcc\nNVFLAGS = -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_CUDA\n", "make")
    assert "NVFLAGS = -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_HIP\n" in make.text


def test_an_include_is_the_file_its_path_names_not_any_header_of_that_name(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """GooFit: fmt's src/format.cc includes fmt/format-inl.h, which includes "format.h"; the copy of
    CCCL beside it has a format.h of its own that includes <cuda/std/...>. Matched by name alone,
    format.cc was compiled as HIP, where fmt takes another branch that does not compile."""
    from cass_lsp.project.scan import scan

    files = {
        "extern/fmt/src/format.cc": '#include "fmt/format-inl.h"\n',
        "extern/fmt/include/fmt/format-inl.h": '#include "format.h"\n',
        "extern/fmt/include/fmt/format.h": "#include <cstdint>\n",
        "extern/cccl/libcudacxx/include/cuda/std/__format/format.h": "#include <cuda/std/cstdint>\n",
        "src/sort.cpp": '#include "goofit/sorter.h"\n',
        "include/goofit/sorter.h": '#include "detail/config.h"\n',
        "include/goofit/detail/config.h": "#include <thrust/sort.h>\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert scan(tmp_path.resolve()).build_facts.gpu_library_sources == {"sort.cpp"}


@pytest.mark.slow
def test_a_host_file_compiled_as_hip_keeps_gs_narrowing_a_warning(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """cudpp_plan.cpp:486 (a run-time value narrowed in braces): g++ warned, clang as HIP stopped."""
    from cass_lsp.buildfiles.cmake import HOST_CXX_AS_HIP
    from tests.lanes import hip_lane

    source = tmp_path / "plan.cpp"
    source.write_text(
        "struct C { unsigned a; unsigned o; };\nint f(int x) { C c = {1u, x ? 1 | 2 : 4}; return (int)c.o; }\n"
    )
    tc = hip_lane("6.4")
    argv = [*tc.hipcc_argv(), "-x", "hip", "--offload-arch=gfx942", "-c", str(source), "-o", str(tmp_path / "plan.o")]
    assert subprocess.run(argv, capture_output=True, env=tc.hip_env()).returncode != 0
    done = subprocess.run([*argv, HOST_CXX_AS_HIP], capture_output=True, text=True, env=tc.hip_env())
    assert done.returncode == 0, done.stderr[-2000:]
