"""The background builds of the open documents: the session's, whoever asks for one.

At most one build per document at a time (a newer request waits until the older one has been
cancelled and has killed its compilers); the latest finished build of each document is kept for
the hover and the assembly views; a build for a version that is no longer current is thrown
away. The compile flags come from the settings, the workspace folders and the document's
``compile_commands.json`` entry; a CUDA document is built through its translation and the
translations of the project headers it includes (``Session.build``). A program that compiled is
run and compared with its CUDA reference where an AMD GPU is present (``cass.run.mode``).
"""

from __future__ import annotations

import asyncio
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
from cass_lsp.toolchain import run as run_compare
from cass_lsp.toolchain.discovery import ToolMissingError
from cass_lsp.toolchain.pipeline import DocumentBuild, missing_toolchain_message, request_flags, write_hip_sources

if TYPE_CHECKING:
    from cass_lsp.session.session import Session
    from cass_lsp.syntax.document import Document

_MAIN = re.compile(rb"^[^\n]*\bmain\s*\(", re.MULTILINE)


@dataclass(frozen=True)
class BuildOutcome:
    """What ``Builds.build`` did: ``build`` (None: nothing was built: the document is gone, not
    compiled, or changed meanwhile), or ``missing``: hipcc is missing (the message, with its fix)."""

    build: DocumentBuild | None = None
    missing: str | None = None


@dataclass(frozen=True)
class RunReport:
    """Running a document's program: ``skipped`` (why it was not run), or its ``outcome``
    (``toolchain.run.RunOutcome``) with the line of its ``main`` (0-based)."""

    skipped: str | None = None
    outcome: run_compare.RunOutcome | None = None
    main_line: int = 0
    seconds: float = 0.0


class Builds:
    def __init__(self, session: Session) -> None:
        self._session = session
        self._latest: dict[str, DocumentBuild] = {}
        self._running: dict[str, int] = {}  # uri -> version being built
        self._jobs: dict[str, set[asyncio.Task]] = {}  # uri -> builds not finished yet
        self._schedulers: list[Callable[[Document], None]] = []

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

    def forget(self, uri: str) -> None:
        """The document was closed."""
        self._latest.pop(uri, None)
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
        if not toolchain.has_hip:
            return BuildOutcome(missing=missing_toolchain_message(toolchain) or "hipcc not found.")
        version = doc.version
        self._running[uri] = version
        try:
            build = await self._build(doc, language, workspace_folders, progress)
        except ToolMissingError:
            return BuildOutcome(missing=missing_toolchain_message(toolchain) or "hipcc not found.")
        finally:
            if self._running.get(uri) == version:
                self._running.pop(uri, None)
        current = session.documents.find(uri)
        if current is None or current.version != version:
            return BuildOutcome()  # outdated: a newer build follows
        self._latest[uri] = build
        return BuildOutcome(build)

    async def _build(
        self, doc: Document, language: str, workspace_folders: Sequence[Path], progress: ProgressFactory
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
        async with progress(f"Compiling {path.name}", True) as reporter:
            reporter.report(", ".join(request.targets))
            return await cancellable(asyncio.ensure_future(self._session.build(doc, request)), reporter)

    # ---- after a build ----------------------------------------------------------------------

    async def finish(self, uri: str, build: DocumentBuild) -> RunReport | None:
        """What follows a build the editor shows: its listings parsed (off the loop, so a hover
        never waits for it), then its program run and compared with its CUDA reference, where
        that applies (None: it does not: no ``main``, compile errors, a HIP document, running
        off, or the document changed meanwhile)."""
        await asyncio.to_thread(lambda: [t.assembly for t in build.targets.values()])
        session = self._session
        toolchain = session.current_toolchain
        doc = session.documents.find(uri)
        mode = session.settings.run.mode
        if toolchain is None or doc is None or doc.version != build.request.version:
            return None
        if mode == "never" or not _MAIN.search(bytes(doc.source)) or build.request.language != "cuda":
            return None
        reason = run_compare.skip_reason(toolchain, mode)
        if reason is not None:
            return RunReport(skipped=reason)
        if any(d.severity == "error" for d in build.diagnostics):
            return None
        path = build.request.path
        limits = run_compare.RunLimits(timeout=session.settings.run.timeout_seconds)
        started = time.perf_counter()
        headers = await asyncio.to_thread(session.translate_headers, build.request)  # reads files: off the loop
        hip_file = await asyncio.to_thread(_write_private, build, headers)
        try:
            # The translated headers first, as in the build (pipeline.Builder.build).
            extra = [*(f"-I{d}" for d in (hip_file.parent, path.parent, *build.request.include_dirs))]
            outcome = await run_compare.run_and_compare(
                toolchain, path, hip_file, mode=mode, limits=limits, extra=extra
            )
        finally:
            await asyncio.to_thread(shutil.rmtree, hip_file.parent, True)
        current = session.documents.find(uri)
        if current is None or current.version != build.request.version:
            return None
        match = _MAIN.search(bytes(current.source))
        line = current.source.count(b"\n", 0, match.start()) if match else 0
        return RunReport(outcome=outcome, main_line=line, seconds=time.perf_counter() - started)


def _write_private(build: DocumentBuild, headers) -> Path:  # type: ignore[no-untyped-def]
    """The translation and its translated local headers (the session's options) in a private folder, for the run."""
    folder = Path(tempfile.mkdtemp(prefix="cass-run-src-"))
    hip_file, _ = write_hip_sources(folder, build.request.path.stem or "program", build.compiled_text, headers)
    return hip_file
