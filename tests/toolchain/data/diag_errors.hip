#include <hip/hip_runtime.h>
#include "diag_header.h"

#define TIMES_MISSING(x) ((x) * missing_in_macro)

__global__ void broken(float* p) {
  p[threadIdx.x] = undeclared_value;
  takes_one(1, 2);
  p[0] = TIMES_MISSING(2);
}

void host_side() { hipDeviceSynchronise(); }
