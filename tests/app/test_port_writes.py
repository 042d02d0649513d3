"""Where `port` and `translate` cannot write (real permissions, tests/unwritable.py): one line
naming the folder and the fix, never a traceback, and a manifest that stays true to the disk."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.cli import cli_in_process
from tests.unwritable import unwritable

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

KERNEL = "__global__ void k{n}() {{}}\nvoid run{n}() {{ k{n}<<<1, 1>>>(); cudaDeviceSynchronize(); }}\n"


def port(src: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    return cli_in_process(["port", str(src), "--out-dir", str(out), "--progress", "never", *extra])


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    src = tmp_path / "proj"
    for n, folder in enumerate(["", "a", "b", "b"]):
        (src / folder).mkdir(parents=True, exist_ok=True)
        (src / folder / f"k{n}.cu").write_text(KERNEL.format(n=n))
    return src


def test_a_read_only_out_dir_is_one_line_and_nothing_is_written(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "ro"
    out.mkdir()
    with unwritable(out):
        r = port(tree, out)
        nested = port(tree, out / "sub")
    for run, where in ((r, out), (nested, out / "sub")):
        assert run.returncode == 2
        assert run.stderr.count("\n") == 1, run.stderr
        assert run.stderr.startswith(f"cass-lsp port: cannot write {where}: ")
        assert run.stderr.endswith("; choose another --out-dir, or make it writable\n")
    assert list(out.iterdir()) == []


def test_an_unwritable_folder_of_the_tree_is_skipped_and_a_later_run_recovers(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert port(tree, out).returncode == 0
    for f in (tree / "b").glob("*.cu"):  # the next run has new text for b/
        f.write_text(f.read_text() + "// changed\n")
    with unwritable(out / "b"):
        r = port(tree, out)
        assert "Traceback" not in r.stderr
        assert r.returncode == 1
        assert "b/k2.cu: skipped: " in r.stderr and "b/k3.cu: skipped: " in r.stderr
        assert "k0.cu: skipped" not in r.stderr
        manifest = json.loads((out / ".cass-port-manifest.json").read_text())
        report = json.loads((out / "cass-port-report.json").read_text())
        assert report["summary"]["files"] == {"skipped": 2, "translated": 2}
    # What the first run wrote in b/ is still port's: the run after writes it, lists nothing as the user's.
    assert {"b/k2.hip", "b/k3.hip"} <= set(manifest["files"])
    r = port(tree, out)
    assert r.returncode == 0, r.stderr
    assert "changed since port wrote them" not in r.stdout
    assert "// changed" in (out / "b" / "k2.hip").read_text()
    assert not list(out.rglob("*.tmp"))


def test_translate_into_a_read_only_folder_is_one_line(tmp_path: Path) -> None:
    src = tmp_path / "k.cu"
    src.write_text(KERNEL.format(n=0))
    ro = tmp_path / "ro"
    ro.mkdir()
    kept = tmp_path / "kept.cu"
    kept.write_text(KERNEL.format(n=1))
    with unwritable(ro, kept):
        runs = {
            "-o": cli_in_process(["translate", str(src), "-q", "-o", str(ro / "k.hip")]),
            "--out-dir": cli_in_process(["translate", str(src), "-q", "--out-dir", str(ro / "sub")]),
            "--in-place": cli_in_process(["translate", str(kept), "-q", "--in-place"]),
            "--report": cli_in_process(["translate", str(src), "-q", "--report", str(ro / "r.json")]),
        }
    assert kept.read_text() == KERNEL.format(n=1)
    wanted = {
        "-o": f"cannot write {ro / 'k.hip'}: ",
        "--out-dir": f"cannot write {ro / 'sub' / 'k.hip'}: ",
        "--in-place": f"cannot write {kept}: ",
        "--report": f"cannot write {ro / 'r.json'}: ",
    }
    for option, r in runs.items():
        assert r.returncode == 1, option
        lines = r.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("cass-lsp translate: " + wanted[option]), (option, r.stderr)
    assert list(ro.iterdir()) == [] and not list(tmp_path.glob("*.tmp"))
