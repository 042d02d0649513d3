"""The protocol layer: a thin pygls server that owns documents and settings and fans out to features.

Everything a feature needs from the protocol lives here (positions, diagnostics merging,
progress, background tasks, debouncing); what the feature does lives in its own module under
``cass_lsp/server/features``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Iterable
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams, JsonRpcInvalidRequest
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol

from cass_lsp import __version__
from cass_lsp.core.result import Edit, Finding, Severity
from cass_lsp.server.dispatch import Dispatch
from cass_lsp.server.feature import Feature
from cass_lsp.session import Session, toolchain_error, translation_hip
from cass_lsp.settings import SECTION, Settings, load_settings
from cass_lsp.syntax.document import Document, Encoding
from cass_lsp.syntax.parse_service import DocumentNotOpen, TextChange
from cass_lsp.toolchain.model import Toolchain

logger = logging.getLogger(__name__)


_SEVERITIES = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
    Severity.HINT: types.DiagnosticSeverity.Hint,
}


class _InvalidMessage:
    """A message that could not be structured: answered with an error if it was a request."""

    jsonrpc = "2.0"

    def __init__(self, msg_id: Any, error: JsonRpcException) -> None:
        self.id = msg_id
        self.error = error


class CassProtocol(LanguageServerProtocol):
    """pygls' protocol with two changes.

    - Text synchronisation goes to our ParseService only. pygls' workspace copy rebuilds the
      whole text on every keystroke (O(file size)); ours edits bytes and tree in place.
    - A request whose params do not fit its method is answered with InvalidParams instead of
      being dropped (which would leave the client waiting forever).
    """

    def lsp_text_document__did_open(self, params: types.DidOpenTextDocumentParams):
        if (handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_OPEN)) is not None:
            yield handler, (params,), None

    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        if (handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_CHANGE)) is not None:
            yield handler, (params,), None

    def lsp_text_document__did_close(self, params: types.DidCloseTextDocumentParams):
        if (handler := self.fm.features.get(types.TEXT_DOCUMENT_DID_CLOSE)) is not None:
            yield handler, (params,), None

    # pygls finds built-in handlers through this attribute on the bound method.
    lsp_text_document__did_open.method_name = types.TEXT_DOCUMENT_DID_OPEN  # type: ignore[attr-defined]
    lsp_text_document__did_change.method_name = types.TEXT_DOCUMENT_DID_CHANGE  # type: ignore[attr-defined]
    lsp_text_document__did_close.method_name = types.TEXT_DOCUMENT_DID_CLOSE  # type: ignore[attr-defined]

    def structure_message(self, data: dict[str, Any]):
        try:
            return super().structure_message(data)
        except JsonRpcException as exc:
            msg_id = data.get("id") if "method" in data else None
            return _InvalidMessage(msg_id, exc)

    def handle_message(self, message):
        if isinstance(message, _InvalidMessage):
            if isinstance(message.id, int | str) and not isinstance(message.id, bool):
                self._send_response(message.id, error=message.error.to_response_error())
            else:
                logger.warning("dropped a malformed notification: %s", message.error)
            return None
        if not hasattr(message, "jsonrpc"):
            # Valid JSON that is no JSON-RPC message at all (a number, a list, an object
            # without "jsonrpc"): answer as the spec says, with id null.
            self._send_data(
                {
                    "jsonrpc": "2.0",
                    "id": None,
                    "error": {
                        "code": JsonRpcInvalidRequest.CODE,
                        "message": "Invalid Request: not a JSON-RPC 2.0 message",
                    },
                }
            )
            return None
        return super().handle_message(message)


class DiagnosticsHub:
    """Diagnostics per document from several producers (syntax, findings, hipcc), merged.

    Each producer owns a key; setting a key replaces that producer's diagnostics only.
    """

    def __init__(self, server: CassLanguageServer) -> None:
        self._server = server
        self._by_uri: dict[str, dict[str, list[types.Diagnostic]]] = {}

    def set(self, uri: str, key: str, diagnostics: list[types.Diagnostic], version: int | None = None) -> None:
        per_uri = self._by_uri.setdefault(uri, {})
        if not diagnostics and key not in per_uri:
            return
        per_uri[key] = diagnostics
        self._publish(uri, version)

    def get(self, uri: str, key: str | None = None) -> list[types.Diagnostic]:
        per_uri = self._by_uri.get(uri, {})
        if key is not None:
            return list(per_uri.get(key, []))
        return [d for diags in per_uri.values() for d in diags]

    def forget(self, uri: str) -> None:
        if self._by_uri.pop(uri, None):
            self._server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    def _publish(self, uri: str, version: int | None) -> None:
        self._server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=self.get(uri), version=version)
        )


class ProgressReporter:
    """Work-done progress for one job; a no-op where the client lacks the capability.

    ``cancelled`` is set when the user cancels from the editor's progress UI.
    """

    def __init__(self, server: CassLanguageServer, token: str | None) -> None:
        self._server = server
        self.token = token
        self.cancelled = asyncio.Event()

    def report(self, message: str | None = None, percentage: int | None = None) -> None:
        if self.token is not None:
            self._server.work_done_progress.report(
                self.token, types.WorkDoneProgressReport(message=message, percentage=percentage)
            )


FeatureFactory = Callable[["CassLanguageServer", Session], Feature]


class CassLanguageServer(LanguageServer):
    """The protocol layer over a ``Session``; ``features`` are composed by the caller
    (``cass_lsp.server.cli``), in hover order."""

    def __init__(self, features: Iterable[FeatureFactory] = (), session: Session | None = None) -> None:
        # max_workers: pygls reads stdin through this pool; we never put long work on it.
        super().__init__("cass-lsp", __version__, protocol_cls=CassProtocol, max_workers=4)
        self.session = session or Session()
        self.documents = self.session.documents
        self.diagnostics = DiagnosticsHub(self)
        self._tasks: set[asyncio.Task] = set()
        self._debounced: dict[Any, asyncio.Task] = {}
        self._notify_pending: set[str] = set()
        self.initialization_settings: Any = None  # initializationOptions, applied on `initialized`
        self.features: list[Feature] = [make(self, self.session) for make in features]
        self.dispatch = Dispatch(self.features, lambda line: self.log(line, types.MessageType.Error))
        self.session.on_toolchain(self._toolchain_in_use)
        _register_handlers(self)
        self.dispatch.notify("register")

    @property
    def settings(self) -> Settings:
        return self.session.settings

    # ---- client facts ---------------------------------------------------------------------

    @property
    def position_encoding(self) -> Encoding:
        caps = self.protocol.server_capabilities if hasattr(self.protocol, "server_capabilities") else None
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

    def edit_document(self, doc: Document, edits: Iterable[Edit]) -> types.WorkspaceEdit:
        """Byte-offset edits of an open document, versioned where the client supports it."""
        text_edits = [types.TextEdit(range=self.lsp_range(doc, e.start, e.end), new_text=e.text) for e in sorted(edits)]
        if self.client_supports("workspace.workspace_edit.document_changes"):
            identifier = types.OptionalVersionedTextDocumentIdentifier(uri=doc.uri, version=doc.version)
            return types.WorkspaceEdit(
                document_changes=[types.TextDocumentEdit(text_document=identifier, edits=text_edits)]
            )
        return types.WorkspaceEdit(changes={doc.uri: text_edits})

    def write_file_edit(self, path: Path, text: str) -> types.WorkspaceEdit:
        """A file with ``text``: created (or overwritten) where the client can create files,
        else an edit that replaces whatever the (new or existing) file holds."""
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
                    types.CreateFile(uri=uri, options=types.CreateFileOptions(overwrite=True)),
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

    def document(self, uri: str) -> Document:
        """The open document, or a clear JSON-RPC error for the client."""
        try:
            return self.documents.get(uri)
        except DocumentNotOpen as exc:
            raise JsonRpcInvalidParams(message=str(exc)) from None

    # ---- background work ---------------------------------------------------------------------

    def spawn(self, coro: Coroutine[Any, Any, Any], name: str = "") -> asyncio.Task:
        """Run a coroutine in the background, keeping a reference and logging its failure."""
        task = asyncio.get_running_loop().create_task(coro, name=name or None)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not self._tasks:
            self.documents.trim_when_idle()
        if not task.cancelled() and (exc := task.exception()) is not None:
            logger.error("background task %s failed", task.get_name(), exc_info=exc)
            self.log(f"internal error in {task.get_name() or 'a background task'}: {exc!r}", types.MessageType.Error)

    def debounce(self, key: Any, delay: float, job: Callable[[], Awaitable[Any]]) -> asyncio.Task:
        """Run ``job`` after ``delay`` seconds unless called again with the same key.

        A newer call cancels the older one whether it is still waiting or already running:
        work on an outdated document version is thrown away.
        """
        if (old := self._debounced.get(key)) is not None and not old.done():
            old.cancel()

        async def later() -> None:
            await asyncio.sleep(delay)
            await job()

        task = self.spawn(later(), name=f"debounced {key}")
        self._debounced[key] = task
        task.add_done_callback(lambda t, key=key: self._debounced.get(key) is t and self._debounced.pop(key))
        return task

    def cancel_debounced(self, predicate: Callable[[Any], bool]) -> None:
        for key, task in list(self._debounced.items()):
            if predicate(key):
                task.cancel()

    def pending(self, kind: str) -> int:
        """Debounced jobs of one kind (keys ``(kind, uri)``) waiting or running."""
        return sum(
            1
            for key, task in self._debounced.items()
            if isinstance(key, tuple) and key and key[0] == kind and not task.done()
        )

    @contextlib.asynccontextmanager
    async def progress(self, title: str, cancellable: bool = False) -> AsyncIterator[ProgressReporter]:
        """Work-done progress around a job (begin on enter, end on exit)."""
        token: str | None = None
        if self.client_supports("window.work_done_progress"):
            token = f"cass-lsp/{uuid.uuid4()}"
            try:
                # Shielded: a job cancelled while waiting (a newer edit) must not cancel pygls' own
                # future of the request, or the client's late answer raises InvalidStateError.
                await asyncio.wait_for(asyncio.shield(self.work_done_progress.create_async(token)), timeout=5)
            except Exception:  # a client that does not answer create: go on without progress
                token = None
        reporter = ProgressReporter(self, token)
        if token is not None:
            self.work_done_progress.begin(token, types.WorkDoneProgressBegin(title=title, cancellable=cancellable))
            future = self.work_done_progress.tokens.get(token)
            if future is not None:
                loop = asyncio.get_running_loop()
                future.add_done_callback(lambda _f: loop.call_soon_threadsafe(reporter.cancelled.set))
        try:
            yield reporter
        finally:
            if token is not None:
                self.work_done_progress.end(token, types.WorkDoneProgressEnd())
                self.work_done_progress.tokens.pop(token, None)

    # ---- messages ------------------------------------------------------------------------

    def log(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        self.window_log_message(types.LogMessageParams(type=kind, message=message))

    def show(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        self.window_show_message(types.ShowMessageParams(type=kind, message=message))

    def report_server_error(self, error: Exception, source) -> None:
        if isinstance(error, json.JSONDecodeError):
            # A body that is not JSON: the spec's answer is a parse error with id null.
            self.protocol._send_data(
                {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": f"Parse error: {error}"}}
            )
            return
        logger.error("server error (%s): %r", getattr(source, "__name__", source), error)
        with contextlib.suppress(Exception):
            self.log(f"cass-lsp internal error: {error!r}", types.MessageType.Error)

    # ---- settings ------------------------------------------------------------------------

    def _toolchain_in_use(self, toolchain: Toolchain) -> None:
        """A toolchain setting that cannot be used is shown as a rejected setting is (the features
        then run without HIP compiles); the HIP that translations fall back to goes to the log."""
        if (error := toolchain_error(toolchain)) is not None:
            self.show(f"cass-lsp: {error}", types.MessageType.Error)
        elif (note := translation_hip(toolchain).note) is not None:
            self.log(f"cass-lsp: {note}")

    def apply_settings(self, data: Any, origin: str) -> None:
        settings, errors = load_settings(data)
        self.session.apply_settings(settings)
        if errors:
            self.show(
                f"cass-lsp: some settings ({origin}) were not accepted:\n" + "\n".join(errors),
                types.MessageType.Warning,
            )
        self.dispatch.notify("settings_changed", settings)

    async def pull_settings(self) -> bool:
        if not self.client_supports("workspace.configuration"):
            return False
        try:
            request = self.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
            )
            result = await asyncio.wait_for(asyncio.shield(request), timeout=10)  # shielded, as in progress()
        except Exception as exc:
            logger.warning("workspace/configuration failed: %r", exc)
            return False
        if result and isinstance(result[0], dict):
            self.apply_settings(result[0], "workspace/configuration")
        return True

    # ---- document events -------------------------------------------------------------------

    def notify_when_parsed(self, doc: Document, event: str) -> None:
        """Parse (off the loop when large), then tell the features; coalesces rapid changes."""
        uri = doc.uri
        if event == "changed" and uri in self._notify_pending:
            return
        self._notify_pending.add(uri)

        async def run() -> None:
            try:
                current = self.documents.find(uri)
                if current is None:
                    return
                await self.documents.tree(current)
            finally:
                self._notify_pending.discard(uri)
            if self.documents.find(uri) is not current:
                return
            self.dispatch.notify(f"document_{event}", current)

        self.spawn(run(), name=f"parse {uri}")


def _register_handlers(server: CassLanguageServer) -> None:
    """The LSP methods the server itself answers; features add theirs in ``register``."""

    @server.feature(types.INITIALIZE)
    def initialize(ls: CassLanguageServer, params: types.InitializeParams) -> None:
        options = params.initialization_options
        if isinstance(options, dict) and isinstance(options.get("settings"), dict):
            options = options["settings"]
        ls.initialization_settings = options

    @server.feature(types.INITIALIZED)
    async def initialized(ls: CassLanguageServer, params: types.InitializedParams) -> None:
        ls.apply_settings(ls.initialization_settings, "initializationOptions")
        if ls.client_supports("workspace.did_change_configuration.dynamic_registration"):
            with contextlib.suppress(Exception):
                await ls.client_register_capability_async(
                    types.RegistrationParams(
                        registrations=[
                            types.Registration(
                                id=str(uuid.uuid4()),
                                method=types.WORKSPACE_DID_CHANGE_CONFIGURATION,
                                register_options=types.DidChangeConfigurationRegistrationOptions(section=SECTION),
                            )
                        ]
                    )
                )
        await ls.pull_settings()
        await ls.dispatch.notify_async("initialized")

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    async def did_change_configuration(ls: CassLanguageServer, params: types.DidChangeConfigurationParams) -> None:
        # Treat the notification as "something changed" and pull when we can: the payload may
        # be null (vscode-languageclient) or older than the latest pull.
        if not await ls.pull_settings() and params.settings is not None:
            ls.apply_settings(params.settings, "didChangeConfiguration")

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: CassLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        doc = ls.documents.open(item.uri, item.text, item.version, item.language_id)
        ls.notify_when_parsed(doc, "opened")

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: CassLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        if ls.documents.find(uri) is None:
            ls.log(f"didChange for a document that is not open: {uri}", types.MessageType.Warning)
            return
        changes = []
        for change in params.content_changes:
            if isinstance(change, types.TextDocumentContentChangePartial):
                start, end = change.range.start, change.range.end
                changes.append(TextChange(change.text, (start.line, start.character), (end.line, end.character)))
            else:
                changes.append(TextChange(change.text))
        doc = ls.documents.change(uri, params.text_document.version, changes, ls.position_encoding)
        ls.notify_when_parsed(doc, "changed")

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE, types.SaveOptions(include_text=False))
    def did_save(ls: CassLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
        doc = ls.documents.find(params.text_document.uri)
        if doc is None:
            return
        ls.dispatch.notify("document_saved", doc)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: CassLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.documents.close(uri)
        ls.cancel_debounced(lambda key: isinstance(key, tuple) and uri in key)
        ls.dispatch.notify("document_closed", uri)
        ls.session.forget(uri)
        ls.diagnostics.forget(uri)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    async def hover(ls: CassLanguageServer, params: types.HoverParams) -> types.Hover | None:
        doc = ls.document(params.text_document.uri)
        offset = ls.offset(doc, params.position)
        return await ls.dispatch.first("hover", doc, offset)

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
    async def code_action(ls: CassLanguageServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
        doc = ls.document(params.text_document.uri)
        only = params.context.only
        actions = [
            action
            for action in await ls.dispatch.gather("code_actions", doc, params)
            if only is None or any(_kind_matches(action.kind, wanted) for wanted in only)
        ]
        return actions or None

    @server.feature(types.CODE_ACTION_RESOLVE)
    async def resolve_code_action(ls: CassLanguageServer, action: types.CodeAction) -> types.CodeAction:
        data = action.data if isinstance(action.data, dict) else {}
        return await ls.dispatch.ask(str(data.get("feature")), "resolve_code_action", action, data, default=action)

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: CassLanguageServer, *args) -> None:
        ls.dispatch.notify("shutdown")
        for task in list(ls._tasks):
            task.cancel()
        ls.spawn(ls.session.aclose(), name="close the session")
        ls.documents.shutdown()


def _kind_matches(kind: str | None, wanted: str) -> bool:
    return kind is not None and (kind == wanted or kind.startswith(wanted + "."))
