"""The project facts (facts.py) of a tree: read once from its files, for the port of each of its
build files."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from cass_lsp.buildfiles.cmake_functions import signatures
from cass_lsp.buildfiles.facts import ProjectFacts
from cass_lsp.buildfiles.tables import GPU_LIBRARY_HEADERS

HOST_SOURCES = frozenset({".c", ".cc", ".cpp", ".cxx", ".c++", ".C"})
_HEADERS = frozenset({".h", ".hh", ".hpp", ".hxx", ".cuh", ".inl", ".inc"})


_LIBRARY_VARIABLE = re.compile(r"\$\{(CUDA_\w+?_(?:LIBRARY|LIBRARIES)|CUDA_LIBRARIES)\}")
_FINDS_CUDA = re.compile(r"find_package\s*\(\s*(?:CUDA|CUDAToolkit)\b", re.IGNORECASE)


def cmake_facts(texts: Mapping[str, str]) -> ProjectFacts:
    """The facts of CMake files (path -> text): the project's own functions, FindCUDA's library
    variables it names and whether it finds CUDA."""
    return ProjectFacts(
        cmake_functions=signatures(texts.values()),
        cuda_library_variables=frozenset(v for t in texts.values() for v in _LIBRARY_VARIABLE.findall(t)),
        finds_cuda=any(_FINDS_CUDA.search(t) for t in texts.values()),
    )


def project_facts(root: Path, files: Iterable[Path]) -> ProjectFacts:
    """The facts of the tree at ``root`` whose files are ``files``."""
    cmake: dict[str, str] = {}
    includes: dict[Path, list[str]] = {}  # C, C++ sources and headers -> what they include
    files = list(files)
    for path in files:
        cmake_file = path.name == "CMakeLists.txt" or path.suffix == ".cmake"
        if not cmake_file and path.suffix not in HOST_SOURCES | _HEADERS:
            continue
        try:
            text = path.read_text(errors="replace")
        except OSError:
            continue  # port reports what it cannot read
        if cmake_file:
            cmake[path.relative_to(root).as_posix()] = text
        else:
            includes[path] = unconditional_includes(text)
    return dataclasses.replace(
        cmake_facts(cmake),
        gpu_library_sources=_gpu_library_sources(includes),
        vendored_cccl=_vendored_cccl(root, files),
    )


def _vendored_cccl(root: Path, files: Iterable[Path]) -> frozenset[str]:
    """The include folders of copies of NVIDIA's CCCL in the tree: the folder holding thrust/ (with
    its CUDA system, which rocThrust has not), cub/ (cub.cuh) or cuda/std/ (libcu++)."""
    rels = {p.relative_to(root).as_posix() for p in files}
    roots = set()
    for rel in rels:
        parts = rel.split("/")
        if parts[-2:] == ["thrust", "version.h"]:
            folder = "/".join(parts[:-2])
            if any(r.startswith(f"{folder}/thrust/system/cuda/".lstrip("/")) for r in rels):
                roots.add(folder)
        elif parts[-2:] == ["cub", "cub.cuh"]:
            roots.add("/".join(parts[:-2]))
        elif parts[-3:] == ["cuda", "std", "version"]:
            roots.add("/".join(parts[:-3]))
    return frozenset(r for r in roots if r)


_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*(\w+)[ \t]*(.*)$", re.MULTILINE)


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


def _gpu_library_sources(includes: dict[Path, list[str]]) -> frozenset[str]:
    """The names of the C and C++ sources that include a GPU library's header, themselves or
    through the project's own headers (by name, however deep)."""
    needs = {path.name for path, names in includes.items() if any(n.startswith(GPU_LIBRARY_HEADERS) for n in names)}
    changed = True
    while changed:
        changed = False
        for path, names in includes.items():
            if path.name not in needs and any(n.rsplit("/", 1)[-1] in needs for n in names):
                needs.add(path.name)
                changed = True
    return frozenset(n for n in needs if Path(n).suffix in HOST_SOURCES)
