"""CUDA header guards tested as features (issue 19, item 1): a helper header in the style of
NVIDIA's samples (header_guards/helper_cuda.h: `_cudaGetErrorEnum` overloads and
`checkCudaErrors`/`findCudaDevice` under `#ifdef CUBLAS_API_H_`, `__DRIVER_TYPES_H__`...) and a
program using it, translated and compiled with both lanes; the macros are read from each lane's
real headers."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.core.hip_releases import find, guard_headers, guard_macro, version_tuple
from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane, hip_lane
from tests.translate.strict import translate

HERE = Path(__file__).parent / "header_guards"
HELPER = (HERE / "helper_cuda.h").read_text()
PROGRAM = (HERE / "main.cu").read_text()
# The library headers the 5.2 lane has (Debian 12: hipRAND and hipSPARSE, no hipBLAS/hipFFT/hipSOLVER).
LANE_LIBRARIES = {
    "5.2": ("curand.h", "cusparse.h"),
    "6.4": ("cublas_v2.h", "cufft.h", "curand.h", "cusparse.h", "cusolverDn.h"),
}
CALLS = {  # a call per library, checked through its _cudaGetErrorEnum overload
    "cublas_v2.h": "cublasCreate(&blas)",
    "cufft.h": "cufftPlan1d(&plan, 256, CUFFT_R2C, 1)",
    "curand.h": "curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT)",
    "cusparse.h": "cusparseCreate(&sparse)",
    "cusolverDn.h": "cusolverDnCreate(&solver)",
}


def program_for(lane: str) -> str:
    """main.cu with only the libraries the lane has."""
    lines = []
    for line in PROGRAM.splitlines(keepends=True):
        header = line.removeprefix("#include <").rstrip().removesuffix(">")
        call = next((h for h, c in CALLS.items() if c in line), None)
        if (header in CALLS and header not in LANE_LIBRARIES[lane]) or (call and call not in LANE_LIBRARIES[lane]):
            continue
        lines.append(line)
    return "".join(lines)


def guards(text: str) -> list[str]:
    # not its include guard, nor the host compilers' __noinline__ (includes.HOST_COMPILER_NOINLINE)
    lines = [line for line in text.splitlines() if line.startswith(("#if", "#elif")) and "__noinline__" not in line]
    return lines[1:]


def test_each_guard_becomes_the_macro_of_the_hip_header() -> None:
    result = translate(HELPER)
    # On HIP's NVIDIA platform the HIP header includes CUDA's, which defines the CUDA guard (hip/driver_types.h
    # is not even included there): the test holds on both platforms (issue 42).
    assert guards(result.text) == [
        "#if defined(HIP_INCLUDE_HIP_DRIVER_TYPES_H) || defined(__DRIVER_TYPES_H__)",
        "#if defined(HIPBLAS_H) || defined(CUBLAS_API_H_)",
        "#if defined(HIPFFT_H_) || defined(_CUFFT_H_)",
        "#if defined(HIPSPARSE_EXPORT_H) || defined(CUSPARSEAPI)",
        "#if defined(HIPSOLVER_H) || defined(CUSOLVER_COMMON_H_)",
        "#if defined(HIPRAND_H_) || defined(CURAND_H_)",
        "#if (defined(hiprtcJIT_option) || defined(NV_NVRTC_H_))",
        "#if defined(HIP_INCLUDE_HIP_DRIVER_TYPES_H) || defined(__DRIVER_TYPES_H__)",
        "#if defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || defined(__CUDA_RUNTIME_H__)",
    ]
    assert result.findings == ()
    # with --roc, the ROCm libraries' own headers (the include rewriting writes them)
    roc = guards(translate(HELPER, TranslateOptions(roc=True)).text)
    # rocSOLVER reports rocblas_status too: its _cudaGetErrorEnum overload collapses into rocBLAS's
    # and is kept out of the AMD compile (the collapsed-overload rule's guard)
    assert roc[1:7] == ["#if defined(ROCBLAS_H) || defined(CUBLAS_API_H_)",
                        "#if defined(HIPFFT_H_) || defined(_CUFFT_H_)",
                        "#if defined(ROCSPARSE_H) || defined(CUSPARSEAPI)",
                        "#if defined(ROCSOLVER_H) || defined(CUSOLVER_COMMON_H_)",
                        "#if !defined(__HIP_PLATFORM_AMD__) || !defined(CASS_HIP_DEFINED_cudaGetErrorEnum_325)"
                        "  // cass-lsp: the same as _cudaGetErrorEnum(cublasStatus_t) in HIP",
                        "#if defined(ROCRAND_H_) || defined(CURAND_H_)"]  # fmt: skip


def test_every_form_of_the_test_holds_on_both_platforms() -> None:
    """#ifdef, #ifndef, #elifdef, #elifndef and defined(...) of a guard test the HIP header's macro on AMD
    and CUDA's own guard on HIP's NVIDIA platform, where the HIP header includes the CUDA one."""
    source = (
        "#include <cuda_runtime.h>\n#ifdef __DRIVER_TYPES_H__\nint a;\n#endif\n#ifndef __DRIVER_TYPES_H__\nint b;\n"
        "#elif defined(CURAND_H_) && defined __CUDA_RUNTIME_H__\nint c;\n#endif\n"
    )
    lines = translate(source).text.splitlines()
    assert lines[1] == "#if defined(HIP_INCLUDE_HIP_DRIVER_TYPES_H) || defined(__DRIVER_TYPES_H__)"
    assert lines[4] == "#if !defined(HIP_INCLUDE_HIP_DRIVER_TYPES_H) && !defined(__DRIVER_TYPES_H__)"
    assert lines[6] == (
        "#elif (defined(HIPRAND_H_) || defined(CURAND_H_)) && (defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) ||"
        " defined(__CUDA_RUNTIME_H__))"
    )


def test_a_header_without_a_macro_of_its_own() -> None:
    """HIP 5.2's hiprtc.h is `#pragma once` only: where the file includes it the test is decided
    (1, or 0 for #ifndef); where not, it stays with a finding."""
    old = TranslateOptions(hip_version="5.2.3")
    result = translate(HELPER, old)
    assert "#if defined(NV_NVRTC_H_)" in result.text
    assert [(f.code, HELPER.encode()[f.start : f.end].decode()) for f in result.findings] == [
        ("cuda-header-guard", "NV_NVRTC_H_")
    ]
    assert "hip/hiprtc.h (for nvrtc.h) defines no macro of its own in HIP 5.2.3" in result.findings[0].message
    source = """#include <nvrtc.h>
#ifdef NV_NVRTC_H_
int with_rtc;
#endif
#ifndef __NVRTC_H__
int without_rtc;
#elif defined(NV_NVRTC_H_) && 1
int again;
#endif
"""
    result = translate(source, old)
    lines = result.text.splitlines()
    assert [lines[1], lines[4], lines[6]] == ["#if 1", "#if 0", "#elif 1 && 1"]
    assert result.findings == ()


def test_a_header_hip_lacks_and_a_files_own_guard() -> None:
    result = translate("#ifdef NVJPEGAPI\nint jpeg;\n#endif\n")
    assert "#ifdef NVJPEGAPI" in result.text
    assert [f.code for f in result.findings] == ["cuda-header-guard"]
    assert "HIP has no counterpart of nvjpeg.h" in result.findings[0].message
    own = "#ifndef CURAND_H_\n#define CURAND_H_\nint stub;\n#endif\n#ifdef CURAND_H_\nint x;\n#endif\n"
    assert translate(own).text == own


def test_macros_by_release() -> None:
    assert guard_macro("hip/hiprtc.h", version_tuple("5.2.3")) is None
    assert guard_macro("hip/hiprtc.h", version_tuple("6.4.3")) == "hiprtcJIT_option"
    assert guard_macro("hip/hiprtc.h", version_tuple("7.0.0")) == "hiprtcJIT_option"  # the newest reading holds
    assert guard_macro("hipblas/hipblas.h", version_tuple("5.2.3")) == "HIPBLAS_H"  # checked on 6.4 only
    assert guard_macro("hip/hip_runtime.h", version_tuple("6.4.3")) == "HIP_INCLUDE_HIP_HIP_RUNTIME_H"
    assert guard_macro("no/such.h", version_tuple("6.4.3")) is None


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_the_macros_are_the_lanes_headers(lane: str, tmp_path: Path) -> None:
    """Each macro of the table is defined by that header of the lane (every header the lane has; a
    header first checked on this lane must be there)."""
    hip = version_tuple(hip_lane(lane).hip_version)
    release = find(lane)
    assert release is not None and release.guard_macros
    lines = ["#include <hip/hip_runtime.h>"]
    for header in guard_headers():
        macro = guard_macro(header, hip)
        required = header in release.guard_macros
        lines.append(f"#if __has_include(<{header}>)\n#include <{header}>")
        if macro is not None:
            lines.append(f'#ifndef {macro}\n#error "{header} does not define {macro}"\n#endif')
        lines.append(f'#else\n#error "{header} is missing"\n#endif' if required else "#endif")
    source = tmp_path / "macros.hip"
    source.write_text("\n".join(lines) + "\n")
    compile_on_lane(lane, source)


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_helper_and_program_compile(lane: str, tmp_path: Path) -> None:
    """Translated, the helper's overloads and helpers survive: the program calls checkCudaErrors on
    each library's status and findCudaDevice, which compile only if they are there."""
    options = TranslateOptions(hip_version=hip_lane(lane).hip_version)
    (tmp_path / "helper_cuda.h").write_text(translate(HELPER, options).text)
    program = program_for(lane)
    for header in LANE_LIBRARIES[lane]:
        assert CALLS[header] in program
    main = tmp_path / "main.hip"
    main.write_text(translate(program, options).text)
    compile_on_lane(lane, main)


@pytest.mark.slow
def test_helper_and_program_compile_on_nvidia(tmp_path: Path) -> None:
    """On HIP's NVIDIA platform (nvcc through the layer cass-lsp prepares), the translated helper's
    checkCudaErrors and findCudaDevice are there too: with `#ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H`
    alone they vanished (69 of NVIDIA's 71 samples stopped there, issue 42)."""
    from tests.nvidia_lane import compile_on_nvidia, layer

    options = TranslateOptions(hip_version=layer().hip_version)
    (tmp_path / "helper_cuda.h").write_text(translate(HELPER, options).text)
    program = "".join(
        line for line in PROGRAM.splitlines(keepends=True) if not any(c in line for c in (*CALLS, *CALLS.values()))
    )
    assert "checkCudaErrors(cudaMalloc" in program and "findCudaDevice" in program
    main = tmp_path / "main.hip"
    main.write_text(translate(program, options).text)
    compile_on_nvidia(main)
