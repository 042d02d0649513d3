"""The rules a project's rule file declares (rule_file.py), as rules of the translator's rule set
(``RuleSet.extended``): they claim their names above every rule of cass_lsp/translate, whose
priorities stay within +-100, so a project's names win.

- ``project.renames`` (identifiers): each use of a renamed name in code and in #define bodies
  (members and scopes of that name stay, ``p.cudaX``, ``cudaX::``);
- ``project.own-names`` (identifiers): the project's names, kept as written; a name some rule
  claims is never ``unknown-cuda-api``;
- ``project.headers`` (range): ``#include "x"`` to the project's header, superseding the
  tables' mapping of the same header (the finishing step's).

Its pasting macros are no rule of their own: they are data the translator's ``token-paste`` rule
reads (cass_lsp/translate/token_paste.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import Rule, RuleSet

if TYPE_CHECKING:
    from cass_lsp.project.rule_file import ProjectRules

PRIORITY = {"renames": 1002, "own": 1001}
MISSING_HEADER = "project-header-missing"

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
                run=_header_rule(dict(project.headers), frozenset(project.missing_headers), project.path),
                pattern=b"include",
                supersedes=frozenset({"finish"}),
                codes=frozenset({MISSING_HEADER}),
                doc=f"The project's headers ({project.path})",
            )
        )
    return tuple(out)


_INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)([>"])', re.MULTILINE)


def _header_rule(headers: dict[str, str], missing: frozenset[str], where: str) -> Callable[[Context, int, int], None]:
    def run(ctx: Context, start: int, end: int) -> None:
        for m in _INCLUDE.finditer(ctx.data, start, end):
            new = headers.get(m.group(2).decode("utf-8", "replace"))
            node = ctx.root.descendant_for_byte_range(m.start(2), m.end(2))
            if new is None or node is None or not _in_include(node):
                continue
            ctx.replace(m.start(1), m.end(3), f"{m.group(1).decode()}{new}{m.group(3).decode()}")
            if new in missing:
                ctx.report(
                    MISSING_HEADER,
                    f"{new} ({where}'s [headers] for {m.group(2).decode('utf-8', 'replace')}): no file of the project"
                    " has that path and HIP has no such header, so this include fails; write the header, or map to"
                    " one that exists",
                    m.start(2),
                    m.end(2),
                )

    return run


def _in_include(node: Node) -> bool:
    while node is not None and node.type not in ("preproc_include", "comment", "translation_unit"):
        node = node.parent  # type: ignore[assignment]
    return node is not None and node.type == "preproc_include"
