"""The rewrite recorder: every edit and finding a rule makes, with the rule's id.

Resolving the record gives sorted, duplicate-free, non-overlapping edits and the findings that
still hold. Overlapping edits are a conflict (an insertion strictly inside a replaced range, or
a replacement that starts inside another) unless one rule declared that it supersedes the other
(``Rule.supersedes``): then the superseding edit stands. An undeclared conflict raises
``RuleConflict`` in strict mode; otherwise the edit recorded first stands and a warning is
logged. Identical edits are one edit; insertions at one offset are ordered by their text.

Findings: a finding of a superseded rule about text that the superseding rule replaced (strictly
inside its edit) goes with that text; a finding whose rule refines it (``Rule.refines``) replaces
the superseded rule's findings of the codes named on the same span. A finding recorded with a
``scope`` speaks for that whole range (a function kept for CUDA only): it replaces the findings of
the codes its rule refines anywhere inside the scope, whichever rule made them.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from cass_lsp.core.result import Edit, Finding
from cass_lsp.translate.rules import RuleConflict, RuleError, RuleSet, log


@dataclass(frozen=True)
class Recorded:
    edit: Edit
    rule: str
    seq: int


@dataclass(frozen=True)
class Reported:
    finding: Finding
    rule: str
    scope: tuple[int, int] | None = None  # the bytes it speaks for, when more than its own span


def _order(r: Recorded) -> tuple[int, bool, int, str]:
    e = r.edit
    return (e.start, e.start != e.end, -e.end, e.text)


class Recorder:
    """``rules``: the rule set whose rules record here (None: edits of no rule, ``engine.normalize``);
    ``strict``: an undeclared conflict raises (else the first edit stands, with a warning)."""

    def __init__(self, rules: RuleSet | None = None, strict: bool = False) -> None:
        self.rules = rules
        self.strict = strict
        self._edits: list[Recorded] = []
        self._findings: list[Reported] = []

    # -- recording ---------------------------------------------------------------------------
    def edit(self, edit: Edit, rule: str) -> None:
        self._edits.append(Recorded(edit, rule, len(self._edits)))

    def finding(self, finding: Finding, rule: str, scope: tuple[int, int] | None = None) -> None:
        """``scope``: the range the finding speaks for; the codes its rule refines (``Rule.refines``)
        found inside it are replaced by it."""
        self._findings.append(Reported(finding, rule, scope))

    def marks(self) -> tuple[int, int]:
        """How many edits and findings were recorded so far (for ``edits_since``, ``findings_since``)."""
        return len(self._edits), len(self._findings)

    def edits_since(self, mark: int) -> list[Recorded]:
        """The edits recorded after the first ``mark``."""
        return self._edits[mark:]

    def findings_since(self, mark: int) -> list[Reported]:
        """The findings recorded after the first ``mark``."""
        return self._findings[mark:]

    @property
    def findings(self) -> list[Reported]:
        return list(self._findings)

    # -- resolving ---------------------------------------------------------------------------
    def resolve_edits(self) -> tuple[Recorded, ...]:
        first: dict[Edit, Recorded] = {}
        for r in self._edits:
            first.setdefault(r.edit, r)
        out: list[Recorded] = []
        cover: Recorded | None = None  # the last replacement kept
        for r in sorted(first.values(), key=_order):
            e = r.edit
            if e.start == e.end:
                overlaps = cover is not None and cover.edit.start < e.start < cover.edit.end
            else:
                overlaps = cover is not None and e.start < cover.edit.end
            if not overlaps:
                out.append(r)
                if e.start != e.end:
                    cover = r
                continue
            assert cover is not None
            winner = self._winner(cover, r)
            if winner is r:
                out.remove(cover)
                out.append(r)
                if e.start != e.end:
                    cover = r
        return tuple(sorted(out, key=lambda r: r.edit))

    def resolve(self) -> tuple[tuple[Edit, ...], tuple[Recorded, ...], list[Finding]]:
        """(edits, the recorded edits kept, findings still true of the output)."""
        kept = self.resolve_edits()
        return tuple(r.edit for r in kept), kept, self._live_findings(kept)

    def _live_findings(self, kept: tuple[Recorded, ...]) -> list[Finding]:
        reported = self._findings
        if not reported:
            return []
        rules = self.rules
        assert rules is not None  # findings come from rules
        gone: set[int] = set()
        # A precise finding replaces a superseded rule's general one on the same span.
        by_span: dict[tuple[int, int], list[int]] = {}
        for i, r in enumerate(reported):
            by_span.setdefault((r.finding.start, r.finding.end), []).append(i)
        for r in reported:
            refined = rules.get(r.rule).refines.get(r.finding.code) if r.rule else None
            if not refined:
                continue
            for j in by_span[(r.finding.start, r.finding.end)]:
                other = reported[j]
                if other.finding.code in refined and rules.supersedes(r.rule, other.rule):
                    gone.add(j)
        # A finding about a whole range replaces the refined codes inside it.
        for i, r in enumerate(reported):
            if r.scope is None:
                continue
            refined = rules.get(r.rule).refines.get(r.finding.code, frozenset()) if r.rule else frozenset()
            self.check(bool(refined), f"rule {r.rule!r} scoped a {r.finding.code!r} finding that refines no code")
            lo, hi = r.scope
            for j, other in enumerate(reported):
                f = other.finding
                if j != i and f.code in refined and lo <= f.start and f.end <= hi:
                    gone.add(j)
        # What a superseded rule said about text a superseding rule replaced.
        replaced = [r for r in kept if r.edit.end > r.edit.start]
        starts = [r.edit.start for r in replaced]
        for i, r in enumerate(reported):
            f = r.finding
            k = bisect.bisect_right(starts, f.start) - 1
            if k < 0:
                continue
            cover = replaced[k]
            e = cover.edit
            if not (e.end >= f.end and (e.start, e.end) != (f.start, f.end)) or cover.rule == r.rule:
                continue
            if r.rule and rules.get(r.rule).about_input:
                continue
            if rules.supersedes(cover.rule, r.rule):
                gone.add(i)
            else:
                self.check(
                    False,
                    f"rule {cover.rule!r} replaced [{e.start}, {e.end}) over a {f.code!r} finding of rule {r.rule!r}"
                    f" at [{f.start}, {f.end}) without declaring that it supersedes {r.rule!r}",
                )
        return [r.finding for i, r in enumerate(reported) if i not in gone]

    def _winner(self, kept: Recorded, new: Recorded) -> Recorded:
        """Of two overlapping edits, the one that stands."""
        if not kept.rule and not new.rule:  # edits of no rule (engine.normalize): the enclosing one
            return kept
        rules = self.rules
        if rules is not None and rules.supersedes(kept.rule, new.rule):
            return kept
        if rules is not None and rules.supersedes(new.rule, kept.rule):
            return new
        first = kept if kept.seq < new.seq else new
        message = (
            f"conflicting edits: rule {kept.rule!r} wrote {kept.edit} and rule {new.rule!r} wrote {new.edit};"
            " neither declares that it supersedes the other"
        )
        if self.strict:
            raise RuleConflict(message)
        log.warning("%s (the first stands)", message)
        return first

    def check(self, condition: bool, message: str) -> None:
        """What a rule did that it did not declare: raise in strict mode, else log it."""
        if condition:
            return
        if self.strict:
            raise RuleError(message)
        log.warning("%s", message)
