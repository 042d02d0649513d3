"""What HIP lacks, defined (issue 11, item 7): the translator's use of the runtime's definitions
(cass_lsp/translate/compat.py; their values are checked in tests/runtime/): inline in a single file,
one header in a port, never twice, compiled for every target of each lane; and the definitions
that depend on the target HIP (hipsparseGetErrorString for HIP 5).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.translate import TranslateOptions
from tests.lanes import LANE_TARGETS, compile_on_lane, hip_lane, run_host_program
from tests.translate.platforms import amd_side
from tests.translate.strict import translate, translate_kernel

SCRIPT = Path(sys.executable).with_name("cass-lsp")


def test_cub_debug_exit_is_defined_with_hipcubs_check() -> None:
    src = "#include <cub/cub.cuh>\nint main() { CubDebugExit(cudaDeviceSynchronize()); return 0; }\n"
    text = translate(src).text
    assert "#define CubDebugExit(e) if (HipcubDebug(e)) { exit(1); }" in text
    assert text.index("#define CubDebugExit") < text.index("int main")


# A CUDA program that uses the intrinsics in kernels, in a #define body and in a header.
PROGRAM = """\
#include <cstdio>
#include "simd.cuh"
#define AVG(a, b) __vavgu4(a, b)

__global__ void simd(const unsigned* a, const unsigned* b, unsigned* out, int* s, bool* p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __vadd4(a[i], b[i]) ^ __vsubss2(a[i], b[i]) ^ __vmaxs4(a[i], b[i]) ^ AVG(a[i], b[i]);
  out[i] ^= __vcmpgtu2(a[i], b[i]) + __vsetles4(a[i], b[i]) + __vsads2(a[i], b[i]) + __vabsss4(a[i]);
  s[i] = __vimax3_s32((int)a[i], (int)b[i], 0) + __viaddmin_s32_relu((int)a[i], (int)b[i], 7);
  out[i] += __vibmax_u16x2(a[i], b[i], &p[2 * i], &p[2 * i + 1]) + mix(a[i], b[i]);
  s[i] += __dp4a((int)a[i], (int)b[i], 0) + (int)__dp2a_hi(a[i], b[i], 1u);
  s[i] += __dp4a(make_char4(1, -2, 3, -4), make_char4(5, 6, 7, 8), s[i]);
}

int main() {
  unsigned *a, *b, *out; int* s; bool* p;
  cudaMalloc(&a, 256 * 4); cudaMalloc(&b, 256 * 4); cudaMalloc(&out, 256 * 4);
  cudaMalloc(&s, 256 * 4); cudaMalloc(&p, 512);
  simd<<<1, 256>>>(a, b, out, s, p);
  return cudaDeviceSynchronize() != cudaSuccess;
}
"""
HEADER = (
    "#pragma once\n__device__ inline unsigned mix(unsigned a, unsigned b) { return __vabsdiffu4(a, b) | __vneg2(a); }\n"
)


@pytest.mark.slow
@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_translated_files_with_inline_definitions_compile(lane: str, tmp_path: Path) -> None:
    """`cass-lsp translate` of each file: definitions inline, guarded, so the .hip that includes
    the translated header gets each once."""
    tc = hip_lane(lane)
    options = TranslateOptions(hip_version=tc.hip_version)
    main = translate(PROGRAM, options)
    header = translate(HEADER, options)
    assert "__vabsdiffu4" in header.compat and "__vabsdiffu4" not in main.compat
    assert main.compat == (
        "__dp2a_hi", "__dp4a", "__vabsss4", "__vadd4", "__vavgu4", "__vcmpgtu2", "__viaddmin_s32_relu",
        "__vibmax_u16x2", "__vimax3_s32", "__vmaxs4", "__vsads2", "__vsetles4", "__vsubss2",
    )  # fmt: skip
    assert not [f for f in main.findings if f.code == "unsupported-api"]
    assert [f.code for f in main.findings].count("hip-compat") == len(main.compat)
    (tmp_path / "main.hip").write_text(main.text, encoding="utf-8")
    (tmp_path / "simd.cuh").write_text(header.text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


def test_definitions_sit_after_the_runtime_include_and_are_guarded() -> None:
    text = translate(PROGRAM).text
    lines = text.splitlines()
    runtime = lines.index('#include "hip/hip_runtime.h"')
    assert lines[runtime + 1].startswith("// What HIP lacks")
    assert text.index("#ifndef CASS_HIP_COMPAT___vadd4") < text.index("#include <cstdio>")
    assert text.count("static inline __host__ __device__ unsigned int __vadd4(") == 1
    # Translating the translation adds nothing: the names are defined in the file now.
    assert translate(text).text == text


def test_a_users_own_definition_wins() -> None:
    src = (
        "__device__ unsigned __vadd4(unsigned a, unsigned b) { return a + b; }\n"
        "__global__ void k(unsigned* x) { x[0] = __vadd4(x[1], x[2]); }\n"
    )
    r = translate(src)
    assert r.compat == () and "CASS_HIP_COMPAT" not in r.text
    assert "hip-compat" not in [f.code for f in r.findings]


def test_kernel_conversion_brings_the_definitions_it_needs() -> None:
    src = (
        '#include "hip/hip_runtime.h"\n#include <cstdio>\n'
        "__global__ void k(unsigned* x) { x[0] = __vminu2(x[1], x[2]); }\n"
    )
    k = translate_kernel(src, "k")
    assert len(k.include_edits) == 1
    edit = k.include_edits[0]
    assert edit.start == len('#include "hip/hip_runtime.h"\n')  # after the runtime include
    assert "__vminu2(unsigned int a, unsigned int b)" in edit.text


@pytest.mark.slow
@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_port_writes_one_header_and_includes_it(lane: str, tmp_path: Path) -> None:
    if not SCRIPT.exists():
        pytest.skip(f"console script not installed at {SCRIPT}")
    tc = hip_lane(lane)
    src = tmp_path / "proj"
    (src / "inc").mkdir(parents=True)
    (src / "main.cu").write_text(PROGRAM.replace('"simd.cuh"', '"inc/simd.cuh"'), encoding="utf-8")
    (src / "inc" / "simd.cuh").write_text(HEADER, encoding="utf-8")
    out = tmp_path / "out"
    r = subprocess.run(
        [
            str(SCRIPT),
            "port",
            str(src),
            "--out-dir",
            str(out),
            "--hip-version",
            tc.hip_version or "",
            "--progress",
            "never",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    header = (out / runtime.HEADER_NAME).read_text(encoding="utf-8")
    main, sub = (out / "main.hip").read_text(encoding="utf-8"), (out / "inc" / "simd.cuh").read_text(encoding="utf-8")
    assert '#include "cass_hip_compat.h"\n' in main and '#include "../cass_hip_compat.h"\n' in sub
    assert "CASS_HIP_COMPAT" not in main and "CASS_HIP_COMPAT" not in sub
    assert header.count("#ifndef CASS_HIP_COMPAT_") == 15  # the union of both files' needs
    compile_on_lane(lane, out / "main.hip")


# -- cooperative_groups::reduce ----------------------------------------------------------------

CG_PROGRAM = """\
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
struct SumMax { float sum, max; };
__device__ SumMax sum_max(SumMax a, SumMax b) { return {a.sum + b.sum, fmaxf(a.max, b.max)}; }
__global__ void k(const float* x, float* out, SumMax* sm) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = x[threadIdx.x];
  out[threadIdx.x] = cg::reduce(warp, v, cg::plus<float>{}) + cg::reduce(warp, v, cg::greater<float>());
  sm[threadIdx.x] = cg::reduce(warp, SumMax{v, v}, sum_max);
  auto quad = cg::tiled_partition<4>(cg::this_thread_block());
  out[threadIdx.x] += cg::reduce(quad, (int)v, cg::bit_xor<int>());
}
"""


@pytest.mark.slow
@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_cg_reduce_translations_compile_on_every_target(lane: str, tmp_path: Path) -> None:
    result = translate(CG_PROGRAM, TranslateOptions(hip_version=lane))
    assert "cooperative_groups/reduce.h" not in amd_side(result.text)
    assert [f.code for f in result.findings if f.severity.name == "ERROR"] == []
    assert "hip-compat" in {f.code for f in result.findings}
    main = tmp_path / "cg.hip"
    main.write_text(result.text, encoding="utf-8")
    compile_on_lane(lane, main)


# -- what an older HIP lacks: backports --------------------------------------------------------

SPARSE_STATUS_PROGRAM = """\
#include <cstdio>
#include <cusparse.h>
int main() {
  for (int s = 0; s <= 12; ++s) printf("%d %s\\n", s, cusparseGetErrorString((cusparseStatus_t)s));
  return 0;
}
"""


def _hipsparse_status_names() -> dict[int, str]:
    """hipSPARSE 5.2's status enumerators, read from its header (the reference for the backport)."""
    header = Path("/usr/include/hipsparse/hipsparse.h")
    if not header.is_file():
        pytest.skip(f"HIP 5.2's hipSPARSE header is not at {header}")
    body = header.read_text(encoding="utf-8").split("typedef enum", 1)[1].split("hipsparseStatus_t", 1)[0]
    return {int(v): f"HIPSPARSE_STATUS_{n}" for n, v in re.findall(r"HIPSPARSE_STATUS_(\w+)\s*=\s*(\d+)", body)}


def test_hipsparse_error_string_is_defined_for_hip_5_only() -> None:
    old = translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version="5.2.3"))
    assert old.compat == ("hipsparseGetErrorString",)
    assert {f.code for f in old.findings} == {"hip-compat"}  # no hip-version error any more
    assert "HIP 5.2.3 has no hipsparseGetErrorString" in old.findings[0].message
    new = translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version="6.4.3"))
    assert new.compat == () and "CASS_HIP_COMPAT" not in new.text and not new.findings
    assert "hipsparseGetErrorString((hipsparseStatus_t)s)" in new.text


@pytest.mark.slow
def test_hipsparse_error_string_backport_runs_on_hip_5(tmp_path: Path) -> None:
    """Built by HIP 5.2's hipcc and run on the CPU: every status's name, as hipSPARSE's header spells it."""
    tc = hip_lane("5.2")
    src = tmp_path / "status.hip"
    src.write_text(translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version=tc.hip_version)).text, "utf-8")
    run = run_host_program(tc, src)
    assert run.returncode == 0, run.stderr[-2000:]
    printed = dict(line.split(" ", 1) for line in run.stdout.splitlines())
    names = _hipsparse_status_names()
    assert len(names) == 12
    assert {int(k): v for k, v in printed.items() if int(k) in names} == names
    assert printed["12"] == "Unrecognized status code"


@pytest.mark.slow
def test_hipsparse_error_string_backport_yields_to_hip_6s_own(tmp_path: Path) -> None:
    """The output for HIP 5 still compiles when it meets HIP 6, whose hipSPARSE declares the name."""
    hip_lane("6.4")
    main = tmp_path / "status.hip"
    main.write_text(translate(SPARSE_STATUS_PROGRAM, TranslateOptions(hip_version="5.2.3")).text, "utf-8")
    compile_on_lane("6.4", main)


# -- half tangents, bf16 helpers, __grid_constant__ ---------------------------------------------

HALF_PROGRAM = """\
#include <cuda_fp16.h>
struct Params { const __half2* in; __half2* out; __half* one; };
__global__ void k(const __grid_constant__ Params p) {
  const int i = threadIdx.x;
  p.out[i] = h2tanh_approx(p.in[i]) + h2tanh(p.in[i]);
  p.one[i] = htanh_approx(p.one[i]) + htanh(p.one[i]);
}
"""
# FlashInfer's make_bfloat162 for old CUDA: on HIP the test holds in the device pass only.
BF16_PAIR = """\
#include <cuda_bf16.h>
#if (__CUDACC_VER_MAJOR__ * 10000 + __CUDACC_VER_MINOR__ * 100 < 120200) && defined(__CUDA_ARCH__)
__device__ inline __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) {
  __nv_bfloat162 t; t.x = x; t.y = y; return t;
}
#endif
__device__ __nv_bfloat162 pair(__nv_bfloat16 v) { return make_bfloat162(v, v); }
"""


@pytest.mark.slow
@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_half_tanh_bf16_pair_and_grid_constant_translations_compile(lane: str, tmp_path: Path) -> None:
    """On 6.4, make_bfloat162 is the file's own in the device pass and cass-lsp's in the host pass:
    both passes compile, with no error finding."""
    program = HALF_PROGRAM + (BF16_PAIR if lane == "6.4" else "")
    result = translate(program, TranslateOptions(hip_version=lane))
    assert not [f for f in result.findings if f.severity.name == "ERROR"], result.findings
    expected = {"htanh", "htanh_approx", "h2tanh", "h2tanh_approx", "__grid_constant__"}
    assert expected | ({"make_bfloat162"} if lane == "6.4" else set()) == set(result.compat)
    main = tmp_path / "half.hip"
    main.write_text(result.text, encoding="utf-8")
    compile_on_lane(lane, main)
