"""Macros that paste CUDA names together: `#define cuda(x) check(cuda##x, #x)`, used `cuda(Malloc(&p, n))`.

No CUDA name appears whole in the file, so no table renames one; the HIP build calls cudaMalloc.
The pasted prefix becomes HIP's by HIPIFY's naming convention (``cuda##x`` -> ``hip##x``,
``cublas##x`` -> ``hipblas##x``, ``CUDA_##x`` -> ``HIP_##x``...). Each use in the file is checked
against the tables: where HIP's name keeps the prefix but not the rest (cudaMallocHost is
hipHostMalloc), the pasted part of the use is rewritten (``cuda(HostMalloc(&p, n))``); where it
does not (under --roc, rocBLAS's snake case) or HIP has no such name, an error says so at the use.
A macro with no use in the file gets a note: its uses elsewhere are checked nowhere.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.result import Severity
from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.rules import rule

CODE = "token-paste"

# HIPIFY's naming convention, per prefix a macro pastes to.
PREFIXES = {
    "cuda": "hip",
    "cublas": "hipblas",
    "cufft": "hipfft",
    "curand": "hiprand",
    "cusparse": "hipsparse",
    "cusolver": "hipsolver",
    "nvrtc": "hiprtc",
    "cu": "hip",
    "CUDA_": "HIP_",
    "CUBLAS_": "HIPBLAS_",
    "CUFFT_": "HIPFFT_",
    "CURAND_": "HIPRAND_",
    "CUSPARSE_": "HIPSPARSE_",
    "CUSOLVER_": "HIPSOLVER_",
    "NVRTC_": "HIPRTC_",
    "CU_": "HIP_",
}
_PASTE = re.compile(
    rb"(?<![\w#])(" + b"|".join(re.escape(p.encode()) for p in sorted(PREFIXES, key=len, reverse=True)) + rb")"
    rb"[ \t]*##[ \t]*([A-Za-z_]\w*)"
)
_LEADING_NAME = re.compile(r"\s*([A-Za-z_]\w*)")


@rule("token-paste", phase="range", pattern=b"##", codes={CODE, "unsupported-api"})
def rewrite(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    for m in _PASTE.finditer(data, start, end):
        body = ctx.root.descendant_for_byte_range(m.start(), m.end())
        define = body.parent if body is not None and body.type == "preproc_arg" else None
        if define is None or define.type != "preproc_function_def":
            continue
        prefix, param = m.group(1).decode(), m.group(2).decode()
        index = _parameter_index(ctx, define, param)
        name_node = define.child_by_field_name("name")
        if index is None or name_node is None:
            continue
        new = PREFIXES[prefix]
        ctx.replace(m.start(1), m.end(1), new)
        uses = _uses(ctx, ctx.text(name_node), index)
        for suffix_start, suffix_end, suffix in uses:
            _check_use(ctx, prefix, new, suffix_start, suffix_end, suffix)
        if not uses:
            ctx.report(
                CODE,
                f"`{prefix}##{param}` pastes CUDA names together: written `{new}##{param}`, which makes HIP's names"
                f" where they follow HIPIFY's convention ({prefix}X -> {new}X). This file does not use the macro: a"
                f" use whose HIP name differs (cudaMallocHost is hipHostMalloc) will not compile",
                m.start(1),
                m.end(1),
            )


def _parameter_index(ctx: Context, define: Node, param: str) -> int | None:
    params = define.child_by_field_name("parameters")
    names = [ctx.text(c) for c in params.named_children if c.type == "identifier"] if params is not None else []
    return names.index(param) if param in names else None


def _uses(ctx: Context, macro: str, index: int) -> list[tuple[int, int, str]]:
    """The pasted part of each use of ``macro`` in code: the name leading its argument ``index``."""
    found = []
    for s, e, _ in lexer.occurrences(ctx.data, (macro,)):
        node = ctx.node_at(s, e)
        call = call_of_callee(node) if node is not None and node.type == "identifier" else None
        args = call_arguments(call) if call is not None else []
        if len(args) <= index:
            continue
        arg = args[index]
        lead = _LEADING_NAME.match(ctx.text(arg))
        if lead is not None:
            begin = arg.start_byte + len(ctx.text(arg)[: lead.start(1)].encode())
            found.append((begin, begin + len(lead.group(1).encode()), lead.group(1)))
    return found


def _check_use(ctx: Context, prefix: str, new: str, start: int, end: int, suffix: str) -> None:
    cuda = prefix + suffix
    entry = ctx.mapping.apis.get(cuda)
    if entry is None:
        return  # not a name of the tables (the project's own, or one the unknown-API check cannot see)
    if not entry.supported:
        ctx.report(
            "unsupported-api",
            f"{suffix} here makes {cuda} (the macro pastes {prefix}##): HIP has no equivalent; rewrite the call"
            " by hand or guard it with #ifndef __HIP_PLATFORM_AMD__",
            start,
            end,
        )
    elif entry.hip == new + suffix:
        return
    elif entry.hip.startswith(new):
        ctx.replace(start, end, entry.hip[len(new) :])
    else:
        ctx.report(
            CODE,
            f"{suffix} here makes {cuda} (the macro pastes {prefix}##, written {new}##), whose HIP name is"
            f" {entry.hip}: write this call without the macro",
            start,
            end,
            severity=Severity.ERROR,
        )
