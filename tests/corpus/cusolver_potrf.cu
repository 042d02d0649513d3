// Cholesky factorisation and solve with cuSOLVER (dense): A = L L^T for a small SPD matrix.
#include <cstdio>
#include <cusolverDn.h>
#include <cuda_runtime.h>
#include "common.cuh"

#define CHECK_CUSOLVER(call)                                                  \
    do {                                                                      \
        cusolverStatus_t s_ = (call);                                         \
        if (s_ != CUSOLVER_STATUS_SUCCESS) {                                  \
            fprintf(stderr, "cuSOLVER error %d at line %d\n", (int)s_, __LINE__); \
            exit(1);                                                          \
        }                                                                     \
    } while (0)

int main() {
    const int n = 4;
    // Column-major SPD matrix (diagonally dominant) and right-hand side b = A * [1 2 3 4].
    float A[n * n] = {10, 1, 2, 0, 1, 8, 0, 1, 2, 0, 9, 1, 0, 1, 1, 7};
    float b[n];
    for (int i = 0; i < n; ++i) {
        b[i] = 0;
        for (int j = 0; j < n; ++j) b[i] += A[i + j * n] * (j + 1);
    }
    float *d_A, *d_b, *d_work;
    int* d_info;
    CHECK(cudaMalloc((void**)&d_A, sizeof(A)));
    CHECK(cudaMalloc((void**)&d_b, sizeof(b)));
    CHECK(cudaMalloc((void**)&d_info, sizeof(int)));
    CHECK(cudaMemcpy(d_A, A, sizeof(A), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_b, b, sizeof(b), cudaMemcpyHostToDevice));

    cusolverDnHandle_t handle;
    CHECK_CUSOLVER(cusolverDnCreate(&handle));
    int lwork = 0;
    CHECK_CUSOLVER(cusolverDnSpotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, n, d_A, n, &lwork));
    CHECK(cudaMalloc((void**)&d_work, lwork * sizeof(float)));
    CHECK_CUSOLVER(cusolverDnSpotrf(handle, CUBLAS_FILL_MODE_LOWER, n, d_A, n, d_work, lwork, d_info));
    CHECK_CUSOLVER(cusolverDnSpotrs(handle, CUBLAS_FILL_MODE_LOWER, n, 1, d_A, n, d_b, n, d_info));
    int info = 0;
    float x[n];
    CHECK(cudaMemcpy(&info, d_info, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(x, d_b, sizeof(x), cudaMemcpyDeviceToHost));
    printf("info %d, x = %.3f %.3f %.3f %.3f\n", info, x[0], x[1], x[2], x[3]);
    CHECK_CUSOLVER(cusolverDnDestroy(handle));
    CHECK(cudaFree(d_A));
    CHECK(cudaFree(d_b));
    CHECK(cudaFree(d_work));
    CHECK(cudaFree(d_info));
    return 0;
}
