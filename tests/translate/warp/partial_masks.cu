// Masks that are not provably every lane: errors for HIP before 6.2 (each with a quick fix to
// __activemask()), kept and cast to 64 bits for HIP 6.2+, where only this translation compiles.
#include <cuda_runtime.h>

#define LOWER_HALF 0x0000ffffu
#define SHFL_MASKED(m, v) __shfl_sync(m, v, 0)

__device__ int pick(unsigned mask, int v) { return __shfl_sync(mask, v, 0); }

__global__ void partial(const int* in, int* out) {
    int v = in[threadIdx.x];
    unsigned lower = 0x0000ffffu;
    if (threadIdx.x < 16) v += __shfl_down_sync(lower, v, 1);
    unsigned changed = __activemask();
    changed &= 0xffu;                          // no longer only __activemask()
    v += __shfl_xor_sync(changed, v, 1);
    unsigned long long wide = __ballot_sync(0xffffffff, v > 0);
    if (v > 0) v += __shfl_sync(wide, v, 0);  // 64-bit: kept as it is
    v += SHFL_MASKED(LOWER_HALF, v);
    v += pick(0xffffffff, v);
    int pred = 0;
    unsigned long long same = __match_any_sync(0xffffffff, v);
    unsigned long long all_same = __match_all_sync(__activemask(), v, &pred);
    out[threadIdx.x] = v + pred + __popcll(same) + __popcll(all_same);
}

int main() {
    int *in, *out;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&out, 64 * sizeof(int));
    partial<<<1, 64>>>(in, out);
    cudaDeviceSynchronize();
    return 0;
}
