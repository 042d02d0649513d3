"""The fast decoder against transformers' own greedy generate, on the tiny model (CPU)."""

from __future__ import annotations

import threading

import pytest

from cass_lsp.models.decode import DraftLookup, FastDecoder, bucket_slots, unsupported_reason
from cass_lsp.settings import DecodeSettings

torch = pytest.importorskip("torch")

PROMPTS = [[5, 6, 7, 8, 9, 10, 11, 40, 41], [20, 21, 22], list(range(30, 60))]
NEW = 24  # new tokens per prompt


def greedy_reference(model, prompt: list[int], new: int) -> list[int]:
    out = model.generate(
        torch.tensor([prompt]),
        attention_mask=torch.ones(1, len(prompt), dtype=torch.long),
        max_new_tokens=new,
        min_new_tokens=new,
        do_sample=False,
    )
    return out[0, len(prompt) :].tolist()


@pytest.fixture(scope="module")
def decoder(tiny_model):
    model, _tokenizer = tiny_model
    return FastDecoder(model)


@pytest.fixture(scope="module")
def references(tiny_model):
    model, _tokenizer = tiny_model
    return [greedy_reference(model, p, NEW) for p in PROMPTS]


def test_tiny_model_is_supported(tiny_model) -> None:
    model, _ = tiny_model
    assert unsupported_reason(model) is None


def test_batch_one_equals_generate(decoder, references) -> None:
    for prompt, reference in zip(PROMPTS, references, strict=True):
        output = decoder.generate([prompt], NEW)
        assert output.tokens[0] == reference
        assert output.finish == ["length"]
        assert output.stats.steps == NEW - 1


def test_left_padded_batch_equals_generate(decoder, references) -> None:
    output = decoder.generate(PROMPTS, NEW)
    assert output.tokens == references
    assert output.stats.new_tokens == 3 * NEW


def test_per_row_limits_and_eos(decoder, references) -> None:
    output = decoder.generate(PROMPTS, [5, NEW, 12])
    assert output.tokens == [references[0][:5], references[1], references[2][:12]]
    eos = references[1][7]
    stopped = decoder.generate([PROMPTS[1]], NEW, eos_token_ids=[eos])
    assert stopped.tokens[0] == references[1][: references[1].index(eos)]
    assert stopped.finish == ["stop"]


def test_draft_decoding_equals_greedy(decoder, references) -> None:
    for prompt, reference in zip(PROMPTS, references, strict=True):
        # A draft that is right for a while, then wrong, then right again.
        draft = [*reference[:10], 1, 2, 3, *reference[13:]]
        output = decoder.generate([prompt], NEW, draft_reference=draft)
        assert output.tokens[0] == reference
        assert output.stats.draft_accepted >= 12
        assert output.stats.steps < NEW - 1  # fewer forward passes than tokens
    # A useless draft changes nothing either.
    output = decoder.generate([PROMPTS[0]], NEW, draft_reference=[3, 3, 3, 3])
    assert output.tokens[0] == references[0]


def test_draft_lookup_prefers_the_reference_then_the_prompt() -> None:
    lookup = DraftLookup(reference=[1, 2, 3, 4, 5, 6], prompt=[9, 8, 7, 1, 2, 42])
    assert lookup.propose([0, 1, 2], 3) == [3, 4, 5]
    assert lookup.propose([0, 9, 8], 2) == [7, 1]
    assert lookup.propose([77], 2) == []


def test_streaming_callbacks_deliver_every_token_in_order(decoder, references) -> None:
    seen: dict[int, list[int]] = {0: [], 1: [], 2: []}
    calls = []

    def on_tokens(row: int, ids: list[int]) -> None:
        seen[row].extend(ids)
        calls.append(row)

    output = decoder.generate(PROMPTS, NEW, on_tokens=on_tokens)
    assert [seen[r] for r in range(3)] == output.tokens == references
    assert len(calls) >= 3 * (NEW - 1)  # streamed as they came (one step per round trip on the CPU)


def test_cancel_one_row_keeps_the_others(decoder, references) -> None:
    output = decoder.generate(PROMPTS, NEW, cancelled=lambda row: row == 1)
    assert output.finish[1] == "cancelled" and output.tokens[1] == []
    assert output.tokens[0] == references[0] and output.tokens[2] == references[2]


def test_cancellation_stops_decoding_at_the_next_round_trip(decoder) -> None:
    # Counted in steps, not seconds (how soon in seconds is benchmarks/bench_cancel.py's): the
    # flag goes up with the 10th token, and the decoder polls it at every host round trip, one
    # step on the CPU. 20,000 tokens would take the tiny model minutes.
    flag = threading.Event()
    streamed: list[int] = []
    seen_after_flag: list[int] = []

    def on_tokens(row: int, ids: list[int]) -> None:
        (seen_after_flag if flag.is_set() else streamed).extend(ids)
        if len(streamed) >= 10:
            flag.set()

    output = decoder.generate([PROMPTS[0]], 20_000, on_tokens=on_tokens, cancelled=lambda r: flag.is_set())
    assert output.finish == ["cancelled"]
    assert seen_after_flag == [] and output.tokens[0] == streamed and len(streamed) == 10
    assert output.stats.steps == len(streamed) - 1  # the prefill gave the first token; no step ran after the flag


def test_slots_are_bucketed() -> None:
    assert bucket_slots(10) == 1024
    assert bucket_slots(2048 + 512) == 3072
    assert bucket_slots(9000) == 12288


def test_bad_prompts(decoder) -> None:
    with pytest.raises(ValueError):
        decoder.generate([[]], 4)
    assert decoder.generate([], 4).tokens == []


def test_the_decode_settings_reach_the_decoder_and_the_environment_does_not(
    tiny_model, references, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The knobs are the model.decode settings; the CASS_LSP_* variables that set them once are not read."""
    for name, value in (("COMPILE", "0"), ("SPLIT_VALUES", "8"), ("REDUCE_LINEAR", "all"), ("COMPILE_MODE", "x")):
        monkeypatch.setenv(f"CASS_LSP_{name}", value)
    model, _ = tiny_model
    assert FastDecoder(model).variant == (False, "", 1)  # the defaults: the environment is not read
    decoder = FastDecoder(model, DecodeSettings(split_values=4, reduce_attention=True, reduce_linear="all"))
    # On the CPU nothing is compiled, so the reductions (compiled code only) stay off; the split is kept.
    assert decoder.variant == (False, "", 4) and not decoder.compiled and decoder.path == "cpu+float32+eager"
    assert decoder.generate([PROMPTS[0]], NEW).tokens[0] == references[0]
