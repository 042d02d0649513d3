"""The files of a source tree as port sees them (the walk itself: core/source_tree.py), which of
them are someone else's code, and what copying one keeps."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable, Sequence
from pathlib import Path, PurePosixPath

from cass_lsp.core.source_tree import entries

# Folders that hold other people's code by convention (as GitHub Linguist's vendor patterns).
VENDORED_DIRS = {"3rdparty", "third_party", "third-party", "thirdparty", "vendor", "vendors", "extern", "external"}


def third_party(rel: str, excludes: Sequence[str] = ()) -> bool:
    """Is the file at ``rel`` (a path relative to the tree, or as given) someone else's code: in
    a vendored folder, or matched by an ``--exclude`` glob (the path or a folder above it)?"""
    path = PurePosixPath(rel)
    if any(part.lower() in VENDORED_DIRS for part in path.parts[:-1]):
        return True
    return any(third_party_by(rel, glob) for glob in excludes)


def unmatched_excludes(excludes: Sequence[str], rels: Iterable[str], command: str, root: str) -> list[str]:
    """One line for each ``--exclude`` glob that matches none of ``rels`` (nor a folder above one):
    a pattern that excludes nothing is most likely mistyped, or written from another folder."""
    rels = list(rels)
    return [
        f"{command}: --exclude {glob!r} matches no file (paths are relative to {root}, e.g. 'extern/*')"
        for glob in dict.fromkeys(excludes)
        if not any(third_party_by(rel, glob) for rel in rels)
    ]


def third_party_by(rel: str, glob: str) -> bool:
    """Does ``glob`` match ``rel`` or a folder above it?"""
    path = PurePosixPath(rel)
    candidates = [path.as_posix(), *(p.as_posix() for p in path.parents if p.as_posix() != ".")]
    return any(fnmatch.fnmatchcase(c, glob.rstrip("/")) for c in candidates)


def real_path(path: Path) -> Path | None:
    """``path`` with every symbolic link followed (as ``Path.resolve``); None where the links go
    round in a loop (`a -> b -> a`), which ``resolve`` raises for."""
    try:
        return path.resolve()
    except (RuntimeError, OSError):  # RuntimeError("Symlink loop ...") up to Python 3.12
        return None


def sources(root: Path, exclude: Path | None) -> list[Path]:
    return [e.path for e in entries(root, exclude) if e.kind == "file"]


def keep_executable(path: Path, target: Path) -> None:
    """A copied script stays executable (a Makefile runs ``./test_cuda.sh``: "Permission denied")."""
    mode = path.stat().st_mode & 0o111
    if mode and target.is_file() and not target.is_symlink():
        target.chmod(target.stat().st_mode | mode)
