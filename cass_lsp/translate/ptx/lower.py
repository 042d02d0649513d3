"""PTX instructions lowered to C++ that computes what the PTX ISA says they compute.

Each instruction of an inline-assembly statement becomes one or more C++ statements over the
statement's operands; the whole statement becomes an immediately-invoked lambda (``[&] { ... }()``)
that reads the inputs once, first (as asm does), computes, and writes the outputs last. A statement
of one instruction whose inputs are each read once is written as one expression instead
(``r = __cass_ptx_bfe_u32(x, pos, len)``). The instructions that need more than an operator call
cass-lsp's definitions (runtime/headers/ptx.h), checked on the CPU against the ISA's definitions.

Types follow the instruction: a ``.u32`` operand is an ``unsigned int``, a ``.s32`` an ``int``, a
``.f32`` a ``float``; an operand's register class (its constraint: ``r`` 32-bit, ``l`` 64-bit, ``h``
16-bit, ``f`` float, ``d`` double) is reinterpreted bit for bit where the instruction reads it as
another type of the same width (``mov.b32 %0, %1`` with ``"=r"`` and ``"f"``), as PTX registers are
untyped bits. Integer arithmetic wraps (computed unsigned); shifts by the width or more give what
PTX gives (0, or the sign), not C's undefined behaviour.

PTX's warp is 32 lanes; on a wave64 target each half of the wavefront is one such warp (``%laneid``
0..31, 32-bit ballots, shuffles within the half): the translation computes what the statement
computed on NVIDIA's GPU. ``Unknown`` names the first instruction (or form) this does not take.
"""

from __future__ import annotations

import re
from collections.abc import Callable
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
_ADDRESS = re.compile(r"^\[\s*([%\w.$]+)\s*(?:\+\s*(-?\s*(?:0[xX][0-9a-fA-F]+|\d+)))?\s*\]$")
_RAW = re.compile(r"@RAW(\d+)@")


class Unknown(Exception):
    """An instruction (or a form of one) that is not translated; ``str``: what it is and why."""


def _is_int(t: str) -> bool:
    return t[0] in "usb" and t != "pred"


def _unsigned(t: str) -> str:
    return "u" + t[1:] if _is_int(t) else t


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
        itself (a parameter of that type): an operand of a same-width integer class may then be its
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
            if raw and _is_int(source) and _is_int(t) and WIDTH[source] == WIDTH[t]:
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
        if _is_int(source) and _is_int(t):
            return f"(({C_TYPES[t]})({expression}))"
        if WIDTH[source] != WIDTH[t]:
            raise Unknown(f"a .{source} register read as .{t}")
        if _is_int(t):  # a float's bits
            bits = f"__builtin_bit_cast({C_TYPES[_unsigned('b' + str(WIDTH[t]))]}, ({C_TYPES[source]})({expression}))"
            return bits if t.startswith(("u", "b")) else f"(({C_TYPES[t]}){bits})"
        return f"__builtin_bit_cast({C_TYPES[t]}, ({C_TYPES[_unsigned('b' + str(WIDTH[source]))]})({expression}))"

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
    def lower(self) -> Lowered:
        for inst in self.asm.instructions:
            handler = HANDLERS.get(inst.opcode)
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


# -- the instructions ------------------------------------------------------------------------------


def _type(inst: Instruction, allowed: Callable[[str], bool] = lambda t: True) -> str:
    types = [m for m in inst.modifiers if m in C_TYPES]
    if len(types) != 1 or not allowed(types[0]):
        raise Unknown(f"`{inst.name}`")
    return types[0]


def _only(inst: Instruction, allowed: set[str], count: int | tuple[int, ...]) -> None:
    """The instruction has no modifiers beyond ``allowed`` (and its type) and ``count`` operands."""
    extra = [m for m in inst.modifiers if m not in allowed and m not in C_TYPES]
    counts = (count,) if isinstance(count, int) else count
    if extra or len(inst.operands) not in counts:
        raise Unknown(f"`{inst.name}`" + (f" (.{extra[0]})" if extra else ""))


def _vector(token: str) -> list[str] | None:
    token = token.strip()
    if token.startswith("{") and token.endswith("}"):
        return [t.strip() for t in token[1:-1].split(",")]
    return None


def _mov(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 2)
    t = _type(inst)
    dest, source = inst.operands
    parts_in, parts_out = _vector(source), _vector(dest)
    if parts_in is not None or parts_out is not None:
        if t not in ("b32", "b64") or len(parts_in or parts_out or []) != 2:
            raise Unknown(f"`{inst.text}`")
        half = "b16" if t == "b32" else "b32"
        if parts_in is not None:  # pack: {low, high}
            low, high = (lo.value(p, half) for p in parts_in)
            wide = C_TYPES[t]
            lo.store(dest, t, f"((({wide}){high} << {WIDTH[half]}) | ({wide}){low})")
        else:  # unpack
            value = lo.value(source, t)
            lo.store(parts_out[0], half, f"(({C_TYPES[half]})({value}))")  # type: ignore[index]
            lo.store(parts_out[1], half, f"(({C_TYPES[half]})(({value}) >> {WIDTH[half]}))")  # type: ignore[index]
        return
    lo.store(dest, t, lo.value(source, t))


def _arith(lo: Lowering, inst: Instruction) -> None:
    op = {"add": "+", "sub": "-"}[inst.opcode]
    _only(inst, set(), 3)
    t = _type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64", "f32", "f64"))
    d, a, b = inst.operands
    if _is_int(t):
        u = C_TYPES[_unsigned(t)]
        lo.store(d, t, f"(({C_TYPES[t]})(({u}){lo.value(a, t)} {op} ({u}){lo.value(b, t)}))")
    else:
        lo.store(d, t, f"({lo.value(a, t)} {op} {lo.value(b, t)})")


def _mul(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("lo", "hi", "wide")), "")
    _only(inst, {mode} if mode else set(), 3)
    t = _type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64", "f32", "f64"))
    d, a, b = inst.operands
    if not _is_int(t):
        if mode:
            raise Unknown(f"`{inst.name}`")
        lo.store(d, t, f"({lo.value(a, t)} * {lo.value(b, t)})")
        return
    x, y = lo.value(a, t), lo.value(b, t)
    bits = WIDTH[t]
    if mode == "wide":
        if bits == 64:
            raise Unknown(f"`{inst.name}`")
        wide = ("u" if t[0] == "u" else "s") + str(2 * bits)
        w = C_TYPES[wide]
        lo.store(d, wide, f"(({w}){x} * ({w}){y})")
    elif mode == "hi":
        if bits == 64:
            lo.helpers.add("__cass_ptx_bits")
            lo.store(d, t, f"__cass_ptx_mulhi_{t}({x}, {y})")
        else:
            wide = C_TYPES[("u" if t[0] == "u" else "s") + str(2 * bits)]
            lo.store(d, t, f"(({C_TYPES[t]})((({wide}){x} * ({wide}){y}) >> {bits}))")
    elif mode == "lo":
        u = C_TYPES[_unsigned(t)]
        lo.store(d, t, f"(({C_TYPES[t]})(({u}){x} * ({u}){y}))")
    else:
        raise Unknown(f"`{inst.name}`")


def _mad(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("lo", "wide")), "")
    _only(inst, {mode}, 4)
    t = _type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64"))
    d, a, b, c = inst.operands
    x, y = lo.value(a, t), lo.value(b, t)
    if mode == "lo":
        u = C_TYPES[_unsigned(t)]
        lo.store(d, t, f"(({C_TYPES[t]})(({u}){x} * ({u}){y} + ({u}){lo.value(c, t)}))")
    elif mode == "wide" and WIDTH[t] < 64:
        wide = ("u" if t[0] == "u" else "s") + str(2 * WIDTH[t])
        u = C_TYPES[_unsigned(wide)]
        w = C_TYPES[wide]
        lo.store(d, wide, f"(({w})(({u})(({w}){x} * ({w}){y}) + ({u}){lo.value(c, wide)}))")
    else:
        raise Unknown(f"`{inst.name}`")


def _logic(lo: Lowering, inst: Instruction) -> None:
    t = _type(inst, lambda t: t in ("pred", "b16", "b32", "b64"))
    if inst.opcode == "not":
        _only(inst, set(), 2)
        d, a = inst.operands
        lo.store(d, t, f"(!{lo.value(a, t)})" if t == "pred" else f"(({C_TYPES[t]})~{lo.value(a, t)})")
        return
    _only(inst, set(), 3)
    op = {"and": "&", "or": "|", "xor": "^"}[inst.opcode]
    d, a, b = inst.operands
    op = {"&": "&&", "|": "||", "^": "!="}[op] if t == "pred" else op
    lo.store(d, t, f"({lo.value(a, t)} {op} {lo.value(b, t)})")


def _shift(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 3)
    t = _type(inst, lambda t: t in ("b16", "b32", "b64", "u16", "u32", "u64", "s16", "s32", "s64"))
    if inst.opcode == "shl" and t[0] != "b":
        raise Unknown(f"`{inst.name}`")
    d, a, b = inst.operands
    bits, x, n = WIDTH[t], lo.value(a, t), lo.value(b, "u32")
    c = C_TYPES[t]
    if inst.opcode == "shl":
        lo.store(d, t, f"({n} >= {bits}u ? ({c})0 : ({c})({x} << {n}))")
    elif t[0] == "s":  # arithmetic: a shift of the width or more gives the sign
        lo.store(d, t, f"({n} >= {bits}u ? ({c})({x} < 0 ? -1 : 0) : ({c})({x} >> {n}))")
    else:
        u = C_TYPES[_unsigned(t)]
        lo.store(d, t, f"({n} >= {bits}u ? ({c})0 : ({c})(({u}){x} >> {n}))")


def _minmax(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 3)
    t = _type(inst, lambda t: t in ("u16", "s16", "u32", "s32", "u64", "s64"))
    d, a, b = inst.operands
    x, y = lo.value(a, t), lo.value(b, t)
    op = "<" if inst.opcode == "min" else ">"
    lo.store(d, t, f"({x} {op} {y} ? {x} : {y})")


def _bitcount(lo: Lowering, inst: Instruction) -> None:
    _only(inst, {"shiftamt"} if inst.opcode == "bfind" else set(), 2)
    d, a = inst.operands
    if inst.opcode == "brev":
        t = _type(inst, lambda t: t in ("b32", "b64"))
        lo.helpers.add("__cass_ptx_bits")
        lo.store(d, t, f"__cass_ptx_brev{WIDTH[t]}({lo.value(a, t, raw=True)})")
        return
    if inst.opcode == "bfind":
        t = _type(inst, lambda t: t in ("u32", "s32", "u64", "s64"))
        lo.helpers.add("__cass_ptx_bfind")
        signed = "true" if t[0] == "s" else "false"
        shiftamt = "true" if "shiftamt" in inst.modifiers else "false"
        value = f"(unsigned long long)(({C_TYPES['u' + t[1:]]}){lo.value(a, t)})"
        lo.store(d, "u32", f"__cass_ptx_bfind({value}, {WIDTH[t]}, {signed}, {shiftamt})")
        return
    t = _type(inst, lambda t: t in ("b32", "b64"))
    lo.helpers.add("__cass_ptx_bits")
    if inst.opcode == "clz":
        lo.store(d, "u32", f"__cass_ptx_clz({lo.value(a, t)}, {WIDTH[t]})")
    else:
        lo.store(d, "u32", f"__cass_ptx_popc({lo.value(a, t)})")


def _bfe(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 4)
    t = _type(inst, lambda t: t in ("u32", "s32", "u64", "s64"))
    d, a, b, c = inst.operands
    lo.helpers.add("__cass_ptx_bfe")
    args = ", ".join([lo.value(a, t, raw=True), lo.value(b, "u32", raw=True), lo.value(c, "u32", raw=True)])
    lo.store(d, t, f"__cass_ptx_bfe_{t}({args})")


def _bfi(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 5)
    t = _type(inst, lambda t: t in ("b32", "b64"))
    f, a, b, c, d = inst.operands
    lo.helpers.add("__cass_ptx_bfi")
    args = [
        lo.value(a, t, raw=True),
        lo.value(b, t, raw=True),
        lo.value(c, "u32", raw=True),
        lo.value(d, "u32", raw=True),
    ]
    lo.store(f, t, f"__cass_ptx_bfi_{t}({', '.join(args)})")


def _prmt(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 4)  # the default mode only (f4e, b4e, rc8, ecl, ecr, rc16 are not taken)
    _type(inst, lambda t: t == "b32")
    d, a, b, c = inst.operands
    lo.helpers.add("__cass_ptx_prmt")
    args = ", ".join(lo.value(x, "b32", raw=True) for x in (a, b, c))
    lo.store(d, "b32", f"__cass_ptx_prmt({args})")


def _lop3(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 5)
    _type(inst, lambda t: t == "b32")
    d, a, b, c, lut = inst.operands
    lo.helpers.add("__cass_ptx_lop3")
    args = ", ".join(lo.value(x, "b32", raw=True) for x in (a, b, c, lut))
    lo.store(d, "b32", f"__cass_ptx_lop3({args})")


def _shf(lo: Lowering, inst: Instruction) -> None:
    direction = next((m for m in inst.modifiers if m in ("l", "r")), "")
    mode = next((m for m in inst.modifiers if m in ("wrap", "clamp")), "")
    if not direction or not mode:
        raise Unknown(f"`{inst.name}`")
    _only(inst, {direction, mode}, 4)
    _type(inst, lambda t: t == "b32")
    d, a, b, c = inst.operands
    lo.helpers.add("__cass_ptx_shf")
    args = ", ".join(lo.value(x, "b32", raw=True) for x in (a, b, c))
    lo.store(d, "b32", f"__cass_ptx_shf_{direction}_{mode}({args})")


_COMPARISONS = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}
_UNSIGNED_COMPARISONS = {"lo": "<", "ls": "<=", "hi": ">", "hs": ">="}


def _setp(lo: Lowering, inst: Instruction) -> None:
    cmp = next((m for m in inst.modifiers if m in _COMPARISONS or m in _UNSIGNED_COMPARISONS), "")
    _only(inst, {cmp}, 3)  # no .and/.or/.xor with a third predicate
    t = _type(inst, lambda t: t != "pred")
    dest, a, b = inst.operands
    if cmp in _UNSIGNED_COMPARISONS:
        t = _unsigned(t) if _is_int(t) else ""
        if not t:
            raise Unknown(f"`{inst.name}`")
        condition = f"({lo.value(a, t)} {_UNSIGNED_COMPARISONS[cmp]} {lo.value(b, t)})"
    elif not _is_int(t) and cmp == "ne":  # ordered: false where either is NaN
        x, y = lo.value(a, t), lo.value(b, t)
        condition = f"({x} < {y} || {x} > {y})"
    elif cmp:
        condition = f"({lo.value(a, t)} {_COMPARISONS[cmp]} {lo.value(b, t)})"
    else:
        raise Unknown(f"`{inst.name}`")
    p, _, q = dest.partition("|")
    lo.store(p, "pred", condition)
    if q:
        lo.store(q, "pred", f"(!{condition})")


def _selp(lo: Lowering, inst: Instruction) -> None:
    _only(inst, set(), 4)
    t = _type(inst, lambda t: t != "pred")
    d, a, b, c = inst.operands
    lo.store(d, t, f"({lo.value(c, 'pred')} ? {lo.value(a, t)} : {lo.value(b, t)})")


def _vote(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("any", "all", "uni", "ballot")), "")
    _only(inst, {mode, "sync"}, (3,) if "sync" in inst.modifiers else (2,))
    t = _type(inst, lambda t: t == ("b32" if mode == "ballot" else "pred"))
    d, p = inst.operands[:2]
    lo.helpers.add("__cass_ptx_lanes")
    mask = f" & {lo.value(inst.operands[2], 'b32')}" if "sync" in inst.modifiers else ""
    ballot = f"(__cass_ptx_ballot({lo.value(p, 'pred')}){mask})"
    members = f"(__cass_ptx_ballot(true){mask})"
    if mode == "ballot":
        lo.store(d, t, ballot)
    elif mode == "any":
        lo.store(d, t, f"({ballot} != 0u)")
    elif mode == "all":
        lo.store(d, t, f"({ballot} == {members})")
    else:
        votes = lo.temp("unsigned int")
        lo.statements.append(f"{votes} = {ballot};")
        lo.store(d, t, f"({votes} == 0u || {votes} == {members})")


def _shfl(lo: Lowering, inst: Instruction) -> None:
    mode = next((m for m in inst.modifiers if m in ("up", "down", "bfly", "idx")), "")
    sync = "sync" in inst.modifiers
    _only(inst, {mode, "sync"}, 5 if sync else 4)
    _type(inst, lambda t: t == "b32")
    dest, a, b, c = inst.operands[:4]
    lo.helpers.add("__cass_ptx_shfl")
    args = ", ".join([f"CASS_PTX_SHFL_{mode.upper()}", *(lo.value(x, "b32", raw=True) for x in (a, b, c))])
    d, _, p = dest.partition("|")
    if not p:
        lo.store(d, "b32", f"__cass_ptx_shfl({args})")
        return
    valid = lo.temp("bool")
    lo.store(d, "b32", f"__cass_ptx_shfl({args}, &{valid})")
    lo.store(p, "pred", valid)


def _address(lo: Lowering, token: str, t: str, const: bool, volatile: bool = False) -> str:
    """``[%1+8]`` as a pointer to a ``t`` (the base a 64-bit operand or register)."""
    m = _ADDRESS.match(token.strip())
    if m is None:
        raise Unknown(f"the address {token!r}")
    base, offset = m.group(1), (m.group(2) or "").replace(" ", "")
    found = lo._operand(base)
    if found is not None and found[1].kind != "l":
        raise Unknown(f"{token}: an address in a {found[1].constraint!r} operand (a 32-bit window address)")
    if found is None and lo.registers.get(base, "") not in ("u64", "b64", "s64"):
        raise Unknown(f"the address {token!r}")
    qualifiers = ("const " if const else "") + ("volatile " if volatile else "")
    pointer = f"{qualifiers}{C_TYPES[t]} *"
    raw = f"@RAW{found[0]}@" if found is not None else lo._register(base)
    if offset and offset not in ("0", "-0"):
        char = f"{'const ' if const else ''}{'volatile ' if volatile else ''}char *"
        return f"(({pointer})(({char}){raw} + {offset}))"
    return f"(({pointer}){raw})"


_CACHE = frozenset(
    {"ca", "cg", "cs", "lu", "cv", "nc", "wb", "wt", "L1::no_allocate", "L2::64B", "L2::128B", "L2::256B"}
)
_CACHE_PREFIXES = ("L1::", "L2::")


def _memory(inst: Instruction) -> tuple[str, str, str, str, list[str]]:
    """(space, order, scope, vector, the modifiers not understood) of an ld, st, atom or red."""
    space = order = scope = vector = ""
    rest = []
    for m in inst.modifiers:
        if m in ("global", "generic"):
            space = m
        elif m in ORDERS and m:
            order = m
        elif m in ("volatile", "weak"):
            order = order or m
        elif m in SCOPES:
            scope = m
        elif m in ("v2", "v4"):
            vector = m
        elif m in _CACHE or m.startswith(_CACHE_PREFIXES) or m in C_TYPES:
            continue
        else:
            rest.append(m)
    return space, order, scope, vector, rest


def _load_store(lo: Lowering, inst: Instruction) -> None:
    _space, order, scope, vector, rest = _memory(inst)
    if rest or len(inst.operands) != 2:
        raise Unknown(f"`{inst.name}`" + (f" (.{rest[0]}: not a global or generic access)" if rest else ""))
    t = _type(inst, lambda t: t != "pred")
    load = inst.opcode == "ld"
    data, address = (inst.operands[0], inst.operands[1]) if load else (inst.operands[1], inst.operands[0])
    atomic = order in ("relaxed", "acquire", "release")
    if atomic and vector:
        raise Unknown(f"`{inst.name}`: a vector access with a memory order")
    pointer = _address(lo, address, t, const=load, volatile=order == "volatile")
    targets = _vector(data) if vector else [data]
    if targets is None or len(targets) != int(vector[1:] if vector else 1):
        raise Unknown(f"`{inst.text}`")
    scope_name = SCOPES[scope or "gpu"] if atomic else ""
    for k, target in enumerate(targets):
        element = f"{pointer}[{k}]" if vector else f"*{pointer}"
        if load:
            if atomic:
                where = f"{pointer} + {k}" if vector else pointer
                element = f"__hip_atomic_load({where}, {ORDERS[order]}, {scope_name})"
            lo.store(target, t, element)
        elif atomic:
            lo.statements.append(
                f"__hip_atomic_store({pointer}, {lo.value(target, t)}, {ORDERS[order]}, {scope_name});"
            )
        else:
            lo.statements.append(f"{element} = {lo.value(target, t)};")


_ATOMIC_OPS = {"add": "fetch_add", "min": "fetch_min", "max": "fetch_max", "and": "fetch_and", "or": "fetch_or"}
_ATOMIC_OPS |= {"xor": "fetch_xor", "exch": "exchange"}


def _atomic(lo: Lowering, inst: Instruction) -> None:
    op = next((m for m in inst.modifiers if m in (*_ATOMIC_OPS, "cas", "inc", "dec")), "")
    _space, order, scope, vector, rest = _memory(inst)
    rest = [m for m in rest if m != op]
    if not op or rest or vector or order in ("volatile", "weak"):
        raise Unknown(f"`{inst.name}`")
    t = _type(inst, lambda t: t in ("u32", "s32", "u64", "s64", "b32", "b64", "f32", "f64"))
    if (op in ("and", "or", "xor") and t[0] == "f") or (op in ("min", "max") and t[0] in "bf"):
        raise Unknown(f"`{inst.name}`")
    if t[0] == "b":
        t = "u" + t[1:]
    result = inst.operands[0] if inst.opcode == "atom" else None
    operands = inst.operands[1:] if inst.opcode == "atom" else inst.operands
    pointer = _address(lo, operands[0], t, const=False)
    scope_name, order_name = SCOPES[scope or "gpu"], ORDERS[order]
    if op in ("inc", "dec"):
        if t != "u32" or (scope or "gpu") != "gpu" or order not in ("", "relaxed"):
            raise Unknown(f"`{inst.name}`")
        value = f"atomic{op.capitalize()}({pointer}, {lo.value(operands[1], t)})"
    elif op == "cas":
        if len(operands) != 3:
            raise Unknown(f"`{inst.text}`")
        expected = lo.temp(C_TYPES[t])
        lo.statements.append(f"{expected} = {lo.value(operands[1], t)};")
        failure = "__ATOMIC_RELAXED" if order in ("", "relaxed", "release") else "__ATOMIC_ACQUIRE"
        lo.statements.append(
            f"__hip_atomic_compare_exchange_strong({pointer}, &{expected}, {lo.value(operands[2], t)}, {order_name},"
            f" {failure}, {scope_name});"
        )
        value = expected
    else:
        if len(operands) != 2:
            raise Unknown(f"`{inst.text}`")
        value = f"__hip_atomic_{_ATOMIC_OPS[op]}({pointer}, {lo.value(operands[1], t)}, {order_name}, {scope_name})"
    if result is not None:
        lo.store(result, t, value)
    elif op != "cas":
        lo.statements.append(f"(void){value};")


def _fence(lo: Lowering, inst: Instruction) -> None:
    if inst.operands:
        raise Unknown(f"`{inst.name}`")
    if inst.opcode == "membar" and len(inst.modifiers) == 1 and inst.modifiers[0] in FENCES:
        scope = inst.modifiers[0]
    elif inst.opcode == "fence" and len(inst.modifiers) == 2 and inst.modifiers[0] in ("sc", "acq_rel"):
        scope = inst.modifiers[1]
    else:
        raise Unknown(f"`{inst.name}`")
    if scope not in FENCES:
        raise Unknown(f"`{inst.name}`")
    lo.statements.append(f"{FENCES[scope]};")


def _barrier(lo: Lowering, inst: Instruction) -> None:
    if inst.modifiers not in (("sync",), ("sync", "aligned")) or inst.operands != ["0"]:
        raise Unknown(f"`{inst.text}` (a named barrier or a thread count)")
    lo.statements.append("__syncthreads();")


def _trap(lo: Lowering, inst: Instruction) -> None:
    if inst.modifiers or inst.operands:
        raise Unknown(f"`{inst.name}`")
    lo.statements.append("__builtin_trap();")


HANDLERS: dict[str, Callable[[Lowering, Instruction], None]] = {
    "mov": _mov, "add": _arith, "sub": _arith, "mul": _mul, "mad": _mad,
    "and": _logic, "or": _logic, "xor": _logic, "not": _logic, "shl": _shift, "shr": _shift,
    "min": _minmax, "max": _minmax, "popc": _bitcount, "clz": _bitcount, "brev": _bitcount, "bfind": _bitcount,
    "bfe": _bfe, "bfi": _bfi, "prmt": _prmt, "lop3": _lop3, "shf": _shf, "setp": _setp, "selp": _selp,
    "vote": _vote, "shfl": _shfl, "ld": _load_store, "st": _load_store, "atom": _atomic, "red": _atomic,
    "membar": _fence, "fence": _fence, "bar": _barrier, "barrier": _barrier, "trap": _trap,
}  # fmt: skip


def lower(asm: Asm) -> Lowered:
    """The statement as C++ (raises ``Unknown``)."""
    if not asm.instructions:
        raise Unknown("an empty statement")
    return Lowering(asm).lower()
