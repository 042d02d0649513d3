// A three-stage pipeline over pinned buffers: copy in, compute, copy out, overlapped across
// streams with events ordering the stages. Prints exact integer checksums.
#include <cstdio>
#include <cuda_runtime.h>
#include "common.cuh"

namespace pipeline {

constexpr int kStreams = 3;
constexpr int kChunk = 1 << 16;

__global__ void square_plus(const int* in, int* out, int n, int add) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * in[i] + add;
}

__global__ void prefix_within_block(int* data, int n) {
    __shared__ int buf[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    buf[threadIdx.x] = i < n ? data[i] : 0;
    __syncthreads();
    for (int offset = 1; offset < blockDim.x; offset <<= 1) {
        int v = threadIdx.x >= offset ? buf[threadIdx.x - offset] : 0;
        __syncthreads();
        buf[threadIdx.x] += v;
        __syncthreads();
    }
    if (i < n) data[i] = buf[threadIdx.x];
}

struct Stage {
    cudaStream_t stream;
    cudaEvent_t copied;
    cudaEvent_t done;
    int* d_in;
    int* d_out;
};

}  // namespace pipeline

using namespace pipeline;

int main() {
    int device = 0;
    CHECK(cudaGetDevice(&device));
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, device));
    // prop.name differs between machines: only whether kernels can run concurrently is used.
    const bool overlap = prop.concurrentKernels > 0;

    const int chunks = 6;
    const int n = chunks * kChunk;
    int *h_in = nullptr, *h_out = nullptr;
    CHECK(cudaHostAlloc((void**)&h_in, n * sizeof(int), cudaHostAllocDefault));
    CHECK(cudaMallocHost((void**)&h_out, n * sizeof(int)));
    for (int i = 0; i < n; ++i) h_in[i] = i % 97;

    Stage stages[kStreams];
    for (auto& st : stages) {
        CHECK(cudaStreamCreate(&st.stream));
        CHECK(cudaEventCreateWithFlags(&st.copied, cudaEventDisableTiming));
        CHECK(cudaEventCreate(&st.done));
        CHECK(cudaMalloc((void**)&st.d_in, kChunk * sizeof(int)));
        CHECK(cudaMalloc((void**)&st.d_out, kChunk * sizeof(int)));
    }

    cudaStream_t side;
    CHECK(cudaStreamCreateWithPriority(&side, cudaStreamNonBlocking, 0));
    for (int c = 0; c < chunks; ++c) {
        Stage& st = stages[c % kStreams];
        const int base = c * kChunk;
        CHECK(cudaMemcpyAsync(st.d_in, h_in + base, kChunk * sizeof(int), cudaMemcpyHostToDevice, st.stream));
        CHECK(cudaEventRecord(st.copied, st.stream));
        // The side stream waits for the copy, then scans the input in place.
        CHECK(cudaStreamWaitEvent(side, st.copied, 0));
        square_plus<<<kChunk / 256, 256, 0, st.stream>>>(st.d_in, st.d_out, kChunk, c);
        prefix_within_block<<<kChunk / 256, 256, 0, st.stream>>>(st.d_out, kChunk);
        CHECK_LAST();
        CHECK(cudaMemcpyAsync(h_out + base, st.d_out, kChunk * sizeof(int), cudaMemcpyDeviceToHost, st.stream));
        CHECK(cudaEventRecord(st.done, st.stream));
    }
    for (auto& st : stages) CHECK(cudaEventSynchronize(st.done));
    CHECK(cudaStreamSynchronize(side));
    cudaError_t status = cudaStreamQuery(stages[0].stream);

    long long checksum = 0;
    int errors = 0;
    for (int c = 0; c < chunks; ++c) {
        long long running = 0;
        for (int i = 0; i < kChunk; ++i) {
            const int idx = c * kChunk + i;
            if (i % 256 == 0) running = 0;
            running += static_cast<long long>(h_in[idx]) * h_in[idx] + c;
            errors += h_out[idx] != running;
            checksum += h_out[idx] % 1000;
        }
    }
    printf("concurrent kernels: %s\n", overlap ? "yes" : "no");
    printf("stream idle: %s\n", status == cudaSuccess ? "yes" : "no");
    printf("checksum %lld\n", checksum);
    printf("%s (%d errors)\n", errors == 0 ? "PASS" : "FAIL", errors);

    for (auto& st : stages) {
        CHECK(cudaStreamDestroy(st.stream));
        CHECK(cudaEventDestroy(st.copied));
        CHECK(cudaEventDestroy(st.done));
        CHECK(cudaFree(st.d_in));
        CHECK(cudaFree(st.d_out));
    }
    CHECK(cudaStreamDestroy(side));
    CHECK(cudaFreeHost(h_in));
    CHECK(cudaFreeHost(h_out));
    return 0;
}
