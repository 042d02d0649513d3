"""What a CUDA name under the cursor becomes, for the hover: ``cass-lsp explain``'s answer
(translate/explain.py: a minimal use of the name translated for each HIP release, never a
compile); and first what the project's rule file (``cass-lsp.toml``) says of the name, when it
says something."""

from __future__ import annotations

from tree_sitter import Tree

from cass_lsp.project import RULE_FILE, ProjectRules
from cass_lsp.translate.explain import Explanation, explain

__all__ = ["RULE_FILE", "hover_text", "name_at"]

# Nodes whose text is a name the tables may know (not a member's, not a label).
NAME_NODES = frozenset({"identifier", "type_identifier", "namespace_identifier"})


def name_at(tree: Tree, source: bytes, offset: int) -> str | None:
    """The identifier at byte ``offset`` of ``source``, where the tree says it is code."""
    node = tree.root_node.descendant_for_byte_range(offset, offset)
    if node is None or node.type not in NAME_NODES:
        return None
    return source[node.start_byte : node.end_byte].decode("utf-8", "replace")


def hover_text(name: str, project: ProjectRules | None) -> str | None:
    """The hover of CUDA name ``name`` (markdown), or None where neither the tables, a rule nor the
    project's rule file says anything of it."""
    found = explain(name)
    said = _project_says(name, project, found)
    if project is not None and (name in project.own_names or any(r.old == name for r in project.renames)):
        return f"### {name}\n---\n" + "\n".join(f"- {line}" for line in said)  # the project's name, not CUDA's
    if found is None:
        return None
    return "\n".join([found.markdown(), *(f"- {line}" for line in said)])


def _project_says(name: str, project: ProjectRules | None, found: Explanation | None) -> list[str]:
    if project is None:
        return []
    where = RULE_FILE
    said = [f"renamed to `{r.new}` ({where}, rename.{r.kind})" for r in project.renames if r.old == name]
    if name in project.own_names:
        said.append(f"the project's own name ({where}, [names] own): kept as written, never unknown-cuda-api")
    codes = {f.code for o in found.releases for f in o.findings} if found is not None else set()
    for d in project.severities:
        if d.code in codes:
            said.append(f"`{d.code}`: {'off' if d.severity is None else d.severity.name.lower()} in {where}")
    return said
