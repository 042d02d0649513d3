// Cooperative-groups votes and partitions that HIP has from 6.2 (behind
// HIP_ENABLE_WARP_SYNC_BUILTINS): findings for HIP before 6.2, a compiling translation for 6.4.
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void votes(const int* in, unsigned long long* out) {
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<16>(block);
    int v = in[block.thread_rank()];
    unsigned long long b = tile.ballot(v > 0);
    int any = tile.any(v > 1);
    int all = tile.all(v > 2);
    unsigned long long same = tile.match_any(v);
    cg::coalesced_group positive = cg::binary_partition(tile, v > 0);
    if (tile.thread_rank() == 0) out[tile.meta_group_rank()] = b + any + all + same + positive.size();
}

int main() {
    int* in;
    unsigned long long* out;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&out, 4 * sizeof(unsigned long long));
    votes<<<1, 64>>>(in, out);
    cudaDeviceSynchronize();
    return 0;
}
