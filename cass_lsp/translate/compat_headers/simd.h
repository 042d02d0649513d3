// What HIP lacks, defined by cass-lsp with CUDA's semantics: CUDA's SIMD video intrinsics (__vadd4, __vmaxs2, __vabsdiffu4, ...): per-lane loops the compiler unrolls.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/translate/compat.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___vadd2
#define CASS_HIP_COMPAT___vsub2
#define CASS_HIP_COMPAT___vaddss2
#define CASS_HIP_COMPAT___vsubss2
#define CASS_HIP_COMPAT___vaddus2
#define CASS_HIP_COMPAT___vsubus2
#define CASS_HIP_COMPAT___vavgs2
#define CASS_HIP_COMPAT___vavgu2
#define CASS_HIP_COMPAT___vhaddu2
#define CASS_HIP_COMPAT___vabsdiffs2
#define CASS_HIP_COMPAT___vabsdiffu2
#define CASS_HIP_COMPAT___vmaxs2
#define CASS_HIP_COMPAT___vmaxu2
#define CASS_HIP_COMPAT___vmins2
#define CASS_HIP_COMPAT___vminu2
#define CASS_HIP_COMPAT___vcmpeq2
#define CASS_HIP_COMPAT___vseteq2
#define CASS_HIP_COMPAT___vcmpne2
#define CASS_HIP_COMPAT___vsetne2
#define CASS_HIP_COMPAT___vcmpges2
#define CASS_HIP_COMPAT___vsetges2
#define CASS_HIP_COMPAT___vcmpgeu2
#define CASS_HIP_COMPAT___vsetgeu2
#define CASS_HIP_COMPAT___vcmpgts2
#define CASS_HIP_COMPAT___vsetgts2
#define CASS_HIP_COMPAT___vcmpgtu2
#define CASS_HIP_COMPAT___vsetgtu2
#define CASS_HIP_COMPAT___vcmples2
#define CASS_HIP_COMPAT___vsetles2
#define CASS_HIP_COMPAT___vcmpleu2
#define CASS_HIP_COMPAT___vsetleu2
#define CASS_HIP_COMPAT___vcmplts2
#define CASS_HIP_COMPAT___vsetlts2
#define CASS_HIP_COMPAT___vcmpltu2
#define CASS_HIP_COMPAT___vsetltu2
#define CASS_HIP_COMPAT___vabs2
#define CASS_HIP_COMPAT___vabsss2
#define CASS_HIP_COMPAT___vneg2
#define CASS_HIP_COMPAT___vnegss2
#define CASS_HIP_COMPAT___vsads2
#define CASS_HIP_COMPAT___vsadu2
#define CASS_HIP_COMPAT___vadd4
#define CASS_HIP_COMPAT___vsub4
#define CASS_HIP_COMPAT___vaddss4
#define CASS_HIP_COMPAT___vsubss4
#define CASS_HIP_COMPAT___vaddus4
#define CASS_HIP_COMPAT___vsubus4
#define CASS_HIP_COMPAT___vavgs4
#define CASS_HIP_COMPAT___vavgu4
#define CASS_HIP_COMPAT___vhaddu4
#define CASS_HIP_COMPAT___vabsdiffs4
#define CASS_HIP_COMPAT___vabsdiffu4
#define CASS_HIP_COMPAT___vmaxs4
#define CASS_HIP_COMPAT___vmaxu4
#define CASS_HIP_COMPAT___vmins4
#define CASS_HIP_COMPAT___vminu4
#define CASS_HIP_COMPAT___vcmpeq4
#define CASS_HIP_COMPAT___vseteq4
#define CASS_HIP_COMPAT___vcmpne4
#define CASS_HIP_COMPAT___vsetne4
#define CASS_HIP_COMPAT___vcmpges4
#define CASS_HIP_COMPAT___vsetges4
#define CASS_HIP_COMPAT___vcmpgeu4
#define CASS_HIP_COMPAT___vsetgeu4
#define CASS_HIP_COMPAT___vcmpgts4
#define CASS_HIP_COMPAT___vsetgts4
#define CASS_HIP_COMPAT___vcmpgtu4
#define CASS_HIP_COMPAT___vsetgtu4
#define CASS_HIP_COMPAT___vcmples4
#define CASS_HIP_COMPAT___vsetles4
#define CASS_HIP_COMPAT___vcmpleu4
#define CASS_HIP_COMPAT___vsetleu4
#define CASS_HIP_COMPAT___vcmplts4
#define CASS_HIP_COMPAT___vsetlts4
#define CASS_HIP_COMPAT___vcmpltu4
#define CASS_HIP_COMPAT___vsetltu4
#define CASS_HIP_COMPAT___vabs4
#define CASS_HIP_COMPAT___vabsss4
#define CASS_HIP_COMPAT___vneg4
#define CASS_HIP_COMPAT___vnegss4
#define CASS_HIP_COMPAT___vsads4
#define CASS_HIP_COMPAT___vsadu4
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __vadd2 -- per-lane sum, wrapping
#ifndef CASS_HIP_COMPAT___vadd2
#define CASS_HIP_COMPAT___vadd2
static inline __host__ __device__ unsigned int __vadd2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x + y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vadd2

// @cass-compat __vsub2 -- per-lane difference, wrapping
#ifndef CASS_HIP_COMPAT___vsub2
#define CASS_HIP_COMPAT___vsub2
static inline __host__ __device__ unsigned int __vsub2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x - y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsub2

// @cass-compat __vaddss2 -- per-lane signed sum, saturated
#ifndef CASS_HIP_COMPAT___vaddss2
#define CASS_HIP_COMPAT___vaddss2
static inline __host__ __device__ unsigned int __vaddss2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x + y > 32767 ? 32767 : x + y < -32768 ? -32768 : x + y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vaddss2

// @cass-compat __vsubss2 -- per-lane signed difference, saturated
#ifndef CASS_HIP_COMPAT___vsubss2
#define CASS_HIP_COMPAT___vsubss2
static inline __host__ __device__ unsigned int __vsubss2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x - y > 32767 ? 32767 : x - y < -32768 ? -32768 : x - y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsubss2

// @cass-compat __vaddus2 -- per-lane unsigned sum, saturated
#ifndef CASS_HIP_COMPAT___vaddus2
#define CASS_HIP_COMPAT___vaddus2
static inline __host__ __device__ unsigned int __vaddus2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x + y > 65535 ? 65535 : x + y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vaddus2

// @cass-compat __vsubus2 -- per-lane unsigned difference, saturated at 0
#ifndef CASS_HIP_COMPAT___vsubus2
#define CASS_HIP_COMPAT___vsubus2
static inline __host__ __device__ unsigned int __vsubus2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x > y ? x - y : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsubus2

// @cass-compat __vavgs2 -- per-lane signed average, rounded away from zero
#ifndef CASS_HIP_COMPAT___vavgs2
#define CASS_HIP_COMPAT___vavgs2
static inline __host__ __device__ unsigned int __vavgs2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)((x + y + (x + y >= 0 ? 1 : 0)) >> 1) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vavgs2

// @cass-compat __vavgu2 -- per-lane unsigned average, rounded up
#ifndef CASS_HIP_COMPAT___vavgu2
#define CASS_HIP_COMPAT___vavgu2
static inline __host__ __device__ unsigned int __vavgu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)((x + y + 1) >> 1) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vavgu2

// @cass-compat __vhaddu2 -- per-lane unsigned average, rounded down
#ifndef CASS_HIP_COMPAT___vhaddu2
#define CASS_HIP_COMPAT___vhaddu2
static inline __host__ __device__ unsigned int __vhaddu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)((x + y) >> 1) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vhaddu2

// @cass-compat __vabsdiffs2 -- per-lane signed absolute difference
#ifndef CASS_HIP_COMPAT___vabsdiffs2
#define CASS_HIP_COMPAT___vabsdiffs2
static inline __host__ __device__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x > y ? x - y : y - x) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabsdiffs2

// @cass-compat __vabsdiffu2 -- per-lane unsigned absolute difference
#ifndef CASS_HIP_COMPAT___vabsdiffu2
#define CASS_HIP_COMPAT___vabsdiffu2
static inline __host__ __device__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x > y ? x - y : y - x) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabsdiffu2

// @cass-compat __vmaxs2 -- per-lane signed maximum
#ifndef CASS_HIP_COMPAT___vmaxs2
#define CASS_HIP_COMPAT___vmaxs2
static inline __host__ __device__ unsigned int __vmaxs2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x > y ? x : y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vmaxs2

// @cass-compat __vmaxu2 -- per-lane unsigned maximum
#ifndef CASS_HIP_COMPAT___vmaxu2
#define CASS_HIP_COMPAT___vmaxu2
static inline __host__ __device__ unsigned int __vmaxu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x > y ? x : y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vmaxu2

// @cass-compat __vmins2 -- per-lane signed minimum
#ifndef CASS_HIP_COMPAT___vmins2
#define CASS_HIP_COMPAT___vmins2
static inline __host__ __device__ unsigned int __vmins2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x < y ? x : y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vmins2

// @cass-compat __vminu2 -- per-lane unsigned minimum
#ifndef CASS_HIP_COMPAT___vminu2
#define CASS_HIP_COMPAT___vminu2
static inline __host__ __device__ unsigned int __vminu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x < y ? x : y) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vminu2

// @cass-compat __vcmpeq2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpeq2
#define CASS_HIP_COMPAT___vcmpeq2
static inline __host__ __device__ unsigned int __vcmpeq2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x == y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpeq2

// @cass-compat __vseteq2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vseteq2
#define CASS_HIP_COMPAT___vseteq2
static inline __host__ __device__ unsigned int __vseteq2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x == y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vseteq2

// @cass-compat __vcmpne2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpne2
#define CASS_HIP_COMPAT___vcmpne2
static inline __host__ __device__ unsigned int __vcmpne2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x != y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpne2

// @cass-compat __vsetne2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetne2
#define CASS_HIP_COMPAT___vsetne2
static inline __host__ __device__ unsigned int __vsetne2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x != y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetne2

// @cass-compat __vcmpges2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpges2
#define CASS_HIP_COMPAT___vcmpges2
static inline __host__ __device__ unsigned int __vcmpges2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x >= y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpges2

// @cass-compat __vsetges2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetges2
#define CASS_HIP_COMPAT___vsetges2
static inline __host__ __device__ unsigned int __vsetges2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x >= y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetges2

// @cass-compat __vcmpgeu2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpgeu2
#define CASS_HIP_COMPAT___vcmpgeu2
static inline __host__ __device__ unsigned int __vcmpgeu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x >= y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpgeu2

// @cass-compat __vsetgeu2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetgeu2
#define CASS_HIP_COMPAT___vsetgeu2
static inline __host__ __device__ unsigned int __vsetgeu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x >= y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetgeu2

// @cass-compat __vcmpgts2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpgts2
#define CASS_HIP_COMPAT___vcmpgts2
static inline __host__ __device__ unsigned int __vcmpgts2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x > y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpgts2

// @cass-compat __vsetgts2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetgts2
#define CASS_HIP_COMPAT___vsetgts2
static inline __host__ __device__ unsigned int __vsetgts2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x > y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetgts2

// @cass-compat __vcmpgtu2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpgtu2
#define CASS_HIP_COMPAT___vcmpgtu2
static inline __host__ __device__ unsigned int __vcmpgtu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x > y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpgtu2

// @cass-compat __vsetgtu2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetgtu2
#define CASS_HIP_COMPAT___vsetgtu2
static inline __host__ __device__ unsigned int __vsetgtu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x > y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetgtu2

// @cass-compat __vcmples2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmples2
#define CASS_HIP_COMPAT___vcmples2
static inline __host__ __device__ unsigned int __vcmples2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x <= y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmples2

// @cass-compat __vsetles2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetles2
#define CASS_HIP_COMPAT___vsetles2
static inline __host__ __device__ unsigned int __vsetles2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x <= y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetles2

// @cass-compat __vcmpleu2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpleu2
#define CASS_HIP_COMPAT___vcmpleu2
static inline __host__ __device__ unsigned int __vcmpleu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x <= y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpleu2

// @cass-compat __vsetleu2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetleu2
#define CASS_HIP_COMPAT___vsetleu2
static inline __host__ __device__ unsigned int __vsetleu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x <= y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetleu2

// @cass-compat __vcmplts2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmplts2
#define CASS_HIP_COMPAT___vcmplts2
static inline __host__ __device__ unsigned int __vcmplts2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x < y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmplts2

// @cass-compat __vsetlts2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetlts2
#define CASS_HIP_COMPAT___vsetlts2
static inline __host__ __device__ unsigned int __vsetlts2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r |= ((unsigned int)(x < y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetlts2

// @cass-compat __vcmpltu2 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpltu2
#define CASS_HIP_COMPAT___vcmpltu2
static inline __host__ __device__ unsigned int __vcmpltu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x < y ? 0xffffu : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpltu2

// @cass-compat __vsetltu2 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetltu2
#define CASS_HIP_COMPAT___vsetltu2
static inline __host__ __device__ unsigned int __vsetltu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r |= ((unsigned int)(x < y ? 1 : 0) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetltu2

// @cass-compat __vabs2 -- per-lane absolute value, wrapping
#ifndef CASS_HIP_COMPAT___vabs2
#define CASS_HIP_COMPAT___vabs2
static inline __host__ __device__ unsigned int __vabs2(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i);
    r |= ((unsigned int)(x < 0 ? -x : x) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabs2

// @cass-compat __vabsss2 -- per-lane absolute value, saturated
#ifndef CASS_HIP_COMPAT___vabsss2
#define CASS_HIP_COMPAT___vabsss2
static inline __host__ __device__ unsigned int __vabsss2(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i);
    r |= ((unsigned int)(x < 0 ? (x == -32768 ? 32767 : -x) : x) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabsss2

// @cass-compat __vneg2 -- per-lane negation, wrapping
#ifndef CASS_HIP_COMPAT___vneg2
#define CASS_HIP_COMPAT___vneg2
static inline __host__ __device__ unsigned int __vneg2(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i);
    r |= ((unsigned int)(-x) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vneg2

// @cass-compat __vnegss2 -- per-lane negation, saturated
#ifndef CASS_HIP_COMPAT___vnegss2
#define CASS_HIP_COMPAT___vnegss2
static inline __host__ __device__ unsigned int __vnegss2(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i);
    r |= ((unsigned int)(x == -32768 ? 32767 : -x) & 0xffffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vnegss2

// @cass-compat __vsads2 -- sum of per-lane absolute differences
#ifndef CASS_HIP_COMPAT___vsads2
#define CASS_HIP_COMPAT___vsads2
static inline __host__ __device__ unsigned int __vsads2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)(short)(a >> i), y = (int)(short)(b >> i);
    r += (unsigned int)(x > y ? x - y : y - x);
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsads2

// @cass-compat __vsadu2 -- sum of per-lane absolute differences
#ifndef CASS_HIP_COMPAT___vsadu2
#define CASS_HIP_COMPAT___vsadu2
static inline __host__ __device__ unsigned int __vsadu2(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 16) {
    const int x = (int)((a >> i) & 0xffffu), y = (int)((b >> i) & 0xffffu);
    r += (unsigned int)(x > y ? x - y : y - x);
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsadu2

// @cass-compat __vadd4 -- per-lane sum, wrapping
#ifndef CASS_HIP_COMPAT___vadd4
#define CASS_HIP_COMPAT___vadd4
static inline __host__ __device__ unsigned int __vadd4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x + y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vadd4

// @cass-compat __vsub4 -- per-lane difference, wrapping
#ifndef CASS_HIP_COMPAT___vsub4
#define CASS_HIP_COMPAT___vsub4
static inline __host__ __device__ unsigned int __vsub4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x - y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsub4

// @cass-compat __vaddss4 -- per-lane signed sum, saturated
#ifndef CASS_HIP_COMPAT___vaddss4
#define CASS_HIP_COMPAT___vaddss4
static inline __host__ __device__ unsigned int __vaddss4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x + y > 127 ? 127 : x + y < -128 ? -128 : x + y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vaddss4

// @cass-compat __vsubss4 -- per-lane signed difference, saturated
#ifndef CASS_HIP_COMPAT___vsubss4
#define CASS_HIP_COMPAT___vsubss4
static inline __host__ __device__ unsigned int __vsubss4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x - y > 127 ? 127 : x - y < -128 ? -128 : x - y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsubss4

// @cass-compat __vaddus4 -- per-lane unsigned sum, saturated
#ifndef CASS_HIP_COMPAT___vaddus4
#define CASS_HIP_COMPAT___vaddus4
static inline __host__ __device__ unsigned int __vaddus4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x + y > 255 ? 255 : x + y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vaddus4

// @cass-compat __vsubus4 -- per-lane unsigned difference, saturated at 0
#ifndef CASS_HIP_COMPAT___vsubus4
#define CASS_HIP_COMPAT___vsubus4
static inline __host__ __device__ unsigned int __vsubus4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x > y ? x - y : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsubus4

// @cass-compat __vavgs4 -- per-lane signed average, rounded away from zero
#ifndef CASS_HIP_COMPAT___vavgs4
#define CASS_HIP_COMPAT___vavgs4
static inline __host__ __device__ unsigned int __vavgs4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)((x + y + (x + y >= 0 ? 1 : 0)) >> 1) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vavgs4

// @cass-compat __vavgu4 -- per-lane unsigned average, rounded up
#ifndef CASS_HIP_COMPAT___vavgu4
#define CASS_HIP_COMPAT___vavgu4
static inline __host__ __device__ unsigned int __vavgu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)((x + y + 1) >> 1) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vavgu4

// @cass-compat __vhaddu4 -- per-lane unsigned average, rounded down
#ifndef CASS_HIP_COMPAT___vhaddu4
#define CASS_HIP_COMPAT___vhaddu4
static inline __host__ __device__ unsigned int __vhaddu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)((x + y) >> 1) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vhaddu4

// @cass-compat __vabsdiffs4 -- per-lane signed absolute difference
#ifndef CASS_HIP_COMPAT___vabsdiffs4
#define CASS_HIP_COMPAT___vabsdiffs4
static inline __host__ __device__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x > y ? x - y : y - x) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabsdiffs4

// @cass-compat __vabsdiffu4 -- per-lane unsigned absolute difference
#ifndef CASS_HIP_COMPAT___vabsdiffu4
#define CASS_HIP_COMPAT___vabsdiffu4
static inline __host__ __device__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x > y ? x - y : y - x) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabsdiffu4

// @cass-compat __vmaxs4 -- per-lane signed maximum
#ifndef CASS_HIP_COMPAT___vmaxs4
#define CASS_HIP_COMPAT___vmaxs4
static inline __host__ __device__ unsigned int __vmaxs4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x > y ? x : y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vmaxs4

// @cass-compat __vmaxu4 -- per-lane unsigned maximum
#ifndef CASS_HIP_COMPAT___vmaxu4
#define CASS_HIP_COMPAT___vmaxu4
static inline __host__ __device__ unsigned int __vmaxu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x > y ? x : y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vmaxu4

// @cass-compat __vmins4 -- per-lane signed minimum
#ifndef CASS_HIP_COMPAT___vmins4
#define CASS_HIP_COMPAT___vmins4
static inline __host__ __device__ unsigned int __vmins4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x < y ? x : y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vmins4

// @cass-compat __vminu4 -- per-lane unsigned minimum
#ifndef CASS_HIP_COMPAT___vminu4
#define CASS_HIP_COMPAT___vminu4
static inline __host__ __device__ unsigned int __vminu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x < y ? x : y) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vminu4

// @cass-compat __vcmpeq4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpeq4
#define CASS_HIP_COMPAT___vcmpeq4
static inline __host__ __device__ unsigned int __vcmpeq4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x == y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpeq4

// @cass-compat __vseteq4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vseteq4
#define CASS_HIP_COMPAT___vseteq4
static inline __host__ __device__ unsigned int __vseteq4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x == y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vseteq4

// @cass-compat __vcmpne4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpne4
#define CASS_HIP_COMPAT___vcmpne4
static inline __host__ __device__ unsigned int __vcmpne4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x != y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpne4

// @cass-compat __vsetne4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetne4
#define CASS_HIP_COMPAT___vsetne4
static inline __host__ __device__ unsigned int __vsetne4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x != y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetne4

// @cass-compat __vcmpges4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpges4
#define CASS_HIP_COMPAT___vcmpges4
static inline __host__ __device__ unsigned int __vcmpges4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x >= y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpges4

// @cass-compat __vsetges4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetges4
#define CASS_HIP_COMPAT___vsetges4
static inline __host__ __device__ unsigned int __vsetges4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x >= y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetges4

// @cass-compat __vcmpgeu4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpgeu4
#define CASS_HIP_COMPAT___vcmpgeu4
static inline __host__ __device__ unsigned int __vcmpgeu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x >= y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpgeu4

// @cass-compat __vsetgeu4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetgeu4
#define CASS_HIP_COMPAT___vsetgeu4
static inline __host__ __device__ unsigned int __vsetgeu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x >= y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetgeu4

// @cass-compat __vcmpgts4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpgts4
#define CASS_HIP_COMPAT___vcmpgts4
static inline __host__ __device__ unsigned int __vcmpgts4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x > y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpgts4

// @cass-compat __vsetgts4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetgts4
#define CASS_HIP_COMPAT___vsetgts4
static inline __host__ __device__ unsigned int __vsetgts4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x > y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetgts4

// @cass-compat __vcmpgtu4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpgtu4
#define CASS_HIP_COMPAT___vcmpgtu4
static inline __host__ __device__ unsigned int __vcmpgtu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x > y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpgtu4

// @cass-compat __vsetgtu4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetgtu4
#define CASS_HIP_COMPAT___vsetgtu4
static inline __host__ __device__ unsigned int __vsetgtu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x > y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetgtu4

// @cass-compat __vcmples4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmples4
#define CASS_HIP_COMPAT___vcmples4
static inline __host__ __device__ unsigned int __vcmples4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x <= y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmples4

// @cass-compat __vsetles4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetles4
#define CASS_HIP_COMPAT___vsetles4
static inline __host__ __device__ unsigned int __vsetles4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x <= y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetles4

// @cass-compat __vcmpleu4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpleu4
#define CASS_HIP_COMPAT___vcmpleu4
static inline __host__ __device__ unsigned int __vcmpleu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x <= y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpleu4

// @cass-compat __vsetleu4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetleu4
#define CASS_HIP_COMPAT___vsetleu4
static inline __host__ __device__ unsigned int __vsetleu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x <= y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetleu4

// @cass-compat __vcmplts4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmplts4
#define CASS_HIP_COMPAT___vcmplts4
static inline __host__ __device__ unsigned int __vcmplts4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x < y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmplts4

// @cass-compat __vsetlts4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetlts4
#define CASS_HIP_COMPAT___vsetlts4
static inline __host__ __device__ unsigned int __vsetlts4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r |= ((unsigned int)(x < y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetlts4

// @cass-compat __vcmpltu4 -- per-lane mask
#ifndef CASS_HIP_COMPAT___vcmpltu4
#define CASS_HIP_COMPAT___vcmpltu4
static inline __host__ __device__ unsigned int __vcmpltu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x < y ? 0xffu : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vcmpltu4

// @cass-compat __vsetltu4 -- per-lane 0 or 1
#ifndef CASS_HIP_COMPAT___vsetltu4
#define CASS_HIP_COMPAT___vsetltu4
static inline __host__ __device__ unsigned int __vsetltu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r |= ((unsigned int)(x < y ? 1 : 0) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsetltu4

// @cass-compat __vabs4 -- per-lane absolute value, wrapping
#ifndef CASS_HIP_COMPAT___vabs4
#define CASS_HIP_COMPAT___vabs4
static inline __host__ __device__ unsigned int __vabs4(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i);
    r |= ((unsigned int)(x < 0 ? -x : x) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabs4

// @cass-compat __vabsss4 -- per-lane absolute value, saturated
#ifndef CASS_HIP_COMPAT___vabsss4
#define CASS_HIP_COMPAT___vabsss4
static inline __host__ __device__ unsigned int __vabsss4(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i);
    r |= ((unsigned int)(x < 0 ? (x == -128 ? 127 : -x) : x) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vabsss4

// @cass-compat __vneg4 -- per-lane negation, wrapping
#ifndef CASS_HIP_COMPAT___vneg4
#define CASS_HIP_COMPAT___vneg4
static inline __host__ __device__ unsigned int __vneg4(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i);
    r |= ((unsigned int)(-x) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vneg4

// @cass-compat __vnegss4 -- per-lane negation, saturated
#ifndef CASS_HIP_COMPAT___vnegss4
#define CASS_HIP_COMPAT___vnegss4
static inline __host__ __device__ unsigned int __vnegss4(unsigned int a) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i);
    r |= ((unsigned int)(x == -128 ? 127 : -x) & 0xffu) << i;
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vnegss4

// @cass-compat __vsads4 -- sum of per-lane absolute differences
#ifndef CASS_HIP_COMPAT___vsads4
#define CASS_HIP_COMPAT___vsads4
static inline __host__ __device__ unsigned int __vsads4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)(signed char)(a >> i), y = (int)(signed char)(b >> i);
    r += (unsigned int)(x > y ? x - y : y - x);
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsads4

// @cass-compat __vsadu4 -- sum of per-lane absolute differences
#ifndef CASS_HIP_COMPAT___vsadu4
#define CASS_HIP_COMPAT___vsadu4
static inline __host__ __device__ unsigned int __vsadu4(unsigned int a, unsigned int b) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += 8) {
    const int x = (int)((a >> i) & 0xffu), y = (int)((b >> i) & 0xffu);
    r += (unsigned int)(x > y ? x - y : y - x);
  }
  return r;
}
#endif  // CASS_HIP_COMPAT___vsadu4
