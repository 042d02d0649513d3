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
    by_value: tuple[tuple[str, str], ...] = ()  # replace: what a value becomes, where not `hip`
    each: bool = False  # replace: the value is a comma list (nvcc's --include-path=a,b), `hip` per item


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
    Flag(
        ("-rdc", "--relocatable-device-code"),
        "replace",
        hip="-fgpu-rdc",
        takes_value=True,
        by_value=(("false", ""), ("False", ""), ("FALSE", ""), ("0", "")),
    ),
    Flag(("-dc", "--device-c"), "replace", hip="-fgpu-rdc -c"),
    Flag(("-G", "--device-debug"), "replace", hip="-g -O0"),
    Flag(("-lineinfo", "--generate-line-info"), "replace", hip="-gline-tables-only"),
    Flag(
        # nvcc takes the first two; the others are read by clang as `-u se-fast-math`, silently
        ("--use_fast_math", "-use_fast_math", "--use-fast-math", "-use-fast-math"),
        "replace",
        hip="-ffast-math",
        severity="warning",
        code="build-fast-math",
        message="{flag} became -ffast-math: not the same semantics (nvcc: flush-to-zero, approximate division,"
        " sqrt and transcendentals; clang's -ffast-math also assumes no NaN or infinity); for nvcc's set use"
        " -fgpu-flush-denormals-to-zero -fgpu-approx-transcendentals -ffp-contract=fast",
    ),
    Flag(
        ("--default-stream", "-default-stream"),
        "replace",
        takes_value=True,
        by_value=(("per-thread", "-fgpu-default-stream=per-thread"),),  # legacy and null: HIP's default
    ),
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

# The rest of nvcc's options (nvcc 13's --help; tests/buildfiles/test_nvcc_options.py holds the two
# together). Where nvcc's short name is also gcc's and clang's with the same meaning (-c, -o, -I,
# -D, -l, -L, -O, -g, -E, -M..., -std, -shared, -w, -v, -pg, -r, -m64, -Xlinker, -include, -isystem,
# -save-temps, -ftemplate-depth) it is left as it is, and only the long name is here; where it is
# gcc's with another meaning (-e, -m, -dp, -time, -h, -V, -Werror) it is left as it is too, since the same
# variable may hold a host compiler's flags. Every other nvcc option would reach clang as
# something else (-odir as `-o dir`, -lib as `-l ib`) or stop it: translated, or removed.
_NO_COUNTERPART = "{flag} is nvcc's ({what}): hipcc has no such option; removed"
# What hipcc does by itself, or what only matters to nvcc's own steps: removed.
_NVCC_STEPS = (
    "--link", "-link", "--no-device-link", "-nodlink", "--objdir-as-tempdir", "-objtemp",
    "--allow-unsupported-compiler", "-allow-unsupported-compiler", "--use-local-env", "-use-local-env",
    "--force-cl-env-setup", "-force-cl-env-setup", "--dont-use-profile", "-noprof", "--forward-unknown-opts",
    "-forward-unknown-opts", "--forward-unknown-to-host-linker", "--forward-unknown-to-host-compiler", "-err-no",
    "-forward-unknown-to-host-linker", "--no-align-double", "--extra-device-vectorization",
    "-extra-device-vectorization", "--keep-device-functions", "-keep-device-functions", "--restrict", "-restrict",
    "--no-host-device-initializer-list", "-nohdinitlist", "--no-host-device-move-forward", "-nohdmoveforward",
    "--no-display-error-number", "-no-err-no", "--no-compress", "-no-compress", "--extensible-whole-program", "-ewp",
    "--jobserver", "-jobserver", "--augment-host-linker-script", "-aug-hls", "--relocatable-ptx", "-reloc-ptx",
    "--qpp-config", "-qpp-config", "--Wdefault-stream-launch", "-Wdefault-stream-launch", "--Wmissing-launch-bounds",
    "-Wmissing-launch-bounds", "--Wext-lambda-captures-this", "-Wext-lambda-captures-this", "--Wreorder",
    "--Wno-deprecated-declarations", "--Wno-deprecated-gpu-targets",
)  # fmt: skip
_NVCC_STEP_SETTINGS = (
    "--split-compile", "-split-compile", "--split-compile-extended", "-split-compile-extended", "-keep-dir",
    "--cudadevrt", "-cudadevrt", "--archiver-binary", "-arbin", "--libdevice-directory", "-ldir", "--target-directory",
    "-target-dir", "--input-drive-prefix", "-idp", "--dependency-drive-prefix", "-ddp", "--drive-prefix",
    "--static-global-template-stub", "-static-global-template-stub", "--device-entity-has-hidden-visibility",
    "-device-entity-has-hidden-visibility", "--jump-table-density", "-jtd", "--brief-diagnostics", "-brief-diag",
    "--compress-mode", "-compress-mode", "--host-linker-script", "-hls", "--device-stack-protector",
    "-device-stack-protector",
)  # fmt: skip
# nvcc's own steps, reports and outputs, with no hipcc counterpart: removed with a warning.
_NVCC_ONLY_VALUED = (
    "--optimization-info", "-opt-info", "--Ofast-compile", "-Ofc", "--dopt", "-dopt", "--fdevice-time-trace",
    "-fdevice-time-trace", "--time", "--run-args", "-run-args", "--output-directory", "-odir", "--archive-options",
    "-Xarchive", "--sanitize", "-sanitize", "--entries", "--options-file", "-optf",
)  # fmt: skip
_NVCC_ONLY = (
    "--dlink-time-opt", "-dlto", "--lto", "-lto", "--gen-opt-lto", "-gen-opt-lto", "--run", "-run", "--clean-targets",
    "-clean", "--device-w", "-dw", "--compile-as-tools-patch", "-astoolspatch", "--list-gpu-code", "-code-ls",
    "--list-gpu-arch", "-arch-ls",
)  # fmt: skip
NVCC_OPTIONS: tuple[Flag, ...] = (
    # Long names of options clang spells short (each item of a comma list, as nvcc reads them).
    Flag(("--preprocess",), "replace", hip="-E"),
    Flag(("--generate-dependencies",), "replace", hip="-M"),
    Flag(("--generate-nonsystem-dependencies",), "replace", hip="-MM"),
    Flag(("--generate-dependencies-with-compile",), "replace", hip="-MD"),
    Flag(("--generate-nonsystem-dependencies-with-compile",), "replace", hip="-MMD"),
    Flag(("--dependency-output",), "replace", hip="-MF {value}", takes_value=True),
    Flag(("--generate-dependency-targets",), "replace", hip="-MP"),
    Flag(("--dependency-target-name",), "replace", hip="-MT {value}", takes_value=True),
    Flag(("--compile",), "replace", hip="-c"),
    Flag(("--output-file",), "replace", hip="-o {value}", takes_value=True),
    Flag(("--pre-include",), "replace", hip="-include {value}", takes_value=True, each=True),
    Flag(("--library",), "replace", hip="-l{value}", takes_value=True, each=True),
    Flag(("--define-macro",), "replace", hip="-D{value}", takes_value=True, each=True),
    Flag(("--undefine-macro",), "replace", hip="-U{value}", takes_value=True, each=True),
    Flag(("--include-path",), "replace", hip="-I{value}", takes_value=True, each=True),
    Flag(("--system-include",), "replace", hip="-isystem {value}", takes_value=True, each=True),
    Flag(("--library-path",), "replace", hip="-L{value}", takes_value=True, each=True),
    Flag(("--linker-options",), "replace", hip="-Wl,{value}", takes_value=True),
    Flag(("--debug",), "replace", hip="-g"),
    Flag(("--optimize",), "replace", hip="-O{value}", takes_value=True),
    Flag(("--shared",), "replace", hip="-shared"),
    Flag(("--std",), "replace", hip="-std={value}", takes_value=True),
    Flag(("--x",), "replace", hip="-x hip", takes_value=True),  # only `--x cu` (see flags.py)
    Flag(("--machine",), "replace", hip="-m{value}", takes_value=True),
    Flag(("--m64",), "replace", hip="-m64"),
    Flag(("--disable-warnings",), "replace", hip="-w"),
    Flag(("--verbose",), "replace", hip="-v"),
    Flag(("--profile",), "replace", hip="-pg"),
    Flag(("--save-temps",), "replace", hip="-save-temps"),
    Flag(("--relocatable-link",), "replace", hip="-r"),
    Flag(("--ftemplate-backtrace-limit",), "replace", hip="-ftemplate-backtrace-limit={value}", takes_value=True),
    Flag(("--ftemplate-depth",), "replace", hip="-ftemplate-depth={value}", takes_value=True),
    Flag(("--frandom-seed", "-frandom-seed"), "replace", hip="-frandom-seed={value}", takes_value=True),
    Flag(("--no-exceptions", "-noeh"), "replace", hip="-fno-exceptions"),
    Flag(("--dryrun", "-dryrun"), "replace", hip="-###"),
    Flag(("--fdevice-syntax-only", "-fdevice-syntax-only"), "replace", hip="--cuda-device-only -fsyntax-only"),
    # Floating point: nvcc's defaults are clang's HIP defaults; the other value has a clang flag.
    Flag(("--ftz", "-ftz"), "replace", takes_value=True, by_value=(("true", "-fgpu-flush-denormals-to-zero"),)),
    Flag(
        ("--prec-div", "-prec-div", "--prec-sqrt", "-prec-sqrt"),
        "replace",
        takes_value=True,
        by_value=(("false", "-fno-hip-fp32-correctly-rounded-divide-sqrt"),),
    ),
    Flag(("--fmad", "-fmad"), "replace", takes_value=True, by_value=(("false", "-ffp-contract=off"),)),
    Flag(_NVCC_STEPS, "drop"),
    Flag(_NVCC_STEP_SETTINGS, "drop", takes_value=True),
    Flag(
        ("--diag-error", "-diag-error", "--diag-suppress", "-diag-suppress", "--diag-warn", "-diag-warn"),
        "drop",
        takes_value=True,
        severity="info",
        code="build-nvcc-option",
        message="{flag} {value} removed: it names nvcc's (EDG's) diagnostic numbers; clang's are -W options",
    ),
    Flag(
        ("--Werror",),
        "drop",
        takes_value=True,
        severity="info",
        code="build-nvcc-option",
        message="{flag} {value} removed: nvcc's kinds of warnings; clang's is -Werror (all) or -Werror=NAME",
    ),
    Flag(
        _NVCC_ONLY_VALUED,
        "drop",
        takes_value=True,
        severity="warning",
        code="build-nvcc-option",
        message=_NO_COUNTERPART.format(flag="{flag} {value}", what="its compilation steps, reports or files"),
    ),
    Flag(
        _NVCC_ONLY,
        "drop",
        severity="warning",
        code="build-nvcc-option",
        message=_NO_COUNTERPART.format(
            flag="{flag}",
            what="link-time optimization of device code, running or cleaning what it built, or listing its GPUs",
        ),
    ),
    Flag(
        ("--lib", "-lib"),
        "keep",
        severity="error",
        code="build-nvcc-option",
        message="{flag} makes nvcc build a static library (clang reads it as `-l ib`): compile with -c and archive"
        " the objects with ar (with -fgpu-rdc, hipcc --emit-static-lib makes one)",
    ),
    Flag(
        ("--cuda", "--optix-ir", "-optix-ir", "--ltoir", "-ltoir"),
        "keep",
        severity="error",
        code="build-ptx",
        message="{flag}: an NVIDIA intermediate output with no HIP counterpart",
    ),
)
# nvcc's short names left as they are (see above), for the test that holds this table to nvcc's.
NVCC_SAME_IN_CLANG = frozenset({
    "-E", "-M", "-MM", "-MD", "-MMD", "-MF", "-MP", "-MT", "-c", "-o", "-include", "-l", "-D", "-U", "-I", "-isystem",
    "-L", "-shared", "-g", "-O", "-std", "-m64", "-Xlinker", "-w", "-v", "-pg", "-save-temps",
    "-ftemplate-backtrace-limit", "-ftemplate-depth", "-r", "-Wreorder", "-Wno-deprecated-declarations",
})  # fmt: skip
NVCC_GCC_COLLISIONS = frozenset({"-e", "-m", "-dp", "-time", "-h", "-V", "-Werror"})

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

FLAG_BY_NAME: dict[str, Flag] = {name: flag for flag in (*FLAGS, *NVCC_OPTIONS, *NVHPC_FLAGS) for name in flag.names}


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


LIBCUDACXX = (
    "libcu++ (CCCL's C++ standard library for device code, cuda::std): hipcc compiles the C++ standard library's"
    " constexpr parts for the device; for the rest (cuda::atomic, cuda::barrier) use HIP's own"
)
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
    # CCCL's targets (its own config, Thrust's and CUB's): rocThrust and hipCUB.
    Library(("CCCL::CCCL", "CCCL::Thrust", "Thrust::Thrust", "thrust::thrust"), package="rocthrust",
            target="roc::rocthrust"),
    Library(("CCCL::CUB", "CUB::CUB", "cub::cub"), package="hipcub", target="hip::hipcub"),
    Library(("CCCL::libcudacxx", "libcudacxx::libcudacxx"), lacks=LIBCUDACXX),
)  # fmt: skip

LIBRARY_BY_NAME: dict[str, Library] = {name: lib for lib in LIBRARIES for name in lib.cuda}

# FindCUDA's and FindCUDAToolkit's library variables: CUDA_<library>_LIBRARY or _LIBRARIES name the
# library in any case (${CUDA_CUBLAS_LIBRARIES}, ${CUDA_curand_LIBRARY}, ${CUDA_cuda_driver_LIBRARY});
# these name it otherwise.
CUDA_LIBRARY_VARIABLES: dict[str, str] = {
    "CUDA_LIBRARIES": "cudart",  # FindCUDA: the runtime (and what it needs)
    "CUDA_CUDA_LIBRARY": "cuda",
    "CUDA_NPP_LIBRARIES": "nppc",
}

# CCCL's packages (Thrust, CUB, libcu++), its own or the Find modules projects write for them
# (cmake/FindThrust.cmake looking for thrust/version.h): ROCm's rocThrust and hipCUB, by lower-case
# name; with the variables such modules set, set from the HIP package's.
CCCL_PACKAGES: dict[str, tuple[str, ...]] = {
    "thrust": ("rocthrust",),
    "cub": ("hipcub",),
    "cccl": ("rocthrust", "hipcub"),
    "libcudacxx": (),
}
CCCL_VARIABLES: dict[str, tuple[tuple[str, str], ...]] = {
    "rocthrust": (("THRUST_FOUND", "rocthrust_FOUND"), ("Thrust_FOUND", "rocthrust_FOUND"),
                  ("THRUST_INCLUDE_DIR", "rocthrust_INCLUDE_DIRS"), ("THRUST_INCLUDE_DIRS", "rocthrust_INCLUDE_DIRS")),
    "hipcub": (("CUB_FOUND", "hipcub_FOUND"), ("CUB_INCLUDE_DIR", "hipcub_INCLUDE_DIRS"),
               ("CUB_INCLUDE_DIRS", "hipcub_INCLUDE_DIRS")),
}  # fmt: skip

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
    "CUDAToolkit_FOUND": "hip_FOUND",
    "CUDAToolkit_INCLUDE_DIRS": "hip_INCLUDE_DIRS",
    "CUDAToolkit_LIBRARY_DIR": "hip_LIB_INSTALL_DIR",
    **{f"cuda_std_{n}": f"hip_std_{n}" for n in ("11", "14", "17", "20", "23")},
    "THRUST_DEVICE_SYSTEM_CUDA": "THRUST_DEVICE_SYSTEM_HIP",
}
# Macro values a -D gives that name CUDA's backend of a library (Thrust's device system): HIP's.
DEFINE_VALUES: dict[str, str] = {"THRUST_DEVICE_SYSTEM_CUDA": "THRUST_DEVICE_SYSTEM_HIP"}
CMAKE_PREFIXES: dict[str, str] = {"CMAKE_CUDA_": "CMAKE_HIP_"}
# CUDA's include folders as CMake names them: empty on AMD, so `-I${...}` in a flags string is `-I`
# alone (it takes the next flag for its folder); hip::host gives HIP's folder.
CMAKE_CUDA_INCLUDE_VARIABLES = (
    "CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES",
    "CUDA_INCLUDE_DIRS",
    "CUDA_TOOLKIT_INCLUDE",
    "CUDAToolkit_INCLUDE_DIRS",
    "CUDAToolkit_MATH_INCLUDE_DIR",
)
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


# ---- headers only the HIP compiler builds ---------------------------------------------------------
# A C or C++ source that includes one (rocThrust, hipCUB and rocPRIM build only as HIP: "cuda/__cccl_config
# not found" with g++) is compiled as HIP: hipcc in a Makefile, LANGUAGE HIP in CMake. Its CUDA name
# and its HIP one, by the include's path.
GPU_LIBRARY_HEADERS = (
    "thrust/", "cub/", "cuda/", "hipcub/", "rocprim/", "rocthrust/", "cooperative_groups", "curand_kernel.h",
    "hiprand/hiprand_kernel.h", "rocrand/rocrand_kernel.h", "hip/hip_cooperative_groups.h",
)  # fmt: skip


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
