// What HIP lacks, defined by cass-lsp with CUDA's semantics: __nv_bfloat16 for HIP before hip_bf16.h (HIP 5.x).
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line (NAME, the
// HIP releases it is for, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
//
// HIP 5.x's bfloat16 is hip/hip_bfloat16.h's hip_bfloat16: CUDA's bits and float arithmetic, but its
// constructor from float is explicit and it has none from double or an integer, where
// __nv_bfloat16's are implicit: `h[i] = rand() % 5;`, `T x = 0;`, `out[j] = acc / sum;` with T a
// bfloat16 do not build (HeCBench's fma, hadamard, reshapeKVCache, softmax-fused). cass_bfloat16 is
// hip_bfloat16 with those conversions, rounded to nearest even from the value itself as CUDA's
// constructors do: a double goes to float rounded to odd first (24 bits keep the 8-bit rounding
// exact), an integer is rounded to 8 significant bits in integer arithmetic. Its name is cass-lsp's,
// so HIP on NVIDIA GPUs (where hip_bfloat16 is HIP's own struct too) uses it as it is; with plain
// nvcc (CUDA, no HIP) the file defines nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__) && !defined(__HIP_PLATFORM_NVIDIA__)
#define CASS_HIP_COMPAT_cass_bfloat16
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cass_bfloat16 before=6.2 -- hip_bfloat16 that converts implicitly from float, double and integers, rounded to nearest even as __nv_bfloat16's constructors do
#ifndef CASS_HIP_COMPAT_cass_bfloat16
#define CASS_HIP_COMPAT_cass_bfloat16
#include <hip/hip_bfloat16.h>
#ifdef __HIP_PLATFORM_NVIDIA__
#include <cuda_bf16.h>
#endif
struct cass_bfloat16 : hip_bfloat16 {
  cass_bfloat16() = default;
  __host__ __device__ cass_bfloat16(hip_bfloat16 h) : hip_bfloat16(h) {}
  __host__ __device__ cass_bfloat16(float f) : hip_bfloat16(f) {}
  __host__ __device__ cass_bfloat16(double d) : hip_bfloat16(odd(d)) {}
  __host__ __device__ cass_bfloat16(short v) : hip_bfloat16(integer(v < 0, magnitude(v))) {}
  __host__ __device__ cass_bfloat16(unsigned short v) : hip_bfloat16(integer(false, v)) {}
  __host__ __device__ cass_bfloat16(int v) : hip_bfloat16(integer(v < 0, magnitude(v))) {}
  __host__ __device__ cass_bfloat16(unsigned int v) : hip_bfloat16(integer(false, v)) {}
  __host__ __device__ cass_bfloat16(long v) : hip_bfloat16(integer(v < 0, magnitude(v))) {}
  __host__ __device__ cass_bfloat16(unsigned long v) : hip_bfloat16(integer(false, v)) {}
  __host__ __device__ cass_bfloat16(long long v) : hip_bfloat16(integer(v < 0, magnitude(v))) {}
  __host__ __device__ cass_bfloat16(unsigned long long v) : hip_bfloat16(integer(false, v)) {}
#ifdef __HIP_PLATFORM_NVIDIA__
  // On NVIDIA, CUDA's bfloat16 functions that a port left as they were (its errors name them) take it
  // and give it back, as they took and gave __nv_bfloat16.
  __host__ __device__ cass_bfloat16(__nv_bfloat16 v) { data = __nv_bfloat16_raw(v).x; }
  __host__ __device__ operator __nv_bfloat16() const {
    __nv_bfloat16_raw raw;
    raw.x = data;
    return __nv_bfloat16(raw);
  }
#endif
  // CUDA's compound assignments take a bfloat16, so a float converts: once rounded, as its __hadd & co.
  // (hip_bfloat16's arithmetic gives a hip_bfloat16: `c += a * b` takes it as it is).
#define CASS_BF16_ASSIGN(op)                                                                                    \
  __host__ __device__ cass_bfloat16& operator op##=(cass_bfloat16 b) { return *this = float(*this) op float(b); } \
  __host__ __device__ cass_bfloat16& operator op##=(hip_bfloat16 b) { return *this = float(*this) op float(b); }
  CASS_BF16_ASSIGN(+)
  CASS_BF16_ASSIGN(-)
  CASS_BF16_ASSIGN(*)
  CASS_BF16_ASSIGN(/)
#undef CASS_BF16_ASSIGN

 private:
  template <class T>
  static __host__ __device__ unsigned long long magnitude(T v) {
    return v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
  }
  // d rounded to float toward the odd neighbour when inexact: then hip_bfloat16's round to nearest
  // even of that float is d's own (a float keeps 16 bits more than a bfloat16).
  static __host__ __device__ float odd(double d) {
    float f = (float)d;
    if ((double)f != d && f - f == 0.0f) {  // inexact and finite (not NaN, not an overflow)
      unsigned int u;
      __builtin_memcpy(&u, &f, sizeof u);
      if ((u & 1u) == 0u) {
        u += (((double)f < d) == (d > 0)) ? 1u : 0xFFFFFFFFu;  // away from zero when |f| < |d|, else toward it
        __builtin_memcpy(&f, &u, sizeof f);
      }
    }
    return f;
  }
  // m rounded to 8 significant bits, to nearest, ties to even: a float a bfloat16 holds exactly.
  static __host__ __device__ float integer(bool negative, unsigned long long m) {
    int shift = 0;
    while ((m >> shift) >= 256ull) ++shift;
    unsigned long long kept = m >> shift;
    if (shift > 0) {
      const unsigned long long rest = m & ((1ull << shift) - 1ull), half = 1ull << (shift - 1);
      if (rest > half || (rest == half && (kept & 1ull))) ++kept;
    }
    const unsigned int bits = (unsigned int)(127 + shift) << 23;  // 2^shift
    float scale;
    __builtin_memcpy(&scale, &bits, sizeof scale);
    const float f = (float)kept * scale;
    return negative ? -f : f;
  }
};
#endif  // CASS_HIP_COMPAT_cass_bfloat16
