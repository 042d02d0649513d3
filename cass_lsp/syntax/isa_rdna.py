"""Hover text for AMD GCN/CDNA/RDNA instructions, from ``data/rdna_opcodes.json``.

The table is keyed by GFX11 names; ``aliases`` maps GFX9/GFX10 spellings (``global_load_dword``,
``ds_read_b32``, ``v_addc_co_u32``...) onto them, and ``families`` describe whole patterns
(``v_cmp_{cond}_{type}``, ``{seg}_load_{size}``, ``v_mfma_*``...) with templates whose
``{group}`` / ``{group:table}`` fields are filled from ``tables``. Encoding suffixes
(``_e32``, ``_e64``, ``_sdwa``, ``_dpp``, ``_e64_dpp``) and the VOPD prefix ``v_dual_`` are
stripped before the lookup and reported as modifiers, as are the type tokens of the name.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from importlib import resources
from typing import Any

from cass_lsp.syntax.isa_doc import InstructionDoc

# Longest first: `_e64_dpp` must win over `_dpp`.
_ENCODING_SUFFIXES = ("_e64_dpp", "_e32", "_e64", "_sdwa", "_dpp")
_VOPD_PREFIX = "v_dual_"
_NAME = re.compile(r"[a-z][a-z0-9_]*")
_FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")


@dataclass(frozen=True)
class _Family:
    name: str
    pattern: re.Pattern[str]
    entry: dict[str, str]


@dataclass(frozen=True)
class _Table:
    instructions: dict[str, dict[str, str]]
    aliases: dict[str, str]
    families: tuple[_Family, ...]
    tables: dict[str, dict[str, str]]
    encoding: dict[str, str]
    tokens: dict[str, str]


@functools.cache
def _table() -> _Table:
    raw: dict[str, Any] = json.loads(
        resources.files("cass_lsp.syntax").joinpath("data/rdna_opcodes.json").read_text(encoding="utf-8")
    )
    families = tuple(_Family(f["name"], re.compile(f["pattern"]), f) for f in raw["families"])
    return _Table(
        instructions=raw["instructions"],
        aliases=raw["aliases"],
        families=families,
        tables=raw["tables"],
        encoding=raw["suffixes"]["encoding"],
        tokens=raw["suffixes"]["tokens"],
    )


def _fill(template: str, match: re.Match[str], tables: dict[str, dict[str, str]]) -> str:
    """Replaces ``{group}`` and ``{group:table}`` with the table text for the matched group."""

    def one(field: re.Match[str]) -> str:
        group, table = field.group(1), field.group(2) or field.group(1)
        value = match.groupdict().get(group)
        if value is None:
            return ""
        return tables.get(table, {}).get(value, value)

    return _FIELD.sub(one, template)


def _lookup(name: str) -> tuple[str, dict[str, str]] | None:
    """The entry for a suffix-free GFX9-GFX11 name: exact, alias, then family pattern."""
    table = _table()
    canonical = table.aliases.get(name, name)
    entry = table.instructions.get(canonical)
    if entry is not None:
        return canonical, entry
    for family in table.families:
        match = family.pattern.fullmatch(canonical)
        if match is None:
            continue
        filled = {
            key: _fill(value, match, table.tables)
            for key, value in family.entry.items()
            if key in ("summary", "operands", "category", "notes")
        }
        return canonical, filled
    return None


def _token_notes(name: str) -> list[tuple[str, str]]:
    """Explains the type and form tokens of a name (``_co``, ``_u32``, ``dwordx2``...)."""
    tokens = _table().tokens
    seen: set[str] = set()
    notes: list[tuple[str, str]] = []
    # The first token is the unit (s, v, ds, global...) and the second the operation.
    for token in name.split("_")[2:]:
        text = tokens.get(token)
        if text is not None and token not in seen:
            seen.add(token)
            notes.append((f"_{token}", text))
    return notes


def describe(mnemonic_text: str) -> InstructionDoc | None:
    """Describes an AMD GPU instruction as written in clang or llvm-objdump output.

    Returns None for anything the table does not know, so the hover can say so plainly.
    """
    text = mnemonic_text.strip().lower()
    if not _NAME.fullmatch(text):
        return None
    table = _table()
    modifiers: list[tuple[str, str]] = []
    name = text
    if name.startswith(_VOPD_PREFIX):
        name = "v_" + name[len(_VOPD_PREFIX) :]
        modifiers.append((_VOPD_PREFIX, table.encoding[_VOPD_PREFIX]))
    for suffix in _ENCODING_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix):
            name = name[: -len(suffix)]
            modifiers.append((suffix, table.encoding[suffix]))
            break
    found = _lookup(name)
    if found is None:
        return None
    canonical, entry = found
    modifiers.extend(_token_notes(name))
    notes = entry.get("notes", "")
    if canonical != name and name not in notes:
        # Entries whose spelling history differs say so in their own notes.
        notes = f"{name} is the GFX9/GFX10 spelling of {canonical}. {notes}".strip()
    return InstructionDoc(
        mnemonic=canonical,
        summary=entry["summary"],
        operands=entry.get("operands", ""),
        modifiers=tuple(modifiers),
        notes=notes,
    )
