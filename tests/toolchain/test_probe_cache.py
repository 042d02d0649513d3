"""Discovery's probes kept across processes (toolchain/probe_cache.py), with a hipcc script that
counts its runs: a second process probes nothing, and an install, a path that is gone, an
unreadable entry or doctor probe again."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from cass_lsp.toolchain import discovery, probe_cache

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

CLANG_VERSION = "19.0.0"


@pytest.fixture
def fake_hip(tmp_path: Path) -> tuple[dict[str, str], Path, Path]:
    """(environment, the hipcc runs log, the clang hipcc names): a hipcc on PATH that prints what
    ``hipcc --version`` prints, with a clang outside the searched folders."""
    bin_dir, llvm, runs = tmp_path / "bin", tmp_path / "llvm", tmp_path / "runs.log"
    bin_dir.mkdir()
    llvm.mkdir()
    clang = llvm / "clang++"
    clang.write_text("#!/bin/sh\nexit 1\n")
    clang.chmod(0o755)
    hipcc = bin_dir / "hipcc"
    hipcc.write_text(
        f'#!/bin/sh\necho run >> "{runs}"\n'
        f'echo "hipcc-cmd: {clang} --offload-arch=gfx1100"\n'
        f'echo "HIP version: 6.1.40091"\necho "clang version {CLANG_VERSION}"\n'
    )
    hipcc.chmod(0o755)
    env = {"PATH": f"{bin_dir}{os.pathsep}/usr/bin{os.pathsep}/bin", "HOME": str(tmp_path / "home")}
    return env, runs, clang


def _runs(log: Path) -> int:
    return log.read_text().count("run") if log.exists() else 0


def _discover_in_a_new_process(env: dict[str, str]) -> dict[str, str | None]:
    code = (
        "import json; from cass_lsp.toolchain.discovery import discover;"
        "tc = discover(system_dirs=False);"
        "print(json.dumps({'hipcc': str(tc.hipcc), 'clang': str(tc.clang), 'clang_version': tc.clang_version,"
        " 'hip_runtime_version': tc.hip_runtime_version}))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env={**env, "PYTHONPATH": os.pathsep.join(sys.path)},
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_a_second_process_probes_nothing_and_finds_the_same(fake_hip) -> None:
    env, runs, clang = fake_hip
    first = _discover_in_a_new_process(env)
    assert first["clang"] == str(clang) and first["clang_version"] == CLANG_VERSION
    probed = _runs(runs)
    assert probed > 0
    assert _discover_in_a_new_process(env) == first
    assert _runs(runs) == probed, "the second process ran hipcc again"
    assert list((Path(env["HOME"]) / ".cache" / "cass-lsp" / probe_cache.FOLDER).glob("*.json"))


def _discover_afresh(env: dict[str, str]):  # type: ignore[no-untyped-def]
    discovery._cache.clear()  # this process's cache: as a new process would
    return discovery.discover(environ=env, system_dirs=False)


def _probes_again_after(env: dict[str, str], runs: Path, change: Callable[[], None]) -> bool:
    """Whether discovery runs hipcc again after ``change`` (and not without it)."""
    _discover_afresh(env)
    probed = _runs(runs)
    _discover_afresh(env)
    assert _runs(runs) == probed, "nothing changed, yet hipcc ran again"
    change()
    assert _discover_afresh(env).clang_version == CLANG_VERSION
    return _runs(runs) > probed


def test_an_install_in_a_searched_folder_probes_again(fake_hip) -> None:
    env, runs, _ = fake_hip
    install = Path(env["PATH"].split(os.pathsep)[0]) / "nvcc-not-really"
    assert _probes_again_after(env, runs, lambda: install.write_text(""))


def test_a_path_the_result_names_that_is_gone_probes_again(fake_hip) -> None:
    env, runs, clang = fake_hip
    assert _discover_afresh(env).clang == clang
    assert _probes_again_after(env, runs, clang.unlink)


def test_doctor_probes_afresh_and_keeps_what_it_found(fake_hip) -> None:
    env, runs, _ = fake_hip

    def doctor() -> None:
        done = subprocess.run(
            [sys.executable, "-m", "cass_lsp", "doctor"], env={**env, "PYTHONPATH": os.pathsep.join(sys.path)},
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert CLANG_VERSION in done.stdout, done.stdout + done.stderr

    assert _probes_again_after(env, runs, doctor)
    after_doctor = _runs(runs)
    _discover_afresh(env)
    assert _runs(runs) == after_doctor, "what doctor found is kept"


def test_clear_cache_forgets_here_and_on_disk(fake_hip) -> None:
    env, runs, _ = fake_hip
    assert _probes_again_after(env, runs, lambda: discovery.clear_cache(env))


def test_an_unreadable_entry_is_probed_again(fake_hip) -> None:
    env, runs, _ = fake_hip

    def spoil() -> None:
        for entry in (Path(env["HOME"]) / ".cache" / "cass-lsp" / probe_cache.FOLDER).glob("*.json"):
            entry.write_text('{"fields": {"no_such_field": 1}, "problems": [], "notes": []}')

    assert _probes_again_after(env, runs, spoil)


def test_the_most_recently_used_results_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A new PATH, settings or cass-lsp version makes a new key: without a bound the folder grows for good.
    env = {"HOME": str(tmp_path)}
    monkeypatch.setattr(probe_cache, "KEEP", 3)
    probed = probe_cache.Probed({"clang_version": CLANG_VERSION}, [], [])
    for age, key in ((30, "a"), (20, "b"), (10, "c")):
        probe_cache.store([key], probed, env)
        path = probe_cache._path([key], env)
        when = path.stat().st_mtime - age
        os.utime(path, (when, when))
    assert probe_cache.load(["a"], env) == probed  # used: now the most recent
    probe_cache.store(["d"], probed, env)
    kept = {key for key in "abcd" if probe_cache.load([key], env) is not None}
    assert kept == {"a", "c", "d"}
