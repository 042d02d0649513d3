#include <hip/hip_runtime.h>

// Deep template recursion with transcendental math: takes clang several seconds, long enough
// to cancel a compile while it runs.
template <int N> struct Unroll {
  __device__ static float run(float x) { return Unroll<N - 1>::run(sinf(x) * 1.0001f + cosf(x)); }
};
template <> struct Unroll<0> {
  __device__ static float run(float x) { return x; }
};
__global__ void slow(float* p) { p[threadIdx.x] = Unroll<60>::run(p[threadIdx.x]); }
