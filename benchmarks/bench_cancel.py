"""How soon a cancelled model generation stops (docs/models.md's "within 200 ms").

Each backend is cancelled ``--runs`` times, once its stream has produced some text:
- transformers, with the tiny Qwen2 test model on the CPU (``tests/models/tiny_model.py``,
  20,000 new tokens asked for): from ``cancel()`` to the completion's answer, and to the moment
  the worker thread itself stops decoding;
- an OpenAI-compatible server on loopback that streams a token every 50 ms and never ends: from
  ``cancel()`` to the completion's answer (the stream closed).
Prints the median, p90 and max of each. Target: <= 200 ms.

    .venv/bin/python benchmarks/bench_cancel.py [--runs 20]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")

from cass_lsp.models.base import CancelToken  # noqa: E402
from cass_lsp.models.openai_backend import OpenAIBackend  # noqa: E402
from cass_lsp.models.prompts import messages_for  # noqa: E402

CUDA = "__global__ void k(float* x) { x[threadIdx.x] = 0; }\n"
TARGET_MS = 200.0


async def cancelled_ms(backend, max_new_tokens: int, after_tokens: int) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """(milliseconds from cancel() to the completion's answer, the monotonic time of cancel()),
    cancelled once ``after_tokens`` have streamed."""
    cancel = CancelToken()
    streamed = asyncio.Event()
    task = asyncio.create_task(
        backend.complete(
            "source",
            messages_for("source", CUDA),
            max_new_tokens=max_new_tokens,
            on_text=lambda _d, n: streamed.set() if n >= after_tokens else None,
            cancel=cancel,
        )
    )
    await asyncio.wait_for(streamed.wait(), 60)
    started = time.monotonic()
    cancel.cancel()
    completion = await task
    if completion.finish != "cancelled":
        raise SystemExit(f"the generation ended as {completion.finish!r}, not cancelled")
    return (time.monotonic() - started) * 1000, started


async def transformers_runs(runs: int) -> tuple[list[float], list[float]]:
    import torch

    from cass_lsp.models.transformers_backend import TransformersBackend
    from tests.models.tiny_model import build_tiny_model

    torch.set_num_threads(1)
    with tempfile.TemporaryDirectory() as tmp:
        model = str(build_tiny_model(Path(tmp)))
        backend = TransformersBackend(model, model, device="cpu")
        try:
            await backend.complete("source", messages_for("source", CUDA), max_new_tokens=2)  # loaded
            worker = backend.worker("source")
            answered, stopped = [], []
            for _ in range(runs):
                ms, cancelled_at = await cancelled_ms(backend, 20_000, 20)
                answered.append(ms)
                while worker.stats.last_stop_monotonic < cancelled_at:  # the thread stops at its next check
                    await asyncio.sleep(0.001)
                stopped.append((worker.stats.last_stop_monotonic - cancelled_at) * 1000)
            return answered, stopped
        finally:
            await backend.aclose()


async def endless_stream(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """An OpenAI-compatible chat stream that sends a token every 50 ms until the client leaves."""
    head = await reader.readuntil(b"\r\n\r\n")
    sizes = [line.split(b":")[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")]
    await reader.readexactly(int(sizes[0]) if sizes else 0)
    writer.write(b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n")
    try:
        for i in range(1_000_000):
            event = json.dumps({"model": "m", "choices": [{"index": 0, "delta": {"content": f"t{i} "}}]})
            data = f"data: {event}\n\n".encode()
            writer.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            await writer.drain()
            await asyncio.sleep(0.05)
    except (ConnectionError, OSError, asyncio.CancelledError):
        pass  # the client left, or the benchmark is over


async def openai_runs(runs: int) -> list[float]:
    server = await asyncio.start_server(endless_stream, "127.0.0.1", 0)
    base = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}/v1"
    backend = OpenAIBackend(base, "m", retries=0, timeout=5)
    try:
        return [(await cancelled_ms(backend, 1_000_000, 3))[0] for _ in range(runs)]
    finally:
        await backend.aclose()
        server.close()


def row(name: str, values: list[float]) -> None:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    print(
        f"{name:<66} median {statistics.median(values):6.1f} ms  p90 {p90:6.1f} ms  max {ordered[-1]:6.1f} ms"
        f"   target <= {TARGET_MS:.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    sections: list[tuple[str, Callable[[], Awaitable[object]]]] = [
        ("transformers (tiny model, CPU)", lambda: transformers_runs(args.runs)),
        ("OpenAI-compatible stream, loopback", lambda: openai_runs(args.runs)),
    ]
    results = [(name, asyncio.run(run())) for name, run in sections]  # type: ignore[arg-type]
    # (printed after the runs: building the tiny model's tokenizer writes blank lines to stdout)
    print(f"cancellation latency, {args.runs} runs each")
    for name, result in results:
        if isinstance(result, tuple):
            row(f"{name}: cancel -> answer", result[0])
            row(f"{name}: cancel -> worker stopped", result[1])
        else:
            row(f"{name}: cancel -> answer, stream closed", result)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
