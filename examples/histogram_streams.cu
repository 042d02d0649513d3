// A 256-bin histogram over chunks copied asynchronously in several streams from pinned
// memory, with shared-memory privatisation and global atomics.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>

#define CHECK(x)                                                                   \
  do {                                                                             \
    cudaError_t e = (x);                                                           \
    if (e != cudaSuccess) {                                                        \
      printf("CUDA failure: %s (line %d)\n", cudaGetErrorString(e), __LINE__);     \
      return 1;                                                                    \
    }                                                                              \
  } while (0)

constexpr int kBins = 256;
constexpr int kStreams = 4;

__global__ void histogram(const uint8_t* data, int n, unsigned int* bins) {
  __shared__ unsigned int local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    atomicAdd(&local[data[i]], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) {
    if (local[b]) atomicAdd(&bins[b], local[b]);
  }
}

int main() {
  const int n = 1 << 22;
  const int chunk = n / kStreams;
  uint8_t* h_data = nullptr;
  CHECK(cudaMallocHost((void**)&h_data, n));
  for (int i = 0; i < n; ++i) h_data[i] = static_cast<uint8_t>((i * 2654435761u) >> 24);

  uint8_t* d_data;
  unsigned int* d_bins;
  CHECK(cudaMalloc(&d_data, n));
  CHECK(cudaMalloc(&d_bins, kBins * sizeof(unsigned int)));
  CHECK(cudaMemset(d_bins, 0, kBins * sizeof(unsigned int)));

  cudaStream_t streams[kStreams];
  for (int s = 0; s < kStreams; ++s) CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
  cudaEvent_t done;
  CHECK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming));

  for (int s = 0; s < kStreams; ++s) {
    const int offset = s * chunk;
    CHECK(cudaMemcpyAsync(d_data + offset, h_data + offset, chunk, cudaMemcpyHostToDevice, streams[s]));
    histogram<<<64, 256, 0, streams[s]>>>(d_data + offset, chunk, d_bins);
  }
  for (int s = 0; s < kStreams; ++s) CHECK(cudaStreamSynchronize(streams[s]));
  CHECK(cudaEventRecord(done, streams[0]));
  CHECK(cudaEventSynchronize(done));

  unsigned int bins[kBins];
  CHECK(cudaMemcpy(bins, d_bins, sizeof(bins), cudaMemcpyDeviceToHost));
  unsigned long long total = 0, weighted = 0;
  for (int b = 0; b < kBins; ++b) {
    total += bins[b];
    weighted += static_cast<unsigned long long>(b) * bins[b];
  }
  printf("histogram_streams: total=%llu weighted=%llu bin0=%u bin255=%u\n", total, weighted, bins[0], bins[255]);

  for (int s = 0; s < kStreams; ++s) CHECK(cudaStreamDestroy(streams[s]));
  CHECK(cudaEventDestroy(done));
  CHECK(cudaFree(d_data));
  CHECK(cudaFree(d_bins));
  CHECK(cudaFreeHost(h_data));
  return 0;
}
