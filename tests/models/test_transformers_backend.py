"""The transformers backend with the tiny model: loading, streaming, batching, cancellation, errors."""

from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
from pathlib import Path

import pytest

from cass_lsp.models.base import CancelToken, EngineUnavailable
from cass_lsp.models.prompts import messages_for
from cass_lsp.models.transformers_backend import (
    TransformersBackend,
    loadable_reason,
    missing_packages,
    resolve_model,
)
from cass_lsp.settings import DecodeSettings, ModelSettings

CUDA = "__global__ void k(float* x) { x[threadIdx.x] = 0; }\n"


@pytest.fixture
async def backend(tiny_model_dir: Path):
    backend = TransformersBackend(str(tiny_model_dir), str(tiny_model_dir), device="cpu")
    yield backend
    await backend.aclose()


async def test_complete_streams_text_and_loads_in_its_own_thread(backend) -> None:
    deltas: list[tuple[str, int]] = []
    loop_thread = threading.get_ident()
    completion = await backend.complete(
        "source", messages_for("source", CUDA), max_new_tokens=24, on_text=lambda d, n: deltas.append((d, n))
    )
    assert completion.finish == "length" and completion.tokens == 24
    assert "".join(d for d, _ in deltas) == completion.text
    assert [n for _, n in deltas] == sorted(n for _, n in deltas)  # token counts only grow
    worker = backend.worker("source")
    assert worker.loaded and worker._thread is not None and worker._thread.ident != loop_thread
    assert worker.stats.decode_path.startswith("cpu+float32")


async def test_the_decode_settings_reach_the_loaded_decoder(tiny_model_dir: Path) -> None:
    model = ModelSettings(source_model=str(tiny_model_dir), device="cpu", decode=DecodeSettings(split_values=4))
    backend = TransformersBackend.from_settings(model)
    try:
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
        assert backend.worker("source")._decoder.variant == (False, "", 4)
    finally:
        await backend.aclose()


async def test_same_model_for_both_tasks_is_loaded_once(backend) -> None:
    assert backend.worker("source") is backend.worker("asm")


async def test_completion_is_deterministic(backend) -> None:
    first = await backend.complete("source", messages_for("source", CUDA), max_new_tokens=16)
    second = await backend.complete("source", messages_for("source", CUDA), max_new_tokens=16)
    assert first.text == second.text


async def test_concurrent_requests_are_batched(backend) -> None:
    await backend.complete("source", messages_for("source", CUDA), max_new_tokens=2)  # load first
    worker = backend.worker("source")
    worker.stats.batch_sizes.clear()
    codes = [CUDA, CUDA.replace("0", "1"), "int main() { return 0; }\n"]
    alone = [await backend.complete("source", messages_for("source", c), max_new_tokens=12) for c in codes]
    worker.stats.batch_sizes.clear()
    together = await asyncio.gather(
        *(backend.complete("source", messages_for("source", c), max_new_tokens=12) for c in codes)
    )
    assert worker.stats.batch_sizes == [3]
    # Left padding does not change greedy answers.
    assert [c.text for c in together] == [c.text for c in alone]


async def test_cancellation_answers_and_stops_the_worker_at_its_next_check(backend) -> None:
    # Counted in tokens, not seconds (how soon in seconds, docs/models.md's 200 ms, is
    # benchmarks/bench_cancel.py's): 20,000 tokens would take the tiny model minutes.
    await backend.complete("source", messages_for("source", CUDA), max_new_tokens=2)
    cancel = CancelToken()
    streamed = asyncio.Event()
    counts: list[int] = []  # tokens made, as each delta reached the loop (they keep coming if the worker goes on)

    def on_text(delta: str, tokens: int) -> None:
        counts.append(tokens)
        if tokens > 20:
            streamed.set()

    task = asyncio.create_task(
        backend.complete("source", messages_for("source", CUDA), max_new_tokens=20_000, on_text=on_text, cancel=cancel)
    )
    await asyncio.wait_for(streamed.wait(), 30)
    cancelled_at = time.monotonic()
    cancel.cancel()
    completion = await task
    assert completion.finish == "cancelled" and 20 < completion.tokens < 20_000
    worker = backend.worker("source")
    while worker.stats.last_stop_monotonic < cancelled_at:  # the worker returns from decoding
        await asyncio.sleep(0.01)
    await asyncio.sleep(0)  # the deltas it sent before returning reach on_text
    # It checks between steps: at most the step under way when the flag went up made a token
    # after the answer counted them.
    assert max(counts) <= completion.tokens + 1


async def test_cancelling_the_awaiting_task_cancels_generation(backend) -> None:
    await backend.complete("source", messages_for("source", CUDA), max_new_tokens=2)
    cancel = CancelToken()
    task = asyncio.create_task(
        backend.complete("source", messages_for("source", CUDA), max_new_tokens=20_000, cancel=cancel)
    )
    await asyncio.sleep(0.3)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert cancel.cancelled


async def test_a_request_cancelled_before_it_starts_never_runs(backend) -> None:
    cancel = CancelToken()
    cancel.cancel()
    completion = await backend.complete("source", messages_for("source", CUDA), max_new_tokens=8, cancel=cancel)
    assert completion.finish == "cancelled"


async def test_draft_from_rules_gives_the_greedy_answer(backend) -> None:
    plain = await backend.complete("source", messages_for("source", CUDA), max_new_tokens=30)
    drafted = await backend.complete(
        "source", messages_for("source", CUDA), max_new_tokens=30, draft=plain.text[:40] + "xyz" + plain.text[45:]
    )
    assert drafted.text == plain.text


async def test_missing_model_folder(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-model"
    backend = TransformersBackend(str(missing), device="cpu")
    with pytest.raises(EngineUnavailable, match="does not exist"):
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
    assert "does not exist" in (loadable_reason(str(missing)) or "")
    await backend.aclose()


async def test_folder_without_a_model(tmp_path: Path) -> None:
    (tmp_path / "weights.bin").write_bytes(b"junk")
    with pytest.raises(EngineUnavailable, match=r"no config\.json"):
        resolve_model(str(tmp_path))


async def test_unloadable_model_reports_what_failed(tmp_path: Path, tiny_model_dir: Path) -> None:
    broken = tmp_path / "broken"
    broken.mkdir()
    for name in ("config.json", "tokenizer.json", "tokenizer_config.json", "chat_template.jinja"):
        if (tiny_model_dir / name).exists():
            (broken / name).write_bytes((tiny_model_dir / name).read_bytes())
    (broken / "model.safetensors").write_bytes(b"not a safetensors file")
    backend = TransformersBackend(str(broken), device="cpu")
    with pytest.raises(EngineUnavailable, match="cannot load the model"):
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
    # The failure is remembered: the next request fails at once with the same message.
    with pytest.raises(EngineUnavailable, match="cannot load the model"):
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
    await backend.aclose()


async def test_uncached_hub_id_offline_is_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "empty-cache"))
    reason = loadable_reason("ahmedheakl/cass-src-1.5b")
    assert reason is not None and "HF_HUB_OFFLINE" in reason
    backend = TransformersBackend("ahmedheakl/cass-src-1.5b", device="cpu")
    with pytest.raises(EngineUnavailable) as info:
        await backend.complete("source", messages_for("source", CUDA), max_new_tokens=4)
    assert "hf download ahmedheakl/cass-src-1.5b" in str(info.value)
    await backend.aclose()


def test_torch_not_installed_is_detected(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)  # what an import of a missing package sees
    assert missing_packages() == ["torch"]
    assert "pip install 'cass-lsp[model]'" in (loadable_reason("ahmedheakl/cass-src-1.5b") or "")


def test_no_model_configured() -> None:
    backend = TransformersBackend("", device="cpu")
    with pytest.raises(EngineUnavailable, match="no source model"):
        backend.worker("source")


def test_saved_config_is_qwen2(tiny_model_dir: Path) -> None:
    config = json.loads((tiny_model_dir / "config.json").read_text())
    assert config["model_type"] == "qwen2" and config["hidden_size"] == 64
