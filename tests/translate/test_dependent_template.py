"""A member template of a dependent type called through a name without `template` (translate/cxx17.py)."""

from __future__ import annotations

import pytest

from tests.lanes import compile_on_lane
from tests.translate.strict import translate

# moderngpu's scan.cuh (cudpp): clang said "reference to overloaded function could not be resolved".
SCAN = """template<int NT, typename T>
struct CTATileScan {
  template<int Type> __device__ static T DeviceScanTile(const T* p, int n) { return p[0] + Type + n; }
};
template<int NT, typename T>
__global__ void KernelScan(const T* in, T* out) {
  typedef CTATileScan<NT, T> TileScan;
  out[0] = TileScan::DeviceScanTile<1>(in, NT);
  out[1] = TileScan::template DeviceScanTile<2>(in, NT);
}
template __global__ void KernelScan<64, float>(const float*, float*);
"""


def test_a_dependent_member_template_gets_the_keyword_nvcc_did_without() -> None:
    r = translate(SCAN)
    assert "out[0] = TileScan::template DeviceScanTile<1>(in, NT);" in r.text
    assert "out[1] = TileScan::template DeviceScanTile<2>(in, NT);" in r.text  # written once, not twice
    assert [f.code for f in r.findings if f.code == "dependent-template"] == ["dependent-template"]


def test_a_scope_that_depends_on_nothing_is_left_alone() -> None:
    src = "namespace mgpu { template<int N> int f(int x) { return x + N; } }\n"
    src += "template<typename T> int g(T x) { return mgpu::f<3>(x); }\nstruct S { template<int N> static int h(); };\n"
    src += "template<typename T> int k() { return S::h<1>(); }\n"
    r = translate(src)
    assert "mgpu::f<3>(x)" in r.text and "S::h<1>()" in r.text
    assert not [f for f in r.findings if f.code == "dependent-template"]


@pytest.mark.slow
def test_the_translation_compiles_for_amd(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "scan.hip"
    path.write_text(translate(SCAN).text)
    compile_on_lane("6.4", path)
