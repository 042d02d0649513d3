"""HIP is for both platforms (issue 35, item 9): a translation that carries cass-lsp's definitions
of what HIP lacks (`__vmaxs4`, `__dp4a`, `__vimax3_u32`, `htanh_approx`, ...) builds with HIP's
NVIDIA layer too, where CUDA itself declares those functions: there CUDA's own are used, and the
definitions stand aside.

HIP's NVIDIA layer: Debian's HIP 5.2 headers patched for CUDA 13 as cass-lsp prepares them
(toolchain/nvidia_layer.py, tests/nvidia_lane.py), compiled with nvcc 13, ``-D__HIP_PLATFORM_NVIDIA__``
and the compat header for the platform, as cass-lsp builds HIP for NVIDIA; compile only, no GPU
needed. Before the guard, nvcc stopped at "function __dp4a(int, int, int) has already been defined".
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.translate import TranslateOptions, translate
from tests.cli import cli_in_process
from tests.lanes import folder_inputs, nvcc_toolchain, run_compile
from tests.nvidia_lane import layer

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

# One use of each family that cuda_runtime.h declares and HIP lacks: SIMD video, DPX, dot
# products, the IEEE fma, __grid_constant__, the cache-hint loads and stores.
RUNTIME_PROGRAM = """\
#include <cstdio>
__global__ void uses(const __grid_constant__ int n, const unsigned* a, const unsigned* b, unsigned* out, int* dots,
                     float* f) {
  const int i = threadIdx.x;
  out[i] = __vmaxs4(a[i], b[i]) ^ __vadd2(a[i], b[i]) ^ __vabsdiffu4(a[i], b[i]) ^ __vsetgtu2(a[i], b[i]);
  out[i] += __vimax3_u32(a[i], b[i], 7u) + (unsigned)__viaddmax_s32((int)a[i], (int)b[i], n);
  dots[i] = __dp4a((int)a[i], (int)b[i], i) + (int)__dp2a_lo(a[i], b[i], 1u);
  f[i] = __fmaf_ieee_rn(f[i], 2.0f, 1.0f);
  __stwt(out + i, out[i] + __ldcs(a + i) + __ldlu(b + i));
}
int main() {
  uses<<<1, 32>>>(3, nullptr, nullptr, nullptr, nullptr, nullptr);
  printf("%d\\n", (int)cudaDeviceSynchronize());
  return 0;
}
"""
RUNTIME_USED = ("__vmaxs4", "__vadd2", "__vabsdiffu4", "__vsetgtu2", "__vimax3_u32", "__viaddmax_s32", "__dp4a",
                "__dp2a_lo", "__fmaf_ieee_rn", "__grid_constant__", "__stwt", "__ldcs", "__ldlu")  # fmt: skip
# And of those declared by other CUDA headers: half tanh (CUDA 12.8+), cooperative_groups::reduce,
# cuda_fp8.h's conversions, cuda_bf16.hpp's raw conversion.
HEADERS_PROGRAM = """\
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
namespace cg = cooperative_groups;
__global__ void uses(const float* x, float* out, __half* h, __half2* h2, __nv_fp8_storage_t* q,
                     const unsigned short* raw) {
  const int i = threadIdx.x;
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  out[i] = cg::reduce(warp, x[i], cg::plus<float>{}) + __internal_bfloat162float(raw[i]);
  q[i] = __nv_cvt_float_to_fp8(x[i], __NV_SATFINITE, __NV_E4M3);
  h[i] = htanh_approx(h[i]);
  h2[i] = h2tanh_approx(h2[i]);
}
int main() { return 0; }
"""
HEADERS_USED = ("cooperative_groups::reduce", "__internal_bfloat162float", "__nv_cvt_float_to_fp8", "htanh_approx",
                "h2tanh_approx")  # fmt: skip
PROGRAMS = {"runtime": (RUNTIME_PROGRAM, RUNTIME_USED), "headers": (HEADERS_PROGRAM, HEADERS_USED)}


def _nvcc() -> str:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("no nvcc: HIP's NVIDIA platform compiles with it")
    layer()  # skips with the reason where it cannot be prepared
    return nvcc


def _flags() -> list[str]:
    return [f for f in layer().nvcc_flags("sm_90") if f != "-w"]


def _hip_on_nvidia(folder: Path, nvcc: str, source: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    """``source`` compiled as HIP for NVIDIA, as cass-lsp's hipcc does there."""
    argv = [nvcc, "-w", "-x", "cu", *_flags(), *flags, str(source)]
    tc, host = nvcc_toolchain(nvcc)
    return run_compile(tc, argv, root=folder, inputs=folder_inputs(folder), timeout=600, extra_key=host)


def _inline(folder: Path, program: str, used: tuple[str, ...]) -> Path:
    """`cass-lsp translate`'s form: the definitions inline after the runtime include."""
    result = translate(program, TranslateOptions(hip_version=layer().hip_version))
    assert set(used) <= set(result.compat)
    assert not [f for f in result.findings if f.severity.name == "ERROR"]
    (folder / "uses.hip").write_text(result.text, encoding="utf-8")
    return folder / "uses.hip"


def _ported(folder: Path, program: str, used: tuple[str, ...]) -> Path:
    """`cass-lsp port`'s form: one cass_hip_compat.h included by every file that needs it."""
    (folder / "src").mkdir()
    (folder / "src" / "uses.cu").write_text(program, encoding="utf-8")
    hip = layer().hip_version
    port = cli_in_process(["port", str(folder / "src"), "--out-dir", str(folder / "out"), "--hip-version", hip,
                           "--progress", "never", "--quiet"])  # fmt: skip
    assert port.returncode == 0, port.stderr
    for record in ("cass-port-report.json", ".cass-port-manifest.json"):
        (folder / "out" / record).unlink(missing_ok=True)  # they name this run's folders
    assert '#include "cass_hip_compat.h"' in (folder / "out" / "uses.hip").read_text(encoding="utf-8")
    header = (folder / "out" / runtime.HEADER_NAME).read_text(encoding="utf-8")
    assert all(f"#define {runtime.guard(name)}\n" in header for name in used)
    return folder / "out" / "uses.hip"


@pytest.mark.parametrize("program", sorted(PROGRAMS))
@pytest.mark.parametrize("form", [_inline, _ported], ids=["translate", "port"])
def test_a_translation_with_compat_definitions_builds_on_nvidia(form, program: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    nvcc = _nvcc()
    source = form(tmp_path, *PROGRAMS[program])
    proc = _hip_on_nvidia(tmp_path, nvcc, source, "-c", "-o", str(tmp_path / "uses.o"))
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_on_nvidia_cudas_own_functions_are_used(tmp_path: Path) -> None:
    """nvcc compiles the same code with and without the definitions: on NVIDIA they stand aside
    and CUDA's own serve (its `__vmaxs4` is one instruction on sm_90, the definition a loop)."""
    nvcc = _nvcc()
    source = _inline(tmp_path, RUNTIME_PROGRAM, RUNTIME_USED)
    text = source.read_text(encoding="utf-8")
    block = runtime.inline_block(set(RUNTIME_USED))
    assert block in text
    bare = tmp_path / "bare.hip"
    bare.write_text(text.replace(block, ""), encoding="utf-8")
    assert _preprocessed(tmp_path, nvcc, source) == _preprocessed(tmp_path, nvcc, bare)


def _preprocessed(folder: Path, nvcc: str, source: Path) -> list[str]:
    """What nvcc compiles of ``source`` as HIP for NVIDIA: its preprocessed lines, without the
    line markers (they name the file)."""
    out = source.with_suffix(".ii")
    argv = [nvcc, "-E", "-x", "cu", *_flags(), str(source), "-o", str(out)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = out.read_text(encoding="utf-8", errors="replace").splitlines()
    return [" ".join(line.split()) for line in lines if line.strip() and not line.startswith("#")]


def test_every_definition_that_stands_aside_on_nvidia_is_cudas_there(tmp_path: Path) -> None:
    """runtime.ON_NVIDIA's claim, checked against CUDA 13: each name of the headers it lists is
    declared (or, for a macro, defined) on NVIDIA by the HIP runtime and the CUDA header it names,
    so that a translation that uses it still finds it there."""
    nvcc = _nvcc()
    cuda_headers = sorted({h for h in runtime.ON_NVIDIA.values() if h})
    source = tmp_path / "visible.hip"
    source.write_text('#include "hip/hip_runtime.h"\n' + "".join(f"#include <{h}>\n" for h in cuda_headers))
    out = tmp_path / "visible.ii"
    argv = [nvcc, "-E", "-x", "cu", *_flags(), "-Xcompiler", "-dD", str(source), "-o", str(out)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    words = set(re.findall(r"\w+", out.read_text(encoding="utf-8", errors="replace")))
    aside = [h for h in runtime.HELPERS.values() if h.header.removesuffix(".h") in runtime.ON_NVIDIA]
    # fp8's own helpers (__cass_fp8_...), the directed roundings' (__cass_rounding) and the warp
    # reductions' (__cass_reduce_sync), which only their definitions use
    internal = {h.name for h in aside if h.name.startswith("__cass_")}
    assert "__vmaxs4" in {h.name for h in aside} and len(internal) == 5
    assert {"__cass_rounding", "__cass_reduce_sync"} <= internal
    missing = [h.name for h in aside if h.name not in internal and h.name.split("::")[-1] not in words]
    assert missing == []
