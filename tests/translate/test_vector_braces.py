"""Vector types in braces with fewer values than components (issue 39 item 17; vector_braces.py):
CUDA's are aggregates, HIP's classes whose constructors take all components or one for each."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

SOURCE = """#include <cuda_runtime.h>
__constant__ uint2 seed = {7};
__global__ void init(uint2* o, float4* f) {
  uint2 c = {0};
  const float4 half = {0.5f, 0.5f}, whole = {1, 2, 3, 4};
  uint2 g{5};
  uint2 pairs[2] = {{0}, {1, 2}};
  uint2 none = {};
  static __shared__ uint2 shared;
  shared = c;
  o[0] = c; o[1] = g; o[2] = pairs[0]; o[3] = none; o[4] = seed; o[5] = shared;
  f[0] = half; f[1] = whole;
}
"""


def test_missing_components_are_zeros() -> None:
    """Before: `uint2 c = {0};` as written ("chosen constructor is explicit in copy-initialization")."""
    result = translate(SOURCE)
    text = result.text
    assert "__constant__ uint2 seed = {7, 0};" in text
    assert "uint2 c = {0, 0};" in text
    assert "const float4 half = {0.5f, 0.5f, 0, 0}, whole = {1, 2, 3, 4};" in text
    assert "uint2 g{5, 0};" in text  # HIP's one-value constructor would have made (5, 5)
    assert "uint2 pairs[2] = {{0, 0}, {1, 2}};" in text
    assert "uint2 none = {};" in text
    notes = [f for f in result.findings if f.code == "vector-braces"]
    assert [SOURCE.encode()[f.start : f.end].decode() for f in notes] == ["{7}", "{0}", "{0.5f, 0.5f}", "{5}", "{0}"]
    assert "`{0}` is written `{0, 0}`" in notes[1].message


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_completed_braces_compile(lane: str, tmp_path: Path) -> None:
    options = TranslateOptions() if lane == "6.4" else TranslateOptions(hip_version="5.2.3")
    (tmp_path / "main.hip").write_text(translate(SOURCE, options).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


def test_the_tables_still_have_the_names() -> None:
    """CUDA 13 deprecates double4 & co.: the rule leaves the name to the tables after it."""
    result = translate("__device__ double4 d = {1.0};\n")
    assert "double4 d = {1.0, 0, 0, 0};" in result.text
    assert sorted(f.code for f in result.findings) == ["deprecated-in-cuda", "vector-braces"]


def test_braces_returned_or_given_to_a_member_are_completed_too() -> None:
    """`return {0};` is copy-list-initialization (HIP's one-value constructor is explicit), and a
    member's `c{5}` is (5, 5) with HIP's constructor where CUDA's aggregate made (5, 0)."""
    src = (
        "struct P { uint2 c; uint2 d = {1}; uint2 e{2}; P() : c{5} {} P(int) : c{3}, e({4}) {} };\n"
        "__device__ uint2 f() { auto l = []() { return 3; }; return {0}; }\n"
    )
    r = translate(src)
    assert (
        "struct P { uint2 c; uint2 d = {1, 0}; uint2 e{2, 0}; P() : c{5, 0} {} P(int) : c{3, 0}, e({4, 0}) {} };"
        in r.text
    )
    assert "auto l = []() { return 3; }; return {0, 0}; }" in r.text
    assert len([f for f in r.findings if f.code == "vector-braces"]) == 6


@pytest.mark.slow
def test_completed_returns_and_members_compile(tmp_path: Path) -> None:
    src = (
        "#include <cuda_runtime.h>\n"
        "struct P { uint2 c; uint2 d = {1}; __device__ P() : c{5} {} };\n"
        "__device__ uint2 f() { return {0}; }\n__global__ void k(uint2* o) { P p; o[0] = p.c; o[1] = f(); }\n"
    )
    (tmp_path / "main.hip").write_text(translate(src).text, encoding="utf-8")
    compile_on_lane("6.4", tmp_path / "main.hip")
