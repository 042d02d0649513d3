"""What a document's parse tree gives the editor: its outline (kernels, functions, types; SASS
and AMD assembly functions and labels), folding ranges, the syntax errors of assembly, and what
an assembly instruction does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cass_lsp.core.result import Finding, Severity
from cass_lsp.syntax import symbols as syntax_symbols
from cass_lsp.syntax.languages import iter_errors

if TYPE_CHECKING:
    from cass_lsp.session.session import Session
    from cass_lsp.syntax.document import Document
    from cass_lsp.syntax.isa_doc import InstructionDoc
    from cass_lsp.syntax.symbols import Fold, Symbol

MAX_SYNTAX_ERRORS = 100
_ISA_NAMES = {"sass": "NVIDIA SASS", "rdna": "AMD GPU"}


async def symbols(session: Session, doc: Document) -> list[Symbol]:
    tree = await session.documents.tree(doc)
    return syntax_symbols.symbols(doc.language, tree) if tree is not None and doc.language is not None else []


async def folds(session: Session, doc: Document) -> list[Fold]:
    tree = await session.documents.tree(doc)
    return syntax_symbols.folds(doc.language, tree) if tree is not None and doc.language is not None else []


def assembly_errors(doc: Document) -> list[Finding]:
    """The syntax errors of a parsed SASS or AMD assembly document (at most ``MAX_SYNTAX_ERRORS``)."""
    if doc.language not in ("sass", "rdna") or not doc.is_parsed or doc.tree is None:
        return []
    what = "SASS" if doc.language == "sass" else "AMD GPU assembly"
    found = []
    for node in iter_errors(doc.tree, MAX_SYNTAX_ERRORS):
        if node.is_missing:
            message = f"{what} syntax error: missing {node.type}"
        else:
            snippet = (node.text or b"")[:40].decode("utf-8", "replace").strip()
            message = f"{what} syntax error: unexpected `{snippet}`" if snippet else f"{what} syntax error"
        end = max(node.end_byte, node.start_byte)
        found.append(Finding("syntax-error", Severity.ERROR, message, node.start_byte, end, kind="unsupported"))
    return found


@dataclass(frozen=True)
class InstructionHover:
    markdown: str
    start: int  # the mnemonic's bytes
    end: int


async def instruction_at(session: Session, doc: Document, offset: int) -> InstructionHover | None:
    """What the SASS or AMD assembly instruction whose mnemonic holds ``offset`` does."""
    if doc.language not in ("sass", "rdna") or doc.notice is not None:
        return None
    tree = await session.documents.tree(doc)
    if tree is None:
        return None
    node = tree.root_node.descendant_for_byte_range(offset, offset)
    wanted = ("opcode",) if doc.language == "sass" else ("mnemonic",)
    while node is not None and node.type not in wanted:
        if node.type in ("instruction", "source_file", "function"):
            node = None
            break
        node = node.parent
    if node is None or node.text is None:
        return None
    # Imported here: the opcode tables load on the first assembly hover, not at start-up.
    if doc.language == "sass":
        from cass_lsp.syntax.isa_sass import describe
    else:
        from cass_lsp.syntax.isa_rdna import describe
    mnemonic = node.text.decode("utf-8", "replace")
    markdown = _instruction_markdown(mnemonic, describe(mnemonic), _ISA_NAMES[doc.language])
    return InstructionHover(markdown, node.start_byte, node.end_byte)


def _instruction_markdown(text: str, info: InstructionDoc | None, isa_name: str) -> str:
    if info is None:
        return f"### `{text}`\n\n---\n`{text}` is not in cass-lsp's {isa_name} instruction table."
    lines = [f"### `{text}`", "", "---", info.summary]
    if info.operands:
        lines += ["", f"Operands: `{info.operands}`" if "`" not in info.operands else f"Operands: {info.operands}"]
    if info.modifiers:
        lines += ["", *(f"- `{name}`: {meaning}" for name, meaning in info.modifiers)]
    if info.notes:
        lines += ["", info.notes]
    return "\n".join(lines)
