// Runtime compilation: NVRTC compiles a SAXPY kernel from a string, the driver API loads and
// launches it. The kernel source is a string: its "float" and names must stay as written.
#include <cstdio>
#include <cstdlib>
#include <cuda.h>
#include <cuda_runtime.h>
#include <nvrtc.h>

#define CHECK_NVRTC(call)                                                              \
    do {                                                                               \
        nvrtcResult r_ = (call);                                                       \
        if (r_ != NVRTC_SUCCESS) {                                                     \
            fprintf(stderr, "NVRTC error %s at line %d\n", nvrtcGetErrorString(r_), __LINE__); \
            exit(1);                                                                   \
        }                                                                              \
    } while (0)

#define CHECK_CU(call)                                                    \
    do {                                                                  \
        CUresult r_ = (call);                                             \
        if (r_ != CUDA_SUCCESS) {                                         \
            fprintf(stderr, "driver error %d at line %d\n", (int)r_, __LINE__); \
            exit(1);                                                      \
        }                                                                 \
    } while (0)

static const char* kSaxpy = R"(
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;  // cudaMalloc is not called here
    if (i < n) y[i] = a * x[i] + y[i];
}
)";

int main() {
    nvrtcProgram prog;
    CHECK_NVRTC(nvrtcCreateProgram(&prog, kSaxpy, "saxpy.cu", 0, nullptr, nullptr));
    nvrtcResult compiled = nvrtcCompileProgram(prog, 0, nullptr);
    size_t log_size = 0;
    CHECK_NVRTC(nvrtcGetProgramLogSize(prog, &log_size));
    if (compiled != NVRTC_SUCCESS) {
        char* log = new char[log_size + 1];
        CHECK_NVRTC(nvrtcGetProgramLog(prog, log));
        fprintf(stderr, "%s\n", log);
        delete[] log;
        return 1;
    }
    size_t code_size = 0;
    CHECK_NVRTC(nvrtcGetPTXSize(prog, &code_size));
    char* code = new char[code_size];
    CHECK_NVRTC(nvrtcGetPTX(prog, code));
    CHECK_NVRTC(nvrtcDestroyProgram(&prog));

    CHECK_CU(cuInit(0));
    CUdevice device;
    CHECK_CU(cuDeviceGet(&device, 0));
    CUcontext context;
    CHECK_CU(cuDevicePrimaryCtxRetain(&context, device));
    CHECK_CU(cuCtxSetCurrent(context));
    CUmodule module;
    CUfunction saxpy;
    CHECK_CU(cuModuleLoadData(&module, code));
    CHECK_CU(cuModuleGetFunction(&saxpy, module, "saxpy"));

    const int n = 1024;
    float hx[n], hy[n];
    for (int i = 0; i < n; ++i) {
        hx[i] = static_cast<float>(i % 10);
        hy[i] = 1.0f;
    }
    CUdeviceptr dx, dy;
    CHECK_CU(cuMemAlloc(&dx, sizeof(hx)));
    CHECK_CU(cuMemAlloc(&dy, sizeof(hy)));
    CHECK_CU(cuMemcpyHtoD(dx, hx, sizeof(hx)));
    CHECK_CU(cuMemcpyHtoD(dy, hy, sizeof(hy)));
    float a = 3.0f;
    int count = n;
    void* args[] = {&a, &dx, &dy, &count};
    CHECK_CU(cuLaunchKernel(saxpy, n / 128, 1, 1, 128, 1, 1, 0, nullptr, args, nullptr));
    CHECK_CU(cuCtxSynchronize());
    CHECK_CU(cuMemcpyDtoH(hy, dy, sizeof(hy)));
    double sum = 0;
    for (int i = 0; i < n; ++i) sum += hy[i];
    printf("saxpy sum %.0f\n", sum);

    CHECK_CU(cuMemFree(dx));
    CHECK_CU(cuMemFree(dy));
    CHECK_CU(cuModuleUnload(module));
    CHECK_CU(cuDevicePrimaryCtxRelease(device));
    delete[] code;
    return 0;
}
