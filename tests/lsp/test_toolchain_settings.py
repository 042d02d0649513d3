"""Toolchain settings through the server, in process with real discovery: a hipccCommand that
cannot be used is shown at once as one line naming the setting and its fix (it was logged as an
IndexError, or said only when a background compile ran), and a one-word hipccCommand is that
hipcc, whose HIP the translations follow."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from tests.lanes import hip_lane
from tests.lsp.conftest import VSCODE, initialize_params, open_client

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


async def _status(client: LanguageClient) -> dict[str, Any]:
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(command="cass.status"))


async def _message(client: LanguageClient, text: str) -> types.ShowMessageParams:
    deadline = asyncio.get_running_loop().time() + 60
    while not (found := [m for m in client.messages if text in m.message]):
        assert asyncio.get_running_loop().time() < deadline, [m.message for m in client.messages]
        await asyncio.sleep(0.05)
    return found[0]


async def test_hipcc_command_settings_in_the_server(tmp_path: Path) -> None:
    host = hip_lane("5.2")
    settings = {"compile": {"enabled": False}, "toolchain": {"hipccCommand": ["/nonexistent/hipcc"]}}
    async with open_client(VSCODE, tmp_path, real_toolchain=True) as client:
        params = initialize_params(VSCODE.name, tmp_path, settings)
        params.capabilities.workspace.configuration = False  # the settings pushed, not pulled
        await client.initialize_session(params)
        shown = await _message(client, "cass.toolchain.hipccCommand")
        assert shown.type == types.MessageType.Error and "\n" not in shown.message
        assert "'/nonexistent/hipcc'" in shown.message and " Fix: " in shown.message
        assert (await _status(client))["toolchain"]["hipcc"] is None

        one_word = {"cass": {**settings, "toolchain": {"hipccCommand": [str(host.hipcc)]}}}
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=one_word))
        deadline = asyncio.get_running_loop().time() + 60
        while (toolchain := (await _status(client))["toolchain"])["hipVersion"] != host.hip_version:
            assert asyncio.get_running_loop().time() < deadline, toolchain
            await asyncio.sleep(0.1)
        errors = [p for p in toolchain["problems"] if p["severity"] == "error"]
        assert toolchain["hipcc"] == str(host.hipcc) and errors == []
        assert len([m for m in client.messages if "cass.toolchain.hipccCommand" in m.message]) == 1
        await client.shutdown_session()
