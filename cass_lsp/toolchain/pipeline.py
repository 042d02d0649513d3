"""Background build of one document: compile per target, map diagnostics, keep asm.

``Builder.build(request, translation, headers)`` is what the server's background compile runs
on open, save and (debounced) edits; it is usable without the server too. The caller translates
(the session, with the one set of translation options, for the document and the local headers
that ``local_headers`` finds): the toolchain layer knows nothing of the rule engine. For a CUDA
document it

1. takes the translation of the text and of the project headers it includes (``local_headers``:
   found as the compiler finds them, in the document's folder or through the include folders);
2. writes them into a private temporary folder (never the workspace): ``hip/`` holds
   the translation, ``cuda/`` the CUDA text for nvcc, so each compiler's quoted includes find
   the right copy first, and ``-I<document folder>`` finds everything else. The folder is named
   after the process; one that a killed process left is removed by the next process's first
   ``Builder`` (``remove_stale_work_dirs``);
3. runs ``hipcc --cuda-device-only -S`` for every target and ``nvcc -cubin`` +
   ``nvdisasm``/``cuobjdump`` for the SASS arch, concurrently (bounded by the number of cores);
   hipcc loads the document's precompiled preamble where there is one (``preamble.py``);
4. maps hipcc's diagnostics onto the CUDA lines and merges what several targets report alike.

A ``.hip`` document is compiled as it is (no translation, no SASS). Results are cached by
content (the compiled text and the translated headers), flags, target and toolchain; a cached
target costs no process. Cancelling the awaiting task kills every compiler still running (see
``process.run_async``). Headers that are not translated (the system's, a toolkit's) are not part
of the cache key: an edit to such a header is seen on the next change of the document itself.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import hashlib
import os
import re
import shutil
import tempfile
import time
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from cass_lsp.core.result import TranslationResult
from cass_lsp.toolchain import compile_commands, hip, nvidia, roots
from cass_lsp.toolchain.amdgpu_asm import AmdAssembly
from cass_lsp.toolchain.clang_diagnostics import (
    LineMapping,
    MappedDiagnostic,
    group_ignored_results,
    map_diagnostics,
    merge_targets,
)
from cass_lsp.toolchain.discovery import Toolchain, ToolMissingError
from cass_lsp.toolchain.preamble import Make, Preambles, Precompiled, split
from cass_lsp.toolchain.process import ProcessResult, run_async

Language = Literal["cuda", "hip"]
# relative path -> (real path, its translation): the local headers a CUDA document includes
TranslatedHeaders = dict[str, tuple[Path, TranslationResult]]
MAX_HEADERS = 32
_INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"\n]+)[>"]', re.MULTILINE)
_INCLUDE_NEXT = re.compile(r"^\s*#\s*include_next\b", re.MULTILINE)
_HEADER_SUFFIXES = (".cuh", ".h", ".hpp", ".hh", ".inl", ".cu")


@dataclass(frozen=True)
class BuildRequest:
    path: Path  # the document's path (its folder is an include path; it need not exist)
    text: str
    language: Language
    targets: tuple[str, ...]
    sass_arch: str | None = None  # None: no SASS
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    std: str | None = None
    extra_args: tuple[str, ...] = ()  # hipcc only
    timeout: float = 60.0
    version: int | None = None  # the document version this build is for
    # Folders whose headers are the project's, translated like the document (its own folder
    # always is): the workspace folders. Headers elsewhere (the system's, a toolkit's) are not.
    project_dirs: tuple[str, ...] = ()

    def common_flags(self) -> list[str]:
        flags = [f"-I{self.path.parent}", *(f"-I{d}" for d in self.include_dirs)]
        flags += [f"-D{d}" for d in self.defines]
        if self.std:
            flags.append(f"-std={self.std}")
        return flags


def request_flags(
    path: Path,
    *,
    workspace_folders: Sequence[Path] = (),
    include_paths: Sequence[str] = (),
    defines: Sequence[str] = (),
) -> tuple[tuple[str, ...], tuple[str, ...], str | None]:
    """(include dirs, defines, std) for a document: settings, workspace folders and the
    ``-I``/``-isystem``/``-D``/``-std`` of its ``compile_commands.json`` entry when one exists."""
    dirs = [*include_paths, *(str(w) for w in workspace_folders)]
    macros = list(defines)
    std = None
    root = next((w for w in workspace_folders if path.is_relative_to(w)), None)
    database = compile_commands.find_database(path.parent, root)
    if database is not None:
        flags = compile_commands.flags_for(path, database)
        if flags is not None:
            dirs = [*flags.include_dirs, *flags.system_include_dirs, *dirs]
            macros = [*flags.defines, *macros]
            std = flags.std
    return tuple(dict.fromkeys(dirs)), tuple(macros), std


@dataclass
class TargetBuild:
    target: str
    result: hip.HipCompileResult
    diagnostics: list[MappedDiagnostic]
    cached: bool = False
    _assembly: AmdAssembly | None = field(default=None, repr=False)

    @property
    def assembly(self) -> AmdAssembly | None:
        """The parsed device assembly (parsed on first use, then kept)."""
        if self._assembly is None and self.result.asm_text is not None:
            self._assembly = self.result.assembly()
        return self._assembly


@dataclass
class DocumentBuild:
    request: BuildRequest
    translation: TranslationResult | None
    mapping: LineMapping
    targets: dict[str, TargetBuild]
    sass: nvidia.SassResult | None
    sass_note: str | None  # why there is no SASS
    diagnostics: list[MappedDiagnostic]
    compiler_seconds: float  # the compilers' own time (longest process chain; cached: 0)
    wall_seconds: float
    compiled_text: str  # what hipcc compiled
    output: str  # every compiler's stderr, for diagnostics' data

    def cuda_lines(self, compiled_line: int) -> tuple[int, int]:
        """0-based compiled (HIP) line -> the document lines it came from."""
        return self.mapping.cuda_lines(compiled_line)


class BuildCache:
    """Compile results by ``Builder._key`` (the toolchain, what was compiled, flags and target),
    the least recently used dropped past ``size``; one per builder unless builders share one."""

    def __init__(self, size: int = 256) -> None:
        self._results: OrderedDict[str, object] = OrderedDict()
        self.size = size

    def get(self, key: str) -> Any:
        result = self._results.get(key)
        if result is not None:
            self._results.move_to_end(key)
        return result

    def put(self, key: str, result: object) -> None:
        self._results[key] = result
        self._results.move_to_end(key)
        while len(self._results) > self.size:
            self._results.popitem(last=False)


WORK_PREFIX = "cass-compile-"  # a build's private folder: cass-compile-<pid>-<random> in TMPDIR


def remove_stale_work_dirs(folder: Path | None = None) -> int:
    """Remove the build folders (in ``folder``, default TMPDIR) of processes that no longer run:
    a server killed mid-build (SIGKILL, or SIGTERM, which runs no ``finally``) cannot remove its
    own. Returns how many were removed."""
    removed = 0
    for path in Path(folder or tempfile.gettempdir()).glob(f"{WORK_PREFIX}*-*"):
        pid = path.name[len(WORK_PREFIX) :].split("-", 1)[0]
        if pid.isdigit() and not _running(int(pid)):
            shutil.rmtree(path, ignore_errors=True)
            removed += 1
    return removed


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


@functools.cache
def _remove_stale_work_dirs_once() -> None:  # the first Builder of a process looks
    remove_stale_work_dirs()


@functools.cache
def shared_preambles() -> Preambles:
    """The precompiled preambles of every builder of every process (``~/.cache/cass-lsp/preambles``)."""
    return Preambles(roots.cache_dir() / "preambles")


class Builder:
    """Builds documents, with a result cache and a bound on concurrent compiler processes."""

    def __init__(
        self,
        toolchain: Toolchain,
        *,
        cache: BuildCache | None = None,
        max_parallel: int | None = None,
        preambles: Preambles | Literal["shared"] | None = "shared",
    ) -> None:
        _remove_stale_work_dirs_once()
        self.toolchain = toolchain
        self.cache = cache or BuildCache()
        # None: every compile parses the whole text (benchmarks compare)
        self.preambles = shared_preambles() if preambles == "shared" else preambles
        self._slots = asyncio.Semaphore(max_parallel or max(2, os.cpu_count() or 2))
        self.processes_started = 0  # for tests and benchmarks

    # ---- cache ---------------------------------------------------------------------------
    def _key(self, *parts: object) -> str:
        tc = self.toolchain
        h = hashlib.sha256()
        for part in (tc.hipcc_prefix, tc.hipcc, tc.clang_version, tc.nvcc, tc.cuda_tools_version, *parts):
            h.update(repr(part).encode())
            h.update(b"\0")
        return h.hexdigest()

    # ---- build ---------------------------------------------------------------------------
    async def build(
        self,
        request: BuildRequest,
        translation: TranslationResult | None = None,
        headers: TranslatedHeaders | None = None,
    ) -> DocumentBuild:
        """Compile ``request``: a CUDA document through its ``translation`` (required) and the
        translations of its local headers; a HIP document as it is."""
        start = time.perf_counter()
        if request.language == "cuda" and translation is None:
            raise ValueError("a CUDA document is built from its translation")
        compiled_text = translation.text if translation is not None else request.text
        mapping = LineMapping.of_translation(translation) if translation else LineMapping.identity(request.text)
        headers = headers or {}
        work = Path(tempfile.mkdtemp(prefix=f"{WORK_PREFIX}{os.getpid()}-"))
        try:
            hip_dir, cuda_dir = work / "hip", work / "cuda"
            name = request.path.stem or "document"
            hip_file, others = write_hip_sources(hip_dir, name, compiled_text, headers)
            flags = request.common_flags()
            content = (compiled_text, sorted((k, r.text) for k, (_, r) in headers.items()))
            busy: list[tuple[float, float]] = []  # when compilers ran, for compiler_seconds
            hip_flags = [*flags, *request.extra_args]
            # The translated headers shadow their originals for every include, quoted or angled,
            # from any folder (the key leaves out this folder: it changes with every build).
            shadowed = [f"-I{hip_dir}", *hip_flags] if headers else hip_flags
            keys = {
                t: self._key("hip", t, content, hip_flags, self.toolchain.device_lib_dirs.get(t))
                for t in request.targets
            }
            precompiled = await self._precompiled(request, compiled_text, set(headers), hip_file, hip_flags, keys, busy)
            tasks = [
                self._target(request, t, keys[t], hip_file, shadowed, mapping, others, busy, precompiled.get(t))
                for t in request.targets
            ]
            sass_task = None
            sass_note = None
            if request.language == "cuda" and request.sass_arch:
                if self.toolchain.has_sass_tools:
                    cuda_dir.mkdir()
                    cuda_file = cuda_dir / f"{name}{request.path.suffix or '.cu'}"
                    cuda_file.write_text(request.text, encoding="utf-8", errors="surrogateescape")
                    sass_task = self._sass(request, cuda_file, flags, busy)
                else:
                    missing = next(n for n in ("nvcc", "cuobjdump", "nvdisasm") if getattr(self.toolchain, n) is None)
                    problem = self.toolchain.problem(missing)
                    sass_note = f"{problem.message} Fix: {problem.fix}" if problem else f"{missing} not found"
            results = list(await asyncio.gather(*tasks, *([sass_task] if sass_task else [])))
            refused = [i for i, b in enumerate(results[: len(tasks)]) if b is None]
            if refused:  # a precompiled preamble clang refused: those targets again, from the whole text
                hip_file.write_text(compiled_text, encoding="utf-8", errors="surrogateescape")
                again = [
                    self._target(request, t, keys[t], hip_file, shadowed, mapping, others, busy)
                    for t in (request.targets[i] for i in refused)
                ]
                for i, build in zip(refused, await asyncio.gather(*again), strict=True):
                    results[i] = build
        finally:
            shutil.rmtree(work, ignore_errors=True)
        target_builds: list[TargetBuild] = list(results[: len(tasks)])
        sass_result: nvidia.SassResult | None = results[len(tasks)] if sass_task else None
        if sass_result is not None and not sass_result.ok:
            failed = next(r for r in (sass_result.compile, sass_result.disassembly) if r is not None and not r.ok)
            sass_note = f"nvcc/nvdisasm failed: {(failed.stderr or failed.stdout).strip()[-500:]}"
        output = "\n".join(
            f"# hipcc --offload-arch={b.target}\n{b.result.process.stderr}".rstrip()
            for b in target_builds
            if b.result.process.stderr.strip()
        )
        return DocumentBuild(
            request=request,
            translation=translation,
            mapping=mapping,
            targets={b.target: b for b in target_builds},
            sass=sass_result,
            sass_note=sass_note,
            diagnostics=group_ignored_results(merge_targets(b.diagnostics for b in target_builds)),
            compiler_seconds=_covered(busy),
            wall_seconds=time.perf_counter() - start,
            compiled_text=compiled_text,
            output=output,
        )

    async def _target(
        self,
        request: BuildRequest,
        target: str,
        key: str,
        source: Path,
        flags: list[str],
        mapping: LineMapping,
        others: dict[str, tuple[str, LineMapping]],
        busy: list[tuple[float, float]],
        precompiled: Precompiled | None = None,
    ) -> TargetBuild | None:
        """The target's build; None when clang refused ``precompiled`` (compile it again without)."""
        cached: hip.HipCompileResult | None = self.cache.get(key)
        result = cached
        if result is None:
            extra = [*flags, *(("-Xclang", "-include-pch", "-Xclang", str(precompiled.pch)) if precompiled else ())]
            async with self._slots:
                self.processes_started += 1
                began = time.perf_counter()
                try:
                    result = await hip.compile_device_asm(
                        self.toolchain, source, target, extra=extra, timeout=request.timeout
                    )
                finally:
                    busy.append((began, time.perf_counter()))
            if precompiled is not None:
                if precompiled.refused(result.process):
                    return None
                # Notes on a macro of the preamble name its header: the same lines of this file.
                stderr = result.process.stderr.replace(str(precompiled.header), str(result.source))
                result = dataclasses.replace(result, process=dataclasses.replace(result.process, stderr=stderr))
            self.cache.put(key, result)
        if result.process.timed_out:
            diagnostics = [_timeout_diagnostic(f"hipcc for {target}", request.timeout, target)]
        else:
            # A cached result names the folder it was compiled in; map with its own file name.
            remap = _relocate(others, source.parent, result.source.parent)
            diagnostics = map_diagnostics(
                result.diagnostics(), str(result.source), mapping, target=target, others=remap
            )
        return TargetBuild(target, result, diagnostics, cached=cached is not None)

    async def _precompiled(
        self,
        request: BuildRequest,
        text: str,
        local: set[str],
        source: Path,
        flags: list[str],
        keys: dict[str, str],
        busy: list[tuple[float, float]],
    ) -> dict[str, Precompiled]:
        """The precompiled preamble of every target still to compile, with ``source`` rewritten
        without the preamble; none (and ``source`` as it is) unless every such target has one."""
        preambles = self.preambles
        preamble = split(text, local) if preambles is not None else None
        targets = [t for t in request.targets if self.cache.get(keys[t]) is None]
        if preambles is None or preamble is None or not targets:
            return {}
        found = await asyncio.gather(
            *(preambles.get(self._key("preamble", t, flags, preamble.text, self.toolchain.device_lib_dirs.get(t)),
                            preamble, self._make_preamble(request, t, flags, busy)) for t in targets)
        )  # fmt: skip
        if not all(found):
            return {}
        source.write_text(preamble.rest, encoding="utf-8", errors="surrogateescape")
        return {t: f for t, f in zip(targets, found, strict=True) if f is not None}

    def _make_preamble(
        self, request: BuildRequest, target: str, flags: list[str], busy: list[tuple[float, float]]
    ) -> Make:
        async def make(header: Path, output: Path) -> ProcessResult:
            argv = hip.device_asm_argv(self.toolchain, target, header, output, extra=[*flags, "-Xclang", "-emit-pch"])
            async with self._slots:
                began = time.perf_counter()
                try:
                    env = self.toolchain.hip_env()
                    return await run_async(argv, env=env, cwd=header.parent, timeout=request.timeout)
                finally:
                    busy.append((began, time.perf_counter()))

        return make

    async def _sass(
        self, request: BuildRequest, source: Path, flags: list[str], busy: list[tuple[float, float]]
    ) -> nvidia.SassResult:
        key = self._key("sass", request.sass_arch, request.text, flags)
        cached: nvidia.SassResult | None = self.cache.get(key)
        if cached is not None:
            return cached
        async with self._slots:
            self.processes_started += 1
            began = time.perf_counter()
            try:
                result = await nvidia.sass_of(
                    self.toolchain, source, request.sass_arch or "sm_89", extra=flags, timeout=request.timeout
                )
            finally:
                busy.append((began, time.perf_counter()))
        self.cache.put(key, result)
        return result


def _covered(intervals: list[tuple[float, float]]) -> float:
    """Seconds during which at least one of the intervals was running (their union)."""
    total, end = 0.0, float("-inf")
    for a, b in sorted(intervals):
        if b > end:
            total += b - max(a, end)
            end = b
    return total


def _relocate(
    others: dict[str, tuple[str, LineMapping]], folder: Path, old_folder: Path
) -> dict[str, tuple[str, LineMapping]]:
    if folder == old_folder:
        return others
    return {str(old_folder / Path(k).relative_to(folder)): v for k, v in others.items()}


def _timeout_diagnostic(what: str, seconds: float, target: str) -> MappedDiagnostic:
    return MappedDiagnostic(
        0, 0, 0, None, "warning", f"{what} took longer than {seconds:g} s and was stopped.", "timeout", (), (target,)
    )


def write_hip_sources(
    folder: Path, name: str, compiled_text: str, headers: TranslatedHeaders
) -> tuple[Path, dict[str, tuple[str, LineMapping]]]:
    """Write the HIP text as ``folder/<name>.hip`` and the translated headers at their relative
    paths beside it; returns the main file and, per header copy, its real path and line map."""
    folder.mkdir(parents=True, exist_ok=True)
    hip_file = folder / f"{name}.hip"
    hip_file.write_text(compiled_text, encoding="utf-8", errors="surrogateescape")
    others: dict[str, tuple[str, LineMapping]] = {}
    for rel, (real, result) in headers.items():
        copy = folder / rel
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(result.text, encoding="utf-8", errors="surrogateescape")
        others[str(copy)] = (str(real), LineMapping.of_translation(result))
    return hip_file, others


def local_headers(request: BuildRequest) -> dict[str, tuple[Path, str]]:
    """The project's headers the document reaches through its includes: the path each is written
    at beside the translation -> (real path, text), the text's bytes kept (``surrogateescape``).

    An include is found as the compiler finds it: a quoted one in the including file's folder
    first, then (quoted or angled) in the include folders in order (``request.include_dirs``: the
    settings', those of compile_commands.json, the workspace folders). A header found there is the
    project's, and translated like the document, when it lies in the document's folder or under
    one of ``request.project_dirs``; one found elsewhere (a system or toolkit header) is left to
    the compiler, and so are a name found nowhere and a header that wraps the system's header of
    its name (``#include_next``). A header is written at its path relative to the
    folder it was found through (its includer's copy, or the include folder), so the compiler,
    given the folder of the copies first (``Builder.build``), finds the copy before the original.
    """
    root = request.path.parent
    projects = [root, *(Path(d) for d in request.project_dirs)]
    searched = [root, *(Path(d) for d in request.include_dirs)]  # as common_flags() orders them
    found: dict[str, tuple[Path, str]] = {}
    queue: list[tuple[Path, str, str]] = [(root, "", request.text)]  # (real folder, copy folder, text)
    while queue and len(found) < MAX_HEADERS:
        folder, copy_folder, text = queue.pop()
        for kind, name in _INCLUDE.findall(text):
            hit = _find_include(name, folder if kind == '"' else None, searched)
            if hit is None:
                continue
            path, through = hit
            if not path.suffix.lower().endswith(_HEADER_SUFFIXES) or not any(path.is_relative_to(p) for p in projects):
                continue
            rel = os.path.normpath(os.path.join(copy_folder, name) if through is None else name)
            if rel.startswith("..") or os.path.isabs(rel) or rel in found:
                continue  # a copy there would land outside the folder of copies
            try:
                header_text = path.read_text(encoding="utf-8", errors="surrogateescape")  # bytes kept
            except OSError:
                continue
            if _INCLUDE_NEXT.search(header_text):
                continue  # it wraps the system's header of its name: a copy elsewhere breaks the chain
            found[rel] = (path, header_text)
            queue.append((path.parent, os.path.dirname(rel), header_text))
    return found


def _find_include(name: str, includer: Path | None, searched: list[Path]) -> tuple[Path, Path | None] | None:
    """Where the compiler finds ``#include name``: (path, the include folder it was found
    through; None: the includer's own folder, searched first for a quoted include)."""
    if includer is not None:
        path = Path(os.path.normpath(includer / name))
        if path.is_file():
            return path, None
    for folder in searched:
        path = Path(os.path.normpath(folder / name))
        if path.is_file():
            return path, folder
    return None


def missing_toolchain_message(tc: Toolchain) -> str | None:
    """The message (with its fix) when hipcc is missing, else None."""
    if tc.has_hip:
        return None
    problem = tc.problem("hipcc")
    return f"{problem.message} Fix: {problem.fix}" if problem else "hipcc not found."


__all__ = [
    "BuildCache",
    "BuildRequest",
    "Builder",
    "DocumentBuild",
    "TargetBuild",
    "ToolMissingError",
    "TranslatedHeaders",
    "local_headers",
    "missing_toolchain_message",
    "request_flags",
    "write_hip_sources",
]
