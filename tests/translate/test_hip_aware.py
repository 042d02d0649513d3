"""A file already written for HIP keeps its tests of CUDA's compiler (translate/hip_aware.py)."""

from __future__ import annotations

from tests.translate.strict import translate

EIGEN = """#if defined(__NVCC__) && defined(__HIPCC__)
  #error "NVCC as the target platform for HIPCC is currently not supported."
#endif
#if defined(__CUDACC__) && !defined(EIGEN_NO_CUDA)
  #define EIGEN_CUDACC __CUDACC__
#endif
#if defined(__CUDA_ARCH__) && !defined(EIGEN_NO_CUDA)
  #define EIGEN_CUDA_ARCH __CUDA_ARCH__
#endif
#if defined(__HIPCC__) && !defined(EIGEN_NO_HIP)
  #define EIGEN_HIPCC __HIPCC__
#endif
"""


def test_a_file_that_tests_hips_macros_keeps_its_tests_of_cudas_compiler() -> None:
    """Eigen's Macros.h became `#if defined(__HIPCC__) && defined(__HIPCC__)` / #error."""
    r = translate(EIGEN)
    assert "#if defined(__NVCC__) && defined(__HIPCC__)\n" in r.text
    assert "#if defined(__CUDACC__) && !defined(EIGEN_NO_CUDA)\n" in r.text
    assert "#if defined(__CUDA_ARCH__) && !defined(EIGEN_NO_CUDA)\n" in r.text


def test_cuda_only_code_still_has_its_compiler_tests_decided_for_amd() -> None:
    r = translate("#ifdef __CUDACC__\n#define HD __host__ __device__\n#endif\n#if defined(__NVCC__)\nint nv;\n#endif\n")
    assert "#ifdef __HIPCC__\n" in r.text and "#if defined(__HIPCC__)\n" in r.text


def test_a_file_written_for_hip_that_includes_local_code_defines_the_warp_sync_macro_first() -> None:
    """warp-ctc's ctc_entrypoint.cpp: it tests `__HIPCC__ || __CUDACC__` and includes the headers
    whose moderngpu code calls __shfl_up_sync; HIP 6.4 declares it only where the macro comes before
    HIP's headers. It had the define while `__CUDACC__` was renamed, and lost it when kept."""
    src = (
        '#include <cstdio>\n#include "detail/cpu_ctc.h"\n'
        '#if (defined(__HIPCC__) || defined(__CUDACC__))\n#include "detail/gpu_ctc.h"\n#endif\n'
    )
    r = translate(src)
    assert r.text.index("#define HIP_ENABLE_WARP_SYNC_BUILTINS") < r.text.index('#include "detail/cpu_ctc.h"')
