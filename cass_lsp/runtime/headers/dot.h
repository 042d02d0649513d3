// What HIP lacks, defined by cass-lsp with CUDA's semantics: the integer dot products __dp4a, __dp2a_lo and __dp2a_hi.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___dp4a
#define CASS_HIP_COMPAT___dp2a_lo
#define CASS_HIP_COMPAT___dp2a_hi
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __dp4a -- four-way byte dot product, accumulated
#ifndef CASS_HIP_COMPAT___dp4a
#define CASS_HIP_COMPAT___dp4a
static inline __host__ __device__ int __dp4a(int a, int b, int c) {
  unsigned int r = (unsigned int)c;  // wraps, as CUDA's does
  for (int i = 0; i < 32; i += 8) r += (unsigned int)((int)(signed char)(a >> i) * (int)(signed char)(b >> i));
  return (int)r;
}
static inline __host__ __device__ unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c) {
  for (int i = 0; i < 32; i += 8) c += ((a >> i) & 0xffu) * ((b >> i) & 0xffu);
  return c;
}
static inline __host__ __device__ int __dp4a(char4 a, char4 b, int c) {
  return (int)((unsigned int)c + (unsigned int)(a.x * b.x) + (unsigned int)(a.y * b.y) + (unsigned int)(a.z * b.z)
               + (unsigned int)(a.w * b.w));
}
static inline __host__ __device__ unsigned int __dp4a(uchar4 a, uchar4 b, unsigned int c) {
  return c + (unsigned int)a.x * b.x + (unsigned int)a.y * b.y + (unsigned int)a.z * b.z + (unsigned int)a.w * b.w;
}
#endif  // CASS_HIP_COMPAT___dp4a

// @cass-compat __dp2a_lo -- two-way dot product of halfwords with the low bytes, accumulated
#ifndef CASS_HIP_COMPAT___dp2a_lo
#define CASS_HIP_COMPAT___dp2a_lo
static inline __host__ __device__ int __dp2a_lo(int a, int b, int c) {
  const int lo = (int)(short)a * (int)(signed char)(b >> 0);
  const int hi = (int)(short)(a >> 16) * (int)(signed char)(b >> (0 + 8));
  return (int)((unsigned int)c + (unsigned int)lo + (unsigned int)hi);
}
static inline __host__ __device__ unsigned int __dp2a_lo(unsigned int a, unsigned int b, unsigned int c) {
  return c + (a & 0xffffu) * ((b >> 0) & 0xffu) + (a >> 16) * ((b >> (0 + 8)) & 0xffu);
}
#endif  // CASS_HIP_COMPAT___dp2a_lo

// @cass-compat __dp2a_hi -- two-way dot product of halfwords with the high bytes, accumulated
#ifndef CASS_HIP_COMPAT___dp2a_hi
#define CASS_HIP_COMPAT___dp2a_hi
static inline __host__ __device__ int __dp2a_hi(int a, int b, int c) {
  const int lo = (int)(short)a * (int)(signed char)(b >> 16);
  const int hi = (int)(short)(a >> 16) * (int)(signed char)(b >> (16 + 8));
  return (int)((unsigned int)c + (unsigned int)lo + (unsigned int)hi);
}
static inline __host__ __device__ unsigned int __dp2a_hi(unsigned int a, unsigned int b, unsigned int c) {
  return c + (a & 0xffffu) * ((b >> 16) & 0xffu) + (a >> 16) * ((b >> (16 + 8)) & 0xffu);
}
#endif  // CASS_HIP_COMPAT___dp2a_hi
