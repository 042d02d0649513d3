"""A project's own CUDA-to-HIP layer: `#define cudaMalloc hipMalloc` is left as the user wrote it.

Projects that support both vendors often carry a shim header (`#ifdef USE_HIP ... #define
cudaDeviceMapHost hipDeviceMapHost`). Renaming its CUDA names turns each line into a
self-reference (`#define hipDeviceMapHost hipDeviceMapHost`), which breaks the real constant. A
`#define` whose body already names HIP or a ROCm library (`hipMalloc`, `HIP_SYMBOL`,
`hipblasCreate`, `rocblas_sgemm`, `miopenCreate`) is the user's porting layer: neither its name,
its parameters nor its body is renamed. It claims every name of the tables first and lets the
others through.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context
from cass_lsp.translate.mapping import MappingData
from cass_lsp.translate.rules import rule

_DEFINES = ("preproc_def", "preproc_function_def")
# HIP's and the ROCm libraries' spellings (not the tables' targets: some are plain C names, `int`).
_HIP_SPELLING = re.compile(r"^(?:hip\w|HIP[A-Z]*_|roc(?:blas|sparse|rand|solver|fft|prim)_|miopen[A-Z]|MIOPEN_)")


def _is_porting_layer(ctx: Context, define: Node) -> bool:
    def decide() -> bool:
        body = define.child_by_field_name("value")
        if body is None:
            return False
        return any(
            _HIP_SPELLING.match(name) for _, _, name in lexer.identifiers(ctx.data, body.start_byte, body.end_byte)
        )

    decided = ctx.state("porting-layer.defines", dict)
    if define.start_byte not in decided:
        decided[define.start_byte] = decide()
    return bool(decided[define.start_byte])


def _define_of(node: Node | None) -> Node | None:
    """The #define ``node`` is the name, a parameter or the body of."""
    while node is not None and node.type not in _DEFINES:
        if node.type not in ("identifier", "preproc_params", "preproc_arg"):
            return None
        node = node.parent
    return node


def _table_names(mapping: MappingData) -> frozenset[str]:
    return frozenset(mapping.apis)


def _in_body(ctx: Context, start: int, end: int, name: str) -> bool | None:
    return _in_code(ctx, ctx.root.descendant_for_byte_range(start, end), name)


@rule(
    "porting-layer",
    macro=_in_body,
    names=_table_names,
    priority=100,  # before any rule that rewrites a name of the tables (a project's own rules: above it)
    keeps=True,
    doc="a #define whose body names HIP is the project's own porting layer: left as it is",
)
def _in_code(ctx: Context, node: Node, name: str) -> bool | None:
    define = _define_of(node)
    if define is None or not _is_porting_layer(ctx, define):
        return False  # not ours: the next rule
    return None  # the user's layer: left as it is
