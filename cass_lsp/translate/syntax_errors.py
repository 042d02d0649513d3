"""Code tree-sitter could not parse: names in it were still translated, but a person should look."""

from __future__ import annotations

from cass_lsp.syntax.languages import iter_errors
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

REPORTED = 20  # at most, per file


@rule("syntax-errors", phase="range", order=90, codes={"syntax-error"})
def report(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    for error in iter_errors(ctx.root, REPORTED):
        if start <= error.start_byte < end:
            what = "missing " + error.type if error.is_missing else "unparsed code"
            ctx.report(
                "syntax-error",
                f"tree-sitter could not parse this ({what}); names in it were still translated, but check it by hand",
                error.start_byte,
                max(error.end_byte, error.start_byte + 1) if error.start_byte < len(data) else error.start_byte,
            )
