"""Fast greedy decoding for the CASS models (Qwen2 architecture), the product's own decode path.

Why not ``model.generate``: at batch 1 a 1.5B or 7B model is launch-bound in eager PyTorch
(about 18 tokens/s on an H200 as the CASS README calls it, against a weight-streaming limit of
about 1,500 and 310). This module runs the model's own weights through a small functional
forward written for decoding:

* a static KV cache per layer, ``[batch, kv_heads, slots, head_dim]``, allocated once per
  (batch, slots) bucket and reused by later requests;
* q/k/v and gate/up projections fused into one matrix each (the model's parameters become views
  of the fused matrices, so no memory is duplicated and the model stays usable as it was);
* one decoder layer compiled with ``torch.compile`` (one graph reused by all layers: the weights
  are arguments, not constants), and the whole single-token step (embedding, all layers, head,
  greedy argmax, counter updates) captured in one CUDA graph. Replaying it N times decodes N
  tokens with no host round trip: the host copies tokens back every few steps, in chunks sized
  to about 25 ms, to stream them and to check cancellation;
* for small models (hidden size up to 2048) the q/k/v and output projections of a single token
  are written as multiply-and-sum, which the compiler fuses with the RMS norm before them (a
  1.5B step is latency-bound: fewer, fused kernels beat cuBLAS's small GEMV launches);
* grouped-query attention over the cache without repeating K/V (queries of a KV group form the
  rows of one matrix product), with left padding handled by a per-row first valid slot;
* prefill in chunks through ``scaled_dot_product_attention``, so a 16K prompt needs no
  16K-by-16K score matrix and cancellation is checked between chunks;
* optional prompt-lookup (draft) decoding: draft tokens are looked up in a reference text (the
  rule engine's translation, then the prompt) and verified in one forward of ``1 + k`` tokens;
  the accepted tokens are exactly those greedy decoding produces.

The tuning knobs (compile mode, reductions, split-K values) are the ``model.decode`` settings
(``DecodeSettings`` in settings.py), passed in by the backend. The functional forward is
``qwen2_forward.py``, the draft lookup ``drafts.py``.

On the CPU (and wherever torch.compile or CUDA graphs are unavailable) the same functions run
eagerly. Only torch is imported, lazily: the GPU benchmark imports this module on a machine
without pygls or tree-sitter (settings.py needs only the standard library).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cass_lsp.models.drafts import DraftLookup
from cass_lsp.models.qwen2_forward import (
    LayerWeights,
    forward_few_body,
    fuse_bias,
    fuse_rows,
    make_layer_functions,
    rms_norm,
)
from cass_lsp.settings import DecodeSettings

if TYPE_CHECKING:
    import torch

SUPPORTED_MODEL_TYPES = ("qwen2",)
# Aim for a host round trip (stream tokens, check cancellation) about this often.
CHUNK_SECONDS = 0.025
MAX_CHUNK_STEPS = 64
BATCH_BUCKETS = (1, 2, 4, 8)
# Static caches kept alive (each holds a KV cache and a CUDA graph).
CACHED_STATES = 2


def unsupported_reason(model: Any) -> str | None:
    """Why ``model`` cannot use the fast path (None when it can)."""
    config = getattr(model, "config", None)
    if config is None or getattr(config, "model_type", None) not in SUPPORTED_MODEL_TYPES:
        return f"model type {getattr(config, 'model_type', None)!r} is not one of {SUPPORTED_MODEL_TYPES}"
    if getattr(config, "use_sliding_window", False):
        return "sliding-window attention is not supported by the fast decoder"
    if getattr(config, "hidden_act", "silu") != "silu":
        return f"activation {config.hidden_act!r} is not supported by the fast decoder"
    params = list(model.parameters())
    devices = {p.device for p in params}
    if len(devices) != 1 or any(d.type == "meta" for d in devices):
        return "the model is spread over several devices or offloaded"
    if any(not p.dtype.is_floating_point for p in params):
        return "quantised weights are not supported by the fast decoder"
    return None


def bucket_slots(needed: int) -> int:
    """Cache slots for ``needed`` positions: a multiple of 1024 (4096 past 8192)."""
    step = 1024 if needed <= 8192 else 4096
    return max(step, -(-needed // step) * step)


def bucket_batch(batch: int) -> int:
    for size in BATCH_BUCKETS:
        if batch <= size:
            return size
    return batch


@dataclass
class DecodeStats:
    prompt_tokens: int = 0  # padded prompt length times rows
    new_tokens: int = 0  # generated tokens kept, all rows
    prefill_seconds: float = 0.0
    decode_seconds: float = 0.0
    steps: int = 0  # forward passes after prefill
    draft_proposed: int = 0
    draft_accepted: int = 0
    path: str = ""


@dataclass
class DecodeOutput:
    tokens: list[list[int]]
    finish: list[str]  # per row: "stop" (EOS), "length", "cancelled"
    stats: DecodeStats = field(default_factory=DecodeStats)


# ---- static decode state -----------------------------------------------------------------------


class _State:
    """Static buffers for one (batch, slots) bucket, and the CUDA graph of one decode step."""

    def __init__(self, decoder: FastDecoder, batch: int, slots: int) -> None:
        import torch

        d = decoder
        dev = d.device
        self.batch, self.slots = batch, slots
        shape = (batch, d.n_kv, slots, d.head_dim)
        self.k = [torch.zeros(shape, dtype=d.dtype, device=dev) for _ in d.layers]
        self.v = [torch.zeros(shape, dtype=d.dtype, device=dev) for _ in d.layers]
        self.tokens = torch.zeros((batch, 1), dtype=torch.long, device=dev)
        self.slot = torch.zeros((1,), dtype=torch.long, device=dev)  # where this step writes
        self.first = torch.zeros((batch,), dtype=torch.long, device=dev)  # first valid slot per row
        self.step = torch.zeros((1,), dtype=torch.long, device=dev)
        self.out = torch.zeros((batch, slots + 1), dtype=torch.long, device=dev)
        self.columns = torch.arange(slots, device=dev)
        # Rope tables live as long as the graph that reads them.
        probe = torch.zeros((), dtype=d.dtype, device=dev)
        cos, sin = d.rotary(probe, self.columns[None])
        self.cos, self.sin = cos[0].contiguous(), sin[0].contiguous()
        self.ready = False  # warmed up (compiled) and, on CUDA, captured
        self.graph: Any = None
        self.graph_error: str | None = None


class FastDecoder:
    """Greedy decoding of a loaded transformers Qwen2 model (see the module docstring).

    Not thread-safe: one thread (the backend's worker) owns it, as it owns the model.
    """

    def __init__(
        self,
        model: Any,
        settings: DecodeSettings | None = None,
        *,
        cuda_graphs: bool | None = None,
        prefill_chunk: int | None = None,
    ) -> None:
        """``settings``: the model.decode settings (their defaults when None); ``cuda_graphs`` and
        ``prefill_chunk``: the tests' and the benchmark's overrides (default: on CUDA, graphs and
        chunks of 2048)."""
        import torch

        settings = settings or DecodeSettings()
        reason = unsupported_reason(model)
        if reason is not None:
            raise ValueError(reason)
        config = model.config
        core = model.model
        self.model = model
        self.device = next(model.parameters()).device
        self.dtype = next(model.parameters()).dtype
        on_cuda = self.device.type == "cuda"
        self.n_heads = config.num_attention_heads
        self.n_kv = getattr(config, "num_key_value_heads", None) or self.n_heads
        self.head_dim = getattr(config, "head_dim", None) or config.hidden_size // self.n_heads
        self.eps = float(core.norm.variance_epsilon)
        self.vocab_size = model.lm_head.weight.shape[0]
        self.rotary = core.rotary_emb
        with torch.no_grad():
            self.embed = core.embed_tokens.weight
            self.norm = core.norm.weight
            self.lm_head = model.lm_head.weight
            self.layers = []
            for layer in core.layers:
                attn, mlp = layer.self_attn, layer.mlp
                self.layers.append(
                    LayerWeights(
                        ln1=layer.input_layernorm.weight.detach(),
                        qkv_w=fuse_rows(attn.q_proj, attn.k_proj, attn.v_proj),
                        qkv_b=fuse_bias(attn.q_proj, attn.k_proj, attn.v_proj),
                        o_w=attn.o_proj.weight.detach(),
                        ln2=layer.post_attention_layernorm.weight.detach(),
                        gate_up_w=fuse_rows(mlp.gate_proj, mlp.up_proj),
                        down_w=mlp.down_proj.weight.detach(),
                    )
                )
            if any(lw.qkv_b is None for lw in self.layers) and any(lw.qkv_b is not None for lw in self.layers):
                raise ValueError("layers disagree on attention bias")
        self.use_graphs = on_cuda if cuda_graphs is None else (cuda_graphs and on_cuda)
        compile = on_cuda and settings.compile
        reduce_linear = settings.reduce_linear
        if reduce_linear == "auto":  # small models only (settings.py says what was measured)
            reduce_linear = "small" if config.hidden_size <= 2048 else "none"
        reduce_linear = reduce_linear if compile and reduce_linear != "none" else ""
        self.variant = (settings.reduce_attention and compile, reduce_linear, settings.split_values)
        self._layer_few_eager, self.layer_prefill = make_layer_functions(
            self.eps, self.n_heads, self.n_kv, self.head_dim
        )
        # The compiled flavour may write products as reductions (see make_layer_functions).
        self._layer_few_to_compile, _ = make_layer_functions(
            self.eps,
            self.n_heads,
            self.n_kv,
            self.head_dim,
            reduce_attention=self.variant[0],
            reduce_linear=self.variant[1],
            split_values=self.variant[2],
        )
        self.layer_few = self._layer_few_eager
        self.compiled = False
        self.tuned = False
        self.compile_error: str | None = None
        if compile:  # one compiled layer, reused by every layer of the model (compiles in seconds)
            mode = None if settings.compile_mode == "default" else settings.compile_mode
            options = {"coordinate_descent_tuning": True} if settings.coordinate_tuning and mode is None else None
            self.tuned = options is not None
            try:
                self.layer_few = torch.compile(self._layer_few_to_compile, fullgraph=True, mode=mode, options=options)
                self.compiled = True
            except Exception as exc:  # no compiler: run eagerly
                self._give_up_compile(exc)
        self.prefill_chunk = prefill_chunk or (2048 if on_cuda else 256)
        self._states: OrderedDict[tuple[int, int], _State] = OrderedDict()

    # -- helpers

    def _give_up_compile(self, exc: BaseException) -> None:
        self.layer_few = self._layer_few_eager
        self.compiled = False
        self.compile_error = f"{type(exc).__name__}: {exc}"

    @property
    def path(self) -> str:
        parts = [self.device.type, str(self.dtype).removeprefix("torch.")]
        if self.compiled:
            extra = "".join(
                [
                    ",reduce-attention" if self.variant[0] else "",
                    f",reduce-{self.variant[1]}" if self.variant[1] else "",
                    f",split-values-{self.variant[2]}" if self.variant[2] > 1 else "",
                    ",tuned" if self.tuned else "",
                ]
            )
            parts.append(f"compiled(layer{extra})")
        else:
            parts.append("eager")
        if self.use_graphs:
            parts.append("cuda-graph")
        return "+".join(parts)

    def _state(self, batch: int, slots: int) -> _State:
        key = (batch, slots)
        state = self._states.get(key)
        if state is None:
            while len(self._states) >= CACHED_STATES:
                self._states.popitem(last=False)
                if self.device.type == "cuda":
                    import torch

                    torch.cuda.empty_cache()
            state = _State(self, batch, slots)
            self._states[key] = state
        self._states.move_to_end(key)
        return state

    def _forward_few(self, state: _State, tokens: torch.Tensor, slots: torch.Tensor) -> torch.Tensor:
        """Logits-argmax [B, T] for ``tokens`` [B, T] at cache ``slots`` [T] (writes their K/V)."""
        weights = [lw.as_args() for lw in self.layers]
        head = (self.embed, self.norm, self.lm_head)
        args = (tokens, slots, state.first, state.columns, state.cos, state.sin, state.k, state.v, weights, head)
        return forward_few_body(self.layer_few, self.eps, *args)

    def _decode_step(self, state: _State) -> None:
        """One greedy step on the static buffers: everything a CUDA graph replays."""
        nxt = self._forward_few(state, state.tokens, state.slot)  # [B, 1]
        state.tokens.copy_(nxt)
        state.out.index_copy_(1, state.step, nxt)
        state.step.add_(1)
        state.slot.add_(1)

    def _warm_up(self, state: _State) -> None:
        """Run (and so compile) the step once; fall back to eager layers if compiling fails."""
        try:
            self._decode_step(state)
        except Exception as exc:
            if not self.compiled:
                raise
            self._give_up_compile(exc)
            self._decode_step(state)
        state.slot.zero_()
        state.step.zero_()

    def _capture(self, state: _State) -> None:
        import torch

        if self.compiled or self.use_graphs:
            self._warm_up(state)
        if not self.use_graphs:
            return
        try:
            stream = torch.cuda.Stream()
            stream.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(stream):
                for _ in range(3):  # compile and warm up on scratch values
                    state.slot.zero_()
                    state.step.zero_()
                    self._decode_step(state)
            torch.cuda.current_stream().wait_stream(stream)
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                self._decode_step(state)
            torch.cuda.synchronize()
            state.graph = graph
        except Exception as exc:  # capture failed: replay eagerly
            state.graph = None
            state.graph_error = f"{type(exc).__name__}: {exc}"

    def _prefill(self, state: _State, prompt: torch.Tensor, cancelled: Callable[[], bool]) -> torch.Tensor | None:
        """Fill the cache with the left-padded ``prompt`` [B, P]; argmax after its last token [B]."""
        import torch
        import torch.nn.functional as F

        length = prompt.shape[1]
        last = None
        for start in range(0, length, self.prefill_chunk):
            if cancelled():
                return None
            end = min(length, start + self.prefill_chunk)
            slots = torch.arange(start, end, device=self.device)
            positions = (slots[None, :] - state.first[:, None]).clamp(min=0)
            cos, sin = state.cos[positions], state.sin[positions]
            cols = state.columns[:end]
            allowed = (cols[None, None, :] >= state.first[:, None, None]) & (
                cols[None, None, :] <= slots[None, :, None]
            )
            # A padding query sees only itself, so no row of the softmax is empty (no NaN).
            allowed |= cols[None, None, :] == slots[None, :, None]
            mask = allowed[:, None]
            h = F.embedding(prompt[:, start:end], self.embed)
            for i, lw in enumerate(self.layers):
                h = self.layer_prefill(h, cos, sin, mask, start, state.k[i], state.v[i], *lw.as_args())
            last = h[:, -1:]
        assert last is not None
        return F.linear(rms_norm(last, self.norm, self.eps), self.lm_head).argmax(dim=-1)[:, 0]

    # -- public

    def generate(
        self,
        prompts: Sequence[Sequence[int]],
        max_new_tokens: int | Sequence[int],
        *,
        eos_token_ids: Sequence[int] = (),
        on_tokens: Callable[[int, list[int]], None] | None = None,
        cancelled: Callable[[int], bool] | None = None,
        draft_reference: Sequence[int] | None = None,
        draft_tokens: int = 8,
        max_slots: int | None = None,
    ) -> DecodeOutput:
        """Greedy continuations of ``prompts`` (token ids), batched with left padding.

        ``on_tokens(row, new_ids)`` streams tokens as they come back from the device;
        ``cancelled(row)`` is polled at every host round trip (and between prefill chunks): a
        cancelled row stops, and decoding ends when every row has stopped. ``draft_reference``
        (batch 1 only) turns on prompt-lookup decoding against that token sequence and the prompt.
        """
        import torch

        if not prompts:
            return DecodeOutput([], [])
        if any(len(p) == 0 for p in prompts):
            raise ValueError("empty prompt")
        rows = len(prompts)
        limits = [max_new_tokens] * rows if isinstance(max_new_tokens, int) else list(max_new_tokens)
        if len(limits) != rows or min(limits) < 1:
            raise ValueError("one positive max_new_tokens per prompt")
        max_new_tokens = max(limits)
        is_cancelled = cancelled or (lambda _row: False)
        length = max(len(p) for p in prompts)
        needed = length + max_new_tokens
        if max_slots is not None and needed > max_slots:
            raise ValueError(f"prompt ({length}) plus new tokens ({max_new_tokens}) exceed {max_slots} positions")
        batch = bucket_batch(rows) if self.use_graphs else rows
        slots = bucket_slots(needed)
        stats = DecodeStats(path=self.path)
        with torch.no_grad():
            state = self._state(batch, slots)
            if not state.ready:
                self._capture(state)
                state.ready = True
            if state.graph is None and self.use_graphs:
                stats.path += f" (graph capture failed: {state.graph_error})"
            padded = [list(prompts[r % rows]) for r in range(batch)]
            first = [length - len(p) for p in padded]
            prompt = torch.tensor([[0] * f + p for f, p in zip(first, padded, strict=True)], device=self.device)
            state.first.copy_(torch.tensor(first, device=self.device))
            stats.prompt_tokens = length * rows
            started = time.perf_counter()
            first_tokens = self._prefill(state, prompt, lambda: all(is_cancelled(r) for r in range(rows)))
            if first_tokens is None:
                return DecodeOutput([[] for _ in range(rows)], ["cancelled"] * rows, stats)
            state.tokens.copy_(first_tokens[:, None])
            state.out[:, 0] = first_tokens
            state.step.fill_(1)
            state.slot.fill_(length)
            first_host = first_tokens.tolist()
            stats.prefill_seconds = time.perf_counter() - started
            tracker = _Tracker(limits, set(eos_token_ids), on_tokens, is_cancelled)
            tracker.add([[t] for t in first_host[:rows]])
            started = time.perf_counter()
            if not tracker.all_done():
                if draft_reference is not None and rows == 1:
                    self._decode_with_drafts(
                        state, list(prompts[0]), list(draft_reference), draft_tokens, tracker, stats
                    )
                else:
                    self._decode_chunks(state, tracker, stats)
            if self.device.type == "cuda":
                torch.cuda.synchronize()
            stats.decode_seconds = time.perf_counter() - started
        stats.new_tokens = sum(len(t) for t in tracker.tokens)
        return DecodeOutput(tracker.tokens, tracker.finish, stats)

    def _run_steps(self, state: _State, n: int) -> None:
        for _ in range(n):
            if state.graph is not None:
                state.graph.replay()
            else:
                self._decode_step(state)

    def _decode_chunks(self, state: _State, tracker: _Tracker, stats: DecodeStats) -> None:
        """Replay the step in chunks; copy a chunk's tokens back while the next chunk runs."""
        import torch

        on_cuda = self.device.type == "cuda"
        chunk = 4 if on_cuda else 1
        produced = 1  # out[:, 0] came from prefill
        budget = tracker.max_new - 1  # decode steps left
        pending: tuple[int, torch.Tensor, Any, float] | None = None  # steps, tokens, event, start
        while True:
            current = None
            if budget > 0 and not tracker.all_done():
                steps = min(chunk, budget)
                began = time.perf_counter()
                self._run_steps(state, steps)
                budget -= steps
                stats.steps += steps
                host = state.out[:, produced : produced + steps].to("cpu", non_blocking=on_cuda)
                produced += steps
                event = None
                if on_cuda:
                    event = torch.cuda.Event()
                    event.record()
                current = (steps, host, event, began)
            if pending is not None:
                steps, host, event, began = pending
                if event is not None:
                    event.synchronize()
                    # Size chunks so that a host round trip comes about every CHUNK_SECONDS.
                    per_step = (time.perf_counter() - began) / steps
                    chunk = max(1, min(MAX_CHUNK_STEPS, int(CHUNK_SECONDS / max(per_step, 1e-5))))
                tracker.add([host[r].tolist() for r in range(tracker.rows)])
            if current is None or tracker.all_done():
                return
            pending = current
            if not on_cuda:  # nothing ran asynchronously: take the tokens at once
                tracker.add([current[1][r].tolist() for r in range(tracker.rows)])
                pending = None

    def _decode_with_drafts(
        self,
        state: _State,
        prompt: list[int],
        reference: list[int],
        k: int,
        tracker: _Tracker,
        stats: DecodeStats,
    ) -> None:
        """Prompt-lookup decoding at batch 1: propose k tokens, verify them in one forward."""
        import torch

        lookup = DraftLookup(reference, prompt)
        history = list(prompt) + list(tracker.tokens[0])
        last = history[-1]
        slot = int(state.slot.item())
        while not tracker.all_done():
            remaining = tracker.max_new - len(tracker.tokens[0])
            draft = lookup.propose(history, min(k, remaining - 1)) if remaining > 1 else []
            if len(draft) < 1:
                self._run_steps(state, 1)
                stats.steps += 1
                token = int(state.tokens[0, 0].item())
                slot += 1
                history.append(token)
                last = token
                tracker.add([[token]])
                continue
            feed = torch.tensor([[last, *draft]], device=self.device)
            slots = torch.arange(slot, slot + len(feed[0]), device=self.device)
            predicted = self._forward_few(state, feed, slots)[0].tolist()
            stats.steps += 1
            stats.draft_proposed += len(draft)
            accepted = 0
            while accepted < len(draft) and draft[accepted] == predicted[accepted]:
                accepted += 1
            stats.draft_accepted += accepted
            new = predicted[: accepted + 1]
            slot += len(new)
            history.extend(new)
            last = new[-1]
            # Keep the graph's buffers in step for a later single-token step.
            state.slot.fill_(slot)
            state.tokens.fill_(last)
            tracker.add([new])


class _Tracker:
    """Per-row tokens, stop conditions and streaming on the host side."""

    def __init__(
        self,
        limits: list[int],
        eos: set[int],
        on_tokens: Callable[[int, list[int]], None] | None,
        cancelled: Callable[[int], bool],
    ) -> None:
        self.rows = len(limits)
        self.limits = limits
        self.max_new = max(limits)
        self.eos = eos
        self.on_tokens = on_tokens
        self.cancelled = cancelled
        self.tokens: list[list[int]] = [[] for _ in range(self.rows)]
        self.finish: list[str] = [""] * self.rows

    def add(self, chunks: list[list[int]]) -> None:
        for row in range(self.rows):
            if self.finish[row]:
                continue
            if self.cancelled(row):
                self.finish[row] = "cancelled"
                continue
            new = []
            for token in chunks[row]:
                if token in self.eos:
                    self.finish[row] = "stop"
                    break
                new.append(token)
                if len(self.tokens[row]) + len(new) >= self.limits[row]:
                    self.finish[row] = "length"
                    break
            if new:
                self.tokens[row].extend(new)
                if self.on_tokens is not None:
                    self.on_tokens(row, new)

    def all_done(self) -> bool:
        for row in range(self.rows):
            if not self.finish[row] and self.cancelled(row):
                self.finish[row] = "cancelled"
        return all(self.finish)


def streamed_bytes_per_step(model: Any) -> int:
    """Weight bytes one decode step must read (the embedding table only when tied to the head)."""
    total = sum(p.numel() * p.element_size() for p in model.parameters())
    if not getattr(model.config, "tie_word_embeddings", False):  # embeddings: one row per token
        embed = model.get_input_embeddings().weight
        total -= embed.numel() * embed.element_size()
    return total


__all__ = [
    "DecodeOutput",
    "DecodeStats",
    "DraftLookup",
    "FastDecoder",
    "bucket_batch",
    "bucket_slots",
    "streamed_bytes_per_step",
    "unsupported_reason",
]
