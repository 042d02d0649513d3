"""The singles of NVIDIA's samples that have a HIP answer (issue 35, item 7): umin/umax and their
64-bit kin, the directed-rounding arithmetic, atomicInc_system/atomicDec_system, the surface
overloads HIP lacks (a boundary mode, a read returning its value), cudaLimitPersistingL2CacheSize,
cudaMemLocationTypeHost (HIP 7.0 has it, 6.4 not). The values of the definitions are checked in
tests/runtime/test_rounding.py; here, what the translation writes, and that it compiles."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import Severity, TranslateOptions
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

KERNELS = """#include <cuda_runtime.h>
__global__ void singles(unsigned* u, long long* l, float* f, double* d, cudaSurfaceObject_t surf) {
  int x = threadIdx.x, y = blockIdx.x;
  u[0] = umin(u[1], u[2]) + umax(u[3], u[4]);
  l[0] = llmin(l[1], l[2]) + llmax(l[3], l[4]) + (long long)ullmin(u[5], 9ull) + (long long)ullmax(u[6], 1ull);
  f[0] = __fadd_rd(f[1], f[2]) + __fmul_ru(f[3], f[4]) + __fdiv_rz(f[5], f[6]) + __fsqrt_rd(f[7]) + __frcp_ru(f[8])
       + __fmaf_rz(f[9], f[10], f[11]) + __fsub_ru(f[12], f[13]);
  d[0] = __dadd_ru(d[1], d[2]) + __dmul_rd(d[3], d[4]) + __ddiv_ru(d[5], d[6]) + __dsqrt_ru(d[7])
       + __fma_rz(d[8], d[9], d[10]);
  u[7] = atomicInc_system(u + 8, 100u) + atomicDec_system(u + 9, 100u);
  surf2Dwrite(make_float4(1, 2, 3, 4), surf, x * 16, y, cudaBoundaryModeZero);
  surf2Dwrite(f[0], surf, x * 4, y, cudaBoundaryModeTrap);
  float v = surf2Dread<float>(surf, x * 4, y);
  float w = surf2Dread<float>(surf, x * 4, y, cudaBoundaryModeZero);
  f[1] = v + w;
}

int main() {
  size_t limit = 0;
  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 1 << 20);
  cudaDeviceGetLimit(&limit, cudaLimitPersistingL2CacheSize);
  return (int)limit;
}
"""


def test_device_singles_get_definitions_or_hips_form() -> None:
    result = translate(KERNELS, TranslateOptions(targets=("gfx1100",)))
    text = result.text
    for definition in ("unsigned int umin(unsigned int a", "long long llmax(long long a", "float __fadd_rd(float a",
                       "double __fma_rz(double a", "unsigned int atomicInc_system(unsigned int* address",
                       "hipError_t cass_hipDeviceSetLimit("):  # fmt: skip
        assert definition in text, definition
    assert "surf2Dwrite(make_float4(1, 2, 3, 4), surf, x * 16, y);" in text
    assert "surf2Dwrite(f[0], surf, x * 4, y);" in text
    assert "float v = [&] { float _v; surf2Dread(&_v, surf, x * 4, y); return _v; }();" in text
    assert "float w = [&] { float _v; surf2Dread(&_v, surf, x * 4, y); return _v; }();" in text
    assert "hipDeviceSetLimit(CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE, 1 << 20)" in text
    trap = [f for f in result.findings if f.code == "surface-boundary-mode"]
    assert len(trap) == 1 and trap[0].severity == Severity.WARNING and "Trap stops the kernel" in trap[0].message
    assert [f for f in result.findings if f.severity == Severity.ERROR] == []


def test_a_clamped_surface_access_is_an_error_and_stays() -> None:
    source = "__global__ void k(cudaSurfaceObject_t s) { surf2Dwrite(1.0f, s, 0, 0, cudaBoundaryModeClamp); }\n"
    result = translate(source, TranslateOptions(targets=("gfx1100",)))
    assert "surf2Dwrite(1.0f, s, 0, 0, hipBoundaryModeClamp)" in result.text
    [error] = [f for f in result.findings if f.code == "surface-boundary-mode"]
    assert error.severity == Severity.ERROR and "clamp the coordinates yourself" in error.message


def test_host_memory_locations_for_each_hip() -> None:
    source = "void f(cudaMemLocation *loc) { loc->type = cudaMemLocationTypeHost; loc->id = 0; }\n"
    hip7 = translate(source, TranslateOptions(hip_version="7.0.0"))
    assert "loc->type = hipMemLocationTypeHost;" in hip7.text and not hip7.findings
    hip64 = translate(source, TranslateOptions())
    [finding] = hip64.findings
    assert finding.code == "hip-version" and "appeared in HIP 7.0.0; HIP 6.4.3 lacks it" in finding.message


@pytest.mark.slow
def test_singles_compile(tmp_path: Path) -> None:
    translate_tree(tmp_path, {"singles.cu": KERNELS}, TranslateOptions(targets=("gfx1100", "gfx1200")))
    # gfx942 has no surface functions (texture-no-image-support): the other targets
    compile_tree("6.4", tmp_path, ["singles.cu"], includes=(), targets=("gfx1100", "gfx1200"))
    # gfx942: what has no surface in it
    mi300 = tmp_path / "mi300"
    no_surfaces = KERNELS.split("  surf2Dwrite(make_float4")[0] + "}\n" + KERNELS.split("  f[1] = v + w;\n}\n")[1]
    translate_tree(mi300, {"singles.cu": no_surfaces}, TranslateOptions(targets=("gfx942",)))
    compile_tree("6.4", mi300, ["singles.cu"], includes=(), targets=("gfx942",))


@pytest.mark.slow
def test_the_limit_definitions_build_on_nvidia(tmp_path: Path) -> None:
    """HIP's NVIDIA layer declares hipLimit_t as a typedef of CUDA's enum, where `enum hipLimit_t` is no
    type (issue 42): the definitions build on both platforms."""
    from tests.nvidia_lane import compile_on_nvidia, layer

    source = (
        "#include <cstdio>\nint main() {\n  size_t limit = 0;\n"
        "  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, 1 << 20);\n"
        "  cudaDeviceGetLimit(&limit, cudaLimitPersistingL2CacheSize);\n"
        '  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 24);\n  printf("%zu\\n", limit);\n  return 0;\n}\n'
    )
    result = translate(source, TranslateOptions(hip_version=layer().hip_version))
    assert "hipError_t cass_hipDeviceSetLimit(" in result.text
    (tmp_path / "limits.hip").write_text(result.text)
    compile_on_nvidia(tmp_path / "limits.hip", link=True)
