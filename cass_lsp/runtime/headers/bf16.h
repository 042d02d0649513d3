// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuda_bf16.h's functions that HIP 6.2+'s hip_bf16.h lacks.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// cuda_bf16.h's round-to-nearest conversions that HIP 6.2+'s hip_bf16.h lacks (bf16.py); its
// __float2bfloat16 rounds to nearest even, as CUDA's _rn forms do. Each carries the include it
// needs, since it may be placed before the file's own bf16 include.
// CUDA 12.2's make_bfloat162, which HIP lacks up to 6.4. Code written for older CUDA defines its
// own under a version test (FlashInfer: `#if __CUDACC_VER_MAJOR__... < 120200 && __CUDA_ARCH__ <
// 800`, which on HIP holds in the device pass and not the host one), so this one is a template:
// a non-template definition of the file's wins wherever it is seen, and this one serves elsewhere.
// cuda_bf16.hpp's own raw-bits conversion, which real code calls (FlashInfer's vec_dtypes.cuh, in
// HeCBench's attentionMultiHeadKVCache): bfloat16 is the top half of a float, so it is exact.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___float2bfloat16_rn
#define CASS_HIP_COMPAT___floats2bfloat162_rn
#define CASS_HIP_COMPAT___float2bfloat162_rn
#define CASS_HIP_COMPAT_make_bfloat162
#define CASS_HIP_COMPAT___internal_bfloat162float
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __float2bfloat16_rn since=6.2 -- float to bfloat16, rounded to nearest even
#ifndef CASS_HIP_COMPAT___float2bfloat16_rn
#define CASS_HIP_COMPAT___float2bfloat16_rn
#include <hip/hip_bf16.h>
static inline __host__ __device__ __hip_bfloat16 __float2bfloat16_rn(float a) { return __float2bfloat16(a); }
#endif  // CASS_HIP_COMPAT___float2bfloat16_rn

// @cass-compat __floats2bfloat162_rn since=6.2 -- two floats to a bfloat16 pair, rounded to nearest even
#ifndef CASS_HIP_COMPAT___floats2bfloat162_rn
#define CASS_HIP_COMPAT___floats2bfloat162_rn
#include <hip/hip_bf16.h>
static inline __host__ __device__ __hip_bfloat162 __floats2bfloat162_rn(float a, float b) { return __hip_bfloat162(__float2bfloat16(a), __float2bfloat16(b)); }
#endif  // CASS_HIP_COMPAT___floats2bfloat162_rn

// @cass-compat __float2bfloat162_rn since=6.2 -- a float to both halves of a bfloat16 pair, rounded to nearest even
#ifndef CASS_HIP_COMPAT___float2bfloat162_rn
#define CASS_HIP_COMPAT___float2bfloat162_rn
#include <hip/hip_bf16.h>
static inline __host__ __device__ __hip_bfloat162 __float2bfloat162_rn(float a) { return __hip_bfloat162(__float2bfloat16(a), __float2bfloat16(a)); }
#endif  // CASS_HIP_COMPAT___float2bfloat162_rn

// @cass-compat make_bfloat162 since=6.2 yields -- a bfloat16 pair of two bfloat16 values
#ifndef CASS_HIP_COMPAT_make_bfloat162
#define CASS_HIP_COMPAT_make_bfloat162
#include <hip/hip_bf16.h>
template <class = void> static inline __host__ __device__ __hip_bfloat162 make_bfloat162(const __hip_bfloat16 x, const __hip_bfloat16 y) { return __hip_bfloat162(x, y); }
#endif  // CASS_HIP_COMPAT_make_bfloat162

// @cass-compat __internal_bfloat162float -- the float of a bfloat16's raw bits
#ifndef CASS_HIP_COMPAT___internal_bfloat162float
#define CASS_HIP_COMPAT___internal_bfloat162float
static inline __host__ __device__ float __internal_bfloat162float(unsigned short h) {
  const unsigned int u = (unsigned int)h << 16;
  float f;
  __builtin_memcpy(&f, &u, sizeof f);
  return f;
}
#endif  // CASS_HIP_COMPAT___internal_bfloat162float
