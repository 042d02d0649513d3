"""`cass-lsp port --check`: build what port wrote, in the written tree, for the AMD targets.

The builds are the project's (``Project.builds``: the topmost CMakeLists.txt a user configures,
each Makefile folder that builds CUDA); each build system says how it is built
(``BuildSystem.check``: commands as descriptions, which run here where hipcc runs, through the
toolchain's root or container). The sources outside any build are compiled where they were
written, with flags from the project's compile database or ``--include``/``--define``.

What a build is said to have done is read from what it made, not from its exit status alone:
the GPU units compiled (an object named after each, or, for a Makefile that compiles and links in
one step, the programs that hold GPU code), the targets its objects and programs hold code for
(the targets asked, or the check says which the project chose), program by program for a suite;
errors on the CUDA lines they came from, each once however many template instantiations repeat
it, and a hint where the build reached outside the folder ported.

The same builds the editor runs in the background (``pipeline.Builder``), for a whole tree:
errors are reported on the CUDA lines they came from, and each kernel's resource use on the
first target is shown beside it.
"""

from __future__ import annotations

import asyncio
import os
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.app.common import Progress
from cass_lsp.app.port_options import PortOptions
from cass_lsp.app.port_report import PortReport, Translated
from cass_lsp.buildfiles import BuildSystem
from cass_lsp.buildfiles.system import CheckBuild, CheckContext
from cass_lsp.core.result import TranslationResult
from cass_lsp.project.model import BuildProject, Project
from cass_lsp.session import build_options
from cass_lsp.toolchain.discovery import Toolchain
from cass_lsp.toolchain.nvcc_only import nvcc_only
from cass_lsp.toolchain.pipeline import Builder, BuildRequest, DocumentBuild
from cass_lsp.toolchain.process import private_tmpdir


@dataclass(frozen=True)
class FileToCheck:
    source: Path  # the CUDA file (errors are reported on its lines)
    display: str  # how the report names it
    translation: TranslationResult


def _report(
    targets: Sequence[str],
    hip_version: str | None,
    clang_version: str | None,
    files: Sequence[FileToCheck],
    builds: Sequence[DocumentBuild],
) -> str:
    width = max([len(f.display) for f in files] + [4])
    lines = [
        f"hipcc check (HIP {hip_version or '?'}, clang {clang_version or '?'}), device code for {', '.join(targets)}",
        (f"{'file':<{width}}  " + "  ".join(f"{t:<10}" for t in targets)).rstrip(),
    ]
    details: list[str] = []
    for f, build in zip(files, builds, strict=True):
        cells = []
        for target in targets:
            tb = build.targets[target]
            errors = sum(d.severity == "error" for d in tb.diagnostics)
            cells.append("ok" if tb.result.ok else f"{errors} error{'s' * (errors != 1)}")
        lines.append((f"{f.display:<{width}}  " + "  ".join(f"{c:<10}" for c in cells)).rstrip())
        for d in build.diagnostics:
            if d.severity in ("error", "warning"):
                where = f"{f.display}:{d.start_line + 1}:{d.start_column + 1}"
                code = f" [{d.code}]" if d.code else ""
                details.append(f"  {where}: {d.severity}: {d.message}{code} ({', '.join(d.targets)})")
                details += _nvcc_only_note(d.message)
        first = build.targets[targets[0]].assembly
        details += _kernel_lines(f.display, first.kernels if first is not None else [], targets[0])
    return "\n".join([*lines, "", *details] if details else lines)


def _kernel_lines(display: str, kernels, target: str) -> list[str]:  # type: ignore[no-untyped-def]
    """One line per kernel: a template's instantiations once, counted, with the most registers
    any of them needs (the one that limits occupancy)."""
    by_name: dict[str, list] = {}  # type: ignore[type-arg]
    for kernel in kernels:
        by_name.setdefault(kernel.name, []).append(kernel)
    lines = []
    for name, group in by_name.items():
        worst = max(group, key=lambda k: (k.stats.vgprs or 0, k.stats.sgprs or 0))
        occupancy = worst.occupancy()
        waves = f", {occupancy.describe()}" if occupancy is not None else ""
        count = f" ({len(group)} instantiations; the most registers shown)" if len(group) > 1 else ""
        lines.append(f"  {display}: kernel {name}{count} on {target}: {worst.stats.describe()}{waves}")
    return lines


# ---- the written tree, built with its own build files ----------------------------------------

CMAKE_MINIMUM = (3, 27)  # finds a Debian-layout ROCm's hip-lang config (kitware cmake#24562)
CMAKE_PIN = "cmake==3.31.6"


class BuildToolError(Exception):
    """A build tool is missing or too old: the message names it and the fix."""


def find_cmake() -> str:
    """The cmake to run: PyPI's (the set-up pins it) before the one on PATH; 3.27 or newer."""
    import importlib.util
    import shutil
    import subprocess

    candidates = []
    spec = importlib.util.find_spec("cmake")
    if spec is not None and spec.submodule_search_locations:
        for location in spec.submodule_search_locations:
            candidates.append(str(Path(location) / "data" / "bin" / "cmake"))
    if which := shutil.which("cmake"):
        candidates.append(which)
    seen = []
    for candidate in candidates:
        if not Path(candidate).is_file():
            continue
        try:
            out = subprocess.run([candidate, "--version"], capture_output=True, text=True, timeout=30).stdout
        except OSError:
            continue
        m = re.search(r"version (\d+)\.(\d+)", out)
        version = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
        if version >= CMAKE_MINIMUM:
            return candidate
        seen.append(f"{candidate} is {version[0]}.{version[1]}")
    found = f" ({'; '.join(seen)})" if seen else ""
    raise BuildToolError(
        f"cmake 3.27 or newer is needed for CMake's HIP language on a Debian-layout ROCm{found}:"
        f" pip install '{CMAKE_PIN}' into cass-lsp's environment (scripts/setup.sh does)"
    )


def _in_toolchain(tc: Toolchain, argv: Sequence[str], env: dict[str, str] | None = None) -> list[str]:
    """``argv`` run where hipcc runs: through the toolchain's prefix (a root or a container)."""
    words = [f"{k}={v}" for k, v in (env or {}).items()]
    if tc.hipcc_prefix:
        return [*tc.hipcc_prefix, "env", "HIP_PLATFORM=amd", *words, *argv]
    return ["env", "HIP_PLATFORM=amd", *words, *argv] if words else list(argv)


def check_context(tc: Toolchain, targets: Sequence[str], defines: Sequence[str] = ()) -> CheckContext:
    """What the build systems' check commands need of the toolchain ``tc``: its hipcc for make (with
    the device-library folder it needs on this machine, ``build_options``), its clang for CMake's HIP
    language, and where it is a root without gcc, its clang for C and C++ too and a PATH with
    ``gcc``/``g++`` that run it. Where hipcc runs, make and cmake run too: the
    root's HIP headers and libraries serve the C and C++ files."""
    cmake, problem = None, ""
    try:
        cmake = find_cmake()
    except BuildToolError as exc:
        problem = str(exc)
    clang = str(tc.clang) if tc.clang is not None else None
    shims = host_compiler_shims(tc)
    host_compilers = (clang.replace("clang++", "clang"), clang) if clang and shims is not None else None
    flags = []
    if not tc.hipcc_prefix:
        if tc.rocm_path is not None:
            flags.append(f"--rocm-path={tc.rocm_path}")
        dirs = {str(d) for t in targets if (d := tc.device_lib_dirs.get(t)) is not None}
        if len(dirs) == 1:
            flags.append(f"--rocm-device-lib-path={dirs.pop()}")
        elif tc.bitcode_dir is not None:
            flags.append(f"--rocm-device-lib-path={tc.bitcode_dir}")
    path = None
    if tc.hipcc_prefix:
        path = f"{shims}:/usr/bin:/bin" if shims is not None else "/usr/bin:/bin"
    return CheckContext(
        targets=tuple(targets),
        defines=tuple(defines),
        hipcc=str(tc.hipcc) if tc.hipcc_prefix else build_options(tc).hipcc,
        cmake=cmake,
        cmake_problem=problem,
        hip_compiler=clang,
        host_compilers=host_compilers,
        hip_flags=" ".join(flags),
        on_host=not tc.hipcc_prefix,
        path=path,
        jobs=max(1, os.cpu_count() or 2),
    )


def commands_of(tc: Toolchain, build: CheckBuild, extra: Sequence[str] = ()) -> list[list[str]]:
    """A system's check commands as argv lists that run where hipcc runs (``extra``: words for the
    last, make's ``-k``)."""
    argvs = [_in_toolchain(tc, c.argv, dict(c.env)) for c in build.commands]
    if argvs and extra:
        argvs[-1] = [*argvs[-1], *extra]
    return argvs


def check_commands(
    tc: Toolchain,
    system: BuildSystem,
    folder: Path,
    targets: Sequence[str],
    defines: Sequence[str] = (),
    build: Path | None = None,
    extra: Sequence[str] = (),
) -> list[list[str]]:
    """The commands that build ``folder`` with ``system`` for ``targets`` where hipcc runs."""
    return commands_of(tc, system.check(folder, check_context(tc, targets, defines), build), extra)


def host_compiler_shims(tc: Toolchain) -> Path | None:
    """For a root with clang but no gcc (one made before its recipe had gcc): a folder of ``gcc``,
    ``cc``, ``g++`` and ``c++`` that run its clang, as CMake's CC and CXX are there
    (``check_context``). None where the toolchain runs on the host, has no clang, or its root has
    its own g++ (the HIP 6.4 lane's: a ROCm install's machine has the system's compilers)."""
    from cass_lsp.toolchain import roots

    if not tc.hipcc_prefix or tc.clang is None:
        return None
    usr = roots.root_usr(tc.hipcc_prefix)
    if usr is not None and ((usr / "bin" / "g++").is_symlink() or (usr / "bin" / "g++").exists()):
        return None
    clang = str(tc.clang)
    folder = roots.cache_dir() / "host-compilers" / re.sub(r"[^\w.-]", "_", clang.strip("/"))
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("gcc", "cc", "g++", "c++"):
        real = clang if "+" in name else clang.replace("clang++", "clang")
        script = f'#!/bin/sh\nexec {real} "$@"\n'
        path = folder / name
        if not path.is_file() or path.read_text() != script:
            temporary = path.with_name(f".{name}.{os.getpid()}")
            temporary.write_text(script)
            temporary.chmod(0o755)
            os.replace(temporary, path)  # never a half-written compiler for a build running now
    return folder


def run_commands(commands: Sequence[Sequence[str]], cwd: Path, timeout: float = 600) -> tuple[bool, str]:
    """Run the commands in turn until one fails; (all succeeded, their output)."""
    import subprocess

    output = []
    with private_tmpdir({**os.environ, "HIP_PLATFORM": "amd"}) as env:
        for argv in commands:
            try:
                proc = subprocess.run(
                    list(argv), cwd=cwd, capture_output=True, text=True, errors="replace", timeout=timeout, env=env
                )
            except subprocess.TimeoutExpired:
                return False, "\n".join(output) + f"\n{argv[0]}: timed out after {timeout:.0f} s"
            except OSError as exc:
                return False, "\n".join(output) + f"\n{argv[0]}: {exc.strerror or exc}"
            output.append(proc.stdout + proc.stderr)
            if proc.returncode != 0:
                return False, "\n".join(output)
    return True, "\n".join(output)


def map_output(output: str, cwd: Path, out: Path, src: Path, written: Mapping[str, Translated]) -> list[str]:
    """Compiler errors of a build in the written tree, on the CUDA lines they came from (headers
    included: the header's own path and line), each once however many template instantiations
    (or targets) repeat it."""
    from cass_lsp.toolchain.clang_diagnostics import LineMapping, parse

    lines: dict[str, int] = {}
    for d in parse(output):
        if d.severity not in ("error", "fatal error") or d.location is None:
            continue
        if not d.location.file:  # no file named (a command-line error): no place to give
            lines[f"  {d.severity}: {d.message}"] = lines.get(f"  {d.severity}: {d.message}", 0) + 1
            continue
        path = Path(d.location.file)
        path = (cwd / path).resolve() if not path.is_absolute() else path.resolve()
        where = f"{path}:{d.location.line}:{d.location.column}"
        if out in path.parents:
            rel = path.relative_to(out).as_posix()
            found = written.get(rel)
            if found is not None and found.result is not None:
                first = LineMapping.of_translation(found.result).cuda_lines(d.location.line - 1)[0]
                where = f"{found.rel}:{first + 1}:{d.location.column}"
            else:
                where = f"{rel}:{d.location.line}:{d.location.column}"
        line = f"  {where}: {d.severity}: {d.message}"
        lines[line] = lines.get(line, 0) + 1
    if not lines:  # a link or configure error: its last lines
        tail = [ln for ln in output.strip().splitlines() if ln.strip()][-6:]
        return [f"  | {ln}" for ln in tail]
    said = []
    for line, n in lines.items():
        said.append(line if n == 1 else f"{line} ({n} times: template instantiations or targets)")
        said += _nvcc_only_note(line)
    return said


def _nvcc_only_note(error: str) -> list[str]:
    """Below an error of code only nvcc accepts (toolchain/nvcc_only.py): that it is of this class,
    not the translation's, and what to write instead."""
    why = nvcc_only(error)
    return [f"    note: code only nvcc accepts [nvcc-only-code]: {why}"] if why else []


# A path in a build's output: absolute, or relative to the folder built (``../../cmake/x.cmake``).
_PATH_WORD = re.compile(r"(?<![\w.-])((?:/|\.\.?/)[^\s:'\"()]+)")


def reaches_outside(output: str, folder: Path, out: Path, src: Path) -> list[str]:
    """One line when a failed build of ``folder`` (in the written tree ``out``, ported from
    ``src``) missed a file outside the tree that sits beside the original (CUDALibrarySamples'
    ``include(../../cmake/cublas_example.cmake)``): where it is, and the folder to port instead."""
    for word in _PATH_WORD.findall(output):
        path = Path(os.path.normpath(folder / word))
        rel = os.path.relpath(path, out)  # "..": outside the written tree
        if not rel.startswith("..") or path.exists():
            continue
        original = Path(os.path.normpath(src / rel))
        if original.exists():
            enclosing = Path(os.path.commonpath([src, original]))
            return [f"  {word} is outside the folder ported, beside the original: port {enclosing} to build with it"]
    return []


# What a user's ROCm install has that a toolchain root made for checking may lack (the HIP 6.4 lane's
# had no libomp, no hipBLASLt, no gcc before its recipe's revision 6; another root may still): a
# build that stops there stops at the check's limit.
_ROCM_HAS = (
    (re.compile(r"'omp\.h' file not found|omp\.h: No such file"),
     "omp.h (OpenMP: a ROCm install's clang has it, with libomp)"),
    (re.compile(r"'hipblaslt/[^']*' file not found|hipblaslt\.h' file not found"),
     "hipBLASLt's headers (a ROCm install has them)"),
    (re.compile(r"(?:^|\s)(?:gcc|g\+\+|cc|c\+\+)(?:-\d+)?: (?:command )?not found"
                r"|No such file or directory: '?(?:gcc|g\+\+)"),
     "a system C and C++ compiler (gcc, g++)"),
)  # fmt: skip
_LIMIT_FIX = "check with a ROCm install's hipcc (--hipcc-command: a container's, /opt/rocm's) to reach the project's"


def toolchain_limits(output: str, tc: Toolchain) -> list[str]:
    """Where a failed build in a toolchain root (not this machine's, nor the user's own ROCm) stopped
    at something a ROCm install has and the root lacks: one line each, with the fix."""
    if not tc.hipcc_prefix:  # the user's own toolchain: what it lacks, the user's build lacks too
        return []
    lane = tc.lane or "root"
    found = [what for pattern, what in _ROCM_HAS if pattern.search(output)]
    return [f"  the check's toolchain ({lane}) lacks {what}: not the project's blocker; {_LIMIT_FIX}" for what in found]


def outside_hints(report: PortReport, folder: Path) -> list[str]:
    """The files of a failed build in ``folder`` (relative to the tree) that reach outside the folder
    ported (their ``include-outside-tree`` findings): what the build missed, and the folder to port."""
    lines = []
    for f in report.files:
        if folder != Path(".") and folder not in Path(f.source).parents:
            continue
        lines += [f"  {f.source}:{x.line}: {x.message}" for x in f.findings if x.code == "include-outside-tree"]
    return list(dict.fromkeys(lines))


# An object file a build made of a GPU source: CMake's x.hip.o, a Makefile's x.o or x.hip.o.
_OBJECT = re.compile(r"^(.+?)(?:\.hip|\.cu)?\.o(?:bj)?$")


_INCLUDED = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"](?:[^">\n]*/)?([^/">\n]+)\.(hip|cu)[">]', re.MULTILINE)


def gpu_sources(folder: Path, skip: Path | None = None, suffix: str = ".hip") -> set[str]:
    """The names (without ``suffix``, .hip or .cu) of the GPU translation units under ``folder``
    (not under ``skip``): the files no other one includes (AutoDock-GPU's kernels.cu includes nine)."""
    files = [p for p in folder.rglob(f"*{suffix}") if p.is_file() and (skip is None or skip not in p.parents)]
    included = set()
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        included.update(name for name, ext in _INCLUDED.findall(text) if f".{ext}" == suffix)
    return {p.name[: -len(suffix)] for p in files} - included


def compiled_units(build: Path, sources: set[str], since: float = 0.0) -> set[str]:
    """Which of ``sources`` a build compiled: an object file named after it under ``build``
    (written at ``since`` or later: a Makefile's objects sit beside older ones)."""
    made = {m.group(1) for p in build.rglob("*.o") if (m := _OBJECT.match(p.name)) and p.stat().st_mtime >= since - 1}
    return sources & made


# AMD code objects in an object, a library or a program: an offload bundle names each one's target.
_BUNDLE = b"__CLANG_OFFLOAD_BUNDLE__"
_COMPRESSED_BUNDLE = b"CCOB"  # a compressed bundle's magic: its targets are not readable as text
_TARGET_ID = re.compile(rb"amdgcn-amd-amdhsa-[a-z]*-(gfx[0-9a-z]+)")
_LARGEST = 1 << 30  # files read for GPU code, at most


def built_gpu_code(folder: Path, since: float = 0.0) -> dict[Path, frozenset[str] | None]:
    """The objects, libraries and programs under ``folder`` written at ``since`` or later that hold
    AMD GPU code, and the targets it is for (None: a compressed bundle, the targets unsaid)."""
    found: dict[Path, frozenset[str] | None] = {}
    for path in folder.rglob("*"):
        try:
            st = path.lstat()
        except OSError:
            continue
        binary = path.suffix in (".o", ".obj", ".a", ".so") or (path.suffix == "" and st.st_mode & 0o111)
        if not binary or not path.is_file() or path.is_symlink() or st.st_mtime < since - 1 or st.st_size > _LARGEST:
            continue
        try:
            data = path.read_bytes()
        except OSError:
            continue
        if _BUNDLE in data:
            found[path] = frozenset(t.decode() for t in _TARGET_ID.findall(data))
        elif _COMPRESSED_BUNDLE in data and b"amdgcn" in data:
            found[path] = None
    return found


def program_lines(
    listed: list[tuple[str, Path]] | None, code: dict[Path, frozenset[str] | None], programs: list[Path], out: Path
) -> list[str]:
    """Per program of a build of several (a suite): built, and for which targets, or not built.
    ``listed``: the programs the build system says it builds, by name; else those it made."""
    if listed is None:
        listed = [(p.name, p) for p in sorted(programs)]
    if len(listed) < 2:
        return []
    lines = []
    for name, path in listed:
        if not path.is_file():
            lines.append(f"  program {name}: not built")
            continue
        targets = code.get(path)
        said = ", ".join(sorted(targets)) if targets else "no AMD GPU code" if path not in code else "AMD GPU code"
        lines.append(f"  program {name}: built ({said})")
    return lines


def one_step_units(output: str, sources: set[str]) -> set[str]:
    """The GPU units a build's echoed commands name (``hipcc x.hip -o x``: compiled and linked in
    one step, no object file left)."""
    named = {m.group(1) for m in re.finditer(r"(?:^|[\s/])([\w.+-]+)\.hip(?=\s|$)", output, re.MULTILINE)}
    return sources & named


def targets_verdict(code: dict[Path, frozenset[str] | None], asked: Sequence[str], folder: Path) -> str:
    """'' when every object and program built holds GPU code for every target asked (or cannot be
    read), else which do not and what they are for."""
    short = {p: t for p, t in code.items() if t is not None and not set(asked) <= t}
    if not short:
        return ""
    made = sorted(set().union(*short.values()))
    if len(short) == len([t for t in code.values() if t is not None]):  # all of it: the project's own targets
        return (f"its GPU code is for {', '.join(made)}, not for {', '.join(asked)} (asked): the project sets its"
                f" own AMD targets; change them there, or check with --targets {','.join(made)}")  # fmt: skip
    named = ", ".join(f"{p.relative_to(folder)} ({', '.join(sorted(t))})" for p, t in sorted(short.items())[:3])
    more = f" and {len(short) - 3} more" if len(short) > 3 else ""
    return (f"{len(short)} of its objects and programs hold no GPU code for {', '.join(asked)} (asked): {named}{more};"
            " a compile line without the targets (hipcc's default then)")  # fmt: skip


def build_verdict(built: bool, compiled: int, total: int, option_hint: str) -> tuple[str, bool]:
    """A build's line and whether it counts as ok: it built and compiled GPU code. A build that
    succeeded with none of the folder's GPU sources compiled built nothing for the GPU (an option
    that turns the GPU part on, off by default)."""
    units = f"{compiled} of {total} GPU translation units compiled"
    if not built:
        return f"failed ({units})", False
    if total and not compiled:
        return (
            f"built, but compiled no GPU code ({units}): the GPU part is likely behind an option; turn it on with"
            f" {option_hint}",
            False,
        )
    if not total:
        return "ok (no GPU sources in this folder)", True
    return f"ok ({units}, linked)", True


def check_tree(report: PortReport, project: Project, tc: Toolchain | None, port: PortOptions) -> tuple[str, bool]:
    """Build what port wrote (``report``), in the written tree: each build of the project (its
    CMake projects, configured and built; its Makefile folders) with its own build files; the
    sources outside them file by file, with flags from the project's compile database and
    ``--include``/``--define`` (a progress bar over those files, as ``--progress`` says). The
    report's text and whether all built."""
    if tc is None or not tc.has_hip:
        problem = tc.problem("hipcc") if tc is not None else None
        reason = f"{problem.message} Fix: {problem.fix}" if problem else "hipcc not found"
        return f"hipcc check skipped: {reason}", False
    out, src = report.output, project.root
    targets = tuple(tc.targets)
    lines = [f"build check (HIP {tc.hip_version or '?'}, {tc.lane or 'host'}), AMD targets {', '.join(targets)}"]
    ok = True
    context = check_context(tc, targets, port.define) if project.builds else None
    reaches = {b.entry: _source_folders(b, out) for b in project.builds}  # each build file read once
    for b in project.builds:
        assert context is not None
        folder = out / b.folder
        build = b.system.check(folder, context)
        name = b.entry.as_posix()
        if build.problem:
            lines.append(f"{name}: not built: {build.problem}")
            ok = False
            continue
        reached = reaches[b.entry]
        sources = set().union(*(project.units_in(f) for f in (b.folder, *reached)))
        objects = Path(os.path.commonpath([build.objects, *(out / f for f in reached)]))
        started = time.time()
        built, output = run_commands(commands_of(tc, build), folder)
        since = started if build.fresh_only else 0.0
        code = built_gpu_code(objects, since)
        compiled = compiled_units(objects, sources, since)
        programs = [p for p in code if p.suffix not in (".o", ".obj")]
        if programs and len(compiled) < len(sources):  # compiled and linked in one step
            # (a build that failed later, at a step of its own such as running them, still built them)
            compiled |= one_step_units(output, sources) or (sources if built and not compiled else set())
        verdict, good = build_verdict(built, len(compiled), len(sources), build.option_hint)
        if built and good and (wrong := targets_verdict(code, targets, objects)):
            verdict, good = f"built, but {wrong}", False
        ok &= good
        lines.append(f"{name}: {verdict}")
        lines += program_lines(b.system.programs(build.objects), code, programs, out)
        if not built:
            limits = toolchain_limits(output, tc)
            if limits:  # the check's own toolchain, not the project, stopped this build
                lines[-1] += "; the check's toolchain lacks what a ROCm install has (below)"
            lines += map_output(output, build.objects, out, src, report.written) + limits
            lines += reaches_outside(output, folder, out, src) or outside_hints(report, b.folder)
    covered = [out / f for b in project.builds for f in (b.folder, *reaches[b.entry])]
    alone = [t for t in report.to_check if not any(d in (out / t.output).parents for d in covered)]
    if alone:
        text, compiled = _check_files(report, project, alone, tc, port)
        lines += ["", text]
        ok &= compiled
    elif not covered:
        lines.append("nothing to build")
    return "\n".join(lines), ok


def _source_folders(b: BuildProject, out: Path) -> list[Path]:
    """The folders of the written tree ``out`` (relative to it) besides the build's own whose
    sources its build file says it compiles."""
    try:
        text = (out / b.entry).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    folders = []
    for name in b.system.source_folders(text):
        folder = Path(os.path.normpath(b.folder / name))
        if folder != b.folder and not folder.is_absolute() and folder.parts[:1] != ("..",):
            folders.append(folder)
    return folders


def _written(folder: Path, src: Path, out: Path) -> str:
    """``folder``, or its copy in the written tree ``out`` where it is inside the CUDA tree ``src``."""
    return str(out / folder.relative_to(src)) if folder == src or src in folder.parents else str(folder)


def _check_files(
    report: PortReport, project: Project, alone: Sequence[Translated], tc: Toolchain, port: PortOptions
) -> tuple[str, bool]:
    """The written sources outside any build file, compiled where they were written: a folder of
    the CUDA tree that the database names (-I) is its copy in the written tree, whose headers
    were translated."""
    out, src = report.output, project.root
    files = []
    flags: dict[str, BuildRequest] = {}
    by_path = {f.path: f for f in project}
    for t in alone:
        assert t.result is not None
        found = project.flags(by_path[t.path]) if t.path in by_path else None
        inc = tuple(port.include) + tuple(_written(Path(d), src, out) for d in (found.include_dirs if found else ()))
        dfn = tuple(port.define) + (found.defines if found else ())
        std = found.std if found else None
        files.append(FileToCheck(t.path, str(t.rel), t.result))
        flags[str(t.rel)] = BuildRequest(
            path=out / t.output, text=t.result.source, language="cuda", targets=tuple(tc.targets), include_dirs=inc,
            defines=dfn, std=std,
        )  # fmt: skip

    bar = Progress(len(files), port.progress)

    async def all_builds():  # type: ignore[no-untyped-def]
        builder = Builder(tc)

        async def one(f: FileToCheck) -> DocumentBuild:
            build = await builder.build(flags[f.display], f.translation, {})
            bar.advance(f"hipcc {f.display}")
            return build

        return await asyncio.gather(*(one(f) for f in files))

    builds = asyncio.run(all_builds())
    bar.close()
    text = _report(tc.targets, tc.hip_version, tc.clang_version, files, builds)
    return text, all(b.targets[t].result.ok for b in builds for t in tc.targets)
