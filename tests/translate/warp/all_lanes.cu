// Warp intrinsics whose masks are provably every lane: HIP before 6.2 drops them (its __shfl,
// __ballot... act on the active lanes), HIP 6.2+ keeps the *_sync forms with 64-bit masks.
// Both translations must compile (tests/translate/test_warp_lanes.py).
#include <cuda_runtime.h>

#define FULL_MASK 0xffffffff
#define SHFL_DOWN(v, d) __shfl_down_sync(FULL_MASK, v, d)
#define ACTIVE_SUM(v) __shfl_xor_sync(__activemask(), v, 1)
constexpr unsigned kAll = ~0u;
const unsigned long long kAll64 = ~0ull;

__device__ float reduce(float v) {
    for (int offset = warpSize / 2; offset > 0; offset /= 2) v += SHFL_DOWN(v, offset);
    return v;
}

__global__ void masks(const float* in, float* out, unsigned long long* votes) {
    float v = in[threadIdx.x];
    v += __shfl_sync(0xffffffffu, v, 0);
    v += __shfl_up_sync(kAll, v, 1);
    v += __shfl_xor_sync(kAll64, v, 2);
    v += __shfl_down_sync(-1, v, 1, 16);
    v += ACTIVE_SUM(v);

    unsigned active = __activemask();          // only ever __activemask(): the mask is dropped
    v += __shfl_down_sync(active, v, 1);
    if (v > 0.0f) {
        active = __activemask();
        v += __shfl_xor_sync(active, v, 1);
    }
    unsigned long long wide = __activemask();  // already 64 bits on HIP 6.2+
    v += __shfl_sync(wide, v, 0);
    auto automatic = __activemask();
    v += __shfl_up_sync(automatic, v, 2);
    unsigned full;
    full = 0xffffffff;
    v += __shfl_sync(full, v, 3);

    v += __shfl_sync(__activemask(), v, 1);
    unsigned long long ballot = __ballot_sync(FULL_MASK, v > 1.0f);
    int any = __any_sync(0xffffffff, v > 2.0f);
    int all = __all_sync(__activemask(), v > 3.0f);
    out[threadIdx.x] = reduce(v) + any + all;
    if (threadIdx.x == 0) votes[blockIdx.x] = ballot;
}

int main() {
    float *in, *out;
    unsigned long long* votes;
    cudaMalloc(&in, 256 * sizeof(float));
    cudaMalloc(&out, 256 * sizeof(float));
    cudaMalloc(&votes, sizeof(unsigned long long));
    masks<<<1, 256>>>(in, out, votes);
    cudaDeviceSynchronize();
    return 0;
}
