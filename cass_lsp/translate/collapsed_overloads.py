"""Overloads and specializations that become one after translation: the later ones kept for CUDA only.

CUDA has distinct types where HIP has one: ``cudaError_t`` and the driver's ``CUresult`` are both
``hipError_t``, ``cudaStream_t`` and ``CUstream`` both ``hipStream_t`` (likewise events, arrays,
graphs, functions). NVIDIA's samples' helper_cuda.h defines ``_cudaGetErrorEnum(cudaError_t)`` and,
under ``CUDA_DRIVER_API``, ``_cudaGetErrorEnum(CUresult)``: translated, both are
``_cudaGetErrorEnum(hipError_t)`` ("redefinition"). The same holds for explicit specializations
(``template <> struct Name<cudaError_t>`` and ``<CUresult>``).

A definition whose name, scope and parameter types (or template arguments) read the same in HIP as
an earlier one's, and not in CUDA, is wrapped so that the HIP build skips it: the earlier
definition is the one HIP uses. Where both sit in the same preprocessor branches the guard is
``#ifndef __HIP_PLATFORM_AMD__``; where the earlier one sits in a conditional block the later one is
outside of (helper_cuda.h's ``#ifdef __DRIVER_TYPES_H__`` and ``#ifdef CUDA_DRIVER_API``), the
earlier one defines a marker macro after itself and the guard is ``#if !defined(__HIP_PLATFORM_AMD__)
|| !defined(marker)``: the later one is compiled when the earlier one was not. A warning on the
later definition's name says which it gave way to; it speaks for the API errors inside the skipped
text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tree_sitter import Node

from cass_lsp.syntax.cuda import inner_declarator
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

CODE = "overload-collapsed"
API_CODES = frozenset({"unsupported-api", "hip-version", "unknown-cuda-api"})
HIP = "__HIP_PLATFORM_AMD__"
_CONDITIONALS = frozenset({"preproc_if", "preproc_ifdef", "preproc_else", "preproc_elif", "preproc_elifdef"})
_SCOPES = frozenset({"namespace_definition", "class_specifier", "struct_specifier", "union_specifier"})
_SPACES = re.compile(r"\s+")
_NOT_A_NAME = re.compile(r"\W+")


@dataclass(frozen=True)
class Definition:
    """A function definition or an explicit specialization, as far as the decision needs it."""

    key: tuple[str, str]  # (its scope, its name with its parameters or template arguments), in HIP's text
    name: str  # its name in HIP's text
    cuda: str  # its name and parameters in CUDA's text (for the message; two alike are not collapsed)
    name_span: tuple[int, int]
    start: int  # its first line (template line included)
    end: int  # after its last line
    blocks: tuple[tuple[int, int], ...]  # the conditional blocks it sits in


def _line_start(data: bytes, offset: int) -> int:
    return data.rfind(b"\n", 0, offset) + 1


def _line_end(data: bytes, offset: int) -> int:
    end = data.find(b"\n", offset)
    return len(data) if end < 0 else end + 1


def _squeeze(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def _name_of(declarator: Node | None) -> Node | None:
    """The identifier a (parameter) declarator declares."""
    while declarator is not None and declarator.type not in ("identifier", "field_identifier"):
        declarator = inner_declarator(declarator)  # `const V &v`: a reference's name has no field
    return declarator


def parameter_types(ctx: Context, params: Node, hip: bool = True) -> str:
    """A parameter list in HIP's text (``hip``) or CUDA's, without the parameters' names and default
    values."""
    text_of = ctx.hip_text if hip else (lambda s, e: ctx.data[s:e].decode("utf-8", "replace"))
    parts = []
    for param in params.named_children:
        if param.type == "comment":
            continue
        end = param.end_byte
        default = param.child_by_field_name("default_value")
        if default is not None:
            end = param.start_byte + ctx.data[param.start_byte : default.start_byte].rindex(b"=")
        name = _name_of(param.child_by_field_name("declarator"))
        if name is not None and name.end_byte <= end:
            text = text_of(param.start_byte, name.start_byte) + text_of(name.end_byte, end)
        else:
            text = text_of(param.start_byte, end)
        parts.append(_squeeze(text))
    return "(" + ", ".join(parts) + ")"


def _scope(node: Node, ctx: Context) -> str:
    names = []
    parent = node.parent
    while parent is not None:
        if parent.type in _SCOPES:
            name = parent.child_by_field_name("name")
            names.append(ctx.text(name) if name is not None else "{}")
        parent = parent.parent
    return "::".join(reversed(names))


def _blocks(node: Node) -> tuple[tuple[int, int], ...]:
    found = []
    parent = node.parent
    while parent is not None:
        if parent.type in _CONDITIONALS:
            found.append((parent.start_byte, parent.end_byte))
        parent = parent.parent
    return tuple(found)


def _outer(node: Node) -> Node:
    while node.parent is not None and node.parent.type == "template_declaration":
        node = node.parent
    return node


def _function(ctx: Context, fn: Node) -> Definition | None:
    declarator = fn.child_by_field_name("declarator")
    while declarator is not None and declarator.type in ("pointer_declarator", "reference_declarator"):
        declarator = declarator.child_by_field_name("declarator")
    if declarator is None or declarator.type != "function_declarator":
        return None
    name, params = declarator.child_by_field_name("declarator"), declarator.child_by_field_name("parameters")
    if name is None or params is None:
        return None
    after = _squeeze(ctx.hip_text(params.end_byte, declarator.end_byte))  # const, noexcept, &...
    hip_name = _squeeze(ctx.hip_text(name.start_byte, name.end_byte))
    key = (_scope(fn, ctx), hip_name + parameter_types(ctx, params) + after)
    cuda = _squeeze(ctx.text(name)) + parameter_types(ctx, params, hip=False)
    return _definition(ctx, fn, key, hip_name, cuda, name)


def _specialization(ctx: Context, template: Node) -> Definition | None:
    """``template <> struct Name<cudaError_t> { ... };``"""
    params = template.child_by_field_name("parameters")
    if params is None or params.named_child_count:
        return None
    spec = next((c for c in template.named_children if c.type in ("struct_specifier", "class_specifier")), None)
    name = spec.child_by_field_name("name") if spec is not None else None
    if spec is None or name is None or name.type != "template_type" or spec.child_by_field_name("body") is None:
        return None
    kind = spec.type.split("_")[0]
    hip = _squeeze(ctx.hip_text(name.start_byte, name.end_byte))
    return _definition(ctx, template, (_scope(template, ctx), f"{kind} {hip}"), hip, f"{kind} {ctx.text(name)}", name)


def _definition(
    ctx: Context, node: Node, key: tuple[str, str], name: str, cuda: str, name_node: Node
) -> Definition | None:
    outer = _outer(node)
    start, end = _line_start(ctx.data, outer.start_byte), _line_end(ctx.data, node.end_byte)
    if ctx.data[start : outer.start_byte].strip() or ctx.data[node.end_byte : end].strip(b"; \t\r\n"):
        return None  # it shares a line with other code: the compile says what clashes
    return Definition(key, name, cuda, (name_node.start_byte, name_node.end_byte), start, end, _blocks(outer))


def _definitions(ctx: Context, start: int, end: int) -> tuple[Definition, ...]:
    found: list[Definition] = []
    data = ctx.data
    if b"(" not in data[start:end]:
        return ()
    for fn in ctx.facts.functions:
        if start <= fn.node.start_byte < end:
            d = _function(ctx, fn.node)
            if d is not None:
                found.append(d)
    if b"template" in data[start:end]:
        stack = [ctx.root]
        while stack:
            node = stack.pop()
            if node.type == "template_declaration" and start <= node.start_byte < end:
                d = _specialization(ctx, node)
                if d is not None:
                    found.append(d)
            if node.type not in ("function_definition", "compound_statement"):
                stack.extend(node.named_children)
    return tuple(sorted(found, key=lambda d: d.start))


def marker(d: Definition) -> str:
    """The macro the earlier definition ``d`` defines after itself."""
    return f"CASS_HIP_DEFINED_{_NOT_A_NAME.sub('_', d.name).strip('_')}_{d.name_span[0]}"


@rule("overload-collapsed", phase="range", codes={CODE}, refines={CODE: API_CODES})
def guard(ctx: Context, start: int, end: int) -> None:
    """Later definitions that translation makes one with an earlier one: kept for CUDA only."""
    if (start, end) != (0, len(ctx.data)) and ctx.chunks is None:
        return  # one kernel: the rest of the file stays CUDA
    # The first definition of each key, from this chunk and those before it (chunks run in order).
    first: dict[tuple[str, str], Definition] = ctx.state("overload-collapsed.first", dict)
    marked: set[int] = ctx.state("overload-collapsed.marked", set)
    for d in _definitions(ctx, start, end):
        earlier = first.setdefault(d.key, d)
        if earlier is d or earlier.cuda == d.cuda:
            continue  # the same in CUDA: other #if branches, not a translation's doing
        if all(lo <= d.start and d.end <= hi for lo, hi in earlier.blocks):
            condition = f"#ifndef {HIP}"
        else:
            name = marker(earlier)
            if earlier.start not in marked:
                marked.add(earlier.start)
                ctx.replace(earlier.end, earlier.end, f"#define {name}  // cass-lsp: HIP has this one\n")
            condition = f"#if !defined({HIP}) || !defined({name})"
        ctx.replace(d.start, d.start, f"{condition}  // cass-lsp: the same as {earlier.cuda} in HIP\n")
        ctx.replace(d.end, d.end, f"#endif  // {HIP}\n")
        ctx.report(
            CODE,
            f"{d.cuda} and {earlier.cuda} are one definition in HIP, {d.key[1]}: this one is kept for"
            f" CUDA only (HIP uses the earlier one). Check that they do the same",
            *d.name_span,
            scope=(d.start, d.end),
        )
