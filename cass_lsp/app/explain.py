"""`cass-lsp explain NAME...`: what a CUDA name becomes, as the translator writes a minimal use of
it for each HIP release (and with ``--roc``), with the findings each translation gave, the CUDA
releases and notes of the tables (translate/explain.py). In a project, what its rule file
(``cass-lsp.toml``) says of the name comes first. A HIP name is answered for the CUDA names it
stands for; a name nobody knows is one line: what a translation does with it, and the names
spelled nearly alike."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from cass_lsp.app import decisions
from cass_lsp.project.rule_file import RULE_FILE, ProjectRules, find_rule_file, load
from cass_lsp.translate.explain import Explanation, close_names, cuda_names_for, explain, unknown_name_fate
from cass_lsp.translate.suppression import LEVELS, SEVERITIES


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("names", nargs="+", metavar="NAME", help="CUDA names (cudaMallocAsync, cublasSgemm_v2, ...)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument(
        "--rules",
        type=Path,
        metavar="FILE",
        help=f"the project's rule file (default: the nearest {RULE_FILE} in the current folder or above)",
    )


def run(args: argparse.Namespace) -> int:
    rule_file = args.rules if args.rules is not None else find_rule_file(Path.cwd())
    if (error := decisions.rules_error(args, "cass-lsp explain")) is not None:
        print(error, file=sys.stderr)
        return 2
    project = load(rule_file) if rule_file is not None else None
    for problem in project.problems if project is not None else ():  # as translate prints them
        print(problem.text(_shown(problem.path)), file=sys.stderr)
    status = 0
    answers: list[dict[str, Any]] = []
    texts: list[str] = []
    for name in args.names:
        found = _answers(name)
        said = _project_says(project, name)
        if not found and not said:
            print(f"cass-lsp explain: {_unknown(name)}", file=sys.stderr)
            status = 1
            continue
        for asked, explanation in found or [(name, None)]:
            entry = explanation.as_json() if explanation is not None else {"name": name}
            if asked != name:
                entry["hip_name"] = name
            if said:
                entry["project"] = said
            if explanation is not None and project is not None:
                for outcome in (*entry["releases"], entry["roc"]):
                    outcome["findings"] = [{**f, **_decided(project, f["code"])} for f in outcome["findings"]]
            answers.append(entry)
            texts.append(_text(name, asked, explanation, said, project))
    if args.json:
        print(json.dumps(answers, indent=2))
    elif texts:
        print("\n\n".join(texts))
    return status


def _answers(name: str) -> list[tuple[str, Explanation]]:
    """(CUDA name, its explanation): the name itself, else the CUDA names a HIP name stands for."""
    found = explain(name)
    if found is not None:
        return [(name, found)]
    return [(cuda, e) for cuda in cuda_names_for(name) if (e := explain(cuda)) is not None]


def _unknown(name: str) -> str:
    """The line for a name neither the tables nor a rule know: what a translation does with it
    (an unknown-cuda-api error for a name with a CUDA prefix, else kept as written)."""
    near = close_names(name)
    hint = f" (did you mean {', '.join(near)}?)" if near else ""
    if any(s.code == "unknown-cuda-api" for s in unknown_name_fate(name)):
        fate = (
            "translate reports it as an unknown-cuda-api error (its CUDA prefix), unless the project declares it"
            f" its own ({RULE_FILE}: [names] own)"
        )
    else:
        fate = "translate keeps it as written"
    return f"{name}: no table or rule knows it{hint}; {fate}"


def _project_says(project: ProjectRules | None, name: str) -> list[str]:
    if project is None:
        return []
    said = [f"renamed to {r.new} (rename.{r.kind})" for r in project.renames if r.old == name]
    if name in project.own_names:
        said.append("the project's own name: kept as written, never unknown-cuda-api ([names] own)")
    return said


def _pasted(project: ProjectRules | None, name: str) -> list[str]:
    """How the project's pasting macros may write ``name`` (``cuda(Malloc...)``)."""
    if project is None:
        return []
    return [
        f"written {m.name}({name[len(m.prefix) :]}...) through the pasting macro {m.name}, it is translated alike"
        for m in project.pasting_macros
        if not m.off and name.startswith(m.prefix) and len(name) > len(m.prefix)
    ]


def _shown(path: str) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def _decided(project: ProjectRules, code: str) -> dict[str, str]:
    for d in reversed(project.severities):
        if d.code == code:
            level = next(name for name in LEVELS if SEVERITIES[name] == d.severity)
            return {"decided": level, "by": project.path}
    return {}


def _text(name: str, asked: str, explanation: Explanation | None, said: list[str], project: ProjectRules | None) -> str:
    lines = []
    if asked != name:
        lines.append(f"{name} is HIP's name for {asked}:")
    if project is not None:
        where = _shown(project.path)
        lines += [f"{where}: {name} is {what}" for what in said]
        if explanation is not None:
            lines += [f"{where}: {asked} {what}" for what in _pasted(project, asked)]
    if explanation is not None:
        text = explanation.text()
        if project is not None:
            codes = {f.code: f.severity for o in (*explanation.releases, explanation.roc) for f in o.findings}
            for code, severity in codes.items():
                decided = _decided(project, code)
                if decided:
                    text = text.replace(
                        f"{severity} [{code}]", f"{severity} [{code}; {decided['decided']} in {RULE_FILE}]"
                    )
        lines.append(text)
    return "\n".join(lines)
