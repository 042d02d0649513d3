"""isfinite, isnan, isinf and signbit called unqualified in host code (host_classification.py): CUDA
declares global ones for the host, HIP for device code only (HeCBench's qkv: "no matching function
for call to 'isfinite'" once its omp.h was found)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

SOURCE = """#include <cmath>
__global__ void k(float* x) { if (!isfinite(x[0])) x[0] = 0; }
__host__ __device__ bool hd(float v) { return isnan(v); }
template <class T> int count(const T* v, int n) {
  int c = 0;
  for (int i = 0; i < n; i++) if (!isfinite(v[i])) c++;
  return c + std::isinf(v[0]) + signbit(v[0]);
}
int main() { float v[2] = {1, 2}; return count(v, 2) + hd(v[0]); }
"""


def test_host_calls_become_std_and_device_ones_stay() -> None:
    text = translate(SOURCE).text
    assert "__global__ void k(float* x) { if (!isfinite(x[0])) x[0] = 0; }" in text  # device code: HIP's
    assert "bool hd(float v) { return std::isnan(v); }" in text  # its host copy needs the host one
    assert "if (!std::isfinite(v[i])) c++;" in text
    assert "return c + std::isinf(v[0]) + std::signbit(v[0]);" in text  # qualified already: once


def test_c_keeps_the_macros() -> None:
    source = "#include <math.h>\nint bad(float v) { return !isfinite(v); }\n"
    assert "return !isfinite(v);" in translate(source, TranslateOptions(language="c")).text


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_translation_compiles(lane: str, tmp_path: Path) -> None:
    """Before: "no matching function for call to 'isfinite'" (and isnan, signbit) on both lanes."""
    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "main.hip").write_text(translate(SOURCE, options).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")
