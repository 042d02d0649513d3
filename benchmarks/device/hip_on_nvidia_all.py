"""Prepares the GPU machine's HIP-on-NVIDIA job (issue 42), here: a folder the device tool carries, with
every eligible HeCBench program (hip_on_nvidia_prepare.py's eligibility: no library but the CUDA
runtime, Thrust and cooperative groups, no data the corpus lacks, no MPI or nvc++) as its CUDA original
and as ``cass-lsp port`` translates it for the HIP of HIP's NVIDIA layer, that layer as cass-lsp
prepares it (``cass-lsp doctor --prepare-nvidia``: Debian's HIP headers patched for CUDA 13, the compat
header, bin/hipcc), the device scripts (run.sh, bench.py), a copy of the cass_lsp package and of the
GPU tests (src/; the GPU machine has no pygls or tree-sitter, so nothing there translates), a
pure-Python pytest (pylib/, used where the machine has none), and for ``cass-lsp verify`` HeCBench's
heat with its port and a port with one operator changed (verify/).

    .venv/bin/python benchmarks/device/hip_on_nvidia_all.py --dest /work/main/.devcarry/nvlane [--only a,b]
    OUT=/tmp/out bash /work/main/.devcarry/nvlane/run.sh    # on the GPU machine (here: the GPU steps fail cleanly)
    python3 /work/main/.devcarry/nvlane/bench.py --build-only --sides hip   # here: every translation builds
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import hip_on_nvidia_prepare as sample  # noqa: E402

from cass_lsp.toolchain import nvidia_layer  # noqa: E402
from tests.cli import cli_in_process  # noqa: E402

# Whose CUDA original ran past 120 s on an H200 (benchmarks/results/hip_on_nvidia.md, 2026-11-27): run
# last, so that they do not hold the GPU while the others wait.
SLOW = {
    "attentionMultiHeadKVCache": "the CUDA original ran past 120 s",
    "bspline-vgh": "the CUDA original ran past 120 s",
    "dense-embedding": "the CUDA original ran past 120 s",
    "epistasis": "the CUDA original ran past 120 s",
    "minisweep": "the CUDA original ran past 120 s",
    "nqueen": "the CUDA original ran past 120 s",
    "threadcpy": "the CUDA original ran past 120 s",
    "keccaktreehash": "the translation ran past 120 s",
    "lebesgue": "the translation ran past 120 s",
    "wmma": "the translation ran past 120 s",
}
VERIFY_PROGRAM = "heat"
# The deliberately wrong port: one operator of heat's stencil kernel changed (+ to -).
WRONG = ("    r * ((i > 0)   ? u[i-1+j*n] : 0.0) +\n", "    r * ((i > 0)   ? u[i-1+j*n] : 0.0) -\n")
PYTEST = ("pytest", "_pytest", "pluggy", "iniconfig", "packaging", "py.py")
TESTS = ("tests/__init__.py", "tests/toolchain/__init__.py", "tests/toolchain/test_run_nvidia.py",
         "tests/toolchain/data/hello.cu", "tests/toolchain/data/nvidia")  # fmt: skip


def copy_tree(source: Path, dest: Path) -> None:
    shutil.copytree(source, dest, copy_function=shutil.copyfile, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    for path in (dest, *dest.rglob("*")):
        path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)


def port(cuda: Path, hip: Path, version: str) -> str | None:
    """Port ``cuda`` into ``hip``; the last line of the error when it fails."""
    done = cli_in_process(["port", str(cuda), "--out-dir", str(hip), "--hip-version", version, "--progress", "never",
                           "--quiet"])  # fmt: skip
    if done.returncode != 0:
        return (done.stderr or done.stdout).strip().splitlines()[-1]
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dest", type=Path, default=REPO / ".devcarry" / "nvlane")
    parser.add_argument("--only", help="comma-separated program names instead of every eligible one")
    args = parser.parse_args(argv)
    hecbench = sample.HECBENCH
    if not (hecbench / "index.tsv").is_file():
        raise SystemExit(f"no HeCBench corpus at {hecbench} (set CASS_HECBENCH)")
    everything = sample.programs()
    excluded = {name: why for name, libs in everything if (why := sample.why_ineligible(name, libs))}
    eligible = sorted(name for name, _ in everything if name not in excluded)
    chosen = args.only.split(",") if args.only else eligible
    dest = args.dest
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as cache:
        layer = nvidia_layer.prepare({**os.environ, "XDG_CACHE_HOME": cache})
        shutil.copytree(layer.include.parent, dest / "hip-nvidia", symlinks=True)
    version = layer.hip_version
    failed, errors = {}, {}
    for i, name in enumerate(chosen, 1):
        copy_tree(hecbench / f"{name}-cuda", dest / "cuda" / name)
        said = port(hecbench / f"{name}-cuda", dest / "hip" / name, version)
        if said is not None:
            failed[name] = said
        else:
            errors[name] = sample.port_errors(dest / "hip" / name / "cass-port-report.json")
        print(f"{i}/{len(chosen)} {name}: {'ported' if said is None else 'port failed: ' + said}", flush=True)
    for record in (*dest.glob("hip/*/cass-port-report.json"), *dest.glob("hip/*/.cass-port-manifest.json")):
        record.unlink()
    # (c): heat, its port, and the port with one operator changed.
    copy_tree(hecbench / f"{VERIFY_PROGRAM}-cuda", dest / "verify" / "cuda")
    port(dest / "verify" / "cuda", dest / "verify" / "hip", version)
    shutil.copytree(dest / "verify" / "hip", dest / "verify" / "hip-wrong")
    kernel = dest / "verify" / "hip-wrong" / f"{VERIFY_PROGRAM}.hip"
    text = kernel.read_text()
    assert text.count(WRONG[0]) == 1, "heat's stencil line moved: update WRONG"
    kernel.write_text(text.replace(*WRONG))
    # The scripts, the package and the GPU tests, a pure-Python pytest.
    shutil.copy(Path(__file__).with_name("hip_on_nvidia_all_run.py"), dest / "bench.py")
    shutil.copy(Path(__file__).with_name("hip_on_nvidia_all.sh"), dest / "run.sh")
    copy_tree(REPO / "cass_lsp", dest / "src" / "cass_lsp")
    for item in TESTS:
        target = dest / "src" / item
        target.parent.mkdir(parents=True, exist_ok=True)
        (copy_tree if (REPO / item).is_dir() else shutil.copy)(REPO / item, target)
    site = next((REPO / ".venv" / "lib").glob("python3*/site-packages"))
    for name in PYTEST:
        source = site / name
        if source.is_dir():
            copy_tree(source, dest / "pylib" / name)
        elif source.is_file():
            (dest / "pylib").mkdir(exist_ok=True)
            shutil.copy(source, dest / "pylib" / name)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True)
    programs = {
        "corpus": "HeCBench",
        "commit": commit.stdout.strip(),
        "hip_version": version,
        "layer": layer.source,
        "eligible": len(eligible),
        "total": len(everything),
        "count": len(chosen),
        "programs": [n for n in chosen if n not in failed],
        "port_failed": failed,
        "port_errors": {n: e for n, e in errors.items() if e["count"]},
        "excluded": dict(sorted(excluded.items())),
        "slow": {n: why for n, why in SLOW.items() if n in chosen},
        "verify": {"program": VERIFY_PROGRAM, "wrong": {"file": f"{VERIFY_PROGRAM}.hip", "from": WRONG[0].strip(),
                                                       "to": WRONG[1].strip()}},
    }  # fmt: skip
    (dest / "programs.json").write_text(json.dumps(programs, indent=1))
    size = sum(p.stat().st_size for p in dest.rglob("*") if p.is_file())
    print(f"{len(chosen)} of {len(eligible)} eligible programs ({len(everything)} in the corpus) in {dest}:"
          f" {size / 2**20:.1f} MiB; {len(failed)} port failures; translations for HIP {version}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
