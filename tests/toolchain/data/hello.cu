#include <cstdio>

__global__ void square(int* out) { out[threadIdx.x] = threadIdx.x * threadIdx.x; }

int main() {
  int* d = nullptr;
  int h[8];
  cudaMalloc(&d, sizeof(h));
  square<<<1, 8>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  cudaFree(d);
  for (int i = 0; i < 8; ++i) printf("%d: %d\n", i, h[i]);
  return 0;
}
