"""CUDA's ``isfinite``, ``isnan``, ``isinf`` and ``signbit`` called unqualified in host code.

CUDA's math headers declare them in the global namespace for host and device code. HIP's (clang's
``__clang_hip_cmath.h``) declare the global ones for device code only, and libstdc++'s ``<cmath>``
has the host ones in ``std::`` alone, so ``isfinite(x)`` in a host function is "no matching function
for call to 'isfinite'" with hipcc where nvcc takes it (HeCBench's qkv). In a function that is not
device-only (a host or ``__host__ __device__`` one), the call becomes ``std::isfinite(x)``, which
both take (libstdc++'s are constexpr, which clang compiles for the device too); in C, in device
code and qualified calls, as written.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.syntax.cuda import function_of
from cass_lsp.translate.context import Context
from cass_lsp.translate.portability import enclosing_function
from cass_lsp.translate.rules import rule

NAMES = frozenset({"isfinite", "isnan", "isinf", "signbit"})


@rule("host-classification", names=NAMES)
def qualify(ctx: Context, node: Node, name: str) -> bool:
    """isfinite, isnan, isinf and signbit called unqualified in host code: std:: (HIP's global ones
    are device code's)."""
    call = node.parent
    if ctx.options.language == "c" or call is None or call.type != "call_expression":
        return False
    if call.child_by_field_name("function") != node:
        return False
    fn = enclosing_function(node)
    described = function_of(fn) if fn is not None else None
    if described is None or described.kind in ("kernel", "device"):
        return False
    ctx.replace(node.start_byte, node.start_byte, "std::")
    return True
