"""Serving over stdio or TCP with ``framing.py``'s reader instead of pygls' (which loses its
place for good after one badly framed message); pygls still writes, and its protocol handles
each message. Stdin is read on a thread of its own, never on pygls' pool, which runs threaded
handlers: a long one there delays reading (GUIDE.md)."""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, BinaryIO

from pygls.exceptions import JsonRpcException, JsonRpcInvalidRequest
from pygls.io_ import StdoutWriter

from cass_lsp.server.framing import Dropped, serve

if TYPE_CHECKING:
    from pygls.server import JsonRPCServer

logger = logging.getLogger(__name__)
CHUNK = 64 * 1024


def handler(server: JsonRPCServer) -> Callable[[bytes], None]:
    """What pygls' reader does with a body: structure it and hand it to the protocol."""
    protocol = server.protocol

    def handle(body: bytes) -> None:
        try:
            protocol.handle_message(json.loads(body, object_hook=protocol.structure_message))
        except json.JSONDecodeError as exc:  # answered with a parse error (protocol.report_error)
            logger.warning("a message body that is no JSON (%s): %r", exc, body[:120])
            server._report_server_error(exc, JsonRpcException)
        except Exception as exc:
            logger.exception("unable to handle message")
            server._report_server_error(exc, JsonRpcException)

    return handle


def on_dropped(server: JsonRPCServer, tell: Callable[[str], Any]) -> Callable[[Dropped], None]:
    """Log what was dropped (the server's log, and the client's through ``tell``) and answer a
    dropped request, so its client does not wait for ever."""

    def dropped(event: Dropped) -> None:
        shown = event.data[:120].decode("utf-8", "replace")
        line = f"cass-lsp: dropped {len(event.data)} bytes of input, {event.reason}: {shown!r}"
        logger.warning("%s", line)
        tell(line)
        if (msg_id := event.request_id()) is not None:
            message = f"Invalid Request: {event.reason}; the message was dropped"
            server.protocol._send_data(
                {"jsonrpc": "2.0", "id": msg_id, "error": {"code": JsonRpcInvalidRequest.CODE, "message": message}}
            )

    return dropped


def start_io(
    server: JsonRPCServer, tell: Callable[[str], Any], stdin: BinaryIO | None, stdout: BinaryIO | None
) -> None:
    """As pygls' ``start_io``: serve until stdin ends or ``exit``."""
    stop = server._stop_event = threading.Event()
    source = stdin or sys.stdin.buffer
    server.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
    reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cass-stdin")
    read1 = getattr(source, "read1", None) or source.read

    async def read() -> bytes:
        return await asyncio.get_running_loop().run_in_executor(reader, read1, CHUNK)

    try:
        asyncio.run(serve(read, handler(server), on_dropped(server, tell), stop.is_set))
    except BrokenPipeError:
        logger.error("Connection to the client is lost! Shutting down the server.")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        reader.shutdown(wait=False, cancel_futures=True)
        server.shutdown()


def start_tcp(server: JsonRPCServer, tell: Callable[[str], Any], host: str, port: int) -> None:
    """As pygls' ``start_tcp``: one client at a time on ``host:port``."""
    stop = server._stop_event = threading.Event()

    async def connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        server.protocol.set_writer(writer)  # type: ignore[arg-type]
        await serve(lambda: reader.read(CHUNK), handler(server), on_dropped(server, tell), stop.is_set)
        server.shutdown()

    async def listen() -> None:
        server._server = await asyncio.start_server(connection, host, port)
        async with server._server:
            await server._server.serve_forever()

    try:
        asyncio.run(listen())
    except asyncio.CancelledError:
        logger.debug("Server was cancelled")
