// Tiled matrix multiply: a templated tile size, shared memory, dynamic shared memory sized with
// sizeof, launches with template arguments. Integer-valued inputs keep the results exact.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "common.cuh"

namespace gemm {

template <int TILE>
__global__ void matmul_static(const float* A, const float* B, float* C, int M, int N, int K) {
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE + 1];  // padded against bank conflicts
    const int row = blockIdx.y * TILE + threadIdx.y;
    const int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        const int a_col = t * TILE + threadIdx.x;
        const int b_row = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < M && a_col < K) ? A[row * K + a_col] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (b_row < K && col < N) ? B[b_row * N + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

// The same kernel with the tiles in dynamic shared memory.
template <typename T>
__global__ void matmul_dynamic(const T* A, const T* B, T* C, int M, int N, int K, int tile) {
    extern __shared__ unsigned char smem[];
    T* As = reinterpret_cast<T*>(smem);
    T* Bs = As + tile * tile;
    const int row = blockIdx.y * tile + threadIdx.y;
    const int col = blockIdx.x * tile + threadIdx.x;
    T acc = 0;
    for (int t = 0; t < (K + tile - 1) / tile; ++t) {
        const int a_col = t * tile + threadIdx.x;
        const int b_row = t * tile + threadIdx.y;
        As[threadIdx.y * tile + threadIdx.x] = (row < M && a_col < K) ? A[row * K + a_col] : T(0);
        Bs[threadIdx.y * tile + threadIdx.x] = (b_row < K && col < N) ? B[b_row * N + col] : T(0);
        __syncthreads();
        for (int k = 0; k < tile; ++k) acc += As[threadIdx.y * tile + k] * Bs[k * tile + threadIdx.x];
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

template <typename T, int VEC>
struct Scale {
    T factor;
    __device__ T operator()(T x) const { return x * factor * VEC; }
};

template <typename F>
__global__ void apply(float* data, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = f(data[i]);
}

}  // namespace gemm

using gemm::matmul_static;

static void cpu_matmul(const std::vector<float>& A, const std::vector<float>& B, std::vector<float>& C, int M,
                       int N, int K) {
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            float acc = 0.0f;
            for (int k = 0; k < K; ++k) acc += A[i * K + k] * B[k * N + j];
            C[i * N + j] = acc;
        }
}

int main() {
    const int M = 96, N = 80, K = 112;
    std::vector<float> A(M * K), B(K * N), C(M * N), C2(M * N), ref(M * N);
    corpus::fill_small_ints(A.data(), M * K, 1u);
    corpus::fill_small_ints(B.data(), K * N, 2u);
    cpu_matmul(A, B, ref, M, N, K);

    float *dA, *dB, *dC;
    CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
    CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
    CHECK(cudaMalloc(&dC, C.size() * sizeof(float)));
    CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));

    constexpr int TILE = 16;
    dim3 block(TILE, TILE);
    dim3 grid(corpus::ceil_div(N, TILE), corpus::ceil_div(M, TILE));
    matmul_static<TILE><<<grid, block>>>(dA, dB, dC, M, N, K);
    CHECK_LAST();
    CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));

    const int tile = 8;
    dim3 block8(tile, tile);
    dim3 grid8(corpus::ceil_div(N, tile), corpus::ceil_div(M, tile));
    gemm::matmul_dynamic<float><<<grid8, block8, 2 * tile * tile * sizeof(float)>>>(dA, dB, dC, M, N, K, tile);
    CHECK_LAST();
    CHECK(cudaMemcpy(C2.data(), dC, C2.size() * sizeof(float), cudaMemcpyDeviceToHost));

    gemm::apply<gemm::Scale<float, 2>><<<corpus::ceil_div(M * N, 128), 128>>>(dC, M * N, gemm::Scale<float, 2>{0.5f});
    CHECK_LAST();
    std::vector<float> scaled(M * N);
    CHECK(cudaMemcpy(scaled.data(), dC, scaled.size() * sizeof(float), cudaMemcpyDeviceToHost));

    int errors = 0;
    double trace = 0;
    for (int i = 0; i < M * N; ++i) errors += (C[i] != ref[i]) + (C2[i] != ref[i]) + (scaled[i] != ref[i]);
    for (int i = 0; i < M && i < N; ++i) trace += C[i * N + i];
    printf("C[0][0]=%.0f C[%d][%d]=%.0f trace=%.0f\n", C[0], M - 1, N - 1, C[M * N - 1], trace);
    printf("%s (%d errors)\n", errors == 0 ? "PASS" : "FAIL", errors);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    return 0;
}
