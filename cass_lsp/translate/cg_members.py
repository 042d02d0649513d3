"""CUDA 12's cooperative-groups members that HIP 6.4's groups lack.

CUDA 12 named a group's size ``num_threads()`` and its shape ``dim_threads()`` (``size()`` and
``group_dim()`` are the older names, which HIP's groups have, with the same values): they are
renamed. A grid's blocks (``num_blocks()``, ``dim_blocks()``, ``block_rank()``, ``block_index()``)
and its split barrier (``barrier_arrive()``/``barrier_wait()``) have no HIP member: reported, with
what to write. Only calls on a group: a variable declared with a group type (or `auto` from
``this_thread_block()``, ``tiled_partition``...), or such a call itself.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.hip_releases import newest
from cass_lsp.syntax.cuda import function_at
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

RENAMED = {"num_threads": "size", "dim_threads": "group_dim"}
MISSING = {
    "num_blocks": "gridDim.x * gridDim.y * gridDim.z",
    "dim_blocks": "gridDim",
    "block_rank": "the block's linear index from blockIdx and gridDim",
    "block_index": "blockIdx",
    "barrier_arrive": "grid.sync() (HIP has no split grid barrier)",
    "barrier_wait": "grid.sync() (HIP has no split grid barrier)",
}
_GROUP_TYPES = (
    r"(?:thread_block_tile\s*<[^;{}]*?>|thread_block|grid_group|thread_group|coalesced_group|multi_grid_group)"
)
_GROUP_CALLS = re.compile(r"\b(?:this_thread_block|tiled_partition|this_grid|coalesced_threads|this_multi_grid)\b")


def _is_group(ctx: Context, receiver: Node) -> bool:
    text = ctx.text(receiver)
    if _GROUP_CALLS.search(text):
        return True
    if receiver.type != "identifier":
        return False
    fn = function_at(ctx.root, receiver.start_byte)
    start = fn.outer.start_byte if fn is not None else 0
    before = ctx.data[start : receiver.start_byte].decode("utf-8", "replace")
    name = re.escape(text)
    typed = re.search(rf"\b{_GROUP_TYPES}\s*[&*]?\s*(?:const\s+)?{name}\b", before)
    inferred = re.search(rf"\bauto\s*[&]?\s*{name}\s*=\s*[^;]*", before)
    return typed is not None or (inferred is not None and _GROUP_CALLS.search(inferred.group()) is not None)


@rule("cg-members", names=set(RENAMED) | set(MISSING), codes={"cooperative-groups"})
def _member(ctx: Context, node: Node, name: str) -> None:
    expr = node.parent
    call = expr.parent if expr is not None else None
    if node.type != "field_identifier" or expr is None or expr.type != "field_expression":
        return
    if call is None or call.type != "call_expression" or not ctx.facts.uses_cooperative_groups:
        return
    receiver = expr.child_by_field_name("argument")
    if receiver is None or not _is_group(ctx, receiver):
        return
    if name in RENAMED:
        ctx.replace(node.start_byte, node.end_byte, RENAMED[name])
        return
    ctx.report(
        "cooperative-groups",
        f"HIP's grid groups have no {name}() (none up to {newest().short}): use {MISSING[name]}",
        node.start_byte,
        call.end_byte,
    )
