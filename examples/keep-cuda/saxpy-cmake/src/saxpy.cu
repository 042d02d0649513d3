#include "saxpy.cuh"

__global__ void saxpy_kernel(int n, float a, const float* x, float* y) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

void saxpy(int n, float a, const float* x, float* y, cudaStream_t stream) {
    saxpy_kernel<<<(n + 255) / 256, 256, 0, stream>>>(n, a, x, y);
}
