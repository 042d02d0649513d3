// What HIP lacks, defined by cass-lsp with CUDA's semantics: the warp reductions __reduce_add_sync,
// __reduce_min_sync, __reduce_max_sync, __reduce_and_sync, __reduce_or_sync and __reduce_xor_sync,
// which HIP has from 7.0 (amd_warp_sync_functions.h).
//
// A CUDA mask names lanes of a 32-lane warp. On AMD's wave64 targets a wavefront holds two CUDA
// warps (lanes 0-31 and 32-63, in the order CUDA numbers threads), so each lane reduces over the
// lanes of its own 32-lane half that the mask names, as CUDA does. A full mask reduces with five
// xor shuffles within the half; any other mask reads each lane it names (popcount(mask) shuffles),
// since lanes outside it may not run the call. The operations are associative and exact (integer
// sums wrap as CUDA's do), so the result is CUDA's in every lane of the mask.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line and sits
// in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc, whose CUDA
// has them, it defines nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___cass_reduce_sync
#define CASS_HIP_COMPAT___reduce_add_sync
#define CASS_HIP_COMPAT___reduce_min_sync
#define CASS_HIP_COMPAT___reduce_max_sync
#define CASS_HIP_COMPAT___reduce_and_sync
#define CASS_HIP_COMPAT___reduce_or_sync
#define CASS_HIP_COMPAT___reduce_xor_sync
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __cass_reduce_sync before=7.0 -- the warp reduction the __reduce_*_sync functions share: over the lanes of the calling lane's 32-lane half that the mask names
#ifndef CASS_HIP_COMPAT___cass_reduce_sync
#define CASS_HIP_COMPAT___cass_reduce_sync
template <class T, class Op>
static __device__ T __cass_reduce_sync(unsigned int mask, T value, Op op) {
  if (mask == 0xffffffffu) {  // every lane of the half runs the call: a butterfly within it
    for (int offset = 16; offset > 0; offset >>= 1) value = op(value, (T)__shfl_xor(value, offset, 32));
    return value;
  }
  const int base = (int)(__lane_id() & ~31u);
  T result = value;
  bool first = true;
  for (unsigned int m = mask; m != 0u; m &= m - 1u) {  // the named lanes, lowest first
    const T v = (T)__shfl(value, base + __ffs(m) - 1);
    result = first ? v : op(result, v);
    first = false;
  }
  return result;
}
#endif  // CASS_HIP_COMPAT___cass_reduce_sync

// @cass-compat __reduce_add_sync before=7.0 needs=__cass_reduce_sync -- the sum of the value over the lanes the mask names (in each of them), as CUDA's __reduce_add_sync
#ifndef CASS_HIP_COMPAT___reduce_add_sync
#define CASS_HIP_COMPAT___reduce_add_sync
static __device__ inline unsigned int __reduce_add_sync(unsigned int mask, unsigned int value) {
  return __cass_reduce_sync(mask, value, [](unsigned int a, unsigned int b) { return a + b; });
}
static __device__ inline int __reduce_add_sync(unsigned int mask, int value) {  // wrapping, as CUDA's
  return __cass_reduce_sync(mask, value, [](int a, int b) { return (int)((unsigned int)a + (unsigned int)b); });
}
#endif  // CASS_HIP_COMPAT___reduce_add_sync

// @cass-compat __reduce_min_sync before=7.0 needs=__cass_reduce_sync -- the minimum of the value over the lanes the mask names (in each of them), as CUDA's __reduce_min_sync
#ifndef CASS_HIP_COMPAT___reduce_min_sync
#define CASS_HIP_COMPAT___reduce_min_sync
static __device__ inline unsigned int __reduce_min_sync(unsigned int mask, unsigned int value) {
  return __cass_reduce_sync(mask, value, [](unsigned int a, unsigned int b) { return b < a ? b : a; });
}
static __device__ inline int __reduce_min_sync(unsigned int mask, int value) {
  return __cass_reduce_sync(mask, value, [](int a, int b) { return b < a ? b : a; });
}
#endif  // CASS_HIP_COMPAT___reduce_min_sync

// @cass-compat __reduce_max_sync before=7.0 needs=__cass_reduce_sync -- the maximum of the value over the lanes the mask names (in each of them), as CUDA's __reduce_max_sync
#ifndef CASS_HIP_COMPAT___reduce_max_sync
#define CASS_HIP_COMPAT___reduce_max_sync
static __device__ inline unsigned int __reduce_max_sync(unsigned int mask, unsigned int value) {
  return __cass_reduce_sync(mask, value, [](unsigned int a, unsigned int b) { return b > a ? b : a; });
}
static __device__ inline int __reduce_max_sync(unsigned int mask, int value) {
  return __cass_reduce_sync(mask, value, [](int a, int b) { return b > a ? b : a; });
}
#endif  // CASS_HIP_COMPAT___reduce_max_sync

// @cass-compat __reduce_and_sync before=7.0 needs=__cass_reduce_sync -- the bitwise and of the value over the lanes the mask names (in each of them), as CUDA's __reduce_and_sync
#ifndef CASS_HIP_COMPAT___reduce_and_sync
#define CASS_HIP_COMPAT___reduce_and_sync
static __device__ inline unsigned int __reduce_and_sync(unsigned int mask, unsigned int value) {
  return __cass_reduce_sync(mask, value, [](unsigned int a, unsigned int b) { return a & b; });
}
#endif  // CASS_HIP_COMPAT___reduce_and_sync

// @cass-compat __reduce_or_sync before=7.0 needs=__cass_reduce_sync -- the bitwise or of the value over the lanes the mask names (in each of them), as CUDA's __reduce_or_sync
#ifndef CASS_HIP_COMPAT___reduce_or_sync
#define CASS_HIP_COMPAT___reduce_or_sync
static __device__ inline unsigned int __reduce_or_sync(unsigned int mask, unsigned int value) {
  return __cass_reduce_sync(mask, value, [](unsigned int a, unsigned int b) { return a | b; });
}
#endif  // CASS_HIP_COMPAT___reduce_or_sync

// @cass-compat __reduce_xor_sync before=7.0 needs=__cass_reduce_sync -- the bitwise xor of the value over the lanes the mask names (in each of them), as CUDA's __reduce_xor_sync
#ifndef CASS_HIP_COMPAT___reduce_xor_sync
#define CASS_HIP_COMPAT___reduce_xor_sync
static __device__ inline unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value) {
  return __cass_reduce_sync(mask, value, [](unsigned int a, unsigned int b) { return a ^ b; });
}
#endif  // CASS_HIP_COMPAT___reduce_xor_sync
