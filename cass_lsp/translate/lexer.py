"""A small C lexer for text tree-sitter leaves opaque: ``#define`` bodies and other directive text.

Only identifiers and numbers matter to the engine; string and character literals and comments
are skipped so that a macro body's ``printf("CUDA ...")`` keeps its text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

# One alternation, scanned left to right: literals and comments are matched (and skipped) as
# whole tokens, so an identifier is never found inside one.
_TOKEN = re.compile(
    rb"""
      (?P<skip>
          "(?:\\.|[^"\\\n])*"?          # string literal (unterminated at end of text too)
        | '(?:\\.|[^'\\\n])*'?          # character literal
        | //[^\n]*                      # line comment
        | /\*.*?(?:\*/|\Z)              # block comment
      )
    | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
    | (?P<number>\.?[0-9](?:[eEpP][+-]|[A-Za-z0-9_.'])*)
    """,
    re.VERBOSE | re.DOTALL,
)


def identifiers(data: bytes, start: int = 0, end: int | None = None) -> Iterator[tuple[int, int, str]]:
    """(start, end, name) of each identifier in ``data[start:end]``, offsets into ``data``."""
    for m in _TOKEN.finditer(data, start, len(data) if end is None else end):
        if m.lastgroup == "ident":
            yield m.start(), m.end(), m.group().decode("ascii")


def tokens(data: bytes, start: int = 0, end: int | None = None) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of identifiers and numbers, kind being ``ident`` or ``number``."""
    for m in _TOKEN.finditer(data, start, len(data) if end is None else end):
        if m.lastgroup != "skip":
            yield m.lastgroup or "", m.start(), m.end()
