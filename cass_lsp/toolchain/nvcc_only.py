"""Which of clang's errors are of code that only nvcc accepts (checked with nvcc 13.0 and clang 21):
not a fault of the translation, but what decides whether the project builds for AMD. ``--check``
says so of each such error of a failed build; the translator reports the same code where it sees it
(translate/nvcc_only.py, finding ``nvcc-only-code``)."""

from __future__ import annotations

import re

_ERROR = re.compile(r"\b(?:fatal )?error: (.*)$")

# (clang's message, why nvcc took it and what to write), the first that matches.
_CLASSES: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"out-of-line definition of '([^']+)' does not match any declaration in '([^']+)'"),
        "nvcc merges the CUDA qualifiers of a member's declaration and its out-of-line definition (into"
        " __host__ __device__); clang wants the same on both: if only they differ, write __host__ __device__ on"
        " the declaration in {1} and on the definition of {0}",
    ),
    (
        re.compile(r"(?:__host__ |__device__ |__global__ )+function '([^']+)' cannot overload "),
        "nvcc merges a declaration's and a definition's CUDA qualifiers (into __host__ __device__); clang reads"
        " two functions: write the same qualifiers on every declaration of {0}",
    ),
    (
        re.compile(r"call to function '([^']+)' that is neither visible in the template definition nor found by"),
        "nvcc finds {0} where the template is instantiated; clang where it is defined: declare {0} before the template",
    ),
    (
        re.compile(r"reference to __host__ function '([^']+)' in __host__ __device__ function"),
        "nvcc only warns of a host function called from a __host__ __device__ one; clang rejects it where that"
        " function is compiled for the GPU: make {0} __host__ __device__, or keep the call out of device code",
    ),
    (
        re.compile(r"reference to local variable '([^']+)' declared in enclosing function"),
        "nvcc and host compilers accept a constant local named by a host function's inline asm; clang's device"
        " pass, which reads host functions too, does not: make {0} a static local (the same constant)",
    ),
    (
        re.compile(r"CUDA device code does not support va_arg"),
        "nvcc compiles va_arg in device code; clang does not: pass the values another way (an array and its length)",
    ),
    (
        re.compile(r"dynamic initialization is not supported for __device__, __constant__"),
        "nvcc folds some calls in a device variable's initializer to constants; clang does not: write the value"
        " (a literal, or a constexpr expression)",
    ),
)


def nvcc_only(line: str) -> str | None:
    """Why the clang error ``line`` (as hipcc prints it, `file:line:col: error: message`, or the message
    alone) is of code only nvcc accepts, and what to write instead; None for any other line."""
    m = _ERROR.search(line)
    if m is None and re.search(r": (?:warning|note|remark): ", line):
        return None  # clang's other kinds of line
    message = m.group(1) if m is not None else line
    for pattern, why in _CLASSES:
        found = pattern.search(message)
        if found is not None:
            return why.format(*found.groups())
    return None
