"""The loads and stores with a cache hint (issue 32, item 10): `__ldcs`, `__stcs` and the seven
others HIP lacks become the plain load and store (cass_lsp/runtime/headers/cache_hints.h, with a
hip-compat note each), so that a kernel written with them, as LLM training code writes its
streaming kernels, compiles for AMD instead of failing on an undeclared name or being kept for
CUDA only. The definitions' values: tests/runtime/test_cache_hints.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

NAMES = ("__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv", "__stwb", "__stcg", "__stcs", "__stwt")

# The three HIP declares for half types alone: no finding at all before, then "no matching function".
ONLY_LOADS = """#include <cuda_runtime.h>

__global__ void residual_forward(float* out, const float* inp1, const float* inp2, int N) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx < N) {
        out[idx] = __ldcs(&inp1[idx]) + __ldcg(&inp2[idx]) + __ldca(&inp2[idx]);
    }
}

void residual(float* out, const float* a, const float* b, int N) {
    residual_forward<<<(N + 255) / 256, 256>>>(out, a, b, N);
}
"""

# Every one of them, on vector and scalar types, stores converting their value.
ALL = """#include <cuda_runtime.h>

struct Stats { float mean; float rstd; };

__global__ void layernorm_stats(const float4* __restrict__ inp, float4* out, Stats* stats, float* scratch,
                                const int* flags, int N) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= N) return;
    float4 v = __ldcs(inp + i);
    float m = (v.x + v.y + v.z + v.w) * 0.25f;
    if (__ldcv(flags) != 0 && __ldlu(flags + 1) != 0) {
        m += __ldcg(scratch + i) + __ldca(scratch + i);
    }
    __stcs(out + i, v);
    __stcg(scratch + i, m);
    __stwb(scratch + N + i, 0);
    Stats s = {m, 1.0f};
    __stwt(stats + i, s);
}

void stats(const float4* inp, float4* out, Stats* s, float* scratch, const int* flags, int N) {
    layernorm_stats<<<(N + 127) / 128, 128>>>(inp, out, s, scratch, flags, N);
}
"""


@pytest.mark.slow
def test_the_three_hip_has_for_half_alone_are_defined(tmp_path: Path) -> None:
    r = translate(ONLY_LOADS)
    assert [f.code for f in r.findings] == ["hip-compat"] * 3
    assert set(r.compat) == {"__ldcs", "__ldcg", "__ldca"}
    assert "T __ldcs(const T* ptr) { return *ptr; }" in r.text
    out = tmp_path / "residual.hip"
    out.write_text(r.text, encoding="utf-8")
    compile_on_lane("6.4", out)


@pytest.mark.slow
def test_every_cache_hint_is_the_plain_access_and_the_kernel_stays(tmp_path: Path) -> None:
    r = translate(ALL)
    # Each a note (not a kernel kept for CUDA only: no cuda-only-helper, no unsupported-api)
    assert sorted(f.code for f in r.findings) == ["hip-compat"] * len(NAMES)
    assert all("the plain " in f.message and "change no memory ordering" in f.message for f in r.findings)
    assert set(r.compat) == set(NAMES)
    assert "__HIP_PLATFORM_AMD__" not in r.text
    out = tmp_path / "stats.hip"
    out.write_text(r.text, encoding="utf-8")
    compile_on_lane("6.4", out)


def test_a_port_includes_the_header_instead(tmp_path: Path) -> None:
    r = translate(ALL, TranslateOptions(compat_header="cass_hip_compat.h"))
    assert '#include "cass_hip_compat.h"' in r.text and "return *ptr;" not in r.text
    assert set(r.compat) == set(NAMES)
