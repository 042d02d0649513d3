// A 2D texture object over a CUDA array: point-sampled reads shifted by one texel, with clamping.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include "common.cuh"

__global__ void shift_sample(cudaTextureObject_t tex, float* out, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        // Unnormalised coordinates at texel centres; x + 1 clamps at the right edge.
        out[y * width + x] = tex2D<float>(tex, x + 1.5f, y + 0.5f);
    }
}

__global__ void fetch_linear(cudaTextureObject_t tex, int* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<int>(tex, i) * 2;
}

int main() {
    const int width = 64, height = 32;
    float h_img[width * height];
    for (int i = 0; i < width * height; ++i) h_img[i] = static_cast<float>(i % width);

    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t array;
    CHECK(cudaMallocArray(&array, &desc, width, height));
    CHECK(cudaMemcpy2DToArray(array, 0, 0, h_img, width * sizeof(float), width * sizeof(float), height,
                              cudaMemcpyHostToDevice));

    cudaResourceDesc res;
    memset(&res, 0, sizeof(res));
    res.resType = cudaResourceTypeArray;
    res.res.array.array = array;
    cudaTextureDesc tex_desc;
    memset(&tex_desc, 0, sizeof(tex_desc));
    tex_desc.addressMode[0] = cudaAddressModeClamp;
    tex_desc.addressMode[1] = cudaAddressModeClamp;
    tex_desc.filterMode = cudaFilterModePoint;
    tex_desc.readMode = cudaReadModeElementType;
    tex_desc.normalizedCoords = 0;
    cudaTextureObject_t tex = 0;
    CHECK(cudaCreateTextureObject(&tex, &res, &tex_desc, nullptr));

    float* d_out;
    CHECK(cudaMalloc((void**)&d_out, sizeof(h_img)));
    dim3 block(16, 8);
    dim3 grid(width / block.x, height / block.y);
    shift_sample<<<grid, block>>>(tex, d_out, width, height);
    CHECK_LAST();
    float h_out[width * height];
    CHECK(cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost));

    // A linear-memory texture over ints.
    const int n = 256;
    int h_lin[n];
    for (int i = 0; i < n; ++i) h_lin[i] = i;
    int *d_lin, *d_lin_out;
    CHECK(cudaMalloc((void**)&d_lin, sizeof(h_lin)));
    CHECK(cudaMalloc((void**)&d_lin_out, sizeof(h_lin)));
    CHECK(cudaMemcpy(d_lin, h_lin, sizeof(h_lin), cudaMemcpyHostToDevice));
    cudaResourceDesc lin_res;
    memset(&lin_res, 0, sizeof(lin_res));
    lin_res.resType = cudaResourceTypeLinear;
    lin_res.res.linear.devPtr = d_lin;
    lin_res.res.linear.desc = cudaCreateChannelDesc<int>();
    lin_res.res.linear.sizeInBytes = sizeof(h_lin);
    cudaTextureDesc lin_desc;
    memset(&lin_desc, 0, sizeof(lin_desc));
    lin_desc.readMode = cudaReadModeElementType;
    cudaTextureObject_t lin_tex = 0;
    CHECK(cudaCreateTextureObject(&lin_tex, &lin_res, &lin_desc, nullptr));
    fetch_linear<<<1, n>>>(lin_tex, d_lin_out, n);
    CHECK_LAST();
    CHECK(cudaMemcpy(h_lin, d_lin_out, sizeof(h_lin), cudaMemcpyDeviceToHost));

    double row_sum = 0;
    for (int x = 0; x < width; ++x) row_sum += h_out[x];
    long long lin_sum = 0;
    for (int i = 0; i < n; ++i) lin_sum += h_lin[i];
    printf("first row shifted sum %.0f (last texel %.0f)\n", row_sum, h_out[width - 1]);
    printf("linear texture sum %lld\n", lin_sum);

    CHECK(cudaDestroyTextureObject(tex));
    CHECK(cudaDestroyTextureObject(lin_tex));
    CHECK(cudaFreeArray(array));
    CHECK(cudaFree(d_out));
    CHECK(cudaFree(d_lin));
    CHECK(cudaFree(d_lin_out));
    return 0;
}
