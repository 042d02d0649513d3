#include <cstdio>
#include <hip/hip_runtime.h>

texture<float, 1, hipReadModeElementType> old_tex;

int main() {
    hipDeviceProp_t prop;
    hipGetDeviceProperties(&prop, 0);
    printf("%d kHz, %d\n", prop.clockRate, prop.memoryClockRate);
    float* m;
    hipMallocManaged(&m, 1024);
    hipMemPrefetchAsync(m, 1024, 0, 0);  // CUDA 12 form: an int device
    hipMemLocation loc = {hipMemLocationTypeDevice, 0};
    hipMemPrefetchAsync(m, 1024, loc.id, 0);
    hipMemPrefetchAsync(m, 1024, hipCpuDeviceId);
    float* h;
    hipHostMalloc(&h, 1024, hipHostMallocPortable);
    hipDeviceSynchronize();
    return 0;
}
