"""Cut a large CUDA file into chunks at top-level boundaries, so that each chunk can be parsed alone
(issue 19, item 8: the tree-sitter tree of a whole file costs about 30 bytes of heap per byte).

One regex pass over the bytes, no tree: comments, strings, character literals and preprocessor
directives (with their continuation lines) are skipped as units; brackets are counted. A cut goes at
the start of the line after

- a `;` at bracket depth 0 (a declaration, `};` of a type, a `using`),
- the `}` closing a body at depth 0 whose `{` follows a `)` (a function body; not a type's body,
  which declarators may follow, nor a namespace or `extern "C"` block, whose items are not cut),
- an `#include` line at depth 0 (the includes apart from the code around them: ``chunked`` parses
  the pieces that hold them for the finishing step),

not after another directive (tree-sitter's `#define X ` with a trailing blank runs on over the lines
after it),

when nothing but blanks follows on that line and no `#if` group is open. A file with no such point
(one namespace around everything) is one chunk.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tree_sitter import Point, Range, Tree

from cass_lsp.syntax.languages import new_parser

_TOKEN = re.compile(
    rb"//[^\n]*"
    rb"|/\*(?s:.*?)\*/"
    rb'|R"([^(\s"\\]{0,16})\((?s:.*?)\)\1"'
    rb'|"(?:\\(?s:.)|[^"\\\n])*"'
    rb"|'(?:\\(?s:.)|[^'\\\n])*'"
    rb"|^[ \t]*#[ \t]*(\w*)(?:/\*(?s:.*?)\*/|[^\n\\]|\\(?s:.))*"
    # A (...) or [...] with nothing to count inside (no brackets, strings or comments), one token.
    rb"|\((?:[^(){}\[\]\"'/]|/(?![/*]))*\)"
    rb"|\[(?:[^(){}\[\]\"'/]|/(?![/*]))*\]"
    rb"|[{}()\[\];]",
    re.MULTILINE,
)
_OPEN_GROUP = frozenset({b"if", b"ifdef", b"ifndef"})
_BLANKS = re.compile(rb"[ \t\r]*(?:\n|\Z)")


class StaleFacts(Exception):
    """A chunk of a one-pass chunked translation (chunked.py) changes a whole-file fact that a rule
    read in an earlier chunk (``facts.Watch``): the translation starts again, in two passes."""


class _NoTree:
    def __getattr__(self, name: str) -> Any:
        raise StaleFacts(f"looked at a chunk's tree that is gone ({name})")


# Stands for a chunk's tree once it is gone: where a memo computed from it is computed again at the
# end of a one-pass translation (``facts.FileFacts.end_watch``), which cannot be checked then.
NO_TREE: Any = _NoTree()


@dataclass(frozen=True)
class Plan:
    """How a file is cut (see the module's doc)."""

    chunks: list[tuple[int, int]]  # covering the file, each about chunk_bytes long: parsed one at a time
    pieces: list[tuple[int, int]]  # between every two cut points (top-level items, #if groups)

    @property
    def chunked(self) -> bool:
        return len(self.chunks) > 1


def plan(data: bytes, chunk_bytes: int) -> Plan:
    """``data`` cut only at top-level boundaries into chunks of about ``chunk_bytes`` (or longer where
    no cut point comes sooner); one chunk where it is no longer than that."""
    found = points(data) if len(data) > chunk_bytes else []
    return Plan(group(found, chunk_bytes, len(data)), group(found, 1, len(data)))


def group(found: list[int], chunk_bytes: int, size: int) -> list[tuple[int, int]]:
    """Ranges covering [0, size), cut at some of the points ``found`` (ascending), each about
    ``chunk_bytes`` long."""
    ranges: list[tuple[int, int]] = []
    start = last = 0  # the range's start; the latest point since
    for point in found:
        if point - start >= chunk_bytes and last > start:
            ranges.append((start, last))
            start = last
        last = point
    if last > start and size - start > chunk_bytes:
        ranges.append((start, last))
        start = last
    ranges.append((start, size))
    return [r for r in ranges if r[1] > r[0]] or [(0, size)]


def points(data: bytes) -> list[int]:
    """Every offset where ``data`` may be cut (see the module's doc), ascending."""
    found: list[int] = []
    depth = 0  # (, [, { nesting
    groups = 0  # #if nesting
    opened_after_paren = False  # the `{` that opened depth 1 follows a `)`
    previous_close = -1  # where the latest `)` ended
    for m in _TOKEN.finditer(data):
        first = data[m.start()]
        point = -1
        if first == 0x28 or first == 0x5B:  # ( [
            if m.end() - m.start() > 1:  # a whole (...) with no brackets inside
                previous_close = m.end()
            else:
                depth += 1
        elif first == 0x29 or first == 0x5D:  # ) ]
            depth = max(depth - 1, 0)
            previous_close = m.end()
        elif first == 0x3B:  # ;
            if depth == 0 and groups == 0:
                point = m.end()
        elif first == 0x7B:  # {
            if depth == 0:
                opened_after_paren = previous_close >= 0 and not data[previous_close : m.start()].strip()
            depth += 1
        elif first == 0x7D:  # }
            depth = max(depth - 1, 0)
            if depth == 0 and opened_after_paren and groups == 0:
                point = m.end()
        elif m.group(2) is not None:  # a directive
            word = m.group(2)
            if word in _OPEN_GROUP:
                groups += 1
            elif word == b"endif":
                groups = max(groups - 1, 0)
            elif word == b"include" and depth == 0 and groups == 0:
                point = m.end()
        if point < 0:
            continue
        after = _BLANKS.match(data, point)
        if after is not None:
            found.append(after.end())
    return found


def _range(data: bytes, start: int, end: int, row: int) -> Range:
    column = start - (data.rfind(b"\n", 0, start) + 1)
    end_row = row + data.count(b"\n", start, end)
    end_column = end - (data.rfind(b"\n", 0, end) + 1)
    return Range(Point(row, column), Point(end_row, end_column), start, end)


def parse_range(data: bytes, start: int, end: int, row: int | None = None) -> Tree:
    """A tree-sitter-cuda tree of ``data[start:end]`` alone, its nodes at their offsets (bytes and
    rows) in ``data``. ``row``: the line ``start`` is on, when the caller knows it (counting the
    newlines before ``start`` again for every chunk would make a pass over the chunks quadratic)."""
    return parse_ranges(data, [(start, end)], row)


def parse_ranges(data: bytes, ranges: list[tuple[int, int]], row: int | None = None) -> Tree:
    """A tree of the byte ranges ``ranges`` of ``data`` (in order, each a run of whole top-level
    items, see ``plan``) as if nothing else were there, its nodes at their offsets in ``data``.
    ``row``: the line of the first range's start, when known."""
    parser = new_parser("cuda")
    included = []
    at = ranges[0][0]
    row = data.count(b"\n", 0, at) if row is None else row
    for start, end in ranges:
        row += data.count(b"\n", at, start)
        included.append(_range(data, start, end, row))
        at = start
    parser.included_ranges = included
    return parser.parse(data)


def parse_chunks(data: bytes, chunks: list[tuple[int, int]]) -> Iterator[tuple[int, int, Tree]]:
    """(start, end, tree) of each of ``chunks`` (contiguous, a ``plan``'s) in order, one parse at a
    time."""
    row = data.count(b"\n", 0, chunks[0][0]) if chunks else 0
    for start, end in chunks:
        yield start, end, parse_range(data, start, end, row)
        row += data.count(b"\n", start, end)
