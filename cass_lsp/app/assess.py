"""`cass-lsp assess DIR`: how much work porting a tree is, before any port; nothing is written into
DIR.

``port``'s plan of the tree, without writing (app/port_plan.py): the project read as port reads it
(its declared names, its rule file, its compile database), each C, C++ and CUDA source translated
in memory and each build file port rewrites ported in memory, with port's options and its decisions
about findings (``--ignore`` too), so that assess and port report the same findings per file:

- per file: its lines, the lines with CUDA (an API use, a rewrite or a finding), the API uses by
  library, the kernels, the lines the rules rewrite, the findings by kind and severity, and an
  effort class with its reasons;
- per project: the libraries and the HIP release it needs (the newest HIP counterpart among the
  names it uses), each build file and what it needs (the HIP packages it will link, its
  findings), the totals.

Effort classes, from the findings that are not decided away:

- ``none``: the rules port it (no warning or error; infos say what was rewritten);
- ``review``: warnings: hazards a person checks (a warp size baked in, a library substitute);
- ``manual``: errors: code a person rewrites (inline PTX, an API with no HIP equivalent);
- ``blocked``: something outside the code is missing: a newer HIP than the target
  (``hip-version``), a library HIP has no counterpart of (``unsupported-header``), or the file
  cannot be read.

Printed as a table; ``--json`` prints the whole assessment, ``--markdown FILE`` writes one page a
lead can attach to a plan.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cass_lsp.app import decisions
from cass_lsp.app.common import (
    HIP_VERSION_HELP,
    SEVERITY_NAMES,
    Progress,
    SourceError,
    add_exclude_argument,
    hip_release,
    write_output,
)
from cass_lsp.app.manifest import cannot_write
from cass_lsp.app.port import add_build_arguments, add_toolchain_arguments, translation
from cass_lsp.app.port_options import PortOptions
from cass_lsp.app.port_plan import FilePlan, PortPlan, outcome, plan_port
from cass_lsp.app.tree import real_path, unmatched_excludes
from cass_lsp.buildfiles import BuildOptions
from cass_lsp.core.hip_releases import checked, version_tuple
from cass_lsp.core.line_index import LineIndex
from cass_lsp.core.result import Finding, Severity, encode
from cass_lsp.project.scan import scan
from cass_lsp.syntax.cuda import functions, launches
from cass_lsp.toolchain.compile_commands import database_error
from cass_lsp.translate import TranslateOptions, lexer
from cass_lsp.translate.explain import library_of
from cass_lsp.translate.project import with_facts

EFFORTS = ("blocked", "manual", "review", "none")  # worst first
PART_OF_HIP = frozenset({"runtime", "driver", "device", "cucomplex"})  # families whose names HIP itself has
# Errors that no change of the code removes: the target lacks what the code needs.
BLOCKING = {
    "hip-version": "needs a newer HIP than the target",
    "unsupported-header": "includes a header HIP has no counterpart of",
}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", type=Path, metavar="DIR", help="the CUDA source tree (nothing is written into it)")
    parser.add_argument(
        "--hip-version", type=hip_release, help=HIP_VERSION_HELP.replace("to translate for", "to assess for")
    )
    parser.add_argument(
        "--roc", action="store_true", help="assess a port that calls rocBLAS, rocRAND, rocSPARSE and rocSOLVER directly"
    )
    # what port's translation depends on, as port takes it: assess is port's plan, without writing
    add_toolchain_arguments(parser)
    add_build_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print the whole assessment as JSON instead of tables")
    parser.add_argument("--markdown", type=Path, metavar="FILE", help="also write the assessment as one Markdown page")
    add_exclude_argument(parser, "DIR")
    decisions.add_arguments(parser)
    parser.add_argument("--progress", choices=["auto", "always", "never"], default="auto")


@dataclass
class SourceAssessment:
    path: str
    lines: int = 0
    cuda_lines: int = 0
    api_uses: int = 0
    libraries: Counter[str] = field(default_factory=Counter)
    kernels: int = 0
    translated_lines: int = 0
    findings: list[Finding] = field(default_factory=list)
    suppressed: int = 0
    needs: tuple[str, str] | None = None  # (HIP release, the name that needs it)
    effort: str = "none"
    reasons: list[str] = field(default_factory=list)
    third_party: bool = False
    error: str = ""

    @property
    def has_cuda(self) -> bool:
        return bool(self.cuda_lines or self.error)

    def as_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "lines": self.lines,
            "cuda_lines": self.cuda_lines,
            "api_uses": self.api_uses,
            "libraries": dict(self.libraries.most_common()),
            "kernels": self.kernels,
            "translated_lines": self.translated_lines,
            "findings": _by_kind(self.findings),
            "codes": dict(Counter(f.code for f in self.findings).most_common()),
            "errors": _errors(self.findings),
            "suppressed": self.suppressed,
            "needs_hip": {"version": self.needs[0], "for": self.needs[1]} if self.needs else None,
            "effort": self.effort,
            "reasons": self.reasons,
            **({"third_party": True} if self.third_party else {}),
            **({"error": self.error} if self.error else {}),
        }


@dataclass
class BuildAssessment:
    path: str
    system: str  # the build-file engine's name for it: cmake, make, autotools, meson
    libraries: tuple[str, ...] = ()
    findings: list[Finding] = field(default_factory=list)
    suppressed: int = 0
    effort: str = "none"
    reasons: list[str] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "system": self.system,
            "libraries": list(self.libraries),
            "findings": _by_kind(self.findings),
            "codes": dict(Counter(f.code for f in self.findings).most_common()),
            "errors": _errors(self.findings),
            "suppressed": self.suppressed,
            "effort": self.effort,
            "reasons": self.reasons,
        }


def run(args: argparse.Namespace) -> int:
    src = real_path(args.directory)
    if src is None or not src.is_dir():
        print(f"cass-lsp assess: {args.directory} is not a directory", file=sys.stderr)
        return 2
    if (error := decisions.rules_error(args, "cass-lsp assess")) is not None:
        print(error, file=sys.stderr)
        return 2
    if args.compile_commands is not None and (error := database_error(args.compile_commands)) is not None:
        print(f"cass-lsp assess: --compile-commands: {error}", file=sys.stderr)
        return 2
    started = time.monotonic()
    # port's options: assess is port's plan, without writing
    options = PortOptions(
        directory=args.directory, hip_version=args.hip_version, roc=args.roc, exclude=tuple(args.exclude),
        ignore=tuple(args.ignore), rules=args.rules, progress="never" if args.json else args.progress,
        targets=args.targets, hipcc_command=args.hipcc_command, define=tuple(args.define),
        compile_commands=args.compile_commands, quiet=args.json,
    )  # fmt: skip
    found = translation(options, "cass-lsp assess")
    if isinstance(found, str):
        print(f"cass-lsp assess: {found}", file=sys.stderr)
        return 2
    plan = assessment_plan(src, options, found[0])
    sources, builds = assess(plan)
    for line in unmatched_excludes(args.exclude, (f.path for f in [*sources, *builds]), "cass-lsp assess", str(src)):
        print(line, file=sys.stderr)
    data = summary(src, plan.translate, sources, builds, plan.projects, time.monotonic() - started)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print(terminal(data), end="")
    if args.markdown is not None:
        try:
            write_output(args.markdown, markdown(data))
        except OSError as exc:
            print(cannot_write("cass-lsp assess", args.markdown, exc, "choose another --markdown"), file=sys.stderr)
            return 1
        if not args.json:
            print(f"\nwritten: {args.markdown}")
    return 0


def assessment_plan(src: Path, options: PortOptions, base: TranslateOptions) -> PortPlan:
    """The plan ``port`` would make of ``src`` with ``options`` (the project read the same way, the
    same per-file options), to be assessed instead of written."""
    project = scan(src, excludes=options.exclude, database=options.compile_commands, rules=options.rules)
    base = with_facts(base, project.facts)
    projects = decisions.Projects(base, options, "cass-lsp assess")
    out = src.with_name(src.name + "-hip")  # where port would write (the compat header's include path)
    return plan_port(project, options, out, base, BuildOptions(), projects)


def assess(plan: PortPlan) -> tuple[list[SourceAssessment], list[BuildAssessment]]:
    """Every source and build file of the plan, assessed: its outcome computed as port computes
    it, nothing written."""
    bar = Progress(len(plan.files), plan.options.progress)
    sources: list[SourceAssessment] = []
    builds: list[BuildAssessment] = []
    for file in plan.files:
        rel = file.file.rel.as_posix()
        bar.advance(rel)
        if file.action == "translate":
            sources.append(_source(plan, file))
        elif file.action == "build-file":
            builds.append(_build_file(plan, file))  # the build files port ports
    bar.close()
    return sources, builds


def _source(plan: PortPlan, file: FilePlan) -> SourceAssessment:
    rel, vendored = file.file.rel.as_posix(), file.file.third_party
    found = SourceAssessment(rel, third_party=vendored)
    try:
        done = outcome(plan, file, keep_tree=True)
    except (SourceError, OSError) as exc:
        message = str(exc) if isinstance(exc, SourceError) else f"cannot read: {exc.strerror or exc}"
        found.error, found.effort, found.reasons = message, "blocked", [f"cannot be read: {message}"]
        return found
    assert done.result is not None and file.options is not None
    result, tree, findings = done.result, done.tree, done.findings
    options = file.options
    data = encode(done.source)
    index = LineIndex(data)
    mapping = options.mapping
    cuda_lines: set[int] = set()
    for start, _end, name in lexer.identifiers(data):
        entry = mapping.apis.get(name)
        if entry is None:
            continue
        found.api_uses += 1
        found.libraries[_library(name, entry.family, options.roc)] += 1
        cuda_lines.add(index.line_of(data, start))
        if (
            entry.supported
            and (entry.renamed or name.startswith(("cu", "CU")))  # not OpenGL's GLenum, which CUDA's API takes
            and version_tuple(entry.hip_added) > checked()[0].key  # every HIP cass-lsp knows has the older ones
            and (found.needs is None or version_tuple(entry.hip_added) > version_tuple(found.needs[0]))
        ):
            found.needs = (entry.hip_added, name)
    translated = {index.line_of(data, e.start) for e in result.edits}
    translated |= {index.line_of(data, max(e.start, e.end - 1)) for e in result.edits if e.end > e.start}
    # tree-sitter's syntax errors are about C++ it cannot parse, not about CUDA
    cuda_lines |= translated | {index.line_of(data, f.start) for f in findings if f.code != "syntax-error"}
    if b"__global__" in data or b"__device__" in data:  # device code: its lines are CUDA's
        device = [f for f in functions(tree) if f.kind != "host"]
        found.kernels = sum(1 for f in device if f.kind == "kernel")
        for f in device:
            cuda_lines.update(range(f.outer.start_point[0], f.outer.end_point[0] + 1))
    if b"<<<" in data:  # kernel launches
        cuda_lines.update(launch.node.start_point[0] for launch in launches(tree))
    found.lines = data.count(b"\n") + (0 if data.endswith(b"\n") or not data else 1)
    found.cuda_lines = len(cuda_lines)
    found.translated_lines = len(translated)
    found.findings = findings
    found.suppressed = len(done.suppressed)
    found.effort, found.reasons = effort(findings)
    if vendored and found.effort != "none":  # someone else's code: replaced by its HIP port, or ported
        found.reasons.insert(0, "third-party")
    if found.effort == "none" and found.cuda_lines:
        n = found.translated_lines
        found.reasons = [f"the rules rewrite {n} line{'s' if n != 1 else ''}" if n else "no change"]
    return found


def _library(name: str, family: str, roc: bool) -> str:
    """The library a name needs: HIP itself for the runtime, driver and device APIs."""
    if family in PART_OF_HIP:
        return "HIP"
    return library_of(name, family)[1 if roc else 0]


def _build_file(plan: PortPlan, file: FilePlan) -> BuildAssessment:
    assert file.file.system is not None
    found = BuildAssessment(file.file.rel.as_posix(), file.file.system.name)
    try:
        done = outcome(plan, file)
    except (SourceError, OSError) as exc:
        found.effort, found.reasons = "blocked", [f"cannot be read: {exc}"]
        return found
    found.findings = list(done.findings)
    found.suppressed = len(done.suppressed)
    if done.unreadable or done.build is None:  # port copies it with a build-unreadable error
        found.effort = "blocked"
        found.reasons = [f"cannot be read: {done.findings[0].message}" if done.findings else "cannot be read"]
        return found
    found.libraries = tuple(done.build.libraries)
    found.effort, found.reasons = effort(found.findings)
    if found.effort == "none":
        found.reasons = ["rewritten mechanically" if done.build.changed else "no CUDA"]
    return found


def effort(findings: Iterable[Finding]) -> tuple[str, list[str]]:
    """The effort class of a file with ``findings``, and its reasons (codes with counts, the worst first)."""
    by_code: Counter[tuple[int, str]] = Counter((int(f.severity), f.code) for f in findings)
    worst = min((severity for severity, _code in by_code), default=int(Severity.HINT) + 1)
    blocked = sorted(code for severity, code in by_code if severity == Severity.ERROR and code in BLOCKING)
    if blocked:
        which = "blocked"
    elif worst == Severity.ERROR:
        which = "manual"
    elif worst == Severity.WARNING:
        which = "review"
    else:
        return "none", []
    order = sorted(by_code, key=lambda k: (k[0], -by_code[k], k[1]))
    shown = [(s, c) for (s, c) in order if s <= Severity.WARNING and c not in blocked]  # (blocked: said first)
    reasons = [f"{code} x{by_code[(s, code)]}" for s, code in shown]
    counts = {c: sum(n for (s, code), n in by_code.items() if code == c and s == Severity.ERROR) for c in blocked}
    return which, [f"{BLOCKING[c]} ({c} x{counts[c]})" for c in blocked] + reasons


def _errors(findings: Iterable[Finding]) -> dict[str, int]:
    """The error findings by code: what port reports as errors in the same file."""
    return dict(Counter(f.code for f in findings if f.severity == Severity.ERROR).most_common())


def _by_kind(findings: Iterable[Finding]) -> dict[str, dict[str, int]]:
    out: dict[str, Counter[str]] = {}
    for f in findings:
        out.setdefault(f.kind, Counter())[SEVERITY_NAMES[f.severity]] += 1
    return {kind: dict(counts) for kind, counts in sorted(out.items())}


# ---- the whole ---------------------------------------------------------------------------


def summary(
    src: Path,
    options: TranslateOptions,
    sources: list[SourceAssessment],
    builds: list[BuildAssessment],
    projects: decisions.Projects,
    seconds: float,
) -> dict[str, Any]:
    with_cuda = [s for s in sources if s.has_cuda]
    libraries: Counter[str] = Counter()
    for s in with_cuda:
        libraries.update(s.libraries)
    needs = max((s.needs for s in with_cuda if s.needs), key=lambda n: version_tuple(n[0]), default=None)
    all_findings = [f for s in sources for f in s.findings] + [f for b in builds for f in b.findings]
    severities = Counter(SEVERITY_NAMES[f.severity] for f in all_findings)
    return {
        "tree": str(src),
        "hip_version": options.hip_version,
        "roc": options.roc,
        "seconds": round(seconds, 2),
        "totals": {
            "files": len(sources),
            "files_with_cuda": len(with_cuda),
            "lines": sum(s.lines for s in sources),
            "cuda_lines": sum(s.cuda_lines for s in sources),
            "api_uses": sum(s.api_uses for s in sources),
            "kernels": sum(s.kernels for s in sources),
            "translated_lines": sum(s.translated_lines for s in sources),
            "findings": {name: severities[name] for name in ("error", "warning", "info", "hint")},
            "suppressed": sum(s.suppressed for s in sources) + sum(b.suppressed for b in builds),
            "effort": {e: sum(1 for s in with_cuda if s.effort == e) for e in EFFORTS},
            "third_party_effort": {e: sum(1 for s in with_cuda if s.effort == e and s.third_party) for e in EFFORTS},
            "build_effort": {e: sum(1 for b in builds if b.effort == e) for e in EFFORTS},
        },
        "libraries": dict(libraries.most_common()),
        "needs_hip": {"version": needs[0], "for": needs[1]} if needs else None,
        "findings_by_code": _codes_table(all_findings),
        "build_files": [b.as_json() for b in builds],
        "files": [s.as_json() for s in _ordered(with_cuda)] + [s.as_json() for s in sources if not s.has_cuda],
        **({"rule_files": projects.summary()} if projects.used else {}),
    }


def _ordered(sources: list[SourceAssessment]) -> list[SourceAssessment]:
    return sorted(sources, key=lambda s: (EFFORTS.index(s.effort), s.path))


def _codes_table(findings: list[Finding]) -> list[dict[str, Any]]:
    counts = Counter((f.code, SEVERITY_NAMES[f.severity], f.kind) for f in findings)
    return [
        {"code": code, "severity": severity, "kind": kind, "count": n}
        for (code, severity, kind), n in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    ]


def _reasons(reasons: list[str], limit: int = 3) -> str:
    shown = ", ".join(reasons[:limit])
    return shown + (f" (+{len(reasons) - limit})" if len(reasons) > limit else "")


def _count_line(counts: dict[str, int], order: Iterable[str]) -> str:
    return ", ".join(f"{counts[k]} {k}" for k in order if counts.get(k))


def _needs_text(data: dict[str, Any]) -> str:
    needs = data["needs_hip"]
    if not needs:
        return f"any HIP (no name it uses needs one newer than {checked()[0].version})"
    every = version_tuple(needs["version"]) <= checked()[0].key
    return f"HIP {needs['version']} or newer (for {needs['for']})" + (
        f"; every HIP cass-lsp checks ({checked()[0].version} and newer) has it" if every else ""
    )


def terminal(data: dict[str, Any]) -> str:
    totals = data["totals"]
    files = [f for f in data["files"] if f["cuda_lines"] or f.get("error")]
    head = (
        f"cass-lsp assess: {data['tree']} for HIP {data['hip_version']}{' (--roc)' if data['roc'] else ''}:"
        f" {_n(totals['files'], 'source file')}, {totals['files_with_cuda']} with CUDA ({data['seconds']:.1f} s)"
    )
    rows = [
        [f["path"], f["lines"], f["cuda_lines"], f["api_uses"], f["kernels"], f["translated_lines"],
         _severity_count(f, "error"), _severity_count(f, "warning"), f["effort"], _reasons(f["reasons"], 2)]
        for f in files
    ]  # fmt: skip
    out = [head, ""]
    if rows:
        headers = ["file", "lines", "CUDA lines", "API uses", "kernels", "rewritten", "errors", "warnings", "effort",
                   "reasons"]  # fmt: skip
        out += [_table(headers, rows), ""]
    if data["build_files"]:
        brows = [[b["path"], b["system"], b["effort"], ", ".join(b["libraries"]) or "-", _reasons(b["reasons"], 2)]
                 for b in data["build_files"]]  # fmt: skip
        bheaders = ["build file", "system", "effort", "links", "needs"]
        out += [_table(bheaders, brows), ""]
    vendored = _count_line(totals["third_party_effort"], EFFORTS[:3])
    out.append(
        f"effort (files with CUDA): {_count_line(totals['effort'], EFFORTS) or 'none'}"
        + (f" (third-party among them: {vendored})" if vendored else "")
    )
    if data["build_files"]:
        out.append(f"effort (build files): {_count_line(totals['build_effort'], EFFORTS)}")
    out.append(f"libraries: {', '.join(data['libraries']) or 'none'}")
    out.append(f"HIP needed: {_needs_text(data)}")
    out.append(
        f"totals: {_n(totals['lines'], 'line')}, {totals['cuda_lines']:,} with CUDA,"
        f" {_n(totals['api_uses'], 'API use')}, {_n(totals['kernels'], 'kernel')},"
        f" {_n(totals['translated_lines'], 'line')} rewritten by the rules;"
        f" findings: {_count_line(totals['findings'], ('error', 'warning', 'info', 'hint')) or 'none'}"
        + (f"; suppressed: {totals['suppressed']}" if totals["suppressed"] else "")
    )
    return "\n".join(out) + "\n"


def _n(count: int, what: str) -> str:
    """``1 kernel``, ``2 kernels``."""
    return f"{count:,} {what}{'' if count == 1 else 's'}"


def _severity_count(entry: dict[str, Any], severity: str) -> int:
    return sum(counts.get(severity, 0) for counts in entry["findings"].values())


def _table(headers: list[str], rows: list[list[Any]]) -> str:
    """A plain text table: numbers right-aligned, words left."""
    cells = [headers, *[[str(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    numeric = [bool(rows) and all(isinstance(row[i], int) for row in rows) for i in range(len(headers))]

    def line(row: list[str]) -> str:
        return "  ".join(c.rjust(w) if n else c.ljust(w) for c, w, n in zip(row, widths, numeric, strict=True)).rstrip()

    return "\n".join([line(cells[0]), "  ".join("-" * w for w in widths), *(line(r) for r in cells[1:])])


def markdown(data: dict[str, Any]) -> str:
    totals = data["totals"]
    name = Path(data["tree"]).name
    out = [
        f"# Porting {name} to HIP: assessment",
        "",
        f"`cass-lsp assess {data['tree']}`, for HIP {data['hip_version']}{' with --roc' if data['roc'] else ''}:"
        f" {_n(totals['files'], 'source file')}, {totals['files_with_cuda']} with CUDA; {_n(totals['lines'], 'line')},"
        f" {totals['cuda_lines']:,} with CUDA, {_n(totals['api_uses'], 'API use')}, {_n(totals['kernels'], 'kernel')};"
        f" the rules rewrite {_n(totals['translated_lines'], 'line')}.",
        "",
        f"- **Effort (files with CUDA):** {_count_line(totals['effort'], EFFORTS) or 'none'}"
        + (f" (third-party among them: {v})" if (v := _count_line(totals["third_party_effort"], EFFORTS[:3])) else ""),
        f"- **Effort (build files):** {_count_line(totals['build_effort'], EFFORTS) or 'no build files'}",
        f"- **Libraries:** {', '.join(f'{k} ({v} uses)' for k, v in data['libraries'].items()) or 'none'}",
        f"- **HIP needed:** {_needs_text(data)}",
        f"- **Findings:** {_count_line(totals['findings'], ('error', 'warning', 'info', 'hint')) or 'none'}"
        + (f" ({totals['suppressed']} decided away)" if totals["suppressed"] else ""),
        "",
        "Effort: *none*, the rules port it; *review*, warnings a person checks; *manual*, errors a person rewrites;"
        " *blocked*, something outside the code is missing (a newer HIP, a library HIP lacks).",
        "",
    ]
    if data["build_files"]:
        out += ["## Build files", "", "| build file | system | effort | links | needs |", "|---|---|---|---|---|"]
        out += [f"| `{b['path']}` | {b['system']} | {b['effort']} | {', '.join(b['libraries']) or '-'} |"
                f" {_md(_reasons(b['reasons'], 4))} |" for b in data["build_files"]]  # fmt: skip
        out.append("")
    files = [f for f in data["files"] if f["cuda_lines"] or f.get("error")]
    if files:
        out += ["## Files", "", "| file | lines | CUDA lines | API uses | kernels | rewritten | effort | reasons |",
                "|---|--:|--:|--:|--:|--:|---|---|"]  # fmt: skip
        out += [f"| `{f['path']}` | {f['lines']} | {f['cuda_lines']} | {f['api_uses']} | {f['kernels']} |"
                f" {f['translated_lines']} | {f['effort']} | {_md(_reasons(f['reasons'], 4))} |"
                for f in files]  # fmt: skip
        out.append("")
    if data["findings_by_code"]:
        out += ["## Findings by code", "", "| code | severity | kind | count |", "|---|---|---|--:|"]
        out += [f"| `{c['code']}` | {c['severity']} | {c['kind']} | {c['count']} |" for c in data["findings_by_code"]]
        out.append("")
    return "\n".join(out)


def _md(text: str) -> str:
    return text.replace("|", "\\|")
