"""An include of a header HIP lacks whose names the file uses only in code AMD never compiles (a
branch the translation decided away, a function kept for CUDA only) goes, its error a note: it
would stop the build for nothing (issue 39, darknet's `#include <mma.h>`). A live use keeps it."""

from __future__ import annotations

from cass_lsp.core.result import Severity
from tests.translate.strict import translate

WMMA_IN_A_DEAD_BRANCH = """#include <cstdint>
#if CUDART_VERSION >= 10000
#include <mma.h>
#endif

__global__ void xor_gemm(const uint32_t* a, const uint32_t* b, int* c) {
#if __CUDA_ARCH__ >= 730
  using namespace nvcuda;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> acc;
  wmma::fill_fragment(acc, 0);
  wmma::store_matrix_sync(c, acc, 8, wmma::mem_row_major);
#else
  c[threadIdx.x] = __popc(a[threadIdx.x] ^ b[threadIdx.x]);
#endif
}
"""


def _header_findings(result):  # type: ignore[no-untyped-def]
    return [f for f in result.findings if f.code == "unsupported-header"]


def test_a_header_used_only_in_a_branch_amd_never_compiles_goes_with_a_note() -> None:
    result = translate(WMMA_IN_A_DEAD_BRANCH)
    assert "mma.h" not in result.text
    [note] = _header_findings(result)
    assert note.severity is Severity.INFO
    assert "only in code AMD never compiles" in note.message
    assert "mma.h" in note.message
    # A live use keeps the include and its error.
    fill = "__device__ void fill(nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 8, 8, 128, int>& f) {}\n"
    live = WMMA_IN_A_DEAD_BRANCH.replace("__global__ void xor_gemm", fill + "__global__ void xor_gemm")
    result = translate(live)
    assert "#include <mma.h>" in result.text
    [error] = _header_findings(result)
    assert error.severity is Severity.ERROR
