"""Hypothesis runs a fixed sequence of examples by default, so a CI run cannot fail on a draw the
run before never made; `HYPOTHESIS_PROFILE=explore` draws fresh examples (run it by hand, often).
The commands the tests run get a TMPDIR of the run's own (``subprocess_tmpdir``)."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("fixed", derandomize=True, database=None)
settings.register_profile("explore")
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))


@pytest.fixture(scope="session", autouse=True)
def subprocess_tmpdir(tmp_path_factory: pytest.TempPathFactory):
    """The commands the tests run (hipcc, servers, cmake) get a TMPDIR inside this run's temporary
    folder, which pytest removes a few runs later: Debian's clang 15 leaves two empty folders in
    TMPDIR for each hipcc -c. This process's own tempfile folder is already chosen, and stays."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TMPDIR", str(tmp_path_factory.mktemp("tmpdir")))
        yield
