"""CUDA's version macros on AMD: defined as the CUDA release the target HIP corresponds to.

``CUDART_VERSION`` (cuda_runtime_api.h), ``CUDA_VERSION`` (cuda.h) and nvcc's
``__CUDACC_VER_MAJOR__``/``__CUDACC_VER_MINOR__`` are feature tests in real code: `#if CUDART_VERSION
>= 9000` picks the `__shfl_sync` forms, vendored Random123 stops with `#error "why are we in
nvccfeatures.h if CUDART_VERSION is not defined"` (its compiler test `defined(__CUDACC__)` becomes
`defined(__HIPCC__)`), `printf("CUDA %d", CUDART_VERSION)` reports the version. HIP defines none of
them, so a test takes the branch of a missing CUDA and a use in code is undeclared. Each is defined
as the CUDA API level the target HIP corresponds to (the release table's ``cuda_version``: HIP 6.4,
CUDA 12.3), in an `#ifndef` block before the top-level construct of its first use in the file, with
a note; the branches of that CUDA are then translated like the rest. A file that defines the macro
itself keeps its own. (``__NVCC__`` says which compiler runs, not what the API has: nvcc_macro.py.)
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.includes import is_include_guard
from cass_lsp.translate.rules import rule

CODE = "cuda-version-defined"
MACROS = ("CUDART_VERSION", "CUDA_VERSION", "__CUDACC_VER_MAJOR__", "__CUDACC_VER_MINOR__")


def value(name: str, cuda_version: int) -> int:
    """``name``'s value for CUDA ``cuda_version`` (12030: CUDA 12.3)."""
    if name == "__CUDACC_VER_MAJOR__":
        return cuda_version // 1000
    if name == "__CUDACC_VER_MINOR__":
        return cuda_version % 1000 // 10
    return cuda_version


def _defined_by_file(ctx: Context, name: str) -> bool:
    return re.search(rb"^[ \t]*#[ \t]*define[ \t]+" + name.encode() + rb"\b", ctx.data, re.MULTILINE) is not None


def _top_level_start(ctx: Context, node: Node) -> int:
    """The start of the line of the top-level construct holding ``node`` (inside an include guard:
    the guard's child), where a definition precedes every use that follows."""
    while node.parent is not None and node.parent.type != "translation_unit" and not is_include_guard(node.parent):
        node = node.parent
    return ctx.data.rfind(b"\n", 0, node.start_byte) + 1


def _use(ctx: Context, node: Node | None, name: str, start: int, end: int) -> None:
    done = ctx.state("cuda-version.defined", set)
    if name in done:
        return
    done.add(name)
    if node is None or _defined_by_file(ctx, name):
        return
    cuda = ctx.options.release.cuda_version
    number = value(name, cuda)
    hip = ".".join(map(str, ctx.options.hip[:2]))
    point = _top_level_start(ctx, node)
    ctx.replace(point, point, f"#ifndef {name}\n#define {name} {number}\n#endif\n")
    ctx.report(
        CODE,
        f"HIP does not define {name}: defined as {number} before its first use, for CUDA"
        f" {cuda // 1000}.{cuda % 1000 // 10}, whose runtime API HIP {hip} covers, so that tests of it take"
        " that CUDA's branches (translated like the rest of the file)",
        start,
        end,
    )


def _in_body(ctx: Context, start: int, end: int, name: str) -> None:
    arg = ctx.root.descendant_for_byte_range(start, end)
    if arg is not None and arg.parent is not None and arg.parent.type == "preproc_call":
        return  # #undef CUDART_VERSION
    _use(ctx, arg, name, start, end)


@rule(
    "cuda-version",
    macro=_in_body,
    names=MACROS,
    codes={CODE},
    doc="CUDART_VERSION, CUDA_VERSION, __CUDACC_VER_MAJOR__/MINOR__ defined as the CUDA the target HIP covers",
)
def _in_code(ctx: Context, node: Node, name: str) -> None:
    _use(ctx, node, name, node.start_byte, node.end_byte)
