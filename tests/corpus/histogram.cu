// 256-bin histogram with shared-memory atomics, computed in chunks on two streams.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include "common.cuh"

constexpr int kBins = 256;
constexpr int kThreads = 256;

__global__ void histogram_shared(const unsigned char* data, int n, unsigned int* bins) {
    __shared__ unsigned int local[kBins];
    for (int b = threadIdx.x; b < kBins; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        atomicAdd(&local[data[i]], 1u);
    }
    __syncthreads();
    for (int b = threadIdx.x; b < kBins; b += blockDim.x) {
        if (local[b] != 0) atomicAdd(&bins[b], local[b]);
    }
}

// The same histogram with global atomics only: slower, simpler.
__global__ void histogram_global(const unsigned char* data, int n, unsigned int* bins) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(bins + data[i], 1u);
}

__global__ void max_bin(const unsigned int* bins, unsigned int* best) {
    unsigned int value = bins[threadIdx.x];
    atomicMax(best, value);
}

__global__ void checksum(const unsigned int* bins, unsigned long long* sum) {
    unsigned long long weighted = static_cast<unsigned long long>(bins[threadIdx.x]) * (threadIdx.x + 1);
    atomicAdd(sum, weighted);
}

static void cpu_histogram(const unsigned char* data, int n, unsigned int* bins) {
    memset(bins, 0, kBins * sizeof(unsigned int));
    for (int i = 0; i < n; ++i) bins[data[i]]++;
}

int main() {
    const int n = 1 << 22;
    const int chunks = 4;
    const int chunk = n / chunks;

    unsigned char* host_data = nullptr;
    CHECK(cudaMallocHost((void**)&host_data, n));
    corpus::Lcg rng(7u);
    for (int i = 0; i < n; ++i) host_data[i] = static_cast<unsigned char>(rng.next() & 0xff);

    unsigned char* d_data;
    unsigned int *d_bins, *d_bins_global, *d_best;
    unsigned long long* d_sum;
    CHECK(cudaMalloc((void**)&d_data, n));
    CHECK(cudaMalloc((void**)&d_bins, kBins * sizeof(unsigned int)));
    CHECK(cudaMalloc((void**)&d_bins_global, kBins * sizeof(unsigned int)));
    CHECK(cudaMalloc((void**)&d_best, sizeof(unsigned int)));
    CHECK(cudaMalloc((void**)&d_sum, sizeof(unsigned long long)));

    cudaStream_t streams[2];
    for (auto& s : streams) CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CHECK(cudaMemsetAsync(d_bins, 0, kBins * sizeof(unsigned int), streams[0]));
    CHECK(cudaMemsetAsync(d_bins_global, 0, kBins * sizeof(unsigned int), streams[0]));
    CHECK(cudaStreamSynchronize(streams[0]));

    for (int c = 0; c < chunks; ++c) {
        cudaStream_t s = streams[c % 2];
        const size_t offset = static_cast<size_t>(c) * chunk;
        CHECK(cudaMemcpyAsync(d_data + offset, host_data + offset, chunk, cudaMemcpyHostToDevice, s));
        histogram_shared<<<64, kThreads, 0, s>>>(d_data + offset, chunk, d_bins);
        CHECK_LAST();
    }
    for (auto& s : streams) CHECK(cudaStreamSynchronize(s));

    histogram_global<<<corpus::ceil_div(n, kThreads), kThreads>>>(d_data, n, d_bins_global);
    CHECK_LAST();
    CHECK(cudaMemset(d_best, 0, sizeof(unsigned int)));
    CHECK(cudaMemset(d_sum, 0, sizeof(unsigned long long)));
    max_bin<<<1, kBins>>>(d_bins, d_best);
    checksum<<<1, kBins>>>(d_bins, d_sum);
    CHECK(cudaDeviceSynchronize());

    unsigned int bins[kBins], bins_global[kBins], expected[kBins], best = 0;
    unsigned long long sum = 0;
    CHECK(cudaMemcpy(bins, d_bins, sizeof(bins), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(bins_global, d_bins_global, sizeof(bins_global), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&best, d_best, sizeof(best), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&sum, d_sum, sizeof(sum), cudaMemcpyDeviceToHost));
    cpu_histogram(host_data, n, expected);

    int mismatches = 0;
    for (int b = 0; b < kBins; ++b) mismatches += (bins[b] != expected[b]) + (bins_global[b] != expected[b]);
    printf("bin[0]=%u bin[128]=%u bin[255]=%u\n", bins[0], bins[128], bins[255]);
    printf("largest bin %u, weighted checksum %llu\n", best, sum);
    printf("%s (%d mismatches)\n", mismatches == 0 ? "PASS" : "FAIL", mismatches);

    for (auto& s : streams) CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(d_data));
    CHECK(cudaFree(d_bins));
    CHECK(cudaFree(d_bins_global));
    CHECK(cudaFree(d_best));
    CHECK(cudaFree(d_sum));
    CHECK(cudaFreeHost(host_data));
    return 0;
}
