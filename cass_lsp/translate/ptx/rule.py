"""Inline PTX (``asm("...")`` in device code): translated where every instruction has an exact HIP
form, an error finding naming the instruction otherwise.

AMD GPUs cannot run PTX, and HIPIFY leaves it ("no plans", ROCm/HIPIFY#731). The common idioms have
exact HIP equivalents (lower.py lists them): ``mov.u32 %0, %%laneid;``, ``%%clock64``, ``bfe``,
``bfi``, ``prmt``, ``lop3``, ``shf``, ``vote``, ``shfl``, cache-hinted and non-coherent loads and
stores, ``membar``/``fence``, ``red``/``atom``, integer arithmetic, ``setp``/``selp`` with the
``.reg`` declarations of a ``{ }`` block. Such a statement becomes an expression or an immediately
invoked lambda computing the same values (with cass-lsp's definitions where an instruction needs
more than an operator: runtime/headers/ptx.h), and an ``inline-ptx-translated`` note (a warning
where the translation's meaning differs in a way the note explains: ``%%warpid``, ``%%smid``,
``%%globaltimer``). Any other statement keeps its ``inline-ptx`` error, which names the first
instruction (or form) that has no translation. asm in host code is left alone unless it is PTX, and
so is a statement with no instruction and no operand (a comment, ``asm volatile("" ::: "memory")``).
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.core.result import Severity
from cass_lsp.runtime import needed_by
from cass_lsp.syntax.cuda import function_at, inline_asm
from cass_lsp.translate.context import Context
from cass_lsp.translate.ptx.lower import Unknown, lower
from cass_lsp.translate.ptx.parse import read
from cass_lsp.translate.rules import rule
from cass_lsp.translate.tables import API_TABLES

ERROR = "inline-ptx"
TRANSLATED = "inline-ptx-translated"
_PTX_WORDS = ("%%laneid", ".u32", ".s32", ".f32", ".b32", ".u64", ".reg", ".global", "ptx")


@rule(
    "inline-ptx",
    phase="range",
    pattern=b"asm",
    codes={ERROR, TRANSLATED},
    produces={"compat"},
    supersedes={API_TABLES},  # the operands are written again from their HIP text
)
def inline_ptx(ctx: Context, start: int, end: int) -> None:
    """asm(...) in device code: translated where every instruction has an exact HIP form."""
    scope = ctx.root.descendant_for_byte_range(start, max(start, end - 1)) if end - start < len(ctx.data) else None
    for node in inline_asm(scope if scope is not None else ctx.root):
        if not (start <= node.start_byte < end):
            continue
        fn = function_at(ctx.root, node.start_byte)
        body = ctx.text(node)
        if (fn is None or fn.kind == "host") and (
            not any(word in body for word in _PTX_WORDS) or _host_constraints(ctx, node)
        ):
            continue  # host assembly (rdtsc; Eigen's NEON `vmla.f32 %q[r]` with "w" operands)
        _translate(ctx, node)


# The letters of PTX's operand constraints (h, r, l, q: 16 to 128-bit integers; f, d: floats; n: an
# immediate; C: a constant string) and their modifiers: an operand constrained otherwise ("w", a NEON
# register; "a", "b", "m": x86's, memory) is a CPU's.
_PTX_CONSTRAINTS = frozenset("hrlqfdnC=+&")


def _host_constraints(ctx: Context, node: Node) -> bool:
    """Does an operand of the asm statement ``node`` have a constraint PTX has no letter for?"""
    for operand in node.children:
        for child in operand.children if operand.type.endswith("_operand_list") else ():
            constraint = child.child_by_field_name("constraint")
            if constraint is not None and not set(ctx.text(constraint).strip('"')) <= _PTX_CONSTRAINTS:
                return True
    return False


def _translate(ctx: Context, node: Node) -> None:
    asm = read(node, lambda n: ctx.hip_text(n.start_byte, n.end_byte))
    if asm is not None and not asm.instructions and not asm.operands:
        return  # a comment or a compiler barrier: no PTX, and it compiles for AMD as it is
    hint = " (%laneid is __lane_id() in HIP)" if "laneid" in ctx.text(node) else ""
    if asm is None:
        why = "whose text or operands are not plain (a macro in them, a label or a nested block)"
    else:
        try:
            lowered = lower(asm)
        except Unknown as e:
            why = f"with {e}"
        else:
            ctx.replace(node.start_byte, node.end_byte, lowered.text)
            for helper in sorted(lowered.helpers):
                for needed in needed_by(helper):
                    ctx.need("compat", needed)
            names = ", ".join(dict.fromkeys(f"`{i.name}`" for i in asm.instructions))
            notes = "".join(f"; {note}" for note in lowered.notes)
            ctx.report(
                TRANSLATED,
                f"Inline PTX ({names}) translated to HIP that computes what the PTX computes (a PTX warp is 32"
                f" lanes: on wave64 targets, each half of the wavefront){notes}",
                node.start_byte,
                node.end_byte,
                severity=Severity.WARNING if lowered.notes else None,
            )
            return
    ctx.report(
        ERROR,
        f"Inline PTX {why} cannot run on AMD GPUs and has no exact translation here: rewrite it with HIP"
        f" intrinsics or builtins{hint}",
        node.start_byte,
        node.end_byte,
    )
