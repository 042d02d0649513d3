"""Textures on targets without image support (issue 35, item 8): the finding names the targets of the
translation that lack images (MI300's gfx942) before the compile, says nothing where every target has
them, and tex1Dfetch on linear memory becomes a read that compiles for every target."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.session.options import translate_options
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.translate import Severity, TranslateOptions
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

SAMPLE = """#include <cuda_runtime.h>
__global__ void gather(cudaTextureObject_t lin, cudaTextureObject_t img, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(lin, i) + tex2D<float>(img, i + 0.5f, 0.5f);
}
"""
LINEAR = """#include <cuda_runtime.h>
__global__ void fetch_linear(cudaTextureObject_t tex, int4* out, float* f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { out[i] = tex1Dfetch<int4>(tex, i); f[i] = (float)tex1Dfetch<int>(tex, 2 * i); }
}
int main() {
  int* d; cudaMalloc((void**)&d, 1024);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<int>();
  res.res.linear.sizeInBytes = 1024;
  cudaTextureDesc desc = {};
  desc.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  cudaCreateTextureObject(&tex, &res, &desc, nullptr);
  fetch_linear<<<1, 64>>>(tex, nullptr, nullptr, 64);
  return 0;
}
"""


def _fetch_findings(result):  # type: ignore[no-untyped-def]
    return [(f.severity, f.message) for f in result.findings if f.code == "texture-no-image-support"]


def test_the_targets_without_images_are_named_before_the_compile() -> None:
    found = _fetch_findings(translate(SAMPLE, TranslateOptions(targets=("gfx942", "gfx1100", "gfx1200"))))
    image = [m for s, m in found if m.startswith("tex2D")]
    assert len(image) == 1 and "the target gfx942 of this build" in image[0] and "gfx1100" not in image[0]
    assert [s for s, m in found if m.startswith("tex2D")] == [Severity.ERROR]
    two = _fetch_findings(translate(SAMPLE, TranslateOptions(targets=("gfx940", "gfx942:sramecc+:xnack-"))))
    assert any("the targets gfx940, gfx942:sramecc+:xnack- of this build" in m for _, m in two)


def test_no_finding_where_every_target_has_images_and_the_family_where_none_is_known() -> None:
    assert _fetch_findings(translate(SAMPLE, TranslateOptions(targets=("gfx1100", "gfx90a")))) == []
    unknown = _fetch_findings(translate(SAMPLE, TranslateOptions()))
    assert any(s == Severity.WARNING and "gfx940, gfx941, gfx942 (MI300)" in m for s, m in unknown)


def test_linear_fetches_read_through_the_buffer_descriptor() -> None:
    result = translate(LINEAR, TranslateOptions(targets=("gfx942", "gfx1100")))
    assert "out[i] = __cass_tex1Dfetch<int4>(tex, i);" in result.text
    assert "f[i] = (float)__cass_tex1Dfetch<int>(tex, 2 * i);" in result.text
    assert "__ockl_image_load_1Db(i, x)" in result.text  # the definition, inline
    notes = _fetch_findings(result)
    assert len(notes) == 2 and all(s == Severity.INFO and "every target" in m for s, m in notes)
    assert [f for f in result.findings if f.severity == Severity.ERROR] == []


def test_the_session_translates_for_the_toolchains_targets() -> None:
    toolchain = Toolchain(targets=["gfx942", "gfx1100"])
    assert translate_options(toolchain=toolchain).targets == ("gfx942", "gfx1100")
    assert translate_options().targets == ()


@pytest.mark.slow
def test_a_linear_fetch_compiles_for_mi300_too(tmp_path: Path) -> None:
    translate_tree(tmp_path, {"linear.cu": LINEAR}, TranslateOptions(targets=("gfx942", "gfx1100", "gfx1200")))
    compile_tree("6.4", tmp_path, ["linear.cu"], includes=())
    translate_tree(tmp_path / "hip5", {"linear.cu": LINEAR}, TranslateOptions(hip_version="5.2.3"))
    compile_tree("5.2", tmp_path / "hip5", ["linear.cu"], includes=())
