// Warp-size and lane-mask hazards that compile for AMD yet compute wrong lanes on wave64 GPUs
// (gfx90a, gfx942). Every marked line is a finding the translation reports.
#include <cstdio>
#include <cuda_runtime.h>
#include "common.cuh"

#define WARP_SIZE 32                    // warp-size-macro
#define FULL 0xffffffffu

__global__ void lane_ids(int* lane_out, int* warp_out, int* shifted_out) {
    int tid = threadIdx.x;
    lane_out[tid] = threadIdx.x & 31;   // warp-size-literal
    warp_out[tid] = tid / 32;           // warp-size-literal
    shifted_out[tid] = tid >> 5;        // warp-size-literal
}

__global__ void vote(const int* values, unsigned int* ballots, int* flags) {
    int tid = threadIdx.x;
    int v = values[tid];
    unsigned int mask = __ballot_sync(FULL, v > 0);   // ballot-32bit + rewritten to __ballot
    bool any = __any_sync(0xffffffff, v > 5);         // rewritten to __any
    bool all = __all_sync(FULL, v >= 0);              // rewritten to __all
    if (tid % 32 == 0) {                              // warp-size-literal
        ballots[tid / WARP_SIZE] = mask;
        flags[tid / WARP_SIZE] = (mask == 0xffffffff) + 2 * any + 4 * all;  // lane-mask-32
    }
}

__global__ void active(int* out) {
    unsigned active_lanes = __activemask();  // rewritten to __ballot(1); ballot-32bit
    __syncwarp();                            // rewritten to a wavefront barrier
    out[threadIdx.x] = __popc(active_lanes);
}

__global__ void butterfly(float* data) {
    float v = data[threadIdx.x];
    for (int mask = 16; mask > 0; mask >>= 1) v += __shfl_xor_sync(0xffffffff, v, mask);  // warp-size-literal
    data[threadIdx.x] = v;
}

int main() {
    const int n = 64;
    int h_values[n];
    for (int i = 0; i < n; ++i) h_values[i] = (i % 9) - 1;
    int *d_values, *d_lane, *d_warp, *d_shift, *d_flags, *d_active;
    unsigned int* d_ballots;
    float* d_data;
    CHECK(cudaMalloc((void**)&d_values, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_lane, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_warp, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_shift, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_flags, 2 * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_active, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_ballots, 2 * sizeof(unsigned int)));
    CHECK(cudaMalloc((void**)&d_data, n * sizeof(float)));
    CHECK(cudaMemcpy(d_values, h_values, sizeof(h_values), cudaMemcpyHostToDevice));
    float h_data[n];
    for (int i = 0; i < n; ++i) h_data[i] = 1.0f;
    CHECK(cudaMemcpy(d_data, h_data, sizeof(h_data), cudaMemcpyHostToDevice));

    lane_ids<<<1, n>>>(d_lane, d_warp, d_shift);
    vote<<<1, n>>>(d_values, d_ballots, d_flags);
    active<<<1, n>>>(d_active);
    butterfly<<<1, n>>>(d_data);
    CHECK_LAST();

    int lanes[n], warps[n], flags[2], act[n];
    unsigned int ballots[2];
    CHECK(cudaMemcpy(lanes, d_lane, sizeof(lanes), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(warps, d_warp, sizeof(warps), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(flags, d_flags, sizeof(flags), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ballots, d_ballots, sizeof(ballots), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(act, d_active, sizeof(act), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h_data, d_data, sizeof(h_data), cudaMemcpyDeviceToHost));
    printf("lane[40]=%d warp[40]=%d\n", lanes[40], warps[40]);
    printf("ballots %08x %08x flags %d %d\n", ballots[0], ballots[1], flags[0], flags[1]);
    printf("active lanes seen by thread 0: %d\n", act[0]);
    printf("butterfly sum at lane 0: %.0f\n", h_data[0]);
    return 0;
}
