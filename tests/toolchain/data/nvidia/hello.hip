#include "hip/hip_runtime.h"
#include <cstdio>

__global__ void square(int* out) { out[threadIdx.x] = threadIdx.x * threadIdx.x; }

int main() {
  int* d = nullptr;
  int h[8];
  hipMalloc(&d, sizeof(h));
  square<<<1, 8>>>(d);
  hipMemcpy(h, d, sizeof(h), hipMemcpyDeviceToHost);
  hipFree(d);
  for (int i = 0; i < 8; ++i) printf("%d: %d\n", i, h[i]);
  return 0;
}
