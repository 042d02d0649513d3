// cudaMalloc in a line comment stays; so does "cudaFree".
/* cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice) in a block comment stays too. */
#include <cstdio>
#include <hip/hip_runtime.h>

__global__ void hello(const char* tag) {
    printf("CUDA kernel %s: cudaGetLastError() is a host call\n", tag);
    char c = 'c';  // cudaStream_t
    (void)c;
}

int main() {
    const char* raw = R"(cudaDeviceSynchronize() inside a raw string)";
    printf("%s\n", raw);
    hello<<<1, 1>>>("cuda");
    hipError_t err = hipDeviceSynchronize();
    if (err != hipSuccess) printf("CUDA error: %s\n", hipGetErrorString(err));
    return 0;
}
