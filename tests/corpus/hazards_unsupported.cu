// Constructs HIP 5.x cannot compile: each one is an error finding of the translation, and this
// file is expected NOT to compile with hipcc (the corpus compile test lists it).
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/std/atomic>
#include <cuda_fp8.h>
#include <cuda_runtime.h>
#include "common.cuh"

namespace cg = cooperative_groups;

__global__ void partial_mask(const float* in, float* out) {
    float v = in[threadIdx.x];
    unsigned lower_half = 0x0000ffffu;
    if (threadIdx.x < 16) v += __shfl_down_sync(lower_half, v, 1);  // warp-sync-mask
    out[threadIdx.x] = v;
}

__global__ void match_and_reduce(const int* in, int* out) {
    int v = in[threadIdx.x];
    unsigned same = __match_any_sync(0xffffffff, v);      // warp-sync-missing
    int total = __reduce_add_sync(0xffffffff, v);         // warp-sync-missing
    out[threadIdx.x] = total + __popc(same);
}

__global__ void lane_from_ptx(int* out) {
    int lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));  // inline-ptx-translated
    float r;
    asm("rcp.approx.f32 %0, %1;" : "=f"(r) : "f"(1.0f + lane));  // inline-ptx
    out[threadIdx.x] = lane + (int)r;
}

__global__ void cg_reduce(const int* in, int* out) {
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    int sum = cg::reduce(tile, in[threadIdx.x], cg::plus<int>());  // cooperative-groups
    if (tile.thread_rank() == 0) out[tile.meta_group_rank()] = sum;  // cooperative-groups
}

__global__ void fp8_convert(const float* in, __nv_fp8_e4m3* out) {  // fp8
    out[threadIdx.x] = __nv_fp8_e4m3(in[threadIdx.x]);
}

__global__ void libcu_atomic(int* counter) {
    cuda::std::atomic_ref<int> ref(*counter);  // libcudacxx
    ref.fetch_add(1);
}

__global__ void arch_specific(float* x) {
#if __CUDA_ARCH__ >= 800
    x[threadIdx.x] *= 2.0f;  // cuda-arch-decided: AMD device code takes this branch
#else
    x[threadIdx.x] += 1.0f;
#endif
}

int main() {
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("uuid byte %d\n", prop.uuid.bytes[0]);          // device-prop-hip6
    printf("MPS enabled: %d\n", prop.mpsEnabled);          // device-prop-missing
#if CUDART_VERSION >= 12000
    printf("CUDA 12 or newer\n");                          // cuda-version-defined: HIP 6.4 is CUDA 12.3
#endif
    CHECK(cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                             cudaFlushGPUDirectRDMAWritesToOwner));  // unsupported-api
    return 0;
}
