"""What hip_on_nvidia_run.py needs on the NVIDIA GPU machine: a seeded sample of HeCBench
programs, each as its CUDA original and as ``cass-lsp port`` translates it (for HIP 5.2.3, the
HIP of the headers used there), the hip-on-nvidia headers made from Debian's HIP 5.2
(../shared/tools/hip-on-nvidia/make-headers.sh, and with its CUDA 13 patch alone), and the
scripts, in build-device/hip-on-nvidia/ (12 MB, git-ignored: the device tool's run takes it with
``carry: ["build-device"]``).

A program is eligible when (ineligible ones are listed in programs.json with the reason):
- its folder has a Makefile with a ``run`` target and a source that defines ``main``;
- it uses no library but the CUDA runtime, Thrust and cooperative groups (the corpus's
  index.tsv): the HIP libraries' NVIDIA backends (hipBLAS, hipCUB, ...) are not on the machine,
  and hipCUB 6.4's CUB backend does not build with CUDA 13's CCCL 3;
- its run needs no data file the corpus lacks: none of its folder's files is a DVC placeholder
  (``*.dvc``), and every argument of its ``run`` target that names a file (a word with a ``/`` or
  an extension) exists, as do the inputs in NAMED_INPUTS that have neither;
- its Makefile does not need MPI or nvc++.
The sample is ``random.Random(seed).sample`` of the eligible names, sorted (default: 80, seed 35).

    .venv/bin/python benchmarks/device/hip_on_nvidia_prepare.py [--count N] [--seed S] [--only a,b]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.cli import cli_in_process  # noqa: E402

HECBENCH = Path(os.environ.get("CASS_HECBENCH", REPO.parent / "shared" / "corpus" / "hecbench"))
MAKE_HEADERS = REPO.parent / "shared" / "tools" / "hip-on-nvidia" / "make-headers.sh"
DEST = REPO / "build-device" / "hip-on-nvidia"
HIP_VERSION = "5.2.3"  # the HIP of the headers the translations are built with there
LIBRARIES_THERE = {"thrust", "cg"}  # CUDA's Thrust serves the translation too; cg is HIP runtime
WHY_NOT_THERE = {
    "cub": "hipCUB: its CUB backend (hipCUB 6.4) does not build with CUDA 13's CCCL 3",
    "cublas": "hipBLAS", "cusparse": "hipSPARSE", "curand": "hipRAND", "cufft": "hipFFT", "cusolver": "hipSOLVER",
    "cudnn": "MIOpen (AMD only)",
}  # fmt: skip
# Run-target inputs named without a path or an extension (the rule above cannot see them).
NAMED_INPUTS = {"gd": "gisette_scale (the LIBSVM data set it reads)"}
SOURCE_SUFFIXES = (".cu", ".cpp", ".cc", ".c")
MAIN = re.compile(r"\bint(32_t)?\s+main\s*\(")


def run_commands(makefile: Path) -> list[list[str]]:
    """The commands of the Makefile's ``run`` target, as words (commented-out ones left out)."""
    commands: list[list[str]] = []
    inside = False
    for line in makefile.read_text(errors="replace").splitlines():
        if re.match(r"^run\s*:", line):
            inside = True
        elif inside and line.startswith("\t"):
            text = line.strip().rstrip("\\")
            if text and not text.startswith("#"):
                try:
                    commands.append(shlex.split(text))
                except ValueError:
                    commands.append(text.split())
        elif inside and line.strip():
            break
    return commands


def why_ineligible(name: str, libraries: list[str]) -> str | None:
    folder = HECBENCH / f"{name}-cuda"
    makefile = folder / "Makefile"
    if not makefile.is_file():
        return "no Makefile"
    commands = run_commands(makefile)
    if not commands:
        return "no run target"
    if not any(MAIN.search(p.read_text(errors="replace")) for p in folder.rglob("*") if p.suffix in SOURCE_SUFFIXES):
        return "no main"
    missing_libraries = sorted(set(libraries) - LIBRARIES_THERE)
    if missing_libraries:
        needs = "; ".join(WHY_NOT_THERE.get(x, x) for x in missing_libraries)
        return f"uses {', '.join(missing_libraries)}: the device lacks its HIP library's NVIDIA backend ({needs})"
    text = makefile.read_text(errors="replace")
    if re.search(r"\bmpi(CC|cxx|run)?\b|nvc\+\+", text):
        return "needs MPI or nvc++"
    placeholders = sorted(p.name for p in folder.glob("*.dvc"))
    if placeholders:
        return f"its data is not in the corpus ({', '.join(placeholders)})"
    if name in NAMED_INPUTS:
        return f"its run reads {NAMED_INPUTS[name]}, absent from the corpus"
    for words in commands:
        arguments = words[2:] if words[0] == "$(LAUNCHER)" else words[1:]  # after the program's name
        for word in arguments:
            is_file = "/" in word or re.search(r"\.[A-Za-z]\w*$", word)
            if is_file and "$(" not in word and not word.startswith("-") and not (folder / word).exists():
                return f"its run names {word}, absent from the corpus"
    return None


def make_headers() -> None:
    """include-ext/: make-headers.sh's headers (Debian's HIP 5.2 patched for CUDA 13, plus HIP names
    the NVIDIA layer lacks); include/: the same with the CUDA 13 patch alone (its extension's
    __any/__all/__ballot macros break CUDA 13's Thrust; the run tries include/ first)."""
    subprocess.run(["bash", str(MAKE_HEADERS), str(DEST / "include-ext")], check=True, stdout=subprocess.DEVNULL)
    shutil.copytree("/usr/include/hip", DEST / "include" / "hip")
    patch = (MAKE_HEADERS.parent / "header_patch_minimal.diff").read_bytes()
    subprocess.run(["patch", "-s", "-p1"], cwd=DEST / "include", input=patch, check=True)


def port_errors(report: Path) -> dict:
    """How many error findings the port reported (what it said would not build), and the first."""
    found = [(f["source"], x) for f in json.loads(report.read_text())["files"] for x in f.get("findings", [])]
    found = [(source, x) for source, x in found if x["severity"] == "error"]
    first = f"{found[0][0]}:{found[0][1]['line']}: {found[0][1]['message']}" if found else ""
    return {"count": len(found), "first": first}


def programs() -> list[tuple[str, list[str]]]:
    rows = (HECBENCH / "index.tsv").read_text().splitlines()[1:]
    out = []
    for row in rows:
        name, _lines, libraries = [*row.split("\t"), "", ""][:3]
        if (HECBENCH / f"{name}-cuda").is_dir():
            out.append((name, [x for x in libraries.split(",") if x]))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=80, help="how many eligible programs (default 80)")
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--only", help="comma-separated program names instead of a sample")
    args = parser.parse_args(argv)
    if not (HECBENCH / "index.tsv").is_file():
        raise SystemExit(f"no HeCBench corpus at {HECBENCH} (set CASS_HECBENCH)")
    everything = programs()
    excluded = {name: why for name, libs in everything if (why := why_ineligible(name, libs))}
    eligible = sorted(name for name, _ in everything if name not in excluded)
    if args.only:
        chosen = args.only.split(",")
        unknown = [n for n in chosen if n not in eligible]
        if unknown:
            reasons = [f"{n} ({excluded.get(n, 'not in the corpus')})" for n in unknown]
            raise SystemExit(f"not eligible: {', '.join(reasons)}")
    else:
        chosen = sorted(random.Random(args.seed).sample(eligible, min(args.count, len(eligible))))
    shutil.rmtree(DEST, ignore_errors=True)
    (DEST / "cuda").mkdir(parents=True)
    make_headers()
    failed = {}
    for i, name in enumerate(chosen, 1):
        source = HECBENCH / f"{name}-cuda"
        shutil.copytree(source, DEST / "cuda" / name, copy_function=shutil.copyfile)
        for path in (DEST / "cuda" / name, *(DEST / "cuda" / name).rglob("*")):
            path.chmod(0o755 if path.is_dir() else 0o644)  # the corpus is read-only; make writes here
        ported = cli_in_process(["port", str(source), "--out-dir", str(DEST / "hip" / name), "--hip-version",
                                 HIP_VERSION, "--progress", "never", "--quiet"])  # fmt: skip
        if ported.returncode != 0:
            failed[name] = (ported.stderr or ported.stdout).strip().splitlines()[-1:]
        print(f"{i}/{len(chosen)} {name}: {'ported' if ported.returncode == 0 else 'port failed'}", flush=True)
    errors = {name: port_errors(DEST / "hip" / name / "cass-port-report.json") for name in chosen if name not in failed}
    for record in (*DEST.glob("hip/*/cass-port-report.json"), *DEST.glob("hip/*/.cass-port-manifest.json")):
        record.unlink()
    for script, target in (("hip_on_nvidia_run.py", "run.py"), ("hipcc_on_nvidia.py", "hipcc_on_nvidia.py")):
        shutil.copy(Path(__file__).parent / script, DEST / target)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True)
    sample = {
        "corpus": "HeCBench",
        "commit": commit.stdout.strip(),
        "hip_version": HIP_VERSION,
        "seed": None if args.only else args.seed,
        "count": len(chosen),
        "eligible": len(eligible),
        "total": len(everything),
        "programs": [n for n in chosen if n not in failed],
        "port_failed": failed,
        "port_errors": {name: found for name, found in errors.items() if found["count"]},
        "excluded": dict(sorted(excluded.items())),
    }
    (DEST / "programs.json").write_text(json.dumps(sample, indent=1))
    size = sum(p.stat().st_size for p in DEST.rglob("*") if p.is_file())
    print(f"{len(chosen)} of {len(eligible)} eligible programs ({len(everything)} in the corpus, "
          f"{len(excluded)} excluded) in {DEST.relative_to(REPO)}: {size / 2**20:.1f} MiB")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
