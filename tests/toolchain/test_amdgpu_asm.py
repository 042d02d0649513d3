"""AMDGPU assembly from the real hipcc: kernels, descriptors, metadata, occupancy, line tables."""

from __future__ import annotations

import asyncio

import pytest

from cass_lsp.toolchain import amdgpu_arch
from cass_lsp.toolchain import hip as hip_compile
from cass_lsp.toolchain.amdgpu_arch import occupancy

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)


@pytest.fixture(scope="module")
def assemblies(hip_toolchain, data, tmp_path_factory):
    out = tmp_path_factory.mktemp("asm")
    found = {}
    for target in ("gfx1100", hip_toolchain.cdna_target):
        result = asyncio.run(
            hip_compile.compile_device_asm(hip_toolchain, data / "tiled.hip", target, output=out / f"{target}.s")
        )
        assert result.ok, result.process.stderr
        found[target] = result.assembly()
    return found


def test_kernels_are_split(assemblies):
    for target, asm in assemblies.items():
        assert asm.target == target
        assert [k.name for k in asm.kernels] == ["tiled_matmul", "scale"]
        assert asm.kernel("tiled_matmul") is asm.kernels[0]
        assert asm.kernel("_Z5scalePff") is asm.kernels[1]
        listing = asm.kernels[1].listing
        assert "s_endpgm" in listing
        assert ".amdhsa" not in listing and ".loc" not in listing and ".Ltmp" not in listing


def test_gfx1100_stats(assemblies):
    k = assemblies["gfx1100"].kernel("tiled_matmul")
    s = k.stats
    assert s.wave_size == 32 and k.descriptor["wavefront_size32"] == 1
    assert s.lds_bytes == 2 * 16 * 16 * 4
    assert s.scratch_bytes == 0 and not s.dynamic_stack
    assert s.vgprs == k.metadata["vgpr_count"] > 0
    assert s.sgprs == k.metadata["sgpr_count"] >= k.descriptor["next_free_sgpr"]
    assert "wave32" in s.describe() and "LDS 2048 B" in s.describe()
    assert "s_delay_alu" in k.listing


def test_cdna_stats_and_occupancy_agree_with_llvm(assemblies, hip_toolchain):
    asm = assemblies[hip_toolchain.cdna_target]
    for k in asm.kernels:
        s = k.stats
        assert s.wave_size == 64 and k.descriptor.get("wavefront_size32", 0) == 0  # GFX9 has no wave32
        assert k.descriptor.get("accum_offset", 4) >= 4  # gfx90a/gfx94x: unified VGPR/AGPR file
        occ = k.occupancy()
        # LLVM's own estimate (the "; Occupancy:" comment) uses the same CDNA rules.
        assert occ.waves_per_simd == int(k.compiler_info["Occupancy"])
        assert occ.max_waves_per_simd == 8


def test_line_tables_map_source_lines(assemblies, data):
    source = (data / "tiled.hip").read_text().splitlines()
    inner = next(i for i, line in enumerate(source, 1) if "acc +=" in line)
    for asm in assemblies.values():
        k = asm.kernel("tiled_matmul")
        ranges = k.line_ranges()
        assert inner in ranges
        start, end = ranges[inner][0]
        assert any("fma" in line.text or "fmac" in line.text for line in k.lines[start:end] + k.lines[end : end + 20])
        assert all(0 <= a < b <= len(k.lines) for spans in ranges.values() for a, b in spans)
        assert set(ranges) <= set(range(1, len(source) + 1))


def test_occupancy_formulas():
    # RDNA3 gfx1100 (1536 VGPRs per SIMD in wave32, granule 24): 100 VGPRs -> 120 -> 12 waves.
    assert occupancy("gfx1100", vgprs=100, sgprs=30, lds_bytes=0, wave_size=32).waves_per_simd == 12
    # Navi33 gfx1102 (1024, granule 16): 100 -> 112 -> 9 waves.
    assert occupancy("gfx1102", vgprs=100, sgprs=30, lds_bytes=0, wave_size=32).waves_per_simd == 9
    # Wave64 on RDNA halves the file: gfx1100 768 / 12-granule: 100 -> 108 -> 7.
    assert occupancy("gfx1100", vgprs=100, sgprs=30, lds_bytes=0, wave_size=64).waves_per_simd == 7
    # RDNA2 gfx1030: 1024 / 16.
    assert occupancy("gfx1030", vgprs=64, sgprs=30, lds_bytes=0, wave_size=32).waves_per_simd == 16
    # CDNA2: 512 unified VGPRs, granule 8, at most 8 waves: 128 -> 4; 129 -> 136 -> 3.
    assert occupancy("gfx90a", vgprs=128, sgprs=30, lds_bytes=0, wave_size=64).waves_per_simd == 4
    assert occupancy("gfx90a", vgprs=129, sgprs=30, lds_bytes=0, wave_size=64).waves_per_simd == 3
    # GFX9 SGPR table: 85 SGPRs -> 9 waves on gfx906 (10 max); irrelevant on RDNA.
    gfx906 = occupancy("gfx906", vgprs=8, sgprs=85, lds_bytes=0, wave_size=64)
    assert (gfx906.waves_per_simd, gfx906.limited_by) == (9, "SGPRs")
    assert occupancy("gfx1100", vgprs=8, sgprs=104, lds_bytes=0, wave_size=32).waves_per_simd == 16
    # LDS: 32 KiB per 256-thread group on gfx90a: 2 groups per CU x 4 waves / 4 SIMDs = 2.
    lds = occupancy("gfx90a", vgprs=8, sgprs=16, lds_bytes=32 * 1024, wave_size=64, workgroup_size=256)
    assert (lds.waves_per_simd, lds.limited_by) == (2, "LDS")
    # ... and on a gfx1100 WGP (128 KiB, wave32: 8 waves per group): 4 groups x 8 / 4 = 8.
    assert occupancy("gfx1100", vgprs=8, sgprs=16, lds_bytes=32 * 1024, wave_size=32, workgroup_size=256).lds_waves == 8
    assert occupancy("gfx9999", vgprs=8, sgprs=8, lds_bytes=0, wave_size=64) is None


def test_arch_descriptions():
    assert amdgpu_arch.describe("gfx1100") == "RDNA3, wave32"
    assert amdgpu_arch.describe("gfx90a") == "CDNA2, wave64"
    assert amdgpu_arch.default_wave_size("gfx1036") == 32
