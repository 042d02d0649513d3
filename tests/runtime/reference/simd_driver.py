"""A C++ driver that evaluates CUDA's SIMD intrinsics on a fixed set of inputs and prints one
FNV-1a hash of the results per function.

The same driver runs in two places:

- on an NVIDIA GPU with CUDA's own intrinsics (``--cuda``): its output, recorded on an H100 with
  nvcc 13.0, is ``cuda_reference.txt`` beside this file (how: the README there);
- on this machine's CPU with the definitions cass-lsp emits (``host_source``), compiled with g++
  as host functions: the test compares its hashes with the recorded ones.

The list of functions and their signatures is written here from CUDA's documentation (Math API,
"SIMD Intrinsics"), not taken from cass-lsp, so a function cass-lsp does not define shows up.
This file imports nothing from cass_lsp (it runs on the GPU machine with a bare Python).
"""

from __future__ import annotations

import sys

# Signature kinds: u1/u2/u3 take and return unsigned int (1-3 operands); s2/s3 int; ps/pu take a
# bool* predicate after two operands; p2 two (hi, lo).
CLASSIC = {
    **{f"__v{s}{n}": "u1" for s in ("abs", "absss", "neg", "negss") for n in (2, 4)},
    **{
        f"__v{s}{n}": "u2"
        for s in (
            "absdiffs",
            "absdiffu",
            "add",
            "addss",
            "addus",
            "avgs",
            "avgu",
            "cmpeq",
            "cmpges",
            "cmpgeu",
            "cmpgts",
            "cmpgtu",
            "cmples",
            "cmpleu",
            "cmplts",
            "cmpltu",
            "cmpne",
            "haddu",
            "maxs",
            "maxu",
            "mins",
            "minu",
            "sads",
            "sadu",
            "seteq",
            "setges",
            "setgeu",
            "setgts",
            "setgtu",
            "setles",
            "setleu",
            "setlts",
            "setltu",
            "setne",
            "sub",
            "subss",
            "subus",
        )
        for n in (2, 4)
    },
}
DPX = {}
for _op in ("max", "min"):
    DPX.update(
        {
            f"__vi{_op}_s32_relu": "s2",
            f"__vi{_op}_s16x2_relu": "u2",
            f"__vi{_op}3_s32": "s3",
            f"__vi{_op}3_s32_relu": "s3",
            f"__vi{_op}3_u32": "u3",
            f"__vi{_op}3_s16x2": "u3",
            f"__vi{_op}3_s16x2_relu": "u3",
            f"__vi{_op}3_u16x2": "u3",
            f"__viadd{_op}_s32": "s3",
            f"__viadd{_op}_s32_relu": "s3",
            f"__viadd{_op}_u32": "u3",
            f"__viadd{_op}_s16x2": "u3",
            f"__viadd{_op}_s16x2_relu": "u3",
            f"__viadd{_op}_u16x2": "u3",
            f"__vib{_op}_s32": "ps",
            f"__vib{_op}_u32": "pu",
            f"__vib{_op}_s16x2": "p2",
            f"__vib{_op}_u16x2": "p2",
        }
    )
# Other device functions HIP lacks, by "name@signature" where CUDA overloads the name (f3: three
# floats, the inputs scaled to k/128 with |k| <= 10000 so that no NaN or infinity arises).
OTHER = {
    "__dp4a@s3": "s3",
    "__dp4a@u3": "u3",
    "__dp2a_lo@s3": "s3",
    "__dp2a_lo@u3": "u3",
    "__dp2a_hi@s3": "s3",
    "__dp2a_hi@u3": "u3",
    "__fmaf_ieee_rn": "f3",
}
FUNCTIONS: dict[str, str] = {**CLASSIC, **DPX, **OTHER}


def function_name(key: str) -> str:
    """The C++ name of a FUNCTIONS key ("__dp4a@u3" -> "__dp4a")."""
    return key.split("@")[0]


# Values that sit on lane boundaries: 0, +-1, the signed and unsigned extremes of bytes, halfwords
# and words, and mixes of them across lanes.
EDGES = [
    0x00000000, 0x00000001, 0xFFFFFFFF, 0x0000007F, 0x00000080, 0x000000FF, 0x00007FFF, 0x00008000,
    0x0000FFFF, 0x7FFFFFFF, 0x80000000, 0x01010101, 0x7F7F7F7F, 0x80808080, 0xFEFEFEFE, 0x7FFF8000,
    0x80007FFF, 0x00FF00FF, 0xFF00FF00, 0x7F80FF01, 0x12345678, 0xDEADBEEF, 0x00010001, 0xFFFF0001,
]  # fmt: skip
RANDOM = 8192  # xorshift32 triples after the EDGES x EDGES pairs


def _eval_cases(functions: dict[str, str]) -> str:
    cases = []
    for i, (key, kind) in enumerate(functions.items()):
        name = function_name(key)
        call = {
            "u1": f"return {name}(a);",
            "u2": f"return {name}(a, b);",
            "u3": f"return {name}(a, b, c);",
            "s2": f"return (unsigned){name}((int)a, (int)b);",
            "s3": f"return (unsigned){name}((int)a, (int)b, (int)c);",
            "ps": f"{{ unsigned r = (unsigned){name}((int)a, (int)b, &p); return r | ((unsigned long long)p << 32); }}",
            "pu": f"{{ unsigned r = {name}(a, b, &p); return r | ((unsigned long long)p << 32); }}",
            "p2": (
                f"{{ unsigned r = {name}(a, b, &p, &q); return r | ((unsigned long long)p << 32)"
                " | ((unsigned long long)q << 33); }"
            ),
            "f3": (
                f"{{ float r = {name}(to_float(a), to_float(b), to_float(c)); unsigned u;"
                " memcpy(&u, &r, 4); return u; }"
            ),
        }[kind]
        cases.append(f"    case {i}: {call}")
    return "\n".join(cases)


DUMP = 576 + 1024  # inputs printed in full (dump mode): the edge pairs and the first random ones


def _common(functions: dict[str, str], dump: bool) -> str:
    """Inputs, the evaluation switch and the report, for CUDA and for the host alike."""
    names = ", ".join(f'"{n}"' for n in functions)
    edges = ", ".join(f"0x{v:08X}u" for v in EDGES)
    line = (
        f'if (i < {DUMP}) std::printf("%s %08x %08x %08x %llx\\n", kNames[f], a[i], b[i], c[i],'
        " out[(long)f * kInputs + i]);"
        if dump
        else ""
    )
    return f"""
#include <cstdio>
#include <cstring>
#include <cmath>
CASS_EVAL static float to_float(unsigned v) {{ return (float)((int)(v % 20001u) - 10000) * 0.0078125f; }}
static const char* const kNames[] = {{{names}}};
static const int kFunctions = {len(functions)};
static const unsigned kEdges[] = {{{edges}}};
static const int kNumEdges = {len(EDGES)};
static const int kInputs = kNumEdges * kNumEdges + {RANDOM};

CASS_EVAL static unsigned long long eval(int f, unsigned a, unsigned b, unsigned c) {{
  bool p = false, q = false;
  (void)p; (void)q;
  switch (f) {{
{_eval_cases(functions)}
  }}
  return 0;
}}

static void make_inputs(unsigned* a, unsigned* b, unsigned* c) {{
  int n = 0;
  for (int i = 0; i < kNumEdges; ++i)
    for (int j = 0; j < kNumEdges; ++j, ++n) {{
      a[n] = kEdges[i]; b[n] = kEdges[j]; c[n] = kEdges[(i * 7 + j) % kNumEdges];
    }}
  unsigned s = 2463534242u;
  for (; n < kInputs; ++n) {{
    s ^= s << 13; s ^= s >> 17; s ^= s << 5; a[n] = s;
    s ^= s << 13; s ^= s >> 17; s ^= s << 5; b[n] = s;
    s ^= s << 13; s ^= s >> 17; s ^= s << 5; c[n] = s;
  }}
}}

static void report(const unsigned* a, const unsigned* b, const unsigned* c, const unsigned long long* out) {{
  for (int f = 0; f < kFunctions; ++f) {{
    unsigned long long h = 1469598103934665603ull;
    for (int i = 0; i < kInputs; ++i) {{
      h ^= out[(long)f * kInputs + i];
      h *= 1099511628211ull;
      {line}
    }}
    std::printf("%s %016llx\\n", kNames[f], h);
  }}
}}
"""


def cuda_source() -> str:
    """The program for an NVIDIA GPU: CUDA's own intrinsics, evaluated in a kernel."""
    return (
        "#include <cuda_runtime.h>\n#define CASS_EVAL __device__\n"
        + _common(FUNCTIONS, dump=False)
        + """
__global__ void run(const unsigned* a, const unsigned* b, const unsigned* c, unsigned long long* out) {
  long t = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= (long)kFunctions * kInputs) return;
  int f = (int)(t / kInputs), i = (int)(t % kInputs);
  out[t] = eval(f, a[i], b[i], c[i]);
}

int main() {
  static unsigned a[kInputs], b[kInputs], c[kInputs];
  make_inputs(a, b, c);
  unsigned *da, *db, *dc; unsigned long long* dout;
  const long total = (long)kFunctions * kInputs;
  cudaMalloc(&da, sizeof a); cudaMalloc(&db, sizeof b); cudaMalloc(&dc, sizeof c);
  cudaMalloc(&dout, total * sizeof(unsigned long long));
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
  run<<<(unsigned)((total + 255) / 256), 256>>>(da, db, dc, dout);
  unsigned long long* out = new unsigned long long[total];
  cudaError_t err = cudaMemcpy(out, dout, total * sizeof(unsigned long long), cudaMemcpyDeviceToHost);
  if (err != cudaSuccess) { std::fprintf(stderr, "CUDA error: %s\\n", cudaGetErrorString(err)); return 1; }
  cudaDeviceProp prop; cudaGetDeviceProperties(&prop, 0);
  std::printf("# %s, sm_%d%d, CUDA runtime %d\\n", prop.name, prop.major, prop.minor, CUDART_VERSION);
  report(a, b, c, out);
  return 0;
}
"""
    )


def host_source(definitions: str, *, dump: bool = False, hip: bool = False) -> str:
    """The program for the CPU: ``definitions`` (cass-lsp's, as host functions) in place of CUDA's.

    ``dump``: also print the first ``DUMP`` results of every function (`name a b c result`, in
    hex) for the reference written in Python. ``hip``: for hipcc (the HIP runtime header defines
    __host__ and __device__), else for a plain C++ compiler.
    """
    # For a plain C++ compiler: what the HIP runtime header would give the definitions.
    plain = (
        "#include <cmath>\n#define __host__\n#define __device__\n"
        "struct char4 { signed char x, y, z, w; };\nstruct uchar4 { unsigned char x, y, z, w; };\n"
    )
    prelude = '#include "hip/hip_runtime.h"\n' if hip else plain
    return (
        prelude
        + "#define CASS_EVAL\n"
        + definitions
        + _common(FUNCTIONS, dump=dump)
        + """
int main() {
  static unsigned a[kInputs], b[kInputs], c[kInputs];
  make_inputs(a, b, c);
  const long total = (long)kFunctions * kInputs;
  unsigned long long* out = new unsigned long long[total];
  for (int f = 0; f < kFunctions; ++f)
    for (int i = 0; i < kInputs; ++i) out[(long)f * kInputs + i] = eval(f, a[i], b[i], c[i]);
  report(a, b, c, out);
  return 0;
}
"""
    )


if __name__ == "__main__":
    if sys.argv[1:] != ["--cuda"]:
        sys.exit("usage: simd_driver.py --cuda > simd.cu")
    sys.stdout.write(cuda_source())
