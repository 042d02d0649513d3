"""cuda_fp8.h's C conversion API, defined in software (cass_lsp/runtime/headers/fp8.h, translate/fp8.py).

The reference is CUDA itself: tests/runtime/reference/fp8_driver.cu's output on an NVIDIA H100
(fp8_reference.txt, README there). The same driver, built here for the CPU by each lane's hipcc
with the definitions a translation carries in place of cuda_fp8.h, must print the same bytes.
Then the translation: cuda_fp8.h becomes the runtime include, the API pulls its definitions, the
C++ classes keep an error naming them, and HeCBench's two fp8 programs translate without error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.translate import TranslateOptions, fp8
from tests.lanes import compile_on_lane, hip_lane, run_host_program
from tests.translate.platforms import amd_side
from tests.translate.strict import translate

REFERENCE = Path(__file__).parents[1] / "runtime" / "reference"
ERRORS = {"fp8", "unsupported-api", "unsupported-header", "unknown-api"}


def _driver_source() -> str:
    driver = (REFERENCE / "fp8_driver.cu").read_text(encoding="utf-8")
    return "#include <hip/hip_runtime.h>\n" + runtime.definitions(runtime.FP8) + "#define CASS_FP8_HOST_ONLY\n" + driver


def _build_and_run(lane: str, folder: Path, source: str, name: str) -> str:
    """``source`` built for the CPU by ``lane``'s hipcc and run (in the root, for the 6.4 lane)."""
    tc = hip_lane(lane)
    src = folder / f"{name}.hip"
    src.write_text(source, encoding="utf-8")
    run = run_host_program(tc, src)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_every_table_is_the_h100s_byte_for_byte(lane: str, tmp_path: Path) -> None:
    """float, double, float2, half and half2 to fp8 in both encodings and saturation modes, fp8 and
    fp8x2 to half: the digests, then the full float->fp8 and fp8->half tables."""
    recorded = (REFERENCE / "fp8_reference.txt").read_text(encoding="utf-8")
    out = _build_and_run(lane, tmp_path, _driver_source(), "fp8")
    digests = [line for line in out.splitlines() if line.startswith("digest")]
    assert digests == [line for line in recorded.splitlines() if line.startswith("digest")]
    assert len(digests) == 20
    assert out == recorded


# CUDA 13's __nv_cvt_double_to_fp8 (and double2) on NaNs, which the sweep's doubles reach only
# with a few payloads: host code of cuda_fp8.hpp, built by nvcc 13.0 (its host and GPU results agreed on
# every recorded table). Bits, then E4M3 NOSAT, E4M3 SATFINITE, E5M2 NOSAT, E5M2 SATFINITE.
DOUBLE_NANS = """\
7ff0000000000001 7f 7f 7e 7e
7ff4000000000000 7f 7f 7f 7f
7ff8000000000000 7f 7f 7e 7e
7ffc000000000000 7f 7f 7f 7f
7ffe000000000000 7f 7f 7f 7f
7fffffffffffffff 7f 7f 7f 7f
fff0000000000001 ff ff fe fe
fff8000000000000 ff ff fe fe
fffc000000000000 ff ff ff ff
ffffffffffffffff ff ff ff ff
"""
NAN_PROGRAM = """\
#include <cstdio>
#include <cstring>
int main() {
  const unsigned long long v[] = {%s};
  for (unsigned long long u : v) {
    double d;
    memcpy(&d, &u, 8);
    printf("%%016llx", u);
    for (int m = 0; m < 4; ++m)
      printf(" %%02x", __nv_cvt_double_to_fp8(d, (m & 1) ? __NV_SATFINITE : __NV_NOSAT,
                                             (m & 2) ? __NV_E5M2 : __NV_E4M3));
    double2 p;
    p.x = 1.0;
    p.y = d;
    printf(" %%04x\\n", __nv_cvt_double2_to_fp8x2(p, __NV_NOSAT, __NV_E5M2));
  }
}
"""


@pytest.mark.slow
def test_double_nans_as_cuda_gives_them(tmp_path: Path) -> None:
    rows = [line.split() for line in DOUBLE_NANS.splitlines()]
    source = NAN_PROGRAM % ", ".join(f"0x{r[0]}ull" for r in rows)
    out = _build_and_run(
        "6.4", tmp_path, "#include <hip/hip_runtime.h>\n" + runtime.definitions(runtime.FP8) + source, "nan"
    )
    got = [line.split() for line in out.splitlines()]
    assert [g[:5] for g in got] == rows
    assert [g[5] for g in got] == [f"{r[3]}3c" for r in rows]  # x (1.0 is 0x3C) in the low byte


# f8cast's kernels (HeCBench f8cast-cuda/kernels.h) and reshapeKVCache's conversion (utils.h).
PROGRAM = """\
#include <cuda.h>
#include <cuda_fp8.h>
#include <cuda_bf16.h>
#include <cstdint>

template <typename Td, typename Ts>
__global__ void fp32_cvt_e4m3(Td *__restrict__ dst, const Ts *__restrict__ src, const int nelems) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nelems) dst[i] = __nv_cvt_float_to_fp8(src[i], __NV_SATFINITE, __NV_E4M3);
}

__inline__ __device__ uint8_t scaled(const __nv_bfloat16 &a, const float scale,
                                     const __nv_fp8_interpretation_t fp8_type) {
  __nv_fp8_storage_t res = __nv_cvt_float_to_fp8(__bfloat162float(a) / scale, __NV_SATFINITE, fp8_type);
  return (uint8_t)res;
}

#define TO_E5M2(x) __nv_cvt_float_to_fp8((x), __NV_NOSAT, __NV_E5M2)
__global__ void more(const float2 *in, __nv_fp8x2_storage_t *out, __half_raw *h) {
  const int i = threadIdx.x;
  out[i] = __nv_cvt_float2_to_fp8x2(in[i], __NV_SATFINITE, __NV_E5M2) + TO_E5M2(in[i].x);
  h[i] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)out[i], __NV_E4M3);
}
template __global__ void fp32_cvt_e4m3<uint8_t, float>(uint8_t *, const float *, const int);
"""


def test_the_api_translates_without_error_and_pulls_its_definitions() -> None:
    for hip in ("6.4.3", "5.2.3"):
        result = translate(PROGRAM, TranslateOptions(hip_version=hip))
        assert not {f.code for f in result.findings} & ERRORS, [f.message for f in result.findings]
        assert "cuda_fp8.h" not in amd_side(result.text) and "#include <hip/hip_runtime.h>" in result.text
        for name in ("__nv_cvt_float_to_fp8", "__nv_cvt_float2_to_fp8x2", "__nv_cvt_fp8_to_halfraw"):
            assert f"#define CASS_HIP_COMPAT_{name}\n" in result.text
        for name in (
            "__nv_fp8_interpretation_t",
            "__nv_saturation_t",
            "__nv_fp8x2_storage_t",
            "__cass_fp8_from_double",
        ):
            assert f"#define CASS_HIP_COMPAT_{name}\n" in result.text
        # Only what the file uses: no double or half->fp8 conversion.
        for name in ("__nv_cvt_double_to_fp8", "__nv_cvt_halfraw_to_fp8", "__cass_half_bits_to_double"):
            assert f"#define CASS_HIP_COMPAT_{name}\n" not in result.text


@pytest.mark.slow
def test_the_translation_compiles_for_every_target(tmp_path: Path) -> None:
    """gfx942 included, where hip_fp8.h's NVIDIA encodings would assert: these are integer code."""
    src = tmp_path / "fp8.hip"
    src.write_text(translate(PROGRAM, TranslateOptions(hip_version="6.4.3")).text, encoding="utf-8")
    compile_on_lane("6.4", src)


def test_the_classes_keep_an_error_naming_them() -> None:
    source = (
        "#include <cuda_fp8.h>\n"
        "__global__ void k(const float* in, __nv_fp8_e4m3* out, __nv_fp8x2_e5m2* two) {\n"
        "  out[0] = __nv_fp8_e4m3(in[0]);\n"
        "  unsigned char c = __nv_cvt_float_to_fp8(in[1], __NV_NOSAT, __NV_E4M3);\n"
        "  (void)c;\n"
        "}\n"
    )
    for hip, says in (("6.4.3", "FNUZ"), ("5.2.3", "before 6.2")):
        findings = translate(source, TranslateOptions(hip_version=hip)).findings
        errors = [f for f in findings if f.code == "fp8"]
        assert {f.message.split()[0] for f in errors} == {"__nv_fp8_e4m3", "__nv_fp8x2_e5m2"}
        assert all("C++ classes" in f.message and says in f.message for f in errors)
        assert not {f.code for f in findings} & (ERRORS - {"fp8"})  # the header and the C API: no error


def test_every_name_of_the_api_is_claimed() -> None:
    """The names the definitions cover, and the ones left to the finding."""
    assert set(fp8.DEFINED) >= {
        "__nv_fp8_storage_t",
        "__nv_fp8x2_storage_t",
        "__nv_fp8_interpretation_t",
        "__nv_saturation_t",
        "__NV_E4M3",
        "__NV_E5M2",
        "__NV_NOSAT",
        "__NV_SATFINITE",
        "__nv_cvt_float_to_fp8",
        "__nv_cvt_double_to_fp8",
        "__nv_cvt_float2_to_fp8x2",
        "__nv_cvt_halfraw_to_fp8",
        "__nv_cvt_fp8_to_halfraw",
        "__nv_cvt_fp8x2_to_halfraw2",
    }
    assert all(fp8.is_fp8(name) for name in fp8.DEFINED)
    assert not {"__nv_fp8_e4m3", "__nv_cvt_bfloat16raw_to_fp8"} & set(fp8.DEFINED)
