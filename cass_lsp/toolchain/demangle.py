"""Kernel names from mangled symbols: enough of the Itanium ABI to match a source name, plus
c++filt for display.

Kernels are looked up by the name written in the source (``saxpy`` at a definition or a
launch); assembly and SASS list symbols (``_Z5saxpyifPKfPf``, ``_ZN2ns5scaleIfEEvPT_S1_``).
``name_path`` reads the nested name (``["ns", "scale"]``) without a full demangler; the pretty
form comes from ``c++filt`` (binutils) or ``llvm-cxxfilt`` when present, in one batch.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable

from cass_lsp.toolchain.process import run_async

_SOURCE_NAME = re.compile(r"(\d+)")


def _read_source_name(symbol: str, pos: int) -> tuple[str, int] | None:
    m = _SOURCE_NAME.match(symbol, pos)
    if not m:
        return None
    length = int(m.group(1))
    start = m.end()
    name = symbol[start : start + length]
    return (name, start + length) if len(name) == length else None


def name_path(symbol: str) -> list[str]:
    """``_ZN2ns5scaleIfEEvPT_S1_`` -> ``["ns", "scale"]``; an unmangled name -> ``[name]``.

    Handles plain and nested names (``N ... E`` with cv-qualifiers and ``St``), stopping at
    template arguments; anything else falls back to the symbol itself.
    """
    if not symbol.startswith("_Z"):
        return [symbol]
    pos = 2
    if symbol.startswith("L", pos):  # internal linkage (static)
        pos += 1
    if symbol.startswith("N", pos):
        pos += 1
        while pos < len(symbol) and symbol[pos] in "rVKRO":
            pos += 1
        parts: list[str] = []
        if symbol.startswith("St", pos):
            parts.append("std")
            pos += 2
        while (read := _read_source_name(symbol, pos)) is not None:
            name, pos = read
            parts.append(name)
            if pos < len(symbol) and symbol[pos] == "I":
                break
        return parts or [symbol]
    read = _read_source_name(symbol, pos)
    return [read[0]] if read else [symbol]


def base_name(symbol: str) -> str:
    return name_path(symbol)[-1]


def matches(symbol: str, name: str) -> bool:
    """Does ``symbol`` define the kernel written ``name`` (``k``, ``ns::k`` or ``k<float>``)?"""
    wanted = [p for p in re.sub(r"<.*>", "", name).split("::") if p]
    path = name_path(symbol)
    return bool(wanted) and path[-len(wanted) :] == wanted


def _tool() -> str | None:
    return shutil.which("c++filt") or shutil.which("llvm-cxxfilt") or shutil.which("llvm-cxxfilt-15")


def _pair(names: list[str], ok: bool, stdout: str) -> dict[str, str]:
    out = stdout.splitlines()
    if not ok or len(out) != len(names):
        return {s: s for s in names}
    return dict(zip(names, out, strict=True))


def demangle_all(symbols: Iterable[str]) -> dict[str, str]:
    """Pretty names through c++filt (one process for all); symbols it cannot read stay as they are."""
    names = list(dict.fromkeys(symbols))
    tool = _tool()
    if not names or tool is None:
        return {s: s for s in names}
    try:
        res = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return {s: s for s in names}
    return _pair(names, res.returncode == 0, res.stdout)


async def demangle_all_async(symbols: Iterable[str]) -> dict[str, str]:
    """``demangle_all`` for the event loop (an asyncio subprocess)."""
    names = list(dict.fromkeys(symbols))
    tool = _tool()
    if not names or tool is None:
        return {s: s for s in names}
    try:
        res = await run_async([tool], stdin=("\n".join(names) + "\n").encode(), timeout=10)
    except OSError:
        return {s: s for s in names}
    return _pair(names, res.ok, res.stdout)
