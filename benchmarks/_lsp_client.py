"""A bare pygls client for the benchmarks: the real server over stdio."""

from __future__ import annotations

import asyncio
import re
import sys
import time
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pytest_lsp import client_capabilities

LOG = re.compile(r"^hipcc: (?P<name>\S+) v(?P<version>\d+): .* wall (?P<wall>\d+) ms, compilers (?P<compilers>\d+) ms")


class BenchClient:
    """Starts ``cass-lsp serve`` with VS Code's capabilities and records compile logs."""

    def __init__(self, settings: dict[str, Any]) -> None:
        self.settings = settings
        self.client = LanguageClient("cass-lsp-bench", "1")
        self.compiles: dict[tuple[str, int], tuple[float, int, int]] = {}  # (name, version) -> (t, wall, compilers)
        self.diagnostics: dict[str, list[types.Diagnostic]] = {}
        c = self.client

        @c.feature(types.CLIENT_REGISTER_CAPABILITY)
        def register_capability(params: types.RegistrationParams) -> None:
            return None

        @c.feature(types.WORKSPACE_CONFIGURATION)
        def configuration(params: types.ConfigurationParams) -> list[object]:
            return [settings for _ in params.items]

        @c.feature(types.WINDOW_WORK_DONE_PROGRESS_CREATE)
        def progress_create(params: types.WorkDoneProgressCreateParams) -> None:
            return None

        @c.feature(types.PROGRESS)
        def progress(params: Any) -> None:
            return None

        @c.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def diagnostics(params: types.PublishDiagnosticsParams) -> None:
            self.diagnostics[params.uri] = params.diagnostics

        @c.feature(types.WINDOW_LOG_MESSAGE)
        def log(params: types.LogMessageParams) -> None:
            m = LOG.match(params.message)
            if m:
                key = (m.group("name"), int(m.group("version")))
                self.compiles[key] = (time.perf_counter(), int(m.group("wall")), int(m.group("compilers")))

        @c.feature(types.WINDOW_SHOW_MESSAGE)
        def show(params: types.ShowMessageParams) -> None:
            return None

    async def start(self, root: Path) -> None:
        await self.client.start_io(sys.executable, "-m", "cass_lsp", "serve")
        await self.client.initialize_async(
            types.InitializeParams(
                capabilities=client_capabilities("visual-studio-code"),
                root_uri=root.as_uri(),
                workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=root.name)],
                initialization_options={"settings": self.settings},
            )
        )
        self.client.initialized(types.InitializedParams())

    async def stop(self) -> None:
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()

    def open(self, path: Path, text: str, language_id: str = "cuda-cpp") -> str:
        uri = path.as_uri()
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)
            )
        )
        return uri

    @property
    def server_pid(self) -> int:
        assert self.client._server is not None
        return self.client._server.pid

    async def compiled(self, name: str, version: int, timeout: float = 300.0) -> tuple[float, int, int]:
        deadline = time.perf_counter() + timeout
        while (name, version) not in self.compiles:
            if time.perf_counter() > deadline:
                raise TimeoutError(f"{name} v{version} was not compiled within {timeout} s")
            await asyncio.sleep(0.002)
        return self.compiles[(name, version)]
