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


# Under xdist's --dist=loadscope (scripts/test.sh) a worker that finishes a module takes the next
# one in collection order. The run is bound by CPU on two cores, so a run that ends with one worker
# alone in a long module leaves a core idle: the longest modules go first (longest processing time
# first), the many short ones fill in at the end. Wall seconds per module in a full `make test`
# (both workers and the editor suites sharing the cores), longest first; the rest keep their order.
LONGEST_FIRST = (
    "tests/editors/test_nvim_e2e.py",  # 68 s, mostly waiting on two Neovims and their servers
    "tests/translate/test_hecbench_sample.py",  # 15 s; about 2 min after a change to cass_lsp (ports run again)
    "tests/translate/test_chunked_translation.py",  # 93
    "tests/translate/test_compat.py",  # 78
    "tests/buildfiles/test_ci_jobs.py",  # 59
    "tests/app/test_keep_cuda.py",  # 46
    "tests/translate/test_cli.py",  # 45
    "tests/lsp/test_model_actions.py",  # 30
    "tests/lsp/test_compile_check.py",  # 24
    "tests/translate/test_scaling.py",  # 18
    "tests/lsp/test_translation.py",  # 22
    "tests/translate/test_library_compat.py",  # 21
)


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        # A test through a real server process (tests/lsp's ClientSpec(process=True)) is slow.
        params = getattr(getattr(item, "callspec", None), "params", {})
        if any(getattr(value, "process", False) is True for value in params.values()):
            item.add_marker(pytest.mark.slow)
    rank = {path: i for i, path in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], len(rank)))


@pytest.fixture(scope="session", autouse=True)
def subprocess_tmpdir(tmp_path_factory: pytest.TempPathFactory):
    """The commands the tests run (hipcc, servers, cmake) get a TMPDIR inside this run's temporary
    folder, which pytest removes a few runs later: Debian's clang 15 leaves two empty folders in
    TMPDIR for each hipcc -c. This process's own tempfile folder is already chosen, and stays."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TMPDIR", str(tmp_path_factory.mktemp("tmpdir")))
        yield


# The pyramid: an unmarked test that starts a process or reads a corpus fails (its hooks).
from tests.pyramid import pytest_runtest_call, pytest_runtest_setup  # noqa: E402, F401
