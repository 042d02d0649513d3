"""`cass-lsp explain NAME`: text and JSON, a HIP name, a typo, and a project's rule file."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.cli import cli_in_process


def test_explain_prints_each_release_the_roc_name_and_the_before_after() -> None:
    r = cli_in_process(["explain", "cublasCgemm3m", "cudaMallocAsync"])
    assert r.returncode == 0, r.stderr
    text = r.stdout
    assert "cublasCgemm3m  (cublas API, added in CUDA 8.0)" in text
    assert "  hip:    hipblasCgemm_v2  (hipBLAS; added in HIP 6.0.0)" in text
    assert "  --roc:  none: rocBLAS has no equivalent" in text
    assert "  by HIP release:  5.2.3: missing; 6.0.0 to 6.4.3: hipblasCgemm_v2; 7.0.0: hipblasCgemm" in text
    assert "  before: cudaMallocAsync(...)\n  after:  hipMallocAsync(...)" in text
    assert "finding hip-version (error): The HIP equivalent needs a newer HIP; for a HIP older than 6.0.0" in text


def test_explain_json() -> None:
    r = cli_in_process(["explain", "cublasSgemm_v2", "--json"])
    data = json.loads(r.stdout)
    assert [d["name"] for d in data] == ["cublasSgemm_v2"]
    assert data[0]["hip"] == "hipblasSgemm" and data[0]["roc"]["name"] == "rocblas_sgemm"
    assert {x["hip"] for x in data[0]["releases"]} == {"5.2.3", "6.0.0", "6.2.0", "6.4.3", "7.0.0"}


def test_a_hip_name_is_answered_for_its_cuda_names() -> None:
    r = cli_in_process(["explain", "hipMallocAsync"])
    assert r.returncode == 0
    assert "hipMallocAsync is HIP's name for cudaMallocAsync:\ncudaMallocAsync  (runtime API" in r.stdout
    assert "hipMallocAsync is HIP's name for cuMemAllocAsync:\ncuMemAllocAsync  (driver API" in r.stdout


def test_a_name_no_table_knows_is_one_line_with_the_names_spelled_alike() -> None:
    r = cli_in_process(["explain", "cudaMaloc"])
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "cudaMaloc: no table knows it (did you mean cudaMalloc" in r.stderr


def test_explain_says_what_the_projects_rule_file_decided(tmp_path: Path) -> None:
    (tmp_path / "cass-lsp.toml").write_text(
        '[names]\nown = ["cudaVendorAlloc"]\n[pasting-macros]\ncuda = {}\n[findings]\ndeprecated-in-cuda = "off"\n'
    )
    here = Path.cwd()
    os.chdir(tmp_path)
    try:
        r = cli_in_process(["explain", "cudaVendorAlloc", "cudaThreadSynchronize"])
        j = cli_in_process(["explain", "cudaThreadSynchronize", "--json"])
    finally:
        os.chdir(here)
    assert r.returncode == 0, r.stderr
    assert "cass-lsp.toml: cudaVendorAlloc is the project's own name: kept as written" in r.stdout
    assert (
        "cass-lsp.toml: cudaThreadSynchronize written cuda(ThreadSynchronize...) through the pasting macro" in r.stdout
    )
    assert "finding deprecated-in-cuda (hint; off in cass-lsp.toml)" in r.stdout
    assert json.loads(j.stdout)[0]["codes"][0]["decided"] == "off"
