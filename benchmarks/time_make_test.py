"""How long `make test` takes from a fresh clone, after set-up (issue 18's figure: at most 6 min on
2 cores), and how busy the machine was meanwhile.

    python3 benchmarks/time_make_test.py [--keep]

Clones this repository's HEAD beside it (where CI's clone is, next to ``shared/``), runs
``make setup`` (timed apart), then ``bash .ci/run`` (what CI runs), and prints the wall time and
the machine's CPU-seconds from ``/proc/stat`` over the run: busy (user, nice, system, irq,
softirq), steal (taken by the host: a run with much steal says more about the host than about
the tree) and idle. The run is bound by CPU on 2 cores, so compare trees only back to back on the
same machine. Not named ``bench_*``: ``make bench`` would run the whole suite; this takes 8 to 10
minutes.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_ticks() -> dict[str, int]:
    """The machine's CPU time since boot, in clock ticks, from the first line of /proc/stat."""
    fields = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    user, nice, system, idle, iowait, irq, softirq, steal = (int(f) for f in fields[:8])
    return {"busy": user + nice + system + irq + softirq, "steal": steal, "idle": idle + iowait}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the clone (default: removed)")
    args = parser.parse_args()
    clone = ROOT.parent / f"cass-lsp-fresh-{os.getpid()}"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    try:
        start = time.perf_counter()
        setup = subprocess.run(["make", "setup"], cwd=clone, capture_output=True, text=True)
        if setup.returncode != 0:
            print(f"make setup failed ({setup.returncode}):\n{setup.stdout[-3000:]}{setup.stderr[-3000:]}")
            return 1
        print(f"make setup: {time.perf_counter() - start:.0f} s")
        hz = os.sysconf("SC_CLK_TCK")
        before, start = cpu_ticks(), time.perf_counter()
        run = subprocess.run(["bash", ".ci/run"], cwd=clone, capture_output=True, text=True)
        wall, after = time.perf_counter() - start, cpu_ticks()
        used = {k: (after[k] - before[k]) / hz for k in after}
        summary = [line for line in run.stdout.splitlines() if " passed" in line or " failed" in line]
        print(f"bash .ci/run: exit {run.returncode}, {wall // 60:.0f} min {wall % 60:02.0f} s")
        print(f"CPU-seconds: busy {used['busy']:.0f}, steal {used['steal']:.0f}, idle {used['idle']:.0f}")
        print(f"pytest: {summary[-1] if summary else '(no summary line)'}")
        return run.returncode
    finally:
        if not args.keep:
            shutil.rmtree(clone, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
