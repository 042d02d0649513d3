"""Writing a file that another process may read at any moment; caches of files kept by recent use."""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all (a temporary file beside it, then renamed over it, so
    that a reader, or a run stopped half-way by Ctrl-C, never sees part of it); its folder is made
    if missing, and a file it replaces keeps its permissions. OSError when it cannot be written
    (nothing is left behind)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(data)
        with contextlib.suppress(OSError):
            os.chmod(tmp, stat.S_IMODE(path.stat().st_mode))
        tmp.replace(path)
    except BaseException:  # KeyboardInterrupt too: no temporary file left in the user's tree
        tmp.unlink(missing_ok=True)
        raise


def mark_used(path: Path) -> None:
    """Note a cached file's use (its mtime), for ``keep_recent``; a read-only cache is left as it is."""
    with contextlib.suppress(OSError):
        os.utime(path)


def keep_recent(folder: Path, pattern: str, keep: int) -> None:
    """Remove the files matching ``pattern`` in ``folder`` beyond the ``keep`` most recently used."""
    files = sorted(folder.glob(pattern), key=_mtime, reverse=True)
    for old in files[keep:]:
        with contextlib.suppress(OSError):
            old.unlink(missing_ok=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
