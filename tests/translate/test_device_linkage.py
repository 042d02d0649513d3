"""A __device__ function with C linkage, which C code calls (darknet: gemm.c calls
im2col_kernels.cu's ``extern "C" { __device__ void transpose_32x32_bits_reversed_diagonale }``).
nvcc gives it a host stub that does nothing, so the CUDA program links; hipcc gave none
("undefined reference" at darknet's link). The translation adds nvcc's stub with a warning; the
program links and runs its host code on both lanes."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.toolchain.model import in_prefix
from cass_lsp.translate import Severity, TranslateOptions
from tests.lanes import LANE_TARGETS, build_and_run, hip_lane
from tests.translate.strict import translate, translate_kernel

KERNELS = """\
#include <stdint.h>
__device__ uint32_t reverse(uint32_t a) { return a; }
extern "C" {
__device__ void transpose_bits(uint32_t *A, uint32_t *B, int m, int n)
{
    A[0] = reverse(B[0]);
}
static __device__ void hidden(int *x) { }
__device__ int *first(int *x) { return x; }
__global__ void transpose_kernel(uint32_t *A) { transpose_bits(A, A, 1, 1); }
}
extern "C" __device__ float twice(float v) { return 2 * v; }
extern "C" __host__ __device__ float both(float v) { return v; }
"""
CALLER_C = """\
#include <stdint.h>
#include <stdio.h>
void transpose_bits(uint32_t *A, uint32_t *B, int m, int n);
float twice(float v);
int main(void) {
    uint32_t a[1] = {7}, b[1] = {9};
    transpose_bits(a, b, 1, 1);  /* nvcc's stub: nothing happens */
    printf("%u %g\\n", a[0], twice(3.0f) * 0.0f);
    return 0;
}
"""


def test_each_device_function_c_code_can_name_gets_nvccs_host_stub() -> None:
    result = translate(KERNELS)
    stubs = result.text.split("#if !defined(__HIP_DEVICE_COMPILE__)\n")
    assert len(stubs) == 3  # after the block, after twice
    assert stubs[1].startswith(
        'extern "C" __host__ void transpose_bits(uint32_t *A, uint32_t *B, int m, int n) {}\n'
        'extern "C" __host__ int *first(int *x) { return {}; }\n#endif\n'
    )
    assert stubs[2].startswith('extern "C" __host__ float twice(float v) { return {}; }\n#endif\n')
    warned = [f for f in result.findings if f.code == "device-c-linkage"]
    assert [KERNELS.encode()[f.start : f.end].decode() for f in warned] == ["transpose_bits", "first", "twice"]
    assert all(f.severity == Severity.WARNING and "__host__ __device__" in f.message for f in warned)
    # static, host-device and kernels: nothing (no symbol in CUDA either, or one already)
    assert "__host__ void hidden" not in result.text and "__host__ float both(float v) {" not in result.text


def test_one_kernel_converted_inside_the_block_leaves_the_rest_alone() -> None:
    converted = translate_kernel(KERNELS, "transpose_kernel")
    assert "__HIP_DEVICE_COMPILE__" not in converted.text and not [
        f for f in converted.findings if f.code == "device-c-linkage"
    ]


@pytest.mark.slow
@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_c_code_calling_it_links_and_runs(tmp_path: Path, lane: str) -> None:
    tc = hip_lane(lane)
    (tmp_path / "kernels.hip").write_text(translate(KERNELS, TranslateOptions(hip_version=tc.hip_version)).text)
    (tmp_path / "caller.c").write_text(CALLER_C)
    exe = tmp_path / "caller"
    # hipcc compiles the C file as C and links both, as a ported Makefile's hipcc line would
    build = tc.hip_build_argv(
        tc.targets[0], tmp_path / "kernels.hip", exe, extra=["-x", "c", str(tmp_path / "caller.c"), "-x", "none"]
    )
    built, run = build_and_run(tc, build, in_prefix(tc.hipcc_prefix, [exe]), root=tmp_path, env=tc.hip_env())
    assert built.returncode == 0 and run is not None, built.stderr[-3000:]
    assert run.returncode == 0 and run.stdout.strip() == "7 0", run.stdout + run.stderr
