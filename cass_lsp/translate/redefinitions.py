"""Definitions of what HIP already defines: kept for CUDA only.

Two kinds are common in real code (NVIDIA's helper_math.h is in many CUDA trees):
- operators on CUDA's vector types (``float4 operator+(float4, float4)``, ``operator+=``...):
  HIP's vector types (``HIP_vector_type`` in ``hip/amd_detail/amd_hip_vector_types.h``) define
  every arithmetic, bitwise and compound operator elementwise, with vectors and with scalars,
  so a second definition makes ``a += b`` ambiguous;
- atomics CUDA lacks and HIP has: ``atomicMax``/``atomicMin`` on ``float``/``double``
  (``hip/amd_detail/amd_hip_atomic.h``, HIP 5.2 and 6.4): a user's own is a redefinition.
Each such definition is wrapped in ``#ifndef __HIP_PLATFORM_AMD__`` (adjacent ones share one
guard), so the CUDA build keeps it and the HIP build uses HIP's, with one note per file.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

VECTOR_TYPES = frozenset(
    f"{base}{n}"
    for base in ("char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "longlong", "ulonglong",
                 "float", "double")
    for n in (1, 2, 3, 4)
)  # fmt: skip
_VECTOR_WORD = re.compile(rb"\b(?:u?char|u?short|u?int|u?long|u?longlong|float|double)[1-4]\b")
HIP_ATOMICS = frozenset({"atomicMax", "atomicMin"})
_GUARD_OPEN = "#ifndef __HIP_PLATFORM_AMD__  // HIP defines this itself\n"
_GUARD_CLOSE = "#endif  // __HIP_PLATFORM_AMD__\n"


def _function_name(fn: Node) -> tuple[str, Node | None]:
    declarator = fn.child_by_field_name("declarator")
    while declarator is not None and declarator.type in ("pointer_declarator", "reference_declarator"):
        declarator = declarator.child_by_field_name("declarator")
    if declarator is None or declarator.type != "function_declarator":
        return "", None
    name = declarator.child_by_field_name("declarator")
    params = declarator.child_by_field_name("parameters")
    return (name.text.decode("utf-8", "replace") if name is not None and name.text else ""), params


def _param_types(params: Node) -> list[str]:
    out = []
    for p in params.named_children:
        t = p.child_by_field_name("type")
        if t is not None and t.text:
            out.append(t.text.decode("utf-8", "replace"))
    return out


def _defined_by_hip(fn: Node) -> str | None:
    """What HIP already defines, if ``fn`` is a definition of it."""
    name, params = _function_name(fn)
    if params is None:
        return None
    types = _param_types(params)
    if name.startswith("operator") and any(t in VECTOR_TYPES for t in types):
        return f"{name} on {next(t for t in types if t in VECTOR_TYPES)}"
    if name in HIP_ATOMICS and types[:1] and types[0] in ("float", "double"):
        return f"{name}({types[0]}*, {types[0]})"
    return None


def _line_start(data: bytes, offset: int) -> int:
    return data.rfind(b"\n", 0, offset) + 1


def _line_end(data: bytes, offset: int) -> int:
    end = data.find(b"\n", offset)
    return len(data) if end < 0 else end + 1


@rule("hip-defines-it", phase="range", codes={"hip-defines-it"})
def guard(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    # A chunked translation: the last span of a chunk may go on in the next (adjacent definitions
    # share one guard), so it waits there.
    spans: list[tuple[int, int, str]] = ctx.state("hip-defines-it.pending", list) if ctx.chunks else []
    if _VECTOR_WORD.search(data, start, end) or any(a.encode() in data[start:end] for a in HIP_ATOMICS):
        _find_spans(ctx, start, end, spans)
    done = len(spans) if ctx.chunks is None or (start, end) == ctx.chunks[-1] else len(spans) - 1
    for s, e, what in spans[:done]:
        ctx.replace(s, s, _GUARD_OPEN)
        ctx.replace(e, e, _GUARD_CLOSE)
        ctx.report_once(
            "hip-defines-it",
            "hip-defines-it",
            f"HIP already defines {what} (and the other operators of its vector types, elementwise; atomicMax and"
            " atomicMin on float and double): a second definition is ambiguous or a redefinition there, so this"
            " file's own are kept for CUDA only (#ifndef __HIP_PLATFORM_AMD__). Check that they mean the same",
            s,
            e,
        )
    del spans[:done]


def _find_spans(ctx: Context, start: int, end: int, spans: list[tuple[int, int, str]]) -> None:
    """Add to ``spans`` the lines of the definitions in [start, end) that HIP makes (adjacent ones:
    one span, with what the first defines)."""
    data = ctx.data
    for fn in _namespace_scope(ctx):
        if not (start <= fn.start_byte and fn.end_byte <= end):
            continue
        what = _defined_by_hip(fn)
        if what is None:
            continue
        outer = fn.parent if fn.parent is not None and fn.parent.type == "template_declaration" else fn
        s, e = _line_start(data, outer.start_byte), _line_end(data, outer.end_byte)
        if data[s : outer.start_byte].strip() or data[outer.end_byte : e].strip():
            continue  # shares a line with other code: leave it (the compile says what clashes)
        if spans and not data[spans[-1][1] : s].strip():
            spans[-1] = (spans[-1][0], e, spans[-1][2])
        else:
            spans.append((s, e, what))


_NAMESPACE_SCOPE = frozenset(
    {
        "template_declaration", "namespace_definition", "declaration_list", "linkage_specification",
        "preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "translation_unit",
    }
)  # fmt: skip


def _namespace_scope(ctx: Context) -> list[Node]:
    """The file's function definitions at namespace scope (inside namespaces, extern "C", #if blocks)."""
    out = []
    for fn in ctx.facts.functions:
        parent = fn.node.parent
        while parent is not None and parent.type in _NAMESPACE_SCOPE:
            parent = parent.parent
        if parent is None:
            out.append(fn.node)
    return out
