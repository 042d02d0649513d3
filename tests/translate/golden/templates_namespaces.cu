#include <cuda_runtime.h>
#include <cub/cub.cuh>

namespace outer {
namespace inner {
using ::cudaStream_t;
using stream_t = cudaStream_t;
typedef cudaEvent_t event_t;

template <typename T, int N>
__global__ void fill(T* out, T value) {
    if (threadIdx.x < N) out[threadIdx.x] = value;
}

template <typename T>
struct Launcher {
    static cudaError_t run(T* out, T value, cudaStream_t s) {
        fill<T, 64><<<1, 64, 0, s>>>(out, value);
        return cudaGetLastError();
    }
};
}  // namespace inner
}  // namespace outer

namespace ns = outer::inner;

int main() {
    ns::stream_t s;
    cudaStreamCreate(&s);
    int* d;
    cudaMalloc(&d, 64 * sizeof(int));
    ns::Launcher<int>::run(d, 7, s);
    size_t bytes = 0;
    cub::DeviceReduce::Sum(nullptr, bytes, d, d, 64);
    using namespace cub;
    return 0;
}
