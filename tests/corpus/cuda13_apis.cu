// CUDA 13 forms whose HIP counterparts differ: cudaMemPrefetchAsync and cudaMemAdvise taking a
// cudaMemLocation, and the typed-pointer overloads of the allocation functions.
#include <cstdio>
#include <cuda_runtime.h>
#include "common.cuh"

__global__ void increment(float* data, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1.0f;
}

int main() {
    const int n = 4096;
    int device = 0;
    CHECK(cudaGetDevice(&device));

    // Typed-pointer overloads: CUDA deduces T from float**; HIP wants void**.
    float* managed = nullptr;
    float* pinned = nullptr;
    float* mapped = nullptr;
    float* device_buf = nullptr;
    CHECK(cudaMallocManaged(&managed, n * sizeof(float)));
    CHECK(cudaMallocHost(&pinned, n * sizeof(float)));
    CHECK(cudaHostAlloc(&mapped, n * sizeof(float), cudaHostAllocMapped));
    CHECK(cudaMalloc(&device_buf, n * sizeof(float)));
    for (int i = 0; i < n; ++i) managed[i] = static_cast<float>(i % 10);

    int managed_ok = 0;
    CHECK(cudaDeviceGetAttribute(&managed_ok, cudaDevAttrConcurrentManagedAccess, device));
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    if (managed_ok) {
        // CUDA 13: a location struct and flags instead of an int device.
        cudaMemLocation location = {};
        location.type = cudaMemLocationTypeDevice;
        location.id = device;
        CHECK(cudaMemAdvise(managed, n * sizeof(float), cudaMemAdviseSetPreferredLocation, location));
        CHECK(cudaMemPrefetchAsync(managed, n * sizeof(float), location, 0, stream));
    }
    increment<<<n / 256, 256, 0, stream>>>(managed, n);
    CHECK_LAST();
    CHECK(cudaStreamSynchronize(stream));

    double sum = 0;
    for (int i = 0; i < n; ++i) sum += managed[i];
    printf("managed sum %.0f\n", sum);

    int clock_khz = 0;
    CHECK(cudaDeviceGetAttribute(&clock_khz, cudaDevAttrClockRate, device));
    printf("clock queried: %s\n", clock_khz > 0 ? "yes" : "no");

    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(managed));
    CHECK(cudaFreeHost(pinned));
    CHECK(cudaFreeHost(mapped));
    CHECK(cudaFree(device_buf));
    return 0;
}
