"""The longest-first order of the test modules (tests/conftest.py) names modules that exist: a
renamed one would silently fall back to collection order."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import LONGEST_FIRST

REPO = Path(__file__).resolve().parents[1]


def test_every_module_named_exists() -> None:
    assert [p for p in LONGEST_FIRST if not (REPO / p).is_file()] == []
