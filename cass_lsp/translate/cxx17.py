"""C++ that nvcc accepts and clang does not: the ``register`` storage class, member templates of
dependent types named without ``template``, ``= {}`` on a half type.

C++17 removed ``register``; nvcc's front end still accepts it (with a warning at most) while
clang, which hipcc runs, rejects it under ``-std=c++17`` ("ISO C++17 does not allow 'register'
storage class specifier"). It has meant nothing to compilers for decades, so it is removed, with
one note per file.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

_REGISTER = re.compile(rb"\bregister\b")


# Not in a C file (``language`` "c"): C keeps `register`, and a C compiler builds the file.
@rule("register-keyword", phase="range", pattern=b"register", when={"language": "cuda"}, codes={"register-keyword"})
def drop_register(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    for m in _REGISTER.finditer(data, start, end):
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type != "register" or node.parent is None:
            continue
        if node.parent.type != "storage_class_specifier":
            continue
        cut = m.end()
        while cut < len(data) and data[cut : cut + 1] in (b" ", b"\t"):
            cut += 1
        ctx.replace(m.start(), cut, "")
        ctx.report_once(
            "register",
            "register-keyword",
            "`register` is not C++17: clang (which hipcc runs) rejects it where nvcc accepts it; it was removed"
            " (compilers have ignored it for decades)",
            m.start(),
            m.end(),
        )


# HIP's half types overload operator= for several source types (__half_raw, __half2_raw, the
# vector type), so `h = {}` is ambiguous under clang where CUDA's one candidate takes it (HeCBench's
# quant3MatMul: `res2 = {};`). Naming the type, `h = half2{}`, is the same zero in both.
_EMPTY_BRACES = re.compile(rb"=[ \t]*\{[ \t]*\}")
HALF_TYPES = frozenset({"half", "__half", "half2", "__half2"})


@rule("half-empty-braces", phase="range", codes={"half-empty-braces"})
def name_empty_braces(ctx: Context, start: int, end: int) -> None:
    for m in _EMPTY_BRACES.finditer(ctx.data, start, end):
        op = ctx.root.descendant_for_byte_range(m.start(), m.start() + 1)
        assign = op.parent if op is not None else None
        if assign is None or assign.type != "assignment_expression":
            continue
        left, right = assign.child_by_field_name("left"), assign.child_by_field_name("right")
        if left is None or right is None or left.type != "identifier" or right.type != "initializer_list":
            continue
        type_name = _declared_type(ctx, left)
        if type_name not in HALF_TYPES:
            continue
        ctx.replace(right.start_byte, right.start_byte, type_name)
        ctx.report_once(
            f"braces:{type_name}",
            "half-empty-braces",
            f"`= {{}}` on a {type_name} is ambiguous with HIP's half types (they overload operator= for several"
            f" types): written `= {type_name}{{}}`, the same zero",
            right.start_byte,
            right.end_byte,
        )


def _declared_type(ctx: Context, ident: Node) -> str | None:
    """The type of the local variable ``ident`` names, from its declaration in the enclosing function."""
    scope = ident
    while scope.parent is not None and scope.type != "function_definition":
        scope = scope.parent
    name = ctx.text(ident)
    stack = [scope]
    while stack:
        node = stack.pop()
        if node.start_byte >= ident.start_byte:
            continue
        if node.type == "declaration":
            for declarator in node.children_by_field_name("declarator"):
                target = declarator
                if declarator.type == "init_declarator":
                    target = declarator.child_by_field_name("declarator")
                if target is not None and target.type == "identifier" and ctx.text(target) == name:
                    type_node = node.child_by_field_name("type")
                    return ctx.text(type_node) if type_node is not None else None
        stack.extend(node.children)
    return None


# `vec_cast<T, S>::cast<N>(...)` in a template where T or S is a template parameter: C++ needs
# `::template cast<N>` (else `<` is less-than); nvcc's front end accepts it without, clang, which
# hipcc runs, rejects it ("reference to overloaded function could not be resolved"; HeCBench's
# attentionMultiHeadKVCache, from FlashInfer). The prefilter: `>`, `::`, a name, `<`.
_MEMBER_TEMPLATE = re.compile(rb">\s*::\s*([A-Za-z_]\w*)\s*<")
_IDENT = re.compile(r"[A-Za-z_]\w*")


# The same through a name: `TileScan::DeviceScanTile<Type>(...)` where `TileScan` is a template
# parameter or a typedef of a type that names one (moderngpu's scan.cuh, vendored by cudpp).
_NAMED_SCOPE = re.compile(rb"\b([A-Za-z_]\w*)\s*::\s*([A-Za-z_]\w*)\s*<")
_ALIASES = ("type_definition", "alias_declaration")


@rule("dependent-template", phase="range", pattern=b"::", codes={"dependent-template"})
def add_dependent_template(ctx: Context, start: int, end: int) -> None:
    _through_template_types(ctx, start, end)
    _through_dependent_names(ctx, start, end)


def _added(ctx: Context, scope: str, name: str, function: Node) -> None:
    ctx.replace(function.start_byte, function.start_byte, "template ")
    ctx.report_once(
        f"dependent-template:{scope}::{name}",
        "dependent-template",
        f"`{scope}::{name}<...>` names a member template of a type that depends on a template parameter:"
        " C++ needs `::template` there, which clang (that hipcc runs) requires and nvcc does not; it was added",
        function.start_byte,
        function.end_byte,
    )


def _called_template(ctx: Context, offset: int) -> tuple[Node, Node, Node] | None:
    """(the template_function, its qualified_identifier, its scope) where the name at ``offset`` is
    the called function of `Scope::name<...>(...)`."""
    name = ctx.root.descendant_for_byte_range(offset, offset + 1)
    function = name.parent if name is not None else None
    qualified = function.parent if function is not None else None
    if function is None or function.type != "template_function" or qualified is None:
        return None
    scope = qualified.child_by_field_name("scope")
    call = qualified.parent
    if qualified.type != "qualified_identifier" or scope is None or call is None or call.type != "call_expression":
        return None
    return (function, qualified, scope) if call.child_by_field_name("function") == qualified else None


def _through_dependent_names(ctx: Context, start: int, end: int) -> None:
    for m in _NAMED_SCOPE.finditer(ctx.data, start, end):
        found = _called_template(ctx, m.start(2))
        if found is None or found[2].type != "namespace_identifier":
            continue
        function, qualified, scope = found
        parameters = _template_parameters(ctx, qualified)
        scope_name = ctx.text(scope)
        if parameters and scope_name in parameters | _dependent_aliases(ctx, qualified, parameters):
            _added(ctx, scope_name, m.group(2).decode(), function)


def _dependent_aliases(ctx: Context, node: Node, parameters: set[str]) -> set[str]:
    """The typedefs and aliases of the templates enclosing ``node`` whose type names one of
    ``parameters`` (or such an alias declared before)."""
    outer = node
    while outer.parent is not None and outer.parent.type != "translation_unit":
        outer = outer.parent
    aliases, stack = [], [outer]
    while stack:
        current = stack.pop()
        if current.type in _ALIASES:
            aliases.append(current)
        stack.extend(current.named_children)
    found: set[str] = set()
    for alias in sorted(aliases, key=lambda n: n.start_byte):
        kind = alias.child_by_field_name("type")
        declared = alias.child_by_field_name("declarator") or alias.child_by_field_name("name")
        if kind is not None and declared is not None and set(_IDENT.findall(ctx.text(kind))) & (parameters | found):
            found.add(ctx.text(declared))
    return found


def _through_template_types(ctx: Context, start: int, end: int) -> None:
    for m in _MEMBER_TEMPLATE.finditer(ctx.data, start, end):
        found = _called_template(ctx, m.start(1))
        if found is None or found[2].type != "template_type":
            continue
        function, qualified, scope = found
        # Only calls of a name this file declares as a function template: `A<T>::x < n && m > (k)`
        # parses as such a call too.
        if not _declares_function_template(ctx.data, m.group(1)):
            continue
        arguments = scope.child_by_field_name("arguments")
        used = set(_IDENT.findall(ctx.text(arguments))) if arguments is not None else set()
        if not used & _template_parameters(ctx, qualified):
            continue
        _added(ctx, ctx.text(scope), m.group(1).decode(), function)


def _declares_function_template(data: bytes, name: bytes) -> bool:
    """``template <...> [specifiers and return type] name(`` somewhere in the file."""
    return re.search(rb"template\s*<[^;{}]*>[^;{}()]*\b" + re.escape(name) + rb"\s*\(", data) is not None


def _template_parameters(ctx: Context, node: Node) -> set[str]:
    """The names of the template parameters of every template enclosing ``node``."""
    names: set[str] = set()
    while node.parent is not None:
        node = node.parent
        if node.type != "template_declaration":
            continue
        parameters = node.child_by_field_name("parameters")
        for parameter in parameters.named_children if parameters is not None else []:
            declared = [c for c in parameter.named_children if c.type in ("type_identifier", "identifier")]
            declarator = parameter.child_by_field_name("declarator") or parameter.child_by_field_name("name")
            names.update(ctx.text(d) for d in [*declared[-1:], *([declarator] if declarator is not None else [])])
    return names
