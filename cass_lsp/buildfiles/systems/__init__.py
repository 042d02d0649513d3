"""The build systems cass-lsp knows, one module each (buildfiles/system.py says what a module
declares). A file belongs to the first system that claims it."""

from __future__ import annotations

from cass_lsp.buildfiles.system import BuildSystem
from cass_lsp.buildfiles.systems import autotools, bazel, cmake, make, meson

SYSTEMS: tuple[BuildSystem, ...] = (cmake.SYSTEM, make.SYSTEM, autotools.SYSTEM, meson.SYSTEM, bazel.SYSTEM)
