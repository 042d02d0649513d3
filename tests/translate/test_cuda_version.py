"""CUDA's version macros (issue 32 item 10, issue 35 item 5; cuda_version.py): `CUDART_VERSION`,
`CUDA_VERSION`, `__CUDACC_VER_MAJOR__` and `__CUDACC_VER_MINOR__` are defined, where a file uses
them and does not define them, as the CUDA release the target HIP corresponds to (the release
table's ``cuda_version``), so that vendored feature headers (Random123's nvccfeatures.h stops with an
`#error` without CUDART_VERSION) and version tests in real code (xmrig-cuda, warp-ctc, darknet)
build for AMD."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.cuda_version import value
from tests.lanes import compile_on_lane
from tests.translate.strict import translate

# A vendored random-number library in Random123's layout: a compiler-features header picks the nvcc
# one by `__CUDACC__` (`__HIPCC__` once translated), which insists on CUDART_VERSION.
TREE = {
    "rng/features/compilerfeatures.h": """#ifndef RNG_COMPILERFEATURES_H
#define RNG_COMPILERFEATURES_H
#if defined(__CUDACC__)
#include "nvccfeatures.h"
#else
#include "gccfeatures.h"
#endif
#endif
""",
    "rng/features/nvccfeatures.h": """#ifndef RNG_NVCC_FEATURES_H
#define RNG_NVCC_FEATURES_H

#if !defined(CUDART_VERSION)
#error "nvccfeatures.h without CUDART_VERSION: include cuda_runtime.h before the library"
#endif

#if CUDART_VERSION < 4010
#error "CUDA before 4.1 miscompiles the library's templates"
#endif

#ifdef __CUDA_ARCH__
#define RNG_DEVICE __device__
#else
#define RNG_DEVICE
#endif
#define RNG_HOST_DEVICE __host__ __device__
#endif
""",
    "rng/features/gccfeatures.h": "#define RNG_HOST_DEVICE\n",
    "rng/mulhi.h": """#include "features/compilerfeatures.h"
RNG_HOST_DEVICE inline unsigned rng_mulhi(unsigned a, unsigned b) {
    return (unsigned)(((unsigned long long)a * b) >> 32);
}
""",
    "main.cu": """#include <cstdio>
#include <cuda_runtime.h>
#include "rng/mulhi.h"

#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ >= 9)
#define SHFL_DOWN(v, d) __shfl_down_sync(0xffffffff, v, d)
#else
#define SHFL_DOWN(v, d) __shfl_down(v, d)
#endif

__global__ void draw(unsigned* out, unsigned seed) {
    unsigned x = rng_mulhi(seed, threadIdx.x + 1);
    out[threadIdx.x] = x + SHFL_DOWN(x, 1);
}

int main() {
    printf("built with CUDA %d.%d\\n", CUDART_VERSION / 1000, CUDART_VERSION % 1000 / 10);
    unsigned* out;
    cudaMalloc(&out, 64 * sizeof(unsigned));
    draw<<<1, 64>>>(out, 42u);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
""",
}
LANES = {"5.2": TranslateOptions(hip_version="5.2.3"), "6.4": TranslateOptions()}


@pytest.mark.slow
@pytest.mark.parametrize("lane", LANES)
def test_a_vendored_feature_header_and_version_tests_build_for_amd(lane: str, tmp_path: Path) -> None:
    """Before: `#error "nvccfeatures.h without CUDART_VERSION..."` (and CUDART_VERSION undeclared in
    main's printf)."""
    options = LANES[lane]
    cuda = options.release.cuda_version
    for rel, source in TREE.items():
        result = translate(source, options)
        if "VERSION" in source:
            assert {f.code for f in result.findings} >= {"cuda-version-defined"}, rel
        out = tmp_path / (rel[: -len(".cu")] + ".hip" if rel.endswith(".cu") else rel)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(result.text, encoding="utf-8")
    header = (tmp_path / "rng/features/nvccfeatures.h").read_text(encoding="utf-8")
    # Inside the include guard, before the first test of it
    assert f"#ifndef CUDART_VERSION\n#define CUDART_VERSION {cuda}\n#endif\n#if !defined(CUDART_VERSION)" in header
    main = (tmp_path / "main.hip").read_text(encoding="utf-8")
    assert f"#define __CUDACC_VER_MAJOR__ {cuda // 1000}\n#endif\n#if defined(__CUDACC_VER_MAJOR__)" in main
    assert f"#define CUDART_VERSION {cuda}\n#endif\nint main() {{" in main
    compile_on_lane(lane, tmp_path / "main.hip")


def test_the_values_follow_the_target_hip() -> None:
    """The release table's CUDA for the HIP targeted: HIP 5.2 covers CUDA 11.4's runtime API, 6.x 12.3's."""
    assert TranslateOptions(hip_version="5.2.3").release.cuda_version == 11040
    assert TranslateOptions().release.cuda_version == 12030
    assert [
        value(n, 12030) for n in ("CUDART_VERSION", "CUDA_VERSION", "__CUDACC_VER_MAJOR__", "__CUDACC_VER_MINOR__")
    ] == [
        12030,
        12030,
        12,
        3,
    ]
    source = "#include <cuda.h>\n#if CUDA_VERSION >= 11000 && __CUDACC_VER_MINOR__ >= 0\nint modern;\n#endif\n"
    for hip, cuda in (("5.2.3", 11040), ("6.4.3", 12030), ("6.3.0", 12030)):
        r = translate(source, TranslateOptions(hip_version=hip))
        assert (
            f"#define CUDA_VERSION {cuda}\n" in r.text
            and f"#define __CUDACC_VER_MINOR__ {cuda % 1000 // 10}\n" in r.text
        )
        messages = [f.message for f in r.findings if f.code == "cuda-version-defined"]
        assert len(messages) == 2 and f"for CUDA {cuda // 1000}.{cuda % 1000 // 10}" in messages[0]


def test_a_file_that_defines_one_keeps_its_own() -> None:
    source = (
        "#ifndef CUDART_VERSION\n#define CUDART_VERSION 10000  // the oldest we support\n#endif\n"
        "#if CUDART_VERSION >= 9000\nint a;\n#endif\n"
    )
    r = translate(source)
    assert r.text == source and r.findings == ()


def test_one_definition_per_name_before_the_top_level_construct_of_its_first_use() -> None:
    source = (
        "// CUDART_VERSION in a comment is no use\n#include <cuda_runtime.h>\n"
        "namespace util {\ninline int runtime() {\n  return CUDART_VERSION;\n}\n}\n"
        "#define AT_LEAST(v) (CUDART_VERSION >= (v))\n#undef CUDART_VERSION\n"
    )
    r = translate(source)
    assert r.text.count("#define CUDART_VERSION") == 1
    assert (
        "#include <hip/hip_runtime.h>\n#ifndef CUDART_VERSION\n#define CUDART_VERSION 12030\n#endif\nnamespace util {"
        in r.text
    )
    assert "#undef CUDART_VERSION\n" in r.text
    assert [f.code for f in r.findings] == ["cuda-version-defined"]


# A random-number library's header that the host compiler reads too: its host fallback is for where
# CUDA's runtime header is not there (issue 39 item 10).
HOST_FALLBACK = """#ifndef RNG_SINCOS_H
#define RNG_SINCOS_H
#include <math.h>
#if !defined(CUDART_VERSION) || CUDART_VERSION < 5000
static inline void sincospif(float x, float* s, float* c) {
  *s = sinf(3.14159265f * x);
  *c = cosf(3.14159265f * x);
}
#endif
static inline float rng_angle(float u) { float s, c; sincospif(u, &s, &c); return s * c; }
#endif
"""


def test_a_header_with_no_cuda_in_it_keeps_its_host_fallbacks() -> None:
    """Before: `#define CUDART_VERSION 12030` inserted, which turned sincospif off for the host compiler."""
    result = translate(HOST_FALLBACK)
    assert result.text == HOST_FALLBACK and result.findings == ()
    # Where CUDA's runtime header was there, it is defined as before.
    runtime = translate("#include <cuda_runtime.h>\n" + HOST_FALLBACK.split("\n", 2)[2])
    assert "#define CUDART_VERSION 12030" in runtime.text
    device = translate(HOST_FALLBACK.replace("static inline float", "__device__ inline float"))
    assert "#define CUDART_VERSION 12030" in device.text  # the HIP runtime include is added: CUDA's was there


@pytest.mark.slow
def test_the_host_fallback_compiles_with_the_host_compiler(tmp_path: Path) -> None:
    """Before: "'sincospif' was not declared in this scope"."""
    (tmp_path / "rng_sincos.h").write_text(translate(HOST_FALLBACK).text, encoding="utf-8")
    (tmp_path / "main.cpp").write_text('#include "rng_sincos.h"\nint main() { return rng_angle(0.25f) > 1; }\n')
    proc = subprocess.run(
        ["g++", "-fsyntax-only", "-I", str(tmp_path), str(tmp_path / "main.cpp")], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
