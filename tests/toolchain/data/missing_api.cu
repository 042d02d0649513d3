#include <cstdio>

__global__ void reduce_warp(int* out) {
  int v = threadIdx.x;
  int s = __fns(0xffffffffu, 0, v);
  out[threadIdx.x] = s;
}

int main() {
  int* d;
  cudaMalloc(&d, 32 * sizeof(int));
  reduce_warp<<<1, 32>>>(d);
  return 0;
}
