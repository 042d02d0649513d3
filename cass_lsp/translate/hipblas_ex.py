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
the compute type cuBLAS maps it to; an expression that is also a data-type argument of the call
(``traits<T>::cuda_data_type`` passed as A's type and as the compute type) goes through
``cass_hipblasComputeType`` (runtime/headers/hipblas.h), which maps a data type at run time and
keeps a compute type. (``--roc``: the call rewrite's ``rocblas_compute`` map.)
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate import compat
from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES
from cass_lsp.translate.tree import call_arguments

# name -> the indices of its `const void* X[]` arguments in hipBLAS
CONST_ARRAYS = {"cublasGemmBatchedEx": (7, 10), "cublasGemmBatchedEx_64": (7, 10)}
CAST = "(const void**)"


@rule("hipblas-const-arrays", names=frozenset(CONST_ARRAYS), priority=5, when={"roc": False})
def cast_arrays(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node) if node.type == "identifier" else None
    if call is not None:
        args = call_arguments(call)
        for i in CONST_ARRAYS[name]:
            if i < len(args) and not ctx.text(args[i]).startswith(CAST):
                ctx.replace(args[i].start_byte, args[i].start_byte, CAST + "(")
                ctx.replace(args[i].end_byte, args[i].end_byte, ")")
    return False  # the tables rename the function


# name -> the index of its compute type argument, and of its data-type arguments (A, B, C)
COMPUTE_TYPE = {
    "cublasGemmEx": (17, (8, 11, 15)),
    "cublasGemmBatchedEx": (18, (8, 11, 15)),
    "cublasGemmStridedBatchedEx": (21, (8, 12, 17)),
    "cublasGemmEx_64": (17, (8, 11, 15)),
    "cublasGemmBatchedEx_64": (18, (8, 11, 15)),
    "cublasGemmStridedBatchedEx_64": (21, (8, 12, 17)),
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
COMPUTE_OF = "cass_hipblasComputeType"


@rule(
    "hipblas-legacy-compute",
    names=frozenset(COMPUTE_TYPE),
    priority=4,
    supersedes={API_TABLES},  # the tables would make the data type HIP_R_64F
    codes={"hip-compat"},
    produces={"compat"},
    when={"roc": False},
)
def compute_type(ctx: Context, node: Node, name: str) -> bool:
    call = call_of_callee(node) if node.type == "identifier" else None
    if call is None:
        return False
    args = call_arguments(call)
    i, data_types = COMPUTE_TYPE[name]
    if i >= len(args):
        return False
    arg = args[i]
    text = " ".join(ctx.text(arg).split())
    legacy = LEGACY_COMPUTE.get(text)
    if legacy is not None:
        ctx.replace(arg.start_byte, arg.end_byte, legacy)
    elif any(" ".join(ctx.text(args[d]).split()) == text for d in data_types if d < len(args)):
        what = f"{name} form with a data type as the compute type"
        if compat.use(ctx, arg.start_byte, arg.end_byte, COMPUTE_OF, None, cuda=what):
            ctx.replace(arg.start_byte, arg.start_byte, COMPUTE_OF + "(")
            ctx.replace(arg.end_byte, arg.end_byte, ")")
    return False  # the tables rename the function
