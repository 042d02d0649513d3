"""Tree helpers that several rules use (no state: functions of nodes and text)."""

from __future__ import annotations

import re

from tree_sitter import Node

# Leaf node types that are code identifiers (everything else the token scan meets is skipped:
# string contents, comments, character literals, include paths).
CODE_IDENTIFIERS = frozenset(
    {"identifier", "type_identifier", "field_identifier", "namespace_identifier", "statement_identifier"}
)

# Types a lane mask must not be kept in on wave64 targets.
# Integer types of 32 bits on ROCm's platforms, which are LP64: long is 64 bits there.
THIRTY_TWO_BIT_TYPES = frozenset({"unsigned", "unsigned int", "int", "uint32_t", "int32_t", "uint", "uint32"})


def call_of_callee(node: Node) -> Node | None:
    """The call_expression whose callee is ``node`` (through qualified/template names)."""
    current = node
    parent = current.parent
    while parent is not None and parent.type in ("qualified_identifier", "template_function"):
        current, parent = parent, parent.parent
    if parent is not None and parent.type == "call_expression" and parent.child_by_field_name("function") == current:
        return parent
    return None


def call_arguments(call: Node) -> list[Node]:
    args = call.child_by_field_name("arguments")
    if args is None:
        return []
    return [c for c in args.named_children if c.type != "comment"]


def declarator_names(declarator: Node | None) -> list[Node]:
    """Identifier nodes a declarator declares (through pointers, references, arrays, inits)."""
    found: list[Node] = []
    while declarator is not None:
        if declarator.type in ("identifier", "field_identifier"):
            found.append(declarator)
            break
        inner = declarator.child_by_field_name("declarator")
        if inner is None:
            inner = next(
                (c for c in declarator.named_children if c.type.endswith("declarator") or c.type == "identifier"), None
            )
        declarator = inner
    return found


def declared_names(type_node: Node) -> list[Node]:
    """Names declared by the declaration or parameter whose type is ``type_node``."""
    decl = type_node.parent
    while decl is not None and decl.type in ("qualified_identifier", "type_qualifier", "template_type"):
        decl = decl.parent
    if decl is None or decl.type not in ("declaration", "parameter_declaration", "field_declaration"):
        return []
    names: list[Node] = []
    for child in decl.children_by_field_name("declarator"):
        names.extend(declarator_names(child))
    return names


_THREAD_LIKE = re.compile(r"threadIdx|blockDim|\btid\b|lane|thread|\bltid\b|\bgtid\b|local_id|\bwid\b|warp")


def thread_like(text: str) -> bool:
    """Does an expression look like a thread index (the operand of a lane/warp computation)?"""
    return _THREAD_LIKE.search(text) is not None


# Macros only a HIP compile defines: code under `#ifdef`/`#if defined(...)` of one of them (or its
# `#else`) was written for one platform on purpose.
HIP_PLATFORM_MACROS = frozenset({"__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__", "__HIPCC__", "__HIP__"})
_PLATFORM_TEST = re.compile(r"\b(?:" + "|".join(sorted(HIP_PLATFORM_MACROS)) + r")\b")


def in_platform_branch(node: Node | None) -> bool:
    """Is ``node`` inside a preprocessor conditional on a HIP platform macro (either branch)?"""
    parent = node.parent if node is not None else None
    while parent is not None:
        if parent.type in ("preproc_ifdef", "preproc_if", "preproc_elif"):
            test = parent.child_by_field_name("name") or parent.child_by_field_name("condition")
            if test is not None and test.text is not None and _PLATFORM_TEST.search(test.text.decode(errors="replace")):
                return True
        parent = parent.parent
    return False
