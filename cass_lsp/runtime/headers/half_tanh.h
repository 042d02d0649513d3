// What HIP lacks, defined by cass-lsp with CUDA's semantics: cuda_fp16.h's hyperbolic tangents (CUDA 12.8+), which HIP lacks up to 6.4.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// cuda_fp16.h's hyperbolic tangents (CUDA 12.8+: htanh, h2tanh, and the hardware approximations
// htanh_approx, h2tanh_approx of tanh.approx.f16); HIP has none up to 6.4. All four compute tanhf
// in float and round to half once: htanh's round-to-nearest-even result, and within the
// approximations' error (checked beside CUDA's on an H100 for every half value: half_tanh_driver.py).
// Device-only, as CUDA's are.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_htanh
#define CASS_HIP_COMPAT_htanh_approx
#define CASS_HIP_COMPAT_h2tanh
#define CASS_HIP_COMPAT_h2tanh_approx
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat htanh -- half hyperbolic tangent
#ifndef CASS_HIP_COMPAT_htanh
#define CASS_HIP_COMPAT_htanh
#include <hip/hip_fp16.h>
static inline __device__ __half htanh(__half a) { return __float2half(tanhf(__half2float(a))); }
#endif  // CASS_HIP_COMPAT_htanh

// @cass-compat htanh_approx -- half hyperbolic tangent, approximate
#ifndef CASS_HIP_COMPAT_htanh_approx
#define CASS_HIP_COMPAT_htanh_approx
#include <hip/hip_fp16.h>
static inline __device__ __half htanh_approx(__half a) { return __float2half(tanhf(__half2float(a))); }
#endif  // CASS_HIP_COMPAT_htanh_approx

// @cass-compat h2tanh -- half2 hyperbolic tangent
#ifndef CASS_HIP_COMPAT_h2tanh
#define CASS_HIP_COMPAT_h2tanh
#include <hip/hip_fp16.h>
static inline __device__ __half2 h2tanh(__half2 a) { return __floats2half2_rn(tanhf(__low2float(a)), tanhf(__high2float(a))); }
#endif  // CASS_HIP_COMPAT_h2tanh

// @cass-compat h2tanh_approx -- half2 hyperbolic tangent, approximate
#ifndef CASS_HIP_COMPAT_h2tanh_approx
#define CASS_HIP_COMPAT_h2tanh_approx
#include <hip/hip_fp16.h>
static inline __device__ __half2 h2tanh_approx(__half2 a) { return __floats2half2_rn(tanhf(__low2float(a)), tanhf(__high2float(a))); }
#endif  // CASS_HIP_COMPAT_h2tanh_approx
