"""Shared by the compile and hover tests: a server with the background compile on, the real
toolchain (in process by default: the compilers run as the server's children all the same)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

from lsprotocol import types
from pytest_lsp import LanguageClient

from cass_lsp.toolchain.pipeline import BuildCache
from tests.lsp.conftest import ClientSpec, initialize_params, open_client

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


@contextlib.asynccontextmanager
async def compiling_client(
    spec: ClientSpec, root: Path, settings=None, build_cache: BuildCache | None = None, sass: bool = True
) -> AsyncIterator[LanguageClient]:
    """An initialised client whose server compiles in the background with the real toolchain
    (in process: keeping its results in ``build_cache`` when given, SASS unless not ``sass``:
    see ``open_client``)."""
    async with open_client(spec, root, real_toolchain=True, build_cache=build_cache, sass=sass) as client:
        await client.initialize_session(initialize_params(spec.name, root, settings or COMPILE_SETTINGS))
        yield client
        await client.shutdown_session()


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
