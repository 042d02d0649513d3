"""Preprocessor directives read from their lines, where the tree holds no node for them (code
tree-sitter could not parse around them) or a rule needs only the directive's name."""

from __future__ import annotations

import re

_DIRECTIVE = re.compile(rb"[ \t]*#[ \t]*([a-z]+)")
# `defined(` or `defined ` right before a name
DEFINED_BEFORE = re.compile(rb"\bdefined[ \t]*\(?[ \t]*\Z")
NAME_TESTS = frozenset({"ifdef", "ifndef", "elifdef", "elifndef"})


def directive_at(data: bytes, offset: int) -> str | None:
    """The directive whose (logical) line holds ``offset``, by its text: `ifdef`, `if`, `define`...;
    None in a line of code."""
    line = data.rfind(b"\n", 0, offset) + 1
    while line > 1 and data[line - 2 : line - 1] == b"\\":  # a continued line: its first
        line = data.rfind(b"\n", 0, line - 1) + 1
    m = _DIRECTIVE.match(data, line, offset)
    return m.group(1).decode() if m is not None else None


def tests_name(data: bytes, start: int) -> bool:
    """Does the directive of the name at ``start`` want it as a name (`#ifdef X`, `defined(X)`)?"""
    line = data.rfind(b"\n", 0, start) + 1
    return directive_at(data, start) in NAME_TESTS or DEFINED_BEFORE.search(data, line, start) is not None


_LINE_DIRECTIVE = re.compile(
    rb"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b([^\n]*)", re.MULTILINE
)
_COMMENTS = re.compile(rb"/\*.*?\*/|//.*", re.DOTALL)


def never_compiled(data: bytes) -> list[tuple[int, int, int]]:
    """The branches no compiler reads, by their directives' lines: under `#if 0` or `#elif 0`, and
    those after `#if 1` (its `#elif`s and `#else`). Each as (directive start, branch start, branch
    end): the branch runs from the end of its directive's line to the start of the next directive
    of its `#if`."""
    found: list[tuple[int, int, int]] = []
    # per open #if: [the dead branch open (its directive, its start) or None, an earlier branch always taken]
    stack: list[list] = []
    for m in _LINE_DIRECTIVE.finditer(data):
        kind, condition = m.group(1), _COMMENTS.sub(b"", m.group(2)).strip()
        if kind in (b"elif", b"elifdef", b"elifndef", b"else", b"endif") and stack:
            frame = stack[-1]
            if frame[0] is not None:
                found.append((*frame[0], m.start()))
                frame[0] = None
            if kind == b"endif":
                stack.pop()
                continue
            if frame[1] or (kind == b"elif" and condition == b"0"):
                frame[0] = (m.start(), m.end())
            elif kind == b"elif" and condition == b"1":
                frame[1] = True
        elif kind in (b"if", b"ifdef", b"ifndef"):
            dead = kind == b"if" and condition == b"0"
            stack.append([(m.start(), m.end()) if dead else None, kind == b"if" and condition == b"1"])
    return found
