// cuComplex arithmetic on the device: rotate and scale complex numbers, then sum magnitudes.
#include <cstdio>
#include <cuComplex.h>
#include <cuda_runtime.h>
#include "common.cuh"

__device__ cuFloatComplex rotate(cuFloatComplex z, cuFloatComplex w) { return cuCmulf(z, w); }

__global__ void transform(const cuFloatComplex* in, cuFloatComplex* out, float* magnitude, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    cuFloatComplex quarter_turn = make_cuFloatComplex(0.0f, 1.0f);
    cuFloatComplex z = rotate(in[i], quarter_turn);
    z = cuCaddf(z, make_cuFloatComplex(1.0f, 0.0f));
    out[i] = cuConjf(z);
    magnitude[i] = cuCabsf(z) * cuCabsf(z);
}

__global__ void double_ops(const cuDoubleComplex* a, const cuDoubleComplex* b, cuDoubleComplex* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = cuCsub(cuCmul(a[i], b[i]), cuCdiv(a[i], make_cuDoubleComplex(2.0, 0.0)));
}

int main() {
    const int n = 512;
    cuFloatComplex h_in[n], h_out[n];
    cuDoubleComplex h_a[n], h_b[n], h_c[n];
    float h_mag[n];
    for (int i = 0; i < n; ++i) {
        h_in[i] = make_cuFloatComplex(static_cast<float>(i % 5), static_cast<float>(i % 3));
        h_a[i] = make_cuDoubleComplex(i % 4, 1.0);
        h_b[i] = make_cuDoubleComplex(1.0, i % 2);
    }
    cuFloatComplex *d_in, *d_out;
    cuDoubleComplex *d_a, *d_b, *d_c;
    float* d_mag;
    CHECK(cudaMalloc((void**)&d_in, sizeof(h_in)));
    CHECK(cudaMalloc((void**)&d_out, sizeof(h_out)));
    CHECK(cudaMalloc((void**)&d_mag, sizeof(h_mag)));
    CHECK(cudaMalloc((void**)&d_a, sizeof(h_a)));
    CHECK(cudaMalloc((void**)&d_b, sizeof(h_b)));
    CHECK(cudaMalloc((void**)&d_c, sizeof(h_c)));
    CHECK(cudaMemcpy(d_in, h_in, sizeof(h_in), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_a, h_a, sizeof(h_a), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_b, h_b, sizeof(h_b), cudaMemcpyHostToDevice));
    transform<<<n / 128, 128>>>(d_in, d_out, d_mag, n);
    double_ops<<<n / 128, 128>>>(d_a, d_b, d_c, n);
    CHECK_LAST();
    CHECK(cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h_mag, d_mag, sizeof(h_mag), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(h_c, d_c, sizeof(h_c), cudaMemcpyDeviceToHost));

    double mag_sum = 0, re_sum = 0, im_sum = 0, c_sum = 0;
    for (int i = 0; i < n; ++i) {
        mag_sum += h_mag[i];
        re_sum += cuCrealf(h_out[i]);
        im_sum += cuCimagf(h_out[i]);
        c_sum += cuCreal(h_c[i]) + cuCimag(h_c[i]);
    }
    printf("sum |z|^2 = %.1f\n", mag_sum);
    printf("sum re = %.1f, sum im = %.1f\n", re_sum, im_sum);
    printf("double checksum = %.2f\n", c_sum);
    CHECK(cudaFree(d_in));
    CHECK(cudaFree(d_out));
    CHECK(cudaFree(d_mag));
    CHECK(cudaFree(d_a));
    CHECK(cudaFree(d_b));
    CHECK(cudaFree(d_c));
    return 0;
}
