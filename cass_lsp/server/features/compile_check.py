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

Run and compare (``cass.run.mode``): where a GPU is present (an AMD GPU, else an NVIDIA GPU
through HIP's NVIDIA platform), a program (a document with ``main``) that compiled cleanly is
built, run beside its CUDA original and compared; the verdict is a diagnostic (key
``"hipcc-run"``, code ``run-<verdict>``) on ``main``, or, where the HIP program did not build, on
the CUDA line of the first error: information when the outputs agree (or the original disagrees
with itself), a warning otherwise, with the first differing lines in the message. The status bar
shows the latest verdict (``cass.status``'s ``run``). Without a GPU one information message per
session says running was skipped and why.

Headers (``.cuh``, ``.h``) are not compiled on their own: they are compiled through the files
that include them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from lsprotocol import types

from cass_lsp.server.feature import Feature
from cass_lsp.session import compiled_language, document_path
from cass_lsp.settings import Settings

if TYPE_CHECKING:
    from cass_lsp.session.builds import RunReport
    from cass_lsp.session.values import Document, DocumentBuild, MappedDiagnostic, Related, RunOutcome

SOURCE = "hipcc"
DIAGNOSTICS_KEY = "hipcc"
RUN_KEY = "hipcc-run"
MAX_DATA_OUTPUT = 64 * 1024  # characters of compiler output carried in a diagnostic's data

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
        session.builds.on_wanted(lambda doc: self._schedule(doc, 0.0))

    # ---- lifecycle ----------------------------------------------------------------------
    def settings_changed(self, settings: Settings) -> None:
        if not settings.compile.enabled:
            for uri in self.session.builds.clear():
                self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, [])
            return
        if self.session.current_toolchain is not None:
            self._schedule_all()

    def _toolchain_changed(self, toolchain) -> None:  # type: ignore[no-untyped-def]
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
        folders = [document_path(f.uri) for f in (self.server.workspace.folders or {}).values()]
        outcome = await self.session.builds.build(uri, workspace_folders=folders, progress=self.server.progress)
        if outcome.missing is not None:
            self._tell_missing(outcome.missing)
        build = outcome.build
        current = self.session.documents.find(uri)
        if build is None or current is None:
            return
        self.server.log(
            f"hipcc: {document_path(uri).name} v{current.version}: {len(build.diagnostics)} diagnostics,"
            f" wall {build.wall_seconds * 1000:.0f} ms, compilers {build.compiler_seconds * 1000:.0f} ms"
        )
        self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, self._lsp_diagnostics(current, build), current.version)
        report = await self.session.builds.finish(uri, build)
        if report is not None:
            self._show_run(uri, report)

    def _tell_missing(self, message: str) -> None:
        if not self._told_missing:
            self._told_missing = True
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
            url = d.url
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
    def _show_run(self, uri: str, report: RunReport) -> None:
        """Without a GPU one information message per session; with one, the verdict on the file."""
        if report.skipped is not None:
            if not self._told_run_skipped:
                self._told_run_skipped = True
                self.server.show(
                    f"cass-lsp: running the HIP program was skipped: {report.skipped}.", types.MessageType.Info
                )
            return
        outcome = report.outcome
        current = self.session.documents.find(uri)
        if outcome is None or current is None:
            return
        self.server.log(f"run: {document_path(uri).name}: {outcome.status} in {report.seconds:.1f} s")
        diagnostics = []
        if outcome.status != "skipped":
            line = report.error_line if report.error_line is not None else report.main_line
            message = outcome.message
            if outcome.comparison is not None and not outcome.comparison.equal and outcome.comparison.context:
                message += "\n" + outcome.comparison.context_text()
            agreed = outcome.status in ("equal", "equal-masked", "nondeterministic", "no-reference")
            diagnostics.append(
                types.Diagnostic(
                    range=types.Range(start=self._position(current, line, 0), end=self._position(current, line, None)),
                    message=message,
                    severity=types.DiagnosticSeverity.Information if agreed else types.DiagnosticSeverity.Warning,
                    source=SOURCE,
                    code=f"run-{outcome.status}",
                    data=_run_data(outcome),
                )
            )
        self.server.diagnostics.set(uri, RUN_KEY, diagnostics, current.version)


def _where(r: Related) -> str:
    name = "here" if r.in_main else Path(r.file).name
    return f"{name}:{r.line + 1}:{r.column + 1}"


def _run_data(outcome: RunOutcome) -> dict[str, Any]:
    data: dict[str, Any] = {"status": outcome.status, "platform": outcome.platform}
    if outcome.comparison is not None and not outcome.comparison.equal:
        c = outcome.comparison
        data.update(line=c.line, column=c.column, expected=c.expected_line, actual=c.actual_line)
    if outcome.reference is not None:
        data["reference"] = outcome.reference.origin
    if outcome.error is not None:
        data["error"] = {"file": outcome.error.file, "line": outcome.error.line, "message": outcome.error.message}
    if outcome.build is not None and not outcome.build.ok:
        data["output"] = (outcome.build.stdout + outcome.build.stderr)[-MAX_DATA_OUTPUT:]
    return data
