"""What the commands ask of a tree's paths: links followed, what copying a file keeps, an
``--exclude`` that matches nothing (the walk: core/source_tree.py; whose code a file is:
project/scan.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from cass_lsp.project.scan import VENDORED_DIRS, third_party, third_party_by

__all__ = ["VENDORED_DIRS", "keep_executable", "real_path", "third_party", "unmatched_excludes"]


def unmatched_excludes(excludes: Sequence[str], rels: Iterable[str], command: str, root: str) -> list[str]:
    """One line for each ``--exclude`` glob that matches none of ``rels`` (nor a folder above one):
    a pattern that excludes nothing is most likely mistyped, or written from another folder."""
    rels = list(rels)
    return [
        f"{command}: --exclude {glob!r} matches no file (paths are relative to {root}, e.g. 'extern/*')"
        for glob in dict.fromkeys(excludes)
        if not any(third_party_by(rel, glob) for rel in rels)
    ]


def real_path(path: Path) -> Path | None:
    """``path`` with every symbolic link followed (as ``Path.resolve``); None where the links go
    round in a loop (`a -> b -> a`), which ``resolve`` raises for."""
    try:
        return path.resolve()
    except (RuntimeError, OSError):  # RuntimeError("Symlink loop ...") up to Python 3.12
        return None


def keep_executable(path: Path, target: Path) -> None:
    """A copied script stays executable (a Makefile runs ``./test_cuda.sh``: "Permission denied")."""
    mode = path.stat().st_mode & 0o111
    if mode and target.is_file() and not target.is_symlink():
        target.chmod(target.stat().st_mode | mode)
