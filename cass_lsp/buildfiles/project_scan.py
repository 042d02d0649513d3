"""The project facts (facts.py) of a tree: read once from its files, for the port of each of its
build files."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from cass_lsp.buildfiles.cmake_functions import signatures
from cass_lsp.buildfiles.facts import ProjectFacts


def cmake_facts(texts: Mapping[str, str]) -> ProjectFacts:
    """The facts of CMake files (path -> text): the project's own functions."""
    return ProjectFacts(cmake_functions=signatures(texts.values()))


def project_facts(root: Path, files: Iterable[Path]) -> ProjectFacts:
    """The facts of the tree at ``root`` whose files are ``files``."""
    cmake: dict[str, str] = {}
    for path in files:
        if path.name == "CMakeLists.txt" or path.suffix == ".cmake":
            try:
                cmake[path.relative_to(root).as_posix()] = path.read_text(errors="replace")
            except OSError:
                continue  # port reports what it cannot read
    return cmake_facts(cmake)
