"""What HIP lacks, defined: portable definitions of CUDA device functions HIP does not have.

CUDA's SIMD video intrinsics (`__vadd4`, `__vmaxs2`, `__vabsdiffu4`, ... and the DPX functions of
CUDA 12, `__vimax3_s32`, `__viaddmax_s16x2_relu`, `__vibmax_u32`, ...), its integer dot products
(`__dp4a`, `__dp2a_lo`, `__dp2a_hi`) and `__fmaf_ieee_rn` have no HIP counterpart in HIP 5.2.3
or 6.4.3 (HeCBench's dp4a program calls `__dp4a`; its HIP twin writes one with AMD builtins).
A call of one no longer leaves an undeclared name: the translation carries a definition with
CUDA's semantics (per-lane loops the compiler unrolls; checked against results recorded on an
NVIDIA GPU and against a reference written from NVIDIA's documentation).

Where the definitions go (``TranslateOptions.compat_header``):

- None (one file: `cass-lsp translate`, the editor's conversions): inline, right after the HIP
  runtime include, so that the file builds alone (the editor's background build compiles the one
  translated file in a scratch folder, where a sibling header would not be found);
- a path (`cass-lsp port`): `#include "<path>"` instead, and the port writes one header,
  ``cass_hip_compat.h`` at the root of its output, with the union of what its files need.

Every definition sits in its own `#ifndef CASS_HIP_COMPAT_<name>` guard, so inline copies and
the header can meet in one translation unit (a translated .cu including a translated .cuh).
Definitions are `static inline __host__ __device__`: no ODR clash between files, and the host
side lets them be tested on a machine without a GPU.

The definitions themselves are C++ headers beside this module (``compat_headers/*.h``, shipped
as package data), which hipcc compiles as they are (and nvcc too: CUDA has every one of them,
so there they define nothing); this module reads them once and copies what a translation needs,
byte for byte.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from tree_sitter import Node

from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.rules import rule

HEADER_NAME = "cass_hip_compat.h"
HEADERS = "compat_headers"
# The headers, in the order their definitions are listed (the names of each group are used below).
FILES = (
    "simd",
    "dpx",
    "dot",
    "other",
    "cub",
    "grid_constant",
    "bf16",
    "half_tanh",
    "cg_reduce",
    "backports",
    "hipblas",
    "hipsolver",
    "hipsolver_mg",
    "hipsparse",
    "fp8",
)


@dataclass(frozen=True)
class Helper:
    name: str
    code: str  # the definition
    summary: str  # what it computes, for the finding
    since: tuple[int, ...] = ()  # the oldest HIP it is written for (older: the tables' rule applies)
    before: tuple[int, ...] = ()  # the HIP that has it (this one and newer: HIP's own is used)
    yields: bool = False  # a template that loses to any definition of the file's own: always added
    header: str = ""  # the file under compat_headers/ that holds it
    needs: tuple[str, ...] = ()  # other definitions this one uses (a type its signature names)

    def wanted(self, hip: tuple[int, ...]) -> bool:
        return self.since <= hip and (not self.before or hip < self.before)


_ENTRY = re.compile(r"^// @cass-compat (\S+)((?: [a-z]+(?:=[\w.+]+)?)*) -- (.*)\n", re.MULTILINE)


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def parse_header(text: str, header: str = "") -> dict[str, Helper]:
    """The definitions of one compat header: after each `@cass-compat` line, the code between its
    guard's `#define` and the guard's `#endif  // GUARD`."""
    found: dict[str, Helper] = {}
    entries = list(_ENTRY.finditer(text))
    for m, following in zip(entries, [*entries[1:], None], strict=True):
        name, flags, summary = m.group(1), m.group(2).split(), m.group(3)
        block = text[m.end() : following.start() if following is not None else len(text)]
        guard = _guard(name)
        opening, closing = f"#ifndef {guard}\n#define {guard}\n", f"#endif  // {guard}\n"
        if not block.startswith(opening) or closing not in block:
            raise ValueError(f"{header}: the definition of {name} is not in its guard {guard}")
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


@cache
def _load() -> dict[str, Helper]:
    folder = resources.files("cass_lsp.translate").joinpath(HEADERS)
    helpers: dict[str, Helper] = {}
    for stem in FILES:
        helpers.update(parse_header(folder.joinpath(f"{stem}.h").read_text(encoding="utf-8"), f"{stem}.h"))
    return helpers


def _guard(name: str) -> str:
    return f"CASS_HIP_COMPAT_{name.replace('::', '_')}"


def _group(stem: str) -> frozenset[str]:
    return frozenset(name for name, h in HELPERS.items() if h.header == f"{stem}.h")


HELPERS: dict[str, Helper] = _load()
CG_REDUCE = "cooperative_groups::reduce"
BF16 = _group("bf16")
HALF_TANH = _group("half_tanh")
# HIP library functions newer than the HIP targeted, keyed by their HIP name: the tables map the
# CUDA name as usual (tables.apply), and the definition stands in where HIP lacks it.
BACKPORTS = _group("backports")
# Stand-ins for CUDA library calls hipBLAS and hipSOLVER lack, written on what they have, keyed by
# their own name (cass_hip..., so that no HIP release can clash with them): the tables map the
# CUDA name to it, and the definition stands in (the --roc translation keeps its findings).
STAND_INS = _group("hipblas") | _group("hipsolver") | _group("hipsolver_mg") | _group("hipsparse")
MACROS = _group("cub") | _group("grid_constant")  # definitions that are macros, not functions with values to check
# Checked by their own tests, not the SIMD driver:
# cuda_fp8.h's C API: types, enums and conversions, pulled by the fp8 rule (fp8.py), which knows
# which definition an enumerator or a type needs.
FP8 = _group("fp8")
NOT_SIMD = MACROS | BF16 | HALF_TANH | _group("cg_reduce") | BACKPORTS | STAND_INS | FP8
NAMES = frozenset(HELPERS) - BACKPORTS - STAND_INS - FP8  # CUDA names; the others are reached through the tables


# -- the pass ----------------------------------------------------------------------------------


def use(ctx: Context, start: int, end: int, name: str, node: Node | None, cuda: str = "") -> bool:
    """A use of ``name`` at [start, end) (``node``: its identifier, None in a #define body; ``cuda``:
    the CUDA name a stand-in replaces): the definition goes into the output. False when the HIP
    targeted has it, or the file defines its own ``name`` (unless the definition yields to the
    file's)."""
    helper = HELPERS[name]
    if not helper.wanted(ctx.options.hip) or (name in ctx.facts.defined_functions and not helper.yields):
        return False
    # A declaration of the name, or a member of that name: nothing to define.
    parent_type = node.parent.type if node is not None and node.parent is not None else ""
    if parent_type in ("function_declarator", "field_expression") and call_of_callee(node) is None:  # type: ignore[arg-type]
        return False
    for needed in needed_by(name):
        ctx.need("compat", needed)
    where = (
        f'#include "{ctx.options.compat_header}"'
        if ctx.options.compat_header
        else "inline after the HIP runtime include"
    )
    missing = name
    if name in STAND_INS:
        missing, lacking, added = cuda or name, "HIP", f"{name}, defined on what HIP has, stands in"
    elif helper.before:
        lacking = f"HIP {ctx.options.hip_version or '.'.join(map(str, ctx.options.hip))}"
        added = "a definition for older HIP is added"
    else:
        lacking, added = "HIP", "a portable definition with CUDA's semantics is added"
    ctx.report_once(
        f"hip-compat:{name}",
        "hip-compat",
        f"{lacking} has no {missing} ({helper.summary}): {added} ({where})",
        start,
        end,
    )
    return True


@cache
def needed_by(name: str) -> frozenset[str]:
    """``name`` and every definition it needs, directly or through another."""
    return frozenset({name}).union(*(needed_by(n) for n in HELPERS[name].needs))


@cache
def _depth(name: str) -> int:
    return 1 + max((_depth(n) for n in HELPERS[name].needs), default=-1)


def definitions(names: set[str] | frozenset[str]) -> str:
    """The guarded definitions of ``names``, in a stable order: each after those it needs."""
    parts = []
    for name in sorted(names, key=lambda n: (_depth(n), n)):
        guard = _guard(name)
        parts.append(f"#ifndef {guard}\n#define {guard}\n{HELPERS[name].code}#endif\n")
    return "".join(parts)


_BANNER = "// What HIP lacks, defined by cass-lsp with CUDA's semantics.\n"


def inline_block(names: set[str] | frozenset[str]) -> str:
    return _BANNER + definitions(names) + "// End of cass-lsp's definitions.\n" if names else ""


def header_text(names: set[str] | frozenset[str]) -> str:
    """The port's ``cass_hip_compat.h``: self-contained (it includes the HIP runtime itself)."""
    return "#pragma once\n" + _BANNER + '#include "hip/hip_runtime.h"\n' + definitions(names)


def after_runtime(ctx: Context) -> str:
    """What the file needs right after its HIP runtime include: the definitions, or their header."""
    if not ctx.needs.compat:
        return ""
    if ctx.options.compat_header:
        return f'#include "{ctx.options.compat_header}"\n'
    return inline_block(ctx.needs.compat)


# -- the rule ----------------------------------------------------------------------------------


def _token(ctx: Context, start: int, end: int, name: str) -> bool:
    return use(ctx, start, end, name, None)


def _keyword(ctx: Context, start: int, end: int, name: str) -> None:
    if name in MACROS:  # __grid_constant__, a keyword of the grammar
        use(ctx, start, end, name, None)


@rule(
    "compat",
    macro=_token,
    keyword=_keyword,
    names=NAMES,
    priority=20,  # before bf16-conversions: __float2bfloat16_rn is defined for HIP 6.2+
    codes={"hip-compat"},
    produces={"compat"},
    doc="Portable definitions of CUDA device functions HIP lacks",
)
def _in_code(ctx: Context, node: Node, name: str) -> bool:
    """A call of a device function HIP lacks: defined in the output; else the next rule's."""
    return node.type == "identifier" and use(ctx, node.start_byte, node.end_byte, name, node)
