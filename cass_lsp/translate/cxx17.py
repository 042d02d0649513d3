"""C++ that nvcc accepts and clang does not: the ``register`` storage class.

C++17 removed ``register``; nvcc's front end still accepts it (with a warning at most) while
clang, which hipcc runs, rejects it under ``-std=c++17`` ("ISO C++17 does not allow 'register'
storage class specifier"). It has meant nothing to compilers for decades, so it is removed, with
one note per file.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate.context import Context

_REGISTER = re.compile(rb"\bregister\b")


def drop_register(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    for m in _REGISTER.finditer(data, start, end):
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type != "register" or node.parent is None:
            continue
        if node.parent.type != "storage_class_specifier":
            continue
        cut = m.end()
        while cut < len(data) and data[cut : cut + 1] in (b" ", b"\t"):
            cut += 1
        ctx.replace(m.start(), cut, "")
        ctx.report_once(
            "register",
            "register-keyword",
            "`register` is not C++17: clang (which hipcc runs) rejects it where nvcc accepts it; it was removed"
            " (compilers have ignored it for decades)",
            m.start(),
            m.end(),
        )


# HIP's half types overload operator= for several source types (__half_raw, __half2_raw, the
# vector type), so `h = {}` is ambiguous under clang where CUDA's one candidate takes it (HeCBench's
# quant3MatMul: `res2 = {};`). Naming the type, `h = half2{}`, is the same zero in both.
_EMPTY_BRACES = re.compile(rb"=[ \t]*\{[ \t]*\}")
HALF_TYPES = frozenset({"half", "__half", "half2", "__half2"})


def name_empty_braces(ctx: Context, start: int, end: int) -> None:
    for m in _EMPTY_BRACES.finditer(ctx.data, start, end):
        op = ctx.root.descendant_for_byte_range(m.start(), m.start() + 1)
        assign = op.parent if op is not None else None
        if assign is None or assign.type != "assignment_expression":
            continue
        left, right = assign.child_by_field_name("left"), assign.child_by_field_name("right")
        if left is None or right is None or left.type != "identifier" or right.type != "initializer_list":
            continue
        type_name = _declared_type(ctx, left)
        if type_name not in HALF_TYPES:
            continue
        ctx.replace(right.start_byte, right.start_byte, type_name)
        ctx.report_once(
            f"braces:{type_name}",
            "half-empty-braces",
            f"`= {{}}` on a {type_name} is ambiguous with HIP's half types (they overload operator= for several"
            f" types): written `= {type_name}{{}}`, the same zero",
            right.start_byte,
            right.end_byte,
        )


def _declared_type(ctx: Context, ident: Node) -> str | None:
    """The type of the local variable ``ident`` names, from its declaration in the enclosing function."""
    scope = ident
    while scope.parent is not None and scope.type != "function_definition":
        scope = scope.parent
    name = ctx.text(ident)
    stack = [scope]
    while stack:
        node = stack.pop()
        if node.start_byte >= ident.start_byte:
            continue
        if node.type == "declaration":
            for declarator in node.children_by_field_name("declarator"):
                target = declarator
                if declarator.type == "init_declarator":
                    target = declarator.child_by_field_name("declarator")
                if target is not None and target.type == "identifier" and ctx.text(target) == name:
                    type_node = node.child_by_field_name("type")
                    return ctx.text(type_node) if type_node is not None else None
        stack.extend(node.children)
    return None
