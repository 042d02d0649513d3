"""Arguments that HIP's stricter declaration refuses: cast to HIP's parameter type.

Where a CUDA call renames to a HIP function whose parameter is stricter in constness than CUDA's
(``nvrtcCompileProgram``'s ``const char * const *options`` is ``hiprtcCompileProgram``'s ``const
char **options``: a ``char **compileParams`` no longer converts, "no matching function";
``cuMemcpyHtoD``'s ``const void *`` source is ``hipMemcpyHtoD``'s ``void *``), the argument is cast to
HIP's type. Which arguments: data/signature_casts.json, generated from HIP's and CUDA's headers by
scripts/gen_signature_casts.py and checked against the lanes' headers by
tests/translate/test_signature_casts.py. The cast drops only qualifiers that HIP's function does
not rely on (it neither writes through the pointer nor keeps it). A null pointer, or an argument
already cast, is left as it is.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from tree_sitter import Node

from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.rules import rule

DATA_FILE = "signature_casts.json"
_NULLS = frozenset({"NULL", "nullptr", "0"})
_PRIMARY = frozenset(
    {"identifier", "field_expression", "subscript_expression", "call_expression", "qualified_identifier"}
)


@cache
def casts() -> dict[str, tuple[tuple[int, str], ...]]:
    """CUDA name -> (argument index, HIP's parameter type) of each argument to cast."""
    raw = json.loads(resources.files("cass_lsp.translate").joinpath("data", DATA_FILE).read_text(encoding="utf-8"))
    return {name: tuple((int(i), t) for i, t in entries) for name, entries in raw["casts"].items()}


@rule("signature-casts", names=lambda mapping: frozenset(casts()), renames=True)
def cast_arguments(ctx: Context, node: Node, name: str) -> None:
    call = call_of_callee(node) if node.type == "identifier" else None
    if call is None:
        return
    args = call_arguments(call)
    for index, hip_type in casts()[name]:
        if index >= len(args):
            continue
        arg = args[index]
        text = ctx.text(arg).strip()
        if text in _NULLS or arg.type == "cast_expression" or text.startswith(("const_cast", "reinterpret_cast")):
            continue
        if arg.type in _PRIMARY or arg.type == "pointer_expression":
            ctx.replace(arg.start_byte, arg.start_byte, f"({hip_type})")
        else:
            ctx.replace(arg.start_byte, arg.start_byte, f"({hip_type})(")
            ctx.replace(arg.end_byte, arg.end_byte, ")")
