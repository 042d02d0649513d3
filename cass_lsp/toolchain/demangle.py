"""Kernel names from mangled symbols: enough of the Itanium ABI to match a source name.

Kernels are looked up by the name written in the source (``saxpy`` at a definition or a
launch); assembly and SASS list symbols (``_Z5saxpyifPKfPf``, ``_ZN2ns5scaleIfEEvPT_S1_``).
``name_path`` reads the nested name (``["ns", "scale"]``) without a full demangler.
"""

from __future__ import annotations

import re

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
