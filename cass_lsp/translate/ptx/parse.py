"""An inline-assembly statement read for translation: its PTX template split into instructions,
and its operands (constraint, C expression).

``asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));`` reads as one
``Instruction("bfe", ("u32",), ["%0", "%1", "%2", "%3"])`` with the output ``r`` and three
inputs. A template that is not made of string literals alone, operands given by a macro, or a
template this reader cannot split (a label, a nested block) is None: the statement keeps its
finding.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from tree_sitter import Node

_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "r": "", "0": "\0"}
_ESCAPE = re.compile(r"\\(x[0-9a-fA-F]+|[0-7]{1,3}|.)")
_LINE_COMMENT = re.compile(r"//[^\n]*")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_GUARD = re.compile(r"^@(!?)(%?\w+)\s+")
_REG_DECLARATION = re.compile(r"^\.reg\s+\.(\w+)\s+(.+)$")


@dataclass(frozen=True)
class Operand:
    """An output or input of the statement: its constraint (``=r``, ``+l``, ``f``, ``n``...) and C text."""

    constraint: str
    expression: str
    node: Node

    @property
    def kind(self) -> str:
        """The register class: r (32-bit integer), l (64-bit), h (16-bit), f (float), d (double), n
        (an immediate)."""
        letters = [c for c in self.constraint if c.isalpha()]
        return letters[-1] if letters else ""

    @property
    def read_write(self) -> bool:
        return self.constraint.startswith("+")


@dataclass(frozen=True)
class Instruction:
    """``@!p shfl.sync.bfly.b32 r|q, a, b, c, m;``: opcode ``shfl``, modifiers ``sync bfly b32``,
    operands ``["r|q", "a", "b", "c", "m"]``, guard ``("p", True)`` (negated)."""

    opcode: str
    modifiers: tuple[str, ...]
    operands: list[str]
    text: str  # as written, for messages
    guard: tuple[str, bool] | None = None

    @property
    def name(self) -> str:
        """``ld.global.nc.f32``: the opcode with its modifiers."""
        return ".".join((self.opcode, *self.modifiers))


@dataclass
class Asm:
    node: Node
    template: str
    outputs: list[Operand]
    inputs: list[Operand]
    clobbers: list[str]
    instructions: list[Instruction] = field(default_factory=list)
    registers: dict[str, str] = field(default_factory=dict)  # .reg declarations: name -> PTX type

    @property
    def operands(self) -> list[Operand]:
        """%0, %1, ...: the outputs, then the inputs."""
        return [*self.outputs, *self.inputs]


class _NotPlain(Exception):
    pass


def _literal(text: str) -> str:
    """The value of a C string literal's body (escapes decoded)."""

    def decode(m: re.Match[str]) -> str:
        e = m.group(1)
        if e[0] == "x":
            return chr(int(e[1:], 16))
        if e[0].isdigit():
            return chr(int(e, 8))
        return _ESCAPES.get(e, e)

    return _ESCAPE.sub(decode, text)


def _template(node: Node) -> str | None:
    parts = node.named_children if node.type == "concatenated_string" else [node]
    out = []
    for part in parts:
        raw = (part.text or b"").decode("utf-8", "replace")
        if part.type != "string_literal" or not raw.startswith('"') or not raw.endswith('"'):
            return None  # a macro, a raw string, a prefixed literal: not read here
        out.append(_literal(raw[1:-1]))
    return "".join(out)


def _operands(node: Node | None, text_of: Callable[[Node], str]) -> list[Operand]:
    found: list[Operand] = []
    if node is None:
        return found
    if any(not c.type.startswith("gnu_asm_") for c in node.named_children if c.type != "comment"):
        raise _NotPlain  # an operand given by a macro (`: _ASM_PTR_(addr)`)
    for op in node.children_by_field_name("operand"):
        constraint, value = op.child_by_field_name("constraint"), op.child_by_field_name("value")
        if constraint is None or value is None or op.child_by_field_name("symbol") is not None:
            return []
        text = (constraint.text or b"").decode()
        found.append(Operand(_literal(text[1:-1]), text_of(value), value))
    return found


def _source(node: Node) -> str:
    return (node.text or b"").decode("utf-8", "replace")


def read(node: Node, text_of: Callable[[Node], str] = _source) -> Asm | None:
    """The gnu_asm_expression ``node`` read, or None where its template is not plain PTX text;
    ``text_of``: the text an operand's C expression is given (its HIP text, in a translation)."""
    if node.has_error:
        return None  # the parser did not understand it (operands given by a macro, `: _ASM_PTR_(p)`)
    code = node.child_by_field_name("assembly_code")
    template = _template(code) if code is not None else None
    if template is None:
        return None
    try:
        outputs = _operands(node.child_by_field_name("output_operands"), text_of)
        inputs = _operands(node.child_by_field_name("input_operands"), text_of)
    except _NotPlain:
        return None
    clobber_list = node.child_by_field_name("clobbers")
    clobbers = []
    if clobber_list is not None:
        clobbers = [_literal((c.text or b"").decode()[1:-1]) for c in clobber_list.children_by_field_name("register")]
    asm = Asm(node, template, outputs, inputs, clobbers)
    split = instructions(template)
    if split is None:
        return None
    asm.instructions, asm.registers = split
    return asm


def instructions(template: str) -> tuple[list[Instruction], dict[str, str]] | None:
    """The template's instructions and ``.reg`` declarations; None where it holds what this reader
    does not take (a label, a nested scope, a directive other than .reg)."""
    text = _BLOCK_COMMENT.sub(" ", _LINE_COMMENT.sub(" ", template))
    text = text.replace("%%", "%")  # the C-level escape of a PTX register sigil
    body = text.strip()
    if body.startswith("{") and body.endswith("}"):
        body = body[1:-1]  # one scope for the whole statement (its .reg names are local to it)
    if "{" in re.sub(r"\{[^{}]*\}", "", body) or "}" in re.sub(r"\{[^{}]*\}", "", body):
        return None
    found: list[Instruction] = []
    registers: dict[str, str] = {}
    for raw in body.split(";"):
        line = " ".join(raw.split())
        if not line:
            continue
        if re.match(r"^[$%\w]+\s*:", line):
            return None  # a label
        reg = _REG_DECLARATION.match(line)
        if reg is not None:
            for name in reg.group(2).split(","):
                registers[name.strip()] = reg.group(1)
            continue
        if line.startswith("."):
            return None
        guard = None
        g = _GUARD.match(line)
        if g is not None:
            guard = (g.group(2), g.group(1) == "!")
            line = line[g.end() :]
        head, _, rest = line.partition(" ")
        opcode, *modifiers = head.split(".")
        found.append(Instruction(opcode, tuple(modifiers), _split_operands(rest), line, guard))
    return found, registers


def _split_operands(text: str) -> list[str]:
    parts, depth, current = [], 0, []
    for ch in text:
        if ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts
