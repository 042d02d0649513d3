"""CUDA header guards used as feature tests: `#ifdef CUBLAS_API_H_` means "cublas_api.h is included".

NVIDIA's helper headers (the samples' helper_cuda.h and the many copies of it) enable code by the
include guard of a CUDA header: ``_cudaGetErrorEnum(cublasStatus_t)`` under ``#ifdef
CUBLAS_API_H_``, ``checkCudaErrors`` under ``#ifdef __DRIVER_TYPES_H__``, ``findCudaDevice`` under
``#ifdef __CUDA_RUNTIME_H__``... HIP's headers define none of these names, so left as they are the
guarded helpers vanish from the HIP build ("use of undeclared identifier" at every use). HIPIFY
leaves them too.

A guard tested with ``#ifdef``, ``#ifndef``, ``#elifdef`` or ``defined(...)`` is tested together with
the macro the HIP counterpart of its header defines, in the target HIP (the counterpart is the one
the include rewriting writes: hipBLAS, or rocBLAS with --roc; hip_bfloat16.h or hip_bf16.h by
release): ``#ifdef __DRIVER_TYPES_H__`` becomes ``#if defined(HIP_INCLUDE_HIP_DRIVER_TYPES_H) ||
defined(__DRIVER_TYPES_H__)``, true on AMD by HIP's macro and on HIP's NVIDIA platform by CUDA's
guard (there HIP's headers include CUDA's, and hip/driver_types.h is not included at all). The
macros were read from the headers of each toolchain lane: the release table (``guard_macros`` in
core/hip_releases.py) holds, per release checked, the macros first read or changed there; a
library header an older lane lacks gets the oldest reading for every release. Where the HIP header
defines no macro of its own (hip/hiprtc.h of HIP 5.2 has only ``#pragma once``), the test becomes
``1`` (``0`` for ``#ifndef``) when the file includes that header before the test, and otherwise
stays, with a ``cuda-header-guard`` finding; so does the guard of a CUDA header HIP has no
counterpart of (nvJPEG, NPP). A file that #defines the guard itself (its own copy of the header) keeps it.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.core.hip_releases import NEWEST_HIP, guard_macro
from cass_lsp.syntax.cuda import includes as all_includes
from cass_lsp.translate import includes
from cass_lsp.translate.context import Context
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

CODE = "cuda-header-guard"
_TESTS = ("preproc_ifdef", "preproc_elifdef", "preproc_defined")


def _included_before(ctx: Context, hip_header: str, offset: int) -> bool:
    """Does the file include ``hip_header`` (or a CUDA header that becomes it) before ``offset``?"""
    found = ctx.facts.memo(f"{CODE}.includes", lambda: tuple(all_includes(ctx.includes_root)))
    return any(
        inc.node.start_byte < offset and hip_header in (inc.path, includes.header_target(ctx, inc.path))
        for inc in found
    )


def _either(ctx: Context, test: Node, node: Node, macro: str, name: str) -> None:
    """The test of ``name`` becomes a test of ``macro`` (AMD) or ``name`` (HIP's NVIDIA platform,
    where the HIP header includes the CUDA one, which defines its guard, and HIP's own header may
    not be included at all, as hip/driver_types.h is not)."""
    either = f"defined({macro}) || defined({name})"
    if test.type == "preproc_defined":
        ctx.replace(test.start_byte, test.end_byte, f"({either})")
        return
    keyword = test.children[0]
    directive = "#elif" if keyword.type.startswith("#elif") else "#if"
    negated = keyword.type in ("#ifndef", "#elifndef")
    condition = f"!defined({macro}) && !defined({name})" if negated else either
    ctx.replace(keyword.start_byte, node.end_byte, f"{directive} {condition}")


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
    macro = guard_macro(hip_header, ctx.options.hip) if hip_header else None
    if macro is not None:
        _either(ctx, test, node, macro, name)
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
