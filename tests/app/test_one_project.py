"""port, --keep-cuda and assess read one project the same way (issue 40 item 1): a name another
file of the tree declares, a macro its compile database defines, are the project's for all three."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli import cli_in_process

HELPER = "#pragma once\nvoid cudaProjectHelper(float* p);\n"
MAIN = '#include "helper.cuh"\n__global__ void k(float* p) {}\nint main() { float* p; cudaProjectHelper(p); }\n'


def _unknown(files: list[dict]) -> list[str]:
    return [f["source"] for f in files for x in f["findings"] if x["code"] == "unknown-cuda-api"]


def test_a_name_the_project_declares_is_no_unknown_api_for_any_command(tmp_path: Path) -> None:
    src = tmp_path / "p"
    src.mkdir()
    (src / "helper.cuh").write_text(HELPER)
    (src / "main.cu").write_text(MAIN)
    common = ["--hip-version", "6.4.3", "--progress", "never"]
    r = cli_in_process(["port", str(src), "--out-dir", str(tmp_path / "hip"), *common])
    assert r.returncode == 0, r.stderr
    assert _unknown(json.loads((tmp_path / "hip" / "cass-port-report.json").read_text())["files"]) == []
    r = cli_in_process(["port", str(src), "--keep-cuda", "--out-dir", str(tmp_path / "kept"), *common])
    kept = json.loads((tmp_path / "kept" / "cass-keep-cuda-report.json").read_text())
    assert _unknown(kept["files"]) == []  # it was an error here, where port had none
    r = cli_in_process(["assess", str(src), "--json", *common])
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["findings_by_code"] == []
