"""Textures on targets without image instructions (issue 43 item 1): where a target of the translation
lacks them (MI300's gfx942) or none is known, the texture API goes through cass-lsp's software textures
(runtime/headers/textures.h) with one info finding; where every target has them nothing changes; what
is not emulated is an error naming the targets; the translations compile for MI300 and RDNA alike."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cass_lsp.session.options import translate_options
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.translate import Severity, TranslateOptions
from tests.lanes import REPO, nvcc_toolchain, run_compile
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

TOUR = Path(__file__).resolve().parents[1] / "runtime" / "reference" / "texture_tour.cu"
MAKE_HEADERS = REPO.parent / "shared" / "tools" / "hip-on-nvidia" / "make-headers.sh"
SAMPLE = """#include <cuda_runtime.h>
#define AT(t, x, y) tex2D<float>(t, x, y)
__global__ void gather(cudaTextureObject_t lin, cudaTextureObject_t img, cudaSurfaceObject_t s, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v;
  tex2DLayered(&v, img, i + 0.5f, 0.5f, 1);
  if (i < n) out[i] = tex1Dfetch<float>(lin, i) + tex2D<float>(img, i + 0.5f, 0.5f) + AT(img, 1.0f, 2.0f) + v;
  surf2Dwrite(out[i], s, i * 4, 0);
  out[i] += surf2Dread<float>(s, 0, 0);
}
int main() {
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaArray_t array;
  cudaMallocArray(&array, &desc, 64, 64);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = array;
  cudaTextureDesc td = {};
  cudaTextureObject_t tex;
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  cudaDestroyTextureObject(tex);
  cudaFreeArray(array);
  return 0;
}
"""
MIPMAPS = """#include <cuda_runtime.h>
void levels(cudaMipmappedArray_t* m, cudaChannelFormatDesc* d) {
  cudaMallocMipmappedArray(m, d, make_cudaExtent(64, 64, 0), 4);
}
"""


def _codes(result) -> list[tuple[str, Severity]]:  # type: ignore[no-untyped-def]
    return [(f.code, f.severity) for f in result.findings if f.code.startswith("texture")]


def test_texture_calls_go_through_the_runtime_where_a_target_lacks_images() -> None:
    result = translate(SAMPLE, TranslateOptions(targets=("gfx942", "gfx1100", "gfx1200")))
    text = result.text
    for call in (
        "__cass_tex1Dfetch<float>(lin, i)", "__cass_tex2D<float>(img, i + 0.5f, 0.5f)", "__cass_tex2DLayered(&v, img",
        "#define AT(t, x, y) __cass_tex2D<float>(t, x, y)", "__cass_surf2Dwrite(out[i], s, i * 4, 0)",
        "__cass_surf2Dread(&_v, s, 0, 0)", "cass_hipMallocArray(&array, &desc, 64, 64)",
        "cass_hipCreateTextureObject(&tex, &res, &td, nullptr)", "cass_hipDestroyTextureObject(tex)",
        "cass_hipFreeArray(array)",
    ):  # fmt: skip
        assert call in text, call
    for definition in ("namespace cass_tex {", "CASS_TEX_FETCH(tex2D,", "cass_hipMallocArray(hipArray_t*"):
        assert definition in text  # carried inline
    # once per function (the kernel, main) and once for the #define bodies
    assert _codes(result) == [("texture-emulated", Severity.INFO)] * 3
    note = next(f.message for f in result.findings if f.code == "texture-emulated")
    assert "emulated on gfx942 (no image instructions" in note and "1 for a point fetch" in note
    assert [f for f in result.findings if f.severity == Severity.ERROR] == []


def test_nothing_changes_where_every_target_has_images() -> None:
    result = translate(SAMPLE, TranslateOptions(targets=("gfx1100", "gfx90a")))
    assert "__cass_" not in result.text and "cass_hip" not in result.text
    assert "tex2D<float>(img, i + 0.5f, 0.5f)" in result.text and "hipMallocArray(&array" in result.text
    assert _codes(result) == []


def test_unknown_targets_emulate_and_name_the_family() -> None:
    result = translate(SAMPLE, TranslateOptions())
    assert "__cass_tex2D<float>(img" in result.text and "cass_hipCreateTextureObject(" in result.text
    note = next(f.message for f in result.findings if f.code == "texture-emulated")
    assert "gfx940, gfx941, gfx942 (MI300)" in note


def test_what_is_not_emulated_is_an_error_naming_the_targets() -> None:
    result = translate(MIPMAPS, TranslateOptions(targets=("gfx942", "gfx1100")))
    assert "hipMallocMipmappedArray(m, d" in result.text
    found = [f for f in result.findings if f.code == "texture-no-image-support"]
    assert [f.severity for f in found] == [Severity.ERROR]
    assert "mipmapped arrays are not emulated on gfx942" in found[0].message
    assert _codes(translate(MIPMAPS, TranslateOptions(targets=("gfx1100",)))) == []
    unknown = translate(MIPMAPS, TranslateOptions())
    assert [f.severity for f in unknown.findings if f.code == "texture-no-image-support"] == [Severity.WARNING]


def test_the_session_translates_for_the_toolchains_targets() -> None:
    toolchain = Toolchain(targets=["gfx942", "gfx1100"])
    assert translate_options(toolchain=toolchain).targets == ("gfx942", "gfx1100")
    assert translate_options().targets == ()


@pytest.mark.slow
def test_the_tour_compiles_for_mi300_and_rdna(tmp_path: Path) -> None:
    """Every way of making and reading textures and surfaces (texture_tour.cu): before the software
    textures, gfx942 stopped at "tex2D ... is unavailable"."""
    translate_tree(tmp_path, {"tour.cu": TOUR.read_text()}, TranslateOptions(targets=("gfx942", "gfx1100", "gfx1200")))
    compile_tree("6.4", tmp_path, ["tour.cu"], includes=())


@pytest.mark.slow
def test_the_tour_compiles_with_hip_5(tmp_path: Path) -> None:
    # gfx1100 only: Debian's clang 15 has no gather, Lod or Grad image instructions for gfx90a (HIP's own
    # tex2Dgather stops there too)
    translate_tree(tmp_path, {"tour.cu": TOUR.read_text()}, TranslateOptions(hip_version="5.2.3"))
    compile_tree("5.2", tmp_path, ["tour.cu"], includes=(), targets=("gfx1100",))
    translate_tree(tmp_path / "b", {"s.cu": SAMPLE}, TranslateOptions(hip_version="5.2.3"))
    compile_tree("5.2", tmp_path / "b", ["s.cu"], includes=())


@pytest.mark.slow
@pytest.mark.parametrize("software", [False, True])
def test_the_tour_builds_on_nvidia(tmp_path: Path, software: bool) -> None:
    """HIP is for NVIDIA GPUs too: there the runtime's functions are CUDA's, or with
    CASS_TEXTURES_IN_SOFTWARE the software textures (how benchmarks/device/textures_run.sh checks
    them against the hardware's)."""
    nvcc = shutil.which("nvcc")
    if nvcc is None or not MAKE_HEADERS.is_file() or not Path("/usr/include/hip/nvidia_detail").is_dir():
        pytest.skip("needs nvcc, the hip-on-nvidia tools and Debian's HIP 5.2 headers")
    import subprocess

    subprocess.run(["bash", str(MAKE_HEADERS), str(tmp_path / "inc")], check=True, capture_output=True)
    translate_tree(tmp_path, {"tour.cu": TOUR.read_text()}, TranslateOptions(hip_version="5.2.3"))
    argv = [nvcc, "-w", "-D__HIP_PLATFORM_NVIDIA__", f"-I{tmp_path / 'inc'}", "-arch=sm_90", "-x", "cu", "-c",
            str(tmp_path / "tour.hip"), "-o", str(tmp_path / "tour.o")]  # fmt: skip
    argv += ["-DCASS_TEXTURES_IN_SOFTWARE"] if software else []
    tc, host = nvcc_toolchain(nvcc)
    proc = run_compile(tc, argv, root=tmp_path, timeout=600, extra_key=host)
    assert proc.returncode == 0, proc.stderr[-4000:]


REFERENCES = """#include <cuda_runtime.h>
texture<float, 1, cudaReadModeElementType> texA, texB;
__global__ void k(float* out, cudaTextureObject_t obj) { out[0] = tex1Dfetch(texA, 3) + tex1Dfetch<float>(obj, 1); }
void bind(float* d, cudaArray_t* a, cudaChannelFormatDesc* desc) {
  cudaBindTexture(0, texA, d, 64);
  cudaMallocArray(a, desc, 8, 8);
}
void copy(cudaMemcpy3DParms* p) { cudaMemcpy3D(p); }
"""


def test_texture_references_and_plain_3d_copies_keep_hips_functions() -> None:
    """Texture references (removed in CUDA 12) are HIP's: their fetches and the arrays they bind keep
    HIP's functions; a cudaMemcpy3D in a file that copies no array is a plain copy."""
    result = translate(REFERENCES, TranslateOptions(targets=("gfx942",)))
    assert "tex1Dfetch(texA, 3)" in result.text and "__cass_tex1Dfetch<float>(obj, 1)" in result.text
    assert "hipMallocArray(a, desc, 8, 8)" in result.text and "cass_hip" not in result.text.split("// End of")[-1]
    plain = translate(REFERENCES.replace("texture<", "template_<").replace("tex1Dfetch(texA, 3)", "0"))
    assert "{ hipMemcpy3D(p); }" in plain.text and "cass_hipMallocArray(a, desc" in plain.text
