"""Input that used to pass without a word gets one clear line: a folder named cass-lsp.toml, a bad
rule file given to explain, a compile database with bad entries, an --exclude matching nothing."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.cli import cli_in_process

KERNEL = "__global__ void k(int* o) { o[threadIdx.x] = 0; }\nvoid run(int* o) { k<<<1, 1>>>(o); }\n"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    src = tmp_path / "proj"
    (src / "src").mkdir(parents=True)
    (src / "src" / "k.cu").write_text(KERNEL)
    return src


def _in(folder: Path, argv: list[str]) -> subprocess.CompletedProcess:
    here = Path.cwd()
    os.chdir(folder)
    try:
        return cli_in_process(argv)
    finally:
        os.chdir(here)


def test_a_folder_named_like_the_rule_file_is_said_to_be_none(tree: Path, tmp_path: Path) -> None:
    (tree / "cass-lsp.toml").mkdir()
    said = f"{tree / 'cass-lsp.toml'}: error: a folder, not a rule file: cass-lsp.toml is TOML text"
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "out"), "--progress", "never"])
    t = cli_in_process(["translate", str(tree / "src" / "k.cu"), "--hip-version", "6.4.3"])
    for run in (r, t):
        assert run.returncode == 0, run.stderr
        assert sum(line.startswith(said) for line in run.stderr.splitlines()) == 1, run.stderr
    given = cli_in_process(["translate", str(tree / "src" / "k.cu"), "--rules", str(tree / "cass-lsp.toml")])
    assert given.returncode == 2
    assert (
        given.stderr
        == f"cass-lsp translate: --rules {tree / 'cass-lsp.toml'}: a folder; give the path of a cass-lsp.toml\n"
    )


def test_explain_says_what_is_wrong_with_the_rule_file(tmp_path: Path) -> None:
    bad = tmp_path / "BAD.toml"
    bad.write_text("[rename.functions]\ncudaX = \n")
    r = cli_in_process(["explain", "cudaMalloc", "--rules", str(bad)])
    t = cli_in_process(["translate", "--rules", str(bad), "--hip-version", "6.4.3", str(_cu(tmp_path))])
    problem = [line for line in t.stderr.splitlines() if "[rule-file]" in line]
    assert problem and problem[0] in r.stderr.splitlines() and "not TOML" in problem[0]
    (tmp_path / "cass-lsp.toml").write_text("[names]\nown = 3\n")
    found = _in(tmp_path, ["explain", "cudaMalloc"])  # found in the folder, as translate finds it
    assert "cass-lsp.toml:2: error: names.own must be a list of names" in found.stderr


def _cu(folder: Path) -> Path:
    path = folder / "k.cu"
    path.write_text(KERNEL)
    return path


@pytest.mark.parametrize(
    ("entries", "says"),
    [
        ([{"file": 5}], "entry 1 of 1 has no file path (got 5)"),
        ([{"file": "k.cu", "command": "nvcc -c k.cu"}], "entry 1 of 1 has no directory path (got None)"),
        ([{"file": "k.cu", "directory": "/x", "arguments": "nvcc"}], "entry 1 of 1 has arguments that are not a list"),
        ([{"file": "k.cu", "directory": "/x", "command": "nvcc -c k.cu"}, {"file": "b.cu", "directory": "/x"}],
         "entry 2 of 2 has no command (got None)"),
    ],
)  # fmt: skip
def test_a_database_with_bad_entries_is_one_line(tree: Path, tmp_path: Path, entries: list, says: str) -> None:
    db = tmp_path / "compile_commands.json"
    db.write_text(json.dumps(entries))
    r = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "out"), "--compile-commands", str(db)])
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert r.stderr.startswith(f"cass-lsp port: --compile-commands: {db}: {says}")
    assert not (tmp_path / "out").exists()


def test_an_exclude_that_matches_nothing_is_said(tree: Path, tmp_path: Path) -> None:
    (tree / "extern").mkdir()
    (tree / "extern" / "lib.cu").write_text(KERNEL)
    port = cli_in_process(["port", str(tree), "--out-dir", str(tmp_path / "out"), "--progress", "never",
                           "--exclude", "extern/*", "--exclude", "third/*"])  # fmt: skip
    assert port.returncode == 0, port.stderr
    assert f"cass-lsp port: --exclude 'third/*' matches no file (paths are relative to {tree}" in port.stderr
    assert "'extern/*' matches" not in port.stderr
    assess = cli_in_process(["assess", str(tree), "--exclude", "src/*.cuh", "--hip-version", "6.4.3"])
    assert f"cass-lsp assess: --exclude 'src/*.cuh' matches no file (paths are relative to {tree}" in assess.stderr
    translate = _in(tree, ["translate", "src/k.cu", "--exclude", "vendor/*", "--hip-version", "6.4.3"])
    assert "cass-lsp translate: --exclude 'vendor/*' matches no file (paths are relative to the current folder" in (
        translate.stderr
    )
    matched = _in(tree, ["translate", "src/k.cu", "--exclude", "src", "--hip-version", "6.4.3"])
    assert "--exclude" not in matched.stderr
