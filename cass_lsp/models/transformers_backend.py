"""Backend ``transformers``: a CASS model loaded in this process and owned by one worker thread.

* The model is a Hugging Face id (taken from the user's cache, or downloaded by transformers as
  usual) or a local folder. It is loaded lazily, on the first request, in the worker thread:
  never on the event loop and never on pygls's thread pool.
* One :class:`ModelWorker` (one thread, one loaded model) per model id, shared by every request;
  the source and assembly models get a worker each.
* Requests that arrive together (within ``BATCH_WINDOW_SECONDS`` of the first, up to
  ``MAX_BATCH``) are decoded as one left-padded batch.
* Decoding goes through :class:`cass_lsp.models.decode.FastDecoder` (CUDA graphs and a compiled
  step on a GPU, the same functions eagerly on the CPU); models it does not support (not Qwen2)
  go through ``model.generate`` with a streamer and a stopping criterion.
* Tokens stream back in chunks; cancellation is checked at every chunk (every step on the CPU,
  about every 25 ms on a GPU) and between prefill chunks.
* Device ``auto`` means CUDA when torch sees a GPU; bf16 on the GPU (fp16 where bf16 is not
  supported), float32 on the CPU.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib.util
import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cass_lsp.models.base import INSTALL_HINT, CancelToken, Completion, EngineUnavailable, TextCallback
from cass_lsp.models.prompts import Message, Task, render_chat
from cass_lsp.settings import DecodeSettings

log = logging.getLogger(__name__)

BATCH_WINDOW_SECONDS = 0.02
MAX_BATCH = 8


def missing_packages() -> list[str]:
    """The packages of the ``[model]`` extra that are not installed."""
    return [name for name in ("torch", "transformers") if importlib.util.find_spec(name) is None]


def _is_explicit_path(ident: str) -> bool:
    """A setting that can only be a path (a Hugging Face id is ``name`` or ``org/name``)."""
    return (
        ident.startswith(("/", "./", "../", "~", ".\\")) or ident.count("/") > 1 or (len(ident) > 1 and ident[1] == ":")
    )


def resolve_model(ident: str) -> str:
    """A local folder (checked) or a Hugging Face id, as ``from_pretrained`` takes it."""
    ident = ident.strip()
    if not ident:
        raise EngineUnavailable("no model is configured.", "Set model.sourceModel (e.g. ahmedheakl/cass-src-1.5b).")
    folder = Path(os.path.expanduser(ident))
    if _is_explicit_path(ident) or folder.is_dir():
        if not folder.is_dir():
            raise EngineUnavailable(f"the model folder {ident} does not exist.", "Point the setting at a model folder.")
        if not (folder / "config.json").is_file():
            raise EngineUnavailable(
                f"{ident} has no config.json: it is not a transformers model folder.",
                "Download the model with `hf download <id> --local-dir <folder>`.",
            )
        return str(folder)
    return ident


def loadable_reason(ident: str) -> str | None:
    """Why ``ident`` surely cannot be loaded, checked cheaply (no torch import); None if it may."""
    missing = missing_packages()
    if missing:
        return f"{' and '.join(missing)} not installed ({INSTALL_HINT})"
    try:
        path = resolve_model(ident)
    except EngineUnavailable as exc:
        return exc.message
    if Path(path).is_dir():
        return None
    if os.environ.get("HF_HUB_OFFLINE", "0") not in ("", "0", "false", "False"):
        try:
            from huggingface_hub import try_to_load_from_cache

            if not isinstance(try_to_load_from_cache(path, "config.json"), str):
                return f"{path} is not in the Hugging Face cache and HF_HUB_OFFLINE is set"
        except Exception:  # an odd id: let the real load report it
            return None
    return None


def choose_device(setting: str) -> str:
    import torch

    if setting == "cuda" or (setting == "auto" and torch.cuda.is_available()):
        if not torch.cuda.is_available():
            raise EngineUnavailable("model.device is cuda but torch sees no CUDA GPU.", "Set model.device to auto.")
        return "cuda"
    return "cpu"


def choose_dtype(device: str) -> Any:
    import torch

    if device == "cuda":
        return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
    return torch.float32


@dataclass
class _Request:
    prompt_ids: list[int]
    max_new_tokens: int
    stream: _TextStream | None
    cancel: CancelToken
    draft_ids: list[int] | None
    future: concurrent.futures.Future = field(default_factory=concurrent.futures.Future)


class _TextStream:
    """Incremental detokenisation in the worker thread; hands text deltas to a callback."""

    def __init__(self, tokenizer: Any, on_text: Callable[[str, int], None]) -> None:
        self.tokenizer = tokenizer
        self.on_text = on_text
        self.ids: list[int] = []
        self.sent = 0  # characters delivered
        self.text = ""

    def push(self, ids: list[int]) -> None:
        self.ids.extend(ids)
        text = self.tokenizer.decode(self.ids, skip_special_tokens=True)
        if text.endswith("\ufffd"):  # a multi-byte character cut between tokens: wait
            return
        self.text = text
        if len(text) > self.sent:
            delta, self.sent = text[self.sent :], len(text)
            self.on_text(delta, len(self.ids))


@dataclass
class WorkerStats:
    batch_sizes: list[int] = field(default_factory=list)
    last_stop_monotonic: float = 0.0  # when the worker last returned from decoding
    load_seconds: float = 0.0
    decode_path: str = ""


class ModelWorker:
    """One loaded model and the one thread that owns it (see the module docstring)."""

    def __init__(
        self, ident: str, device: str = "auto", *, max_batch: int = MAX_BATCH, decode: DecodeSettings | None = None
    ) -> None:
        self.ident = ident
        self.device_setting = device
        self.decode_settings = decode or DecodeSettings()
        self.max_batch = max_batch
        self.stats = WorkerStats()
        self._queue: queue.Queue[_Request | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._tokenizer: Any = None
        self._model: Any = None
        self._decoder: Any = None
        self._eos: set[int] = set()
        self.load_error: EngineUnavailable | None = None

    # -- loading

    def tokenizer(self) -> Any:
        """The model's tokenizer (loaded once; any thread)."""
        with self._lock:
            if self._tokenizer is None:
                missing = missing_packages()
                if missing:
                    raise EngineUnavailable(f"{' and '.join(missing)} not installed.", f"Install them: {INSTALL_HINT}")
                from transformers import AutoTokenizer

                path = resolve_model(self.ident)
                try:
                    self._tokenizer = AutoTokenizer.from_pretrained(path)
                except Exception as exc:
                    raise EngineUnavailable(
                        f"cannot load the tokenizer of {self.ident}: {_first_line(exc)}", _download_hint(self.ident)
                    ) from exc
            return self._tokenizer

    def _load(self) -> None:
        if self._model is not None:
            return
        if self.load_error is not None:
            raise self.load_error
        started = time.perf_counter()
        try:
            tokenizer = self.tokenizer()
            import torch
            from transformers import AutoModelForCausalLM

            from cass_lsp.models.decode import FastDecoder, unsupported_reason

            device = choose_device(self.device_setting)
            dtype = choose_dtype(device)
            path = resolve_model(self.ident)
            try:
                model = AutoModelForCausalLM.from_pretrained(path, dtype=dtype)
            except Exception as exc:
                raise EngineUnavailable(
                    f"cannot load the model {self.ident}: {_first_line(exc)}", _download_hint(self.ident)
                ) from exc
            model = model.to(device).eval()
            eos: set[int] = set()
            for source in (model.generation_config.eos_token_id, tokenizer.eos_token_id):
                if isinstance(source, int):
                    eos.add(source)
                elif isinstance(source, list | tuple):
                    eos.update(int(t) for t in source)
            im_end = tokenizer.convert_tokens_to_ids("<|im_end|>")
            if isinstance(im_end, int) and im_end != tokenizer.unk_token_id:
                eos.add(im_end)
            reason = unsupported_reason(model)
            decoder = None
            if reason is None:
                with torch.no_grad():
                    decoder = FastDecoder(model, self.decode_settings)
                self.stats.decode_path = decoder.path
            else:
                self.stats.decode_path = f"generate ({reason})"
            self._model, self._decoder, self._eos = model, decoder, eos
            self.stats.load_seconds = time.perf_counter() - started
            log.info(
                "loaded %s on %s in %.1fs (%s)", self.ident, device, self.stats.load_seconds, self.stats.decode_path
            )
        except EngineUnavailable as exc:
            self.load_error = exc
            raise
        except Exception as exc:  # out of memory, a broken checkpoint...
            self.load_error = EngineUnavailable(f"cannot load the model {self.ident}: {_first_line(exc)}")
            raise self.load_error from exc

    @property
    def loaded(self) -> bool:
        return self._model is not None

    # -- requests

    def submit(self, request: _Request) -> concurrent.futures.Future:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=f"cass-model:{self.ident}", daemon=True)
                self._thread.start()
        self._queue.put(request)
        return request.future

    def close(self, timeout: float = 5.0) -> None:
        self._queue.put(None)
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def _next_batch(self, first: _Request) -> tuple[list[_Request], bool]:
        batch = [first]
        deadline = time.monotonic() + BATCH_WINDOW_SECONDS
        stop = False
        while len(batch) < self.max_batch:
            remaining = deadline - time.monotonic()
            try:
                item = self._queue.get(timeout=max(0.0, remaining)) if remaining > 0 else self._queue.get_nowait()
            except queue.Empty:
                break
            if item is None:
                stop = True
                break
            batch.append(item)
        return batch, stop

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch, stop = self._next_batch(first)
            live = []
            for request in batch:
                if request.cancel.cancelled:
                    request.future.set_result(([], "cancelled"))
                else:
                    live.append(request)
            if live:
                try:
                    self._load()
                    self._decode(live)
                except BaseException as exc:
                    if not isinstance(exc, EngineUnavailable):  # out of memory, a CUDA error...
                        log.exception("decoding with %s failed", self.ident)
                        exc = EngineUnavailable(f"the model {self.ident} failed while generating: {_first_line(exc)}")
                    for request in live:
                        if not request.future.done():
                            request.future.set_exception(exc)
                finally:
                    self.stats.last_stop_monotonic = time.monotonic()
            if stop:
                return

    def _decode(self, batch: list[_Request]) -> None:
        # Draft (prompt-lookup) decoding runs one request at a time; the rest share a batch.
        drafted = [r for r in batch if r.draft_ids and len(batch) > 1 and self._decoder is not None]
        plain = [r for r in batch if r not in drafted]
        groups = [[r] for r in drafted] + ([plain] if plain else [])
        for group in groups:
            self.stats.batch_sizes.append(len(group))
            if self._decoder is not None:
                self._decode_fast(group)
            else:
                for request in group:
                    self._decode_generate(request)

    def _decode_fast(self, group: list[_Request]) -> None:
        import torch

        def on_tokens(row: int, ids: list[int]) -> None:
            stream = group[row].stream
            if stream is not None:
                stream.push(ids)

        draft = group[0].draft_ids if len(group) == 1 else None
        with torch.no_grad():
            output = self._decoder.generate(
                [r.prompt_ids for r in group],
                [r.max_new_tokens for r in group],
                eos_token_ids=sorted(self._eos),
                on_tokens=on_tokens,
                cancelled=lambda row: group[row].cancel.cancelled,
                draft_reference=draft,
            )
        for request, tokens, finish in zip(group, output.tokens, output.finish, strict=True):
            request.future.set_result((tokens, finish))

    def _decode_generate(self, request: _Request) -> None:
        """The generic path for models the fast decoder does not handle."""
        import torch
        from transformers import StoppingCriteria, StoppingCriteriaList
        from transformers.generation.streamers import BaseStreamer

        prompt_length = len(request.prompt_ids)

        class Streamer(BaseStreamer):
            def __init__(self) -> None:
                self.first = True

            def put(self, value: Any) -> None:
                if self.first:  # generate hands the prompt over first
                    self.first = False
                    return
                if request.stream is not None:
                    request.stream.push([int(t) for t in value.reshape(-1).tolist()])

            def end(self) -> None:
                pass

        class StopOnCancel(StoppingCriteria):
            def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
                return torch.full((input_ids.shape[0],), request.cancel.cancelled, dtype=torch.bool)

        model = self._model
        ids = torch.tensor([request.prompt_ids], device=model.device)
        with torch.no_grad():
            out = model.generate(
                input_ids=ids,
                attention_mask=torch.ones_like(ids),
                max_new_tokens=request.max_new_tokens,
                do_sample=False,
                eos_token_id=sorted(self._eos) or None,
                pad_token_id=sorted(self._eos)[0] if self._eos else 0,
                streamer=Streamer(),
                stopping_criteria=StoppingCriteriaList([StopOnCancel()]),
            )
        tokens = [int(t) for t in out[0, prompt_length:].tolist()]
        finish = "length"
        while tokens and tokens[-1] in self._eos:
            tokens.pop()
            finish = "stop"
        if request.cancel.cancelled:
            finish = "cancelled"
        request.future.set_result((tokens, finish))


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:400]


def _download_hint(ident: str) -> str:
    if Path(os.path.expanduser(ident)).is_dir():
        return "Check that the folder holds a complete model (config, weights and tokenizer)."
    return (
        f"Download it once with `hf download {ident}` (or let transformers download it: unset HF_HUB_OFFLINE),"
        " or set the model setting to a local folder."
    )


class TransformersBackend:
    """The ``transformers`` backend (see the module docstring)."""

    name = "transformers"

    def __init__(
        self, source_model: str, asm_model: str = "", device: str = "auto", decode: DecodeSettings | None = None
    ) -> None:
        self.models: dict[Task, str] = {"source": source_model.strip(), "asm": asm_model.strip()}
        self.device = device
        self.decode = decode or DecodeSettings()
        self._workers: dict[str, ModelWorker] = {}

    @classmethod
    def from_settings(cls, settings: Any) -> TransformersBackend:
        return cls(settings.source_model, settings.asm_model, settings.device, settings.decode)

    def model_for(self, task: Task) -> str:
        return self.models[task]

    def worker(self, task: Task) -> ModelWorker:
        ident = self.models[task]
        if not ident:
            setting = "model.sourceModel" if task == "source" else "model.asmModel"
            raise EngineUnavailable(f"no {task} model is configured.", f"Set {setting}.")
        if ident not in self._workers:
            self._workers[ident] = ModelWorker(ident, self.device, decode=self.decode)
        return self._workers[ident]

    async def token_counter(self, task: Task) -> Callable[[str], int]:
        tokenizer = await asyncio.to_thread(self.worker(task).tokenizer)
        return lambda text: len(tokenizer(text, add_special_tokens=False)["input_ids"])

    async def complete(
        self,
        task: Task,
        messages: list[Message],
        *,
        max_new_tokens: int,
        on_text: TextCallback | None = None,
        cancel: CancelToken | None = None,
        draft: str | None = None,
    ) -> Completion:
        worker = self.worker(task)
        cancel = cancel or CancelToken()
        tokenizer = await asyncio.to_thread(worker.tokenizer)
        prompt = render_chat(tokenizer, messages)
        prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
        draft_ids = tokenizer(draft, add_special_tokens=False)["input_ids"] if draft else None
        loop = asyncio.get_running_loop()
        counted = [0]

        def deliver(text: str, tokens: int) -> None:  # worker thread -> event loop
            counted[0] = tokens
            if on_text is not None and not loop.is_closed():
                loop.call_soon_threadsafe(on_text, text, tokens)

        stream = _TextStream(tokenizer, deliver)
        request = _Request(prompt_ids, max_new_tokens, stream, cancel, draft_ids)
        future = asyncio.wrap_future(worker.submit(request))
        cancelled = asyncio.ensure_future(cancel.wait())
        try:
            done, _ = await asyncio.wait({future, cancelled}, return_when=asyncio.FIRST_COMPLETED)
        except asyncio.CancelledError:
            cancel.cancel()
            raise
        finally:
            cancelled.cancel()
        if future not in done:  # cancelled: answer now, the worker stops at its next check
            future.add_done_callback(lambda f: f.exception() if not f.cancelled() else None)
            return Completion(stream.text, counted[0], "cancelled", worker.ident)
        tokens, finish = future.result()
        text = tokenizer.decode(tokens, skip_special_tokens=True)
        return Completion(text, len(tokens), finish, worker.ident)

    async def aclose(self) -> None:
        workers, self._workers = list(self._workers.values()), {}
        for worker in workers:
            await asyncio.to_thread(worker.close)
