"""hipBLAS's batched *Ex functions take `const void* A[]` where cuBLAS takes `const void* const A[]`.

``cublasGemmBatchedEx(..., (void **)d_A_array, ...)`` compiles with cuBLAS (``void**`` converts to
``const void* const*``) but not with hipBLAS: C++ has no implicit ``void**`` to ``const void**``
("no matching function for call to 'hipblasGemmBatchedEx_v2'"; CUDALibrarySamples' GemmBatchedEx).
The A and B array arguments get an explicit ``(const void**)``, the same pointer. rocBLAS
(``--roc``) takes ``const void*`` there, so this is for hipBLAS only.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tree import call_arguments

# name -> the indices of its `const void* X[]` arguments in hipBLAS
CONST_ARRAYS = {"cublasGemmBatchedEx": (7, 10), "cublasGemmBatchedEx_64": (7, 10)}
CAST = "(const void**)"


@rule("hipblas-const-arrays", names=frozenset(CONST_ARRAYS), priority=5, when=lambda options: not options.roc)
def cast_arrays(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node) if node.type == "identifier" else None
    if call is not None:
        args = call_arguments(call)
        for i in CONST_ARRAYS[name]:
            if i < len(args) and not ctx.text(args[i]).startswith(CAST):
                ctx.replace(args[i].start_byte, args[i].start_byte, CAST + "(")
                ctx.replace(args[i].end_byte, args[i].end_byte, ")")
    return False  # the tables rename the function
