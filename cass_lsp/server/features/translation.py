"""Translation in the editor: findings as diagnostics, quick fixes, and the two conversions.

- Diagnostics: the rule engine's findings on CUDA documents (source ``cass-lsp``, the stable
  codes of cass_lsp/translate/FINDINGS.md, ``codeDescription`` linking the ROCm docs), computed
  off the event loop after each change (debounced), for the document version they describe.
  The translation is the session's (one per version, with the session's options), shared with
  the background build and the model fallbacks.
- Quick fixes (``quickfix``): findings whose rewrite is safe in CUDA and HIP alike.
- "Convert kernel to HIP" (``refactor.rewrite``) on a kernel's name, signature or body: edits
  that kernel in place and adds the HIP runtime include the file then needs; the edit is
  resolved lazily through ``codeAction/resolve``.
- "Convert file to HIP" (``source.convertToHip``): with ``cass.translate.output`` "sibling"
  (default) a new ``X.hip`` beside ``X.cu`` (CreateFile + TextDocumentEdit, or ``changes`` for
  clients without documentChanges); with "replace", minimal edits of the same buffer.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lsprotocol import types

from cass_lsp.server.feature import Feature
from cass_lsp.session import is_cuda, sibling_path
from cass_lsp.settings import Settings
from cass_lsp.syntax.cuda import kernel_at
from cass_lsp.syntax.document import Document
from cass_lsp.syntax.languages import parse, uri_path
from cass_lsp.translate import Finding, TranslateOptions, translate, translate_kernel

logger = logging.getLogger(__name__)

SOURCE = "cass-lsp"
DIAGNOSTICS_KEY = "findings"
CONVERT_FILE_KIND = "source.convertToHip"
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


def provisional_findings(head: bytes, options: TranslateOptions) -> list[Finding]:
    """The findings of ``head`` (the start of a file) translated on its own, but for its last
    top-level construct, which the cut may have split. File-wide facts come from ``head`` alone,
    so a few may differ from the whole file's, which replace them."""
    tree = parse("cuda", head)
    children = tree.root_node.children
    safe = children[-1].start_byte if len(children) > 1 else 0
    return [f for f in translate(head, options, tree=tree).findings if f.end <= safe]


class TranslationFeature(Feature):
    name = "translation"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        self._awaiting_first: set[str] = set()  # large files opened whose findings are not published yet
        session.on_toolchain(self._toolchain_changed)

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
        version, source, options = doc.version, doc.source, self.session.translate_options(doc)
        head = source[: source.rfind(b"\n", 0, PROVISIONAL_BYTES) + 1]
        findings = await self.session.run_translation(lambda: provisional_findings(head, options))
        if doc.version != version or self.session.documents.find(doc.uri) is not doc:
            return
        shown, _ = capped(findings)
        diagnostics = [self._diagnostic(doc, f) for f in shown]
        lines = head.count(b"\n")
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
            " are published: errors first, then warnings, in file order); `cass-lsp port --check` lists them all",
        )

    # ---- code actions ---------------------------------------------------------------------

    async def code_actions(self, doc: Document, params: types.CodeActionParams) -> list[types.CodeAction]:
        if not is_cuda(doc):
            return []
        actions: list[types.CodeAction] = []
        start = self.server.offset(doc, params.range.start)
        end = self.server.offset(doc, params.range.end)
        only = params.context.only
        if only is None or any(k.startswith(types.CodeActionKind.QuickFix) for k in only):
            actions += await self._quick_fixes(doc, start, end)
        tree = await self.session.documents.tree(doc)
        kernel = kernel_at(tree, start) if tree is not None else None
        if kernel is not None:
            actions.append(
                types.CodeAction(
                    title=f"Convert kernel {kernel.name} to HIP",
                    kind=types.CodeActionKind.RefactorRewrite,
                    data={
                        "feature": self.name,
                        "action": "kernel",
                        "uri": doc.uri,
                        "version": doc.version,
                        "kernel": kernel.qualified_name,
                        "offset": kernel.node.start_byte,
                    },
                )
            )
        actions.append(
            types.CodeAction(
                title="Convert file to HIP",
                kind=CONVERT_FILE_KIND,
                data={"feature": self.name, "action": "file", "uri": doc.uri, "version": doc.version},
            )
        )
        if not self.server.client_supports("text_document.code_action.resolve_support"):
            actions = [await self.resolve_code_action(a, a.data) if a.edit is None else a for a in actions]
        return actions

    async def _quick_fixes(self, doc: Document, start: int, end: int) -> list[types.CodeAction]:
        """Fixes of the diagnostics published for this version. Before they are computed there is
        nothing to fix yet, and the request does not wait for a whole-file translation."""
        result = self.session.translation_now(doc)
        if result is None:
            return []
        fixes = []
        for f in result.findings:
            if not f.fix or f.end < start or f.start > end:
                continue
            fixes.append(
                types.CodeAction(
                    title=f.fix_title or f"Fix {f.code}",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[self._diagnostic(doc, f)],
                    is_preferred=True,
                    edit=self.server.edit_document(doc, list(f.fix)),
                )
            )
        return fixes

    async def resolve_code_action(self, action: types.CodeAction, data: dict[str, Any]) -> types.CodeAction:
        doc = self.server.document(data["uri"])
        if data.get("action") == "kernel":
            tree = await self.session.documents.tree(doc)
            # Find the kernel again: the document may have changed since the action was offered.
            target: int | str = data["offset"] if data.get("version") == doc.version else data["kernel"]
            options = self.session.translate_options(doc)
            text = doc.text
            try:
                kernel = await self.session.run_translation(lambda: translate_kernel(text, target, options, tree=tree))
            except LookupError:
                self.server.show(f"cass-lsp: kernel {data['kernel']} is no longer in the document")
                return action
            action.edit = self.server.edit_document(doc, list(kernel.all_edits))
        elif data.get("action") == "file":
            result = await self.session.translation(doc)
            if self.session.settings.translate.output == "replace":
                action.edit = self.server.edit_document(doc, list(result.edits))
            else:
                action.edit = self.server.write_file_edit(sibling_path(Path(uri_path(doc.uri))), result.text)
        return action


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
