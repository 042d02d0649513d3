#include <cstdio>
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> old_tex;

int main() {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    printf("%d kHz, %d\n", prop.clockRate, prop.memoryClockRate);
    float* m;
    cudaMallocManaged(&m, 1024);
    cudaMemPrefetchAsync(m, 1024, 0, 0);  // CUDA 12 form: an int device
    cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    cudaMemPrefetchAsync(m, 1024, loc, 0, 0);
    cudaMemPrefetchAsync(m, 1024, cudaMemLocation{cudaMemLocationTypeHost, 0}, 0);
    float* h;
    cudaHostAlloc(&h, 1024, cudaHostAllocPortable);
    cudaThreadSynchronize();
    return 0;
}
