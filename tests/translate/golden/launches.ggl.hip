#include <hip/hip_runtime.h>

template <typename T, int B>
__global__ void scale(T* x, T a, int n) {
    int i = blockIdx.x * B + threadIdx.x;
    if (i < n) x[i] *= a;
}

__global__ void noargs() {}

int main() {
    float* x;
    hipStream_t st;
    const int n = 1000;
    hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, 128>), dim3((n + 127) / 128), dim3(128), 0, 0, x, 2.0f, n);
    hipLaunchKernelGGL(HIP_KERNEL_NAME(scale<float, sizeof(float) * 32>), dim3(8, 1), dim3(128), 64 * sizeof(float), st, x, 2.0f, n);
    hipLaunchKernelGGL(noargs, dim3(1), dim3(1), 0, 0);
    hipLaunchKernelGGL(noargs, dim3(1), dim3(1), 0, st);
    return 0;
}
