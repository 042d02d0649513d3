"""End-to-end fixtures: the real server as a subprocess over stdio, driven by pytest-lsp.

Each test runs against the captured capabilities of real clients (VS Code and Neovim 0.7),
with pytest-lsp's specification checks turned into errors (see pyproject.toml).
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Union

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

CLIENTS = ["visual-studio-code", "neovim@v0.7"]
SERVER_COMMAND = [sys.executable, "-m", "cass_lsp", "serve"]


def server_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"HF_HUB_OFFLINE": "1", "PYTHONUNBUFFERED": "1"}, **extra)
    return env


def fix_code_action_union(client: LanguageClient) -> None:
    """lsprotocol's client-side hook parses every item with a "command" key as a Command,
    so a CodeAction carrying a command loses its kind; real editors tell them apart by the
    type of "command" (a string for Command, an object for CodeAction)."""
    converter = client.protocol._converter

    def hook(obj: Any, _type: Any) -> types.Command | types.CodeAction:
        if isinstance(obj.get("command"), str):
            return converter.structure(obj, types.Command)
        return converter.structure(obj, types.CodeAction)

    converter.register_structure_hook(Union[types.Command, types.CodeAction], hook)  # noqa: UP007


def prepare_client(client: LanguageClient) -> None:
    """What a real editor does that pytest-lsp's client leaves out."""
    fix_code_action_union(client)
    client.registrations = []  # type: ignore[attr-defined]

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams) -> None:
        client.registrations.extend(params.registrations)  # type: ignore[attr-defined]


def initialize_params(client_name: str, root: Path, settings: dict[str, Any] | None = None) -> types.InitializeParams:
    return types.InitializeParams(
        capabilities=client_capabilities(client_name),
        root_uri=root.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=root.name)],
        initialization_options={"settings": settings} if settings is not None else None,
    )


@pytest_lsp.fixture(params=CLIENTS, config=ClientServerConfig(server_command=SERVER_COMMAND, server_env=server_env()))
async def client(lsp_client: LanguageClient, request, tmp_path_factory):
    prepare_client(lsp_client)
    root = tmp_path_factory.mktemp("workspace")
    lsp_client.workspace_root = root  # type: ignore[attr-defined]
    lsp_client.client_name = request.param  # type: ignore[attr-defined]
    await lsp_client.initialize_session(initialize_params(request.param, root, {"compile": {"enabled": False}}))
    yield
    await lsp_client.shutdown_session()


def open_document(
    client: LanguageClient, path: Path, text: str, language_id: str = "cuda-cpp", version: int = 1
) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id=language_id, version=version, text=text)
        )
    )
    return uri


async def wait_for_diagnostics(
    client: LanguageClient,
    uri: str,
    predicate: Callable[[Sequence[types.Diagnostic]], bool] = lambda d: True,
    timeout: float = 30.0,
) -> Sequence[types.Diagnostic]:
    """Wait until the latest diagnostics published for uri satisfy predicate."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if uri in client.diagnostics and predicate(client.diagnostics[uri]):
            return client.diagnostics[uri]
        await asyncio.sleep(0.02)
    raise AssertionError(f"no matching diagnostics for {uri} within {timeout}s; last: {client.diagnostics.get(uri)}")


@pytest.fixture
def anyio_backend():
    return "asyncio"
