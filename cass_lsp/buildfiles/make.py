"""Makefiles for nvcc to Makefiles for hipcc (``Makefile``, ``makefile``, ``*.mk``).

- A variable set to nvcc (``CC = nvcc``, ``NVCC := /usr/local/cuda/bin/nvcc``, ``NVCC := $(shell
  which nvcc)``) becomes ``$(HIPCC)``, and ``nvcc`` called by name in a recipe too. A block at the
  top sets ``HIP_INSTALL_DIR`` (``ROCM_PATH`` from the environment, else where ``hipcc`` is on
  PATH, else /opt/rocm), ``HIPCC`` (``$(HIP_INSTALL_DIR)/bin/hipcc``: never one machine's
  toolchain, so the Makefile can be committed) and ``GPU_TARGETS``, all overridable:
  ``make HIPCC=... GPU_TARGETS="gfx942 gfx1100"``.
- NVIDIA architecture flags (``-arch=$(ARCH)``, ``-gencode ...``), and variables a build script
  passes in for them (``$(GENCODE_FLAGS)``, never set here), become ``$(HIP_ARCH_FLAGS)``, one
  ``--offload-arch`` per GPU target; a Makefile whose hipcc lines got none gets it on each.
  ``$(shell nvidia-smi ...)`` probes become ``$(GPU_TARGETS)`` (the AMD build does not probe).
- C and C++ compiled by another compiler (gcc, mpicc) that include the HIP runtime need its
  platform define and include path: ``$(HIP_HOST_FLAGS)`` on their compile lines, in place of
  the CUDA include folder; ``-lcudart`` becomes ``-lamdhip64`` (a link by g++ needs it), the CUDA
  library folder ``$(HIP_INSTALL_DIR)/lib``.
- ``.cu`` names become ``.hip`` (port renames the files): ``main.cu``, ``%.cu``, ``$(x:.cu=.o)``.

Variable assignments are rewritten wherever they are; recipe lines only where they run a
compiler. Every rewrite that is not mechanical is a finding on its line. A Makefile make itself
cannot read (a recipe indented with spaces, an ``ifeq`` or ``define`` never closed) is a
BuildFileError, as a CMake file that cannot be read is.
"""

from __future__ import annotations

import re
from pathlib import PurePath

from cass_lsp.buildfiles.flags import FlagContext, Rewrite, port_words
from cass_lsp.buildfiles.result import BuildFileError, BuildOptions, BuildResult, apply
from cass_lsp.buildfiles.tables import HIP_STANDARD, OLD_STANDARDS, standard_message

TARGETS_HINT = "GPU_TARGETS (make GPU_TARGETS=gfx942)"
ARCH_FLAGS = "$(HIP_ARCH_FLAGS)"
_ASSIGN = re.compile(
    r"^(\s*(?:export\s+|override\s+)?)([A-Za-z_][A-Za-z0-9_.-]*)\s*(\?=|:=|::=|\+=|!=|=)\s*(.*)$", re.DOTALL
)
_NVCC_VALUE = re.compile(
    r"^\s*(?:\$\(shell\s+(?:which|command\s+-v|type\s+-p)\s+(?:\S*/)?nvcc[^)]*\)|(?:\S*/)?(?:nvcc|nvc\+\+|nvc)(?=\s|$))"
)
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
# A CUDA installation's folder as Makefiles name it: /usr/local/cuda(-12.4), $(CUDA_DIR), ${CUDA_PATH}.
_CUDA_DIR = r"(?:/usr/local/cuda[\w.-]*|/opt/cuda|\$[({]CUDA\w*[)}])"
_CUDA_INCLUDE = re.compile(r"(?<![\w$])-I\s*" + _CUDA_DIR + r"/include/?(?![\w/])")
_CUDA_LIBDIR = re.compile(r"(?<![\w$])-L\s*(?:" + _CUDA_DIR + r"/lib(?:64)?|\$[({]CUDA_?LIB\w*[)}])/?(?![\w/])")
_PASSED_INCLUDE = re.compile(r"(?<![\w$])-I\s*\$[({](\w*(?:CUDA|GPU)\w*)[)}]/?(?![\w/$])")
_PASSED_LIBDIR = re.compile(r"(?<![\w$])-L\s*\$[({](\w*(?:CUDA|GPU)\w*)[)}]/?(?![\w/$])")
# A probe of the NVIDIA GPU: nvidia-smi, or CUDA's own __nvcc_device_query (CUDA 12.4+).
_NVIDIA_SMI = re.compile(r"\$\(shell\s[^()]*(?:nvidia-smi|__nvcc_device_query)[^()]*(?:\([^()]*\)[^()]*)*\)")
# A variable named for NVIDIA architectures, passed in by a build script when never set here.
_ARCH_NAME = re.compile(r"(?:^|_)(?:GENCODE|ARCH|SM|SMS|COMPUTE_CAP|CUDA_ARCH\w*)(?:_|$)", re.IGNORECASE)
_VAR_REF = re.compile(r"\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]")
_HOST_COMPILER = re.compile(
    r"^(?:\S*/)?(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+|mpicc|mpicxx|mpic\+\+|mpiCC|icc|icpc)(?:-\d+)?$"
)
_RECIPE_COMMAND = re.compile(r"^\t[@+\-\s]*(\S+)")
HOST_FLAGS = "$(HIP_HOST_FLAGS)"


MAKEFILE_NAMES = {"Makefile", "makefile", "GNUmakefile"}


def claims(path: PurePath) -> bool:
    """Makefiles by name: Makefile, *.mk, and Makefile.X that a Makefile includes (AutoDock-GPU's
    Makefile.Cuda); not automake's Makefile.am and Makefile.in."""
    name = path.name
    return (
        name in MAKEFILE_NAMES
        or name.endswith(".mk")
        or (name.startswith("Makefile.") and path.suffix not in (".am", ".in"))
    )


# ROCm's folder and hipcc where the Makefile is built: ROCM_PATH, else where hipcc on PATH is, else
# /opt/rocm (the keep-CUDA module, keep_cuda.py, chooses them the same way).
HIP_INSTALL_DIR = (
    "HIP_INSTALL_DIR := $(or $(ROCM_PATH),$(patsubst %/bin/hipcc,%,$(shell command -v hipcc 2>/dev/null)),/opt/rocm)"
)
HIPCC_DEFAULT = "HIPCC ?= $(HIP_INSTALL_DIR)/bin/hipcc"


def header(options: BuildOptions, mpi: bool = False) -> str:
    """The block port writes at the top: ROCm's folder and hipcc from the machine that builds
    (its environment, else hipcc on PATH), never from the one that ported; with ``mpi``, the MPI
    there too (MPI_HOME, else the one whose mpicc is on PATH: Open MPI names its include folder,
    Debian's under /usr/lib; else mpicc's own prefix)."""
    targets = " ".join(options.gpu_targets)
    lines = [
        f'{_MARKER} (make HIPCC=... GPU_TARGETS="gfx942 gfx1100")',
        # Not ROCM_PATH itself: a Makefile that exports every variable would hand it to hipcc,
        # and Debian's hipcc given ROCM_PATH=/usr no longer finds its device libraries.
        HIP_INSTALL_DIR,
        HIPCC_DEFAULT,
        f"GPU_TARGETS ?= {targets}",
        "HIP_ARCH_FLAGS = $(foreach t,$(GPU_TARGETS),--offload-arch=$(t))",
        "# C and C++ files that include the HIP runtime, compiled by another compiler than hipcc",
        "HIP_HOST_FLAGS = -D__HIP_PLATFORM_AMD__ $(filter-out -I/usr/include,-I$(HIP_INSTALL_DIR)/include)",
    ]
    if mpi:
        lines.append(
            "MPI_INSTALL_DIR := $(or $(MPI_HOME),$(patsubst %/include,%,$(firstword $(shell mpicc --showme:incdirs"
            " 2>/dev/null))),$(patsubst %/bin/mpicc,%,$(shell command -v mpicc 2>/dev/null)))"
        )
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
    """The HIP version of a Makefile; BuildFileError when make itself could not read it."""
    check_syntax(text)
    options = options or BuildOptions()
    rw: list[Rewrite] = []
    libraries: set[str] = set()
    arch_vars: set[str] = set()
    assigned: set[str] = set()
    host_vars: set[str] = set()
    nvcc_vars: set[str] = set()
    lines = _logical_lines(text)
    recipes = _recipe_lines(text, lines)
    # First pass: which variables name nvcc, a host compiler or an NVIDIA architecture.
    first_words: list[tuple[str, str]] = []  # (variable, the first word of a value it is given)
    values: dict[str, list[tuple[int, int]]] = {}  # variable -> the spans of the values it is given
    sdk_vars: set[str] = set()  # variables naming the NVIDIA HPC SDK's folder
    for s, e in lines:
        found = None if (s, e) in recipes else assignment(text[s:e])
        if found is None:
            continue
        name, at = found
        value = text[s + at : e]
        values.setdefault(name, []).append((s + at, e))
        if _NVHPC_ROOT_VALUE.match(value) or _NVHPC_NAME.fullmatch(name):
            sdk_vars.add(name)
        assigned.add(name)
        if _NVCC_VALUE.match(value):
            nvcc_vars.add(name)
        elif value.split() and _HOST_COMPILER.match(value.split()[0]):
            host_vars.add(name)
        elif value.split():
            first_words.append((name, value.split()[0]))
        if _NVIDIA_ARCH_VALUE.match(value):
            arch_vars.add(name)
    _follow_compilers(first_words, nvcc_vars, host_vars)
    compiler_vars = (_COMPILER_VARS - host_vars) | nvcc_vars
    uses = re.compile(r"\$[({](?:" + "|".join(map(re.escape, sorted(compiler_vars))) + r")[)}]")
    passed_in = {"HIP_ARCH_FLAGS", "GPU_TARGETS"} | assigned
    sdk_paths = _nvhpc_paths(text, lines, sdk_vars)
    rw.extend(sdk_paths)
    touched = bool(sdk_paths)
    hip_lines: list[tuple[int, int]] = []  # recipe lines that run hipcc first
    compile_lines: list[tuple[int, int]] = []  # recipe lines that run hipcc, first or after another command
    host_lines: list[tuple[int, int]] = []  # recipe lines that compile with another compiler
    conditions = _conditions(text, lines)
    for s, e in lines:
        line = text[s:e]
        if line.lstrip().startswith("#") or not line.strip():
            continue
        recipe = (s, e) in recipes
        found = None if recipe else assignment(line)
        condition = conditions.get((s, e)) if found is not None else None
        # Arch flags a variable gets only behind a condition (a probe of the NVIDIA GPU found
        # something) go: the AMD build need not meet it, and every hipcc line gets the targets.
        ctx = FlagContext("", _conditional_hint(condition)) if condition else FlagContext(ARCH_FLAGS, TARGETS_HINT)
        for probe in _NVIDIA_SMI.finditer(line):
            rw.append(Rewrite(s + probe.start(), s + probe.end(), "$(GPU_TARGETS)", "info", "build-gpu-probe",
                              "an nvidia-smi probe became $(GPU_TARGETS): the AMD build does not probe the GPU;"
                              f" it builds for {TARGETS_HINT}"))  # fmt: skip
            touched = True
        if found is not None:
            name, value_start = found[0], s + found[1]
            value = text[value_start:e]
            nv = _NVCC_VALUE.match(value)
            fortran = _NVFORTRAN_VALUE.match(value)
            if fortran:
                at, end = value_start + fortran.start(1), value_start + fortran.end(1)
                rw.append(Rewrite(at, end, None, "error", "build-nvhpc", NVFORTRAN_MESSAGE, fixable=False))
                continue
            if nv:
                hpc = _NVHPC_VALUE.match(value)
                message = NVHPC_MESSAGE.format(compiler=hpc.group(1)) if hpc else ""
                rw.append(Rewrite(value_start + nv.start(), value_start + nv.end(), "$(HIPCC)", "info" if hpc else "",
                                  "build-nvhpc" if hpc else "", message))  # fmt: skip
                touched = True
            elif name in arch_vars:
                continue  # ARCH = sm_60: unused once -arch=$(ARCH) is gone
            before = len(rw)
            rw.extend(_toolkit_paths(text, value_start, e, passed_in))
            rw.extend(port_words(text, value_start, e, ctx))
            rw.extend(_passed_in_arch(text, value_start, e, passed_in, ctx))
            touched |= len(rw) > before
            libraries |= ctx.libraries
        elif recipe and (uses.search(line) or _NVCC_WORD.search(line)):
            for nm in _NVCC_WORD.finditer(line):
                rw.append(Rewrite(s + nm.start(), s + nm.end(), "$(HIPCC)"))
                touched = True
            before = len(rw)
            rw.extend(_toolkit_paths(text, s, e, passed_in))
            rw.extend(port_words(text, s, e, ctx))
            rw.extend(_passed_in_arch(text, s, e, passed_in, ctx))
            touched |= len(rw) > before
            libraries |= ctx.libraries
            if _runs_compiler(line, uses):
                compile_lines.append((s, e))
            if _command_word(line, uses) is not None:
                hip_lines.append((s, e))
                device_link = _device_link(text, s, e)
                if device_link:  # the table's error finding on -dlink gives way to the rewrite
                    rw[before:] = [r for r in rw[before:] if r.code != "build-dlink"]
                    rw.extend(device_link)
        elif recipe and _host_command(line, host_vars) is not None:
            # gcc or mpicc compiling C/C++ that calls the runtime, or linking: the CUDA folders and
            # libraries become ROCm's (a link by g++ needs -lamdhip64: it links nothing by itself).
            host_lines.append((s, e))
            before = len(rw)
            rw.extend(_toolkit_paths(text, s, e, passed_in))
            rw.extend(port_words(text, s, e, ctx))
            touched |= len(rw) > before
            libraries |= ctx.libraries
        elif not recipe:
            rw.extend(_toolkit_paths(text, s, e, passed_in))  # ifeq/conditionals naming the CUDA folder
        for cm in _CU_NAME.finditer(line):
            rw.append(Rewrite(s + cm.start(), s + cm.end(), ".hip"))
            touched = True
    _link_relocatable(text, lines, uses, rw)
    cuda = touched or bool(nvcc_vars)
    if cuda:
        unconditional = {
            (s, e): found for s, e in lines
            if (s, e) not in recipes and (s, e) not in conditions and (found := _ASSIGN.match(text[s:e]))
        }  # fmt: skip
        _arch_everywhere(text, [(s, e) for s, e in lines if (s, e) in recipes], unconditional, uses, rw)
        _raise_standard(text, compile_lines, values, rw)
        hip_sources = _hip_sources(text, options.project.gpu_library_sources)
        for s, e in host_lines:
            line = text[s:e]
            word = _host_command(line, host_vars)
            compiled = _compiled_source(line, recipes[(s, e)], hip_sources)
            if word is not None and compiled is not None:
                rw.append(Rewrite(s + _RECIPE_COMMAND.match(line).start(1), s + word, f"$(HIPCC) {ARCH_FLAGS}",
                                  "info", "build-hip-source",
                                  f"compiled by hipcc: {compiled} includes a GPU library's headers (rocThrust,"
                                  " hipCUB), which build only as HIP"))  # fmt: skip
            # On every line: one compiling and linking at once (g++ $(shell ls *.cpp) -o app) compiles too.
            elif word is not None and HOST_FLAGS not in line:
                rw.append(Rewrite(s + word, s + word, f" {HOST_FLAGS}"))
        for s, e in compile_lines:
            # hipcc compiles a .c as C, where the HIP runtime's header needs the platform define.
            line = text[s:e]
            if HOST_FLAGS not in line and _compiles_c(line, recipes[(s, e)]):
                for end in _compiler_words(line, uses):
                    rw.append(Rewrite(s + end, s + end, f" {HOST_FLAGS}"))
    if cuda and _MARKER not in text:
        mpi = any(r.text and MPI_DIR in r.text for r in sdk_paths)
        rw.append(Rewrite(_header_position(text), _header_position(text), header(options, mpi)))
    return apply(text, rw, libraries)


# The NVIDIA HPC SDK: its folder (/opt/nvidia/hpc_sdk/Linux_x86_64/25.7), a variable set to it or
# named for it ($(NVHPC_SDK)), and the folders under it a CUDA build uses: its MPI and NCCL
# (comm_libs), its CUDA libraries (math_libs) and CUDA (cuda), each under a version folder or not.
_NVHPC_ROOT_VALUE = re.compile(r"^\s*/opt/nvidia/hpc_sdk(?![\w.-])")
_NVHPC_NAME = re.compile(r"NVHPC\w*|NV_?HPC_SDK\w*")
_NVHPC_INSTALL = r"/opt/nvidia/hpc_sdk/[\w.+-]+/[\w.+-]+"
_TOOLKIT_PART = re.compile(r"include|lib|lib64|bin|share")
MPI_DIR = "$(MPI_INSTALL_DIR)"


def _nvhpc_paths(text: str, lines: list[tuple[int, int]], sdk_vars: set[str]) -> list[Rewrite]:
    """Folders of the NVIDIA HPC SDK, which an AMD machine does not have (HeCBench's pingpong:
    ``MPI_ROOT = $(NVHPC_SDK)/comm_libs/12.9/openmpi4/openmpi-4.1.5/``): its MPI becomes the
    machine's (``$(MPI_INSTALL_DIR)``, set in the header), its MPI's programs (``.../bin/mpirun``)
    those on PATH, its NCCL, CUDA libraries and CUDA ROCm's folder (RCCL, the hip and roc
    libraries). Anything else under it (NVSHMEM, its compilers) stays."""
    root = _NVHPC_INSTALL + "".join(f"|\\$[({{]{re.escape(v)}[)}}]" for v in sorted(sdk_vars))
    pattern = re.compile(rf"(?:{root})/(comm_libs|math_libs|cuda)((?:/[\w.+-]+)*)/?(?![\w.+-])")
    out = []
    for s, e in lines:
        if text[s:e].lstrip().startswith("#"):
            continue
        for m in pattern.finditer(text, s, e):
            parts = [p for p in m.group(2).split("/") if p]
            found = _nvhpc_counterpart(m.group(1), parts)
            if found is not None:
                new, what = found
                message = f"{m.group()} is the NVIDIA HPC SDK's {what}"
                out.append(Rewrite(m.start(), m.end(), new, "info", "build-nvhpc-path", message))
    return out


def _nvhpc_counterpart(kind: str, parts: list[str]) -> tuple[str, str] | None:
    """(what a folder of the SDK becomes, what the finding says) for ``kind`` (comm_libs,
    math_libs, cuda) and the folders below it; None for one with no counterpart here."""

    def below(at: int) -> str:
        rest = ["lib" if p == "lib64" else p for p in parts[at:]]
        return "".join(f"/{p}" for p in rest)

    inside = next((i for i, p in enumerate(parts) if _TOOLKIT_PART.fullmatch(p)), len(parts))
    if kind != "comm_libs":
        return f"$(HIP_INSTALL_DIR){below(inside)}", "CUDA: ROCm's folder has the HIP counterparts"
    if "nccl" in parts[:inside]:
        return f"$(HIP_INSTALL_DIR){below(inside)}", "NCCL: ROCm's folder has RCCL"
    if not any(re.match(r"mpi|openmpi|hpcx", p) for p in parts[:inside]):
        return None  # NVSHMEM and the like: no counterpart named here
    if inside < len(parts) - 1 and parts[inside] == "bin":
        tool = parts[inside + 1]
        return tool, f"MPI: {tool} became the one on PATH"
    return f"{MPI_DIR}{below(inside)}", f"MPI: it became {MPI_DIR}, the MPI whose mpicc is on PATH (or MPI_HOME)"


# A target's or a pattern's own variable: `app: CFLAGS += -g`, `$(OBJ)/%.o: NVFLAGS = -x cu -dc`.
_TARGET_ASSIGN = re.compile(
    r"^(?:\$[({][^)}]*[)}]|[^\t#=:$\s]|[ ](?=\S))+:\s*(?:export\s+|override\s+)?(?P<name>[A-Za-z_][A-Za-z0-9_.-]*)\s*"
    r"(?:\?=|::=|:=|\+=|!=|=)\s*(?P<value>.*)$",
    re.DOTALL,
)


def assignment(line: str) -> tuple[str, int] | None:
    """(the variable, where its value starts in ``line``) of a variable assignment, a target's or a
    pattern's own included; None for any other line."""
    m = _ASSIGN.match(line)
    if m:
        return m.group(2), m.start(4)
    m = _TARGET_ASSIGN.match(line)
    if m:
        return m.group("name"), m.start("value")
    return None


def _follow_compilers(first_words: list[tuple[str, str]], nvcc_vars: set[str], host_vars: set[str]) -> None:
    """A variable whose value starts with one naming nvcc or a host compiler (``COMP =
    $(TEST_CC) $(CFLAGS)``) runs that compiler too, however deep the chain."""
    changed = True
    while changed:
        changed = False
        for name, word in first_words:
            ref = _VAR_REF.fullmatch(word)
            if ref is None or name in nvcc_vars or name in host_vars:
                continue
            for found in (nvcc_vars, host_vars):
                if ref.group(1) in found:
                    found.add(name)
                    changed = True


def _recipe_lines(text: str, lines: list[tuple[int, int]]) -> dict[tuple[int, int], str]:
    """The logical lines that are recipes (a tab-indented line after a rule), each with its rule's
    line. Elsewhere a tab is blank space (AutoDock-GPU's tab-indented ``CUDA_FLAGS = ...`` inside
    an ifeq)."""
    recipes: dict[tuple[int, int], str] = {}
    rule = None
    for s, e in lines:
        line = text[s:e]
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.startswith("\t") and rule is not None:
            recipes[(s, e)] = rule
        elif _CONDITIONAL.match(line):
            continue
        elif _RULE.match(line) and not _ASSIGN.match(line):
            rule = line
        elif _ASSIGN.match(line):
            rule = None
    return recipes


def _command_word(line: str, uses: re.Pattern[str]) -> int | None:
    """The end of a recipe line's command word when that word is the HIP compiler (a compiler
    variable, nvcc, hipcc); None otherwise (an ``echo $(NVCC)``)."""
    m = _RECIPE_COMMAND.match(line)
    if m is None:
        return None
    word = m.group(1)
    if uses.fullmatch(word) or _NVCC_WORD.fullmatch(word) or word in ("$(HIPCC)", "${HIPCC}"):
        return m.end(1)
    return None


def _runs_compiler(line: str, uses: re.Pattern[str]) -> bool:
    """Does a recipe line run the HIP compiler (nvcc, hipcc or a variable naming one) as a command,
    first or after ``;``/``&&``/``||``? Not one that only names it (``@echo CC = $(CC)``)."""
    line = _MAKE_REFERENCE.sub(lambda m: m.group().replace("|", "").replace(";", ""), line).replace("\\\n", " ")
    return any(_command_word("\t" + command.strip(), uses) is not None for command in _SHELL_LIST.split(line))


def _host_command(line: str, host_vars: set[str]) -> int | None:
    """The end of the command word of a recipe line run by a host compiler (gcc, g++, mpicc, or a
    variable set to one); None otherwise."""
    m = _RECIPE_COMMAND.match(line)
    if m is None:
        return None
    word = m.group(1)
    ref = _VAR_REF.fullmatch(word)
    if (ref is not None and ref.group(1) in host_vars) or _HOST_COMPILER.match(word):
        return m.end(1)
    return None


def _toolkit_paths(text: str, start: int, end: int, passed_in: set[str]) -> list[Rewrite]:
    """The CUDA installation's include and library folders: the HIP platform flags and ROCm's
    library folder; also where the folder is a variable a build script passes in, never set
    here and named for CUDA or the GPU (AutoDock-GPU's -I$(GPU_INCLUDE_PATH))."""
    span = text[start:end]
    out = []
    for pattern, new in ((_CUDA_INCLUDE, HOST_FLAGS), (_CUDA_LIBDIR, "-L$(HIP_INSTALL_DIR)/lib"),
                         (_PASSED_INCLUDE, HOST_FLAGS), (_PASSED_LIBDIR, "-L$(HIP_INSTALL_DIR)/lib")):  # fmt: skip
        for m in pattern.finditer(span):
            if m.groups() and m.group(1) in passed_in:
                continue  # set in this Makefile: the project's own folder
            out.append(Rewrite(start + m.start(), start + m.end(), new))
    return out


def _passed_in_arch(text: str, start: int, end: int, passed_in: set[str], ctx: FlagContext) -> list[Rewrite]:
    """``$(GENCODE_FLAGS)``, never set in the Makefile: NVIDIA architectures a build script passes
    in (``make GENCODE_FLAGS="-gencode ..."``). hipcc would get them; the AMD targets come from
    GPU_TARGETS."""
    out = []
    for m in _VAR_REF.finditer(text, start, end):
        name = m.group(1)
        if name in passed_in or not _ARCH_NAME.search(name):
            continue
        new = "" if ctx.seen_arch else ctx.arch_text
        ctx.seen_arch = True
        became = f"it became {ARCH_FLAGS}" if new else "removed"
        out.append(Rewrite(m.start(), m.end(), new, "info", "build-arch",
                           f"$({name}), never set in this Makefile, names NVIDIA architectures a build script passes"
                           f" in: {became}; the AMD targets come from {ctx.targets_hint}"))  # fmt: skip
    return out


def _arch_everywhere(
    text: str,
    recipes: list[tuple[int, int]],
    assignments: dict[tuple[int, int], re.Match[str]],
    uses: re.Pattern[str],
    rw: list[Rewrite],
) -> None:
    """Every command of a recipe that runs hipcc gets $(HIP_ARCH_FLAGS), unless it has the targets
    whatever make decides: on the line itself, or through variables given them outside any
    condition or target (``NVFLAGS = -O3 $(HIP_ARCH_FLAGS)``). Otherwise nvcc's default, flags
    behind a probe of the NVIDIA GPU, or flags a pattern gives only its compiles (a link of
    relocatable code compiles device code too) would leave hipcc's default target (gfx906)."""

    def has_targets(start: int, end: int) -> bool:
        return ARCH_FLAGS in text[start:end] or any(
            r.text and ARCH_FLAGS in r.text and start <= r.start and r.end <= end for r in rw
        )

    given: set[str] = set()  # variables that hold the targets whatever make decides
    changed = True
    while changed:
        changed = False
        for (s, e), m in assignments.items():
            name = m.group(2)
            if name in given:
                continue
            at = s + m.start(4)
            if has_targets(at, e) or any(ref.group(1) in given for ref in _VAR_REF.finditer(text, at, e)):
                given.add(name)
                changed = True
    for s, e in recipes:
        for end in _compiler_words(text[s:e], uses):
            rest = text[s + end : e]
            commands = _SHELL_LIST.split(_MAKE_REFERENCE.sub(lambda m: "_" * len(m.group()), rest), 1)
            command_end = s + end + len(commands[0])
            if has_targets(s + end, command_end) or any(
                ref.group(1) in given for ref in _VAR_REF.finditer(text, s + end, command_end)
            ):
                continue
            rw.append(Rewrite(s + end, s + end, f" {ARCH_FLAGS}"))


_COMMAND_START = re.compile(r"(?:^\t[@+\-\s]*|(?:;|&&|\|\||\||\()\s*)(\S+)")


def _compiler_words(line: str, uses: re.Pattern[str]) -> list[int]:
    """The end of each command word of a recipe line that is the HIP compiler: the first command's
    and those after ``;``, ``&&``, ``||``, ``|`` (``mkdir -p obj && $(NVCC) ...``)."""
    masked = _MAKE_REFERENCE.sub(lambda m: m.group()[:2] + "_" * (len(m.group()) - 3) + m.group()[-1], line)
    ends = []
    for m in _COMMAND_START.finditer(masked):
        word = line[m.start(1) : m.end(1)]
        if uses.fullmatch(word) or _NVCC_WORD.fullmatch(word) or word in ("$(HIPCC)", "${HIPCC}"):
            ends.append(m.end(1))
    return ends


def _conditions(text: str, lines: list[tuple[int, int]]) -> dict[tuple[int, int], str]:
    """The lines inside ``ifeq``/``ifneq``/``ifdef``/``ifndef`` blocks, each with the innermost
    condition's directive (``ifneq ($(GPU_CC),)``; an ``else`` branch's says so)."""
    out: dict[tuple[int, int], str] = {}
    stack: list[str] = []
    for s, e in lines:
        line = text[s:e]
        m = _CONDITIONAL.match(line)
        word = m.group(1) if m else ""
        if word in ("ifeq", "ifneq", "ifdef", "ifndef"):
            stack.append(" ".join(line.split()))
        elif word == "else" and stack:
            stack[-1] = f"the else of {stack[-1].removeprefix('the else of ')}"
        elif word == "endif" and stack:
            stack.pop()
        elif stack and word not in ("define", "endef"):
            out[(s, e)] = stack[-1]
    return out


def _conditional_hint(condition: str) -> str:
    return (
        f"{TARGETS_HINT} on every hipcc line, not from here: this sits behind `{condition}`, which the AMD build"
        " need not meet (a probe of the NVIDIA GPU finds none), so it was removed"
    )


_C_SOURCE = re.compile(r"(?<![\w$])[\w./-]*\.c(?![\w.+])")
_PREREQUISITE = re.compile(r"^[^:]*::?\s*(\S*)")
_SUFFIX_RULE = re.compile(r"^\.(c|cc|cpp|cxx|C)\.o\s*:")


def _compiles_c(line: str, rule: str) -> bool:
    """Does a recipe line compile a C file: one it names, or its rule's (``%.o: %.c``, ``.c.o:``)?"""
    if _C_SOURCE.search(_MAKE_REFERENCE.sub("", line)):
        return True
    return _rule_source_suffix(rule) == ".c" and "$<" in line


def _rule_source_suffix(rule: str) -> str:
    """The suffix of a rule's first prerequisite (``%.o: %.cpp`` -> .cpp; ``.c.o:`` -> .c)."""
    suffix = _SUFFIX_RULE.match(rule)
    if suffix:
        return "." + suffix.group(1)
    first = _PREREQUISITE.match(rule)
    name = first.group(1) if first else ""
    return name[name.rfind(".") :] if "." in name else ""


def _hip_sources(text: str, gpu_library_sources: frozenset[str]) -> set[str]:
    """The sources the project says need the HIP compiler that this Makefile builds (it names
    them, or their objects)."""
    return {
        name for name in gpu_library_sources
        if re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w.])", text)
        or re.search(rf"(?<![\w.-]){re.escape(name.rsplit('.', 1)[0])}\.o(?![\w.])", text)
    }  # fmt: skip


def _compiled_source(line: str, rule: str, hip_sources: set[str]) -> str | None:
    """Which of ``hip_sources`` a host compiler's recipe line compiles (-c): one it names, or one
    its rule's pattern covers (``%.o: %.cpp``); None for none, or a link."""
    if not hip_sources or not re.search(r"(?<![\w-])-c(?![\w-])", line):
        return None
    named = [name for name in sorted(hip_sources) if name in line or name in rule]
    if named:
        return named[0]
    suffix = _rule_source_suffix(rule)
    covered = sorted(name for name in hip_sources if name.endswith(suffix) and "%" in rule and "$<" in line)
    return ", ".join(covered) if covered and suffix else None


_OLD_STANDARD = re.compile(r"(?<![\w-])-std=(c|gnu)\+\+(" + "|".join(OLD_STANDARDS) + r"|0x)(?![\w.])")


def _raise_standard(
    text: str, hip_lines: list[tuple[int, int]], values: dict[str, list[tuple[int, int]]], rw: list[Rewrite]
) -> None:
    """A C++ standard older than 14 on a hipcc line, or in a variable one uses (FastEddy's
    ``TEST_CU_CFLAGS = ... -std=c++11``, however deep), is raised (tables.py says why)."""
    spans = list(hip_lines)
    seen: set[str] = set()
    pending = [m.group(1) for s, e in hip_lines for m in _VAR_REF.finditer(text, s, e)]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        for s, e in values.get(name, ()):
            spans.append((s, e))
            pending += [m.group(1) for m in _VAR_REF.finditer(text, s, e)]
    done: set[int] = set()
    for s, e in spans:
        for m in _OLD_STANDARD.finditer(text, s, e):
            if m.start() in done:
                continue
            done.add(m.start())
            new = f"-std={m.group(1)}++{HIP_STANDARD}"
            rw.append(Rewrite(m.start(), m.end(), new, "info", "build-cxx-standard", standard_message(m.group(), new)))


_CONDITIONAL = re.compile(r"^\s*(?:override\s+)?(ifeq|ifneq|ifdef|ifndef|else|endif|define|endef)\b")
_DIRECTIVE = re.compile(
    r"^\s*(?:-?include|sinclude|export|unexport|vpath|override|undefine|\$[({](?:eval|info|warning|error|call)\b)"
)
_RULE = re.compile(r"^[^\t#=]*[^:=\s]\s*::?(?![=])")


def check_syntax(text: str) -> None:
    """BuildFileError for what GNU make itself stops at: a recipe line indented with spaces
    ("missing separator"), an ``ifeq`` or ``define`` never closed, an ``endif`` or ``endef``
    with nothing open."""
    stack: list[tuple[str, int]] = []
    in_rule = False
    for number, line in enumerate(_joined_lines(text), 1):
        if stack and stack[-1][0] == "define":
            if re.match(r"^\s*endef\b", line):
                stack.pop()
            continue
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.startswith("\t") and in_rule:
            continue  # a recipe line; outside a rule a tab is blank space (darknet's "\telse")
        m = _CONDITIONAL.match(line)
        if m:
            word = m.group(1)
            if word in ("ifeq", "ifneq", "ifdef", "ifndef", "define"):
                stack.append((word, number))
            elif word == "else":
                if not stack:
                    raise BuildFileError(number, "'else' with no ifeq/ifdef open: make stops here")
            elif word == "endif":
                if not stack or stack[-1][0] == "define":
                    raise BuildFileError(number, "'endif' with no ifeq/ifdef open: make stops here")
                stack.pop()
            elif word == "endef":
                raise BuildFileError(number, "'endef' with no define open: make stops here")
            continue
        readable = _ASSIGN.match(line) or _RULE.match(line) or _DIRECTIVE.match(line)
        if line.startswith(" ") and in_rule and not readable:
            raise BuildFileError(
                number, "a recipe line indented with spaces, not a tab (make stops with 'missing separator'):"
                " indent it with a tab"
            )  # fmt: skip
        if _RULE.match(line) and not _ASSIGN.match(line):
            in_rule = True
        elif _ASSIGN.match(line) and not line[0].isspace():
            in_rule = False
    if stack:
        word, number = stack[-1]
        closer = "endef" if word == "define" else "endif"
        raise BuildFileError(number, f"this {word} is never closed by {closer}: make stops at the end of the file")


def _joined_lines(text: str) -> list[str]:
    """The file's lines, a backslash-continued line joined onto the line it starts (empty lines
    stand in for the ones joined, so that numbers stay the file's)."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        joined, count = lines[i], 1
        while joined.endswith("\\") and i + count < len(lines):
            joined = joined[:-1] + " " + lines[i + count]
            count += 1
        out += [joined, *[""] * (count - 1)]
        i += count
    return out


_NVIDIA_OUTPUT = re.compile(r"(?<![\w-])--?(?:cubin|ptx|fatbin)(?![\w-])")  # an NVIDIA binary: no device link to port
_DEVICE_LINK = re.compile(r"(?<![\w-])(?:-dlink|--device-link)(?![\w-])")
_OUTPUT = re.compile(r"(?<![\w-])(?:-o|--output-file)(?:\s+|=)?(?P<out>[^\s;&|=-][^\s;&|]*)")
_MAKE_REFERENCE = re.compile(r"\$[({][^)}]*[)}]")
_SHELL_LIST = re.compile(r";|&&|\|")
DEVICE_LINK = "-fgpu-rdc --hip-link --emit-static-lib"


def _device_link(text: str, start: int, end: int) -> list[Rewrite]:
    """nvcc's separate device link, ``nvcc -dlink OBJECTS -o OUT`` (a recipe line of one command):
    OUT is an object holding the linked device code of relocatable objects, which the program's
    own link (by gcc, mpicc...) takes beside them. hipcc makes that object too:
    ``--hip-link --emit-static-lib`` links the device code into an archive whose last member holds
    it (the other members are the objects' host code, which the program's link already has), and
    ``ar p`` makes that member OUT. None for a line this cannot rewrite (no -o, several commands):
    the table's error finding stays."""
    line = text[start:end]
    flag = _DEVICE_LINK.search(line)
    output = _OUTPUT.search(line)
    if (
        flag is None
        or output is None
        or _SHELL_LIST.search(_MAKE_REFERENCE.sub("", line))
        or _NVIDIA_OUTPUT.search(line)
    ):
        return []
    out = output.group("out")
    extract = f' && ar p {out} "$$(ar t {out} | tail -n 1)" > {out}.dlink && mv {out}.dlink {out}'
    message = (
        f"{flag.group()} became hipcc's device link ({DEVICE_LINK}, then ar p): {out} holds the device code of the"
        " relocatable objects, linked, for the program's link to take as it took nvcc's"
    )
    return [
        Rewrite(start + flag.start(), start + flag.end(), DEVICE_LINK, "info", "build-dlink", message, fixable=False),
        Rewrite(end, end, extract),
    ]


_COMPILE_ONLY = re.compile(r"(?<![\w-])(?:-c|-dc|--device-c|-E|-S)(?![\w-])")
_RDC = re.compile(r"(?<![\w-])(?:-dc|--device-c|-rdc[= ]+true|--relocatable-device-code[= ]+true|-fgpu-rdc)(?![\w-])")


def _link_relocatable(text: str, lines: list[tuple[int, int]], uses: re.Pattern[str], rw: list[Rewrite]) -> None:
    """nvcc links relocatable device code (objects made with ``-dc``) by itself; hipcc only with
    ``-fgpu-rdc`` on the link line too ("undefined reference to __hip_gpubin_handle_...").
    A Makefile that compiles with -dc gets it on each line that links with the compiler."""
    recipes = [(s, e) for s, e in lines if text[s:e].startswith("\t") and _runs_compiler(text[s:e], uses)]
    if not any(_RDC.search(text[s:e]) for s, e in lines):
        return
    for s, e in recipes:
        line = text[s:e]
        if _COMPILE_ONLY.search(line) or _RDC.search(line) or _DEVICE_LINK.search(line):
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
