"""One failing feature breaks nothing else: the server's fan-out guards every hook and request.

A feature that raises in each of them is put first (so it is asked before every real feature);
hovers, code actions, resolves, symbols and diagnostics still come from the others, and each
failure is logged to the client as an internal error naming the feature and the hook."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from lsprotocol import types

from cass_lsp.server.feature import Feature
from tests.lsp.conftest import VSCODE, initialize_params, prepare_client, wait_for_diagnostics
from tests.lsp.inprocess import connect

KERNEL = "__global__ void scale(float* x) { x[threadIdx.x] *= 2.0f; }\nvoid sync() { cudaThreadSynchronize(); }\n"


class Broken(Exception):
    pass


class FailingFeature(Feature):
    """Raises in every hook the server calls."""

    name = "failing"

    def _fail(self, *args: Any) -> Any:
        raise Broken("this feature always fails")

    settings_changed = document_opened = document_changed = document_saved = _fail
    document_closed = shutdown = _fail

    async def initialized(self) -> None:
        self._fail()

    async def hover(self, doc, offset):  # type: ignore[no-untyped-def]
        self._fail()

    async def code_actions(self, doc, params):  # type: ignore[no-untyped-def]
        self._fail()

    async def resolve_code_action(self, action, data):  # type: ignore[no-untyped-def]
        self._fail()


def _failures(client) -> set[str]:  # type: ignore[no-untyped-def]
    return {
        m.message.split("(", 1)[1].split(")", 1)[0]
        for m in client.log_messages
        if m.type == types.MessageType.Error and "in feature failing (" in m.message
    }


async def test_a_failing_feature_is_logged_and_skipped_and_the_others_still_answer(tmp_path) -> None:
    client = connect(extra_features=[FailingFeature])
    prepare_client(client)
    await client.initialize_session(initialize_params(VSCODE.name, tmp_path, {"compile": {"enabled": False}}))
    try:
        sass = tmp_path / "k.sass"
        sass_uri = sass.as_uri()
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=sass_uri, language_id="sass-asm", version=1, text="\tcode for sm_89\n        /*0000*/ EXIT ;\n"
                )
            )
        )
        uri = (tmp_path / "k.cu").as_uri()
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="cuda-cpp", version=1, text=KERNEL)
            )
        )
        diagnostics = await wait_for_diagnostics(client, uri)  # the translation feature's findings
        assert [d.code for d in diagnostics] == ["deprecated-in-cuda"]
        hover = await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=sass_uri), position=types.Position(line=1, character=18)
            )
        )
        assert hover is not None and "EXIT" in hover.contents.value  # the syntax feature's opcode hover
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=0, character=18), end=types.Position(line=0, character=18)),
                context=types.CodeActionContext(diagnostics=[]),
            )
        )
        titles = [a.title for a in actions or []]
        assert "Convert kernel scale to HIP" in titles and "Convert file to HIP" in titles
        kernel_action = next(a for a in actions if a.title == "Convert kernel scale to HIP")
        resolved = await client.code_action_resolve_async(kernel_action)
        assert resolved.edit is not None
        # The failing feature's own resolve is answered with the action as it came.
        own = types.CodeAction(title="x", data={"feature": "failing"})
        assert (await client.code_action_resolve_async(own)).title == "x"
        symbols = await client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        assert [s.name for s in symbols] == ["scale", "sync"]
        client.text_document_did_save(
            types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        client.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        for _ in range(50):
            await asyncio.sleep(0.02)
            if {"hover", "code_actions", "document_closed"} <= _failures(client):
                break
        assert {
            "settings_changed",
            "initialized",
            "document_opened",
            "document_saved",
            "document_closed",
            "hover",
            "code_actions",
            "resolve_code_action",
        } <= _failures(client)
    finally:
        await client.shutdown_session()


class CommandThatFails(Feature):
    name = "command_that_fails"

    def register(self) -> None:
        @self.server.command("test.fail")
        async def fail(ls, *args: Any) -> None:
            raise RuntimeError("a real bug")


async def test_only_real_internal_errors_are_logged_as_such(tmp_path) -> None:
    """A handler that raises is an internal error (-32603), logged to the client as one; an unknown
    method (-32601) is the client's mistake, answered and not logged (also over stdio:
    test_jsonrpc_robustness.py)."""
    from pygls.exceptions import JsonRpcInternalError, JsonRpcMethodNotFound

    client = connect(extra_features=[CommandThatFails])
    prepare_client(client)
    await client.initialize_session(initialize_params(VSCODE.name, tmp_path, {"compile": {"enabled": False}}))
    try:
        with pytest.raises(JsonRpcInternalError):
            await client.workspace_execute_command_async(types.ExecuteCommandParams(command="test.fail"))
        with pytest.raises(JsonRpcMethodNotFound):
            await client.protocol.send_request_async("cass/doesNotExist", {})
        await asyncio.sleep(0.05)
        internal = [m.message for m in client.log_messages if "internal error" in m.message]
        assert len(internal) == 1 and "a real bug" in internal[0]
    finally:
        await client.shutdown_session()
