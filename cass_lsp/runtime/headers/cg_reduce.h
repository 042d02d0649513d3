// What HIP lacks, defined by cass-lsp with CUDA's semantics: CUDA 11's cooperative_groups::reduce and its function objects.
//
// A translation that uses one of these gets its definition, copied from here byte for byte
// (cass_lsp/runtime/__init__.py reads this file): each starts at its `@cass-compat` line
// (NAME, the HIP releases it is for, `yields` for a template that gives way to a definition
// of the file's own, then what it computes) and sits in its own CASS_HIP_COMPAT_ guard.
// The file compiles as it is with hipcc; with nvcc, whose CUDA has all of these, it defines
// nothing.
//
// CUDA 11's cooperative_groups::reduce and its function objects (cooperative_groups/reduce.h);
// HIP's cooperative groups have none up to 6.4. CUDA requires op to be commutative and
// associative, so any order is CUDA's; a tree of shfl_down over any group size (tiles and
// coalesced groups, power of two or not), then rank 0's value to all. Values of any trivially
// copyable type move as 32-bit words (HeCBench's softmax-online reduces a struct).
#pragma once
#if defined(__CUDACC__) && !defined(__HIP__)
#define CASS_HIP_COMPAT_cooperative_groups_reduce
#else
#include <hip/hip_runtime.h>
#endif

// @cass-compat cooperative_groups::reduce -- the group reduction of cooperative_groups/reduce.h, with its plus, less, greater and bit_* operators
#ifndef CASS_HIP_COMPAT_cooperative_groups_reduce
#define CASS_HIP_COMPAT_cooperative_groups_reduce
#include <hip/hip_cooperative_groups.h>
namespace cooperative_groups {
template <class T> struct plus { __host__ __device__ T operator()(const T& a, const T& b) const { return a + b; } };
template <class T> struct less { __host__ __device__ T operator()(const T& a, const T& b) const { return b < a ? b : a; } };
template <class T> struct greater { __host__ __device__ T operator()(const T& a, const T& b) const { return a < b ? b : a; } };
template <class T> struct bit_and { __host__ __device__ T operator()(const T& a, const T& b) const { return a & b; } };
template <class T> struct bit_or { __host__ __device__ T operator()(const T& a, const T& b) const { return a | b; } };
template <class T> struct bit_xor { __host__ __device__ T operator()(const T& a, const T& b) const { return a ^ b; } };
namespace cass_detail {
template <class Group, class T> __device__ T shfl_words(const Group& g, T value, unsigned int lane, bool down) {
  int words[(sizeof(T) + sizeof(int) - 1) / sizeof(int)];
  __builtin_memcpy(words, &value, sizeof(T));
  for (unsigned int i = 0; i < sizeof(words) / sizeof(int); ++i)
    words[i] = down ? g.shfl_down(words[i], lane) : g.shfl(words[i], (int)lane);
  __builtin_memcpy(&value, words, sizeof(T));
  return value;
}
}  // namespace cass_detail
template <class Group, class T, class Op> __device__ T reduce(const Group& g, T value, Op op) {
  const unsigned int n = g.size(), rank = g.thread_rank();
  for (unsigned int offset = 1; offset < n; offset *= 2) {
    const T other = cass_detail::shfl_words(g, value, offset, true);
    if (rank % (2 * offset) == 0 && rank + offset < n) value = op(value, other);
  }
  return cass_detail::shfl_words(g, value, 0, false);
}
}  // namespace cooperative_groups
#endif  // CASS_HIP_COMPAT_cooperative_groups_reduce
