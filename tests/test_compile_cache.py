"""The test suite's compile cache (tests/lanes.run_compile): a result is replayed only for the same
inputs, and the output files a test reads are written again when it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.toolchain.model import Toolchain
from tests.lanes import run_compile

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("CASS_TEST_COMPILE_CACHE", raising=False)
    return tmp_path / "cache"


def test_replays_for_the_same_inputs_and_writes_the_outputs_again(tmp_path: Path, cache_home: Path) -> None:
    root, runs = tmp_path / "work", tmp_path / "runs.log"
    root.mkdir()
    source, listing = root / "k.src", root / "k.s"
    source.write_text("v1\n")
    # A "compiler" that copies its input to its output and counts its runs outside the root.
    argv = ["sh", "-c", f'cat "{source}" > "{listing}"; echo run >> "{runs}"; echo compiled {root}']

    def compile_() -> str:
        done = run_compile(Toolchain(), argv, root=root, inputs=[source], outputs=[listing])
        assert done.returncode == 0 and done.stdout == f"compiled {root}\n"
        return listing.read_text()

    assert compile_() == "v1\n"
    listing.unlink()
    assert compile_() == "v1\n", "the listing is written again from the cache"
    assert runs.read_text().count("run") == 1, "the second call was replayed"
    source.write_text("v2\n")
    assert compile_() == "v2\n"
    assert runs.read_text().count("run") == 2, "a changed input compiles again"
    assert any(cache_home.rglob("*.json"))
