"""The translator's rules, and the rule set a translation runs.

Every rule declares itself beside its code with ``@rule``: an id, what triggers it, when it runs,
how it ranks against other rules that claim the same name, which finding codes it may report
(entries of the catalogue, findings.py), which needs it produces, and which rules it supersedes.
A ``RuleSet`` is a value made of such rules. Each translation runs one (``TranslateOptions.rules``;
None: ``default_rules()``, every rule declared in ``cass_lsp/translate``, found when first asked
for), and the engine builds from it alone the identifier scan's candidate set and dispatch, the
range passes in order, the finishing step and the finding catalogue: it never names a rule
module's handlers (as clangd registers a tweak beside its definition).

    @rule("texture-fetch", names=FETCHES, renames=True, codes={"texture-no-image-support"})
    def handle_fetch(ctx, node, name): ...

Phases, in the order they run:

- ``identifiers``: the identifier scan stops at every name some rule claims (``names``: a set, or
  a function of the mapping data for names the tables give). For each occurrence in code the
  claiming rules run in order of ``priority`` (highest first) until one handles it (its handler
  returns anything but False); ``macro`` handles a token in a #define body the same way, and
  ``keyword`` a name the grammar makes a keyword (``__global__``). Two rules that claim one name
  must differ in priority: precedence is explicit, never an accident of import order.
  ``renames``: an occurrence in code is first renamed through the tables (``tables.apply``, the
  ``api-tables`` rule), then the handler runs. ``keeps``: the rule claims names only to leave them
  as written where it handles them (it declares no codes and no needs, and never edits).
- ``range``: ``run(ctx, start, end)`` over the byte range translated (the whole file, one chunk of
  it, or one kernel); ``pattern``: bytes that must occur in the range for it to run.
- ``review``: the same, after every range rule: rules that read what the others recorded.
- ``finish``: ``run(ctx, scope)`` turns the needs the other rules recorded into edits.

In ``range`` and ``review`` a rule runs after the rules of its phase it names in ``after``, and
otherwise in the order of the ids: nothing else orders them (a test translates the corpus with the
ids' order reversed and gets the same output). ``when``: the options a rule needs
(``{"roc": True}``); it does not run in a translation without them.

Edits and findings carry the id of the rule that made them. Two edits that overlap are a
conflict unless one's rule declared that it ``supersedes`` the other's (HIPIFY writes through
clang's Replacements, which refuse conflicts); the superseding edit stands, and the superseded
rule's findings about text it rewrote go with the text. ``refines`` maps a code of this rule to
codes of superseded rules' findings on the same span that it replaces (a precise message over a
general one); a finding recorded with a ``scope`` (``Context.report``) replaces those codes
anywhere inside the scope (a function kept for CUDA only speaks for the errors in it).
"""

from __future__ import annotations

import heapq
import importlib
import logging
import pkgutil
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from cass_lsp.translate.findings import CATALOGUE, FindingKind

if TYPE_CHECKING:
    from cass_lsp.translate.mapping import MappingData

Phase = Literal["identifiers", "range", "review", "finish"]
PHASES: tuple[Phase, ...] = ("identifiers", "range", "review", "finish")
Names = frozenset[str] | Callable[["MappingData"], Iterable[str]]
F = TypeVar("F", bound=Callable[..., Any])

log = logging.getLogger(__name__)

# Where a module keeps what it declares (``rule``, ``gather``), for ``default_rules`` to find.
_RULES_HERE = "__rules__"
_FACTS_HERE = "__facts__"


class RuleError(Exception):
    """A rule set that contradicts itself, or (strict mode) a rule doing what it did not declare."""


class RuleConflict(RuleError):
    """Two rules' edits overlap and neither declared that it supersedes the other."""


@dataclass(frozen=True, eq=False)
class Rule:
    id: str
    phase: Phase
    run: Callable[..., Any]
    macro: Callable[..., Any] | None = None  # (ctx, start, end, name): a token in a #define body
    keyword: Callable[..., Any] | None = None  # (ctx, start, end, name): a name the grammar keeps as a keyword
    names: Names = frozenset()
    pattern: bytes | None = None
    priority: int = 0  # identifiers: the higher claims a name first
    after: frozenset[str] = frozenset()  # range, review: rules of the phase that run before this one
    renames: bool = False
    codes: frozenset[str] = frozenset()  # the catalogue's codes it may report
    supersedes: frozenset[str] = frozenset()
    refines: Mapping[str, frozenset[str]] = field(default_factory=dict)
    produces: frozenset[str] = frozenset()  # fields of context.Needs this rule sets
    when: Mapping[str, Any] = field(default_factory=dict)  # option -> the value it needs to run
    # Its findings describe the input (broken syntax), so they stay true whatever replaces the text.
    about_input: bool = False
    # It claims names only to leave them as written where it handles them (a project's porting layer,
    # its own names): no edit, no finding, no need (checked), so it is no rule that changes or reports
    # a name (``cass-lsp explain`` lists those).
    keeps: bool = False
    doc: str = ""
    module: str = ""  # where it is declared

    def names_for(self, mapping: MappingData) -> frozenset[str]:
        names = self.names
        return frozenset(names(mapping)) if callable(names) else names

    def applies(self, options: Any) -> bool:
        """Does it run in a translation with ``options`` (``when``)?"""
        return all(getattr(options, option) == value for option, value in self.when.items())

    @property
    def summary(self) -> str:
        """One line on what it does: ``doc``, else its handler's docstring's first line."""
        text = self.doc or (self.run.__doc__ or "").strip()
        return " ".join(text.split("\n\n", 1)[0].split())

    def __repr__(self) -> str:
        return f"Rule({self.id!r}, {self.phase})"


@dataclass(frozen=True)
class WholeFileFact:
    """A fact about the whole file that needs the tree (``Context.gathered``): ``compute`` over a byte
    range, the tree there; ``merge`` of two ranges' results. A chunked translation computes it
    chunk by chunk."""

    key: str
    compute: Callable[[Any, int, int], Any]
    merge: Callable[[Any, Any], Any]


def rule(rule_id: str, *, phase: Phase = "identifiers", **declared: Any) -> Callable[[F], F]:
    """Declare the decorated function as the handler (``run``) of rule ``rule_id``; the keywords are
    ``Rule``'s fields. The rule belongs to the module that declares it, where ``default_rules``
    finds it. (One function may handle two rules: ``rule(...)(handler)`` again.)"""
    module = sys._getframe(1).f_globals

    def decorate(fn: F) -> F:
        new = Rule(rule_id, phase, run=fn, module=module["__name__"], **_frozen(declared))
        module.setdefault(_RULES_HERE, []).append(new)
        return fn

    return decorate


def gather(key: str, compute: Callable[[Any, int, int], Any], merge: Callable[[Any, Any], Any]) -> WholeFileFact:
    """Declare a whole-file fact (``WholeFileFact``), read with ``ctx.gathered(fact)``; it belongs to
    the rule set of the module that declares it."""
    fact = WholeFileFact(key, compute, merge)
    sys._getframe(1).f_globals.setdefault(_FACTS_HERE, []).append(fact)
    return fact


def _frozen(declared: dict[str, Any]) -> dict[str, Any]:
    out = dict(declared)
    for key in ("codes", "supersedes", "produces", "after"):
        if key in out:
            out[key] = frozenset(out[key])
    if "names" in out and not callable(out["names"]):
        out["names"] = frozenset(out["names"])
    if "refines" in out:
        out["refines"] = MappingProxyType({code: frozenset(codes) for code, codes in out["refines"].items()})
    if "when" in out:
        out["when"] = MappingProxyType(dict(out["when"]))
    return out


@dataclass(frozen=True)
class RuleSet:
    """The rules of a translation and what is derived from them: each phase's rules in the order
    they run, the finding catalogue (code -> ``FindingKind``, the codes its rules may report), the
    whole-file facts. Built once and checked then: a rule set that contradicts itself (two rules of
    one id, a code the catalogue lacks, an unknown or circular ``after``, an unknown
    ``supersedes``) raises ``RuleError``. Equal sets hash alike: what is built from a set (the
    identifier dispatch) is cached per set."""

    rules: tuple[Rule, ...]
    kinds: tuple[FindingKind, ...] = CATALOGUE  # where the rules' codes are looked up
    facts: tuple[WholeFileFact, ...] = ()
    catalogue: Mapping[str, FindingKind] = field(init=False, compare=False, repr=False)
    _by_id: Mapping[str, Rule] = field(init=False, compare=False, repr=False)
    _phases: Mapping[Phase, tuple[Rule, ...]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        by_id: dict[str, Rule] = {}
        for r in self.rules:
            if r.id in by_id:
                raise RuleError(f"two rules named {r.id!r}")
            by_id[r.id] = r
        kinds: dict[str, FindingKind] = {}
        for kind in self.kinds:
            if kind.code in kinds:
                raise RuleError(f"finding code {kind.code!r} is declared twice in the catalogue")
            kinds[kind.code] = kind
        for r in self.rules:
            _check(r, by_id, kinds)
        used = frozenset().union(*(r.codes for r in self.rules))
        object.__setattr__(self, "catalogue", MappingProxyType({c: k for c, k in kinds.items() if c in used}))
        object.__setattr__(self, "_by_id", MappingProxyType(by_id))
        phases = {p: _in_order(p, [r for r in self.rules if r.phase == p]) for p in PHASES}
        object.__setattr__(self, "_phases", MappingProxyType(phases))

    def phase(self, which: Phase) -> tuple[Rule, ...]:
        """The rules of one phase in the order they run (identifiers: highest priority first)."""
        return self._phases[which]

    def __iter__(self) -> Iterator[Rule]:
        """Every rule, phase by phase in the order they run (the pipeline)."""
        for which in PHASES:
            yield from self._phases[which]

    def get(self, rule_id: str) -> Rule:
        try:
            return self._by_id[rule_id]
        except KeyError:
            raise RuleError(f"no rule {rule_id!r}") from None

    def supersedes(self, winner: str, loser: str) -> bool:
        """Did rule ``winner`` declare that it supersedes rule ``loser``?"""
        found = self._by_id.get(winner)
        return found is not None and loser in found.supersedes

    def extended(
        self, rules: Iterable[Rule] = (), kinds: Iterable[FindingKind] = (), facts: Iterable[WholeFileFact] = ()
    ) -> RuleSet:
        """This set with more rules (a project's, a test's), catalogue entries for their own codes,
        and whole-file facts."""
        return RuleSet((*self.rules, *rules), (*self.kinds, *kinds), (*self.facts, *facts))


def _check(r: Rule, by_id: Mapping[str, Rule], kinds: Mapping[str, FindingKind]) -> None:
    if r.phase not in PHASES:
        raise RuleError(f"rule {r.id!r}: no phase {r.phase!r} (phases: {', '.join(PHASES)})")
    for code in sorted(r.codes | frozenset().union(*r.refines.values())):
        if code not in kinds:
            raise RuleError(f"rule {r.id!r} may report {code!r}, which the catalogue (findings.py) lacks")
    for code in r.refines:
        if code not in r.codes:
            raise RuleError(f"rule {r.id!r} refines with {code!r}, which is not one of its codes")
    if r.keeps and (r.codes or r.produces or r.renames or r.supersedes):
        raise RuleError(f"rule {r.id!r} keeps names as written: it reports, produces, renames and supersedes nothing")
    for other in sorted(r.supersedes | r.after):
        if other not in by_id:
            raise RuleError(f"rule {r.id!r} names {other!r}, which is no rule of the set")
    for other in sorted(r.after):
        if r.phase not in ("range", "review") or by_id[other].phase != r.phase:
            raise RuleError(
                f"rule {r.id!r} ({r.phase}) runs after {other!r} ({by_id[other].phase}): after names a rule of"
                " the same phase, range or review"
            )


def _in_order(which: Phase, rules: list[Rule]) -> tuple[Rule, ...]:
    """``rules`` of phase ``which`` in the order they run: identifiers by priority (it matters only
    among the claimants of one name); range and review each after its ``after``, ties by id."""
    if which == "identifiers":
        return tuple(sorted(rules, key=lambda r: (-r.priority, r.id)))
    by_id = {r.id: r for r in rules}
    waiting = {r.id: set(r.after) for r in rules}
    ready = [rule_id for rule_id, before in waiting.items() if not before]
    heapq.heapify(ready)
    out: list[Rule] = []
    while ready:
        done = heapq.heappop(ready)
        out.append(by_id[done])
        for rule_id, before in waiting.items():
            if done in before:
                before.discard(done)
                if not before:
                    heapq.heappush(ready, rule_id)
    if len(out) < len(rules):
        stuck = sorted(rule_id for rule_id, before in waiting.items() if before)
        raise RuleError(f"rules {', '.join(stuck)} wait for each other (after): a cycle")
    return tuple(out)


@cache
def default_rules() -> RuleSet:
    """Every rule and whole-file fact declared in the modules of ``cass_lsp/translate`` (each
    imported here, once), with the catalogue of findings.py."""
    package = __name__.rpartition(".")[0]
    rules: list[Rule] = []
    facts: list[WholeFileFact] = []
    for found in pkgutil.walk_packages([str(Path(__file__).parent)], package + "."):
        declared = vars(importlib.import_module(found.name))
        rules += declared.get(_RULES_HERE, ())
        facts += declared.get(_FACTS_HERE, ())
    return RuleSet(tuple(rules), CATALOGUE, tuple(facts))
