"""bfloat16 for the HIP targeted (cass_lsp/translate/bf16.py): HIP 6.2+'s hip_bf16.h types and
intrinsics, the round-to-nearest conversions it lacks defined with CUDA's rounding, HIP 5.x's
hip_bfloat16 with its findings. Compiled for every target of the lane each output is for, and the
conversions run as host code built by the 6.4 lane's hipcc, checked against a reference here."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane, hip_lane, run_host_program
from tests.translate.platforms import amd_side
from tests.translate.strict import translate

PROGRAM = """\
#include <cstdio>
#include <cuda_bf16.h>
#define TO_BF(x) __float2bfloat16_rn(x)

__global__ void mix(__nv_bfloat16* o, const float* x, __nv_bfloat162* p) {
  int i = threadIdx.x;
  o[i] = TO_BF(x[i]);
  p[i] = __floats2bfloat162_rn(x[i], 1.0f);
  float2 f = __bfloat1622float2(p[i]);
  o[i] = __hadd(o[i], __float2bfloat16(f.x + __bfloat162float(o[i])));
  nv_bfloat162 q = __float2bfloat162_rn(f.y);
  p[i] = __hmul2(p[i], __halves2bfloat162(__low2bfloat16(q), __high2bfloat16(q)));
}

int main() {
  const float xs[] = {1.0f, 1.00390625f, 1.01171875f, -3.14159265f, 65504.0f, 1e-40f, 3.0e38f, 0.333333343f};
  for (float x : xs) {
    __nv_bfloat16 a = __float2bfloat16_rn(x);
    __nv_bfloat162 b = __floats2bfloat162_rn(x, -x);
    __nv_bfloat162 c = __float2bfloat162_rn(x);
    printf("%a %a %a %a\\n", __bfloat162float(a), __low2float(b), __high2float(b), __high2float(c));
  }
  mix<<<1, 32>>>(nullptr, nullptr, nullptr);
  return 0;
}
"""


def _port(hip: str) -> tuple[str, list]:
    result = translate(PROGRAM, TranslateOptions(hip_version=hip))
    return result.text, result.findings


def test_hip_6_gets_hip_bf16_types_and_intrinsics_under_cudas_names() -> None:
    text, findings = _port("6.4")
    assert "#include <hip/hip_bf16.h>" in text and "cuda_bf16" not in amd_side(text) and "hip_bfloat16.h" not in text
    assert "__nv_bfloat16" not in text and "nv_bfloat162 q" not in text
    assert "__hip_bfloat16* o" in text and "__hip_bfloat162* p" in text and "__hip_bfloat162 q" in text
    for kept in ("__bfloat1622float2(p[i])", "__float2bfloat16(f.x", "__bfloat162float(o[i])", "__low2bfloat16(q)"):
        assert kept in text
    # The conversions HIP lacks are defined once each, before the first use (macro body included).
    for name in ("__float2bfloat16_rn", "__floats2bfloat162_rn", "__float2bfloat162_rn"):
        assert text.count(f"#define CASS_HIP_COMPAT_{name}\n") == 1
        assert text.index(f"CASS_HIP_COMPAT_{name}") < text.index("#define TO_BF")
    assert {f.code for f in findings} == {"hip-compat"}


def test_hip_5_keeps_hip_bfloat16_and_says_what_it_lacks() -> None:
    text, findings = _port("5.2")
    assert "#include <hip/hip_bfloat16.h>" in text and "hip_bfloat16* o" in text
    codes = {f.code for f in findings}
    assert "bfloat16" in codes
    unsupported = {f.message.split()[0] for f in findings if f.code == "unsupported-api"}
    assert {"__nv_bfloat162", "__floats2bfloat162_rn", "__bfloat1622float2"} <= unsupported
    bf = next(f for f in findings if f.code == "bfloat16")
    assert "HIP 5.x" in bf.message and "6.2+" in bf.message


@pytest.mark.slow
def test_hip_6_output_compiles_for_every_target(tmp_path: Path) -> None:
    src = tmp_path / "bf16.hip"
    src.write_text(_port("6.4")[0], encoding="utf-8")
    compile_on_lane("6.4", src)


def _bf16_rn(x: float) -> float:
    """CUDA's __float2bfloat16_rn: round the float's bits to the upper 16, to nearest, ties to even."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


@pytest.mark.slow
def test_conversions_round_as_cuda_does(tmp_path: Path) -> None:
    """The program built for the host by the 6.4 lane and run in its root: each value as CUDA's
    round-to-nearest-even gives it (1.00390625 is a tie that rounds down to even, 1.01171875 one
    that rounds up)."""
    tc = hip_lane("6.4")
    src = tmp_path / "bf16.hip"
    src.write_text(_port("6.4")[0], encoding="utf-8")
    run = run_host_program(tc, src)  # in the root: the binary links the root's libamdhip64
    # main() runs the host conversions first; the launch after them fails without a GPU.
    lines = run.stdout.splitlines()
    xs = [1.0, 1.00390625, 1.01171875, -3.14159265, 65504.0, 1e-40, 3.0e38, 0.333333343]
    assert len(lines) == len(xs), run.stdout + run.stderr
    for x, line in zip(xs, lines, strict=True):
        a, lo, hi, both = (float.fromhex(v) for v in line.split())
        want = _bf16_rn(struct.unpack("<f", struct.pack("<f", x))[0])
        assert (a, lo, hi, both) == (want, want, -want, want), (x, line)
    assert _bf16_rn(1.00390625) == 1.0 and _bf16_rn(1.01171875) == 1.015625  # the reference's ties
