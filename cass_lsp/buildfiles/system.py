"""What a build system is to cass-lsp: one ``BuildSystem`` per system, in one module each
(``buildfiles/systems/``), with everything the rest of cass-lsp asks of it. Nothing outside those
modules tests which system a file belongs to: it asks the system.

- **The files**: ``claims(path)`` (by name), ``standalone(path)`` (a build of its own, or a
  fragment that counts only where a build includes it), the editor's ``EditorFiles`` (globs and
  language ids, from which the VS Code and Neovim clients' lists are checked).
- **The project**: ``builds_cuda(text)`` (it compiles CUDA, names nvcc or a CUDA library),
  ``included(...)`` (the files it reads in: ``include()``, make's ``include``) and ``added(...)``
  (the builds it adds: ``add_subdirectory``), from which the project model decides which build
  files a port rewrites (project/scan.py); ``project_facts(texts)``, what the port of one of its
  files needs of the others (buildfiles/facts.py: a CMake project's own functions...).
- **The port**: ``port(text, options)``: the HIP text, its edits, findings on the file's lines
  (codes from buildfiles/codes.py), the HIP libraries it links; ``companions``: the other edits of
  the port a finding's quick fix needs to stand on its own in the editor; ``include_folders``: the
  header folders it names by a relative path (the port says which reach outside the tree).
- **The check** (``port --check``): ``check_entry(path)`` (the file a build of its folder starts
  from) and ``check(folder, context)``: the commands that configure and build it, as descriptions
  (argv and environment). The layers: this package imports no toolchain, so the command line fills
  a ``CheckContext`` from the toolchain in use and runs the commands where hipcc runs.
- **Keep CUDA** (``port --keep-cuda``): ``keep_cuda``, the block a build file gains for the AMD
  build behind one switch, the module it includes, and the command that builds it.
- **CI** (``--keep-cuda --ci``): ``ci(project_dir, targets, paths)``: the commands of the NVIDIA and
  the AMD job (ci_jobs.py writes them for GitHub and GitLab).
- **Verify** (``cass-lsp verify``): ``verify``, how a tree with the system's files at its root is
  built with its own build files, what it runs where the project names no program, and how a
  program's command is given the platform's hipcc (app/verify.py fills a ``VerifyContext``).

A system that only reports (autotools, Meson, Bazel) keeps the defaults: no check, no keep-CUDA
block, no CI job, no verify. Adding a system is a module in ``systems/`` and its line in ``systems.SYSTEMS``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path, PurePath, PurePosixPath
from typing import ClassVar

from cass_lsp.buildfiles.facts import ProjectFacts
from cass_lsp.buildfiles.result import BuildOptions, BuildResult
from cass_lsp.core.result import Edit, Finding

Companions = Callable[[Finding], tuple[Edit, ...]]


@dataclass(frozen=True)
class EditorFiles:
    """How editors know a system's files: globs (VS Code's document selector) and language ids
    (VS Code's ``vscode``, Neovim's ``nvim`` filetypes; a filetype other files share, such as
    Python's for SCons, is left out: the client would send every such file)."""

    patterns: tuple[str, ...]
    vscode: tuple[str, ...] = ()
    nvim: tuple[str, ...] = ()


@dataclass(frozen=True)
class Command:
    """A command to run where hipcc runs (the toolchain's root or container, else this machine)."""

    argv: tuple[str, ...]
    env: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class CheckContext:
    """What a check's commands need of the toolchain in use (app/port_check.py fills it)."""

    targets: tuple[str, ...]
    defines: tuple[str, ...] = ()  # --define NAME[=VALUE]
    hipcc: str = "hipcc"  # what a Makefile's HIPCC is given (a shell command line)
    cmake: str | None = None  # a cmake that takes CMake's HIP language; None: ``cmake_problem`` says why
    cmake_problem: str = ""
    hip_compiler: str | None = None  # CMake's HIP compiler: the toolchain's clang++
    host_compilers: tuple[str, str] | None = None  # (CC, CXX) where the toolchain's root has no gcc
    hip_flags: str = ""  # HIPFLAGS on this machine (ROCm's folder, the device libraries)
    on_host: bool = True  # False: the toolchain is a root or a container, with its own platform
    path: str | None = None  # PATH where the build runs, where the toolchain sets one
    jobs: int = 2


@dataclass(frozen=True)
class CheckBuild:
    """How ``port --check`` builds one folder of the written tree."""

    commands: tuple[Command, ...]  # run in turn until one fails
    objects: Path  # where the objects land
    own_folder: Path | None = None  # the build's own folder (not sources)
    fresh_only: bool = False  # only objects written during this build count (a Makefile's sit beside old ones)
    option_hint: str = "--define NAME=ON"  # how a build option is turned on through --define
    problem: str = ""  # the build cannot run (no cmake 3.27): said instead of building


@dataclass(frozen=True)
class KeepCudaBuild:
    """A system's AMD build behind ``GPU_BACKEND=hip`` (``port --keep-cuda``)."""

    module: str  # the file at the root that the blocks include (cass-lsp-hip.cmake)
    module_text: Callable[[], str]
    add_block: Callable[[str, PurePosixPath], str | None]  # (text, its folder) -> text; None: no block here
    entry: Callable[[PurePath], bool]  # the files that may carry a block
    build_tree_source: Callable[[str], str]  # a file with its block off, as the generated tree's port reads it
    next_step: Callable[[Path], str]  # the command that builds a project in that folder for AMD


@dataclass(frozen=True)
class VerifyContext:
    """How ``cass-lsp verify`` builds and runs one tree, from the toolchain in use (app/verify.py)."""

    side: str  # "cuda" (the original) or "hip" (its port)
    platform: str = "amd"  # where the HIP tree runs: "amd", or "nvidia" (HIP's NVIDIA platform)
    arch: str | None = None  # the GPU's (sm_90, gfx942)
    make_vars: tuple[str, ...] = ()  # --make VAR=VALUE
    hipcc: tuple[str, ...] = ()  # the platform's hipcc (the HIP side only)
    nvcc: str | None = None  # the HIP side on NVIDIA: the compiler of CMake's HIP language
    nvcc_flags: tuple[str, ...] = ()  # and its flags (the layer's headers)
    hip_root: str | None = None  # and the layer's prefix (CMake's ROCm root there, HIP's CMake packages)
    jobs: int = 2


@dataclass(frozen=True)
class VerifyRun:
    """What a tree's own build files run where the project's rule file names no program."""

    name: str  # "make run", "ctest"
    argv: tuple[str, ...]
    source: str  # where it came from, for people: "the Makefile's run target"
    mask: tuple[str, ...] = ()  # output lines the build tool prints, not the program


@dataclass(frozen=True)
class VerifyBuild:
    """A system's part of ``cass-lsp verify``: a tree built with its own build files, and run."""

    entries: tuple[str, ...]  # the files at a tree's root that it builds from
    rank: int  # a root with several systems' entries is built by the lowest rank's
    commands: Callable[[VerifyContext], list[list[str]]]  # run in turn, in the tree's root
    default_run: Callable[[Path, VerifyContext], VerifyRun | None]  # (root, context); None: nothing to run
    program: Callable[[list[str], Path, VerifyContext], tuple[list[str], Path]]  # a command's words and folder


@dataclass(frozen=True)
class ImagePaths:
    """Where the AMD job's tools are: ROCm's image by default; the tests give this machine's."""

    hipcc: str = "/opt/rocm/bin/hipcc"
    hip_clang: str = "/opt/rocm/llvm/bin/clang++"  # CMake's HIP compiler must be a clang++, never hipcc
    rocm_path: str = "/opt/rocm"


@dataclass(frozen=True)
class CiBuild:
    """A system's part of the CI jobs: the NVIDIA job's tools and build, the AMD job's build."""

    nvidia_tools: str  # Debian packages the NVIDIA image lacks
    nvidia_build: tuple[str, ...]
    amd_build: tuple[str, ...]
    pip: tuple[str, ...] = ()  # pip packages the AMD build needs besides cass-lsp (cmake)


class TreeIndex:
    """The files of a tree (their real paths), where a build file's includes are looked for."""

    def __init__(self, files: Iterable[Path]) -> None:
        self._files = frozenset(files)
        self._stems: dict[tuple[str, str], list[Path]] = {}
        self._names: dict[str, list[Path]] = {}
        for path in sorted(self._files):
            self._stems.setdefault((path.stem, path.suffix), []).append(path)
            self._names.setdefault(path.name, []).append(path)

    def __contains__(self, path: object) -> bool:
        return path in self._files

    def by_stem(self, stem: str, suffix: str) -> tuple[Path, ...]:
        return tuple(self._stems.get((stem, suffix), ()))

    def by_name(self, name: str) -> tuple[Path, ...]:
        return tuple(self._names.get(name, ()))

    @staticmethod
    def real(path: Path) -> Path | None:
        """``path`` with its links followed; None for a loop of links."""
        try:
            return path.resolve()
        except (RuntimeError, OSError):
            return None


class BuildSystem:
    """A build system. The defaults are those of one that reports only (see the module's doc)."""

    name: ClassVar[str]  # a stable id: reports ("system"), --ci, the tests
    title: ClassVar[str]  # how messages name its tool ("CMake", "make")
    editor: ClassVar[EditorFiles]
    rewrites: ClassVar[bool] = True  # False: findings only, the file is copied as it is
    needs_toolchain: ClassVar[bool] = False  # its port writes the toolchain's hipcc and targets (BuildOptions)
    keep_cuda: ClassVar[KeepCudaBuild | None] = None
    verify: ClassVar[VerifyBuild | None] = None

    def claims(self, path: PurePath) -> bool:
        raise NotImplementedError

    def standalone(self, path: PurePath) -> bool:
        """A build of its own (True), or a fragment a port rewrites only where a build includes it."""
        return True

    def builds_cuda(self, text: str) -> bool:
        """Does the file build CUDA: a .cu source, nvcc, CUDA as a language, a CUDA library?"""
        raise NotImplementedError

    def included(self, text: str, here: Path, tree: TreeIndex) -> list[Path]:
        """The files of ``tree`` it reads in (``here``: its folder): part of the same build."""
        return []

    def added(self, text: str, here: Path, tree: TreeIndex) -> list[Path]:
        """The build files of ``tree`` whose builds it adds (CMake's ``add_subdirectory``)."""
        return []

    def project_facts(self, texts: list[str]) -> ProjectFacts:
        """What the port of one of its files needs of all of them (``texts``: the project's files of
        this system): passed to ``port`` in ``BuildOptions.project``."""
        return ProjectFacts()

    def port(self, text: str, options: BuildOptions) -> BuildResult:
        """The HIP version of the file; BuildFileError when its own tool could not read it either."""
        raise NotImplementedError

    def source_folders(self, text: str) -> list[str]:
        """The folders other than its own, relative to it, whose sources its build compiles
        (FastEddy's Makefile in SRC/FEMAIN builds ``../GRID/grid.o``): ``--check`` counts their GPU
        units as this build's and compiles none of them alone."""
        return []

    def include_folders(self, text: str) -> list[tuple[int, int, str]]:
        """The folders of headers it names by a relative path (``include_directories(../Common)``,
        ``-I../Common``): (start, end, the folder as written, relative to its own folder)."""
        return []

    def companions(self, text: str, result: BuildResult, options: BuildOptions) -> Companions:
        """For a finding of ``result``, the other edits of the port its fix needs."""
        return lambda finding: ()

    def check_entry(self, path: PurePath) -> bool:
        """Is this the file a build of its folder starts from (``port --check`` builds it)?"""
        return False

    def nested_builds(self) -> bool:
        """Does a folder below another of this system's builds build on its own (make: yes; CMake:
        no, the top's ``add_subdirectory`` builds it)?"""
        return True

    def check(self, folder: Path, context: CheckContext, build: Path | None = None) -> CheckBuild:
        """How to build ``folder`` (``build``: where a system with a build folder of its own puts it)."""
        raise NotImplementedError(f"{self.title}: port --check does not build it")

    def programs(self, build: Path) -> list[tuple[str, Path]] | None:
        """After a check's build, the programs it builds and where each lands (None: not said)."""
        return None

    def ci(self, project_dir: str, targets: tuple[str, ...], paths: ImagePaths) -> CiBuild | None:
        """The commands of its CI jobs for a project at ``project_dir`` (quoted for a shell); None: no CI."""
        return None
