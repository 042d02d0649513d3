// All-pairs n-body steps in fixed point: shared-memory tiles of bodies, a templated tile
// size, two streams working on halves of the bodies, events ordering the halves, atomics for
// the energy total. Integer arithmetic keeps every printed number exact on any GPU.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include "common.cuh"

namespace nbody {

struct Body {
    int x, y, z;     // position, fixed point
    int vx, vy, vz;  // velocity
    int mass;
};

constexpr int kSoftening = 64;

__host__ __device__ inline int interact(int d, int m) {
    // A cheap integer force law: proportional to the offset, scaled by mass.
    return (d * m) / (abs(d) + kSoftening);
}

template <int TILE>
__global__ void accelerate(const Body* bodies, int n, int first, int count, int* ax, int* ay, int* az) {
    __shared__ Body tile[TILE];
    const int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    const bool active = i < first + count;
    Body me = active ? bodies[i] : Body{};
    int fx = 0, fy = 0, fz = 0;
    for (int base = 0; base < n; base += TILE) {
        const int j = base + threadIdx.x;
        tile[threadIdx.x] = j < n ? bodies[j] : Body{0, 0, 0, 0, 0, 0, 0};
        __syncthreads();
#pragma unroll 4
        for (int k = 0; k < TILE; ++k) {
            fx += interact(tile[k].x - me.x, tile[k].mass);
            fy += interact(tile[k].y - me.y, tile[k].mass);
            fz += interact(tile[k].z - me.z, tile[k].mass);
        }
        __syncthreads();
    }
    if (active) {
        ax[i] = fx;
        ay[i] = fy;
        az[i] = fz;
    }
}

__global__ void integrate(Body* bodies, const int* ax, const int* ay, const int* az, int first, int count) {
    const int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= first + count) return;
    Body b = bodies[i];
    b.vx += ax[i] / 16;
    b.vy += ay[i] / 16;
    b.vz += az[i] / 16;
    b.x += b.vx;
    b.y += b.vy;
    b.z += b.vz;
    bodies[i] = b;
}

__global__ void kinetic_energy(const Body* bodies, int n, unsigned long long* total) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const Body b = bodies[i];
        const long long v2 = 1LL * b.vx * b.vx + 1LL * b.vy * b.vy + 1LL * b.vz * b.vz;
        atomicAdd(total, static_cast<unsigned long long>(v2 * b.mass / 2));
    }
}

std::vector<Body> make_bodies(int n) {
    std::vector<Body> bodies(n);
    corpus::Lcg rng(2024u);
    for (auto& b : bodies) {
        b.x = static_cast<int>(rng.next() % 4096) - 2048;
        b.y = static_cast<int>(rng.next() % 4096) - 2048;
        b.z = static_cast<int>(rng.next() % 4096) - 2048;
        b.vx = b.vy = b.vz = 0;
        b.mass = 1 + static_cast<int>(rng.next() % 8);
    }
    return bodies;
}

}  // namespace nbody

int main() {
    using nbody::Body;
    constexpr int kTile = 128;
    const int n = 2048;
    const int steps = 4;
    std::vector<Body> host = nbody::make_bodies(n);

    Body* d_bodies;
    int *d_ax, *d_ay, *d_az;
    unsigned long long* d_energy;
    CHECK(cudaMalloc(&d_bodies, n * sizeof(Body)));
    CHECK(cudaMalloc(&d_ax, n * sizeof(int)));
    CHECK(cudaMalloc(&d_ay, n * sizeof(int)));
    CHECK(cudaMalloc(&d_az, n * sizeof(int)));
    CHECK(cudaMalloc(&d_energy, sizeof(unsigned long long)));
    CHECK(cudaMemcpy(d_bodies, host.data(), n * sizeof(Body), cudaMemcpyHostToDevice));

    cudaStream_t halves[2];
    cudaEvent_t forces_done[2];
    for (int h = 0; h < 2; ++h) {
        CHECK(cudaStreamCreateWithFlags(&halves[h], cudaStreamNonBlocking));
        CHECK(cudaEventCreateWithFlags(&forces_done[h], cudaEventDisableTiming));
    }
    const int half = n / 2;
    const int blocks = corpus::ceil_div(half, kTile);
    for (int step = 0; step < steps; ++step) {
        // Both halves read all positions: compute every force before anyone moves.
        for (int h = 0; h < 2; ++h) {
            nbody::accelerate<kTile><<<blocks, kTile, 0, halves[h]>>>(d_bodies, n, h * half, half, d_ax, d_ay, d_az);
            CHECK(cudaEventRecord(forces_done[h], halves[h]));
        }
        for (int h = 0; h < 2; ++h) {
            CHECK(cudaStreamWaitEvent(halves[h], forces_done[1 - h], 0));
            nbody::integrate<<<blocks, kTile, 0, halves[h]>>>(d_bodies, d_ax, d_ay, d_az, h * half, half);
        }
        CHECK_LAST();
        for (int h = 0; h < 2; ++h) CHECK(cudaStreamSynchronize(halves[h]));
    }
    CHECK(cudaMemset(d_energy, 0, sizeof(unsigned long long)));
    nbody::kinetic_energy<<<corpus::ceil_div(n, 256), 256>>>(d_bodies, n, d_energy);
    CHECK_LAST();
    unsigned long long energy = 0;
    CHECK(cudaMemcpy(&energy, d_energy, sizeof(energy), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(host.data(), d_bodies, n * sizeof(Body), cudaMemcpyDeviceToHost));

    long long cx = 0, cy = 0, cz = 0;
    for (const Body& b : host) {
        cx += b.x;
        cy += b.y;
        cz += b.z;
    }
    printf("after %d steps: centre sum (%lld, %lld, %lld)\n", steps, cx, cy, cz);
    printf("body 0 at (%d, %d, %d) velocity (%d, %d, %d)\n", host[0].x, host[0].y, host[0].z, host[0].vx,
           host[0].vy, host[0].vz);
    printf("kinetic energy %llu\n", energy);

    for (int h = 0; h < 2; ++h) {
        CHECK(cudaStreamDestroy(halves[h]));
        CHECK(cudaEventDestroy(forces_done[h]));
    }
    CHECK(cudaFree(d_bodies));
    CHECK(cudaFree(d_ax));
    CHECK(cudaFree(d_ay));
    CHECK(cudaFree(d_az));
    CHECK(cudaFree(d_energy));
    return 0;
}
