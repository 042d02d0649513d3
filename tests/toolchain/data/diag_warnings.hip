#include <hip/hip_runtime.h>

__global__ void warns(int* p) {
  int unused_local = 3;
  unsigned u = 1;
  if (p[0] < u) p[0] = 1;
}
