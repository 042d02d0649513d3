"""Prompt-lookup drafts for the fast decoder (models/decode.py): the tokens that follow the
output's latest n-gram where it occurs in a reference text, verified by the model in one forward."""

from __future__ import annotations

from collections.abc import Sequence


class DraftLookup:
    """Prompt-lookup drafts: continue the latest n-gram of the output where it occurs in a reference.

    The reference is searched first (the rule engine's translation: a CUDA-to-HIP answer is mostly
    that text), then the prompt (code the answer copies). Longer n-grams are tried first.
    """

    def __init__(self, reference: Sequence[int], prompt: Sequence[int], max_ngram: int = 4) -> None:
        self.sources = [list(reference), list(prompt)]
        self.max_ngram = max_ngram
        self.index: list[dict[tuple[int, ...], int]] = []
        for source in self.sources:
            table: dict[tuple[int, ...], int] = {}
            for n in range(1, max_ngram + 1):
                for i in range(len(source) - n):
                    table[tuple(source[i : i + n])] = i + n  # latest occurrence wins
            self.index.append(table)

    def propose(self, history: Sequence[int], k: int) -> list[int]:
        if k <= 0:
            return []
        for n in range(min(self.max_ngram, len(history)), 0, -1):
            key = tuple(history[-n:])
            for source, table in zip(self.sources, self.index, strict=True):
                after = table.get(key)
                if after is not None and after < len(source):
                    return source[after : after + k]
        return []
