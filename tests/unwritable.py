"""Files and folders this process cannot write, by real permissions: ``chmod a-w`` for a user;
for root, whom permissions do not bind, the immutable attribute (``chattr +i``)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest


def _probe(path: Path) -> bool:
    """Whether ``path`` (a folder: a new file in it; a file: appending) really cannot be written."""
    try:
        if path.is_dir():
            probe = path / f".probe-{uuid.uuid4().hex}"
            probe.write_bytes(b"")
            probe.unlink()
        else:
            with path.open("ab"):
                pass
    except OSError:
        return True
    return False


@contextlib.contextmanager
def unwritable(*paths: Path) -> Iterator[None]:
    """``paths`` cannot be written inside the block (skips the test, saying why, where that cannot
    be arranged); restored after."""
    root = os.geteuid() == 0
    if root and shutil.which("chattr") is None:
        pytest.skip("running as root without chattr: no way to make a folder root cannot write")
    done: list[tuple[Path, int]] = []
    try:
        for path in paths:
            mode = path.stat().st_mode
            if root:
                r = subprocess.run(["chattr", "+i", str(path)], capture_output=True, text=True)
                if r.returncode != 0:
                    pytest.skip(f"running as root and chattr +i failed here ({r.stderr.strip()}): no way to make"
                                " a folder root cannot write")  # fmt: skip
            else:
                path.chmod(mode & ~0o222)
            done.append((path, mode))
            if not _probe(path):
                pytest.skip(f"{path} is still writable after {'chattr +i' if root else 'chmod a-w'}")
        yield
    finally:
        for path, mode in reversed(done):
            if root:
                subprocess.run(["chattr", "-i", str(path)], capture_output=True)
            else:
                path.chmod(mode)
