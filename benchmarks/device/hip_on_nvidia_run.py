#!/usr/bin/env python3
"""On the NVIDIA GPU machine: each program of the folder that hip_on_nvidia_prepare.py wrote,
its CUDA original and its cass-lsp translation, built, run and compared.

For each program NAME (the list is programs.json beside this script):
- cuda/NAME is built with its own Makefile (``make ARCH=sm_90``: its flags, CUDA 13 compiles
  sm_75 and newer) and hip/NAME, the translation, with the ported Makefile and
  ``HIPCC=hipcc_on_nvidia.py`` (nvcc -x cu -D__HIP_PLATFORM_NVIDIA__ with the hip-on-nvidia
  headers: include/, else include-ext/, HEADER_SETS below);
- both run their Makefile's ``run`` target (``make -s run``: the program's own arguments), with a
  time limit, stdin closed, stdout and stderr together;
- their outputs are compared line by line after the lines that report a duration or a rate are
  dropped (TIMING below); when they differ, the CUDA original runs a second time, and a program
  whose CUDA original prints differently from one run to the next is "nondeterministic".

Builds run 16 at a time (CPU), runs RUN_JOBS at a time (one GPU); a program that fails to run,
or differs, while others share the GPU is run again alone at the end before it counts. Nothing
new starts after --deadline seconds, and what runs then is cut short (time limits end at the
deadline): what is left is "not-run" (or a timeout). Progress: one line per program.

Writes $OUT/hip_on_nvidia.json (per program: status, detail, the first differing lines) and
$OUT/outputs/NAME.{cuda,hip}.txt (the first 16 KB of each run's output).

    python3 build-device/hip-on-nvidia/run.py [--only a,b] [--build-only] [--deadline S]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

HERE = Path(__file__).resolve().parent
ARCH = os.environ.get("HIP_ON_NVIDIA_ARCH", "sm_90")
BUILD_JOBS = 16
RUN_JOBS = 4
BUILD_TIMEOUT = 300
RUN_TIMEOUT = 120
KEEP_OUTPUT = 16_000
# The hip-on-nvidia headers (hip_on_nvidia_prepare.py): with the patch for CUDA 13 alone, and with
# the extension too (HIP 5.2 names the NVIDIA layer lacks, among them __any/__all/__ballot as
# macros, which break CUDA 13's Thrust/libcu++: its `struct __any`), tried in this order.
HEADER_SETS = ("include", "include-ext")

# Make variables for both sides: the program's own check of its results, where its Makefile has
# that switch (ace's defaults to no, and then it prints nothing but timings).
SWITCHES = ("VERIFY=yes",)
# A line that reports a duration or a rate differs from run to run and is dropped before comparing.
# Matched case-insensitively anywhere in the line:
TIMING = re.compile(
    r"""
      \btim(e|es|ed|er|ing)\b                      # "Average kernel time", "timing", "timer"
    | \b(elapsed|duration|latency|throughput|bandwidth|performance|speed-?up)\b
    | \d\s*(s|ms|us|µs|ns|sec|secs|msec|usec|seconds?|milliseconds?|microseconds?)\b   # "1.5 ms", "3s"
    | \b(ms|us|msec|usec|secs?|seconds)\b          # a unit on its own: "(ms)", "kernel ms:"
    | [KMGT]i?B/s | \b[KMGT]?FLOP | \bG?OP/s | \bGUPS\b | /s\b  # rates
    """,
    re.IGNORECASE | re.VERBOSE,
)
# make's own lines (its errors name the target, not the program's output).
MAKE_LINE = re.compile(r"^make(\[\d+\])?: ")


def log(msg: str) -> None:
    print(msg, flush=True)


def run(cmd: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None) -> tuple[int | str, str]:
    """(exit status, or "timeout"; stdout and stderr together). The whole process group is killed
    on timeout: make's children too."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip
    try:
        out, _ = proc.communicate(timeout=timeout)
        return proc.returncode, out.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return "timeout", out.decode("utf-8", "replace")


def ended(rc: int | str) -> str:
    return "time limit reached" if rc == "timeout" else f"exit {rc}"


def compared_lines(output: str) -> tuple[list[str], int]:
    """(the lines compared, how many timing lines were dropped)."""
    kept, dropped = [], 0
    for line in output.splitlines():
        line = line.rstrip()
        if MAKE_LINE.match(line):
            continue
        if TIMING.search(line):
            dropped += 1
            continue
        kept.append(line)
    return kept, dropped


def first_difference(a: list[str], b: list[str], context: int = 3) -> dict:
    n = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
    return {"line": n + 1, "cuda": a[n : n + context], "hip": b[n : n + context]}


def tail(text: str, lines: int = 8) -> list[str]:
    return [line[:300] for line in text.strip().splitlines()[-lines:]]


class Bench:
    def __init__(self, out: Path, deadline: float, build_only: bool) -> None:
        self.out = out
        self.deadline = deadline
        self.build_only = build_only
        self.start = time.monotonic()
        self.lock = threading.Lock()
        self.done = 0
        self.total = 0
        path = os.environ.get("PATH", "")
        self.env = {**os.environ, "PATH": f"/usr/local/cuda/bin:{path}", "HIP_ON_NVIDIA_ARCH": ARCH}
        self.headers: dict[str, str] = {}  # per program, the header set its translation built with

    def left(self) -> float:
        return self.deadline - (time.monotonic() - self.start)

    def make(self, side: str, name: str, *target: str) -> list[str]:
        if side == "cuda":
            return ["make", "-s", f"ARCH={ARCH}", *SWITCHES, *target]
        include = HERE / self.headers.get(name, HEADER_SETS[0])
        hipcc = f"env HIP_ON_NVIDIA_INCLUDE={include} {sys.executable} {HERE / 'hipcc_on_nvidia.py'}"
        return ["make", "-s", f"HIPCC={hipcc}", *SWITCHES, *target]

    def build(self, side: str, name: str) -> tuple[int | str, str]:
        """make's exit status (or "timeout") and output; the translation is built with the minimal
        headers, else with the extended ones."""
        for headers in HEADER_SETS if side == "hip" else ("",):
            self.headers[name] = headers
            limit = max(1.0, min(BUILD_TIMEOUT, self.left()))
            rc, out = run(["make", "-j2", *self.make(side, name)[1:]], HERE / side / name, limit, self.env)
            (self.out / "outputs" / f"{name}.{side}.build.txt").write_text(out[-KEEP_OUTPUT:])
            if rc == 0 or rc == "timeout":
                break
        return rc, out

    def execute(self, side: str, name: str) -> tuple[int | str, str]:
        limit = max(1.0, min(RUN_TIMEOUT, self.left()))
        rc, out = run(self.make(side, name, "run"), HERE / side / name, limit, self.env)
        (self.out / "outputs" / f"{name}.{side}.txt").write_text(out[:KEEP_OUTPUT])
        return rc, out

    def compare(self, name: str, alone: bool = False) -> dict:
        """Both runs, and the CUDA original once more if they differ."""
        if self.left() <= 0:
            return {"status": "not-run", "detail": "deadline reached before the run"}
        rc_cuda, out_cuda = self.execute("cuda", name)
        if rc_cuda != 0:
            return {"status": "cuda-failed", "detail": f"CUDA original's run: {ended(rc_cuda)}", "tail": tail(out_cuda)}
        rc_hip, out_hip = self.execute("hip", name)
        cuda, dropped = compared_lines(out_cuda)
        hip, _ = compared_lines(out_hip)
        info = {"lines_compared": len(cuda), "timing_lines_dropped": dropped, "alone": alone}
        if rc_hip != 0:
            detail = f"translation's run: {ended(rc_hip)}"
            return {"status": "hip-run-failed", "detail": detail, "tail": tail(out_hip), **info}
        if cuda == hip:
            return {"status": "equal" if cuda else "timing-only", **info}
        rc_again, out_again = self.execute("cuda", name)
        again, _ = compared_lines(out_again)
        if rc_again == 0 and again == hip:
            return {"status": "equal", "detail": "equal to the CUDA original's second run", **info}
        if rc_again == 0 and again != cuda:
            diff = first_difference(cuda, again)
            return {"status": "nondeterministic", "detail": "the CUDA original prints differently run to run",
                    "cuda_runs_differ": diff, "first_difference": first_difference(cuda, hip), **info}  # fmt: skip
        return {"status": "different", "first_difference": first_difference(cuda, hip), **info}

    def build_both(self, name: str) -> dict:
        """Both sides built; a status unless both built (then the run decides it)."""
        result: dict = {"name": name, "t0": time.monotonic()}
        if self.left() <= 0:
            return {**result, "status": "not-run", "detail": "deadline reached before the build"}
        rc_cuda, cuda_out = self.build("cuda", name)
        rc_hip, hip_out = self.build("hip", name)
        if rc_cuda != 0:
            detail = f"CUDA original's build: {ended(rc_cuda)}"
            return {**result, "status": "cuda-failed", "detail": detail, "tail": tail(cuda_out)}
        if rc_hip != 0:
            errors = [line[:300] for line in hip_out.splitlines() if "error" in line][:6]
            detail = f"translation's build: {ended(rc_hip)}"
            return {**result, "status": "hip-build-failed", "detail": detail, "tail": errors or tail(hip_out)}
        return {**result, "status": "built", "headers": self.headers[name]}

    def run_both(self, result: dict) -> dict:
        if result["status"] == "built" and not self.build_only:
            result = {**result, **self.compare(result["name"])}
        return self.finished(result)

    def finished(self, result: dict) -> dict:
        result["seconds"] = round(time.monotonic() - result.pop("t0"), 1)
        with self.lock:
            self.done += 1
            log(f"[{time.monotonic() - self.start:6.0f}s] {self.done}/{self.total} {result['name']}: "
                f"{result['status']} {result.get('detail', '')}")  # fmt: skip
        return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="comma-separated program names (default: programs.json)")
    parser.add_argument("--build-only", action="store_true", help="build both sides, run nothing (no GPU needed)")
    parser.add_argument("--deadline", type=float, default=420, help="start nothing after this many seconds")
    parser.add_argument("--run-jobs", type=int, default=RUN_JOBS, help=f"programs run at once (default {RUN_JOBS})")
    parser.add_argument("--out", type=Path, default=Path(os.environ.get("OUT", "/tmp/hip-on-nvidia-out")))
    args = parser.parse_args(argv)
    names = args.only.split(",") if args.only else json.loads((HERE / "programs.json").read_text())["programs"]
    (args.out / "outputs").mkdir(parents=True, exist_ok=True)
    bench = Bench(args.out, args.deadline, args.build_only)
    bench.total = len(names)
    info = run(["bash", "-c", "nvidia-smi -L; nvcc --version | tail -2"], HERE, 60, bench.env)[1]
    log(info.strip())
    # Builds on the CPUs, BUILD_JOBS at a time; each built program's runs on the GPU, RUN_JOBS at a time.
    with ThreadPoolExecutor(BUILD_JOBS) as builds, ThreadPoolExecutor(args.run_jobs) as runs:
        built = [builds.submit(bench.build_both, name) for name in names]
        ran = [runs.submit(bench.run_both, b.result()) for b in as_completed(built)]
        results = {r["name"]: r for r in (f.result() for f in ran)}
    # Failures and differences seen while RUN_JOBS programs shared the GPU: once more, alone.
    if not args.build_only:
        for name, r in results.items():
            if r["status"] in ("different", "hip-run-failed", "nondeterministic") or r.get("detail", "").startswith(
                "CUDA original's run"
            ):
                if bench.left() <= 0:
                    break
                again = bench.compare(name, alone=True)
                log(f"[{time.monotonic() - bench.start:6.0f}s] alone {name}: {r['status']} -> {again['status']}")
                kept = {"headers": r.get("headers"), "shared_gpu_result": r["status"], "seconds": r["seconds"]}
                results[name] = {"name": name, **again, **kept}
    report = {
        "device": info.strip().splitlines(),
        "arch": ARCH,
        "timing_filter": TIMING.pattern,
        "run_timeout_s": RUN_TIMEOUT,
        "run_jobs": args.run_jobs,
        "deadline_s": args.deadline,
        "wall_s": round(time.monotonic() - bench.start, 1),
        "programs": [results[n] for n in names],
    }
    if (HERE / "programs.json").is_file():
        report["sample"] = json.loads((HERE / "programs.json").read_text())
    (args.out / "hip_on_nvidia.json").write_text(json.dumps(report, indent=1))
    counts: dict[str, int] = {}
    for r in results.values():
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    log(f"done in {report['wall_s']} s: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
