"""Cooperative-groups shuffles of a value that is not a number.

CUDA's ``thread_block_tile<N>::shfl``, ``shfl_up``, ``shfl_down`` and ``shfl_xor`` (and those of
``coalesced_group``) take any type: ``tile.shfl_xor(v, m)`` of a ``uint4`` or a struct works.
HIP's (amd_hip_cooperative_groups.h, 5.2 and 6.4 alike) begin with
``static_assert(is_valid_type<T>::value, "Neither an integer or float type.")``: only
``std::is_integral`` or ``std::is_floating_point`` types compile (not a vector type, not
``__half``, not a struct).

A shuffle of a variable declared as a vector type (``uint4``, ``float2``, ``double3``...), or of an
element of a pointer or array of one (``v[i]`` of a ``float2* v``), is rewritten component-wise,
``make_uint4(tile.shfl_xor(v.x, m), ..., tile.shfl_xor(v.w, m))``, which is the same value on
either platform (every lane moves each component from the same source lane), where the group, the
value and the lane argument can be repeated without side effects. A shuffle of any other type HIP
refuses (a vector type in an expression too complex to repeat, ``__half``, ``__half2``, bfloat16, a
struct of the file) becomes cass-lsp's ``__cass_cg_shfl_xor(tile, v, m)``
(runtime/headers/cg_shuffle.h), which moves the value's bytes as 32-bit words, each from the same
source lane, as CUDA's groups do.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.runtime import needed_by
from cass_lsp.translate.context import Context, call_arguments
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES
from cass_lsp.translate.warp.masks import local_variable

CODE = "cg-shuffle-type"
WORDS = "__cass_cg_shfl"  # runtime/headers/cg_shuffle.h

_SHUFFLE = re.compile(rb"\.[ \t]*(shfl(?:_up|_down|_xor)?)[ \t]*\(")
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*", re.ASCII)
_VECTOR = re.compile(r"^(?:u?char|u?short|u?int|u?long|u?longlong|float|double)([1-4])$")
_COMPONENTS = ("x", "y", "z", "w")
_HALVES = frozenset(
    {"__half", "half", "__half2", "half2", "__nv_bfloat16", "nv_bfloat16", "__nv_bfloat162", "nv_bfloat162"}
)
# A lane argument or value that can be written once per component: names, numbers, subscripts,
# operators; no call, no assignment, no ++/--.
_REPEATABLE = re.compile(r"^(?:[\w.\s\[\]]|[-+*/%&|^~<>()](?![-+=]))*$")
_CALL = re.compile(r"\w\s*\(")


@rule(
    "cg.shuffle-type",
    phase="range",
    pattern=b"shfl",
    codes={CODE},
    produces={"compat"},
    supersedes={API_TABLES},  # the call it rewrites is written again from its HIP text
)
def shuffles(ctx: Context, start: int, end: int) -> None:
    if not ctx.facts.uses_cooperative_groups:
        return
    for m in _SHUFFLE.finditer(ctx.data, start, end):
        name_node = ctx.root.descendant_for_byte_range(*m.span(1))
        if name_node is None or name_node.type != "field_identifier":
            continue
        field = name_node.parent
        call = field.parent if field is not None else None
        if field is None or field.type != "field_expression" or call is None or call.type != "call_expression":
            continue
        args = call_arguments(call)
        if len(args) != 2:
            continue
        _check(ctx, call, field, m.group(1).decode(), args, _value_type(ctx, args[0]))


def _value_type(ctx: Context, value: Node) -> str:
    """The type of the value shuffled, where the function (or the file) declares it: a variable, or
    an element of a pointer or array (`v[i]` of a `float2* v`)."""
    if value.type == "subscript_expression":
        array = value.child_by_field_name("argument")
        return _element_type(ctx, array) if array is not None and array.type == "identifier" else ""
    if value.type != "identifier":
        return ""
    var = local_variable(ctx, value)
    return var.type_text if var is not None else ""


def _element_type(ctx: Context, ident: Node) -> str:
    """The element type of the pointer or array ``ident`` names, declared in the enclosing function
    (a parameter included) or else at file scope: the type of its one declaration."""
    name = ctx.text(ident)
    scope = ident
    while scope.parent is not None and scope.type != "function_definition":
        scope = scope.parent
    found: list[str] = []
    stack = [scope]
    while stack:
        node = stack.pop()
        if node.type in ("pointer_declarator", "array_declarator"):
            inner = node.child_by_field_name("declarator")
            if inner is not None and inner.type == "identifier" and ctx.text(inner) == name:
                owner = node.parent
                while owner is not None and owner.type in ("init_declarator", "pointer_declarator", "array_declarator"):
                    owner = owner.parent
                kind = owner.child_by_field_name("type") if owner is not None else None
                if kind is not None:
                    found.append(" ".join(ctx.text(kind).split()))
        stack.extend(node.named_children)
    return found[0] if len(found) == 1 else ""


def _check(ctx: Context, call: Node, field: Node, method: str, args: list[Node], type_text: str) -> None:
    value, lane = args
    group = field.child_by_field_name("argument")
    vector = _VECTOR.match(type_text)
    if vector is not None:
        if (
            group is not None
            and group.type == "identifier"
            and _repeatable(ctx.text(lane))
            and _repeatable(ctx.text(value))
        ):
            g, v = ctx.text(group), ctx.text(value)
            lane_text = ctx.hip_text(lane.start_byte, lane.end_byte)
            parts = ", ".join(f"{g}.{method}({v}.{c}, {lane_text})" for c in _COMPONENTS[: int(vector.group(1))])
            ctx.replace(call.start_byte, call.end_byte, f"make_{type_text}({parts})")
            ctx.report(
                CODE,
                f"{method} of a {type_text}: HIP's cooperative groups shuffle only integer and floating-point types"
                f" (a static_assert); rewritten component by component",
                call.start_byte,
                call.end_byte,
            )
            return
        what = f"a {type_text} in an expression the translation cannot repeat"
    elif type_text in _HALVES:
        what = f"a {type_text}"
    elif type_text and _file_defines_type(ctx, type_text):
        what = f"a {type_text} (a type of the file)"
    else:
        return
    if group is None:
        return
    g, v, n = (ctx.hip_text(node.start_byte, node.end_byte) for node in (group, value, lane))
    ctx.replace(call.start_byte, call.end_byte, f"__cass_cg_{method}({g}, {v}, {n})")  # __cass_cg_shfl_xor...
    for needed in needed_by(WORDS):
        ctx.need("compat", needed)
    ctx.report(
        CODE,
        f"{method} of {what}: HIP's cooperative groups shuffle only integer and floating-point types (a"
        f" static_assert); rewritten to {WORDS} (the value's bytes as 32-bit words, each from the same lane, as"
        " CUDA's groups move them)",
        call.start_byte,
        call.end_byte,
    )


def _repeatable(text: str) -> bool:
    return _REPEATABLE.match(text) is not None and _CALL.search(text) is None


def _file_defines_type(ctx: Context, name: str) -> bool:
    if _IDENTIFIER.fullmatch(name):  # one scan of the file for all (a search per shuffle was quadratic)
        return name in ctx.facts.tagged_names
    return re.search(rb"\b(?:struct|class|union)\s+" + re.escape(name.encode()) + rb"\b", ctx.data) is not None
