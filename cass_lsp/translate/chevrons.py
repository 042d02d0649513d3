"""Launches written `k << <grid, block >> > (args)`: nvcc reads them, clang does not.

Visual Studio's formatter writes CUDA's launch chevrons as shift operators and comparisons
(xmrig-cuda has them throughout); nvcc's front end accepts them, tree-sitter-cuda too, but clang
parses `<< <` as a shift followed by a stray `<` ("expected expression"). The tokens are written
`<<<` and `>>>`: in code with the chevrons launch style (the hipLaunchKernelGGL style rewrites the
launch, launches.py), in #define bodies with either (launches.py leaves a body without `<<<`). An
exact rewrite: no finding.
"""

from __future__ import annotations

import re

from cass_lsp.syntax.cuda import launches
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

# `<< <` (not `<<<`, not `<< <=`) and, before the argument list, `>> >` or `> >>`.
_SPACED_OPEN = re.compile(rb"(?<!<)<<[ \t]+<(?![<=])")
_CLOSE = re.compile(rb">[ \t]*>[ \t]*>(?=[ \t]*\()")


@rule("spaced-chevrons", phase="range", pattern=b"<<")
def normalize(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    if not _SPACED_OPEN.search(data, start, end):
        return
    _in_define_bodies(ctx, start, end)
    if ctx.options.launch_style != "chevrons":
        return
    for launch in launches(ctx.root):
        if start <= launch.node.start_byte < end:
            tokens = launch.config.children
            for token, text in ((tokens[0], "<<<"), (tokens[-1], ">>>")):
                if token.type == text and token.end_byte - token.start_byte != 3:
                    ctx.replace(token.start_byte, token.end_byte, text)


def _in_define_bodies(ctx: Context, start: int, end: int) -> None:
    """`#define RUN(k) k << <1, 32 >> > ()`: a body is text to tree-sitter."""
    data = ctx.data
    for m in _SPACED_OPEN.finditer(data, start, end):
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type != "preproc_arg":
            continue
        semicolon = data.find(b";", m.end(), node.end_byte)
        close = _CLOSE.search(data, m.end(), node.end_byte if semicolon == -1 else semicolon)
        if close is None:
            continue
        ctx.replace(m.start(), m.end(), "<<<")
        if close.end() - close.start() != 3:
            ctx.replace(close.start(), close.end(), ">>>")
