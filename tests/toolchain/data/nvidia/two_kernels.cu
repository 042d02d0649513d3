// Two kernels, the second using the first's results: trace mode names the one whose results differ.
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
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  fill<<<(n + 255) / 256, 256>>>(x, n);
  scale<<<(n + 255) / 256, 256>>>(x, y, 3.0f, n);
  float h[4];
  cudaMemcpy(h, y + 100, sizeof(h), cudaMemcpyDeviceToHost);
  printf("y[100..103] = %.1f %.1f %.1f %.1f\n", h[0], h[1], h[2], h[3]);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
