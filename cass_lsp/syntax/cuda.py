"""CUDA/HIP syntax queries over tree-sitter-cuda trees.

Finds kernels (``__global__``, templated too), ``__device__`` and host functions, kernel
launches (``<<<...>>>``), CUDA API calls, includes, inline ``asm(...)`` and type definitions.
Every function takes a tree (or its root) and returns small records holding the nodes, so
callers keep byte ranges exact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from tree_sitter import Node, Query, QueryCursor, Tree

from cass_lsp.syntax.languages import language

FunctionKind = Literal["kernel", "device", "host", "host_device"]

_NAME_DECLARATORS = {
    "identifier",
    "field_identifier",
    "qualified_identifier",
    "template_function",
    "destructor_name",
    "operator_name",
}


@dataclass(frozen=True)
class Function:
    name: str  # as written at the definition (``k``, ``C::m``)
    qualified_name: str  # with enclosing namespaces and classes (``ns::k``)
    kind: FunctionKind
    node: Node  # the function_definition
    name_node: Node
    outer: Node  # the template_declaration around a templated function, else ``node``

    @property
    def is_kernel(self) -> bool:
        return self.kind == "kernel"

    @property
    def is_template(self) -> bool:
        return self.outer is not self.node


@dataclass(frozen=True)
class Launch:
    node: Node  # the call_expression
    callee: Node  # identifier, qualified_identifier or template_function
    config: Node  # kernel_call_syntax: <<<grid, block[, shmem[, stream]]>>>
    arguments: Node  # argument_list

    @property
    def kernel_name(self) -> str:
        """The launched kernel's name without namespace or template arguments."""
        return base_name(self.callee)


@dataclass(frozen=True)
class Include:
    node: Node  # preproc_include
    path: str
    system: bool  # <...> rather than "..."


@dataclass(frozen=True)
class TypeDef:
    name: str
    kind: Literal["struct", "class", "union", "enum", "typedef", "using"]
    node: Node
    name_node: Node


def text(node: Node) -> str:
    return node.text.decode("utf-8", "replace") if node.text is not None else ""


def base_name(node: Node) -> str:
    """The last identifier of a (possibly qualified or templated) name node."""
    while node.type in ("qualified_identifier", "template_function"):
        inner = node.child_by_field_name("name")
        if inner is None:
            break
        node = inner
    return text(node)


@cache
def _query(source: str) -> Query:
    return Query(language("cuda"), source)


def _captures(root: Node, source: str) -> dict[str, list[Node]]:
    return QueryCursor(_query(source)).captures(root)


def _root(tree_or_node: Tree | Node) -> Node:
    return tree_or_node.root_node if isinstance(tree_or_node, Tree) else tree_or_node


def _specifiers(definition: Node) -> set[str]:
    """Anonymous CUDA qualifier tokens on a definition (``__global__``, ``__device__``...)."""
    found: set[str] = set()
    for child in definition.children:
        if child.type in ("__global__", "__device__", "__host__"):
            found.add(child.type)
        elif child.type == "type_qualifier" and child.text in (b"__global__", b"__device__", b"__host__"):
            found.add(text(child))
        elif child.type == "function_declarator" or child.type == "compound_statement":
            break
    return found


def inner_declarator(declarator: Node) -> Node | None:
    """What a declarator wraps: its ``declarator`` field; a reference declarator's (`T &f()`) has
    no field name, only its last named child."""
    inner = declarator.child_by_field_name("declarator")
    if inner is None and declarator.type == "reference_declarator" and declarator.named_children:
        inner = declarator.named_children[-1]
    return inner


def _declarator_name(definition: Node) -> Node | None:
    declarator = definition.child_by_field_name("declarator")
    while declarator is not None and declarator.type != "function_declarator":
        declarator = inner_declarator(declarator)
    if declarator is None:
        return None
    name = declarator.child_by_field_name("declarator")
    return name if name is not None and name.type in _NAME_DECLARATORS else None


def _scope(node: Node) -> list[str]:
    names: list[str] = []
    parent = node.parent
    while parent is not None:
        if parent.type in ("namespace_definition", "class_specifier", "struct_specifier", "union_specifier"):
            name = parent.child_by_field_name("name")
            if name is not None:
                names.append(text(name))
        parent = parent.parent
    return names[::-1]


def function_of(definition: Node) -> Function | None:
    """Describe a function_definition node (None for nodes that are not named functions)."""
    name_node = _declarator_name(definition)
    if name_node is None:
        return None
    spec = _specifiers(definition)
    if "__global__" in spec:
        kind: FunctionKind = "kernel"
    elif "__device__" in spec:
        kind = "host_device" if "__host__" in spec else "device"
    else:
        kind = "host"
    outer = definition
    while outer.parent is not None and outer.parent.type == "template_declaration":
        outer = outer.parent
    name = text(name_node)
    qualified = "::".join([*_scope(definition), name])
    return Function(name, qualified, kind, definition, name_node, outer)


def functions(tree: Tree | Node) -> list[Function]:
    """Every function definition, in source order."""
    found = []
    for node in _captures(_root(tree), "(function_definition) @f").get("f", []):
        fn = function_of(node)
        if fn is not None:
            found.append(fn)
    found.sort(key=lambda f: f.node.start_byte)
    return found


def function_names(tree: Tree | Node) -> set[str]:
    """The names of ``functions(tree)`` (cheaper: no Function built)."""
    found = set()
    for node in _captures(_root(tree), "(function_definition) @f").get("f", []):
        name = _declarator_name(node)
        if name is not None:
            found.add(text(name))
    return found


def kernels(tree: Tree | Node) -> list[Function]:
    return [f for f in functions(tree) if f.is_kernel]


def function_at(tree: Tree | Node, offset: int) -> Function | None:
    """The innermost function whose definition (template header included) holds ``offset``."""
    node: Node | None = _root(tree).descendant_for_byte_range(offset, offset)
    while node is not None:
        if node.type == "function_definition":
            fn = function_of(node)
            if fn is not None:
                return fn
        elif node.type == "template_declaration":
            for child in node.named_children:
                if child.type == "function_definition":
                    return function_of(child)
        node = node.parent
    return None


def kernel_at(tree: Tree | Node, offset: int) -> Function | None:
    fn = function_at(tree, offset)
    return fn if fn is not None and fn.is_kernel else None


def launches(tree: Tree | Node) -> list[Launch]:
    """Every ``kernel<<<...>>>(...)`` call, in source order."""
    found = []
    for node in _captures(_root(tree), "(call_expression (kernel_call_syntax)) @launch").get("launch", []):
        callee = node.child_by_field_name("function")
        config = next((c for c in node.named_children if c.type == "kernel_call_syntax"), None)
        arguments = node.child_by_field_name("arguments")
        if callee is not None and config is not None and arguments is not None:
            found.append(Launch(node, callee, config, arguments))
    found.sort(key=lambda launch: launch.node.start_byte)
    return found


_API_PREFIX = re.compile(r"^(cuda|cu[A-Z]|cublas|curand|cufft|cusparse|cusolver|cudnn|nvrtc|cub::|__nv_)")


def api_calls(tree: Tree | Node) -> list[Node]:
    """Calls of CUDA APIs (runtime, driver, libraries), by the callee's name."""
    found = []
    for node in _captures(_root(tree), "(call_expression function: (_) @callee) @call").get("call", []):
        callee = node.child_by_field_name("function")
        if (
            callee is not None
            and callee.type in ("identifier", "qualified_identifier", "template_function")
            and _API_PREFIX.match(text(callee))
        ):
            found.append(node)
    found.sort(key=lambda n: n.start_byte)
    return found


def _keyword_parents(root: Node, needle: bytes, tokens: frozenset[str], parent_type: str) -> list[Node]:
    """The ``parent_type`` nodes under ``root`` whose first token (of a type in ``tokens``) holds an
    occurrence of ``needle``, in source order. A byte search and a look-up per occurrence: a
    whole-tree query walks every node of the file (a tenth of a second per 100,000 lines)."""
    data = root.text
    if not data or needle not in data:
        return []
    base = root.start_byte
    found: list[Node] = []
    seen: set[int] = set()
    pos = data.find(needle)
    while pos != -1:
        node = root.descendant_for_byte_range(base + pos, base + pos + len(needle))
        parent = node.parent if node is not None else None
        if (
            node is not None
            and parent is not None
            and node.type in tokens
            and parent.type == parent_type
            and parent.start_byte == node.start_byte
            and parent.start_byte not in seen
        ):
            seen.add(parent.start_byte)
            found.append(parent)
        pos = data.find(needle, pos + len(needle))
    return found


def includes(tree: Tree | Node) -> list[Include]:
    found = []
    for node in _keyword_parents(_root(tree), b"include", frozenset({"#include"}), "preproc_include"):
        path = node.child_by_field_name("path")
        if path is None:
            continue
        raw = text(path)
        found.append(Include(node, raw.strip('<>"'), raw.startswith("<")))
    found.sort(key=lambda inc: inc.node.start_byte)
    return found


def inline_asm(tree: Tree | Node) -> list[Node]:
    """``asm(...)`` / ``asm volatile(...)`` statements (inline PTX in CUDA code)."""
    nodes = _keyword_parents(_root(tree), b"asm", frozenset({"asm", "__asm__", "__asm"}), "gnu_asm_expression")
    return sorted(nodes, key=lambda n: n.start_byte)


_TYPE_QUERY = """
(struct_specifier name: (_) @name body: (_)) @struct
(class_specifier name: (_) @name body: (_)) @class
(union_specifier name: (_) @name body: (_)) @union
(enum_specifier name: (_) @name body: (_)) @enum
(type_definition declarator: (type_identifier) @name) @typedef
(alias_declaration name: (_) @name) @using
"""


def type_definitions(tree: Tree | Node) -> list[TypeDef]:
    found = []
    for _pattern, captures in QueryCursor(_query(_TYPE_QUERY)).matches(_root(tree)):
        for kind in ("struct", "class", "union", "enum", "typedef", "using"):
            if kind in captures:
                node, name = captures[kind][0], captures["name"][0]
                found.append(TypeDef(text(name), kind, node, name))  # type: ignore[arg-type]
    found.sort(key=lambda t: t.node.start_byte)
    return found
