"""Findings as a person reads them in a terminal: compiler-style lines (``file:line:col: severity:
message [code]``, which editors and CI parse), each a short headline; a finding repeated is one
line with its count and first places; each kind (code) is capped, and so is the whole. Every
finding, in full, stays in the JSON report (``--report``)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

HEADLINE_CHARS = 120  # of a message, as printed
LINE_CHARS = 200  # a group's line stops adding places here
SEVERITIES = ("error", "warning", "info", "hint")
# Distinct headlines printed per code: errors are what a person must change, so more of them.
PER_CODE = {"error": 10, "warning": 3, "info": 3, "hint": 3}
MAX_LINES = 60  # finding lines printed in all


@dataclass(frozen=True)
class Shown:
    """A finding as printed: where, how bad, which kind, what."""

    path: str
    line: int
    column: int | None  # None: the line alone (a build file's finding)
    severity: str  # one of SEVERITIES
    code: str
    message: str

    def place(self, relative_to: str | None = None) -> str:
        """``path:line:col``; without the path when it is ``relative_to``'s."""
        where = f"{self.line}" if self.column is None else f"{self.line}:{self.column}"
        return where if relative_to == self.path else f"{self.path}:{where}"


_SENTENCE_END = re.compile(r"(?<=[^.\s]{2})\. (?=[A-Z`_#(])")
_BOUNDARY = re.compile(r"[;:,] | \(| —| - ")


def headline(message: str, limit: int = HEADLINE_CHARS) -> str:
    """What a finding is, in at most ``limit`` characters: its first sentence, cut where needed at
    the last clause boundary outside brackets and backticks (an ellipsis marks the cut)."""
    message = " ".join(message.split())  # one line, whatever the message holds
    m = _SENTENCE_END.search(message)
    first = message[: m.start()] if m else message
    if len(first) <= limit:
        return first
    cut = 0
    depth, code = 0, False
    for i, ch in enumerate(first[: limit - 1]):
        if ch == "`":
            code = not code
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(depth - 1, 0)
        if depth == 0 and not code and i > limit // 3 and _BOUNDARY.match(first, i):
            cut = i
    if cut == 0:
        cut = first.rfind(" ", 0, limit - 1)
    return first[: cut if cut > 0 else limit - 1].rstrip(" ,;:") + "…"


def lines(findings: Iterable[Shown], max_lines: int = MAX_LINES, more: str = "the report lists them all") -> list[str]:
    """The lines to print: each finding once, repeats of a headline grouped on the line of the
    first (``(and 11 more: 52:3, 53:3, …)``); where they are more than ``max_lines``, each code
    capped at PER_CODE distinct headlines and the whole at ``max_lines``, what is left out
    counted on a last line, which says ``more``."""
    groups: dict[tuple[str, str, str], list[Shown]] = {}
    seen: set[Shown] = set()
    for f in findings:
        if f not in seen:  # the same finding twice (a header reached twice) is printed once
            seen.add(f)
            groups.setdefault((f.severity, f.code, headline(f.message)), []).append(f)
    out: list[str] = []
    capped = len(groups) > max_lines  # each code capped only when they do not all fit
    per_code: Counter[tuple[str, str]] = Counter()
    left: Counter[tuple[str, str]] = Counter()  # findings not shown, by (severity, code)
    for (severity, code, title), group in groups.items():
        per_code[severity, code] += 1
        if (capped and per_code[severity, code] > PER_CODE.get(severity, 3)) or len(out) >= max_lines:
            left[severity, code] += len(group)
            continue
        first = group[0]
        text = f"{first.place()}: {severity}: {title} [{code}]"
        if len(group) > 1:
            text += _others(text, group)
        out.append(text)
    if left:
        total = sum(left.values())
        kinds = ", ".join(f"{n} {code} {severity}{'s' if n > 1 else ''}" for (severity, code), n in left.most_common(4))
        etc = ", …" if len(left) > 4 else ""
        out.append(f"... and {total} more not shown ({kinds}{etc}): {more}")
    return out


def _others(text: str, group: list[Shown]) -> str:
    """`` (and N more: PLACE, PLACE, …)``: as many places as fit in LINE_CHARS, and one at least."""
    places: list[str] = []
    size = len(text) + len(f" (and {len(group) - 1} more: , …)")
    for f in group[1:]:
        place = f.place(group[0].path)
        if places and size + len(place) > LINE_CHARS:
            break
        places.append(place)
        size += len(place) + 2
    etc = ", …" if len(places) < len(group) - 1 else ""
    return f" (and {len(group) - 1} more: {', '.join(places)}{etc})"


def listed(items: list[str], limit: int, more: str) -> list[str]:
    """The first ``limit`` of ``items``, then ``... and N more (MORE)``."""
    if len(items) <= limit:
        return items
    return [*items[:limit], f"... and {len(items) - limit} more ({more})"]


def counts_line(severities: Counter[str]) -> str:
    """``3 errors, 20 warnings, 1,200 infos`` (the severities that occur, worst first)."""
    parts = [f"{severities[s]:,} {s}{'s' if severities[s] != 1 else ''}" for s in SEVERITIES if severities[s]]
    return ", ".join(parts) or "no findings"
