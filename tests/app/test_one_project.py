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


def test_a_copy_of_cccl_is_copied_and_counted_by_no_command(tmp_path: Path) -> None:
    """GooFit's extern/thrust: port translated its 3,000 files (25,140 error findings, none of them in
    code the HIP build compiles: rocThrust and hipCUB stand in for it), and assess counted them."""
    from cass_lsp.session.project_index import read_project
    from tests.project.test_scan import CCCL, _tree

    src = tmp_path / "p"
    _tree(src, CCCL)
    common = ["--hip-version", "6.4.3", "--progress", "never"]
    r = cli_in_process(["port", str(src), "--out-dir", str(tmp_path / "hip"), *common])
    assert r.returncode == 0, r.stderr
    assert "copies of NVIDIA's CCCL" in r.stdout and "  extern/cccl/cub\n" in r.stdout
    report = json.loads((tmp_path / "hip" / "cass-port-report.json").read_text())
    assert report["summary"]["cccl_copies"] == [
        "extern/cccl/cub",
        "extern/cccl/libcudacxx/include",
        "extern/cccl/thrust",
    ]
    assert [f["source"] for f in report["files"] if f["findings"]] == []
    for rel in (r for r in CCCL if r.startswith("extern/")):
        assert (tmp_path / "hip" / rel).read_text() == CCCL[rel]  # as it is
    r = cli_in_process(["assess", str(src), "--json", *common])
    assessed = json.loads(r.stdout)
    assert assessed["findings_by_code"] == [] and not any("extern/" in s["path"] for s in assessed["files"])
    assert read_project(src, False, {}, {}).facts.names == ("cudaOwnHelper",)  # the editor's index, as port
