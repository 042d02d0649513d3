"""cuRAND's host API called from C (darknet's dark_cuda.c and the headers its C files include):
hipRAND's and rocRAND's headers declare a C API but name HIP's __half, which HIP declares for C++
only ("unknown type name '__half'"), and HIP 5.x's hipRAND names rocRAND's struct tag without
``struct``. The translation declares both for C before the include; the C file compiles, links
against hipRAND and runs its host code on both lanes (no AMD GPU: the generator is not created)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cass_lsp.toolchain.model import in_prefix
from cass_lsp.translate import Severity, TranslateOptions
from tests.lanes import LANE_TARGETS, build_and_run, hip_lane
from tests.translate.strict import translate

C_PROGRAM = """\
#include <cuda_runtime.h>
#include <curand.h>
#include <stdio.h>
#include <time.h>

static int fill(float* x_gpu, size_t n) {
    static curandGenerator_t gen;
    curandStatus_t status = curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
    if (status != CURAND_STATUS_SUCCESS) return (int)status;
    curandSetPseudoRandomGeneratorSeed(gen, time(0));
    curandGenerateUniform(gen, x_gpu, n);
    return 0;
}

int main(void) {
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        printf("no GPU\\n");
        return 0;
    }
    float* x;
    cudaMalloc((void**)&x, 16 * sizeof(float));
    printf("fill: %d\\n", fill(x, 16));
    return 0;
}
"""


def test_a_host_file_including_curand_gets_the_c_declarations_once() -> None:
    header = "#pragma once\n#include <curand.h>\n#include <curand.h>\nvoid fill(float* x, size_t n);\n"
    result = translate(header)
    text = result.text
    assert text.count("typedef struct __half_raw __half;") == 1
    assert text.index("typedef struct __half_raw __half;") < text.index("#include <hiprand/hiprand.h>")
    assert "#if !defined(__cplusplus) && !defined(CASS_HIP_RAND_C_TYPES)" in text
    (note,) = [f for f in result.findings if f.code == "hip-compat"]
    assert note.severity == Severity.INFO and "__half" in note.message and "C++ only" in note.message
    # translated again (a keep-CUDA build, a second port of its output): not declared twice
    assert translate(text).text.count("typedef struct __half_raw __half;") == 1


def test_a_file_with_device_code_is_cuda_cxx_and_gets_nothing() -> None:
    kernel = "#include <curand.h>\n__global__ void k(float* x) { x[threadIdx.x] = 0; }\n"
    result = translate(kernel)
    assert "__half_raw" not in result.text and "#include <hiprand/hiprand.h>" in result.text
    assert not [f for f in result.findings if f.code == "hip-compat"]


@pytest.mark.slow
@pytest.mark.parametrize("lane", sorted(LANE_TARGETS))
def test_the_c_translation_compiles_links_and_runs(tmp_path: Path, lane: str) -> None:
    tc = hip_lane(lane)
    result = translate(C_PROGRAM, TranslateOptions(hip_version=tc.hip_version))
    assert not [f.message for f in result.findings if f.severity == Severity.ERROR]
    source = tmp_path / "fill.c"
    source.write_text(result.text, encoding="utf-8")
    exe = tmp_path / "fill"
    # as a ported Makefile or CMake project builds a C file: the C compiler, the HIP platform define
    if tc.hipcc_prefix:  # the root has clang alone
        compiler = str(tc.clang).replace("clang++", "clang")
    else:
        compiler = shutil.which("gcc") or pytest.skip("no gcc on this machine")
    argv = [compiler, "-std=c99", "-Wall", "-Werror", "-D__HIP_PLATFORM_AMD__", str(source), "-o", str(exe)]
    if tc.rocm_path is not None and not tc.hipcc_prefix:
        argv.append(f"-I{tc.rocm_path}/include")
    argv = in_prefix(tc.hipcc_prefix, [*argv, "-lhiprand", "-lamdhip64"])
    build, run = build_and_run(tc, argv, in_prefix(tc.hipcc_prefix, [exe]), root=tmp_path)
    assert build.returncode == 0 and run is not None, build.stderr[-4000:]
    assert run.returncode == 0 and ("no GPU" in run.stdout or "fill: 0" in run.stdout), run.stdout + run.stderr
