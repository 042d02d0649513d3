"""hipBLAS's batched *Ex functions take `const void* A[]`: the arrays cuBLAS accepted as `void**` get
a cast (CUDALibrarySamples' GemmBatchedEx: "no matching function for call to 'hipblasGemmBatchedEx_v2'")."""

from __future__ import annotations

from pathlib import Path

from cass_lsp.translate import TranslateOptions, translate
from tests.lanes import compile_on_lane

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
