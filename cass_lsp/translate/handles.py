"""Handles that are integers in CUDA and pointers in HIP: the value CUDA's conversions give.

CUDA's ``CUdeviceptr`` is an ``unsigned long long``, HIP's ``hipDeviceptr_t`` a ``void*``; CUDA's
``cudaTextureObject_t`` and ``cudaSurfaceObject_t`` are ``unsigned long long``, HIP's pointers to
opaque structs. Code that moves such a handle to or from an integer compiles in CUDA and stops in
HIP: ``CUdeviceptr d = (size_t)base + offset`` ("cannot initialize a variable of type
'hipDeviceptr_t' with an rvalue of type 'size_t'"), ``unsigned long long v = d``, ``d = v + 64``,
``unsigned int id = tex``, ``tex + 1`` ("arithmetic on a pointer to an incomplete type").

On the names the file declares with such a type (variables, parameters, members, arrays) and
those it declares as integers: an integer value given to a handle is cast to HIP's handle type, a
handle read as an integer is cast to ``unsigned long long`` (CUDA's), and so is a texture or
surface object in arithmetic: each the value CUDA has. An integer that is 0 stays as written (a null
pointer in HIP, 0 in CUDA). The arithmetic of ``CUdeviceptr`` itself (``p + n`` steps bytes) is the
``deviceptr-arithmetic`` rule's (driver_api.py); the conversions of both kinds are here.
"""

from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Node

from cass_lsp.translate.context import Context

ADDRESS = "unsigned long long"  # what CUDA's handles are
INTEGER_TYPEDEFS = frozenset(
    {"size_t", "uintptr_t", "intptr_t", "ptrdiff_t", "uint64_t", "int64_t", "uint32_t", "int32_t", "ssize_t",
     "CUdeviceptr_v1", "unsigned"}
)  # fmt: skip
DECLARATIONS = frozenset(
    {"declaration", "parameter_declaration", "field_declaration", "optional_parameter_declaration"}
)
_NULLS = frozenset({"0", "0L", "0LL", "0U", "0UL", "0ULL", "NULL", "nullptr"})
_ARITHMETIC = frozenset({"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"})


@dataclass(frozen=True)
class Handle:
    """A CUDA type that is an integer where HIP's is a pointer."""

    hip: dict[str, str]  # its CUDA names -> HIP's type, the cast that makes a value one
    key: str  # where the file's declared names are kept (Context.state)
    steps: bool  # handle +- integer is a handle (CUdeviceptr, rewritten so by deviceptr-arithmetic)

    @property
    def cuda(self) -> frozenset[str]:
        return frozenset(self.hip)


@dataclass
class Declared:
    handles: dict[str, str]  # name -> its CUDA handle type
    arrays: dict[str, str]  # arrays of handles
    integers: set[str]


def declared(ctx: Context, start: int, end: int, handle: Handle) -> Declared:
    """The file's names declared as ``handle``'s types or as integers, from the chunks translated so
    far (a name is declared before it is used)."""
    found: Declared = ctx.state(handle.key, lambda: Declared({}, {}, set()))
    stack = [ctx.root]
    while stack:
        node = stack.pop()
        if node.end_byte <= start or node.start_byte >= end:
            continue
        if node.type in DECLARATIONS:
            kind = node.child_by_field_name("type")
            text = ctx.text(kind).strip() if kind is not None else ""
            for declarator in node.children_by_field_name("declarator"):
                if text in handle.cuda:
                    _add(ctx, declarator, found, text)
                elif kind is not None and _integer_type(ctx, kind) and declarator.type != "pointer_declarator":
                    name, _ = _name(ctx, declarator)
                    if name:
                        found.integers.add(name)
        stack.extend(node.named_children)
    return found


def _integer_type(ctx: Context, kind: Node) -> bool:
    if kind.type == "sized_type_specifier":
        return True
    if kind.type == "primitive_type":
        return ctx.text(kind) not in ("float", "double", "void", "bool")
    return kind.type == "type_identifier" and ctx.text(kind) in INTEGER_TYPEDEFS


def _name(ctx: Context, declarator: Node) -> tuple[str, bool]:
    """The name a declarator declares, and whether it is an array."""
    array = False
    while declarator.type in ("init_declarator", "array_declarator", "reference_declarator"):
        array |= declarator.type == "array_declarator"
        inner = declarator.child_by_field_name("declarator") or next(
            (c for c in declarator.named_children if c.type in ("identifier", "field_identifier")), None
        )
        if inner is None:
            return "", False
        declarator = inner
    if declarator.type in ("identifier", "field_identifier"):
        return ctx.text(declarator), array
    return "", False


def _add(ctx: Context, declarator: Node, found: Declared, cuda: str) -> None:
    name, array = _name(ctx, declarator)
    if name:
        (found.arrays if array else found.handles)[name] = cuda


def _bare(node: Node | None) -> Node | None:
    while node is not None and node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    return node


def handle_of(ctx: Context, node: Node | None, found: Declared) -> str:
    """The CUDA handle type of expression ``node`` when it is one of the file's handles ("" if not)."""
    node = _bare(node)
    if node is None:
        return ""
    if node.type == "identifier":
        return found.handles.get(ctx.text(node), "")
    if node.type == "field_expression":
        field = node.child_by_field_name("field")
        return found.handles.get(ctx.text(field), "") if field is not None else ""
    if node.type == "subscript_expression":
        base = node.child_by_field_name("argument")
        if base is not None and base.type == "field_expression":
            base = base.child_by_field_name("field")
        if base is not None and base.type in ("identifier", "field_identifier"):
            return found.arrays.get(ctx.text(base), "")
    return ""


def integer(ctx: Context, node: Node | None, found: Declared) -> bool:
    """Is expression ``node`` an integer the file computes (not 0, not a handle)?"""
    node = _bare(node)
    if node is None or handle_of(ctx, node, found):
        return False
    if node.type == "number_literal":
        text = ctx.text(node)
        return text not in _NULLS and "." not in text and not text.lower().endswith("f")
    if node.type == "identifier":
        return ctx.text(node) in found.integers
    if node.type == "cast_expression":
        kind = node.child_by_field_name("type")
        spec = kind.child_by_field_name("type") if kind is not None else None
        return (
            kind is not None
            and spec is not None
            and _integer_type(ctx, spec)
            and not any(c.type == "abstract_pointer_declarator" for c in kind.named_children)
        )
    if node.type == "binary_expression":
        op = node.child_by_field_name("operator")
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if op is None or op.type not in _ARITHMETIC:
            return False
        if handle_of(ctx, left, found) or handle_of(ctx, right, found):
            return False
        return integer(ctx, left, found) or integer(ctx, right, found)
    return False


def to_handle(ctx: Context, value: Node, hip: str) -> None:
    """``value`` -> ``(hip)(unsigned long long)(value)``: widened as CUDA's conversion widens it."""
    ctx.replace(value.start_byte, value.start_byte, f"({hip})({ADDRESS})(")
    ctx.replace(value.end_byte, value.end_byte, ")")


def to_integer(ctx: Context, value: Node) -> None:
    """``value`` (a handle) -> ``(unsigned long long)value``, the integer CUDA has."""
    ctx.replace(value.start_byte, value.start_byte, f"({ADDRESS})")


def _handle_valued(ctx: Context, value: Node | None, found: Declared, handle: Handle) -> bool:
    """A handle, or (CUdeviceptr) a handle stepped by an integer."""
    value = _bare(value)
    if value is None:
        return False
    if handle_of(ctx, value, found):
        return True
    if handle.steps and value.type == "binary_expression":
        op = value.child_by_field_name("operator")
        sides = [handle_of(ctx, value.child_by_field_name(f), found) for f in ("left", "right")]
        return op is not None and op.type in ("+", "-") and sum(map(bool, sides)) == 1
    return False


def _read_as_integer(ctx: Context, equals: Node) -> None:
    """The value after ``=`` read as CUDA's integer: the cast goes after the ``=`` (the value's own
    start may carry another rule's insertion, deviceptr-arithmetic's)."""
    ctx.replace(equals.end_byte, equals.end_byte, f" ({ADDRESS})")


def _equals(node: Node) -> Node | None:
    return next((c for c in node.children if c.type == "="), None)


def convert(ctx: Context, node: Node, found: Declared, handle: Handle) -> None:
    """The conversions at ``node`` (a declarator with its value, an assignment): an integer given to a
    handle, a handle given to an integer."""
    if node.type == "init_declarator" and node.parent is not None and node.parent.type in DECLARATIONS:
        kind = node.parent.child_by_field_name("type")
        declarator, value = node.child_by_field_name("declarator"), node.child_by_field_name("value")
        if kind is None or value is None or declarator is None:
            return
        target = ctx.text(kind).strip()
        if target in handle.cuda and declarator.type != "pointer_declarator":
            for item in value.named_children if value.type == "initializer_list" else [value]:
                if integer(ctx, item, found):
                    to_handle(ctx, item, handle.hip[target])
        elif (
            _integer_type(ctx, kind)
            and declarator.type != "pointer_declarator"
            and _handle_valued(ctx, value, found, handle)
            and (equals := _equals(node)) is not None
        ):
            _read_as_integer(ctx, equals)
    elif node.type == "assignment_expression":
        op = node.child_by_field_name("operator")
        left, right = _bare(node.child_by_field_name("left")), node.child_by_field_name("right")
        if op is None or op.type != "=" or left is None or right is None:
            return
        if (target := handle_of(ctx, left, found)) and integer(ctx, right, found):
            to_handle(ctx, right, handle.hip[target])
        elif ctx.text(left) in found.integers and _handle_valued(ctx, right, found, handle):
            _read_as_integer(ctx, op)


def argument(ctx: Context, value: Node, found: Declared, hip: str) -> None:
    """An argument where a handle is expected: an integer is cast to ``hip``."""
    if integer(ctx, value, found):
        to_handle(ctx, value, hip)
