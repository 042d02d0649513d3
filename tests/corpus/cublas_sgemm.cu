// cuBLAS SGEMM and SAXPY on column-major matrices, checked against a CPU product.
#include <cstdio>
#include <vector>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include "common.cuh"

#define CHECK_CUBLAS(call)                                                         \
    do {                                                                           \
        cublasStatus_t status_ = (call);                                           \
        if (status_ != CUBLAS_STATUS_SUCCESS) {                                    \
            fprintf(stderr, "cuBLAS error %d at line %d\n", (int)status_, __LINE__); \
            exit(1);                                                               \
        }                                                                          \
    } while (0)

int main() {
    const int m = 64, n = 48, k = 32;
    std::vector<float> A(m * k), B(k * n), C(m * n, 1.0f), ref(m * n);
    corpus::fill_small_ints(A.data(), m * k, 3u);
    corpus::fill_small_ints(B.data(), k * n, 4u);
    const float alpha = 2.0f, beta = 1.0f;
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
            float acc = 0.0f;
            for (int p = 0; p < k; ++p) acc += A[i + p * m] * B[p + j * k];
            ref[i + j * m] = alpha * acc + beta * C[i + j * m];
        }

    float *dA, *dB, *dC, *dx, *dy;
    CHECK(cudaMalloc((void**)&dA, A.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dB, B.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dC, C.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dx, m * sizeof(float)));
    CHECK(cudaMalloc((void**)&dy, m * sizeof(float)));

    cublasHandle_t handle;
    CHECK_CUBLAS(cublasCreate(&handle));
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    CHECK_CUBLAS(cublasSetStream(handle, stream));
    CHECK_CUBLAS(cublasSetMatrix(m, k, sizeof(float), A.data(), m, dA, m));
    CHECK_CUBLAS(cublasSetMatrix(k, n, sizeof(float), B.data(), k, dB, k));
    CHECK_CUBLAS(cublasSetMatrix(m, n, sizeof(float), C.data(), m, dC, m));
    CHECK_CUBLAS(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, dB, k, &beta, dC, m));
    CHECK_CUBLAS(cublasGetMatrix(m, n, sizeof(float), dC, m, C.data(), m));

    // y = 3 x + y over the first column of A.
    std::vector<float> y(m, 1.0f);
    const float three = 3.0f;
    CHECK_CUBLAS(cublasSetVector(m, sizeof(float), A.data(), 1, dx, 1));
    CHECK_CUBLAS(cublasSetVector(m, sizeof(float), y.data(), 1, dy, 1));
    CHECK_CUBLAS(cublasSaxpy(handle, m, &three, dx, 1, dy, 1));
    float dot = 0.0f;
    CHECK_CUBLAS(cublasSdot(handle, m, dx, 1, dy, 1, &dot));
    int max_index = 0;
    CHECK_CUBLAS(cublasIsamax(handle, m, dy, 1, &max_index));
    CHECK(cudaStreamSynchronize(stream));

    int errors = 0;
    double total = 0;
    for (int i = 0; i < m * n; ++i) {
        errors += C[i] != ref[i];
        total += C[i];
    }
    printf("C[0]=%.0f C[last]=%.0f total=%.0f\n", C[0], C[m * n - 1], total);
    printf("dot=%.0f isamax=%d\n", dot, max_index);
    printf("%s (%d errors)\n", errors == 0 ? "PASS" : "FAIL", errors);

    CHECK_CUBLAS(cublasDestroy(handle));
    CHECK(cudaStreamDestroy(stream));
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    return 0;
}
