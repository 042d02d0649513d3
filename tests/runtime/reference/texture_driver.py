"""The grid of texture fetches that checks cass-lsp's software textures (runtime/headers/textures.h)
against CUDA's hardware textures, and a model of CUDA's texture-fetch rules written from the CUDA C++
Programming Guide (appendix "Texture Fetching"; "Texture and Surface Memory").

A config is one texture: a shape (1D, 2D, 3D, layered, cubemap, linear memory for tex1Dfetch,
pitched memory, tex2Dgather), a texel format with its read mode, a filter, an address mode and
normalised or texel coordinates. Each is fetched at a list of coordinates chosen to land on texel
centres, on the boundaries where a floor changes, on the ties of the 8-bit weights (x - 0.5 in
1/512ths), just beside them, and everywhere in between, inside and outside the texture.

``pack`` writes the grid as the binary file ``texture_driver.cu`` reads; that program runs every
fetch three ways: CUDA's hardware, cass-lsp's definitions on the GPU, and the same definitions on
the CPU (``-DCASS_TEXTURE_DRIVER_CPU``: only the last, built by hipcc here). Results are the bytes of
each fetch's return value, config after config.

This file imports nothing from cass_lsp and nothing beyond the standard library: it runs on the GPU
machine with a bare Python (benchmarks/device/textures_prepare.py).
"""

from __future__ import annotations

import math
import random
import struct
from dataclasses import dataclass, field

# -- what a config is ----------------------------------------------------------------------------

SHAPES = {  # name -> code in texture_driver.cu
    "1D": 1, "2D": 2, "3D": 3, "1DLayered": 4, "2DLayered": 5, "Cubemap": 6, "CubemapLayered": 7,
    "fetch": 8, "pitch2D": 9, "gather": 10,
}  # fmt: skip
# name -> (code, bytes a texel, channels, kind: s/u/f, bits, read mode normalised, result type)
FORMATS = {
    "float": (0, 4, 1, "f", 32, False, "float"),
    "half": (1, 2, 1, "f", 16, False, "float"),
    "uchar4-norm": (2, 4, 4, "u", 8, True, "float4"),
    "uchar4": (3, 4, 4, "u", 8, False, "uchar4"),
    "ushort-norm": (4, 2, 1, "u", 16, True, "float"),
    "ushort": (5, 2, 1, "u", 16, False, "ushort"),
    "char-norm": (6, 1, 1, "s", 8, True, "float"),
}
RESULT_BYTES = {"float": 4, "float4": 16, "uchar4": 4, "ushort": 2}
FLOAT_RESULTS = {"float": 1, "float4": 4}
ADDRESS = {"wrap": 0, "clamp": 1, "mirror": 2, "border": 3}
SIZES = {  # shape -> (width, height, depth or layers)
    "1D": (13, 1, 1), "2D": (13, 7, 1), "3D": (7, 5, 4), "1DLayered": (13, 1, 3), "2DLayered": (11, 7, 3),
    "Cubemap": (6, 6, 6), "CubemapLayered": (5, 5, 12), "fetch": (29, 1, 1), "pitch2D": (13, 7, 1),
    "gather": (13, 7, 1),
}  # fmt: skip
BORDER = (0.0, 0.0, 0.0, 0.0)  # CUDA's default; tex_desc.borderColor


@dataclass(frozen=True)
class Config:
    shape: str
    format: str
    linear: bool
    address: str
    normalized: bool
    comp: int = -1  # tex2Dgather's component
    border: tuple[float, float, float, float] = BORDER

    @property
    def size(self) -> tuple[int, int, int]:
        return SIZES[self.shape]

    @property
    def result(self) -> str:
        if self.shape == "gather":
            return "float4" if FORMATS[self.format][6] == "float" else "uchar4"
        return FORMATS[self.format][6]

    @property
    def name(self) -> str:
        parts = [self.shape, self.format, "linear" if self.linear else "point", self.address]
        parts.append("normalized" if self.normalized else "texels")
        if self.comp >= 0:
            parts.append(f"comp{self.comp}")
        return " ".join(parts)


@dataclass
class Grid:
    configs: list[Config] = field(default_factory=list)
    coords: dict[tuple[str, bool], list[tuple[float, float, float, int]]] = field(default_factory=dict)
    data: dict[tuple[str, str], bytes] = field(default_factory=dict)  # (shape, format) -> texels, rows packed


def f32(x: float) -> float:
    """x rounded to the nearest float (ties to even)."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


# -- the grid ------------------------------------------------------------------------------------


def _axis_points(n: int, rng: random.Random) -> list[float]:
    """Texel coordinates along an axis of n texels: a sweep from -1.5n to 2.5n in 1/32ths, and
    around every integer and half-integer k: k exactly, the neighbouring floats, k +- 1/512 (a tie of
    the 8-bit weight for a linear filter at k + 0.5), k +- 1/512 +- one ulp."""
    points = [(-1.5 * n) + i / 32 for i in range(int(4 * n * 32))]
    for half in range(-4, 2 * n + 5):
        k = half / 2
        for d in (0.0, 1 / 512, -1 / 512, 1 / 256, 3 / 512, -3 / 512):
            v = f32(k + d)
            points += [v, math.nextafter(v, math.inf), math.nextafter(v, -math.inf)]
    points += [rng.uniform(-2 * n, 3 * n) for _ in range(256)]
    points += [-1e9, 1e9, float(n), float(-n), 2.0 * n]
    return [f32(p) for p in points]


def _coords(shape: str, normalized: bool, rng: random.Random) -> list[tuple[float, float, float, int]]:
    w, h, d = SIZES[shape]
    if shape == "fetch":
        return [(float(i), 0.0, 0.0, 0) for i in range(-4, w + 5)]
    if shape in ("Cubemap", "CubemapLayered"):
        out = []
        axes = [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)]
        for _ in range(900):  # directions; powers of two as the major axis keep s/m exact
            m = rng.choice([1.0, 2.0, 0.5, rng.uniform(0.1, 4)])
            vec = [rng.uniform(-m, m) for _ in range(3)]
            vec[rng.randrange(3)] = m * rng.choice([1, -1])
            out.append(tuple(f32(v) for v in vec))
        for a in axes:  # the faces' centres, edges and corners, ties between axes
            for s in (1, -1):
                out.append(tuple(s * v for v in a))
        for _ in range(300):
            m = rng.choice([1.0, 2.0])
            u, v = rng.choice([m, -m]), rng.choice([m, -m])
            vec = [u, v, f32(rng.uniform(-m, m))]
            rng.shuffle(vec)
            out.append(tuple(vec))
        layers = d // 6
        return [(x, y, z, rng.randrange(-1, layers + 1)) for x, y, z in out]
    xs, ys, zs = _axis_points(w, rng), _axis_points(h, rng), _axis_points(d, rng)
    count = 2048
    perm_y, perm_z = list(range(len(ys))), list(range(len(zs)))
    rng.shuffle(perm_y)
    rng.shuffle(perm_z)
    out = []
    for k in range(count):
        x = xs[k % len(xs)] if shape in ("1D", "1DLayered") else xs[rng.randrange(len(xs))]
        y = ys[perm_y[k % len(ys)]] if shape not in ("1D", "1DLayered") else 0.0
        z = zs[perm_z[k % len(zs)]] if shape == "3D" else 0.0
        layer = rng.randrange(-1, d + 1) if "Layered" in shape else 0
        if normalized:
            x, y = f32(x / w), f32(y / h)
            z = f32(z / d) if shape == "3D" else z
        out.append((x, y, z, layer))
    return out


def _texels(shape: str, fmt: str, rng: random.Random) -> bytes:
    w, h, d = SIZES[shape]
    _, _, channels, kind, bits, _, _ = FORMATS[fmt]
    n = w * h * d * channels
    if kind == "f" and bits == 32:
        values = [
            f32(
                rng.choice(
                    [rng.uniform(-1, 1), rng.uniform(-1000, 1000), rng.uniform(0, 1) * 2 ** rng.randint(-20, 20)]
                )
            )
            for _ in range(n)
        ]
        return struct.pack(f"<{n}f", *values)
    if kind == "f":  # half: finite bit patterns
        values = []
        while len(values) < n:
            u = rng.randrange(0x10000)
            if (u >> 10) & 0x1F != 0x1F:
                values.append(u)
        return struct.pack(f"<{n}H", *values)
    letter = {(8, "u"): "B", (8, "s"): "b", (16, "u"): "H", (16, "s"): "h"}[(bits, kind)]
    lo, hi = (0, 2**bits - 1) if kind == "u" else (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)
    values = [rng.choice([lo, hi, rng.randint(lo, hi), rng.randint(lo, hi)]) for _ in range(n)]
    return struct.pack(f"<{n}{letter}", *values)


def grid(stride: int = 1) -> Grid:
    """Every config, its coordinates (every ``stride``-th of them) and texels (deterministic)."""
    rng = random.Random(20260301)
    g = Grid()
    samplers = [(lin, a, norm) for lin in (False, True) for a in ADDRESS for norm in (False, True)]
    for shape in ("1D", "2D", "pitch2D", "3D", "1DLayered", "2DLayered"):
        for fmt in FORMATS:
            integer = FORMATS[fmt][6] in ("uchar4", "ushort")
            for linear, address, normalized in samplers:
                if not (integer and linear):  # CUDA filters only what it returns as floats
                    g.configs.append(Config(shape, fmt, linear, address, normalized))
    for shape in ("Cubemap", "CubemapLayered"):
        for fmt in FORMATS:
            integer = FORMATS[fmt][6] in ("uchar4", "ushort")
            for linear in (False, True):
                for normalized in (False, True):
                    if not (integer and linear):
                        g.configs.append(Config(shape, fmt, linear, "clamp", normalized))
    for fmt in FORMATS:
        g.configs.append(Config("fetch", fmt, False, "clamp", False))
    for fmt in ("float", "uchar4"):
        for address in ADDRESS:
            for normalized in (False, True):
                for comp in range(4):
                    g.configs.append(Config("gather", fmt, False, address, normalized, comp))
    for shape in ("2D", "3D"):  # a border colour of its own
        for fmt in ("float", "uchar4-norm"):
            for linear in (False, True):
                g.configs.append(Config(shape, fmt, linear, "border", False, border=(0.25, -0.5, 0.75, 2.0)))
    for c in g.configs:
        key = (c.shape, c.normalized)
        if key not in g.coords:
            g.coords[key] = _coords(c.shape, c.normalized, rng)
        if (c.shape, c.format) not in g.data:
            g.data[(c.shape, c.format)] = _texels(c.shape, c.format, rng)
    g.coords = {key: points[::stride] for key, points in g.coords.items()}
    return g


# -- the binary file texture_driver.cu reads ----------------------------------------------------

MAGIC = b"CASSTEX1"


def pack(g: Grid) -> bytes:
    coord_keys, data_keys = list(g.coords), list(g.data)
    out = [MAGIC, struct.pack("<3i", len(g.configs), len(coord_keys), len(data_keys))]
    for c in g.configs:
        w, h, d = c.size
        out.append(
            struct.pack(
                "<12i4f",
                SHAPES[c.shape], FORMATS[c.format][0], int(c.linear), ADDRESS[c.address], int(c.normalized), c.comp,
                w, h, d, coord_keys.index((c.shape, c.normalized)), data_keys.index((c.shape, c.format)),
                len(g.coords[(c.shape, c.normalized)]), *c.border,
            )
        )  # fmt: skip
    for key in coord_keys:
        points = g.coords[key]
        out.append(struct.pack("<i", len(points)))
        out.extend(struct.pack("<3fi", *p) for p in points)
    for key in data_keys:
        out.append(struct.pack("<i", len(g.data[key])) + g.data[key])
    return b"".join(out)


def fnv64(data: bytes) -> str:
    """FNV-1a-64 of ``data`` in hex, as texture_driver.cu prints a config's results."""
    h = 14695981039346656037
    for b in data:
        h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def result_sizes(g: Grid) -> list[int]:
    """Bytes of each config's results in the driver's output."""
    return [len(g.coords[(c.shape, c.normalized)]) * RESULT_BYTES[c.result] for c in g.configs]


# -- CUDA's rules, as NVIDIA's texture unit computes them -----------------------------------------
#
# The programming guide's appendix ("Texture Fetching") leaves room: how a normalised coordinate
# becomes a texel, how 9-bit weights combine in 2D and 3D, the arithmetic of the blend. What follows
# is what an H200 computes (every rule found from its results on this grid, benchmarks/results/
# textures_nvidia.md); runtime/headers/textures.h computes the same in C++, step by step.


def _float(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def _index(i: int, n: int, mode: str) -> int | None:
    """Texel i of n under an address mode (None: the border colour)."""
    if mode == "wrap":
        return i % n
    if mode == "mirror":
        m = i % (2 * n)
        return m if m < n else 2 * n - 1 - m
    if mode == "border":
        return i if 0 <= i < n else None
    return min(max(i, 0), n - 1)


def position(c: float, n: int, mode: str, normalized: bool) -> int:
    """floor(X * 512), X the texel coordinate: a normalised u becomes floor(u * 2^21) / 2^21 (21
    fractional bits, truncated), scaled by n exactly."""
    if c != c:
        c = 0.0
    if not normalized:
        return math.floor(min(max(c, -4194304.0), 4194304.0) * 512)
    u = math.floor(min(max(c, -(2.0**40)), 2.0**40) * 2**21)
    if mode == "wrap":
        u %= 2**21
    elif mode == "mirror":
        u %= 2**22
    else:
        u = min(max(u, -(2**22)), 2**22)
    return (u * n) >> 12


def pair(p: int, n: int, mode: str, filtering: bool) -> tuple[int | None, int | None, int]:
    """A linear filter's (or tex2Dgather's) two texels and the weight of the second in 256ths: X - 0.5
    rounded to 8 fractional bits, half up; a filter in clamp mode first clamps X to [0.5, n - 0.5]."""
    if filtering and mode == "clamp":
        p = min(max(p, 256), 512 * n - 256)
    q = ((p + 1) >> 1) - 128
    i = q >> 8
    return _index(i, n, mode), _index(i + 1, n, mode), q & 255


def weights(a: int, b: int, c: int) -> list[int]:
    """The corners' weights in 256ths (x fastest): the z slices split exactly, each slice between x1
    and x0 by rounding x1 (half up), each column between y1 and y0 by rounding the corner nearer
    (x1, y1) or (x0, y0)."""
    w = [0] * 8
    for z, s in ((0, 256 - c), (1, c)):
        x1 = (s * a + 128) >> 8
        x0 = s - x1
        y11, y00 = (x1 * b + 128) >> 8, (x0 * (256 - b) + 128) >> 8
        w[4 * z : 4 * z + 4] = [y00, x1 - y11, x0 - y00, y11]
    return w


NONE = -100000


def _accumulate(values: list[float], ws: list[int], bits: int, min_lsb: int) -> tuple[int, int]:
    """One slice's texels as mantissas of a common scale (the largest one's `bits`-bit mantissa and 4
    guard bits, truncated towards zero), summed exactly with their weights: (sum in units of
    2^(unit - 8), unit), unit NONE where no texel counts."""
    counted = [(v, w) for v, w in zip(values, ws, strict=True) if w and v != 0.0]
    if not counted:
        return 0, NONE
    unit = max(max(math.frexp(v)[1] - bits, min_lsb) for v, _ in counted) - 4
    total = 0
    for v, w in counted:
        m, e = math.frexp(abs(v))  # |v| = m 2^e: an integer mantissa of 24 bits and its lsb
        mantissa, lsb = int(m * 2**24), e - 24
        if lsb < -149:  # a subnormal's bits
            mantissa, lsb = mantissa >> (-149 - lsb), -149
        shift = lsb - unit
        aligned = mantissa << shift if shift >= 0 else mantissa >> -shift
        total += (-aligned if v < 0 else aligned) * w
    return total, unit


def _round_away(x: int, e: int, bits: int, min_lsb: int, max_exp: int) -> float:
    """x 2^e rounded to `bits` significant bits (none below 2^min_lsb), ties away from zero."""
    n = abs(x)
    lsb = max(e + n.bit_length() - bits, min_lsb)
    shift = lsb - e
    if shift > 0:
        n = (n >> shift) + (1 if n & ((1 << shift) - 1) >= 1 << (shift - 1) else 0)
    else:
        n <<= -shift
    if n and lsb + n.bit_length() - 1 >= max_exp:
        return -math.inf if x < 0 else math.inf
    return -math.ldexp(n, lsb) if x < 0 else math.ldexp(n, lsb)


def blend(values: list[float], ws: list[int], half: bool) -> float:
    """Float (or half) texels of the 8 corners blended: each z slice summed on its own scale, the
    smaller slice's sum floored below 2^-9 of the larger's unit, added, rounded once."""
    bits, min_lsb = (11, -24) if half else (24, -149)
    (s0, u0), (s1, u1) = _accumulate(values[:4], ws[:4], bits, min_lsb), _accumulate(values[4:], ws[4:], bits, min_lsb)
    top = max(u0, u1)
    if top == NONE:
        return 0.0
    total = 0
    for s, u in ((s0, u0), (s1, u1)):
        if u != NONE:
            shift = u - top + 1
            total += s << shift if shift >= 0 else s >> -shift
    return 0.0 if total == 0 else _round_away(total, top - 9, bits, min_lsb, 16 if half else 128)


def _code16(kind: str, bits: int, v: int) -> int:
    """A normalised integer texel as the filter's 16-bit code (signed: in 128ths of a code)."""
    if kind == "u":
        return v * 257 if bits == 8 else v
    return v * 33025 if bits == 8 else v * 128


def blend_codes(kind: str, codes: list[int], ws: list[int]) -> float:
    total = sum(c * w for c, w in zip(codes, ws, strict=True))
    if kind == "u":
        return f32(((total + 128) >> 8) / 65535)
    return max(f32(((total + (1 << 14)) >> 15) / 32767), -1.0)


def _half(u: int) -> float:
    return struct.unpack("<e", struct.pack("<H", u))[0]


def _scale(kind: str, bits: int) -> int:
    return 2**bits - 1 if kind == "u" else 2 ** (bits - 1) - 1


def _border_codes(c: Config) -> list[int]:
    """The border colour as codes of a normalised integer format: clamped, to the nearest (ties even)."""
    _, _, _, kind, bits, _, _ = FORMATS[c.format]
    lo = 0.0 if kind == "u" else -1.0
    return [round(f32(min(max(b, lo), 1.0) * _scale(kind, bits))) for b in c.border]


def _raw(c: Config, data: bytes, i: int, j: int, k: int) -> list[int]:
    w, h, _ = c.size
    _, size, channels, kind, bits, _, _ = FORMATS[c.format]
    letter = {(8, "u"): "B", (8, "s"): "b", (16, "u"): "H", (16, "s"): "h", (32, "f"): "I", (16, "f"): "H"}
    return list(struct.unpack_from(f"<{channels}{letter[(bits, kind)]}", data, ((k * h + j) * w + i) * size))


def _channels(c: Config, data: bytes, i: int | None, j: int | None, k: int | None, floats: bool) -> list[float]:
    """A texel's 4 channels (0 beyond the format's), as the point filter returns them; the border
    colour where an index is None (converted to the format where that is a normalised one)."""
    _, _, channels, kind, bits, normalized_read, _ = FORMATS[c.format]
    if i is None or j is None or k is None:
        if normalized_read:
            return [f32(code / _scale(kind, bits)) for code in _border_codes(c)]
        return list(c.border) if floats else [int(b) for b in c.border]
    raw = _raw(c, data, i, j, k)
    if not floats:
        return [*raw, *[0] * (4 - channels)]
    if kind == "f":
        values = [_half(v) if bits == 16 else _float(v) for v in raw]
    elif normalized_read:
        values = [max(f32(v / _scale(kind, bits)), -1.0) for v in raw]
    else:
        values = [float(v) for v in raw]
    return [*values, *[0.0] * (4 - channels)]


def _face(x: float, y: float, z: float) -> tuple[int, float, float]:
    """The guide's cubemap table: face, then (s/m + 1)/2 and (t/m + 1)/2; where axes tie, z is the
    major axis, then y."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if az >= ax and az >= ay:
        face, m, s, t = (4, az, x, -y) if z >= 0 else (5, az, -x, -y)
    elif ay >= ax:
        face, m, s, t = (2, ay, x, z) if y >= 0 else (3, ay, x, -z)
    else:
        face, m, s, t = (0, ax, -z, -y) if x >= 0 else (1, ax, z, -y)
    return face, f32(f32(f32(s / m) + 1.0) * 0.5), f32(f32(f32(t / m) + 1.0) * 0.5)


def _layer(layer: int, layers: int) -> int:
    """A layer out of range reads the last (compared as unsigned: -1 too)."""
    return layer if 0 <= layer < layers else layers - 1


def fetch(c: Config, data: bytes, point: tuple[float, float, float, int]) -> bytes:
    """The bytes CUDA's hardware returns."""
    x, y, z, layer = point
    result = c.result
    floats = result in FLOAT_RESULTS
    w, h, d = c.size
    fmt = {"float": "<f", "float4": "<4f", "uchar4": "<4B", "ushort": "<H"}[result]
    count = FLOAT_RESULTS.get(result, 4 if result == "uchar4" else 1)

    def packed(values: list[float]) -> bytes:
        vals = values[:count]
        if floats:
            return struct.pack(fmt, *vals)
        return struct.pack(fmt, *[int(v) & (0xFF if result == "uchar4" else 0xFFFF) for v in vals])

    if c.shape == "fetch":
        i = int(x)
        return packed(_channels(c, data, i, 0, 0, floats) if 0 <= i < w else [0.0] * 4)
    linear = c.linear and floats
    normalized, mode = c.normalized, c.address
    slice_ = 0
    if c.shape in ("Cubemap", "CubemapLayered"):
        face, x, y = _face(x, y, z)
        slice_ = 6 * _layer(layer, d // 6) + face
        normalized, mode, dims = True, "clamp", 2
    elif "Layered" in c.shape:
        slice_ = _layer(layer, d)
        dims = 1 if c.shape == "1DLayered" else 2
    else:
        dims = {"1D": 1, "2D": 2, "pitch2D": 2, "gather": 2, "3D": 3}[c.shape]
    if not normalized and mode in ("wrap", "mirror"):
        mode = "clamp"  # CUDA's wrap and mirror: for normalised coordinates only
    gathers = c.shape == "gather"
    # a 1D array is a 2D texture of one row, fetched at y = 0 (a 1D layered array is not)
    axes = 2 if c.shape == "1D" and linear else dims
    coords, sizes = (x, y if dims > 1 else 0.0, z), (w, h if dims > 1 else 1, d)
    positions = [position(coords[a], sizes[a], mode, normalized) for a in range(axes)]
    if gathers:
        (i0, i1, _), (j0, j1, _) = (pair(p, sizes[a], mode, False) for a, p in enumerate(positions))
        texels = [_channels(c, data, i, j, 0, floats) for i, j in ((i0, j1), (i1, j1), (i1, j0), (i0, j0))]
        return packed([t[c.comp] for t in texels])

    def at(i: int | None, j: int | None, k: int | None) -> tuple[int | None, int | None, int | None]:
        return i, j if dims > 1 or j is None else 0, k if c.shape == "3D" else slice_

    if not linear:
        ijk = [_index(p >> 9, sizes[a], mode) for a, p in enumerate(positions)] + [0, 0]
        return packed(_channels(c, data, *at(ijk[0], ijk[1], ijk[2]), floats))
    axes_ = [pair(p, sizes[a], mode, True) for a, p in enumerate(positions)] + [(0, 0, 0)] * (3 - axes)
    ws = weights(axes_[0][2], axes_[1][2], axes_[2][2])
    corners = [at(*(axes_[a][1] if (k >> a) & 1 else axes_[a][0] for a in range(3))) for k in range(8)]
    _, _, channels, kind, bits, normalized_read, _ = FORMATS[c.format]
    if normalized_read:
        codes = [
            [0] * 4
            if not wk
            else [_code16(kind, bits, v) for v in (_border_codes(c) if None in ijk else _raw(c, data, *ijk))]
            for ijk, wk in zip(corners, ws, strict=True)
        ]
        return packed([blend_codes(kind, [t[ch] for t in codes], ws) if ch < channels else 0.0 for ch in range(4)])
    texels = [_channels(c, data, *ijk, floats) if wk else [0.0] * 4 for ijk, wk in zip(corners, ws, strict=True)]
    return packed([blend([t[ch] for t in texels], ws, bits == 16) for ch in range(4)])
