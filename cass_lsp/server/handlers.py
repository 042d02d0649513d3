"""The LSP methods the server answers itself: the lifecycle, text synchronisation, and the
requests it fans out to the features (hover: the first answer; code actions: all, filtered by
``context.only``; resolve: the feature named in the action's data). Features add their own
methods and commands in ``Feature.register``."""

from __future__ import annotations

from lsprotocol import types

from cass_lsp.server import settings_pull
from cass_lsp.server.host import Host
from cass_lsp.session.paths import document_path
from cass_lsp.session.values import TextChange


def register_handlers(server: Host) -> None:
    @server.feature(types.INITIALIZE)
    def initialize(ls: Host, params: types.InitializeParams) -> None:
        options = params.initialization_options
        if isinstance(options, dict) and isinstance(options.get("settings"), dict):
            options = options["settings"]
        ls.initialization_settings = options

    @server.feature(types.INITIALIZED)
    async def initialized(ls: Host, params: types.InitializedParams) -> None:
        settings_pull.apply_settings(ls, ls.initialization_settings, "initializationOptions")
        await settings_pull.register_for_changes(ls)
        await settings_pull.pull_settings(ls)
        await ls.dispatch.notify_async("initialized")

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    async def did_change_configuration(ls: Host, params: types.DidChangeConfigurationParams) -> None:
        # Treat the notification as "something changed" and pull when we can: the payload may
        # be null (vscode-languageclient) or older than the latest pull.
        if not await settings_pull.pull_settings(ls) and params.settings is not None:
            settings_pull.apply_settings(ls, params.settings, "didChangeConfiguration")

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: Host, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        # The workspace folders as they are now: a document's project may be one (session.project_index).
        folders = [f.uri for f in (ls.workspace.folders or {}).values()]
        ls.session.workspace_folders = tuple(document_path(uri) for uri in folders if uri.startswith("file:"))
        doc = ls.session.documents.open(item.uri, item.text, item.version, item.language_id)
        ls.notify_when_parsed(doc, "opened")

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: Host, params: types.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        documents = ls.session.documents
        if documents.find(uri) is None:
            ls.log(f"didChange for a document that is not open: {uri}", types.MessageType.Warning)
            return
        changes = []
        for change in params.content_changes:
            if isinstance(change, types.TextDocumentContentChangePartial):
                start, end = change.range.start, change.range.end
                changes.append(TextChange(change.text, (start.line, start.character), (end.line, end.character)))
            else:
                changes.append(TextChange(change.text))
        doc = documents.change(uri, params.text_document.version, changes, ls.position_encoding)
        ls.notify_when_parsed(doc, "changed")

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE, types.SaveOptions(include_text=False))
    def did_save(ls: Host, params: types.DidSaveTextDocumentParams) -> None:
        doc = ls.session.documents.find(params.text_document.uri)
        if doc is not None:
            ls.session.document_saved(doc)
            ls.dispatch.notify("document_saved", doc)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: Host, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.session.documents.close(uri)
        ls.background.cancel_debounced(lambda key: isinstance(key, tuple) and uri in key)
        ls.dispatch.notify("document_closed", uri)
        ls.session.forget(uri)
        ls.diagnostics.forget(uri)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def hover(ls: Host, params: types.HoverParams) -> types.Hover | None:
        doc = ls.document(params.text_document.uri)
        return await ls.dispatch.first("hover", doc, ls.offset(doc, params.position))

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(
            code_action_kinds=[
                types.CodeActionKind.QuickFix,
                types.CodeActionKind.RefactorRewrite,
                types.CodeActionKind.Source,
            ],
            resolve_provider=True,
        ),
    )
    async def code_action(ls: Host, params: types.CodeActionParams) -> list[types.CodeAction] | None:
        doc = ls.document(params.text_document.uri)
        only = params.context.only
        actions = [
            action
            for action in await ls.dispatch.gather("code_actions", doc, params)
            if only is None or any(kind_matches(action.kind, wanted) for wanted in only)
        ]
        return actions or None

    @server.feature(types.CODE_ACTION_RESOLVE)
    async def resolve_code_action(ls: Host, action: types.CodeAction) -> types.CodeAction:
        data = action.data if isinstance(action.data, dict) else {}
        return await ls.dispatch.ask(str(data.get("feature")), "resolve_code_action", action, data, default=action)

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: Host, *args) -> None:
        ls.dispatch.notify("shutdown")
        ls.shut_down()


def kind_matches(kind: str | None, wanted: str) -> bool:
    """Whether a code action of ``kind`` is one of the ``wanted`` kind (itself or a sub-kind)."""
    return kind is not None and (kind == wanted or kind.startswith(wanted + "."))
