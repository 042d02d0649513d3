"""The HeCBench corpus (../shared/corpus/hecbench): 229 real CUDA programs, each with the HIP
port a person wrote. Shared by the sampled CI test (tests/translate/test_hecbench_sample.py) and
the full report (benchmarks/bench_corpus.py).

For a program NAME:
- ``NAME-cuda`` is ported with the CLI (``cass-lsp port``), once per lane, for that lane's HIP
  version (warp intrinsics, for one, are written differently for HIP 5.x and 6.2+);
- the compile commands come from the program's own Makefile (``make -n -B CC=CASSCC``), so its
  sources, defines, include folders, C++ standard and optimisation level are the ones its author
  chose; nvcc-only words (``-arch=sm_60``, ``-Xcompiler``, ``--expt-relaxed-constexpr``...) are
  mapped or dropped;
- each translation unit is compiled (``-c``) for all the lane's targets in one hipcc run; when that
  fails, once per target, so that the report can say which targets fail;
- ``NAME-hip``, the twin, is compiled the same way with its own Makefile's flags.

clang 15's AMDGPU backend (the 5.2 lane) corrupts its heap on a few large kernels for gfx1100
(pnpoly's unrolled pnpoly_opt<64>, the hand-written twin as much as ours; the abort lands in a
different pass each time), so a compile that crashes clang is run again, up to CRASH_RUNS times;
one that crashes every time is reported as a compiler crash, not as the translation's error, and
is not cached.

Compile results are cached by content (the files of the folder, the argv, the toolchain's
versions) in ~/.cache/cass-lsp/corpus-results: a rerun compiles only what changed.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import json
import os
import re
import shlex
import subprocess
import sys
import tarfile
import tempfile
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from cass_lsp.toolchain import roots
from cass_lsp.toolchain.discovery import Toolchain
from cass_lsp.toolchain.model import in_prefix
from tests.cli import cli_in_process

REPO = Path(__file__).resolve().parents[1]
CORPUS = Path(os.environ.get("CASS_HECBENCH", REPO.parent / "shared" / "corpus" / "hecbench"))
COMPILE_TIMEOUT = 900
CRASH_RUNS = 4
_CRASH = "PLEASE submit a bug report"  # what an LLVM tool prints when it crashes
_SOURCE_SUFFIXES = (".cu", ".cpp", ".cc", ".c", ".hip")


@dataclass(frozen=True)
class Program:
    name: str
    cuda_lines: int
    libraries: tuple[str, ...]

    @property
    def cuda_dir(self) -> Path:
        return CORPUS / f"{self.name}-cuda"

    @property
    def hip_dir(self) -> Path:
        return CORPUS / f"{self.name}-hip"


def programs() -> list[Program]:
    """Every program of the corpus's index.tsv that has both folders."""
    out = []
    for line in (CORPUS / "index.tsv").read_text().splitlines()[1:]:
        name, lines, libs = [*line.split("\t"), "", ""][:3]
        p = Program(name, int(lines or 0), tuple(x for x in libs.split(",") if x))
        if p.cuda_dir.is_dir() and p.hip_dir.is_dir():
            out.append(p)
    return out


# ---- compile commands from the Makefile ----------------------------------------------------


@dataclass(frozen=True)
class Unit:
    source: str  # relative to the folder, as the Makefile names it
    flags: tuple[str, ...]  # hipcc flags (defines, includes, -std, -O)


_DROPPED_WITH_VALUE = {"-arch", "-gencode", "--gpu-architecture", "-ccbin", "--offload-arch", "-o", "-x"}


def hipcc_flags(words: Sequence[str]) -> list[str]:
    """The flags of an nvcc or hipcc command line that mean something to hipcc."""
    out: list[str] = []
    it = iter(words)
    for w in it:
        if w in _DROPPED_WITH_VALUE:
            next(it, None)
        elif w in ("-Xcompiler", "--compiler-options"):
            value = next(it, "")
            out += [v for v in value.split(",") if v in ("-fopenmp",) or v.startswith(("-D", "-I"))]
        elif w in ("-use_fast_math", "--use_fast_math"):
            out.append("-ffast-math")
        elif w.startswith(("-D", "-I", "-std=", "-O", "-U")) or w in ("-fopenmp", "-ffast-math", "-include"):
            out.append(w)
            if w in ("-D", "-I", "-include"):
                out.append(next(it, ""))
    return out


def compile_units(folder: Path, tc: Toolchain | None = None) -> list[Unit]:
    """The ``-c`` commands ``make`` would run in ``folder``, as (source, hipcc flags): a CUDA
    program's, a HIP twin's, or what port wrote (its Makefile's flags, MPI's folder among them).
    ``tc``: make runs where its hipcc runs (a lane's root), so that what a Makefile asks the
    machine (the MPI whose mpicc is on PATH) is answered there."""
    res = subprocess.run(
        in_prefix(tc.hipcc_prefix if tc else (), ["make", "-n", "-B", "CC=CASSCC", "CXX=CASSCXX", "HIPCC=CASSCC"]),
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=60,
    )
    units: list[Unit] = []
    for line in res.stdout.splitlines():
        try:
            words = shlex.split(line)
        except ValueError:
            continue
        if not words or words[0] not in ("CASSCC", "CASSCXX") or "-c" not in words:
            continue
        sources = [w for w in words[1:] if w.endswith(_SOURCE_SUFFIXES) and not w.startswith("-")]
        if sources:
            units.append(Unit(sources[-1], tuple(hipcc_flags(words[1:]))))
    return units


# ---- porting ---------------------------------------------------------------------------------


def port_args(program: Program, out_dir: Path, hip_version: str, extra: Sequence[str] = ()) -> list[str]:
    """``port NAME-cuda --out-dir OUT/NAME-cuda`` for ``hip_version``: the arguments of cass-lsp."""
    target = out_dir / program.cuda_dir.name
    return ["port", str(program.cuda_dir), "--out-dir", str(target), "--hip-version", hip_version,
            "--progress", "never", *extra]  # fmt: skip


def port(program: Program, out_dir: Path, hip_version: str, extra: Sequence[str] = ()) -> subprocess.CompletedProcess:
    """``port_args`` run as users run them: a process of cass-lsp's."""
    argv = [sys.executable, "-m", "cass_lsp", *port_args(program, out_dir, hip_version, extra)]
    return subprocess.run(argv, capture_output=True, text=True, timeout=300)


@functools.cache
def _porter_digest() -> bytes:
    """What a port's output depends on besides its input: cass_lsp's files, our grammars' sources
    (not the extensions built from them: every clone builds different bytes), the installed
    distributions (tree-sitter and its grammars among them), and Python's version."""
    h = hashlib.sha256(sys.version.encode())
    files = [*(REPO / "cass_lsp").rglob("*"), *(REPO / "grammars").glob("*/src/**/*"), REPO / "setup.py"]
    for path in sorted(files):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".so":
            h.update(str(path.relative_to(REPO)).encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    dists = sorted((d.metadata["Name"] or "", d.version) for d in importlib.metadata.distributions())
    h.update(json.dumps(dists).encode())
    return h.digest()


def port_cached(
    program: Program, out_dir: Path, hip_version: str, extra: Sequence[str] = ()
) -> subprocess.CompletedProcess:
    """``port``, its output tree cached by content (the program's files, the HIP version, the
    arguments, ``_porter_digest``) in ~/.cache/cass-lsp/corpus-ports; only a port that succeeded
    is kept. The sampled test uses it; the corpus report ports with a process each, as users do."""
    h = hashlib.sha256(_porter_digest() + json.dumps([hip_version, list(extra)]).encode())
    for path in sorted(p for p in program.cuda_dir.rglob("*") if p.is_file() or p.is_symlink()):
        h.update(str(path.relative_to(program.cuda_dir)).encode() + b"\0")
        h.update(os.readlink(path).encode() if path.is_symlink() else hashlib.sha256(path.read_bytes()).digest())
    cache = roots.cache_dir() / "corpus-ports" / f"{h.hexdigest()[:32]}.tar"
    target = out_dir / program.cuda_dir.name
    if cache.is_file():
        out_dir.mkdir(parents=True, exist_ok=True)
        with tarfile.open(cache) as tar:
            tar.extractall(out_dir, filter="tar")
        return subprocess.CompletedProcess(["cached port", str(cache)], 0, "", "")
    proc = cli_in_process(port_args(program, out_dir, hip_version, extra))
    if proc.returncode == 0 and target.is_dir():
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        with tarfile.open(tmp, "w") as tar:
            tar.add(target, arcname=target.name)
        tmp.replace(cache)
    return proc


# ---- compiling -------------------------------------------------------------------------------


@dataclass
class UnitResult:
    source: str
    ok_targets: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)  # target -> first error


@dataclass
class FolderResult:
    units: list[UnitResult]
    error: str = ""  # the folder could not be compiled at all (no units...)

    def ok(self, target: str) -> bool:
        return not self.error and bool(self.units) and all(target in u.ok_targets for u in self.units)

    def first_error(self, target: str) -> str:
        if self.error:
            return self.error
        for u in self.units:
            if target in u.failed:
                return f"{u.source}: {u.failed[target]}"
        return ""


def lane_name(tc: Toolchain) -> str:
    return ".".join(map(str, tc.hip_release))


def lane_targets(tc: Toolchain) -> list[str]:
    return list(tc.targets)


def first_error(output: str) -> str:
    for line in output.splitlines():
        if re.search(r"\b(fatal )?error\b", line):
            return line.strip()[:400]
    tail = output.strip().splitlines()
    return tail[-1][:400] if tail else "failed with no output"


def _cache_key(tc: Toolchain, folder: Path, argv: Sequence[str]) -> str:
    h = hashlib.sha256()
    identity = [tc.hip_version, tc.hip_runtime_version, tc.clang_version]
    if (stamp := roots.recipe_stamp(tc.hipcc_prefix)) is not None:
        identity.append(f"root recipe {stamp}")  # a root made again with more packages (MPI) compiles more
    h.update(json.dumps([*identity, list(argv)]).encode())
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != "cass-port-report.json"):
        h.update(str(path.relative_to(folder)).encode() + b"\0")
        h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()[:32]


def _compile(tc: Toolchain, folder: Path, unit: Unit, targets: Sequence[str], source: str) -> tuple[bool, str]:
    flags: list[str] = []
    for t in targets:
        flags += [f for f in tc.hip_flags(t) if f not in flags]
    with tempfile.TemporaryDirectory(prefix="cass-corpus-") as tmp:
        argv = [*tc.hipcc_argv(), *flags, *unit.flags, "-c", "-x", "hip", source, "-o", str(Path(tmp) / "unit.o")]
        cache = roots.cache_dir() / "corpus-results" / (_cache_key(tc, folder, [*argv[:-1], folder.name]) + ".json")
        try:
            cached = json.loads(cache.read_text())
            return cached["ok"], cached["error"]
        except (OSError, ValueError, KeyError):
            pass
        for _ in range(CRASH_RUNS):
            try:
                res = subprocess.run(
                    argv, cwd=folder, env=tc.hip_env(), capture_output=True, text=True, timeout=COMPILE_TIMEOUT
                )
            except subprocess.TimeoutExpired:
                ok, error = False, f"hipcc ran past {COMPILE_TIMEOUT} s"
                break
            output = res.stderr + res.stdout
            ok, error = res.returncode == 0, "" if res.returncode == 0 else first_error(output)
            if ok or _CRASH not in output:
                break
        else:
            passes = re.findall(r"Running pass '([^']+)' on function '([^']+)'", output)
            where = f" (in {passes[-1][0]} on {passes[-1][1]})" if passes else ""
            return False, f"compiler crash: clang crashed on all {CRASH_RUNS} runs{where}, a toolchain bug"
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps({"ok": ok, "error": error}))
    return ok, error


def compile_folder(tc: Toolchain, folder: Path, units: Iterable[Unit], targets: Sequence[str]) -> FolderResult:
    """Compile each unit for all ``targets`` at once; on failure, per target."""
    results: list[UnitResult] = []
    for unit in units:
        source = unit.source
        r = UnitResult(source)
        ok, error = _compile(tc, folder, unit, targets, source)
        if ok:
            r.ok_targets = list(targets)
        elif len(targets) == 1:
            r.failed[targets[0]] = error
        else:
            for t in targets:
                ok_t, error_t = _compile(tc, folder, unit, [t], source)
                if ok_t:
                    r.ok_targets.append(t)
                else:
                    r.failed[t] = error_t
        results.append(r)
    if not results:
        return FolderResult([], "the Makefile names no compile command (make -n)")
    return FolderResult(results)


# ---- what port said ------------------------------------------------------------------------


def said_errors(report: Path) -> set[tuple[str, int]]:
    """(file name, line) of every error finding port reported, from its report."""
    data = json.loads(report.read_text(encoding="utf-8"))
    return {
        (Path(f["output"]).name, x["line"])
        for f in data["files"]
        for x in f.get("findings", [])
        if x["severity"] == "error"
    }


def predicted(error: str, said: set[tuple[str, int]]) -> bool:
    """Does a compile stop on a line where port reported an error finding (what HIP lacks, said
    before the compile), as where the twin's authors rewrote the code by hand (mlp: cuBLASLt's
    opaque descriptors, which hipBLASLt has not)? The corpus report and NVIDIA's samples count alike."""
    where = re.search(r"([^\s:/]+):(\d+):\d+: (?:fatal )?error", error)
    return where is not None and (where.group(1), int(where.group(2))) in said


# ---- a compile result cached by content, for any compiler ---------------------------------------


def cached_compile(
    identity: Sequence[str], folders: Sequence[Path], run: Callable[[], tuple[bool, str]]
) -> tuple[bool, str]:
    """``run()``'s (ok, first error), cached in ~/.cache/cass-lsp/corpus-results under ``identity``
    (the compiler's version and argv) and the files of ``folders``."""
    h = hashlib.sha256(json.dumps(list(identity)).encode())
    for folder in folders:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            h.update(str(path.relative_to(folder)).encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    cache = roots.cache_dir() / "corpus-results" / f"{h.hexdigest()[:32]}.json"
    try:
        cached = json.loads(cache.read_text())
        return cached["ok"], cached["error"]
    except (OSError, ValueError, KeyError):
        pass
    ok, error = run()
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps({"ok": ok, "error": error}))
    return ok, error
