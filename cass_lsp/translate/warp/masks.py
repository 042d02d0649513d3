"""Lane masks: which mask expressions name every lane (the full mask, __activemask()), followed
through macros, constants and the local variables a function assigns only such masks; and the
names of the warp intrinsics by what HIP has of them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from tree_sitter import Node

from cass_lsp.core.hip_releases import since
from cass_lsp.translate.context import Context

SYNC_TO_PLAIN = {
    "__shfl_sync": "__shfl",
    "__shfl_up_sync": "__shfl_up",
    "__shfl_down_sync": "__shfl_down",
    "__shfl_xor_sync": "__shfl_xor",
    "__ballot_sync": "__ballot",
    "__any_sync": "__any",
    "__all_sync": "__all",
}
MATCH_SYNC = frozenset({"__match_any_sync", "__match_all_sync"})  # with the other *_sync intrinsics only
# HIP 7 has these (release table: warp_reduce_builtins); before, the runtime defines them
# (runtime/headers/warp_reduce.h, carried by the compat rule).
REDUCE_SYNC = frozenset(f"__reduce_{op}_sync" for op in ("add", "min", "max", "and", "or", "xor"))
# No HIP release checked has these (where the release lacks REDUCE_SYNC, those neither).
NOT_IN_HIP = frozenset({*REDUCE_SYNC, "__uni_sync"})
SYNC_WITHOUT_HIP = MATCH_SYNC | NOT_IN_HIP  # what HIP without the *_sync forms lacks besides them
SYNC_IN_HIP = frozenset({*SYNC_TO_PLAIN, *MATCH_SYNC})  # take a 64-bit mask first
BALLOT_CALLS = frozenset({"__ballot_sync", "__ballot", "__activemask", *MATCH_SYNC})
NAMES = frozenset({*SYNC_TO_PLAIN, *SYNC_WITHOUT_HIP, "__activemask", "__syncwarp"})

FULL_MASK_64 = "0xffffffffffffffffull"
# The first release with the *_sync intrinsics, as messages name it ("6.2").
SYNC_SINCE = since("warp_sync_builtins").short
BEFORE_SYNC = f"HIP before {SYNC_SINCE}"
SYNC_HIP = f"HIP {SYNC_SINCE}+"

ACTIVE_MASK = re.compile(r"^\(?\s*__activemask\s*\(\s*\)\s*\)?$")
# All 64 bits set (a 64-bit type on LP64 Linux, as HIP's static_assert wants).
FULL_MASK_64_RE = re.compile(
    r"^\(?\s*(?:0[xX][fF]{16}[uUlL]*|~\(?0(?:[uU]?[lL]{1,2}|[lL]{1,2}[uU])\)?|-1[lL]{1,2})\s*\)?$"
)
# All 32 bits set: the full mask of a CUDA warp.
FULL_MASK_32_RE = re.compile(r"^\(?\s*(?:0[xX][fF]{8}[uUlL]*|~\(?0[uU]?\)?|-1)\s*\)?$")
# Calls and literals whose type is 64-bit where HIP has the *_sync intrinsics (no cast needed to pass them as a mask).
WIDE_EXPR = re.compile(
    r"^(?:__(?:ballot(?:64|_sync)?|activemask|match_(?:any|all)_sync)\s*\(|0[xX][0-9a-fA-F]{9,}|\d+[uU]?[lL]{2}\b)"
)
SIXTY_FOUR_BIT_TYPES = frozenset(
    {
        "unsigned long long",
        "unsigned long long int",
        "long long",
        "long long int",
        "uint64_t",
        "int64_t",
        "std::uint64_t",
        "std::int64_t",
        "unsigned long",
        "unsigned long int",
        "long",
        "size_t",
    }
)


def has_sync(ctx: Context) -> bool:
    """Does the target HIP have the *_sync intrinsics (with 64-bit masks)?"""
    return ctx.options.release.warp_sync_builtins


def in_hip(ctx: Context, name: str) -> bool:
    """Does the target HIP have *_sync intrinsic ``name`` (taking a 64-bit mask first)?"""
    return has_sync(ctx) and (name in SYNC_IN_HIP or (name in REDUCE_SYNC and ctx.options.release.warp_reduce_builtins))


def missing(ctx: Context, name: str) -> bool:
    """Does the target HIP lack ``name`` in any form (neither its own nor a plain one)?"""
    return name in NOT_IN_HIP and not in_hip(ctx, name)


def mask_kind(ctx: Context, text: str, depth: int = 0) -> tuple[str, bool] | None:
    """("active" | "full64" | "full32", direct) for a mask that is every lane, else None.

    ``direct``: the text itself is the mask (not a macro or constant naming it).
    """
    text = text.strip()
    if ACTIVE_MASK.match(text):
        return ("active", depth == 0)
    if FULL_MASK_64_RE.match(text):
        return ("full64", depth == 0)
    if FULL_MASK_32_RE.match(text):
        return ("full32", depth == 0)
    value = ctx.facts.object_macros.get(text) or ctx.facts.constants.get(text)
    if value is None or depth >= 4:
        return None
    return mask_kind(ctx, value, depth + 1)


def is_full_mask(ctx: Context, text: str, depth: int = 0) -> bool:
    return mask_kind(ctx, text, depth) is not None


# -- local mask variables ----------------------------------------------------------------------


@dataclass(frozen=True)
class Variable:
    """A mask argument that names a variable of the enclosing function or of the file."""

    type_text: str  # as declared, spaces normalised ("" when unknown)
    values: tuple[Node, ...] | None  # every value assigned to it; None: it may change otherwise
    where: str = "in this function"  # where the values were looked for ("in this file": a global)

    def wide(self) -> bool:
        return self.type_text in SIXTY_FOUR_BIT_TYPES


def _enclosing_function(node: Node) -> Node | None:
    current = node.parent
    while current is not None and current.type != "function_definition":
        current = current.parent
    return current


def local_variable(ctx: Context, ident: Node) -> Variable | None:
    """The variable ``ident`` names, when the enclosing function declares it once (a parameter
    included), with every value the function assigns to it: found from each occurrence of the name
    in the function, so that any other way to change it (`m &= x`, `++m`, `&m`, a reference, a
    call that may take it by reference) makes the values unknown. A name the function does not
    declare is looked up at file scope the same way: one declaration outside any function, every
    value assigned to it anywhere in the file (`unsigned mask = 0xffffffff;` is the same mask
    wherever it is declared)."""
    name = ctx.text(ident)
    fn = _enclosing_function(ident)
    if fn is not None:
        declarations, values, provable = _occurrences(ctx, name, fn.start_byte, fn.end_byte)
        if declarations:
            return _variable(ctx, declarations, values, provable, "in this function")
    return ctx.facts.memo(f"warp.masks.global:{name}", lambda: _file_variable(ctx, name))


def _file_variable(ctx: Context, name: str) -> Variable | None:
    declarations, values, provable = _occurrences(ctx, name, 0, len(ctx.data))
    if len(declarations) != 1 or declarations[0] is None or _enclosing_function(declarations[0]) is not None:
        return None
    decl = declarations[0]
    if any(c.type == "storage_class_specifier" and ctx.text(c) == "extern" for c in decl.children):
        provable = False  # another file's variable
    return _variable(ctx, declarations, values, provable, "in this file", static_ok=True)


def _variable(
    ctx: Context,
    declarations: list[Node],
    values: list[Node],
    provable: bool,
    where: str,
    static_ok: bool = False,
) -> Variable | None:
    if len(declarations) != 1:
        return None
    decl = declarations[0]
    if decl is None:
        return None
    if not static_ok and any(c.type == "storage_class_specifier" and ctx.text(c) == "static" for c in decl.children):
        provable = False
    type_node = decl.child_by_field_name("type")
    type_text = " ".join(ctx.text(type_node).split()) if type_node is not None else ""
    return Variable(type_text, tuple(values) if provable and values else None, where)


def _occurrences(ctx: Context, name: str, start: int, end: int) -> tuple[list[Node], list[Node], bool]:
    """The declarations of ``name`` in [start, end), the values assigned to it there, and whether
    those are all its values (nothing else may change it)."""
    pattern = re.compile(rb"(?<![\w])" + re.escape(name.encode()) + rb"(?![\w])")
    declarations: list[Node] = []
    values: list[Node] = []
    provable = True
    for m in pattern.finditer(ctx.data, start, end):
        node = ctx.node_at(m.start(), m.end())
        if node is None or node.type != "identifier" or (node.start_byte, node.end_byte) != m.span():
            continue
        parent = node.parent
        if parent is None:
            continue
        kind = parent.type
        if kind == "init_declarator" and parent.child_by_field_name("declarator") == node:
            declarations.append(parent.parent)  # type: ignore[arg-type]
            value = parent.child_by_field_name("value")
            if value is None or value.type in ("initializer_list", "argument_list"):
                provable = False
            else:
                values.append(value)
        elif kind == "declaration" and node in parent.children_by_field_name("declarator"):
            declarations.append(parent)
        elif kind in ("parameter_declaration", "optional_parameter_declaration"):
            declarations.append(parent)
            provable = False  # the caller's value
        elif kind.endswith("_declarator"):
            declarations.append(parent)  # a pointer, reference or array of that name
            provable = False
        elif kind == "assignment_expression" and parent.child_by_field_name("left") == node:
            op = parent.child_by_field_name("operator")
            right = parent.child_by_field_name("right")
            if op is None or ctx.text(op) != "=" or right is None:
                provable = False
            else:
                values.append(right)
        elif kind == "update_expression" or (
            kind == "pointer_expression" and ctx.data[parent.start_byte : parent.start_byte + 1] == b"&"
        ):
            provable = False  # ++m, &m
        elif kind == "argument_list":
            call = parent.parent
            callee = call.child_by_field_name("function") if call is not None else None
            if callee is None or not ctx.text(callee).startswith("__"):
                provable = False  # a user function may take it by reference
        elif kind == "init_declarator":
            declarator = parent.child_by_field_name("declarator")
            if declarator is not None and declarator.type == "reference_declarator":
                provable = False
    return declarations, values, provable


def variable_kinds(ctx: Context, var: Variable | None) -> list[tuple[str, bool]] | None:
    """The mask kind of every value the variable is assigned, when all are every-lane masks."""
    if var is None or var.values is None:
        return None
    kinds = [mask_kind(ctx, ctx.text(v)) for v in var.values]
    if any(k is None for k in kinds):
        return None
    return kinds  # type: ignore[return-value]


def assigned(kinds: list[tuple[str, bool]]) -> str:
    names = {"__activemask()" if k == "active" else "the full mask" for k, _ in kinds}
    return " or ".join(sorted(names))
