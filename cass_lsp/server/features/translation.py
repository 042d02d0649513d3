"""Translation in the editor: the rule engine's findings on CUDA documents as diagnostics.

Source ``cass-lsp``, the stable codes of cass_lsp/translate/FINDINGS.md, ``codeDescription``
linking the ROCm docs; computed off the event loop after each change (debounced), for the
document version they describe. The translation is the session's (one per version, with the
session's options), shared with the background build, the code actions (their quick fixes and
the two conversions: ``code_actions.py``) and the model fallbacks.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from lsprotocol import types

from cass_lsp.core.result import Finding
from cass_lsp.server.feature import Feature
from cass_lsp.session import is_cuda
from cass_lsp.settings import Settings

if TYPE_CHECKING:
    from cass_lsp.session.values import Document

logger = logging.getLogger(__name__)

SOURCE = "cass-lsp"
DIAGNOSTICS_KEY = "findings"
DEBOUNCE_SECONDS = 0.2
# The most findings published for one file (a 10 MB file can have tens of thousands): errors
# first, then warnings, then the rest, each in file order; one information diagnostic at the top
# of the file says how many were left out. Quick fixes still see every finding.
MAX_DIAGNOSTICS = 1000
CAPPED_CODE = "findings-not-shown"
# A file larger than this, when opened, first gets the findings of its first PROVISIONAL_BYTES
# (translated on their own: a fifth of a second), published before the whole file is translated
# (seconds for a 10 MB file); the whole file's findings then replace them.
PROVISIONAL_MIN_BYTES = 1024 * 1024
PROVISIONAL_BYTES = 256 * 1024
PROVISIONAL_CODE = "findings-provisional"


def capped(findings: Sequence[Finding], limit: int | None = None) -> tuple[list[Finding], int]:
    """The findings to publish (at most ``limit``, by default ``MAX_DIAGNOSTICS``: errors first, then
    warnings, then the rest, each in file order; returned in file order) and how many were left out."""
    limit = MAX_DIAGNOSTICS if limit is None else limit
    if len(findings) <= limit:
        return list(findings), 0
    order = sorted(range(len(findings)), key=lambda i: (findings[i].severity, findings[i].start, i))
    kept = sorted(order[:limit])
    return [findings[i] for i in kept], len(findings) - limit


class TranslationFeature(Feature):
    name = "translation"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        self._awaiting_first: set[str] = set()  # large files opened whose findings are not published yet
        session.on_toolchain(self._toolchain_changed)
        session.on_rule_files(lambda paths: self._reschedule())  # the project's rules changed: translate again
        session.on_project_index(lambda project: self._reschedule())  # what the project declares is known

    # ---- settings and lifecycle -----------------------------------------------------------

    def settings_changed(self, settings: Settings) -> None:
        self._reschedule()

    def _toolchain_changed(self, toolchain) -> None:  # type: ignore[no-untyped-def]
        """HIP names newer than the toolchain's HIP become findings: translate again for it."""
        self._reschedule()

    def _reschedule(self) -> None:
        for doc in list(self.session.documents):
            if is_cuda(doc):
                self._schedule(doc)

    def document_opened(self, doc: Document) -> None:
        if is_cuda(doc):
            if len(doc.source) > PROVISIONAL_MIN_BYTES:
                self._awaiting_first.add(doc.uri)
            self._schedule(doc, delay=0.0)

    def document_closed(self, uri: str) -> None:
        self._awaiting_first.discard(uri)

    def document_changed(self, doc: Document) -> None:
        if is_cuda(doc):
            self._schedule(doc)
        else:
            self.server.diagnostics.set(doc.uri, DIAGNOSTICS_KEY, [], doc.version)

    def _schedule(self, doc: Document, delay: float = DEBOUNCE_SECONDS) -> None:
        uri = doc.uri

        async def job() -> None:
            current = self.session.documents.find(uri)
            if current is None or not is_cuda(current):
                return
            version = current.version
            if uri in self._awaiting_first:  # a large file just opened: its start first
                try:
                    await self._publish_provisional(current)
                except Exception:  # the whole file's translation still comes
                    logger.exception("provisional findings of %s", uri)
            result = await self.session.translation(current)
            if current.version == version and self.session.documents.find(uri) is current:
                shown, left_out = capped(result.findings)
                diagnostics = [self._diagnostic(current, f) for f in shown]
                if left_out:
                    diagnostics.insert(0, self._left_out(len(result.findings), left_out))
                self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, diagnostics, version)
                self._awaiting_first.discard(uri)

        self.server.debounce(("translation", uri), delay, job)

    def _diagnostic(self, doc: Document, f: Finding) -> types.Diagnostic:
        return self.server.finding_diagnostic(doc, f, SOURCE)

    async def _publish_provisional(self, doc: Document) -> None:
        """The findings of the start of a large file, until the whole file's are known."""
        version = doc.version
        findings, lines = await self.session.provisional_findings(doc, PROVISIONAL_BYTES)
        if doc.version != version or self.session.documents.find(doc.uri) is not doc:
            return
        shown, _ = capped(findings)
        diagnostics = [self._diagnostic(doc, f) for f in shown]
        note = _file_note(
            PROVISIONAL_CODE,
            f"Findings of the first {lines:,} lines only, while the whole file ({doc.line_count:,} lines)"
            " is translated",
        )
        self.server.diagnostics.set(doc.uri, DIAGNOSTICS_KEY, [note, *diagnostics], version)

    def _left_out(self, total: int, left_out: int) -> types.Diagnostic:
        return _file_note(
            CAPPED_CODE,
            f"{left_out:,} of the {total:,} findings of this file are not shown (at most {MAX_DIAGNOSTICS:,}"
            " are published: errors first, then warnings, in file order);"
            " `cass-lsp translate FILE --report F.json` lists them all",
        )


def _file_note(code: str, message: str) -> types.Diagnostic:
    """An information diagnostic about the file's findings as a whole, at its first character."""
    start = types.Position(line=0, character=0)
    return types.Diagnostic(
        range=types.Range(start=start, end=start),
        message=message,
        severity=types.DiagnosticSeverity.Information,
        source=SOURCE,
        code=code,
    )
