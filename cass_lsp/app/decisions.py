"""A project's rules and the findings decided away, for the command line (translate, port,
assess): ``--ignore CODE``, the ``cass-lsp.toml`` each file belongs to, and the count of what was
suppressed and where, for the printed summary and the JSON reports (nothing hidden silently)."""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cass_lsp.app.common import LineIndex
from cass_lsp.core.result import Suppressed
from cass_lsp.project.codes import is_known_code
from cass_lsp.project.rule_file import RULE_FILE, Problem, ProjectRules
from cass_lsp.project.rule_file import find_rule_file as _find_rule_file
from cass_lsp.project.rule_file import load as _load_rules
from cass_lsp.session import for_project
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.language import Language, language_of
from cass_lsp.translate.suppression import Decision, ignoring

IGNORE_WHERE = "--ignore"


def finding_code(text: str) -> str:
    """``--ignore``'s value checked as an argparse ``type``: a finding code cass-lsp reports."""
    code = text.strip()
    if not is_known_code(code):
        raise argparse.ArgumentTypeError(f"{code!r} is not a finding code of cass-lsp: FINDINGS.md lists them")
    return code


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``--ignore CODE`` and ``--rules FILE``, translate's, port's and assess's."""
    parser.add_argument(
        "--ignore",
        action="append",
        default=[],
        type=finding_code,
        metavar="CODE",
        help="do not report findings of CODE (repeatable); they are counted as suppressed in the summary and the"
        ' report. A project decides once in cass-lsp.toml ([findings] CODE = "off"), a line with a comment'
        " (// cass-lsp: ignore[CODE])",
    )
    parser.add_argument(
        "--rules",
        type=Path,
        metavar="FILE",
        help=f"the project's rule file (default: the nearest {RULE_FILE} in each file's folder or above)",
    )


def rules_error(args: argparse.Namespace, command: str) -> str | None:
    """One line when ``--rules`` names no file (the command stops on it), else None."""
    fixed = getattr(args, "rules", None)
    if fixed is not None and not fixed.is_file():
        what = "a folder" if fixed.is_dir() else "no such file"
        return f"{command}: --rules {fixed}: {what}; give the path of a {RULE_FILE}"
    return None


class Projects:
    """The options of each file: ``base`` with the rules of the project it belongs to (its nearest
    rule file, or ``--rules``) and the decisions about findings (the project's, then ``--ignore``).
    Each rule file's problems are printed once, as finding lines."""

    def __init__(self, base: TranslateOptions, args: argparse.Namespace, command: str) -> None:
        self.base = base
        self.decisions: tuple[Decision, ...] = ignoring(getattr(args, "ignore", ()), IGNORE_WHERE)
        self.fixed: Path | None = getattr(args, "rules", None)
        self.command = command
        self.quiet = bool(getattr(args, "quiet", False))
        self._options: dict[tuple[ProjectRules | None, frozenset[str], Language], TranslateOptions] = {}
        self.problems: dict[str, tuple[Problem, ...]] = {}  # rule file -> its problems (each file once)
        self.used: set[str] = set()  # the rule files that applied

    def rules_for(self, path: Path, rule_file: Path | None = None) -> ProjectRules | None:
        """The rules of the project ``path`` belongs to: ``--rules``, else ``rule_file`` (the one the
        project's scan found), else its nearest."""
        if self.fixed is not None:
            rule_file = self.fixed
        elif rule_file is None:
            rule_file = _find_rule_file(path.absolute())
        if rule_file is None:
            return None
        project = _load_rules(rule_file)
        if project.path not in self.problems:
            self.problems[project.path] = project.problems
            for problem in project.problems:
                print(problem.text(_shown(problem.path)), file=sys.stderr)
        self.used.add(project.path)
        return project

    def options(self, path: Path, defined: Iterable[str] = (), rule_file: Path | None = None) -> TranslateOptions:
        """The options of the file at ``path``; ``defined``: the macros its build defines (``-D``,
        compile_commands.json), which are the project's own names (not CUDA's, never unknown);
        ``rule_file``: its rule file as the project's scan found it."""
        project = self.rules_for(path, rule_file)
        key = (project, frozenset(defined), language_of(path.name))  # a .c file is C, x.dp.cpp SYCL
        found = self._options.get(key)
        if found is None:
            options = for_project(self.base, _with_own(*key[:2]), self.decisions)
            found = self._options[key] = dataclasses.replace(options, language=key[2])
        return found

    def summary(self) -> dict[str, Any]:
        """The rule files that applied and their problems, for a report's summary."""
        return {
            path: {"problems": [{"line": p.line, "message": p.message} for p in self.problems.get(path, ())]}
            for path in sorted(self.used)
        }


def _shown(path: str) -> str:
    """``path`` as a command line run here names it: relative to the current folder when below it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def _with_own(project: ProjectRules | None, names: frozenset[str]) -> ProjectRules | None:
    """``project`` with ``names`` (macros the build defines) among its own names, those it renames
    and those of the tables aside (a build that defines a CUDA name means it as CUDA's)."""
    names = names - {r.old for r in project.renames} if project is not None else names
    names = frozenset(n for n in names if n not in TranslateOptions().mapping.apis)
    if not names:
        return project
    base = project or ProjectRules()
    return dataclasses.replace(base, own_names=tuple(sorted(set(base.own_names) | names)))


def defined_names(defines: Iterable[str]) -> frozenset[str]:
    """The names of ``-D`` values (``NAME`` or ``NAME=VALUE``, ``NAME(x)=...``)."""
    return frozenset(d.split("=", 1)[0].split("(", 1)[0].strip() for d in defines if d.strip())


def suppressed_json(suppressed: Iterable[Suppressed], index: LineIndex) -> list[dict[str, Any]]:
    """Each finding decided away: where it was, its code, and what decided it."""
    out = []
    for s in suppressed:
        where = index.position(s.finding.start)
        entry: dict[str, Any] = {"code": s.finding.code, "line": where.line, "column": where.column, "by": s.by}
        if s.line:
            entry["comment_line"] = s.line
        out.append(entry)
    return out


def suppressed_summary(files: Iterable[dict[str, Any]]) -> dict[str, Any] | None:
    """The count of what was suppressed, by what and by code, over a report's files (None: nothing)."""
    by: Counter[str] = Counter()
    codes: Counter[str] = Counter()
    where: Counter[str] = Counter()
    for f in files:
        for s in f.get("suppressed", ()):
            by[s["by"]] += 1
            codes[s["code"]] += 1
            where[f["source"]] += 1
    if not by:
        return None
    return {"total": sum(by.values()), "by": dict(by), "codes": dict(codes.most_common()), "files": dict(where)}


def suppressed_line(summary: dict[str, Any] | None, report: Path | str | None) -> str | None:
    """One line saying how many findings were decided away and by what (None: none were)."""
    if not summary:
        return None
    total = summary["total"]
    causes = ", ".join(f"{n} by {by}" for by, n in sorted(summary["by"].items(), key=lambda item: -item[1]))
    more = f"; {report} lists them" if report else "; --report FILE lists them"
    return f"suppressed: {total} finding{'s' if total != 1 else ''} ({causes}){more}"
