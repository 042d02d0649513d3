"""Every translation in these tests runs in the registry's strict mode: an edit conflict no rule
declared, or a finding code or need a rule did not declare, fails the test that made it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cass_lsp.translate import rules


@pytest.fixture(autouse=True)
def strict_rules() -> Iterator[None]:
    previous = rules.set_strict(True)
    yield
    rules.set_strict(previous)
