// Thrust on the device: a sorted histogram with reduce_by_key, a transform_reduce with a functor,
// an inclusive scan, and a raw kernel reading a device_vector's data. rocThrust carries the same
// thrust:: API, so the port changes only the runtime calls around it.
#include <cstdio>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>
#include <thrust/functional.h>
#include <thrust/iterator/constant_iterator.h>

struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

__global__ void bucketize(const int* values, int* buckets, int n, int width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) buckets[i] = values[i] / width;
}

int main() {
  const int n = 1 << 16;
  thrust::host_vector<int> h(n);
  unsigned state = 12345u;
  for (int i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    h[i] = (state >> 8) % 1000;
  }
  thrust::device_vector<int> values = h;
  thrust::device_vector<int> buckets(n);
  bucketize<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(values.data()),
                                        thrust::raw_pointer_cast(buckets.data()), n, 100);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    std::printf("kernel failed: %s\n", cudaGetErrorString(err));
    return 1;
  }
  thrust::sort(buckets.begin(), buckets.end());
  thrust::device_vector<int> keys(10), counts(10);
  auto ends = thrust::reduce_by_key(buckets.begin(), buckets.end(), thrust::constant_iterator<int>(1),
                                    keys.begin(), counts.begin());
  int used = static_cast<int>(ends.first - keys.begin());
  for (int i = 0; i < used; ++i) std::printf("bucket %d: %d\n", static_cast<int>(keys[i]), static_cast<int>(counts[i]));

  thrust::device_vector<float> xs(1000);
  thrust::sequence(xs.begin(), xs.end(), 0.0f, 0.001f);
  float sum_sq = thrust::transform_reduce(xs.begin(), xs.end(), square(), 0.0f, thrust::plus<float>());
  std::printf("sum of squares: %.4f\n", sum_sq);

  thrust::device_vector<int> ones(100, 1), prefix(100);
  thrust::inclusive_scan(ones.begin(), ones.end(), prefix.begin());
  std::printf("scan last: %d\n", static_cast<int>(prefix.back()));
  return (used == 10 && prefix.back() == 100) ? 0 : 1;
}
