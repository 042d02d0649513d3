"""PTX instructions as the PTX ISA defines them (its pseudocode, transcribed), on Python integers: the
reference the translations of inline PTX are checked against (tests/translate/test_inline_ptx.py).
Values are the registers' bits, as unsigned integers of the instruction's width."""

from __future__ import annotations


def _mask(bits: int) -> int:
    return (1 << bits) - 1


def _signed(v: int, bits: int) -> int:
    v &= _mask(bits)
    return v - (1 << bits) if v >> (bits - 1) else v


def bfe(a: int, b: int, c: int, bits: int, signed: bool) -> int:
    """bfe.{u,s}{32,64} d, a, b, c."""
    msb = bits - 1
    pos, length = b & 0xFF, c & 0xFF
    sbit = 0 if (not signed or length == 0) else (a >> min(pos + length - 1, msb)) & 1
    d = 0
    for i in range(bits):
        bit = (a >> (pos + i)) & 1 if (i < length and pos + i <= msb) else sbit
        d |= bit << i
    return d


def bfi(a: int, b: int, c: int, d: int, bits: int) -> int:
    """bfi.b{32,64} f, a, b, c, d."""
    msb = bits - 1
    pos, length = c & 0xFF, d & 0xFF
    f = b
    i = 0
    while i < length and pos + i <= msb:
        f = (f & ~(1 << (pos + i))) | (((a >> i) & 1) << (pos + i))
        i += 1
    return f & _mask(bits)


def prmt(a: int, b: int, c: int) -> int:
    """prmt.b32 d, a, b, c (the default mode)."""
    tmp = (b << 32) | a
    d = 0
    for n in range(4):
        sel = (c >> (4 * n)) & 0xF
        byte = (tmp >> (8 * (sel & 7))) & 0xFF
        if sel & 8:
            byte = 0xFF if byte & 0x80 else 0
        d |= byte << (8 * n)
    return d


def lop3(a: int, b: int, c: int, lut: int) -> int:
    """lop3.b32 d, a, b, c, immLut: bit i of d is bit (a_i*4 + b_i*2 + c_i) of immLut."""
    d = 0
    for i in range(32):
        index = (((a >> i) & 1) << 2) | (((b >> i) & 1) << 1) | ((c >> i) & 1)
        d |= ((lut >> index) & 1) << i
    return d


def shf(a: int, b: int, c: int, left: bool, clamp: bool) -> int:
    """shf.{l,r}.{wrap,clamp}.b32 d, a, b, c."""
    n = min(c, 32) if clamp else c & 0x1F
    both = (b << 32) | a
    return ((both << n) >> 32) & _mask(32) if left else (both >> n) & _mask(32)


def bfind(a: int, bits: int, signed: bool, shiftamt: bool) -> int:
    """bfind[.shiftamt].{u,s}{32,64} d, a."""
    msb = bits - 1
    if signed and (a >> msb) & 1:
        a = ~a & _mask(bits)
    d = 0xFFFFFFFF
    for i in range(msb, -1, -1):
        if (a >> i) & 1:
            d = (msb - i) if shiftamt else i
            break
    return d


def clz(a: int, bits: int) -> int:
    for i in range(bits - 1, -1, -1):
        if (a >> i) & 1:
            return bits - 1 - i
    return bits


def popc(a: int) -> int:
    return bin(a).count("1")


def brev(a: int, bits: int) -> int:
    return int(f"{a:0{bits}b}"[::-1], 2)


def mul_hi(a: int, b: int, bits: int, signed: bool) -> int:
    x, y = (_signed(a, bits), _signed(b, bits)) if signed else (a, b)
    return ((x * y) >> bits) & _mask(bits)


def mul_wide(a: int, b: int, bits: int, signed: bool) -> int:
    x, y = (_signed(a, bits), _signed(b, bits)) if signed else (a, b)
    return (x * y) & _mask(2 * bits)


def mad_lo(a: int, b: int, c: int, bits: int) -> int:
    return (a * b + c) & _mask(bits)


def shl(a: int, b: int, bits: int) -> int:
    return 0 if b >= bits else (a << b) & _mask(bits)


def shr(a: int, b: int, bits: int, signed: bool) -> int:
    if signed:
        return (_signed(a, bits) >> min(b, bits - 1)) & _mask(bits)
    return 0 if b >= bits else a >> b


def min_max(a: int, b: int, bits: int, signed: bool, use_min: bool) -> int:
    x, y = (_signed(a, bits), _signed(b, bits)) if signed else (a, b)
    return (min(x, y) if use_min else max(x, y)) & _mask(bits)


def add(a: int, b: int, bits: int) -> int:
    return (a + b) & _mask(bits)


def setp_selp_lt_s32(a: int, b: int, x: int, y: int) -> int:
    """setp.lt.s32 p, a, b; selp.b32 d, x, y, p."""
    return x if _signed(a, 32) < _signed(b, 32) else y


def shfl_lane(mode: str, lane: int, b: int, c: int) -> tuple[int, bool]:
    """The lane shfl.{up,down,bfly,idx} reads from, and its predicate (PTX's pseudocode)."""
    lane &= 31
    bval, cval, segmask = b & 31, c & 31, (c >> 8) & 31
    max_lane = (lane & segmask) | (cval & ~segmask & 31)
    min_lane = lane & segmask
    if mode == "up":
        j = lane - bval
        p = j >= max_lane
    elif mode == "down":
        j = lane + bval
        p = j <= max_lane
    elif mode == "bfly":
        j = lane ^ bval
        p = j <= max_lane
    else:
        j = min_lane | (bval & ~segmask & 31)
        p = j <= max_lane
    return (j if p else lane), p
