#pragma once
#include "diag_nested.h"
__device__ void takes_one(int a) {}
