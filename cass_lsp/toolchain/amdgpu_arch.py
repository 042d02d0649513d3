"""Per-architecture facts of AMD GPUs, and the occupancy (waves per SIMD) a kernel's resources imply.

Sources, so the numbers can be checked:
- LLVM ``llvm/lib/Target/AMDGPU/Utils/AMDGPUBaseInfo.cpp``: ``getMaxWavesPerEU`` (8 on
  gfx90a/gfx94x, 10 on other GFX9, 20 on GFX10.1, 16 on GFX10.3+), ``getVGPRAllocGranule`` and
  ``getTotalNumVGPRs`` (below), and ``AMDGPU.td``, where ``FeatureGFX11FullVGPRs`` marks
  gfx1100, gfx1101 and gfx1151 as having the 1.5x register file; the GFX12 processors (gfx1200,
  gfx1201) have it too. Checked against clang 21 (ROCm 6.4 lane): its ``; Occupancy:`` comment
  gives 10 waves for 137 VGPRs on gfx1100, gfx1200 and gfx1201 (1536 / 144), 8 on gfx1102
  (1024 / 120); tests/toolchain/test_targets.py compares ours with clang's on every target.
- LLVM ``GCNSubtarget::getOccupancyWithNumSGPRs``: on GFX8/GFX9 at most 80 SGPRs give 10 waves,
  88 give 9, 100 give 8, more give 7; from GFX10 on every wave gets a fixed SGPR block, so SGPRs
  never limit occupancy.
- AMD ISA guides: "AMD Instinct MI200 (CDNA2) ISA" and "MI300 (CDNA3) ISA", section 3.6.4: 512
  unified VGPRs per lane per SIMD shared by ArchVGPRs and AccVGPRs, allocated in blocks of 8;
  "RDNA3 ISA" section 3.3: 192 KB of VGPRs per SIMD32 on Navi31/32 (1536 wave32 registers),
  128 KB on Navi33 (1024). RDNA2: 128 KB per SIMD32 (1024). "RDNA4 ISA" (gfx12): the same
  192 KB VGPR file per SIMD32 and 128 KB of LDS per WGP as RDNA3's Navi31.
- LDS: 64 KiB per compute unit on GFX9/CDNA (gfx950: 160 KiB); 128 KiB per work-group
  processor (two CUs, four SIMD32s) on RDNA, which HIP kernels use in WGP mode
  (``.amdhsa_workgroup_processor_mode 1``); a work-group may allocate at most 64 KiB.

Occupancy (waves resident per SIMD) is the smallest of:
- VGPRs: ``floor(vgpr_file / roundup(vgprs, granule))``, where ``vgpr_file`` and ``granule``
  depend on the wave size on RDNA (a wave64 uses twice the lanes, so half the registers);
- SGPRs (GFX8/GFX9 only): LLVM's table above;
- LDS: ``ceil(groups * waves_per_group / simds_per_unit)`` with
  ``groups = floor(lds_per_unit / lds_per_group)``, for a given work-group size (the kernel's
  ``.max_flat_workgroup_size`` unless the caller knows the launch);
- the hardware's maximum waves per SIMD.
Scratch does not limit occupancy in this model (LLVM does not count it either); barrier and
work-group slot limits are left out.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class ArchInfo:
    target: str
    family: str  # "RDNA3", "CDNA2", ...
    product: str  # example products
    default_wave_size: int  # what HIP compiles for by default
    max_waves_per_simd: int
    vgprs_wave32: int  # VGPRs per lane in one SIMD's file, in wave32 mode (0: no wave32)
    vgprs_wave64: int
    granule_wave32: int
    granule_wave64: int
    lds_per_unit: int  # bytes of LDS per CU (GFX9) or WGP (RDNA)
    simds_per_unit: int
    sgpr_limited: bool  # GFX8/GFX9: SGPR use can lower occupancy

    def vgpr_file(self, wave_size: int) -> tuple[int, int]:
        """(registers per SIMD, allocation granule) for this wave size."""
        if wave_size == 32 and self.vgprs_wave32:
            return self.vgprs_wave32, self.granule_wave32
        return self.vgprs_wave64, self.granule_wave64


def _gfx9(target: str, family: str, product: str, **kw: int | bool) -> ArchInfo:
    base = dict(
        default_wave_size=64,
        max_waves_per_simd=10,
        vgprs_wave32=0,
        vgprs_wave64=256,
        granule_wave32=0,
        granule_wave64=4,
        lds_per_unit=64 * 1024,
        simds_per_unit=4,
        sgpr_limited=True,
    )
    base.update(kw)
    return ArchInfo(target, family, product, **base)  # type: ignore[arg-type]


def _rdna(target: str, family: str, product: str, *, full: bool, max_waves: int = 16, gfx101: bool = False) -> ArchInfo:
    # GFX10.1: granules 8/4 and 20 waves; GFX10.3 and GFX11: 16/8 (24/12 with the 1.5x file).
    if gfx101:
        g32, g64 = 8, 4
    else:
        g32, g64 = (24, 12) if full else (16, 8)
    return ArchInfo(
        target,
        family,
        product,
        default_wave_size=32,
        max_waves_per_simd=max_waves,
        vgprs_wave32=1536 if full else 1024,
        vgprs_wave64=768 if full else 512,
        granule_wave32=g32,
        granule_wave64=g64,
        lds_per_unit=128 * 1024,
        simds_per_unit=4,
        sgpr_limited=False,
    )


_CDNA_UNIFIED = dict(max_waves_per_simd=8, vgprs_wave64=512, granule_wave64=8)

ARCHS: dict[str, ArchInfo] = {
    a.target: a
    for a in [
        _gfx9("gfx900", "GCN5", "Radeon RX Vega 64"),
        _gfx9("gfx906", "GCN5", "Radeon VII, Instinct MI50/MI60"),
        # MI100: separate 256-entry ArchVGPR and AccVGPR files; the larger use counts.
        _gfx9("gfx908", "CDNA1", "Instinct MI100"),
        _gfx9("gfx90a", "CDNA2", "Instinct MI210/MI250/MI250X", **_CDNA_UNIFIED),
        _gfx9("gfx940", "CDNA3", "Instinct MI300 (early)", **_CDNA_UNIFIED),
        _gfx9("gfx941", "CDNA3", "Instinct MI300X (early)", **_CDNA_UNIFIED),
        _gfx9("gfx942", "CDNA3", "Instinct MI300A/MI300X/MI325X", **_CDNA_UNIFIED),
        _gfx9("gfx950", "CDNA4", "Instinct MI350X/MI355X", **_CDNA_UNIFIED, lds_per_unit=160 * 1024),
        _rdna("gfx1010", "RDNA1", "Radeon RX 5700", full=False, max_waves=20, gfx101=True),
        _rdna("gfx1030", "RDNA2", "Radeon RX 6800/6900", full=False),
        _rdna("gfx1031", "RDNA2", "Radeon RX 6700", full=False),
        _rdna("gfx1032", "RDNA2", "Radeon RX 6600", full=False),
        _rdna("gfx1100", "RDNA3", "Radeon RX 7900 XTX, Radeon PRO W7900", full=True),
        _rdna("gfx1101", "RDNA3", "Radeon RX 7800/7700", full=True),
        _rdna("gfx1102", "RDNA3", "Radeon RX 7600", full=False),
        _rdna("gfx1103", "RDNA3", "Radeon 780M (APU)", full=False),
        _rdna("gfx1150", "RDNA3.5", "Radeon 890M (APU)", full=False),
        _rdna("gfx1151", "RDNA3.5", "Ryzen AI Max (Strix Halo)", full=True),
        _rdna("gfx1200", "RDNA4", "Radeon RX 9060 XT", full=True),
        _rdna("gfx1201", "RDNA4", "Radeon RX 9070 XT, Radeon AI PRO R9700", full=True),
    ]
}


def arch_info(target: str) -> ArchInfo | None:
    """Facts for a gfx target (feature suffixes such as ``:xnack-`` ignored); None when unknown."""
    return ARCHS.get(target.split(":", 1)[0])


def default_wave_size(target: str) -> int:
    """HIP's wave size on ``target``: 32 on RDNA (gfx10+), 64 on GCN/CDNA."""
    info = arch_info(target)
    if info is not None:
        return info.default_wave_size
    m = re.match(r"gfx(\d+)", target)
    return 32 if m and len(m.group(1)) >= 4 else 64


def describe(target: str) -> str:
    """``RDNA3, wave32`` for doctor and hovers."""
    info = arch_info(target)
    wave = default_wave_size(target)
    return f"{info.family}, wave{wave}" if info else f"wave{wave}"


@dataclass(frozen=True)
class Occupancy:
    waves_per_simd: int
    max_waves_per_simd: int
    limited_by: str  # "VGPRs", "SGPRs", "LDS", "hardware limit"
    vgpr_waves: int
    sgpr_waves: int
    lds_waves: int
    workgroup_size: int  # assumed for the LDS limit

    def describe(self) -> str:
        text = f"{self.waves_per_simd}/{self.max_waves_per_simd} waves per SIMD"
        if self.limited_by != "hardware limit":
            text += f" (limited by {self.limited_by})"
        return text


def sgpr_waves_gfx9(sgprs: int, max_waves: int) -> int:
    """LLVM's ``getOccupancyWithNumSGPRs`` table for GFX8/GFX9 (800 SGPRs per SIMD)."""
    if sgprs <= 80:
        waves = 10
    elif sgprs <= 88:
        waves = 9
    elif sgprs <= 100:
        waves = 8
    else:
        waves = 7
    return min(waves, max_waves)


def occupancy(
    target: str,
    *,
    vgprs: int,
    sgprs: int,
    lds_bytes: int,
    wave_size: int,
    workgroup_size: int = 1024,
    agprs: int = 0,
) -> Occupancy | None:
    """Waves per SIMD for a kernel's resources on ``target``; None for an unknown target.

    ``vgprs`` is the total a wave allocates: on gfx90a/gfx94x the unified ArchVGPR+AccVGPR
    count (``.vgpr_count``/``.amdhsa_next_free_vgpr`` already include AGPRs there); on gfx908
    pass ``agprs`` separately, since its two files are separate.
    """
    info = arch_info(target)
    if info is None:
        return None
    max_waves = info.max_waves_per_simd
    file_size, granule = info.vgpr_file(wave_size)
    used = max(vgprs, agprs if info.target == "gfx908" else 0, 1)
    vgpr_waves = min(max_waves, max(file_size // (math.ceil(used / granule) * granule), 0))
    sgpr_waves = sgpr_waves_gfx9(sgprs, max_waves) if info.sgpr_limited else max_waves
    if lds_bytes > 0:
        groups = info.lds_per_unit // lds_bytes
        waves_per_group = math.ceil(max(workgroup_size, 1) / wave_size)
        lds_waves = min(max_waves, math.ceil(groups * waves_per_group / info.simds_per_unit))
    else:
        lds_waves = max_waves
    limits = [(vgpr_waves, "VGPRs"), (sgpr_waves, "SGPRs"), (lds_waves, "LDS")]
    waves, limited_by = min(limits, key=lambda x: x[0])
    if waves >= max_waves:
        limited_by = "hardware limit"
    return Occupancy(
        waves_per_simd=waves,
        max_waves_per_simd=max_waves,
        limited_by=limited_by,
        vgpr_waves=vgpr_waves,
        sgpr_waves=sgpr_waves,
        lds_waves=lds_waves,
        workgroup_size=workgroup_size,
    )
