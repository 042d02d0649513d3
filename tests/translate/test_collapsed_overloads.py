"""Helpers whose overloads collapse into one HIP type, and case labels of values HIP lacks (issue
35, item 3): NVIDIA's helper_cuda.h defines ``_cudaGetErrorEnum`` for ``cudaError_t`` and, under
``CUDA_DRIVER_API``, for ``CUresult`` (both ``hipError_t``: "redefinition"), and switches over each
library's statuses that name values HIP's libraries lack ("undeclared identifier") or that become
one HIP value ("duplicate case value")."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import Severity, TranslateOptions
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

HELPER_CUDA = """#ifndef COMMON_HELPER_CUDA_H_
#define COMMON_HELPER_CUDA_H_
#pragma once
#include <stdio.h>
#include <stdlib.h>

#ifdef __DRIVER_TYPES_H__
static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }
#endif

#ifdef CUDA_DRIVER_API
static const char *_cudaGetErrorEnum(CUresult error) {
  static char unknown[] = "<unknown>";
  const char *ret = NULL;
  cuGetErrorName(error, &ret);
  return ret ? ret : unknown;
}
#endif

#ifdef _CUFFT_H_
static const char *_cudaGetErrorEnum(cufftResult error) {
  switch (error) {
    case CUFFT_SUCCESS: return "CUFFT_SUCCESS";
    case CUFFT_INVALID_PLAN: return "CUFFT_INVALID_PLAN";
    case CUFFT_INCOMPLETE_PARAMETER_LIST:
      return "CUFFT_INCOMPLETE_PARAMETER_LIST";
    case CUFFT_LICENSE_ERROR:
      return "CUFFT_LICENSE_ERROR";
    case CUFFT_MISSING_DEPENDENCY: return "CUFFT_MISSING_DEPENDENCY";
  }
  return "<unknown>";
}
#endif

#ifdef CUSOLVER_COMMON_H_
static const char *_cudaGetErrorEnum(cusolverStatus_t error) {
  switch (error) {
    case CUSOLVER_STATUS_SUCCESS:
      return "CUSOLVER_STATUS_SUCCESS";
    case CUSOLVER_STATUS_INTERNAL_ERROR:
      return "CUSOLVER_STATUS_INTERNAL_ERROR";
    case CUSOLVER_STATUS_ZERO_PIVOT:
      return "CUSOLVER_STATUS_ZERO_PIVOT";
#if CUDART_VERSION >= 11000
    case CUSOLVER_STATUS_IRS_INTERNAL_ERROR:
      return "CUSOLVER_STATUS_IRS_INTERNAL_ERROR";
#endif
    case CUSOLVER_STATUS_INVALID_LICENSE:
      return "CUSOLVER_STATUS_INVALID_LICENSE";
    case CUSOLVER_STATUS_NOT_A_VALUE_ANY_TABLE_KNOWS:
      return "?";
  }
  return "<unknown>";
}
#endif

template <typename T>
void check(T result, char const *const func, const char *const file, int const line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \\"%s\\" \\n", file, line, static_cast<unsigned int>(result),
            _cudaGetErrorEnum(result), func);
    exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)

template <typename T> struct StreamName;
template <> struct StreamName<cudaStream_t> { static const char *name() { return "runtime stream"; } };
template <> struct StreamName<CUstream> { static const char *name() { return "driver stream"; } };

inline void sync(cudaStream_t s) { checkCudaErrors(cudaStreamSynchronize(s)); }
inline void sync(CUstream s) { checkCudaErrors(cuStreamSynchronize(s)); }
#endif
"""

FFT_SAMPLE = """#include <cuda_runtime.h>
#include <cufft.h>
#include <cusolverDn.h>
#include <helper_cuda.h>

int main() {
  cufftHandle plan;
  checkCudaErrors(cufftPlan1d(&plan, 256, CUFFT_C2C, 1));
  cusolverDnHandle_t handle;
  checkCudaErrors(cusolverDnCreate(&handle));
  checkCudaErrors(cudaDeviceSynchronize());
  printf("%s\\n", StreamName<cudaStream_t>::name());
  return 0;
}
"""

DRIVER_SAMPLE = """#include <cuda.h>
#include <cuda_runtime.h>
#define CUDA_DRIVER_API
#include <helper_cuda.h>

int main() {
  CUdevice device;
  checkCudaErrors(cuInit(0));
  checkCudaErrors(cuDeviceGet(&device, 0));
  checkCudaErrors(cudaSetDevice(0));
  return 0;
}
"""

TREE = {
    "Common/helper_cuda.h": HELPER_CUDA,
    "Samples/simpleCUFFT/simpleCUFFT.cu": FFT_SAMPLE,
    "Samples/vectorAddDrv/vectorAddDrv.cpp": DRIVER_SAMPLE,
}


def _span(source: str, f) -> str:  # type: ignore[no-untyped-def]
    return source.encode()[f.start : f.end].decode()


def test_overloads_one_in_hip_keep_the_first_for_hip() -> None:
    result = translate(HELPER_CUDA)
    text = result.text
    # In other conditional blocks: the earlier one marks that it was compiled
    marker = "CASS_HIP_DEFINED_cudaGetErrorEnum_"
    assert (
        f"static const char *_cudaGetErrorEnum(hipError_t error) {{ return hipGetErrorName(error); }}\n#define {marker}"
        in text
    )
    assert f"#ifdef CUDA_DRIVER_API\n#if !defined(__HIP_PLATFORM_AMD__) || !defined({marker}" in text
    # In the same block: plain guards, for a function and a specialization
    assert (
        "#ifndef __HIP_PLATFORM_AMD__  // cass-lsp: the same as sync(cudaStream_t) in HIP\n"
        "inline void sync(hipStream_t s) { checkCudaErrors(hipStreamSynchronize(s)); }\n"
        "#endif  // __HIP_PLATFORM_AMD__\n" in text
    )
    assert (
        "#ifndef __HIP_PLATFORM_AMD__  // cass-lsp: the same as struct StreamName<cudaStream_t> in HIP\n"
        'template <> struct StreamName<hipStream_t> { static const char *name() { return "driver stream"; } };\n#endif'
        in text
    )
    collapsed = [(_span(HELPER_CUDA, f), f.severity) for f in result.findings if f.code == "overload-collapsed"]
    assert collapsed == [
        ("_cudaGetErrorEnum", Severity.WARNING),
        ("StreamName<CUstream>", Severity.WARNING),
        ("sync", Severity.WARNING),
    ]


def test_definitions_alike_in_cuda_are_left_alone() -> None:
    source = (
        "#ifdef FAST\n__device__ int f(int a, int b) { return a + b; }\n#else\n"
        "__device__ int f(int x, int y) { return y + x; }\n#endif\n"
        "__device__ int g(float v) { return (int)v; }\n__device__ int g(double v) { return (int)v; }\n"
    )
    result = translate(source)
    assert result.text.count("#if") == 1 and not [f for f in result.findings if f.code == "overload-collapsed"]


def test_case_labels_of_values_hip_lacks_or_duplicates_are_kept_for_cuda() -> None:
    result = translate(HELPER_CUDA)
    text = result.text
    assert (
        '#ifndef __HIP_PLATFORM_AMD__\n    case CUFFT_LICENSE_ERROR:\n#endif\n      return "CUFFT_LICENSE_ERROR";'
        in text
    )
    # a label sharing its line with its statement: the statement goes on a line of its own
    assert (
        "#ifndef __HIP_PLATFORM_AMD__\n    case CUFFT_MISSING_DEPENDENCY:\n#endif\n"
        '      return "CUFFT_MISSING_DEPENDENCY";' in text
    )
    assert (
        "#if CUDART_VERSION >= 11000\n#ifndef __HIP_PLATFORM_AMD__\n"
        "    case CUSOLVER_STATUS_IRS_INTERNAL_ERROR:\n#endif" in text
    )
    labels = {_span(HELPER_CUDA, f): f for f in result.findings if f.code == "case-label-cuda-only"}
    assert sorted(labels) == [
        "CUFFT_LICENSE_ERROR",
        "CUFFT_MISSING_DEPENDENCY",
        "CUSOLVER_STATUS_INVALID_LICENSE",
        "CUSOLVER_STATUS_IRS_INTERNAL_ERROR",
        "CUSOLVER_STATUS_NOT_A_VALUE_ANY_TABLE_KNOWS",
    ]
    assert "both HIPSOLVER_STATUS_INTERNAL_ERROR in HIP" in labels["CUSOLVER_STATUS_IRS_INTERNAL_ERROR"].message
    assert "hipFFT's hipfftResult has no such value" in labels["CUFFT_MISSING_DEPENDENCY"].message
    # the labels' warnings replace the errors on their values
    assert [f for f in result.findings if f.severity == Severity.ERROR] == []


def test_a_label_of_the_files_own_enum_or_a_value_hip_has_stays() -> None:
    source = (
        "enum Mode { CUDA_MODE_FAST, CUDA_MODE_SLOW };\n"
        "int f(Mode m, cudaError_t e) {\n"
        "  switch (m) { case CUDA_MODE_FAST: return 1; case CUDA_MODE_SLOW: return 2; }\n"
        "  switch (e) { case cudaSuccess: return 0; default: return 3; }\n}\n"
    )
    result = translate(source)
    assert "#ifndef" not in result.text and "case hipSuccess:" in result.text


def test_for_hip_5_a_value_newer_than_it_is_kept_for_cuda() -> None:
    source = (
        "int f(cudaError_t e) {\n  switch (e) {\n    case cudaErrorLossyQuery:\n      return 1;\n  }\n  return 0;\n}\n"
    )
    result = translate(source, TranslateOptions(hip_version="5.2.3"))
    assert "#ifndef __HIP_PLATFORM_AMD__\n    case cudaErrorLossyQuery:\n#endif\n" in result.text


@pytest.mark.slow
def test_samples_with_the_helper_compile(tmp_path: Path) -> None:
    translate_tree(tmp_path, TREE)
    compile_tree("6.4", tmp_path, ["Samples/simpleCUFFT/simpleCUFFT.cu", "Samples/vectorAddDrv/vectorAddDrv.cpp"])
