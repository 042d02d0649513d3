"""The build-file engine: CMake and Makefiles for CUDA rewritten for HIP, with findings on the
build file's lines for what cannot be rewritten mechanically. Usable without the server: the
command line's ``port`` and the editor's build-file feature both call ``port_build_file``.

Imports only core and settings (tests/test_layers.py); the rewrites are data (tables.py).
"""

from __future__ import annotations

from pathlib import PurePath

from cass_lsp.buildfiles import cmake, make
from cass_lsp.buildfiles.result import BuildFileError, BuildOptions, BuildResult

__all__ = ["BuildFileError", "BuildOptions", "BuildResult", "kind_of", "port_build_file"]

MAKEFILE_NAMES = {"Makefile", "makefile", "GNUmakefile"}


def kind_of(path: str | PurePath) -> str | None:
    """ "cmake", "make" or None for a path (by its name: CMakeLists.txt, *.cmake, Makefile, *.mk)."""
    name = PurePath(path).name
    if name == "CMakeLists.txt" or name.endswith(".cmake"):
        return "cmake"
    if name in MAKEFILE_NAMES or name.endswith(".mk"):
        return "make"
    return None


def port_build_file(text: str, kind: str, options: BuildOptions | None = None) -> BuildResult:
    """The HIP version of a build file of ``kind`` ("cmake" or "make"). Raises BuildFileError
    (one line: where and what) for a CMake file that cannot be read."""
    if kind == "cmake":
        return cmake.port(text)
    if kind == "make":
        return make.port(text, options)
    raise ValueError(f"not a build-file kind: {kind!r}")
