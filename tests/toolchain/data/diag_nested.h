#pragma once
__device__ int nested_bad() { return "not an int"; }
