// Shared helpers for the corpus programs: error checking and deterministic input data.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

// Every CUDA call goes through CHECK: the message names the call and keeps the word "CUDA".
#define CHECK(call)                                                                          \
    do {                                                                                     \
        cudaError_t err_ = (call);                                                           \
        if (err_ != cudaSuccess) {                                                           \
            fprintf(stderr, "CUDA error %s at %s:%d: %s\n", cudaGetErrorName(err_), __FILE__, \
                    __LINE__, cudaGetErrorString(err_));                                     \
            exit(1);                                                                         \
        }                                                                                    \
    } while (0)

#define CHECK_LAST() CHECK(cudaGetLastError())

namespace corpus {

// A small linear congruential generator: the same numbers on every machine.
struct Lcg {
    unsigned int state;
    __host__ __device__ explicit Lcg(unsigned int seed) : state(seed) {}
    __host__ __device__ unsigned int next() {
        state = state * 1664525u + 1013904223u;
        return state >> 8;
    }
};

inline void fill_small_ints(float* data, int n, unsigned int seed) {
    Lcg rng(seed);
    for (int i = 0; i < n; ++i) data[i] = static_cast<float>(rng.next() % 16);
}

inline int ceil_div(int a, int b) { return (a + b - 1) / b; }

}  // namespace corpus
