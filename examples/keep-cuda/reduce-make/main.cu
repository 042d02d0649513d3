#include <cstdio>
#include <cuda_runtime.h>
#include "kernels.cuh"

__global__ void reduce(const float* in, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = block_sum(i < n ? in[i] : 0.0f);
    if (threadIdx.x == 0) atomicAdd(out, s);
}

int main() {
    const int n = 1 << 20;
    float *in, *out;
    cudaMallocManaged(&in, n * sizeof(float));
    cudaMallocManaged(&out, sizeof(float));
    for (int i = 0; i < n; ++i) in[i] = 1.0f;
    *out = 0.0f;
    reduce<<<(n + 255) / 256, 256>>>(in, out, n);
    cudaDeviceSynchronize();
    printf("sum = %.0f (expected %d)\n", *out, n);
    return *out == n ? 0 : 1;
}
