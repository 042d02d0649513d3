"""Cut a large CUDA file into chunks at top-level boundaries, so that each chunk can be parsed alone
(issue 19, item 8: the tree-sitter tree of a whole file costs about 30 bytes of heap per byte).

One regex pass over the bytes, no tree: comments, strings, character literals and preprocessor
directives (with their continuation lines) are skipped as units; brackets are counted. A cut goes at
the start of the line after

- a `;` at bracket depth 0 (a declaration, `};` of a type, a `using`),
- the `}` closing a body at depth 0 whose `{` follows a `)` (a function body; not a type's body,
  which declarators may follow, nor a namespace or `extern "C"` block, whose items are not cut),

not after a directive (tree-sitter's `#define X ` with a trailing blank runs on over the lines after it),

when nothing but blanks follows on that line and no `#if` group is open. A file with no such point
(one namespace around everything) is one chunk.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from tree_sitter import Point, Range, Tree

from cass_lsp.syntax.languages import new_parser

_TOKEN = re.compile(
    rb"//[^\n]*"
    rb"|/\*(?s:.*?)\*/"
    rb'|R"([^(\s"\\]{0,16})\((?s:.*?)\)\1"'
    rb'|"(?:\\(?s:.)|[^"\\\n])*"'
    rb"|'(?:\\(?s:.)|[^'\\\n])*'"
    rb"|^[ \t]*#[ \t]*(\w*)(?:/\*(?s:.*?)\*/|[^\n\\]|\\(?s:.))*"
    rb"|[{}()\[\];]",
    re.MULTILINE,
)
_OPEN_GROUP = frozenset({b"if", b"ifdef", b"ifndef"})
_BLANKS = re.compile(rb"[ \t\r]*(?:\n|\Z)")


def cuts(data: bytes, chunk_bytes: int) -> list[tuple[int, int]]:
    """Byte ranges covering ``data``, each about ``chunk_bytes`` long (or longer where no cut point
    comes sooner), cut only at top-level boundaries (see the module's doc)."""
    if len(data) <= chunk_bytes:
        return [(0, len(data))]
    ranges: list[tuple[int, int]] = []
    start = 0
    last = 0  # the latest cut point since ``start``
    depth = 0  # (, [, { nesting
    groups = 0  # #if nesting
    opened_after_paren = False  # the `{` that opened depth 1 follows a `)`
    previous_close = -1  # where the latest `)` ended
    for m in _TOKEN.finditer(data):
        token = m.group()
        point = -1
        first = token[:1]
        if first in b"([":
            depth += 1
        elif first in b")]":
            depth = max(depth - 1, 0)
            previous_close = m.end()
        elif first == b"{":
            if depth == 0:
                opened_after_paren = previous_close >= 0 and not data[previous_close : m.start()].strip()
            depth += 1
        elif first == b"}":
            depth = max(depth - 1, 0)
            if depth == 0 and opened_after_paren and groups == 0:
                point = m.end()
        elif first == b";":
            if depth == 0 and groups == 0:
                point = m.end()
        elif m.group(2) is not None:  # a directive
            word = m.group(2)
            if word in _OPEN_GROUP:
                groups += 1
            elif word == b"endif":
                groups = max(groups - 1, 0)
        if point < 0:
            continue
        after = _BLANKS.match(data, point)
        if after is None:
            continue
        point = after.end()
        if point - start >= chunk_bytes and last > start:
            ranges.append((start, last))
            start = last
        last = point
    if last > start and len(data) - start > chunk_bytes:
        ranges.append((start, last))
        start = last
    ranges.append((start, len(data)))
    return [r for r in ranges if r[1] > r[0]] or [(0, len(data))]


def parse_range(data: bytes, start: int, end: int, row: int | None = None) -> Tree:
    """A tree-sitter-cuda tree of ``data[start:end]`` alone, its nodes at their offsets (bytes and
    rows) in ``data``. ``row``: the line ``start`` is on, when the caller knows it (counting the
    newlines before ``start`` again for every chunk would make a pass over the chunks quadratic)."""
    parser = new_parser("cuda")
    if row is None:
        row = data.count(b"\n", 0, start)
    column = start - (data.rfind(b"\n", 0, start) + 1)
    end_row = row + data.count(b"\n", start, end)
    end_column = end - (data.rfind(b"\n", 0, end) + 1)
    parser.included_ranges = [Range(Point(row, column), Point(end_row, end_column), start, end)]
    return parser.parse(data)


def parse_chunks(data: bytes, chunk_bytes: int) -> Iterator[tuple[int, int, Tree]]:
    """(start, end, tree) of each chunk of ``data`` in order (see ``cuts``), one parse at a time."""
    row = 0
    for start, end in cuts(data, chunk_bytes):
        yield start, end, parse_range(data, start, end, row)
        row += data.count(b"\n", start, end)
