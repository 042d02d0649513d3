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


def _returns(body: Node) -> list[Node]:
    """The values in braces that ``body``'s own return statements give (not a nested lambda's)."""
    found, stack = [], list(body.named_children)
    while stack:
        node = stack.pop()
        if node.type == "return_statement":
            found += [c for c in node.named_children if c.type == "initializer_list"]
        elif node.type not in ("lambda_expression", "function_definition", "class_specifier", "struct_specifier"):
            stack.extend(node.named_children)
    return found


def _member_initializers(fields: Node, member: str) -> list[Node]:
    """The braces a constructor of the class gives ``member`` (`P() : c{0} {}`, `c({0})`)."""
    found = []
    for function in fields.named_children:
        for part in function.named_children if function.type == "function_definition" else ():
            if part.type != "field_initializer_list":
                continue
            for init in part.named_children:
                if init.named_children and init.named_children[0].text == member.encode():
                    value = init.named_children[-1]
                    braces = value if value.type == "initializer_list" else None
                    if value.type == "argument_list" and len(value.named_children) == 1:
                        braces = value.named_children[0] if value.named_children[0].type == "initializer_list" else None
                    if braces is not None:
                        found.append(braces)
    return found


@rule("vector-braces", names=frozenset(COMPONENTS), codes={CODE})
def complete(ctx: Context, node: Node, name: str) -> bool:
    """Vector types declared, returned or given to a member with fewer values in braces than
    components: completed with zeros. Then the tables have the name too (CUDA 13 deprecates double4
    & co.)."""
    parent = node.parent
    if parent is None or parent.child_by_field_name("type") != node:
        return False
    count = COMPONENTS[name]
    if parent.type == "declaration":
        for child in parent.named_children:
            value = child.child_by_field_name("value") if child.type == "init_declarator" else None
            if value is not None and value.type == "initializer_list":
                _each_element(ctx, child.child_by_field_name("declarator"), value, count, name)
    elif parent.type == "function_definition" and (body := parent.child_by_field_name("body")) is not None:
        for braces in _returns(body):
            _complete(ctx, braces, count, name)
    elif parent.type == "field_declaration" and parent.parent is not None:
        default = parent.child_by_field_name("default_value")
        if default is not None and default.type == "initializer_list":
            _complete(ctx, default, count, name)
        for declarator in parent.children_by_field_name("declarator"):
            if declarator.type == "field_identifier":
                for braces in _member_initializers(parent.parent, ctx.text(declarator)):
                    _complete(ctx, braces, count, name)
    return False
