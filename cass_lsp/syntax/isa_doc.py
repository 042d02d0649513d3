"""What hover shows for one machine instruction, whatever the ISA."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class InstructionDoc:
    """A short description of an instruction, as found in an opcode table.

    ``mnemonic`` is the table entry that matched (for example ``ISETP`` or ``v_add_co_u32``);
    ``modifiers`` explains the modifiers or suffixes present in the text that was looked up.
    """

    mnemonic: str
    summary: str
    operands: str = ""
    modifiers: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    notes: str = ""
