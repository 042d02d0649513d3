"""Comparing what a CUDA program and its HIP translation printed, and the verdict on a pair of runs.

Outputs are compared line by line; ``\\r\\n`` counts as ``\\n`` and a missing final newline is
forgiven (what CASS-Bench's "exact output match" means in practice). ``Masks`` say what else is
forgiven, each configurable: lines that report a duration or a rate (``TIMING``: they differ from
run to run), lines matching patterns of the user's, and numbers that differ within a tolerance
(floating-point results of another compiler or GPU). Outputs equal only once masked are "equal
after masking", and the comparison says what was masked.

The verdicts (``Verdict``): equal; equal-masked; different (the first differing line, with
context; also a port that exits with a failing status after printing a line its original printed
otherwise, ``differs_before_failing``); nondeterministic (the original, run again, disagrees with
its own first run: no verdict on the port); build-failed; failed (an exit status other than 0, or
a signal); timed-out; and, before any run, skipped or no-reference.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Literal

Verdict = Literal[
    "equal",
    "equal-masked",
    "different",
    "nondeterministic",
    "build-failed",
    "failed",
    "timed-out",
    "skipped",
    "no-reference",
]
# A line that reports a duration or a rate differs from run to run. Matched case-insensitively
# anywhere in the line (measured on 150 HeCBench programs' outputs: benchmarks/device/).
TIMING = r"""
      \btim(e|es|ed|er|ing)\b                      # "Average kernel time", "timing", "timer"
    | \b(elapsed|duration|latency|throughput|bandwidth|performance|speed-?up)\b
    | \d\s*(s|ms|us|µs|ns|sec|secs|msec|usec|seconds?|milliseconds?|microseconds?)\b   # "1.5 ms", "3s"
    | \b(ms|us|msec|usec|secs?|seconds)\b          # a unit on its own: "(ms)", "kernel ms:"
    | [KMGT]i?B/s | \b[KMGT]?FLOP | \bG?OP/s | \bGUPS\b | /s\b  # rates
"""
_TIMING = re.compile(TIMING, re.IGNORECASE | re.VERBOSE)
_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")
CONTEXT = 2  # lines shown before and after the first difference


@dataclass(frozen=True)
class Masks:
    """What a comparison forgives besides line endings."""

    timing: bool = True  # drop the lines TIMING matches
    patterns: tuple[str, ...] = ()  # drop the lines these regular expressions match (re.search)
    rel_tol: float = 0.0  # numbers equal within rel_tol * the larger magnitude ...
    abs_tol: float = 0.0  # ... or within abs_tol

    def dropped(self, line: str) -> bool:
        if self.timing and _TIMING.search(line):
            return True
        return any(re.search(p, line) for p in self.patterns)

    def describe(self) -> str:
        parts = ["timing lines"] if self.timing else []
        parts += [f"lines matching {p!r}" for p in self.patterns]
        if self.rel_tol or self.abs_tol:
            parts.append(f"numbers within rel {self.rel_tol:g} / abs {self.abs_tol:g}")
        return ", ".join(parts) or "nothing"


NO_MASKS = Masks(timing=False)


def bad_pattern(pattern: str) -> str | None:
    """Why ``pattern`` is not a regular expression (None: it is one)."""
    try:
        re.compile(pattern)
    except re.error as exc:
        return str(exc)
    return None


@dataclass(frozen=True)
class Comparison:
    equal: bool
    line: int = 0  # 1-based line of the first difference, in the port's output (0 when equal)
    column: int = 0  # 1-based column in that line
    expected_line: str | None = None  # None: the expected output had ended
    actual_line: str | None = None  # None: the actual output had ended
    masked: bool = False  # equal only once masked
    dropped: int = 0  # lines masked out (both outputs)
    tolerated: int = 0  # numbers that differed within the tolerance
    context: tuple[tuple[str | None, str | None], ...] = field(default=())  # (expected, actual) around it

    def describe(self) -> str:
        if self.equal:
            if not self.masked:
                return "outputs match"
            parts = [f"{self.dropped} line(s) masked"] if self.dropped else []
            parts += [f"{self.tolerated} number(s) within tolerance"] if self.tolerated else []
            return "outputs match once masked (" + ", ".join(parts) + ")"
        if self.actual_line is None:
            return f"output ends at line {self.line}; expected {self.expected_line!r}"
        if self.expected_line is None:
            return f"extra output from line {self.line}: {self.actual_line!r}"
        return (
            f"outputs first differ at line {self.line}, column {self.column}: "
            f"expected {self.expected_line!r}, got {self.actual_line!r}"
        )

    def context_text(self) -> str:
        """The lines around the first difference, as a diff shows them."""
        out = []
        for expected, actual in self.context:
            if expected == actual:
                out.append(f"  {expected}")
                continue
            if expected is not None:
                out.append(f"- {expected}")
            if actual is not None:
                out.append(f"+ {actual}")
        return "\n".join(out)


def lines_of(text: str) -> list[str]:
    text = text.replace("\r\n", "\n")
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n") if text else []


def _numbers_close(a: str, b: str, masks: Masks) -> int | None:
    """How many numbers of ``a`` and ``b`` differ within the tolerance, when the lines are equal
    otherwise and every number is close; None when they are not."""
    if not (masks.rel_tol or masks.abs_tol):
        return None
    if _NUMBER.sub("#", a) != _NUMBER.sub("#", b):
        return None
    tolerated = 0
    for x, y in zip(_NUMBER.findall(a), _NUMBER.findall(b), strict=True):
        if x == y:
            continue
        fx, fy = float(x), float(y)
        if not math.isclose(fx, fy, rel_tol=masks.rel_tol, abs_tol=masks.abs_tol):
            return None
        tolerated += 1
    return tolerated


def _first_column(e: str, a: str) -> int:
    return next((i + 1 for i, (x, y) in enumerate(zip(e, a, strict=False)) if x != y), min(len(e), len(a)) + 1)


def compare_outputs(expected: str, actual: str, masks: Masks = NO_MASKS) -> Comparison:
    """The first line where ``actual`` differs from ``expected`` once ``masks`` are applied (its
    number is the line's in ``actual``, or where ``actual`` ended)."""
    exp_all, act_all = lines_of(expected), lines_of(actual)
    exp = [(i, line) for i, line in enumerate(exp_all) if not masks.dropped(line)]
    act = [(i, line) for i, line in enumerate(act_all) if not masks.dropped(line)]
    dropped = (len(exp_all) - len(exp)) + (len(act_all) - len(act))
    tolerated = 0
    for k in range(max(len(exp), len(act))):
        e = exp[k][1] if k < len(exp) else None
        a = act[k][1] if k < len(act) else None
        if e == a:
            continue
        if e is not None and a is not None:
            close = _numbers_close(e, a, masks)
            if close is not None:
                tolerated += close
                continue
        line = act[k][0] + 1 if a is not None else len(act_all) + 1
        column = _first_column(e, a) if e is not None and a is not None else 1
        context = tuple(
            (exp[j][1] if j < len(exp) else None, act[j][1] if j < len(act) else None)
            for j in range(max(0, k - CONTEXT), k + CONTEXT + 1)
            if j < len(exp) or j < len(act)
        )
        return Comparison(False, line, column, e, a, dropped=dropped, tolerated=tolerated, context=context)
    masked = dropped > 0 or tolerated > 0
    if masked and exp_all == act_all:  # identical anyway: the masks were not needed
        return Comparison(True)
    return Comparison(True, masked=masked, dropped=dropped, tolerated=tolerated)


@dataclass(frozen=True)
class BuildError:
    """The first error of a compiler's output: nvcc's ``file(12): error: ...`` or clang's
    ``file:12:5: error: ...``."""

    file: str
    line: int  # 1-based
    column: int  # 1-based, 0 when the compiler gives none
    message: str


_NVCC_ERROR = re.compile(r"^(?P<file>[^\s(][^(]*?)\((?P<line>\d+)\): (?:catastrophic )?error: (?P<message>.*)$", re.M)
_CLANG_ERROR = re.compile(
    r"^(?P<file>[^\s:][^:]*?):(?P<line>\d+):(?P<column>\d+): (?:fatal )?error: (?P<message>.*)$", re.M
)


def first_error(output: str) -> BuildError | None:
    found = [m for m in (_NVCC_ERROR.search(output), _CLANG_ERROR.search(output)) if m is not None]
    if not found:
        return None
    m = min(found, key=lambda m: m.start())
    column = int(m.group("column")) if "column" in m.groupdict() and m.group("column") else 0
    return BuildError(m.group("file"), int(m.group("line")), column, m.group("message").strip())


def verdict_of(
    original: str, port: str, masks: Masks, original_again: str | None = None
) -> tuple[Verdict, Comparison, Comparison | None]:
    """The verdict on two outputs that both ran to the end: equal, equal-masked, or, where they
    differ, different, unless ``original_again`` (the original run a second time) disagrees with
    ``original`` (nondeterministic; its comparison is the second one returned)."""
    comparison = compare_outputs(original, port, masks)
    if comparison.equal:
        return ("equal-masked" if comparison.masked else "equal"), comparison, None
    if original_again is not None:
        itself = compare_outputs(original, original_again, masks)
        if not itself.equal:
            return "nondeterministic", comparison, itself
        # The original agrees with itself: the port is different.
    return "different", comparison, None


def differs_before_failing(original: str, port: str, masks: Masks) -> Comparison | None:
    """Where a port that exited with a failing status (its original with 0) printed something else on a
    line both printed: a test program that says its check failed ("Some or all tests fail" where the
    original says "Tests pass") computed differently, it did not crash. None where the port's output
    is the original's, or the start of it: a run that stopped early, which is a failure."""
    comparison = compare_outputs(original, port, masks)
    if comparison.equal or comparison.expected_line is None or comparison.actual_line is None:
        return None
    return comparison


def summary_line(verdict: Verdict, comparison: Comparison | None) -> str:
    """One line for a table: the verdict and what decided it."""
    if comparison is None:
        return verdict
    if verdict in ("equal", "equal-masked"):
        return comparison.describe()
    if verdict == "different" and comparison.actual_line is not None:
        return f"line {comparison.line}: {comparison.actual_line!r} (expected {comparison.expected_line!r})"
    return comparison.describe()
