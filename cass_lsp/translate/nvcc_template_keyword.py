"""A member template of a dependent type called without `template`: nvcc accepts it, clang does not.

`TileScan::DeviceScanTile<Type>(...)` inside a template, where `TileScan` is a typedef of
`CTATileScan<NT, VT, T, Op>` (moderngpu's scan.cuh, vendored by cudpp and others): C++ wants
`TileScan::template DeviceScanTile<Type>(...)`, since the name belongs to a type that depends on the
template's parameters. nvcc's front end (EDG) takes the intended reading; clang parses `<` as
less-than ("reference to overloaded function could not be resolved; did you mean to call it?").
The keyword means what nvcc made of the code, and nvcc compiles the fixed source alike, so the
translation writes it, with an ``nvcc-only-code`` finding that carries it as a fix of the CUDA
source. Dependent here: a template parameter, or a typedef or alias declared inside the template
whose type names one; a scope the file declares nowhere as such (a namespace, a class) is left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from tree_sitter import Node

from cass_lsp.core.result import Edit, Severity
from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

CODE = "nvcc-only-code"
_ALIASES = ("type_definition", "alias_declaration")


def _template_parameters(template: Node, ctx: Context) -> set[str]:
    parameters = template.child_by_field_name("parameters")
    if parameters is None:
        return set()
    names = set()
    for parameter in parameters.named_children:
        for child in parameter.named_children:
            if child.type in ("type_identifier", "identifier"):
                names.add(ctx.text(child))
    return names


def _dependent_aliases(body: Node, parameters: set[str], ctx: Context) -> set[str]:
    """The typedefs and aliases declared in ``body`` whose type names one of ``parameters`` (or an
    alias found before), in order."""
    found: set[str] = set()
    aliases = list(_descendants(body, _ALIASES))
    for alias in sorted(aliases, key=lambda n: n.start_byte):
        kind = alias.child_by_field_name("type")
        declared = alias.child_by_field_name("declarator") or alias.child_by_field_name("name")
        if kind is None or declared is None:
            continue
        names = {name for _, _, name in lexer.identifiers(ctx.data, kind.start_byte, kind.end_byte)}
        if names & (parameters | found):
            found.add(ctx.text(declared))
    return found


def _descendants(node: Node, kinds: tuple[str, ...]) -> Iterator[Node]:
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in kinds:
            yield current
        stack.extend(current.named_children)


def _templates(root: Node, start: int, end: int) -> Iterator[Node]:
    """The outermost template declarations in [start, end)."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node.end_byte <= start or node.start_byte >= end:
            continue
        if node.type == "template_declaration":
            yield node
        else:
            stack.extend(node.named_children)


def _calls_without_keyword(node: Node) -> Iterator[tuple[Node, Node]]:
    """(scope, template_function) of each `Scope::name<...>` under ``node``."""
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "qualified_identifier":
            scope, name = current.child_by_field_name("scope"), current.child_by_field_name("name")
            if scope is not None and name is not None and scope.type == "namespace_identifier":
                if name.type == "template_function":
                    yield scope, name
        stack.extend(current.named_children)


@rule("nvcc-only.template-keyword", phase="range", pattern=b"::", codes={CODE})
def template_keyword(ctx: Context, start: int, end: int) -> None:
    for template in _templates(ctx.root, start, end):
        parameters: set[str] = set()  # the class template's and its member templates'
        for inner in _descendants(template, ("template_declaration",)):
            parameters |= _template_parameters(inner, ctx)
        dependent = parameters | _dependent_aliases(template, parameters, ctx)
        for scope, name in _calls_without_keyword(template):
            scope_name = ctx.text(scope)
            if scope_name not in dependent:
                continue
            fix = (Edit(name.start_byte, name.start_byte, "template ", portable=True),)
            ctx.replace(name.start_byte, name.start_byte, "template ")
            member = ctx.text(name.child_by_field_name("name") or name)
            ctx.report(
                CODE,
                f"`{scope_name}::{member}<...>` names a member template of a type that depends on the template's"
                f" parameters without `template`: nvcc takes it as a template; clang reads `<` as less-than"
                f' ("reference to overloaded function could not be resolved"): written `{scope_name}::template'
                f" {member}<...>`, which nvcc compiles alike",
                name.start_byte,
                name.end_byte,
                fix=fix,
                fix_title=f"Write {scope_name}::template {member}",
                severity=Severity.WARNING,
            )
