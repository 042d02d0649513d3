"""Code actions: the session's actions (``cass_lsp/session/actions.py``) as protocol objects.

- A quick fix carries its edit and the diagnostic it fixes.
- "Convert kernel to HIP" and "Convert file to HIP" carry data; their edit is made when the
  client resolves them (``codeAction/resolve``), on the document as it is then. For a client
  that cannot resolve, they are resolved at once.
- The CASS model's conversions carry a command (``cass.modelConvert``, ``cass.translateAsm``:
  ``model_actions.py``), which runs them with progress and applies the result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types

from cass_lsp.server.feature import Feature
from cass_lsp.session.actions import Action, ActionGone, action_data, from_data

if TYPE_CHECKING:
    from cass_lsp.session.values import Document

SOURCE = "cass-lsp"
CONVERT_COMMAND = "cass.modelConvert"  # model_actions.py registers the commands
ASM_COMMAND = "cass.translateAsm"


class CodeActionsFeature(Feature):
    name = "code_actions"

    async def code_actions(self, doc: Document, params: types.CodeActionParams) -> list[types.CodeAction]:
        start, end = self.server.offset(doc, params.range.start), self.server.offset(doc, params.range.end)
        found = [
            await self._code_action(doc, a) for a in await self.session.actions(doc, start, end, params.context.only)
        ]
        if self.server.client_supports("text_document.code_action.resolve_support"):
            return found
        return [await self.resolve_code_action(a, a.data) if isinstance(a.data, dict) else a for a in found]

    async def _code_action(self, doc: Document, action: Action) -> types.CodeAction:
        if action.what == "fix":
            assert action.finding is not None
            return types.CodeAction(
                title=action.title,
                kind=action.kind,
                diagnostics=[self.server.finding_diagnostic(doc, action.finding, SOURCE)],
                is_preferred=True if action.preferred else None,
                edit=self.server.edit_document(doc, action.finding.fix),
            )
        if action.what == "check":  # a quick fix too: it carries its edit (cheap: no translation)
            change = await self.session.apply(action)
            return types.CodeAction(title=action.title, kind=action.kind, edit=self.server.workspace_edit(change))
        if action.runs:
            command, argument = self._command(doc, action)
            return types.CodeAction(
                title=action.title,
                kind=action.kind,
                command=types.Command(title=action.title, command=command, arguments=[argument]),
            )
        data = {"feature": self.name, **action_data(action)}
        return types.CodeAction(title=action.title, kind=action.kind, data=data)

    def _command(self, doc: Document, action: Action) -> tuple[str, dict[str, Any]]:
        if action.what == "model":
            argument: dict[str, Any] = {"uri": doc.uri, "scope": action.scope}
            if action.scope == "kernel":
                argument.update(kernel=action.kernel, offset=action.offset)
            return CONVERT_COMMAND, argument
        argument = {"uri": doc.uri}
        if action.offset is not None:
            position = self.server.lsp_position(doc, action.offset)
            argument["position"] = {"line": position.line, "character": position.character}
        return ASM_COMMAND, argument

    async def resolve_code_action(self, action: types.CodeAction, data: dict[str, Any]) -> types.CodeAction:
        wanted = from_data(action.title, str(action.kind), data)
        self.server.document(wanted.uri)  # a clear error when it is not open
        try:
            change = await self.session.apply(wanted)
        except ActionGone as exc:
            self.server.show(f"cass-lsp: {exc}")
            return action
        action.edit = self.server.workspace_edit(change)
        return action
