"""NVIDIA's CUDA samples, ported and compiled for AMD targets: how many compile, and where the rest stop.

    .venv/bin/python benchmarks/bench_cuda_samples.py SAMPLES [--targets gfx1100,gfx942] [--jobs N] [--only NAME,...]

SAMPLES is a checkout of github.com/NVIDIA/cuda-samples (``Samples/<category>/<sample>/``,
``Common/``). For each sample: its translation units (the ``.cu``/``.cpp``/``.c`` files no other
includes) compiled with nvcc (``-c``, sm_80, ``-I Common``): a sample counts when all do; the whole
checkout ported once with ``cass-lsp port`` for the HIP 6.4 lane, every file translated, ``Common/``
included; each sample's translated units compiled with that lane's hipcc for each target. A sample
that does not compile for a target is *predicted* when its first error is on a line where port
reported an error finding (what HIP lacks, said before the compile: tests/hecbench.predicted), else
it is a compiler error the translator did not foresee. Prints, per target: the samples whose CUDA
compiles, those of them whose port compiles, predicted and unforeseen stops, then each stop.
nvcc and hipcc results are cached by content (tests/hecbench.py); progress on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cass_lsp.core.hip_releases import newest
from tests import hecbench as hb
from tests.cli import cli_in_process
from tests.lanes import _lane

NEWEST_HIP_LANE = newest().short
UNIT_SUFFIXES = (".cu", ".cpp", ".cc", ".c")
_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"](?:[^">\n]*/)?([^/">\n]+)[">]', re.MULTILINE)
NVCC_FLAGS = ("-std=c++17", "-arch=sm_80", "-c")


@dataclass
class Sample:
    folder: Path  # relative to the checkout: Samples/0_Introduction/simpleTexture
    units: list[str]  # file names in the folder
    cuda_error: str = ""  # the first nvcc error ("" where every unit compiles)
    amd: dict[str, str] = field(default_factory=dict)  # target -> first error ("" compiled)


def samples(root: Path, only: set[str]) -> list[Sample]:
    """The sample folders: those under Samples/ with a translation unit of their own."""
    found = []
    for folder in sorted({p.parent for p in (root / "Samples").rglob("*") if p.suffix in UNIT_SUFFIXES}):
        if only and folder.name not in only:
            continue
        files = [p for p in folder.iterdir() if p.is_file() and p.suffix in UNIT_SUFFIXES]
        included = {n for p in folder.iterdir() if p.is_file() for n in _INCLUDE.findall(_read(p))}
        units = sorted(p.name for p in files if p.name not in included)
        if units:
            found.append(Sample(folder.relative_to(root), units))
    return found


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def nvcc_first_error(root: Path, sample: Sample, version: str) -> str:
    """'' where nvcc compiles every unit of the sample, else its first error."""
    nvcc = shutil.which("nvcc") or "/usr/local/bin/nvcc"
    folder = root / sample.folder
    for unit in sample.units:
        argv = [nvcc, *NVCC_FLAGS, f"-I{root / 'Common'}", "-I.", unit, "-o", os.devnull]

        def run(argv: list[str] = argv) -> tuple[bool, str]:
            try:
                res = subprocess.run(argv, cwd=folder, capture_output=True, text=True, timeout=hb.COMPILE_TIMEOUT)
            except subprocess.TimeoutExpired:
                return False, f"nvcc ran past {hb.COMPILE_TIMEOUT} s"
            return res.returncode == 0, "" if res.returncode == 0 else hb.first_error(res.stderr + res.stdout)

        ok, error = hb.cached_compile([version, *argv[1:], str(sample.folder)], [folder, root / "Common"], run)
        if not ok:
            return f"{unit}: {error}"
    return ""


def port_tree(root: Path, out: Path, hip_version: str) -> set[tuple[str, int]]:
    """Port the checkout into ``out``; the (file, line) of each error finding port reported."""
    res = cli_in_process(["port", str(root), "--out-dir", str(out), "--hip-version", hip_version,
                          "--progress", "never"])  # fmt: skip
    report = out / "cass-port-report.json"
    if not report.is_file():
        raise SystemExit(f"port wrote no report: {res.stderr[-2000:]}")
    return hb.said_errors(report)


def output_name(out: Path, folder: Path, unit: str) -> str:
    """The name port gave ``unit`` of ``folder`` (``x.cu`` is ``x.hip``)."""
    hip = Path(unit).with_suffix(".hip").name
    return hip if unit.endswith(".cu") and (out / folder / hip).is_file() else unit


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("samples", type=Path, help="a checkout of NVIDIA/cuda-samples")
    parser.add_argument("--targets", default="gfx1100,gfx942")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--only", default="", help="sample names, comma-separated")
    parser.add_argument("--json", type=Path, help="write every sample's result to this file")
    args = parser.parse_args()
    root = args.samples.resolve()
    if not (root / "Samples").is_dir() or not (root / "Common").is_dir():
        print(f"{root}: not a cuda-samples checkout (no Samples/ and Common/ folders)", file=sys.stderr)
        return 2
    tc = _lane(NEWEST_HIP_LANE)
    if isinstance(tc, str):
        print(f"no HIP {NEWEST_HIP_LANE} lane: {tc}", file=sys.stderr)
        return 2
    targets = [t.strip() for t in args.targets.split(",") if t.strip()]
    found = samples(root, {n for n in args.only.split(",") if n})
    print(f"{len(found)} samples; nvcc for the CUDA originals", file=sys.stderr)
    with ThreadPoolExecutor(args.jobs) as pool:
        version = subprocess.run([shutil.which("nvcc") or "nvcc", "--version"], capture_output=True, text=True).stdout
        for sample, error in zip(found, pool.map(lambda s: nvcc_first_error(root, s, version), found), strict=True):
            sample.cuda_error = error
    cuda_ok = [s for s in found if not s.cuda_error]
    with tempfile.TemporaryDirectory(prefix="cass-samples-") as tmp:
        out = Path(tmp) / "port"
        print(f"port of {root} (HIP {tc.hip_version})", file=sys.stderr)
        said = port_tree(root, out, tc.hip_version or newest().version)

        def compile_sample(sample: Sample) -> None:
            folder = out / sample.folder
            flags = ("-std=c++17", f"-I{out / 'Common'}", "-I.")
            units = [hb.Unit(output_name(out, sample.folder, u), flags) for u in sample.units]
            result = hb.compile_folder(tc, folder, units, targets)
            for t in targets:
                sample.amd[t] = "" if result.ok(t) else _relative(result.first_error(t), out)

        print(f"hipcc for {len(cuda_ok)} samples, targets {', '.join(targets)}", file=sys.stderr)
        list(ThreadPoolExecutor(args.jobs).map(compile_sample, cuda_ok))
    print(f"NVIDIA cuda-samples at {root}: {len(found)} samples, {len(cuda_ok)} whose CUDA compiles with nvcc"
          f" ({' '.join(NVCC_FLAGS)}); port for HIP {tc.hip_version}, clang {tc.clang_version}")  # fmt: skip
    print("\n| target | compile | stop at an error finding | stop at a compiler error not foreseen |")
    print("|---|---:|---:|---:|")
    for t in targets:
        stops = [s for s in cuda_ok if s.amd.get(t)]
        foreseen = [s for s in stops if hb.predicted(s.amd[t], said)]
        print(
            f"| {t} | {len(cuda_ok) - len(stops)} of {len(cuda_ok)} | {len(foreseen)} | {len(stops) - len(foreseen)} |"
        )
    for t in targets:
        for s in cuda_ok:
            if s.amd.get(t):
                kind = "error finding" if hb.predicted(s.amd[t], said) else "NOT FORESEEN"
                print(f"  {t} {s.folder.name}: {kind}: {s.amd[t]}")
    if args.json:
        rows = [{"sample": str(s.folder), "cuda_error": s.cuda_error, "amd": s.amd} for s in found]
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


def _relative(error: str, out: Path) -> str:
    return error.replace(f"{out}/", "")


if __name__ == "__main__":
    sys.exit(main())
