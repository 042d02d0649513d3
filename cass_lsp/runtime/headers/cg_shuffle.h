// What HIP lacks, defined by cass-lsp with CUDA's semantics: cooperative-groups shuffles of values that
// are not numbers (a struct, __half, a vector type), which HIP's groups refuse (a static_assert).
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line and sits
// in its own CASS_HIP_COMPAT_ guard. The file compiles as it is with hipcc; with nvcc, whose
// groups shuffle any type, it defines nothing.
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT___cass_cg_shfl
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat __cass_cg_shfl -- g.shfl, shfl_up, shfl_down and shfl_xor of any value whose bytes are all it is (a struct, __half, a vector type), as CUDA's groups do it: its bytes moved as 32-bit words, each from the same source lane
#ifndef CASS_HIP_COMPAT___cass_cg_shfl
#define CASS_HIP_COMPAT___cass_cg_shfl
#define CASS_CG_SHUFFLE_WORDS(method)                                                        \
  unsigned int words[(sizeof(T) + sizeof(unsigned int) - 1) / sizeof(unsigned int)] = {};  \
  __builtin_memcpy(words, &value, sizeof(T));                                                \
  for (unsigned int k = 0; k < sizeof(words) / sizeof(words[0]); ++k) {                      \
    words[k] = g.method(words[k], lane);                                                     \
  }                                                                                          \
  __builtin_memcpy(&value, words, sizeof(T));                                                \
  return value;
template <class Group, class T>
static __device__ T __cass_cg_shfl(const Group& g, T value, int lane) { CASS_CG_SHUFFLE_WORDS(shfl) }
template <class Group, class T>
static __device__ T __cass_cg_shfl_up(const Group& g, T value, unsigned int lane) { CASS_CG_SHUFFLE_WORDS(shfl_up) }
template <class Group, class T>
static __device__ T __cass_cg_shfl_down(const Group& g, T value, unsigned int lane) {
  CASS_CG_SHUFFLE_WORDS(shfl_down)
}
template <class Group, class T>
static __device__ T __cass_cg_shfl_xor(const Group& g, T value, unsigned int lane) { CASS_CG_SHUFFLE_WORDS(shfl_xor) }
#undef CASS_CG_SHUFFLE_WORDS
#endif  // CASS_HIP_COMPAT___cass_cg_shfl
