// Sparse matrix-vector product y = A x with cuSPARSE's generic API on a CSR tridiagonal matrix.
#include <cstdio>
#include <vector>
#include <cusparse.h>
#include <cuda_runtime.h>
#include "common.cuh"

#define CHECK_CUSPARSE(call)                                                  \
    do {                                                                      \
        cusparseStatus_t s_ = (call);                                         \
        if (s_ != CUSPARSE_STATUS_SUCCESS) {                                  \
            fprintf(stderr, "cuSPARSE error %d at line %d\n", (int)s_, __LINE__); \
            exit(1);                                                          \
        }                                                                     \
    } while (0)

int main() {
    const int n = 1000;
    // Tridiagonal: 2 on the diagonal, -1 beside it.
    std::vector<int> row_ptr(n + 1), cols;
    std::vector<float> vals;
    for (int i = 0; i < n; ++i) {
        row_ptr[i] = static_cast<int>(cols.size());
        for (int j = i - 1; j <= i + 1; ++j) {
            if (j < 0 || j >= n) continue;
            cols.push_back(j);
            vals.push_back(j == i ? 2.0f : -1.0f);
        }
    }
    row_ptr[n] = static_cast<int>(cols.size());
    const int nnz = row_ptr[n];
    std::vector<float> x(n), y(n, 0.0f);
    for (int i = 0; i < n; ++i) x[i] = static_cast<float>(i % 5);

    int *d_rows, *d_cols;
    float *d_vals, *d_x, *d_y;
    CHECK(cudaMalloc((void**)&d_rows, (n + 1) * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_cols, nnz * sizeof(int)));
    CHECK(cudaMalloc((void**)&d_vals, nnz * sizeof(float)));
    CHECK(cudaMalloc((void**)&d_x, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&d_y, n * sizeof(float)));
    CHECK(cudaMemcpy(d_rows, row_ptr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_cols, cols.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_vals, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(d_y, 0, n * sizeof(float)));

    cusparseHandle_t handle;
    CHECK_CUSPARSE(cusparseCreate(&handle));
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t vx, vy;
    CHECK_CUSPARSE(cusparseCreateCsr(&A, n, n, nnz, d_rows, d_cols, d_vals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&vx, n, d_x, CUDA_R_32F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&vy, n, d_y, CUDA_R_32F));
    const float alpha = 1.0f, beta = 0.0f;
    size_t buffer_size = 0;
    CHECK_CUSPARSE(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy,
                                           CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &buffer_size));
    void* buffer = nullptr;
    CHECK(cudaMalloc(&buffer, buffer_size > 0 ? buffer_size : 1));
    CHECK_CUSPARSE(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy, CUDA_R_32F,
                                CUSPARSE_SPMV_ALG_DEFAULT, buffer));
    CHECK(cudaMemcpy(y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));

    int errors = 0;
    double total = 0;
    for (int i = 0; i < n; ++i) {
        float expected = 2.0f * x[i] - (i > 0 ? x[i - 1] : 0.0f) - (i + 1 < n ? x[i + 1] : 0.0f);
        errors += y[i] != expected;
        total += y[i];
    }
    printf("y[0..4] = %.0f %.0f %.0f %.0f %.0f, total %.0f\n", y[0], y[1], y[2], y[3], y[4], total);
    printf("%s (%d errors)\n", errors == 0 ? "PASS" : "FAIL", errors);

    CHECK_CUSPARSE(cusparseDestroySpMat(A));
    CHECK_CUSPARSE(cusparseDestroyDnVec(vx));
    CHECK_CUSPARSE(cusparseDestroyDnVec(vy));
    CHECK_CUSPARSE(cusparseDestroy(handle));
    CHECK(cudaFree(buffer));
    CHECK(cudaFree(d_rows));
    CHECK(cudaFree(d_cols));
    CHECK(cudaFree(d_vals));
    CHECK(cudaFree(d_x));
    CHECK(cudaFree(d_y));
    return 0;
}
