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
