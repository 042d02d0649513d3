"""Document symbols and folding ranges for CUDA/HIP, SASS and AMD GPU assembly.

Returns plain records (byte ranges, kinds as words); the server turns them into LSP types.
Walks are iterative: deeply nested code must not hit Python's recursion limit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tree_sitter import Node, Tree

from cass_lsp.syntax import cuda
from cass_lsp.syntax.languages import LanguageName

SymbolKind = Literal["kernel", "function", "namespace", "struct", "class", "enum", "type", "label", "module", "object"]


@dataclass
class Symbol:
    name: str
    kind: SymbolKind
    start: int  # byte range of the whole definition
    end: int
    name_start: int  # byte range of the name
    name_end: int
    detail: str = ""
    children: list[Symbol] = field(default_factory=list)


@dataclass(frozen=True)
class Fold:
    start_line: int
    end_line: int
    kind: Literal["region", "comment", "imports"] = "region"


def symbols(language: LanguageName, tree: Tree) -> list[Symbol]:
    if language == "cuda":
        return _cuda_symbols(tree)
    if language == "sass":
        return _sass_symbols(tree)
    return _rdna_symbols(tree)


def folds(language: LanguageName, tree: Tree) -> list[Fold]:
    """Folding ranges: functions (and namespaces, types) spanning more than one line."""
    ranges: list[Fold] = []

    def add(node_start: tuple[int, int], node_end: tuple[int, int]) -> None:
        end_line = node_end[0] - (1 if node_end[1] == 0 else 0)
        if end_line > node_start[0]:
            ranges.append(Fold(node_start[0], end_line))

    if language == "cuda":
        stack = [tree.root_node]
        while stack:
            node = stack.pop()
            if node.type in ("function_definition", "namespace_definition", "class_specifier", "struct_specifier"):
                start = node.parent if node.parent is not None and node.parent.type == "template_declaration" else node
                add(start.start_point, node.end_point)
            if node.type != "function_definition":  # nothing foldable we report inside bodies
                stack.extend(node.named_children)
        comments = [n for n in tree.root_node.named_children if n.type == "comment"]
        for node in comments:
            if node.end_point[0] > node.start_point[0]:
                ranges.append(Fold(node.start_point[0], node.end_point[0], "comment"))
    else:
        for sym in _flatten(symbols(language, tree)):
            if sym.kind in ("kernel", "function", "object"):
                start_row = tree.root_node.descendant_for_byte_range(sym.start, sym.start)
                end_row = tree.root_node.descendant_for_byte_range(
                    max(sym.start, sym.end - 1), max(sym.start, sym.end - 1)
                )
                if start_row is not None and end_row is not None:
                    add(start_row.start_point, end_row.end_point)
    ranges.sort(key=lambda f: (f.start_line, f.end_line))
    return ranges


def _flatten(items: list[Symbol]) -> list[Symbol]:
    out: list[Symbol] = []
    stack = list(reversed(items))
    while stack:
        sym = stack.pop()
        out.append(sym)
        stack.extend(reversed(sym.children))
    return out


# ---- CUDA / HIP ------------------------------------------------------------------------------

_CONTAINERS = {"namespace_definition": "namespace", "class_specifier": "class", "struct_specifier": "struct"}


def _cuda_symbols(tree: Tree) -> list[Symbol]:
    """Kernels, device and host functions and types, nested in their namespaces and classes."""
    root: list[Symbol] = []
    # (node, list to append into) — iterative walk over containers only
    stack: list[tuple[Node, list[Symbol]]] = [(tree.root_node, root)]
    while stack:
        node, out = stack.pop()
        for child in node.named_children:
            target = (
                child.named_children[-1] if child.type == "template_declaration" and child.named_children else child
            )
            if target.type == "function_definition":
                fn = cuda.function_of(target)
                if fn is not None:
                    out.append(_function_symbol(fn))
            elif target.type in _CONTAINERS:
                name = target.child_by_field_name("name")
                body = target.child_by_field_name("body")
                if body is None:
                    continue
                sym = Symbol(
                    cuda.text(name) if name is not None else "(anonymous)",
                    _CONTAINERS[target.type],  # type: ignore[arg-type]
                    child.start_byte,
                    child.end_byte,
                    (name or target).start_byte,
                    (name or target).end_byte,
                )
                out.append(sym)
                stack.append((body, sym.children))
            elif (
                target.type in ("enum_specifier", "union_specifier") and target.child_by_field_name("body") is not None
            ):
                name = target.child_by_field_name("name")
                if name is not None:
                    kind = "enum" if target.type == "enum_specifier" else "struct"
                    out.append(
                        Symbol(cuda.text(name), kind, child.start_byte, child.end_byte, name.start_byte, name.end_byte)
                    )
            elif target.type in ("type_definition", "alias_declaration"):
                name = target.child_by_field_name("declarator" if target.type == "type_definition" else "name")
                if name is not None and name.type == "type_identifier":
                    out.append(
                        Symbol(
                            cuda.text(name), "type", child.start_byte, child.end_byte, name.start_byte, name.end_byte
                        )
                    )
            elif target.type in (
                "declaration_list",
                "linkage_specification",
                "preproc_ifdef",
                "preproc_if",
                "preproc_else",
                "preproc_elif",
                "field_declaration_list",
            ):
                stack.append((target, out))
        out.sort(key=lambda s: s.start)
    return root


_FUNCTION_DETAIL = {"kernel": "__global__", "device": "__device__", "host_device": "__host__ __device__", "host": ""}


def _function_symbol(fn: cuda.Function) -> Symbol:
    return Symbol(
        fn.name,
        "kernel" if fn.is_kernel else "function",
        fn.outer.start_byte,
        fn.outer.end_byte,
        fn.name_node.start_byte,
        fn.name_node.end_byte,
        detail=_FUNCTION_DETAIL[fn.kind] + (" template" if fn.is_template else ""),
    )


# ---- SASS ------------------------------------------------------------------------------------


def _sass_symbols(tree: Tree) -> list[Symbol]:
    """Per ``code for sm_XX`` section a module; in it, functions and their labels."""
    out: list[Symbol] = []
    section: Symbol | None = None
    for node in tree.root_node.named_children:
        if node.type == "arch_header":
            arch = node.child_by_field_name("arch")
            section = Symbol(
                f"code for {cuda.text(arch) if arch is not None else '?'}",
                "module",
                node.start_byte,
                node.end_byte,
                node.start_byte,
                node.end_byte,
            )
            out.append(section)
        elif node.type == "function":
            sym = _sass_function(node)
            if section is not None:
                section.children.append(sym)
                section.end = max(section.end, sym.end)
            else:
                out.append(sym)
    return out


def _sass_function(node: Node) -> Symbol:
    name = node.child_by_field_name("name")
    sym = Symbol(
        cuda.text(name) if name is not None else "(function)",
        "function",
        node.start_byte,
        node.end_byte,
        (name or node).start_byte,
        (name or node).end_byte,
        detail=_demangle_hint(cuda.text(name)) if name is not None else "",
    )
    # nvdisasm repeats the function's own name as labels (`_Z1fv:`, `.text._Z1fv:`): not worth listing
    own = {sym.name, f".text.{sym.name}"}
    for child in node.named_children:
        if child.type == "label":
            label = child.child_by_field_name("name") or child
            if cuda.text(label).rstrip(":") in own:
                continue
            sym.children.append(
                Symbol(
                    cuda.text(label).rstrip(":"),
                    "label",
                    child.start_byte,
                    child.end_byte,
                    label.start_byte,
                    label.end_byte,
                )
            )
    return sym


def _demangle_hint(name: str) -> str:
    """A light Itanium demangle of the function name only (``_Z5saxpyifPKfPf`` -> ``saxpy``)."""
    if not name.startswith("_Z"):
        return ""
    rest = name[2:].lstrip("L")
    parts: list[str] = []
    if rest.startswith("N"):
        rest = rest[1:]
    while rest and rest[0].isdigit():
        digits = ""
        while rest and rest[0].isdigit():
            digits += rest[0]
            rest = rest[1:]
        length = int(digits)
        parts.append(rest[:length])
        rest = rest[length:]
        if not rest.startswith(tuple("0123456789")):
            break
    return "::".join(parts)


# ---- AMD GPU assembly ---------------------------------------------------------------------------


def _rdna_symbols(tree: Tree) -> list[Symbol]:
    """Kernels and functions (clang -S: ``.type x,@function`` + label; objdump: ``<x>:`` headers).

    A function runs from its label to its ``.Lfunc_end`` label or the next function; the
    ``.amdhsa_kernel`` descriptor of a kernel marks it as one.
    """
    functions: set[str] = set()
    kernels: set[str] = set()
    nodes = tree.root_node.named_children
    for node in nodes:
        if node.type == "directive":
            name = node.child_by_field_name("name")
            if name is not None and cuda.text(name) == ".type" and b"@function" in (node.text or b""):
                args = [c for c in node.named_children if c != name]  # nodes are fresh wrappers: no `is`
                if args:
                    functions.add(cuda.text(args[0]).strip())
        elif node.type == "kernel_descriptor":
            name = node.child_by_field_name("name")
            if name is not None:
                kernels.add(cuda.text(name))

    out: list[Symbol] = []
    current: Symbol | None = None
    for node in nodes:
        label_name = None
        if node.type == "label":
            name = node.child_by_field_name("name")
            label_name = cuda.text(name).rstrip(":") if name is not None else None
        elif node.type == "function_header":
            name = node.child_by_field_name("name")
            if name is not None:
                label_name = cuda.text(name).strip("<>")
                functions.add(label_name)
        if label_name is not None and label_name in functions:
            name_node = node.child_by_field_name("name") or node
            current = Symbol(
                label_name,
                "kernel" if label_name in kernels else "function",
                node.start_byte,
                node.end_byte,
                name_node.start_byte,
                name_node.end_byte,
                detail=_demangle_hint(label_name),
            )
            out.append(current)
            continue
        if current is None:
            if node.type == "kernel_descriptor":
                name = node.child_by_field_name("name")
                out.append(
                    Symbol(
                        f".amdhsa_kernel {cuda.text(name) if name is not None else ''}".strip(),
                        "object",
                        node.start_byte,
                        node.end_byte,
                        (name or node).start_byte,
                        (name or node).end_byte,
                    )
                )
            continue
        if label_name is not None and label_name.startswith(".Lfunc_end"):
            current.end = node.end_byte
            current = None
            continue
        if node.type in ("kernel_descriptor", "metadata_block") or (
            node.type == "directive" and _directive_name(node) in (".section", ".text", ".size")
        ):
            current = None
            continue
        current.end = node.end_byte
        if label_name is not None:
            name_node = node.child_by_field_name("name") or node
            current.children.append(
                Symbol(label_name, "label", node.start_byte, node.end_byte, name_node.start_byte, name_node.end_byte)
            )
    return out


def _directive_name(node: Node) -> str:
    name = node.child_by_field_name("name")
    return cuda.text(name) if name is not None else ""
