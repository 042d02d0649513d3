"""What a command loads decides how fast it starts (``benchmarks/bench_cli_start.py`` prints the
time): ``translate`` and ``port`` without ``--check`` use the options factory and the rule
engine, not the session's build pipeline, asyncio or the model engines. The keep-CUDA builds run
``cass-lsp port --build-tree`` for every build, the tests run these commands some hundred times."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HEAVY = ("asyncio", "cass_lsp.session.session", "cass_lsp.toolchain.pipeline", "cass_lsp.models.engine")
# Runs the command (argv[2:]) in this interpreter, then prints which of argv[1] it loaded.
PROBE = """
import json, sys
from cass_lsp.cli import main
heavy, sys.argv = json.loads(sys.argv[1]), ["cass-lsp", *sys.argv[2:]]
try:
    main()
except SystemExit:
    pass
print(json.dumps([m for m in heavy if m in sys.modules]))
"""


def loaded(*args: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(HEAVY), *args], capture_output=True, text=True, timeout=120
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("command", ["translate", "port"])
def test_translating_commands_load_no_build_pipeline_and_no_model_engine(command: str, tmp_path: Path) -> None:
    if command == "translate":
        args = ["translate", str(EXAMPLES / "vector_add.cu"), "-o", str(tmp_path / "vector_add.hip")]
    else:
        args = ["port", str(EXAMPLES), "--out-dir", str(tmp_path / "hip"), "--progress", "never", "-q"]
    assert loaded(*args) == []


def test_the_probe_sees_what_a_command_loads(tmp_path: Path) -> None:
    # --check loads the pipeline (on an empty tree: nothing to compile).
    (tmp_path / "empty").mkdir()
    args = ["port", str(tmp_path / "empty"), "--out-dir", str(tmp_path / "hip"), "--progress", "never", "--check"]
    assert "cass_lsp.toolchain.pipeline" in loaded(*args)
