"""The CASS model in the editor: the commands behind "Convert ... with CASS model" and
"Translate to RDNA3 assembly" (the code actions that carry them: ``code_actions.py``).

Model work is slow (seconds to minutes), so it runs as commands with cancellable work-done
progress, as clangd's tweaks do; the conversion itself is the session's (``conversions.py``):
this module applies what it made through ``workspace/applyEdit``, asks the user to choose where
there is a choice, and opens the assembly.

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

import logging
import re
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lsprotocol import types

from cass_lsp.server.feature import Feature
from cass_lsp.session.conversions import Choice, Conversion, NotConverted

if TYPE_CHECKING:
    from cass_lsp.session.conversions import AsmTranslation

logger = logging.getLogger(__name__)

CONVERT_COMMAND = "cass.modelConvert"
APPLY_COMMAND = "cass.applyModelResult"
ASM_COMMAND = "cass.translateAsm"
SOURCE = "cass-lsp"


def _argument(args: tuple[Any, ...]) -> dict[str, Any]:
    """The command's one object argument (pygls passes the arguments list as is)."""
    while len(args) == 1 and isinstance(args[0], list | tuple):
        args = tuple(args[0])
    arg = args[0] if args else {}
    if not isinstance(arg, dict):
        raise ValueError("the command takes one object argument")
    return arg


class ModelActionsFeature(Feature):
    name = "model_actions"

    def register(self) -> None:
        server = self.server

        @server.command(CONVERT_COMMAND)
        async def convert(ls, *args: Any) -> dict[str, Any]:
            return await self.convert(_argument(args))

        @server.command(APPLY_COMMAND)
        async def apply(ls, *args: Any) -> dict[str, Any]:
            arg = _argument(args)
            return await self.apply_kept(str(arg.get("id", "")), int(arg.get("choice", 0)))

        @server.command(ASM_COMMAND)
        async def translate_asm(ls, *args: Any) -> dict[str, Any]:
            return await self.translate_asm(_argument(args))

    # ---- source conversion ------------------------------------------------------------------

    async def convert(self, arg: dict[str, Any]) -> dict[str, Any]:
        doc = self.server.document(str(arg.get("uri", "")))
        offset = arg.get("offset")
        try:
            conversion = await self.session.conversions.convert(
                doc.uri,
                "kernel" if arg.get("scope") == "kernel" else "file",
                kernel=str(arg["kernel"]) if arg.get("kernel") else None,
                offset=offset if isinstance(offset, int) else None,
                progress=self.server.progress,
            )
        except NotConverted as exc:
            kind = types.MessageType.Warning if exc.warning else types.MessageType.Error
            self.server.show(f"cass-lsp: {exc}", kind)
            return {"id": None, "applied": None, "choices": [], "messages": [str(exc)]}
        if conversion.cancelled:
            return {"id": None, "applied": None, "choices": [], "messages": ["cancelled"], "cancelled": True}
        applied: str | None = None
        if len(conversion.choices) == 1:
            only = conversion.choices[0]
            if await self._apply(only):
                applied = _engine(only)
            if conversion.messages and not only.by_model:
                self.server.show("cass-lsp: " + " ".join(conversion.messages), types.MessageType.Warning)
        else:
            applied = await self._ask_and_apply(conversion)
        return {
            "id": conversion.id,
            "applied": applied,
            "choices": [{"label": c.label, "engine": c.engine, "compiles": c.compiles} for c in conversion.choices],
            "messages": conversion.messages,
        }

    async def _apply(self, choice: Choice) -> bool:
        try:
            response = await self.server.workspace_apply_edit_async(
                types.ApplyWorkspaceEditParams(
                    edit=self.server.workspace_edit(choice.change), label=f"cass-lsp: {choice.label}"
                )
            )
        except Exception as exc:
            self.server.show(f"cass-lsp: the editor did not apply the edit: {exc}", types.MessageType.Error)
            return False
        if not response.applied:
            reason = response.failure_reason or "no reason given"
            self.server.show(f"cass-lsp: the editor did not apply the edit ({reason})", types.MessageType.Warning)
        return bool(response.applied)

    async def _ask_and_apply(self, conversion: Conversion) -> str | None:
        """None of the model's candidates compiled: the user picks one (nothing applied otherwise)."""
        question = "cass-lsp: " + " ".join(conversion.messages) + " Which translation should be applied?"
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
                    actions=[types.MessageActionItem(title=c.label) for c in conversion.choices],
                )
            )
        except Exception as exc:
            logger.warning("window/showMessageRequest failed: %r", exc)
            return None
        chosen = next((c for c in conversion.choices if picked is not None and picked.title == c.label), None)
        if chosen is not None and await self._apply(chosen):
            return _engine(chosen)
        return None

    async def apply_kept(self, conversion_id: str, index: int) -> dict[str, Any]:
        conversion, choice = self.session.conversions.kept(conversion_id, index)
        if self.session.conversions.outdated(conversion):
            message = "the document changed since the translation was made; run the conversion again"
            self.server.show(f"cass-lsp: {message}", types.MessageType.Warning)
            return {"applied": None, "messages": [message]}
        return {"applied": _engine(choice) if await self._apply(choice) else None}

    # ---- assembly ---------------------------------------------------------------------------

    async def translate_asm(self, arg: dict[str, Any]) -> dict[str, Any]:
        doc = self.server.document(str(arg.get("uri", "")))
        position = arg.get("position")
        offset = None
        if isinstance(position, dict):
            where = types.Position(line=int(position["line"]), character=int(position["character"]))
            offset = self.server.offset(doc, where)
        try:
            result = await self.session.conversions.translate_asm(doc.uri, offset, progress=self.server.progress)
        except NotConverted as exc:
            self.server.show(f"cass-lsp: {exc}", types.MessageType.Error)
            return {"error": str(exc)}
        if result.cancelled:
            return {"cancelled": True}
        answer: dict[str, Any] = {
            "title": f"{result.name} (RDNA3, {result.engine})",
            "languageId": "amdgpu-asm",
            "text": result.text,
            "diagnostics": self._asm_diagnostics(result),
            "engine": result.engine,
            "complete": result.complete,
            "messages": result.messages,
        }
        if self.server.client_supports("window.show_document.support"):
            folder = Path(tempfile.gettempdir()) / "cass-lsp-rdna"
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{re.sub(r'[^A-Za-z0-9_.-]', '_', result.name)[:80]}.rdna.s"
            path.write_text(result.text)
            answer["uri"] = path.as_uri()
            try:
                await self.server.window_show_document_async(
                    types.ShowDocumentParams(uri=path.as_uri(), take_focus=True)
                )
            except Exception as exc:
                logger.warning("window/showDocument failed: %r", exc)
        return answer

    def _asm_diagnostics(self, result: AsmTranslation) -> list[dict[str, Any]]:
        """The rdna grammar's syntax errors in the model's assembly, as LSP diagnostics (JSON)."""
        found = []
        for error in result.errors:
            (sl, sc), (el, ec) = result.document.position_at(error.start), result.document.position_at(error.end)
            found.append(
                {
                    "range": {"start": {"line": sl, "character": sc}, "end": {"line": el, "character": ec}},
                    "severity": 1,
                    "source": SOURCE,
                    "code": error.code,
                    "message": error.message,
                }
            )
        return found


def _engine(choice: Choice) -> str:
    return "model" if choice.by_model else "rules"
