"""hipBLAS's *Ex GEMMs: the batched ones take `const void* A[]`, so the arrays cuBLAS accepted as
`void**` get a cast (CUDALibrarySamples' GemmBatchedEx: "no matching function for call to
'hipblasGemmBatchedEx_v2'"); a cudaDataType passed as the compute type (CUDA 10's form, which
cuBLAS's C++ header still takes) becomes the compute type cuBLAS maps it to (Xtrtri's check)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

SOURCE = """\
#include <cublas_v2.h>
void gemms(cublasHandle_t h, int m, void **a, void **c, int n) {
    float alpha = 1, beta = 0;
    cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, m, m, &alpha, (void **)a, CUDA_R_32F, m, a + 0,
                        CUDA_R_32F, m, &beta, (void **)c, CUDA_R_32F, m, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
}
"""


def test_the_input_arrays_are_cast_for_hipblas_only(tmp_path: Path) -> None:
    hip = translate(SOURCE, TranslateOptions()).text
    assert "(const void**)((void **)a), HIP_R_32F" in hip and "(const void**)(a + 0)" in hip
    assert "&beta, (void **)c" in hip  # C is `void* C[]` in hipBLAS too
    assert "const void**" not in translate(SOURCE, TranslateOptions(roc=True)).text
    source = tmp_path / "gemms.hip"
    source.write_text(hip)
    compile_on_lane("6.4", source)


LEGACY = """\
#include <cublas_v2.h>
void check(cublasHandle_t h, double* a, double* c, int m, cudaDataType t, void** as, void** cs) {
    double one = 1, zero = 0;
    cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, m, m, &one, a, CUDA_R_64F, m, a, CUDA_R_64F, m, &zero, c,
                 CUDA_R_64F, m, CUDA_R_64F, CUBLAS_GEMM_DEFAULT);
    cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, m, m, &one, a, CUDA_R_64F, m, 0, a, CUDA_R_64F, m, 0,
                               &zero, c, CUDA_R_64F, m, 0, 1, CUDA_R_64F, CUBLAS_GEMM_DEFAULT);
    cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, m, m, &one, a, t, m, a, t, m, &zero, c, t, m, CUBLAS_COMPUTE_64F,
                 CUBLAS_GEMM_DEFAULT);
}
"""


def test_a_data_type_as_the_compute_type_becomes_the_compute_type(tmp_path: Path) -> None:
    """Before: `hipblasGemmEx_v2(..., HIP_R_64F, HIPBLAS_GEMM_DEFAULT)`, "no matching function"."""
    hip = translate(LEGACY, TranslateOptions()).text
    assert " ".join(hip.split()).count("m, HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT)") == 2
    assert "1, HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT)" in hip
    assert "c, HIP_R_64F," in hip  # the data types stay data types
    roc = translate(LEGACY, TranslateOptions(roc=True)).text
    assert "HIPBLAS_COMPUTE" not in roc and "rocblas_datatype_f64_r, rocblas_gemm_algo_standard" in roc
    source = tmp_path / "check.hip"
    source.write_text(hip)
    compile_on_lane("6.4", source)


def test_a_data_type_expression_as_the_compute_type_is_mapped_at_run_time(tmp_path: Path) -> None:
    """CUDALibrarySamples' Xtrtri passes `traits<T>::cuda_data_type` as A's, B's, C's and the compute type."""
    source = """\
#include <cublas_v2.h>
template <typename T> struct traits;
template <> struct traits<double> { static constexpr cudaDataType cuda_data_type = CUDA_R_64F; };
template <typename T> void check(cublasHandle_t h, T* a, T* c, int m, cublasComputeType_t compute) {
    T one = 1, zero = 0;
    cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, m, m, &one, a, traits<T>::cuda_data_type, m, a,
                 traits<T>::cuda_data_type, m, &zero, c, traits<T>::cuda_data_type, m, traits<T>::cuda_data_type,
                 CUBLAS_GEMM_DEFAULT);
    cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, m, m, &one, a, CUDA_R_64F, m, a, CUDA_R_64F, m, &zero, c,
                 CUDA_R_64F, m, compute, CUBLAS_GEMM_DEFAULT);
}
template void check<double>(cublasHandle_t, double*, double*, int, cublasComputeType_t);
"""
    result = translate(source, TranslateOptions())
    assert "cass_hipblasComputeType(traits<T>::cuda_data_type)" in result.text
    assert "m, compute, HIPBLAS_GEMM_DEFAULT" in " ".join(result.text.split())  # a compute type: left alone
    assert [f.code for f in result.findings] == ["hip-compat"]
    hip = tmp_path / "check.hip"
    hip.write_text(result.text)
    compile_on_lane("6.4", hip)
