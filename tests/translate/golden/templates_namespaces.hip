#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>

namespace outer {
namespace inner {
using ::hipStream_t;
using stream_t = hipStream_t;
typedef hipEvent_t event_t;

template <typename T, int N>
__global__ void fill(T* out, T value) {
    if (threadIdx.x < N) out[threadIdx.x] = value;
}

template <typename T>
struct Launcher {
    static hipError_t run(T* out, T value, hipStream_t s) {
        fill<T, 64><<<1, 64, 0, s>>>(out, value);
        return hipGetLastError();
    }
};
}  // namespace inner
}  // namespace outer

namespace ns = outer::inner;

int main() {
    ns::stream_t s;
    hipStreamCreate(&s);
    int* d;
    hipMalloc(&d, 64 * sizeof(int));
    ns::Launcher<int>::run(d, 7, s);
    size_t bytes = 0;
    hipcub::DeviceReduce::Sum(nullptr, bytes, d, d, 64);
    using namespace hipcub;
    return 0;
}
