"""The value of an `#if` condition from macros whose values are known, as the preprocessor computes
it: None where it depends on anything else (a short-circuit aside: `defined(FOO) && CUDART_VERSION <
5000` is 0 where the right side is)."""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping

from tree_sitter import Node

from cass_lsp.translate.context import Context

# The preprocessor's integer operators (cuda_arch.py evaluates its conditions with them too).
BINARY: dict[str, Callable[[int, int], int]] = {
    "&&": lambda a, b: int(bool(a) and bool(b)),
    "||": lambda a, b: int(bool(a) or bool(b)),
    "==": lambda a, b: int(a == b),
    "!=": lambda a, b: int(a != b),
    "<": lambda a, b: int(a < b),
    "<=": lambda a, b: int(a <= b),
    ">": lambda a, b: int(a > b),
    ">=": lambda a, b: int(a >= b),
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "&": operator.and_,
    "|": operator.or_,
    "^": operator.xor,
    "<<": operator.lshift,
    ">>": operator.rshift,
}
UNARY: dict[str, Callable[[int], int]] = {
    "!": lambda a: int(not a),
    "-": operator.neg,
    "+": operator.pos,
    "~": operator.invert,
}


def number(text: str) -> int | None:
    """A preprocessor number's value (suffixes dropped), None for none."""
    try:
        return int(text.rstrip("uUlL"), 0)
    except ValueError:
        return None


def evaluate(ctx: Context, node: Node, known: Mapping[str, int], used: set[str]) -> int | None:
    """``node``'s value with the macros of ``known`` defined as their values; the names of ``known``
    it reads are added to ``used``."""
    kind = node.type
    if kind == "number_literal":
        return number(ctx.text(node))
    if kind == "identifier":
        name = ctx.text(node)
        if name not in known:
            return None
        used.add(name)
        return known[name]
    if kind == "preproc_defined":
        names = [ctx.text(c) for c in node.named_children if c.type == "identifier"]
        if len(names) != 1 or names[0] not in known:
            return None
        used.add(names[0])
        return 1
    if kind == "parenthesized_expression":
        inner = [c for c in node.named_children if c.type != "comment"]
        return evaluate(ctx, inner[0], known, used) if len(inner) == 1 else None
    if kind == "unary_expression":
        op, arg = node.child_by_field_name("operator"), node.child_by_field_name("argument")
        fn = UNARY.get(op.type) if op is not None else None
        value = evaluate(ctx, arg, known, used) if fn is not None and arg is not None else None
        return None if value is None or fn is None else fn(value)
    if kind == "binary_expression":
        op, left, right = (node.child_by_field_name(f) for f in ("operator", "left", "right"))
        if op is None or left is None or right is None:
            return None
        a, b = evaluate(ctx, left, known, used), evaluate(ctx, right, known, used)
        if op.type == "&&":
            return 0 if a == 0 or b == 0 else (1 if a is not None and b is not None else None)
        if op.type == "||":
            return 1 if (a is not None and a != 0) or (b is not None and b != 0) else (0 if a == b == 0 else None)
        fn = BINARY.get(op.type)
        return None if fn is None or a is None or b is None else fn(a, b)
    return None
