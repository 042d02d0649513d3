"""benchmarks/device/hip_on_nvidia_all_summary.py: what comes back from the GPU machine's job becomes the
RESULTS.md table and the per-program page (a made-up job here: the real one runs on the GPU machine)."""

from __future__ import annotations

import importlib.util
import json
import tarfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "benchmarks" / "device" / "hip_on_nvidia_all_summary.py"


def _summary():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("hip_on_nvidia_all_summary", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _job(out: Path) -> None:
    programs = {
        "ace": {"name": "ace", "status": "equal", "detail": "outputs match", "hip_build_seconds": 9.0},
        "bscan": {"name": "bscan", "status": "equal-masked", "detail": "outputs match once masked (2 line(s) masked)"},
        "p4": {"name": "p4", "status": "nondeterministic", "detail": "x",
               "first_difference": {"line": 1, "cuda": "at 241372", "hip": "at 242098", "context": ""}},
        "mxfp4": {"name": "mxfp4", "status": "hip-build-failed", "detail": "translation's build: exit 2: common.h:60"},
        "zoom": {"name": "zoom", "status": "not-run", "detail": "deadline reached before the build"},
    }  # fmt: skip
    sample = {"commit": "abc1234", "hip_version": "5.2.3", "layer": "/usr/include/hip (HIP 5.2.3)", "eligible": 5,
              "total": 9, "port_errors": {"mxfp4": {"count": 2, "first": "common.h:60: __bfloat162int_rn ..."}},
              "excluded": {"gd": "uses cub"}}  # fmt: skip
    report = {"device": ["GPU 0: NVIDIA H200"], "sample": sample, "programs": programs, "wall_s": 400.0,
              "build_jobs": 16, "run_jobs": 6, "run_timeout_s": 60}  # fmt: skip
    (out / "hip_on_nvidia_all.json").write_text(json.dumps(report))
    (out / "gpu_tests.xml").write_text(
        '<testsuites><testsuite><testcase name="test_a"/><testcase name="test_b"><failure message="boom"/>'
        "</testcase></testsuite></testsuites>"
    )
    for name, verdict, status in (("verify.json", "equal-masked", 0), ("verify_wrong.json", "different", 1)):
        detail = "outputs first differ at line 9" if verdict == "different" else "outputs match once masked"
        verified = {"programs": [{"verdict": verdict, "detail": detail}], "exitStatus": status}
        (out / name).write_text(json.dumps(verified))


def test_the_table_and_the_page(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    _job(out)
    results = tmp_path / "RESULTS.md"
    begin, end = "<!-- hip_on_nvidia_all: begin -->", "<!-- hip_on_nvidia_all: end -->"
    results.write_text(f"# R\n\nbefore\n{begin}\nold\n{end}\nafter\n")
    detail = tmp_path / "detail.md"
    assert _summary().main([str(out), "--results", str(results), "--detail", str(detail)]) == 0
    text = results.read_text()
    assert text.startswith(f"# R\n\nbefore\n{begin}\nGPU 0: NVIDIA H200.") and "old" not in text
    assert text.endswith(f"{end}\nafter\n")
    assert "| equal: the translation printed what the CUDA original printed | 1 |" in text
    built = "translations built on HIP's NVIDIA platform: 3 of 4; of those the port reported no error for, 3 of 3"
    assert built in text
    assert "equal where the original is deterministic and both ran: 2 of 2" in text
    assert "the last whose pytest report came back): 1 failure, 1 passed" in text
    assert "`cass-lsp verify` on heat, one operator changed: different (exit status 1)" in text
    page = detail.read_text()
    assert "| mxfp4 | hip-build-failed |" in page and "2: common.h:60: __bfloat162int_rn" in page
    assert "| p4 | nondeterministic | 1 | line 1: CUDA `at 241372`, HIP `at 242098` |" in page
    assert "| test_b | failure: boom |" in page and "- gd: uses cub" in page


def test_a_later_run_fills_in_what_the_first_left(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    for folder in (first, second):
        folder.mkdir()
        _job(folder)
    report = json.loads((second / "hip_on_nvidia_all.json").read_text())
    report["programs"] = {"zoom": {"name": "zoom", "status": "equal", "detail": "outputs match"}}
    (second / "hip_on_nvidia_all.json").write_text(json.dumps(report))
    merged = _summary().merged([first, second])
    assert merged["programs"]["zoom"]["status"] == "equal" and merged["programs"]["ace"]["status"] == "equal"
    assert merged["wall_s"] == 800.0


def test_a_later_runs_verdict_replaces_an_earlier_one_and_the_page_says_which_run(tmp_path: Path) -> None:
    first, second, third = tmp_path / "run1", tmp_path / "run2", tmp_path / "run3"
    for folder in (first, second, third):
        folder.mkdir()
        _job(folder)
    (third / "gpu_tests.xml").write_text('<testsuites><testsuite><testcase name="test_lsp"/></testsuite></testsuites>')
    report = json.loads((third / "hip_on_nvidia_all.json").read_text())
    report["sample"] = {**report["sample"], "commit": "def5678", "port_errors": {}}
    report["programs"] = {
        "mxfp4": {"name": "mxfp4", "status": "equal-masked", "detail": "outputs match once masked",
                  "cuda_run_seconds": 3.5, "hip_run_seconds": 3.9},
        "p4": {"name": "p4", "status": "not-run", "detail": "deadline reached before the run"},
        "ace": {"name": "ace", "status": "built"},
    }  # fmt: skip
    (third / "hip_on_nvidia_all.json").write_text(json.dumps(report))
    packed = tmp_path / "hip_on_nvidia_run.tar.gz"  # the third run as run.sh returns it: one file
    with tarfile.open(packed, "w:gz") as tar:
        for path in third.iterdir():
            tar.add(path, arcname=path.name)
    results = tmp_path / "RESULTS.md"
    results.write_text("<!-- hip_on_nvidia_all: begin -->\n<!-- hip_on_nvidia_all: end -->\n")
    detail = tmp_path / "detail.md"
    summary = _summary()
    assert summary.main([str(first), str(second), str(packed), "--results", str(results), "--detail", str(detail)]) == 0
    page = detail.read_text()
    assert (
        "| mxfp4 | equal-masked | 3 (run 2: hip-build-failed) | outputs match once masked (CUDA 3.5 s, HIP 3.9 s) |  |"
        in (page)
    )  # the later port reported no error: the earlier port's errors are gone with its verdict
    assert "| p4 | nondeterministic | 2 (run 1: nondeterministic) |" in page  # a later not-run replaces nothing,
    assert "| ace | equal | 2 (run 1: equal) |" in page  # nor does a build-only run
    assert f"- run 3: {packed}" in page
    text = results.read_text()
    assert "cass-lsp `abc1234`, `def5678`" in text and "in 3 run(s)" in text
    assert "the GPU tests (run 3, the last whose pytest report came back): 1 passed" in text  # the latest run's


def test_a_run_cut_before_pytest_reported_says_what_the_client_had_received(tmp_path: Path) -> None:
    first, second = tmp_path / "run1", tmp_path / "run2"
    for folder in (first, second):
        folder.mkdir()
        _job(folder)
    (second / "gpu_tests.xml").unlink()
    (second / "gpu_tests.log").write_text('the verdict as ported: {\n "code": "run-equal",\n "source": "hipcc"\n}\n')
    results = tmp_path / "RESULTS.md"
    results.write_text("<!-- hip_on_nvidia_all: begin -->\n<!-- hip_on_nvidia_all: end -->\n")
    assert (
        _summary().main([str(first), str(second), "--results", str(results), "--detail", str(tmp_path / "d.md")]) == 0
    )
    text = results.read_text()
    assert "the GPU tests (run 1, the last whose pytest report came back): 1 failure, 1 passed" in text
    assert (
        "the GPU tests of run 2: cut at the run's time limit before pytest reported; the verdicts the editor's" in text
    )
    assert text.count("run-equal") == 1


def test_a_translation_that_builds_in_a_later_run_is_no_longer_a_failed_build(tmp_path: Path) -> None:
    first, second = tmp_path / "run1", tmp_path / "run2"
    for folder in (first, second):
        folder.mkdir()
        _job(folder)
    report = json.loads((second / "hip_on_nvidia_all.json").read_text())
    report["programs"] = {
        "mxfp4": {"name": "mxfp4", "status": "not-run", "detail": "deadline reached before the run",
                  "cuda_build_seconds": 4.0, "hip_build_seconds": 9.0},
        "ace": {"name": "ace", "status": "not-run", "detail": "deadline reached before the run",
                "hip_build_seconds": 9.0},
    }  # fmt: skip
    (second / "hip_on_nvidia_all.json").write_text(json.dumps(report))
    programs = _summary().merged([first, second])["programs"]
    assert programs["mxfp4"]["status"] == "not-run" and programs["mxfp4"]["replaced"] == [1, "hip-build-failed"]
    assert programs["ace"]["status"] == "equal"  # a verdict of a run is kept


def test_a_run_of_a_projects_verify_and_the_editors_verdicts_joins_the_earlier_ones(tmp_path: Path) -> None:
    """A later job (packed, as run.sh returns it) with warp-ctc's cass-lsp verify reports, the editor's test
    and a few programs: its rows join the table; a job cut before its programs' report still counts."""
    first, later = tmp_path / "run1", tmp_path / "later"
    for folder in (first, later):
        folder.mkdir()
    _job(first)
    (later / "gpu_tests.xml").write_text(
        '<testsuites><testsuite><testcase classname="tests.lsp.test_run_verdict_nvidia" name="test_the_verdict"/>'
        "</testsuite></testsuites>"
    )
    (later / "gpu_tests.log").write_text('{\n "code": "run-equal"\n}\n{\n "code": "run-different"\n}\n')
    programs = [{"program": "test_gpu", "verdict": "equal", "detail": "outputs match"},
                {"program": "test_cpu", "verdict": "equal", "detail": "outputs match"}]  # fmt: skip
    (later / "warpctc_verify.json").write_text(json.dumps({"programs": programs, "exitStatus": 0}))
    wrong = [{"program": "test_gpu", "verdict": "different", "detail": "expected 'Tests pass'"}, programs[1]]
    (later / "warpctc_verify_wrong.json").write_text(json.dumps({"programs": wrong, "exitStatus": 1}))
    packed = tmp_path / "dev42_run.tar.gz"
    with tarfile.open(packed, "w:gz") as tar:
        for path in later.iterdir():
            tar.add(path, arcname=path.name)
    results = tmp_path / "RESULTS.md"
    results.write_text("<!-- hip_on_nvidia_all: begin -->\n<!-- hip_on_nvidia_all: end -->\n")
    detail = tmp_path / "d.md"
    assert _summary().main([str(first), str(packed), "--results", str(results), "--detail", str(detail)]) == 0
    text = results.read_text()
    assert "in 2 run(s)" in text and "| total | 5 |" in text
    assert "the editor's verdicts on a file (run 2, test_the_verdict passed): the client received run-equal," in text
    assert "run-different" in text
    assert (
        "on warp-ctc, one operator changed: test_gpu: different (exit status 1) expected 'Tests pass' (run 2)" in text
    )
    assert "on warp-ctc, as ported: test_cpu: equal (exit status 0) outputs match (run 2)" in text
    assert "on heat, as ported: equal-masked (exit status 0) outputs match once masked (run 1)" in text
    assert "| warp-ctc, one operator changed: test_cpu | equal | 1 | outputs match (run 2) |" in detail.read_text()
