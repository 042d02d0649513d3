"""Clients for the server tests.

By default a test talks to the server **in process** (tests/lsp/inprocess.py: the real server
object and protocol, JSON on the wire, pytest-lsp's client and specification checks, no process
start) with the captured capabilities of VS Code. Where a behaviour depends on a client
capability (code descriptions, documentChanges and CreateFile, workspace/configuration pull or
push, showDocument), the test runs against the matrix ``CLIENTS`` (VS Code and Neovim 0.7):
``@pytest.mark.parametrize("client", CLIENTS, indirect=True)``. About one test per feature also
runs against the real server **process** (``cass-lsp serve`` over stdio, ``VSCODE_PROCESS``),
and so do the raw JSON-RPC, TCP and large-message tests.

pytest-lsp's specification checks are errors in this suite (pyproject.toml), in both transports.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import os
import sys
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Union

import pytest
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.lsp.inprocess import FAKE_TOOLCHAIN, connect

if TYPE_CHECKING:
    from cass_lsp.toolchain.model import Toolchain
    from cass_lsp.toolchain.pipeline import BuildCache

SERVER_COMMAND = [sys.executable, "-m", "cass_lsp", "serve"]


@dataclass(frozen=True)
class ClientSpec:
    """Whose capabilities the client announces, and whether the server is a process."""

    name: str  # pytest-lsp's captured capabilities: "visual-studio-code", "neovim@v0.7"
    process: bool = False

    def __str__(self) -> str:
        return f"{self.name}-process" if self.process else self.name


VSCODE = ClientSpec("visual-studio-code")
NVIM_07 = ClientSpec("neovim@v0.7")
VSCODE_PROCESS = ClientSpec("visual-studio-code", process=True)
CLIENTS = [VSCODE, NVIM_07]  # the capability matrix, for behaviour that depends on it


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


@contextlib.asynccontextmanager
async def open_client(
    spec: ClientSpec,
    root: Path,
    *,
    real_toolchain: bool = False,
    env: dict[str, str] | None = None,
    build_cache: BuildCache | None = None,
    sass: bool = True,
) -> AsyncIterator[LanguageClient]:
    """A client for ``spec``, prepared, not initialised. In process the server gets the fake
    toolchain (``FAKE_TOOLCHAIN``) unless ``real_toolchain``, and its builds keep their results
    in ``build_cache`` when given (shared with other servers), and build no SASS unless ``sass``
    (their toolchain without nvcc: each CUDA text's nvcc and nvdisasm cost about 1.5 CPU-s); a
    process always discovers its own (with ``env`` added to its environment)."""
    if spec.process:
        client = await ClientServerConfig(server_command=SERVER_COMMAND, server_env=server_env(**(env or {}))).start()
    else:
        assert not env, "an in-process server shares the test's environment"
        from cass_lsp.session import Session
        from cass_lsp.toolchain.pipeline import Builder

        def make_builder(tc: Toolchain) -> Builder:
            return Builder(tc if sass else dataclasses.replace(tc, nvcc=None), cache=build_cache)

        session = Session(make_builder=make_builder) if real_toolchain else None
        client = connect(session)
    prepare_client(client)
    client.workspace_root = root  # type: ignore[attr-defined]
    client.client_name = spec.name  # type: ignore[attr-defined]
    client.in_process = not spec.process  # type: ignore[attr-defined]
    client.real_toolchain = spec.process or real_toolchain  # type: ignore[attr-defined]
    try:
        yield client
    finally:
        if spec.process:
            await client.stop()
        else:
            await client.close_server()  # type: ignore[attr-defined]


def server_hip_version(client: LanguageClient) -> str | None:
    """The HIP the server translates for (the toolchain's, default toolchain settings)."""
    if not client.real_toolchain:  # type: ignore[attr-defined]
        return FAKE_TOOLCHAIN.hip_version
    from cass_lsp.settings import ToolchainSettings
    from cass_lsp.toolchain.discovery import discover

    return discover(ToolchainSettings()).hip_version


@dataclass(frozen=True)
class SharedBuilds:
    workspace: Path
    cache: BuildCache


@pytest.fixture(scope="module")
def shared_builds(tmp_path_factory) -> SharedBuilds:
    """One workspace folder and one build cache for a test module's in-process compiling servers,
    as one long-lived server would have: a text compiled in one test is not compiled again in the
    next (results are keyed by content, flags, target and toolchain, and the folder is a flag,
    ``-I``). Each test opens its own file name; each server makes its own hovers and diagnostics."""
    from cass_lsp.toolchain.pipeline import BuildCache

    return SharedBuilds(tmp_path_factory.mktemp("ws"), BuildCache())


@pytest.fixture(params=[VSCODE], ids=str)
async def client(request, tmp_path_factory) -> AsyncIterator[LanguageClient]:
    """An initialised client, background compiles off. VS Code in process unless the test
    parametrises ``client`` (``CLIENTS``, ``VSCODE_PROCESS``) with ``indirect=True``."""
    spec: ClientSpec = request.param
    root = tmp_path_factory.mktemp("workspace")
    async with open_client(spec, root) as c:
        await c.initialize_session(initialize_params(spec.name, root, {"compile": {"enabled": False}}))
        yield c
        await c.shutdown_session()


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
