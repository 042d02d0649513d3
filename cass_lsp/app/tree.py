"""The files of a source tree as port sees them: regular files, symbolic links, and the special
files it lists but never copies; version-control folders and build trees left out."""

from __future__ import annotations

import fnmatch
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from cass_lsp.app.manifest import MANIFEST_NAME

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


def entries(root: Path, exclude: Path | None) -> list[Entry]:
    """Everything under ``root`` (files, symbolic links, special files), sorted; the SKIPPED_DIRS
    and ``exclude`` (the output tree) left out."""
    found: list[Entry] = []
    for folder, dirs, files in os.walk(root):
        here = Path(folder)
        keep = []
        for d in sorted(dirs):
            path = here / d
            if d in SKIPPED_DIRS or (exclude is not None and path == exclude) or is_build_tree(path):
                continue
            if path.is_symlink():
                found.append(Entry(path, "link", os.readlink(path)))
            else:
                keep.append(d)
        dirs[:] = keep
        for name in files:
            path = here / name
            try:
                mode = path.lstat().st_mode
            except OSError as exc:
                found.append(Entry(path, "special", f"cannot be read: {exc.strerror or exc}"))
                continue
            if stat.S_ISLNK(mode):
                found.append(Entry(path, "link", os.readlink(path)))
            elif stat.S_ISREG(mode):
                found.append(Entry(path, "file"))
            else:
                found.append(Entry(path, "special", _special(mode)))
    return sorted(found, key=lambda e: e.path)


# Folders that hold other people's code by convention (as GitHub Linguist's vendor patterns).
VENDORED_DIRS = {"3rdparty", "third_party", "third-party", "thirdparty", "vendor", "vendors", "extern", "external"}


def third_party(rel: str, excludes: Sequence[str] = ()) -> bool:
    """Is the file at ``rel`` (a path relative to the tree, or as given) someone else's code: in
    a vendored folder, or matched by an ``--exclude`` glob (the path or a folder above it)?"""
    path = PurePosixPath(rel)
    if any(part.lower() in VENDORED_DIRS for part in path.parts[:-1]):
        return True
    candidates = [path.as_posix(), *(p.as_posix() for p in path.parents if p.as_posix() != ".")]
    return any(fnmatch.fnmatchcase(c, glob.rstrip("/")) for glob in excludes for c in candidates)


def real_path(path: Path) -> Path | None:
    """``path`` with every symbolic link followed (as ``Path.resolve``); None where the links go
    round in a loop (`a -> b -> a`), which ``resolve`` raises for."""
    try:
        return path.resolve()
    except (RuntimeError, OSError):  # RuntimeError("Symlink loop ...") up to Python 3.12
        return None


def is_build_tree(folder: Path) -> bool:
    """A CMake build tree, a tree port wrote, or a folder tagged as a cache: not sources."""
    return any((folder / name).exists() for name in BUILD_TREE_MARKS)


def sources(root: Path, exclude: Path | None) -> list[Path]:
    return [e.path for e in entries(root, exclude) if e.kind == "file"]


def keep_executable(path: Path, target: Path) -> None:
    """A copied script stays executable (a Makefile runs ``./test_cuda.sh``: "Permission denied")."""
    mode = path.stat().st_mode & 0o111
    if mode and target.is_file() and not target.is_symlink():
        target.chmod(target.stat().st_mode | mode)
