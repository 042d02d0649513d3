"""A ``__device__`` function with C linkage, which C code calls.

nvcc gives every ``__device__`` function a host symbol too: a stub whose body does nothing. C code
that calls one (darknet's gemm.c calls ``transpose_32x32_bits_reversed_diagonale``, defined
``extern "C" { __device__ void ... }`` in im2col_kernels.cu, when built with GPU=1) links against
that stub and runs nothing; nvcc checks calls from host code only inside a .cu file. hipcc emits no
host symbol, so the program stops at the link ("undefined reference"). C linkage is what lets C
code name the function, so each such function gets nvcc's stub, outside the device compile, right
after its definition (or the ``extern "C" { }`` block holding it), with a warning: host code that
is meant to run it needs it ``__host__ __device__``. ``static`` and ``inline`` functions have no
symbol to link to, in CUDA either, and are left alone.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.syntax.cuda import function_of
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

CODE = "device-c-linkage"
GUARD = "#if !defined(__HIP_DEVICE_COMPILE__)"
_NO_SYMBOL = frozenset({"static", "inline", "__forceinline__", "__inline__", "constexpr"})


@rule("device-c-linkage", phase="range", pattern=b'"C"', codes={CODE})
def add_host_stubs(ctx: Context, start: int, end: int) -> None:
    for linkage in _linkage_blocks(ctx.root, start, end):
        stubs = []
        for definition in _definitions(linkage):
            fn = function_of(definition)
            body = definition.child_by_field_name("body")
            if fn is None or fn.kind != "device" or body is None or _specifiers(ctx, definition) & _NO_SYMBOL:
                continue
            head = ctx.data[definition.start_byte : body.start_byte].decode("utf-8", "surrogateescape").rstrip()
            returns = definition.child_by_field_name("type")
            void = returns is not None and ctx.text(returns) == "void" and "*" not in head.split(fn.name, 1)[0]
            stubs.append(f'extern "C" {head.replace("__device__", "__host__", 1)} {{{"" if void else " return {}; "}}}')
            ctx.report(
                CODE,
                f"`{fn.name}` is a __device__ function with C linkage: C code calling it linked against the host stub"
                " nvcc makes of every __device__ function, which does nothing; hipcc makes none ('undefined"
                " reference'), so that stub was added after it. If host code is meant to run it, make it"
                " __host__ __device__",
                fn.name_node.start_byte,
                fn.name_node.end_byte,
            )
        if stubs:
            at = _line_end(ctx, linkage.end_byte)
            text = "\n".join(["", GUARD, *stubs, "#endif"]) + "\n"
            ctx.replace(at, at, text if ctx.data[at - 1 : at] == b"\n" else "\n" + text.lstrip("\n"))


def _linkage_blocks(root: Node, start: int, end: int) -> list[Node]:
    """The ``extern "C"`` declarations and blocks at namespace scope inside [start, end)."""
    found = []
    stack = [root]
    while stack:
        node = stack.pop()
        for child in node.named_children:
            if child.end_byte <= start or child.start_byte >= end:
                continue
            if child.type == "linkage_specification":
                if child.start_byte < start or child.end_byte > end:
                    continue  # one kernel converted inside a block: the rest of the block is not this range's
                value = child.child_by_field_name("value")
                if value is not None and value.text == b'"C"':
                    found.append(child)
            elif child.type in ("namespace_definition", "declaration_list", "preproc_if", "preproc_ifdef",
                                "preproc_else", "preproc_elif"):  # fmt: skip
                stack.append(child)
    return sorted(found, key=lambda n: n.start_byte)


def _definitions(linkage: Node) -> list[Node]:
    body = linkage.child_by_field_name("body")
    if body is None:
        return []
    if body.type == "function_definition":
        return [body]
    return [c for c in body.named_children if c.type == "function_definition"]


def _specifiers(ctx: Context, definition: Node) -> set[str]:
    return {
        ctx.text(c)
        for c in definition.children
        if c.type in ("storage_class_specifier", "type_qualifier", "attribute_specifier", "virtual", "inline")
        or ctx.text(c) in _NO_SYMBOL
    }


def _line_end(ctx: Context, at: int) -> int:
    newline = ctx.data.find(b"\n", at)
    return len(ctx.data) if newline < 0 else newline + 1
