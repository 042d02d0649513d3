"""FINDINGS.md documents exactly the codes cass-lsp can report: the one catalogue (core/codes.py's
REGISTRY, whole through project/codes.py): the translator's, whose codes the default rule set's
rules and a project's rules (cass_lsp/project/rules.py) report, the build files' and the port's."""

from __future__ import annotations

import re
from pathlib import Path

from cass_lsp.project.codes import REGISTRY
from cass_lsp.translate import default_rules
from cass_lsp.translate.findings import CATALOGUE

DOC = Path(__file__).resolve().parents[2] / "cass_lsp" / "translate" / "FINDINGS.md"


def test_findings_doc_lists_every_code_once() -> None:
    documented = re.findall(r"^\| `([a-z0-9-]+)` \|", DOC.read_text(encoding="utf-8"), re.MULTILINE)
    assert sorted(documented) == sorted(REGISTRY.codes())
    assert {k.code for k in CATALOGUE} <= REGISTRY.codes()
    assert set(default_rules().catalogue) <= set(documented)


def test_every_code_links_rocm_documentation() -> None:
    for kind in default_rules().catalogue.values():
        assert kind.url.startswith("https://rocm.docs.amd.com/projects/"), kind.code
        assert kind.kind in ("unsupported", "deprecated", "removed", "hazard"), kind.code
