"""The protocol layer: a thin pygls server over the session that fans out to features.

It composes small modules: ``protocol.py`` (JSON-RPC as we speak it), ``handlers.py`` (the LSP
methods it answers itself), ``dispatch.py`` (the fan-out to the features, one exception guard),
``settings_pull.py``, ``diagnostics.py`` (one list per document from several producers),
``background.py`` (tasks and debouncing), ``progress.py`` and ``convert.py`` (the session's
values as protocol values). What each feature does lives in ``cass_lsp/server/features``; what
the features share lives in the session.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Iterable
from typing import TYPE_CHECKING, Any, BinaryIO

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer

from cass_lsp import __version__
from cass_lsp.server import progress, transport
from cass_lsp.server.background import Background
from cass_lsp.server.convert import LspValues
from cass_lsp.server.diagnostics import DiagnosticsHub
from cass_lsp.server.dispatch import Dispatch
from cass_lsp.server.feature import Feature
from cass_lsp.server.handlers import register_handlers
from cass_lsp.server.protocol import CassProtocol, quiet_client_errors, report_error
from cass_lsp.session import Session, toolchain_error, translation_hip
from cass_lsp.session.values import Document, DocumentNotOpen

if TYPE_CHECKING:
    import asyncio

    from cass_lsp.session.values import Toolchain

logger = logging.getLogger(__name__)

FeatureFactory = Callable[["CassLanguageServer", Session], Feature]


class CassLanguageServer(LspValues, LanguageServer):
    """The protocol layer over a ``Session``; ``features`` are composed by the caller
    (``cass_lsp.server.cli``), in hover order."""

    def __init__(self, features: Iterable[FeatureFactory] = (), session: Session | None = None) -> None:
        # max_workers: pygls reads stdin through this pool; we never put long work on it.
        super().__init__("cass-lsp", __version__, protocol_cls=CassProtocol, max_workers=4)
        quiet_client_errors()
        self.session = session or Session()
        self.documents = self.session.documents
        self.diagnostics = DiagnosticsHub(self.text_document_publish_diagnostics)
        self.background = Background(
            on_failure=lambda line: self.log(line, types.MessageType.Error), on_idle=self.documents.trim_when_idle
        )
        self._notify_pending: set[str] = set()
        self.initialization_settings: Any = None  # initializationOptions, applied on `initialized`
        self.features: list[Feature] = [make(self, self.session) for make in features]
        self.dispatch = Dispatch(self.features, lambda line: self.log(line, types.MessageType.Error))
        self.session.on_toolchain(self._toolchain_in_use)
        register_handlers(self)
        self.dispatch.notify("register")

    def document(self, uri: str) -> Document:
        """The open document, or a clear JSON-RPC error for the client."""
        try:
            return self.documents.get(uri)
        except DocumentNotOpen as exc:
            raise JsonRpcInvalidParams(message=str(exc)) from None

    # ---- transports: framing that recovers from a badly framed message (framing.py) ----------

    def start_io(self, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> None:
        transport.start_io(self, self._log_warning, stdin, stdout)

    def start_tcp(self, host: str, port: int) -> None:
        transport.start_tcp(self, self._log_warning, host, port)

    # ---- background work, progress (background.py, progress.py) ------------------------------

    def spawn(self, coro: Coroutine[Any, Any, Any], name: str = "") -> asyncio.Task:
        return self.background.spawn(coro, name)

    def debounce(self, key: Any, delay: float, job: Callable[[], Awaitable[Any]]) -> asyncio.Task:
        return self.background.debounce(key, delay, job)

    def pending(self, kind: str) -> int:
        return self.background.pending(kind)

    @contextlib.asynccontextmanager
    async def progress(self, title: str, cancellable: bool = False) -> AsyncIterator[progress.ProgressReporter]:
        supported = self.client_supports("window.work_done_progress")
        async with progress.progress(self, supported, title, cancellable) as reporter:
            yield reporter

    # ---- messages ------------------------------------------------------------------------

    def log(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        self.window_log_message(types.LogMessageParams(type=kind, message=message))

    def show(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        self.window_show_message(types.ShowMessageParams(type=kind, message=message))

    def report_server_error(self, error: Exception, source) -> None:
        report_error(self, error, source, self._log_internal_error)

    def _log_internal_error(self, line: str) -> None:
        with contextlib.suppress(Exception):
            self.log(line, types.MessageType.Error)

    def _log_warning(self, line: str) -> None:
        with contextlib.suppress(Exception):
            self.log(line, types.MessageType.Warning)

    def _toolchain_in_use(self, toolchain: Toolchain) -> None:
        """A toolchain setting that cannot be used is shown as a rejected setting is (the features
        then run without HIP compiles); the HIP that translations fall back to goes to the log."""
        if (error := toolchain_error(toolchain)) is not None:
            self.show(f"cass-lsp: {error}", types.MessageType.Error)
        elif (note := translation_hip(toolchain).note) is not None:
            self.log(f"cass-lsp: {note}")

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
            if self.documents.find(uri) is current:
                self.dispatch.notify(f"document_{event}", current)

        self.spawn(run(), name=f"parse {uri}")

    def shut_down(self) -> None:
        """``shutdown``: stop background work and free what the session holds (the features
        have had their ``shutdown`` hook)."""
        self.background.cancel_all()
        self.spawn(self.session.aclose(), name="close the session")
        self.documents.shutdown()
