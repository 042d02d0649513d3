"""The rule registry: every translation rule declares itself next to its code.

A rule says what triggers it, when it runs, how it ranks against other rules that claim the same
name, which finding codes it may report (and which catalogue entries it adds), which needs it
produces, and which rules it supersedes. The engine builds the identifier scan's candidate set
and dispatch, the range passes and the finishing step from this registry alone: it never names a
rule module's handlers (as clangd registers a tweak beside its definition).

    @rule("textures.fetch", names=textures.FETCHES, renames=True, codes={"texture-no-image-support"})
    def handle_fetch(ctx, node, name): ...

Phases:

- ``identifiers``: the identifier scan stops at every name some rule claims (``names``: a set, or
  a function of the mapping data for names the tables give). For each occurrence in code the
  claiming rules run in order of ``priority`` (highest first) until one handles it (its handler
  returns anything but False); ``macro`` handles a token in a #define body the same way, and
  ``keyword`` a name the grammar makes a keyword (``__global__``). Two rules that claim one name
  must differ in priority: precedence is explicit, never an accident of import order.
  ``renames``: an occurrence in code is first renamed through the tables (``tables.apply``, the
  ``api-tables`` rule), then the handler runs.
- ``range``: ``run(ctx, start, end)`` over the byte range translated (the whole file, or one
  kernel), in ascending ``order``; ``pattern``: bytes that must occur in the range for it to run.
- ``finish``: ``run(ctx, scope)`` turns the needs the other rules recorded into edits.

Edits and findings carry the id of the rule that made them. Two edits that overlap are a
conflict unless one's rule declared that it ``supersedes`` the other's (HIPIFY writes through
clang's Replacements, which refuse conflicts); the superseding edit stands, and the superseded
rule's findings about text it rewrote go with the text. ``refines`` maps a code of this rule to
codes of superseded rules' findings on the same span that it replaces (a precise message over a
general one); a finding recorded with a ``scope`` (``Recorder.finding``) replaces those codes
anywhere inside the scope (a function kept for CUDA only speaks for the errors in it).
"""

from __future__ import annotations

import importlib
import logging
import os
import pkgutil
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from cass_lsp.translate.findings import KINDS, FindingKind

if TYPE_CHECKING:
    from cass_lsp.translate.mapping import MappingData

Phase = Literal["identifiers", "range", "finish"]
Names = frozenset[str] | Callable[["MappingData"], Iterable[str]]

log = logging.getLogger(__name__)


class RuleError(Exception):
    """A registry that contradicts itself, or (strict mode) a rule doing what it did not declare."""


class RuleConflict(RuleError):
    """Two rules' edits overlap and neither declared that it supersedes the other."""


@dataclass(frozen=True, eq=False)
class Rule:
    id: str
    phase: Phase
    run: Callable[..., Any] | None = None
    macro: Callable[..., Any] | None = None  # (ctx, start, end, name): a token in a #define body
    keyword: Callable[..., Any] | None = None  # (ctx, start, end, name): a name the grammar keeps as a keyword
    names: Names = frozenset()
    pattern: bytes | None = None
    priority: int = 0  # identifiers: the higher claims a name first
    order: int = 0  # range: the lower runs first
    renames: bool = False
    codes: frozenset[str] = frozenset()
    kinds: tuple[FindingKind, ...] = ()  # catalogue entries this rule adds (codes of its own)
    supersedes: frozenset[str] = frozenset()
    refines: Mapping[str, frozenset[str]] = field(default_factory=dict)
    produces: frozenset[str] = frozenset()  # fields of context.Needs this rule sets
    when: Callable[[Any], bool] | None = None  # on the options: whether the rule applies at all
    # Its findings describe the input (broken syntax), so they stay true whatever replaces the text.
    about_input: bool = False
    doc: str = ""

    def names_for(self, mapping: MappingData) -> frozenset[str]:
        names = self.names
        return frozenset(names(mapping)) if callable(names) else names

    def __repr__(self) -> str:
        return f"Rule({self.id!r}, {self.phase})"


_RULES: dict[str, Rule] = {}
_DISCOVERED = False
_VERSION = 0


def register(new: Rule) -> Rule:
    global _VERSION
    old = _RULES.get(new.id)
    if old is not None and (old.run, old.macro, old.keyword) != (new.run, new.macro, new.keyword):
        raise RuleError(f"two rules named {new.id!r}")
    for kind in new.kinds:
        if kind.code in KINDS and KINDS[kind.code] != kind:
            raise RuleError(f"{new.id}: finding code {kind.code!r} is already in the catalogue")
        KINDS[kind.code] = kind
        new = _with_code(new, kind.code)
    _RULES[new.id] = new
    _VERSION += 1
    return new


def _with_code(r: Rule, code: str) -> Rule:
    return replace(r, codes=r.codes | {code})


def unregister(rule_id: str) -> None:
    """Remove a rule (tests register rules of their own for a while)."""
    global _VERSION
    gone = _RULES.pop(rule_id, None)
    if gone is not None:
        for kind in gone.kinds:
            KINDS.pop(kind.code, None)
        _VERSION += 1


def version() -> int:
    """Changes whenever the registry does (what is built from it is cached per version)."""
    return _VERSION


def rule(
    rule_id: str, *, phase: Phase = "identifiers", **declared: Any
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare the decorated function as the handler (``run``) of rule ``rule_id``."""

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        register(Rule(rule_id, phase, run=fn, **_frozen(declared)))
        return fn

    return decorate


def _frozen(declared: dict[str, Any]) -> dict[str, Any]:
    out = dict(declared)
    for key in ("codes", "supersedes", "produces"):
        if key in out:
            out[key] = frozenset(out[key])
    if "names" in out and not callable(out["names"]):
        out["names"] = frozenset(out["names"])
    if "refines" in out:
        out["refines"] = {code: frozenset(codes) for code, codes in out["refines"].items()}
    if "kinds" in out:
        out["kinds"] = tuple(out["kinds"])
    return out


def discover() -> None:
    """Import every module of the translator once, so that each registers its rules."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    package = __name__.rpartition(".")[0]
    for module in pkgutil.walk_packages([str(Path(__file__).parent)], package + "."):
        importlib.import_module(module.name)


def all_rules() -> tuple[Rule, ...]:
    discover()
    return tuple(_RULES.values())


def get(rule_id: str) -> Rule:
    discover()
    try:
        return _RULES[rule_id]
    except KeyError:
        raise RuleError(f"no rule {rule_id!r}") from None


def phase(which: Phase) -> tuple[Rule, ...]:
    """The rules of one phase (range rules in their order)."""
    found = [r for r in all_rules() if r.phase == which]
    return tuple(sorted(found, key=lambda r: (r.order, r.id)) if which == "range" else found)


def supersedes(winner: str, loser: str) -> bool:
    """Did rule ``winner`` declare that it supersedes rule ``loser``?"""
    found = _RULES.get(winner)
    return found is not None and loser in found.supersedes


# -- strict mode -------------------------------------------------------------------------------

_strict = os.environ.get("CASS_TRANSLATE_STRICT", "") not in ("", "0")


def strict() -> bool:
    """In strict mode (tests) an undeclared conflict, finding code or need raises; otherwise the
    first edit stands and a warning is logged."""
    return _strict


def set_strict(on: bool) -> bool:
    """Turn strict mode on or off; returns the previous setting."""
    global _strict
    previous, _strict = _strict, on
    return previous


def check(condition: bool, message: str) -> None:
    """What a rule did that it did not declare: raise in strict mode, else log it."""
    if condition:
        return
    if _strict:
        raise RuleError(message)
    log.warning("%s", message)
