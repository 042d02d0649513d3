"""One catalogue of finding codes: every code an engine reports is declared once, and the rule file,
``--ignore`` and the settings accept exactly the catalogue's codes."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cass_lsp.buildfiles.codes import CODES as BUILD_FILE_CODES
from cass_lsp.buildfiles.flags import Rewrite
from cass_lsp.buildfiles.result import apply
from cass_lsp.core.codes import Catalogue, FindingKind
from cass_lsp.core.result import Severity
from cass_lsp.project.codes import REGISTRY, is_known_code
from cass_lsp.project.rule_file import parse, schema
from cass_lsp.translate.findings import CATALOGUE

PACKAGE = Path(__file__).resolve().parents[2] / "cass_lsp"


def _code_literals(folder: Path) -> set[str]:
    """Codes written as literals where a rewrite, a flag or a finding is made."""
    found: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in ("Rewrite", "Flag", "Finding", "_code"):
                values = [*node.args, *(k.value for k in node.keywords if k.arg == "code")]
                found |= {v.value for v in values if isinstance(v, ast.Constant) and str(v.value).startswith("build-")}
    return found


def test_every_code_the_build_files_report_is_in_the_catalogue() -> None:
    used = _code_literals(PACKAGE / "buildfiles")
    assert len(used) >= 20
    assert used <= REGISTRY.codes()


def test_the_catalogue_gathers_every_engine_each_code_once() -> None:
    assert {k.code for k in CATALOGUE} | {k.code for k in BUILD_FILE_CODES} <= REGISTRY.codes()
    assert {"include-outside-tree", "output-name-taken"} <= REGISTRY.codes()
    assert REGISTRY.engine("build-arch") == "buildfiles" and REGISTRY.engine("inline-ptx") == "translate"
    twice = FindingKind("build-arch", "again", Severity.INFO, "info", "https://example.org")
    with pytest.raises(ValueError, match="'build-arch' is declared twice"):
        Catalogue(("buildfiles", BUILD_FILE_CODES), ("other", (twice,)))


def test_a_rewrite_with_a_code_nobody_declared_is_refused() -> None:
    with pytest.raises(ValueError, match="'build-nowhere' is not declared"):
        apply("abc", [Rewrite(0, 1, "x", "warning", "build-nowhere", "a message")])


@pytest.mark.parametrize("code", ["build-arch", "output-name-taken", "include-outside-tree", "warp-size-literal"])
def test_a_known_code_is_accepted(code: str) -> None:
    assert is_known_code(code)
    assert parse(f'[findings]\n{code} = "off"\n').problems == ()


def test_a_misspelt_build_code_is_refused_by_the_rule_file() -> None:
    """A `build-` prefix alone is no longer a code: `build-arhc` was accepted, and did nothing."""
    assert not is_known_code("build-arhc")
    problems = parse('[findings]\nbuild-arhc = "off"\n').problems
    assert len(problems) == 1 and "'build-arhc' is not a finding code" in problems[0].message


def test_the_schema_names_every_code_and_no_other() -> None:
    names = schema()["properties"]["findings"]["propertyNames"]
    assert set(names["enum"]) == REGISTRY.codes()
