"""PTX instructions lowered to C++ that computes what the PTX ISA says they compute.

Each instruction of an inline-assembly statement becomes C++ over the statement's operands
(operands.py): arithmetic.py and memory.py hold one function per opcode; ``lower`` runs them. PTX's
warp is 32 lanes; on a wave64 target each half of the wavefront is one such warp. ``Unknown``
names the first instruction (or form) this does not take.
"""

from __future__ import annotations

from collections.abc import Callable

from cass_lsp.translate.ptx import arithmetic, memory
from cass_lsp.translate.ptx.operands import Lowered, Lowering, Unknown
from cass_lsp.translate.ptx.parse import Asm, Instruction

__all__ = ["Lowered", "Unknown", "lower"]

HANDLERS: dict[str, Callable[[Lowering, Instruction], None]] = {
    **dict.fromkeys(("add", "sub"), arithmetic.arith),
    **dict.fromkeys(("and", "or", "xor", "not"), arithmetic.logic),
    **dict.fromkeys(("shl", "shr"), arithmetic.shift),
    **dict.fromkeys(("min", "max"), arithmetic.minmax),
    **dict.fromkeys(("popc", "clz", "brev", "bfind"), arithmetic.bitcount),
    "mov": arithmetic.mov, "mul": arithmetic.mul, "mad": arithmetic.mad, "fma": arithmetic.fma,
    "bfe": arithmetic.bfe, "bfi": arithmetic.bfi, "prmt": arithmetic.prmt, "lop3": arithmetic.lop3,
    "shf": arithmetic.shf, "setp": arithmetic.setp, "selp": arithmetic.selp,
    "vote": memory.vote, "shfl": memory.shfl, "ld": memory.load_store, "st": memory.load_store,
    "atom": memory.atomic, "red": memory.atomic, "membar": memory.fence, "fence": memory.fence,
    "bar": memory.barrier, "barrier": memory.barrier, "trap": memory.trap,
}  # fmt: skip


def lower(asm: Asm) -> Lowered:
    """The statement as C++ (raises ``Unknown``)."""
    if not asm.instructions:
        raise Unknown("an empty statement")
    return Lowering(asm).lower(HANDLERS)
