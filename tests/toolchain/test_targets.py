"""Targets from the toolchain: the HIP 6.4 lane compiles for gfx942 (CDNA3, wave64), gfx1100
(RDNA3) and gfx1200 (RDNA4) for real, and our occupancy, computed from each target's register
file and LDS (cass_lsp/toolchain/amdgpu_arch.py), agrees with clang 21's own ``; Occupancy:``
estimate on kernels whose register use spans the VGPR allocation steps."""

from __future__ import annotations

import pytest

from cass_lsp.toolchain import amdgpu_arch, amdgpu_asm
from tests.lanes import LANE_TARGETS, hip_lane, run_compile

pytestmark = pytest.mark.slow

# Register pressure grows with N: 40 to 150 live floats per lane.
PRESSURE = """
#include <hip/hip_runtime.h>
template <int N> __global__ void pressure(float* x) {
  float a[N];
#pragma unroll
  for (int i = 0; i < N; i++) a[i] = x[threadIdx.x * N + i] * x[i];
  float s = 0;
#pragma unroll
  for (int k = 0; k < 3; k++)
#pragma unroll
    for (int i = 0; i < N; i++) s += a[i] * a[(i * 7 + k) % N];
  x[threadIdx.x] = s;
}
__global__ void shared_heavy(float* x) {
  __shared__ float tile[8192];
  tile[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  x[threadIdx.x] = tile[(threadIdx.x * 3) % 8192];
}
template __global__ void pressure<40>(float*);
template __global__ void pressure<100>(float*);
template __global__ void pressure<150>(float*);
"""


@pytest.fixture(scope="module")
def listings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, amdgpu_asm.AmdAssembly]:
    tc = hip_lane("6.4")
    work = tmp_path_factory.mktemp("targets")
    src = work / "pressure.hip"
    src.write_text(PRESSURE)
    out: dict[str, amdgpu_asm.AmdAssembly] = {}
    for target in LANE_TARGETS["6.4"]:
        asm = work / f"pressure.{target}.s"
        argv = tc.hip_compile_argv(target, src, asm, device_only=True, extra=["-O3"])
        res = run_compile(tc, argv, root=work, inputs=[src], env=tc.hip_env(), outputs=[asm], timeout=300)
        assert res.returncode == 0, res.stderr[-3000:]
        out[target] = amdgpu_asm.parse(asm.read_text(), target=target, main_file=str(src))
    return out


def test_lane_knows_the_new_targets() -> None:
    tc = hip_lane("6.4")
    assert {"gfx942", "gfx1100", "gfx1200", "gfx1201"} <= tc.known_targets
    assert tc.cdna_target == "gfx942" and set(LANE_TARGETS["6.4"]) <= set(tc.targets)
    assert {"hipblas", "hipfft", "hipsolver", "hipcub", "rocthrust", "miopen"} <= set(tc.libraries)


@pytest.mark.parametrize("target", LANE_TARGETS["6.4"])
def test_real_code_for_each_target(listings: dict[str, amdgpu_asm.AmdAssembly], target: str) -> None:
    asm = listings[target]
    assert asm.kernels
    for k in asm.kernels:
        assert k.stats.wave_size == amdgpu_arch.default_wave_size(target)
    text = "\n".join(k.listing for k in asm.kernels)
    if target.startswith("gfx12"):
        assert "s_wait_loadcnt" in text  # GFX12's split wait counters: not GFX11 code
    elif target == "gfx1100":
        assert "s_waitcnt" in text and "s_delay_alu" in text
    else:
        assert "global_load_dword" in text and "v_" in text


@pytest.mark.parametrize("target", LANE_TARGETS["6.4"])
def test_occupancy_agrees_with_clang(listings: dict[str, amdgpu_asm.AmdAssembly], target: str) -> None:
    info = amdgpu_arch.arch_info(target)
    assert info is not None and info.family in ("CDNA3", "RDNA3", "RDNA4")
    seen = set()
    for k in listings[target].kernels:
        if "Occupancy" not in k.compiler_info:
            continue
        ours = k.occupancy()
        assert ours is not None
        # clang's estimate leaves LDS to the launch; ours with the kernel's own bound must not exceed it.
        if k.stats.lds_bytes == 0:
            assert ours.waves_per_simd == int(k.compiler_info["Occupancy"]), (k.name, k.stats.describe())
        else:
            assert ours.waves_per_simd <= int(k.compiler_info["Occupancy"])
        seen.add(ours.waves_per_simd)
    assert len(seen) >= 2  # the kernels really span different register-file limits
