"""`cass.status` through the real server: the status bar's toolchain, engine and model data."""

from __future__ import annotations

from lsprotocol import types

from cass_lsp.toolchain.discovery import discover


async def _status(client) -> dict:
    return await client.workspace_execute_command_async(types.ExecuteCommandParams(command="cass.status"))


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
    assert status["model"] == {
        "backend": "openai",
        "id": "cass-src-1.5b",
        "sourceModel": "cass-src-1.5b",
        "asmModel": None,
        "state": "configured",
    }
