"""Makefiles for nvcc to Makefiles for hipcc (``Makefile``, ``makefile``, ``*.mk``).

- A variable set to nvcc (``CC = nvcc``, ``NVCC := /usr/local/cuda/bin/nvcc``) becomes ``$(HIPCC)``,
  and ``nvcc`` called by name in a recipe too. A block at the top sets ``HIPCC`` (default: the
  toolchain in use's hipcc command) and ``GPU_TARGETS`` (default: its targets), both overridable:
  ``make HIPCC=... GPU_TARGETS="gfx942 gfx1100"``.
- NVIDIA architecture flags (``-arch=$(ARCH)``, ``-gencode ...``) become ``$(HIP_ARCH_FLAGS)``,
  one ``--offload-arch`` per GPU target; the other nvcc flags and CUDA libraries follow the tables.
- ``.cu`` names become ``.hip`` (port renames the files): ``main.cu``, ``%.cu``, ``$(x:.cu=.o)``.

Variable assignments are rewritten wherever they are; recipe lines only where they run the
compiler. Every rewrite that is not mechanical is a finding on its line.
"""

from __future__ import annotations

import re
import shlex

from cass_lsp.buildfiles.flags import FlagContext, Rewrite, port_words
from cass_lsp.buildfiles.result import BuildOptions, BuildResult, apply

TARGETS_HINT = "GPU_TARGETS (make GPU_TARGETS=gfx942)"
ARCH_FLAGS = "$(HIP_ARCH_FLAGS)"
_ASSIGN = re.compile(
    r"^(\s*(?:export\s+|override\s+)?)([A-Za-z_][A-Za-z0-9_.-]*)\s*(\?=|:=|::=|\+=|!=|=)\s*(.*)$", re.DOTALL
)
_NVCC_VALUE = re.compile(r"^\s*(?:\S*/)?(?:nvcc|nvc\+\+|nvc)(?=\s|$)")
# The NVIDIA HPC SDK's C and C++ compilers become hipcc too (their -stdpar, -cudalib and -gpu
# follow the flag tables); Fortran has no hipcc counterpart.
_NVHPC_VALUE = re.compile(r"^\s*(?:\S*/)?(nvc\+\+|nvc)(?=\s|$)")
_NVFORTRAN_VALUE = re.compile(r"^\s*(?:\S*/)?(nvfortran)(?=\s|$)")
NVHPC_MESSAGE = "{compiler} (the NVIDIA HPC SDK) became $(HIPCC): its -stdpar, -cudalib and -gpu follow"
NVFORTRAN_MESSAGE = (
    "nvfortran (the NVIDIA HPC SDK's CUDA Fortran) has no hipcc counterpart: ROCm's Fortran path is hipfort"
    " (Fortran interfaces to HIP) with kernels in HIP C++: port it by hand"
)
_NVCC_WORD = re.compile(r"(?<![\w/$(.-])(?:\S*/)?nvcc(?![\w.-])")
_CU_NAME = re.compile(r"(?<=[\w%*)}:])\.cu(?![\w.])")
_NVIDIA_ARCH_VALUE = re.compile(r"^\s*(?:sm|compute)_\d+[a-z]?\s*$")
_COMPILER_VARS = {"CC", "CXX", "NVCC", "CUDACC", "CUDA_CC", "HIPCC"}
_MARKER = "# cass-lsp: the HIP compiler and the AMD targets"


def header(options: BuildOptions) -> str:
    targets = " ".join(options.gpu_targets)
    lines = [
        f'{_MARKER} (make HIPCC=... GPU_TARGETS="gfx942 gfx1100")',
        f"HIPCC ?= {options.hipcc}",
        f"GPU_TARGETS ?= {targets}",
        "HIP_ARCH_FLAGS = $(foreach t,$(GPU_TARGETS),--offload-arch=$(t))",
    ]
    if options.hip_platform:
        lines.append("export HIP_PLATFORM ?= amd")
    return "\n".join(lines) + "\n\n"


def _logical_lines(text: str) -> list[tuple[int, int]]:
    """(start, end) of each logical line (backslash continuations joined), end excluding the newline."""
    spans = []
    i, n = 0, len(text)
    while i < n:
        j = i
        while True:
            k = text.find("\n", j)
            if k < 0:
                k = n
                break
            if k > i and text[k - 1] == "\\" and not text[i:k].lstrip().startswith("#"):
                j = k + 1
                continue
            break
        spans.append((i, k))
        i = k + 1
    return spans


def port(text: str, options: BuildOptions | None = None) -> BuildResult:
    options = options or BuildOptions()
    rw: list[Rewrite] = []
    compiler_vars = set(_COMPILER_VARS)
    libraries: set[str] = set()
    arch_vars: set[str] = set()
    lines = _logical_lines(text)
    # First pass: which variables name nvcc or an NVIDIA architecture.
    for s, e in lines:
        m = _ASSIGN.match(text[s:e])
        if m and _NVCC_VALUE.match(m.group(4)):
            compiler_vars.add(m.group(2))
        if m and _NVIDIA_ARCH_VALUE.match(m.group(4)):
            arch_vars.add(m.group(2))
    uses = re.compile(r"\$[({](?:" + "|".join(map(re.escape, sorted(compiler_vars))) + r")[)}]")
    touched = False
    for s, e in lines:
        line = text[s:e]
        if line.lstrip().startswith("#") or not line.strip():
            continue
        ctx = FlagContext(ARCH_FLAGS, TARGETS_HINT)
        m = _ASSIGN.match(line)
        recipe = line.startswith("\t")
        if m and not recipe:
            name, value_start = m.group(2), s + m.start(4)
            nv = _NVCC_VALUE.match(m.group(4))
            fortran = _NVFORTRAN_VALUE.match(m.group(4))
            if fortran:
                at, end = value_start + fortran.start(1), value_start + fortran.end(1)
                rw.append(Rewrite(at, end, None, "error", "build-nvhpc", NVFORTRAN_MESSAGE, fixable=False))
                continue
            if nv:
                hpc = _NVHPC_VALUE.match(m.group(4))
                message = NVHPC_MESSAGE.format(compiler=hpc.group(1)) if hpc else ""
                rw.append(Rewrite(value_start, value_start + nv.end(), "$(HIPCC)", "info" if hpc else "",
                                  "build-nvhpc" if hpc else "", message))  # fmt: skip
                touched = True
            elif name in arch_vars:
                continue  # ARCH = sm_60: unused once -arch=$(ARCH) is gone
            before = len(rw)
            rw.extend(port_words(text, value_start, e, ctx))
            touched |= len(rw) > before
            libraries |= ctx.libraries
        elif recipe and (uses.search(line) or _NVCC_WORD.search(line)):
            for nm in _NVCC_WORD.finditer(line):
                rw.append(Rewrite(s + nm.start(), s + nm.end(), "$(HIPCC)"))
                touched = True
            before = len(rw)
            rw.extend(port_words(text, s, e, ctx))
            touched |= len(rw) > before
            libraries |= ctx.libraries
        for cm in _CU_NAME.finditer(line):
            rw.append(Rewrite(s + cm.start(), s + cm.end(), ".hip"))
            touched = True
    _link_relocatable(text, lines, uses, rw)
    if (touched or compiler_vars != _COMPILER_VARS) and _MARKER not in text:
        rw.append(Rewrite(_header_position(text), _header_position(text), header(options)))
    return apply(text, rw, libraries)


_COMPILE_ONLY = re.compile(r"(?<![\w-])(?:-c|-dc|--device-c|-E|-S)(?![\w-])")
_RDC = re.compile(r"(?<![\w-])(?:-dc|--device-c|-rdc[= ]+true|--relocatable-device-code[= ]+true|-fgpu-rdc)(?![\w-])")


def _link_relocatable(text: str, lines: list[tuple[int, int]], uses: re.Pattern[str], rw: list[Rewrite]) -> None:
    """nvcc links relocatable device code (objects made with ``-dc``) by itself; hipcc only with
    ``-fgpu-rdc`` on the link line too ("undefined reference to __hip_gpubin_handle_...").
    A Makefile that compiles with -dc gets it on each line that links with the compiler."""
    recipes = [
        (s, e)
        for s, e in lines
        if text[s:e].startswith("\t") and (uses.search(text[s:e]) or _NVCC_WORD.search(text[s:e]))
    ]
    if not any(_RDC.search(text[s:e]) for s, e in lines):
        return
    for s, e in recipes:
        line = text[s:e]
        if _COMPILE_ONLY.search(line) or _RDC.search(line):
            continue
        rw.append(Rewrite(e, e, " -fgpu-rdc", "info", "build-rdc",
                          "linked with -fgpu-rdc: the objects are relocatable device code (-dc), which hipcc links"
                          " only when told"))  # fmt: skip


def _header_position(text: str) -> int:
    """After the leading comment block, so a license stays first."""
    pos = 0
    for line in text.splitlines(keepends=True):
        if line.startswith("#") or not line.strip():
            pos += len(line)
            continue
        break
    # Back up to the last blank line of the leading comments, or the file's start.
    head = text[:pos]
    blank = head.rstrip("\n").rfind("\n\n")
    return 0 if pos == 0 else (blank + 2 if blank >= 0 and not head.strip().startswith("#!") else pos)


def hipcc_command(argv: list[str]) -> str:
    """A shell command line for a Makefile's HIPCC."""
    return shlex.join(argv)
