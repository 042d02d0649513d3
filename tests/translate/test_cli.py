"""`cass-lsp translate` and `cass-lsp port` through the installed console script."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

CORPUS = Path(__file__).resolve().parents[1] / "corpus"
SCRIPT = Path(sys.executable).with_name("cass-lsp")


def cass(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    if not SCRIPT.exists():
        pytest.skip(f"console script not installed at {SCRIPT} (pip install -e .)")
    return subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, cwd=cwd, timeout=120)


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    src = tmp_path / "proj"
    (src / "kernels").mkdir(parents=True)
    shutil.copy(CORPUS / "common.cuh", src / "common.cuh")
    shutil.copy(CORPUS / "reduction.cu", src / "reduction.cu")
    shutil.copy(CORPUS / "hazards_warp.cu", src / "kernels" / "hazards_warp.cu")
    (src / "kernels" / "common.cuh").write_text((CORPUS / "common.cuh").read_text())
    (src / "main.cu").write_text('#include "kernels/part.cu"\nint main() { return run(); }\n')
    (src / "kernels" / "part.cu").write_text(
        "#include <cuda_runtime.h>\n__global__ void k() {}\n"
        "int run() { k<<<1, 1>>>(); return cudaDeviceSynchronize(); }\n"
    )
    (src / "README.md").write_text("# a CUDA project\n")
    (src / "data.bin").write_bytes(bytes(range(256)))
    return src


def test_translate_prints_hip_to_stdout_and_findings_to_stderr() -> None:
    r = cass("translate", str(CORPUS / "hazards_warp.cu"))
    assert r.returncode == 0, r.stderr
    assert "#include <hip/hip_runtime.h>" in r.stdout
    assert "hazards_warp.cu:12:21: warning: `threadIdx.x & 31` assumes 32 lanes" in r.stderr
    assert "[warp-size-literal]" in r.stderr


def test_translate_output_file_in_place_and_out_dir(tmp_path: Path) -> None:
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k() {}\nint main() { k<<<1, 1>>>(); cudaDeviceSynchronize(); }\n")
    out = tmp_path / "o" / "k.hip"
    assert cass("translate", str(src), "-o", str(out), "-q").returncode == 0
    assert "hipDeviceSynchronize" in out.read_text()
    assert "cudaDeviceSynchronize" in src.read_text()  # the input is never written unless asked

    assert cass("translate", str(src), "--out-dir", str(tmp_path / "d"), "-q").returncode == 0
    assert (tmp_path / "d" / "k.hip").exists()

    assert cass("translate", str(src), "--in-place", "-q").returncode == 0
    assert "hipDeviceSynchronize" in src.read_text()


def test_translate_launch_style_kernel_and_json_report(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    r = cass(
        "translate",
        str(CORPUS / "reduction.cu"),
        "--launch-style",
        "hipLaunchKernelGGL",
        "--kernel",
        "block_reduce",
        "--report",
        str(report),
        "-q",
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("template <typename T, int BLOCK>\n__global__ void block_reduce")
    data = json.loads(report.read_text())
    codes = {f["code"] for f in data["files"][0]["findings"]}
    assert codes == {"warp-size-literal"}
    assert all(f["line"] >= 1 and f["column"] >= 1 for f in data["files"][0]["findings"])


def test_translate_rejects_bad_input_without_crashing(tmp_path: Path) -> None:
    binary = tmp_path / "b.cu"
    binary.write_bytes(b"\x00\x01\x02\xff")
    good = tmp_path / "g.cu"
    good.write_text("void f() { cudaDeviceReset(); }\n")
    r = cass("translate", str(binary), str(good), "-q")  # not UTF-8: tests/translate/test_bytes.py
    assert r.returncode == 1
    assert "b.cu: skipped: binary file" in r.stderr
    assert "Traceback" not in r.stderr
    assert "hipDeviceReset" in r.stdout
    missing = cass("translate", str(tmp_path / "nope.cu"))
    assert missing.returncode == 1 and "cannot read" in missing.stderr


def test_translate_o_with_several_inputs_is_a_usage_error(tmp_path: Path) -> None:
    r = cass("translate", str(CORPUS / "bf16.cu"), str(CORPUS / "nbody.cu"), "-o", str(tmp_path / "x"))
    assert r.returncode == 2


def test_port_writes_a_sibling_tree_with_report_and_table(tree: Path) -> None:
    r = cass("port", str(tree), "--progress", "always")
    assert r.returncode == 0, r.stderr
    out = tree.with_name("proj-hip")
    assert (out / "reduction.hip").exists() and not (out / "reduction.cu").exists()
    assert (out / "common.cuh").exists() and "hipGetErrorString" in (out / "common.cuh").read_text()
    assert (out / "kernels" / "part.hip").exists()
    assert '#include "kernels/part.hip"' in (out / "main.hip").read_text()
    assert (out / "README.md").read_text() == "# a CUDA project\n"
    assert (out / "data.bin").read_bytes() == bytes(range(256))
    # The input tree is untouched.
    assert (tree / "reduction.cu").read_text() == (CORPUS / "reduction.cu").read_text()
    # Progress bar (stderr, as the diagnostics), summary table (stdout: what a user pipes), report.
    assert "[##############################] " in r.stderr
    assert "findings" in r.stdout and "translated" in r.stdout and "[#" not in r.stdout
    report = json.loads((out / "cass-port-report.json").read_text())
    assert report["summary"]["files"] == {"copied": 2, "translated": 6}
    hazards = next(f for f in report["files"] if f["source"] == "kernels/hazards_warp.cu")
    assert hazards["output"] == "kernels/hazards_warp.hip"
    assert {"line", "column", "end_line", "end_column", "code", "severity", "message", "url"} <= set(
        hazards["findings"][0]
    )


def test_port_out_dir_in_place_and_bad_files(tree: Path, tmp_path: Path) -> None:
    (tree / "broken.cu").write_bytes(b"\x00\xff\xfe binary")
    out = tmp_path / "elsewhere"
    r = cass("port", str(tree), "--out-dir", str(out), "--progress", "never")
    assert r.returncode == 1
    assert "broken.cu: skipped: binary file" in r.stderr
    assert (out / "reduction.hip").exists()
    assert "[#" not in r.stderr  # no progress bar when stderr is not a terminal
    (tree / "broken.cu").unlink()

    r = cass("port", str(tree), "--in-place", "--report", str(tmp_path / "r.json"))
    assert r.returncode == 0, r.stderr
    assert (tree / "reduction.hip").exists() and not (tree / "reduction.cu").exists()
    assert (tree / "README.md").exists()


def test_port_refuses_to_write_over_its_input(tree: Path) -> None:
    r = cass("port", str(tree), "--out-dir", str(tree))
    assert r.returncode == 2
    assert "--in-place" in r.stderr


def test_port_of_a_file_is_a_usage_error(tree: Path) -> None:
    r = cass("port", str(tree / "reduction.cu"))
    assert r.returncode == 2


@pytest.mark.skipif(os.name != "posix", reason="uses a pty")
def test_progress_bar_drawn_on_a_terminal(tree: Path) -> None:
    import pty

    if not SCRIPT.exists():
        pytest.skip("console script not installed")
    pid, fd = pty.fork()
    if pid == 0:  # child: stderr is the terminal
        os.execv(str(SCRIPT), [str(SCRIPT), "port", str(tree), "--out-dir", str(tree.parent / "tty-out")])
    output = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert b"[##############################] 8/8" in output


def test_port_check_compiles_the_examples_for_an_amd_target(tmp_path: Path) -> None:
    # One target: a column per target, and the builds' device code for each, are asserted below
    # and in tests/buildfiles/test_ci_jobs.py (the generated build files, two targets).
    examples = Path(__file__).resolve().parents[2] / "examples"
    r = cass("port", str(examples), "--out-dir", str(tmp_path / "hip"), "--check", "--targets", "gfx1100")
    assert r.returncode == 0, r.stderr
    # The keep-CUDA examples' build files, ported too, build the HIP tree with their own tools.
    # the check's report goes to stdout, as the summary does
    assert "keep-cuda/saxpy-cmake/CMakeLists.txt: ok" in r.stdout
    assert "keep-cuda/reduce-make/Makefile: ok" in r.stdout
    table = r.stdout.split("hipcc check", 1)[1]
    rows = {
        line.split()[0]: line.split()[1:]
        for line in table.splitlines()[2:]
        if line.startswith(("vec", "warp", "mat", "hist"))
    }
    assert set(rows) == {"vector_add.cu", "warp_reduce.cu", "matmul_tiled.cu", "histogram_streams.cu"}
    assert all(cells == ["ok"] for cells in rows.values()), rows
    assert "kernel vector_add on gfx1100: VGPRs" in r.stdout and "wave32" in r.stdout


def test_port_check_puts_hipcc_errors_on_cuda_lines(tmp_path: Path) -> None:
    src = tmp_path / "proj"
    src.mkdir()
    (src / "bad.cu").write_text(
        "#include <cuda_runtime.h>\n__global__ void k(float* x) { x[0] = 1.0f; }\nvoid f() { undeclared_helper(3); }\n"
    )
    r = cass("port", str(src), "--out-dir", str(tmp_path / "hip"), "--check", "--targets", "gfx1030,gfx90a")
    assert r.returncode == 1
    # a column per target; the error once, naming the targets that gave it
    table = r.stdout.split("hipcc check", 1)[1].splitlines()
    assert table[1].split() == ["file", "gfx1030", "gfx90a"]
    assert table[2].split() == ["bad.cu", "1", "error", "1", "error"]
    assert "bad.cu:3:12: error: use of undeclared identifier 'undeclared_helper'" in r.stdout
    assert "[undeclared_var_use] (gfx1030, gfx90a)" in r.stdout
