"""Whether a fix of the CUDA source is portable: the fixed source is valid CUDA that nvcc compiles
to the same program, and valid HIP. Issue 17's keep-CUDA mode applies only such fixes to the CUDA
sources a team keeps; rules mark them ``Edit(..., portable=True)`` where they build the fix, with
the checks below, and ``portable.portable_fixes`` collects them.

Checked with nvcc 13.0: ``warpSize`` is a device variable, so host code that reads it compiles
with ``nvcc -c`` and fails only at link time (undefined ``__device_builtin_variable_warpSize``);
and it is no constant expression (not in array bounds, template arguments, static_assert, case
labels).
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.result import Edit
from cass_lsp.syntax.cuda import function_of
from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import gather

HIP_MACROS = frozenset({"__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__", "__HIPCC__", "__HIP__"})
GUARD_OPEN = "#ifndef __HIP_PLATFORM_AMD__"
GUARD_CLOSE = "#endif"

# Nodes whose contents must be constant expressions.
_CONSTANT_CONTEXTS = frozenset(
    {"template_argument_list", "static_assert_declaration", "case_statement", "enumerator", "bitfield_clause"}
)
_WARP_WORK = re.compile(
    rb"__shfl|__ballot|__any_sync|__all_sync|__activemask|__syncwarp|__match_|__reduce_|tiled_partition"
)
_WARP_NAME = re.compile(r"(?i)lane|warp|\bwid\b")
_DEFINES_WARP_SIZE = re.compile(rb"#[ \t]*define[ \t]+warpSize\b")


def enclosing_function(node: Node) -> Node | None:
    current = node.parent
    while current is not None and current.type != "function_definition":
        current = current.parent
    return current


def in_device_only_function(node: Node) -> bool:
    """Inside a ``__global__`` or ``__device__`` function (not ``__host__ __device__``: its host
    copy would read a device variable)."""
    fn = enclosing_function(node)
    described = function_of(fn) if fn is not None else None
    return described is not None and described.kind in ("kernel", "device")


def in_constant_expression(node: Node) -> bool:
    """Is ``node`` where C++ wants a constant expression (so ``warpSize`` may not stand there)?"""
    child, current = node, node.parent
    while current is not None and current.type not in ("compound_statement", "translation_unit"):
        kind = current.type
        if kind in _CONSTANT_CONTEXTS:
            return True
        if kind == "array_declarator" and current.child_by_field_name("size") == child:
            return True
        if kind == "declaration" and any(
            c.type in ("type_qualifier", "storage_class_specifier") and c.text in (b"constexpr", b"static")
            for c in current.children
        ):
            return True
        if kind == "if_statement" and any(c.type == "constexpr" for c in current.children):
            return True
        child, current = current, current.parent
    return False


def user_defines_warp_size(ctx: Context) -> bool:
    """Does the file define a `warpSize` of its own (a macro, variable or parameter)? Then a
    `warpSize` written by a fix would name it, not CUDA's."""

    return ctx.facts.memo(
        "portability.user-warp-size",
        lambda: bool(_DEFINES_WARP_SIZE.search(ctx.data)) or ctx.gathered(_DECLARES_WARP_SIZE),
    )


def _declares_warp_size(ctx: Context, start: int, end: int) -> bool:
    """Is a `warpSize` in [start, end) the name of a variable or parameter?"""
    if ctx.data.find(b"warpSize", start, end) == -1:
        return False
    for s, e, _name in lexer.occurrences(ctx.data, ("warpSize",), start, end):
        node = ctx.root.descendant_for_byte_range(s, e)
        parent = node.parent if node is not None else None
        if parent is not None and (
            parent.type.endswith("declarator") or parent.type in ("declaration", "parameter_declaration")
        ):
            return True
    return False


_DECLARES_WARP_SIZE = gather("portability.declares-warp-size", _declares_warp_size, lambda a, b: a or b)


def warp_size_meant(ctx: Context, construct: Node) -> bool:
    """Is the 32 in ``construct`` the warp size rather than, say, a 32-wide tile? Yes when the
    function does warp-level work (shuffles, votes, warp tiles) or the value goes into a variable
    named for lanes or warps (`laneid = tid % 32`)."""
    fn = enclosing_function(construct)
    if fn is not None and _WARP_WORK.search(ctx.data, fn.start_byte, fn.end_byte):
        return True
    current: Node | None = construct
    while current is not None and current.type in ("binary_expression", "parenthesized_expression"):
        current = current.parent
    if current is None:
        return False
    if current.type == "init_declarator":
        target = current.child_by_field_name("declarator")
    elif current.type == "assignment_expression":
        target = current.child_by_field_name("left")
    elif current.type == "argument_list" and current.parent is not None and current.parent.type == "init_declarator":
        target = current.parent.child_by_field_name("declarator")  # `unsigned laneid(tid % 32);`
    else:
        return False
    return target is not None and _WARP_NAME.search(ctx.text(target)) is not None


def warp_size_fix_portable(ctx: Context, construct: Node, literal: Node) -> bool:
    """May ``literal`` (32, 31, 5, 16 standing for the warp) become an expression of `warpSize`
    in the CUDA source? On NVIDIA warpSize is 32, so the program stays the same."""
    return (
        in_device_only_function(literal)
        and not in_constant_expression(literal)
        and not user_defines_warp_size(ctx)
        and warp_size_meant(ctx, construct)
    )


def in_cuda_only_branch(node: Node) -> bool:
    """Is ``node`` in code the HIP build never compiles: the body of `#ifndef __HIP_PLATFORM_AMD__`
    (or another HIP macro), or the `#else` of `#ifdef __HIP_PLATFORM_AMD__`?"""
    child, current = node, node.parent
    while current is not None:
        if current.type == "preproc_ifdef":
            name = current.child_by_field_name("name")
            if name is not None and name.text is not None and name.text.decode() in HIP_MACROS:
                negated = current.children[0].type == "#ifndef"
                in_else = child.type in ("preproc_else", "preproc_elif", "preproc_elifdef")
                if negated != in_else:
                    return True
        child, current = current, current.parent
    return False


def guard_statement(ctx: Context, node: Node) -> tuple[Edit, Edit] | None:
    """Edits that put the statement holding ``node`` inside `#ifndef __HIP_PLATFORM_AMD__` ...
    `#endif`: CUDA compiles it as before and HIP skips it. Only an expression statement (a
    declaration's name would go missing from the HIP build) that is a statement of a block (the
    body of an unbraced `if` would take the next statement along) and alone on its lines (but for a
    trailing // comment)."""
    statement = node.parent
    while statement is not None and statement.type != "expression_statement":
        if statement.type in ("compound_statement", "function_definition", "translation_unit"):
            return None
        statement = statement.parent
    if statement is None or statement.parent is None or statement.parent.type != "compound_statement":
        return None
    if in_cuda_only_branch(statement) or statement.has_error:
        return None
    data = ctx.data
    line_start = data.rfind(b"\n", 0, statement.start_byte) + 1
    line_end = data.find(b"\n", statement.end_byte)
    after_statement = data[statement.end_byte : line_end].strip()
    if line_end == -1 or data[line_start : statement.start_byte].strip():
        return None
    if after_statement and not (after_statement.startswith(b"//") and b"\\" not in after_statement[-1:]):
        return None  # code after it (a trailing // comment goes inside the guard with its line)
    newline = "\r\n" if data[line_end - 1 : line_end] == b"\r" else "\n"
    after = line_end + 1
    return (
        Edit(line_start, line_start, GUARD_OPEN + newline, portable=True),
        Edit(after, after, GUARD_CLOSE + newline, portable=True),
    )
