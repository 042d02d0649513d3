"""The build-file engine: a project's build files rewritten for HIP, with findings on the build
file's lines for what cannot be rewritten mechanically. Usable without the server: the command
line's ``port`` and the editor's build-file feature both ask a file's ``BuildSystem``.

Each build system is one module of ``systems/`` (what it declares: system.py): the files it
claims, how one is ported and its findings, the quick fixes' companions, what ``port --check``
runs, the keep-CUDA block, the CI job and the editor's file patterns. CMake and Makefiles are
rewritten (the rewrites: cmake.py, make.py, flags.py and the data in tables.py); autotools and
Meson are found and answered with findings that give the manual steps.

Imports only core and settings (tests/test_layers.py).
"""

from __future__ import annotations

from pathlib import PurePath

from cass_lsp.buildfiles.result import BuildFileError, BuildOptions, BuildResult
from cass_lsp.buildfiles.system import BuildSystem
from cass_lsp.buildfiles.systems import SYSTEMS

__all__ = [
    "SYSTEMS",
    "BuildFileError",
    "BuildOptions",
    "BuildResult",
    "BuildSystem",
    "kind_of",
    "port_build_file",
    "system_named",
    "system_of",
]
_BY_NAME = {system.name: system for system in SYSTEMS}


def system_of(path: str | PurePath) -> BuildSystem | None:
    """The build system a file belongs to, by its name (CMakeLists.txt, *.cmake, Makefile, *.mk,
    configure.ac, meson.build...), or None."""
    path = PurePath(path)
    return next((s for s in SYSTEMS if s.claims(path)), None)


def kind_of(path: str | PurePath) -> str | None:
    """The name of the build system a file belongs to (``system_of``), or None."""
    system = system_of(path)
    return system.name if system is not None else None


def system_named(name: str) -> BuildSystem:
    """The build system of that name (ValueError for none)."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"not a build system: {name!r} (one of {', '.join(_BY_NAME)})") from None


def port_build_file(text: str, system: str | BuildSystem, options: BuildOptions | None = None) -> BuildResult:
    """The HIP version of a build file of ``system`` (one, or its name). Raises BuildFileError (one
    line: where and what) for a file its build tool could not read either."""
    if isinstance(system, str):
        system = system_named(system)
    return system.port(text, options or BuildOptions())
