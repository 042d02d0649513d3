"""`cg::block_tile_memory<N>`: the scratch CUDA's cooperative groups need for tiles wider than a warp.

``__shared__ cg::block_tile_memory<256> scratch; auto block = cg::this_thread_block(scratch);``
lets an sm_80-class GPU partition a block into tiles of 64 to 512 threads. HIP has neither the type
nor that overload ("no template named 'block_tile_memory'"): its tiles need no scratch and stop at
the wavefront size. The declaration is removed and ``this_thread_block(scratch)`` becomes
``this_thread_block()``, with a warning: a tile wider than the wavefront (64 on CDNA, 32 on RDNA)
fails HIP's static assertion. Elsewhere (a type alias, a parameter) the name is reported.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context, call_arguments
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tree import declarator_names

NAME = "block_tile_memory"
CODE = "cg-tile-memory"
_WIDTHS = (
    "HIP's tiles need no scratch memory and stop at the wavefront size: tiled_partition<N> with N over 32"
    " fails to compile for RDNA targets (wave32), over 64 for every target"
)


def _in_cg(ctx: Context, node: Node) -> bool:
    scoped = node.parent
    while scoped is not None and scoped.type == "template_type":
        scoped = scoped.parent
    if scoped is None or scoped.type != "qualified_identifier":
        return ctx.facts.uses_cooperative_groups  # `using namespace cooperative_groups;`
    scope = scoped.child_by_field_name("scope")
    return scope is not None and ctx.text(scope) in ctx.facts.cg_namespaces


def _declaration(node: Node) -> Node | None:
    """The local or namespace-scope variable declaration whose type ``node`` names."""
    current = node.parent
    while current is not None and current.type in ("template_type", "qualified_identifier"):
        current = current.parent
    if current is None or current.type != "declaration":
        return None
    holder = current.parent
    return current if holder is not None and holder.type in ("compound_statement", "translation_unit") else None


def _scratch_arguments(ctx: Context, scope: Node, names: set[str], after: int) -> list[Node]:
    """The argument lists of `this_thread_block(scratch)` calls in ``scope`` after ``after``."""
    found = []
    for s, e, _ in lexer.occurrences(ctx.data, ("this_thread_block",), after, scope.end_byte):
        node = ctx.root.descendant_for_byte_range(s, e)
        call = node.parent if node is not None else None
        while call is not None and call.type == "qualified_identifier":
            call = call.parent
        if call is None or call.type != "call_expression":
            continue
        args = call_arguments(call)
        if len(args) == 1 and ctx.text(args[0]).strip() in names:
            arg_list = call.child_by_field_name("arguments")
            if arg_list is not None:
                found.append(arg_list)
    return found


@rule("cg-tile-memory", names={NAME}, codes={CODE}, priority=5)  # before cooperative-groups (its name list has it)
def _tile_memory(ctx: Context, node: Node, name: str) -> None:
    if node.type not in ("type_identifier", "identifier") or not _in_cg(ctx, node):
        return
    declaration = _declaration(node)
    if declaration is None:
        ctx.report(CODE, f"HIP has no cooperative_groups::{NAME}: {_WIDTHS}", node.start_byte, node.end_byte)
        return
    names = {ctx.text(n) for d in declaration.children_by_field_name("declarator") for n in declarator_names(d)}
    scope = declaration.parent
    assert scope is not None
    for arg_list in _scratch_arguments(ctx, scope, names, declaration.end_byte):
        ctx.replace(arg_list.start_byte, arg_list.end_byte, "()")
    data = ctx.data
    line = data.rfind(b"\n", 0, declaration.start_byte) + 1
    eol = data.find(b"\n", declaration.end_byte)
    alone = not data[line : declaration.start_byte].strip() and not data[declaration.end_byte : eol].strip()
    if alone and eol != -1:
        ctx.replace(line, eol + 1, "")
    else:
        ctx.replace(declaration.start_byte, declaration.end_byte, "")
    ctx.report(
        CODE,
        f"cooperative_groups::{NAME} removed, and this_thread_block() takes no scratch: {_WIDTHS}",
        node.start_byte,
        node.end_byte,
    )
