"""A CUDA program that checks cass-lsp's cooperative_groups::reduce (runtime/headers/cg_reduce.h) against CUDA's.

cass-lsp's definition, in a namespace of its own, runs beside CUDA's cg::reduce on an NVIDIA GPU
(CUDA's tiles and coalesced groups have the shfl_down, shfl, size and thread_rank members the
definition uses on HIP): tiles of 32, 16, 8 and 4 threads, coalesced groups of odd sizes, the
plus, less, greater and bit_* operators, and a struct reduced by a function (HeCBench's
softmax-online). Values are integers, or floats that hold integers exactly, so any order of
reduction gives CUDA's result bit for bit. It prints the definition's hash and the mismatches:

    python3 cg_reduce_driver.py > /tmp/cg.cu && nvcc -O2 -arch=sm_90 /tmp/cg.cu -o /tmp/cg && /tmp/cg

cg_reduce_reference.txt holds that output as recorded on an NVIDIA H100; tests/runtime/test_definitions.py checks
that the definition cass-lsp writes today is the one recorded there.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from cass_lsp import runtime


def definition() -> str:
    return runtime.HELPERS[runtime.CG_REDUCE].code


def definition_hash() -> str:
    return hashlib.sha256(definition().encode()).hexdigest()[:16]


def source() -> str:
    ours = definition().replace("#include <hip/hip_cooperative_groups.h>\n", "")
    ours = ours.replace("namespace cooperative_groups {", "namespace cass {", 1)
    ours = ours.replace("}  // namespace cooperative_groups", "}  // namespace cass")
    return (
        """#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
namespace cg = cooperative_groups;
"""
        + ours
        + """
struct SumMax { float sum, max; };
__device__ SumMax sum_max(SumMax a, SumMax b) { return {a.sum + b.sum, fmaxf(a.max, b.max)}; }

template <class G> __device__ int check(const G& g, int v, unsigned u, float f) {
  int bad = 0;
  bad += cg::reduce(g, v, cg::plus<int>()) != cass::reduce(g, v, cass::plus<int>());
  bad += cg::reduce(g, v, cg::less<int>()) != cass::reduce(g, v, cass::less<int>());
  bad += cg::reduce(g, v, cg::greater<int>()) != cass::reduce(g, v, cass::greater<int>());
  bad += cg::reduce(g, u, cg::bit_and<unsigned>()) != cass::reduce(g, u, cass::bit_and<unsigned>());
  bad += cg::reduce(g, u, cg::bit_or<unsigned>()) != cass::reduce(g, u, cass::bit_or<unsigned>());
  bad += cg::reduce(g, u, cg::bit_xor<unsigned>()) != cass::reduce(g, u, cass::bit_xor<unsigned>());
  bad += cg::reduce(g, f, cg::plus<float>()) != cass::reduce(g, f, cass::plus<float>());
  const SumMax a = cg::reduce(g, SumMax{f, f}, sum_max), b = cass::reduce(g, SumMax{f, f}, sum_max);
  bad += a.sum != b.sum || a.max != b.max;
  return bad;
}

__device__ unsigned mix(unsigned x) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; return x; }

__global__ void run(int* bad, int* checks) {
  const unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned r = mix(id * 2654435761u + 12345u);
  const int v = (int)(r % 2001u) - 1000;
  const float f = (float)((int)(mix(r) % 201u) - 100);
  auto block = cg::this_thread_block();
  int n = 0;
  n += check(cg::tiled_partition<32>(block), v, r, f);
  n += check(cg::tiled_partition<16>(block), v, r, f);
  n += check(cg::tiled_partition<8>(block), v, r, f);
  n += check(cg::tiled_partition<4>(block), v, r, f);
  if ((r >> 7) % 3 != 0) n += check(cg::coalesced_threads(), v, r, f);  // groups of odd sizes
  atomicAdd(bad, n);
  atomicAdd(checks, 1);
}

int main() {
  int *bad, *checks;
  cudaMallocManaged(&bad, sizeof(int));
  cudaMallocManaged(&checks, sizeof(int));
  *bad = 0;
  *checks = 0;
  run<<<64, 256>>>(bad, checks);
  if (cudaDeviceSynchronize() != cudaSuccess) return 2;
  printf("definition %s\\nthreads %d\\nmismatches %d\\n", \""""
        + definition_hash()
        + """\", *checks, *bad);
  return *bad != 0;
}
"""
    )


if __name__ == "__main__":
    sys.stdout.write(source())
