"""HIP's NVIDIA platform as a lane (issue 42 item 1): finding the layer, preparing it from Debian's HIP
headers, the compat header that fills what it lacks against the HIP it declares, its hipcc, and
doctor's report. Compiles are real (nvcc 13, compile and link only: there is no GPU here); what a
program prints on the GPU is checked on the GPU machine (test_run_nvidia.py)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.core.hip_releases import HIP_5_2
from cass_lsp.toolchain import hipcc_nvidia, nvidia_layer
from cass_lsp.toolchain.discovery import discover
from tests.nvidia_lane import ARCH, compile_on_nvidia, layer


def _hip_version_h(include: Path, major: int, minor: int, patch: int = 21153) -> None:
    (include / "hip").mkdir(parents=True, exist_ok=True)
    (include / "hip" / "hip_version.h").write_text(
        f"#define HIP_VERSION_MAJOR {major}\n#define HIP_VERSION_MINOR {minor}\n#define HIP_VERSION_PATCH {patch}\n"
    )


def test_the_release_the_headers_declare(tmp_path: Path) -> None:
    """hip_version.h's major.minor, with the release table's patch level (its HIP_VERSION_PATCH is a build number)."""
    _hip_version_h(tmp_path / "a", 5, 2)
    assert nvidia_layer.declared_release(tmp_path / "a") == HIP_5_2.version
    _hip_version_h(tmp_path / "b", 5, 7)
    assert nvidia_layer.declared_release(tmp_path / "b") == "5.7.0"  # no row of its own
    assert nvidia_layer.declared_release(tmp_path / "none") is None


def test_nothing_found_says_how_to_get_it(tmp_path: Path) -> None:
    env = {"XDG_CACHE_HOME": str(tmp_path), "PATH": "/nonexistent"}
    found, problem = nvidia_layer.find(env)
    assert found is None and problem is not None
    assert f"not prepared in {tmp_path}/cass-lsp/hip-nvidia" in problem.message
    assert "cass-lsp doctor --prepare-nvidia" in problem.fix and "hip-runtime-nvidia" in problem.fix


def test_a_folder_prepared_by_another_version_is_not_used(tmp_path: Path) -> None:
    """Its patch, compat header or hipcc may differ from this cass-lsp's."""
    folder = tmp_path / "cass-lsp" / "hip-nvidia"
    _hip_version_h(folder / "include", 5, 2)
    (folder / nvidia_layer.STAMP).write_text(json.dumps({"digest": "0" * 16}))
    found, problem = nvidia_layer.find({"XDG_CACHE_HOME": str(tmp_path)})
    assert found is None and problem is not None and "prepare it again" in problem.message


def test_a_rocm_installs_layer_comes_first(tmp_path: Path) -> None:
    rocm = tmp_path / "rocm"
    _hip_version_h(rocm / "include", 6, 4)
    (rocm / "include" / "hip" / "nvidia_detail").mkdir()
    (rocm / "bin").mkdir()
    (rocm / "bin" / "hipcc").write_text("#!/bin/sh\n")
    (rocm / "bin" / "hipcc").chmod(0o755)
    found, problem = nvidia_layer.find({"ROCM_PATH": str(rocm), "XDG_CACHE_HOME": str(tmp_path)})
    assert problem is None and found is not None and not found.prepared
    assert found.hip_version.startswith("6.4.") and found.include == rocm / "include"
    words = found.hipcc_words("sm_90")
    assert words[:2] == ["env", "HIP_PLATFORM=nvidia"] and words[-2:] == ["-include", str(nvidia_layer.COMPAT)]


def test_hipcc_words_become_nvcc_words() -> None:
    flags, sources, inputs, output, compile_only = hipcc_nvidia.nvcc_words(
        ["-O3", "--offload-arch=gfx90a", "-fgpu-rdc", "-fopenmp", "-Wall", "-Wl,-rpath,/x", "-std=c++17", "-c",
         "-x", "hip", "main.cpp", "util.o", "-o", "main.o", "-DN=4", "-I", "inc"]
    )  # fmt: skip
    assert flags == ["-O3", "-rdc=true", "-Xcompiler=-fopenmp", "-Xlinker=-rpath", "-Xlinker=/x", "-std=c++17",
                     "-DN=4", "-I", "inc"]  # fmt: skip
    assert (sources, inputs, output, compile_only) == (["main.cpp"], ["util.o"], "main.o", True)
    with pytest.raises(SystemExit, match="no NVIDIA equivalent"):
        hipcc_nvidia.nvcc_words(["--hipstdpar", "x.cpp"])


# ---- with Debian's headers and nvcc --------------------------------------------------------------


@pytest.mark.slow
def test_prepare_from_debians_headers(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    if not (nvidia_layer.DEBIAN_HEADERS / "nvidia_detail").is_dir():
        pytest.skip("Debian's HIP headers are not installed (apt-get install libamdhip64-dev)")
    prepared = nvidia_layer.prepare(env)
    folder = tmp_path / "cass-lsp" / "hip-nvidia"
    assert prepared.include == folder / "include" and prepared.hip_version == HIP_5_2.version
    api = (prepared.include / "hip" / "nvidia_detail" / "nvidia_hip_runtime_api.h").read_text()
    assert "cudaMemLocation{cudaMemLocationTypeDevice, device}" in api  # the CUDA 13 patch applied
    assert (prepared.compat).read_bytes() == nvidia_layer.COMPAT.read_bytes()
    assert os.access(folder / "bin" / "hipcc", os.X_OK)
    assert nvidia_layer.find(env) == (prepared, None)
    assert discover(environ=env, system_dirs=False).nvidia_layer == prepared
    again = nvidia_layer.prepare(env)  # again: replaced, not patched twice
    assert again == prepared and (prepared.include / "hip" / "hip_runtime.h").is_file()


@pytest.mark.slow
def test_prepare_reports_a_source_without_the_nvidia_backend(tmp_path: Path) -> None:
    (tmp_path / "hip").mkdir()
    with pytest.raises(nvidia_layer.PrepareError, match="has no nvidia_detail/"):
        nvidia_layer.prepare({"XDG_CACHE_HOME": str(tmp_path), "PATH": os.environ["PATH"]}, tmp_path / "hip")


GAPS = r"""
#include <hip/hip_bfloat16.h>
#include <hip/hip_runtime.h>
#include <hip/hip_complex.h>
static hipComplex make_Complex(float x, float y) { return make_hipComplex(y, x); }  // a program's own name
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <cstdio>
__global__ void votes(int* out) {
  int t = threadIdx.x;
  out[0] = __any(t == 3);
  out[1] = __all(t < 64);
  out[2] = (int)__ballot(t & 1);
  __builtin_amdgcn_wave_barrier();
  out[3] = (int)__smid() + __hip_atomic_load(out, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_add(out + 4, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
}
static void host_fn(void* p) { *(int*)p = 42; }
int main() {
  hipComplex z = make_Complex(1.0f, 2.0f);
  hip_bfloat16 b(1.5f + hipCrealf(z));
  b = b + hip_bfloat16(2.0f);
  hipDeviceProp_t prop;
  hipGetDeviceProperties(&prop, 0);
  int v = 0;
  hipDeviceGetAttribute(&v, hipDeviceAttributeHostNativeAtomicSupported, 0);
  hipMemLocation location{hipMemLocationTypeDevice, 0};
  float* p = nullptr;
  hipStream_t s;
  hipStreamCreate(&s);
  hipMallocAsync(&p, 64, s);
  int flag = 0;
  hipLaunchHostFunc(s, host_fn, &flag);
  hipChannelFormatDesc d = hipCreateChannelDesc<float>();
  int* out;
  hipMalloc(&out, 5 * sizeof(int));
  votes<<<1, 64>>>(out);
  thrust::device_vector<int> x(10, 1);
  printf("%d %d %f %d %d %d\n", prop.pageableMemoryAccess, v, (float)b, d.x, location.id,
         thrust::reduce(x.begin(), x.end()));
}
"""


@pytest.mark.slow
def test_what_the_layer_lacks_builds_with_the_compat_header(tmp_path: Path) -> None:
    """HIP 5.2 code the NVIDIA layer does not build by itself: hip_bfloat16.h included first, the legacy
    votes (ptxas rejects CUDA's from sm_70 on) beside Thrust (libcu++'s `struct __any`), the
    hipMemLocationType enumerators, hipLaunchHostFunc, the typed hipMallocAsync, and the device builtins
    of HIP on AMD that translations write (the wave barrier, __smid, clang's scoped atomics). It links
    for sm_90."""
    source = tmp_path / "gaps.hip"
    source.write_text(GAPS)
    compile_on_nvidia(source, link=True, extra=["-std=c++17"])
    assert (tmp_path / "gaps.out").is_file()


@pytest.mark.slow
def test_without_the_compat_header_it_does_not_build(tmp_path: Path) -> None:
    """The compat header is what makes the difference (the same program, the layer's headers alone)."""
    source = tmp_path / "gaps.hip"
    source.write_text(GAPS)
    prepared = layer()
    flags = [f for f in prepared.nvcc_flags(ARCH) if f not in ("-include", str(prepared.compat))]
    done = subprocess.run(
        ["nvcc", *flags, "-std=c++17", "-c", "-x", "cu", str(source), "-o", str(tmp_path / "g.o")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode != 0
    assert "hipMemLocationTypeDevice" in done.stdout + done.stderr


@pytest.mark.slow
def test_the_prepared_hipcc_builds_as_build_files_call_it(tmp_path: Path) -> None:
    """``make HIPCC=.../bin/hipcc``: compile and link in one command, with an object and an AMD flag."""
    prepared = layer()
    (tmp_path / "util.cpp").write_text("int twice(int x) { return 2 * x; }\n")
    (tmp_path / "main.hip").write_text(
        "#include <hip/hip_runtime.h>\n#include <cstdio>\nint twice(int);\n"
        "__global__ void k(int* p) { p[threadIdx.x] = __any(threadIdx.x == 1); }\n"
        'int main() { printf("%d\\n", twice(21)); return 0; }\n'
    )
    subprocess.run(["g++", "-c", "util.cpp", "-o", "util.o"], cwd=tmp_path, check=True, timeout=120)
    hipcc = prepared.hipcc_words(ARCH)
    done = subprocess.run(
        [*hipcc, "--offload-arch=gfx90a", "-O2", "main.hip", "util.o", "-o", "main"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "main").is_file()
    version = subprocess.run([*hipcc, "--version"], capture_output=True, text=True, timeout=120)
    assert "NVIDIA platform" in version.stdout and "Cuda compilation tools" in version.stdout


@pytest.mark.slow
def test_doctor_reports_the_platform(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    if not (nvidia_layer.DEBIAN_HEADERS / "nvidia_detail").is_dir():
        pytest.skip("Debian's HIP headers are not installed (apt-get install libamdhip64-dev)")
    before = subprocess.run(
        [sys.executable, "-m", "cass_lsp", "doctor"], env=env, capture_output=True, text=True, timeout=300
    )
    section = before.stdout.split("HIP on NVIDIA", 1)[1]
    assert "not ready" in section and "cass-lsp doctor --prepare-nvidia" in section
    after = subprocess.run(
        [sys.executable, "-m", "cass_lsp", "doctor", "--prepare-nvidia"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert after.stdout.startswith("HIP's NVIDIA platform prepared in ")
    section = after.stdout.split("HIP on NVIDIA", 1)[1]
    assert f"translates   for HIP {HIP_5_2.version} on this platform" in section
    assert str(tmp_path / "cass-lsp" / "hip-nvidia" / "bin" / "hipcc") in section
    assert "Traceback" not in before.stderr + after.stderr


def test_nvcc_flags_name_the_platform_and_the_compat_header(tmp_path: Path) -> None:
    found = nvidia_layer.NvidiaLayer(tmp_path, HIP_5_2.version, "test", (str(tmp_path / "hipcc"),), tmp_path / "c.h")
    flags = found.nvcc_flags("sm_90")
    assert "-D__HIP_PLATFORM_NVIDIA__" in flags and f"-I{tmp_path}" in flags and "-arch=sm_90" in flags
    assert flags[flags.index("-include") + 1] == str(tmp_path / "c.h")
    assert found.hipcc_words("sm_80") == ["env", "CASS_HIP_NVIDIA_ARCH=sm_80", str(tmp_path / "hipcc")]


def test_the_gpu_tests_hip_source_is_the_translation_of_today() -> None:
    """test_run_nvidia.py runs data/nvidia/hello.hip on the GPU machine, which cannot translate: it is
    what the translator makes of data/hello.cu for the NVIDIA layer's HIP (5.2)."""
    from cass_lsp.translate import TranslateOptions, translate

    data = Path(__file__).parent / "data"
    made = translate((data / "hello.cu").read_text(), TranslateOptions(hip_version=HIP_5_2.version)).text
    assert (data / "nvidia" / "hello.hip").read_text() == made


@pytest.mark.slow
def test_the_gpu_tests_programs_build_here(tmp_path: Path) -> None:
    """What test_run_nvidia.py runs builds with nvcc 13 for sm_90: only the GPU is left to the GPU machine."""
    data = Path(__file__).parent / "data" / "nvidia"
    for name in ("compat_values.hip", "hello.hip"):
        shutil.copy(data / name, tmp_path / name)
        compile_on_nvidia(tmp_path / name, link=True)
    cuda = subprocess.run(["nvcc", f"-arch={ARCH}", str(data / "compat_values.cu"), "-o", str(tmp_path / "cv")],
                          capture_output=True, text=True, timeout=600)  # fmt: skip
    assert cuda.returncode == 0, cuda.stderr


@pytest.mark.slow
def test_rocthrusts_policies_on_cudas_thrust(tmp_path: Path) -> None:
    """thrust::hip::par (rocThrust's) is thrust::cuda::par on NVIDIA; only a source naming it reads Thrust
    that early (a compile of any other pays nothing for it)."""
    prepared = layer()
    (tmp_path / "policy.hip").write_text(
        "#include <hip/hip_runtime.h>\n#include <thrust/device_vector.h>\n#include <thrust/sequence.h>\n"
        "int main() {\n  hipStream_t s;\n  hipStreamCreate(&s);\n  thrust::device_vector<int> v(8);\n"
        "  thrust::sequence(thrust::hip::par_nosync.on(s), v.begin(), v.end());\n  return 0;\n}\n"
    )
    done = subprocess.run([*prepared.hipcc_words(ARCH), "-std=c++17", "-c", "policy.hip", "-o", "policy.o"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=600)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert hipcc_nvidia.thrust_flags([str(tmp_path / "policy.hip")]) == ["-DCASS_HIP_NVIDIA_THRUST"]
    (tmp_path / "plain.hip").write_text("int main() { return 0; }\n")
    assert hipcc_nvidia.thrust_flags([str(tmp_path / "plain.hip")]) == []


@pytest.mark.slow
def test_a_device_assert_is_cudas(tmp_path: Path) -> None:
    """HIP's NVIDIA layer redefines assert for device code as ``if (!COND) trap`` (unparenthesised: ``!gid <
    n`` traps every thread, and a trap is a launch failure, not hipErrorAssert). With <assert.h> read
    before hip_runtime.h, as CUDA programs write it, the device code must call CUDA's own assert."""
    prepared = layer()
    source = tmp_path / "asserts.hip"
    source.write_text(
        "#include <assert.h>\n#include <hip/hip_runtime.h>\n"
        "__global__ void check(int n) { int gid = threadIdx.x; assert(gid < n); }\n"
    )
    ptx = tmp_path / "asserts.ptx"
    done = subprocess.run(["nvcc", *prepared.nvcc_flags(ARCH), "-ptx", "-x", "cu", str(source), "-o", str(ptx)],
                          capture_output=True, text=True, timeout=600)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    code = ptx.read_text()
    assert "__assertfail" in code and "trap;" not in code, code


# What a valid translation of a CMake project (warp-ctc's) writes that HIP on AMD accepts and HIP's NVIDIA
# layer alone does not: rocThrust's error header and category, the thrust::hip device system, a stream
# handle forward-declared as HIP on AMD's struct, the project's own overload of a legacy shuffle.
PORTED_PROJECT = """
#include <hip/hip_runtime.h>
#include <thrust/system_error.h>
#include <thrust/system/hip/error.h>
#include <thrust/system/hip/execution_policy.h>
typedef struct ihipStream_t* GPUstream;
#if THRUST_DEVICE_SYSTEM != THRUST_DEVICE_SYSTEM_HIP
#error "the HIP device system is the GPU's"
#endif
template <typename T>
__forceinline__ __device__ T __shfl_down(T input, int delta) { return __shfl_down_sync(0xffffffffu, input, delta); }
__global__ void sum(float* p) { p[threadIdx.x] += __shfl_down(p[threadIdx.x], 1) + __shfl_xor(p[threadIdx.x], 2); }
inline void throw_on_error(hipError_t error, const char* message) {
  if (error) throw thrust::system_error(error, thrust::hip_category(), message);
}
int main() {
  GPUstream stream = nullptr;
  throw_on_error(hipStreamCreate(&stream), "hipStreamCreate");
  throw_on_error(hipStreamSynchronize(stream), "hipStreamSynchronize");
  thrust::hip::errc::errc_t none = thrust::hip::errc::success;
  return static_cast<int>(none) + (thrust::hip::par.on(stream), 0);
}
"""


@pytest.mark.slow
def test_a_ported_projects_thrust_stream_handles_and_shuffles_build(tmp_path: Path) -> None:
    """thrust/system/hip/*.h forward to CUDA's Thrust, ihipStream_t is CUDA's stream struct, the legacy
    shuffles are functions a translation may overload: it compiles and links for sm_90 with nvcc."""
    source = tmp_path / "ported.hip"
    source.write_text(PORTED_PROJECT)
    compile_on_nvidia(source, link=True, extra=["-std=c++17"])
    assert (tmp_path / "ported.out").is_file()


CMAKE_PROJECT = """
cmake_minimum_required(VERSION 3.21)
project(ported LANGUAGES CXX HIP)
find_package(hip REQUIRED CONFIG)
find_package(hiprand CONFIG)
link_libraries(hip::host)
set(CMAKE_HIP_FLAGS "${CMAKE_HIP_FLAGS} -fopenmp")
add_library(kernels SHARED kernels.hip)
add_executable(host host.cpp)
target_link_libraries(host kernels)
add_executable(device main.hip)
target_link_libraries(device kernels)
"""


@pytest.mark.slow
def test_a_cmake_port_builds_with_cmakes_hip_language_on_nvidia(tmp_path: Path) -> None:
    """cass-lsp verify's CMake commands on the NVIDIA platform: CMake's HIP language takes the layer as its
    ROCm root (no hipconfig there), find_package(hip) finds the layer's package, whose hip::host lets a
    C++ file include hip_runtime.h, and a host flag of CMAKE_HIP_FLAGS (-fopenmp) reaches the HIP link."""
    from cass_lsp.buildfiles.system import VerifyContext
    from cass_lsp.buildfiles.systems import cmake

    cmake_bin = shutil.which("cmake", path=f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}")
    version = subprocess.run([cmake_bin or "cmake", "--version"], capture_output=True, text=True).stdout
    if cmake_bin is None or tuple(int(x) for x in version.split()[2].split(".")[:2]) < (3, 28):
        pytest.skip(f"CMake 3.28+ has the HIP language on NVIDIA; this one: {version.splitlines()[:1]}")
    found = layer()
    (tmp_path / "CMakeLists.txt").write_text(CMAKE_PROJECT)
    (tmp_path / "kernels.hip").write_text(
        "#include <hip/hip_runtime.h>\n#include <omp.h>\n__global__ void k(int* p) { p[threadIdx.x] = 1; }\n"
        "int threads() { int n = 0;\n#pragma omp parallel\n{\n#pragma omp atomic\n++n;\n}\nreturn n; }\n"
        "void launch(int* p) { k<<<1, 32>>>(p); }\n"
    )
    (tmp_path / "host.cpp").write_text(
        '#include "hip/hip_runtime.h"\nint threads();\nint main() { hipStream_t s = nullptr; return threads() < 1; }\n'
    )
    (tmp_path / "main.hip").write_text(
        "#include <hip/hip_runtime.h>\nint threads();\nvoid launch(int*);\nint main() { return threads() < 1; }\n"
    )
    context = VerifyContext("hip", "nvidia", "sm_90", nvcc=shutil.which("nvcc"), nvcc_flags=tuple(found.nvcc_flags()),
                            jobs=2, hip_root=str(found.root))  # fmt: skip
    env = {**os.environ, "PATH": f"{Path(cmake_bin).parent}:{os.environ['PATH']}"}
    for command in cmake.verify_commands(context):
        done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    assert (tmp_path / cmake.VERIFY_FOLDER / "host").is_file() and (tmp_path / cmake.VERIFY_FOLDER / "device").is_file()
