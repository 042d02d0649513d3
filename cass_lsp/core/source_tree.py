"""The files of a source tree as port sees them: regular files, symbolic links, and the special
files it lists but never copies; version-control folders and build trees left out. Shared by the
command line (port, keep-CUDA, assess) and the editor's index of a project's names, so both read
the same files."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

# The suffixes of the files port translates (the rest are copied, or ported as build files).
TRANSLATED = {".cu", ".cuh", ".h", ".hh", ".hpp", ".hxx", ".inl", ".inc", ".c", ".cc", ".cpp", ".cxx"}
MANIFEST_NAME = ".cass-port-manifest.json"  # what port wrote into its output tree
SKIPPED_DIRS = {".git", ".hg", ".svn", "__pycache__", "build", ".venv"}
# A CMake build tree, a tree port wrote, a folder tagged as a cache (https://bford.info/cachedir/).
BUILD_TREE_MARKS = ("CMakeCache.txt", "CMakeFiles", MANIFEST_NAME, "CACHEDIR.TAG")


@dataclass
class Entry:
    path: Path
    kind: str  # "file", "link", "special"
    detail: str = ""  # for links: the link's text; for special files: what they are


def _special(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def walk(root: Path, exclude: Path | None = None) -> Iterator[Entry]:
    """Everything under ``root`` (files, symbolic links, special files) as the walk finds it (a
    caller with a cap stops early); the SKIPPED_DIRS and ``exclude`` (the output tree) left out."""
    for folder, dirs, files in os.walk(root):
        here = Path(folder)
        keep = []
        for d in sorted(dirs):
            path = here / d
            if d in SKIPPED_DIRS or (exclude is not None and path == exclude) or is_build_tree(path):
                continue
            if path.is_symlink():
                yield Entry(path, "link", os.readlink(path))
            else:
                keep.append(d)
        dirs[:] = keep
        for name in sorted(files):
            path = here / name
            try:
                mode = path.lstat().st_mode
            except OSError as exc:
                yield Entry(path, "special", f"cannot be read: {exc.strerror or exc}")
                continue
            if stat.S_ISLNK(mode):
                yield Entry(path, "link", os.readlink(path))
            elif stat.S_ISREG(mode):
                yield Entry(path, "file")
            else:
                yield Entry(path, "special", _special(mode))


def entries(root: Path, exclude: Path | None) -> list[Entry]:
    """``walk(root, exclude)``, sorted."""
    return sorted(walk(root, exclude), key=lambda e: e.path)


def is_build_tree(folder: Path) -> bool:
    """A CMake build tree, a tree port wrote, or a folder tagged as a cache: not sources."""
    return any((folder / name).exists() for name in BUILD_TREE_MARKS)
