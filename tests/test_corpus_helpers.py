"""The corpus helpers the HeCBench test, the corpus report and the NVIDIA-samples benchmark share."""

from __future__ import annotations

import json
from pathlib import Path

from tests import hecbench as hb


def test_a_stop_on_a_line_port_reported_an_error_on_is_predicted(tmp_path: Path) -> None:
    report = tmp_path / "cass-port-report.json"
    finding = {"line": 12, "severity": "error", "code": "unsupported-header"}
    report.write_text(json.dumps({"files": [
        {"output": "Samples/a/k.hip", "findings": [finding, {**finding, "line": 3, "severity": "warning"}]},
        {"output": "Common/helper.h", "status": "copied"},
    ]}))  # fmt: skip
    said = hb.said_errors(report)
    assert said == {("k.hip", 12)}
    assert hb.predicted("/tmp/x/Samples/a/k.hip:12:10: fatal error: 'mma.h' file not found", said)
    assert not hb.predicted("/tmp/x/Samples/a/k.hip:3:1: error: unknown type name", said)
    assert not hb.predicted("ld.lld: error: undefined symbol: f", said)


def test_a_compile_result_is_cached_by_the_files_and_the_identity(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    folder = tmp_path / "src"
    folder.mkdir()
    (folder / "k.cu").write_text("int x;\n")
    runs: list[int] = []

    def run() -> tuple[bool, str]:
        runs.append(1)
        return False, "k.cu:1:1: error: boom"

    assert hb.cached_compile(["nvcc 13", "-c"], [folder], run) == (False, "k.cu:1:1: error: boom")
    assert hb.cached_compile(["nvcc 13", "-c"], [folder], run) == (False, "k.cu:1:1: error: boom")
    assert len(runs) == 1
    (folder / "k.cu").write_text("int y;\n")
    hb.cached_compile(["nvcc 13", "-c"], [folder], run)
    hb.cached_compile(["nvcc 12", "-c"], [folder], run)
    assert len(runs) == 3
