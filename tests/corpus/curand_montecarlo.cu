// Monte-Carlo estimate of pi two ways: cuRAND's host API filling a buffer, and per-thread
// device generators (curand_kernel). Fixed seeds; results printed as hit counts.
#include <cstdio>
#include <curand.h>
#include <curand_kernel.h>
#include <cuda_runtime.h>
#include "common.cuh"

#define CHECK_CURAND(call)                                                  \
    do {                                                                    \
        curandStatus_t s_ = (call);                                         \
        if (s_ != CURAND_STATUS_SUCCESS) {                                  \
            fprintf(stderr, "cuRAND error %d at line %d\n", (int)s_, __LINE__); \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

__global__ void count_inside(const float* xy, int pairs, unsigned long long* hits) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < pairs) {
        float x = xy[2 * i], y = xy[2 * i + 1];
        if (x * x + y * y <= 1.0f) atomicAdd(hits, 1ull);
    }
}

__global__ void setup_states(curandState* states, unsigned long long seed) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(seed, id, 0, &states[id]);
}

__global__ void sample(curandState* states, int per_thread, unsigned long long* hits, float* gauss_sum) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState local = states[id];
    unsigned long long inside = 0;
    for (int i = 0; i < per_thread; ++i) {
        float x = curand_uniform(&local);
        float y = curand_uniform(&local);
        inside += (x * x + y * y <= 1.0f);
    }
    atomicAdd(hits, inside);
    atomicAdd(gauss_sum, curand_normal(&local) > 0.0f ? 1.0f : 0.0f);
    states[id] = local;
}

int main() {
    const int pairs = 1 << 20;
    float* d_xy;
    unsigned long long* d_hits;
    CHECK(cudaMalloc((void**)&d_xy, 2 * pairs * sizeof(float)));
    CHECK(cudaMalloc((void**)&d_hits, sizeof(unsigned long long)));
    CHECK(cudaMemset(d_hits, 0, sizeof(unsigned long long)));

    curandGenerator_t gen;
    CHECK_CURAND(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
    CHECK_CURAND(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
    CHECK_CURAND(curandGenerateUniform(gen, d_xy, 2 * pairs));
    count_inside<<<corpus::ceil_div(pairs, 256), 256>>>(d_xy, pairs, d_hits);
    CHECK_LAST();
    unsigned long long host_hits = 0;
    CHECK(cudaMemcpy(&host_hits, d_hits, sizeof(host_hits), cudaMemcpyDeviceToHost));
    printf("host API: %llu of %d inside, pi ~ %.2f\n", host_hits, pairs, 4.0 * host_hits / pairs);

    const int threads = 128, blocks = 32, per_thread = 256;
    curandState* d_states;
    float* d_gauss;
    CHECK(cudaMalloc((void**)&d_states, threads * blocks * sizeof(curandState)));
    CHECK(cudaMalloc((void**)&d_gauss, sizeof(float)));
    CHECK(cudaMemset(d_hits, 0, sizeof(unsigned long long)));
    CHECK(cudaMemset(d_gauss, 0, sizeof(float)));
    setup_states<<<blocks, threads>>>(d_states, 42ULL);
    sample<<<blocks, threads>>>(d_states, per_thread, d_hits, d_gauss);
    CHECK_LAST();
    unsigned long long device_hits = 0;
    float positive = 0;
    CHECK(cudaMemcpy(&device_hits, d_hits, sizeof(device_hits), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&positive, d_gauss, sizeof(positive), cudaMemcpyDeviceToHost));
    const long long total = 1LL * threads * blocks * per_thread;
    printf("device API: pi ~ %.2f, positive normals %.0f of %d\n", 4.0 * device_hits / total, positive,
           threads * blocks);

    CHECK_CURAND(curandDestroyGenerator(gen));
    CHECK(cudaFree(d_xy));
    CHECK(cudaFree(d_hits));
    CHECK(cudaFree(d_states));
    CHECK(cudaFree(d_gauss));
    return 0;
}
