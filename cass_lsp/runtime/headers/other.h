// What HIP lacks, defined by cass-lsp with CUDA's semantics: other device functions HIP lacks.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___fmaf_ieee_rn
#define CASS_HIP_COMPAT_umin
#define CASS_HIP_COMPAT_umax
#define CASS_HIP_COMPAT_llmin
#define CASS_HIP_COMPAT_llmax
#define CASS_HIP_COMPAT_ullmin
#define CASS_HIP_COMPAT_ullmax
#define CASS_HIP_COMPAT_atomicInc_system
#define CASS_HIP_COMPAT_atomicDec_system
#define CASS_HIP_COMPAT___trap
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __fmaf_ieee_rn -- fused multiply-add, rounded to nearest even
#ifndef CASS_HIP_COMPAT___fmaf_ieee_rn
#define CASS_HIP_COMPAT___fmaf_ieee_rn
static inline __host__ __device__ float __fmaf_ieee_rn(float a, float b, float c) { return fmaf(a, b, c); }
#endif  // CASS_HIP_COMPAT___fmaf_ieee_rn

// @cass-compat umin -- the smaller of two unsigned int values
#ifndef CASS_HIP_COMPAT_umin
#define CASS_HIP_COMPAT_umin
static inline __host__ __device__ unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
#endif  // CASS_HIP_COMPAT_umin

// @cass-compat umax -- the larger of two unsigned int values
#ifndef CASS_HIP_COMPAT_umax
#define CASS_HIP_COMPAT_umax
static inline __host__ __device__ unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
#endif  // CASS_HIP_COMPAT_umax

// @cass-compat llmin -- the smaller of two long long values
#ifndef CASS_HIP_COMPAT_llmin
#define CASS_HIP_COMPAT_llmin
static inline __host__ __device__ long long llmin(long long a, long long b) { return a < b ? a : b; }
#endif  // CASS_HIP_COMPAT_llmin

// @cass-compat llmax -- the larger of two long long values
#ifndef CASS_HIP_COMPAT_llmax
#define CASS_HIP_COMPAT_llmax
static inline __host__ __device__ long long llmax(long long a, long long b) { return a > b ? a : b; }
#endif  // CASS_HIP_COMPAT_llmax

// @cass-compat ullmin -- the smaller of two unsigned long long values
#ifndef CASS_HIP_COMPAT_ullmin
#define CASS_HIP_COMPAT_ullmin
static inline __host__ __device__ unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
#endif  // CASS_HIP_COMPAT_ullmin

// @cass-compat ullmax -- the larger of two unsigned long long values
#ifndef CASS_HIP_COMPAT_ullmax
#define CASS_HIP_COMPAT_ullmax
static inline __host__ __device__ unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
#endif  // CASS_HIP_COMPAT_ullmax

// @cass-compat atomicInc_system -- atomically sets *address to ((old >= val) ? 0 : old + 1) at system scope (host and peer GPUs included), returning old
#ifndef CASS_HIP_COMPAT_atomicInc_system
#define CASS_HIP_COMPAT_atomicInc_system
static inline __device__ unsigned int atomicInc_system(unsigned int* address, unsigned int val) {
  // AMD's atomic inc/dec compute CUDA's wrap-around; "" is the system scope (HIP's atomicInc passes "agent")
  return __builtin_amdgcn_atomic_inc32(address, val, __ATOMIC_RELAXED, "");
}
#endif  // CASS_HIP_COMPAT_atomicInc_system

// @cass-compat atomicDec_system -- atomically sets *address to ((old == 0 || old > val) ? val : old - 1) at system scope (host and peer GPUs included), returning old
#ifndef CASS_HIP_COMPAT_atomicDec_system
#define CASS_HIP_COMPAT_atomicDec_system
static inline __device__ unsigned int atomicDec_system(unsigned int* address, unsigned int val) {
  // AMD's atomic inc/dec compute CUDA's wrap-around; "" is the system scope (HIP's atomicInc passes "agent")
  return __builtin_amdgcn_atomic_dec32(address, val, __ATOMIC_RELAXED, "");
}
#endif  // CASS_HIP_COMPAT_atomicDec_system

// @cass-compat __trap -- ends the kernel with an error, as HIP's own device assert does
#ifndef CASS_HIP_COMPAT___trap
#define CASS_HIP_COMPAT___trap
static inline __device__ void __trap(void) { __builtin_trap(); }
#endif  // CASS_HIP_COMPAT___trap
