"""The rules a project's rule file declares (rule_file.py), as rules of the translator's rule set
(``RuleSet.extended``): they claim their names above every rule of cass_lsp/translate, whose
priorities stay within +-100, so a project's names win.

- ``project.renames`` (identifiers): each use of a renamed name in code and in #define bodies
  (members and scopes of that name stay, ``p.cudaX``, ``cudaX::``);
- ``project.own-names`` (identifiers): the project's names, kept as written; a name some rule
  claims is never ``unknown-cuda-api``;
- ``project.headers`` (range): ``#include "x"`` to the project's header, superseding the
  tables' mapping of the same header (the finishing step's);
- ``project.pasting-macro.NAME`` (range): in ``#define NAME(...)``, ``prefix##`` becomes the HIP
  prefix; in each use ``NAME(X...)``, ``X`` becomes the rest of the HIP name of ``prefixX``,
  reported as the tables report that name (``tables.apply``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from tree_sitter import Node

from cass_lsp.translate import tables
from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import Rule, RuleSet
from cass_lsp.translate.unknown_api import message as unknown_message

if TYPE_CHECKING:
    from cass_lsp.project.rule_file import PastingMacro, ProjectRules

# A pasted name whose HIP name the macro's HIP prefix cannot spell: a call a rename cannot port.
PASTING_CODE = "library-call-manual"
PRIORITY = {"renames": 1002, "own": 1001}

_NOT_RENAMED = ("field_identifier", "namespace_identifier")  # members and scopes of that name are others'


@lru_cache(maxsize=16)
def rule_set(project: ProjectRules, base: RuleSet) -> RuleSet:
    """``base`` with the rules of ``project`` (the same set for an equal project and base: what is
    built from a set, the identifier scan's dispatch, is built once)."""
    return base.extended(rules_of(project))


@lru_cache(maxsize=16)
def rules_of(project: ProjectRules) -> tuple[Rule, ...]:
    """The rules a project's rule file declares, as the translator runs them."""
    out: list[Rule] = []
    if project.renames:
        new_names = {r.old: r.new for r in project.renames}

        def rename(ctx: Context, node: Node, name: str) -> bool:
            if node.type in _NOT_RENAMED:
                return False
            ctx.replace(node.start_byte, node.end_byte, new_names[name])
            return True

        def rename_token(ctx: Context, start: int, end: int, name: str) -> None:
            ctx.replace(start, end, new_names[name])

        out.append(
            Rule(
                "project.renames",
                "identifiers",
                run=rename,
                macro=rename_token,
                names=frozenset(new_names),
                priority=PRIORITY["renames"],
                doc=f"The project's renames ({project.path})",
            )
        )
    if project.own_names:
        out.append(
            Rule(
                "project.own-names",
                "identifiers",
                run=lambda ctx, node, name: True,
                macro=lambda ctx, start, end, name: True,
                names=frozenset(project.own_names),
                priority=PRIORITY["own"],
                keeps=True,
                doc=f"The project's own names, kept as written ({project.path})",
            )
        )
    if project.headers:
        out.append(
            Rule(
                "project.headers",
                "range",
                run=_header_rule(dict(project.headers)),
                pattern=b"include",
                supersedes=frozenset({"finish"}),
                doc=f"The project's headers ({project.path})",
            )
        )
    for macro in project.pasting_macros:
        out.append(
            Rule(
                f"project.pasting-macro.{macro.name}",
                "range",
                run=_PastingRule(macro),
                pattern=macro.name.encode(),
                codes=tables.API_CODES | {"hip-compat", "unknown-cuda-api", PASTING_CODE},
                produces=frozenset({"runtime_api", "compat"}),
                doc=f"{macro.name}(X...) pastes {macro.prefix}##X: {macro.hip_prefix}##X ({project.path})",
            )
        )
    return tuple(out)


_INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)([>"])', re.MULTILINE)


def _header_rule(headers: dict[str, str]) -> Callable[[Context, int, int], None]:
    def run(ctx: Context, start: int, end: int) -> None:
        for m in _INCLUDE.finditer(ctx.data, start, end):
            new = headers.get(m.group(2).decode("utf-8", "replace"))
            node = ctx.root.descendant_for_byte_range(m.start(2), m.end(2))
            if new is None or node is None or not _in_include(node):
                continue
            ctx.replace(m.start(1), m.end(3), f"{m.group(1).decode()}{new}{m.group(3).decode()}")

    return run


def _in_include(node: Node) -> bool:
    while node is not None and node.type not in ("preproc_include", "comment", "translation_unit"):
        node = node.parent  # type: ignore[assignment]
    return node is not None and node.type == "preproc_include"


@dataclass(frozen=True)
class _PastingRule:
    """``name(X...)``: the rest of a CUDA name; in ``#define name(...)``: ``prefix##`` in the body."""

    macro: PastingMacro

    def __call__(self, ctx: Context, start: int, end: int) -> None:
        m = self.macro
        use = re.compile(rb"\b" + re.escape(m.name.encode()) + rb"[ \t]*\(\s*([A-Za-z_]\w*)")
        for found in use.finditer(ctx.data, start, end):
            node = ctx.root.descendant_for_byte_range(found.start(), found.start() + len(m.name))
            if node is None:
                continue
            parent = node.parent
            if parent is not None and parent.type == "preproc_function_def" and node.type == "identifier":
                self._define(ctx, parent)
            elif node.type == "identifier" or node.type == "preproc_arg":
                self._use(ctx, found.start(1), found.end(1))

    def _define(self, ctx: Context, define: Node) -> None:
        body = define.child_by_field_name("value")
        if body is None:
            return
        pasted = re.compile(rb"\b" + re.escape(self.macro.prefix.encode()) + rb"(?=[ \t]*##)")
        for found in pasted.finditer(ctx.data, body.start_byte, body.end_byte):
            ctx.replace(found.start(), found.end(), self.macro.hip_prefix)

    def _use(self, ctx: Context, start: int, end: int) -> None:
        m = self.macro
        rest = ctx.data[start:end].decode("ascii")
        name = m.prefix + rest
        entry = ctx.mapping.apis.get(name)
        if entry is None:
            pasted = f"{name} (pasted by {m.name}({rest}...))"
            ctx.report("unknown-cuda-api", unknown_message(name).replace(name, pasted, 1), start, end)
            return
        if entry.supported and entry.renamed and not entry.hip.startswith(m.hip_prefix):
            ctx.report(
                PASTING_CODE,
                f"{m.name}({rest}...) pastes {name}, whose HIP name {entry.hip} does not start with {m.hip_prefix}:"
                f" call {entry.hip} without the macro, or give the macro a HIP twin",
                start,
                end,
            )
            return
        tables.apply(ctx, entry, start, end, None, text=entry.hip[len(m.hip_prefix) :] if entry.renamed else None)
