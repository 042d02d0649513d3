"""The test pyramid, kept honest: a test that starts a process (a compiler, cmake, make, an editor,
a server) or reads the shared corpora is ``slow``; every other test is a fast unit test, and
``make check`` runs those alone (``-m "not slow"``).

The marks are checked, not trusted: while a test without the ``slow`` mark runs (its set-up
included), every process start and every opening or listing of a path under the corpora is
recorded, and the test fails naming the first one. Nothing is blocked or replaced: the test
runs as it would, and only its verdict changes. Processes started by the pytest machinery
itself (xdist's workers) are started outside any test and are not seen.
"""

from __future__ import annotations

import builtins
import io
import os
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# The shared corpora (HeCBench, CUDALibrarySamples, the real projects) and any relocation of them.
# Both spellings of each: the tests read them through links (a worktree's ../shared) unresolved.
CORPORA = tuple(
    {
        str(form)
        for p in (
            REPO.parent / "shared" / "corpus",
            *(Path(os.environ[v]) for v in ("CASS_HECBENCH",) if os.environ.get(v)),
        )
        for form in (p.absolute(), p.resolve())
    }
)
SLOW_HELP = (
    "mark it @pytest.mark.slow (module: pytestmark = pytest.mark.slow), or keep it in process: fast tests"
    " start no process and read no corpus (tests/pyramid.py)"
)


_state: dict[str, str | None] = {"first": None}
_watching = threading.Event()


def _note(what: str) -> None:
    if _watching.is_set() and _state["first"] is None:
        _state["first"] = what


def _under_corpus(path: object) -> bool:
    if not CORPORA or not isinstance(path, (str, bytes, os.PathLike)):
        return False
    try:
        text = os.fsdecode(path)
    except TypeError:
        return False
    if not os.path.isabs(text):
        text = os.path.abspath(text)
    return text.startswith(CORPORA)


_real_popen_init = subprocess.Popen.__init__
_real_open = builtins.open
_real_io_open = io.open
_real_scandir = os.scandir
_real_listdir = os.listdir
_real_system = os.system


def _popen_init(self, args, *rest, **kwargs):  # type: ignore[no-untyped-def]
    argv = [args] if isinstance(args, (str, bytes, os.PathLike)) else list(args)
    _note(f"started a process: {' '.join(os.fsdecode(a) if not isinstance(a, str) else a for a in argv[:6])}")
    return _real_popen_init(self, args, *rest, **kwargs)


def _open(file, *args, **kwargs):  # type: ignore[no-untyped-def]
    if _watching.is_set() and _under_corpus(file):
        _note(f"read the corpus: {os.fsdecode(file)}")
    return _real_open(file, *args, **kwargs)


def _io_open(file, *args, **kwargs):  # type: ignore[no-untyped-def]
    if _watching.is_set() and _under_corpus(file):
        _note(f"read the corpus: {os.fsdecode(file)}")
    return _real_io_open(file, *args, **kwargs)


def _scandir(path=".", *args, **kwargs):  # type: ignore[no-untyped-def]
    if _watching.is_set() and _under_corpus(path):
        _note(f"listed the corpus: {os.fsdecode(path)}")
    return _real_scandir(path, *args, **kwargs)


def _listdir(path=".", *args, **kwargs):  # type: ignore[no-untyped-def]
    if _watching.is_set() and _under_corpus(path):
        _note(f"listed the corpus: {os.fsdecode(path)}")
    return _real_listdir(path, *args, **kwargs)


def _system(command):  # type: ignore[no-untyped-def]
    _note(f"started a process: {command}")
    return _real_system(command)


def install() -> None:
    """Wrap the process and file entry points once, for the whole run (they only record)."""
    subprocess.Popen.__init__ = _popen_init  # type: ignore[method-assign]
    builtins.open = _open
    io.open = _io_open
    os.scandir = _scandir
    os.listdir = _listdir
    os.system = _system


@contextmanager
def watching() -> Iterator[dict[str, str | None]]:
    _state["first"] = None
    _watching.set()
    try:
        yield _state
    finally:
        _watching.clear()


def verdict(item: pytest.Item, seen: dict[str, str | None]) -> str | None:
    """Why an unmarked test is not a fast unit test, or None."""
    if item.get_closest_marker("slow") is not None or seen["first"] is None:
        return None
    return f"{item.nodeid} is not marked slow but {seen['first']}: {SLOW_HELP}"


def failed(why: str) -> None:
    """Fail the test, or with ``CASS_PYRAMID_REPORT=FILE`` append the reason to FILE and let it pass
    (how the marks were first found: one run of the suite lists every test to mark)."""
    report = os.environ.get("CASS_PYRAMID_REPORT")
    if report:
        with _real_open(report, "a", encoding="utf-8") as f:
            f.write(why + "\n")
        return
    pytest.fail(why, pytrace=False)


# The hooks, which tests/conftest.py takes in.
# What its set-up did is kept and judged with its call, so that a fixture's teardown always runs
# after a set-up that completed.
install()
_SETUP_SEEN = pytest.StashKey[str | None]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item):  # type: ignore[no-untyped-def]
    with watching() as seen:
        result = yield
    item.stash[_SETUP_SEEN] = seen["first"]
    return result


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):  # type: ignore[no-untyped-def]
    with watching() as seen:
        result = yield
    seen["first"] = item.stash.get(_SETUP_SEEN, None) or seen["first"]
    if (why := verdict(item, seen)) is not None:
        failed(why)
    return result
