"""HIP is for both platforms (issue 35, item 9): a translation that carries cass-lsp's definitions
of what HIP lacks (`__vmaxs4`, `__dp4a`, `__vimax3_u32`, `htanh_approx`, ...) builds with HIP's
NVIDIA layer too, where CUDA itself declares those functions: there CUDA's own are used, and the
definitions stand aside.

HIP's NVIDIA layer: Debian's HIP 5.2 headers patched for CUDA 13
(../shared/tools/hip-on-nvidia/make-headers.sh), compiled with nvcc 13 and
``-D__HIP_PLATFORM_NVIDIA__``, as HIP's hipcc does on NVIDIA; compile only, no GPU needed. Before
the guard, nvcc stopped at "function __dp4a(int, int, int) has already been defined".
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions, compat, translate
from tests.cli import cli_in_process
from tests.lanes import REPO, folder_inputs, nvcc_toolchain, run_compile

MAKE_HEADERS = REPO.parent / "shared" / "tools" / "hip-on-nvidia" / "make-headers.sh"
HIP_VERSION = "5.2.3"  # the HIP of those headers

# One call of each family CUDA has and HIP lacks: SIMD video, DPX, dot products, the IEEE fma,
# half tanh (CUDA 12.8+).
PROGRAM = """\
#include <cuda_fp16.h>
#include <cstdio>
__global__ void uses(const unsigned* a, const unsigned* b, unsigned* out, int* dots, float* f, __half* h, __half2* h2) {
  const int i = threadIdx.x;
  out[i] = __vmaxs4(a[i], b[i]) ^ __vadd2(a[i], b[i]) ^ __vabsdiffu4(a[i], b[i]) ^ __vsetgtu2(a[i], b[i]);
  out[i] += __vimax3_u32(a[i], b[i], 7u) + (unsigned)__viaddmax_s32((int)a[i], (int)b[i], 3);
  dots[i] = __dp4a((int)a[i], (int)b[i], i) + (int)__dp2a_lo(a[i], b[i], 1u);
  f[i] = __fmaf_ieee_rn(f[i], 2.0f, 1.0f);
  h[i] = htanh_approx(h[i]);
  h2[i] = h2tanh_approx(h2[i]);
}
int main() {
  uses<<<1, 32>>>(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr);
  printf("%d\\n", (int)cudaDeviceSynchronize());
  return 0;
}
"""
# The guard that lets CUDA's own functions serve on NVIDIA goes into the compat headers, which
# another branch (house-releases) is moving into a runtime package: until it lands, these fail as
# the issue says, and are expected to.
WAITS_FOR_THE_GUARD = pytest.mark.xfail(strict=True, reason="compat definitions are not guarded for NVIDIA yet")
USED = ("__vmaxs4", "__vadd2", "__vabsdiffu4", "__vsetgtu2", "__vimax3_u32", "__viaddmax_s32", "__dp4a", "__dp2a_lo",
        "__fmaf_ieee_rn", "htanh_approx", "h2tanh_approx")  # fmt: skip


def _nvcc() -> str:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("no nvcc: HIP's NVIDIA platform compiles with it")
    if not MAKE_HEADERS.is_file() or not Path("/usr/include/hip/nvidia_detail").is_dir():
        pytest.skip(f"needs {MAKE_HEADERS} and Debian's HIP 5.2 headers (apt-get install hipcc)")
    return nvcc


def _headers(folder: Path) -> Path:
    """The hip-on-nvidia headers, made in ``folder``/include."""
    include = folder / "include"
    if not include.is_dir():
        subprocess.run(["bash", str(MAKE_HEADERS), str(include)], check=True, capture_output=True, timeout=120)
    return include


def _hip_on_nvidia(folder: Path, nvcc: str, source: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    """``source`` compiled as HIP for NVIDIA, as hipcc does there."""
    include = _headers(folder)
    argv = [nvcc, "-w", "-x", "cu", "-D__HIP_PLATFORM_NVIDIA__", f"-I{include}", "-arch=sm_90", *flags, str(source)]
    tc, host = nvcc_toolchain(nvcc)
    return run_compile(tc, argv, root=folder, inputs=folder_inputs(folder), timeout=600, extra_key=host)


def _inline(folder: Path) -> Path:
    """`cass-lsp translate`'s form: the definitions inline after the runtime include."""
    result = translate(PROGRAM, TranslateOptions(hip_version=HIP_VERSION))
    assert sorted(result.compat) == sorted(USED)
    (folder / "uses.hip").write_text(result.text, encoding="utf-8")
    return folder / "uses.hip"


def _ported(folder: Path) -> Path:
    """`cass-lsp port`'s form: one cass_hip_compat.h included by every file that needs it."""
    (folder / "src").mkdir()
    (folder / "src" / "uses.cu").write_text(PROGRAM, encoding="utf-8")
    port = cli_in_process(["port", str(folder / "src"), "--out-dir", str(folder / "out"), "--hip-version", HIP_VERSION,
                           "--progress", "never", "--quiet"])  # fmt: skip
    assert port.returncode == 0, port.stderr
    for record in ("cass-port-report.json", ".cass-port-manifest.json"):
        (folder / "out" / record).unlink(missing_ok=True)  # they name this run's folders
    assert '#include "cass_hip_compat.h"' in (folder / "out" / "uses.hip").read_text(encoding="utf-8")
    return folder / "out" / "uses.hip"


@WAITS_FOR_THE_GUARD
@pytest.mark.parametrize("form", [_inline, _ported], ids=["translate", "port"])
def test_a_translation_with_compat_definitions_builds_on_nvidia(form, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    nvcc = _nvcc()
    source = form(tmp_path)
    proc = _hip_on_nvidia(tmp_path, nvcc, source, "-c", "-o", str(tmp_path / "uses.o"))
    assert proc.returncode == 0, proc.stderr[-3000:]


@WAITS_FOR_THE_GUARD
def test_on_nvidia_cudas_own_functions_are_used(tmp_path: Path) -> None:
    """nvcc compiles the same code with and without the definitions: on NVIDIA they stand aside
    and CUDA's own serve (its `__vmaxs4` is one instruction on sm_90, the definition a loop)."""
    nvcc = _nvcc()
    source = _inline(tmp_path)
    text = source.read_text(encoding="utf-8")
    block = compat.inline_block(set(USED))
    assert block in text
    bare = tmp_path / "bare.hip"
    bare.write_text(text.replace(block, ""), encoding="utf-8")
    assert _preprocessed(tmp_path, nvcc, source) == _preprocessed(tmp_path, nvcc, bare)


def _preprocessed(folder: Path, nvcc: str, source: Path) -> list[str]:
    """What nvcc compiles of ``source`` as HIP for NVIDIA: its preprocessed lines, without the
    line markers (they name the file)."""
    out = source.with_suffix(".ii")
    argv = [nvcc, "-E", "-x", "cu", "-D__HIP_PLATFORM_NVIDIA__", f"-I{_headers(folder)}", "-arch=sm_90", str(source),
            "-o", str(out)]  # fmt: skip
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = out.read_text(encoding="utf-8", errors="replace").splitlines()
    return [" ".join(line.split()) for line in lines if line.strip() and not line.startswith("#")]
