"""Build files in the editor: the build-file engine's findings on CMake files and Makefiles.

- Diagnostics: for an open ``CMakeLists.txt``, ``*.cmake``, ``Makefile``, ``makefile``,
  ``GNUmakefile`` or ``*.mk``, what ``cass-lsp port`` would report about it (cass_lsp.buildfiles:
  the rewrites that are not mechanical, such as an NVIDIA architecture, ``--use_fast_math``,
  ``-maxrregcount``, a CUDA library HIP lacks), on the file's lines, source ``cass-lsp``, code the
  finding's. Computed off the event loop after each change (debounced), for the version they
  describe. A CMake file that cannot be read is one ``build-unreadable`` error on its line.
- Quick fixes (``quickfix``): the finding's own rewrite, where the engine marks it safe, with what
  the rewrite needs to stand on its own in the file (cass_lsp.buildfiles.fixes; a Makefile's
  defaults are the toolchain in use's hipcc and targets).

Build files are known by name: documents do not keep the client's ``languageId`` (a
``Makefile.linux`` opened as ``makefile`` is not recognised).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from lsprotocol import types

from cass_lsp.buildfiles import BuildOptions, kind_of
from cass_lsp.buildfiles.fixes import build_findings
from cass_lsp.core.result import Finding
from cass_lsp.server.feature import Feature
from cass_lsp.session import build_options
from cass_lsp.syntax.document import Document
from cass_lsp.syntax.languages import uri_path

logger = logging.getLogger(__name__)

SOURCE = "cass-lsp"
DIAGNOSTICS_KEY = "buildfiles"
DEBOUNCE_SECONDS = 0.2


def build_kind(uri: str) -> str | None:
    """ "cmake", "make" or None for a document, by its file name (as ``cass-lsp port`` decides)."""
    return kind_of(uri_path(uri).name)


@dataclass(frozen=True)
class _Ported:
    version: int
    findings: tuple[Finding, ...]


class BuildFilesFeature(Feature):
    name = "buildfiles"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        self._ported: dict[str, _Ported] = {}  # uri -> the findings of its latest version
        session.on_toolchain(self._toolchain_changed)

    # ---- lifecycle --------------------------------------------------------------------------

    def _toolchain_changed(self, toolchain) -> None:  # type: ignore[no-untyped-def]
        """A Makefile's fixes write the toolchain's hipcc and targets: port them again."""
        for doc in list(self.session.documents):
            if build_kind(doc.uri) == "make":
                self._schedule(doc)

    def document_opened(self, doc: Document) -> None:
        if build_kind(doc.uri) is not None:
            self._schedule(doc, delay=0.0)

    def document_changed(self, doc: Document) -> None:
        if build_kind(doc.uri) is not None:
            self._schedule(doc)

    def document_closed(self, uri: str) -> None:
        self._ported.pop(uri, None)

    def _schedule(self, doc: Document, delay: float = DEBOUNCE_SECONDS) -> None:
        uri = doc.uri

        async def job() -> None:
            current = self.session.documents.find(uri)
            kind = build_kind(uri)
            if current is None or kind is None:
                return
            if current.notice is not None:  # binary or over the size limit: left alone
                self._ported.pop(uri, None)
                self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, [], current.version)
                return
            version, text = current.version, current.text
            options = build_options(await self.session.toolchain()) if kind == "make" else BuildOptions()
            findings = await self.session.run_translation(lambda: build_findings(text, kind, options))
            if current.version != version or self.session.documents.find(uri) is not current:
                return
            self._ported[uri] = _Ported(version, findings)
            diagnostics = [self._diagnostic(current, f) for f in findings]
            self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, diagnostics, version)

        self.server.debounce(("buildfiles", uri), delay, job)

    def _diagnostic(self, doc: Document, f: Finding) -> types.Diagnostic:
        return self.server.finding_diagnostic(doc, f, SOURCE)

    # ---- quick fixes ------------------------------------------------------------------------

    async def code_actions(self, doc: Document, params: types.CodeActionParams) -> list[types.CodeAction]:
        """Fixes of the diagnostics published for this version (none before they are computed)."""
        ported = self._ported.get(doc.uri)
        if ported is None or ported.version != doc.version:
            return []
        start = self.server.offset(doc, params.range.start)
        end = self.server.offset(doc, params.range.end)
        return [
            types.CodeAction(
                title=f.fix_title or f"Fix {f.code}",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[self._diagnostic(doc, f)],
                edit=self.server.edit_document(doc, list(f.fix)),
            )
            for f in ported.findings
            if f.fix and not (f.end < start or f.start > end)
        ]
