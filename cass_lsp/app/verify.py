"""`cass-lsp verify CUDA_TREE HIP_TREE`: does the port still compute what the original computes?

Both trees are built with their own build files (a Makefile: ``make``, the HIP tree's with
``HIPCC`` set to the hipcc of the platform; CMake: a ``build-cass-verify`` folder in each tree; the
tree's build system says how, buildfiles/systems/),
then each program runs in both, on the GPU there is (an AMD GPU, else an NVIDIA GPU through HIP's
NVIDIA platform, toolchain/run.py), and their outputs are compared (toolchain/compare.py: the
verdicts, the masks). The programs are those the ``[run]`` section of the project's
``cass-lsp.toml`` names (core/run_section.py); without one, a Makefile's ``run`` or ``test``
target, or a CMake project's ``ctest``; otherwise the command says what to add.

It prints a table (one row per program), writes a JSON report with ``--json``, and exits 0 when
every program agrees (equal, equal once masked, or an original that disagrees with itself), 1
when one does not (different, failed, timed out, did not build), 2 when nothing could be run.

The module reads no translator (it runs on GPU machines where cass-lsp's grammars are not built).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shlex
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cass_lsp.app.common import table, write_json
from cass_lsp.buildfiles.system import BuildSystem, VerifyBuild, VerifyContext
from cass_lsp.buildfiles.systems import SYSTEMS
from cass_lsp.core import run_section
from cass_lsp.core.run_section import Program, RunSection
from cass_lsp.toolchain.compare import Comparison, Masks, differs_before_failing, first_error, verdict_of
from cass_lsp.toolchain.discovery import Toolchain, discover
from cass_lsp.toolchain.process import ProcessResult, run_async
from cass_lsp.toolchain.run import RunLimits, choose_platform, clean_environment, run_program

RULE_FILE = "cass-lsp.toml"
AGREE = ("equal", "equal-masked", "nondeterministic")
ADD_RUN = (
    'add to the CUDA tree\'s cass-lsp.toml:\n  [[run.program]]\n  command = "./your_program"\n  args = []\n'
    "(or give the Makefile a `run` or `test` target, or the CMake project tests for ctest)"
)


class VerifyError(Exception):
    """Bad input or nothing to run: one line saying what and the fix."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("cuda_tree", type=Path, help="the CUDA project (its own build files)")
    parser.add_argument("hip_tree", type=Path, help="its port (cass-lsp port CUDA_TREE --out-dir HIP_TREE)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write the report as JSON")
    parser.add_argument(
        "--platform",
        choices=("auto", "amd", "nvidia"),
        default="auto",
        help="where the HIP tree is built and run (default: the GPU there is: AMD, else NVIDIA)",
    )
    parser.add_argument("--build-only", action="store_true", help="build both trees, run nothing (no GPU needed)")
    parser.add_argument(
        "--make",
        action="append",
        default=[],
        metavar="VAR=VALUE",
        help="a make variable for both trees' builds and runs (repeatable), e.g. ARCH=sm_90",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="parallel build jobs per tree")
    parser.add_argument("--build-timeout", type=float, default=1800.0, help="seconds for each tree's build")


@dataclass
class Tree:
    root: Path
    side: str  # "cuda" or "hip"
    system: BuildSystem  # one with a verify build (make, CMake)
    build: ProcessResult | None = None

    @property
    def built(self) -> bool:
        return self.build is not None and self.build.ok

    @property
    def verify(self) -> VerifyBuild:
        assert self.system.verify is not None
        return self.system.verify


@dataclass
class Row:
    program: str
    verdict: str
    detail: str
    cuda_seconds: float = 0.0
    hip_seconds: float = 0.0
    comparison: dict[str, Any] | None = None
    cuda_tail: list[str] = field(default_factory=list)
    hip_tail: list[str] = field(default_factory=list)


# ---- what to build and run -------------------------------------------------------------------------


def build_system(root: Path) -> BuildSystem:
    """The system whose files are at the root (a Makefile before a CMakeLists.txt)."""
    builds = sorted(((s.verify, s) for s in SYSTEMS if s.verify is not None), key=lambda b: b[0].rank)
    for build, system in builds:
        if any((root / name).is_file() for name in build.entries):
            return system
    names = " and no ".join(build.entries[0] for build, _ in builds)
    raise VerifyError(f"{root} has no {names}: verify builds a tree with its own build files")


def plan(cuda: Tree, make_vars: list[str]) -> tuple[RunSection, str]:
    """The programs to run and where that came from."""
    rule_file = cuda.root / RULE_FILE
    section = run_section.read(rule_file) if rule_file.is_file() else None
    if section is not None:
        if section.problems:
            raise VerifyError(f"{rule_file}: {section.problems[0]}")
        if not section.programs:
            raise VerifyError(f"{rule_file}'s [run] names no program: {ADD_RUN}")
        return section, f"[run] of {rule_file}"
    default = cuda.verify.default_run(cuda.root, VerifyContext("cuda", make_vars=tuple(make_vars)))
    if default is not None:
        return RunSection((Program(default.name, default.argv),), mask=default.mask), default.source
    raise VerifyError(f"nothing to run in {cuda.root}: {ADD_RUN}")


def masks_of(section: RunSection) -> Masks:
    return Masks(section.mask_timing, section.mask, section.rel_tolerance, section.abs_tolerance)


# ---- building ----------------------------------------------------------------------------------------


def hipcc_for(tc: Toolchain, platform: str, arch: str | None) -> list[str]:
    if platform == "nvidia":
        assert tc.nvidia_layer is not None
        return tc.nvidia_layer.hipcc_words(arch)
    return tc.hipcc_argv()


def context_of(
    tree: Tree, tc: Toolchain, platform: str, arch: str | None, make_vars: Sequence[str] = (), jobs: int = 2
) -> VerifyContext:
    """What the tree's system is told: the HIP side's hipcc and, on NVIDIA, CMake's HIP compiler."""
    if tree.side != "hip":
        return VerifyContext(tree.side, platform, arch, tuple(make_vars), jobs=jobs)
    layer = tc.nvidia_layer if platform == "nvidia" else None
    return VerifyContext(
        tree.side, platform, arch, tuple(make_vars), tuple(hipcc_for(tc, platform, arch)),
        nvcc=str(tc.nvcc) if layer is not None and tc.nvcc is not None else None,
        nvcc_flags=tuple(layer.nvcc_flags()) if layer is not None else (), jobs=jobs,
        hip_root=str(layer.root) if layer is not None else None,
    )  # fmt: skip


def build_commands(tree: Tree, tc: Toolchain, platform: str, arch: str | None, make_vars: list[str], jobs: int):
    """The commands that build ``tree`` (run in order, in its root)."""
    return tree.verify.commands(context_of(tree, tc, platform, arch, make_vars, jobs))


async def build(tree: Tree, commands: list[list[str]], env: dict[str, str], timeout: float) -> ProcessResult:
    outputs, result = [], None
    for command in commands:
        result = await run_async(command, env=env, cwd=tree.root, timeout=timeout)
        outputs.append(f"$ {shlex.join(command)}\n{result.stdout}{result.stderr}")
        if not result.ok:
            break
    assert result is not None
    return ProcessResult(result.argv, result.returncode, "\n".join(outputs), "", result.duration, result.timed_out)


# ---- running -----------------------------------------------------------------------------------------


def _tail(text: str, lines: int = 6) -> list[str]:
    return [line[:300] for line in text.strip().splitlines()[-lines:]]


async def run_one(
    program: Program, cuda: Tree, hip: Tree, tc: Toolchain, platform: str, arch: str | None, masks: Masks
) -> Row:
    missing = [i for i in program.inputs for tree in (cuda, hip) if not (tree.root / i).exists()]
    if missing:
        return Row(program.name, "failed", f"input {missing[0]} is missing from a tree: copy it into both")
    limits = RunLimits(timeout=program.timeout)
    # make needs nvcc (a run target may build what is missing) and the hipcc the build used.
    path = os.pathsep.join(dict.fromkeys([*(str(p.parent) for p in (tc.nvcc,) if p), "/usr/local/bin", "/usr/bin"]))

    async def run_in(tree: Tree) -> ProcessResult:
        words, where = tree.verify.program(list(program.command), tree.root, context_of(tree, tc, platform, arch))
        env = clean_environment(tc.environ, where, {"PATH": f"{path}:/bin"})
        return await run_program([*words, *program.args], cwd=where, limits=limits, env=env)

    original = await run_in(cuda)
    if not original.ok:
        why = "timed out" if original.timed_out else f"exited with {original.returncode}"
        return Row(program.name, "no-reference", f"the CUDA original {why}", original.duration,
                   cuda_tail=_tail(original.stdout + original.stderr))  # fmt: skip
    port = await run_in(hip)
    row = Row(program.name, "", "", original.duration, port.duration)
    if port.timed_out:
        row.verdict, row.detail = "timed-out", f"the HIP program timed out after {program.timeout:g} s"
    elif port.returncode > 0 and (differs := differs_before_failing(original.stdout, port.stdout, masks)):
        # a test program's check that failed in the port only: its output says how it differs
        row.verdict, row.detail = "different", f"{differs.describe()}; the HIP program exited with {port.returncode}"
        row.comparison = _comparison_json(differs)
    elif port.returncode != 0:
        row.verdict, row.detail = "failed", f"the HIP program exited with {port.returncode}"
    if row.verdict:
        row.hip_tail = _tail(port.stdout + port.stderr)
        return row
    again = None
    if not verdict_of(original.stdout, port.stdout, masks)[1].equal:
        second = await run_in(cuda)
        again = second.stdout if second.ok else None
    verdict, comparison, itself = verdict_of(original.stdout, port.stdout, masks, again)
    row.verdict = verdict
    row.detail = _detail(verdict, comparison, itself)
    row.comparison = _comparison_json(comparison)
    return row


def _detail(verdict: str, comparison: Comparison, itself: Comparison | None) -> str:
    if verdict == "nondeterministic" and itself is not None:
        return f"the CUDA original printed differently when run again ({itself.describe()})"
    return comparison.describe()


def _comparison_json(c: Comparison) -> dict[str, Any]:
    data = asdict(c)
    data["context"] = c.context_text()
    return data


# ---- the command ---------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    try:
        return asyncio.run(verify(args))
    except VerifyError as exc:
        print(f"cass-lsp verify: {exc}", file=sys.stderr)
        return 2


async def verify(args: argparse.Namespace) -> int:
    started = time.monotonic()
    for name, folder in (("CUDA tree", args.cuda_tree), ("HIP tree", args.hip_tree)):
        if not folder.is_dir():
            raise VerifyError(f"{name} {folder} is not a folder")
    for assignment in args.make:
        if "=" not in assignment:
            raise VerifyError(f"--make {assignment!r}: give VAR=VALUE, e.g. --make ARCH=sm_90")
    cuda = Tree(args.cuda_tree.resolve(), "cuda", build_system(args.cuda_tree))
    hip = Tree(args.hip_tree.resolve(), "hip", build_system(args.hip_tree))
    section, source = plan(cuda, args.make)
    tc = discover()
    platform, arch, where = _platform(tc, args)
    print(f"verify: {len(section.programs)} program(s) from {source}; HIP tree built for {where}", flush=True)
    env = {**tc.environ, "PATH": os.pathsep.join([*(str(p.parent) for p in (tc.nvcc,) if p), tc.environ["PATH"]])}
    cuda_build = build_commands(cuda, tc, platform, arch, args.make, args.jobs)
    hip_build = build_commands(hip, tc, platform, arch, args.make, args.jobs)
    cuda.build, hip.build = await asyncio.gather(
        build(cuda, cuda_build, env, args.build_timeout), build(hip, hip_build, env, args.build_timeout)
    )
    rows = []
    if not cuda.built:
        rows = [Row(p.name, "no-reference", "the CUDA tree did not build", cuda_tail=_tail(cuda.build.stdout))
                for p in section.programs]  # fmt: skip
    elif not hip.built:
        error = first_error(hip.build.stdout)
        said = f"{error.file}:{error.line}: {error.message}" if error else _tail(hip.build.stdout, 1)[0]
        rows = [Row(p.name, "build-failed", f"the HIP tree did not build: {said}", hip_tail=_tail(hip.build.stdout))
                for p in section.programs]  # fmt: skip
    elif args.build_only:
        rows = [Row(p.name, "built", "both trees built (--build-only: not run)") for p in section.programs]
    else:
        for program in section.programs:
            rows.append(await run_one(program, cuda, hip, tc, platform, arch, masks_of(section)))
    print(_table(rows))
    status = _exit_status(rows, args.build_only)
    counts = {v: sum(1 for r in rows if r.verdict == v) for v in dict.fromkeys(r.verdict for r in rows)}
    print(f"verify: {', '.join(f'{n} {v}' for v, n in counts.items())}; exit status {status}", flush=True)
    if args.json:
        write_json(args.json, _report(args, cuda, hip, section, source, where, rows, status, started))
    return status


def _platform(tc: Toolchain, args: argparse.Namespace) -> tuple[str, str | None, str]:
    """(platform, arch, a phrase for people): the GPU there is, or the one asked for."""
    if args.platform == "nvidia" or (args.platform == "auto" and not tc.amd_gpus and tc.nvidia_layer is not None):
        if tc.nvcc is None or tc.nvidia_layer is None:
            raise VerifyError(f"HIP's NVIDIA platform is not ready: {tc.nvidia_layer_note or 'nvcc is missing'}")
        gpu = tc.nvidia_gpus[0] if tc.nvidia_gpus else None
        if gpu is None and not args.build_only:
            raise VerifyError(f"no NVIDIA GPU ({tc.nvidia_gpu_note}): run with --build-only to check the builds")
        arch = gpu.sm if gpu else None
        name = gpu.name if gpu else "no GPU"
        return "nvidia", arch, f"HIP's NVIDIA platform (HIP {tc.nvidia_layer.hip_version}, {name})"
    platform, reason = choose_platform(tc, "auto")
    if platform != "amd" and not (args.build_only and tc.has_hip):
        raise VerifyError(f"nothing to run the HIP tree on: {reason}")
    arch = tc.amd_gpus[0].arch if tc.amd_gpus else (tc.targets[0] if tc.targets else None)
    return "amd", arch, f"AMD {arch} (HIP {tc.hip_version})"


def _table(rows: list[Row]) -> str:
    body = [[r.program, r.verdict, f"{r.cuda_seconds:.1f}", f"{r.hip_seconds:.1f}", r.detail[:100]] for r in rows]
    text = table(["program", "verdict", "CUDA s", "HIP s", "detail"], body)
    for r in rows:
        if r.comparison and r.comparison.get("context"):
            text += f"\n\n{r.program}: first difference\n{r.comparison['context']}"
        if r.hip_tail and r.verdict != "equal":
            text += f"\n\n{r.program}: the HIP side's last lines\n" + "\n".join(f"  {x}" for x in r.hip_tail)
    return text


def _exit_status(rows: list[Row], build_only: bool) -> int:
    if not rows:
        return 2
    agree = (*AGREE, "built") if build_only else AGREE
    if all(r.verdict in agree for r in rows):
        return 0
    return 2 if all(r.verdict == "no-reference" for r in rows) else 1


def _build_json(tree: Tree) -> dict[str, Any]:
    done = tree.build
    seconds = round(done.duration, 1) if done else None
    tail = _tail(done.stdout, 12) if done else []
    return {"system": tree.system.name, "ok": tree.built, "seconds": seconds, "tail": tail}


def _report(args, cuda: Tree, hip: Tree, section, source, where, rows, status, started) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return {
        "cudaTree": str(cuda.root),
        "hipTree": str(hip.root),
        "programsFrom": source,
        "platform": where,
        "masks": masks_of(section).describe(),
        "builds": {t.side: _build_json(t) for t in (cuda, hip)},
        "programs": [asdict(r) for r in rows],
        "exitStatus": status,
        "seconds": round(time.monotonic() - started, 1),
        "command": ["cass-lsp", "verify", *sys.argv[2:]] if sys.argv[1:2] == ["verify"] else None,
    }
