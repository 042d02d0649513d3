"""The OpenAI-compatible backend against real peers on 127.0.0.1.

* a real ``transformers serve`` process serving the tiny model folder;
* small asyncio servers for what a healthy server does not do: accept and never answer, answer
  503 before succeeding, answer without streaming;
* a closed port for a server that is down.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx
import pytest

from cass_lsp.models.base import CancelToken, ServerError
from cass_lsp.models.openai_backend import OpenAIBackend, chat_url
from cass_lsp.models.prompts import messages_for

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

CUDA = "__global__ void k(float* x) { x[threadIdx.x] = 0; }\n"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def serve(tiny_model_dir: Path):
    """`transformers serve` pinned to the tiny model; yields (base_url, model name)."""
    exe = Path(sys.executable).with_name("transformers")
    if not exe.exists():
        exe = Path(shutil.which("transformers") or "")
    if not exe.is_file():
        pytest.skip("transformers serve is not installed (pip install 'transformers[serving]')")
    port = free_port()
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    process = subprocess.Popen(
        [str(exe), "serve", str(tiny_model_dir), "--host", "127.0.0.1", "--port", str(port), "--device", "cpu"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 90
        while True:
            if process.poll() is not None:
                output = process.stdout.read().decode(errors="replace") if process.stdout else ""
                pytest.fail(f"transformers serve exited: {output[-2000:]}")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("transformers serve did not start within 90 s")
            time.sleep(0.25)
        yield base, str(tiny_model_dir)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


async def test_streaming_chat_completion_from_transformers_serve(serve) -> None:
    base, model = serve
    backend = OpenAIBackend(base, model, retries=0, timeout=60)
    deltas: list[str] = []
    completion = await backend.complete(
        "source", messages_for("source", CUDA), max_new_tokens=12, on_text=lambda d, n: deltas.append(d)
    )
    await backend.aclose()
    assert len(deltas) >= 2  # it streamed
    assert "".join(deltas) == completion.text
    assert completion.tokens == 12 and completion.finish == "length"
    assert completion.model.startswith(model)


async def test_a_model_name_the_server_does_not_serve(serve) -> None:
    base, _model = serve
    backend = OpenAIBackend(base, "ahmedheakl/cass-src-7b", retries=2, timeout=60)
    with pytest.raises(ServerError) as info:
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
    await backend.aclose()
    assert "HTTP 400" in str(info.value) and "cass-src-7b" in str(info.value)
    assert backend.attempts_made == 1  # a refusal is not retried


async def test_server_down_retries_with_backoff_then_says_so() -> None:
    port = free_port()  # nothing listens there
    backend = OpenAIBackend(f"http://127.0.0.1:{port}/v1", "m", retries=2, timeout=5)
    started = time.monotonic()
    with pytest.raises(ServerError) as info:
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
    elapsed = time.monotonic() - started
    await backend.aclose()
    assert backend.attempts_made == 3
    assert elapsed >= 0.4 + 0.8  # 0.5 s then 1 s of backoff, with 20% jitter
    message = str(info.value)
    assert f"127.0.0.1:{port}" in message and "failed 3 times" in message and "cannot connect" in message


Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


async def start_server(handler: Handler) -> tuple[asyncio.Server, str]:
    server = await asyncio.start_server(handler, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, f"http://127.0.0.1:{port}/v1"


async def read_request(reader: asyncio.StreamReader) -> tuple[dict[str, str], dict]:
    """(lower-cased headers, JSON body) of one HTTP request."""
    head = await reader.readuntil(b"\r\n\r\n")
    headers = {}
    for line in head.decode().split("\r\n")[1:]:
        if ":" in line:
            key, value = line.split(":", 1)
            headers[key.strip().lower()] = value.strip()
    body = await reader.readexactly(int(headers.get("content-length", "0")))
    return headers, json.loads(body)


def sse(chunks: list[str]) -> bytes:
    events = []
    for i, chunk in enumerate(chunks):
        finish = "stop" if i == len(chunks) - 1 else None
        event = {"model": "m", "choices": [{"index": 0, "delta": {"content": chunk}, "finish_reason": finish}]}
        events.append(f"data: {json.dumps(event)}\n\n")
    events.append("data: [DONE]\n\n")
    body = "".join(events).encode()
    return (
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n"
        + f"content-length: {len(body)}\r\n\r\n".encode()
        + body
    )


async def test_a_server_that_never_answers_times_out() -> None:
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        await asyncio.sleep(60)

    server, base = await start_server(silent)
    backend = OpenAIBackend(base, "m", retries=2, timeout=1)
    started = time.monotonic()
    with pytest.raises(ServerError) as info:
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
    elapsed = time.monotonic() - started
    await backend.aclose()
    server.close()
    assert elapsed >= 0.9  # it waited for the timeout, and did not retry a slow server:
    assert backend.attempts_made == 1
    assert "did not answer within 1 s" in str(info.value)


async def test_503_is_retried_and_the_api_key_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CASS_TEST_KEY", "sekrit")
    seen: list[tuple[dict[str, str], dict]] = []

    async def flaky(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        seen.append(await read_request(reader))
        if len(seen) == 1:
            writer.write(b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 4\r\nconnection: close\r\n\r\nbusy")
        else:
            writer.write(sse(["```amd\n", "int x;\n", "```"]))
        await writer.drain()
        writer.close()

    server, base = await start_server(flaky)
    backend = OpenAIBackend(base, "m", api_key_env="CASS_TEST_KEY", retries=2, timeout=5)
    completion = await backend.complete("source", messages_for("source", CUDA), max_new_tokens=8)
    await backend.aclose()
    server.close()
    assert completion.text == "```amd\nint x;\n```" and completion.finish == "stop"
    assert backend.attempts_made == 2
    assert [headers.get("authorization") for headers, _ in seen] == ["Bearer sekrit", "Bearer sekrit"]
    request = seen[1][1]
    assert request["stream"] is True and request["temperature"] == 0 and request["max_tokens"] == 8
    assert request["messages"] == messages_for("source", CUDA)


async def test_a_server_that_does_not_stream() -> None:
    async def plain(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        body = json.dumps(
            {
                "model": "m",
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": "```amd\nint y;\n```"},
                        "finish_reason": "stop",
                    }
                ],
                "usage": {"completion_tokens": 5},
            }
        ).encode()
        writer.write(
            b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\n"
            + f"content-length: {len(body)}\r\n\r\n".encode()
            + body
        )
        await writer.drain()
        writer.close()

    server, base = await start_server(plain)
    backend = OpenAIBackend(base, "m", retries=0, timeout=5)
    deltas: list[str] = []
    completion = await backend.complete(
        "source", messages_for("source", CUDA), max_new_tokens=8, on_text=lambda d, n: deltas.append(d)
    )
    await backend.aclose()
    server.close()
    assert completion.text == "```amd\nint y;\n```" and completion.tokens == 5
    assert deltas == [completion.text]


async def test_cancel_closes_the_stream() -> None:
    # The server sees the connection go: it stops writing long before its 1,000 events (50 s).
    # How soon in seconds is benchmarks/bench_cancel.py's.
    written: list[int] = []
    ended = asyncio.Event()

    async def slow_stream(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n")
        try:
            for i in range(1000):
                event = json.dumps({"model": "m", "choices": [{"index": 0, "delta": {"content": f"t{i} "}}]})
                data = f"data: {event}\n\n".encode()
                writer.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                await writer.drain()
                written.append(i)
                await asyncio.sleep(0.05)
        except (ConnectionError, OSError):
            pass
        finally:
            ended.set()

    server, base = await start_server(slow_stream)
    backend = OpenAIBackend(base, "m", retries=0, timeout=5)
    cancel = CancelToken()
    got = asyncio.Event()
    task = asyncio.create_task(
        backend.complete(
            "source",
            messages_for("source", CUDA),
            max_new_tokens=1000,
            on_text=lambda d, n: got.set() if n >= 3 else None,
            cancel=cancel,
        )
    )
    await asyncio.wait_for(got.wait(), 10)
    cancel.cancel()
    completion = await task
    assert completion.finish == "cancelled" and completion.text.startswith("t0 t1 t2")
    await ended.wait()
    assert len(written) < 1000, "the client read the whole stream"
    await backend.aclose()
    server.close()


def test_chat_url() -> None:
    assert chat_url("http://h:8000/v1") == "http://h:8000/v1/chat/completions"
    assert chat_url("http://h:8000/v1/") == "http://h:8000/v1/chat/completions"
    assert chat_url("http://h:8000") == "http://h:8000/v1/chat/completions"
    assert chat_url("http://h/v1/chat/completions") == "http://h/v1/chat/completions"
