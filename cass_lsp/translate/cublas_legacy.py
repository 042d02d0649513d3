"""The legacy cuBLAS API (cublas.h, before CUDA 4.0's cublas_v2.h), which hipBLAS does not have.

`cublasInit(); cublasSgemm('n', 'n', m, n, k, 1.0f, A, lda, B, ldb, 0.0f, C, ldc);` takes no handle,
scalars by value and the operation as a character; hipBLAS has only the handle API of cublas_v2.h
(whose cublasSgemm is cublasSgemm_v2), so the tables' rename gave hipblasSgemm calls that cannot
compile ("no matching function"). Each use of the legacy API in a file that includes cublas.h, or a
call whose first argument is a character (`'n'`: no handle), gets a ``cublas-legacy`` error naming
its cublas_v2.h rewrite, which the translation then ports; the name stays as written (HIP declares
none of them). What both APIs share (cublasSetVector, cublasGetMatrix...) is translated as usual.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.syntax.cuda import includes
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.mapping import MappingData
from cass_lsp.translate.rules import rule

CODE = "cublas-legacy"
HEADER = "cublas.h"

# Only in the legacy API, and what cublas_v2.h has instead.
LEGACY_ONLY = {
    "cublasInit": "cublasCreate(&handle) once, the handle passed to every call",
    "cublasShutdown": "cublasDestroy(handle)",
    "cublasGetError": "the cublasStatus_t each cublas_v2.h call returns",
    "cublasAlloc": "cudaMalloc(&p, n * elemSize)",
    "cublasFree": "cudaFree(p)",
    "cublasSetKernelStream": "cublasSetStream(handle, stream)",
}
# cublas_v2.h names that the legacy header does not declare (no legacy form to report).
_HANDLE_API = frozenset(
    {"cublasCreate", "cublasDestroy", "cublasSetStream", "cublasGetStream", "cublasGetPointerMode",
     "cublasSetPointerMode"}
)  # fmt: skip
_RESULTS = ("dot", "nrm2", "asum", "amax", "amin")  # legacy functions that return their result


def _names(mapping: MappingData) -> frozenset[str]:
    """The legacy API: its own functions, and those cublas_v2.h redefines as NAME_v2 with a handle."""
    with_handle = {n[:-3] for n in mapping.apis if n.startswith("cublas") and n.endswith("_v2")}
    return frozenset(LEGACY_ONLY) | frozenset(n for n in with_handle if n in mapping.apis) - _HANDLE_API


def _legacy_header(ctx: Context) -> bool:
    """Does the file include cublas.h (and not cublas_v2.h, which CUDA refuses after it)?"""

    def compute() -> bool:
        paths = {inc.path for inc in includes(ctx.includes_root)}
        return HEADER in paths and "cublas_v2.h" not in paths

    return ctx.state("cublas-legacy.header", lambda: [compute()])[0]


def _rewrite(name: str) -> str:
    if name in LEGACY_ONLY:
        return LEGACY_ONLY[name]
    v2 = f"{name}(handle, ...)"
    what = ["with a handle first"]
    if any(r in name.lower() for r in _RESULTS):
        what.append("the result through a pointer last (legacy returns it)")
    what.append("scalars such as alpha and beta by pointer (&alpha)")
    what.append("the operation, fill mode, side and diagonal as CUBLAS_OP_N, CUBLAS_FILL_MODE_LOWER... ('n', 'l'...)")
    return f"{v2}, {', '.join(what)}"


@rule("cublas-legacy", names=_names, priority=30, codes={CODE})
def legacy(ctx: Context, node: Node, name: str) -> bool:
    """Uses of the legacy cuBLAS API: an error naming the cublas_v2.h rewrite, the name left as written."""
    if node.type != "identifier":
        return False
    call = call_of_callee(node)
    args = call_arguments(call) if call is not None else []
    by_character = bool(args) and args[0].type == "char_literal"
    if not (name in LEGACY_ONLY or by_character or _legacy_header(ctx)):
        return False  # cublas_v2.h's function: the tables translate it
    ctx.report(
        CODE,
        f"{name} here is the legacy cuBLAS API (cublas.h: no handle), which hipBLAS does not have: rewrite it with"
        f" cublas_v2.h's API, which translates to hipBLAS: {_rewrite(name)}",
        node.start_byte,
        node.end_byte,
    )
    return True
