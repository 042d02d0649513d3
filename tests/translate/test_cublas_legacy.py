"""The legacy cuBLAS API (issue 39 item 16; cublas_legacy.py): hipBLAS has only cublas_v2.h's handle API,
so each legacy call gets an error naming its cublas_v2.h rewrite instead of a hipBLAS call that
cannot compile."""

from __future__ import annotations

from cass_lsp.core.result import Severity
from tests.translate.strict import translate

LEGACY = """#include <stdio.h>
#include <cublas.h>
int main() {
  float *a, *b, *c;
  int n = 4;
  cublasInit();
  cublasAlloc(n * n, sizeof(float), (void**)&a);
  cublasSetVector(n, sizeof(float), a, 1, b, 1);
  cublasSgemm('n', 'n', n, n, n, 1.0f, a, n, b, n, 0.0f, c, n);
  float d = cublasSdot(n, a, 1, b, 1);
  if (cublasGetError() != CUBLAS_STATUS_SUCCESS) printf("failed\\n");
  cublasFree(a);
  cublasShutdown();
  return (int)d;
}
"""


def test_legacy_calls_get_an_error_naming_the_v2_rewrite() -> None:
    """Before: hipblasSgemm('n', 'n', ...) and hipblasSdot(n, ...), which no hipBLAS declares, with no finding."""
    result = translate(LEGACY)
    text = result.text
    assert "cublasSgemm('n', 'n'," in text and "float d = cublasSdot(n," in text  # as written: no HIP name
    assert "hipblasSetVector(n, sizeof(float), a, 1, b, 1);" in text  # the same in both APIs
    legacy = [f for f in result.findings if f.code == "cublas-legacy"]
    named = [LEGACY.encode()[f.start : f.end].decode() for f in legacy]
    assert named == [
        "cublasInit", "cublasAlloc", "cublasSgemm", "cublasSdot", "cublasGetError", "cublasFree", "cublasShutdown"
    ]  # fmt: skip
    assert all(f.severity == Severity.ERROR for f in legacy)
    sgemm = legacy[2].message
    assert "cublasSgemm(handle, ...)" in sgemm and "&alpha" in sgemm and "CUBLAS_OP_N" in sgemm
    assert "result through a pointer" in legacy[3].message
    assert "cublasCreate(&handle)" in legacy[0].message
    assert [f.code for f in result.findings if f.code != "cublas-legacy"] == []  # no unsupported-api beside them


def test_the_v2_api_is_translated_and_a_character_first_argument_is_legacy_anywhere() -> None:
    v2 = """#include <cublas_v2.h>
void gemm(cublasHandle_t h, const float* a, const float* b, float* c, int n) {
  const float one = 1.0f, zero = 0.0f;
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b, n, &zero, c, n);
}
"""
    result = translate(v2)
    assert "hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N," in result.text and result.findings == ()
    header = (
        "void gemm(const float* a, float* c, int n) { cublasSgemm('t', 'n', n, n, n, 1.0f, a, n, a, n, 0.0f, c, n); }\n"
    )
    assert [f.code for f in translate(header).findings] == ["cublas-legacy"]
