"""The Markdown table of a hip_on_nvidia_run.py result: per program and in total.

    .venv/bin/python benchmarks/device/hip_on_nvidia_summary.py OUT/hip_on_nvidia.json [MORE.json ...] \\
        > benchmarks/results/hip_on_nvidia.md

A run cut by its deadline leaves programs "not-run"; a second run of those alone (``run.py --only``)
is given after the first, and its results take their place (wall times add up).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ORDER = ("equal", "timing-only", "different", "nondeterministic", "hip-build-failed", "hip-run-failed", "cuda-failed",
         "not-run", "port-failed", "built")  # fmt: skip
MEANING = {
    "equal": "the translation printed what the CUDA original printed (timing lines aside)",
    "timing-only": "both printed nothing but timing lines: nothing to compare, no verdict",
    "different": "both ran; the outputs differ (the first differing lines are shown)",
    "nondeterministic": "the CUDA original itself printed differently in two runs: no verdict",
    "hip-build-failed": "the translation did not build on NVIDIA (nvcc with the hip-on-nvidia headers)",
    "hip-run-failed": "the translation built but its run failed or timed out",
    "cuda-failed": "the CUDA original did not build or run there: no verdict",
    "not-run": "the run's deadline came first",
    "port-failed": "cass-lsp port failed",
    "built": "built only (--build-only)",
}


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")[:160]


def what(result: dict) -> str:
    status = result["status"]
    if status in ("different", "nondeterministic"):
        diff = result["first_difference"]
        cuda, hip = (diff[side][0] if diff[side] else "(end of output)" for side in ("cuda", "hip"))
        return f"line {diff['line']}: CUDA `{cell(cuda)}`, HIP `{cell(hip)}`"
    if status in ("equal", "timing-only"):
        again = f"; {result['detail']}" if result.get("detail") else ""
        return f"{result['lines_compared']} lines ({result['timing_lines_dropped']} timing lines dropped){again}"
    detail = result.get("detail", "")
    first = next((line for line in result.get("tail", []) if "rror" in line), "")
    return cell(f"{detail}: `{first.strip()}`" if first else detail)


def markdown(report: dict) -> str:
    sample = report.get("sample", {})
    programs = list(report["programs"])
    programs += [{"name": n, "status": "port-failed", "detail": " ".join(why)} for n, why in
                 sample.get("port_failed", {}).items()]  # fmt: skip
    counts = Counter(r["status"] for r in programs)
    ran = {r["name"] for r in programs}
    port_errors = {name: said for name, said in sample.get("port_errors", {}).items() if name in ran}
    lines = [
        "# HIP on NVIDIA: HeCBench translations run beside their CUDA originals",
        "",
        f"Device: {'; '.join(report.get('device', []))}. Architecture {report.get('arch')}, "
        f"wall time {report.get('wall_s')} s (builds and runs).",
        "",
    ]
    if sample:
        seed = f"seed {sample['seed']}" if sample.get("seed") is not None else "chosen by name"
        if len(ran) != sample["count"]:
            seed += f"; this run: {len(ran)} of them"
        lines += [
            f"Sample: {sample['count']} of the {sample['eligible']} eligible programs of {sample['total']} in "
            f"HeCBench ({seed}), translated by cass-lsp {sample.get('commit', '')} (`cass-lsp port "
            f"--hip-version {sample['hip_version']}`). Each side built with its own Makefile (CUDA: "
            "`make ARCH=sm_90`; translation: the ported Makefile with `HIPCC=hipcc_on_nvidia.py`, nvcc "
            "with `-x cu -D__HIP_PLATFORM_NVIDIA__` and Debian's HIP 5.2 headers patched for CUDA 13; "
            "`VERIFY=yes` on both, for the programs whose own result check is a Makefile switch), "
            f"run with its Makefile's `run` target (limit {report.get('run_timeout_s')} s), outputs "
            "compared after dropping the lines that match the timing filter below.",
            "",
        ]
    lines += ["| result | programs | meaning |", "|---|---:|---|"]
    for status in ORDER:
        if counts.get(status):
            lines.append(f"| {status} | {counts[status]} | {MEANING[status]} |")
    announced = sum(1 for r in programs if r["name"] in port_errors and r["status"] != "equal")
    lines += [
        f"| total | {len(programs)} | |",
        "",
        f"The port reported error findings (what it expected not to build) for {len(port_errors)} of these "
        f"programs; {announced} of them did not end equal. Column `port errors`: how many, and the first.",
        "",
        "| program | result | headers | what | port errors |",
        "|---|---|---|---|---|",
    ]
    for r in sorted(programs, key=lambda r: (ORDER.index(r["status"]), r["name"])):
        said = port_errors.get(r["name"])
        said_cell = f"{said['count']}: {cell(said['first'])}" if said else ""
        lines.append(f"| {r['name']} | {r['status']} | {r.get('headers', '')} | {what(r)} | {said_cell} |")
    lines += ["", "Timing filter (case-insensitive; a line that matches is not compared):", "", "```",
              report.get("timing_filter", "").strip("\n"), "```"]  # fmt: skip
    excluded = sample.get("excluded", {})
    if excluded:
        lines += ["", f"Not eligible ({len(excluded)}):", ""]
        lines += [f"- {name}: {why}" for name, why in excluded.items()]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", type=Path, nargs="+", help="hip_on_nvidia.json, then runs of what it did not run")
    args = parser.parse_args(argv)
    sys.stdout.write(markdown(merged([json.loads(path.read_text()) for path in args.results])))
    return 0


def merged(reports: list[dict]) -> dict:
    """The first report, with each program a later report ran taking the place of its "not-run"."""
    first = dict(reports[0])
    programs = {p["name"]: p for p in first["programs"]}
    for later in reports[1:]:
        for program in later["programs"]:
            if programs.get(program["name"], {}).get("status") in (None, "not-run"):
                programs[program["name"]] = program
        first["wall_s"] = round(first.get("wall_s", 0) + later.get("wall_s", 0), 1)
    first["programs"] = list(programs.values())
    return first


if __name__ == "__main__":
    sys.exit(main())
