"""Keep the server's resident memory near what it holds, with glibc's malloc.

Two habits of glibc matter for a server that keeps multi-megabyte texts and trees:
- A first parse of a large file allocates and frees a lot of scratch space, which glibc keeps
  in its heap: ``release_free_memory`` (``malloc_trim``) hands it back.
- Every edit of a 12 MB document makes new 12 MB bytes. glibc serves such blocks with mmap
  (and unmaps them when freed) only until the first one is freed: then it raises its mmap
  threshold and later ones come from the heap, which fragments edit after edit (24 MB more
  after 200 edits of a 100,000-line SASS file). ``use_mmap_for_large_blocks`` pins the
  threshold.
Elsewhere (macOS, musl) both are no-ops.
"""

from __future__ import annotations

import ctypes
import gc
from functools import cache

_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter


@cache
def _libc_function(name: str):
    # The process's own symbols, libc's among them: find_library would start ldconfig to look.
    try:
        return getattr(ctypes.CDLL(None), name)
    except (OSError, AttributeError):
        return None


def use_mmap_for_large_blocks(threshold: int = 1 << 20) -> None:
    """Blocks of ``threshold`` bytes or more always go to mmap, and back to the system when freed."""
    mallopt = _libc_function("mallopt")
    if mallopt is not None:
        mallopt(_M_MMAP_THRESHOLD, threshold)


def release_free_memory(collect: bool = True) -> None:
    """Hand glibc's free heap back to the system; first, with ``collect``, free Python's cycles.

    A full collection takes time in proportion to every object the process holds (200 ms with
    a few million), so callers on the event loop's hot path pass ``collect=False``: a parse's
    scratch space is C memory, which the trim alone returns."""
    if collect:
        gc.collect()
    trim = _libc_function("malloc_trim")
    if trim is not None:
        trim(0)
