// No CUDA include: nvcc includes cuda_runtime.h implicitly, hipcc and clang -x hip do not.
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
    cudaMalloc(&d, n * sizeof(float));
    cudaMallocHost(&pinned, n * sizeof(float));
    cudaMallocManaged(&managed, n * sizeof(float));
    cudaMallocPitch(&d, &pitch, 64, 4);
    cudaMalloc((void**)&d, n * sizeof(float));
    const float h[4] = {1, 2, 3, 4};
    cudaMemcpyToSymbol(coeffs, h, sizeof(h));
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaMemcpyToSymbolAsync(coeffs, h, sizeof(h), 0, cudaMemcpyHostToDevice, s);
    int hits = 0;
    cudaMemcpyFromSymbol(&hits, counter, sizeof(int));
    void* address = nullptr;
    size_t bytes = 0;
    cudaGetSymbolAddress(&address, counter);
    cudaGetSymbolSize(&bytes, coeffs);
    cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
    cudaFuncAttributes attributes;
    cudaFuncGetAttributes(&attributes, touch);
    scale<<<dim3(n / 64), dim3(64)>>>(d, n);
    LAUNCH_SCALE(n / 64, 64, d, n);
    LAUNCH_ON(s, n, d);
    touch CONFIG();
    LAUNCH_PASTED(ch);
    cudaDeviceSynchronize();
    printf("%d\n", hits);
    cudaFree(d);
    cudaFreeHost(pinned);
    cudaFree(managed);
    return 0;
}
