#ifndef HIP_ENABLE_WARP_SYNC_BUILTINS
#define HIP_ENABLE_WARP_SYNC_BUILTINS
#endif
#include <hip/hip_runtime.h>
#define CHECK(x) do { hipError_t e = (x); if (e != hipSuccess) { printf("cudaError %d\n", (int)e); } } while (0)
#define ALLOC(p, n) hipMalloc((void**)&(p), (n)) /* cudaMalloc in a macro comment */
#define STREAM hipStream_t
#define MSG "cudaMemcpy stays in this string"
#define SHFL(v, d) __shfl_down_sync(0xffffffffffffffffull, v, d)
#ifndef CUDART_VERSION
#define CUDART_VERSION 12030
#endif
#if defined(__HIPCC__) && CUDART_VERSION >= 11000
#define NEW_CUDA 1
#endif
#ifdef __HIP_DEVICE_COMPILE__
#define ON_DEVICE 1
#endif

__global__ void k(float* x) { x[threadIdx.x] = SHFL(x[threadIdx.x], 1); }

int main() {
    float* p;
    STREAM s;
    CHECK(hipStreamCreate(&s));
    CHECK(ALLOC(p, 16));
    k<<<1, 32, 0, s>>>(p);
    return 0;
}
