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

Each system's block and module are its own (``keep_cuda`` of systems/cmake.py and systems/make.py);
here is what they share. Both blocks sit between marker lines: a second ``--keep-cuda`` run
replaces them, and the build-tree port removes them before it ports the build file (so the HIP
tree's build files are the plain ported ones). And the reading of a project's recorded options
(the editor's background build translates as the generated build does).
"""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath

BEGIN = "# >>> cass-lsp keep-cuda"
END = "# <<< cass-lsp keep-cuda"
OPTIONS_FILE = "cass-lsp-hip.json"  # the translation options both builds and the editor read
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


def root_relative(rel_dir: PurePosixPath) -> str:
    """The way from a build file's folder (``rel_dir``, relative to the root) back to the root."""
    return "/".join([".."] * len(rel_dir.parts)) or "."
