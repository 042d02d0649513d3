"""A CUDA program that runs cass-lsp's half tangents (cass_lsp/runtime/headers/half_tanh.h: htanh, htanh_approx, h2tanh,
h2tanh_approx) beside cuda_fp16.h's on an NVIDIA GPU, for every one of the 65,536 half values
(the half2 forms on pairs of different values, lane by lane), and writes the raw results:

    python3 half_tanh_driver.py > /tmp/t.cu && nvcc -O2 -arch=sm_90 /tmp/t.cu -o /tmp/t && /tmp/t raw.bin
    python3 half_tanh_driver.py --summary raw.bin

The summary measures each result in units in the last place (ulps, over the ordered half
values) from the correctly rounded tanh (numpy's double tanh rounded to half) and from CUDA's;
half_tanh_reference.txt holds it as recorded on an NVIDIA H100, with the hashes of CUDA's
results. tests/runtime/test_definitions.py checks that the definitions cass-lsp writes today are the ones recorded,
and that they give the correctly rounded tanh when hipcc builds them for the CPU.
"""

from __future__ import annotations

import hashlib
import math
import struct
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from cass_lsp import runtime

NAMES = ("htanh", "htanh_approx", "h2tanh", "h2tanh_approx")


def definitions() -> str:
    return "".join(runtime.HELPERS[name].code for name in NAMES)


def definition_hash() -> str:
    return hashlib.sha256(definitions().encode()).hexdigest()[:16]


def source() -> str:
    ours = definitions().replace("#include <hip/hip_fp16.h>\n", "")
    return (
        "#include <cuda_fp16.h>\n#include <cstdio>\nnamespace cass {\n"
        + ours
        + """}  // namespace cass

// raw: a row of 65536 results per entry of the driver's row list (half2: lane x rows, then lane y).
__global__ void run(unsigned short* raw) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  const __half a = __ushort_as_half((unsigned short)i);
  const __half2 ab = __halves2half2(a, __ushort_as_half((unsigned short)partner(i)));
  unsigned short* row = raw;
  const __half results[] = {
    htanh(a), cass::htanh(a), htanh_approx(a), cass::htanh_approx(a),
    __low2half(h2tanh(ab)), __low2half(cass::h2tanh(ab)),
    __low2half(h2tanh_approx(ab)), __low2half(cass::h2tanh_approx(ab)),
    __high2half(h2tanh(ab)), __high2half(cass::h2tanh(ab)),
    __high2half(h2tanh_approx(ab)), __high2half(cass::h2tanh_approx(ab)),
  };
  for (const __half r : results) { row[i] = __half_as_ushort(r); row += 65536; }
}

int main(int argc, char** argv) {
  if (argc != 2) { fprintf(stderr, "usage: %s RAW_FILE\\n", argv[0]); return 2; }
  unsigned short* raw;
  cudaMallocManaged(&raw, ROWS * 65536 * sizeof(unsigned short));
  run<<<256, 256>>>(raw);
  if (cudaDeviceSynchronize() != cudaSuccess) {
    fprintf(stderr, "%s\\n", cudaGetErrorString(cudaGetLastError()));
    return 1;
  }
  FILE* f = fopen(argv[1], "wb");
  fwrite(raw, sizeof(unsigned short), ROWS * 65536, f);
  fclose(f);
  return 0;
}
""".replace("ROWS", str(len(ROWS))).replace("partner(i)", "(i * 40503u + 7u) & 0xffffu")
    )


# The rows the program writes: (function, whose, lane); lane "x" or "y" for the half2 forms.
_LANES = (("", ("htanh", "htanh_approx")), ("x", ("h2tanh", "h2tanh_approx")), ("y", ("h2tanh", "h2tanh_approx")))
ROWS = [(f, who, lane) for lane, fs in _LANES for f in fs for who in ("cuda", "ours")]


def lane_inputs(lane: str) -> list[int]:
    """The bits of the half each result of a row is the tanh of."""
    return [(i * 40503 + 7) & 0xFFFF if lane == "y" else i for i in range(65536)]


def exact_bits(bits: int) -> int:
    """The correctly rounded tanh of the half with these bits (struct's half rounds to nearest even);
    CUDA's canonical NaN (0x7fff) for a NaN."""
    (x,) = struct.unpack("<e", struct.pack("<H", bits))
    return struct.unpack("<H", struct.pack("<e", math.tanh(x)))[0] if not math.isnan(x) else 0x7FFF


def ulps(a: int, b: int) -> int:
    """Distance in ulps over the ordered half values; NaN to NaN is 0."""
    nan_a, nan_b = (a & 0x7C00) == 0x7C00 and a & 0x3FF, (b & 0x7C00) == 0x7C00 and b & 0x3FF
    if nan_a or nan_b:
        return 0 if nan_a and nan_b else 1 << 20
    return abs((-(a & 0x7FFF) if a & 0x8000 else a) - (-(b & 0x7FFF) if b & 0x8000 else b))


def summary(raw_path: Path) -> str:
    data = raw_path.read_bytes()
    rows = {key: struct.unpack_from("<65536H", data, 2 * 65536 * k) for k, key in enumerate(ROWS)}
    lines = [
        f"definitions {definition_hash()}",
        "# function: max ulps from the correctly rounded tanh (CUDA's, ours); max ulps ours-CUDA; results"
        " differing from CUDA's; sha256 of CUDA's results",
    ]
    for f in NAMES:
        lanes = [""] if f.startswith("htanh") else ["x", "y"]
        cuda = [v for lane in lanes for v in rows[(f, "cuda", lane)]]
        ours = [v for lane in lanes for v in rows[(f, "ours", lane)]]
        exact = [exact_bits(b) for lane in lanes for b in lane_inputs(lane)]
        apart = [ulps(o, c) for o, c in zip(ours, cuda, strict=True)]
        digest = hashlib.sha256(struct.pack(f"<{len(cuda)}H", *cuda)).hexdigest()[:16]
        cuda_err = max(ulps(c, e) for c, e in zip(cuda, exact, strict=True))
        ours_err = max(ulps(o, e) for o, e in zip(ours, exact, strict=True))
        lines.append(f"{f} {cuda_err} {ours_err} {max(apart)} {sum(d > 0 for d in apart)} {digest}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if sys.argv[1:2] == ["--summary"]:
        print(summary(Path(sys.argv[2])), end="")
    else:
        print(source())
