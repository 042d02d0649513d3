"""Keep CUDA, build for AMD too (`cass-lsp port --keep-cuda`), measured on both corpora.

Per project: the keep-CUDA tree is written (`--keep-cuda --out-dir`), then
- AMD: its own build with the switch, on a HIP lane (default 6.4), for every target at once,
  compile and link: ``make GPU_BACKEND=hip GPU_TARGETS="gfx942 gfx1100 gfx1200"`` (HeCBench) or
  ``cmake -DGPU_BACKEND=hip -DCMAKE_HIP_ARCHITECTURES="gfx942;gfx1100;gfx1200"`` (CUDALibrarySamples);
- a second AMD build with nothing changed: the wall time of the build, and of the cass-lsp step
  in it (``port --build-tree`` finding nothing to translate);
- NVIDIA: the same tree with ``GPU_BACKEND`` unset, with the nvcc on this machine (compile and
  link), beside the untouched CUDA project built the same way (so a failure that is the
  machine's, e.g. a CUDA library not installed, shows on both sides);
- and, for comparison, whether the plain `cass-lsp port` of the project builds on every target
  (benchmarks/bench_projects.py's cached results, computed if missing).

Results are cached by content in ~/.cache/cass-lsp/project-results, like bench_projects.py.

    .venv/bin/python benchmarks/bench_keep_cuda.py [--corpus hecbench|cls|all] [--limit N] [--seed S]
        [--only SUBSTRING] [--jobs N] [--apply-portable-fixes]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_projects as bp

from cass_lsp.app.port_check import check_commands, find_cmake
from cass_lsp.buildfiles import system_named
from cass_lsp.session import build_options

CASS_LSP = Path(sys.executable).parent / "cass-lsp"
NVCC_DIRS = [d for d in ("/usr/local/cuda/bin",) if Path(d, "nvcc").exists()]


def _timed(argv: Sequence[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[bool, str, float]:
    start = time.monotonic()
    proc = subprocess.run(
        list(argv), cwd=cwd, capture_output=True, text=True, errors="replace", timeout=1800,
        env={**os.environ, "HIP_PLATFORM": "amd", **(env or {})},
    )  # fmt: skip
    return proc.returncode == 0, proc.stdout + proc.stderr, time.monotonic() - start


def _nvidia_env() -> dict[str, str]:
    return {"PATH": os.pathsep.join([*NVCC_DIRS, os.environ.get("PATH", "")])}


def keep(src: Path, out: Path, fixes: bool) -> tuple[bool, str]:
    argv = [str(CASS_LSP), "port", str(src), "--keep-cuda", "--out-dir", str(out), "--progress", "never"]
    if fixes:
        argv.append("--apply-portable-fixes")
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=bp.REPO, timeout=900)
    return proc.returncode == 0, proc.stderr[-1500:]


# ---- HeCBench ---------------------------------------------------------------------------------


def hecbench_one(tc, name: str, targets: Sequence[str], fixes: bool) -> dict:  # type: ignore[no-untyped-def,type-arg]
    cuda = bp.HECBENCH / f"{name}-cuda"
    hipcc = build_options(tc).hipcc
    key = ["keep-hecbench", bp.code_digest(), tc.hip_version or "", " ".join(targets), str(fixes), "v2"]

    def measure() -> dict:  # type: ignore[type-arg]
        with tempfile.TemporaryDirectory(prefix="cass-keep-") as tmp:
            src = Path(tmp) / "src" / cuda.name
            shutil.copytree(cuda, src, symlinks=True)
            out = Path(tmp) / cuda.name
            ok, err = keep(src, out, fixes)
            if not ok:
                return {"amd": False, "error": f"port --keep-cuda: {err}"}
            amd = ["make", "-C", str(out), "GPU_BACKEND=hip", f"CASS_LSP={CASS_LSP}", f"HIPCC={hipcc}",
                   f"GPU_TARGETS={' '.join(targets)}"]  # fmt: skip
            amd_ok, output, _ = _timed(amd, out)
            result = {"amd": amd_ok, "error": "" if amd_ok else bp._tail(output)}
            if amd_ok:
                _ok, _o, again = _timed(amd, out)
                result["rebuild_s"] = round(again, 3)
            if NVCC_DIRS:
                # HeCBench's Makefiles default to sm_60, which CUDA 13 no longer compiles for.
                nv_ok, nv_out, _ = _timed(["make", "-C", str(out), "ARCH=sm_80"], out, _nvidia_env())
                orig_ok, _x, _ = _timed(["make", "-C", str(src), "ARCH=sm_80"], src, _nvidia_env())
                result.update(nvidia=nv_ok, nvidia_original=orig_ok, nvidia_error="" if nv_ok else bp._tail(nv_out))
            return result

    return {"name": name, **bp.cached(key, [cuda], measure)}


# ---- CUDALibrarySamples --------------------------------------------------------------------------


def cls_one(tc, project: bp.Project, targets: Sequence[str], fixes: bool) -> dict:  # type: ignore[no-untyped-def,type-arg]
    library = bp.CLS / project.library
    folder = library / project.rel
    key = ["keep-cls", bp.code_digest(), tc.hip_version or "", " ".join(targets), str(fixes), project.rel, "v2"]

    def measure() -> dict:  # type: ignore[type-arg]
        with tempfile.TemporaryDirectory(prefix="cass-keep-cls-") as tmp:
            src = Path(tmp) / "src" / project.library
            for shared in [folder, *bp._library_shared(library)]:
                shutil.copytree(shared, src / shared.relative_to(library), symlinks=True)
            out = Path(tmp) / project.library
            ok, err = keep(src, out, fixes)
            if not ok:
                return {"amd": False, "error": f"port --keep-cuda: {err}"}
            build = Path(tmp) / "build-hip"
            *_ask, configure, build_cmd = check_commands(
                tc, system_named("cmake"), out / project.rel, targets, build=build
            )
            configure = [*configure, "-DGPU_BACKEND=hip", f"-DCASS_LSP={CASS_LSP}"]
            amd_ok, output, _ = _timed(configure, out)
            if amd_ok:
                amd_ok, output, _ = _timed(build_cmd, out)
            result = {"amd": amd_ok, "error": "" if amd_ok else bp._tail(output)}
            if amd_ok:
                _ok, _o, again = _timed(build_cmd, out)
                result["rebuild_s"] = round(again, 3)
            if NVCC_DIRS:
                cmake = find_cmake()
                arch = "-DCMAKE_CUDA_ARCHITECTURES=80"  # CUDA 13 compiles for sm_75 and newer
                nv = [[cmake, "-S", str(out / project.rel), "-B", str(Path(tmp) / "nv"), arch],
                      [cmake, "--build", str(Path(tmp) / "nv")]]  # fmt: skip
                nv_ok, nv_out = _run_all(nv, out)
                orig = [[cmake, "-S", str(src / project.rel), "-B", str(Path(tmp) / "nv0"), arch],
                        [cmake, "--build", str(Path(tmp) / "nv0")]]  # fmt: skip
                orig_ok, _x = _run_all(orig, src)
                result.update(nvidia=nv_ok, nvidia_original=orig_ok, nvidia_error="" if nv_ok else bp._tail(nv_out))
            return result

    result = bp.cached(key, [folder, *bp._library_shared(library)], measure)
    return {"library": project.library, "project": project.rel, **result}


def _run_all(commands: Sequence[Sequence[str]], cwd: Path) -> tuple[bool, str]:
    output = []
    for argv in commands:
        ok, out, _ = _timed(argv, cwd, _nvidia_env())
        output.append(out)
        if not ok:
            return False, "\n".join(output)
    return True, "\n".join(output)


# ---- the report ---------------------------------------------------------------------------------


def _median(values: list[float]) -> str:
    if not values:
        return "-"
    values = sorted(values)
    return f"{values[len(values) // 2]:.2f}"


def _rows(results: list[dict], port_ok: dict[str, bool], label) -> list[list[object]]:  # type: ignore[no-untyped-def,type-arg]
    groups: dict[str, list[dict]] = {}  # type: ignore[type-arg]
    for r in results:
        groups.setdefault(label(r), []).append(r)
    rows = []
    for name, mine in sorted(groups.items()):
        ported = sum(port_ok.get(_id(r), False) for r in mine)
        nv = [r for r in mine if "nvidia" in r]
        rows.append([
            name, len(mine), ported, sum(r["amd"] for r in mine),
            f"{sum(r['nvidia'] for r in nv)}/{sum(r['nvidia_original'] for r in nv)}" if nv else "-",
            _median([r["rebuild_s"] for r in mine if "rebuild_s" in r]),
            max((r["rebuild_s"] for r in mine if "rebuild_s" in r), default="-"),
        ])  # fmt: skip
    return rows


def _id(r: dict) -> str:  # type: ignore[type-arg]
    return r["name"] if "name" in r else f"{r['library']}/{r['project']}"


# The rebuild with nothing changed runs the build's cass-lsp step (the HIP sources checked, none
# translated) and the build tool: its wall time bounds cass-lsp's.
HEADERS = ["", "projects", "plain port builds", "keep-CUDA AMD builds", "nvcc: kept/original",
           "no-change rebuild s (median)", "(max)"]  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", choices=["hecbench", "cls", "all"], default="all")
    parser.add_argument("--lane", choices=sorted(bp.LANE_TARGETS), default=bp.NEWEST_HIP_LANE)
    parser.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2)))
    parser.add_argument("--only", help="only names containing this")
    parser.add_argument("--limit", type=int, help="at most N projects per corpus (a seeded sample)")
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--apply-portable-fixes", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="print each failure")
    args = parser.parse_args(argv)
    if not CASS_LSP.exists():
        raise SystemExit(f"no cass-lsp console script beside {sys.executable}: pip install -e .")
    tc = bp.lane(args.lane)
    targets = list(bp.LANE_TARGETS[args.lane])
    start = time.monotonic()
    print(f"lane HIP {tc.hip_version} ({tc.lane}), targets {' '.join(targets)}, nvcc: {NVCC_DIRS or 'none'}")

    def pick(items: list) -> list:  # type: ignore[type-arg]
        items = [i for i in items if not args.only or args.only in str(i)]
        if args.limit is not None and len(items) > args.limit:
            items = sorted(random.Random(args.seed).sample(items, args.limit), key=str)
        return items

    fixes = args.apply_portable_fixes
    with ThreadPoolExecutor(args.jobs) as pool:
        if args.corpus in ("hecbench", "all"):
            names = pick(bp.hecbench_programs())
            results = list(pool.map(lambda n: hecbench_one(tc, n, targets, fixes), names))
            plain = [r for rs in pool.map(lambda n: bp.hecbench_one(tc, n, targets), names) for r in rs]
            port_ok = {n: all(p["ours"]["ok"] for p in plain if p["name"] == n) for n in names}
            print(f"\nHeCBench ({len(names)} programs{' sampled' if args.limit else ''}), make, every target")
            print(bp.table(HEADERS, _rows(results, port_ok, lambda r: "HeCBench")))
            for r in results:
                if args.verbose and not r["amd"]:
                    print(
                        f"  {r['name']}: AMD: {r['error']} (plain port {'builds' if port_ok[r['name']] else 'fails'})"
                    )
                if args.verbose and "nvidia" in r and r["nvidia_original"] and not r["nvidia"]:
                    print(f"  {r['name']}: nvcc: {r['nvidia_error']}")
        if args.corpus in ("cls", "all"):
            projects = pick(bp.cls_projects())
            results = list(pool.map(lambda p: cls_one(tc, p, targets, fixes), projects))
            plain = list(pool.map(lambda p: bp.cls_one(tc, p, targets[0]), projects))
            port_ok = {f"{p['library']}/{p['project']}": p["ok"] for p in plain}
            print(f"\nCUDALibrarySamples ({len(projects)} projects{' sampled' if args.limit else ''}), cmake,"
                  f" every target (plain port: {targets[0]})")  # fmt: skip
            print(bp.table(HEADERS, _rows(results, port_ok, lambda r: r["library"])))
            for r in results:
                if args.verbose and not r["amd"]:
                    print(f"  {_id(r)}: AMD: {r['error']}")
    print(f"\n{time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
