"""CUDA device functions that HIP lacks and the mapping tables do not list.

- ``__nanosleep(ns)`` (sm_70+, crt/sm_70_rt.h): a back-off hint in spin-wait loops. No HIP
  release up to 6.4 declares it (hipcc: "use of undeclared identifier"); AMD's device code has
  ``__builtin_amdgcn_s_sleep(n)``, which sleeps about 64 * n clock cycles (n from 0 to 127).
- ``__isGlobal``, ``__isShared``, ``__isConstant``, ``__isLocal`` (sm_20_intrinsics.h): whether a
  generic pointer points into that address space. HIP has none up to 6.4.

Each call is an ``unsupported-api`` finding (nothing is rewritten: the replacements differ in
meaning), unless the file defines a function of that name itself; a use in a #define body is
reported too, as the tables' names are.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.core.hip_releases import newest
from cass_lsp.translate.context import Context, call_of_callee
from cass_lsp.translate.rules import rule

MISSING = {
    "__nanosleep": "in device code, __builtin_amdgcn_s_sleep(n) waits about 64 * n cycles (n up to 127), or drop"
    " the call: it is only a hint",
    "__isGlobal": "keep track of where the pointer comes from instead",
    "__isShared": "keep track of where the pointer comes from instead",
    "__isConstant": "keep track of where the pointer comes from instead",
    "__isLocal": "keep track of where the pointer comes from instead",
}


def _message(name: str) -> str:
    return (
        f"HIP has no {name} (none up to {newest().short}; the tables do not list it): {MISSING[name]}, or guard the"
        " CUDA code with #ifndef __HIP_PLATFORM_AMD__"
    )


def _token(ctx: Context, start: int, end: int, name: str) -> None:
    ctx.report("unsupported-api", _message(name), start, end)


@rule(
    "device-missing",
    macro=_token,
    names=MISSING,
    codes={"unsupported-api"},
    doc="CUDA device functions HIP lacks that the tables miss (__nanosleep, __isShared, ...)",
)
def _in_code(ctx: Context, node: Node, name: str) -> None:
    if node.type != "identifier" or call_of_callee(node) is None or name in ctx.facts.defined_functions:
        return
    ctx.report("unsupported-api", _message(name), node.start_byte, node.end_byte)
