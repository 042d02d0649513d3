"""With --roc, rocBLAS/rocSOLVER calls take the file's hipComplex (issue 19 item 7): the file
defines ROCM_MATHLIBS_API_USE_HIP_COMPLEX before its first include, and compiles with HIP 6.4."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.roc_complex import DEFINITION
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

CUBLAS = """\
#include <cublas_v2.h>
#include <cuComplex.h>
void scale(cublasHandle_t h, int n, cuComplex* x, cuDoubleComplex* z, const cuComplex* alpha,
           const cuDoubleComplex* b) {
    cublasCscal(h, n, alpha, x, 1);
    cublasZscal(h, n, b, z, 1);
    cuComplex a = make_cuComplex(cuCrealf(*alpha), 2.0f);
    x[0] = cuCaddf(a, x[0]);
}
"""


def test_the_switch_goes_before_the_first_include_with_roc_only() -> None:
    roc = translate(CUBLAS, TranslateOptions(roc=True)).text
    assert roc.startswith(DEFINITION + "#include <rocblas/rocblas.h>")
    assert "rocblas_cscal(h, n, alpha, x, 1)" in roc and "hipComplex* x" in roc
    assert "ROCM_MATHLIBS_API_USE_HIP_COMPLEX" not in translate(CUBLAS, TranslateOptions()).text
    plain = "#include <cuda_runtime.h>\n__global__ void k() {}\n"
    assert "ROCM_MATHLIBS" not in translate(plain, TranslateOptions(roc=True)).text


def test_a_file_that_decides_itself_is_left_alone() -> None:
    own = "#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n" + CUBLAS
    assert translate(own, TranslateOptions(roc=True)).text.count("ROCM_MATHLIBS_API_USE_HIP_COMPLEX") == 1


@pytest.mark.slow
def test_the_roc_translation_compiles_with_hip_64(tmp_path: Path) -> None:
    """Before: "no matching function for call to 'rocblas_cscal'" (hipComplex* is not rocBLAS's class)."""
    source = tmp_path / "scale.hip"
    source.write_text(translate(CUBLAS, TranslateOptions(roc=True, hip_version="6.4.3")).text)
    compile_on_lane("6.4", source)


def test_the_deprecated_tensor_op_gemm_algorithm_is_the_default_one() -> None:
    """CUDALibrarySamples' GemmEx examples pass CUBLAS_GEMM_DEFAULT_TENSOR_OP (deprecated since CUDA 11:
    the default algorithm with tensor-core kernels allowed); it had no HIP equivalent."""
    source = "#include <cublas_v2.h>\ncublasGemmAlgo_t a = CUBLAS_GEMM_DEFAULT_TENSOR_OP;\n"
    hip = translate(source, TranslateOptions())
    assert "HIPBLAS_GEMM_DEFAULT;" in hip.text and not [f for f in hip.findings if f.severity.name == "ERROR"]
    assert "rocblas_gemm_algo_standard;" in translate(source, TranslateOptions(roc=True)).text


CUSPARSE = """\
#include <cuComplex.h>
#include <cusparse.h>
void solve(cusparseHandle_t h, int m, cuComplex* dl, cuComplex* d, cuComplex* du, cuComplex* B, void* buf,
           cuDoubleComplex* x, const cuDoubleComplex* y, const int* idx) {
    size_t size;
    cusparseCgtsv2_bufferSizeExt(h, m, 1, dl, d, du, B, m, &size);
    cusparseCgtsv2(h, m, 1, dl, d, du, B, m, buf);
    cusparseZgthr(h, 3, y, x, idx, CUSPARSE_INDEX_BASE_ZERO);
}
"""


def test_rocsparse_complex_arguments_are_cast_with_roc_only() -> None:
    """rocSPARSE's complex types are classes under hipcc (no switch like rocBLAS's): a call that differs
    from the CUDA shape only in them gets casts; it was a library-call-manual error before."""
    roc = translate(CUSPARSE, TranslateOptions(roc=True))
    assert (
        "rocsparse_cgtsv(h, m, 1, (const rocsparse_float_complex*)(dl), (const rocsparse_float_complex*)(d),"
        " (const rocsparse_float_complex*)(du), (rocsparse_float_complex*)(B), m, buf)" in roc.text
    )
    assert "rocsparse_zgthr(h, 3, (const rocsparse_double_complex*)(y), (rocsparse_double_complex*)(x)," in roc.text
    assert not [f for f in roc.findings if f.code == "library-call-manual"]
    plain = translate(CUSPARSE, TranslateOptions()).text
    assert "rocsparse_float_complex" not in plain and "hipsparseCgtsv2(h, m, 1, dl, d, du, B, m, buf)" in plain
    # A second translation of the output-shaped call does not cast twice.
    again = translate(
        CUSPARSE.replace("dl, d,", "(const rocsparse_float_complex*)(dl), d,"), TranslateOptions(roc=True)
    )
    assert "(const rocsparse_float_complex*)((const rocsparse_float_complex*)" not in again.text


def test_a_call_whose_rocsparse_arguments_differ_otherwise_stays_a_finding() -> None:
    source = "#include <cusparse.h>\nvoid f(cusparseHandle_t h, bsrsv2Info_t i, cuComplex* v) {\n"
    source += "  cusparseCbsrsv2_analysis(h, CUSPARSE_DIRECTION_ROW, CUSPARSE_OPERATION_NON_TRANSPOSE,\n"
    source += "                           1, 1, 0, v, 0, 0, 1, i, CUSPARSE_SOLVE_POLICY_NO_LEVEL, 0);\n}\n"
    roc = translate(source, TranslateOptions(roc=True))
    assert [f.code for f in roc.findings if f.code == "library-call-manual"] == ["library-call-manual"]


@pytest.mark.slow
def test_the_rocsparse_casts_compile_with_hip_64(tmp_path: Path) -> None:
    """Before: "no matching function for call to 'rocsparse_cgtsv'" (hipComplex* is not rocSPARSE's class)."""
    source = tmp_path / "solve.hip"
    source.write_text(translate(CUSPARSE, TranslateOptions(roc=True, hip_version="6.4.3")).text)
    compile_on_lane("6.4", source)
