"""The GPU machine's HIP-on-NVIDIA job (.devcarry/nvlane/run.sh), turned into what the repository keeps:
benchmarks/results/hip_on_nvidia_all.md (per program, the GPU tests, cass-lsp verify) and the table of
benchmarks/RESULTS.md's section between its `hip_on_nvidia_all` markers.

    .venv/bin/python benchmarks/device/hip_on_nvidia_all_summary.py RUN [LATER_RUN ...]

A RUN is what came back from one job: a folder (hip_on_nvidia_all.json, gpu_tests.xml, verify.json,
verify_wrong.json, run.log; from .devcarry/dev42's job also warpctc_verify.json and
warpctc_verify_wrong.json, cass-lsp verify on warp-ctc) or the file run.sh packs them into
(hip_on_nvidia_run.tar.gz, dev42_run.tar.gz); a job cut before its programs' report still counts. Runs are
given oldest first: a later run's verdict on a program replaces an earlier one (its "not-run" or
build-only "built" does not), and the per-program table says which run each verdict came from (1
for the first given) and what it replaced; the GPU tests and cass-lsp verify are the latest run's
that has them.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RESULTS = REPO / "benchmarks" / "RESULTS.md"
DETAIL = REPO / "benchmarks" / "results" / "hip_on_nvidia_all.md"
BEGIN, END = "<!-- hip_on_nvidia_all: begin -->", "<!-- hip_on_nvidia_all: end -->"
ORDER = ("equal", "equal-masked", "different", "nondeterministic", "hip-build-failed", "hip-run-failed",
         "hip-timed-out", "cuda-failed", "not-run", "built")  # fmt: skip
MEANING = {
    "equal": "the translation printed what the CUDA original printed",
    "equal-masked": "the same once timing lines are set aside",
    "different": "the outputs differ: the first differing line is in the detail",
    "nondeterministic": "the CUDA original printed differently when run again: no verdict",
    "hip-build-failed": "the translation did not build on HIP's NVIDIA platform",
    "hip-run-failed": "the translation built, its run failed",
    "hip-timed-out": "the translation built, its run passed the time limit",
    "cuda-failed": "the CUDA original did not build or run there: no verdict",
    "not-run": "the job's deadline came first",
    "built": "built only",
}


NO_VERDICT = ("not-run", "built")  # what a later run leaves an earlier verdict standing for
REPORT = "hip_on_nvidia_all.json"  # the programs' report; a run may lack it (one of other parts only)
# cass-lsp verify's reports, by file: what each tree is
VERIFIED = {
    "verify.json": "heat, as ported",
    "verify_wrong.json": "heat, one operator changed",
    "warpctc_verify.json": "warp-ctc, as ported",
    "warpctc_verify_wrong.json": "warp-ctc, one operator changed",
}
EDITOR_TEST = "test_run_verdict_nvidia"


def cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")[:180]


def merged(folders: list[Path]) -> dict:
    """The first run's report, each later run's verdicts on top (its "not-run" left out, but where the
    translation built after an earlier build failed); each program
    says which run its verdict is from ("run", 1-based) and what it replaced ("replaced": [run, status])."""
    first = json.loads((folders[0] / REPORT).read_text())
    for program in first["programs"].values():
        program["run"] = 1
    first["commits"] = [first["sample"].get("commit")]
    for number, later in enumerate(folders[1:], 2):
        if not (later / REPORT).is_file():
            continue  # a run of other parts only (cass-lsp verify, the GPU tests)
        report = json.loads((later / REPORT).read_text())
        errors = first["sample"].setdefault("port_errors", {})
        for name, program in report["programs"].items():
            before = first["programs"].get(name, {})
            # a build that failed before and built in this run is no verdict to keep, run or not
            rebuilt = before.get("status") == "hip-build-failed" and "hip_build_seconds" in program
            if program["status"] in NO_VERDICT and before.get("status") not in (None, *NO_VERDICT) and not rebuilt:
                continue
            first["programs"][name] = {**program, "run": number}
            if before.get("status") not in (None, *NO_VERDICT):
                first["programs"][name]["replaced"] = [before["run"], before["status"]]
            # the port that made this verdict's translation: its errors replace the earlier port's
            errors.pop(name, None)
            if name in report["sample"].get("port_errors", {}):
                errors[name] = report["sample"]["port_errors"][name]
        first["commits"].append(report["sample"].get("commit"))
        first["wall_s"] = round(first.get("wall_s", 0) + report.get("wall_s", 0), 1)
    return first


def latest_with(folders: list[Path], name: str) -> Path:
    """The latest run that has ``name`` (the first, where none has)."""
    return next((f for f in reversed(folders) if (f / name).is_file()), folders[0])


def unpacked(runs: list[Path], into: Path) -> list[Path]:
    """Each run as a folder: a packed one (run.sh's .tar.gz) unpacked under ``into``."""
    folders = []
    for i, run in enumerate(runs, 1):
        if run.is_file():
            folder = into / str(i)
            with tarfile.open(run) as packed:
                packed.extractall(folder, filter="data")
            run = folder
        if not any((run / name).is_file() for name in (REPORT, "gpu_tests.xml", "gpu_tests.log", *VERIFIED)):
            raise SystemExit(f"{run}: no {REPORT} nor any other result (give the folder or the .tar.gz that came back)")
        folders.append(run)
    if not (folders[0] / REPORT).is_file():
        raise SystemExit(f"{runs[0]}: the first run must have {REPORT}")
    return folders


def outcome_of(case: ET.Element) -> str:
    for kind in ("failure", "error", "skipped"):
        found = case.find(kind)
        if found is not None:
            return f"{kind}: {((found.get('message') or '').splitlines() or [''])[0][:150]}"
    return "passed"


def gpu_tests(folder: Path) -> tuple[str, list[tuple[str, str]]]:
    """(a summary, per test (name, outcome)) from pytest's JUnit XML."""
    path = folder / "gpu_tests.xml"
    if not path.is_file():
        return "no result came back (gpu_tests.xml is missing: see run.log)", []
    rows = [(case.get("name", "?"), outcome_of(case)) for case in ET.parse(path).getroot().iter("testcase")]
    counts = Counter(o.split(":")[0] for _, o in rows)
    return ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) or "no test ran", rows


def verify_rows(folders: list[Path]) -> list[list[str]]:
    """(tree, verdict, exit status, detail) per program of each cass-lsp verify report, from the latest run
    that has it; a project none of the runs verified is left out."""
    rows = []
    for project in dict.fromkeys(label.split(",")[0] for label in VERIFIED.values()):
        names = [name for name, label in VERIFIED.items() if label.startswith(f"{project},")]
        if not any((f / name).is_file() for f in folders for name in names):
            continue
        for name in names:
            label, folder = VERIFIED[name], latest_with(folders, name)
            path = folder / name
            if not path.is_file():
                rows.append([label, "no report", "", "see verify.log"])
                continue
            report = json.loads(path.read_text())
            run = f" (run {folders.index(folder) + 1})"
            for program in report["programs"]:
                tree = f"{label}: {program['program']}" if len(report["programs"]) > 1 else label
                rows.append([tree, program["verdict"], str(report["exitStatus"]), cell(program["detail"]) + run])
    return rows


def editor_verdicts(folders: list[Path]) -> str | None:
    """The editor's run verdicts on a file (tests/lsp/test_run_verdict_nvidia.py) from the latest run that
    ran it: pytest's outcome, and the verdict codes the test's client received (its log)."""
    for number in range(len(folders), 0, -1):
        folder = folders[number - 1]
        outcomes = []
        if (folder / "gpu_tests.xml").is_file():
            for case in ET.parse(folder / "gpu_tests.xml").getroot().iter("testcase"):
                if EDITOR_TEST in (case.get("classname") or ""):
                    outcomes.append(f"{case.get('name')} {outcome_of(case)}")
        log = folder / "gpu_tests.log"
        text = log.read_text(errors="replace") if log.is_file() else ""
        if not outcomes and EDITOR_TEST not in text:
            continue
        codes = list(dict.fromkeys(re.findall(r'"code": "(run-[a-z-]+)"', text)))
        said = "; ".join(outcomes) or "cut before pytest reported"
        return (
            f"the editor's verdicts on a file (run {number}, {said}): the client received {', '.join(codes) or 'none'}"
        )
    return None


def summarize(folders: list[Path], labels: list[str] | None = None) -> tuple[str, str]:
    """(the RESULTS.md section's body, the detail page); ``labels``: what each run is called there."""
    labels = labels or [f.name for f in folders]
    report = merged(folders)
    sample = report["sample"]
    programs = list(report["programs"].values())
    counts = Counter(p["status"] for p in programs)
    attempted = [p for p in programs if p["status"] not in ("cuda-failed", "not-run") or "hip_build_seconds" in p]
    hip_built = [p for p in attempted if p["status"] != "hip-build-failed"]
    flagged = {n for n in sample.get("port_errors", {})}
    unflagged = [p for p in attempted if p["name"] not in flagged]
    unflagged_built = [p for p in unflagged if p["status"] != "hip-build-failed"]
    compared = [p for p in programs if p["status"] in ("equal", "equal-masked", "different")]
    equal = [p for p in compared if p["status"] != "different"]
    tested = latest_with(folders, "gpu_tests.xml")
    summary, tests = gpu_tests(tested)
    device = "; ".join(report.get("device", []))
    commits = ", ".join(f"`{c}`" for c in dict.fromkeys(report["commits"]))
    lines = [
        f"{device}. Translations by cass-lsp {commits} for HIP {sample['hip_version']} (the HIP of",
        f"{sample.get('layer')}), all {sample['eligible']} eligible programs of {sample['total']}; wall time",
        f"{report.get('wall_s')} s for builds and runs in {len(folders)} run(s) (the first: {report.get('build_jobs')}"
        f" builds and {report.get('run_jobs')} runs at a time, run limit {report.get('run_timeout_s')} s; a later run's"
        " verdict replaces an earlier one).",
        "",
        "| result | programs |",
        "|---|---:|",
        *(f"| {status}: {MEANING[status]} | {counts[status]} |" for status in ORDER if counts.get(status)),
        f"| total | {len(programs)} |",
        "",
        f"- translations built on HIP's NVIDIA platform: {len(hip_built)} of {len(attempted)}; of those the port"
        f" reported no error for, {len(unflagged_built)} of {len(unflagged)}",
        f"- equal where the original is deterministic and both ran: {len(equal)} of {len(compared)}",
        f"- the GPU tests (run {folders.index(tested) + 1}, the last whose pytest report came back): {summary}",
    ]
    for i, folder in enumerate(folders, 1):
        log = folder / "gpu_tests.log"
        if log.is_file() and not (folder / "gpu_tests.xml").is_file():
            codes = re.findall(r'"code": "(run-[a-z-]+)"', log.read_text(errors="replace"))
            lines.append(
                f"- the GPU tests of run {i}: cut at the run's time limit before pytest reported; the verdicts"
                f" the editor's client had received by then: {', '.join(codes) or 'none'}"
            )
    editor = editor_verdicts(folders)
    if editor:
        lines.append(f"- {editor}")
    verified = verify_rows(folders)
    for label, verdict, status, detail in verified:
        lines.append(f"- `cass-lsp verify` on {label}: {verdict} (exit status {status}) {detail}")
    left = sorted(p["name"] for p in programs if p["status"] == "not-run")
    if left:
        print(
            f"not run ({len(left)}): ONLY={','.join(left)} bash .devcarry/nvlane/run.sh, then this script"
            " with both folders",
            file=sys.stderr,
        )
    detail_lines = ["# HIP on NVIDIA: every eligible HeCBench program, its translation beside its CUDA original", "",
                    *lines, "", *(f"- run {i}: {label}" for i, label in enumerate(labels, 1)), "",
                    "| program | result | run | detail | port errors |", "|---|---|---|---|---|"]  # fmt: skip
    errors = sample.get("port_errors", {})
    for p in sorted(programs, key=lambda p: (ORDER.index(p["status"]) if p["status"] in ORDER else 99, p["name"])):
        said = errors.get(p["name"])
        first = p.get("first_difference", {})
        what = p.get("detail", "")
        if first:
            what = f"line {first['line']}: CUDA `{first['cuda']}`, HIP `{first['hip']}`"
        port_said = cell(f"{said['count']}: {said['first']}") if said else ""
        seconds = [f"{side} {p[key]} s" for side, key in (("CUDA", "cuda_run_seconds"), ("HIP", "hip_run_seconds"))
                   if key in p]  # fmt: skip
        if seconds:
            what = f"{what} ({', '.join(seconds)}{', alone' if p.get('alone') else ''})"
        run = f"{p.get('run', 1)}" + (f" (run {p['replaced'][0]}: {p['replaced'][1]})" if "replaced" in p else "")
        detail_lines.append(f"| {p['name']} | {p['status']} | {run} | {cell(what)} | {port_said} |")
    if tests:
        detail_lines += ["", "GPU tests:", "", "| test | outcome |", "|---|---|"]
        detail_lines += [f"| {name} | {cell(outcome)} |" for name, outcome in tests]
    detail_lines += ["", "cass-lsp verify:", "", "| tree | verdict | exit status | detail |", "|---|---|---:|---|"]
    detail_lines += [f"| {' | '.join(row)} |" for row in verified]
    excluded = sample.get("excluded", {})
    detail_lines += ["", f"Not eligible ({len(excluded)}):", "", *(f"- {n}: {why}" for n, why in excluded.items())]
    return "\n".join(lines), "\n".join(detail_lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", type=Path, nargs="+", help="what came back ($OUT or its .tar.gz), oldest first")
    parser.add_argument("--results", type=Path, default=RESULTS, help=argparse.SUPPRESS)
    parser.add_argument("--detail", type=Path, default=DETAIL, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temp:
        section, detail = summarize(unpacked(args.runs, Path(temp)), [str(r) for r in args.runs])
    args.detail.write_text(detail)
    text = args.results.read_text()
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{args.results} lacks the {BEGIN} ... {END} markers")
    head, rest = text.split(BEGIN, 1)
    args.results.write_text(f"{head}{BEGIN}\n{section}\n{END}{rest.split(END, 1)[1]}")
    print(section)
    return 0


if __name__ == "__main__":
    sys.exit(main())
