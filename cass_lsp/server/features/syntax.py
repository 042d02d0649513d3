"""Syntax features: document symbols, folding ranges, assembly syntax errors, opcode hovers (the
session's: ``cass_lsp/session/outline.py``), and the one notice a document gets when cass-lsp
leaves it alone (binary, too large, a ``.sass`` file that is no SASS)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lsprotocol import types

from cass_lsp.server.feature import Feature

if TYPE_CHECKING:
    from cass_lsp.session.values import Document, Symbol

SOURCE = "cass-lsp"

_SYMBOL_KINDS = {
    "kernel": types.SymbolKind.Event,  # stands out from host functions in outlines
    "function": types.SymbolKind.Function,
    "namespace": types.SymbolKind.Namespace,
    "struct": types.SymbolKind.Struct,
    "class": types.SymbolKind.Class,
    "enum": types.SymbolKind.Enum,
    "type": types.SymbolKind.TypeParameter,
    "label": types.SymbolKind.Key,
    "module": types.SymbolKind.Module,
    "object": types.SymbolKind.Object,
}


class SyntaxFeature(Feature):
    name = "syntax"

    def register(self) -> None:
        server = self.server

        @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
        async def document_symbol(ls, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
            doc = ls.document(params.text_document.uri)
            return [self._lsp_symbol(doc, s) for s in await self.session.symbols(doc)]

        @server.feature(types.TEXT_DOCUMENT_FOLDING_RANGE)
        async def folding_range(ls, params: types.FoldingRangeParams) -> list[types.FoldingRange]:
            doc = ls.document(params.text_document.uri)
            return [
                types.FoldingRange(start_line=f.start_line, end_line=f.end_line, kind=types.FoldingRangeKind(f.kind))
                for f in await self.session.folds(doc)
            ]

    # ---- diagnostics ---------------------------------------------------------------------

    def document_opened(self, doc: Document) -> None:
        self._publish(doc)

    def document_changed(self, doc: Document) -> None:
        self._publish(doc)

    def _publish(self, doc: Document) -> None:
        if doc.notice:
            start = types.Position(line=0, character=0)
            diagnostics = [
                types.Diagnostic(
                    range=types.Range(start=start, end=start),
                    message=doc.notice,
                    severity=types.DiagnosticSeverity.Information,
                    source=SOURCE,
                    code="file-skipped",
                )
            ]
        else:
            diagnostics = [
                types.Diagnostic(
                    range=self.server.lsp_range(doc, e.start, e.end),
                    message=e.message,
                    severity=types.DiagnosticSeverity.Error,
                    source=SOURCE,
                    code=e.code,
                )
                for e in self.session.assembly_errors(doc)
            ]
        self.server.diagnostics.set(doc.uri, "syntax", diagnostics, doc.version)

    # ---- hover -----------------------------------------------------------------------------

    async def hover(self, doc: Document, offset: int) -> types.Hover | None:
        found = await self.session.instruction_at(doc, offset)
        if found is None:
            return None
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=found.markdown),
            range=self.server.lsp_range(doc, found.start, found.end),
        )

    def _lsp_symbol(self, doc: Document, sym: Symbol) -> types.DocumentSymbol:
        return types.DocumentSymbol(
            name=sym.name or "(unnamed)",
            kind=_SYMBOL_KINDS[sym.kind],
            range=self.server.lsp_range(doc, sym.start, sym.end),
            selection_range=self.server.lsp_range(doc, sym.name_start, sym.name_end),
            detail=sym.detail or None,
            children=[self._lsp_symbol(doc, c) for c in sym.children] or None,
        )
