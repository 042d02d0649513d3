"""Shared by the compile and hover end-to-end tests: a server with the background compile on."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence

from lsprotocol import types
from pytest_lsp import LanguageClient

from tests.lsp.conftest import initialize_params, prepare_client

COMPILE_SETTINGS = {"compile": {"enabled": True, "debounceMs": 50}, "run": {"mode": "auto"}}

SAXPY = """\
#include <cstdio>

__global__ void saxpy(int n, float a, const float* x, float* y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

void launch(int n, float a, const float* x, float* y) {
    saxpy<<<(n + 255) / 256, 256>>>(n, a, x, y);
    cudaDeviceSynchronize();
}
"""


async def start(client: LanguageClient, client_name: str, root, settings=None) -> None:
    prepare_client(client)
    client.workspace_root = root  # type: ignore[attr-defined]
    client.client_name = client_name  # type: ignore[attr-defined]
    await client.initialize_session(initialize_params(client_name, root, settings or COMPILE_SETTINGS))


def hipcc_diagnostics(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    return [d for d in client.diagnostics.get(uri, []) if d.source == "hipcc"]


async def wait_for_log(client: LanguageClient, needle: str, timeout: float = 60.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for m in client.log_messages:
            if needle in m.message:
                return m.message
        await asyncio.sleep(0.02)
    raise AssertionError(f"no log message with {needle!r}; got {[m.message for m in client.log_messages][-5:]}")


def compiled_versions(client: LanguageClient, name: str) -> Sequence[str]:
    return [m.message for m in client.log_messages if m.message.startswith(f"hipcc: {name} ")]
