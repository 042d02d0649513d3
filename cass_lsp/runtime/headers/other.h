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
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __fmaf_ieee_rn -- fused multiply-add, rounded to nearest even
#ifndef CASS_HIP_COMPAT___fmaf_ieee_rn
#define CASS_HIP_COMPAT___fmaf_ieee_rn
static inline __host__ __device__ float __fmaf_ieee_rn(float a, float b, float c) { return fmaf(a, b, c); }
#endif  // CASS_HIP_COMPAT___fmaf_ieee_rn
