"""Writing a file that another process may read at any moment; caches of files kept by recent use."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path


class NotRegularFile(OSError):
    """A path to be written names something other than a regular file (a FIFO, a device, a
    socket, a folder): writing it would replace that thing, or feed it the text."""

    def __init__(self, path: Path, kind: str):
        super().__init__(errno.EINVAL, f"{kind}, not a regular file", str(path))
        self.kind = kind


def file_kind(mode: int) -> str:
    """What a ``stat`` mode names, in words."""
    for test, kind in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return kind
    return "a regular file" if stat.S_ISREG(mode) else "a special file"


def writable_target(path: Path) -> Path:
    """Where writing ``path`` lands: the file a symbolic link names (followed, as editors write
    through one; a dangling link's target is created), else ``path``. NotRegularFile when that is
    anything but a regular file or nothing yet; OSError for a loop of links."""
    try:
        mode = path.stat().st_mode  # follows links; a loop raises ELOOP
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        raise NotRegularFile(path, file_kind(mode))
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``path`` whole or not at all (a temporary file beside it, then renamed over it, so
    that a reader, or a run stopped half-way by Ctrl-C, never sees part of it); its folder is made
    if missing, and a file it replaces keeps its permissions. A symbolic link is written through
    (its target gets the text, the link stays); anything else but a regular file is refused
    (``writable_target``). OSError when it cannot be written (nothing is left behind)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path = writable_target(path)
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
