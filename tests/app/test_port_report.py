"""What `cass-lsp port` prints: the error findings themselves (not only their counts), a template
kernel once with its instantiations counted, and progress while hipcc runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.app.port_check import reaches_outside
from tests.cli import cli_in_process
from tests.lanes import hip_lane

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

TEMPLATES = """#include <cuda_runtime.h>
template <typename T, int N> __global__ void scale(T *x, T a) { x[threadIdx.x * N] *= a; }
int main() {
  float *f = nullptr; double *d = nullptr; int *i = nullptr;
  scale<float, 1><<<1, 32>>>(f, 2.0f);
  scale<double, 2><<<1, 32>>>(d, 2.0);
  scale<int, 1><<<1, 32>>>(i, 2);
}
"""
ERRORS = """#include <cuda_runtime.h>
__global__ void k(int *x) {
  asm volatile("mov.u32 %0, %%nsmid;" : "=r"(x[0]));
}
"""


def port(*args: str, tmpdir: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path), "HF_HUB_OFFLINE": "1"}
    if tmpdir is not None:
        env["TMPDIR"] = str(tmpdir)
    return subprocess.run(
        [sys.executable, "-m", "cass_lsp", "port", *args], capture_output=True, text=True, env=env, timeout=600
    )


def test_error_findings_are_printed_with_their_place(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "k.cu").write_text(ERRORS)
    r = port(str(tmp_path / "src"), "--out-dir", str(tmp_path / "out"), "--progress", "never")
    assert r.returncode == 0, r.stderr
    line = next(x for x in r.stderr.splitlines() if "[inline-ptx]" in x)
    assert line.startswith("k.cu:3:") and ": error: " in line


def test_a_template_kernel_is_listed_once_with_its_instantiations(tmp_path: Path) -> None:
    tc = hip_lane("5.2")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "t.cu").write_text(TEMPLATES)
    r = port(
        str(tmp_path / "src"), "--out-dir", str(tmp_path / "out"), "--check", "--targets", tc.targets[0],
        "--progress", "always", "--hipcc-command", str(tc.hipcc),  # the 5.2 lane, pinned (the newest is the default)
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    kernels = [x for x in r.stdout.splitlines() if ": kernel scale" in x]
    assert len(kernels) == 1 and "(3 instantiations; the most registers shown)" in kernels[0], kernels
    assert "hipcc t.cu" in r.stderr, "progress names the file hipcc compiles"


MAKEFILE = """CC = nvcc
ARCH = sm_60
CFLAGS := -std=c++17 -O3 -arch=$(ARCH)
main: main.o
\t$(CC) $(CFLAGS) main.o -o main
main.o: main.cu
\t$(CC) $(CFLAGS) -c main.cu -o main.o
"""


def test_check_builds_a_makefile_with_the_hipcc_the_ported_makefile_uses(tmp_path: Path) -> None:
    """On Debian's HIP 5.2, gfx1100 needs the device-library folder cass-lsp makes: --check passed
    the bare hipcc to make and failed where the ported Makefile itself builds."""
    tc = hip_lane("5.2")
    if "gfx1100" not in tc.targets:
        pytest.skip(f"the 5.2 lane has no gfx1100 target here ({tc.targets})")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "Makefile").write_text(MAKEFILE)
    (tmp_path / "src" / "main.cu").write_text(TEMPLATES)
    (tmp_path / "tmp").mkdir()
    r = port(
        str(tmp_path / "src"), "--out-dir", str(tmp_path / "out"), "--check", "--targets", "gfx1100",
        "--hipcc-command", str(tc.hipcc), "--progress", "never", tmpdir=tmp_path / "tmp",
    )  # fmt: skip
    assert "Makefile: ok" in r.stdout, r.stdout[-3000:]
    # clang 15 leaves empty main-<hex> folders in TMPDIR for each -c: the build's own TMPDIR takes them.
    assert not list((tmp_path / "tmp").iterdir())
    built = subprocess.run(["make", "-C", str(tmp_path / "out")], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr[-3000:]


def test_a_build_that_reaches_outside_the_ported_folder_says_which_folder_to_port(tmp_path: Path) -> None:
    """CUDALibrarySamples' projects include ``../../cmake/cublas_example.cmake``: porting one project
    folder failed its check with CMake's error alone. Here a Makefile's ``include ../common.mk``
    (make fails at once: nothing is compiled)."""
    tc = hip_lane("5.2")
    root = tmp_path / "samples"
    (root / "proj").mkdir(parents=True)
    (root / "common.mk").write_text("NVCC ?= nvcc\n")
    (root / "proj" / "Makefile").write_text("include ../common.mk\nmain: main.cu\n\t$(NVCC) $< -o $@\n")
    (root / "proj" / "main.cu").write_text(TEMPLATES)
    r = cli_in_process(
        ["port", str(root / "proj"), "--out-dir", str(tmp_path / "out"), "--check", "--targets", "gfx1100",
         "--hipcc-command", str(tc.hipcc), "--progress", "never"]
    )  # fmt: skip
    assert r.returncode == 1 and "Makefile: failed" in r.stdout, r.stdout[-3000:]
    hint = f"../common.mk is outside the folder ported, beside the original: port {root} to build with it"
    assert hint in r.stdout
    # The tree that holds it ports and builds (the check passes).
    r = cli_in_process(
        ["port", str(root), "--out-dir", str(tmp_path / "all"), "--check", "--targets", "gfx1100",
         "--hipcc-command", str(tc.hipcc), "--progress", "never"]
    )  # fmt: skip
    assert "outside the folder ported" not in r.stdout and "proj/Makefile:" in r.stdout, r.stdout[-3000:]


def test_only_a_file_beside_the_original_is_named(tmp_path: Path) -> None:
    src, out = tmp_path / "samples" / "gemm", tmp_path / "gemm-hip"
    src.mkdir(parents=True)
    out.mkdir()
    cmake = "CMake Error at CMakeLists.txt:62 (include):\n  include could not find requested file:\n"
    missing = cmake + "    ../cmake/cublas_example.cmake\n"
    assert reaches_outside(missing, out, out, src) == []  # not beside the original either
    (tmp_path / "samples" / "cmake").mkdir()
    (tmp_path / "samples" / "cmake" / "cublas_example.cmake").write_text("")
    [line] = reaches_outside(missing, out, out, src)
    assert line.endswith(f"port {tmp_path / 'samples'} to build with it")
    assert reaches_outside("/usr/include/cuda.h: No such file or directory", out, out, src) == []


def test_an_include_outside_the_folder_ported_is_a_warning_naming_the_folder_to_port(tmp_path: Path) -> None:
    """Issue 32 item 13: `#include "../common/util.h"` (CUDALibrarySamples, HeCBench) reached a file
    port never saw: the HIP tree's build failed on it, or compiled the CUDA one, with no word."""
    project = tmp_path / "project"
    (project / "common").mkdir(parents=True)
    (project / "common" / "util.h").write_text("#include <cuda_runtime.h>\n")
    (project / "app").mkdir()
    (project / "app" / "main.cu").write_text('#include "../common/util.h"\n#include "local.h"\nint main() {}\n')
    (project / "app" / "local.h").write_text("\n")
    r = cli_in_process(["port", str(project / "app"), "--out-dir", str(tmp_path / "out"), "--progress", "never"])
    assert r.returncode == 0, r.stderr
    report = json.loads((tmp_path / "out" / "cass-port-report.json").read_text())
    main = next(f for f in report["files"] if f["source"] == "main.cu")
    (finding,) = [x for x in main["findings"] if x["code"] == "include-outside-tree"]
    assert finding["severity"] == "warning" and (finding["line"], finding["column"]) == (1, 11)
    assert f"port {project}," in finding["message"] and "local.h" not in json.dumps(main["findings"])


def test_the_check_counts_translation_units_not_included_sources(tmp_path: Path) -> None:
    """AutoDock-GPU compiles one kernels.cu that includes nine other .cu files: "0 of 10" read as
    ten units where there is one."""
    from cass_lsp.app.port_check import build_verdict, gpu_sources

    (tmp_path / "kernels.hip").write_text('#include "calcenergy.hip"\n#include "sub/kernel1.hip"\n')
    (tmp_path / "calcenergy.hip").write_text("\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "kernel1.hip").write_text("\n")
    (tmp_path / "other.hip").write_text("\n")
    assert gpu_sources(tmp_path) == {"kernels", "other"}
    # The CUDA original's units the same way (the projects benchmark counts both sides so).
    (tmp_path / "kernels.cu").write_text('#include "calcenergy.cu"\n#include "kernel1.hip"\n')
    (tmp_path / "calcenergy.cu").write_text("\n")
    (tmp_path / "kernel1.cu").write_text("\n")
    assert gpu_sources(tmp_path, suffix=".cu") == {"kernels", "kernel1"}
    assert build_verdict(True, 0, 2, "--define X=ON") == (
        "built, but compiled no GPU code (0 of 2 GPU translation units compiled): the GPU part is likely behind an"
        " option; turn it on with --define X=ON",
        False,
    )
    assert build_verdict(True, 2, 2, "") == ("ok (2 of 2 GPU translation units compiled, linked)", True)


def test_a_check_that_fails_on_a_header_folder_outside_the_port_says_which_folder_to_port(tmp_path: Path) -> None:
    """Issue 41 item 12: -I../Common reached outside the folder ported; the check failed with
    'helper.h' file not found and no hint."""
    tc = hip_lane("5.2")
    root = tmp_path / "samples"
    (root / "Common").mkdir(parents=True)
    (root / "Common" / "helper.h").write_text("#pragma once\ninline int helper() { return 1; }\n")
    (root / "proj").mkdir()
    (root / "proj" / "main.cu").write_text('#include "helper.h"\n' + TEMPLATES)
    (root / "proj" / "Makefile").write_text("main: main.cu\n\tnvcc -I../Common $< -o $@\n")
    r = cli_in_process(
        ["port", str(root / "proj"), "--out-dir", str(tmp_path / "out"), "--check", "--targets", tc.targets[0],
         "--hipcc-command", str(tc.hipcc), "--progress", "never"]
    )  # fmt: skip
    assert r.returncode == 1 and "Makefile: failed" in r.stdout, r.stdout[-3000:]
    hint = f'  Makefile:2: "../Common" is outside the folder ported ({root / "Common"})'
    assert hint in r.stdout and f"port {root}, which holds both" in r.stdout, r.stdout[-3000:]
