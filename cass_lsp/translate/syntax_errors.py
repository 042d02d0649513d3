"""Code tree-sitter could not parse: names in it were still translated, but a person should look.

Not inside a #define: a macro's body is any sequence of tokens (`do { ... } while (0)` without its
`;`, a statement cut in half), and tree-sitter's grammar misreads some valid ones (a `/* */` comment
on a continued line ends its body early, and the rest parses as code): the preprocessor accepts
them, so there is nothing to check by hand.
"""

from __future__ import annotations

import re

from cass_lsp.syntax.languages import iter_errors
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

_DEFINE = re.compile(rb"[ \t]*#[ \t]*define\b")

REPORTED = 20  # at most, per file


@rule("syntax-errors", phase="range", codes={"syntax-error"}, about_input=True)
def report(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    # Counts over the file: a chunked translation's trees hold one chunk each, in order.
    counts = ctx.state("syntax-errors.counts", lambda: {"seen": 0, "reported": 0})
    for error in iter_errors(ctx.root, 5 * REPORTED - counts["seen"]):
        counts["seen"] += 1
        if counts["reported"] < REPORTED and start <= error.start_byte < end and not in_define(data, error.start_byte):
            counts["reported"] += 1
            what = "missing " + error.type if error.is_missing else "unparsed code"
            ctx.report(
                "syntax-error",
                f"tree-sitter could not parse this ({what}); names in it were still translated, but check it by hand",
                error.start_byte,
                max(error.end_byte, error.start_byte + 1) if error.start_byte < len(data) else error.start_byte,
            )


def in_define(data: bytes, offset: int) -> bool:
    """Is ``offset`` in a #define directive (its first line or a line continued from it)?"""
    line = data.rfind(b"\n", 0, offset) + 1
    while line > 0:
        end = line - 1  # the newline that ends the line before
        if data[end - 1 : end] == b"\r":
            end -= 1
        if data[end - 1 : end] != b"\\":
            break
        line = data.rfind(b"\n", 0, end) + 1
    return _DEFINE.match(data, line) is not None
