"""Hypothesis runs a fixed sequence of examples by default, so a CI run cannot fail on a draw the
run before never made; `HYPOTHESIS_PROFILE=explore` draws fresh examples (run it by hand, often).
The commands the tests run get a TMPDIR of the run's own (``subprocess_tmpdir``)."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from tests import pyramid

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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
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


# The pyramid (tests/pyramid.py): an unmarked test that starts a process or reads a corpus fails.
# What its set-up did is kept and judged with its call, so that a fixture's teardown always runs
# after a set-up that completed.
pyramid.install()
_SETUP_SEEN = pytest.StashKey[str | None]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item):  # type: ignore[no-untyped-def]
    with pyramid.watching() as seen:
        result = yield
    item.stash[_SETUP_SEEN] = seen["first"]
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):  # type: ignore[no-untyped-def]
    with pyramid.watching() as seen:
        result = yield
    seen["first"] = item.stash.get(_SETUP_SEEN, None) or seen["first"]
    if (why := pyramid.verdict(item, seen)) is not None:
        pyramid.failed(why)
    return result
