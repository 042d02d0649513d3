// Tiled matrix multiply with shared memory, templated on the tile size, checked on the CPU.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <vector>

namespace gemm {

template <int TILE>
__global__ void __launch_bounds__(TILE * TILE)
matmul(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int n) {
  __shared__ float ta[TILE][TILE];
  __shared__ float tb[TILE][TILE + 1];  // +1 avoids bank conflicts on the transpose read
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    ta[threadIdx.y][threadIdx.x] = (row < n && t + threadIdx.x < n) ? a[row * n + t + threadIdx.x] : 0.0f;
    tb[threadIdx.y][threadIdx.x] = (col < n && t + threadIdx.y < n) ? b[(t + threadIdx.y) * n + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc = fmaf(ta[threadIdx.y][k], tb[k][threadIdx.x], acc);
    __syncthreads();
  }
  if (row < n && col < n) c[row * n + col] = acc;
}

template <int TILE>
void launch(const float* a, const float* b, float* c, int n, cudaStream_t stream) {
  dim3 block(TILE, TILE);
  dim3 grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
  matmul<TILE><<<grid, block, 0, stream>>>(a, b, c, n);
}

}  // namespace gemm

int main() {
  const int n = 192;
  std::vector<float> a(n * n), b(n * n), c(n * n), ref(n * n, 0.0f);
  for (int i = 0; i < n * n; ++i) {
    a[i] = static_cast<float>((i * 7) % 11) / 11.0f;
    b[i] = static_cast<float>((i * 5) % 13) / 13.0f;
  }
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < n; ++k)
      for (int j = 0; j < n; ++j) ref[i * n + j] += a[i * n + k] * b[k * n + j];

  float *da, *db, *dc;
  size_t bytes = sizeof(float) * n * n;
  cudaMalloc(&da, bytes);
  cudaMalloc(&db, bytes);
  cudaMalloc(&dc, bytes);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaMemcpyAsync(da, a.data(), bytes, cudaMemcpyHostToDevice, stream);
  cudaMemcpyAsync(db, b.data(), bytes, cudaMemcpyHostToDevice, stream);
  gemm::launch<16>(da, db, dc, n, stream);
  cudaMemcpyAsync(c.data(), dc, bytes, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);

  double max_err = 0.0, trace = 0.0;
  for (int i = 0; i < n * n; ++i) max_err = std::fmax(max_err, std::fabs(c[i] - ref[i]));
  for (int i = 0; i < n; ++i) trace += c[i * n + i];
  std::printf("matmul_tiled: n=%d trace=%.2f max_err_ok=%d\n", n, trace, max_err < 1e-3 ? 1 : 0);

  cudaStreamDestroy(stream);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}
