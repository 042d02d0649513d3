"""Decode speed of random-weight models in the CASS shapes: plain ``generate`` against our decoder.

Runs on an NVIDIA GPU machine with only its preinstalled torch and transformers (no download,
no install, no pygls or tree-sitter): it imports ``cass_lsp.models.decode`` from this checkout.

    PYTHONUNBUFFERED=1 python3 benchmarks/bench_model_decode.py            # both shapes, GPU
    python3 benchmarks/bench_model_decode.py --device cpu --tiny           # the same code, tiny shapes

For each shape (Qwen2.5-Coder 1.5B and 7B, bf16, built directly on the GPU from a config) and
each batch size (1, 8) it times, on a random prompt of ``--prompt-tokens`` tokens:

* ``generate``: ``model.generate`` as the CASS README calls it (greedy, dynamic cache);
* ``fast``: :class:`cass_lsp.models.decode.FastDecoder` (static cache, compiled layer, CUDA graph),
  with its host round trips for streaming included.

Decode tokens/s counts generated tokens after the first (which comes out of prefill) over the
decode time; batch 8 reports the total over all rows. Prefill time is reported apart. Random
weights say nothing about draft (prompt-lookup) decoding, whose gain depends on how often the
model agrees with the draft, so it is not measured here.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
import typing
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import torch  # noqa: E402

from cass_lsp.models.decode import FastDecoder, streamed_bytes_per_step  # noqa: E402
from cass_lsp.settings import DecodeSettings  # noqa: E402

SHAPES = {
    # Qwen2.5-Coder-1.5B / -7B (the CASS fine-tunes keep the architecture).
    "1.5b": dict(
        hidden_size=1536,
        num_hidden_layers=28,
        num_attention_heads=12,
        num_key_value_heads=2,
        intermediate_size=8960,
        vocab_size=151936,
        tie_word_embeddings=True,
    ),
    "7b": dict(
        hidden_size=3584,
        num_hidden_layers=28,
        num_attention_heads=28,
        num_key_value_heads=4,
        intermediate_size=18944,
        vocab_size=152064,
        tie_word_embeddings=False,
    ),
}
TINY = {
    "1.5b": dict(
        hidden_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        intermediate_size=128,
        vocab_size=512,
        tie_word_embeddings=True,
    ),
    "7b": dict(
        hidden_size=96,
        num_hidden_layers=3,
        num_attention_heads=6,
        num_key_value_heads=2,
        intermediate_size=160,
        vocab_size=640,
        tie_word_embeddings=False,
    ),
}


def sync(device: str) -> None:
    if device == "cuda":
        torch.cuda.synchronize()


def build_model(shape: dict, device: str, dtype: torch.dtype):
    from transformers import AutoModelForCausalLM, Qwen2Config

    config = Qwen2Config(
        **shape,
        max_position_embeddings=32768,
        rms_norm_eps=1e-6,
        rope_theta=1000000.0,
        use_sliding_window=False,
        initializer_range=0.02,
    )
    with torch.device(device):
        try:
            model = AutoModelForCausalLM.from_config(config, dtype=dtype)
        except TypeError:  # older transformers spell it torch_dtype
            model = AutoModelForCausalLM.from_config(config, torch_dtype=dtype)
    model = model.to(device=device, dtype=dtype).eval()
    model.generation_config.eos_token_id = None
    model.generation_config.pad_token_id = 0
    return model


def copy_bandwidth(device: str) -> float:
    """Device-to-device copy bandwidth in bytes/s, counting bytes read and written."""
    if device != "cuda":
        return 0.0
    src = torch.empty(1 << 30, dtype=torch.uint8, device=device)
    dst = torch.empty_like(src)
    for _ in range(3):
        dst.copy_(src)
    sync(device)
    start = time.perf_counter()
    reps = 10
    for _ in range(reps):
        dst.copy_(src)
    sync(device)
    seconds = (time.perf_counter() - start) / reps
    del src, dst
    return 2 * (1 << 30) / seconds


def time_generate(model, prompt: torch.Tensor, new_tokens: int, device: str) -> tuple[float, float, list[int]]:
    """(prefill seconds, decode tokens/s over all rows, first row's tokens) for plain generate."""
    mask = torch.ones_like(prompt)

    def run(n: int):
        sync(device)
        start = time.perf_counter()
        out = model.generate(input_ids=prompt, attention_mask=mask, max_new_tokens=n, min_new_tokens=n, do_sample=False)
        sync(device)
        return time.perf_counter() - start, out

    run(2)  # warm up (cuBLAS handles, allocator)
    prefill, _ = run(1)
    total, out = run(new_tokens)
    rows = prompt.shape[0]
    rate = rows * (new_tokens - 1) / max(total - prefill, 1e-9)
    return prefill, rate, out[0, prompt.shape[1] :].tolist()


def time_fast(decoder: FastDecoder, prompt: torch.Tensor, new_tokens: int, repeats: int) -> dict:
    prompts = prompt.tolist()
    started = time.perf_counter()
    warm = decoder.generate(prompts, 16)  # compiles and captures this (batch, slots) bucket
    warm_seconds = time.perf_counter() - started
    del warm
    runs = [decoder.generate(prompts, new_tokens) for _ in range(repeats)]
    rows = len(prompts)
    rates = [rows * (r.stats.steps) / r.stats.decode_seconds for r in runs]
    best = max(range(len(runs)), key=lambda i: rates[i])
    return {
        "prefill_s": statistics.median(r.stats.prefill_seconds for r in runs),
        "rate": statistics.median(rates),
        "rate_best": rates[best],
        "setup_s": warm_seconds,
        "path": runs[best].stats.path,
        "tokens": runs[best].tokens[0],
        "steps": runs[best].stats.steps,
    }


def profile_step(decoder: FastDecoder, device: str, steps: int = 5) -> None:
    """Kernel times of a few replays of the latest decode step (graph replays where captured)."""
    from torch.profiler import ProfilerActivity, profile

    state = next(reversed(decoder._states.values()))
    state.slot.fill_(state.slots // 2)
    state.step.fill_(1)
    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == "cuda" else [])
    with profile(activities=activities) as prof:
        decoder._run_steps(state, steps)
        sync(device)
    events = [e for e in prof.events() if e.device_type.name == "CUDA"]
    kernel_us = sum(e.device_time for e in events) / steps
    print(f"  profile: {len(events) / steps:.0f} kernels per step, {kernel_us:.0f} us of kernel time per step")
    print(prof.key_averages().table(sort_by="device_time_total", row_limit=12, max_name_column_width=60))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    parser.add_argument("--tiny", action="store_true", help="tiny shapes of the same structure (CPU check)")
    parser.add_argument("--shapes", default="1.5b,7b")
    parser.add_argument("--batches", default="1,8")
    parser.add_argument("--prompt-tokens", type=int, default=2048)
    parser.add_argument("--new-tokens", type=int, default=512)
    parser.add_argument(
        "--baseline-new-tokens",
        type=int,
        default=128,
        help="new tokens for plain generate (a rate; 512 at ~18 tokens/s costs half a minute per run)",
    )
    parser.add_argument("--methods", default="generate,fast")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--no-compile", action="store_true", help="fast path without torch.compile")
    modes = typing.get_args(typing.get_type_hints(DecodeSettings)["compile_mode"])
    parser.add_argument("--compile-mode", choices=modes, default="default", help="torch.compile mode for the fast path")
    parser.add_argument(
        "--inductor", action="append", default=[], metavar="KEY=VALUE", help="set torch._inductor.config.KEY"
    )
    parser.add_argument("--profile", action="store_true", help="profile the kernels of a batch-1 decode step")
    parser.add_argument("--json", type=Path, help="write the results here too")
    args = parser.parse_args()

    for item in args.inductor:
        import torch._inductor.config as inductor_config

        key, _, value = item.partition("=")
        setattr(inductor_config, key, json.loads(value))
    device = args.device
    dtype = torch.bfloat16 if device == "cuda" else torch.float32
    shapes = TINY if args.tiny else SHAPES
    methods = args.methods.split(",")
    print(f"torch {torch.__version__}", end="")
    import transformers

    print(f", transformers {transformers.__version__}, python {sys.version.split()[0]}")
    if device == "cuda":
        memory = torch.cuda.get_device_properties(0).total_memory / 2**30
        print(f"device: {torch.cuda.get_device_name()}, {memory:.0f} GiB")
    bandwidth = copy_bandwidth(device)
    if bandwidth:
        print(f"device-to-device copy: {bandwidth / 1e12:.2f} TB/s (read + write)")

    results = []
    for name in args.shapes.split(","):
        torch.manual_seed(0)
        started = time.perf_counter()
        model = build_model(shapes[name], device, dtype)
        sync(device)
        weight_bytes = streamed_bytes_per_step(model)
        limit = bandwidth / weight_bytes if bandwidth else 0.0
        print(
            f"\n== {name}: {sum(p.numel() for p in model.parameters()) / 1e9:.2f}B parameters,"
            f" {weight_bytes / 1e9:.2f} GB read per step, built in {time.perf_counter() - started:.1f}s;"
            f" weight-streaming limit at batch 1: {limit:.0f} tokens/s"
        )
        vocab = shapes[name]["vocab_size"]
        settings = DecodeSettings(compile=not args.no_compile, compile_mode=args.compile_mode)
        decoder: FastDecoder | None = None  # one decoder's caches and graphs at a time
        for batch in [int(b) for b in args.batches.split(",")]:
            generator = torch.Generator().manual_seed(batch)
            prompt = torch.randint(100, vocab - 100, (batch, args.prompt_tokens), generator=generator).to(device)
            reference_tokens = None
            if "generate" in methods:
                prefill, rate, reference_tokens = time_generate(model, prompt, args.baseline_new_tokens, device)
                row = dict(shape=name, method="generate", batch=batch, rate=rate, prefill_s=prefill)
                results.append(row)
                print(f"  generate  batch {batch}: {rate:8.1f} tokens/s   prefill {prefill * 1000:7.1f} ms", flush=True)
                if args.json:
                    args.json.write_text(json.dumps(results, indent=2))
            if "fast" in methods:
                label = "fast"
                decoder = decoder or FastDecoder(model, settings)
                fast = time_fast(decoder, prompt, args.new_tokens, args.repeats)
                agree = ""
                if reference_tokens is not None:
                    same = 0
                    for a, b in zip(reference_tokens, fast["tokens"], strict=False):
                        if a != b:
                            break
                        same += 1
                    agree = f"   first {same} tokens equal generate's"
                row = dict(
                    shape=name,
                    method=label,
                    batch=batch,
                    rate=fast["rate"],
                    rate_best=fast["rate_best"],
                    prefill_s=fast["prefill_s"],
                    setup_s=fast["setup_s"],
                    path=fast["path"],
                )
                results.append(row)
                print(
                    f"  {label:9} batch {batch}: {fast['rate']:8.1f} tokens/s (best {fast['rate_best']:.1f})"
                    f"   prefill {fast['prefill_s'] * 1000:7.1f} ms   first-use setup {fast['setup_s']:.1f}s"
                    f"   [{fast['path']}]{agree}",
                    flush=True,
                )
                if args.json:  # keep what is measured even if a later step fails
                    args.json.write_text(json.dumps(results, indent=2))
                if args.profile and batch == 1:
                    profile_step(decoder, device)
        del model
        decoder = None
        if device == "cuda":
            torch.cuda.empty_cache()

    print("\nshape  method     batch   tokens/s   prefill ms")
    for r in results:
        print(f"{r['shape']:6} {r['method']:10} {r['batch']:5} {r['rate']:10.1f} {r['prefill_s'] * 1000:12.1f}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    sys.exit(main())
