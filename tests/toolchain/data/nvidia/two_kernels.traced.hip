// Two kernels, the second using the first's results: trace mode names the one whose results differ.
#include "hip/hip_runtime.h"
#include <cstdio>

__global__ void fill(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = 0.5f * i;
}

__global__ void scale(const float* x, float* y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + 1.0f;
}

int main() {
  const int n = 1024;
  float *x, *y;
  hipMalloc(&x, n * sizeof(float));
  hipMalloc(&y, n * sizeof(float));
  fill<<<(n + 255) / 256, 256>>>(x, n); cass_trace::after("fill", 20, x, n);
  scale<<<(n + 255) / 256, 256>>>(x, y, 3.0f, n); cass_trace::after("scale", 21, x, y, 3.0f, n);
  float h[4];
  hipMemcpy(h, y + 100, sizeof(h), hipMemcpyDeviceToHost);
  printf("y[100..103] = %.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);
  hipFree(x);
  hipFree(y);
  return 0;
}
