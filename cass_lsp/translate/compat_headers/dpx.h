// What HIP lacks, defined by cass-lsp with CUDA's semantics: CUDA 12's DPX functions (__vimax3_s32, __viaddmax_s16x2_relu, __vibmax_u32, ...), which CUDA emulates off Hopper.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/translate/compat.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___vimax_s32_relu
#define CASS_HIP_COMPAT___vimax_s16x2_relu
#define CASS_HIP_COMPAT___vimax3_s32
#define CASS_HIP_COMPAT___vimax3_u32
#define CASS_HIP_COMPAT___vimax3_s32_relu
#define CASS_HIP_COMPAT___vimax3_s16x2
#define CASS_HIP_COMPAT___vimax3_u16x2
#define CASS_HIP_COMPAT___vimax3_s16x2_relu
#define CASS_HIP_COMPAT___viaddmax_s32
#define CASS_HIP_COMPAT___viaddmax_s32_relu
#define CASS_HIP_COMPAT___viaddmax_u32
#define CASS_HIP_COMPAT___viaddmax_s16x2
#define CASS_HIP_COMPAT___viaddmax_s16x2_relu
#define CASS_HIP_COMPAT___viaddmax_u16x2
#define CASS_HIP_COMPAT___vibmax_s32
#define CASS_HIP_COMPAT___vibmax_u32
#define CASS_HIP_COMPAT___vibmax_s16x2
#define CASS_HIP_COMPAT___vibmax_u16x2
#define CASS_HIP_COMPAT___vimin_s32_relu
#define CASS_HIP_COMPAT___vimin_s16x2_relu
#define CASS_HIP_COMPAT___vimin3_s32
#define CASS_HIP_COMPAT___vimin3_u32
#define CASS_HIP_COMPAT___vimin3_s32_relu
#define CASS_HIP_COMPAT___vimin3_s16x2
#define CASS_HIP_COMPAT___vimin3_u16x2
#define CASS_HIP_COMPAT___vimin3_s16x2_relu
#define CASS_HIP_COMPAT___viaddmin_s32
#define CASS_HIP_COMPAT___viaddmin_s32_relu
#define CASS_HIP_COMPAT___viaddmin_u32
#define CASS_HIP_COMPAT___viaddmin_s16x2
#define CASS_HIP_COMPAT___viaddmin_s16x2_relu
#define CASS_HIP_COMPAT___viaddmin_u16x2
#define CASS_HIP_COMPAT___vibmin_s32
#define CASS_HIP_COMPAT___vibmin_u32
#define CASS_HIP_COMPAT___vibmin_s16x2
#define CASS_HIP_COMPAT___vibmin_u16x2
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __vimax_s32_relu -- max(a, b), then max with 0
#ifndef CASS_HIP_COMPAT___vimax_s32_relu
#define CASS_HIP_COMPAT___vimax_s32_relu
static inline __host__ __device__ int __vimax_s32_relu(int a, int b) {
  return (a > b ? a : b) > 0 ? (a > b ? a : b) : 0;
}
#endif  // CASS_HIP_COMPAT___vimax_s32_relu

// @cass-compat __vimax_s16x2_relu -- per-halfword max(a, b), then max with 0
#ifndef CASS_HIP_COMPAT___vimax_s16x2_relu
#define CASS_HIP_COMPAT___vimax_s16x2_relu
static inline __host__ __device__ unsigned int __vimax_s16x2_relu(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i);
    r |= ((unsigned int)((A > B ? A : B) > 0 ? (A > B ? A : B) : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimax_s16x2_relu

// @cass-compat __vimax3_s32 -- max(a, b, c)
#ifndef CASS_HIP_COMPAT___vimax3_s32
#define CASS_HIP_COMPAT___vimax3_s32
static inline __host__ __device__ int __vimax3_s32(int a, int b, int c) {
  return ((a > b ? a : b) > c ? (a > b ? a : b) : c);
}
#endif  // CASS_HIP_COMPAT___vimax3_s32

// @cass-compat __vimax3_u32 -- max(a, b, c)
#ifndef CASS_HIP_COMPAT___vimax3_u32
#define CASS_HIP_COMPAT___vimax3_u32
static inline __host__ __device__ unsigned int __vimax3_u32(unsigned int a, unsigned int b, unsigned int c) {
  return ((a > b ? a : b) > c ? (a > b ? a : b) : c);
}
#endif  // CASS_HIP_COMPAT___vimax3_u32

// @cass-compat __vimax3_s32_relu -- max(a, b, c), then max with 0
#ifndef CASS_HIP_COMPAT___vimax3_s32_relu
#define CASS_HIP_COMPAT___vimax3_s32_relu
static inline __host__ __device__ int __vimax3_s32_relu(int a, int b, int c) {
  return ((a > b ? a : b) > c ? (a > b ? a : b) : c) > 0 ? ((a > b ? a : b) > c ? (a > b ? a : b) : c) : 0;
}
#endif  // CASS_HIP_COMPAT___vimax3_s32_relu

// @cass-compat __vimax3_s16x2 -- per-halfword max(a, b, c)
#ifndef CASS_HIP_COMPAT___vimax3_s16x2
#define CASS_HIP_COMPAT___vimax3_s16x2
static inline __host__ __device__ unsigned int __vimax3_s16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((A > B ? A : B) > C ? (A > B ? A : B) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimax3_s16x2

// @cass-compat __vimax3_u16x2 -- per-halfword max(a, b, c)
#ifndef CASS_HIP_COMPAT___vimax3_u16x2
#define CASS_HIP_COMPAT___vimax3_u16x2
static inline __host__ __device__ unsigned int __vimax3_u16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)((a >> i) & 0xffffu), B = (int)((b >> i) & 0xffffu), C = (int)((c >> i) & 0xffffu);
    r |= ((unsigned int)(((A > B ? A : B) > C ? (A > B ? A : B) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimax3_u16x2

// @cass-compat __vimax3_s16x2_relu -- per-halfword max(a, b, c), then max with 0
#ifndef CASS_HIP_COMPAT___vimax3_s16x2_relu
#define CASS_HIP_COMPAT___vimax3_s16x2_relu
static inline __host__ __device__ unsigned int __vimax3_s16x2_relu(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((A > B ? A : B) > C ? (A > B ? A : B) : C) > 0 ? ((A > B ? A : B) > C ? (A > B ? A : B) : C) : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimax3_s16x2_relu

// @cass-compat __viaddmax_s32 -- max(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmax_s32
#define CASS_HIP_COMPAT___viaddmax_s32
static inline __host__ __device__ int __viaddmax_s32(int a, int b, int c) {
  return ((int)((unsigned int)a + (unsigned int)b) > c ? (int)((unsigned int)a + (unsigned int)b) : c);
}
#endif  // CASS_HIP_COMPAT___viaddmax_s32

// @cass-compat __viaddmax_s32_relu -- max(a + b, c), then max with 0
#ifndef CASS_HIP_COMPAT___viaddmax_s32_relu
#define CASS_HIP_COMPAT___viaddmax_s32_relu
static inline __host__ __device__ int __viaddmax_s32_relu(int a, int b, int c) {
  return ((int)((unsigned int)a + (unsigned int)b) > c ? (int)((unsigned int)a + (unsigned int)b) : c) > 0 ? ((int)((unsigned int)a + (unsigned int)b) > c ? (int)((unsigned int)a + (unsigned int)b) : c) : 0;
}
#endif  // CASS_HIP_COMPAT___viaddmax_s32_relu

// @cass-compat __viaddmax_u32 -- max(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmax_u32
#define CASS_HIP_COMPAT___viaddmax_u32
static inline __host__ __device__ unsigned int __viaddmax_u32(unsigned int a, unsigned int b, unsigned int c) {
  return (a + b > c ? a + b : c);
}
#endif  // CASS_HIP_COMPAT___viaddmax_u32

// @cass-compat __viaddmax_s16x2 -- per-halfword max(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmax_s16x2
#define CASS_HIP_COMPAT___viaddmax_s16x2
static inline __host__ __device__ unsigned int __viaddmax_s16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((int)(short)(A + B) > C ? (int)(short)(A + B) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___viaddmax_s16x2

// @cass-compat __viaddmax_s16x2_relu -- per-halfword max(a + b, c), then max with 0
#ifndef CASS_HIP_COMPAT___viaddmax_s16x2_relu
#define CASS_HIP_COMPAT___viaddmax_s16x2_relu
static inline __host__ __device__ unsigned int __viaddmax_s16x2_relu(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((int)(short)(A + B) > C ? (int)(short)(A + B) : C) > 0 ? ((int)(short)(A + B) > C ? (int)(short)(A + B) : C) : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___viaddmax_s16x2_relu

// @cass-compat __viaddmax_u16x2 -- per-halfword max(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmax_u16x2
#define CASS_HIP_COMPAT___viaddmax_u16x2
static inline __host__ __device__ unsigned int __viaddmax_u16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)((a >> i) & 0xffffu), B = (int)((b >> i) & 0xffffu), C = (int)((c >> i) & 0xffffu);
    r |= ((unsigned int)((((A + B) & 0xffff) > C ? ((A + B) & 0xffff) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___viaddmax_u16x2

// @cass-compat __vibmax_s32 -- max(a, b) and whether a >= b
#ifndef CASS_HIP_COMPAT___vibmax_s32
#define CASS_HIP_COMPAT___vibmax_s32
static inline __host__ __device__ int __vibmax_s32(int a, int b, bool* pred) {
  *pred = a >= b;
  return a >= b ? a : b;
}
#endif  // CASS_HIP_COMPAT___vibmax_s32

// @cass-compat __vibmax_u32 -- max(a, b) and whether a >= b
#ifndef CASS_HIP_COMPAT___vibmax_u32
#define CASS_HIP_COMPAT___vibmax_u32
static inline __host__ __device__ unsigned int __vibmax_u32(unsigned int a, unsigned int b, bool* pred) {
  *pred = a >= b;
  return a >= b ? a : b;
}
#endif  // CASS_HIP_COMPAT___vibmax_u32

// @cass-compat __vibmax_s16x2 -- per-halfword max(a, b) and whether a >= b
#ifndef CASS_HIP_COMPAT___vibmax_s16x2
#define CASS_HIP_COMPAT___vibmax_s16x2
static inline __host__ __device__ unsigned int __vibmax_s16x2(unsigned int a, unsigned int b, bool* pred_hi, bool* pred_lo) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i);
    *(i ? pred_hi : pred_lo) = A >= B;
    r |= ((unsigned int)(A >= B ? A : B) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vibmax_s16x2

// @cass-compat __vibmax_u16x2 -- per-halfword max(a, b) and whether a >= b
#ifndef CASS_HIP_COMPAT___vibmax_u16x2
#define CASS_HIP_COMPAT___vibmax_u16x2
static inline __host__ __device__ unsigned int __vibmax_u16x2(unsigned int a, unsigned int b, bool* pred_hi, bool* pred_lo) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)((a >> i) & 0xffffu), B = (int)((b >> i) & 0xffffu);
    *(i ? pred_hi : pred_lo) = A >= B;
    r |= ((unsigned int)(A >= B ? A : B) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vibmax_u16x2

// @cass-compat __vimin_s32_relu -- min(a, b), then max with 0
#ifndef CASS_HIP_COMPAT___vimin_s32_relu
#define CASS_HIP_COMPAT___vimin_s32_relu
static inline __host__ __device__ int __vimin_s32_relu(int a, int b) {
  return (a < b ? a : b) > 0 ? (a < b ? a : b) : 0;
}
#endif  // CASS_HIP_COMPAT___vimin_s32_relu

// @cass-compat __vimin_s16x2_relu -- per-halfword min(a, b), then max with 0
#ifndef CASS_HIP_COMPAT___vimin_s16x2_relu
#define CASS_HIP_COMPAT___vimin_s16x2_relu
static inline __host__ __device__ unsigned int __vimin_s16x2_relu(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i);
    r |= ((unsigned int)((A < B ? A : B) > 0 ? (A < B ? A : B) : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimin_s16x2_relu

// @cass-compat __vimin3_s32 -- min(a, b, c)
#ifndef CASS_HIP_COMPAT___vimin3_s32
#define CASS_HIP_COMPAT___vimin3_s32
static inline __host__ __device__ int __vimin3_s32(int a, int b, int c) {
  return ((a < b ? a : b) < c ? (a < b ? a : b) : c);
}
#endif  // CASS_HIP_COMPAT___vimin3_s32

// @cass-compat __vimin3_u32 -- min(a, b, c)
#ifndef CASS_HIP_COMPAT___vimin3_u32
#define CASS_HIP_COMPAT___vimin3_u32
static inline __host__ __device__ unsigned int __vimin3_u32(unsigned int a, unsigned int b, unsigned int c) {
  return ((a < b ? a : b) < c ? (a < b ? a : b) : c);
}
#endif  // CASS_HIP_COMPAT___vimin3_u32

// @cass-compat __vimin3_s32_relu -- min(a, b, c), then max with 0
#ifndef CASS_HIP_COMPAT___vimin3_s32_relu
#define CASS_HIP_COMPAT___vimin3_s32_relu
static inline __host__ __device__ int __vimin3_s32_relu(int a, int b, int c) {
  return ((a < b ? a : b) < c ? (a < b ? a : b) : c) > 0 ? ((a < b ? a : b) < c ? (a < b ? a : b) : c) : 0;
}
#endif  // CASS_HIP_COMPAT___vimin3_s32_relu

// @cass-compat __vimin3_s16x2 -- per-halfword min(a, b, c)
#ifndef CASS_HIP_COMPAT___vimin3_s16x2
#define CASS_HIP_COMPAT___vimin3_s16x2
static inline __host__ __device__ unsigned int __vimin3_s16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((A < B ? A : B) < C ? (A < B ? A : B) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimin3_s16x2

// @cass-compat __vimin3_u16x2 -- per-halfword min(a, b, c)
#ifndef CASS_HIP_COMPAT___vimin3_u16x2
#define CASS_HIP_COMPAT___vimin3_u16x2
static inline __host__ __device__ unsigned int __vimin3_u16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)((a >> i) & 0xffffu), B = (int)((b >> i) & 0xffffu), C = (int)((c >> i) & 0xffffu);
    r |= ((unsigned int)(((A < B ? A : B) < C ? (A < B ? A : B) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimin3_u16x2

// @cass-compat __vimin3_s16x2_relu -- per-halfword min(a, b, c), then max with 0
#ifndef CASS_HIP_COMPAT___vimin3_s16x2_relu
#define CASS_HIP_COMPAT___vimin3_s16x2_relu
static inline __host__ __device__ unsigned int __vimin3_s16x2_relu(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((A < B ? A : B) < C ? (A < B ? A : B) : C) > 0 ? ((A < B ? A : B) < C ? (A < B ? A : B) : C) : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vimin3_s16x2_relu

// @cass-compat __viaddmin_s32 -- min(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmin_s32
#define CASS_HIP_COMPAT___viaddmin_s32
static inline __host__ __device__ int __viaddmin_s32(int a, int b, int c) {
  return ((int)((unsigned int)a + (unsigned int)b) < c ? (int)((unsigned int)a + (unsigned int)b) : c);
}
#endif  // CASS_HIP_COMPAT___viaddmin_s32

// @cass-compat __viaddmin_s32_relu -- min(a + b, c), then max with 0
#ifndef CASS_HIP_COMPAT___viaddmin_s32_relu
#define CASS_HIP_COMPAT___viaddmin_s32_relu
static inline __host__ __device__ int __viaddmin_s32_relu(int a, int b, int c) {
  return ((int)((unsigned int)a + (unsigned int)b) < c ? (int)((unsigned int)a + (unsigned int)b) : c) > 0 ? ((int)((unsigned int)a + (unsigned int)b) < c ? (int)((unsigned int)a + (unsigned int)b) : c) : 0;
}
#endif  // CASS_HIP_COMPAT___viaddmin_s32_relu

// @cass-compat __viaddmin_u32 -- min(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmin_u32
#define CASS_HIP_COMPAT___viaddmin_u32
static inline __host__ __device__ unsigned int __viaddmin_u32(unsigned int a, unsigned int b, unsigned int c) {
  return (a + b < c ? a + b : c);
}
#endif  // CASS_HIP_COMPAT___viaddmin_u32

// @cass-compat __viaddmin_s16x2 -- per-halfword min(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmin_s16x2
#define CASS_HIP_COMPAT___viaddmin_s16x2
static inline __host__ __device__ unsigned int __viaddmin_s16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((int)(short)(A + B) < C ? (int)(short)(A + B) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___viaddmin_s16x2

// @cass-compat __viaddmin_s16x2_relu -- per-halfword min(a + b, c), then max with 0
#ifndef CASS_HIP_COMPAT___viaddmin_s16x2_relu
#define CASS_HIP_COMPAT___viaddmin_s16x2_relu
static inline __host__ __device__ unsigned int __viaddmin_s16x2_relu(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i), C = (int)(short)(c >> i);
    r |= ((unsigned int)(((int)(short)(A + B) < C ? (int)(short)(A + B) : C) > 0 ? ((int)(short)(A + B) < C ? (int)(short)(A + B) : C) : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___viaddmin_s16x2_relu

// @cass-compat __viaddmin_u16x2 -- per-halfword min(a + b, c)
#ifndef CASS_HIP_COMPAT___viaddmin_u16x2
#define CASS_HIP_COMPAT___viaddmin_u16x2
static inline __host__ __device__ unsigned int __viaddmin_u16x2(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)((a >> i) & 0xffffu), B = (int)((b >> i) & 0xffffu), C = (int)((c >> i) & 0xffffu);
    r |= ((unsigned int)((((A + B) & 0xffff) < C ? ((A + B) & 0xffff) : C)) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___viaddmin_u16x2

// @cass-compat __vibmin_s32 -- min(a, b) and whether a <= b
#ifndef CASS_HIP_COMPAT___vibmin_s32
#define CASS_HIP_COMPAT___vibmin_s32
static inline __host__ __device__ int __vibmin_s32(int a, int b, bool* pred) {
  *pred = a <= b;
  return a <= b ? a : b;
}
#endif  // CASS_HIP_COMPAT___vibmin_s32

// @cass-compat __vibmin_u32 -- min(a, b) and whether a <= b
#ifndef CASS_HIP_COMPAT___vibmin_u32
#define CASS_HIP_COMPAT___vibmin_u32
static inline __host__ __device__ unsigned int __vibmin_u32(unsigned int a, unsigned int b, bool* pred) {
  *pred = a <= b;
  return a <= b ? a : b;
}
#endif  // CASS_HIP_COMPAT___vibmin_u32

// @cass-compat __vibmin_s16x2 -- per-halfword min(a, b) and whether a <= b
#ifndef CASS_HIP_COMPAT___vibmin_s16x2
#define CASS_HIP_COMPAT___vibmin_s16x2
static inline __host__ __device__ unsigned int __vibmin_s16x2(unsigned int a, unsigned int b, bool* pred_hi, bool* pred_lo) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)(short)(a >> i), B = (int)(short)(b >> i);
    *(i ? pred_hi : pred_lo) = A <= B;
    r |= ((unsigned int)(A <= B ? A : B) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vibmin_s16x2

// @cass-compat __vibmin_u16x2 -- per-halfword min(a, b) and whether a <= b
#ifndef CASS_HIP_COMPAT___vibmin_u16x2
#define CASS_HIP_COMPAT___vibmin_u16x2
static inline __host__ __device__ unsigned int __vibmin_u16x2(unsigned int a, unsigned int b, bool* pred_hi, bool* pred_lo) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int A = (int)((a >> i) & 0xffffu), B = (int)((b >> i) & 0xffffu);
    *(i ? pred_hi : pred_lo) = A <= B;
    r |= ((unsigned int)(A <= B ? A : B) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vibmin_u16x2
