"""CUDA header guards used as feature tests: `#ifdef CUBLAS_API_H_` means "cublas_api.h is included".

NVIDIA's helper headers (the samples' helper_cuda.h and the many copies of it) enable code by the
include guard of a CUDA header: ``_cudaGetErrorEnum(cublasStatus_t)`` under ``#ifdef
CUBLAS_API_H_``, ``checkCudaErrors`` under ``#ifdef __DRIVER_TYPES_H__``, ``findCudaDevice`` under
``#ifdef __CUDA_RUNTIME_H__``... HIP's headers define none of these names, so left as they are the
guarded helpers vanish from the HIP build ("use of undeclared identifier" at every use). HIPIFY
leaves them too.

A guard tested with ``#ifdef``, ``#ifndef``, ``#elifdef`` or ``defined(...)`` becomes the macro the
HIP counterpart of its header defines, in the target HIP (the counterpart is the one the include
rewriting writes: hipBLAS, or rocBLAS with --roc; hip_bfloat16.h or hip_bf16.h by release). The
macros were read from the headers of both lanes (HIP 5.2.3 with Debian's hipRAND and hipSPARSE
5.3.3; the HIP 6.4.3 root): ``GUARD_MACROS`` gives, per HIP header, the macro from the first
release it was checked for. The 5.2 lane has no hipBLAS, hipFFT, hipSOLVER or roc* headers: for
those the 6.4 macro is written for every release. Where the HIP header defines no macro of its own
(hip/hiprtc.h of HIP 5.2 has only ``#pragma once``), the test becomes ``1`` (``0`` for ``#ifndef``)
when the file includes that header before the test, and otherwise stays, with a
``cuda-header-guard`` finding; so does the guard of a CUDA header HIP has no counterpart of
(nvJPEG, NPP). A file that #defines the guard itself (its own copy of the header) keeps it.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.syntax.cuda import includes as all_includes
from cass_lsp.translate import includes
from cass_lsp.translate.context import NEWEST_HIP, Context
from cass_lsp.translate.mapping import version_tuple
from cass_lsp.translate.rules import rule

# The guard (or a macro only that header defines) -> the CUDA header. Read from CUDA 13.0's
# headers where the toolkit here has them (runtime, driver, cuComplex, fp16, bf16, vector types,
# cooperative groups); the library headers' guards as NVIDIA's helper headers test them.
GUARDS: dict[str, str] = {
    "__DRIVER_TYPES_H__": "driver_types.h",
    "__CUDA_RUNTIME_H__": "cuda_runtime.h",
    "__CUDA_RUNTIME_API_H__": "cuda_runtime_api.h",
    "__cuda_cuda_h__": "cuda.h",
    "CU_COMPLEX_H_": "cuComplex.h",
    "__CUDA_FP16_H__": "cuda_fp16.h",
    "__CUDA_BF16_H__": "cuda_bf16.h",
    "__VECTOR_TYPES_H__": "vector_types.h",
    "_COOPERATIVE_GROUPS_H_": "cooperative_groups.h",
    "CUBLAS_API_H_": "cublas_api.h",
    "CUBLAS_V2_H_": "cublas_v2.h",
    "CUBLAS_H_": "cublas.h",
    "_CUFFT_H_": "cufft.h",
    "_CUFFTXT_H_": "cufftXt.h",
    "CURAND_H_": "curand.h",
    "CUSPARSE_H_": "cusparse.h",
    "CUSPARSEAPI": "cusparse.h",  # the calling-convention macro helper_cuda.h tests
    "CUSOLVER_COMMON_H_": "cusolver_common.h",
    "CUSOLVERDN_H_": "cusolverDn.h",
    "CUSOLVERSP_H_": "cusolverSp.h",
    "__NVRTC_H__": "nvrtc.h",
    "NV_NVRTC_H_": "nvrtc.h",
    "NVJPEGAPI": "nvjpeg.h",
    "NV_NPPIDEFS_H": "nppdefs.h",
}

# HIP header -> (first HIP release checked, the macro it defines, None: none of its own), oldest
# first. Each was read from that lane's header (tests/translate/test_header_guards.py checks them
# with each lane's hipcc).
GUARD_MACROS: dict[str, tuple[tuple[str, str | None], ...]] = {
    "hip/hip_runtime.h": (("5.2", "HIP_INCLUDE_HIP_HIP_RUNTIME_H"),),
    "hip/hip_runtime_api.h": (("5.2", "HIP_INCLUDE_HIP_HIP_RUNTIME_API_H"),),
    "hip/driver_types.h": (("5.2", "HIP_INCLUDE_HIP_DRIVER_TYPES_H"),),
    "hip/hip_complex.h": (("5.2", "HIP_INCLUDE_HIP_HIP_COMPLEX_H"),),
    "hip/hip_fp16.h": (("5.2", "HIP_INCLUDE_HIP_HIP_FP16_H"),),
    "hip/hip_bfloat16.h": (("5.2", "_HIP_BFLOAT16_H_"),),
    "hip/hip_bf16.h": (("6.4", "HIP_INCLUDE_HIP_HIP_BF16_H"),),
    "hip/hip_vector_types.h": (("5.2", "HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H"),),
    "hip/hip_cooperative_groups.h": (("5.2", "HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUP_H"),),
    # hiprtc.h is `#pragma once` only; 6.4's defines hipJitOption's old names (hiprtcJIT_option).
    "hip/hiprtc.h": (("5.2", None), ("6.4", "hiprtcJIT_option")),
    "hiprand/hiprand.h": (("5.2", "HIPRAND_H_"),),
    "rocrand/rocrand.h": (("5.2", "ROCRAND_H_"),),
    # hipSPARSE's own guard changed (5.3: _HIPSPARSE_H_, 6.4: HIPSPARSE_H); its export header's did not.
    "hipsparse/hipsparse.h": (("5.2", "HIPSPARSE_EXPORT_H"),),
    "hipblas/hipblas.h": (("6.4", "HIPBLAS_H"),),
    "hipfft/hipfft.h": (("6.4", "HIPFFT_H_"),),
    "hipfft/hipfftXt.h": (("6.4", "HIPFFTXT_H_"),),
    "hipsolver/hipsolver.h": (("6.4", "HIPSOLVER_H"),),
    "rocblas/rocblas.h": (("6.4", "ROCBLAS_H"),),
    "rocsparse/rocsparse.h": (("6.4", "ROCSPARSE_H"),),
    "rocsolver/rocsolver.h": (("6.4", "ROCSOLVER_H"),),
}

CODE = "cuda-header-guard"
_TESTS = ("preproc_ifdef", "preproc_elifdef", "preproc_defined")


def hip_macro(hip_header: str, hip: tuple[int, ...]) -> str | None:
    """The macro ``hip_header`` defines in HIP ``hip`` (the newest entry checked at or before it; the
    oldest where the target is older than every check)."""
    entries = GUARD_MACROS.get(hip_header, ())
    found = entries[0][1] if entries else None
    for since, macro in entries:
        if version_tuple(since) <= hip:
            found = macro
    return found


def _included_before(ctx: Context, hip_header: str, offset: int) -> bool:
    """Does the file include ``hip_header`` (or a CUDA header that becomes it) before ``offset``?"""
    found = ctx.facts.memo(f"{CODE}.includes", lambda: tuple(all_includes(ctx.includes_root)))
    return any(
        inc.node.start_byte < offset and hip_header in (inc.path, includes.header_target(ctx, inc.path))
        for inc in found
    )


@rule("cuda-header-guards", names=GUARDS, codes={CODE})
def guard(ctx: Context, node: Node, name: str) -> bool | None:
    test = node.parent
    if test is None or test.type not in _TESTS or node.type != "identifier":
        return False
    if test.type != "preproc_defined" and test.child_by_field_name("name") != node:
        return False
    if name in ctx.facts.object_macros:  # the file defines it: its own copy of the header
        return None
    cuda_header = GUARDS[name]
    hip_header = includes.header_target(ctx, cuda_header)
    macro = hip_macro(hip_header, ctx.options.hip) if hip_header else None
    if macro is not None:
        ctx.replace(node.start_byte, node.end_byte, macro)
        return None
    if hip_header and _included_before(ctx, hip_header, node.start_byte):
        if test.type == "preproc_defined":
            ctx.replace(test.start_byte, test.end_byte, "1")
        else:
            keyword = test.children[0]
            directive = "#elif" if keyword.type.startswith("#elif") else "#if"
            value = "0" if keyword.type in ("#ifndef", "#elifndef") else "1"
            ctx.replace(keyword.start_byte, node.end_byte, f"{directive} {value}")
        return None
    hip = ctx.options.hip_version or NEWEST_HIP
    if hip_header:
        why = (
            f"{hip_header} (for {cuda_header}) defines no macro of its own in HIP {hip}, and this file does not"
            " include it"
        )
    else:
        why = f"HIP has no counterpart of {cuda_header}"
    ctx.report(
        CODE,
        f"{name} is {cuda_header}'s include guard, which no HIP header defines: {why}, so the HIP build"
        " takes the branch for a missing header. Include the header in this file, or test __HIP_PLATFORM_AMD__",
        node.start_byte,
        node.end_byte,
    )
    return None
