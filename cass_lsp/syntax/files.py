"""Reading source files from disk for the command-line tools: bad input gets a clear answer."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

BINARY_PROBE = 8192


@dataclass(frozen=True)
class Source:
    """A file's text, or why there is none. ``problem`` may be set alongside usable text
    (invalid UTF-8 decoded with replacement characters)."""

    path: Path
    text: str | None
    problem: str | None = None


def read_source(path: Path, max_bytes: int = 64 * 2**20) -> Source:
    try:
        size = path.stat().st_size
        if size > max_bytes:
            return Source(path, None, f"{size / 2**20:.1f} MB is over the {max_bytes / 2**20:.0f} MB limit; skipped")
        data = path.read_bytes()
    except OSError as exc:
        return Source(path, None, f"cannot read: {exc.strerror or exc}")
    if b"\x00" in data[:BINARY_PROBE]:
        return Source(path, None, "binary file (it holds NUL bytes); skipped")
    try:
        return Source(path, data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        return Source(
            path,
            data.decode("utf-8", "replace"),
            f"not valid UTF-8 (byte 0x{data[exc.start]:02x} on line {line}); read with replacement characters",
        )
