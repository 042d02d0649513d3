"""A CUDA project as cass-lsp reads it, once (project/scan.py), for every command that reads a
project: ``port`` and its ``--check``, ``--keep-cuda``, ``assess`` and the editor's index of a
project's declared names. A value: its files and their roles, the name each gets in the HIP tree,
its build files with their build system and whether a port rewrites them, the builds ``--check``
runs, its compile database, the names its files declare and what a build file's port needs of the
rest of the project."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from cass_lsp.buildfiles import BuildSystem
from cass_lsp.buildfiles.facts import ProjectFacts
from cass_lsp.core.output_names import OutputNames
from cass_lsp.toolchain.compile_commands import CompileFlags, flags_for
from cass_lsp.translate.project import FileFacts

# What a file is to a port: a CUDA translation unit (``.cu``), a header, a C or C++ source (the
# three are translated), a HIP file of the project's own, a build file, or anything else (copied).
Role = Literal["gpu", "header", "host", "hip", "build", "other"]
ROLE_OF_SUFFIX: dict[str, Role] = {
    ".cu": "gpu",
    **dict.fromkeys((".cuh", ".h", ".hh", ".hpp", ".hxx", ".inl", ".inc"), "header"),
    **dict.fromkeys((".c", ".cc", ".cpp", ".cxx"), "host"),
    ".hip": "hip",
}
TRANSLATED_ROLES = ("gpu", "header", "host")


@dataclass(frozen=True)
class ProjectFile:
    """One entry of the tree: a regular file, a symbolic link or a special file."""

    path: Path
    rel: Path  # relative to the project's root
    kind: str  # "file", "link", "special" (core/source_tree.py)
    detail: str = ""  # a link's text, what a special file is
    role: Role = "other"
    output: Path = field(default_factory=Path)  # its name in the HIP tree
    third_party: bool = False  # in a vendored folder or matched by --exclude
    system: BuildSystem | None = None  # a build file's
    ported: bool = False  # a build file the port rewrites: it builds CUDA, or a build that does reads it
    rule_file: Path | None = None  # the cass-lsp.toml it belongs to
    read_from: tuple[Path, ...] = ()  # a build file's: the folders of the build files that include it

    @property
    def translated(self) -> bool:
        return self.kind == "file" and self.role in TRANSLATED_ROLES


@dataclass(frozen=True)
class BuildProject:
    """A build of the tree: what ``--check`` configures and builds, from ``entry`` (its
    CMakeLists.txt, its Makefile) in the entry's folder."""

    system: BuildSystem
    entry: Path  # relative to the project's root

    @property
    def folder(self) -> Path:
        return self.entry.parent


@dataclass(frozen=True)
class Project:
    root: Path
    files: tuple[ProjectFile, ...]  # every entry of the tree, in path order
    names: OutputNames
    builds: tuple[BuildProject, ...]
    database: Path | None  # the compile database (given, else the tree's own)
    facts: FileFacts  # what the files declare, for every file's translation (translate/project.py)
    gpu_units: frozenset[Path] = frozenset()  # GPU sources no other file includes, by output name
    build_facts: ProjectFacts = field(default_factory=ProjectFacts)  # what a build file's port needs of the rest

    def __iter__(self) -> Iterator[ProjectFile]:
        return iter(self.files)

    def translated(self) -> list[ProjectFile]:
        return [f for f in self.files if f.translated]

    def build_files(self) -> list[ProjectFile]:
        return [f for f in self.files if f.kind == "file" and f.system is not None]

    def flags(self, file: ProjectFile) -> CompileFlags | None:
        """The file's include paths and macros from the compile database (None without one)."""
        return flags_for(file.path, self.database) if self.database is not None else None

    def units_in(self, folder: Path) -> set[str]:
        """The GPU translation units under ``folder`` (relative to the root), by their HIP names
        without ``.hip``: the sources no other file includes (AutoDock-GPU's kernels.cu includes
        nine), the project's own HIP files too."""
        inside = [u for u in self.gpu_units if folder == Path(".") or folder in u.parents]
        return {u.name.removesuffix(".hip") for u in inside}
