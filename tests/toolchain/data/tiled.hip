#include <hip/hip_runtime.h>

// 16x16 tiles in LDS: 2 KiB of LDS per work-group.
__global__ void tiled_matmul(const float* a, const float* b, float* c, int n) {
  __shared__ float ta[16][16], tb[16][16];
  int row = blockIdx.y * 16 + threadIdx.y;
  int col = blockIdx.x * 16 + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < n / 16; ++t) {
    ta[threadIdx.y][threadIdx.x] = a[row * n + t * 16 + threadIdx.x];
    tb[threadIdx.y][threadIdx.x] = b[(t * 16 + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < 16; ++k) acc += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  c[row * n + col] = acc;
}

__global__ void scale(float* p, float s) { p[threadIdx.x] *= s; }
