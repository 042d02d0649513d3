"""`cass.status` through the server: the status bar's toolchain, engine and model data. The
discovered toolchain through the server process (it discovers with its own environment); settings
changes pulled (VS Code) and pushed (Neovim 0.7) in process."""

from __future__ import annotations

import pytest
from lsprotocol import types

from cass_lsp.toolchain.discovery import discover
from tests.lsp.conftest import CLIENTS, VSCODE_PROCESS


async def _status(client) -> dict:
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(command="cass.status"))


@pytest.mark.parametrize("client", [VSCODE_PROCESS], indirect=True, ids=str)
async def test_status_reports_the_discovered_toolchain(client):
    status = await _status(client)
    assert set(status) >= {"toolchain", "engine", "model", "compiling"}
    toolchain = status["toolchain"]
    assert set(toolchain) >= {"hipcc", "hipVersion", "targets", "nvcc", "sassTools", "problems"}
    # The server and this process look with the same environment, so they find the same tools.
    expected = discover().to_json()
    assert toolchain["hipcc"] == expected["hip"]["hipcc"]
    assert toolchain["hipVersion"] == expected["hip"]["hipVersion"]
    assert toolchain["targets"] == expected["hip"]["targets"]
    assert toolchain["nvcc"] == expected["cuda"]["nvcc"]
    assert toolchain["problems"] == expected["problems"]
    assert isinstance(toolchain["sassTools"], bool)
    assert status["engine"] == "auto"
    assert status["compiling"] == 0  # the fixture turns background compiles off


async def test_model_state_without_a_model(client):
    model = (await _status(client))["model"]
    assert model["backend"] == "transformers"
    assert model["state"] == "not configured"
    assert model["id"] is None


@pytest.mark.parametrize("client", CLIENTS, indirect=True, ids=str)
async def test_status_follows_settings_changes(client):
    settings = {"engine": "rules", "model": {"backend": "openai", "sourceModel": "cass-src-1.5b"}}
    # VS Code's path: the server pulls workspace/configuration; Neovim 0.7's: the pushed payload.
    client.set_configuration(settings, section="cass")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"cass": settings}))
    for _ in range(100):
        status = await _status(client)
        if status["engine"] == "rules":
            break
    assert status["engine"] == "rules"
    model = status["model"]
    assert (model["backend"], model["id"], model["sourceModel"], model["asmModel"]) == (
        "openai",
        "cass-src-1.5b",
        "cass-src-1.5b",
        None,
    )
    # An OpenAI-compatible backend without a server URL cannot be used: say so, and how to fix it.
    assert model["state"] == "unavailable"
    assert model["problems"] == [
        {"task": "source", "message": "model.baseUrl is not set", "fix": model["problems"][0]["fix"]}
    ]
    assert "http" in model["problems"][0]["fix"]


def test_configured_model_state_from_settings(tmp_path):
    from cass_lsp.session.status import configured_model_state
    from cass_lsp.settings import ModelSettings

    assert configured_model_state(ModelSettings())["state"] == "not configured"
    served = ModelSettings(backend="openai", base_url="http://127.0.0.1:8000/v1", asm_model="cass-sm4090-1.5b")
    state = configured_model_state(served)
    assert (state["state"], state["id"], state["problems"]) == ("configured", "cass-sm4090-1.5b", [])
    # A local folder that does not exist is unusable, with the reason.
    missing = configured_model_state(ModelSettings(source_model=str(tmp_path / "no-such-model")))
    assert missing["state"] == "unavailable"
    assert missing["problems"][0]["task"] == "source"
