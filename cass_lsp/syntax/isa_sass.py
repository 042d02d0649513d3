"""Hover text for NVIDIA SASS opcodes, from the table in data/sass_opcodes.json.

``describe("ISETP.GE.U32.AND")`` returns the ``ISETP`` entry with an explanation of each
modifier: the opcode's own meaning first, then the shared one, else "not in the table".
"""

from __future__ import annotations

import functools
import json
import re
from importlib import resources
from typing import Any

from cass_lsp.syntax.isa_doc import InstructionDoc

__all__ = ["describe", "mnemonics"]

UNKNOWN_MODIFIER = "Not in the opcode table."

# Matrix shapes such as HGMMA.64x16x16 are too many to list one by one.
_SHAPE = re.compile(r"\.(\d+)x(\d+)x(\d+)")
# The longest run of modifiers that has one meaning (.STRONG.GPU, .PACK_AB).
_MAX_RUN = 3


@functools.cache
def _table() -> dict[str, Any]:
    text = resources.files("cass_lsp.syntax").joinpath("data/sass_opcodes.json").read_text("utf-8")
    table: dict[str, Any] = json.loads(text)
    return table


def mnemonics() -> frozenset[str]:
    """Every mnemonic the table describes."""
    return frozenset(_table()["opcodes"])


def _split(opcode_text: str) -> tuple[str, list[str]]:
    text = opcode_text.strip()
    if text.startswith("@"):  # tolerate a predicate left in front
        text = text.split(None, 1)[1] if " " in text else ""
    text = text.split(None, 1)[0] if text else ""
    mnemonic, *mods = text.split(".")
    return mnemonic, ["." + m for m in mods if m]


def _explain(run: str, own: dict[str, str], shared: dict[str, str]) -> str | None:
    for key in (run, run.upper()):
        if key in own:
            return own[key]
        if key in shared:
            return shared[key]
    return None


def describe(opcode_text: str) -> InstructionDoc | None:
    """Describe an opcode as written in SASS, modifiers included; None for an unknown mnemonic."""
    mnemonic, mods = _split(opcode_text)
    table = _table()
    key = mnemonic if mnemonic in table["opcodes"] else mnemonic.upper()
    entry = table["opcodes"].get(key)
    if entry is None:
        return None
    own: dict[str, str] = entry.get("modifiers", {})
    shared: dict[str, str] = table["modifiers"]

    explained: list[tuple[str, str]] = []
    i = 0
    while i < len(mods):
        for j in range(min(len(mods), i + _MAX_RUN), i, -1):
            run = "".join(mods[i:j])
            meaning = _explain(run, own, shared)
            if meaning is not None:
                explained.append((run, meaning))
                i = j
                break
        else:
            shape = _SHAPE.fullmatch(mods[i])
            if shape is not None:
                m, n, k = shape.groups()
                explained.append((mods[i], f"Matrix shape M={m}, N={n}, K={k}."))
            else:
                explained.append((mods[i], UNKNOWN_MODIFIER))
            i += 1

    notes = []
    if "category" in entry:
        notes.append(f"Category: {entry['category']}.")
    if "since" in entry:
        notes.append(f"Since {entry['since']}.")
    return InstructionDoc(
        mnemonic=key,
        summary=entry["summary"],
        operands=entry.get("operands", ""),
        modifiers=tuple(explained),
        notes=" ".join(notes),
    )
