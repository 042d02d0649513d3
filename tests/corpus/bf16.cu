// bfloat16 storage with float arithmetic: scale a vector and sum it. Values are small integers,
// exact in bfloat16.
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include "common.cuh"

__global__ void scale_bf16(const __nv_bfloat16* in, __nv_bfloat16* out, float factor, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = __bfloat162float(in[i]);
        out[i] = __float2bfloat16(x * factor);
    }
}

__global__ void to_float(const __nv_bfloat16* in, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __bfloat162float(in[i]);
}

int main() {
    const int n = 1024;
    __nv_bfloat16* h = new __nv_bfloat16[n];
    for (int i = 0; i < n; ++i) h[i] = __float2bfloat16(static_cast<float>(i % 8));
    __nv_bfloat16 *d_in, *d_out;
    float* d_f;
    CHECK(cudaMalloc((void**)&d_in, n * sizeof(__nv_bfloat16)));
    CHECK(cudaMalloc((void**)&d_out, n * sizeof(__nv_bfloat16)));
    CHECK(cudaMalloc((void**)&d_f, n * sizeof(float)));
    CHECK(cudaMemcpy(d_in, h, n * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice));
    scale_bf16<<<n / 256, 256>>>(d_in, d_out, 2.0f, n);
    to_float<<<n / 256, 256>>>(d_out, d_f, n);
    CHECK_LAST();
    float* f = new float[n];
    CHECK(cudaMemcpy(f, d_f, n * sizeof(float), cudaMemcpyDeviceToHost));
    double sum = 0;
    for (int i = 0; i < n; ++i) sum += f[i];
    printf("bf16 scaled sum %.0f (expected %d)\n", sum, 2 * 28 * (n / 8));
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    CHECK(cudaFree(d_f));
    delete[] h;
    delete[] f;
    return 0;
}
