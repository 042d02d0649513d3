"""Ballots kept in 32 bits: HIP's ballot is 64-bit, and on wave64 targets lanes 32-63 are lost."""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.core.result import Edit
from cass_lsp.translate.context import THIRTY_TWO_BIT_TYPES, Context
from cass_lsp.translate.warp.widening import widening_keeps_program


def check_ballot_storage(ctx: Context, call: Node, name: str) -> None:
    """`unsigned m = __ballot_sync(...)` keeps half a wave64 ballot."""
    parent = call.parent
    if parent is None or parent.type != "init_declarator":
        return
    decl = parent.parent
    type_node = decl.child_by_field_name("type") if decl is not None else None
    if decl is None or type_node is None or decl.type != "declaration":
        return
    type_text = " ".join(ctx.text(type_node).split())
    if type_text not in THIRTY_TWO_BIT_TYPES:
        return
    # Portable where every use of the variable gives the same result in 64 bits (widening.py).
    portable = widening_keeps_program(ctx, decl, type_text)
    fix = (Edit(type_node.start_byte, type_node.end_byte, "unsigned long long", portable=portable),)
    ctx.report(
        "ballot-32bit",
        f"The result of {name} is kept in {type_text}: HIP's ballot is 64-bit, and on wave64 targets lanes 32-63"
        " are lost. Use a 64-bit integer (and __popcll/__ffsll on it)",
        type_node.start_byte,
        call.end_byte,
        fix=fix,
        fix_title="Keep the ballot in unsigned long long",
    )
