#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("cudaError %d\n", (int)e); } } while (0)
#define ALLOC(p, n) cudaMalloc((void**)&(p), (n)) /* cudaMalloc in a macro comment */
#define STREAM cudaStream_t
#define MSG "cudaMemcpy stays in this string"
#define SHFL(v, d) __shfl_down_sync(0xffffffff, v, d)
#if defined(__CUDACC__) && CUDART_VERSION >= 11000
#define NEW_CUDA 1
#endif
#ifdef __CUDA_ARCH__
#define ON_DEVICE 1
#endif

__global__ void k(float* x) { x[threadIdx.x] = SHFL(x[threadIdx.x], 1); }

int main() {
    float* p;
    STREAM s;
    CHECK(cudaStreamCreate(&s));
    CHECK(ALLOC(p, 16));
    k<<<1, 32, 0, s>>>(p);
    return 0;
}
