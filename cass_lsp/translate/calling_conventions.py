"""CUDA's calling-convention macros: `void CUDART_CB done(cudaStream_t, cudaError_t, void*)`.

``CUDART_CB`` (the runtime's callbacks), ``CUDA_CB`` (the driver's), ``CUDAAPI`` and ``CUDARTAPI``
are ``__stdcall`` on 32-bit Windows and nothing elsewhere; HIP declares none of them, so the HIP
build reads `void CUDART_CB done(...)` as a variable of type void ("variable has incomplete type
'void'"). HIP's callbacks take the platform's default convention: the macro is removed, with the
blanks after it. Exact: no finding, but where tree-sitter could not parse the line for the macro
alone (`void CUDART_CB done(...)`), a note replaces its syntax-error info on the macro. A file's
own `#define CUDART_CB` (a fallback for old CUDA), a `#ifdef CUDART_CB` and a `#undef` keep it.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES

CODE = "calling-convention"

CONVENTIONS = frozenset({"CUDART_CB", "CUDA_CB", "CUDAAPI", "CUDARTAPI", "CUDARTAPI_CDECL"})
_BLANKS = re.compile(rb"[ \t]*")
_KEPT_IN = frozenset({"preproc_def", "preproc_function_def", "preproc_ifdef", "preproc_elifdef", "preproc_defined"})


def _remove(ctx: Context, start: int, end: int) -> None:
    blanks = _BLANKS.match(ctx.data, end)
    ctx.replace(start, blanks.end() if blanks is not None else end, "")


def _in_body(ctx: Context, start: int, end: int, name: str) -> None:
    arg = ctx.root.descendant_for_byte_range(start, end)
    if arg is not None and arg.parent is not None and arg.parent.type == "preproc_call":
        return  # #undef CUDART_CB
    _remove(ctx, start, end)


@rule(
    "calling-conventions",
    macro=_in_body,
    names=CONVENTIONS,
    codes={CODE},
    # CUDA_CB: the tables say only that HIP lacks it; tree-sitter's error on the macro is explained
    supersedes={API_TABLES, "syntax-errors"},
    refines={CODE: {"syntax-error"}},
    doc="CUDART_CB, CUDA_CB, CUDAAPI, CUDARTAPI: calling conventions HIP needs none of, removed",
)
def _in_code(ctx: Context, node: Node, name: str) -> None:
    parent = node.parent
    if parent is not None and parent.type in _KEPT_IN:
        return  # the file's own definition of it, or a test of it
    _remove(ctx, node.start_byte, node.end_byte)
    if (
        parent is not None
        and parent.type == "ERROR"
        and (parent.start_byte, parent.end_byte)
        == (
            node.start_byte,
            node.end_byte,
        )
    ):
        ctx.report(
            CODE,
            f"{name} removed: it is __stdcall on 32-bit Windows and nothing elsewhere, and HIP declares no such"
            " macro (its callbacks take the default convention)",
            node.start_byte,
            node.end_byte,
        )
