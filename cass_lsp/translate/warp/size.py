"""A warp size of 32 written into code: `tid & 31`, `tid % 32`, `tid >> 5`, shuffle loops from offset
16, masks compared with 0xffffffff, `#define WARP_SIZE 32`. AMD CDNA GPUs run 64-lane wavefronts."""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.result import Edit
from cass_lsp.translate.context import Context, thread_like
from cass_lsp.translate.portability import in_constant_expression, in_device_only_function, warp_size_fix_portable
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tree import in_platform_branch
from cass_lsp.translate.warp.masks import local_variable

_WARP_MACRO_NAME = re.compile(r"(?i)warp_?size|warpsz|^lanes?$|threads_per_warp|lanes_per_warp|^warp$")
# Operands that cannot be negative, where `x >> 5` and `x / warpSize` agree on NVIDIA.
_UNSIGNED_BUILTIN = re.compile(r"^(?:threadIdx|blockDim|blockIdx|gridDim)\.[xyz]$")
_UNSIGNED_TYPES = frozenset({"unsigned", "unsigned int", "uint32_t", "uint", "size_t", "unsigned long", "uint64_t"})


# -- numbers ---------------------------------------------------------------------------------

NUMBER_CANDIDATES = re.compile(rb"(?<![\w.])(?:31|32|16|5|0[xX][fF]{8})[uUlL]*(?![\w.])")


def _literal_value(text: str) -> int | None:
    try:
        return int(text.rstrip("uUlL"), 0)
    except ValueError:
        return None


@rule("warp.numbers", phase="range", codes={"warp-size-literal", "lane-mask-32"})
def check_numbers(ctx: Context, start: int, end: int) -> None:
    root = ctx.root
    for m in NUMBER_CANDIDATES.finditer(ctx.data, start, end):
        node = root.descendant_for_byte_range(m.start(), m.end())
        if node is not None and node.type == "number_literal" and node.start_byte == m.start():
            check_number(ctx, node)


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
            portable = _never_negative(ctx, left) and warp_size_fix_portable(ctx, parent, node)
            fix = (Edit(op_node.start_byte, node.end_byte, "/ warpSize", portable=portable),)
            what = f"`{left_text} >> 5` computes a warp index for 32 lanes"
            _warp_report(ctx, parent, what, fix if _warp_size_compiles(node) else ())
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


def _never_negative(ctx: Context, operand: Node) -> bool:
    """`x >> 5` rounds a negative x down, `x / 32` toward zero: the warpSize fix keeps the program
    only for an operand that cannot be negative, standing alone (`a + tid >> 5` would become
    `a + tid / warpSize`)."""
    text = " ".join(ctx.text(operand).split()).replace(" ", "")
    if operand.type == "field_expression":
        return _UNSIGNED_BUILTIN.match(text) is not None
    if operand.type == "identifier":
        variable = local_variable(ctx, operand)
        return variable is not None and variable.type_text in _UNSIGNED_TYPES
    return False


def _warp_size_compiles(literal: Node) -> bool:
    """Does `warpSize` compile where ``literal`` stands? HIP's is a device variable, not a
    constant: not in host code (a `__host__ __device__` function's host copy included), not in a
    constant expression. Elsewhere the finding comes without a fix."""
    return in_device_only_function(literal) and not in_constant_expression(literal)


def _warp_finding(ctx: Context, construct: Node, what: str, literal: Node, replacement: str) -> None:
    if not _warp_size_compiles(literal):
        _warp_report(ctx, construct, what, ())
        return
    # The same program on NVIDIA, where warpSize is 32, wherever device code may read warpSize.
    portable = warp_size_fix_portable(ctx, construct, literal)
    _warp_report(ctx, construct, what, (Edit(literal.start_byte, literal.end_byte, replacement, portable=portable),))


def _warp_report(ctx: Context, construct: Node, what: str, fix: tuple[Edit, ...]) -> None:
    ctx.report(
        "warp-size-literal",
        f"{what}; AMD CDNA GPUs (gfx90a, gfx942) run 64-lane wavefronts. Use warpSize",
        construct.start_byte,
        construct.end_byte,
        fix=fix,
        fix_title="Use warpSize" if fix else "",
    )


@rule("warp.size-definitions", phase="range", codes={"warp-size-macro"})
def check_warp_size_definitions(ctx: Context, start: int, end: int) -> None:
    """`#define WARP_SIZE 32` and `constexpr int kWarpSize = 32;` fix the warp size for all targets."""
    for name, body in ctx.facts.object_macros.items():
        if body == "32" and _WARP_MACRO_NAME.search(name):
            definition = re.compile(rb"#[ \t]*define[ \t]+" + re.escape(name.encode()) + rb"[ \t]+32\b")
            # [start, end) only (a line never spans its end): a chunked translation asks per chunk.
            for m in definition.finditer(ctx.data, start, end):
                # The CUDA side of an `#ifdef __HIP_PLATFORM_AMD__`: the HIP side says what AMD gets.
                if start <= m.start() < end and not in_platform_branch(
                    ctx.root.descendant_for_byte_range(m.start(), m.start())
                ):
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
