"""A translation as HIP on AMD compiles it: without the branches that only HIP on NVIDIA takes,
where a definition of a CUDA name stands aside for CUDA's own and includes CUDA's header for it
(cass_lsp/runtime, ON_NVIDIA). A CUDA header named there is no leftover of the translation."""

from __future__ import annotations

import re

# `#ifdef __HIP_PLATFORM_NVIDIA__  // CUDA's own` / `#include <cuda_fp8.h>` / `#else`
_NVIDIA_BRANCH = re.compile(r"^#ifdef __HIP_PLATFORM_NVIDIA__\b[^\n]*\n(?:#include <[^>\n]+>\n)*#else\n", re.MULTILINE)


def amd_side(text: str) -> str:
    return _NVIDIA_BRANCH.sub("", text)
