"""Finding codes: how an engine declares one, and the one catalogue every engine declares into.

Each engine declares the codes it reports in one tuple of ``FindingKind`` (the translator's
``translate/findings.py`` CATALOGUE, the build files' ``buildfiles/codes.py``, the port's own
``project/codes.py``) and hands it to ``REGISTRY`` as its module is imported: the one catalogue
that the rule file, ``--ignore``, the editor's settings, a ``cass-lsp: ignore[CODE]`` comment and
``FINDINGS.md`` are checked against, as ruff keeps one registry of every rule. Here in core so
that every engine can declare, and the translator check a comment's codes, without importing
another engine; ``project/codes.py`` imports every engine's declarations, so that whoever reads
the catalogue through it sees it whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from cass_lsp.core.result import Severity


@dataclass(frozen=True)
class FindingKind:
    code: str
    title: str
    severity: Severity  # the usual one: a finding may be worse where its context says so
    kind: str  # unsupported | deprecated | removed | hazard (as Finding.kind)
    url: str


class Catalogue:
    """Every code of several engines' declarations, each once: ``code in catalogue``,
    ``catalogue[code]``, ``catalogue.engine(code)``. A code two engines declare raises ValueError."""

    def __init__(self, *engines: tuple[str, Iterable[FindingKind]]) -> None:
        self._kinds: dict[str, FindingKind] = {}
        self._engines: dict[str, str] = {}
        for engine, kinds in engines:
            self.declare(engine, kinds)

    def declare(self, engine: str, kinds: Iterable[FindingKind]) -> None:
        """``engine``'s codes (declared again by the same engine: replaced, as a module reloaded)."""
        for kind in kinds:
            first = self._engines.get(kind.code)
            if first is not None and first != engine:
                raise ValueError(f"finding code {kind.code!r} is declared twice ({first}, {engine})")
            self._kinds[kind.code] = kind
            self._engines[kind.code] = engine

    def __contains__(self, code: object) -> bool:
        return code in self._kinds

    def __getitem__(self, code: str) -> FindingKind:
        return self._kinds[code]

    def __iter__(self) -> Iterator[FindingKind]:
        return iter(self._kinds.values())

    def __len__(self) -> int:
        return len(self._kinds)

    def codes(self) -> frozenset[str]:
        return frozenset(self._kinds)

    def engine(self, code: str) -> str:
        """The engine that declared ``code`` (KeyError for a code none did)."""
        return self._engines[code]


REGISTRY = Catalogue()  # every engine's codes, each declared as its module is imported


def is_known_code(code: str) -> bool:
    """``code`` is one a rule file, a setting, ``--ignore`` or a ``cass-lsp: ignore`` comment may name."""
    return code in REGISTRY
