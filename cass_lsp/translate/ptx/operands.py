"""The operands of a PTX statement being lowered, and the statement's C++ (the instructions
themselves: arithmetic.py, memory.py; the whole: lower.py).

Types follow the instruction: a ``.u32`` operand is an ``unsigned int``, a ``.s32`` an ``int``, a
``.f32`` a ``float``; an operand's register class (its constraint: ``r`` 32-bit, ``l`` 64-bit, ``h``
16-bit, ``f`` float, ``d`` double) is reinterpreted bit for bit where the instruction reads it as
another type of the same width (``mov.b32 %0, %1`` with ``"=r"`` and ``"f"``), as PTX registers are
untyped bits. The statement becomes an immediately-invoked lambda (``[&] { ... }()``) that reads the
inputs once, first (as asm does), computes, and writes the outputs last; one instruction whose
inputs are each read once becomes one expression instead (``r = __cass_ptx_bfe_u32(x, pos, len)``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from cass_lsp.translate.ptx.parse import Asm, Instruction, Operand

C_TYPES = {
    "u8": "unsigned char", "s8": "signed char", "b8": "unsigned char",
    "u16": "unsigned short", "s16": "short", "b16": "unsigned short",
    "u32": "unsigned int", "s32": "int", "b32": "unsigned int",
    "u64": "unsigned long long", "s64": "long long", "b64": "unsigned long long",
    "f32": "float", "f64": "double", "pred": "bool",
}  # fmt: skip
WIDTH = {t: int(t[1:]) for t in C_TYPES if t != "pred"} | {"pred": 1}
CLASS_TYPES = {"r": "u32", "l": "u64", "h": "u16", "f": "f32", "d": "f64", "c": "u8"}
SCOPES = {"cta": "__HIP_MEMORY_SCOPE_WORKGROUP", "gpu": "__HIP_MEMORY_SCOPE_AGENT", "sys": "__HIP_MEMORY_SCOPE_SYSTEM"}
ORDERS = {
    "relaxed": "__ATOMIC_RELAXED", "acquire": "__ATOMIC_ACQUIRE", "release": "__ATOMIC_RELEASE",
    "acq_rel": "__ATOMIC_ACQ_REL", "": "__ATOMIC_RELAXED",
}  # fmt: skip
FENCES = {
    "cta": "__threadfence_block()",
    "gpu": "__threadfence()",
    "gl": "__threadfence()",
    "sys": "__threadfence_system()",
}
# Special registers: (C expression, PTX type, the runtime definition it needs, a note)
SPECIAL = {
    "%laneid": ("__cass_ptx_laneid()", "u32", "__cass_ptx_lanes", ""),
    "%lanemask_lt": ("__cass_ptx_lanemask_lt()", "u32", "__cass_ptx_lanes", ""),
    "%lanemask_le": ("__cass_ptx_lanemask_le()", "u32", "__cass_ptx_lanes", ""),
    "%lanemask_gt": ("__cass_ptx_lanemask_gt()", "u32", "__cass_ptx_lanes", ""),
    "%lanemask_ge": ("__cass_ptx_lanemask_ge()", "u32", "__cass_ptx_lanes", ""),
    "%warpid": (
        "__cass_ptx_warpid()",
        "u32",
        "__cass_ptx_lanes",
        "%warpid is the hardware warp slot, which may change while the thread runs: this is the warp's index in"
        " the block (its linear thread index / 32), the logical value PTX recommends instead",
    ),
    "%smid": (
        "__smid()",
        "u32",
        "",
        "%smid is the streaming multiprocessor's id: on AMD __smid() gives the compute unit's (its own numbering)",
    ),
    "%clock": ("(unsigned int)__cass_ptx_clock64()", "u32", "__cass_ptx_timers", ""),
    "%clock64": ("__cass_ptx_clock64()", "u64", "__cass_ptx_timers", ""),
    "%globaltimer": (
        "__cass_ptx_globaltimer()",
        "u64",
        "__cass_ptx_timers",
        "%globaltimer counts nanoseconds; wall_clock64() counts at hipDeviceAttributeWallClockRate kHz (100 MHz,"
        " 10 ns a tick, on MI200 and MI300): differences are in those ticks",
    ),
    **{f"%tid.{d}": (f"threadIdx.{d}", "u32", "", "") for d in "xyz"},
    **{f"%ntid.{d}": (f"blockDim.{d}", "u32", "", "") for d in "xyz"},
    **{f"%ctaid.{d}": (f"blockIdx.{d}", "u32", "", "") for d in "xyz"},
    **{f"%nctaid.{d}": (f"gridDim.{d}", "u32", "", "") for d in "xyz"},
    "WARP_SZ": ("32", "u32", "", ""),
}
_OPERAND = re.compile(r"^%(\d+)$")
_INT = re.compile(r"^-?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)[uU]?$")
_HEX_FLOAT = re.compile(r"^0([fFdD])([0-9a-fA-F]+)$")
ADDRESS = re.compile(r"^\[\s*([%\w.$]+)\s*(?:\+\s*(-?\s*(?:0[xX][0-9a-fA-F]+|\d+)))?\s*\]$")
_RAW = re.compile(r"@RAW(\d+)@")


class Unknown(Exception):
    """An instruction (or a form of one) that is not translated; ``str``: what it is and why."""


def is_int(t: str) -> bool:
    return t[0] in "usb" and t != "pred"


def unsigned_of(t: str) -> str:
    return "u" + t[1:] if is_int(t) else t


@dataclass
class Lowered:
    """The statement's C++: an expression, or the body of a lambda; what definitions it needs and
    the notes its translation carries."""

    text: str
    helpers: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)


class Lowering:
    def __init__(self, asm: Asm) -> None:
        self.asm = asm
        self.helpers: set[str] = set()
        self.notes: list[str] = []
        self.statements: list[str] = []
        self.locals: list[str] = []  # declarations of temporaries the instructions need
        self._temp = 0
        self.registers = {name: t for name, t in asm.registers.items()}
        for op in asm.outputs:
            if op.kind not in CLASS_TYPES:
                raise Unknown(f"an output with constraint {op.constraint!r}")
        for op in asm.inputs:
            if op.kind not in CLASS_TYPES and op.kind != "n":
                raise Unknown(f"an input with constraint {op.constraint!r}")

    # -- operands --------------------------------------------------------------------------------
    def _operand(self, token: str) -> tuple[int, Operand] | None:
        m = _OPERAND.match(token)
        if m is None:
            return None
        n = int(m.group(1))
        if n >= len(self.asm.operands):
            raise Unknown(f"%{n}: the statement has {len(self.asm.operands)} operands")
        return n, self.asm.operands[n]

    def _register(self, name: str) -> str:
        return "_r_" + re.sub(r"\W", "_", name.lstrip("%"))

    def value(self, token: str, t: str, raw: bool = False) -> str:
        """C++ reading operand ``token`` as PTX type ``t``. ``raw``: the caller converts it to ``t``
        itself (a parameter of that type): an operand of that type, or of a same-width integer class, may be its
        C expression unconverted, in the one-expression form."""
        token = token.strip()
        negate = token.startswith("!")
        if negate:
            if t != "pred":
                raise Unknown(f"{token}: a negated operand that is not a predicate")
            return f"!{self.value(token[1:], 'pred')}"
        found = self._operand(token)
        if found is not None:
            n, op = found
            if op.kind == "n":
                return f"(({C_TYPES[t]})({op.expression}))" if t != "pred" else f"(({op.expression}) != 0)"
            source = CLASS_TYPES[op.kind]
            if raw and (source == t or (is_int(source) and is_int(t) and WIDTH[source] == WIDTH[t])):
                return f"@RAW{n}@"
            return self.convert(source, t, f"_p{n}")
        if token in self.registers:
            return self.convert(self.registers[token], t, self._register(token))
        if token in SPECIAL:
            expression, source, helper, note = SPECIAL[token]
            if helper:
                self.helpers.add(helper)
            if note and note not in self.notes:
                self.notes.append(note)
            return self.convert(source, t, expression)
        if _INT.match(token):
            literal = token.rstrip("uU")
            return f"(({C_TYPES[t]}){literal})" if t != "pred" else f"({literal} != 0)"
        m = _HEX_FLOAT.match(token)
        if m is not None:
            wide = m.group(1) in "dD"
            if (wide and t != "f64") or (not wide and t != "f32"):
                raise Unknown(f"{token}: a {'double' if wide else 'float'} literal for a .{t} operand")
            bits = f"0x{m.group(2)}{'ull' if wide else 'u'}"
            return f"__builtin_bit_cast({C_TYPES[t]}, {bits})"
        raise Unknown(f"the operand {token!r}")

    def convert(self, source: str, t: str, expression: str) -> str:
        """``expression`` (of PTX type ``source``) read as type ``t``: bits kept (PTX's registers are
        untyped), integer widths converted as C converts them."""
        if source == t or (source != "pred" and t != "pred" and C_TYPES[source] == C_TYPES[t]):
            return expression
        if t == "pred":
            return f"(({expression}) != 0)"
        if source == "pred":
            return f"(({C_TYPES[t]})({expression}))"
        if is_int(source) and is_int(t):
            return f"(({C_TYPES[t]})({expression}))"
        if WIDTH[source] != WIDTH[t]:
            raise Unknown(f"a .{source} register read as .{t}")
        if is_int(t):  # a float's bits
            bits = f"__builtin_bit_cast({C_TYPES[unsigned_of('b' + str(WIDTH[t]))]}, ({C_TYPES[source]})({expression}))"
            return bits if t.startswith(("u", "b")) else f"(({C_TYPES[t]}){bits})"
        return f"__builtin_bit_cast({C_TYPES[t]}, ({C_TYPES[unsigned_of('b' + str(WIDTH[source]))]})({expression}))"

    def store(self, token: str, t: str, expression: str) -> None:
        """Write ``expression`` (of PTX type ``t``) to operand ``token``."""
        token = token.strip()
        if token == "_":
            self.statements.append(f"(void)({expression});")
            return
        found = self._operand(token)
        if found is not None:
            n, op = found
            if n >= len(self.asm.outputs):
                raise Unknown(f"{token}: an input written to")
            self.statements.append(f"_p{n} = {self.convert(t, CLASS_TYPES[op.kind], expression)};")
            return
        if token in self.registers:
            target = self.registers[token]
            self.statements.append(f"{self._register(token)} = {self.convert(t, target, expression)};")
            return
        raise Unknown(f"the destination {token!r}")

    def temp(self, c_type: str) -> str:
        self._temp += 1
        name = f"_t{self._temp}"
        self.locals.append(f"{c_type} {name};")
        return name

    # -- the statement ---------------------------------------------------------------------------
    def lower(self, handlers: Mapping[str, Callable[[Lowering, Instruction], None]]) -> Lowered:
        """The statement lowered by ``handlers`` (opcode -> the function that lowers one instruction)."""
        for inst in self.asm.instructions:
            handler = handlers.get(inst.opcode)
            if handler is None:
                raise Unknown(f"`{inst.name}`")
            before = len(self.statements)
            handler(self, inst)
            if inst.guard is not None:
                name, negated = inst.guard
                condition = self.value(("!" if negated else "") + name, "pred")
                body = " ".join(self.statements[before:])
                del self.statements[before:]
                self.statements.append(f"if ({condition}) {{ {body} }}")
        simple = self._one_expression()
        if simple is not None:
            return Lowered(simple, self.helpers, self.notes)
        return Lowered(self._lambda(), self.helpers, self.notes)

    def _one_expression(self) -> str | None:
        asm = self.asm
        if len(asm.instructions) != 1 or asm.registers or self.locals or len(self.statements) != 1:
            return None
        if len(asm.outputs) > 1 or any(op.read_write for op in asm.outputs) or asm.instructions[0].guard:
            return None
        statement = self.statements[0].rstrip(";")
        for n, op in enumerate(asm.inputs, start=len(asm.outputs)):
            if op.kind == "n":
                continue
            uses = len(re.findall(rf"\b_p{n}\b", statement)) + statement.count(f"@RAW{n}@")
            if uses > 1:
                return None
            cast = f"(({C_TYPES[CLASS_TYPES[op.kind]]}){_parenthesized(op.expression)})"
            statement = re.sub(rf"\b_p{n}\b", lambda _m, c=cast: c, statement)
            statement = statement.replace(f"@RAW{n}@", _parenthesized(op.expression))
        if asm.outputs:
            prefix = "_p0 = "
            if not statement.startswith(prefix):
                return None
            return f"{asm.outputs[0].expression} = {statement[len(prefix) :]}"
        return statement

    def _lambda(self) -> str:
        lines = []
        for n, op in enumerate(self.asm.operands):
            if op.kind == "n":
                continue
            c_type = C_TYPES[CLASS_TYPES[op.kind]]
            if n >= len(self.asm.outputs) or op.read_write:
                lines.append(f"{c_type} _p{n} = ({c_type})({op.expression});")
            else:
                lines.append(f"{c_type} _p{n};")
        for name, t in self.registers.items():
            lines.append(f"{C_TYPES[t]} {self._register(name)};")
        lines += self.locals
        lines += [_RAW.sub(lambda m: f"_p{m.group(1)}", s) for s in self.statements]
        lines += [f"{op.expression} = _p{n};" for n, op in enumerate(self.asm.outputs)]
        return "[&] { " + " ".join(lines) + " }()"


_PRIMARY = re.compile(r"[\w.]+(?:\[[\w.]+\])?|[\w.]+->\w+")


def _parenthesized(expression: str) -> str:
    """``expression`` where an operator may follow or precede it: parenthesized unless a name, a
    member, an element or a number."""
    return expression if _PRIMARY.fullmatch(expression.strip()) else f"({expression})"
