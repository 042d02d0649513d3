"""`cass-lsp explain NAME`: text and JSON, a HIP name, a typo, and a project's rule file."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.cli import cli_in_process


def test_explain_prints_what_each_release_writes_and_reports() -> None:
    r = cli_in_process(["explain", "cublasCgemm3m", "cudaMallocAsync"])
    assert r.returncode == 0, r.stderr
    text = r.stdout
    assert "cublasCgemm3m  (function, cublas API; added in CUDA 8.0)\n  use:    cublasCgemm3m();" in text
    assert "  HIP 5.2.3:\n    hipblasCgemm_v2();\n    error [hip-version]: hipblasCgemm_v2 (for cublasCgemm3m)" in text
    assert "  HIP 6.0.0 to 6.4.3:\n    hipblasCgemm_v2();\n" in text and "  HIP 7.0.0:\n    hipblasCgemm();" in text
    assert "  --roc (rocBLAS, HIP 6.4.3):\n    cublasCgemm3m();\n    error [unsupported-api]" in text
    assert "cudaMallocAsync  (function, runtime API" in text and "  HIP 5.2.3 to 7.0.0:\n    hipMallocAsync();" in text


def test_explain_json() -> None:
    r = cli_in_process(["explain", "cublasSgemm_v2", "--json"])
    data = json.loads(r.stdout)
    assert [d["name"] for d in data] == ["cublasSgemm_v2"]
    assert data[0]["kind"] == "function" and data[0]["use"] == "cublasSgemm_v2();"
    assert [x["hip"] for x in data[0]["releases"]] == ["5.2.3", "6.0.0", "6.2.0", "6.4.3", "7.0.0"]
    assert data[0]["releases"][3]["name"] == "hipblasSgemm" and data[0]["roc"]["written"] == "rocblas_sgemm();"


def test_a_hip_name_is_answered_for_its_cuda_names() -> None:
    r = cli_in_process(["explain", "hipMallocAsync"])
    assert r.returncode == 0
    assert "hipMallocAsync is HIP's name for cudaMallocAsync:\ncudaMallocAsync  (function, runtime API" in r.stdout
    assert "hipMallocAsync is HIP's name for cuMemAllocAsync:\ncuMemAllocAsync  (function, driver API" in r.stdout


def test_a_name_no_table_knows_is_one_line_with_the_names_spelled_alike() -> None:
    r = cli_in_process(["explain", "cudaMaloc"])
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "cudaMaloc: no table or rule knows it (did you mean cudaMalloc" in r.stderr
    assert "translate reports it as an unknown-cuda-api error (its CUDA prefix)" in r.stderr


def test_a_name_without_a_cuda_prefix_is_not_said_to_have_one() -> None:
    r = cli_in_process(["explain", "my_helper"])
    assert r.returncode == 1
    assert r.stderr == "cass-lsp explain: my_helper: no table or rule knows it; translate keeps it as written\n"


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
    assert "hint [deprecated-in-cuda; off in cass-lsp.toml]" in r.stdout
    assert json.loads(j.stdout)[0]["releases"][0]["findings"][0]["decided"] == "off"
