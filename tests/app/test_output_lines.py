"""What `port` and `translate` print: repeats grouped, each kind capped, short lines, the summary
at the end, and ``--quiet`` printing errors alone (every finding stays in the report)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cass_lsp.app.finding_lines import HEADLINE_CHARS, Shown, headline, lines
from tests.cli import cli_in_process

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
CMAKE = "cmake_minimum_required(VERSION 3.10)\nproject(p LANGUAGES CXX CUDA)\nset(CMAKE_CUDA_ARCHITECTURES 70)\n"
ERROR = '__global__ void k() { asm volatile("exit;"); }\n'  # inline PTX with no translation: an error finding


def finding(line: int, code: str = "c", message: str = "same thing", path: str = "a.cu") -> Shown:
    return Shown(path, line, 1, "warning", code, message)


def test_a_headline_is_the_first_sentence_cut_at_a_clause_outside_brackets() -> None:
    short = "HIP has no __reduce_add_sync (none up to 6.4)"
    assert headline(short) == short
    assert headline("It is wrong. Rewrite it by hand") == "It is wrong"
    long = (
        "__shfl_down_sync with mask `mask`: a CUDA mask names lanes of a 32-lane warp, but on wave64 targets"
        " (gfx90a, gfx942) lanes 32-63 run in the same wavefront and are not in it"
    )
    cut = headline(long)
    assert len(cut) <= HEADLINE_CHARS and cut.endswith("…") and long.startswith(cut[:-1])
    assert cut.count("(") == cut.count(")") and cut.count("`") % 2 == 0
    assert headline("line one\n   line two") == "line one line two"


def test_repeats_are_one_line_with_the_count_and_first_places() -> None:
    out = lines([finding(n) for n in range(1, 200)] + [finding(5)])  # the same finding twice: once
    assert out == [f"a.cu:1:1: warning: same thing [c] (and 198 more: {', '.join(f'{n}:1' for n in range(2, 28))}, …)"]
    assert len(out[0]) <= 220


def test_each_code_is_capped_only_when_everything_does_not_fit() -> None:
    few = [finding(n, message=f"thing {n}") for n in range(10)]
    assert len(lines(few, max_lines=20)) == 10  # all fit: all shown
    many = [finding(n, code=f"k{n % 5}", message=f"thing {n}") for n in range(100)]
    out = lines(many, max_lines=20)
    assert len(out) == 16  # 3 per code, then one line for the rest
    assert out[-1].startswith("... and 85 more not shown (17 k0 warnings, 17 k1 warnings, 17 k2 warnings, 17 k3")
    assert out[-1].endswith(": the report lists them all")


def _tree(tmp_path: Path, projects: int) -> Path:
    src = tmp_path / "proj"
    for n in range(projects):
        (src / f"p{n}").mkdir(parents=True)
        (src / f"p{n}" / "CMakeLists.txt").write_text(CMAKE)
        (src / f"p{n}" / "k.cu").write_text(ERROR if n == 0 else "__global__ void k() {}\n")
    return src


def test_port_groups_repeated_build_findings_and_ends_with_the_summary(tmp_path: Path) -> None:
    src = _tree(tmp_path, 120)
    r = cli_in_process(["port", str(src), "--out-dir", str(tmp_path / "out"), "--progress", "never"])
    assert r.returncode == 0, r.stderr
    err, out = r.stderr.splitlines(), r.stdout.splitlines()
    assert len(err) + len(out) < 30, r.stderr + r.stdout  # was 243: one line per finding
    # the findings are diagnostics (stderr), as a compiler's; the summary is what a user pipes (stdout)
    minimum = next(line for line in err if "[build-cmake-minimum]" in line)
    assert minimum.startswith("p0/CMakeLists.txt:1: info: cmake_minimum_required 3.10 raised to 3.21")
    assert "(and 119 more: p1/CMakeLists.txt:1, " in minimum
    assert any(line.startswith("p0/k.cu:1:23: error: Inline PTX with `exit`") for line in err)
    assert not any("[build-" in line for line in out) and not any(line.startswith("total ") for line in err)
    assert out[-2:] == [f"HIP tree: {tmp_path / 'out'}", f"report: {tmp_path / 'out' / 'cass-port-report.json'}"]
    assert out[-4].startswith("total ")  # the summary table ends the output, before the paths
    report = json.loads((tmp_path / "out" / "cass-port-report.json").read_text())
    assert sum(len(f["findings"]) for f in report["files"]) > 240  # every finding, in full


def test_port_quiet_prints_the_errors_alone(tmp_path: Path) -> None:
    src = _tree(tmp_path, 3)
    r = cli_in_process(["port", str(src), "--out-dir", str(tmp_path / "out"), "--progress", "never", "--quiet"])
    assert r.returncode == 0, r.stderr
    assert r.stderr.splitlines() == [
        "p0/k.cu:1:23: error: Inline PTX with `exit` cannot run on AMD GPUs and has no exact translation here…"
        " [inline-ptx]"
    ]
    (src / "p0" / "k.cu").write_text("__global__ void k() {}\n")
    r = cli_in_process(["port", str(src), "--out-dir", str(tmp_path / "out"), "--progress", "never", "-q"])
    assert r.returncode == 0 and r.stderr == "" and r.stdout == ""


def test_translate_with_no_findings_still_says_so(tmp_path: Path) -> None:
    """Issue 41 item 16: a translation with nothing found printed nothing at all."""
    (tmp_path / "k.cu").write_text("__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }\n")
    r = cli_in_process(["translate", str(tmp_path / "k.cu"), "--hip-version", "6.4.3", "-o", str(tmp_path / "k.hip")])
    assert r.returncode == 0 and r.stdout == ""
    assert r.stderr.splitlines() == ["cass-lsp translate: 1 file, no findings"]


def test_translate_of_a_large_file_prints_groups_and_ends_with_a_summary(tmp_path: Path) -> None:
    big = tmp_path / "big.cu"
    big.write_text("\n".join([(CORPUS / "hazards_unsupported.cu").read_text()] * 200))
    r = cli_in_process(["translate", str(big), "--hip-version", "6.4.3", "-o", str(tmp_path / "big.hip")])
    assert r.returncode == 0
    out = r.stderr.splitlines()
    assert len(out) <= 61, len(out)  # was 3,400: one line per finding
    assert all(len(line) <= 300 for line in out), max(out, key=len)
    assert "[inline-ptx] (and 199 more: " in r.stderr
    summary = (
        r"cass-lsp translate: 1 file, 3,[0-9]{3} findings \([0-9,]+ errors, .*\); --report FILE lists every finding"
    )
    assert re.fullmatch(summary, out[-1]), out[-1]
