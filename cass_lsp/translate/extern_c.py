"""CUDA headers included inside `extern "C" { }`: their HIP counterparts need C++ linkage.

C projects compiled as C++ wrap their includes (`#ifdef __cplusplus extern "C" { #endif ...
#include <cuda_runtime.h>`). CUDA's headers put their C++ parts in `extern "C++"` themselves;
HIP's do not, so the HIP runtime's templates fail there ("templates must have C++ linkage"). An
include of a CUDA header that becomes a HIP one inside such a block is wrapped in `extern "C++"`
(under `#ifdef __cplusplus` where the block's own opening is: a C compiler reads the file too).
Exact: no finding. Called by the include rewriting (includes.py) for each include it keeps.

The HIP runtime include the translation adds to a C header (no C++ of its own and no device code:
a C library's declarations, which name the runtime's types) gets the same `extern "C++"`, under
`#ifdef __cplusplus`: a C++ file may include the header inside its own `extern "C" { }`, where no
place in the header is outside a linkage block.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context

# `extern "C" {`, braces, and what braces inside do not count in (literals, comments).
_TOKENS = re.compile(
    rb'extern[ \t\r\n]*"C"[ \t\r\n]*\{|[{}]|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/',
    re.DOTALL,
)
OPEN = 'extern "C++" {'


_CPLUSPLUS = re.compile(
    rb"#[ \t]*(?:ifdef[ \t]+__cplusplus|if[ \t]+defined[ \t]*\(?[ \t]*__cplusplus)[^\n]*\n[ \t\r\n]*$"
)


def _regions(data: bytes) -> list[tuple[int, int, bool]]:
    """The byte ranges inside `extern "C" { ... }` blocks (by brace matching, both branches of an
    #if read as one text), each with whether its opening is under `#ifdef __cplusplus`."""
    regions: list[tuple[int, int, bool]] = []
    stack: list[tuple[int, bool] | None] = []  # an open extern "C" block, or None for another brace
    for m in _TOKENS.finditer(data):
        token = m.group()
        if token.startswith(b"extern"):
            line = data.rfind(b"\n", 0, max(0, data.rfind(b"\n", 0, m.start()))) + 1
            stack.append((m.end(), _CPLUSPLUS.search(data, line, m.start()) is not None))
        elif token == b"{":
            stack.append(None)
        elif token == b"}" and stack:
            block = stack.pop()
            if block is not None:
                regions.append((block[0], m.start(), block[1]))
    regions += [(block[0], len(data), block[1]) for block in stack if block is not None]
    return regions


def _region(ctx: Context, offset: int) -> tuple[int, int, bool] | None:
    if b"extern" not in ctx.data:
        return None
    regions = ctx.state("extern-c.regions", lambda: _regions(ctx.data))
    return next((r for r in regions if r[0] <= offset < r[1]), None)


def wrap(ctx: Context, include: Node) -> None:
    """Give the kept include ``include`` C++ linkage where it sits in an `extern "C"` block."""
    region = _region(ctx, include.start_byte)
    if region is None:
        return
    data = ctx.data
    end = include.end_byte
    if data[end - 1 : end] == b"\n":  # the closing goes before the newline: what follows the line stays out
        end -= 1
    newline = "\r\n" if data[end - 1 : end] == b"\r" else "\n"
    if newline == "\r\n":
        end -= 1
    if region[2]:  # C reads the file too
        opening = f"#ifdef __cplusplus{newline}{OPEN}{newline}#endif{newline}"
        closing = f"{newline}#ifdef __cplusplus{newline}}}{newline}#endif"
    else:
        opening, closing = f"{OPEN}{newline}", f"{newline}}}"
    ctx.replace(include.start_byte, include.start_byte, opening)
    ctx.replace(end, end, closing)


# What only C++ has: a header with none of it is a C header, which C++ callers include in extern "C".
_CXX_WORDS = frozenset(
    {"template", "class", "namespace", "using", "operator", "typename", "nullptr", "new", "delete", "virtual"}
)
# `extern "C"` and `::` in code (literals and comments matched whole, so that nothing in them counts)
_CXX_SYNTAX = re.compile(
    rb'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/|(extern[ \t\r\n]*"C|::)', re.DOTALL
)


# An include of a C++ header: the standard library's (<cstdio>, <vector>), CUB's, Thrust's, a .hpp.
_CXX_INCLUDE = re.compile(
    rb'^[ \t]*#[ \t]*include[ \t]*[<"](?:(?:cub|thrust)/|[^>".]*[>"]|[^>"]*\.(?:hpp|hxx|cuh)[>"])', re.M
)


def c_only(ctx: Context) -> bool:
    """Does the file have no C++ of its own (no template, class, namespace, `::`, `extern "C"`, C++
    header...)?"""
    data = ctx.data
    if next(lexer.occurrences(data, _CXX_WORDS), None) is not None or _CXX_INCLUDE.search(data):
        return False
    return not any(m.group(1) is not None for m in _CXX_SYNTAX.finditer(data))


def cxx_block(text: str) -> str:
    """``text`` (includes) with C++ linkage wherever the file is included, for C++ only."""
    return f"#ifdef __cplusplus\n{OPEN}\n#endif\n{text}#ifdef __cplusplus\n}}\n#endif\n"
