"""A small C lexer for text tree-sitter leaves opaque: ``#define`` bodies and other directive text.

Only identifiers and numbers matter to the engine; string and character literals and comments
are skipped so that a macro body's ``printf("CUDA ...")`` keeps its text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

# A literal or comment: skipped as a whole token, so that an identifier is never found inside one.
_SKIP = rb"""
      "(?:\\.|[^"\\\n])*"?          # string literal (unterminated at end of text too)
    | '(?:\\.|[^'\\\n])*'?          # character literal
    | //[^\n]*                      # line comment
    | /\*.*?(?:\*/|\Z)              # block comment
"""
_IDENT = rb"[A-Za-z_][A-Za-z0-9_]*"
_NUMBER = rb"\.?[0-9](?:[eEpP][+-]|[A-Za-z0-9_.'])*"
# One alternation, scanned left to right: literals and comments are matched (and skipped) as
# whole tokens.
_TOKEN = re.compile(
    rb"(?P<skip>" + _SKIP + rb")|(?P<ident>" + _IDENT + rb")|(?P<number>" + _NUMBER + rb")",
    re.VERBOSE | re.DOTALL,
)
# Bytes that start no token (those that may start a literal, comment, identifier or number aside).
_OTHER = rb"""[^A-Za-z0-9_"'/.]+ | /(?![/*]) | \.(?![0-9])"""


def identifiers(data: bytes, start: int = 0, end: int | None = None) -> Iterator[tuple[int, int, str]]:
    """(start, end, name) of each identifier in ``data[start:end]``, offsets into ``data``."""
    for m in _TOKEN.finditer(data, start, len(data) if end is None else end):
        if m.lastgroup == "ident":
            yield m.start(), m.end(), m.group().decode("ascii")


def occurrences(
    data: bytes, names: Iterable[str], start: int = 0, end: int | None = None
) -> Iterator[tuple[int, int, str]]:
    """Those of ``identifiers(data, start, end)`` whose name is one of ``names``, in one regex pass:
    the tokens between two of them (other identifiers, numbers, literals, comments) are consumed
    inside the regex engine, never handed to Python (a whole-file search for a few names)."""
    wanted = frozenset(names)
    if not wanted:
        return
    for m in _occurrences_pattern(wanted).finditer(data, start, len(data) if end is None else end):
        if m.lastindex is not None:
            yield m.start(1), m.end(1), m.group(1).decode("ascii")


@lru_cache(maxsize=64)
def _occurrences_pattern(names: frozenset[str]) -> re.Pattern[bytes]:
    # Longest first: `(?:ab|abc)(?!\w)` backtracks anyway, but this is the order a reader expects.
    alternation = b"|".join(re.escape(n.encode("ascii")) for n in sorted(names, key=lambda n: (-len(n), n)))
    wanted = rb"(?:" + alternation + rb")(?![A-Za-z0-9_])"
    # Each match: a possessive run of tokens that are none of ``names`` (a literal, a number, another
    # identifier, a byte of punctuation), then one of ``names`` or the end of the text. The run stops
    # only where a wanted identifier starts (every other byte begins one of its alternatives), so no
    # match ever fails and the pass is linear; the tokens are those of ``_TOKEN``.
    return re.compile(
        rb"(?:" + _SKIP + rb"|(?!" + wanted + rb")" + _IDENT + rb"|" + _NUMBER + rb"|" + _OTHER + rb")*+"
        rb"(?:(" + wanted + rb")|\Z)",
        re.VERBOSE | re.DOTALL,
    )


def tokens(data: bytes, start: int = 0, end: int | None = None) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of identifiers and numbers, kind being ``ident`` or ``number``."""
    for m in _TOKEN.finditer(data, start, len(data) if end is None else end):
        if m.lastgroup != "skip":
            yield m.lastgroup or "", m.start(), m.end()
