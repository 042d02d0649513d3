// Circular convolution through cuFFT: forward transforms, a pointwise complex product kernel,
// inverse transform and normalisation. Integer inputs; results rounded when printed.
#include <cmath>
#include <cstdio>
#include <cufft.h>
#include <cuda_runtime.h>
#include "common.cuh"

#define CHECK_CUFFT(call)                                                   \
    do {                                                                    \
        cufftResult r_ = (call);                                            \
        if (r_ != CUFFT_SUCCESS) {                                          \
            fprintf(stderr, "cuFFT error %d at line %d\n", (int)r_, __LINE__); \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

__global__ void pointwise_multiply(cufftComplex* a, const cufftComplex* b, int n, float scale) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        cufftComplex x = a[i], y = b[i];
        cufftComplex product;
        product.x = (x.x * y.x - x.y * y.y) * scale;
        product.y = (x.x * y.y + x.y * y.x) * scale;
        a[i] = product;
    }
}

static void cpu_convolve(const float* a, const float* b, float* out, int n) {
    for (int i = 0; i < n; ++i) {
        double acc = 0;
        for (int j = 0; j < n; ++j) acc += a[j] * b[(i - j + n) % n];
        out[i] = static_cast<float>(acc);
    }
}

int main() {
    const int n = 256;
    cufftComplex h_a[n], h_b[n];
    float ra[n], rb[n], ref[n];
    for (int i = 0; i < n; ++i) {
        ra[i] = static_cast<float>(i % 4);
        rb[i] = (i < 3) ? 1.0f : 0.0f;  // a 3-tap box filter
        h_a[i].x = ra[i];
        h_a[i].y = 0.0f;
        h_b[i].x = rb[i];
        h_b[i].y = 0.0f;
    }
    cpu_convolve(ra, rb, ref, n);

    cufftComplex *d_a, *d_b;
    CHECK(cudaMalloc((void**)&d_a, sizeof(h_a)));
    CHECK(cudaMalloc((void**)&d_b, sizeof(h_b)));
    CHECK(cudaMemcpy(d_a, h_a, sizeof(h_a), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_b, h_b, sizeof(h_b), cudaMemcpyHostToDevice));

    cufftHandle plan;
    CHECK_CUFFT(cufftPlan1d(&plan, n, CUFFT_C2C, 1));
    CHECK_CUFFT(cufftExecC2C(plan, d_a, d_a, CUFFT_FORWARD));
    CHECK_CUFFT(cufftExecC2C(plan, d_b, d_b, CUFFT_FORWARD));
    pointwise_multiply<<<n / 64, 64>>>(d_a, d_b, n, 1.0f / n);
    CHECK_LAST();
    CHECK_CUFFT(cufftExecC2C(plan, d_a, d_a, CUFFT_INVERSE));
    CHECK(cudaMemcpy(h_a, d_a, sizeof(h_a), cudaMemcpyDeviceToHost));

    int errors = 0;
    double total = 0;
    for (int i = 0; i < n; ++i) {
        errors += fabsf(h_a[i].x - ref[i]) > 1e-3f;
        total += roundf(h_a[i].x);
    }
    printf("out[0..3] = %.0f %.0f %.0f %.0f, total %.0f\n", roundf(h_a[0].x), roundf(h_a[1].x),
           roundf(h_a[2].x), roundf(h_a[3].x), total);
    printf("%s (%d errors)\n", errors == 0 ? "PASS" : "FAIL", errors);
    CHECK_CUFFT(cufftDestroy(plan));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    return 0;
}
