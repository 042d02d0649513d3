#!/usr/bin/env python3
"""hipcc for HIP's NVIDIA platform, over a folder of HIP headers that cass-lsp prepared
(``nvidia_layer.prepare``): that folder's ``bin/hipcc`` is a copy of this file.

What ROCm's hipcc does with ``HIP_PLATFORM=nvidia``, for the words build files pass to hipcc: HIP
sources (.hip, and .cpp/.cc/.cxx/.cu, which hipcc compiles as HIP) go to nvcc as CUDA (``-x cu``)
with ``-D__HIP_PLATFORM_NVIDIA__``, the prepared headers and cass-lsp's compat header for the
platform (``-include``: what the layer lacks against the HIP it declares); AMD-only words are
dropped; host-compiler words go through ``-Xcompiler``; CLANG_LIKE lets nvcc accept what clang
accepts in HIP code. nvcc's ``-x cu`` applies to every input of its command line, so a command
that compiles sources and links objects together is split in two (each source to an object,
then the link).

Standard library only: it runs wherever the folder is (a GPU machine without cass-lsp). The
environment may set CASS_HIP_NVIDIA_ARCH (``sm_90``; default: nvcc's own) and NVCC (default:
nvcc on PATH); CASS_HIP_NVIDIA_INCLUDE names another folder holding ``hip/``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

COMPAT = "cass_hip_nvidia.h"  # in the include folder, beside hip/
THRUST_MACRO = "CASS_HIP_NVIDIA_THRUST"  # the compat header's thrust::hip alias, for the sources that need it
HIP_SOURCES = (".hip", ".cu", ".cpp", ".cc", ".cxx")
# hipcc words with no NVIDIA meaning (AMD code generation, the HIP link step).
DROPPED_PREFIXES = ("--offload-arch=", "-munsafe-fp-atomics", "--hip-link", "-mcumode", "-mno-cumode", "-Rpass",
                    "--rocm-path=", "--rocm-device-lib-path=", "-fgpu-flush-denormals-to-zero", "-mwavefrontsize64",
                    "-mno-wavefrontsize64", "--gpu-max-threads-per-block=")  # fmt: skip
DROPPED_WITH_VALUE = ("--offload-arch", "-mllvm")
# nvcc's own spelling of clang words it understands.
RENAMED = {"-fgpu-rdc": "-rdc=true", "-ffast-math": "--use_fast_math", "-fgpu-default-stream=per-thread":
           "--default-stream=per-thread", "-fgpu-default-stream=legacy": "--default-stream=legacy"}  # fmt: skip
# Words nvcc takes as they are, and those that take the next word as their value.
PASSED_PREFIXES = ("-D", "-U", "-I", "-L", "-l", "-O", "-std=", "-g", "-isystem")
PASSED_WITH_VALUE = ("-D", "-U", "-I", "-L", "-l", "-include", "-isystem")
# What clang accepts in HIP code without a flag and nvcc only with one: __device__ lambdas, host
# constexpr functions (std::numeric_limits<float>::infinity()) called in kernels.
CLANG_LIKE = ("--extended-lambda", "--expt-relaxed-constexpr")
UNSUPPORTED = ("--hipstdpar",)  # HIP's standard-parallelism offload: AMD only


def include_folder() -> Path:
    named = os.environ.get("CASS_HIP_NVIDIA_INCLUDE")
    return Path(named) if named else Path(__file__).resolve().parent.parent / "include"


def nvcc_words(argv: list[str]) -> tuple[list[str], list[str], list[str], str | None, bool]:
    """(flags, HIP sources, other inputs, -o value, -c given) of a hipcc command line."""
    flags: list[str] = []
    sources: list[str] = []
    inputs: list[str] = []
    output: str | None = None
    compile_only = False
    it = iter(argv)
    for w in it:
        if w in UNSUPPORTED:
            raise SystemExit(f"hipcc (NVIDIA platform): {w} has no NVIDIA equivalent")
        if w in DROPPED_WITH_VALUE:
            next(it, None)
        elif w.startswith(DROPPED_PREFIXES):
            continue
        elif w in RENAMED:
            flags.append(RENAMED[w])
        elif w == "-c":
            compile_only = True
        elif w == "-o":
            output = next(it, None)
        elif w.startswith("-o") and len(w) > 2:
            output = w[2:]
        elif w == "-x":  # the language is this wrapper's choice
            next(it, None)
        elif w in PASSED_WITH_VALUE:
            flags += [w, next(it, "")]
        elif w.startswith("-Wl,"):
            flags += [f"-Xlinker={part}" for part in w[4:].split(",") if part]
        elif w.startswith("-W") or w == "-w":
            continue  # nvcc rejects -Wall; the build runs with -w
        elif w.startswith(PASSED_PREFIXES):
            flags.append(w)
        elif w.startswith("-") and not w.startswith("--"):
            flags.append(f"-Xcompiler={w}")  # -fopenmp, -pthread, -march=native, -fPIC...: the host compiler's
        elif w.startswith("--"):
            flags.append(w)
        elif w.endswith(HIP_SOURCES):
            sources.append(w)
        else:
            inputs.append(w)  # objects, archives, C sources
    return flags, sources, inputs, output, compile_only


def thrust_flags(sources: list[str]) -> list[str]:
    """-DCASS_HIP_NVIDIA_THRUST for sources that name rocThrust's thrust::hip (the compat header aliases it)."""
    for source in sources:
        try:
            if "thrust::hip" in Path(source).read_text(errors="replace"):
                return [f"-D{THRUST_MACRO}"]
        except OSError:
            continue
    return []


def base_command() -> list[str]:
    include = include_folder()
    arch = os.environ.get("CASS_HIP_NVIDIA_ARCH")
    return [
        os.environ.get("NVCC", "nvcc"),
        "-w",
        *([f"-arch={arch}"] if arch else []),
        "-D__HIP_PLATFORM_NVIDIA__",
        f"-I{include}",
        "-include",
        str(include / COMPAT),
        *CLANG_LIKE,
    ]


def main(argv: list[str]) -> int:
    if argv in (["--version"], ["-v"]):
        print(f"hipcc for HIP's NVIDIA platform (cass-lsp), headers in {include_folder()}", flush=True)
        return subprocess.call([os.environ.get("NVCC", "nvcc"), "--version"])
    flags, sources, inputs, output, compile_only = nvcc_words(argv)
    base = [*base_command(), *thrust_flags(sources), *flags]
    out = ["-o", output] if output else []
    if compile_only or not inputs:
        lang = ["-x", "cu"] if sources else []
        return subprocess.call([*base, *(["-c"] if compile_only else []), *lang, *sources, *inputs, *out])
    # Sources and objects in one link command: the sources first, each to an object of its own.
    with tempfile.TemporaryDirectory(prefix="hipcc-nvidia-") as tmp:
        objects = []
        for i, source in enumerate(sources):
            obj = str(Path(tmp) / f"{i}-{Path(source).stem}.o")
            rc = subprocess.call([*base, "-c", "-x", "cu", source, "-o", obj])
            if rc:
                return rc
            objects.append(obj)
        return subprocess.call([*base, *objects, *inputs, *out])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
