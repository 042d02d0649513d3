"""Whole projects ported and built, build files included: HeCBench (Makefiles) and NVIDIA's
CUDALibrarySamples (CMake), on a HIP lane (default: the 6.4 root).

HeCBench, per target: the programs whose hand-written ``-hip`` twin builds with its own Makefile
(``make CC="hipcc --offload-arch=T"``), and how many of those build after ``cass-lsp port`` with
the ported Makefile (``make GPU_TARGETS=T``), compile and link.
CUDALibrarySamples, per library: the projects that configure and build after port
(``cmake -S P -B B -DCMAKE_HIP_ARCHITECTURES=T && cmake --build B``); each of the rest should carry
an error finding in the port report (what the HIP side lacks).

Results are cached by content in ~/.cache/cass-lsp/project-results: a twin's by its files, the
lane and the target; a port's build by what port wrote (every file of the ported tree but the
report and the manifest), the lane and the target. A rerun ports every project again (in this
process: a few hundredths of a second each) and builds only the trees whose text changed: a
change to cass-lsp that leaves a program's port as it was rebuilds nothing.

    .venv/bin/python benchmarks/bench_projects.py [--corpus hecbench|cls|all] [--jobs N]
        [--only SUBSTRING] [--limit N] [--seed S] [--targets gfx942,...] [--lane 6.4|5.2]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from cass_lsp.app.port_check import cmake_commands, run_commands  # noqa: E402
from cass_lsp.core.hip_releases import newest  # noqa: E402
from cass_lsp.toolchain import roots  # noqa: E402
from cass_lsp.toolchain.discovery import Toolchain  # noqa: E402
from tests.cli import cli_in_process  # noqa: E402
from tests.lanes import LANE_TARGETS, hip_lane  # noqa: E402

SHARED = Path(os.environ.get("CASS_CORPUS", REPO.parent / "shared" / "corpus"))
HECBENCH = SHARED / "hecbench"
CLS = SHARED / "cudalibrarysamples"
CACHE = roots.cache_dir() / "project-results"
NEWEST_HIP_LANE = newest().short  # the default lane: the newest release checked
# The cass-lsp sources a keep-CUDA build runs (bench_keep_cuda.py keys its results on them).
CODE = [REPO / "cass_lsp" / d for d in ("buildfiles", "translate", "app", "session")]
# What port writes beside the tree it ports: not part of what the build reads.
PORT_RECORDS = frozenset({"cass-port-report.json", ".cass-port-manifest.json"})


def lane(name: str) -> Toolchain:
    """The tests' lane ``name`` (tests/lanes.py), or the reason it is missing as the exit message."""
    try:
        return hip_lane(name)
    except pytest.skip.Exception as why:
        raise SystemExit(str(why)) from None


def _digest_tree(h, folder: Path, skip: frozenset[str] = frozenset()) -> None:  # type: ignore[no-untyped-def]
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name not in skip):
        h.update(path.relative_to(folder).as_posix().encode())
        h.update(hashlib.sha256(path.read_bytes()).digest())


_CODE_DIGEST: list[str] = []


def code_digest() -> str:
    if not _CODE_DIGEST:
        h = hashlib.sha256()
        for folder in CODE:
            for path in sorted(p for p in folder.rglob("*") if p.suffix in (".py", ".json", ".h", ".cmake", ".mk")):
                h.update(path.read_bytes())
        _CODE_DIGEST.append(h.hexdigest())
    return _CODE_DIGEST[0]


def ported_digest(out: Path) -> str:
    """What a build of the ported tree reads: its files, less port's own records."""
    h = hashlib.sha256()
    _digest_tree(h, out, PORT_RECORDS)
    return h.hexdigest()


def cached(key_parts: Sequence[str], folders: Sequence[Path], compute):  # type: ignore[no-untyped-def]
    h = hashlib.sha256("\0".join(key_parts).encode())
    for folder in folders:
        _digest_tree(h, folder)
    path = CACHE / (h.hexdigest()[:32] + ".json")
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        pass
    result = compute()
    CACHE.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result))
    return result


def _tail(output: str) -> str:
    errors = [ln for ln in output.splitlines() if re.search(r"error|undefined reference|No rule", ln)]
    return (errors or [ln for ln in output.splitlines() if ln.strip()] or [""])[0][:300]


def port_tree(tc: Toolchain, src: Path, out: Path, targets: Sequence[str]) -> tuple[int, dict]:  # type: ignore[type-arg]
    argv = ["port", str(src), "--out-dir", str(out), "--progress", "never", "--targets", ",".join(targets)]
    # The lane's hipcc decides the HIP translated for and the ported Makefile's HIPCC (port alone
    # would take the newest toolchain found).
    argv += ["--hipcc-command", " ".join([*tc.hipcc_prefix, str(tc.hipcc)])]
    proc = cli_in_process(argv)
    try:
        report = json.loads((out / "cass-port-report.json").read_text())
    except (OSError, ValueError):
        report = {"files": [], "error": proc.stderr[-2000:]}
    return proc.returncode, report


# ---- HeCBench ---------------------------------------------------------------------------------


def hecbench_programs() -> list[str]:
    return sorted(
        p.name[: -len("-cuda")]
        for p in HECBENCH.glob("*-cuda")
        if (p / "Makefile").exists() and (HECBENCH / (p.name[: -len("-cuda")] + "-hip") / "Makefile").exists()
    )


def hecbench_one(tc: Toolchain, name: str, targets: Sequence[str]) -> list[dict]:  # type: ignore[type-arg]
    """One program on every target: the twin built with its own Makefile, and the port (made once,
    for every target) built with the ported Makefile in a fresh copy per target."""
    cuda, hip = HECBENCH / f"{name}-cuda", HECBENCH / f"{name}-hip"
    results = []
    with tempfile.TemporaryDirectory(prefix="cass-port-") as tmp:
        src = Path(tmp) / cuda.name
        shutil.copytree(cuda, src, symlinks=True)
        ported = Path(tmp) / f"{name}-ported"
        _rc, report = port_tree(tc, src, ported, targets)
        digest = ported_digest(ported) if ported.is_dir() else ""
        for target in targets:
            lane_key = [tc.hip_version or "", tc.clang_version or "", target]

            def twin(target: str = target) -> dict:  # type: ignore[type-arg]
                with tempfile.TemporaryDirectory(prefix="cass-twin-") as work:
                    shutil.copytree(cuda, Path(work) / cuda.name, symlinks=True)
                    shutil.copytree(hip, Path(work) / hip.name, symlinks=True)
                    # The flags every hipcc run for the target needs (the 5.2 lane's gfx1100 takes
                    # its device libraries from a remedy folder), as the ported Makefile's HIPCC has.
                    cc = " ".join([*tc.hipcc_argv(), *tc.hip_flags(target)])
                    argv = ["make", "-C", str(Path(work) / hip.name), f"CC={cc}", f"HIPCC={cc}"]
                    ok, out = run_commands([argv], Path(work))
                    return {"ok": ok, "error": "" if ok else _tail(out)}

            def ours(target: str = target) -> dict:  # type: ignore[type-arg]
                with tempfile.TemporaryDirectory(prefix="cass-build-") as work:
                    tree = Path(work) / f"{name}-ported"
                    shutil.copytree(ported, tree, symlinks=True)
                    ok, output = run_commands([["make", "-C", str(tree), f"GPU_TARGETS={target}"]], tree)
                    return {"ok": ok, "error": "" if ok else _tail(output)}

            remedy = tc.device_lib_dirs.get(target)  # part of the twin's command where there is one
            twin_result = cached(["twin", *lane_key, *([str(remedy)] if remedy else [])], [cuda, hip], twin)
            if digest:
                ours_result = cached(["ours-tree", digest, *lane_key], [], ours)
            else:
                ours_result = {"ok": False, "error": f"port failed: {report.get('error', '')[:300]}"}
            results.append({"name": name, "target": target, "twin": twin_result, "ours": ours_result})
    return results


# ---- CUDALibrarySamples --------------------------------------------------------------------------


@dataclass(frozen=True)
class Project:
    library: str
    rel: str  # inside the library folder


def cls_projects() -> list[Project]:
    found = []
    for library in sorted(p for p in CLS.iterdir() if p.is_dir()):
        for cm in sorted(library.rglob("CMakeLists.txt")):
            if re.search(r"^\s*project\s*\(", cm.read_text(errors="replace"), re.MULTILINE | re.IGNORECASE):
                found.append(Project(library.name, cm.parent.relative_to(library).as_posix()))
    return found


def _library_shared(library: Path) -> list[Path]:
    return [p for p in (library / "utils", library / "cmake") if p.is_dir()]


def cls_one(tc: Toolchain, project: Project, target: str) -> dict:  # type: ignore[type-arg]
    """Port the project (with the library's shared folders, in the same layout: ../../utils), then
    configure and build the ported tree, the build cached by what port wrote."""
    library = CLS / project.library
    folder = library / project.rel
    with tempfile.TemporaryDirectory(prefix="cass-cls-") as tmp:
        src = Path(tmp) / project.library
        for shared in [folder, *_library_shared(library)]:
            shutil.copytree(shared, src / shared.relative_to(library), symlinks=True)
        out = Path(tmp) / f"{project.library}-hip"
        _rc, report = port_tree(tc, src, out, [target])
        errors = [
            f"{f['source']}:{x['line']}: {x['message'][:160]}"
            for f in report.get("files", [])
            for x in f.get("findings", [])
            if x["severity"] == "error"
        ]
        if not out.is_dir():
            result = {"ok": False, "error": "port failed"}
        else:
            proj = out / project.rel

            def build() -> dict:  # type: ignore[type-arg]
                ok, output = run_commands(cmake_commands(tc, proj, proj / "build", [target]), proj)
                return {"ok": ok, "error": "" if ok else _tail(output)}

            result = cached(["cls-tree", ported_digest(out), tc.hip_version or "", target, project.rel], [], build)
    return {"library": project.library, "project": project.rel, "target": target, **result, "findings": errors}


# ---- the report ---------------------------------------------------------------------------------


def table(headers: list[str], rows: list[list[object]]) -> str:
    cells = [headers, *[[str(c) for c in r] for r in rows]]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]

    def line(r: list[str]) -> str:
        return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=False)))

    return "\n".join([line(cells[0]), "  ".join("-" * w for w in widths), *(line(r) for r in cells[1:])])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", choices=["hecbench", "cls", "all"], default="all")
    parser.add_argument("--lane", choices=sorted(LANE_TARGETS), default=NEWEST_HIP_LANE)
    lanes = ", ".join(f"{name}: {','.join(targets)}" for name, targets in LANE_TARGETS.items())
    parser.add_argument("--targets", help=f"comma-separated (default: the lane's; {lanes})")
    parser.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2)))
    parser.add_argument("--only", help="only names containing this")
    parser.add_argument("--limit", type=int, help="at most N projects per corpus (a seeded sample)")
    parser.add_argument("--seed", type=int, default=20)
    parser.add_argument("--verbose", action="store_true", help="print each failure")
    args = parser.parse_args(argv)
    tc = lane(args.lane)
    targets = args.targets.split(",") if args.targets else list(LANE_TARGETS[args.lane])
    start = time.monotonic()
    print(f"lane HIP {tc.hip_version} ({tc.lane}), clang {tc.clang_version}, targets {', '.join(targets)}")

    def pick(items: list) -> list:  # type: ignore[type-arg]
        items = [i for i in items if not args.only or args.only in str(i)]
        if args.limit is not None and len(items) > args.limit:
            items = sorted(random.Random(args.seed).sample(items, args.limit), key=str)
        return items

    with ThreadPoolExecutor(args.jobs) as pool:
        if args.corpus in ("hecbench", "all"):
            names = pick(hecbench_programs())
            results = [r for rs in pool.map(lambda n: hecbench_one(tc, n, targets), names) for r in rs]
            rows = []
            for t in targets:
                mine = [r for r in results if r["target"] == t]
                twins = [r for r in mine if r["twin"]["ok"]]
                both = [r for r in twins if r["ours"]["ok"]]
                extra = [r for r in mine if r["ours"]["ok"] and not r["twin"]["ok"]]
                rows.append([t, len(mine), len(twins), len(both), len(extra)])
                for r in twins:
                    if not r["ours"]["ok"] and args.verbose:
                        print(f"  {t} {r['name']}: twin builds, ours not: {r['ours']['error']}")
            print(f"\nHeCBench ({len(names)} programs{' sampled' if args.limit else ''}), make, compile and link")
            print(table(["target", "programs", "twin builds", "twin and port build", "only port builds"], rows))
        if args.corpus in ("cls", "all"):
            projects = pick(cls_projects())
            results = list(pool.map(lambda pt: cls_one(tc, *pt), [(p, t) for t in targets[:1] for p in projects]))
            rows = []
            for library in sorted({r["library"] for r in results}):
                mine = [r for r in results if r["library"] == library]
                built = [r for r in mine if r["ok"]]
                said = [r for r in mine if not r["ok"] and r["findings"]]
                silent = [r for r in mine if not r["ok"] and not r["findings"]]
                rows.append([library, len(mine), len(built), len(said), len(silent)])
                for r in mine:
                    if not r["ok"] and args.verbose:
                        why = r["findings"][0] if r["findings"] else "no finding"
                        print(f"  {library}/{r['project']}: {r['error']} [{why}]")
            total = [sum(r[i] for r in rows) for i in range(1, 5)]
            rows.append(["total", *total])
            print(f"\nCUDALibrarySamples ({len(projects)} projects{' sampled' if args.limit else ''}), cmake on"
                  f" {targets[0]}, configure and build")  # fmt: skip
            print(table(["library", "projects", "build", "fail, with a finding", "fail, no finding"], rows))
    print(f"\n{time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
