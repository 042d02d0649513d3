"""Syntax features: document symbols, folding ranges, assembly syntax errors, opcode hovers.

Also the one notice a document gets when cass-lsp leaves it alone (binary, too large, a
``.sass`` file that is no SASS).
"""

from __future__ import annotations

from lsprotocol import types

from cass_lsp.server.feature import Feature
from cass_lsp.syntax import symbols
from cass_lsp.syntax.document import Document
from cass_lsp.syntax.isa_doc import InstructionDoc
from cass_lsp.syntax.languages import iter_errors

SOURCE = "cass-lsp"
MAX_SYNTAX_ERRORS = 100

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
            tree = await ls.documents.tree(doc)
            if tree is None or doc.language is None:
                return []
            return [self._lsp_symbol(doc, s) for s in symbols.symbols(doc.language, tree)]

        @server.feature(types.TEXT_DOCUMENT_FOLDING_RANGE)
        async def folding_range(ls, params: types.FoldingRangeParams) -> list[types.FoldingRange]:
            doc = ls.document(params.text_document.uri)
            tree = await ls.documents.tree(doc)
            if tree is None or doc.language is None:
                return []
            return [
                types.FoldingRange(start_line=f.start_line, end_line=f.end_line, kind=types.FoldingRangeKind(f.kind))
                for f in symbols.folds(doc.language, tree)
            ]

    # ---- diagnostics ---------------------------------------------------------------------

    def document_opened(self, doc: Document) -> None:
        self._publish(doc)

    def document_changed(self, doc: Document) -> None:
        self._publish(doc)

    def _publish(self, doc: Document) -> None:
        diagnostics: list[types.Diagnostic] = []
        if doc.notice:
            diagnostics.append(
                types.Diagnostic(
                    range=types.Range(
                        start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
                    ),
                    message=doc.notice,
                    severity=types.DiagnosticSeverity.Information,
                    source=SOURCE,
                    code="file-skipped",
                )
            )
        elif doc.language in ("sass", "rdna") and doc.is_parsed and doc.tree is not None:
            what = "SASS" if doc.language == "sass" else "AMD GPU assembly"
            for node in iter_errors(doc.tree, MAX_SYNTAX_ERRORS):
                if node.is_missing:
                    message = f"{what} syntax error: missing {node.type}"
                else:
                    snippet = (node.text or b"")[:40].decode("utf-8", "replace").strip()
                    message = f"{what} syntax error: unexpected `{snippet}`" if snippet else f"{what} syntax error"
                diagnostics.append(
                    types.Diagnostic(
                        range=self.server.lsp_range(doc, node.start_byte, max(node.end_byte, node.start_byte)),
                        message=message,
                        severity=types.DiagnosticSeverity.Error,
                        source=SOURCE,
                        code="syntax-error",
                    )
                )
        self.server.diagnostics.set(doc.uri, "syntax", diagnostics, doc.version)

    # ---- hover -----------------------------------------------------------------------------

    async def hover(self, doc: Document, offset: int) -> types.Hover | None:
        if doc.language not in ("sass", "rdna") or doc.notice is not None:
            return None
        tree = await self.session.documents.tree(doc)
        if tree is None:
            return None
        node = tree.root_node.descendant_for_byte_range(offset, offset)
        wanted = ("opcode",) if doc.language == "sass" else ("mnemonic",)
        while node is not None and node.type not in wanted:
            if node.type in ("instruction", "source_file", "function"):
                node = None
                break
            node = node.parent
        if node is None or node.text is None:
            return None
        # Imported here: the opcode tables load on the first assembly hover, not at start-up.
        if doc.language == "sass":
            from cass_lsp.syntax.isa_sass import describe

            isa_name = "NVIDIA SASS"
        else:
            from cass_lsp.syntax.isa_rdna import describe

            isa_name = "AMD GPU"
        mnemonic = node.text.decode("utf-8", "replace")
        info = describe(mnemonic)
        return types.Hover(
            contents=types.MarkupContent(
                kind=types.MarkupKind.Markdown, value=_instruction_markdown(mnemonic, info, isa_name)
            ),
            range=self.server.lsp_range(doc, node.start_byte, node.end_byte),
        )

    # ---- conversions --------------------------------------------------------------------

    def _lsp_symbol(self, doc: Document, sym: symbols.Symbol) -> types.DocumentSymbol:
        full = self.server.lsp_range(doc, sym.start, sym.end)
        selection = self.server.lsp_range(doc, sym.name_start, sym.name_end)
        return types.DocumentSymbol(
            name=sym.name or "(unnamed)",
            kind=_SYMBOL_KINDS[sym.kind],
            range=full,
            selection_range=selection,
            detail=sym.detail or None,
            children=[self._lsp_symbol(doc, c) for c in sym.children] or None,
        )


def _instruction_markdown(text: str, info: InstructionDoc | None, isa_name: str) -> str:
    if info is None:
        return f"### `{text}`\n\n---\n`{text}` is not in cass-lsp's {isa_name} instruction table."
    lines = [f"### `{text}`", "", "---", info.summary]
    if info.operands:
        lines += ["", f"Operands: `{info.operands}`" if "`" not in info.operands else f"Operands: {info.operands}"]
    if info.modifiers:
        lines += ["", *(f"- `{name}`: {meaning}" for name, meaning in info.modifiers)]
    if info.notes:
        lines += ["", info.notes]
    return "\n".join(lines)
