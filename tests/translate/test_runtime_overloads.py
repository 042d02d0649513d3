"""The C++ overloads of cuda_runtime.h and the runtime calls of C files (issue 32, item 7): a call
HIP spells differently is rewritten (scripts/gen_hipify_map.py, CALL_REWRITES), and the
translations compile on both lanes, the C file as C."""

from __future__ import annotations

from pathlib import Path

import pytest

from cass_lsp.translate import TranslateOptions
from tests.lanes import LANE_TARGETS, compile_on_lane, hip_lane, run_compile
from tests.translate.strict import translate

# Written as projects write them: typed pointers, flags on the event, CUDA 12's graph instantiation.
CPP = """#include <cuda_runtime.h>
#include <cstdio>

__global__ void fill(float* p, int n) { int i = threadIdx.x; if (i < n) p[i] = 1.0f; }

int run_graph() {
  float* host = nullptr;
  float* dev = nullptr;
  cudaSetDeviceFlags(cudaDeviceMapHost);
  cudaMallocHost(&host, 256 * sizeof(float));
  cudaHostGetDevicePointer(&dev, host, 0);
  cudaEvent_t start, stop;
  cudaEventCreate(&start, cudaEventBlockingSync);
  cudaEventCreate(&stop);
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t graph;
  cudaGraphExec_t exec, again;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  fill<<<1, 256, 0, s>>>(dev, 256);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphInstantiate(&again, graph);
  cudaGraphLaunch(exec, s);
  cudaEventRecord(start, s);
  cudaStreamSynchronize(s);
  cudaFreeHost(host);
  return 0;
}
"""

# darknet's dark_cuda.c and FastEddy's C sources call the runtime from C.
C_SOURCE = """#include <stdio.h>
#include <cuda_runtime.h>

float* pinned(size_t n) {
  float* p = NULL;
  cudaError_t err = cudaMallocHost((void**)&p, n * sizeof(float));
  if (err != cudaSuccess) { fprintf(stderr, "%s\\n", cudaGetErrorString(err)); return NULL; }
  cudaEvent_t e;
  cudaEventCreate(&e);
  return p;
}
"""


def test_overloads_become_the_hip_functions_of_that_signature() -> None:
    text = translate(CPP).text
    assert "hipHostMalloc(&host, 256 * sizeof(float), hipHostMallocDefault);" in text
    assert "hipHostGetDevicePointer((void**)&dev, host, 0);" in text
    assert "hipEventCreateWithFlags(&start, hipEventBlockingSync);" in text
    assert "hipEventCreate(&stop);" in text
    assert "hipGraphInstantiateWithFlags(&exec, graph, 0);" in text
    assert "hipGraphInstantiate(&again, graph, nullptr, nullptr, 0);" in text
    assert translate(CPP).findings == ()  # exact counterparts: nothing to say


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_cpp_translation_compiles(lane: str, tmp_path: Path) -> None:
    """Before: "no matching function for call to 'hipEventCreate'" and "... 'hipGraphInstantiate'"."""
    version = "6.4.3" if lane == "6.4" else "5.2.3"
    (tmp_path / "main.hip").write_text(translate(CPP, TranslateOptions(hip_version=version)).text, encoding="utf-8")
    compile_on_lane(lane, tmp_path / "main.hip")


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["6.4", "5.2"])
def test_the_c_translation_compiles_as_c(lane: str, tmp_path: Path) -> None:
    """Before: "too few arguments to function call, expected 3, have 2" (hipHostMalloc)."""
    version = "6.4.3" if lane == "6.4" else "5.2.3"
    text = translate(C_SOURCE, TranslateOptions(hip_version=version)).text
    assert "hipHostMalloc((void**)&p, n * sizeof(float), hipHostMallocDefault)" in text
    source = tmp_path / "pinned.c"
    source.write_text(text, encoding="utf-8")
    tc = hip_lane(lane)
    argv = [*tc.hipcc_argv(), "-x", "c", "-D__HIP_PLATFORM_AMD__", "-c", str(source), "-o", str(tmp_path / "p.o")]
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), extra_key=[LANE_TARGETS[lane]])
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]


# darknet's network.c and yolo_layer.c: a typed pointer's address where CUDA's C API takes void**.
# C has no overloads: gcc 14 and later reject the implicit float** -> void** (an error by default).
C_TYPED = """#include <cuda_runtime.h>
typedef struct { float* output; float* delta; } layer;

int pin(layer* l, size_t n) {
  float* d = 0;
  cudaMalloc(&d, n * sizeof(float));
  if (cudaSuccess == cudaHostAlloc(&l->output, n * sizeof(float), cudaHostRegisterMapped)) return 1;
  cudaMallocHost(&l->delta, n * sizeof(float));
  return 0;
}
"""


def test_a_c_file_gets_the_void_pointer_casts_c_has_no_overloads_for() -> None:
    text = translate(C_TYPED, TranslateOptions(language="c")).text
    assert "hipMalloc((void**)&d, n * sizeof(float));" in text
    assert "hipHostMalloc((void**)&l->output, n * sizeof(float), hipHostRegisterMapped)" in text
    assert "hipHostMalloc((void**)&l->delta, n * sizeof(float), hipHostMallocDefault);" in text
    # C++ (a .cu, a .cpp) has HIP's typed overloads: only renamed there.
    assert "hipMalloc(&d, n * sizeof(float));" in translate(C_TYPED).text


@pytest.mark.slow
def test_the_typed_c_translation_compiles_where_incompatible_pointers_are_errors(tmp_path: Path) -> None:
    """Before: "passing argument 1 of 'hipHostMalloc' from incompatible pointer type" (gcc 14+)."""
    source = tmp_path / "pin.c"
    source.write_text(translate(C_TYPED, TranslateOptions(language="c")).text, encoding="utf-8")
    tc = hip_lane("6.4")
    argv = [*tc.hipcc_argv(), "-x", "c", "-Werror=incompatible-pointer-types", "-D__HIP_PLATFORM_AMD__"]
    argv += ["-c", str(source), "-o", str(tmp_path / "pin.o")]
    proc = run_compile(tc, argv, root=tmp_path, env=tc.hip_env(), extra_key=[LANE_TARGETS["6.4"]])
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]
