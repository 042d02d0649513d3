"""Which language a source is in, for the translator: CUDA (C++ with CUDA's extensions), C (a
``.c`` file, compiled by a C compiler: ``register`` is C's own), or SYCL, which is no CUDA at all
and which the translator leaves as it is (SYCLomatic's ``*.dp.cpp``, or a file including SYCL's
header): its lane arithmetic is not CUDA's warps."""

from __future__ import annotations

import re
from typing import Literal

Language = Literal["cuda", "c", "sycl"]

_SYCL_INCLUDE = re.compile(
    rb'^[ \t]*#[ \t]*include[ \t]*[<"](?:sycl/sycl\.hpp|CL/sycl\.hpp|sycl\.hpp|dpct/dpct\.hpp)[>"]', re.M
)
# What only CUDA code has: a file with one of these is CUDA even where it includes SYCL's header too.
_CUDA_MARKERS = (b"__global__", b"__device__", b"<<<", b"cuda_runtime", b"#include <cuda", b'#include "cuda')


def language_of(name: str) -> Language:
    """The language a file of this name is in: ``.c`` is C, SYCLomatic's ``x.dp.cpp`` SYCL."""
    if ".dp." in name:
        return "sycl"
    return "c" if name.endswith(".c") else "cuda"


def is_sycl(data: bytes, language: Language) -> bool:
    """Is this source SYCL (by its name, or its includes with no CUDA beside them)?"""
    if language == "sycl":
        return True
    return _SYCL_INCLUDE.search(data) is not None and not any(m in data for m in _CUDA_MARKERS)
