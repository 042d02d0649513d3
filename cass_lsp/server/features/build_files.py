"""Build files in the editor: the build-file engine's findings on the build files of every system
it knows (CMake, make, autotools, Meson...).

For an open build file (``CMakeLists.txt``, ``*.cmake``, ``Makefile``, ``*.mk``, ``configure.ac``,
``meson.build``...), what ``cass-lsp port`` would report about it (the session's ``build_files``: the
rewrites that are not mechanical, such as an NVIDIA architecture, ``--use_fast_math``,
``-maxrregcount``, a CUDA library HIP lacks), on the file's lines, source ``cass-lsp``, code the
finding's. Computed off the event loop after each change (debounced), for the version they
describe. A CMake file that cannot be read is one ``build-unreadable`` error on its line. The
quick fixes of these findings are code actions (``code_actions.py``).

Build files are known by name: documents do not keep the client's ``languageId`` (a
``Makefile.linux`` opened as ``makefile`` is not recognised).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cass_lsp.server.feature import Feature
from cass_lsp.session.build_files import build_system

if TYPE_CHECKING:
    from cass_lsp.session.values import Document

SOURCE = "cass-lsp"
DIAGNOSTICS_KEY = "buildfiles"
DEBOUNCE_SECONDS = 0.2


class BuildFilesFeature(Feature):
    name = "buildfiles"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        session.on_toolchain(self._toolchain_changed)

    def _toolchain_changed(self, toolchain) -> None:  # type: ignore[no-untyped-def]
        """A Makefile's fixes write the toolchain's hipcc and targets: port them again."""
        for doc in list(self.session.documents):
            if (system := build_system(doc.uri)) is not None and system.needs_toolchain:
                self._schedule(doc)

    def document_opened(self, doc: Document) -> None:
        if build_system(doc.uri) is not None:
            self._schedule(doc, delay=0.0)

    def document_changed(self, doc: Document) -> None:
        if build_system(doc.uri) is not None:
            self._schedule(doc)

    def _schedule(self, doc: Document, delay: float = DEBOUNCE_SECONDS) -> None:
        uri = doc.uri

        async def job() -> None:
            current = self.session.documents.find(uri)
            findings = await self.session.build_files.findings(current) if current is not None else None
            if current is not None and findings is not None:
                diagnostics = [self.server.finding_diagnostic(current, f, SOURCE) for f in findings]
                self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, diagnostics, current.version)

        self.server.debounce(("buildfiles", uri), delay, job)
