"""Keep CUDA, build for AMD too: the build-file side of `cass-lsp port --keep-cuda`.

The CUDA sources stay the source of truth. The project's own build files gain an AMD build chosen
with one switch; the NVIDIA build is unchanged unless the switch is set:

- CMake: ``cmake -DGPU_BACKEND=hip -DCMAKE_HIP_ARCHITECTURES=gfx942 ...``. A block before the
  ``project()`` of each CMakeLists.txt that has one includes ``cass-lsp-hip.cmake`` (written at
  the project's root) and returns. That module runs ``cass-lsp port ROOT --build-tree`` at
  configure time into ``BUILD/cass-hip/NAME`` (the HIP tree, build files ported) and adds it with
  ``add_subdirectory``; a custom target runs the same command again before every build, so a CUDA
  file edited since is translated again (only that one: the build tree's manifest says which
  changed) and recompiled.
- Make: ``make GPU_BACKEND=hip HIPCC=... GPU_TARGETS=gfx942``. The Makefile is wrapped in
  ``ifeq ($(GPU_BACKEND),hip) include cass-lsp-hip.mk else ... endif``; the included rules
  generate the HIP tree into ``HIP_BUILD_DIR/NAME`` (default ``build-hip`` at the root) and run
  the ported Makefile there with the same goals. The tree is mirrored under the root's own name,
  so a Makefile's ``-I../NAME`` (HeCBench's habit) still finds the translated headers.

Both blocks sit between marker lines: a second ``--keep-cuda`` run replaces them, and the
build-tree port removes them before it ports the build file (so the HIP tree's build files are
the plain ported ones). Text functions, and the reading of a project's recorded options (the
editor's background build translates as the generated build does).
"""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath

from cass_lsp.buildfiles import cmake, make
from cass_lsp.buildfiles.result import BuildFileError

BEGIN = "# >>> cass-lsp keep-cuda"
END = "# <<< cass-lsp keep-cuda"
CMAKE_MODULE = "cass-lsp-hip.cmake"
MAKE_MODULE = "cass-lsp-hip.mk"
OPTIONS_FILE = "cass-lsp-hip.json"  # the translation options both builds and the editor read
CMAKE_SWITCH = "cmake -DGPU_BACKEND=hip -DCMAKE_HIP_ARCHITECTURES=gfx942"
MAKE_SWITCH = "make GPU_BACKEND=hip HIPCC=hipcc GPU_TARGETS=gfx942"
MAKE_ENTRY_NAMES = {"Makefile", "makefile", "GNUmakefile"}
_BLOCK = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END) + r"[^\n]*\n?", re.DOTALL)


def read_options(root: Path) -> dict:
    """The translation options recorded in ``root/cass-lsp-hip.json`` ({} when none or unreadable)."""
    try:
        data = json.loads((root / OPTIONS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    found = data.get("translate") if isinstance(data, dict) else None
    return found if isinstance(found, dict) else {}


def project_root(path: Path) -> Path | None:
    """The keep-CUDA project a file belongs to: the nearest folder up with ``cass-lsp-hip.json``."""
    for folder in [path, *path.parents] if path.is_dir() else path.parents:
        if (folder / OPTIONS_FILE).is_file():
            return folder
    return None


def strip_blocks(text: str) -> str:
    """The build file as it was before ``--keep-cuda`` (what the HIP tree's port starts from)."""
    return _BLOCK.sub("", text)


def _root_relative(rel_dir: PurePosixPath) -> str:
    """The way from a build file's folder (``rel_dir``, relative to the root) back to the root."""
    return "/".join([".."] * len(rel_dir.parts)) or "."


def cmake_block(project_name: str, rel_dir: PurePosixPath) -> str:
    module = f"${{CMAKE_CURRENT_SOURCE_DIR}}/{_root_relative(rel_dir)}/{CMAKE_MODULE}"
    return (
        f"{BEGIN}: `{CMAKE_SWITCH} ...` builds for AMD\n"
        'set(GPU_BACKEND "cuda" CACHE STRING\n'
        '    "cuda: the NVIDIA build; hip: the AMD build, from HIP sources cass-lsp generates from the CUDA ones")\n'
        "set_property(CACHE GPU_BACKEND PROPERTY STRINGS cuda hip)\n"
        'if(GPU_BACKEND STREQUAL "hip")\n'
        f"  project({project_name} LANGUAGES NONE)\n"
        f'  include("{module}")\n'
        "  return()\n"
        "endif()\n"
        f"{END}\n"
    )


def add_cmake_block(text: str, rel_dir: PurePosixPath) -> str | None:
    """``text`` (a CMakeLists.txt) with the block before its ``project()``; None when the file
    has no ``project()`` (it is not a top level: the one that includes it carries the block)."""
    text = strip_blocks(text)
    try:
        commands = cmake.parse(text)
    except BuildFileError:
        raise
    project = next((c for c in commands if c.name.lower() == "project" and c.args), None)
    if project is None:
        return None
    name = project.args[0].value
    block = cmake_block(name if re.fullmatch(r"[A-Za-z0-9_.+-]+", name) else "cass_hip", rel_dir)
    at = project.line_start
    return text[:at] + block + text[at:]


def make_head(rel_dir: PurePosixPath) -> str:
    back = _root_relative(rel_dir)
    sub = rel_dir.as_posix() if rel_dir.parts else "."
    return (
        f"{BEGIN}: `{MAKE_SWITCH}` builds for AMD (the NVIDIA build below is unchanged)\n"
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


def cmake_module() -> str:
    """``cass-lsp-hip.cmake``, at the root: the same for every project (it reads where it is)."""
    return _CMAKE_MODULE


def make_module() -> str:
    """``cass-lsp-hip.mk``, at the root."""
    return _MAKE_MODULE


_CMAKE_MODULE = """\
# Written by `cass-lsp port --keep-cuda`: the AMD build of this project (-DGPU_BACKEND=hip).
# The CUDA sources stay the source of truth: cass-lsp translates them, at configure time and again
# before every build (only the files changed since), into ${CMAKE_BINARY_DIR}/cass-hip, never into
# the source tree; the HIP tree's own (ported) build files build it. Options: cass-lsp-hip.json.
include_guard(GLOBAL)
cmake_minimum_required(VERSION 3.21)
# The HIP compiler decides which HIP the sources are written for.
enable_language(HIP)
find_program(CASS_LSP NAMES cass-lsp DOC "the cass-lsp command that translates the CUDA sources")
if(NOT CASS_LSP)
  message(FATAL_ERROR "GPU_BACKEND=hip needs cass-lsp: pip install cass-lsp, or -DCASS_LSP=/path/to/cass-lsp")
endif()
set(_cass_root "${CMAKE_CURRENT_LIST_DIR}")
get_filename_component(_cass_name "${_cass_root}" NAME)
set(CASS_HIP_MIRROR "${CMAKE_BINARY_DIR}/cass-hip/${_cass_name}")
set(_cass_command "${CASS_LSP}" port "${_cass_root}" --out-dir "${CASS_HIP_MIRROR}" --build-tree)
set(_cass_hip_root "${CMAKE_HIP_COMPILER_ROCM_ROOT}")
if(NOT _cass_hip_root)
  get_filename_component(_cass_hip_root "${CMAKE_HIP_COMPILER}" DIRECTORY)
  get_filename_component(_cass_hip_root "${_cass_hip_root}/../.." ABSOLUTE)
endif()
# ROCm's release file, else major.minor from the HIP headers (their "patch" is a build number).
set(_cass_version "")
if(EXISTS "${_cass_hip_root}/.info/version")
  file(STRINGS "${_cass_hip_root}/.info/version" _cass_version LIMIT_COUNT 1 REGEX "^[0-9]+\\.[0-9]+\\.[0-9]+")
  string(REGEX MATCH "^[0-9]+\\.[0-9]+\\.[0-9]+" _cass_version "${_cass_version}")
endif()
foreach(_cass_header "${_cass_hip_root}/include/hip/hip_version.h" "/usr/include/hip/hip_version.h")
  if(NOT _cass_version AND EXISTS "${_cass_header}")
    file(STRINGS "${_cass_header}" _cass_lines REGEX "^#define HIP_VERSION_(MAJOR|MINOR) ")
    if(_cass_lines MATCHES "HIP_VERSION_MAJOR +([0-9]+)")
      set(_cass_version "${CMAKE_MATCH_1}")
      if(_cass_lines MATCHES "HIP_VERSION_MINOR +([0-9]+)")
        string(APPEND _cass_version ".${CMAKE_MATCH_1}.0")
      endif()
    endif()
  endif()
endforeach()
if(_cass_version)
  list(APPEND _cass_command --hip-version "${_cass_version}")
endif()
# The compile commands of the HIP build: the editor's background build reads them (mapped back to
# the CUDA files), so it compiles with the flags this build uses.
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
execute_process(COMMAND ${_cass_command} RESULT_VARIABLE _cass_result)
if(NOT _cass_result EQUAL 0)
  message(FATAL_ERROR "cass-lsp could not write the HIP sources (exit ${_cass_result}): see its message above")
endif()
file(RELATIVE_PATH _cass_subdir "${_cass_root}" "${CMAKE_CURRENT_SOURCE_DIR}")
set(CASS_HIP_TOP_SOURCE_DIR "${CASS_HIP_MIRROR}/${_cass_subdir}")
add_subdirectory("${CASS_HIP_TOP_SOURCE_DIR}" "${CMAKE_BINARY_DIR}/cass-hip-build")
# Edited since configure: translated again before anything compiles (unchanged files are not
# rewritten, so make and ninja rebuild only what changed).
file(STRINGS "${CASS_HIP_MIRROR}/.cass-build-outputs" _cass_outputs)
list(TRANSFORM _cass_outputs PREPEND "${CASS_HIP_MIRROR}/")
add_custom_target(cass_hip_sources
  COMMAND ${_cass_command} --quiet
  BYPRODUCTS ${_cass_outputs}
  COMMENT "cass-lsp: HIP sources up to date"
  VERBATIM)
function(_cass_hip_depend directory)
  get_property(_targets DIRECTORY "${directory}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(_target IN LISTS _targets)
    get_target_property(_type ${_target} TYPE)
    if(NOT _type STREQUAL "INTERFACE_LIBRARY")
      add_dependencies(${_target} cass_hip_sources)
    endif()
  endforeach()
  get_property(_subdirectories DIRECTORY "${directory}" PROPERTY SUBDIRECTORIES)
  foreach(_subdirectory IN LISTS _subdirectories)
    _cass_hip_depend("${_subdirectory}")
  endforeach()
endfunction()
_cass_hip_depend("${CASS_HIP_TOP_SOURCE_DIR}")
"""

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
