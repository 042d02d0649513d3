// Driver API: load a module file given on the command line (a cubin/fatbin on NVIDIA, a code
// object on AMD), look up a kernel and launch it with cuLaunchKernel. Without a module file it
// still runs the device queries and says so.
#include <cstdio>
#include <cuda.h>
#include "common.cuh"

#define CHECK_CU(call)                                                    \
    do {                                                                  \
        CUresult r_ = (call);                                             \
        if (r_ != CUDA_SUCCESS) {                                         \
            fprintf(stderr, "driver error %d at line %d\n", (int)r_, __LINE__); \
            exit(1);                                                      \
        }                                                                 \
    } while (0)

// The kernel the module is expected to hold (compiled separately from this same file).
extern "C" __global__ void fill_index(int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = i * 3;
}

int main(int argc, char** argv) {
    CHECK_CU(cuInit(0));
    int count = 0;
    CHECK_CU(cuDeviceGetCount(&count));
    CUdevice device;
    CHECK_CU(cuDeviceGet(&device, 0));
    int major = 0, warp = 0;
    CHECK_CU(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device));
    CHECK_CU(cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, device));
    size_t total_mem = 0;
    CHECK_CU(cuDeviceTotalMem(&total_mem, device));
    printf("devices present: %s, memory reported: %s\n", count > 0 ? "yes" : "no", total_mem > 0 ? "yes" : "no");

    if (argc < 2) {
        printf("no module file given: launch skipped\n");
        return 0;
    }
    CUcontext context;
    CHECK_CU(cuDevicePrimaryCtxRetain(&context, device));
    CHECK_CU(cuCtxSetCurrent(context));
    CUmodule module;
    CHECK_CU(cuModuleLoad(&module, argv[1]));
    CUfunction fn;
    CHECK_CU(cuModuleGetFunction(&fn, module, "fill_index"));
    const int n = 512;
    CUdeviceptr d_out;
    CHECK_CU(cuMemAlloc(&d_out, n * sizeof(int)));
    int nn = n;
    void* params[] = {&d_out, &nn};
    CHECK_CU(cuLaunchKernel(fn, n / 64, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr));
    CHECK_CU(cuCtxSynchronize());
    int host[n];
    CHECK_CU(cuMemcpyDtoH(host, d_out, sizeof(host)));
    long long sum = 0;
    for (int i = 0; i < n; ++i) sum += host[i];
    printf("module kernel sum %lld\n", sum);
    CHECK_CU(cuMemFree(d_out));
    CHECK_CU(cuModuleUnload(module));
    CHECK_CU(cuDevicePrimaryCtxRelease(device));
    return 0;
}
