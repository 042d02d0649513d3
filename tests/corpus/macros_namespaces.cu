// Macros, namespaces, using declarations and strings that mention CUDA: the translation must
// rename code only. "cudaMalloc" in this comment and in the strings below stays as written.
#include <cstdio>
#include <cuda_runtime.h>
#include "common.cuh"

#ifdef __CUDACC__
#define HOST_DEVICE __host__ __device__
#else
#define HOST_DEVICE
#endif

#define ALLOC(ptr, bytes) CHECK(cudaMalloc((void**)&(ptr), (bytes)))
#define COPY_TO_DEVICE(dst, src, bytes) CHECK(cudaMemcpy((dst), (src), (bytes), cudaMemcpyHostToDevice))
#define COPY_TO_HOST(dst, src, bytes) CHECK(cudaMemcpy((dst), (src), (bytes), cudaMemcpyDeviceToHost))
#define LAUNCH_1D(kernel, n, ...) kernel<<<((n) + 127) / 128, 128>>>(__VA_ARGS__)
#define STREAM_T cudaStream_t
#define MESSAGE "cudaMemcpy failed? no: this string names cudaMemcpy and stays"

namespace app {
namespace detail {

using ::cudaStream_t;
using Error = cudaError_t;
typedef cudaEvent_t Event;

__constant__ float kCoefficients[4];

HOST_DEVICE inline float poly(float x, const float* c) { return ((c[3] * x + c[2]) * x + c[1]) * x + c[0]; }

__global__ void evaluate(const float* xs, float* ys, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) ys[i] = poly(xs[i], kCoefficients);
}

}  // namespace detail

template <typename T>
class DeviceBuffer {
  public:
    explicit DeviceBuffer(int n) : n_(n) { ALLOC(ptr_, n * sizeof(T)); }
    ~DeviceBuffer() { cudaFree(ptr_); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    T* get() const { return ptr_; }
    int size() const { return n_; }
    detail::Error upload(const T* host, detail::cudaStream_t stream) {
        return cudaMemcpyAsync(ptr_, host, n_ * sizeof(T), cudaMemcpyHostToDevice, stream);
    }

  private:
    T* ptr_ = nullptr;
    int n_;
};

}  // namespace app

namespace alias = app::detail;

// A functor template and a kernel template instantiated through a macro.
template <typename T>
struct Saxpy {
    T a;
    __device__ T operator()(T x, T y) const { return a * x + y; }
};

template <typename T, typename Op>
__global__ void binary_map(const T* x, T* y, int n, Op op) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = op(x[i], y[i]);
}

#define RUN_BINARY(T, x, y, n, op) binary_map<T, decltype(op)><<<((n) + 255) / 256, 256>>>((x), (y), (n), (op))

int main() {
    const int n = 1000;
    float xs[n], ys[n];
    for (int i = 0; i < n; ++i) xs[i] = static_cast<float>(i % 7) - 3.0f;
    const float coefficients[4] = {1.0f, -2.0f, 0.5f, 0.25f};
    CHECK(cudaMemcpyToSymbol(alias::kCoefficients, coefficients, sizeof(coefficients)));

    app::DeviceBuffer<float> d_xs(n), d_ys(n);
    STREAM_T stream;
    CHECK(cudaStreamCreate(&stream));
    CHECK(d_xs.upload(xs, stream));
    CHECK(cudaStreamSynchronize(stream));

    alias::Event done;
    CHECK(cudaEventCreate(&done));
    LAUNCH_1D(alias::evaluate, n, d_xs.get(), d_ys.get(), n);
    CHECK(cudaEventRecord(done));
    CHECK(cudaEventSynchronize(done));
    COPY_TO_HOST(ys, d_ys.get(), n * sizeof(float));

    double sum = 0;
    for (int i = 0; i < n; ++i) sum += ys[i];

    Saxpy<float> op{2.0f};
    RUN_BINARY(float, d_xs.get(), d_ys.get(), n, op);
    CHECK(cudaDeviceSynchronize());
    COPY_TO_HOST(ys, d_ys.get(), n * sizeof(float));
    double sum2 = 0;
    for (int i = 0; i < n; ++i) sum2 += ys[i];
    printf("after saxpy: %.4f\n", sum2);
    printf("cudaMemcpy says: %s\n", "CUDA kernels ran");  // strings keep "cuda" and "CUDA"
    printf("%s\n", MESSAGE);
    printf("sum of cubic at 1000 points: %.4f\n", sum);
    // cudaDeviceSynchronize() in a comment is not code.
    /* cudaFree(ptr) in a block comment either. */
    CHECK(cudaEventDestroy(done));
    CHECK(cudaStreamDestroy(stream));
    return 0;
}
