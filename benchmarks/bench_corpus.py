"""The corpus report: every HeCBench program ported and compiled on every target of both lanes.

    .venv/bin/python benchmarks/bench_corpus.py [--jobs N] [--only NAME,...] [--lanes 5.2,6.4] [--json FILE]

For each program (../shared/corpus/hecbench, 229 real CUDA programs with hand-written HIP twins):
the CUDA folder is ported with the CLI (``cass-lsp port``) for each lane's HIP version, each of
its translation units compiled with hipcc using its Makefile's flags, for every target of the lane
(HIP 5.2: gfx1100, gfx90a; HIP 6.4: gfx942, gfx1100, gfx1200); the twin is compiled the same way.
Prints, per lane and target: programs whose twin compiles, how many of those compile after our
translation, how many do not but carry an error finding that says what to change (counted
apart), then every failure with its first error, and the translation speed (lines per second of
the rule engine over the whole corpus, in this process). Runs over all cores; progress on stderr.
Compile results are cached by content in ~/.cache/cass-lsp/corpus-results (see tests/hecbench.py):
the first run takes about an hour on 2 cores, a rerun after a translator change minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cass_lsp.core.source_tree import TRANSLATED
from cass_lsp.translate import translate
from tests import hecbench as hb
from tests.lanes import LANE_TARGETS, _lane


def translation_speed(programs: list[hb.Program]) -> tuple[int, float]:
    """(lines, seconds) for the rule engine over every source and header of every CUDA folder."""
    sources = []
    for p in programs:
        for path in sorted(p.cuda_dir.rglob("*")):
            if path.is_file() and path.suffix in TRANSLATED:
                sources.append(path.read_bytes().decode("utf-8", "surrogateescape"))
    lines = sum(s.count("\n") + 1 for s in sources)
    start = time.perf_counter()
    for s in sources:
        translate(s)
    return lines, time.perf_counter() - start


def error_findings(report: Path) -> list[str]:
    try:
        data = json.loads(report.read_text())
    except (OSError, ValueError):
        return []
    return [
        f"{f['source']}:{x['line']}: {x['code']}: {x['message']}"
        for f in data.get("files", [])
        for x in f.get("findings", [])
        if x.get("severity") == "error"
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--only", default="", help="comma-separated program names")
    parser.add_argument("--lanes", default=",".join(LANE_TARGETS))
    parser.add_argument("--json", type=Path, help="also write every result as JSON")
    args = parser.parse_args()

    if not (hb.CORPUS / "index.tsv").is_file():
        print(f"no corpus at {hb.CORPUS} (set CASS_HECBENCH)", file=sys.stderr)
        return 2
    programs = hb.programs()
    if args.only:
        wanted = set(args.only.split(","))
        programs = [p for p in programs if p.name in wanted]
    lanes = {}
    for name in args.lanes.split(","):
        tc = _lane(name)
        if isinstance(tc, str):
            print(f"lane {name} left out: {tc}", file=sys.stderr)
        else:
            lanes[name] = tc

    lines, seconds = translation_speed(programs)
    results: dict[tuple[str, str], dict] = {}
    lock = threading.Lock()
    done = 0
    total = len(programs) * len(lanes)
    started = time.perf_counter()

    def one(program: hb.Program, lane: str, out: Path) -> None:
        nonlocal done
        tc = lanes[lane]
        targets = hb.lane_targets(tc)
        ported = hb.port(program, out / lane, tc.hip_version or lane)
        folder = out / lane / program.cuda_dir.name
        if ported.returncode != 0:
            ours = hb.FolderResult([], f"port failed: {ported.stderr.strip()[-300:]}")
        else:
            ours = hb.compile_folder(tc, folder, hb.compile_units(folder, tc), targets)  # the ported Makefile's flags
        twin = hb.compile_folder(tc, program.hip_dir, hb.compile_units(program.hip_dir, tc), targets)
        entry = {
            "targets": {
                t: {"twin": twin.ok(t), "ours": ours.ok(t), "ours_error": ours.first_error(t),
                    "twin_error": twin.first_error(t)}
                for t in targets
            },
            "error_findings": error_findings(folder / "cass-port-report.json"),
        }  # fmt: skip
        with lock:
            results[(program.name, lane)] = entry
            done += 1
            bad = [t for t in targets if entry["targets"][t]["twin"] and not entry["targets"][t]["ours"]]
            state = "ok" if not bad else "FAILS on " + ",".join(bad)
            print(
                f"[{done}/{total} {time.perf_counter() - started:6.0f}s] HIP {lane} {program.name}: {state}",
                file=sys.stderr,
                flush=True,
            )

    with tempfile.TemporaryDirectory(prefix="cass-corpus-") as tmp, ThreadPoolExecutor(args.jobs) as pool:
        jobs = [pool.submit(one, p, lane, Path(tmp)) for lane in lanes for p in programs]
        for job in as_completed(jobs):
            job.result()

    print(f"\nHeCBench corpus: {len(programs)} programs, {lines:,} lines of CUDA")
    print(f"translation (rule engine, whole corpus): {lines / seconds:,.0f} lines/s ({seconds:.2f} s)\n")
    header = f"{'lane':<9}{'target':<9}{'twin compiles':>15}{'ours compiles':>15}{'error finding':>15}{'fails':>7}"
    print(header)
    print("-" * len(header))
    failures = []
    for lane, tc in lanes.items():
        for t in hb.lane_targets(tc):
            twin_ok = [p for p in programs if results[(p.name, lane)]["targets"][t]["twin"]]
            ours_ok = [p for p in twin_ok if results[(p.name, lane)]["targets"][t]["ours"]]
            failing = [p for p in twin_ok if p not in ours_ok]
            explained = [p for p in failing if results[(p.name, lane)]["error_findings"]]
            print(
                f"HIP {lane:<5}{t:<9}{len(twin_ok):>15}{len(ours_ok):>15}{len(explained):>15}"
                f"{len(failing) - len(explained):>7}"
            )
            for p in failing:
                r = results[(p.name, lane)]
                why = r["targets"][t]["ours_error"]
                note = f"  [error finding: {r['error_findings'][0]}]" if r["error_findings"] else ""
                failures.append(f"HIP {lane} {t} {p.name}: {why}{note}")
    if failures:
        print("\nFailures (twin compiles, ours does not):")
        for line in failures:
            print("  " + line)
    if args.json:
        args.json.write_text(json.dumps({f"{n}@{lane}": r for (n, lane), r in results.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
