"""NVRTC to hipRTC and the driver API as CUDA 13 writes it (issue 35, items 2 and 4): arguments
HIP's stricter declarations refuse get HIP's type (nvrtcCompileProgram's ``char **`` options,
cuMemcpyHtoD's const source), nvrtcGetCUBIN gives the code object hipModuleLoadData loads, the
4-argument cuCtxCreate and CUctxCreateParams, CUdeviceptr arithmetic (an integer in CUDA, a void*
in HIP), CUmemAllocationProp::requestedHandleTypes and the layered-texture attributes HIP answers
only through hipDeviceProp_t. The samples' whole module path (hipRTC, hipModuleLoadData,
hipModuleGetFunction, hipModuleLaunchKernel) is compiled and linked on the 6.4 lane, and run where
an AMD GPU is present."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cass_lsp.toolchain.model import in_prefix
from cass_lsp.translate import Severity, TranslateOptions
from tests.lanes import LANE_TARGETS, build_and_run, hip_lane, run_compile
from tests.translate.samples import compile_tree, translate_tree
from tests.translate.strict import translate

HELPER_DRVAPI = """#pragma once
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>

#define checkCudaErrors(err) __checkCudaErrors(err, __FILE__, __LINE__)
inline void __checkCudaErrors(CUresult err, const char *file, const int line) {
  if (CUDA_SUCCESS != err) {
    const char *name = NULL;
    cuGetErrorName(err, &name);
    fprintf(stderr, "checkCudaErrors() Driver API error = %04d \\"%s\\" from file <%s>, line %i.\\n", err,
            name ? name : "?", file, line);
    exit(EXIT_FAILURE);
  }
}

inline CUdevice findCudaDeviceDRV() {
  CUdevice device;
  int count = 0;
  checkCudaErrors(cuInit(0));
  checkCudaErrors(cuDeviceGetCount(&count));
  if (count == 0) {
    fprintf(stderr, "no device\\n");
    exit(EXIT_FAILURE);
  }
  checkCudaErrors(cuDeviceGet(&device, 0));
  return device;
}
"""

NVRTC_HELPER = """#pragma once
#include <cuda.h>
#include <nvrtc.h>
#include <helper_drvapi.h>
#include <string.h>

#define NVRTC_SAFE_CALL(Name, x)                                                       \\
  do {                                                                                 \\
    nvrtcResult result = x;                                                            \\
    if (result != NVRTC_SUCCESS) {                                                     \\
      fprintf(stderr, "error: %s failed with error %s\\n", Name, nvrtcGetErrorString(result)); \\
      exit(1);                                                                         \\
    }                                                                                  \\
  } while (0)

inline void compileToCUBIN(const char *source, const char *name, char **cubinResult, size_t *cubinResultSize) {
  int numCompileOptions = 0;
  char *compileParams[1];
  compileParams[numCompileOptions] = (char *)malloc(32);
  strcpy(compileParams[numCompileOptions], "-DSCALE=2");
  numCompileOptions++;
  nvrtcProgram prog;
  NVRTC_SAFE_CALL("nvrtcCreateProgram", nvrtcCreateProgram(&prog, source, name, 0, NULL, NULL));
  nvrtcResult res = nvrtcCompileProgram(prog, numCompileOptions, compileParams);
  size_t logSize;
  NVRTC_SAFE_CALL("nvrtcGetProgramLogSize", nvrtcGetProgramLogSize(prog, &logSize));
  char *log = (char *)malloc(logSize + 1);
  NVRTC_SAFE_CALL("nvrtcGetProgramLog", nvrtcGetProgramLog(prog, log));
  log[logSize] = 0;
  if (strlen(log) >= 2) fprintf(stderr, "compilation log ---\\n%s\\n---\\n", log);
  free(log);
  NVRTC_SAFE_CALL("nvrtcCompileProgram", res);
  size_t codeSize;
  NVRTC_SAFE_CALL("nvrtcGetCUBINSize", nvrtcGetCUBINSize(prog, &codeSize));
  char *code = new char[codeSize];
  NVRTC_SAFE_CALL("nvrtcGetCUBIN", nvrtcGetCUBIN(prog, code));
  *cubinResult = code;
  *cubinResultSize = codeSize;
  NVRTC_SAFE_CALL("nvrtcDestroyProgram", nvrtcDestroyProgram(&prog));
  free(compileParams[0]);
}
"""

VECTOR_ADD_DRV = """#include <cuda.h>
#include <nvrtc_helper.h>
#include <vector>

static const char *kSource =
    "extern \\"C\\" __global__ void vectorAdd(const float *A, const float *B, float *C, int n) {\\n"
    "  int i = blockDim.x * blockIdx.x + threadIdx.x;\\n"
    "  if (i < n) C[i] = SCALE * (A[i] + B[i]);\\n"
    "}\\n";

struct Buffers {
  CUdeviceptr base;
  CUdeviceptr parts[3];
};

int main() {
  CUdevice cuDevice = findCudaDeviceDRV();
  CUcontext cuContext;
  CUctxCreateParams ctxParams = {};
  checkCudaErrors(cuCtxCreate(&cuContext, &ctxParams, 0, cuDevice));

  char *cubin;
  size_t cubinSize;
  compileToCUBIN(kSource, "vectorAdd.cu", &cubin, &cubinSize);
  CUmodule module;
  CUfunction vectorAdd;
  checkCudaErrors(cuModuleLoadData(&module, cubin));
  checkCudaErrors(cuModuleGetFunction(&vectorAdd, module, "vectorAdd"));

  int n = 50000;
  size_t size = n * sizeof(float);
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = i * 0.5f;
    b[i] = 1.0f;
  }
  const float *hostA = a.data();
  Buffers buf;
  checkCudaErrors(cuMemAlloc(&buf.base, 3 * size));
  for (int k = 0; k < 3; ++k) buf.parts[k] = buf.base + k * size;
  CUdeviceptr d_A = buf.parts[0], d_B = buf.parts[1], d_C = buf.parts[2];
  CUdeviceptr end = buf.base;
  end += 3 * size;
  if (end - buf.base != 3 * size || d_C % 4 != 0 || d_B - size != d_A) return 2;
  checkCudaErrors(cuMemcpyHtoD(d_A, hostA, size));
  checkCudaErrors(cuMemcpyHtoD(d_B, b.data(), size));

  int threads = 256, blocks = (n + threads - 1) / threads;
  void *args[] = {&d_A, &d_B, &d_C, &n};
  checkCudaErrors(cuLaunchKernel(vectorAdd, blocks, 1, 1, threads, 1, 1, 0, NULL, args, NULL));
  checkCudaErrors(cuCtxSynchronize());
  checkCudaErrors(cuMemcpyDtoH(c.data(), d_C, size));

  int layers = 0;
  checkCudaErrors(cuDeviceGetAttribute(&layers, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS, cuDevice));
  CUmemAllocationProp prop = {};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = cuDevice;
  prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  size_t granularity = 0;
  checkCudaErrors(cuMemGetAllocationGranularity(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));

  int errors = 0;
  for (int i = 0; i < n; ++i) errors += c[i] != 2.0f * (a[i] + b[i]);
  checkCudaErrors(cuMemFree(buf.base));
  checkCudaErrors(cuModuleUnload(module));
  checkCudaErrors(cuCtxDestroy(cuContext));
  printf("layers %s, granularity %s\\n", layers > 0 ? "ok" : "none", granularity > 0 ? "ok" : "none");
  printf("%s\\n", errors == 0 ? "Result = PASS" : "Result = FAIL");
  return errors == 0 ? 0 : 1;
}
"""

TREE = {
    "Common/helper_drvapi.h": HELPER_DRVAPI,
    "Common/nvrtc_helper.h": NVRTC_HELPER,
    "Samples/vectorAdd_nvrtc/vectorAddDrv.cpp": VECTOR_ADD_DRV,
}


def test_stricter_hip_parameters_get_hips_type() -> None:
    text = translate(NVRTC_HELPER).text
    assert "hiprtcCompileProgram(prog, numCompileOptions, (const char **)compileParams)" in text
    assert "hiprtcCreateProgram(&prog, source, name, 0, NULL, NULL)" in text  # null pointers stay
    source = (
        "#include <nvrtc.h>\n#include <cuda.h>\n"
        "void f(nvrtcProgram p, const char *src, char **hdrs, char **names, char **opts, CUdeviceptr d,\n"
        "       const float *h, std::vector<const char *> &o) {\n"
        '  nvrtcCreateProgram(&p, src, "k.cu", 2, hdrs, names);\n'
        "  nvrtcCompileProgram(p, 1, opts + 1);\n"
        "  nvrtcCompileProgram(p, (int)o.size(), o.data());\n"
        "  cuMemcpyHtoD(d, h, 16);\n"
        "  cuMemcpyHtoD(d, (void *)h, 16);\n"
        "}\n"
    )
    text = translate(source).text
    assert 'hiprtcCreateProgram(&p, src, "k.cu", 2, (const char **)hdrs, (const char **)names)' in text
    assert "hiprtcCompileProgram(p, 1, (const char **)(opts + 1))" in text
    assert "hiprtcCompileProgram(p, (int)o.size(), (const char **)o.data())" in text
    assert "hipMemcpyHtoD(d, (void *)h, 16)" in text and "(void *)(void *)h" not in text


def test_cubin_is_the_code_object() -> None:
    text = translate(NVRTC_HELPER).text
    assert "hiprtcGetCodeSize(prog, &codeSize)" in text and "hiprtcGetCode(prog, code)" in text
    assert "Bitcode" not in text


def test_an_nvidia_architecture_option_is_a_warning() -> None:
    source = (
        "#include <nvrtc.h>\n#include <string>\nstd::string opt() {\n"
        '  std::string o = "--gpu-architecture=sm_";\n  return o + "90";\n}\n'
        'const char *arch = "-arch=compute_80";\nconst char *other = "--std=c++17";\n'
    )
    found = [(source.encode()[f.start : f.end].decode(), f.severity) for f in translate(source).findings]
    assert found == [
        ('"--gpu-architecture=sm_"', Severity.WARNING),
        ('"-arch=compute_80"', Severity.WARNING),
    ]
    assert translate(source.replace("nvrtc", "cstdio")).findings == ()  # no NVRTC, no option of it


def test_cuda_13_context_creation() -> None:
    result = translate(VECTOR_ADD_DRV)
    text = result.text
    assert "cass_hipCtxCreateParams ctxParams = {};" in text
    assert "hipCtxCreate(&cuContext, 0, cuDevice)" in text
    assert "typedef struct cass_hipCtxCreateParams {" in text  # the definition, inline
    sig = [f for f in result.findings if f.code == "cuda13-signature"]
    assert len(sig) == 1 and "&ctxParams" in sig[0].message and "dropped" in sig[0].message
    plain = translate("#include <cuda.h>\nvoid f(CUcontext *c, CUdevice d) { cuCtxCreate(c, NULL, 0, d); }\n")
    assert "hipCtxCreate(c, 0, d)" in plain.text
    assert "none here" in next(f.message for f in plain.findings if f.code == "cuda13-signature")
    old = translate("#include <cuda.h>\nvoid f(CUcontext *c, CUdevice d) { cuCtxCreate(c, 0, d); }\n")
    assert "hipCtxCreate(c, 0, d)" in old.text and not [f for f in old.findings if f.code == "cuda13-signature"]


def test_deviceptr_arithmetic_computes_what_cuda_computes() -> None:
    text = translate(VECTOR_ADD_DRV).text
    assert "buf.parts[k] = (hipDeviceptr_t)((char *)buf.base + k * size);" in text
    assert "end = (hipDeviceptr_t)((char *)end + 3 * size);" in text
    assert (
        "if ((unsigned long long)((char *)end - (char *)buf.base) != 3 * size || (unsigned long long)d_C % 4 != 0"
        " || (hipDeviceptr_t)((char *)d_B - size) != d_A) return 2;" in text
    )
    assert "hipDeviceptr_t d_A = buf.parts[0]" in text  # no arithmetic, nothing to do
    other = translate("#include <cuda.h>\nint f(int a, int b, CUdeviceptr *p) { return a + b - (int)sizeof(p); }\n")
    assert "(char *)" not in other.text


def test_allocation_property_and_layered_attributes() -> None:
    text = translate(VECTOR_ADD_DRV).text
    assert "prop.requestedHandleType = hipMemHandleTypePosixFileDescriptor;" in text
    assert "hipDeviceGetAttribute(&layers, CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE1D_LAYERED_LAYERS, cuDevice)" in text
    assert "#define hipDeviceGetAttribute cass_hipDeviceGetAttribute" in text
    assert "prop.maxTexture1DLayered[1]" in text
    runtime = translate(
        "int f(int d) { int v; cudaDeviceGetAttribute(&v, cudaDevAttrMaxTexture2DLayeredLayers, d); return v; }\n"
    ).text
    assert "CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS" in runtime
    # HIP 5.x: no hipDeviceProp_t with those fields, the attribute stays unsupported
    hip5 = translate(VECTOR_ADD_DRV, TranslateOptions(hip_version="5.2.3"))
    assert any(f.code == "unsupported-api" and "LAYERED_LAYERS" in f.message for f in hip5.findings)


def test_module_path_sample_translates_without_errors() -> None:
    for name, text in TREE.items():
        errors = [f.message for f in translate(text).findings if f.severity == Severity.ERROR]
        assert errors == [], name


@pytest.mark.slow
def test_module_path_sample_builds_and_runs_where_an_amd_gpu_is(tmp_path: Path) -> None:
    """Compiled and linked (hipRTC, the HIP runtime) for every target of the 6.4 lane; run on an
    AMD GPU when one is here."""
    tc = hip_lane("6.4")
    translate_tree(tmp_path, TREE)
    source = tmp_path / "Samples/vectorAdd_nvrtc/vectorAddDrv.cpp"
    exe = source.with_suffix("")
    first, *others = LANE_TARGETS["6.4"]
    extra = [*(f"--offload-arch={t}" for t in others), f"-I{tmp_path / 'Common'}", "-lhiprtc"]
    build_argv = tc.hip_build_argv(first, source, exe, extra=extra)
    if not os.path.exists("/dev/kfd"):
        build = run_compile(tc, build_argv, root=tmp_path, env=tc.hip_env())
        assert build.returncode == 0, build.stdout + build.stderr[-6000:]
        pytest.skip("built; no AMD GPU here (/dev/kfd absent), so the program is not run")
    build, run = build_and_run(tc, build_argv, in_prefix(tc.hipcc_prefix, [str(exe)]), root=tmp_path, env=tc.hip_env())
    assert build.returncode == 0 and run is not None, build.stdout + build.stderr[-6000:]
    assert run.returncode == 0 and "Result = PASS" in run.stdout, run.stdout + run.stderr


HANDLES = """#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
struct Buffers { CUdeviceptr ptr; size_t bytes; };
int run(CUdeviceptr base, size_t offset, const void* host, Buffers* b, cudaTextureObject_t tex) {
  CUdeviceptr d = (size_t)base + offset;
  CUdeviceptr none = 0;
  unsigned long long v = d;
  size_t end = base + offset;
  d = v + 64;
  b->ptr = (size_t)b->ptr + 128;
  CUdeviceptr parts[2] = {base, (size_t)base + 16};
  cuMemcpyHtoD((size_t)base + 32, host, 4);
  cuMemcpyDtoH((void*)host, v, 4);
  unsigned int id = tex;
  cudaTextureObject_t copy = id;
  unsigned long long handle = tex + 1;
  printf("%llu %zu\\n", v, end);
  return (int)(d != none) + (int)id + (int)(copy == tex) + (int)handle + (int)(tex == id) + (int)(tex != 0);
}
"""


def test_handles_that_are_integers_in_cuda_convert_as_cuda_converts() -> None:
    """Issue 43 item 2: CUdeviceptr and texture objects are integers in CUDA, pointers in HIP."""
    text = translate(HANDLES).text
    for line in (
        "hipDeviceptr_t d = (hipDeviceptr_t)(unsigned long long)((size_t)base + offset);",
        "hipDeviceptr_t none = 0;",
        "unsigned long long v = (unsigned long long) d;",
        "size_t end = (unsigned long long) (hipDeviceptr_t)((char *)base + offset);",
        "d = (hipDeviceptr_t)(unsigned long long)(v + 64);",
        "b->ptr = (hipDeviceptr_t)(unsigned long long)((size_t)b->ptr + 128);",
        "hipDeviceptr_t parts[2] = {base, (hipDeviceptr_t)(unsigned long long)((size_t)base + 16)};",
        "hipMemcpyHtoD((hipDeviceptr_t)(unsigned long long)((size_t)base + 32), (void *)host, 4);",
        "hipMemcpyDtoH((void*)host, (hipDeviceptr_t)(unsigned long long)(v), 4);",
        "unsigned int id = (unsigned long long) tex;",
        "hipTextureObject_t copy = (hipTextureObject_t)(unsigned long long)(id);",
        "unsigned long long handle = (unsigned long long)tex + 1;",
        "(int)(copy == tex) + (int)handle + (int)((unsigned long long)tex == id) + (int)(tex != 0);",
    ):
        assert line in text, line


@pytest.mark.slow
def test_handles_compile_with_hip_6(tmp_path: Path) -> None:
    """Before: "cannot initialize a variable of type 'hipDeviceptr_t' (aka 'void *') with an rvalue of type
    'size_t'", "arithmetic on a pointer to an incomplete type 'struct __hip_texture'" and 7 more."""
    translate_tree(tmp_path, {"handles.cu": HANDLES}, TranslateOptions(targets=("gfx942", "gfx1100", "gfx1200")))
    compile_tree("6.4", tmp_path, ["handles.cu"], includes=())


# sage's SGX checksum sizes its blocks with a function of the block size for the dynamic shared memory.
OCCUPANCY = """#include <cuda.h>
size_t smem(int block) { return block * 4; }
int pick(CUfunction f) {
  int grid, block;
  cuOccupancyMaxPotentialBlockSize(&grid, &block, f, smem, 0, 0);
  cuOccupancyMaxPotentialBlockSize(&grid, &block, f, NULL, 256, 0);
  cuOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, f, 0, 256, 0, CU_OCCUPANCY_DEFAULT);
  return cuOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, f, smem, 0, 64, CU_OCCUPANCY_DEFAULT);
}
"""


def test_an_occupancy_search_keeps_its_function_of_the_block_size() -> None:
    """HIP's hipModuleOccupancyMaxPotentialBlockSize takes one amount of dynamic shared memory: the
    call was renamed with CUDA's six arguments ("no matching function")."""
    result = translate(OCCUPANCY)
    text = result.text
    assert "cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, f, smem, 0, 0);" in text
    assert "hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, f, 256, 0);" in text  # a null one: dropped
    assert "hipModuleOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, f, 256, 0, hipOccupancyDefault);" in text
    stand_in = "cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem"
    assert f"{stand_in}(&grid, &block, f, smem, 0, 64, hipOccupancyDefault)" in text
    assert text.count("static inline hipError_t cass_hipModuleOccupancyMaxPotentialBlockSizeVariableSMem(") == 1
    assert [f.code for f in result.findings] == ["hip-compat"]


@pytest.mark.slow
@pytest.mark.parametrize("lane", ["5.2", "6.4"])
def test_an_occupancy_search_compiles(lane: str, tmp_path: Path) -> None:
    translate_tree(tmp_path, {"occupancy.cpp": OCCUPANCY}, TranslateOptions(targets=LANE_TARGETS[lane]))
    compile_tree(lane, tmp_path, ["occupancy.cpp"], includes=())
