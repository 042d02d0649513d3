"""A file already written for HIP keeps its tests of CUDA's compiler as its author wrote them.

Libraries that support both vendors (Eigen, warp-ctc, rocThrust's own users) test HIP's compiler
and platform macros beside CUDA's: `#if defined(__NVCC__) && defined(__HIPCC__)` / `#error "NVCC as
the target platform for HIPCC is currently not supported."` (Eigen's Macros.h), `#if
defined(__CUDACC__)` for the CUDA build where `__HIPCC__` has a branch of its own. Deciding those
tests as the translation does for CUDA-only code (``__NVCC__`` and ``__CUDACC__`` as ``__HIPCC__``,
``__CUDA_ARCH__`` as the newest architecture) turns the author's CUDA branch on in the HIP build:
Eigen's becomes `defined(__HIPCC__) && defined(__HIPCC__)` and stops every file that includes it.
So in a file whose directives test one of HIP's own macros, a test of ``__CUDACC__``, ``__NVCC__``
or ``__CUDA_ARCH__`` in a directive is left as it is: on AMD it is false, as the author meant. The
rest of the file (API names, headers) is translated as usual.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.directives import directive_at
from cass_lsp.translate.rules import rule

# CUDA's compiler and architecture macros, which the translation otherwise decides for AMD.
CUDA_COMPILER_MACROS = frozenset({"__CUDACC__", "__NVCC__", "__CUDA_ARCH__"})
# A directive testing HIP's compiler or platform: what a file written for HIP already says.
_TESTS_HIP = re.compile(
    rb"^[ \t]*#[ \t]*(?:if|ifdef|ifndef|elif|elifdef|elifndef)\b[^\n]*"
    rb"\b(?:__HIPCC__|__HIP__|__HIP_DEVICE_COMPILE__|__HIP_PLATFORM_(?:AMD|HCC|NVIDIA|NVCC)__)",
    re.MULTILINE,
)
_CONDITIONS = frozenset({"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"})


def written_for_hip(ctx: Context) -> bool:
    """Do the file's directives test HIP's own macros (decided once a file)?"""
    return ctx.state("hip-aware.file", lambda: [_TESTS_HIP.search(ctx.data) is not None])[0]


def _in_condition(ctx: Context, start: int) -> bool:
    return directive_at(ctx.data, start) in _CONDITIONS


def _in_body(ctx: Context, start: int, end: int, name: str) -> bool | None:
    return None if written_for_hip(ctx) and _in_condition(ctx, start) else False


@rule(
    "hip-aware",
    macro=_in_body,
    names=CUDA_COMPILER_MACROS,
    priority=200,  # before the rules that decide these macros for CUDA-only code
    keeps=True,
    doc="a file whose directives test HIP's macros keeps its tests of CUDA's compiler as written",
)
def _in_code(ctx: Context, node: Node, name: str) -> bool | None:
    if written_for_hip(ctx) and _in_condition(ctx, node.start_byte):
        return None  # the author's: left as it is
    return False  # CUDA-only code: the next rule decides it
