"""A command's cost with and without discovery's kept probes (toolchain/probe_cache.py).

    .venv/bin/python benchmarks/bench_cli_start.py [--runs 5]

Runs ``cass-lsp translate examples/vector_add.cu -q`` ``--runs`` times with the probe cache
emptied before each run (every command probed hipcc before it existed), then as many times with
it kept; prints the mean wall time and CPU time (the command and its children) of each.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from cass_lsp.toolchain import probe_cache

ROOT = Path(__file__).resolve().parent.parent
COMMAND = [sys.executable, "-m", "cass_lsp", "translate", str(ROOT / "examples" / "vector_add.cu"), "-q"]


def one_run() -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(COMMAND, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'probes':<10} {'wall s':>7} {'CPU s':>7}  (mean of {args.runs})")
    for label, cold in (("probed", True), ("kept", False)):
        one_run()  # the kept probes exist (or are emptied below), the files are in the page cache
        runs = []
        for _ in range(args.runs):
            if cold:
                probe_cache.clear(os.environ)
            runs.append(one_run())
        print(f"{label:<10} {statistics.mean(w for w, _ in runs):7.2f} {statistics.mean(c for _, c in runs):7.2f}")


if __name__ == "__main__":
    main()
