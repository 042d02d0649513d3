"""The HIP-release table (cass_lsp/core/hip_releases.py): its rows hold together, a HIP between
rows has the older row's facts, the CUDA column follows from HIPIFY's tables, scripts/rocm_root.sh
reads its recipes, the command line's help names its releases, and no other place names a
release (the allow-list below holds data keyed by release, not facts about one)."""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.app import port as port_command
from cass_lsp.app import translate as translate_command
from cass_lsp.app.common import hip_release
from cass_lsp.buildfiles.ci_jobs import ROCM_IMAGE
from cass_lsp.core import hip_releases
from cass_lsp.core.hip_releases import (
    HIP_5_2,
    HIP_6_2,
    HIP_6_4,
    HIP_7_0,
    NEWEST_HIP,
    RELEASES,
    checked,
    newest,
    release_for,
    since,
    version_tuple,
)
from cass_lsp.translate import TranslateOptions

REPO = Path(__file__).resolve().parents[1]
TABLE = REPO / "cass_lsp" / "core" / "hip_releases.py"

# Where a release may be named besides the table: data keyed by release (which release added an
# API), not a fact about one. Path -> why.
ALLOWED = {
    "cass_lsp/translate/calls.py": "the oldest HIP checked to have each allocation overload (API data)",
    "cass_lsp/translate/findings.py": "the finding catalogue's text (house-rules' file; its message reads the table)",
    "scripts/gen_hipify_map.py": "the HIP release that added or lacks each API: the generator of hipify.json",
    "scripts/translation_snapshot.py": "fixed option sets, so that two runs of the snapshot compare",
}


def test_rows_are_oldest_first_and_the_newest_checked_is_complete() -> None:
    keys = [r.key for r in RELEASES]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert [r.short for r in checked()] == ["5.2", "6.4"]
    release = newest()
    assert release is HIP_6_4 and release.version == NEWEST_HIP
    assert release.targets and release.image and release.debian is not None  # CI jobs, tests, set-up
    assert release.image == ROCM_IMAGE
    for row in checked():
        assert row.targets and row.debian is not None and row.guard_macros, row.version


def test_a_hip_between_rows_has_the_older_rows_facts() -> None:
    assert release_for("6.3.1") is HIP_6_2 and release_for("6.4.0") is HIP_6_2
    assert release_for("7.2.4") is HIP_7_0 and release_for((6, 4, 3)) is HIP_6_4
    assert release_for("4.5") is HIP_5_2  # older than every row: the oldest's
    assert release_for(None) is newest()
    assert TranslateOptions(hip_version="6.3").release.warp_sync_define == "HIP_ENABLE_WARP_SYNC_BUILTINS"
    assert TranslateOptions(hip_version="7.1").release.warp_sync_define is None
    assert not TranslateOptions(hip_version="5.7.1").release.warp_sync_builtins
    assert TranslateOptions().release is newest()


def test_since_names_the_first_release_with_a_fact() -> None:
    assert since("warp_sync_builtins").short == "6.2"
    assert since("device_prop_r0600").short == "6.0"
    assert since("hip_7_names") is HIP_7_0
    with pytest.raises(KeyError):
        since("warp_sync")


def test_the_cuda_column_follows_from_hipify_tables() -> None:
    """Each row's CUDA API level is the newest CUDA release whose runtime API has a counterpart in
    that HIP, by the committed HIPIFY tables (see the column's comment)."""
    data = json.loads((REPO / "cass_lsp" / "translate" / "data" / "hipify.json").read_text())
    fields = data["entry_fields"]
    family, cuda_added, hip_added = (fields.index(f) for f in ("family", "cuda_added", "hip_added"))
    for release in RELEASES:
        newest_api = max(
            version_tuple(entry[cuda_added])
            for entry in data["apis"].values()
            if len(entry) > hip_added
            and entry[family] == "runtime"
            and entry[hip_added]
            and entry[cuda_added]
            and version_tuple(entry[hip_added]) <= release.key
        )
        assert release.cuda_version == newest_api[0] * 1000 + newest_api[1] * 10, release.version


@pytest.mark.slow
def test_the_recipe_is_what_rocm_root_sh_evaluates() -> None:
    run = [sys.executable, "-m", "cass_lsp.core.hip_releases", "--recipe"]
    shell = f'eval "$({" ".join(run)} "$@")"; echo "$ROOT_NAME $SUITE $RECIPE ${{#PACKAGES[@]}} ${{PACKAGES[0]}}"'
    for args, expected in (([], HIP_6_4), (["5.2"], HIP_5_2), (["6.4.3"], HIP_6_4)):
        out = subprocess.run(["bash", "-c", shell, "recipe", *args], capture_output=True, text=True, check=True)
        recipe = expected.debian
        assert recipe is not None
        assert out.stdout.split() == [
            expected.root_name, recipe.suite, str(recipe.revision), str(len(recipe.packages)), recipe.packages[0]
        ]  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize(("version", "why"), [("6.3", "is not in the table"), ("7.0", "has no Debian recipe")])
def test_rocm_root_sh_refuses_a_release_without_a_recipe(version: str, why: str, tmp_path: Path) -> None:
    env = {**os.environ, "CASS_ROCM_ROOT": str(tmp_path / "root")}
    out = subprocess.run(
        ["bash", str(REPO / "scripts" / "rocm_root.sh"), version], capture_output=True, text=True, env=env
    )
    assert out.returncode == 2
    assert out.stderr.strip() == f"HIP {version} {why}: give one of 5.2, 6.4"
    assert list(tmp_path.iterdir()) == []  # nothing made


@pytest.mark.slow
def test_rocm_root_sh_reads_the_stamp_the_table_gives(tmp_path: Path) -> None:
    """A root whose stamp is the table's revision is complete: the script returns at once."""
    root = tmp_path / HIP_5_2.root_name
    root.mkdir()
    assert HIP_5_2.debian is not None
    (root / ".cass-root-recipe").write_text(f"{HIP_5_2.debian.revision}\n")
    env = {**os.environ, "CASS_ROCM_ROOT": str(root)}
    out = subprocess.run(
        ["bash", str(REPO / "scripts" / "rocm_root.sh"), "5.2"], capture_output=True, text=True, env=env
    )
    assert (out.returncode, out.stderr) == (0, "")
    assert sorted(p.name for p in tmp_path.iterdir()) == [HIP_5_2.root_name]


@pytest.mark.parametrize("command", [translate_command, port_command])
def test_the_help_names_the_tables_releases(command) -> None:  # type: ignore[no-untyped-def]
    parser = argparse.ArgumentParser()
    command.configure(parser)
    text = parser.format_help().replace("\n", " ")
    text = re.sub(r"\s+", " ", text)
    assert f"e.g. {checked()[0].version}" in text and f"the newest known, {NEWEST_HIP}" in text
    with pytest.raises(argparse.ArgumentTypeError, match=r"give one such as 5\.2\.3 or 6\.4\.3"):
        hip_release("six")


@pytest.mark.slow
def test_the_table_prints_one_release_a_line() -> None:
    out = subprocess.run([sys.executable, "-m", "cass_lsp.core.hip_releases"], capture_output=True, text=True)
    lines = out.stdout.splitlines()
    assert [line.split()[0] for line in lines] == [r.version for r in RELEASES]
    assert "image rocm/dev-ubuntu-24.04:6.4" in lines[RELEASES.index(HIP_6_4)]


# ---- no other place names a release --------------------------------------------------------


def _release_pattern() -> re.Pattern[str]:
    names = sorted({v for r in RELEASES for v in (r.version, r.short)}, key=len, reverse=True)
    return re.compile(r"(?<![\w.])(?:" + "|".join(re.escape(n) for n in names) + r")(?!\w|\.\d)")


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def release_literals(path: Path) -> list[str]:
    """Where ``path`` names a release of the table in code: a string (not a docstring: prose on
    where a fact was read stays true) or a version tuple such as ``(6, 2)``; for a shell script,
    a line that is not a comment."""
    pattern = _release_pattern()
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".sh":
        return [
            f"{n}: {line.strip()}"
            for n, line in enumerate(text.splitlines(), 1)
            if not line.lstrip().startswith("#") and pattern.search(line)
        ]
    tree = ast.parse(text)
    skip = _docstrings(tree)
    versions = {r.key[:2] for r in RELEASES}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            if pattern.search(node.value):
                found.append(f"{node.lineno}: {node.value[:80]!r}")
        elif isinstance(node, ast.Tuple) and 2 <= len(node.elts) <= 3:
            numbers = [e.value for e in node.elts if isinstance(e, ast.Constant) and type(e.value) is int]
            if len(numbers) == len(node.elts) and tuple(numbers[:2]) in versions:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_release_is_named_outside_the_table() -> None:
    files = [
        *REPO.glob("cass_lsp/**/*.py"),
        *REPO.glob("scripts/*.py"),
        *REPO.glob("scripts/*.sh"),
        *REPO.glob("benchmarks/*.py"),
        # the shared helpers (lanes.py); the test modules are test data
        *(p for p in REPO.glob("tests/*.py") if not p.name.startswith("test_")),
    ]
    named = {
        name: found
        for path in files
        if (name := str(path.relative_to(REPO))) not in ALLOWED and path != TABLE
        if (found := release_literals(path))
    }
    assert named == {}, "releases named outside cass_lsp/core/hip_releases.py:\n" + json.dumps(named, indent=1)
    assert all((REPO / path).is_file() for path in ALLOWED)


def test_the_scan_sees_a_release_in_code(tmp_path: Path) -> None:
    source = tmp_path / "probe.py"
    source.write_text('"""Read in HIP 6.4.3\'s headers."""\nX = "none up to 6.4"\nif hip >= (6, 2):\n    pass\n')
    assert release_literals(source) == ["2: 'none up to 6.4'", "3: (6, 2)"]
    script = tmp_path / "probe.sh"
    script.write_text("# HIP 6.4's root\nROOT=~/.cache/cass-lsp/rocm-6.4\nSECTION=3.6.4\n")
    assert release_literals(script) == ["2: ROOT=~/.cache/cass-lsp/rocm-6.4"]
    assert hip_releases.find("6.4") is HIP_6_4 and hip_releases.find("6.3") is None
