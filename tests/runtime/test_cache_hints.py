"""The loads and stores with a cache hint (cass_lsp/runtime/headers/cache_hints.h): `__ldcs`,
`__stcs` and the seven others are the plain load and store (PTX's cache operators are performance
hints that change no memory ordering). HIP declares three of them for half types alone, which the
definitions leave to it; built and run as host code by hipcc, they load and store what CUDA's do.
The translator's use of them is tests/translate/test_cache_hints.py's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.toolchain import roots
from tests.lanes import hip_lane, run_host_program

LOADS = ("__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv")
STORES = ("__stwb", "__stcg", "__stcs", "__stwt")


def test_the_nine_are_defined_and_are_cuda_names() -> None:
    assert {*LOADS, *STORES} == runtime.CACHE_HINTS
    assert runtime.CACHE_HINTS <= runtime.NAMES  # the compat rule carries them where they are used
    for name in runtime.CACHE_HINTS:
        assert runtime.HELPERS[name].code.count("*ptr") == 1  # one plain access, nothing else


@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_hip_declares_three_of_them_for_half_types_alone(lane: str) -> None:
    root = roots.cache_dir() / "rocm-6.4/usr/include/hip" if lane == "6.4" else Path("/usr/include/hip")
    if not root.is_dir():
        pytest.skip(f"HIP {lane} headers not at {root}")
    text = "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in root.rglob("*.h"))
    names = "|".join((*LOADS, *STORES))
    declared = re.findall(rf"\b(\w+)\s+({names})\s*\(\s*const\s+(\w+)\s*\*", text)
    assert {(kind, name, pointee) for kind, name, pointee in declared} == {
        (half, name, half) for name in ("__ldca", "__ldcg", "__ldcs") for half in ("__half", "__half2")
    }
    assert not re.search(rf"\b({'|'.join(STORES)}|__ldlu|__ldcv)\b", text)


HOST_CHECK = """\
#include <cstdio>
#include <hip/hip_fp16.h>
struct Pair { int a; double b; };  // any type: CUDA's overloads stop at the built-in and vector types
int main() {
  int i = 7; long long ll = -5000000000LL; unsigned char uc = 200; float f = 1.5f; double d = -2.25;
  float4 v = make_float4(1.f, 2.f, 3.f, 4.f);
  Pair p = {3, 0.5};
  __half h = __float2half(0.75f);
  printf("loads %d %lld %u %g %g %g %g %d %g\\n", __ldca(&i), __ldcg(&ll), (unsigned)__ldcs(&uc), __ldlu(&f),
         __ldcv(&d), __ldcs(&v).w, __ldcg(&v).x, __ldca(&p).a, __half2float(__ldcs(&h)));
  int io = 0; float fo = 0; double dout = 0; float4 vo = make_float4(0.f, 0.f, 0.f, 0.f); Pair po = {0, 0};
  __half ho = __float2half(0.f);
  __stwb(&io, 41); __stcg(&fo, 2);  // 2: converted to the pointee's type, as CUDA's overloads do
  __stcs(&dout, 0.125); __stwt(&vo, v); __stcs(&po, p); __stwt(&ho, h);
  printf("stores %d %g %g %g %d %g\\n", io, fo, dout, vo.z, po.a, __half2float(ho));
}
"""


@pytest.mark.slow
def test_they_load_and_store_as_host_code_built_by_hipcc(tmp_path: Path) -> None:
    """hipcc (HIP 5.2) builds the definitions for the CPU; __ldcs of a __half is HIP's own overload
    (a non-template wins), the rest ours."""
    tc = hip_lane("5.2")
    src = tmp_path / "check.hip"
    src.write_text('#include "hip/hip_runtime.h"\n' + runtime.definitions(runtime.CACHE_HINTS) + HOST_CHECK, "utf-8")
    run = run_host_program(tc, src)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.splitlines() == [
        "loads 7 -5000000000 200 1.5 -2.25 4 1 3 0.75",
        "stores 41 2 0.125 3 3 0.75",
    ]
