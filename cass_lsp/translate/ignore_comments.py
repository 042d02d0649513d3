"""A ``cass-lsp: ignore[...]`` comment that names a code cass-lsp does not report (a misspelling:
``warp-size-literl``) decides nothing: said where the comment is, as ``--ignore`` and the rule
file refuse such a code (suppression.py reads the comments)."""

from __future__ import annotations

from cass_lsp.translate import suppression
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

CODE = "ignore-unknown-code"


@rule("ignore-comments", phase="range", pattern=b"cass-lsp:", codes={CODE})
def report_unknown_codes(ctx: Context, start: int, end: int) -> None:
    for s, e, message in suppression.unknown_codes(ctx.data, start, end):
        ctx.report(CODE, message, s, e)
