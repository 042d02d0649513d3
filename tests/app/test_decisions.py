"""The command line with a project's rule file, ``cass-lsp: ignore`` comments and ``--ignore``:
translate, port and ``--keep-cuda`` apply them alike, and the printed summary and the JSON reports
count what was suppressed and where."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli import cli_in_process

RULES = """
[rename.functions]
cudaCheckedMalloc = "hipCheckedMalloc"
[pasting-macros]
cuda = {}
[findings]
deprecated-in-cuda = "off"
"""
SOURCE = """#define cuda(f, ...) check(cuda##f(__VA_ARGS__))
__global__ void k(int* o) {
  o[threadIdx.x & 31] = 0;  // cass-lsp: ignore[warp-size-literal]
  o[threadIdx.x % 32] = 1;
}
int main() { int* p; cuda(Malloc(&p, 4)); cudaCheckedMalloc(&p); cudaThreadSynchronize(); k<<<1, 64>>>(p); }
"""
CMAKE = """cmake_minimum_required(VERSION 3.21)
project(demo LANGUAGES CXX CUDA)
add_executable(demo main.cu)
set_target_properties(demo PROPERTIES CUDA_ARCHITECTURES 70)  # cass-lsp: ignore[build-arch]
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / "src").mkdir(parents=True)
    (root / "cass-lsp.toml").write_text(RULES)
    (root / "src" / "main.cu").write_text(SOURCE)
    (root / "CMakeLists.txt").write_text(CMAKE.replace("main.cu", "src/main.cu"))
    return root


def test_translate_applies_the_rule_file_and_counts_what_it_suppressed(project: Path, tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    r = cli_in_process(
        ["translate", str(project / "src" / "main.cu"), "--hip-version", "6.4.3", "--report", str(report),
         "--ignore", "warp-size-literal"]
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "#define cuda(f, ...) check(hip##f(__VA_ARGS__))" in r.stdout and "hipCheckedMalloc(&p)" in r.stdout
    assert "cuda(DeviceSynchronize" not in r.stdout and "hipDeviceSynchronize()" in r.stdout
    assert "[warp-size-literal]" not in r.stderr and "[deprecated-in-cuda]" not in r.stderr
    assert (
        "cass-lsp translate: suppressed: 3 findings (1 by line comment, 1 by --ignore, 1 by cass-lsp.toml)" in r.stderr
    ), r.stderr
    data = json.loads(report.read_text())
    assert data["suppressed"]["by"] == {"line comment": 1, "--ignore": 1, "cass-lsp.toml": 1}
    places = {(s["code"], s["line"], s["by"]) for s in data["files"][0]["suppressed"]}
    assert places == {
        ("warp-size-literal", 3, "line comment"),
        ("warp-size-literal", 4, "--ignore"),
        ("deprecated-in-cuda", 6, "cass-lsp.toml"),
    }
    assert list(data["rule_files"]) == [str(project / "cass-lsp.toml")]


def test_port_counts_the_suppressed_findings_of_sources_and_build_files(project: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    r = cli_in_process(["port", str(project), "--out-dir", str(out), "--hip-version", "6.4.3", "--progress", "never"])
    assert r.returncode == 0, r.stderr
    assert "check(hip##f(__VA_ARGS__))" in (out / "src" / "main.hip").read_text()
    summary = json.loads((out / "cass-port-report.json").read_text())["summary"]
    assert summary["suppressed"] == {
        "total": 3,
        "by": {"line comment": 2, "cass-lsp.toml": 1},
        "codes": {"warp-size-literal": 1, "deprecated-in-cuda": 1, "build-arch": 1},
        "files": {"CMakeLists.txt": 1, "src/main.cu": 2},
    }
    assert "suppressed: 3 findings (2 by line comment, 1 by cass-lsp.toml);" in r.stdout
    assert "[build-arch]" not in r.stderr


def test_keep_cuda_and_its_build_tree_apply_the_rule_file(project: Path, tmp_path: Path) -> None:
    kept = tmp_path / "kept"
    r = cli_in_process(["port", str(project), "--keep-cuda", "--out-dir", str(kept), "--hip-version", "6.4.3"])
    assert r.returncode == 0, r.stderr
    report = json.loads((kept / "cass-keep-cuda-report.json").read_text())
    assert report["summary"]["suppressed"]["by"] == {"line comment": 1, "cass-lsp.toml": 1}
    assert "suppressed: 2 findings" in r.stdout
    mirror = tmp_path / "mirror"
    r = cli_in_process(["port", str(kept), "--out-dir", str(mirror), "--build-tree", "--hip-version", "6.4.3", "-q"])
    assert r.returncode == 0, r.stderr
    assert "hipCheckedMalloc(&p)" in (mirror / "src" / "main.hip").read_text()
    (kept / "cass-lsp.toml").write_text(RULES.replace("hipCheckedMalloc", "vendorMalloc"))  # a changed rule file:
    r = cli_in_process(["port", str(kept), "--out-dir", str(mirror), "--build-tree", "--hip-version", "6.4.3", "-q"])
    assert r.returncode == 0, r.stderr
    assert "vendorMalloc(&p)" in (mirror / "src" / "main.hip").read_text()  # translated again


def test_a_bad_rule_file_is_one_line_with_the_fix_and_the_rest_applies(project: Path) -> None:
    (project / "cass-lsp.toml").write_text(RULES + 'fp8 = "loud"\n[unknown]\n')
    r = cli_in_process(["translate", str(project / "src" / "main.cu"), "--hip-version", "6.4.3"])
    assert r.returncode == 0 and "Traceback" not in r.stderr
    problems = [line for line in r.stderr.splitlines() if line.endswith("[rule-file]")]
    assert len(problems) == 2, r.stderr
    assert problems[0].endswith("cass-lsp.toml:8: error: findings: fp8 = 'loud': the level is one of error, warning,"
                                " info, hint, off [rule-file]")  # fmt: skip
    assert "'unknown' is not a section of cass-lsp.toml" in problems[1]
    assert "hipCheckedMalloc(&p)" in r.stdout


def test_a_rule_file_that_is_not_toml_is_one_line(project: Path) -> None:
    (project / "cass-lsp.toml").write_text("[rename.functions\n")
    r = cli_in_process(["translate", str(project / "src" / "main.cu"), "--hip-version", "6.4.3", "-q"])
    assert r.returncode == 0
    assert [line for line in r.stderr.splitlines() if "rule-file" in line] == [
        f"{project / 'cass-lsp.toml'}:1: error: not TOML: Expected ']' at the end of a table declaration; fix the"
        " syntax [rule-file]"
    ]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--ignore", "warp-size-literl"], "'warp-size-literl' is not a finding code of cass-lsp"),
        (["--rules", "/nonexistent/cass-lsp.toml"], "--rules /nonexistent/cass-lsp.toml: no such file"),
    ],
)
def test_a_bad_argument_is_one_line(project: Path, argv: list[str], says: str) -> None:
    r = cli_in_process(["translate", str(project / "src" / "main.cu"), *argv])
    assert r.returncode == 2 and says in r.stderr and "Traceback" not in r.stderr
    assert len([line for line in r.stderr.splitlines() if says in line]) == 1


def test_rules_names_a_rule_file_for_every_file(project: Path, tmp_path: Path) -> None:
    other = tmp_path / "elsewhere.toml"
    other.write_text('[rename.functions]\ncudaCheckedMalloc = "otherMalloc"\n')
    r = cli_in_process(["translate", str(project / "src" / "main.cu"), "--rules", str(other), "-q"])
    assert r.returncode == 0 and "otherMalloc(&p)" in r.stdout


def test_the_pipeline_lists_the_projects_rules(project: Path) -> None:
    r = cli_in_process(["rules", "--rules", str(project / "cass-lsp.toml"), "--json"])
    assert r.returncode == 0, r.stderr
    rules = {rule["id"]: rule for rule in json.loads(r.stdout)}
    assert rules["project.renames"]["trigger"]["priority"] == 1002
    assert rules["project.renames"]["trigger"]["examples"] == ["cudaCheckedMalloc"]
    # [pasting-macros] is data of the one token-paste rule, not a rule of its own
    assert not any(rule_id.startswith("project.pasting") for rule_id in rules)
    assert {"token-paste", "unknown-cuda-api", "hip-version"} <= set(rules["token-paste"]["codes"])
    assert "[pasting-macros]" in rules["token-paste"]["doc"]
    plain = {rule["id"] for rule in json.loads(cli_in_process(["rules", "--json"]).stdout)}
    assert not any(rule.startswith("project.") for rule in plain)
