"""Warp-level hazards: lane masks, *_sync intrinsics, and a warp size of 32 written into code.

HIP runs wave32 on RDNA (gfx10xx/gfx11xx) and wave64 on CDNA (gfx90a, gfx942): a mask of
0xffffffff covers half a CDNA wavefront, and `& 31`, `% 32`, `>> 5` compute the wrong lane and
warp ids there. HIP 5.x has no *_sync intrinsics at all; their non-sync forms take no mask.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate.context import (
    THIRTY_TWO_BIT_TYPES,
    Context,
    call_arguments,
    call_of_callee,
    thread_like,
)
from cass_lsp.translate.result import Edit

SYNC_TO_PLAIN = {
    "__shfl_sync": "__shfl",
    "__shfl_up_sync": "__shfl_up",
    "__shfl_down_sync": "__shfl_down",
    "__shfl_xor_sync": "__shfl_xor",
    "__ballot_sync": "__ballot",
    "__any_sync": "__any",
    "__all_sync": "__all",
}
SYNC_WITHOUT_HIP = frozenset(
    {
        "__match_any_sync",
        "__match_all_sync",
        "__reduce_add_sync",
        "__reduce_min_sync",
        "__reduce_max_sync",
        "__reduce_and_sync",
        "__reduce_or_sync",
        "__reduce_xor_sync",
        "__uni_sync",
    }
)
BALLOT_CALLS = frozenset({"__ballot_sync", "__ballot", "__activemask"})
NAMES = frozenset({*SYNC_TO_PLAIN, *SYNC_WITHOUT_HIP, "__activemask", "__syncwarp"})

_FULL_MASK = re.compile(r"^\(?\s*(?:0[xX][fF]{8}[uUlL]*|~0[uUlL]*|-1|~\(?0[uUlL]*\)?|__activemask\s*\(\s*\))\s*\)?$")
_WARP_MACRO_NAME = re.compile(r"(?i)warp_?size|warpsz|^lanes?$|threads_per_warp|lanes_per_warp|^warp$")


def is_full_mask(ctx: Context, text: str, depth: int = 0) -> bool:
    text = text.strip()
    if _FULL_MASK.match(text):
        return True
    value = ctx.facts.object_macros.get(text) or ctx.facts.constants.get(text)
    return value is not None and depth < 4 and is_full_mask(ctx, value, depth + 1)


def handle_name(ctx: Context, node: Node, name: str) -> None:
    """A warp intrinsic's name in code."""
    call = call_of_callee(node)
    if call is None:
        ctx.report(
            "warp-sync-missing", f"{name} is not a call here; HIP 5.x has no {name}", node.start_byte, node.end_byte
        )
        return
    args = call_arguments(call)
    if name == "__activemask":
        ctx.replace(call.start_byte, call.end_byte, "__ballot(1)")
        ctx.report(
            "activemask",
            "HIP 5.x has no __activemask: rewritten to __ballot(1), which returns a 64-bit mask of the active lanes",
            call.start_byte,
            call.end_byte,
        )
        _check_ballot_storage(ctx, call, name)
        return
    if name == "__syncwarp":
        ctx.replace(call.start_byte, call.end_byte, "__builtin_amdgcn_wave_barrier()")
        ctx.report(
            "syncwarp",
            "HIP 5.x has no __syncwarp: rewritten to __builtin_amdgcn_wave_barrier(); AMD wavefronts run in lockstep,"
            " so a partial mask synchronises the whole wavefront",
            call.start_byte,
            call.end_byte,
        )
        return
    if name in SYNC_WITHOUT_HIP:
        ctx.report(
            "warp-sync-missing",
            f"HIP 5.x has no {name}; {ctx.mapping.sync_intrinsics_note}. Rewrite it with __shfl/__ballot loops",
            call.start_byte,
            call.end_byte,
        )
        return
    plain = SYNC_TO_PLAIN[name]
    if args and is_full_mask(ctx, ctx.text(args[0])):
        ctx.replace(node.start_byte, node.end_byte, plain)
        end = args[1].start_byte if len(args) > 1 else args[0].end_byte
        ctx.replace(args[0].start_byte, end, "")
        ctx.report(
            "warp-sync-rewritten",
            f"{name} with the full mask becomes {plain} (HIP 5.x has no *_sync intrinsics); on wave64 targets it"
            " spans all 64 lanes",
            call.start_byte,
            call.end_byte,
        )
    else:
        mask = ctx.text(args[0]) if args else "(none)"
        ctx.report(
            "warp-sync-mask",
            f"{name} with mask {mask}: HIP 5.x has only {plain}, which takes no mask, so only the full mask can be"
            f" dropped safely. {ctx.mapping.sync_intrinsics_note}; restructure the code so that all lanes take part",
            call.start_byte,
            call.end_byte,
        )
    if name == "__ballot_sync":
        _check_ballot_storage(ctx, call, name)


def handle_macro_token(ctx: Context, start: int, end: int, name: str) -> None:
    """A warp intrinsic inside a #define body: no tree there, so report rather than rewrite."""
    if name in SYNC_TO_PLAIN and _rewrite_macro_call(ctx, start, end, name):
        return
    if name in SYNC_TO_PLAIN:
        message = (
            f"{name} in a macro body: HIP 5.x has no *_sync intrinsics; write {SYNC_TO_PLAIN[name]} without the mask"
            " if the mask is the full mask"
        )
        ctx.report("warp-sync-mask", message, start, end)
    else:
        ctx.report("warp-sync-missing", f"HIP 5.x has no {name}; {ctx.mapping.sync_intrinsics_note}", start, end)


def _rewrite_macro_call(ctx: Context, start: int, end: int, name: str) -> bool:
    """`__shfl_down_sync(0xffffffff, v, d)` in a #define body: drop the full mask as in code."""
    data = ctx.data
    pos = end
    while pos < len(data) and data[pos] in b" \t":
        pos += 1
    if pos >= len(data) or data[pos : pos + 1] != b"(":
        return False
    depth, i = 0, pos + 1
    while i < len(data) and data[i : i + 1] != b"\n":
        c = data[i : i + 1]
        if c in b"([{":
            depth += 1
        elif c in b")]}":
            if depth == 0:
                return False
            depth -= 1
        elif c == b"," and depth == 0:
            break
        i += 1
    else:
        return False
    mask = data[pos + 1 : i].decode("utf-8", "replace")
    if not is_full_mask(ctx, mask):
        return False
    after = i + 1
    while after < len(data) and data[after] in b" \t":
        after += 1
    ctx.replace(start, end, SYNC_TO_PLAIN[name])
    ctx.replace(pos + 1, after, "")
    ctx.report(
        "warp-sync-rewritten",
        f"{name} with the full mask becomes {SYNC_TO_PLAIN[name]} (HIP 5.x has no *_sync intrinsics)",
        start,
        end,
    )
    return True


def _check_ballot_storage(ctx: Context, call: Node, name: str) -> None:
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
    fix = (Edit(type_node.start_byte, type_node.end_byte, "unsigned long long"),)
    ctx.report(
        "ballot-32bit",
        f"The result of {name} is kept in {type_text}: HIP's ballot is 64-bit, and on wave64 targets lanes 32-63"
        " are lost. Use a 64-bit integer (and __popcll/__ffsll on it)",
        type_node.start_byte,
        call.end_byte,
        fix=fix,
        fix_title="Keep the ballot in unsigned long long",
    )


# -- numbers ---------------------------------------------------------------------------------

NUMBER_CANDIDATES = re.compile(rb"(?<![\w.])(?:31|32|16|5|0[xX][fF]{8})[uUlL]*(?![\w.])")


def _literal_value(text: str) -> int | None:
    try:
        return int(text.rstrip("uUlL"), 0)
    except ValueError:
        return None


def check_number(ctx: Context, node: Node) -> None:
    """A number literal that may stand for the warp size (32), lane mask (31), warp shift (5)."""
    value = _literal_value(ctx.text(node))
    parent = node.parent
    if value is None or parent is None:
        return
    if value == 0xFFFFFFFF:
        _check_mask_comparison(ctx, parent)
        return
    if parent.type == "binary_expression" and parent.child_by_field_name("right") == node:
        op_node = parent.child_by_field_name("operator")
        op = ctx.text(op_node) if op_node is not None else ""
        left = parent.child_by_field_name("left")
        if left is None or not thread_like(ctx.text(left)):
            return
        left_text = ctx.text(left)
        if value == 31 and op == "&":
            _warp_finding(ctx, parent, f"`{left_text} & 31` assumes 32 lanes", node, "(warpSize - 1)")
        elif value == 32 and op in ("%", "/"):
            what = "lane index" if op == "%" else "warp index"
            _warp_finding(ctx, parent, f"`{left_text} {op} 32` computes a {what} for 32 lanes", node, "warpSize")
        elif value == 5 and op == ">>" and op_node is not None:
            fix = (Edit(op_node.start_byte, node.end_byte, "/ warpSize"),)
            _warp_report(ctx, parent, f"`{left_text} >> 5` computes a warp index for 32 lanes", fix)
        return
    if value == 16:
        _check_shuffle_loop(ctx, node)


def _check_mask_comparison(ctx: Context, parent: Node) -> None:
    op_node = parent.child_by_field_name("operator") if parent.type == "binary_expression" else None
    if op_node is not None and ctx.text(op_node) in ("==", "!="):
        ctx.report(
            "lane-mask-32",
            "Comparing a lane mask with 0xffffffff tests 32 lanes; on wave64 targets a full mask is"
            " 0xffffffffffffffff (compare with __ballot(1) instead)",
            parent.start_byte,
            parent.end_byte,
        )


def _check_shuffle_loop(ctx: Context, node: Node) -> None:
    """`for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down(...)` reduces 32 lanes."""
    init = node.parent
    if init is None or init.type != "init_declarator":
        return
    decl = init.parent
    loop = decl.parent if decl is not None else None
    if loop is None or loop.type != "for_statement" or loop.child_by_field_name("initializer") != decl:
        return
    body = loop.child_by_field_name("body")
    if body is None or b"__shfl" not in ctx.data[body.start_byte : body.end_byte]:
        return
    _warp_finding(
        ctx,
        init,
        "A shuffle reduction starting at offset 16 combines 32 lanes; on wave64 targets lanes 32-63 are left out",
        node,
        "warpSize / 2",
    )


def _warp_finding(ctx: Context, construct: Node, what: str, literal: Node, replacement: str) -> None:
    _warp_report(ctx, construct, what, (Edit(literal.start_byte, literal.end_byte, replacement),))


def _warp_report(ctx: Context, construct: Node, what: str, fix: tuple[Edit, ...]) -> None:
    ctx.report(
        "warp-size-literal",
        f"{what}; AMD CDNA GPUs (gfx90a, gfx942) run 64-lane wavefronts. Use warpSize",
        construct.start_byte,
        construct.end_byte,
        fix=fix,
        fix_title="Use warpSize",
    )


def check_warp_size_definitions(ctx: Context, start: int, end: int) -> None:
    """`#define WARP_SIZE 32` and `constexpr int kWarpSize = 32;` fix the warp size for all targets."""
    for name, body in ctx.facts.object_macros.items():
        if body == "32" and _WARP_MACRO_NAME.search(name):
            for m in re.finditer(rb"#[ \t]*define[ \t]+" + re.escape(name.encode()) + rb"[ \t]+32\b", ctx.data):
                if start <= m.start() < end:
                    ctx.report(
                        "warp-size-macro",
                        f"{name} is 32, but AMD CDNA GPUs (gfx90a, gfx942) run 64-lane wavefronts: use warpSize in"
                        " device code (a constant in HIP), and hipDeviceProp_t::warpSize on the host",
                        m.start(),
                        m.end(),
                    )
    for m in re.finditer(rb"(?i)\b(\w*warp_?size\w*)\s*=\s*32\b", ctx.data[start:end]):
        s = start + m.start(1)
        node = ctx.root.descendant_for_byte_range(s, start + m.end(1))
        if (
            node is not None
            and node.type == "identifier"
            and node.parent is not None
            and node.parent.type == "init_declarator"
        ):
            ctx.report(
                "warp-size-macro",
                f"{m.group(1).decode()} is 32, but AMD CDNA GPUs (gfx90a, gfx942) run 64-lane wavefronts: use"
                " warpSize in device code (a constant in HIP), and hipDeviceProp_t::warpSize on the host",
                node.parent.start_byte,
                node.parent.end_byte,
            )
