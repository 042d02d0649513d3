"""The in-process harness keeps pytest-lsp's checks meaningful: what the server sends crosses as
JSON and is structured into lsprotocol types, so a malformed message fails the test, and a
request the client's capabilities do not allow is a specification warning (an error here)."""

from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pytest_lsp import LspSpecificationWarning
from pytest_lsp.client import captured_exception_key

from tests.lsp.conftest import NVIM_07, initialize_params, open_client, open_document


async def _ticks(n: int = 5) -> None:
    for _ in range(n):
        await asyncio.sleep(0)


async def test_messages_cross_as_json_text(client) -> None:
    to_server, to_client = client.pipes
    sent = to_server.sent, to_client.sent
    uri = open_document(client, client.workspace_root / "k.cu", "__global__ void k() {}\n")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [s.name for s in symbols] == ["k"]
    assert isinstance(symbols[0], types.DocumentSymbol)  # structured back from JSON by the client
    assert to_server.sent > sent[0] and to_client.sent > sent[1]


async def test_a_malformed_server_message_fails_the_test(client, request) -> None:
    server = client.server
    # On the wire as the server would write it, but the range is no Range.
    server.protocol._send_data(
        {
            "jsonrpc": "2.0",
            "method": types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS,
            "params": {"uri": "file:///x.cu", "diagnostics": [{"range": "nowhere", "message": "m"}]},
        }
    )
    await _ticks()
    assert isinstance(client.error, JsonRpcInvalidParams)
    assert "file:///x.cu" not in client.diagnostics
    # pytest-lsp's plugin fails the test with the captured exception: take it back for this one.
    captured = request.node.stash.get(captured_exception_key, None)
    assert captured is not None and captured.errisinstance(JsonRpcInvalidParams)
    request.node.stash[captured_exception_key] = None
    client.error = None  # let the fixture shut the server down


async def test_a_request_outside_the_clients_capabilities_is_a_specification_warning(tmp_path) -> None:
    async with open_client(NVIM_07, tmp_path) as client:
        await client.initialize_session(initialize_params(NVIM_07.name, tmp_path, {"compile": {"enabled": False}}))
        with pytest.warns(LspSpecificationWarning, match="workspace.configuration"):
            client.server.workspace_configuration(
                types.ConfigurationParams(items=[types.ConfigurationItem(section="cass")])
            )
            await _ticks()
        await client.shutdown_session()
