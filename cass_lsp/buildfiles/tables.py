"""The build-file rewrites as data: nvcc flags, CUDA libraries, CMake words.

One entry per rewrite. The flag and library rows are the tables of the project's reference
(build-porting.md, checked with HIP 6.4's hipcc and clang 21); tests/buildfiles/test_buildfiles.py
holds the two against it, so a row added there and missing here fails a test. Nothing here reads
the reference at run time.
"""

from __future__ import annotations

from dataclasses import dataclass

# ---- nvcc flags ----------------------------------------------------------------------------
# action: "keep" (hipcc takes it), "replace" (by `hip`), "arch" (an NVIDIA architecture: the AMD
# targets come from GPU_TARGETS / CMAKE_HIP_ARCHITECTURES), "unwrap" (-Xcompiler: the host
# flags, split on commas), "drop" (nothing hipcc needs), "library" (a -l of LIBRARIES).
# takes_value: the flag takes the next word as its value when it has no `=`.
# severity of the finding: "" (mechanical, none), "info", "warning", "error".


@dataclass(frozen=True)
class Flag:
    names: tuple[str, ...]
    action: str
    hip: str = ""
    takes_value: bool = False
    severity: str = ""
    code: str = ""
    message: str = ""


FLAGS: tuple[Flag, ...] = (
    Flag(
        ("-arch", "--gpu-architecture", "-gencode", "--generate-code", "-code", "--gpu-code"),
        "arch",
        takes_value=True,
        severity="info",
        code="build-arch",
        message="NVIDIA architecture {value}: no sm-to-gfx mapping exists; the AMD targets come from {targets}",
    ),
    Flag(("-Xcompiler", "--compiler-options"), "unwrap", takes_value=True),
    Flag(("-rdc", "--relocatable-device-code"), "replace", hip="-fgpu-rdc", takes_value=True),
    Flag(("-dc", "--device-c"), "replace", hip="-fgpu-rdc -c"),
    Flag(("-G", "--device-debug"), "replace", hip="-g -O0"),
    Flag(("-lineinfo", "--generate-line-info"), "replace", hip="-gline-tables-only"),
    Flag(
        ("--use_fast_math", "-use_fast_math"),
        "replace",
        hip="-ffast-math",
        severity="warning",
        code="build-fast-math",
        message="{flag} became -ffast-math: not the same semantics (nvcc: flush-to-zero, approximate division,"
        " sqrt and transcendentals; clang's -ffast-math also assumes no NaN or infinity); for nvcc's set use"
        " -fgpu-flush-denormals-to-zero -fgpu-approx-transcendentals -ffp-contract=fast",
    ),
    Flag(("--default-stream", "-default-stream"), "replace", hip="-fgpu-default-stream={value}", takes_value=True),
    Flag(("-x",), "replace", hip="-x hip", takes_value=True),  # only `-x cu` (see flags.py)
    Flag(
        (
            "--extended-lambda",
            "-extended-lambda",
            "--expt-extended-lambda",
            "-expt-extended-lambda",
            "--expt-relaxed-constexpr",
            "-expt-relaxed-constexpr",
        ),
        "drop",
    ),
    Flag(
        ("-maxrregcount", "--maxrregcount"),
        "drop",
        takes_value=True,
        severity="warning",
        code="build-maxrregcount",
        message="{flag} {value} dropped: hipcc has no register cap; the nearest is __launch_bounds__ on the kernel"
        " or --gpu-max-threads-per-block",
    ),
    Flag(
        ("-Xptxas", "--ptxas-options"),
        "drop",
        takes_value=True,
        severity="info",
        code="build-ptxas",
        message="{flag} {value} dropped: there is no ptxas (for -v, clang's -Rpass-analysis=kernel-resource-usage"
        " reports registers and occupancy)",
    ),
    Flag(
        (
            "-Xnvlink",
            "--nvlink-options",
            "-Xcudafe",
            "--cudafe-options",
            "-ccbin",
            "--compiler-bindir",
            "-t",
            "--threads",
            "-cudart",
            "--cudart",
            "--keep-dir",
        ),
        "drop",
        takes_value=True,
    ),
    Flag(
        (
            "-Wno-deprecated-gpu-targets",
            "--resource-usage",
            "-res-usage",
            "--keep",
            "-keep",
            "-Werror=cross-execution-space-call",
            "--display-error-number",
            "-forward-unknown-to-host-compiler",
            "--source-in-ptx",
            "-src-in-ptx",
        ),
        "drop",
    ),
    Flag(
        ("-dlink", "--device-link"),
        "keep",
        severity="error",
        code="build-dlink",
        message="{flag}: hipcc has no separate device-link step; with -fgpu-rdc the device code is linked when"
        " hipcc links the program (link with hipcc -fgpu-rdc, not with the host compiler and a devlink object)",
    ),
    Flag(
        ("--ptx", "-ptx", "--cubin", "-cubin", "--fatbin", "-fatbin"),
        "keep",
        severity="error",
        code="build-ptx",
        message="{flag}: PTX, cubin and fatbin are NVIDIA formats with no HIP counterpart (hipcc --genco makes a"
        " code object)",
    ),
)

# NVIDIA HPC SDK (nvc++, nvc) flags: a Makefile that builds CUDA C++ or standard parallelism with
# nvc++ (HeCBench dp: `nvc++ -stdpar=gpu -cudalib=cublas -gpu=$(ARCH)`) builds with hipcc, whose
# --hipstdpar offloads the C++ parallel algorithms through rocThrust (dp's HIP twin does so).
# action "nvhpc": rewritten in flags.py by name; the value comes only after `=`.
_STDPAR_MESSAGE = (
    "{flag}={value} became --hipstdpar (C++ parallel algorithms offloaded through rocThrust): on a GPU"
    " without XNACK (RDNA; MI300 with HSA_XNACK=0) also pass --hipstdpar-interpose-alloc, so that heap"
    " memory the algorithms touch is GPU-visible"
)
NVHPC_FLAGS: tuple[Flag, ...] = (
    Flag(("-stdpar",), "nvhpc", severity="warning", code="build-stdpar", message=_STDPAR_MESSAGE),
    Flag(("-cudalib",), "nvhpc"),  # -cudalib=cublas,cufft: -l of each HIP library
    Flag(
        ("-gpu",),
        "nvhpc",
        severity="info",
        code="build-arch",
        message="NVIDIA GPU options {value}: no sm-to-gfx mapping exists; the AMD targets come from {targets}",
    ),
    Flag(("-cuda", "-Minfo", "-Mneginfo", "-Mfprelaxed", "-Mnofprelaxed"), "nvhpc"),  # dropped
    Flag(
        ("-acc", "-mp"),
        "keep",
        severity="error",
        code="build-nvhpc",
        message="{flag}: OpenACC and nvc++'s OpenMP offload have no hipcc counterpart (clang's OpenMP offload"
        " is -fopenmp --offload-arch=..., with its own support): port these regions by hand",
    ),
)

FLAG_BY_NAME: dict[str, Flag] = {name: flag for flag in (*FLAGS, *NVHPC_FLAGS) for name in flag.names}


# ---- CUDA libraries ------------------------------------------------------------------------


@dataclass(frozen=True)
class Library:
    cuda: tuple[str, ...]  # link names (-lX, plain X in target_link_libraries) and CUDA:: targets
    package: str = ""  # find_package(NAME CONFIG) on the HIP side ("" when none is needed)
    target: str = ""  # the CMake target the package exports ("" : none)
    link: str = ""  # -l name for Makefiles ("" : none exists)
    lacks: str = ""  # what HIP lacks, when there is no counterpart: a finding, the link dropped
    # Not in every ROCm (Debian's has no hipBLASLt): CMake links it when found, with a finding.
    optional: str = ""


NPP_PARTS = ("c", "i", "ial", "icc", "icom", "idei", "if", "ig", "im", "ist", "isu", "itc", "s")
LIBRARIES: tuple[Library, ...] = (
    # amdhip64 for a link by another compiler than hipcc (g++, mpicc), which links nothing by itself.
    Library(
        ("cudart", "cudart_static", "cuda", "cuda_driver", "cudadevrt"),
        package="hip",
        target="hip::host",
        link="amdhip64",
    ),
    Library(("cublas", "cublas_static"), package="hipblas", target="roc::hipblas", link="hipblas"),
    Library(
        ("cublasLt", "cublasLt_static"),
        package="hipblaslt",
        target="roc::hipblaslt",
        link="hipblaslt",
        optional="hipBLASLt is not part of every ROCm (Debian's has none): linked when CMake finds it",
    ),
    Library(("cufft", "cufft_static", "cufftw"), package="hipfft", target="hip::hipfft", link="hipfft"),
    Library(("curand", "curand_static"), package="hiprand", target="hip::hiprand", link="hiprand"),
    Library(("cusparse", "cusparse_static"), package="hipsparse", target="roc::hipsparse", link="hipsparse"),
    Library(("cusolver", "cusolver_static"), package="hipsolver", target="roc::hipsolver", link="hipsolver"),
    Library(("nvrtc", "nvrtc_static"), package="hiprtc", target="hiprtc::hiprtc", link="hiprtc"),
    Library(("cudnn",), package="miopen", target="MIOpen", link="MIOpen"),
    Library(("nccl",), package="rccl", target="rccl", link="rccl"),
    Library(("nvToolsExt", "nvtx3", "nvtx3_interop"), link="roctx64"),
    Library(("culibos",)),  # cuFFT's static helper: nothing on the HIP side needs it
    # cuSOLVER's multi-GPU API: hipSOLVER has none, and the translation's stand-ins (compute on one
    # device, runtime/headers/hipsolver_mg.h) need hipSOLVER only; the sources carry the warning.
    Library(("cusolverMg",), package="hipsolver", target="roc::hipsolver", link="hipsolver"),
    Library(
        ("nvJitLink", "nvJitLink_static"),
        lacks="nvJitLink (link-time optimization of device code at run"
        " time): HIP has no counterpart (cuFFT's LTO callbacks need it)",
    ),
    Library(
        ("nvml", "nvidia-ml"),
        lacks="NVML: the AMD counterpart is amd_smi (-lamd_smi) or the older rocm_smi (-lrocm_smi64), a different"
        " API: port its calls by hand",
    ),
    Library(("cupti",), lacks="CUPTI: the AMD counterpart is rocprofiler, a different API"),
    Library(
        tuple(f"npp{part}{kind}" for part in NPP_PARTS for kind in ("", "_static")),
        lacks="NPP (NVIDIA's image and signal primitives): no HIP library has its API",
    ),
    Library(("nvjpeg", "nvjpeg_static"), lacks="nvJPEG: the AMD counterpart is rocJPEG, a different API"),
    Library(
        ("nvcuvid", "nvcuvenc", "nvidia-encode"),
        lacks="the NVIDIA Video Codec SDK: the AMD counterpart for decoding is rocDecode, a different API",
    ),
    Library(("cublas_device",)),  # cuBLAS's device API (gone since CUDA 10), in FindCUDA's CUDA_CUBLAS_LIBRARIES
)

LIBRARY_BY_NAME: dict[str, Library] = {name: lib for lib in LIBRARIES for name in lib.cuda}

# FindCUDA's and FindCUDAToolkit's library variables: CUDA_<library>_LIBRARY or _LIBRARIES name the
# library in any case (${CUDA_CUBLAS_LIBRARIES}, ${CUDA_curand_LIBRARY}, ${CUDA_cuda_driver_LIBRARY});
# these name it otherwise.
CUDA_LIBRARY_VARIABLES: dict[str, str] = {
    "CUDA_LIBRARIES": "cudart",  # FindCUDA: the runtime (and what it needs)
    "CUDA_CUDA_LIBRARY": "cuda",
    "CUDA_NPP_LIBRARIES": "nppc",
}

# FindCUDA's commands that link a library to a target: the HIP library's target instead.
CMAKE_LIBRARY_COMMANDS: dict[str, str] = {"cuda_add_cublas_to_target": "cublas", "cuda_add_cufft_to_target": "cufft"}


# ---- CMake words -----------------------------------------------------------------------------
# Whole words renamed wherever they appear outside comments and strings' literal text (variables,
# properties, generator expressions). A prefix rule covers CMAKE_CUDA_* (flags per configuration,
# standard, extensions, architectures, compiler).
CMAKE_WORDS: dict[str, str] = {
    "CUDA_ARCHITECTURES": "HIP_ARCHITECTURES",
    "CUDA_STANDARD": "HIP_STANDARD",
    "CUDA_STANDARD_REQUIRED": "HIP_STANDARD_REQUIRED",
    "CUDA_EXTENSIONS": "HIP_EXTENSIONS",
    "COMPILE_LANGUAGE:CUDA": "COMPILE_LANGUAGE:HIP",
    "LINK_LANGUAGE:CUDA": "LINK_LANGUAGE:HIP",
    "COMPILE_LANG_AND_ID:CUDA": "COMPILE_LANG_AND_ID:HIP",
    "CUDA_NVCC_FLAGS": "CMAKE_HIP_FLAGS",
    "CUDA_FOUND": "hip_FOUND",
    **{f"cuda_std_{n}": f"hip_std_{n}" for n in ("11", "14", "17", "20", "23")},
}
CMAKE_PREFIXES: dict[str, str] = {"CMAKE_CUDA_": "CMAKE_HIP_"}
# FindCUDA's commands (names in any case, as CMake reads them) and the plain ones the HIP language
# needs: the .cu sources, now .hip, are HIP sources by their name.
CMAKE_COMMANDS: dict[str, str] = {
    "cuda_add_executable": "add_executable",
    "cuda_add_library": "add_library",
    "cuda_include_directories": "include_directories",
}
# Words kept (they only ever name CUDA's own files or compilers and are empty under HIP).
CMAKE_KEPT = {"CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES"}
# Words that change meaning: renamed, with a finding.
CMAKE_WARNED: dict[str, str] = {
    "CMAKE_CUDA_COMPILER_VERSION": "compared CUDA's version; it is now the HIP compiler's (clang's) version",
    "CMAKE_CUDA_COMPILER_ID": "named nvcc's compiler id (NVIDIA); the HIP compiler's id is Clang",
}
# FindCUDA's CUDA_VERSION in a HIP build: projects test it to pick nvcc flags and features, and HIP 6
# mirrors the CUDA 12 runtime API.
CUDA_VERSION_FOR_HIP = "12.0"
# The minimum CMake the HIP language needs (3.27 finds a Debian-layout ROCm: say so in the finding).
CMAKE_HIP_MINIMUM = (3, 21)


# ---- the C++ standard of HIP code ----------------------------------------------------------------
# A CUDA C++ standard older than 14 is raised: HIP's libraries need C++14 at least ("rocPRIM
# requires at least C++14" through hipCUB and rocThrust), and clang compiles HIP as C++17 by default.
OLD_STANDARDS = ("98", "03", "11")
HIP_STANDARD = "17"


def standard_message(what: str, new: str) -> str:
    return (
        f"{what} raised to {new}: HIP's libraries (rocPRIM, hipCUB, rocThrust) need C++14 or newer, and clang"
        " compiles HIP as C++17 by default"
    )
