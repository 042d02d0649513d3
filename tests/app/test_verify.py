"""`cass-lsp verify CUDA_TREE HIP_TREE` (issue 42 item 3): what it runs (the rule file's [run], a
Makefile's run or test target, ctest, or what to add), both trees built with their own Makefiles,
the programs run in both and compared, the table, the JSON report and the exit status.

The trees here hold host programs (g++), so that the whole command runs for real on a machine with
no GPU: only the GPU it would find is made up (an H200, through the layer cass-lsp prepares). The
last test builds a real HeCBench program and its port with nvcc through HIP's NVIDIA platform."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from cass_lsp.app import verify
from cass_lsp.toolchain import discovery
from tests.cli import cli_in_process

PROGRAM = """\
#include <cstdio>
int main(int argc, char** argv) {
  long sum = 0;
  for (int i = 0; i < 1000; ++i) sum += i * 3;
  printf("args %d\\n", argc - 1);
  printf("kernel time: %d.%d ms\\n", (int)(sum % 7), (int)(sum % 3));
  printf("sum = %ld\\n", sum);
  FILE* f = fopen("input.txt", "r");
  printf("input %s\\n", f ? "found" : "missing");
  return 0;
}
"""
CUDA_MAKEFILE = "app: main.cpp\n\tg++ -O1 main.cpp -o app\nrun: app\n\t./app 8\n"
# The port's Makefile builds with $(HIPCC): verify must hand it the platform's hipcc.
HIP_MAKEFILE = 'app: main.cpp\n\ttest -n "$(HIPCC)"\n\tg++ -O1 main.cpp -o app\nrun: app\n\t./app 8\n'


def _trees(tmp_path: Path, hip_program: str = PROGRAM, rule_file: str | None = None) -> tuple[Path, Path]:
    cuda, hip = tmp_path / "cuda", tmp_path / "hip"
    for root, makefile, text in ((cuda, CUDA_MAKEFILE, PROGRAM), (hip, HIP_MAKEFILE, hip_program)):
        root.mkdir()
        (root / "Makefile").write_text(makefile)
        (root / "main.cpp").write_text(text)
        (root / "input.txt").write_text("1 2 3\n")
    if rule_file is not None:
        (cuda / "cass-lsp.toml").write_text(rule_file)
    return cuda, hip


@pytest.fixture
def on_h200(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Discovery as on the GPU machine (an H200 and the prepared layer; no AMD GPU)."""
    from tests.nvidia_lane import with_fake_h200

    found = with_fake_h200(discovery.discover())
    monkeypatch.setattr(verify, "discover", lambda: found)
    return found


def test_nothing_to_run_says_what_to_add(tmp_path: Path) -> None:
    cuda, hip = tmp_path / "cuda", tmp_path / "hip"
    for root in (cuda, hip):
        root.mkdir()
        (root / "Makefile").write_text("app: main.cpp\n\tg++ main.cpp -o app\n")
    done = cli_in_process(["verify", str(cuda), str(hip)])
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"cass-lsp verify: nothing to run in {cuda.resolve()}: add to the CUDA tree's cass-lsp.toml:" in done.stderr
    assert "[[run.program]]" in done.stderr
    assert "is not a folder" in cli_in_process(["verify", str(tmp_path / "none"), str(hip)]).stderr
    bad = cli_in_process(["verify", str(cuda), str(hip), "--make", "ARCH"])
    assert bad.returncode == 2 and "give VAR=VALUE" in bad.stderr


def test_what_runs_comes_from_the_rule_file_then_the_makefile_then_ctest(tmp_path: Path) -> None:
    cuda, _ = _trees(tmp_path, rule_file='[run]\nmask = ["^args"]\n[[run.program]]\ncommand = "./app"\nargs = ["1"]\n')
    section, source = verify.plan(verify.Tree(cuda, "cuda", verify.build_system(cuda)), [])
    assert source == f"[run] of {cuda / 'cass-lsp.toml'}"
    assert [(p.name, p.command, p.args) for p in section.programs] == [("./app", ("./app",), ("1",))]
    assert verify.masks_of(section).patterns == ("^args",)
    (cuda / "cass-lsp.toml").unlink()
    section, source = verify.plan(verify.Tree(cuda, "cuda", verify.build_system(cuda)), ["ARCH=sm_90"])
    assert source == "the Makefile's run target" and section.programs[0].command == ("make", "-s", "run", "ARCH=sm_90")
    (cuda / "cass-lsp.toml").write_text("[run]\ntimeout = 0\n")
    with pytest.raises(verify.VerifyError, match=r"run\.timeout must be a positive number"):
        verify.plan(verify.Tree(cuda, "cuda", verify.build_system(cuda)), [])
    cmake = tmp_path / "cm"
    cmake.mkdir()
    (cmake / "CMakeLists.txt").write_text("project(x)\n")
    assert verify.plan(verify.Tree(cmake, "cuda", verify.build_system(cmake)), [])[1] == "ctest"


@pytest.mark.slow
def test_equal_once_timing_lines_are_masked(tmp_path: Path, on_h200) -> None:  # type: ignore[no-untyped-def]
    rule_file = '[run]\n[[run.program]]\nname = "app"\ncommand = "./app"\nargs = ["a", "b"]\ninputs = ["input.txt"]\n'
    cuda, hip = _trees(tmp_path, hip_program=PROGRAM.replace("(int)(sum % 7)", "(int)(sum % 5)"), rule_file=rule_file)
    report = tmp_path / "report.json"
    done = cli_in_process(["verify", str(cuda), str(hip), "--json", str(report), "--jobs", "1"])
    assert done.returncode == 0, done.stdout + done.stderr
    assert "HIP tree built for HIP's NVIDIA platform" in done.stdout
    data = json.loads(report.read_text())
    [row] = data["programs"]
    assert row["verdict"] == "equal-masked" and row["program"] == "app", row
    assert "2 line(s) masked" in row["detail"]
    assert "HIPCC=" in data["builds"]["hip"]["tail"][0] and data["exitStatus"] == 0
    assert "verify: 1 equal-masked; exit status 0" in done.stdout


@pytest.mark.slow
def test_a_changed_operator_is_caught_as_different(tmp_path: Path, on_h200) -> None:  # type: ignore[no-untyped-def]
    cuda, hip = _trees(tmp_path, hip_program=PROGRAM.replace("sum += i * 3", "sum -= i * 3"))
    report = tmp_path / "report.json"
    done = cli_in_process(["verify", str(cuda), str(hip), "--json", str(report)])
    assert done.returncode == 1, done.stdout + done.stderr
    [row] = json.loads(report.read_text())["programs"]
    assert row["program"] == "make run" and row["verdict"] == "different"
    comparison = row["comparison"]
    assert (comparison["expected_line"], comparison["actual_line"]) == ("sum = 1498500", "sum = -1498500")
    assert "- sum = 1498500\n+ sum = -1498500" in done.stdout


@pytest.mark.slow
def test_a_port_that_does_not_build_or_crashes(tmp_path: Path, on_h200) -> None:  # type: ignore[no-untyped-def]
    cuda, hip = _trees(tmp_path, hip_program=PROGRAM.replace("long sum = 0;", "long sum = 0 +;"))
    done = cli_in_process(["verify", str(cuda), str(hip)])
    assert done.returncode == 1 and "build-failed" in done.stdout and "main.cpp:3" in done.stdout
    shutil.rmtree(tmp_path / "cuda")
    shutil.rmtree(tmp_path / "hip")
    cuda, hip = _trees(tmp_path, hip_program=PROGRAM.replace("return 0;", "return 3;"))
    done = cli_in_process(["verify", str(cuda), str(hip)])
    assert done.returncode == 1 and "the HIP program exited with 2" in done.stdout  # make's status


@pytest.mark.slow
def test_a_hecbench_program_and_its_port_build_on_hips_nvidia_platform(tmp_path: Path, on_h200) -> None:  # type: ignore[no-untyped-def]
    """Real builds: the CUDA tree with its Makefile and nvcc, the port with the prepared layer's hipcc."""
    from tests.hecbench import CORPUS

    if not (CORPUS / "ace-cuda").is_dir():
        pytest.skip(f"no HeCBench corpus at {CORPUS} (set CASS_HECBENCH)")
    cuda = tmp_path / "cuda"
    shutil.copytree(CORPUS / "ace-cuda", cuda)
    for path in (cuda, *cuda.rglob("*")):
        path.chmod(0o755 if path.is_dir() else 0o644)
    ported = cli_in_process(["port", str(cuda), "--out-dir", str(tmp_path / "hip"), "--hip-version",
                             on_h200.nvidia_layer.hip_version, "--progress", "never", "--quiet"])  # fmt: skip
    assert ported.returncode == 0, ported.stderr
    report = tmp_path / "report.json"
    done = cli_in_process(["verify", str(cuda), str(tmp_path / "hip"), "--build-only", "--make", "ARCH=sm_90",
                           "--json", str(report)])  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    builds = json.loads(report.read_text())["builds"]
    assert builds["cuda"]["ok"] and builds["hip"]["ok"]
    assert any("hip-nvidia/bin/hipcc" in line for line in builds["hip"]["tail"])
    assert (tmp_path / "hip" / "main").is_file()
