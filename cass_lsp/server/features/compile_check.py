"""Background hipcc check: compile the HIP translation on open, save and (debounced) edits.

For a CUDA document the translation (shared with the translation feature, same version and
options) is compiled for every target; for a ``.hip`` document the text itself. The work is
``cass_lsp.toolchain.pipeline.Builder``'s: a private temporary folder, asyncio subprocesses in
their own process groups, a cache by content, flags and target. One debounced job per
document (key ``("compile", uri)``): a newer version cancels the older job, waiting or running,
which kills its compilers, so at most one compile per document and target runs.

Diagnostics (key ``"hipcc"``): source ``hipcc``, clang's diagnostic name as ``code`` (with the
clang reference as ``codeDescription`` for warning flags), notes as ``relatedInformation`` or
folded into the message when the client lacks it, and in ``data`` the diagnostic's own text
plus the full compiler output. A diagnostic only some targets report names them.

Run and compare (``cass.run.mode``): where an AMD GPU is present, a program (a document with
``main``) that compiled cleanly is built, run and compared with its CUDA reference; a mismatch
is a warning on ``main``. Without an AMD GPU one information message per session says running
was skipped and why.

Headers (``.cuh``, ``.h``) are not compiled on their own: they are compiled through the files
that include them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from pathlib import Path
from typing import Any

from lsprotocol import types

from cass_lsp.server.feature import Feature
from cass_lsp.session import compiled_language, document_path
from cass_lsp.settings import Settings
from cass_lsp.syntax.document import Document
from cass_lsp.toolchain import run as run_compare
from cass_lsp.toolchain.clang_diagnostics import MappedDiagnostic, Related, flag_url, ignored_result_places
from cass_lsp.toolchain.discovery import Toolchain, ToolMissingError
from cass_lsp.toolchain.pipeline import (
    DocumentBuild,
    TranslatedHeaders,
    missing_toolchain_message,
    request_flags,
    write_hip_sources,
)
from cass_lsp.toolchain.result_checks import check_calls

logger = logging.getLogger(__name__)

SOURCE = "hipcc"
DIAGNOSTICS_KEY = "hipcc"
RUN_KEY = "hipcc-run"
MAX_DATA_OUTPUT = 64 * 1024  # characters of compiler output carried in a diagnostic's data
COMPILED_SUFFIXES = (".cu", ".hip")
_MAIN = re.compile(rb"^[^\n]*\bmain\s*\(", re.MULTILINE)

_SEVERITY = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}


class CompileCheckFeature(Feature):
    name = "compile_check"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        self._told_missing = False
        self._told_run_skipped = False
        session.on_toolchain(self._toolchain_changed)
        session.on_build_wanted(lambda doc: self._schedule(doc, 0.0))

    # ---- lifecycle ----------------------------------------------------------------------
    def settings_changed(self, settings: Settings) -> None:
        if not settings.compile.enabled:
            for uri in list(self.session.builds):
                self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, [])
            self.session.builds.clear()
            return
        if self.session.current_toolchain is not None:
            self._schedule_all()

    def _toolchain_changed(self, toolchain: Toolchain) -> None:
        if self.session.settings.compile.enabled:
            self._schedule_all()

    def _schedule_all(self) -> None:
        for doc in list(self.session.documents):
            if compiled_language(doc):
                self._schedule(doc, 0.0)

    def document_opened(self, doc: Document) -> None:
        self._schedule(doc, 0.0)

    def document_saved(self, doc: Document) -> None:
        self._schedule(doc, 0.0)

    def document_changed(self, doc: Document) -> None:
        self._schedule(doc, self.session.settings.compile.debounce_ms / 1000)

    # ---- the job ------------------------------------------------------------------------
    def _schedule(self, doc: Document, delay: float) -> None:
        if not self.session.settings.compile.enabled or compiled_language(doc) is None:
            return
        uri = doc.uri
        self.server.debounce(("compile", uri), delay, lambda: self._compile(uri))

    async def _compile(self, uri: str) -> None:
        # The debounce cancelled the older jobs but does not wait for them: wait here until they
        # have killed and reaped their compilers, so a document never has two hipcc per target.
        session = self.session
        me = asyncio.current_task()
        jobs = session.compile_jobs.setdefault(uri, set())
        older = {t for t in jobs if t is not me and not t.done()}
        if me is not None:
            jobs.add(me)
            me.add_done_callback(jobs.discard)
        if older:
            await asyncio.wait(older)
        toolchain = await session.toolchain()
        doc = session.documents.find(uri)
        language = compiled_language(doc) if doc is not None else None
        if doc is None or language is None or session.builder is None:
            return
        if not toolchain.has_hip:
            self._tell_missing(toolchain)
            return
        version = doc.version
        session.building[uri] = version
        try:
            build = await self._build(doc, language)
        except ToolMissingError:
            self._tell_missing(toolchain)
            return
        finally:
            if session.building.get(uri) == version:
                session.building.pop(uri, None)
        current = session.documents.find(uri)
        if current is None or current.version != version:
            return  # outdated: a newer job follows
        session.builds[uri] = build
        self.server.log(
            f"hipcc: {document_path(uri).name} v{version}: {len(build.diagnostics)} diagnostics,"
            f" wall {build.wall_seconds * 1000:.0f} ms, compilers {build.compiler_seconds * 1000:.0f} ms"
        )
        self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, self._lsp_diagnostics(current, build), version)
        # Parse the listings now, off the loop, so a hover never waits for it.
        await asyncio.to_thread(lambda: [t.assembly for t in build.targets.values()])
        await self._run_and_compare(current, build)

    async def _build(self, doc: Document, language: str) -> DocumentBuild:
        settings = self.session.settings
        path = document_path(doc.uri)
        folders = [document_path(f.uri) for f in (self.server.workspace.folders or {}).values()]
        flags = await asyncio.to_thread(
            request_flags,
            path,
            workspace_folders=folders,
            include_paths=settings.compile.include_paths,
            defines=settings.compile.defines,
        )
        request = self.session.build_request(doc, language, flags)
        async with self.server.progress(f"Compiling {path.name}", cancellable=True) as progress:
            progress.report(", ".join(request.targets))
            job = asyncio.ensure_future(self.session.build(doc, request))
            cancelled = asyncio.ensure_future(progress.cancelled.wait())
            try:
                await asyncio.wait({job, cancelled}, return_when=asyncio.FIRST_COMPLETED)
            finally:
                cancelled.cancel()
                if not job.done():
                    job.cancel()  # the user's cancel, or ours: kills the compilers
                    with contextlib.suppress(asyncio.CancelledError):
                        await job
            if job.cancelled():
                raise asyncio.CancelledError
            return job.result()

    def _tell_missing(self, toolchain: Toolchain) -> None:
        if self._told_missing:
            return
        self._told_missing = True
        message = missing_toolchain_message(toolchain) or "hipcc not found."
        self.server.show(f"cass-lsp: background HIP compile is off. {message}", types.MessageType.Warning)

    # ---- diagnostics --------------------------------------------------------------------
    def _lsp_diagnostics(self, doc: Document, build: DocumentBuild) -> list[types.Diagnostic]:
        related_ok = self.server.client_supports("text_document.publish_diagnostics.related_information")
        description_ok = self.server.client_supports("text_document.publish_diagnostics.code_description_support")
        all_targets = set(build.request.targets)
        output = build.output[-MAX_DATA_OUTPUT:]
        out = []
        for d in build.diagnostics:
            message = d.message
            if d.targets and set(d.targets) != all_targets:
                message += f" [{', '.join(d.targets)}]"
            diagnostic = types.Diagnostic(
                range=self._range(doc, d),
                message=message,
                severity=_SEVERITY[d.severity],
                source=SOURCE,
                code=d.code,
                data={"rendered": d.rendered, "targets": list(d.targets), "output": output},
            )
            url = flag_url(d.code)
            if url and description_ok:
                diagnostic.code_description = types.CodeDescription(href=url)
            if d.related:
                if related_ok:
                    diagnostic.related_information = [self._related(doc, r) for r in d.related]
                else:
                    notes = "\n".join(f"{_where(r)}: {r.message}" for r in d.related)
                    diagnostic.message += "\n" + notes
            out.append(diagnostic)
        return out

    async def code_actions(self, doc: Document, params: types.CodeActionParams) -> list[types.CodeAction]:
        """The quick fix of hipcc's ignored-results warning (toolchain.result_checks)."""
        build = self.session.builds.get(doc.uri)
        actions = []
        for d in build.diagnostics if build is not None else ():
            places = ignored_result_places(d)
            if places and d.start_line <= params.range.end.line and params.range.start.line <= d.end_line:
                edits = check_calls(bytes(doc.source), places)
                if edits:
                    title = f"Check the error of the {len(places)} call{'s' * (len(places) > 1)} that ignore it"
                    edit = self.server.edit_document(doc, edits)
                    actions.append(types.CodeAction(title=title, kind=types.CodeActionKind.QuickFix, edit=edit))
        return actions

    def _position(self, doc: Document, line: int, byte_column: int | None) -> types.Position:
        line = max(0, min(line, doc.line_count - 1))
        text = doc.line_bytes(line).rstrip(b"\r\n")
        column = len(text) if byte_column is None else min(byte_column, len(text))
        return self.server.lsp_position(doc, doc.line_start(line) + column)

    def _range(self, doc: Document, d: MappedDiagnostic) -> types.Range:
        return types.Range(
            start=self._position(doc, d.start_line, d.start_column),
            end=self._position(doc, d.end_line, d.end_column),
        )

    def _related(self, doc: Document, r: Related) -> types.DiagnosticRelatedInformation:
        if r.in_main:
            position = self._position(doc, r.line, r.column)
            location = types.Location(uri=doc.uri, range=types.Range(start=position, end=position))
        else:
            position = types.Position(line=r.line, character=r.column)
            location = types.Location(uri=Path(r.file).as_uri(), range=types.Range(start=position, end=position))
        return types.DiagnosticRelatedInformation(location=location, message=r.message)

    # ---- run and compare ----------------------------------------------------------------
    async def _run_and_compare(self, doc: Document, build: DocumentBuild) -> None:
        toolchain = self.session.current_toolchain
        assert toolchain is not None
        mode = self.session.settings.run.mode
        if mode == "never" or not _MAIN.search(bytes(doc.source)) or build.request.language != "cuda":
            return
        reason = run_compare.skip_reason(toolchain, mode)
        if reason is not None:
            if not self._told_run_skipped:
                self._told_run_skipped = True
                self.server.show(f"cass-lsp: running the HIP program was skipped: {reason}.", types.MessageType.Info)
            return
        if any(d.severity == "error" for d in build.diagnostics):
            return
        path = document_path(doc.uri)
        limits = run_compare.RunLimits(timeout=self.session.settings.run.timeout_seconds)
        started = time.perf_counter()
        headers = await asyncio.to_thread(self.session.translate_headers, build.request)  # reads files: off the loop
        hip_file = await asyncio.to_thread(_write_private, build, headers)
        try:
            extra = [*(f"-I{d}" for d in (path.parent, *build.request.include_dirs))]
            outcome = await run_compare.run_and_compare(
                toolchain, path, hip_file, mode=mode, limits=limits, extra=extra
            )
        finally:
            await asyncio.to_thread(_remove_private, hip_file)
        current = self.session.documents.find(doc.uri)
        if current is None or current.version != build.request.version:
            return
        self.server.log(f"run: {path.name}: {outcome.status} in {time.perf_counter() - started:.1f} s")
        diagnostics = []
        if outcome.status in ("mismatch", "run-failed", "build-failed"):
            match = _MAIN.search(bytes(current.source))
            line = current.source.count(b"\n", 0, match.start()) if match else 0
            severity = types.DiagnosticSeverity.Warning
            diagnostics.append(
                types.Diagnostic(
                    range=types.Range(start=self._position(current, line, 0), end=self._position(current, line, None)),
                    message=outcome.message,
                    severity=severity,
                    source=SOURCE,
                    code=f"run-{outcome.status}",
                    data=_run_data(outcome),
                )
            )
        self.server.diagnostics.set(doc.uri, RUN_KEY, diagnostics, current.version)


def _where(r: Related) -> str:
    name = "here" if r.in_main else Path(r.file).name
    return f"{name}:{r.line + 1}:{r.column + 1}"


def _run_data(outcome: run_compare.RunOutcome) -> dict[str, Any]:
    data: dict[str, Any] = {"status": outcome.status}
    if outcome.comparison is not None and not outcome.comparison.equal:
        c = outcome.comparison
        data.update(line=c.line, column=c.column, expected=c.expected_line, actual=c.actual_line)
    if outcome.reference is not None:
        data["reference"] = outcome.reference.origin
    return data


def _write_private(build: DocumentBuild, headers: TranslatedHeaders) -> Path:
    """The translation and its translated local headers (the session's options) in a private folder, for the run."""
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="cass-run-src-"))
    hip_file, _ = write_hip_sources(folder, build.request.path.stem or "program", build.compiled_text, headers)
    return hip_file


def _remove_private(path: Path) -> None:
    import shutil

    shutil.rmtree(path.parent, ignore_errors=True)
