"""Cooperative-groups shuffles of types HIP's groups refuse (issue 19, item 4): HIP 5.2's and 6.4's
thread_block_tile::shfl* static_assert an integer or floating-point type, CUDA's take any type.
Vector types are shuffled component by component (compiled on both lanes); the rest is an error
finding."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.core.result import Severity
from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

PROGRAM = """#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void xor_reduce(uint4* out, float2* f) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  uint4 v = out[threadIdx.x];
  float2 w = f[threadIdx.x];
  for (int m = 16; m > 0; m >>= 1) {
    uint4 o = tile.shfl_xor(v, m);
    v.x ^= o.x; v.y ^= o.y; v.z ^= o.z; v.w ^= o.w;
  }
  w = tile.shfl_down(w, 1);
  double3 d = make_double3(w.x, w.y, 1.0);
  d = tile.shfl(d, 0);
  float s = tile.shfl_xor(w.x, 1);  // a float: HIP takes it as it is
  out[threadIdx.x] = v;
  f[threadIdx.x] = make_float2(w.x + s, w.y + static_cast<float>(d.z));
}
"""


def test_vector_types_are_shuffled_component_by_component() -> None:
    r = translate(PROGRAM, TranslateOptions())
    assert (
        "uint4 o = make_uint4(tile.shfl_xor(v.x, m), tile.shfl_xor(v.y, m), tile.shfl_xor(v.z, m),"
        " tile.shfl_xor(v.w, m));" in r.text
    )
    assert "w = make_float2(tile.shfl_down(w.x, 1), tile.shfl_down(w.y, 1));" in r.text
    assert "d = make_double3(tile.shfl(d.x, 0), tile.shfl(d.y, 0), tile.shfl(d.z, 0));" in r.text
    assert "float s = tile.shfl_xor(w.x, 1);" in r.text
    found = [f for f in r.findings if f.code == "cg-shuffle-type"]
    assert len(found) == 3 and all(f.severity == Severity.WARNING for f in found)
    assert "uint4" in found[0].message and "static_assert" in found[0].message


OTHER_TYPES = (
    "#include <cooperative_groups.h>\n#include <cuda_fp16.h>\n"
    "namespace cg = cooperative_groups;\n"
    "struct Pair { int a; float b; };\n"
    "__device__ int next(int i) { return i + 1; }\n"
    "__global__ void k(Pair* p, __half* h, uint4* u) {\n"
    "  auto tile = cg::tiled_partition<32>(cg::this_thread_block());\n"
    "  Pair q = p[0]; __half x = h[0]; uint4 v = u[0]; int i = 0;\n"
    "  q = tile.shfl(q, 0);\n"
    "  x = tile.shfl_xor(x, 1);\n"
    "  v = tile.shfl_xor(v, next(i));\n"  # the lane argument would run four times
    "  q = tile.shfl_down(q, 2);\n"
    "  p[0] = q; h[0] = x; u[0] = v;\n"
    "}\n"
)


def test_other_types_hip_refuses_move_as_words() -> None:
    """A struct, a half, a vector type in an expression not to repeat: cass-lsp's shuffle of their
    bytes as 32-bit words (CUDA's groups do the same), with a warning; the definition goes along."""
    r = translate(OTHER_TYPES, TranslateOptions())
    found = [f for f in r.findings if f.code == "cg-shuffle-type"]
    assert [f.severity for f in found] == [Severity.WARNING] * 4
    assert "q = __cass_cg_shfl(tile, q, 0);" in r.text and "x = __cass_cg_shfl_xor(tile, x, 1);" in r.text
    assert "v = __cass_cg_shfl_xor(tile, v, next(i));" in r.text and "q = __cass_cg_shfl_down(tile, q, 2);" in r.text
    assert "static __device__ T __cass_cg_shfl_xor(const Group& g, T value, unsigned int lane)" in r.text
    assert "Pair (a type of the file)" in found[0].message


def test_no_finding_without_cooperative_groups_or_for_numbers() -> None:
    plain = "struct S { int shfl(int, int); };\n__device__ int f(S s, uint4 v) { return s.shfl(v.x, 0); }\n"
    assert not [f for f in translate(plain).findings if f.code == "cg-shuffle-type"]


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_component_wise_shuffles_compile_on_the_lane(lane: str, tmp_path: Path) -> None:
    for name, program in (("main", PROGRAM), ("words", OTHER_TYPES)):
        r = translate(program, TranslateOptions(hip_version={"5.2": "5.2.3", "6.4": "6.4.3"}[lane]))
        assert not [f for f in r.findings if f.severity == Severity.ERROR], r.findings
        (tmp_path / name).mkdir()
        (tmp_path / name / "main.hip").write_text(r.text)
        compile_on_lane(lane, tmp_path / name / "main.hip")


ELEMENTS = """#include <cooperative_groups.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;
struct Pair { float a; int b; };
__global__ void k(float* f, float2* v, Pair* p, __half* h, int i) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  v[0] = warp.shfl(v[1], 2);
  v[2] = warp.shfl(v[i++], 2);
  p[0] = warp.shfl_down(p[1], 1);
  h[0] = warp.shfl_xor(h[1], 1);
  f[0] = warp.shfl(f[1], 0);
}
"""


def test_elements_of_pointers_are_shuffled_by_their_type() -> None:
    """A value read through a pointer parameter (`v[1]` of a `float2* v`): before, no finding and
    "static assertion failed ... Neither an integer or float type" at the compile."""
    text = translate(ELEMENTS, TranslateOptions()).text
    assert "v[0] = make_float2(warp.shfl(v[1].x, 2), warp.shfl(v[1].y, 2));" in text
    assert "v[2] = __cass_cg_shfl(warp, v[i++], 2);" in text  # not repeatable: its bytes as words
    assert "p[0] = __cass_cg_shfl_down(warp, p[1], 1);" in text
    assert "h[0] = __cass_cg_shfl_xor(warp, h[1], 1);" in text
    assert "f[0] = warp.shfl(f[1], 0);" in text


@pytest.mark.slow
def test_elements_compile_for_every_target(tmp_path: Path) -> None:
    translate_tree(tmp_path, {"e.cu": ELEMENTS}, TranslateOptions(hip_version="6.4.3"))
    compile_tree("6.4", tmp_path, ["e.cu"], includes=())
