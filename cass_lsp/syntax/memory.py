"""Give freed heap memory back to the operating system after big parses.

A first parse of a large file allocates and frees a lot of scratch space; glibc keeps freed
memory in its heap, so the server's resident size would stay at its peak. ``malloc_trim``
returns it. Elsewhere (macOS, musl) this is a no-op.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
from functools import cache


@cache
def _malloc_trim():
    name = ctypes.util.find_library("c")
    if not name:
        return None
    try:
        return ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return None


def release_free_memory() -> None:
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
