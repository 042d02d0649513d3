#include <cstdio>
#include <vector>
#include "saxpy.cuh"

int main() {
    const int n = 1 << 20;
    std::vector<float> x(n, 1.0f), y(n, 2.0f);
    float *dx, *dy;
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dy, n * sizeof(float));
    cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    saxpy(n, 3.0f, dx, dy, stream);
    saxpy(n, 3.0f, dx, dy, stream);
    cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
    printf("y[0] = %.1f (expected 8.0)\n", y[0]);
    cudaStreamDestroy(stream);
    cudaFree(dx);
    cudaFree(dy);
    return y[0] == 8.0f ? 0 : 1;
}
