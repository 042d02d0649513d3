"""The session's values as protocol values: byte offsets as LSP positions in the client's
encoding, findings as diagnostics, edits as workspace edits the client can apply.

A mixin of the server: each conversion reads the client's capabilities (position encoding,
``documentChanges``, resource operations, diagnostic tags and code descriptions).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lsprotocol import types

from cass_lsp.core.result import Edit, Finding, Severity
from cass_lsp.session.actions import Change, FileWrite

if TYPE_CHECKING:
    from cass_lsp.session.values import Document, Encoding

_SEVERITIES = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
    Severity.HINT: types.DiagnosticSeverity.Hint,
}


class LspValues:
    """Needs from the server: ``client_capabilities``, ``protocol`` and ``documents``."""

    client_capabilities: types.ClientCapabilities
    protocol: Any
    documents: Any

    # ---- client facts ---------------------------------------------------------------------

    @property
    def position_encoding(self) -> Encoding:
        caps = getattr(self.protocol, "server_capabilities", None)
        encoding = getattr(caps, "position_encoding", None) or "utf-16"
        return str(encoding)  # type: ignore[return-value]

    def client_supports(self, path: str) -> bool:
        """Whether a dotted client-capability path is present and truthy."""
        value: Any = self.client_capabilities
        for part in path.split("."):
            value = getattr(value, part, None)
            if value is None:
                return False
        return bool(value)

    # ---- positions ---------------------------------------------------------------------

    def lsp_position(self, doc: Document, offset: int) -> types.Position:
        line, character = doc.position_at(offset, self.position_encoding)
        return types.Position(line=line, character=character)

    def lsp_range(self, doc: Document, start: int, end: int) -> types.Range:
        return types.Range(start=self.lsp_position(doc, start), end=self.lsp_position(doc, end))

    def offset(self, doc: Document, position: types.Position) -> int:
        return doc.offset_at(position.line, position.character, self.position_encoding)

    # ---- findings as diagnostics -------------------------------------------------------------

    def finding_diagnostic(self, doc: Document, finding: Finding, source: str = "cass-lsp") -> types.Diagnostic:
        """A finding (translation or build file) as a diagnostic: its code, the catalogue's link
        as codeDescription and the Deprecated tag where the client supports them."""
        diagnostic = types.Diagnostic(
            range=self.lsp_range(doc, finding.start, finding.end),
            message=finding.message,
            severity=_SEVERITIES[finding.severity],
            source=source,
            code=finding.code,
        )
        if finding.url and self.client_supports("text_document.publish_diagnostics.code_description_support"):
            diagnostic.code_description = types.CodeDescription(href=finding.url)
        if finding.kind in ("deprecated", "removed") and self._supports_tag(types.DiagnosticTag.Deprecated):
            diagnostic.tags = [types.DiagnosticTag.Deprecated]
        return diagnostic

    def _supports_tag(self, tag: types.DiagnosticTag) -> bool:
        caps = self.client_capabilities.text_document
        support = caps.publish_diagnostics.tag_support if caps and caps.publish_diagnostics else None
        return support is not None and tag in (support.value_set or ())

    # ---- workspace edits (what code actions and commands hand to the client) ----------------

    def workspace_edit(self, change: Change) -> types.WorkspaceEdit:
        """A change the session made (``session.actions``) as the client applies it."""
        if isinstance(change, FileWrite):
            return self.write_file_edit(change.path, change.text, replace=change.replace)
        return self.edit_document(self.documents.get(change.uri), change.edits)

    def edit_document(self, doc: Document, edits: Iterable[Edit]) -> types.WorkspaceEdit:
        """Byte-offset edits of an open document, versioned where the client supports it."""
        text_edits = [types.TextEdit(range=self.lsp_range(doc, e.start, e.end), new_text=e.text) for e in sorted(edits)]
        if self.client_supports("workspace.workspace_edit.document_changes"):
            identifier = types.OptionalVersionedTextDocumentIdentifier(uri=doc.uri, version=doc.version)
            return types.WorkspaceEdit(
                document_changes=[types.TextDocumentEdit(text_document=identifier, edits=text_edits)]
            )
        return types.WorkspaceEdit(changes={doc.uri: text_edits})

    def write_file_edit(self, path: Path, text: str, replace: bool = False) -> types.WorkspaceEdit:
        """A file with ``text``: created where the client can create files (overwritten only where
        ``replace``: the user chose that; a new file is created with ``ignoreIfExists``, since
        Neovim truncates a file that exists unless told to ignore it), else an edit that replaces
        whatever the (new or existing) file holds."""
        uri = path.as_uri()
        start = types.Position(line=0, character=0)
        caps = self.client_capabilities.workspace
        edit_caps = caps.workspace_edit if caps else None
        if (
            edit_caps is not None
            and edit_caps.document_changes
            and types.ResourceOperationKind.Create in (edit_caps.resource_operations or ())
        ):
            return types.WorkspaceEdit(
                document_changes=[
                    types.CreateFile(
                        uri=uri,
                        options=types.CreateFileOptions(overwrite=True)
                        if replace
                        else types.CreateFileOptions(ignore_if_exists=True),
                    ),
                    types.TextDocumentEdit(
                        text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=None),
                        edits=[types.TextEdit(range=types.Range(start=start, end=start), new_text=text)],
                    ),
                ]
            )
        end = start
        open_doc = self.documents.find(uri)
        if open_doc is not None:
            end = self.lsp_position(open_doc, len(open_doc.source))
        elif path.is_file():
            end = types.Position(line=path.read_bytes().count(b"\n") + 1, character=0)
        return types.WorkspaceEdit(
            changes={uri: [types.TextEdit(range=types.Range(start=start, end=end), new_text=text)]}
        )
