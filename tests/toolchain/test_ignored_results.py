"""hipcc's nodiscard warning on every unchecked runtime call is one diagnostic per file, with a
quick fix that checks the calls (12 lines for one 70-line example before)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from cass_lsp.core.result import apply_edits
from cass_lsp.session import build_translated
from cass_lsp.toolchain.clang_diagnostics import (
    LineMapping,
    group_ignored_results,
    ignored_result_places,
    map_diagnostics,
    parse,
)
from cass_lsp.toolchain.pipeline import Builder, BuildRequest
from cass_lsp.toolchain.result_checks import check_calls
from tests.lanes import hip_lane

WARNING = "warning: ignoring return value of type 'hipError_t' declared with 'nodiscard' attribute [-Wunused-value]"
CUDA = """#include <cuda_runtime.h>
#include <cstdio>

__global__ void fill(float* x) { x[threadIdx.x] = 1.0f; }

int main() {
  float* d;
  cudaMalloc(&d, 64 * sizeof(float));
  fill<<<1, 64>>>(d);
  float h[64];
  cudaMemcpy(h, d, sizeof h,
             cudaMemcpyDeviceToHost);  // a call over two lines
  if (h[0] != 1.0f) cudaFree(d);  /* not a statement of its own: left */
  cudaFree(d);
  std::printf("%f\\n", h[0]);
  return 0;
}
"""


def _mapped(text: str, source: str):  # type: ignore[no-untyped-def]
    return map_diagnostics(parse(text), "/t/k.hip", LineMapping.identity(source))


def test_the_warnings_of_a_file_are_one_with_each_call_a_place() -> None:
    out = "".join(f"/t/k.hip:{n}:3: {WARNING}\n" for n in (8, 11, 14)) + "/t/k.hip:7:10: warning: unused [-Wunused-x]\n"
    grouped = group_ignored_results(_mapped(out, CUDA))
    assert [d.code for d in grouped] == ["-Wunused-value", "-Wunused-x"]
    first = grouped[0]
    assert first.message == (
        "3 calls ignore the hipError_t they return, which HIP declares nodiscard (lines 8, 11, 14):"
        " check them (a quick fix does) or cast to (void)"
    )
    assert (first.start_line, first.start_column) == (7, 2)
    assert ignored_result_places(first) == [(7, 2), (10, 2), (13, 2)]
    # One alone stays as clang wrote it, and is fixed the same way.
    (single,) = group_ignored_results(_mapped(f"/t/k.hip:8:3: {WARNING}\n", CUDA))
    assert single.message.startswith("ignoring return value") and ignored_result_places(single) == [(7, 2)]
    assert ignored_result_places(grouped[1]) == []


def test_the_fix_wraps_call_statements_in_the_files_own_check_or_a_new_one() -> None:
    places = [(7, 2), (10, 2), (12, 2), (13, 2)]
    fixed = apply_edits(CUDA, check_calls(CUDA.encode(), places))
    assert "  CASS_CHECK(cudaMalloc(&d, 64 * sizeof(float)));\n" in fixed
    assert "  CASS_CHECK(cudaMemcpy(h, d, sizeof h,\n             cudaMemcpyDeviceToHost));  // a call" in fixed
    assert "  if (h[0] != 1.0f) cudaFree(d);" in fixed and "  CASS_CHECK(cudaFree(d));\n" in fixed
    head = fixed.split("__global__")[0]
    assert head.startswith("#include <cuda_runtime.h>\n#include <cstdio>\n#include <stdlib.h>\n// Added by cass-lsp")
    assert "cudaError_t cass_error_ = (call);" in head and "cudaGetErrorString(cass_error_)" in head
    own = "#define CHECK(x) do { if ((x) != cudaSuccess) abort(); } while (0)\n"
    fixed = apply_edits(own + CUDA, check_calls((own + CUDA).encode(), [(p[0] + 1, p[1]) for p in places]))
    assert "CASS_CHECK" not in fixed and "  CHECK(cudaMalloc(&d, 64 * sizeof(float)));\n" in fixed
    assert check_calls(CUDA.encode(), [(12, 2), (99, 0)]) == []  # nothing to wrap there


@pytest.mark.slow
async def test_hipcc_warns_once_and_the_fix_builds_with_hip_and_cuda(tmp_path: Path) -> None:
    tc = hip_lane("6.4")
    src = tmp_path / "k.cu"
    src.write_text(CUDA)
    builder = Builder(tc)
    build = await build_translated(builder, BuildRequest(src, CUDA, "cuda", ("gfx942",)))
    (warning,) = [d for d in build.diagnostics if d.code == "-Wunused-value"]
    assert warning.message.startswith(
        "4 calls ignore the hipError_t they return, which HIP declares nodiscard (lines 8, 11, 13, 14)"
    )
    fixed = apply_edits(CUDA, check_calls(CUDA.encode(), ignored_result_places(warning)))
    rebuilt = await build_translated(builder, BuildRequest(src, fixed, "cuda", ("gfx942",)))
    assert [d.message for d in rebuilt.diagnostics] == [
        "ignoring return value of type 'hipError_t' declared with 'nodiscard' attribute"
    ]  # the `if (...) cudaFree(d);` the fix leaves as it is
    assert rebuilt.diagnostics[0].start_line == fixed.splitlines().index(
        "  if (h[0] != 1.0f) cudaFree(d);  /* not a statement of its own: left */"
    )
    if shutil.which("nvcc"):  # the fix is CUDA too: the file stays the user's CUDA source
        (tmp_path / "fixed.cu").write_text(fixed)
        r = subprocess.run(["nvcc", "-c", "-o", str(tmp_path / "f.o"), str(tmp_path / "fixed.cu")],
                           capture_output=True, text=True, timeout=300)  # fmt: skip
        assert r.returncode == 0, r.stderr
