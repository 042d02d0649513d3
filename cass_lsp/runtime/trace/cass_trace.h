// cass-lsp's trace mode: after each kernel launch, every device buffer the launch was given is
// copied back and its checksum written to $CASS_TRACE_FILE, one line per buffer:
//
//     LAUNCH KERNEL LINE ARGUMENT BYTES FNV-1A-64
//
// The CUDA original and its HIP translation, both traced, are compared launch by launch
// (toolchain/trace.py): the first kernel whose buffers differ is where the port computes
// something else. Force-included (-include) into both builds; each launch is followed by a call
// cass_trace::after("kernel", line, arguments...) that cass-lsp writes (app/trace.py). The
// allocation functions are wrapped so that a pointer argument is known with its allocation's size
// (a pointer into an allocation is traced as the whole allocation). C++11; CUDA, HIP on AMD and
// HIP on NVIDIA alike. Without $CASS_TRACE_FILE it records nothing and costs nothing per launch.
#ifndef CASS_TRACE_H
#define CASS_TRACE_H

#include <cstdio>
#include <cstdlib>
#include <map>
#include <type_traits>
#include <vector>

#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP__)
#include <hip/hip_runtime.h>
#define CASS_TRACE_API(name) hip##name
#else
#include <cuda_runtime.h>
#define CASS_TRACE_API(name) cuda##name
#endif

namespace cass_trace {

inline std::map<const char*, size_t>& allocations() {
  static std::map<const char*, size_t> found;
  return found;
}

inline void allocated(const void* p, size_t bytes) {
  if (p != nullptr) allocations()[static_cast<const char*>(p)] = bytes;
}

inline void freed(const void* p) { allocations().erase(static_cast<const char*>(p)); }

inline FILE* out() {
  static FILE* file = [] {
    const char* path = std::getenv("CASS_TRACE_FILE");
    return path != nullptr ? std::fopen(path, "w") : nullptr;
  }();
  return file;
}

inline unsigned long long fnv1a(const unsigned char* bytes, size_t n) {
  unsigned long long hash = 1469598103934665603ull;
  for (size_t i = 0; i < n; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
  return hash;
}

inline int next_launch() {
  static int launches = 0;
  return launches++;
}

// The allocation holding p, as (start, bytes); bytes 0 when p is in none.
inline std::pair<const char*, size_t> holding(const void* p) {
  const char* at = static_cast<const char*>(p);
  auto& found = allocations();
  auto it = found.upper_bound(at);
  if (it == found.begin()) return {nullptr, 0};
  --it;
  if (at >= it->first + it->second) return {nullptr, 0};
  return {it->first, it->second};
}

inline void buffer(const char* kernel, int line, int launch, int index, const void* p) {
  std::pair<const char*, size_t> where = holding(p);
  if (where.second == 0) return;  // not a device allocation this program made
  std::vector<unsigned char> host(where.second);
  if (CASS_TRACE_API(Memcpy)(host.data(), where.first, where.second, CASS_TRACE_API(MemcpyDeviceToHost)) != 0) return;
  std::fprintf(out(), "%d %s %d %d %zu %016llx\n", launch, kernel, line, index, where.second,
               fnv1a(host.data(), host.size()));
}

template <class T>
inline void argument(const char* kernel, int line, int launch, int index, const T& value, std::true_type) {
  buffer(kernel, line, launch, index, static_cast<const void*>(value));
}

template <class T>
inline void argument(const char*, int, int, int, const T&, std::false_type) {}  // not a pointer: nothing to copy

template <class... Args>
inline void after(const char* kernel, int line, const Args&... args) {
  if (out() == nullptr) return;
  CASS_TRACE_API(DeviceSynchronize)();
  int launch = next_launch(), index = 0;
  int unused[] = {0, (argument(kernel, line, launch, index++, args, std::is_pointer<Args>()), 0)...};
  (void)unused;
  std::fprintf(out(), "%d %s %d end\n", launch, kernel, line);
  std::fflush(out());
}

}  // namespace cass_trace

// The allocation functions, wrapped (defined before the macros that send the program's calls here).
template <class T>
inline auto cass_trace_Malloc(T** p, size_t bytes) -> decltype(CASS_TRACE_API(Malloc)((void**)p, bytes)) {
  auto status = CASS_TRACE_API(Malloc)((void**)p, bytes);
  cass_trace::allocated(*p, bytes);
  return status;
}
template <class T>
inline auto cass_trace_MallocManaged(T** p, size_t bytes, unsigned int flags = 1)
    -> decltype(CASS_TRACE_API(MallocManaged)((void**)p, bytes, flags)) {
  auto status = CASS_TRACE_API(MallocManaged)((void**)p, bytes, flags);
  cass_trace::allocated(*p, bytes);
  return status;
}
inline auto cass_trace_Free(void* p) -> decltype(CASS_TRACE_API(Free)(p)) {  // cudaFree(0) too
  cass_trace::freed(p);
  return CASS_TRACE_API(Free)(p);
}
#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP_PLATFORM_NVIDIA__) || defined(__HIP__)
#define hipMalloc cass_trace_Malloc
#define hipMallocManaged cass_trace_MallocManaged
#define hipFree cass_trace_Free
#else
#define cudaMalloc cass_trace_Malloc
#define cudaMallocManaged cass_trace_MallocManaged
#define cudaFree cass_trace_Free
#endif

#endif  // CASS_TRACE_H
