"""Bazel, a build system added as one module (buildfiles/systems/bazel.py): a BUILD file that builds
CUDA is copied as it is with one error finding giving the manual steps; one that does not is left
alone; the editors and port find it by name."""

from __future__ import annotations

import json
from pathlib import Path

from cass_lsp.buildfiles import BuildOptions, system_of
from cass_lsp.buildfiles.fixes import build_findings
from tests.cli import cli_in_process

BUILD = """load("@rules_cuda//cuda:defs.bzl", "cuda_library")

# cuda_library(name = "old") in a comment is not a rule
cuda_library(
    name = "kernels",
    srcs = ["kernels.cu"],
)
cc_binary(name = "app", srcs = ["main.cc"], deps = [":kernels"])
"""


def test_a_bazel_build_of_cuda_gets_one_finding_and_stays_as_it_is() -> None:
    system = system_of("gpu/BUILD.bazel")
    assert system is not None and system is system_of("BUILD") and system.name == "bazel"
    assert system.builds_cuda(BUILD) and not system.builds_cuda('cc_library(name = "x", srcs = ["x.cc"])\n')
    result = system.port(BUILD, BuildOptions())
    assert result.text == BUILD and len(result.findings) == 1
    (finding,) = result.findings
    assert finding.code == "build-bazel" and BUILD.encode()[finding.start : finding.end] == b"@rules_cuda"
    assert "cc_library's copts" in finding.message
    assert build_findings(BUILD, system) == result.findings  # what the editor shows


def test_port_reports_it_and_copies_it(tmp_path: Path) -> None:
    src = tmp_path / "p"
    src.mkdir()
    (src / "BUILD").write_text(BUILD)
    (src / "kernels.cu").write_text("__global__ void k() {}\n")
    (src / "tools").mkdir()
    (src / "tools" / "BUILD").write_text('cc_binary(name = "t", srcs = ["t.cc"])\n')  # no CUDA: not ported
    out = tmp_path / "out"
    r = cli_in_process(["port", str(src), "--out-dir", str(out), "--progress", "never", "--hip-version", "6.4.3"])
    assert r.returncode == 0, r.stderr
    assert (out / "BUILD").read_text() == BUILD
    assert "BUILD:1: error: Bazel builds CUDA here" in r.stderr
    files = {f["source"]: f for f in json.loads((out / "cass-port-report.json").read_text())["files"]}
    assert [x["code"] for x in files["BUILD"]["findings"]] == ["build-bazel"]
    assert files["tools/BUILD"]["status"] == "copied" and files["tools/BUILD"]["findings"] == []
