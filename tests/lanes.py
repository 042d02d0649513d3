"""The HIP toolchain lanes for tests, one per release the release table marks checked: Debian
12's HIP 5.2 on the host, and HIP 6.4 in the root that scripts/rocm_root.sh makes (run through
bubblewrap); and the content-keyed cache of the real-toolchain tests' compile results
(``run_compile``, ``cached_json``: see below).

``hip_lane("6.4")`` returns that lane's Toolchain, or skips the test with the reason the lane is
missing (for the root: the reason the script recorded, e.g. no route to the Debian mirror).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import shutil
import subprocess
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from cass_lsp.core import hip_releases
from cass_lsp.core.files import write_atomically
from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain import roots
from cass_lsp.toolchain.discovery import Toolchain, discover
from cass_lsp.toolchain.model import in_prefix

# The lanes: the releases the tests compile with, and the targets each compiles for (the release
# table's, core/hip_releases.py): {"5.2": ("gfx1100", "gfx90a"), "6.4": (...)}.
LANE_TARGETS = {release.short: release.targets for release in hip_releases.checked()}


@cache
def _lane(name: str) -> Toolchain | str:
    """Lane ``name``'s toolchain: its root (scripts/rocm_root.sh NAME) where one was made, else
    the host's hipcc if that is the release (Debian 12's HIP 5.2); or why it is missing."""
    release = hip_releases.find(name)
    assert release is not None and release.checked, f"HIP {name} is not a lane of the release table"
    settings = ToolchainSettings(targets=list(release.targets))
    root = next((r for r in roots.find_roots() if r.name == release.root_name), None)
    bwrap = roots.bwrap_path()
    if root is not None and bwrap is not None:
        tc = discover(dataclasses.replace(settings, hipcc_command=root.hipcc_command(bwrap)))
    else:
        # Pinned: with nothing chosen the newest HIP found (a root) is in use.
        tc = discover(dataclasses.replace(settings, hipcc_command=[]), lane="host")
        if not (tc.hip_version or "").startswith(f"{name}."):
            why = roots.failure(release.root_name) or f"not made yet (run scripts/rocm_root.sh {name})"
            return f"the HIP {name} lane's root is missing: {why}"
    if tc.hipcc is None:
        return f"HIP {name} lane: hipcc not found"
    if not (tc.hip_version or "").startswith(f"{name}."):
        return f"HIP {name} lane: found HIP {tc.hip_version} instead"
    return tc


def hip_lane(name: str) -> Toolchain:
    """The Toolchain of lane ``name`` (a key of LANE_TARGETS); skips the calling test when it is missing."""
    found = _lane(name)
    if isinstance(found, str):
        pytest.skip(found)
    return found


def compile_on_lane(lane: str, source: Path) -> None:
    """Compile ``source`` (host and device, ``-c``) for every target of ``lane`` in one hipcc run,
    with its folder on the include path; the test fails with hipcc's errors."""
    tc = hip_lane(lane)
    targets = LANE_TARGETS[lane]
    folder = source.parent
    argv = tc.hip_compile_argv(
        targets[0], source, folder / "main.o", extra=[*(f"--offload-arch={t}" for t in targets[1:]), f"-I{folder}"]
    )
    proc = run_compile(tc, argv, root=folder, env=tc.hip_env(), timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]


# ---- compile results cached by content ------------------------------------------------------
#
# The real-toolchain tests compile the same bytes with the same compiler on every run. A result
# (exit status and output) is kept in ~/.cache/cass-lsp/test-compiles under a key made of the
# toolchain's identity (paths, prefix, HIP, HIP runtime, clang and nvcc versions), the argv (the
# test's temporary folder written as <root>) and the bytes of every input file (names relative to
# that folder): a rerun with the same inputs replays the result instead of compiling again, and any
# change to a source, a header, a flag or the toolchain compiles for real. A crash (a signal, a
# timeout, clang's "PLEASE submit a bug report") is never kept. A program built and run on the CPU
# (``build_and_run``: the host checks of the compat helpers) is kept so too, its run with its
# build: what it prints follows from the same key. CASS_TEST_COMPILE_CACHE=0 turns
# the cache off (every compile runs); tests/translate/test_hecbench_sample.py has its own cache
# (tests/hecbench.py), shared with the corpus report.

CACHE_VERSION = 1
REPO = Path(__file__).resolve().parents[1]
_CRASH = "PLEASE submit a bug report"


def compile_cache_dir(name: str = "test-compiles") -> Path | None:
    """Where the tests keep results (``name``: compile results, or ``test-models``), or None when
    CASS_TEST_COMPILE_CACHE=0."""
    if os.environ.get("CASS_TEST_COMPILE_CACHE", "1") == "0":
        return None
    return roots.cache_dir() / name


def toolchain_identity(tc: Toolchain) -> list[Any]:
    """The toolchain, with paths inside this clone (the virtual environment's cuobjdump and
    nvdisasm) written as <repo>, so that another clone finds the same keys."""
    identity = [
        str(tc.hipcc), list(tc.hipcc_prefix), tc.hip_version, tc.hip_runtime_version, tc.clang_version,
        str(tc.nvcc), tc.nvcc_version, str(tc.cuobjdump), str(tc.nvdisasm),
    ]  # fmt: skip
    if (stamp := roots.recipe_stamp(tc.hipcc_prefix)) is not None:
        identity.append(f"root recipe {stamp}")  # a root made again with more packages
    return json.loads(json.dumps(identity, default=str).replace(json.dumps(str(REPO))[1:-1], "<repo>"))


def folder_inputs(folder: Path) -> list[Path]:
    """Every file under ``folder``: what a compile there may read besides the toolchain's own; not
    ``port``'s report, which no compiler reads and which names the run's temporary folders (as
    an input, it made every run a miss)."""
    from cass_lsp.app.port import REPORT_NAME  # here: the helper scripts that import this module need no port

    return sorted(
        p for p in folder.rglob("*") if p.is_file() and p.suffix not in (".o", ".s", ".cubin") and p.name != REPORT_NAME
    )


def content_key(identity: Sequence[Any], recipe: Sequence[Any], inputs: Iterable[Path], root: Path | None) -> str:
    h = hashlib.sha256(json.dumps([CACHE_VERSION, list(identity), list(recipe)], default=str).encode())
    for path in sorted(inputs):
        if root is not None and path.is_relative_to(root):
            name = str(path.relative_to(root))
        else:  # an input of this clone's (tests/corpus) is the same input in another clone
            name = str(path).replace(str(REPO), "<repo>", 1)
        h.update(name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()[:40]


def cached_json(key: str, compute: Callable[[], tuple[Any, bool]]) -> Any:
    """The value stored under ``key``, or ``compute()``'s (value, keep) with the value kept if
    ``keep``."""
    folder = compile_cache_dir()
    path = folder / f"{key}.json" if folder is not None else None
    if path is not None:
        try:
            return json.loads(path.read_text())["value"]
        except (OSError, ValueError, KeyError):
            pass
    value, keep = compute()
    if path is not None and keep:
        write_atomically(path, json.dumps({"value": value}).encode())
    return value


def run_compile(
    tc: Toolchain,
    argv: Sequence[str],
    *,
    root: Path,
    env: dict[str, str] | None = None,
    inputs: Iterable[Path] | None = None,
    cwd: Path | None = None,
    timeout: float = 600,
    extra_key: Sequence[Any] = (),
    outputs: Sequence[Path] = (),
) -> subprocess.CompletedProcess[str]:
    """``subprocess.run(argv)`` for a compile whose files are under ``root`` (every file there is
    an input unless ``inputs`` says which), its result cached by content; ``extra_key``: anything
    else the result depends on; ``outputs``: text files the compile writes (an assembly listing,
    PTX) that the test reads: kept with the result and written again when it is replayed."""
    return _cached_steps(tc, [argv], root, env, inputs, cwd, timeout, extra_key, outputs)[0]


def build_and_run(
    tc: Toolchain,
    build: Sequence[str],
    program: Sequence[str],
    *,
    root: Path,
    env: dict[str, str] | None = None,
    timeout: float = 600,
) -> tuple[subprocess.CompletedProcess[str], subprocess.CompletedProcess[str] | None]:
    """``build`` (a compile and link of files under ``root``), then, if it succeeded, ``program``
    (the program it built, which runs host code on this machine's CPU), both results cached by
    content as ``run_compile``'s: what such a program prints follows from the bytes built, the
    toolchain and the argv (and whether an AMD GPU is here, part of the key). Returns (build's
    result, program's or None)."""
    gpu = os.path.exists("/dev/kfd")
    results = _cached_steps(tc, [build, program], root, env, None, None, timeout, [gpu], ())
    return results[0], (results[1] if len(results) > 1 else None)


def run_host_program(tc: Toolchain, source: Path, extra: Sequence[str] = ()) -> subprocess.CompletedProcess[str]:
    """``source`` built by ``tc``'s hipcc (for its first target; ``extra``: more flags, libraries)
    into the program beside it, then run where the toolchain's libraries are (in its root, for the
    6.4 lane): both cached by content (``build_and_run``). The test fails with hipcc's errors when
    the build does."""
    exe = source.with_suffix("")
    build_argv = tc.hip_build_argv(tc.targets[0], source, exe, extra=list(extra))
    build, run = build_and_run(tc, build_argv, in_prefix(tc.hipcc_prefix, [exe]), root=source.parent, env=tc.hip_env())
    assert build.returncode == 0 and run is not None, build.stderr[-4000:]
    return run


def _cached_steps(
    tc: Toolchain,
    steps: Sequence[Sequence[str]],
    root: Path,
    env: dict[str, str] | None,
    inputs: Iterable[Path] | None,
    cwd: Path | None,
    timeout: float,
    extra_key: Sequence[Any],
    outputs: Sequence[Path],
) -> list[subprocess.CompletedProcess[str]]:
    """Run ``steps`` in turn until one fails, their results cached together (see above)."""
    places = [(str(root), "<root>"), (str(REPO), "<repo>")]  # so that another clone finds the same keys

    def generic(text: str) -> str:
        for path, marker in places:
            text = text.replace(path, marker)
        return text

    def specific(text: str) -> str:
        for path, marker in places:
            text = text.replace(marker, path)
        return text

    argvs = [[generic(w) for w in argv] for argv in steps]
    recipe = [argvs[0] if len(argvs) == 1 else argvs, generic(str(cwd)) if cwd else None, *extra_key]
    if outputs:
        recipe.append([generic(str(p)) for p in outputs])
    files = folder_inputs(root) if inputs is None else list(inputs)
    key = content_key(toolchain_identity(tc), recipe, files, root)

    def compute() -> tuple[dict[str, Any], bool]:
        done: list[dict[str, Any]] = []
        crashed = False
        for argv in steps:
            proc = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=cwd, timeout=timeout)
            crashed |= proc.returncode < 0 or _CRASH in proc.stdout + proc.stderr
            done.append({"returncode": proc.returncode, "stdout": generic(proc.stdout), "stderr": generic(proc.stderr)})
            if proc.returncode != 0:
                break
        written = {str(i): generic(p.read_text()) for i, p in enumerate(outputs) if p.is_file()}
        # One step: the layout of the results kept before there were more (CACHE_VERSION 1).
        value = done[0] if len(steps) == 1 else {"steps": done}
        return {**value, "outputs": written}, not crashed

    value = cached_json(key, compute)
    for i, path in enumerate(outputs):
        if (text := value.get("outputs", {}).get(str(i))) is not None:
            path.write_text(specific(text))
    return [
        subprocess.CompletedProcess(list(argv), step["returncode"], specific(step["stdout"]), specific(step["stderr"]))
        for argv, step in zip(steps, value.get("steps", [value]), strict=False)
    ]


@cache
def nvcc_toolchain(nvcc: str) -> tuple[Toolchain, list[str]]:
    """nvcc alone, for ``run_compile``: a Toolchain of its path and whole ``--version`` (release
    and build), and as ``extra_key`` the host compiler it runs (g++ on PATH, whose real path names
    its version)."""
    version = subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=60).stdout
    gxx = shutil.which("g++")
    return Toolchain(nvcc=Path(nvcc), nvcc_version=version), [os.path.realpath(gxx) if gxx else ""]


def folder_fingerprint(folder: Path) -> list[tuple[str, int, int]]:
    """Names, sizes and modification times of the files under ``folder`` (an include folder
    outside the toolchain: a reinstalled package changes the key without hashing every header)."""
    return sorted(
        (str(p.relative_to(folder)), p.stat().st_size, p.stat().st_mtime_ns) for p in folder.rglob("*") if p.is_file()
    )
