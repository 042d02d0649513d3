"""What `translate -o`, `--in-place`, `--out-dir` and `port` do with what is already at the path
they write: a symbolic link is written through (its file gets the text, the link stays), `-o -`
is standard output, and a FIFO, a device or a folder is refused in one line and left as it was."""

from __future__ import annotations

import json
import os
import stat
import subprocess
from pathlib import Path

import pytest

from cass_lsp.core.files import write_atomically
from tests.cli import cli_in_process

CUDA = "__global__ void k() {}\nvoid run() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }\n"


def translate(*argv: str | Path) -> subprocess.CompletedProcess:
    return cli_in_process(["translate", "--hip-version", "6.4", *map(str, argv)])


def port(src: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    return cli_in_process(["port", str(src), "--out-dir", str(out), "--progress", "never", *extra])


@pytest.fixture
def cuda(tmp_path: Path) -> Path:
    path = tmp_path / "k.cu"
    path.write_text(CUDA)
    return path


def test_output_through_a_symbolic_link_lands_in_its_file_and_the_link_stays(cuda: Path, tmp_path: Path) -> None:
    real = tmp_path / "real.hip"
    real.write_text("old\n")
    link = tmp_path / "link.hip"
    link.symlink_to("real.hip")
    r = translate(cuda, "-o", link)
    assert r.returncode == 0, r.stderr
    assert link.is_symlink() and os.readlink(link) == "real.hip"
    assert "hipDeviceSynchronize" in real.read_text()


def test_in_place_through_a_symbolic_link_translates_the_file_it_names(tmp_path: Path) -> None:
    real = tmp_path / "real.cu"
    real.write_text(CUDA)
    link = tmp_path / "link.cu"
    link.symlink_to("real.cu")
    r = translate("--in-place", link)
    assert r.returncode == 0, r.stderr
    assert link.is_symlink()
    assert "hipDeviceSynchronize" in real.read_text()
    assert not list(tmp_path.glob("*.tmp"))


def test_out_dir_through_a_symbolic_link_lands_in_its_file(cuda: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    mine = tmp_path / "mine.hip"
    (out / "k.hip").symlink_to(mine)  # dangling: its file is created, as an editor would
    r = translate(cuda, "--out-dir", out)
    assert r.returncode == 0, r.stderr
    assert (out / "k.hip").is_symlink() and "hipDeviceSynchronize" in mine.read_text()


def test_dash_is_standard_output(cuda: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = translate(cuda, "-o", "-")
    assert r.returncode == 0, r.stderr
    assert "hipDeviceSynchronize" in r.stdout
    assert not (tmp_path / "-").exists()


def test_output_to_a_fifo_is_refused_in_one_line_and_the_fifo_stays(cuda: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    r = translate(cuda, "-o", fifo)
    assert r.returncode == 2
    assert r.stderr == (
        f"cass-lsp translate: -o {fifo} is a FIFO, not a regular file;"
        " give a file's path, or -o - for standard output\n"
    )
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


def test_output_through_a_link_to_a_fifo_and_in_place_on_a_fifo_are_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.cu"
    os.mkfifo(fifo)
    (tmp_path / "to-pipe.hip").symlink_to("pipe.cu")
    cuda = tmp_path / "k.cu"
    cuda.write_text(CUDA)
    through = translate(cuda, "-o", tmp_path / "to-pipe.hip")
    in_place = translate("--in-place", fifo)  # refused before it is read (a FIFO without a writer blocks)
    assert through.returncode == in_place.returncode == 2
    assert "is a FIFO, not a regular file" in through.stderr
    assert in_place.stderr == (
        f"cass-lsp translate: --in-place {fifo} is a FIFO, not a regular file;"
        " write the HIP elsewhere with -o or --out-dir\n"
    )
    assert stat.S_ISFIFO(fifo.lstat().st_mode) and (tmp_path / "to-pipe.hip").is_symlink()


def test_output_to_a_device_or_a_folder_is_refused_and_left_as_it_was(cuda: Path, tmp_path: Path) -> None:
    r = translate(cuda, "-o", "/dev/full")
    folder = translate(cuda, "-o", tmp_path)
    assert r.returncode == folder.returncode == 2
    assert r.stderr.count("\n") == 1 and "-o /dev/full is a character device, not a regular file" in r.stderr
    assert folder.stderr.count("\n") == 1 and f"-o {tmp_path} is a directory, not a regular file" in folder.stderr
    assert stat.S_ISCHR(os.lstat("/dev/full").st_mode)


def test_write_atomically_refuses_a_fifo_without_opening_it(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="a FIFO, not a regular file"):
        write_atomically(fifo, b"x")
    assert stat.S_ISFIFO(fifo.lstat().st_mode) and os.listdir(tmp_path) == ["pipe"]


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    src = tmp_path / "proj"
    src.mkdir()
    (src / "k.cu").write_text(CUDA)
    (src / "alias.cu").symlink_to("k.cu")
    return src


def test_port_forced_over_the_users_link_writes_through_it(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    mine = tmp_path / "mine.hip"
    mine.write_text("// mine\n")
    (out / "k.hip").symlink_to(mine)
    kept = port(tree, out)
    assert mine.read_text() == "// mine\n" and "  k.hip" in kept.stdout
    forced = port(tree, out, "--force")
    assert forced.returncode == 0, forced.stderr
    assert (out / "k.hip").is_symlink() and "hipDeviceSynchronize" in mine.read_text()


def test_port_forced_over_a_fifo_skips_that_file_and_leaves_the_fifo(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    os.mkfifo(out / "k.hip")
    r = port(tree, out, "--force")
    assert r.returncode == 1
    assert "k.cu: skipped: cannot write k.hip: a FIFO, not a regular file" in r.stderr
    assert stat.S_ISFIFO((out / "k.hip").lstat().st_mode)
    report = json.loads((out / "cass-port-report.json").read_text())
    assert [f["status"] for f in report["files"] if f["source"] == "k.cu"] == ["skipped"]


def test_port_forced_never_replaces_a_fifo_with_its_link(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    os.mkfifo(out / "alias.hip")  # where port puts the link alias.cu becomes
    r = port(tree, out, "--force")
    assert r.returncode == 1 and "alias.cu: skipped: cannot write alias.hip: a FIFO, not a regular file" in r.stderr
    assert stat.S_ISFIFO((out / "alias.hip").lstat().st_mode)


def test_port_replaces_its_own_link_when_the_source_becomes_a_file(tree: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert port(tree, out).returncode == 0
    assert os.readlink(out / "alias.hip") == "k.hip"
    (tree / "alias.cu").unlink()
    (tree / "alias.cu").write_text("void alias() { cudaFree(0); }\n")
    r = port(tree, out)
    assert r.returncode == 0, r.stderr
    assert not (out / "alias.hip").is_symlink() and "hipFree" in (out / "alias.hip").read_text()
    assert "hipDeviceSynchronize" in (out / "k.hip").read_text()  # not written through port's old link
