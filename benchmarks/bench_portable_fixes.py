"""Portable fixes (issue 17, `--keep-cuda --apply-portable-fixes`) over HeCBench's CUDA programs.

For every `*-cuda/*.cu` of the corpus: the portable fixes (``translate.portable.portable_fixes``),
counted per finding code beside the findings of those codes that got none. Then every file with
fixes is compiled by nvcc, compile only (`nvcc -c`), in a copy of its program's folder: the
original, and, where that compiled, the fixed file. Flags: the program Makefile's `-std=`, `-I`,
`-D` and nvcc options where its CFLAGS line says them plainly, with `-arch=sm_80` and `-I<dir>`.
With ``--sass`` (needs cuobjdump, e.g. from PyPI's nvidia-cuda-cuobjdump) the device code of both
is also compared: the same SASS, or not.

    .venv/bin/python benchmarks/bench_portable_fixes.py [--corpus DIR] [--limit N] [--seed S] [--sass]
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from cass_lsp.core.result import decode
from cass_lsp.translate.engine import translate
from cass_lsp.translate.portable import portable_fixes

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "hecbench"
NVCC = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
CODES = ("warp-size-literal", "ballot-32bit", "device-prop-missing")
# CFLAGS words that carry over to a compile-only run (the rest: warnings, -O, linking, -arch).
_KEPT_FLAG = re.compile(
    r"^(?:-std=\S+|-I\S+|-D\S+|--extended-lambda|--expt-extended-lambda|--expt-relaxed-constexpr|-rdc=true)$"
)
_SASS_LINE = re.compile(r"^\s+/\*[0-9a-f]{4,}\*/", re.M)  # one instruction of cuobjdump -sass


@dataclass
class Totals:
    files: int = 0
    programs: int = 0
    files_fixed: int = 0
    programs_fixed: int = 0
    fixed: Counter[str] = field(default_factory=Counter)
    unfixed: Counter[str] = field(default_factory=Counter)
    compiled_before: int = 0
    failed_before: list[str] = field(default_factory=list)
    compiled_after: int = 0
    failed_after: list[str] = field(default_factory=list)
    same_sass: int = 0
    other_sass: list[str] = field(default_factory=list)
    instructions: list[int] = field(default_factory=lambda: [0, 0])  # SASS instructions before, after
    seconds_fixing: float = 0.0


def makefile_flags(program: Path) -> list[str]:
    makefile = program / "Makefile"
    words: list[str] = []
    if makefile.exists():
        for line in makefile.read_text(errors="replace").splitlines():
            if re.match(r"^\s*CFLAGS\s*[:+]?=", line):
                words += [w for w in line.split("=", 1)[1].split() if _KEPT_FLAG.match(w) and "$" not in w]
    return [*words, "-arch=sm_80", f"-I{program}"]


def nvcc(source: Path, flags: list[str], *, cubin: Path | None = None) -> tuple[bool, str]:
    out = ["-cubin", "-o", str(cubin)] if cubin is not None else ["-c", "-o", "/dev/null"]
    done = subprocess.run(
        [NVCC, *flags, *out, source.name],
        cwd=source.parent,
        capture_output=True,
        text=True,
        errors="replace",
        timeout=900,
    )
    return done.returncode == 0, (done.stderr.strip().splitlines() or [""])[-1]


def sass(source: Path, flags: list[str], cuobjdump: str) -> str | None:
    cubin = source.with_suffix(".cubin")
    ok, _ = nvcc(source, flags, cubin=cubin)
    if not ok:
        return None
    dump = subprocess.run([cuobjdump, "-sass", str(cubin)], capture_output=True, text=True, errors="replace")
    return dump.stdout if dump.returncode == 0 else None


def check_program(program: Path, fixed: dict[Path, str], totals: Totals, cuobjdump: str | None) -> None:
    """Compile each fixed file of ``program`` before and after, in a copy of its folder."""
    flags = makefile_flags(program)
    with tempfile.TemporaryDirectory(prefix="portable-") as tmp:
        copy = Path(tmp) / program.name
        shutil.copytree(program, copy, symlinks=True)
        for path, text in fixed.items():
            name = f"{program.name}/{path.name}"
            target = copy / path.name
            flags_here = [f"-I{copy}" if f == f"-I{program}" else f for f in flags]
            ok, why = nvcc(target, flags_here)
            if not ok:
                totals.failed_before.append(f"{name}: {why}")
                continue
            totals.compiled_before += 1
            before = sass(target, flags_here, cuobjdump) if cuobjdump else None
            target.write_bytes(text.encode("utf-8", "surrogateescape"))
            ok, why = nvcc(target, flags_here)
            if not ok:
                totals.failed_after.append(f"{name}: {why}")
                continue
            totals.compiled_after += 1
            if cuobjdump:
                after = sass(target, flags_here, cuobjdump)
                if before is not None and before == after:
                    totals.same_sass += 1
                else:
                    totals.other_sass.append(f"{name}: {_instructions(before)} -> {_instructions(after)} instructions")
                totals.instructions[0] += _instructions(before)
                totals.instructions[1] += _instructions(after)


def _instructions(dump: str | None) -> int:
    return len(_SASS_LINE.findall(dump or ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="HeCBench's src folder (holds *-cuda)")
    parser.add_argument("--limit", type=int, default=0, help="sample this many programs (0: all)")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--sass", action="store_true", help="compare device code too (needs cuobjdump)")
    args = parser.parse_args()
    programs = sorted(p for p in args.corpus.glob("*-cuda") if p.is_dir())
    if not programs:
        sys.exit(f"no *-cuda folders in {args.corpus}: pass --corpus HeCBench's src folder")
    if args.limit:
        programs = sorted(random.Random(args.seed).sample(programs, min(args.limit, len(programs))))
    cuobjdump = shutil.which("cuobjdump") if args.sass else None
    if args.sass and cuobjdump is None:
        sys.exit("--sass needs cuobjdump on PATH (pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm)")
    totals = Totals(programs=len(programs))
    to_compile: dict[Path, dict[Path, str]] = {}
    for program in programs:
        for path in sorted(program.glob("*.cu")):
            totals.files += 1
            source = decode(path.read_bytes())
            start = time.perf_counter()
            result = portable_fixes(source)
            totals.seconds_fixing += time.perf_counter() - start
            fixed_ids = {(f.code, f.start, f.end) for f in result.findings}
            totals.fixed.update(f.code for f in result.findings)
            totals.unfixed.update(
                f.code
                for f in translate(source).findings
                if f.code in CODES and (f.code, f.start, f.end) not in fixed_ids
            )
            if result.edits:
                totals.files_fixed += 1
                to_compile.setdefault(program, {})[path] = result.text
    totals.programs_fixed = len(to_compile)
    for program, fixed in to_compile.items():
        check_program(program, fixed, totals, cuobjdump)
    report(totals, args)


def report(t: Totals, args: argparse.Namespace) -> None:
    sample = f"{t.programs} programs (sample, seed {args.seed})" if args.limit else f"{t.programs} programs (all)"
    print(f"HeCBench CUDA sources: {t.files} .cu files in {sample}; portable_fixes took {t.seconds_fixing:.1f} s")
    print(f"files with portable fixes: {t.files_fixed} (in {t.programs_fixed} programs)")
    print()
    print(f"{'finding code':<22} {'fixed':>6} {'left (not portable)':>20}")
    for code in sorted(set(CODES) | set(t.fixed)):
        print(f"{code:<22} {t.fixed[code]:>6} {t.unfixed[code]:>20}")
    print()
    print(f"nvcc -c (compile only), files with fixes: {t.compiled_before} compiled before", end="")
    print(
        f" ({len(t.failed_before)} did not), of which {t.compiled_after} compile fixed ({len(t.failed_after)} do not)"
    )
    for line in t.failed_before:
        print(f"  failed before (left out): {line}")
    for line in t.failed_after:
        print(f"  FAILED after the fixes: {line}")
    if args.sass:
        before, after = t.instructions
        print(
            f"device code (cuobjdump -sass, sm_80): {t.same_sass} files the same, {len(t.other_sass)} different;"
            f" SASS instructions {before} before, {after} after"
        )
        for name in t.other_sass:
            print(f"  different SASS: {name}")


if __name__ == "__main__":
    main()
