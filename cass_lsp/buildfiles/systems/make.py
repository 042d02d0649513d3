"""Make as a build system (``Makefile``, ``makefile``, ``GNUmakefile``, ``*.mk``, the ``Makefile.X``
a Makefile includes): the rewrite itself is buildfiles/make.py; here is what the rest of cass-lsp
asks of make. Every Makefile folder is a build of its own for ``--check``; the ported Makefile takes
the toolchain's hipcc and targets on make's command line (``make HIPCC=... GPU_TARGETS=...``)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path, PurePath, PurePosixPath

from cass_lsp.buildfiles import make
from cass_lsp.buildfiles.keep_cuda import BEGIN, END, root_relative, strip_blocks
from cass_lsp.buildfiles.result import BuildOptions, BuildResult
from cass_lsp.buildfiles.system import (
    BuildSystem,
    CheckBuild,
    CheckContext,
    CiBuild,
    Command,
    Companions,
    EditorFiles,
    ImagePaths,
    KeepCudaBuild,
    TreeIndex,
    VerifyBuild,
    VerifyContext,
    VerifyRun,
)
from cass_lsp.core.result import Edit, Finding

ENTRY_NAMES = ("Makefile", "makefile", "GNUmakefile")  # the files make reads by itself, in its order
# CUDA in a Makefile: nvcc and the NVIDIA HPC SDK's compilers, a .cu source, CUDA's folders and
# libraries, NVIDIA architectures, an nvidia-smi probe.
_CUDA = re.compile(
    r"(?i)nvcc|nvc\+\+|(?<![\w/.-])nvc(?![\w+.-])|nvfortran|(?<![a-z])cuda|\.cu(?![\w.])|-gencode|(?<![\w-])sm_\d"
    r"|nvidia-smi|(?<![a-z])cu(?:blas|fft|rand|sparse|solver|dnn)|nvml|nvtx"
)
_INCLUDE = re.compile(r"^[ \t]*(?:-include|sinclude|include)[ \t]+(.+)$", re.MULTILINE)
# A header folder named by a relative path: -I../Common, -isystem ../ext
_INCLUDE_FOLDER = re.compile(r"(?<![\w-])(?:-I|-isystem)[ \t]*([^\s$/'\"()][^\s$'\"()]*)")
# A source or object named by a path with a folder: ../GRID/grid.o, src/k.cu (not $(OBJDIR)/x.o)
_SOURCE_PATH = re.compile(r"(?<![\w$/.)}-])((?:[\w.+-]+/)+)[\w.+-]+\.(?:o|obj|cu|hip|c|cc|cpp|cxx)(?![\w.])")
# Variables only the block port writes at the top of a Makefile defines.
_HEADER_VARIABLES = ("$(HIPCC)", "$(HIP_ARCH_FLAGS)", "$(GPU_TARGETS)")
SWITCH = "make GPU_BACKEND=hip HIPCC=hipcc GPU_TARGETS=gfx942"
MAKE_MODULE = "cass-lsp-hip.mk"


class Make(BuildSystem):
    name = "make"
    title = "make"
    editor = EditorFiles(
        ("**/Makefile", "**/makefile", "**/GNUmakefile", "**/*.mk", "**/Makefile.*"),
        vscode=("makefile",),
        nvim=("make",),
    )
    needs_toolchain = True  # the block at the top writes the toolchain's hipcc and targets

    def claims(self, path: PurePath) -> bool:
        return make.claims(path)

    def builds_cuda(self, text: str) -> bool:
        return _CUDA.search(re.sub(r"(?<!\\)#[^\n]*", "", text)) is not None

    def included(self, text: str, here: Path, tree: TreeIndex) -> list[Path]:
        """``include a.mk``, ``-include``, ``sinclude``: each word relative to the Makefile's folder
        (where make runs); a word made with a variable (``$(ROOT)/common.mk``) by its file name."""
        found = []
        for m in _INCLUDE.finditer(text):
            for word in m.group(1).split("#", 1)[0].split():
                if "$" not in word:
                    candidates = [c] if (c := tree.real(here / word)) is not None else []
                elif "$" not in (name := word.rsplit("/", 1)[-1]):
                    candidates = list(tree.by_name(name))
                else:
                    candidates = []
                found += [c for c in candidates if c in tree]
        return found

    def port(self, text: str, options: BuildOptions) -> BuildResult:
        return make.port(text, options)

    def source_folders(self, text: str) -> list[str]:
        folders = {m.group(1).rstrip("/") for m in _SOURCE_PATH.finditer(text)}
        return sorted(f for f in folders if f not in (".", ""))

    def include_folders(self, text: str) -> list[tuple[int, int, str]]:
        return [(m.start(1), m.end(1), m.group(1)) for m in _INCLUDE_FOLDER.finditer(text)]

    def companions(self, text: str, result: BuildResult, options: BuildOptions) -> Companions:
        """A fix that uses $(HIPCC), $(HIP_ARCH_FLAGS) or $(GPU_TARGETS) needs the block that defines them."""
        header = make.header(options)
        block = tuple(e for e in result.edits if e.start == e.end and e.text == header)

        def needs(f: Finding) -> tuple[Edit, ...]:
            uses = any(v in e.text for e in f.fix for v in _HEADER_VARIABLES)
            return block if uses else ()

        return needs

    def check_entry(self, path: PurePath) -> bool:
        return path.name in ENTRY_NAMES

    def check(self, folder: Path, context: CheckContext, build: Path | None = None) -> CheckBuild:
        """make in ``folder`` with the toolchain's hipcc and the targets (the ported Makefile's knobs),
        given at build time: the ported Makefile names no machine's toolchain."""
        variables = [d if "=" in d else f"{d}=1" for d in context.defines]
        # -k: past a program's failure, the others of a suite are built (and said, program by program)
        argv = ("make", "-k", "-C", str(folder), f"HIPCC={context.hipcc}", f"GPU_TARGETS={' '.join(context.targets)}",
                *variables)  # fmt: skip
        env = (("PATH", context.path),) if context.path is not None else ()
        return CheckBuild((Command(argv, env),), folder, fresh_only=True,
                          option_hint="--define NAME=1 (a make variable)")  # fmt: skip

    def ci(self, project_dir: str, targets: tuple[str, ...], paths: ImagePaths) -> CiBuild:
        from shlex import quote

        in_dir = "" if project_dir == "." else f" -C {quote(project_dir)}"
        targets_word = quote("GPU_TARGETS=" + " ".join(targets))
        return CiBuild(
            nvidia_tools="make g++",
            nvidia_build=(f"make{in_dir}",),
            amd_build=(f"make{in_dir} GPU_BACKEND=hip HIPCC={quote(paths.hipcc)} {targets_word}",),
        )


# ---- keep CUDA ------------------------------------------------------------------------------------


def make_head(rel_dir: PurePosixPath) -> str:
    back = root_relative(rel_dir)
    sub = rel_dir.as_posix() if rel_dir.parts else "."
    return (
        f"{BEGIN}: `{SWITCH}` builds for AMD (the NVIDIA build below is unchanged)\n"
        "ifeq ($(GPU_BACKEND),hip)\n"
        f"CASS_HIP_ROOT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))){back})\n"
        f"CASS_HIP_SUBDIR := {sub}\n"
        f"include $(CASS_HIP_ROOT)/{MAKE_MODULE}\n"
        "else\n"
        f"{END}\n"
    )


MAKE_TAIL = f"{BEGIN}\nendif\n{END}\n"


def add_make_block(text: str, rel_dir: PurePosixPath) -> str:
    """A Makefile wrapped so that ``GPU_BACKEND=hip`` runs the AMD build instead of its rules."""
    text = strip_blocks(text)
    if text and not text.endswith("\n"):
        text += "\n"
    return make_head(rel_dir) + text + MAKE_TAIL


def make_module() -> str:
    """``cass-lsp-hip.mk``, at the root."""
    return _MAKE_MODULE


def next_step(folder: Path) -> str:
    return f"{SWITCH} -C {folder}"


Make.keep_cuda = KeepCudaBuild(
    module=MAKE_MODULE,
    module_text=make_module,
    add_block=add_make_block,
    entry=lambda path: path.name in ENTRY_NAMES,
    build_tree_source=strip_blocks,
    next_step=next_step,
)

_MAKE_MODULE = (
    """\
# Written by `cass-lsp port --keep-cuda`: the AMD build of this project (make GPU_BACKEND=hip).
# The CUDA sources stay the source of truth: cass-lsp translates them (only the files changed
# since the last build) into $(HIP_BUILD_DIR), never into the source tree, and the ported Makefile
# there builds them. HIPCC, GPU_TARGETS and the goals given pass on to it. Options: cass-lsp-hip.json.
# The hipcc the ported Makefile compiles with (HIPCC, else its default, the same as here): the
# sources are translated for its HIP.
"""
    + make.HIP_INSTALL_DIR
    + "\n"
    + make.HIPCC_DEFAULT
    + """
CASS_LSP ?= cass-lsp
HIP_BUILD_DIR ?= $(CASS_HIP_ROOT)/build-hip
CASS_HIP_MIRROR := $(abspath $(HIP_BUILD_DIR))/$(notdir $(CASS_HIP_ROOT))
CASS_HIP_GOALS := $(filter-out cass-hip-build cass-hip-sources,$(MAKECMDGOALS))
.PHONY: cass-hip-build cass-hip-sources $(CASS_HIP_GOALS)
cass-hip-build: cass-hip-sources
\t+@$(MAKE) -C $(CASS_HIP_MIRROR)/$(CASS_HIP_SUBDIR) HIPCC='$(HIPCC)' $(CASS_HIP_GOALS)
cass-hip-sources:
\t@$(CASS_LSP) port $(CASS_HIP_ROOT) --out-dir $(CASS_HIP_MIRROR) --build-tree --quiet --hipcc-command '$(HIPCC)'
$(CASS_HIP_GOALS): cass-hip-build ; @:
"""
)

# ---- cass-lsp verify ------------------------------------------------------------------------------

VERIFY_ENTRIES = ("Makefile", "makefile")
MAKE_LINES = r"^make(\[\d+\])?: "  # make's own lines ("Entering directory ...") are not the program's


def _hipcc_variable(context: VerifyContext) -> list[str]:
    """The port's Makefile builds with $(HIPCC): the HIP side is given the platform's hipcc."""
    return [f"HIPCC={shlex.join(context.hipcc)}"] if context.hipcc else []


def verify_commands(context: VerifyContext) -> list[list[str]]:
    return [["make", f"-j{context.jobs}", *context.make_vars, *_hipcc_variable(context)]]


def verify_target(root: Path) -> str | None:
    """The Makefile's ``run`` target, else its ``test`` target."""
    makefile = root / "Makefile" if (root / "Makefile").is_file() else root / "makefile"
    text = makefile.read_text(errors="replace")
    for target in ("run", "test"):
        if re.search(rf"^{target}\s*:(?!=)", text, re.MULTILINE):
            return target
    return None


def verify_default_run(root: Path, context: VerifyContext) -> VerifyRun | None:
    target = verify_target(root)
    if target is None:
        return None
    argv = ("make", "-s", target, *context.make_vars)
    return VerifyRun(f"make {target}", argv, f"the Makefile's {target} target", mask=(MAKE_LINES,))


def verify_program(words: list[str], root: Path, context: VerifyContext) -> tuple[list[str], Path]:
    """A program run through make (a run target may build what is missing) builds with the hipcc the build used."""
    extra = _hipcc_variable(context) if words[:1] == ["make"] else []
    return [*words, *extra], root


# a root Makefile first: often the project's own way to build, around its CMake
Make.verify = VerifyBuild(VERIFY_ENTRIES, 0, verify_commands, verify_default_run, verify_program)

SYSTEM = Make()
