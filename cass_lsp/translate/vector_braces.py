"""Braced initializers of CUDA's vector types with fewer values than components: `uint2 c = {0};`.

CUDA's uint2 is an aggregate: `{0}` sets x and zeroes the rest. HIP's is a class whose constructors
take every component, or one value that goes to each (explicit): `uint2 c = {0};` fails ("chosen
constructor is explicit in copy-initialization"), `float4 f = {0, 0};` finds no constructor, and
`uint2 g{5};` compiles to (5, 5) where CUDA made (5, 0). In a declaration of a vector type (an array
of them too), such a list is completed with zeros, the components CUDA's aggregate initialization
zeroes: `{0}` -> `{0, 0}`, with a ``vector-braces`` note. `{}` (every component zero) compiles as it
is in both.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

CODE = "vector-braces"
_BASES = ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "longlong", "ulonglong", "float",
          "double")  # fmt: skip
COMPONENTS = {f"{base}{n}": n for base in _BASES for n in (2, 3, 4)}


def _items(node: Node) -> list[Node]:
    return [c for c in node.named_children if c.type != "comment"]


def _complete(ctx: Context, braces: Node, count: int, type_name: str) -> None:
    items = _items(braces)
    if not items or len(items) >= count or any(i.type in ("initializer_pair", "initializer_list") for i in items):
        return  # `{}`, complete, designated or nested: as written
    ctx.replace(items[-1].end_byte, items[-1].end_byte, ", 0" * (count - len(items)))
    written = ", ".join([ctx.text(i) for i in items] + ["0"] * (count - len(items)))
    ctx.report(
        CODE,
        f"HIP's {type_name} is no aggregate: its constructors take all {count} components or one value for each,"
        f" so `{ctx.text(braces)}` is written `{{{written}}}`, the components CUDA's aggregate initialization"
        " zeroes",
        braces.start_byte,
        braces.end_byte,
    )


def _each_element(ctx: Context, declarator: Node | None, braces: Node, count: int, type_name: str) -> None:
    """``braces`` initializing ``declarator``: one vector, or (an array declarator) a list of them."""
    if declarator is not None and declarator.type == "array_declarator":
        inner = declarator.child_by_field_name("declarator")
        for item in _items(braces):
            if item.type == "initializer_list":
                _each_element(ctx, inner, item, count, type_name)
    elif declarator is not None and declarator.type == "identifier":
        _complete(ctx, braces, count, type_name)


@rule("vector-braces", names=frozenset(COMPONENTS), codes={CODE})
def complete(ctx: Context, node: Node, name: str) -> bool:
    """Vector types declared with fewer values in braces than components: completed with zeros.
    Then the tables have the name too (CUDA 13 deprecates double4 & co.)."""
    declaration = node.parent
    declared = declaration is not None and declaration.type == "declaration"
    if declared and declaration.child_by_field_name("type") == node:  # type: ignore[union-attr]
        for child in declaration.named_children:
            value = child.child_by_field_name("value") if child.type == "init_declarator" else None
            if value is not None and value.type == "initializer_list":
                _each_element(ctx, child.child_by_field_name("declarator"), value, COMPONENTS[name], name)
    return False
