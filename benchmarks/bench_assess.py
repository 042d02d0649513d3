"""`cass-lsp assess` over every project of the projects corpus (../shared/corpus/projects): the
time of each run (the command as a user runs it, a process of its own: wall and CPU seconds) and
its summary, one row per project; each project's whole assessment is written as its Markdown page
(``--markdown``) into OUT.

    .venv/bin/python benchmarks/bench_assess.py [--corpus DIR] [--out benchmarks/results/assess]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "projects"
CLI = [sys.executable, "-m", "cass_lsp"]
EFFORTS = ("blocked", "manual", "review", "none")


def assess(project: Path, page: Path) -> tuple[dict, float, float]:
    """The assessment of ``project`` (its JSON), the wall and the CPU seconds of the command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    run = subprocess.run(
        [*CLI, "assess", str(project), "--json", "--markdown", str(page)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return json.loads(run.stdout), wall, cpu


def row(name: str, data: dict, wall: float, cpu: float) -> str:
    totals = data["totals"]
    effort = " / ".join(str(totals["effort"][e]) for e in EFFORTS)
    builds = " / ".join(str(totals["build_effort"][e]) for e in EFFORTS)
    needs = data["needs_hip"]["version"] if data["needs_hip"] else "any"
    libraries = ", ".join(data["libraries"]) or "-"
    return (
        f"| {name} | {totals['files']} | {totals['files_with_cuda']} | {totals['cuda_lines']:,} | {effort} | {builds} |"
        f" {libraries} | {needs} | {totals['findings']['error']} | {cpu:.1f} | {wall:.1f} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "assess")
    args = parser.parse_args()
    projects = sorted(p for p in args.corpus.iterdir() if p.is_dir())
    if not projects:
        print(f"no projects in {args.corpus}", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    print(
        "| project | source files | with CUDA | CUDA lines | effort: blocked / manual / review / none"
        " | build files: the same | libraries | HIP needed | errors | CPU s | wall s |"
    )
    print("|---|--:|--:|--:|---|---|---|---|--:|--:|--:|")
    for project in projects:
        data, wall, cpu = assess(project, args.out / f"{project.name}.md")
        print(row(project.name, data, wall, cpu), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
