"""The background builds of the open documents: the session's, whoever asks for one.

At most one build per document at a time (a newer request waits until the older one has been
cancelled and has killed its compilers); the latest finished build of each document is kept for
the hover and the assembly views; a build for a version that is no longer current is thrown
away. The compile flags come from the settings, the workspace folders and the document's
``compile_commands.json`` entry; a CUDA document is built through its translation and the
translations of the project headers it includes (``Session.build``). A program that compiled is
run beside its CUDA original and compared where a GPU is present (``cass.run.mode``): an AMD GPU,
else an NVIDIA GPU through HIP's NVIDIA platform, for which the document is translated again for
the HIP that platform's headers declare (toolchain/run.py).
"""

from __future__ import annotations

import asyncio
import dataclasses
import re
import shutil
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cass_lsp.session.jobs import ProgressFactory, cancellable, no_progress
from cass_lsp.session.paths import compiled_language, document_path
from cass_lsp.settings import RunSettings
from cass_lsp.toolchain import run as run_compare
from cass_lsp.toolchain.compare import Masks, bad_pattern
from cass_lsp.toolchain.discovery import ToolMissingError
from cass_lsp.toolchain.pipeline import DocumentBuild, missing_toolchain_message, request_flags, write_hip_sources
from cass_lsp.translate import translate

if TYPE_CHECKING:
    from cass_lsp.session.session import Session
    from cass_lsp.syntax.document import Document

_MAIN = re.compile(rb"^[^\n]*\bmain\s*\(", re.MULTILINE)


@dataclass(frozen=True)
class BuildOutcome:
    """What ``Builds.build`` did: ``build`` (None: nothing was built: the document is gone, not
    compiled, or changed meanwhile), and ``missing``: hipcc is missing (the message, with its fix;
    ``build`` is then the translation alone, made to be run on HIP's NVIDIA platform, or None)."""

    build: DocumentBuild | None = None
    missing: str | None = None


@dataclass(frozen=True)
class RunReport:
    """Running a document's program: ``skipped`` (why it was not run), or its ``outcome``
    (``toolchain.run.RunOutcome``) with the line of its ``main`` (0-based) and, where the build
    failed in the document's own translation, the CUDA line of its first error (0-based)."""

    skipped: str | None = None
    outcome: run_compare.RunOutcome | None = None
    main_line: int = 0
    seconds: float = 0.0
    error_line: int | None = None


def run_masks(settings: RunSettings) -> Masks:
    """The settings' masks; a pattern that is no regular expression is left out (the settings
    report it where they are checked)."""
    patterns = tuple(p for p in settings.mask_patterns if bad_pattern(p) is None)
    return Masks(settings.mask_timing, patterns, settings.rel_tolerance, settings.abs_tolerance)


class Builds:
    def __init__(self, session: Session) -> None:
        self._session = session
        self._latest: dict[str, DocumentBuild] = {}
        self._running: dict[str, int] = {}  # uri -> version being built
        self._jobs: dict[str, set[asyncio.Task]] = {}  # uri -> builds not finished yet
        self._schedulers: list[Callable[[Document], None]] = []
        self._runs: dict[str, RunReport] = {}  # uri -> the latest run of its program
        # What runs a built program (a test without a GPU gives a fake one).
        self.runner: run_compare.Runner = run_compare.default_runner

    # ---- what is known ----------------------------------------------------------------------

    def latest(self, uri: str) -> DocumentBuild | None:
        """The latest finished build of the document (perhaps of an older version)."""
        return self._latest.get(uri)

    def running(self, uri: str) -> bool:
        return uri in self._running

    def clear(self) -> list[str]:
        """Drop every kept build (the compile was turned off, another toolchain is in use); the
        documents that had one."""
        uris = list(self._latest)
        self._latest.clear()
        return uris

    def latest_run(self) -> tuple[str, RunReport] | None:
        """The document whose program ran last, and that run (a status bar shows its verdict)."""
        return next(reversed(self._runs.items()), None)

    def forget(self, uri: str) -> None:
        """The document was closed."""
        self._latest.pop(uri, None)
        self._runs.pop(uri, None)
        self._running.pop(uri, None)
        self._jobs.pop(uri, None)

    # ---- asking for one -----------------------------------------------------------------------

    def on_wanted(self, scheduler: Callable[[Document], None]) -> None:
        """``scheduler(doc)`` starts a background build of ``doc`` (the compile feature's, debounced)."""
        self._schedulers.append(scheduler)

    def want(self, doc: Document) -> None:
        """Start a build now unless one is running or a finished one is current (a hover asks)."""
        build = self._latest.get(doc.uri)
        if doc.uri not in self._running and (build is None or build.request.version != doc.version):
            for scheduler in self._schedulers:
                scheduler(doc)

    # ---- building -----------------------------------------------------------------------------

    async def build(
        self, uri: str, *, workspace_folders: Sequence[Path] = (), progress: ProgressFactory = no_progress
    ) -> BuildOutcome:
        """Build the document as it is now for the toolchain in use, under ``progress`` (whose
        cancel, like cancelling this call, kills the compilers)."""
        # Each build is a task of its own, kept until it has ended: one cancelled but still
        # reaping its compilers is waited for, so a document never has two hipcc per target.
        jobs = self._jobs.setdefault(uri, set())
        older = {t for t in jobs if not t.done()}
        job = asyncio.ensure_future(self._after(older, uri, workspace_folders, progress))
        jobs.add(job)
        job.add_done_callback(jobs.discard)
        return await job  # cancelling the caller cancels the job

    async def _after(
        self, older: set[asyncio.Future], uri: str, workspace_folders: Sequence[Path], progress: ProgressFactory
    ) -> BuildOutcome:
        if older:
            await asyncio.wait(older)
        session = self._session
        toolchain = await session.toolchain()
        doc = session.documents.find(uri)
        language = compiled_language(doc) if doc is not None else None
        if doc is None or language is None or session.builder is None:
            return BuildOutcome()
        missing = None
        if not toolchain.has_hip:
            missing = missing_toolchain_message(toolchain) or "hipcc not found."
            # With an NVIDIA GPU and no AMD hipcc there is nothing to compile for AMD, but the program
            # still runs there (finish): the build is the translation alone.
            if run_compare.choose_platform(toolchain, session.settings.run.mode)[0] != "nvidia":
                return BuildOutcome(missing=missing)
        version = doc.version
        self._running[uri] = version
        try:
            build = await self._build(doc, language, workspace_folders, progress, amd=missing is None)
        except ToolMissingError:
            return BuildOutcome(missing=missing_toolchain_message(toolchain) or "hipcc not found.")
        finally:
            if self._running.get(uri) == version:
                self._running.pop(uri, None)
        current = session.documents.find(uri)
        if current is None or current.version != version:
            return BuildOutcome()  # outdated: a newer build follows
        self._latest[uri] = build
        return BuildOutcome(build, missing)

    async def _build(
        self,
        doc: Document,
        language: str,
        workspace_folders: Sequence[Path],
        progress: ProgressFactory,
        amd: bool = True,
    ) -> DocumentBuild:
        settings = self._session.settings
        path = document_path(doc.uri)
        flags = await asyncio.to_thread(
            request_flags,
            path,
            workspace_folders=workspace_folders,
            include_paths=settings.compile.include_paths,
            defines=settings.compile.defines,
        )
        request = self._session.build_request(doc, language, flags, tuple(str(f) for f in workspace_folders))
        if not amd:
            request = dataclasses.replace(request, targets=())
        async with progress(f"Compiling {path.name}", True) as reporter:
            reporter.report(", ".join(request.targets))
            return await cancellable(asyncio.ensure_future(self._session.build(doc, request)), reporter)

    # ---- after a build ----------------------------------------------------------------------

    async def finish(self, uri: str, build: DocumentBuild) -> RunReport | None:
        """What follows a build the editor shows: its listings parsed (off the loop, so a hover
        never waits for it), then its program run and compared with its CUDA reference, where
        that applies (None: it does not: no ``main``, compile errors, a HIP document with no CUDA
        original beside it, running off, or the document changed meanwhile). A CUDA document runs
        its translation; a HIP document (the user's own port, ``k.hip`` beside ``k.cu``) runs as
        it is written, against that original."""
        await asyncio.to_thread(lambda: [t.assembly for t in build.targets.values()])
        session = self._session
        toolchain = session.current_toolchain
        doc = session.documents.find(uri)
        mode = session.settings.run.mode
        if toolchain is None or doc is None or doc.version != build.request.version:
            return None
        if mode == "never" or not _MAIN.search(bytes(doc.source)):
            return None
        hip_document = build.request.language == "hip"
        original = await asyncio.to_thread(self._cuda_original, build.request.path) if hip_document else None
        if build.request.language != "cuda" and original is None:
            return None
        reason = run_compare.skip_reason(toolchain, mode)
        if reason is not None:
            return RunReport(skipped=reason)
        if any(d.severity == "error" for d in build.diagnostics):
            return None
        path = build.request.path
        run = session.settings.run
        limits = run_compare.RunLimits(timeout=run.timeout_seconds)
        spec = run_compare.RunSpec(args=tuple(run.args), limits=limits, masks=run_masks(run))
        started = time.perf_counter()
        translation = None
        if original is None:
            translation, headers = await self._translation_to_run(build, toolchain, mode)
            hip_file = await asyncio.to_thread(_write_private, build, translation.text, headers)
        else:
            hip_file = await asyncio.to_thread(_write_private, build, build.request.text, {})
        try:
            # The translated headers first, as in the build (pipeline.Builder.build). The CUDA
            # original is the buffer as built (saved or not), beside the translation; for a HIP
            # document, its .cu beside it (its open buffer, else the file).
            cuda_file = hip_file.parent / "cuda" / (path.name if path.suffix == ".cu" else f"{path.stem}.cu")
            await asyncio.to_thread(_write_text, cuda_file, build.request.text if original is None else original)
            originals = [f"-I{d}" for d in (path.parent, *build.request.include_dirs)]
            outcome = await run_compare.run_and_compare(
                toolchain,
                cuda_file,
                hip_file,
                mode=mode,
                spec=spec,
                extra=[f"-I{hip_file.parent}", *originals],
                cuda_extra=originals,
                runner=self.runner,
            )
        finally:
            await asyncio.to_thread(shutil.rmtree, hip_file.parent, True)
        current = session.documents.find(uri)
        if current is None or current.version != build.request.version:
            return None
        match = _MAIN.search(bytes(current.source))
        line = current.source.count(b"\n", 0, match.start()) if match else 0
        error_line = None
        error = outcome.error
        if error is not None and Path(error.file).name == hip_file.name and error.line > 0:
            # the CUDA line it came from; a HIP document's own line
            error_line = translation.cuda_lines(error.line - 1)[0] if translation is not None else error.line - 1
        seconds = time.perf_counter() - started
        report = RunReport(outcome=outcome, main_line=line, seconds=seconds, error_line=error_line)
        self._runs.pop(uri, None)
        self._runs[uri] = report  # last in, for latest_run
        return report

    def _cuda_original(self, hip_path: Path) -> str | None:
        """The CUDA original of a HIP document: ``k.cu`` beside ``k.hip``, its open buffer first."""
        cuda_path = hip_path.with_suffix(".cu")
        open_doc = self._session.documents.find(cuda_path.as_uri())
        if open_doc is not None:
            return bytes(open_doc.source).decode("utf-8", "surrogateescape")
        try:
            return cuda_path.read_text(encoding="utf-8", errors="surrogateescape") if cuda_path.is_file() else None
        except OSError:
            return None

    async def _translation_to_run(self, build: DocumentBuild, toolchain, mode):  # type: ignore[no-untyped-def]
        """The document's translation and its headers' for the platform the program runs on: the
        build's where that is the toolchain it was built with, else (HIP's NVIDIA platform) made
        again for the HIP its headers declare."""
        session = self._session
        options = session.translate_options(build.request.path)
        hip = run_compare.translation_hip(toolchain, mode)
        translation = build.translation
        if hip is not None and hip != options.hip_version:
            options = dataclasses.replace(options, hip_version=hip)
            translation = await session.run_translation(lambda: translate(build.request.text, options))
            headers = await asyncio.to_thread(session.translate_headers, build.request, options)
        else:
            headers = await asyncio.to_thread(session.translate_headers, build.request)  # reads files: off the loop
        assert translation is not None  # a CUDA document's build has its translation
        return translation, headers


def _write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", errors="surrogateescape")


def _write_private(build: DocumentBuild, text: str, headers) -> Path:  # type: ignore[no-untyped-def]
    """The translation and its translated local headers in a private folder, for the run."""
    folder = Path(tempfile.mkdtemp(prefix="cass-run-src-"))
    hip_file, _ = write_hip_sources(folder, build.request.path.stem or "program", text, headers)
    return hip_file
