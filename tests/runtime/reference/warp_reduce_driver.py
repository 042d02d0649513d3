"""A CUDA program that runs cass-lsp's __reduce_*_sync (runtime/headers/warp_reduce.h, the definitions
a translation for HIP before 7 carries) beside CUDA's own on an NVIDIA GPU, and counts the lanes where
they differ: full masks, random masks with the lanes outside them not calling (as CUDA allows), single
lanes, values at the types' limits.

The definitions are HIP code over HIP's shuffles; here they are compiled as CUDA under names of their
own (``cass_reduce_*_sync``), HIP's ``__shfl``, ``__shfl_xor`` and ``__lane_id`` standing for CUDA's
(a 32-lane warp: one half of an AMD wave64, as the definitions see it).

    python3 warp_reduce_driver.py DEFINITIONS.h > warp_reduce_check.cu
    nvcc -O2 -arch=sm_90 warp_reduce_check.cu -o warp_reduce_check && ./warp_reduce_check

Its output: one line per function and type (trials, lanes compared, lanes that differ), then the
SHA-256 of the definitions it checked. This file imports nothing from cass_lsp (bare Python).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

OPS = {"add": ("int", "unsigned int"), "min": ("int", "unsigned int"), "max": ("int", "unsigned int"),
       "and": ("unsigned int",), "or": ("unsigned int",), "xor": ("unsigned int",)}  # fmt: skip

SHIM = """// HIP's names for CUDA's, as the definitions use them
#define __lane_id() (threadIdx.x & 31u)
#define __shfl(v, s) __shfl_sync(__activemask(), v, s)
#define __shfl_xor(v, o, w) __shfl_xor_sync(0xffffffffu, v, o, w)
"""

BODY = r"""
#include <cstdio>
#include <cstdlib>

__device__ unsigned int rotate(unsigned int x) { return x ^ (x << 13) ^ (x >> 17) ^ (x << 5); }

template <int OP, class T>
__device__ T theirs(unsigned int mask, T v) {
  if (OP == 0) return __reduce_add_sync(mask, v);
  if (OP == 1) return __reduce_min_sync(mask, v);
  if (OP == 2) return __reduce_max_sync(mask, v);
  if (OP == 3) return (T)__reduce_and_sync(mask, (unsigned int)v);
  if (OP == 4) return (T)__reduce_or_sync(mask, (unsigned int)v);
  return (T)__reduce_xor_sync(mask, (unsigned int)v);
}
template <int OP, class T>
__device__ T ours(unsigned int mask, T v) {
  if (OP == 0) return cass_reduce_add_sync(mask, v);
  if (OP == 1) return cass_reduce_min_sync(mask, v);
  if (OP == 2) return cass_reduce_max_sync(mask, v);
  if (OP == 3) return (T)cass_reduce_and_sync(mask, (unsigned int)v);
  if (OP == 4) return (T)cass_reduce_or_sync(mask, (unsigned int)v);
  return (T)cass_reduce_xor_sync(mask, (unsigned int)v);
}

// Trial t: a mask (full, one lane, or random), each lane's value from a xorshift of (t, lane),
// every 7th at a limit of the type.
template <int OP, class T>
__global__ void check(int trials, unsigned long long* compared, unsigned long long* differ) {
  const unsigned int lane = threadIdx.x & 31u;
  for (int t = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32; t < trials; t += gridDim.x * (blockDim.x / 32)) {
    unsigned int seed = rotate(0x9e3779b9u * (t + 1));
    unsigned int mask = t % 5 == 0 ? 0xffffffffu : t % 5 == 1 ? 1u << (seed % 32) : rotate(seed) | 1u << (t % 32);
    unsigned int bits = rotate(seed ^ (lane * 0x85ebca6bu));
    T v = (T)bits;
    if (bits % 7 == 0) v = (T)(bits % 2 ? 0x7fffffffu : 0x80000000u);
    if ((mask >> lane) & 1u) {
      const T a = theirs<OP, T>(mask, v), b = ours<OP, T>(mask, v);
      atomicAdd(compared, 1ull);
      if (a != b) atomicAdd(differ, 1ull);
    }
  }
}

template <int OP, class T>
static void run(const char* name, const char* type) {
  unsigned long long *counts, host[2];
  cudaMalloc(&counts, sizeof(host));
  cudaMemset(counts, 0, sizeof(host));
  const int trials = 200000;
  check<OP, T><<<256, 256>>>(trials, counts, counts + 1);
  cudaError_t e = cudaMemcpy(host, counts, sizeof(host), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("%s %s error %s\n", name, type, cudaGetErrorString(e)); exit(1); }
  printf("%s %s trials %d compared %llu differ %llu\n", name, type, trials, host[0], host[1]);
  cudaFree(counts);
}

int main() {
  run<0, int>("__reduce_add_sync", "int");
  run<0, unsigned int>("__reduce_add_sync", "unsigned");
  run<1, int>("__reduce_min_sync", "int");
  run<1, unsigned int>("__reduce_min_sync", "unsigned");
  run<2, int>("__reduce_max_sync", "int");
  run<2, unsigned int>("__reduce_max_sync", "unsigned");
  run<3, unsigned int>("__reduce_and_sync", "unsigned");
  run<4, unsigned int>("__reduce_or_sync", "unsigned");
  run<5, unsigned int>("__reduce_xor_sync", "unsigned");
  printf("definitions %s\n", DEFINITIONS_SHA256);
  return 0;
}
"""


def source(definitions: str) -> str:
    """The program, with ``definitions`` (the runtime's text) under names of their own."""
    digest = hashlib.sha256(definitions.encode()).hexdigest()
    renamed = definitions.replace("__reduce_", "cass_reduce_")
    return f'#include <cuda_runtime.h>\n{SHIM}\n{renamed}\n#define DEFINITIONS_SHA256 "{digest}"\n{BODY}'


if __name__ == "__main__":
    sys.stdout.write(source(Path(sys.argv[1]).read_text(encoding="utf-8")))
