// No CUDA include: nvcc includes cuda_runtime.h implicitly, hipcc and clang -x hip do not.
#include "hip/hip_runtime.h"
#include <cstdio>

__constant__ float coeffs[4];
__device__ int counter;

#define LAUNCH_SCALE(grid, block, ...) scale<<<grid, block>>>(__VA_ARGS__)
#define LAUNCH_ON(s, n, p) scale<<<dim3((n) / 64), 64, 0, s>>>(p, n)
#define CONFIG <<<1, 1>>>
#define LAUNCH_PASTED(suffix) tou##suffix<<<1, 1>>>()

__global__ void scale(float* x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= coeffs[i % 4];
    if (i == 0) atomicAdd(&counter, 1);
}

__global__ void touch() {}

int main() {
    const int n = 256;
    float* d = nullptr;
    float* pinned = nullptr;
    float* managed = nullptr;
    size_t pitch = 0;
    hipMalloc(&d, n * sizeof(float));
    hipHostMalloc(&pinned, n * sizeof(float), hipHostMallocDefault);
    hipMallocManaged(&managed, n * sizeof(float));
    hipMallocPitch((void**)&d, &pitch, 64, 4);
    hipMalloc((void**)&d, n * sizeof(float));
    const float h[4] = {1, 2, 3, 4};
    hipMemcpyToSymbol(HIP_SYMBOL(coeffs), h, sizeof(h));
    hipStream_t s;
    hipStreamCreate(&s);
    hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), h, sizeof(h), 0, hipMemcpyHostToDevice, s);
    int hits = 0;
    hipMemcpyFromSymbol(&hits, HIP_SYMBOL(counter), sizeof(int));
    void* address = nullptr;
    size_t bytes = 0;
    hipGetSymbolAddress(&address, HIP_SYMBOL(counter));
    hipGetSymbolSize(&bytes, HIP_SYMBOL(coeffs));
    hipFuncSetAttribute(reinterpret_cast<const void*>(scale), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);
    hipFuncAttributes attributes;
    hipFuncGetAttributes(&attributes, reinterpret_cast<const void*>(touch));
    scale<<<dim3(n / 64), dim3(64)>>>(d, n);
    LAUNCH_SCALE(n / 64, 64, d, n);
    LAUNCH_ON(s, n, d);
    touch CONFIG();
    LAUNCH_PASTED(ch);
    hipDeviceSynchronize();
    printf("%d\n", hits);
    hipFree(d);
    hipHostFree(pinned);
    hipFree(managed);
    return 0;
}
