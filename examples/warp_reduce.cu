// Block-wide sum and vote with warp shuffles, written the way much CUDA code is: assuming a
// warp of 32 lanes and 32-bit lane masks. It compiles for AMD, and on wave64 GPUs (CDNA:
// MI200, MI300) it silently computes the wrong answer. cass-lsp flags each assumption.
#include <cuda_runtime.h>

#include <cstdio>

constexpr int kBlock = 256;
constexpr unsigned kFullMask = 0xffffffff;

__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2) {
    v += __shfl_down_sync(kFullMask, v, offset);
  }
  return v;
}

__global__ void block_sum(const float* in, float* out, int n) {
  __shared__ float partial[kBlock / 32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;

  float v = i < n ? in[i] : 0.0f;
  v = warp_sum(v);
  if (lane == 0) partial[warp] = v;
  __syncthreads();

  if (warp == 0) {
    v = lane < kBlock / 32 ? partial[lane] : 0.0f;
    v = warp_sum(v);
    if (lane == 0) atomicAdd(out, v);
  }
}

__global__ void count_positive(const float* in, int* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned ballot = __ballot_sync(0xffffffff, i < n && in[i] > 0.0f);
  if ((threadIdx.x % 32) == 0) atomicAdd(count, __popc(ballot));
}

int main() {
  const int n = 1 << 16;
  float* h_in = new float[n];
  for (int i = 0; i < n; ++i) h_in[i] = (i % 7) - 3.0f;

  float *d_in, *d_sum;
  int* d_count;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_sum, sizeof(float));
  cudaMalloc(&d_count, sizeof(int));
  cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(d_sum, 0, sizeof(float));
  cudaMemset(d_count, 0, sizeof(int));

  const int blocks = (n + kBlock - 1) / kBlock;
  block_sum<<<blocks, kBlock>>>(d_in, d_sum, n);
  count_positive<<<blocks, kBlock>>>(d_in, d_count, n);

  float sum = 0.0f;
  int count = 0;
  cudaMemcpy(&sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("warp_reduce: sum=%.1f positive=%d\n", sum, count);

  cudaFree(d_in);
  cudaFree(d_sum);
  cudaFree(d_count);
  delete[] h_in;
  return 0;
}
