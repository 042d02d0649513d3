"""JSON-RPC as cass-lsp speaks it: pygls' protocol with two changes, and what an error is told.

- Text synchronisation goes to the session's ParseService only. pygls' workspace copy rebuilds
  the whole text on every keystroke (O(file size)); ours edits bytes and tree in place.
- A request whose params do not fit its method is answered with InvalidParams instead of being
  dropped (which would leave the client waiting forever); valid JSON that is no JSON-RPC
  message is answered with InvalidRequest, a body that is no JSON with a parse error.
- The client's own mistakes (``CLIENT_ERRORS``: a request about a document that is not open) are
  answered with their error and logged in one line, never as a traceback on stderr.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.exceptions import (
    JsonRpcContentModified,
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcMethodNotFound,
    JsonRpcParseError,
    JsonRpcRequestCancelled,
    JsonRpcServerNotInitialized,
)
from pygls.protocol import LanguageServerProtocol

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

logger = logging.getLogger(__name__)


class _InvalidMessage:
    """A message that could not be structured: answered with an error if it was a request."""

    jsonrpc = "2.0"

    def __init__(self, msg_id: Any, error: JsonRpcException) -> None:
        self.id = msg_id
        self.error = error


class CassProtocol(LanguageServerProtocol):
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


# Errors that answer the client's own mistake (an unknown method, params that do not fit, a
# request cancelled or outdated): the error response says it all; they are no internal error.
CLIENT_ERRORS = (
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcMethodNotFound,
    JsonRpcParseError,
    JsonRpcRequestCancelled,
    JsonRpcContentModified,
    JsonRpcServerNotInitialized,
)


class QuietClientErrors(logging.Filter):
    """Drops pygls' traceback for a request answered with one of ``CLIENT_ERRORS`` (it logs every
    exception a handler raises, the ``-32602 document not open`` the server raises on purpose too):
    the error response says it all, and ``report_error`` logs one line."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, CLIENT_ERRORS)


def quiet_client_errors() -> None:
    """Install ``QuietClientErrors`` on pygls' JSON-RPC logger, once."""
    pygls_logger = logging.getLogger("pygls.protocol.json_rpc")
    if not any(isinstance(f, QuietClientErrors) for f in pygls_logger.filters):
        pygls_logger.addFilter(QuietClientErrors())


def report_error(server: LanguageServer, error: Exception, source: Any, log_to_client: Any) -> None:
    """What pygls reports as a server error: a body that is no JSON gets the spec's parse error
    (id null); an error response to the client's mistake (``CLIENT_ERRORS``) goes to the server's
    log only; anything else goes to the server's log and, as an internal error, the client's
    (``log_to_client(line)``)."""
    if isinstance(error, json.JSONDecodeError):
        server.protocol._send_data(
            {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": f"Parse error: {error}"}}
        )
        return
    if isinstance(error, CLIENT_ERRORS):
        logger.info("answered with an error (%s): %s", getattr(source, "__name__", source), error)
        return
    logger.error("server error (%s): %r", getattr(source, "__name__", source), error)
    log_to_client(f"cass-lsp internal error: {error!r}")
