"""The build-file engine: a project's build files rewritten for HIP, with findings on the build
file's lines for what cannot be rewritten mechanically. Usable without the server: the command
line's ``port`` and the editor's build-file feature both call ``port_build_file``.

Each build system is one module and one ``BuildSystem`` here: the files it claims and how one is
ported (the findings come with the port). CMake and Makefiles are rewritten; autotools and Meson
are found and answered with findings that give the manual steps. The keep-CUDA block
(keep_cuda.py), the CI jobs (ci_jobs.py) and the AMD build's commands (app/port_check.py) are
keyed by the same names. Adding a build system is a module and a row of ``SYSTEMS``.

Imports only core and settings (tests/test_layers.py); the rewrites are data (tables.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePath

from cass_lsp.buildfiles import autotools, cmake, make, meson
from cass_lsp.buildfiles.result import BuildFileError, BuildOptions, BuildResult

__all__ = ["SYSTEMS", "BuildFileError", "BuildOptions", "BuildResult", "BuildSystem", "kind_of", "port_build_file"]


@dataclass(frozen=True)
class BuildSystem:
    name: str
    claims: Callable[[PurePath], bool]  # a file of this system, by its path
    port: Callable[[str, BuildOptions], BuildResult]  # the HIP version; BuildFileError when unreadable
    rewrites: bool = True  # False: findings only, the file stays as it is


def _cmake_claims(path: PurePath) -> bool:
    return path.name == "CMakeLists.txt" or path.name.endswith(".cmake")


SYSTEMS: tuple[BuildSystem, ...] = (
    BuildSystem("cmake", _cmake_claims, cmake.port),
    BuildSystem("make", make.claims, make.port),
    BuildSystem("autotools", autotools.claims, autotools.port, rewrites=False),
    BuildSystem("meson", meson.claims, meson.port),
)
_BY_NAME = {system.name: system for system in SYSTEMS}


def kind_of(path: str | PurePath) -> str | None:
    """The build system a file belongs to, by its name (CMakeLists.txt, *.cmake, Makefile, *.mk,
    configure.ac, meson.build), or None."""
    path = PurePath(path)
    return next((s.name for s in SYSTEMS if s.claims(path)), None)


def port_build_file(text: str, kind: str, options: BuildOptions | None = None) -> BuildResult:
    """The HIP version of a build file of ``kind`` (a ``SYSTEMS`` name). Raises BuildFileError
    (one line: where and what) for a file its build tool could not read either."""
    system = _BY_NAME.get(kind)
    if system is None:
        raise ValueError(f"not a build-file kind: {kind!r}")
    return system.port(text, options or BuildOptions())
