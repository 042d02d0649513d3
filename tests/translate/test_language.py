"""Non-CUDA code is not treated as CUDA: SYCL (SYCLomatic's ``x.dp.cpp``, or a file including
SYCL's header) is left as it is, and a C file keeps ``register``; translate, port and assess
agree (the options of each file come from its name: app/decisions.py)."""

from __future__ import annotations

import json
from pathlib import Path

from cass_lsp.translate import TranslateOptions
from tests.cli import cli_in_process
from tests.translate.strict import translate

SYCL = """#include <sycl/sycl.hpp>
void k(sycl::nd_item<1> item, int* out) {
  int tid = item.get_local_id(0);
  int lane = tid & 31;
  int warp = tid / 32;
  out[tid] = lane + warp;
}
"""
C = """#include <stdio.h>
int sum(const int* a, int n) {
  register int s = 0;
  for (register int i = 0; i < n; i++) s += a[i];
  return s;
}
"""


def test_a_sycl_source_is_left_as_it_is() -> None:
    variants = (SYCL, SYCL.replace("sycl/sycl.hpp", "CL/sycl.hpp"), SYCL.replace("<sycl/sycl.hpp>", "<dpct/dpct.hpp>"))
    for text in variants:
        result = translate(text)
        assert (result.text, result.findings, result.edits) == (text, (), ())
    by_name = translate(SYCL.replace("#include <sycl/sycl.hpp>\n", ""), TranslateOptions(language="sycl"))
    assert by_name.findings == () and by_name.edits == ()


def test_a_file_with_cuda_beside_sycl_is_cuda() -> None:
    mixed = SYCL + "__global__ void g(int* o) { o[threadIdx.x & 31] = 0; }\n"
    assert "warp-size-literal" in {f.code for f in translate(mixed).findings}


def test_a_c_file_keeps_register() -> None:
    c = translate(C, TranslateOptions(language="c"))
    assert c.text == C and c.findings == ()
    cpp = translate(C)  # C++ (a .cu, a .cpp): C++17 has no register
    assert "register" not in cpp.text and [f.code for f in cpp.findings] == ["register-keyword"]


def test_the_language_comes_from_the_name() -> None:
    from cass_lsp.translate.language import language_of

    assert [language_of(n) for n in ("k.cu", "util.c", "main.dp.cpp", "k.dp.hpp", "a.cpp")] == [
        "cuda", "c", "sycl", "sycl", "cuda"
    ]  # fmt: skip


def test_assess_and_translate_count_no_cuda_in_sycl_or_c(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "kernels.dp.cpp").write_text(SYCL.replace("#include <sycl/sycl.hpp>\n", ""))  # named so only
    (src / "other.cpp").write_text(SYCL)
    (src / "sum.c").write_text(C)
    (src / "k.cu").write_text("__global__ void k(int* o) { o[threadIdx.x & 31] = 0; }\n")
    r = cli_in_process(["assess", str(src), "--json", "--hip-version", "6.4.3"])
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["totals"]["files_with_cuda"] == 1
    files = {f["path"]: f for f in data["files"]}
    assert [p for p, f in files.items() if f["cuda_lines"]] == ["k.cu"]
    assert files["sum.c"]["translated_lines"] == files["other.cpp"]["translated_lines"] == 0
    t = cli_in_process(["translate", str(src / "kernels.dp.cpp"), str(src / "sum.c"), "--hip-version", "6.4.3"])
    assert t.returncode == 0 and "warp-size-literal" not in t.stderr and "register" in t.stdout
