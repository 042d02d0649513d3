"""hipBLAS's *Ex GEMMs take some arguments otherwise than cuBLAS: the input arrays, the compute type.

hipBLAS's batched *Ex functions take `const void* A[]` where cuBLAS takes `const void* const A[]`.

``cublasGemmBatchedEx(..., (void **)d_A_array, ...)`` compiles with cuBLAS (``void**`` converts to
``const void* const*``) but not with hipBLAS: C++ has no implicit ``void**`` to ``const void**``
("no matching function for call to 'hipblasGemmBatchedEx_v2'"; CUDALibrarySamples' GemmBatchedEx).
The A and B array arguments get an explicit ``(const void**)``, the same pointer. rocBLAS
(``--roc``) takes ``const void*`` there, so this is for hipBLAS only.

The compute type: cuBLAS's C++ header still takes a ``cudaDataType`` there (the CUDA 10 form,
"for backward compatibility", mapped to a ``cublasComputeType_t``); hipBLAS 6's ``_v2`` functions
take only a ``hipblasComputeType_t``, so ``HIP_R_64F`` does not compile ("no matching function";
CUDALibrarySamples' Xtrtri checks its result with such a call). A data type named there becomes
the compute type cuBLAS maps it to. (``--roc``: the call rewrite's ``rocblas_compute`` map.)
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES
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


# name -> the index of its compute type argument
COMPUTE_TYPE = {
    "cublasGemmEx": 17,
    "cublasGemmBatchedEx": 18,
    "cublasGemmStridedBatchedEx": 21,
    "cublasGemmEx_64": 17,
    "cublasGemmBatchedEx_64": 18,
    "cublasGemmStridedBatchedEx_64": 21,
}
# The cudaDataType values cuBLAS accepts as a compute type, and the compute type it takes them for.
LEGACY_COMPUTE = {
    "CUDA_R_16F": "HIPBLAS_COMPUTE_16F",
    "CUDA_R_32F": "HIPBLAS_COMPUTE_32F",
    "CUDA_C_32F": "HIPBLAS_COMPUTE_32F",
    "CUDA_R_64F": "HIPBLAS_COMPUTE_64F",
    "CUDA_C_64F": "HIPBLAS_COMPUTE_64F",
    "CUDA_R_32I": "HIPBLAS_COMPUTE_32I",
}


@rule(
    "hipblas-legacy-compute",
    names=frozenset(COMPUTE_TYPE),
    priority=4,
    supersedes={API_TABLES},  # the tables would make the data type HIP_R_64F
    when=lambda options: not options.roc,
)
def compute_type(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node) if node.type == "identifier" else None
    if call is not None:
        args = call_arguments(call)
        i = COMPUTE_TYPE[name]
        legacy = LEGACY_COMPUTE.get(ctx.text(args[i]).strip()) if i < len(args) else None
        if legacy is not None:
            ctx.replace(args[i].start_byte, args[i].end_byte, legacy)
    return False  # the tables rename the function
