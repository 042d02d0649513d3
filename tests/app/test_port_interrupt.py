"""Ctrl-C during `port`: a real SIGINT to a real `port` process. It says what it wrote and how to
finish; every file written is in the manifest, so the run after finishes the work in one launch
style and lists nothing as changed by the user."""

from __future__ import annotations

import hashlib
import json
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.cli import cli_in_process
from tests.unwritable import unwritable

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

SCRIPT = Path(sys.executable).with_name("cass-lsp")
FOLDERS = ("a", "b", "c", "d")
FILES = 200  # enough that a run is still writing when the test stops it (about 1 s here)
KERNEL = (
    "#include <cuda_runtime.h>\n__global__ void k{n}(float* x) {{ x[threadIdx.x] += 1; }}\n"
    "void run{n}(float* x) {{ k{n}<<<1, 32>>>(x); cudaDeviceSynchronize(); }}\n"
)
STYLES = {"chevrons": "<<<", "hipLaunchKernelGGL": "hipLaunchKernelGGL("}


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("interrupt") / "proj"
    for n in range(FILES):
        folder = src / FOLDERS[n % len(FOLDERS)]
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"k{n}.cu").write_text(KERNEL.format(n=n))
    return src


def interrupted_port(src: Path, out: Path, style: str, after: int) -> subprocess.CompletedProcess:
    """``cass-lsp port`` stopped by SIGINT once it has written ``after`` files."""
    if not SCRIPT.exists():
        pytest.skip(f"console script not installed at {SCRIPT} (pip install -e .)")
    args = [str(SCRIPT), "port", str(src), "--out-dir", str(out), "--progress", "never", "--launch-style", style]
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*.hip")}
    # As from a terminal: SIGINT at its default in the child. A suite started in the background by a
    # non-interactive shell (`make test &`) has it ignored, which the child would inherit and keep.
    process = subprocess.Popen(
        args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_sigint_default
    )
    deadline = time.monotonic() + 120  # a hang guard, not a timing
    try:
        while process.poll() is None and time.monotonic() < deadline:
            written = sum(1 for p in out.rglob("*.hip") if before.get(p) != _mtime(p))
            if written >= after:
                break
            time.sleep(0.005)
        assert process.poll() is None, "port finished before it could be interrupted: make the tree larger"
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
    return subprocess.CompletedProcess(args, process.returncode, stdout, stderr)


def _sigint_default() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _mtime(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


def assert_manifest_true_to_the_disk(out: Path) -> dict[str, str]:
    """Every output file on disk is recorded, with the bytes it has; no journal or temporary file left."""
    files = json.loads((out / ".cass-port-manifest.json").read_text())["files"]
    on_disk = {p.relative_to(out).as_posix() for p in out.rglob("*.hip")}
    assert on_disk <= set(files), sorted(on_disk - set(files))[:5]
    for rel in on_disk:
        assert files[rel] == hashlib.sha256((out / rel).read_bytes()).hexdigest(), rel
    assert not (out / ".cass-port-journal").exists()
    assert not list(out.rglob("*.tmp"))
    return files


def assert_finished_in_one_style(out: Path, style: str) -> None:
    outputs = list(out.rglob("*.hip"))
    assert len(outputs) == FILES
    other = next(marker for name, marker in STYLES.items() if name != style)
    assert all(STYLES[style] in p.read_text() and other not in p.read_text() for p in outputs)


def test_ctrl_c_says_what_was_written_and_the_next_run_finishes(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    r = interrupted_port(tree, out, "chevrons", after=20)
    assert r.returncode == 130, r.stderr
    assert "Traceback" not in r.stderr
    files = assert_manifest_true_to_the_disk(out)
    written = len(list(out.rglob("*.hip")))
    assert 20 <= written < FILES
    assert "cass-lsp port: interrupted after " in r.stderr
    assert f"the {written} it wrote are recorded in {out / '.cass-port-manifest.json'}" in r.stderr
    assert "run the same command again to finish" in r.stderr
    assert len(files) == written

    # Finished in the other launch style: every file port wrote is port's, none left half-way.
    r = cli_in_process(["port", str(tree), "--out-dir", str(out), "--progress", "never",
                        "--launch-style", "hipLaunchKernelGGL"])  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "changed since port wrote them" not in r.stdout
    assert_manifest_true_to_the_disk(out)
    assert_finished_in_one_style(out, "hipLaunchKernelGGL")


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    first=st.sampled_from(sorted(STYLES)),
    after=st.integers(1, 100),
    locked=st.sets(st.sampled_from(FOLDERS), max_size=2),
    last=st.sampled_from(sorted(STYLES)),
)
def test_interrupted_and_unwritable_runs_recover(
    tree: Path, first: str, after: int, locked: set[str], last: str
) -> None:
    """Hypothesis chooses when the first run is stopped, which folders the second cannot write,
    and the launch styles; the third run, with nothing in its way, leaves the whole tree right."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out"
        r = interrupted_port(tree, out, first, after)
        assert r.returncode == 130 and "Traceback" not in r.stderr, r.stderr
        assert_manifest_true_to_the_disk(out)
        second = "hipLaunchKernelGGL" if first == "chevrons" else "chevrons"
        for folder in FOLDERS:
            (out / folder).mkdir(exist_ok=True)
        with unwritable(*(out / folder for folder in sorted(locked))):
            r = cli_in_process(["port", str(tree), "--out-dir", str(out), "--progress", "never",
                                "--launch-style", second])  # fmt: skip
        assert r.returncode == (1 if locked else 0), r.stderr
        assert "Traceback" not in r.stderr
        assert_manifest_true_to_the_disk(out)
        r = cli_in_process(["port", str(tree), "--out-dir", str(out), "--progress", "never", "--launch-style", last])
        assert r.returncode == 0, r.stderr
        assert "changed since port wrote them" not in r.stdout
        assert_manifest_true_to_the_disk(out)
        assert_finished_in_one_style(out, last)
