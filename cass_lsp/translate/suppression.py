"""Decided findings stay decided: what a team judged once is not reported again, and is counted.

Two ways to decide, both applied to the findings of every translation (``engine.translate``), so
the command line, the reports, ``--keep-cuda`` and the editor agree:

- a comment in the source, as ``NOLINT`` and ``# noqa``: ``// cass-lsp: ignore[code, ...]`` at
  the end of a line decides the findings on that line; alone on its line it decides those on the
  next line; ``// cass-lsp: ignore-file[code, ...]`` anywhere decides them in the whole file.
  Without ``[...]`` a comment decides every code (of its line, or of the file). ``#`` comments
  work the same in build files.
- a policy (``FindingPolicy``): a severity per finding code, or off, from the project's rule file
  (``cass-lsp.toml``), the editor's settings (``cass.findings``) and ``--ignore CODE``, each
  decision naming where it was made.

Nothing is hidden silently: a finding a comment or an ``off`` removes is kept, with what removed
it, in ``TranslationResult.suppressed``, which the reports count.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from cass_lsp.core.result import Finding, Severity, Suppressed
from cass_lsp.translate.findings import CATALOGUE, is_known_code

SEVERITIES: Mapping[str, Severity | None] = {
    "error": Severity.ERROR,
    "warning": Severity.WARNING,
    "info": Severity.INFO,
    "hint": Severity.HINT,
    "off": None,
}
LEVELS = tuple(SEVERITIES)  # as the rule file, the settings and the reports name them

# `cass-lsp: ignore[...]` or `cass-lsp: ignore-file[...]`, in a comment (a marker before it on its line).
_COMMENT = re.compile(rb"\bcass-lsp:[ \t]*ignore(?P<file>-file)?(?:\[(?P<codes>[^\]\n]*)\])?")


@dataclass(frozen=True)
class Decision:
    """A code's severity (None: off), and where that was decided (``cass-lsp.toml``, ``--ignore``)."""

    code: str
    severity: Severity | None
    where: str


@dataclass(frozen=True)
class FindingPolicy:
    """Decisions per finding code; a later decision of the same code wins (``merged``)."""

    decisions: tuple[Decision, ...] = ()

    def decision(self, code: str) -> Decision | None:
        found = None
        for d in self.decisions:
            if d.code == code:
                found = d
        return found

    def merged(self, decisions: Iterable[Decision]) -> FindingPolicy:
        """This policy with ``decisions`` after its own (they win)."""
        more = tuple(decisions)
        return dataclasses.replace(self, decisions=self.decisions + more) if more else self

    def __bool__(self) -> bool:
        return bool(self.decisions)


def ignoring(codes: Iterable[str], where: str) -> tuple[Decision, ...]:
    """Decisions that turn ``codes`` off."""
    return tuple(Decision(code, None, where) for code in codes)


@dataclass(frozen=True)
class _Comment:
    line: int  # 0-based line it applies to (-1: the whole file)
    codes: frozenset[str] | None  # None: every code
    at: int  # 1-based line of the comment itself
    span: tuple[int, int] = (0, 0)  # the bytes of its [...] list


def comments(data: bytes) -> list[_Comment]:
    """The ``cass-lsp: ignore`` comments of ``data``."""
    if b"cass-lsp:" not in data:
        return []
    found: list[_Comment] = []
    for m in _COMMENT.finditer(data):
        line_start = data.rfind(b"\n", 0, m.start()) + 1
        marker = _marker(data[line_start : m.start()])
        if marker < 0:
            continue  # not in a comment
        line = data.count(b"\n", 0, m.start())
        codes_text = m.group("codes")
        codes = None if codes_text is None else frozenset(_codes(codes_text.decode("utf-8", "replace")))
        span = m.span("codes") if codes_text is not None else m.span()
        if m.group("file"):
            found.append(_Comment(-1, codes, line + 1, span))
            continue
        alone = not data[line_start : line_start + marker].strip()
        found.append(_Comment(line + 1 if alone else line, codes, line + 1, span))
    return found


# A character literal ('x', '\n', '\''): its quotes are not a string's (an apostrophe alone, as in
# C++14's 1'000, is nothing).
_CHARACTER = re.compile(rb"'(?:\\.|[^'\\\n])'")


def _marker(before: bytes) -> int:
    """Where the comment holding the text after ``before`` (its line so far) starts: C++'s ``//`` or
    ``/*`` (the first: ``#include <x> // ...``), else a build file's ``#``; -1 outside a comment,
    and inside a string literal ("// cass-lsp: ignore" is text, not a comment)."""
    i, n = 0, len(before)
    in_string = False
    hash_at = -1
    while i < n:
        c = before[i : i + 1]
        if in_string:
            if c == b"\\":
                i += 2
                continue
            in_string = c != b'"'
        elif c == b'"':
            in_string = True
        elif c == b"'" and (m := _CHARACTER.match(before, i)) is not None:
            i = m.end()
            continue
        elif before.startswith(b"//", i):
            return i
        elif before.startswith(b"/*", i):
            close = before.find(b"*/", i + 2)
            if close < 0:
                return i
            i = close + 2
            continue
        elif c == b"#" and hash_at < 0:
            hash_at = i
        i += 1
    return -1 if in_string else hash_at


def unknown_codes(data: bytes, start: int = 0, end: int | None = None) -> list[tuple[int, int, str]]:
    """(start, end, message) of each code a ``cass-lsp: ignore[...]`` comment in [start, end) names
    that cass-lsp does not report: a misspelling decides nothing, and is said, as ``--ignore`` and
    the rule file refuse one."""
    out = []
    for comment in comments(data):
        if not (start <= comment.span[0] < (len(data) if end is None else end)):
            continue
        for code in sorted(comment.codes or ()):
            if not is_known_code(code):
                near = difflib.get_close_matches(code, [k.code for k in CATALOGUE], n=1)
                hint = f" (did you mean {near[0]}?)" if near else ""
                message = (
                    f"{code!r} is not a finding code of cass-lsp{hint}: this comment decides nothing for it;"
                    " the codes are in FINDINGS.md"
                )
                out.append((*comment.span, message))
    return out


def _codes(text: str) -> list[str]:
    return [c for c in re.split(r"[\s,]+", text.strip()) if c]


def apply(
    data: bytes, findings: Iterable[Finding], policy: FindingPolicy | None = None
) -> tuple[tuple[Finding, ...], tuple[Suppressed, ...]]:
    """The findings of ``data`` that stay, with the policy's severities, and those decided away."""
    findings = tuple(findings)
    marks = comments(data) if findings else []
    if not marks and not policy:
        return findings, ()
    by_line: dict[int, list[_Comment]] = {}
    for c in marks:
        by_line.setdefault(c.line, []).append(c)
    whole_file = by_line.get(-1, [])
    kept: list[Finding] = []
    gone: list[Suppressed] = []
    lines = _LineOf(data)
    for f in findings:
        line = lines(f.start)
        comment = next((c for c in by_line.get(line, ()) if c.codes is None or f.code in c.codes), None)
        if comment is not None:
            gone.append(Suppressed(f, "line comment", comment.at))
            continue
        comment = next((c for c in whole_file if c.codes is None or f.code in c.codes), None)
        if comment is not None:
            gone.append(Suppressed(f, "file comment", comment.at))
            continue
        decided = policy.decision(f.code) if policy else None
        if decided is None:
            kept.append(f)
        elif decided.severity is None:
            gone.append(Suppressed(f, decided.where))
        else:
            kept.append(dataclasses.replace(f, severity=decided.severity))
    return tuple(kept), tuple(gone)


class _LineOf:
    """0-based line of byte offsets asked in increasing order (findings come sorted), counted on."""

    def __init__(self, data: bytes) -> None:
        self.data, self.offset, self.line = data, 0, 0

    def __call__(self, offset: int) -> int:
        if offset < self.offset:
            self.offset, self.line = 0, 0
        self.line += self.data.count(b"\n", self.offset, offset)
        self.offset = offset
        return self.line


def counts(suppressed: Iterable[Suppressed]) -> dict[str, int]:
    """How many were suppressed by each cause (``line comment``, ``cass-lsp.toml``...)."""
    out: dict[str, int] = {}
    for s in suppressed:
        out[s.by] = out.get(s.by, 0) + 1
    return out
