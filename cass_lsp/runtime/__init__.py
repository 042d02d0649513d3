"""cass-lsp's C++ runtime: the definitions of what HIP lacks that translations carry into users'
output (CUDA's SIMD video intrinsics and DPX functions, the integer dot products, cuda_fp8.h's
conversions, cooperative_groups::reduce, stand-ins for library calls hipBLAS, hipSOLVER and
hipSPARSE lack...), and the Python that reads them.

The definitions are C++ headers in ``headers/`` (shipped as package data), which hipcc compiles as
they are (and nvcc too: CUDA has every one of them, so there they define nothing). Each starts at
an ``// @cass-compat NAME [since=X.Y] [before=X.Y] [yields] [needs=A+B] -- summary`` line and sits
in its own ``CASS_HIP_COMPAT_<name>`` guard; this module reads them once and hands out their text
byte for byte, a definition of a CUDA name wrapped so that HIP on NVIDIA GPUs (nvcc with
``__HIP_PLATFORM_NVIDIA__``) uses CUDA's own instead (``ON_NVIDIA``). ``simd.h`` and ``dpx.h``
are generated (scripts/gen_runtime.py: the families are one template each); the others are
written by hand.

The translator (translate/compat.py) decides which definitions a file needs; this package owns
their text. It imports nothing else of cass_lsp: the layering puts it under translate.

Adding a definition (see the report of the house-releases branch for a worked example): write it
after its ``@cass-compat`` line, inside its guard, in the header of its family or a new header
(listed in ``FILES``, and in ``NOT_SIMD`` unless tests/runtime/reference/simd_driver.py checks
it); add its guard to the header's nvcc block, so that nvcc, which has the CUDA function, keeps
its own; a new header of CUDA names goes into ``ON_NVIDIA`` with the CUDA header that declares
them (tests/translate/test_compat_on_nvidia.py checks that CUDA does). A definition under a CUDA
name is then in ``NAMES``, and the translator's compat rule carries it wherever the name is used;
a stand-in under a name of cass-lsp's own is reached through the mapping tables instead. Check
its values in tests/runtime/ (a host run built by hipcc, against results recorded on an NVIDIA
GPU).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

HEADER_NAME = "cass_hip_compat.h"  # the header a port writes, with the union of its files' needs
HEADERS = "headers"
# The headers, in the order their definitions are listed (the names of each group are used below).
FILES = (
    "simd",
    "dpx",
    "dot",
    "other",
    "cub",
    "grid_constant",
    "bf16",
    "bf16_hip5",
    "half_tanh",
    "cg_reduce",
    "backports",
    "hipblas",
    "hipsolver",
    "hipsolver_mg",
    "hipsparse",
    "driver",
    "fp8",
    "ptx",
    "rounding",
    "textures",
    "cg_shuffle",
    "cache_hints",
    "warp_reduce",
)


@dataclass(frozen=True)
class Helper:
    name: str
    code: str  # the definition
    summary: str  # what it computes, for the finding
    since: tuple[int, ...] = ()  # the oldest HIP it is written for (older: the tables' rule applies)
    before: tuple[int, ...] = ()  # the HIP that has it (this one and newer: HIP's own is used)
    yields: bool = False  # a template that loses to any definition of the file's own: always added
    header: str = ""  # the file under headers/ that holds it
    needs: tuple[str, ...] = ()  # other definitions this one uses (a type its signature names)

    def wanted(self, hip: tuple[int, ...]) -> bool:
        return self.since <= hip and (not self.before or hip < self.before)


_ENTRY = re.compile(r"^// @cass-compat (\S+)((?: [a-z]+(?:=[\w.+]+)?)*) -- (.*)\n", re.MULTILINE)


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def guard(name: str) -> str:
    """The include guard of definition ``name``."""
    return f"CASS_HIP_COMPAT_{name.replace('::', '_')}"


def parse_header(text: str, header: str = "") -> dict[str, Helper]:
    """The definitions of one header: after each `@cass-compat` line, the code between its guard's
    `#define` and the guard's `#endif  // GUARD`."""
    found: dict[str, Helper] = {}
    entries = list(_ENTRY.finditer(text))
    for m, following in zip(entries, [*entries[1:], None], strict=True):
        name, flags, summary = m.group(1), m.group(2).split(), m.group(3)
        block = text[m.end() : following.start() if following is not None else len(text)]
        opening, closing = f"#ifndef {guard(name)}\n#define {guard(name)}\n", f"#endif  // {guard(name)}\n"
        if not block.startswith(opening) or closing not in block:
            raise ValueError(f"{header}: the definition of {name} is not in its guard {guard(name)}")
        options = dict(flag.partition("=")[::2] for flag in flags)
        found[name] = Helper(
            name,
            block[len(opening) : block.rindex(closing)],
            summary,
            since=_version(options["since"]) if "since" in options else (),
            before=_version(options["before"]) if "before" in options else (),
            yields="yields" in options,
            header=header,
            needs=tuple(options["needs"].split("+")) if "needs" in options else (),
        )
    return found


def header_source(stem: str) -> str:
    """The text of ``headers/<stem>.h``."""
    return resources.files(__name__).joinpath(HEADERS, f"{stem}.h").read_text(encoding="utf-8")


@cache
def _load() -> dict[str, Helper]:
    helpers: dict[str, Helper] = {}
    for stem in FILES:
        helpers.update(parse_header(header_source(stem), f"{stem}.h"))
    return helpers


def _group(stem: str) -> frozenset[str]:
    return frozenset(name for name, h in HELPERS.items() if h.header == f"{stem}.h")


HELPERS: dict[str, Helper] = _load()
CG_REDUCE = "cooperative_groups::reduce"
BF16 = _group("bf16")
HALF_TANH = _group("half_tanh")
# HIP library functions newer than the HIP targeted, keyed by their HIP name: the tables map the
# CUDA name as usual, and the definition stands in where HIP lacks it.
BACKPORTS = _group("backports")
# Stand-ins for CUDA library calls hipBLAS and hipSOLVER lack, written on what they have, keyed by
# their own name (cass_hip..., so that no HIP release can clash with them): the tables map the
# CUDA name to it, and the definition stands in (the --roc translation keeps its findings).
STAND_INS = _group("hipblas") | _group("hipsolver") | _group("hipsolver_mg") | _group("hipsparse") | _group("driver")
MACROS = _group("cub") | _group("grid_constant")  # definitions that are macros, not functions with values to check
# cuda_fp8.h's C API: types, enums and conversions, pulled by the fp8 rule, which knows which
# definition an enumerator or a type needs.
FP8 = _group("fp8")
# Under names of cass-lsp's own, pulled by the rules that write them: the instructions of the
# inline-PTX idioms (translate/ptx), the software textures for targets without image instructions
# (translate/textures.py), cooperative-groups shuffles of any type (translate/cg_shuffle.py),
# __nv_bfloat16 for HIP 5.x (translate/bf16.py).
BF16_HIP5 = _group("bf16_hip5")
PULLED = _group("ptx") | _group("textures") | _group("cg_shuffle") | BF16_HIP5
# The loads and stores with a cache hint (__ldcs, __stcs...): plain loads and stores.
CACHE_HINTS = _group("cache_hints")
ROUNDING = _group("rounding")  # CUDA's directed-rounding arithmetic (tests/runtime/test_rounding.py)
WARP_REDUCE = _group("warp_reduce")  # __reduce_*_sync before HIP 7 (tests/runtime/test_warp_reduce.py)
# CUDA's integer min and max functions and system-scope atomicInc/Dec (tests/runtime/test_rounding.py)
MIN_MAX_ATOMICS = frozenset(
    {"umin", "umax", "llmin", "llmax", "ullmin", "ullmax", "atomicInc_system", "atomicDec_system"}
)
TRAP = frozenset({"__trap"})  # ends the kernel, no value to check (tests/translate/test_hip64_counterparts.py)
# Checked by their own tests, not the SIMD driver:
NOT_SIMD = (
    MACROS
    | BF16
    | HALF_TANH
    | _group("cg_reduce")
    | BACKPORTS
    | STAND_INS
    | FP8
    | CACHE_HINTS
    | PULLED
    | ROUNDING
    | WARP_REDUCE
    | MIN_MAX_ATOMICS
    | TRAP
)
NAMES = (
    frozenset(HELPERS) - BACKPORTS - STAND_INS - FP8 - PULLED
)  # CUDA names; the others are reached through the tables
# HIP code is for NVIDIA GPUs too: there hipcc is nvcc with __HIP_PLATFORM_NVIDIA__ defined, CUDA
# declares every CUDA name defined here, and a second definition stops the build ("__dp4a ... has
# already been defined"). Per header of CUDA names, the CUDA header that declares them there ("":
# cuda_runtime.h, which HIP's NVIDIA layer includes); on NVIDIA a translation uses CUDA's own.
# The headers not listed hold names of cass-lsp's or of HIP's libraries (stand-ins, backports),
# defined on both platforms.
ON_NVIDIA = {
    "simd": "", "dpx": "", "dot": "", "other": "", "grid_constant": "", "half_tanh": "cuda_fp16.h",
    "bf16": "cuda_bf16.h", "cg_reduce": "cooperative_groups/reduce.h", "cub": "cub/util_debug.cuh",
    "fp8": "cuda_fp8.h", "cache_hints": "", "rounding": "", "warp_reduce": "",
}  # fmt: skip


@cache
def needed_by(name: str) -> frozenset[str]:
    """``name`` and every definition it needs, directly or through another."""
    return frozenset({name}).union(*(needed_by(n) for n in HELPERS[name].needs))


@cache
def _depth(name: str) -> int:
    return 1 + max((_depth(n) for n in HELPERS[name].needs), default=-1)


# Read by a GPU compiler only (hipcc's clang defines __HIP__, nvcc __CUDACC__): a header a host
# compiler reads too (StringZilla's types.h, in its C and C++ programs) gets definitions of device
# code, which g++ and gcc cannot compile (a template naming __lane_id) and host code cannot call.
DEVICE_ONLY = "#if defined(__HIP__) || defined(__CUDACC__)  // device code: no host compiler's\n"


def device_only(helper: Helper) -> bool:
    """Does the definition declare device code only (`__device__`, never `__host__`)?"""
    return "__device__" in helper.code and "__host__" not in helper.code


def portable(helper: Helper) -> str:
    """The definition as a translation carries it: on NVIDIA, where CUDA declares the name, CUDA's
    own serves (from its header, when HIP's NVIDIA layer does not include that one)."""
    stem = helper.header.removesuffix(".h")
    if stem not in ON_NVIDIA:
        return helper.code
    if not ON_NVIDIA[stem]:
        return f"#ifndef __HIP_PLATFORM_NVIDIA__  // on NVIDIA, CUDA's own\n{helper.code}#endif\n"
    return f"#ifdef __HIP_PLATFORM_NVIDIA__  // CUDA's own\n#include <{ON_NVIDIA[stem]}>\n#else\n{helper.code}#endif\n"


def definitions(names: set[str] | frozenset[str], carried: bool = False) -> str:
    """The guarded definitions of ``names``, in a stable order: each after those it needs.
    ``carried``: as a translation carries them, device code for the GPU compilers only (the
    references recorded on GPUs hash the text without that)."""
    parts = []
    for name in sorted(names, key=lambda n: (_depth(n), n)):
        block = f"#ifndef {guard(name)}\n#define {guard(name)}\n{portable(HELPERS[name])}#endif\n"
        parts.append(f"{DEVICE_ONLY}{block}#endif\n" if carried and device_only(HELPERS[name]) else block)
    return "".join(parts)


_BANNER = "// What HIP lacks, defined by cass-lsp with CUDA's semantics.\n"


def inline_block(names: set[str] | frozenset[str]) -> str:
    """The definitions of ``names`` as a translated file carries them inline."""
    return _BANNER + definitions(names, carried=True) + "// End of cass-lsp's definitions.\n" if names else ""


def header_text(names: set[str] | frozenset[str]) -> str:
    """The port's ``cass_hip_compat.h``: self-contained (it includes the HIP runtime itself)."""
    return "#pragma once\n" + _BANNER + '#include "hip/hip_runtime.h"\n' + definitions(names, carried=True)
