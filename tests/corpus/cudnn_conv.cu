// One layer of a small CNN with cuDNN: 3x3 convolution (algorithm chosen by a timed search),
// ReLU, 2x2 max pooling and a softmax over the channels, checked against a CPU reference.
#include <cmath>
#include <cstdio>
#include <vector>
#include <cudnn.h>
#include <cuda_runtime.h>
#include "common.cuh"

#define CHECK_CUDNN(call)                                                                  \
    do {                                                                                   \
        cudnnStatus_t s_ = (call);                                                         \
        if (s_ != CUDNN_STATUS_SUCCESS) {                                                  \
            fprintf(stderr, "cuDNN error %s at line %d\n", cudnnGetErrorString(s_), __LINE__); \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

// Input N x C x H x W, K filters of C x R x R, padding 1: the output keeps H x W.
const int N = 2, C = 3, H = 16, W = 16, K = 8, R = 3;

static void reference(const std::vector<float>& x, const std::vector<float>& w, std::vector<float>& out) {
    const int PH = H / 2, PW = W / 2;
    out.assign(N * K * PH * PW, 0.0f);
    std::vector<float> act(N * K * H * W);
    for (int n = 0; n < N; ++n)
        for (int k = 0; k < K; ++k)
            for (int i = 0; i < H; ++i)
                for (int j = 0; j < W; ++j) {
                    float acc = 0.0f;
                    for (int c = 0; c < C; ++c)
                        for (int r = 0; r < R; ++r)
                            for (int s = 0; s < R; ++s) {
                                int y = i + r - 1, z = j + s - 1;
                                if (y >= 0 && y < H && z >= 0 && z < W)
                                    acc += x[((n * C + c) * H + y) * W + z] * w[((k * C + c) * R + r) * R + s];
                            }
                    act[((n * K + k) * H + i) * W + j] = acc > 0.0f ? acc : 0.0f;
                }
    for (int n = 0; n < N; ++n)
        for (int i = 0; i < PH; ++i)
            for (int j = 0; j < PW; ++j) {
                float pooled[K], top = -1e30f, sum = 0.0f;
                for (int k = 0; k < K; ++k) {
                    const float* a = &act[(n * K + k) * H * W];
                    pooled[k] = fmaxf(fmaxf(a[2 * i * W + 2 * j], a[2 * i * W + 2 * j + 1]),
                                      fmaxf(a[(2 * i + 1) * W + 2 * j], a[(2 * i + 1) * W + 2 * j + 1]));
                    top = fmaxf(top, pooled[k]);
                }
                for (int k = 0; k < K; ++k) sum += expf(pooled[k] - top);
                for (int k = 0; k < K; ++k) out[((n * K + k) * PH + i) * PW + j] = expf(pooled[k] - top) / sum;
            }
}

int main() {
    std::vector<float> x(N * C * H * W), w(K * C * R * R);
    corpus::fill_small_ints(x.data(), static_cast<int>(x.size()), 7u);
    corpus::fill_small_ints(w.data(), static_cast<int>(w.size()), 8u);
    for (float& v : x) v = v / 16.0f - 0.5f;
    for (float& v : w) v = v / 32.0f - 0.25f;

    cudnnHandle_t handle;
    CHECK_CUDNN(cudnnCreate(&handle));
    cudnnTensorDescriptor_t x_desc, y_desc, p_desc;
    cudnnFilterDescriptor_t w_desc;
    cudnnConvolutionDescriptor_t conv;
    cudnnActivationDescriptor_t relu;
    cudnnPoolingDescriptor_t pool;
    CHECK_CUDNN(cudnnCreateTensorDescriptor(&x_desc));
    CHECK_CUDNN(cudnnCreateTensorDescriptor(&y_desc));
    CHECK_CUDNN(cudnnCreateTensorDescriptor(&p_desc));
    CHECK_CUDNN(cudnnCreateFilterDescriptor(&w_desc));
    CHECK_CUDNN(cudnnCreateConvolutionDescriptor(&conv));
    CHECK_CUDNN(cudnnCreateActivationDescriptor(&relu));
    CHECK_CUDNN(cudnnCreatePoolingDescriptor(&pool));

    CHECK_CUDNN(cudnnSetTensor4dDescriptor(x_desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, N, C, H, W));
    CHECK_CUDNN(cudnnSetFilter4dDescriptor(w_desc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, K, C, R, R));
    CHECK_CUDNN(cudnnSetConvolution2dDescriptor(conv, /*pad*/ 1, 1, /*stride*/ 1, 1, /*dilation*/ 1, 1,
                                                CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
    int on, oc, oh, ow;
    CHECK_CUDNN(cudnnGetConvolution2dForwardOutputDim(conv, x_desc, w_desc, &on, &oc, &oh, &ow));
    CHECK_CUDNN(cudnnSetTensor4dDescriptor(y_desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, on, oc, oh, ow));
    CHECK_CUDNN(cudnnSetActivationDescriptor(relu, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0));
    CHECK_CUDNN(cudnnSetPooling2dDescriptor(pool, CUDNN_POOLING_MAX, CUDNN_NOT_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2));
    int pn, pc, ph, pw;
    CHECK_CUDNN(cudnnGetPooling2dForwardOutputDim(pool, y_desc, &pn, &pc, &ph, &pw));
    CHECK_CUDNN(cudnnSetTensor4dDescriptor(p_desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, pn, pc, ph, pw));

    float *d_x, *d_w, *d_y, *d_p, *d_out;
    const size_t y_count = size_t(on) * oc * oh * ow, p_count = size_t(pn) * pc * ph * pw;
    CHECK(cudaMalloc((void**)&d_x, x.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&d_w, w.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&d_y, y_count * sizeof(float)));
    CHECK(cudaMalloc((void**)&d_p, p_count * sizeof(float)));
    CHECK(cudaMalloc((void**)&d_out, p_count * sizeof(float)));
    CHECK(cudaMemcpy(d_x, x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_w, w.data(), w.size() * sizeof(float), cudaMemcpyHostToDevice));

    // Workspace for the search and the convolution; the search times the algorithms on our buffers.
    size_t workspace_size = 0;
    CHECK_CUDNN(cudnnGetConvolutionForwardWorkspaceSize(handle, x_desc, w_desc, conv, y_desc,
                                                        CUDNN_CONVOLUTION_FWD_ALGO_GEMM, &workspace_size));
    workspace_size = workspace_size > (size_t(8) << 20) ? workspace_size : (size_t(8) << 20);
    void* workspace = nullptr;
    CHECK(cudaMalloc(&workspace, workspace_size));
    const int requested = 4;
    int returned = 0;
    cudnnConvolutionFwdAlgoPerf_t perf[requested];
    CHECK_CUDNN(cudnnFindConvolutionForwardAlgorithmEx(handle, x_desc, d_x, w_desc, d_w, conv, y_desc, d_y, requested,
                                                       &returned, perf, workspace, workspace_size));
    if (returned < 1 || perf[0].memory > workspace_size) {
        fprintf(stderr, "no usable convolution algorithm\n");
        return 1;
    }
    cudnnConvolutionFwdAlgo_t algo = perf[0].algo;

    const float one = 1.0f, zero = 0.0f;
    CHECK_CUDNN(cudnnConvolutionForward(handle, &one, x_desc, d_x, w_desc, d_w, conv, algo, workspace, workspace_size,
                                        &zero, y_desc, d_y));
    CHECK_CUDNN(cudnnActivationForward(handle, relu, &one, y_desc, d_y, &zero, y_desc, d_y));
    CHECK_CUDNN(cudnnPoolingForward(handle, pool, &one, y_desc, d_y, &zero, p_desc, d_p));
    CHECK_CUDNN(cudnnSoftmaxForward(handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, p_desc, d_p,
                                    &zero, p_desc, d_out));
    CHECK(cudaDeviceSynchronize());

    std::vector<float> out(p_count), ref;
    CHECK(cudaMemcpy(out.data(), d_out, p_count * sizeof(float), cudaMemcpyDeviceToHost));
    reference(x, w, ref);
    int errors = 0;
    double total = 0;
    for (size_t i = 0; i < p_count; ++i) {
        errors += fabsf(out[i] - ref[i]) > 1e-4f;
        total += out[i];
    }
    printf("output %d x %d x %d x %d, softmax total %.3f (expected %d)\n", pn, pc, ph, pw, total, pn * ph * pw);
    printf("%s (%d errors)\n", errors == 0 ? "PASS" : "FAIL", errors);

    CHECK(cudaFree(workspace));
    CHECK(cudaFree(d_x));
    CHECK(cudaFree(d_w));
    CHECK(cudaFree(d_y));
    CHECK(cudaFree(d_p));
    CHECK(cudaFree(d_out));
    CHECK_CUDNN(cudnnDestroyPoolingDescriptor(pool));
    CHECK_CUDNN(cudnnDestroyActivationDescriptor(relu));
    CHECK_CUDNN(cudnnDestroyConvolutionDescriptor(conv));
    CHECK_CUDNN(cudnnDestroyFilterDescriptor(w_desc));
    CHECK_CUDNN(cudnnDestroyTensorDescriptor(p_desc));
    CHECK_CUDNN(cudnnDestroyTensorDescriptor(y_desc));
    CHECK_CUDNN(cudnnDestroyTensorDescriptor(x_desc));
    CHECK_CUDNN(cudnnDestroy(handle));
    return 0;
}
