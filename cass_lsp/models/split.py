"""Token-budgeted splitting of long inputs at kernel and function boundaries, and reassembly.

The CASS models have a 16K-token context (a setting). A prompt and its answer must both fit,
and a translation is about as long as its input, so one request carries at most
:func:`input_budget` tokens of code. Longer inputs are cut into *pieces* that are contiguous
slices of the input, cut only at the start of a line that begins a top-level function (its
leading comments and template header included; for SASS, a ``Function :`` line), then packed
greedily into as few pieces as fit. A function that does not fit alone is reported (its name,
line and size) by :class:`InputTooLong`, never silently truncated.

Reassembly concatenates the translated pieces with the whitespace that surrounded each input
piece, and drops ``#include`` lines that a later piece's translation repeats from an earlier
one (a model adds ``#include <hip/hip_runtime.h>`` to every piece), so translating each piece
to itself gives back the input exactly.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

TokenCounter = Callable[[str], int]

# A translation is about as long as its input: a CUDA-to-HIP answer a little longer (hip
# prefixes, an added include), an RDNA3 listing up to half again as long as normalised SASS.
ANSWER_RATIO: dict[str, float] = {"source": 1.15, "asm": 1.5}
# Tokens reserved for the chat template and the CASS instruction around the code.
PROMPT_OVERHEAD_TOKENS = 96


def input_budget(context_tokens: int, task: Literal["source", "asm"] = "source") -> int:
    """Most code tokens one request may carry so that prompt and answer fit the context."""
    return max(64, int((context_tokens - PROMPT_OVERHEAD_TOKENS) / (1.0 + ANSWER_RATIO[task])))


def answer_budget(context_tokens: int, prompt_tokens: int, max_new_tokens: int) -> int:
    """Tokens the model may generate for a prompt of ``prompt_tokens`` tokens."""
    return max(1, min(max_new_tokens, context_tokens - prompt_tokens))


@dataclass(frozen=True)
class Piece:
    start: int  # character offsets into the input
    end: int
    text: str
    tokens: int
    names: tuple[str, ...]  # functions that start in this piece


@dataclass(frozen=True)
class Oversize:
    name: str
    line: int  # 0-based line where the function starts
    tokens: int


class InputTooLong(ValueError):
    def __init__(self, oversize: list[Oversize], budget: int) -> None:
        self.oversize = oversize
        self.budget = budget
        listed = ", ".join(f"{o.name} (line {o.line + 1}, {o.tokens} tokens)" for o in oversize)
        super().__init__(
            f"{len(oversize)} function(s) are longer than the model's window allows for one request"
            f" ({budget} tokens of code): {listed}. Raise model.contextTokens if the model supports it,"
            " or split the function."
        )


@dataclass(frozen=True)
class _Segment:
    start: int
    end: int
    name: str
    deeper: tuple[tuple[int, str], ...] = ()  # nested cut points (inside namespaces)


def _line_start(data: bytes, offset: int) -> int:
    return data.rfind(b"\n", 0, offset) + 1


def _cuda_cut_points(source: str) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(top-level, nested) cut points as (character offset, function name)."""
    from cass_lsp.syntax import cuda
    from cass_lsp.syntax.languages import parse

    data = source.encode()
    tree = parse("cuda", data)
    top: dict[int, str] = {}
    nested: dict[int, str] = {}
    for fn in cuda.functions(tree):
        outer = fn.outer
        parent = outer.parent
        if parent is None:
            continue
        if parent.type == "translation_unit":
            target = top
        elif (
            parent.type == "declaration_list"
            and parent.parent is not None
            and parent.parent.type
            in (
                "namespace_definition",
                "linkage_specification",
            )
        ):
            target = nested
        else:
            continue  # a method inside a class: never cut there
        first = outer
        # Keep the comments right above a function with it.
        prev = first.prev_sibling
        while prev is not None and prev.type == "comment" and data[prev.end_byte : first.start_byte].count(b"\n") <= 1:
            first = prev
            prev = first.prev_sibling
        cut = _line_start(data, first.start_byte)
        # Only where the line holds nothing before the function (not "int x; void f() {").
        if data[cut : first.start_byte].strip():
            continue
        target.setdefault(len(data[:cut].decode("utf-8", "replace")), fn.name)
    return sorted(top.items()), sorted(nested.items())


def _sass_cut_points(text: str) -> list[tuple[int, str]]:
    from cass_lsp.models.sass_normalize import sass_functions

    return [(start, name) for name, start, _end in sass_functions(text)]


def _segments(length: int, top: list[tuple[int, str]], nested: list[tuple[int, str]]) -> list[_Segment]:
    first = next((name for offset, name in top if offset == 0), "(file header)")
    cuts = [(0, first)] + [c for c in top if c[0] > 0]
    segments = []
    for i, (start, name) in enumerate(cuts):
        end = cuts[i + 1][0] if i + 1 < len(cuts) else length
        if end <= start:
            continue
        inner = tuple(c for c in nested if start < c[0] < end)
        segments.append(_Segment(start, end, name, inner))
    return segments


def _pack(text: str, segments: list[_Segment], count: TokenCounter, budget: int) -> tuple[list[Piece], list[Oversize]]:
    units: list[tuple[int, int, str, int]] = []  # start, end, name, tokens
    oversize: list[Oversize] = []
    for seg in segments:
        tokens = count(text[seg.start : seg.end])
        if tokens <= budget:
            units.append((seg.start, seg.end, seg.name, tokens))
            continue
        if seg.deeper:  # cut inside the namespace too
            inner = _segments(seg.end, [(seg.start, seg.name), *seg.deeper], [])
            inner = [s for s in inner if s.start >= seg.start]
            pieces, over = _pack(text, inner, count, budget)
            units.extend((p.start, p.end, p.names[0] if p.names else seg.name, p.tokens) for p in pieces)
            oversize.extend(over)
            continue
        oversize.append(Oversize(seg.name, text.count("\n", 0, seg.start), tokens))
    pieces: list[Piece] = []
    group: list[tuple[int, int, str, int]] = []
    group_tokens = 0

    def flush() -> None:
        if group:
            start, end = group[0][0], group[-1][1]
            names = tuple(u[2] for u in group if not u[2].startswith("("))
            pieces.append(Piece(start, end, text[start:end], group_tokens, names))

    for unit in units:
        if group and group_tokens + unit[3] > budget:
            flush()
            group, group_tokens = [], 0
        group.append(unit)
        group_tokens += unit[3]
    flush()
    return pieces, oversize


def split_source(source: str, count: TokenCounter, budget: int) -> list[Piece]:
    """CUDA source cut into pieces of at most ``budget`` tokens (one piece when it fits)."""
    total = count(source)
    if total <= budget:
        return [Piece(0, len(source), source, total, ())]
    top, nested = _cuda_cut_points(source)
    pieces, oversize = _pack(source, _segments(len(source), top, nested), count, budget)
    if oversize:
        raise InputTooLong(oversize, budget)
    return pieces


def split_sass(sass: str, count: TokenCounter, budget: int) -> list[Piece]:
    """A SASS listing cut at ``Function :`` lines into pieces of at most ``budget`` tokens."""
    total = count(sass)
    if total <= budget:
        return [Piece(0, len(sass), sass, total, ())]
    pieces, oversize = _pack(sass, _segments(len(sass), _sass_cut_points(sass), []), count, budget)
    if oversize:
        raise InputTooLong(oversize, budget)
    return pieces


_INCLUDE = re.compile(r"^[ \t]*#[ \t]*include\b.*$", re.M)


def _surrounding_whitespace(text: str) -> tuple[str, str]:
    stripped = text.strip()
    if not stripped:
        return text, ""
    lead = text[: len(text) - len(text.lstrip())]
    trail = text[len(text.rstrip()) :]
    return lead, trail


def reassemble(pieces: list[Piece], outputs: list[str]) -> str:
    """The translations of ``pieces`` joined into one file (see the module's docstring)."""
    if len(pieces) != len(outputs):
        raise ValueError("one output per piece")
    seen_includes: set[str] = set()
    parts: list[str] = []
    for piece, output in zip(pieces, outputs, strict=True):
        own_includes = {m.group(0).strip() for m in _INCLUDE.finditer(piece.text)}
        lines = []
        for line in output.strip().split("\n"):
            key = line.strip()
            if _INCLUDE.match(line) and key in seen_includes and key not in own_includes:
                continue
            lines.append(line)
        seen_includes.update(m.group(0).strip() for m in _INCLUDE.finditer(output))
        body = "\n".join(lines).strip()
        lead, trail = _surrounding_whitespace(piece.text)
        parts.append(lead + body + trail if body else piece.text if not piece.text.strip() else lead + trail)
    return "".join(parts)
