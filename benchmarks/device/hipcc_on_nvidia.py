#!/usr/bin/env python3
"""hipcc for HIP's NVIDIA platform, as the ported HeCBench Makefiles call it: ``make HIPCC=THIS``.

What Debian's hipcc does with HIP_PLATFORM=nvidia, for the words those Makefiles use: the HIP
sources (.hip, and .cpp/.cc/.cxx/.cu, which hipcc compiles as HIP) go to nvcc as CUDA
(``-x cu``) with ``-D__HIP_PLATFORM_NVIDIA__`` and the hip-on-nvidia headers
(``../shared/tools/hip-on-nvidia/make-headers.sh``); AMD-only words are dropped; host-compiler
words go through ``-Xcompiler``; CLANG_LIKE lets nvcc accept what clang accepts. nvcc's
``-x cu`` applies to every input of its command line, so a command that compiles sources and
links objects together is split in two (compile each source, then link). The GPU architecture
is $HIP_ON_NVIDIA_ARCH (default sm_90: H100, H200).

Runs with python3 alone (the GPU machine has no cass-lsp). Environment: HIP_ON_NVIDIA_INCLUDE
(the folder holding hip/), HIP_ON_NVIDIA_ARCH, NVCC (default nvcc).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

HIP_SOURCES = (".hip", ".cu", ".cpp", ".cc", ".cxx")
C_SOURCES = (".c",)
# hipcc words with no NVIDIA meaning (AMD code generation, the HIP link step).
DROPPED_PREFIXES = ("--offload-arch=", "-munsafe-fp-atomics", "--hip-link", "-mcumode", "-mno-cumode", "-Rpass")
DROPPED_WITH_VALUE = ("--offload-arch", "-mllvm")
# nvcc's own spelling of clang words it understands.
RENAMED = {"-fgpu-rdc": "-rdc=true", "-ffast-math": "--use_fast_math", "-fgpu-default-stream=per-thread":
           "--default-stream=per-thread", "-fgpu-default-stream=legacy": "--default-stream=legacy"}  # fmt: skip
# Words nvcc takes as they are, and those that take the next word as their value.
PASSED_PREFIXES = ("-D", "-U", "-I", "-L", "-l", "-O", "-std=", "-g", "-isystem")
PASSED_WITH_VALUE = ("-o", "-D", "-U", "-I", "-L", "-l", "-include", "-isystem")
# What clang accepts in HIP code without a flag and nvcc only with one (the CUDA Makefiles pass
# them; port drops them, hipcc needing none): __device__ lambdas, host constexpr functions
# (std::numeric_limits<float>::infinity()) called in kernels.
CLANG_LIKE = ("--extended-lambda", "--expt-relaxed-constexpr")
UNSUPPORTED = ("--hipstdpar",)  # HIP's standard-parallelism offload: AMD only


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
            raise SystemExit(f"hipcc_on_nvidia: {w} has no NVIDIA equivalent")
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
        elif w in ("-x",):  # the language is this wrapper's choice
            next(it, None)
        elif w in PASSED_WITH_VALUE:
            flags += [w, next(it, "")]
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


def main(argv: list[str]) -> int:
    flags, sources, inputs, output, compile_only = nvcc_words(argv)
    include = os.environ.get("HIP_ON_NVIDIA_INCLUDE") or str(Path(__file__).resolve().parent / "include")
    nvcc = os.environ.get("NVCC", "nvcc")
    base = [nvcc, "-w", f"-arch={os.environ.get('HIP_ON_NVIDIA_ARCH', 'sm_90')}", "-D__HIP_PLATFORM_NVIDIA__",
            f"-I{include}", *CLANG_LIKE, *flags]  # fmt: skip
    out = ["-o", output] if output else []
    if compile_only or not inputs:
        lang = ["-x", "cu"] if sources else []
        return subprocess.call([*base, *(["-c"] if compile_only else []), *lang, *sources, *inputs, *out])
    # Sources and objects in one link command: the sources first, each to an object of its own.
    with tempfile.TemporaryDirectory(prefix="hipcc-on-nvidia-") as tmp:
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
