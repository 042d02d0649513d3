"""assess is port's plan without writing (issue 40 item 5): over every project of the projects
corpus, assess and port report the same findings per file, the same codes with the same
severities (before, assess reported 22 unknown-cuda-api errors on a project where port reported 2:
it did not read the names the project's headers declare)."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

import pytest

from tests.cli import cli_in_process

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
PROJECTS = Path(os.environ.get("CASS_PROJECTS", REPO.parent / "shared" / "corpus" / "projects"))
NAMES = sorted(p.name for p in PROJECTS.iterdir() if p.is_dir()) if PROJECTS.is_dir() else []
COMMON = ["--hip-version", "6.4.3", "--progress", "never"]


@pytest.mark.skipif(not NAMES, reason=f"the projects corpus is not at {PROJECTS} (CASS_PROJECTS)")
@pytest.mark.parametrize("name", NAMES)
def test_assess_reports_the_findings_port_reports_file_by_file(name: str, tmp_path: Path) -> None:
    src = PROJECTS / name
    ported = cli_in_process(["port", str(src), "--out-dir", str(tmp_path / "hip"), "--engine", "rules", *COMMON])
    assert ported.returncode in (0, 1), ported.stderr[-2000:]
    report = json.loads((tmp_path / "hip" / "cass-port-report.json").read_text())
    assessed = cli_in_process(["assess", str(src), "--json", *COMMON])
    assert assessed.returncode == 0, assessed.stderr[-2000:]
    data = json.loads(assessed.stdout)
    by_port = {f["source"]: f["findings"] for f in report["files"] if f["status"] in ("translated", "ported", "copied")}
    checked = 0
    for entry in [*data["files"], *data["build_files"]]:
        if entry.get("error"):
            continue
        findings = by_port[entry["path"]]
        errors = Counter(x["code"] for x in findings if x["severity"] == "error")
        assert entry["errors"] == dict(errors), entry["path"]
        assert entry["codes"] == dict(Counter(x["code"] for x in findings)), entry["path"]
        checked += 1
    assert checked, name
