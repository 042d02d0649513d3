#!/usr/bin/env python3
"""On the NVIDIA GPU machine: every program of the folder hip_on_nvidia_all.py wrote, its CUDA original
and its cass-lsp translation, built, run and compared with cass-lsp's own verdicts (toolchain/compare.py).

For each program NAME (programs.json beside this script):
- cuda/NAME is built with its own Makefile (``make ARCH=sm_90 VERIFY=yes``) and hip/NAME, the
  translation, with the ported Makefile and ``HIPCC`` the prepared layer's hipcc
  (hip-nvidia/bin/hipcc: nvcc -x cu -D__HIP_PLATFORM_NVIDIA__, Debian's HIP headers patched for
  CUDA 13, cass-lsp's compat header for the platform), both for ARCH;
- both run their Makefile's ``run`` target (``make -s run``), stdin closed, with a time limit;
- their stdout is compared by compare.verdict_of with the default masks (timing lines) and make's
  own lines left out; when they differ the CUDA original runs again (nondeterministic or different).

Builds run BUILD_JOBS at a time, runs --run-jobs at a time on the one GPU; a program that failed or
differed while others shared the GPU runs again alone before it counts. --alone names programs run
first, one at a time with the GPU to themselves (their translation's limit --hip-ratio times what the
original took, to tell a slowdown from a hang), by --alone-until seconds; the others' runs wait for
them (--alone-done: a file written when they are through). Nothing new starts after --deadline seconds
(time limits end there too): what is left, or was cut by a deadline, is "not-run". Each side's run
time is kept (cuda_run_seconds, hip_run_seconds). The report
($OUT/hip_on_nvidia_all.json) is written again after each program, so a run cut short still returns
what it did. ``--build-only --sides hip`` (no GPU needed) checks every translation builds.

    python3 .devcarry/nvlane/bench.py [--only a,b] [--build-only] [--sides cuda,hip] [--deadline S]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

from cass_lsp.toolchain.compare import Masks, first_error, verdict_of

HERE = Path(__file__).resolve().parent
ARCH = os.environ.get("CASS_HIP_NVIDIA_ARCH", "sm_90")
BUILD_JOBS = int(os.environ.get("BUILD_JOBS", "16"))
RUN_JOBS = 6
BUILD_TIMEOUT = 300
RUN_TIMEOUT = 60
KEEP = 2000  # characters of each output kept in the report
# The programs' own result checks, where a Makefile switch turns them on (`ifeq ($(VERIFY),yes)`; a
# Makefile that uses $(VERIFY) as a word of the command line gets nothing).
SWITCHES = ("VERIFY=yes",)
MASKS = Masks(patterns=(r"^make(\[\d+\])?: ",))


def log(msg: str) -> None:
    print(msg, flush=True)


def run(cmd: list[str], cwd: Path, timeout: float, env: dict[str, str]) -> tuple[int | str, str, str]:
    """(exit status or "timeout", stdout, stderr); the whole process group is killed on timeout."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True)  # fmt: skip
    try:
        out, err = proc.communicate(timeout=timeout)
        return proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        return "timeout", out.decode("utf-8", "replace"), err.decode("utf-8", "replace")


def ended(rc: int | str) -> str:
    return "time limit reached" if rc == "timeout" else f"exit {rc}"


class Bench:
    def __init__(self, out: Path, deadline: float, build_only: bool, sides: tuple[str, ...], run_timeout: float,
                 hip_ratio: float = 0.0) -> None:  # fmt: skip
        self.out = out
        self.deadline = deadline
        self.run_timeout = run_timeout
        self.hip_ratio = hip_ratio
        self.build_only = build_only
        self.sides = sides
        self.start = time.monotonic()
        self.lock = threading.Lock()
        self.results: dict[str, dict] = {}
        self.info: dict = {}
        path = os.environ.get("PATH", "")
        self.env = {**os.environ, "PATH": f"/usr/local/cuda/bin:{path}", "CASS_HIP_NVIDIA_ARCH": ARCH}
        self.hipcc = f"{HERE / 'hip-nvidia' / 'bin' / 'hipcc'}"

    def left(self) -> float:
        return self.deadline - (time.monotonic() - self.start)

    def make(self, side: str, name: str, *target: str) -> list[str]:
        extra = [f"ARCH={ARCH}"] if side == "cuda" else [f"HIPCC={self.hipcc}"]
        makefile = (HERE / side / name / "Makefile").read_text(errors="replace")
        switches = SWITCHES if "ifeq ($(VERIFY),yes)" in makefile else ()
        return ["make", "-s", *extra, *switches, *target]

    def build(self, side: str, name: str) -> tuple[int | str, str]:
        folder = HERE / side / name
        limit = max(1.0, min(BUILD_TIMEOUT, self.left()))
        rc, out, err = run(["make", "-j2", *self.make(side, name)[1:]], folder, limit, self.env)
        return rc, out + err

    def execute(
        self, side: str, name: str, limit: float, until: float | None = None
    ) -> tuple[int | str, str, str, float]:
        """(exit status or "timeout", stdout, stderr, seconds); "deadline" where a deadline, not ``limit``, cut it."""
        left = self.left() if until is None else min(self.left(), until - (time.monotonic() - self.start))
        began = time.monotonic()
        rc, out, err = run(self.make(side, name, "run"), HERE / side / name, max(1.0, min(limit, left)), self.env)
        if rc == "timeout" and left < limit:
            rc = "deadline"
        return rc, out, err, round(time.monotonic() - began, 1)

    def compare(self, name: str, alone: bool = False, until: float | None = None) -> dict:
        if self.left() <= 0:
            return {"status": "not-run", "detail": "deadline reached before the run"}
        rc_cuda, cuda, cuda_err, cuda_s = self.execute("cuda", name, self.run_timeout, until)
        kept = {"cuda_output": cuda[:KEEP], "alone": alone, "cuda_run_seconds": cuda_s}
        if rc_cuda == "deadline":
            return {"status": "not-run", "detail": f"deadline reached during the CUDA original's run ({cuda_s} s)",
                    "tail": (cuda + cuda_err)[-KEEP:], **kept}  # fmt: skip
        if rc_cuda != 0:
            return {"status": "cuda-failed", "detail": f"CUDA original's run: {ended(rc_cuda)}",
                    "tail": (cuda + cuda_err)[-KEEP:], **kept}  # fmt: skip
        limit, why = self.run_timeout, f"{self.run_timeout:.0f} s"
        if alone and self.hip_ratio:  # a translation this much slower than its original is a finding
            limit = min(limit, max(20.0, self.hip_ratio * cuda_s))
            why = f"{limit:.0f} s, {self.hip_ratio:g}x the original's {cuda_s} s"
        rc_hip, hip, hip_err, hip_s = self.execute("hip", name, limit, until)
        kept.update(hip_output=hip[:KEEP], hip_run_seconds=hip_s, hip_limit_seconds=round(limit, 1))
        if rc_hip == "deadline":
            return {"status": "not-run", "detail": f"deadline reached during the translation's run ({hip_s} s)",
                    "tail": (hip + hip_err)[-KEEP:], **kept}  # fmt: skip
        if rc_hip == "timeout":
            return {"status": "hip-timed-out", "detail": f"translation's run: time limit reached ({why})",
                    "tail": (hip + hip_err)[-KEEP:], **kept}  # fmt: skip
        if rc_hip != 0:
            return {"status": "hip-run-failed", "detail": f"translation's run: {ended(rc_hip)}",
                    "tail": (hip + hip_err)[-KEEP:], **kept}  # fmt: skip
        again = None
        if not verdict_of(cuda, hip, MASKS)[1].equal and self.left() > 0:
            rc_again, again_out, _, _ = self.execute("cuda", name, self.run_timeout, until)
            again = again_out if rc_again == 0 else None
        verdict, comparison, itself = verdict_of(cuda, hip, MASKS, again)
        result = {"status": verdict, "detail": comparison.describe(), **kept}
        if not comparison.equal:
            c = comparison
            result["first_difference"] = {
                "line": c.line,
                "cuda": c.expected_line,
                "hip": c.actual_line,
                "context": c.context_text(),
            }
        if itself is not None:
            result["cuda_runs_differ"] = itself.describe()
        result["masked_lines"] = comparison.dropped
        return result

    def build_both(self, name: str) -> dict:
        result: dict = {"name": name, "t0": time.monotonic()}
        if self.left() <= 0:
            return {**result, "status": "not-run", "detail": "deadline reached before the build"}
        for side in ("cuda", "hip"):
            if side not in self.sides:
                continue
            rc, out = self.build(side, name)
            result[f"{side}_build_seconds"] = round(time.monotonic() - result["t0"], 1)
            if rc == "timeout" and self.left() <= 0:
                return {**result, "status": "not-run", "detail": f"deadline reached during the {side} build"}
            if rc != 0:
                error = first_error(out)
                first = f"{error.file}:{error.line}: {error.message}" if error else out.strip()[-300:]
                status = "cuda-failed" if side == "cuda" else "hip-build-failed"
                who = "CUDA original" if side == "cuda" else "translation"
                return {**result, "status": status, "detail": f"{who}'s build: {ended(rc)}: {first[:300]}",
                        "tail": out[-KEEP:]}  # fmt: skip
        return {**result, "status": "built"}

    def run_both(self, result: dict, alone: bool = False, until: float | None = None) -> dict:
        if result["status"] == "built" and not self.build_only:
            result = {**result, **self.compare(result["name"], alone, until)}
        return self.finished(result)

    def finished(self, result: dict) -> dict:
        result["seconds"] = round(time.monotonic() - result.pop("t0", self.start), 1)
        with self.lock:
            self.results[result["name"]] = result
            log(f"[{time.monotonic() - self.start:6.0f}s] {len(self.results)}/{self.info['total']} "
                f"{result['name']}: {result['status']} {result.get('detail', '')[:160]}")  # fmt: skip
            self.write()
        return result

    def write(self) -> None:
        report = {**self.info, "wall_s": round(time.monotonic() - self.start, 1), "programs": self.results}
        path = self.out / "hip_on_nvidia_all.json"
        temp = path.with_suffix(".tmp")
        temp.write_text(json.dumps(report, indent=1))
        temp.replace(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="comma-separated program names (default: programs.json's)")
    parser.add_argument("--build-only", action="store_true", help="build, run nothing (no GPU needed)")
    parser.add_argument("--sides", default="cuda,hip", help="what to build: cuda, hip or both (default)")
    parser.add_argument("--deadline", type=float, default=420, help="start nothing after this many seconds")
    parser.add_argument("--run-jobs", type=int, default=RUN_JOBS)
    parser.add_argument("--run-timeout", type=float, default=RUN_TIMEOUT, help="seconds for one run of one side")
    parser.add_argument("--alone", default="", help="comma-separated programs run first, one at a time")
    parser.add_argument("--alone-until", type=float, default=0.0, help="seconds by which the --alone runs end")
    parser.add_argument("--alone-done", type=Path, help="a file written when the --alone runs are through")
    parser.add_argument("--hip-ratio", type=float, default=3.0, help="an --alone translation's limit: this times"
                        " its original's run time")  # fmt: skip
    parser.add_argument("--out", type=Path, default=Path(os.environ.get("OUT", "/tmp/hip-on-nvidia-all")))
    args = parser.parse_args(argv)
    sample = json.loads((HERE / "programs.json").read_text())
    names = args.only.split(",") if args.only else sample["programs"]
    # Those whose CUDA original ran past the time limit before go last: they must not hold the GPU early.
    slow = set(sample.get("slow", {}))
    alone = [n for n in args.alone.split(",") if n in names]
    names = alone + sorted((n for n in names if n not in alone), key=lambda n: n in slow)
    args.out.mkdir(parents=True, exist_ok=True)
    bench = Bench(args.out, args.deadline, args.build_only, tuple(args.sides.split(",")), args.run_timeout,
                  args.hip_ratio)  # fmt: skip
    device = run(["bash", "-c", "nvidia-smi -L; nvcc --version | tail -2"], HERE, 60, bench.env)[1]
    log(device.strip())
    bench.info = {"device": device.strip().splitlines(), "arch": ARCH, "sample": sample, "total": len(names),
                  "run_timeout_s": args.run_timeout, "run_jobs": args.run_jobs, "build_jobs": BUILD_JOBS,
                  "deadline_s": args.deadline, "build_only": args.build_only, "masks": MASKS.describe(),
                  "alone": alone, "alone_until_s": args.alone_until, "hip_ratio": args.hip_ratio}  # fmt: skip
    released = threading.Event()  # the --alone runs are through: the GPU is shared from here on

    def alone_runs(futures: list) -> None:
        try:
            for future in futures:
                bench.run_both(future.result(), alone=True, until=args.alone_until)
        finally:
            released.set()
            if args.alone_done:
                args.alone_done.write_text(f"{time.monotonic() - bench.start:.0f}\n")

    def shared_run(result: dict) -> dict:
        released.wait(max(0.0, args.alone_until - (time.monotonic() - bench.start)))
        return bench.run_both(result)

    with ThreadPoolExecutor(BUILD_JOBS) as builds, ThreadPoolExecutor(args.run_jobs + 1) as runs:
        built = {name: builds.submit(bench.build_both, name) for name in names}
        first = runs.submit(alone_runs, [built[n] for n in alone])
        others = [built[n] for n in names if n not in alone]
        ran = [first, *(runs.submit(shared_run, b.result()) for b in as_completed(others))]
        for f in ran:
            f.result()
    if not args.build_only:  # failures and differences seen while the GPU was shared: once more, alone
        retried = ("different", "hip-run-failed", "hip-timed-out", "nondeterministic", "cuda-failed")
        for name, r in list(bench.results.items()):
            if (
                r["status"] in retried
                and not r.get("alone")
                and "build" not in r.get("detail", "")
                and bench.left() > 0
            ):
                again = bench.compare(name, alone=True)
                log(f"alone {name}: {r['status']} -> {again['status']}")
                if again["status"] != "not-run":  # a deadline that cut the second try leaves the first
                    bench.finished({"name": name, **again, "shared_gpu_result": r["status"], "t0": time.monotonic()})
    bench.write()
    counts: dict[str, int] = {}
    for r in bench.results.values():
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    log(f"done in {time.monotonic() - bench.start:.0f} s: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
