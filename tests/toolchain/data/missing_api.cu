#include <cstdio>

__global__ void reduce_warp(int* out) {
  int v = threadIdx.x;
  int s = v; __nanosleep(100);
  out[threadIdx.x] = s;
}

int main() {
  int* d;
  cudaMalloc(&d, 32 * sizeof(int));
  reduce_warp<<<1, 32>>>(d);
  return 0;
}
