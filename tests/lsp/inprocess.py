"""The language server in process: the real server object, the real protocol, no process start.

``connect()`` builds the server the way ``cass-lsp serve`` does (``cass_lsp.server.cli.make_server``)
over a ``Session`` the test chooses (a fixed fake toolchain by default, the real discovery where
a test compiles), and joins it to pytest-lsp's own ``LanguageClient`` through two in-memory pipes:

- every message is JSON text on the wire, as over stdio: the sender serialises it with its
  converter, the receiver parses it with ``json.loads(body, object_hook=protocol.structure_message)``
  and hands it to ``protocol.handle_message``, exactly what pygls' stdio reader does. So the
  server's real handlers run on real JSON, and what the server sends is structured back into
  lsprotocol types on the client side: a message that does not fit its method's type fails
  there (``client.report_server_error``, which pytest-lsp turns into a test failure) as it
  would over a pipe;
- delivery is asynchronous (``loop.call_soon_threadsafe``, first in first out), as a pipe is:
  nothing is handled re-entrantly inside the sender's call;
- the client is pytest-lsp's ``LanguageClient`` with its default features: it answers
  ``workspace/configuration``, ``window/workDoneProgress/create``, ``window/showDocument``,
  records diagnostics, messages and progress, and runs pytest-lsp's specification checks
  (``LspSpecificationWarning``, an error in this suite) on every request and notification in
  both directions, against the captured capabilities the test initialises with.

What it leaves out is the process: stdio framing, the reader thread, the environment of a
child process, exit codes. tests/lsp keeps one subprocess smoke test per feature (the
``-process`` client ids) and the raw JSON-RPC, TCP and large-message tests for those.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pygls.exceptions import JsonRpcException
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient
from pytest_lsp.client import register_lsp_features

from cass_lsp.session import Session
from cass_lsp.toolchain.model import Toolchain

logger = logging.getLogger(__name__)

# A toolchain that is never run: what the in-process tests translate for (HIP 5.2, Debian 12's)
# without discovering anything. Tests that compile use the real discovery instead.
FAKE_TOOLCHAIN = Toolchain(
    hipcc=Path("/nonexistent/hipcc"), hip_version="5.2.3", targets=("gfx1100", "gfx90a"), lane="host"
)


def fake_discovery(toolchain: Toolchain = FAKE_TOOLCHAIN) -> Callable[[Any], Toolchain]:
    """A ``discover_toolchain`` for ``Session``: ``toolchain`` with the settings' targets."""
    import dataclasses

    def discover(settings) -> Toolchain:  # type: ignore[no-untyped-def]
        return dataclasses.replace(toolchain, targets=tuple(settings.targets) or toolchain.targets)

    return discover


class _Pipe:
    """One direction of the connection: bytes in, parsed and handled on the loop, in order."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        target: Any,
        on_error: Callable[[Exception, type[JsonRpcException]], Any],
    ) -> None:
        self._loop = loop
        self._target = target  # the receiving side's protocol
        self._on_error = on_error
        self.closed = False
        self.sent = 0

    def write(self, data: bytes) -> None:
        # Called from the loop or from a worker thread (pygls' thread pool): always queue.
        if self.closed or self._loop.is_closed():
            return
        self.sent += 1
        self._loop.call_soon_threadsafe(self._deliver, bytes(data))

    def close(self) -> None:
        self.closed = True

    def _deliver(self, data: bytes) -> None:
        if self.closed:
            return
        try:
            message = json.loads(data, object_hook=self._target.structure_message)
            self._target.handle_message(message)
        except Exception as exc:  # what pygls' reader does with a message it cannot handle
            logger.exception("unable to handle message %s", data[:500])
            self._on_error(exc, JsonRpcException)


class InProcessClient(LanguageClient):
    """pytest-lsp's client, wired to a server object in this process instead of a child process."""

    server: Any
    pipes: tuple[_Pipe, _Pipe]

    async def shutdown_session(self) -> None:
        """``shutdown`` (never ``exit``: that calls ``sys.exit``), then stop what the server started."""
        if self.error is None and self.capabilities is not None and not self.server.protocol._shutdown:
            await self.shutdown_async(None)
        await self.close_server()

    async def close_server(self) -> None:
        server = self.server
        server.background.cancel_all()
        pending = [t for t in server.background.tasks if not t.done()]
        if pending:
            # Cancelled compiles kill their process groups; give them the time to.
            await asyncio.wait(pending, timeout=10)
        with contextlib.suppress(Exception):
            await server.session.aclose()
        server.documents.shutdown()
        for pipe in self.pipes:
            pipe.close()
        server.shutdown()  # pygls: its thread pool

    async def stop(self) -> None:
        self._stop_event.set()


def connect(session: Session | None = None, extra_features: Sequence[Any] = ()) -> InProcessClient:
    """A client joined to a new server over ``session`` (a fake toolchain's by default), with every
    feature of ``cass-lsp serve`` after ``extra_features`` (feature classes a test adds); not
    initialised yet (``initialize_session`` does that, with the capabilities of a real client)."""
    from cass_lsp.server.cli import features
    from cass_lsp.server.server import CassLanguageServer

    loop = asyncio.get_running_loop()
    session = session if session is not None else Session(discover_toolchain=fake_discovery())
    server = CassLanguageServer([*extra_features, *features()], session)
    client = InProcessClient(converter_factory=default_converter)
    register_lsp_features(client)
    to_server = _Pipe(loop, server.protocol, server._report_server_error)
    to_client = _Pipe(loop, client.protocol, client._report_server_error)
    client.protocol.set_writer(to_server, include_headers=False)
    server.protocol.set_writer(to_client, include_headers=False)
    client.server = server
    client.pipes = (to_server, to_client)
    return client
