"""Build files in the session: what ``cass-lsp port`` would report about an open build file of any
system ``cass_lsp.buildfiles`` knows, per version, with each safe rewrite as the finding's fix,
decided as port decides them (``# cass-lsp: ignore[CODE]`` lines, the rule file, the settings).
The fixes of a system whose port writes the toolchain (a Makefile's hipcc and targets) follow the
toolchain in use (``build_options``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cass_lsp.buildfiles import BuildOptions, BuildSystem, system_of
from cass_lsp.buildfiles.fixes import build_findings
from cass_lsp.core.result import Finding, encode
from cass_lsp.session.options import build_options
from cass_lsp.session.paths import document_path
from cass_lsp.translate import suppression

if TYPE_CHECKING:
    from cass_lsp.session.session import Session
    from cass_lsp.syntax.document import Document


def build_system(uri: str) -> BuildSystem | None:
    """The build system of a document, by its file name (as ``cass-lsp port`` decides), or None."""
    return system_of(document_path(uri).name)


@dataclass(frozen=True)
class _Ported:
    version: int
    findings: tuple[Finding, ...]


class BuildFiles:
    def __init__(self, session: Session) -> None:
        self._session = session
        self._ported: dict[str, _Ported] = {}  # uri -> the findings of its latest version

    async def findings(self, doc: Document) -> tuple[Finding, ...] | None:
        """The findings of the build file as it is now (computed off the loop); None when it is
        no build file, or changed meanwhile. A file left alone (binary, too large) has none."""
        system = build_system(doc.uri)
        if system is None:
            return None
        if doc.notice is not None:
            self._ported.pop(doc.uri, None)
            return ()
        version, text = doc.version, doc.text
        session = self._session
        options = build_options(await session.toolchain()) if system.needs_toolchain else BuildOptions()
        # decided as a source's findings are: a `# cass-lsp: ignore[...]` line, the rule file, the settings
        policy = session.translate_options(doc).findings

        def decided() -> tuple[Finding, ...]:
            return suppression.apply(encode(text), build_findings(text, system, options), policy)[0]

        found = await session.run_translation(decided)
        if doc.version != version or session.documents.find(doc.uri) is not doc:
            return None
        self._ported[doc.uri] = _Ported(version, found)
        return found

    def findings_now(self, doc: Document) -> tuple[Finding, ...]:
        """The findings already computed for this version (none before)."""
        ported = self._ported.get(doc.uri)
        return ported.findings if ported is not None and ported.version == doc.version else ()

    def forget(self, uri: str) -> None:
        self._ported.pop(uri, None)
