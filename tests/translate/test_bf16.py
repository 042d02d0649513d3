"""bfloat16 for the HIP targeted (cass_lsp/translate/bf16.py): HIP 6.2+'s hip_bf16.h types and
intrinsics, the round-to-nearest conversions it lacks defined with CUDA's rounding, HIP 5.x's
hip_bfloat16 with CUDA's implicit conversions (cass_bfloat16) and its findings. Compiled for every
target of the lane each output is for (and on HIP's NVIDIA platform), and the conversions run as host
code built by hipcc, checked against a reference here."""

from __future__ import annotations

import math
import struct
from fractions import Fraction
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


def test_hip_5_has_hip_bfloat16_and_says_what_it_lacks() -> None:
    text, findings = _port("5.2")
    assert "#include <hip/hip_bfloat16.h>" in text and "cass_bfloat16* o" in text
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


# What CUDA code writes of __nv_bfloat16 that HIP 5.x's hip_bfloat16 refuses: implicit conversions from
# an int, a float, a double (HeCBench's fma, hadamard, reshapeKVCache, softmax-fused, in templates whose
# T is the bfloat16 type), and compound assignments of a float or of a product.
IMPLICIT = """\
#include <cstdio>
#include <cstdlib>
#include <cuda_bf16.h>

template <typename T>
__global__ void scale(T* out, const float* in, float s, int n) {
  T zero = 0;
  int i = threadIdx.x;
  if (i < n) out[i] = in[i] * s;
  if (i == n) out[i] = zero;
}

template <typename T>
void fill(T* h, int n) {
  srand(123);
  for (int i = 0; i < n; i++) h[i] = rand() % 5;
  h[0] = (rand() / (float)RAND_MAX) * 2.0 - 1.0;
  h[1] += 0.5f;
  h[2] += h[0] * h[1];
}

int main() {
  __nv_bfloat16 h[8];
  fill(h, 8);
  scale<__nv_bfloat16><<<1, 8>>>(nullptr, nullptr, 2.0f, 8);
  printf("%f\\n", (float)h[1]);
  return 0;
}
"""


def test_hip_5_bfloat16_is_hip_bfloat16_with_cudas_implicit_conversions() -> None:
    result = translate(IMPLICIT, TranslateOptions(hip_version="5.2"))
    text = result.text
    code = text.split("// End of cass-lsp's definitions.\n")[1]
    assert "__nv_bfloat16" not in code and "scale<cass_bfloat16><<<" in code and "cass_bfloat16 h[8]" in code
    assert text.count("#define CASS_HIP_COMPAT_cass_bfloat16\n") == 1
    assert text.index("struct cass_bfloat16 : hip_bfloat16") < text.index("void fill")
    bf = next(f for f in result.findings if f.code == "bfloat16")
    assert "cass_bfloat16" in bf.message and "implicit" in bf.message
    assert "cass_bfloat16" not in translate(IMPLICIT, TranslateOptions(hip_version="6.4")).text  # hip_bf16.h's own


@pytest.mark.slow
def test_hip_5_implicit_conversions_build_on_amd_and_on_nvidia(tmp_path: Path) -> None:
    """Debian's hipcc (HIP 5.2) and HIP's NVIDIA platform (nvcc over HIP 5.2's headers) both build it."""
    from tests.nvidia_lane import compile_on_nvidia

    src = tmp_path / "implicit.hip"
    src.write_text(translate(IMPLICIT, TranslateOptions(hip_version="5.2")).text, encoding="utf-8")
    compile_on_lane("5.2", src)
    compile_on_nvidia(src, link=True)


def _bf16_of(value: Fraction) -> float:
    """The bfloat16 nearest ``value`` (ties to even), from the exact value: CUDA's __double2bfloat16,
    __int2bfloat16_rn, __ll2bfloat16_rn..."""
    if value == 0:
        return 0.0
    sign, m = (-1 if value < 0 else 1), abs(value)
    exponent = m.numerator.bit_length() - m.denominator.bit_length()
    while Fraction(2) ** exponent > m:
        exponent -= 1
    while Fraction(2) ** (exponent + 1) <= m:
        exponent += 1
    ulp = Fraction(2) ** (max(exponent, -126) - 7)  # 8 significant bits; subnormals below 2^-126
    q, rest = divmod(m, ulp)
    if rest > ulp / 2 or (rest == ulp / 2 and q % 2 == 1):
        q += 1
    return sign * (math.inf if q * ulp >= 2**128 else float(q * ulp))


CONVERSIONS = """\
#include <cstdio>
#include <hip/hip_runtime.h>
#include "bf16_hip5.h"
int main() {
  const double ds[] = {DOUBLES};
  for (double d : ds) { cass_bfloat16 b = d; printf("%a\\n", (float)b); }
  const long long ls[] = {LONGS};
  for (long long v : ls) { cass_bfloat16 b = v; printf("%a\\n", (float)b); }
  const int is[] = {INTS};
  for (int v : is) { cass_bfloat16 b = v; printf("%a\\n", (float)b); }
  cass_bfloat16 x = 1.0f;
  x += 0.00390625f;  // a tie: to even, 1.0
  printf("%a\\n", (float)x);
  return 0;
}
"""


@pytest.mark.slow
def test_hip_5_conversions_round_the_value_itself_to_nearest_even(tmp_path: Path) -> None:
    """Built by Debian's hipcc for the host and run: doubles just past a bfloat16 tie once rounded to
    float (where going through float rounds the wrong way), integers past 2^24 and 2^53, each as the
    bfloat16 nearest the exact value."""
    from cass_lsp import runtime

    tie = 1 + 2**-8  # 1.00390625, a bfloat16 tie
    doubles = [tie + 2**-40, tie - 2**-40, -(tie + 2**-40), 3.0e38, 3.4e38, 1e-39, 2.0**-140, 0.1, -7.0]
    longs = [2**62 + 2**54 + 1, 2**62 + 2**54, -(2**40 + 2**32), 2**24 + 1, 9223372036854775807]
    ints = [257, 259, -385, 2147483647, -2147483648, 0, 5]
    program = CONVERSIONS.replace("DOUBLES", ", ".join(f"{d!r}" if d > 2**-100 else f"{d.hex()}" for d in doubles))
    program = program.replace("LONGS", ", ".join(f"{v}LL" for v in longs)).replace("INTS", ", ".join(map(str, ints)))
    program = program.replace("-2147483648", "(-2147483647 - 1)")
    src = tmp_path / "conversions.hip"
    src.write_text(program, encoding="utf-8")
    headers = Path(runtime.__file__).parent / runtime.HEADERS
    run = run_host_program(hip_lane("5.2"), src, extra=[f"-I{headers}"])
    got = [float.fromhex(v) for v in run.stdout.split()]
    want = [_bf16_of(Fraction(v)) for v in (*doubles, *longs, *ints)] + [1.0]
    assert got == want, run.stdout
    assert float(tie + 2**-40) == tie + 2**-40 and struct.unpack("<f", struct.pack("<f", tie + 2**-40))[0] == tie


@pytest.mark.slow
def test_on_nvidia_cuda_bf16_functions_a_port_left_take_it(tmp_path: Path) -> None:
    """HIP 5.x has no bf16x2: the port leaves __nv_bfloat162 and make_bfloat162 with an error each, and on
    HIP's NVIDIA platform they are CUDA's, which take and give the bfloat16 as __nv_bfloat16 did."""
    from tests.nvidia_lane import compile_on_nvidia

    program = (
        "#include <cuda_bf16.h>\n"
        "__global__ void pair(__nv_bfloat162* o, __nv_bfloat16* h) {\n"
        "  *o = make_bfloat162(h[0], h[1]);\n  h[2] = __low2bfloat16(*o);\n}\n"
    )
    result = translate(program, TranslateOptions(hip_version="5.2"))
    assert {"__nv_bfloat162", "make_bfloat162"} <= {
        f.message.split()[0] for f in result.findings if f.code == "unsupported-api"
    }
    src = tmp_path / "pair.hip"
    src.write_text(result.text, encoding="utf-8")
    compile_on_nvidia(src)
