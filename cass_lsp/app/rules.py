"""`cass-lsp rules`: the translator's pipeline, rule by rule, in the order it runs: phase, order,
rule id, trigger, the finding codes it may report, the rules it supersedes (a table, or --json)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from cass_lsp.project.rule_file import find_rule_file, load
from cass_lsp.translate import Rule, RuleSet, TranslateOptions, default_rules

EXAMPLES = 3  # names shown, at most
COLUMNS = ("phase", "order", "rule", "trigger", "supersedes", "codes")
_OPTIONS = TranslateOptions()  # the names a rule takes from the tables: those of a default translation


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "List the translator's rules in the order they run. identifiers: the scan asks the rules that"
        " claim a name, highest priority first; range and review: each over the range translated, in"
        " this order; finish: the needs the others recorded become edits."
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--rules",
        type=Path,
        metavar="FILE",
        help="a project's rule file whose rules join the pipeline (default: the nearest cass-lsp.toml in the current"
        " folder or above)",
    )


def run(args: argparse.Namespace) -> int:
    rules = default_rules()
    rule_file = args.rules if args.rules is not None else find_rule_file(Path.cwd())
    if rule_file is not None:  # the project's rules run with the translator's: list them too
        project = load(rule_file)
        for problem in project.problems:
            print(problem.text(), file=sys.stderr)
        rules = project.rule_set(rules)
    if args.json:
        print(json.dumps(pipeline(rules), indent=2))
    else:
        print(table(rules), end="")
    return 0


def pipeline(rules: RuleSet) -> list[dict[str, Any]]:
    """Each rule of ``rules`` as the JSON output shows it, in the order they run."""
    mapping = _OPTIONS.mapping
    out = []
    for r, order in _ordered(rules):
        names = sorted(r.names_for(mapping))
        out.append(
            {
                "phase": r.phase,
                "order": order,
                "id": r.id,
                "trigger": {
                    "names": len(names),
                    "examples": names[:EXAMPLES],
                    "in_define_bodies": r.macro is not None,
                    "keyword": r.keyword is not None,
                    "renames_first": r.renames,
                    "priority": r.priority,
                    "pattern": r.pattern.decode("latin-1") if r.pattern is not None else None,
                    "after": sorted(r.after),
                    "when": dict(r.when),
                },
                "codes": sorted(r.codes),
                "supersedes": sorted(r.supersedes),
                "refines": {code: sorted(codes) for code, codes in sorted(r.refines.items())},
                "produces": sorted(r.produces),
                "module": r.module,
                "doc": r.summary,
            }
        )
    return out


def table(rules: RuleSet) -> str:
    """The pipeline as a text table, one rule a row."""
    mapping = _OPTIONS.mapping
    rows = [COLUMNS]
    for r, order in _ordered(rules):
        order_text = f"prio {r.priority}" if r.phase == "identifiers" else str(order)
        trigger = _trigger(r, sorted(r.names_for(mapping)))
        rows.append((r.phase, order_text, r.id, trigger, _listed(r.supersedes), _listed(r.codes)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(COLUMNS) - 1)]
    lines = ["  ".join([*(cell.ljust(w) for cell, w in zip(row, widths, strict=False)), row[-1]]) for row in rows]
    return "".join(line.rstrip() + "\n" for line in lines)


def _listed(names: frozenset[str]) -> str:
    return ", ".join(sorted(names)) or "-"


def _ordered(rules: RuleSet) -> list[tuple[Rule, int]]:
    """(rule, its place in its phase, from 1) in the order the pipeline runs them."""
    out: list[tuple[Rule, int]] = []
    for r in rules:
        out.append((r, 1 if not out or out[-1][0].phase != r.phase else out[-1][1] + 1))
    return out


def _trigger(r: Rule, names: list[str]) -> str:
    if r.phase == "identifiers":
        if callable(r.names):
            parts = [f"{len(names)} name{'' if len(names) == 1 else 's'} from the tables"]
        elif len(names) > EXAMPLES:
            parts = [f"{', '.join(names[: EXAMPLES - 1])} ... ({len(names)} names)"]
        else:
            parts = [", ".join(names)]
        if r.macro is not None:
            parts.append("#define bodies")
        if r.keyword is not None:
            parts.append("keywords")
    elif r.phase == "finish":
        parts = ["the needs recorded"]
    else:
        parts = [f"{r.pattern.decode('latin-1')!r} in the range" if r.pattern is not None else "every range"]
        parts += [f"after {other}" for other in sorted(r.after)]
    parts += [f"{option}={value}" for option, value in sorted(r.when.items())]
    return "; ".join(parts)
