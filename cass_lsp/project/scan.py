"""The one scanner of a CUDA project (``scan(root) -> Project``, project/model.py): every command
that reads a project asks here, and none reads the tree its own way.

What it decides:

- **Roles**, by suffix then by build system: ``.cu`` GPU units, headers, C and C++ sources (the
  three are translated), the project's own ``.hip`` files, build files (the first system that
  claims the name), the rest (copied). Someone else's code: a vendored folder (``third_party``,
  ``extern``...) or an ``--exclude`` glob. A copy of NVIDIA's CCCL (Thrust, CUB, libcu++: GooFit's
  `extern/thrust`, 3,000 files) is copied as it is, not translated: rocThrust and hipCUB stand in
  for it, and the build files no longer put it on the include path (``vendored_cccl``).
- **Which build files a port rewrites**: those that build CUDA (a ``.cu`` source, nvcc, CUDA as a
  language, a CUDA library: each system says), a file that includes one (an ``include()`` is part
  of the including build), and every build file a build that does reaches (``include()``,
  ``add_subdirectory``, make's ``include``). A fragment (a ``*.cmake`` file) counts only where a
  build reaches it. Every other build file is copied byte for byte: a QEMU-style Makefile whose
  ``$(ARCH)`` is a CPU, an unrelated CMake project, a Windows nmake file.
- **The builds ``--check`` runs**: per system, the files a build starts from (a ``CMakeLists.txt``,
  a ``Makefile``) that rewrite a file or reach one that is; of a system whose builds do not nest
  (CMake: its ``add_subdirectory`` calls build the rest) the topmost one, ``project()`` or not, as a
  user configures it; none inside a build of an earlier system.
- **The compile database** (given, else the tree's own), the rule file each file belongs to, and
  what the files declare (translate/project.py: names with a CUDA prefix, inline-asm functions).
- **What a build file's port needs of the rest of the project** (buildfiles/facts.py): the
  project's own CMake functions, FindCUDA's library variables it names and whether it finds CUDA,
  the C and C++ sources that include a GPU library's headers (the HIP compiler compiles them), and
  the project's own copy of NVIDIA's CCCL.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fnmatch
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path, PurePath, PurePosixPath

from cass_lsp.buildfiles import SYSTEMS, BuildSystem, system_of
from cass_lsp.buildfiles.facts import ProjectFacts
from cass_lsp.buildfiles.facts import merged as merged_facts
from cass_lsp.buildfiles.system import TreeIndex
from cass_lsp.buildfiles.tables import GPU_LIBRARY_HEADERS
from cass_lsp.core.output_names import OutputNames
from cass_lsp.core.source_tree import entries
from cass_lsp.project.model import ROLE_OF_SUFFIX, TRANSLATED_ROLES, BuildProject, Project, ProjectFile, Role
from cass_lsp.project.rule_file import find_rule_file
from cass_lsp.toolchain.compile_commands import DATABASE, find_in_tree
from cass_lsp.translate.project import FileFacts, build_file_facts, merged, source_facts

# Folders that hold other people's code by convention (as GitHub Linguist's vendor patterns).
VENDORED_DIRS = {"3rdparty", "third_party", "third-party", "thirdparty", "vendor", "vendors", "extern", "external"}
# An #include of a GPU unit (AutoDock-GPU's kernels.cu includes nine): that unit is compiled there.
_INCLUDED_UNIT = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"](?:[^">\n]*/)?([^/">\n]+)\.(?:hip|cu)[">]', re.MULTILINE)


def third_party(rel: str, excludes: Sequence[str] = ()) -> bool:
    """Is the file at ``rel`` (a path relative to the tree, or as given) someone else's code: in
    a vendored folder, or matched by an ``--exclude`` glob (the path or a folder above it)?"""
    path = PurePosixPath(rel)
    if any(part.lower() in VENDORED_DIRS for part in path.parts[:-1]):
        return True
    return any(third_party_by(rel, glob) for glob in excludes)


def third_party_by(rel: str, glob: str) -> bool:
    """Does ``glob`` match ``rel`` or a folder above it?"""
    path = PurePosixPath(rel)
    candidates = [path.as_posix(), *(p.as_posix() for p in path.parents if p.as_posix() != ".")]
    return any(fnmatch.fnmatchcase(c, glob.rstrip("/")) for c in candidates)


def role_of(rel: PurePath) -> tuple[Role, BuildSystem | None]:
    """A file's role by its name, and the build system that claims it (a ``Makefile.inc`` is a
    header to translate and make's too)."""
    system = system_of(rel)
    role = ROLE_OF_SUFFIX.get(rel.suffix)
    if role is not None and role in TRANSLATED_ROLES:
        return role, system
    if system is not None:
        return "build", system
    return role or "other", None


def facts_of(rel: PurePath, data: bytes) -> FileFacts | None:
    """What a file tells every file's translation (None: nothing, by its role)."""
    role, system = role_of(rel)
    found = [source_facts(data)] if role in TRANSLATED_ROLES else []
    if system is not None:
        found.append(build_file_facts(data))
    return merged(found) if found else None


def counts(rel: PurePath) -> bool:
    """Does the file tell the translation anything (a source or a build file)?"""
    role, system = role_of(rel)
    return role in TRANSLATED_ROLES or system is not None


def scan(
    root: Path,
    *,
    exclude: Path | None = None,
    excludes: Sequence[str] = (),
    database: Path | None = None,
    rules: Path | None = None,
) -> Project:
    """The project at ``root`` (its real path): ``exclude`` a folder left out (the output tree),
    ``excludes`` the ``--exclude`` globs, ``database`` the compile database given (a file, or the
    folder holding one; else the tree's own), ``rules`` the rule file given (else each file's
    nearest)."""
    found = entries(root, exclude)
    names = OutputNames.of(e.path.relative_to(root) for e in found)
    cccl = vendored_cccl(e.path.relative_to(root).as_posix() for e in found if e.kind == "file")
    files: list[ProjectFile] = []
    rule_files: dict[Path, Path | None] = {}
    for e in found:
        rel = e.path.relative_to(root)
        role, system = role_of(rel) if e.kind == "file" else ("other", None)
        if role in TRANSLATED_ROLES and in_vendored_cccl(rel.as_posix(), cccl):
            role = "other"  # rocThrust and hipCUB stand in for it: copied as it is
        if e.path.parent not in rule_files:
            rule_files[e.path.parent] = rules if rules is not None else find_rule_file(e.path.parent.absolute())
        files.append(
            ProjectFile(
                e.path, rel, e.kind, e.detail, role, names(rel), third_party(rel.as_posix(), excludes), system,
                rule_file=rule_files[e.path.parent],
            )
        )  # fmt: skip
    texts = _texts(f for f in files if f.kind == "file" and (f.translated or f.system is not None or f.role == "hip"))
    included, added = _edges(files, texts)
    files = _ported(files, texts, included, added)
    files = _read_from(files, included)
    if database is not None and database.is_dir():
        database = database / DATABASE
    return Project(
        root=root,
        files=tuple(files),
        names=names,
        builds=_builds(files, included, added),
        database=database if database is not None else find_in_tree(root),
        facts=merged(facts for f in files if (facts := _facts(f, texts)) is not None),
        gpu_units=_gpu_units(files, texts),
        build_facts=build_facts(files, texts),
    )


Edges = dict[Path, list[Path]]  # a build file -> the build files it includes, or whose builds it adds


def _texts(files: Iterable[ProjectFile]) -> dict[Path, bytes]:
    """The bytes of each file that can be read (one that cannot is reported where it is ported)."""
    texts = {}
    for f in files:
        with contextlib.suppress(OSError):
            texts[f.path] = f.path.read_bytes()
    return texts


def _facts(f: ProjectFile, texts: dict[Path, bytes]) -> FileFacts | None:
    data = texts.get(f.path)
    return None if data is None or f.kind != "file" else facts_of(f.rel, data)


def _edges(files: list[ProjectFile], texts: dict[Path, bytes]) -> tuple[Edges, Edges]:
    """Per build file, the build files it includes and those whose builds it adds."""
    builds = [f for f in files if f.kind == "file" and f.system is not None and not f.translated]
    tree = TreeIndex(f.path for f in builds)
    included: dict[Path, list[Path]] = {}
    added: dict[Path, list[Path]] = {}
    for f in builds:
        assert f.system is not None
        text = texts.get(f.path, b"").decode("utf-8", "surrogateescape")
        included[f.path] = f.system.included(text, f.path.parent, tree)
        added[f.path] = f.system.added(text, f.path.parent, tree)
    return included, added


def _ported(files: list[ProjectFile], texts: dict[Path, bytes], included: Edges, added: Edges) -> list[ProjectFile]:
    """``files`` with ``ported`` set on the build files a port rewrites (see the module's doc)."""
    by_path = {f.path: f for f in files}

    def system_of_path(path: Path) -> BuildSystem:
        system = by_path[path].system
        assert system is not None
        return system

    cuda = {p for p in included if system_of_path(p).builds_cuda(texts.get(p, b"").decode("utf-8", "replace"))}
    changed = True
    while changed:  # an include() is part of the build that includes it
        changed = False
        for path, inside in included.items():
            if path not in cuda and any(i in cuda for i in inside):
                cuda.add(path)
                changed = True
    todo = [p for p in cuda if system_of_path(p).standalone(by_path[p].rel)]
    ported: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in ported:
            continue
        ported.add(path)
        todo += included.get(path, []) + added.get(path, [])
    return [dataclasses.replace(f, ported=True) if f.path in ported else f for f in files]


def _read_from(files: list[ProjectFile], included: Edges) -> list[ProjectFile]:
    """``files`` with each build file's ``read_from``: the folders of the build files that include
    it, however deep (an ``include()`` speaks in the includer's paths)."""
    by_path = {f.path: f for f in files}
    includers: dict[Path, set[Path]] = {}
    for path, inside in included.items():
        for target in inside:
            includers.setdefault(target, set()).add(path)
    out = []
    for f in files:
        seen: set[Path] = set()
        todo = list(includers.get(f.path, ()))
        while todo:
            path = todo.pop()
            if path not in seen:
                seen.add(path)
                todo += includers.get(path, ())
        folders = tuple(sorted({by_path[p].rel.parent for p in seen} - {f.rel.parent}))
        out.append(dataclasses.replace(f, read_from=folders) if folders else f)
    return out


def _builds(files: list[ProjectFile], included: Edges, added: Edges) -> tuple[BuildProject, ...]:
    """The builds ``--check`` runs (see the module's doc)."""
    ported = {f.path for f in files if f.ported}
    reaching = set(ported)
    changed = True
    while changed:
        changed = False
        for path in included:
            if path not in reaching and any(p in reaching for p in [*included[path], *added[path]]):
                reaching.add(path)
                changed = True
    found: list[BuildProject] = []
    for system in SYSTEMS:
        mine: list[ProjectFile] = []
        entry_files = sorted(
            (f for f in files if f.system is system and f.path in reaching and system.check_entry(f.rel)),
            key=lambda f: (len(f.rel.parts), f.rel),
        )
        for f in entry_files:
            folder = f.rel.parent
            if any(m.rel.parent == folder for m in mine):
                continue
            if any(_within(folder, b.folder) for b in found):
                continue
            if not system.nested_builds() and any(m.rel.parent in folder.parents for m in mine):
                continue  # its build is the one above's (add_subdirectory)
            mine.append(f)
        found += [BuildProject(system, m.rel) for m in sorted(mine, key=lambda m: m.rel)]
    return tuple(found)


def _within(folder: Path, outer: Path) -> bool:
    return folder == outer or outer in folder.parents


def _gpu_units(files: list[ProjectFile], texts: dict[Path, bytes]) -> frozenset[Path]:
    """The GPU sources (``.cu``, the project's ``.hip``) no GPU source includes, by output name."""
    units = [f for f in files if f.kind == "file" and f.role in ("gpu", "hip")]
    included = set()
    for f in units:
        included.update(_INCLUDED_UNIT.findall(texts.get(f.path, b"").decode("utf-8", "replace")))
    return frozenset(f.output for f in units if f.output.name.removesuffix(".hip") not in included)


# -- what a build file's port needs of the rest of the project (buildfiles/facts.py) ---------------

_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*(\w+)[ \t]*(.*)$", re.MULTILINE)


def build_facts(files: Sequence[ProjectFile], texts: dict[Path, bytes]) -> ProjectFacts:
    """The facts of the project's files (``texts``: the bytes of those read): each build system's
    of its own files, and the sources' (what they include, a copy of CCCL)."""
    by_system: dict[BuildSystem, list[str]] = {}
    includes: dict[Path, list[str]] = {}  # C, C++ sources and headers -> what they include
    for f in files:
        data = texts.get(f.path)
        if data is None or f.kind != "file":
            continue
        if f.system is not None and not f.translated:
            by_system.setdefault(f.system, []).append(data.decode("utf-8", "replace"))
        elif f.role in ("host", "header"):
            includes[f.path] = unconditional_includes(data.decode("utf-8", "replace"))
    host = {f.path for f in files if f.role == "host"}
    sources = ProjectFacts(
        gpu_library_sources=_gpu_library_sources(includes, host),
        vendored_cccl=vendored_cccl(f.rel.as_posix() for f in files if f.kind == "file"),
    )
    return merged_facts(*(system.project_facts(found) for system, found in by_system.items()), sources)


_CCCL_LIBRARIES = ("thrust/", "cub/", "cuda/", "nv/")  # what a CCCL include folder holds


def in_vendored_cccl(rel: str, roots: frozenset[str]) -> bool:
    """Is the file at ``rel`` part of a copy of NVIDIA's CCCL whose include folder is one of ``roots``?"""
    return any(rel.startswith(f"{root}/{library}") for root in roots for library in _CCCL_LIBRARIES)


def vendored_cccl(rels: Iterable[str]) -> frozenset[str]:
    """The include folders of copies of NVIDIA's CCCL in the tree: the folder holding thrust/ (with
    its CUDA system, which rocThrust has not), cub/ (cub.cuh or util_arch.cuh) or cuda/std/ (libcu++)."""
    rels = set(rels)
    roots = set()
    for rel in rels:
        parts = rel.split("/")
        if parts[-2:] == ["thrust", "version.h"]:
            folder = "/".join(parts[:-2])
            if any(r.startswith(f"{folder}/thrust/system/cuda/".lstrip("/")) for r in rels):
                roots.add(folder)
        elif parts[-2:] in (["cub", "cub.cuh"], ["cub", "util_arch.cuh"]):  # xmrig-cuda's trimmed copy: no cub.cuh
            roots.add("/".join(parts[:-2]))
        elif parts[-3:] == ["cuda", "std", "version"]:
            roots.add("/".join(parts[:-3]))
    return frozenset(r for r in roots if r)


def unconditional_includes(text: str) -> list[str]:
    """What a C or C++ file includes whatever the preprocessor decides: the includes outside any
    #if (an include guard's #ifndef aside). An include behind `#if SZ_USE_CUDA` or `#ifdef
    __CUDACC__` is one the host compiler never saw."""
    found = []
    stack: list[bool] = []  # per open #if: does it make what follows conditional?
    directives = list(_DIRECTIVE.finditer(text))
    for k, m in enumerate(directives):
        word, rest = m.group(1), m.group(2).strip()
        if word in ("if", "ifdef", "ifndef"):
            following = directives[k + 1] if k + 1 < len(directives) else None
            guard = (
                word == "ifndef" and following is not None and following.group(1) == "define"
                and following.group(2).split()[:1] == rest.split()[:1]
            )  # fmt: skip
            stack.append(not guard)
        elif word == "endif" and stack:
            stack.pop()
        elif word == "include" and not any(stack):
            name = re.match(r'[<"]([^>"]+)[>"]', rest)
            if name:
                found.append(name.group(1))
    return found


def _gpu_library_sources(includes: dict[Path, list[str]], host: set[Path]) -> frozenset[str]:
    """The names of the C and C++ sources (``host``) that include a GPU library's header,
    themselves or through the project's own headers, however deep."""
    by_name: dict[str, list[Path]] = {}
    for path in includes:
        by_name.setdefault(path.name, []).append(path)
    included_by: dict[Path, set[Path]] = {}
    needs = set()
    for path, names in includes.items():
        if any(n.startswith(GPU_LIBRARY_HEADERS) for n in names):
            needs.add(path)
        for name in names:
            target = _included_file(path, name, by_name)
            if target is not None:
                included_by.setdefault(target, set()).add(path)
    todo = list(needs)
    while todo:
        for includer in included_by.get(todo.pop(), ()):
            if includer not in needs:
                needs.add(includer)
                todo.append(includer)
    return frozenset(path.name for path in needs if path in host)


def _included_file(here: Path, name: str, by_name: dict[str, list[Path]]) -> Path | None:
    """The project's file an ``#include`` of ``name`` in ``here`` reads: beside it, else the file
    whose path ends with ``name`` nearest to it (the build's include folders are not known here;
    a header that only shares the name, in another library's copy, is not it)."""
    beside = Path(os.path.normpath(here.parent / name))
    candidates = by_name.get(beside.name, [])
    if beside in candidates:
        return beside
    tail = "/" + name.lstrip("./")
    found = [c for c in candidates if c.as_posix().endswith(tail)]
    return max(found, key=lambda c: (len(os.path.commonpath([c, here]).split(os.sep)), -len(c.parts)), default=None)
