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
    scale<float, 128><<<(n + 127) / 128, 128>>>(x, 2.0f, n);
    scale<float, sizeof(float) * 32><<<dim3(8, 1), dim3(128), 64 * sizeof(float), st>>>(x, 2.0f, n);
    noargs<<<1, 1>>>();
    noargs<<<1, 1, 0, st>>>();
    return 0;
}
