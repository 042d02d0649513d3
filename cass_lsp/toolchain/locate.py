"""Finding executables (in a folder, on a PATH) and reading versions out of tool output: the
small lookups that every probe of discovery shares."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Mapping
from pathlib import Path

DEFAULT_ROCM = Path("/opt/rocm")


def executable(path: Path) -> Path | None:
    """``path`` when it is a file this user may run, else None."""
    return path if path.is_file() and os.access(path, os.X_OK) else None


def which(name: str, env: Mapping[str, str]) -> Path | None:
    """``name`` on the PATH of ``env`` (not this process's: discovery may look with another)."""
    found = shutil.which(name, path=env.get("PATH", ""))
    return Path(found) if found else None


def first_version(pattern: str, *texts: str) -> str | None:
    """Group 1 of ``pattern`` in the first of ``texts`` where it matches."""
    for text in texts:
        m = re.search(pattern, text)
        if m:
            return m.group(1)
    return None
