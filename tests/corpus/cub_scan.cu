// CUB: device-wide sum and inclusive scan (two-phase temporary storage), and a block reduce.
#include <cstdio>
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include "common.cuh"

struct MaxOp {
    __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

template <int BLOCK>
__global__ void block_max(const int* in, int* out) {
    using BlockReduce = cub::BlockReduce<int, BLOCK>;
    __shared__ typename BlockReduce::TempStorage temp;
    int value = in[blockIdx.x * BLOCK + threadIdx.x];
    int best = BlockReduce(temp).Reduce(value, MaxOp());
    if (threadIdx.x == 0) out[blockIdx.x] = best;
}

int main() {
    const int n = 1 << 16;
    int* h_in = new int[n];
    for (int i = 0; i < n; ++i) h_in[i] = (i * 7) % 13;
    int *d_in, *d_sum, *d_scan, *d_max;
    CHECK(cudaMalloc((void**)&d_in, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_sum, sizeof(int)));
    CHECK(cudaMalloc((void**)&d_scan, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_max, (n / 256) * sizeof(int)));
    CHECK(cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice));

    void* temp = nullptr;
    size_t temp_bytes = 0;
    CHECK(cub::DeviceReduce::Sum(temp, temp_bytes, d_in, d_sum, n));
    CHECK(cudaMalloc(&temp, temp_bytes));
    CHECK(cub::DeviceReduce::Sum(temp, temp_bytes, d_in, d_sum, n));
    CHECK(cudaFree(temp));

    temp = nullptr;
    temp_bytes = 0;
    CHECK(cub::DeviceScan::InclusiveSum(temp, temp_bytes, d_in, d_scan, n));
    CHECK(cudaMalloc(&temp, temp_bytes));
    CHECK(cub::DeviceScan::InclusiveSum(temp, temp_bytes, d_in, d_scan, n));
    CHECK(cudaFree(temp));

    block_max<256><<<n / 256, 256>>>(d_in, d_max);
    CHECK_LAST();

    int sum = 0, last = 0, max0 = 0;
    CHECK(cudaMemcpy(&sum, d_sum, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&last, d_scan + n - 1, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&max0, d_max, sizeof(int), cudaMemcpyDeviceToHost));
    long long expected = 0;
    for (int i = 0; i < n; ++i) expected += h_in[i];
    printf("sum %d, scan last %d, expected %lld, block max %d\n", sum, last, expected, max0);
    printf("%s\n", (sum == expected && last == expected && max0 == 12) ? "PASS" : "FAIL");
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_sum));
    CHECK(cudaFree(d_scan));
    CHECK(cudaFree(d_max));
    delete[] h_in;
    return 0;
}
