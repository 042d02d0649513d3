"""The CASS model in the editor: "Convert ... with CASS model" and "Translate to RDNA3 assembly".

Model work is slow (seconds to minutes), so it runs as commands with cancellable work-done
progress, as clangd's tweaks do: the code action carries a ``Command``; executing it computes
the translation and then applies the edit the user chose through ``workspace/applyEdit``.

``cass.modelConvert`` ``{uri, scope: "file" | "kernel", offset?, kernel?}``
    The model translates the file (or the kernel under the cursor). For a whole file with
    ``compile.enabled`` and hipcc present, each candidate is compiled and failures go back to
    the model with hipcc's errors (``model.repairAttempts`` times); progress says "attempt n of
    N: k tokens". The first candidate that compiles is applied (as ``translate.output`` says: a
    sibling ``.hip`` file, or edits of the buffer). When none compiles, the user picks the rule
    engine's translation or the model's last attempt (``window/showMessageRequest``); clients
    without it get both back in the result and apply one with ``cass.applyModelResult``. When
    the model cannot answer (server down, model not loadable) the rule engine's translation is
    applied and a message says why.
    Result: ``{id, applied: "model" | "rules" | null, choices: [{label, engine, compiles}],
    messages, cancelled?}``.

``cass.applyModelResult`` ``{id, choice}``: apply one of a previous conversion's choices.

``cass.translateAsm`` ``{uri, position?}`` (a SASS document; the function under the cursor,
    else the whole file): ``{title, languageId: "amdgpu-asm", text, diagnostics, uri?, engine,
    complete, messages}``. The assembly is parsed with the rdna grammar and its syntax errors
    returned; where the client supports ``window/showDocument`` it is written to a file under
    the system's temporary folder and opened (the syntax feature then shows the errors there).

Cancelling (the progress's cancel button or ``$/cancelRequest``) stops generation at the
model's next check (about 25 ms on a GPU).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import tempfile
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

from lsprotocol import types

from cass_lsp.core.result import Edit
from cass_lsp.models.base import Cancelled, CancelToken, EngineUnavailable, ProgressEvent
from cass_lsp.models.engine import (
    FallbackEngine,
    ModelTranslationResult,
    RuleEngine,
    model_unusable_reason,
    select_asm_engine,
    select_engine,
)
from cass_lsp.server.feature import Feature
from cass_lsp.syntax.document import Document

logger = logging.getLogger(__name__)

CONVERT_COMMAND = "cass.modelConvert"
APPLY_COMMAND = "cass.applyModelResult"
ASM_COMMAND = "cass.translateAsm"
FILE_KIND = "source.cassModel"
KERNEL_KIND = "refactor.cassModel"
PROGRESS_INTERVAL_SECONDS = 0.1
KEPT_RESULTS = 8
SOURCE = "cass-lsp"
_INCLUDE_LINE = re.compile(r"^[ \t]*#[ \t]*include\b.*\n?", re.M)


@dataclass
class Choice:
    label: str
    engine: str
    compiles: bool | None  # None: not compiled
    edit: types.WorkspaceEdit


@dataclass
class StoredResult:
    id: str
    uri: str
    version: int
    choices: list[Choice] = field(default_factory=list)


def _argument(args: tuple[Any, ...]) -> dict[str, Any]:
    """The command's one object argument (pygls passes the arguments list as is)."""
    while len(args) == 1 and isinstance(args[0], list | tuple):
        args = tuple(args[0])
    arg = args[0] if args else {}
    if not isinstance(arg, dict):
        raise ValueError("the command takes one object argument")
    return arg


def _uri_path(uri: str) -> Path:
    return Path(unquote(urlparse(uri).path))


class ModelActionsFeature(Feature):
    name = "model_actions"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        self._results: OrderedDict[str, StoredResult] = OrderedDict()

    # ---- registration ---------------------------------------------------------------------

    def register(self) -> None:
        server = self.server

        @server.command(CONVERT_COMMAND)
        async def convert(ls, *args: Any) -> dict[str, Any]:
            return await self.convert(_argument(args))

        @server.command(APPLY_COMMAND)
        async def apply(ls, *args: Any) -> dict[str, Any]:
            arg = _argument(args)
            return await self.apply_stored(str(arg.get("id", "")), int(arg.get("choice", 0)))

        @server.command(ASM_COMMAND)
        async def translate_asm(ls, *args: Any) -> dict[str, Any]:
            return await self.translate_asm(_argument(args))

    # ---- code actions ----------------------------------------------------------------------

    async def code_actions(self, doc: Document, params: types.CodeActionParams) -> list[types.CodeAction]:
        settings = self.session.settings
        if doc.notice is not None:
            return []
        if doc.language == "cuda" and not doc.uri.endswith(".hip"):
            if settings.engine == "rules" or model_unusable_reason(settings.model, "source") is not None:
                return []
            actions = []
            tree = await self.session.documents.tree(doc)
            offset = self.server.offset(doc, params.range.start)
            if tree is not None:
                from cass_lsp.syntax.cuda import kernel_at

                kernel = kernel_at(tree, offset)
                if kernel is not None:
                    arg = {"uri": doc.uri, "scope": "kernel", "kernel": kernel.qualified_name, "offset": offset}
                    actions.append(
                        self._action(
                            f"Convert kernel {kernel.name} to HIP with CASS model", KERNEL_KIND, CONVERT_COMMAND, arg
                        )
                    )
            arg = {"uri": doc.uri, "scope": "file"}
            actions.append(self._action("Convert file to HIP with CASS model", FILE_KIND, CONVERT_COMMAND, arg))
            return actions
        if doc.language == "sass" and model_unusable_reason(settings.model, "asm") is None:
            from cass_lsp.models.sass_normalize import sass_function_at

            actions = []
            offset = len(doc.source[: self.server.offset(doc, params.range.start)].decode("utf-8", "replace"))
            function = sass_function_at(doc.text, offset)
            if function is not None:
                position = {"line": params.range.start.line, "character": params.range.start.character}
                arg = {"uri": doc.uri, "position": position}
                actions.append(
                    self._action(f"Translate {function[0]} to RDNA3 assembly (CASS)", FILE_KIND, ASM_COMMAND, arg)
                )
            actions.append(
                self._action("Translate file to RDNA3 assembly (CASS)", FILE_KIND, ASM_COMMAND, {"uri": doc.uri})
            )
            return actions
        return []

    @staticmethod
    def _action(title: str, kind: str, command: str, arg: dict[str, Any]) -> types.CodeAction:
        return types.CodeAction(
            title=title, kind=kind, command=types.Command(title=title, command=command, arguments=[arg])
        )

    # ---- progress and cancellation ---------------------------------------------------------

    async def _run_with_progress(self, title: str, job) -> Any:  # type: ignore[no-untyped-def]
        """Run ``job(progress, cancel)`` under cancellable work-done progress."""
        cancel = CancelToken()
        self.session.model_jobs += 1
        try:
            async with self.server.progress(title, cancellable=True) as reporter:
                watcher = asyncio.ensure_future(reporter.cancelled.wait())
                watcher.add_done_callback(lambda f: cancel.cancel() if not f.cancelled() else None)
                last = [0.0]

                def progress(event: ProgressEvent) -> None:
                    now = time.monotonic()
                    if event.stage == "generating" and now - last[0] < PROGRESS_INTERVAL_SECONDS:
                        return
                    last[0] = now
                    reporter.report(event.title())

                try:
                    return await job(progress, cancel)
                except asyncio.CancelledError:  # $/cancelRequest
                    cancel.cancel()
                    raise
                finally:
                    watcher.cancel()
        finally:
            self.session.model_jobs -= 1

    # ---- source conversion ------------------------------------------------------------------

    async def convert(self, arg: dict[str, Any]) -> dict[str, Any]:
        doc = self.server.document(str(arg.get("uri", "")))
        if doc.language != "cuda":
            raise ValueError("cass.modelConvert needs a CUDA document")
        settings = self.session.settings
        try:
            choice = select_engine(
                settings, cache=self.session.models, engine="model", rules=RuleEngine(self._translate_options(doc))
            )
        except EngineUnavailable as exc:
            self.server.show(f"cass-lsp: {exc}", types.MessageType.Error)
            return {"id": None, "applied": None, "choices": [], "messages": [str(exc)]}
        assert isinstance(choice.engine, FallbackEngine) and choice.model is not None
        model = choice.model
        text, version = doc.text, doc.version
        scope = arg.get("scope", "file")
        kernel = None
        if scope == "kernel":
            kernel = await self._kernel(doc, arg)
            if kernel is None:
                message = f"no kernel {arg.get('kernel', '')} at that position".strip()
                self.server.show(f"cass-lsp: {message}", types.MessageType.Warning)
                return {"id": None, "applied": None, "choices": [], "messages": [message]}
        name = _uri_path(doc.uri).name if kernel is None else kernel[0]
        attempts = 1 + settings.model.repair_attempts
        compile_fn = await self._compile_fn(doc) if kernel is None and attempts > 1 else None

        async def job(progress, cancel):  # type: ignore[no-untyped-def]
            if kernel is not None:
                _name, start, end = kernel
                snippet = doc.source[start:end].decode("utf-8", "replace")
                result = await choice.engine.translate(snippet, progress=progress, cancel=cancel)
                return "kernel", result, []
            if compile_fn is None:
                result = await choice.engine.translate(text, progress=progress, cancel=cancel)
                return "unverified" if result.from_model else "rules", result, []
            from cass_lsp.models.repair import translate_verified

            outcome = await translate_verified(
                model, text, compile_fn, attempts=attempts, progress=progress, cancel=cancel
            )
            return outcome.source, outcome.chosen, outcome.candidates

        try:
            source, result, candidates = await self._run_with_progress(f"CASS: converting {name}", job)
        except Cancelled:
            return {"id": None, "applied": None, "choices": [], "messages": ["cancelled"], "cancelled": True}
        stored = StoredResult(uuid.uuid4().hex, doc.uri, version)
        messages = list(getattr(result, "messages", []))
        if kernel is not None:
            stored.choices.append(self._kernel_choice(doc, text, kernel, result))
        else:
            compiles = {"model": True, "unverified": None, "rules": None}[source]
            label = "CASS model's translation" if result.from_model else "Rule engine's translation"
            stored.choices.append(Choice(label, result.engine, compiles, self._file_edit(doc, result)))
            if source == "rules" and candidates:
                last = candidates[-1].result
                stored.choices.append(
                    Choice(
                        "CASS model's last attempt (does not compile)", last.engine, False, self._file_edit(doc, last)
                    )
                )
        self._remember(stored)
        applied: str | None = None
        if len(stored.choices) == 1:
            if await self._apply(stored.choices[0].edit, stored.choices[0].label):
                applied = "model" if stored.choices[0].engine.startswith("model:") else "rules"
            if messages and not stored.choices[0].engine.startswith("model:"):
                self.server.show("cass-lsp: " + " ".join(messages), types.MessageType.Warning)
        else:
            applied = await self._ask_and_apply(stored, messages)
        return {
            "id": stored.id,
            "applied": applied,
            "choices": [{"label": c.label, "engine": c.engine, "compiles": c.compiles} for c in stored.choices],
            "messages": messages,
        }

    async def _kernel(self, doc: Document, arg: dict[str, Any]) -> tuple[str, int, int] | None:
        from cass_lsp.syntax.cuda import kernel_at, kernels

        tree = await self.session.documents.tree(doc)
        if tree is None:
            return None
        found = None
        if isinstance(arg.get("offset"), int):
            found = kernel_at(tree, int(arg["offset"]))
        if found is None and arg.get("kernel"):
            found = next((k for k in kernels(tree) if k.qualified_name == arg["kernel"]), None)
        if found is None:
            return None
        return found.name, found.outer.start_byte, found.outer.end_byte

    def _translate_options(self, doc: Document) -> Any:
        """The session's options for ``doc`` (the toolchain's HIP version, launch style, --roc):
        model conversions fall back to, and draft from, the same translation as the editor's."""
        return self.session.translate_options(doc)

    def _kernel_choice(
        self, doc: Document, text: str, kernel: tuple[str, int, int], result: ModelTranslationResult
    ) -> Choice:
        name, start, end = kernel
        if result.from_model:
            # The model answers with a whole translation unit: keep the kernel, drop its includes.
            code = _INCLUDE_LINE.sub("", result.text).strip("\n")
            edits = [Edit(start, end, code)]
            from cass_lsp.translate import translate_kernel

            with contextlib.suppress(LookupError):
                edits += list(translate_kernel(text, name, self._translate_options(doc)).include_edits)
            return Choice(
                f"CASS model's translation of {name}", result.engine, None, self.server.edit_document(doc, edits)
            )
        from cass_lsp.translate import translate_kernel

        rules = translate_kernel(text, name, self._translate_options(doc))
        return Choice(
            f"Rule engine's translation of {name}", "rules", None, self.server.edit_document(doc, list(rules.all_edits))
        )

    async def _compile_fn(self, doc: Document):  # type: ignore[no-untyped-def]
        """hipcc through the toolchain layer's Builder, or None when compiling is off or impossible."""
        settings = self.session.settings
        if not settings.compile.enabled:
            return None
        from cass_lsp.models.repair import hipcc_compile

        toolchain = await self.session.toolchain()
        if not toolchain.has_hip or not toolchain.targets or self.session.builder is None:
            return None
        compile_settings = settings.compile
        return hipcc_compile(
            self.session.builder,
            _uri_path(doc.uri),
            include_dirs=compile_settings.include_paths,
            defines=compile_settings.defines,
            extra_args=compile_settings.extra_args,
            timeout=compile_settings.timeout_seconds,
            headers=self.session.translate_headers,
        )

    # ---- applying ---------------------------------------------------------------------------

    def _remember(self, stored: StoredResult) -> None:
        self._results[stored.id] = stored
        while len(self._results) > KEPT_RESULTS:
            self._results.popitem(last=False)

    async def _apply(self, edit: types.WorkspaceEdit, label: str) -> bool:
        try:
            response = await self.server.workspace_apply_edit_async(
                types.ApplyWorkspaceEditParams(edit=edit, label=f"cass-lsp: {label}")
            )
        except Exception as exc:
            self.server.show(f"cass-lsp: the editor did not apply the edit: {exc}", types.MessageType.Error)
            return False
        if not response.applied:
            reason = response.failure_reason or "no reason given"
            self.server.show(f"cass-lsp: the editor did not apply the edit ({reason})", types.MessageType.Warning)
        return bool(response.applied)

    async def _ask_and_apply(self, stored: StoredResult, messages: list[str]) -> str | None:
        """None of the model's candidates compiled: the user picks one (nothing applied otherwise)."""
        question = "cass-lsp: " + " ".join(messages) + " Which translation should be applied?"
        if not self.server.client_supports("window.show_message"):
            self.server.show(
                question.replace("Which translation should be applied?", f"Run {APPLY_COMMAND} to apply one."),
                types.MessageType.Warning,
            )
            return None
        try:
            picked = await self.server.window_show_message_request_async(
                types.ShowMessageRequestParams(
                    type=types.MessageType.Warning,
                    message=question,
                    actions=[types.MessageActionItem(title=c.label) for c in stored.choices],
                )
            )
        except Exception as exc:
            logger.warning("window/showMessageRequest failed: %r", exc)
            return None
        chosen = next((c for c in stored.choices if picked is not None and picked.title == c.label), None)
        if chosen is not None and await self._apply(chosen.edit, chosen.label):
            return "model" if chosen.engine.startswith("model:") else "rules"
        return None

    async def apply_stored(self, result_id: str, index: int) -> dict[str, Any]:
        stored = self._results.get(result_id)
        if stored is None or not 0 <= index < len(stored.choices):
            raise ValueError("unknown result or choice (results are kept for the last 8 conversions)")
        doc = self.session.documents.find(stored.uri)
        if doc is not None and doc.version != stored.version:
            message = "the document changed since the translation was made; run the conversion again"
            self.server.show(f"cass-lsp: {message}", types.MessageType.Warning)
            return {"applied": None, "messages": [message]}
        choice = stored.choices[index]
        applied = await self._apply(choice.edit, choice.label)
        return {"applied": ("model" if choice.engine.startswith("model:") else "rules") if applied else None}

    def _file_edit(self, doc: Document, result: ModelTranslationResult) -> types.WorkspaceEdit:
        if self.session.settings.translate.output == "replace":
            return self.server.edit_document(doc, list(result.edits))
        from cass_lsp.session import sibling_path

        return self.server.write_file_edit(sibling_path(_uri_path(doc.uri)), result.text)

    # ---- assembly ---------------------------------------------------------------------------

    async def translate_asm(self, arg: dict[str, Any]) -> dict[str, Any]:
        from cass_lsp.models.sass_normalize import sass_function_at

        doc = self.server.document(str(arg.get("uri", "")))
        if doc.language != "sass":
            raise ValueError("cass.translateAsm needs a SASS document")
        try:
            engine = select_asm_engine(self.session.settings, cache=self.session.models)
        except EngineUnavailable as exc:
            self.server.show(f"cass-lsp: {exc}", types.MessageType.Error)
            return {"error": str(exc)}
        text = doc.text
        name = _uri_path(doc.uri).stem
        position = arg.get("position")
        if isinstance(position, dict):
            byte = self.server.offset(
                doc, types.Position(line=int(position["line"]), character=int(position["character"]))
            )
            function = sass_function_at(text, len(doc.source[:byte].decode("utf-8", "replace")))
            if function is not None:
                name, start, end = function
                text = text[start:end]

        async def job(progress, cancel):  # type: ignore[no-untyped-def]
            return await engine.translate_asm(text, progress=progress, cancel=cancel)

        try:
            result = await self._run_with_progress(f"CASS: translating {name} to RDNA3", job)
        except Cancelled:
            return {"cancelled": True}
        except EngineUnavailable as exc:
            self.server.show(f"cass-lsp: {exc}", types.MessageType.Error)
            return {"error": str(exc)}
        answer: dict[str, Any] = {
            "title": f"{name} (RDNA3, {result.engine})",
            "languageId": "amdgpu-asm",
            "text": result.text,
            "diagnostics": self._asm_diagnostics(result.text),
            "engine": result.engine,
            "complete": result.complete,
            "messages": result.messages,
        }
        if self.server.client_supports("window.show_document.support"):
            folder = Path(tempfile.gettempdir()) / "cass-lsp-rdna"
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', name)[:80]}.rdna.s"
            path.write_text(result.text)
            answer["uri"] = path.as_uri()
            try:
                await self.server.window_show_document_async(
                    types.ShowDocumentParams(uri=path.as_uri(), take_focus=True)
                )
            except Exception as exc:
                logger.warning("window/showDocument failed: %r", exc)
        return answer

    def _asm_diagnostics(self, text: str) -> list[dict[str, Any]]:
        """The rdna grammar's syntax errors in the model's assembly, as LSP diagnostics."""
        from cass_lsp.syntax.languages import iter_errors, parse

        doc = Document.open("untitled:rdna", "rdna", 0, text)
        try:
            tree = parse("rdna", doc.source)
        except RuntimeError as exc:  # grammar not built
            logger.warning("rdna grammar unavailable: %s", exc)
            return []
        found = []
        for node in iter_errors(tree, 100):
            snippet = (node.text or b"")[:40].decode("utf-8", "replace").strip()
            message = (
                f"AMD GPU assembly syntax error: missing {node.type}"
                if node.is_missing
                else f"AMD GPU assembly syntax error: unexpected `{snippet}`"
            )
            (sl, sc), (el, ec) = doc.position_at(node.start_byte), doc.position_at(max(node.end_byte, node.start_byte))
            found.append(
                {
                    "range": {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}},
                    "severity": 1,
                    "source": SOURCE,
                    "code": "syntax-error",
                    "message": message,
                }
            )
        return found
