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
from fractions import Fraction

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


# -- CUDA's rules, as the programming guide writes them -------------------------------------------


@dataclass(frozen=True)
class Rules:
    """Where the guide leaves room, the choice the model makes; the defaults are the runtime's.
    textures_summary.py tries the others on what the hardware returned."""

    weights: str = "even"  # x - 0.5 kept to 8 fractional bits: to nearest, ties to "even", ties "up", or "down"
    blend: str = "guide"  # "guide": weight x texel summed in the guide's order, every step rounded;
    # "lerp": (1 - a) t0 + a t1 axis by axis; "exact": the exact sum, rounded once
    convert: str = "first"  # normalised reads: texels converted before the blend ("first") or the blend of the
    # integers converted ("last", with an exact blend)
    point: str = "floor"  # a point fetch's texel: floor(x), or "fixed": floor of x kept to 8 fractional bits
    texel_wrap: str = "clamp"  # wrap and mirror with texel coordinates: act as "clamp", or as "normalized"


GUIDE = Rules()


def _mirror_or_wrap(u: float, mode: str) -> float:
    floor = math.floor(u)
    frac = f32(u - floor)
    if mode == "mirror" and floor % 2:
        frac = f32(1.0 - frac)
    return frac


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


def _fixed(x: float, rules: Rules) -> int:
    """x in 1/256ths, as an integer (the 8 fractional bits the guide's 9-bit weights keep)."""
    scaled = x * 256  # exact
    if rules.weights == "down":
        return math.floor(scaled)
    if rules.weights == "up":
        return math.floor(scaled + 0.5)
    return round(scaled)  # Python's round: ties to even


def _axis(
    c: float, n: int, mode: str, normalized: bool, linear: bool, rules: Rules = GUIDE
) -> tuple[int | None, int | None, float]:
    """The guide's texel indices (i, i+1 after addressing) and the weight of the second."""
    if not normalized and mode in ("wrap", "mirror") and rules.texel_wrap == "clamp":
        mode = "clamp"  # wrap and mirror are defined for normalised coordinates only
    if c != c:
        c = 0.0
    if normalized:
        if mode in ("wrap", "mirror"):
            c = _mirror_or_wrap(c, mode)
        c = f32(c * n)
    c = min(max(c, -4194304.0), 4194304.0)
    if not linear:
        i = _index(math.floor(c) if rules.point == "floor" else _fixed(c, rules) // 256, n, mode)
        return i, i, 0.0
    q = _fixed(c - 0.5, rules)  # c - 0.5 is exact in a double
    i = math.floor(q / 256)
    return _index(i, n, mode), _index(i + 1, n, mode), (q - 256 * i) / 256


def _half(u: int) -> float:
    return struct.unpack("<e", struct.pack("<H", u))[0]


def _channels(
    c: Config, data: bytes, i: int | None, j: int | None, k: int | None, floats: bool, raw_ints: bool = False
) -> list[float]:
    w, h, _ = c.size
    if i is None or j is None or k is None:
        return list(c.border) if floats else [int(b) for b in c.border]
    _, size, channels, kind, bits, normalized_read, _ = FORMATS[c.format]
    at = ((k * h + j) * w + i) * size
    letters = {(8, "u"): "B", (8, "s"): "b", (16, "u"): "H", (16, "s"): "h", (32, "f"): "f", (16, "f"): "H"}
    letter = letters[(bits, kind)]
    raw = list(struct.unpack_from(f"<{channels}{letter}", data, at))
    if not floats or (raw_ints and kind != "f"):
        return [*raw, *[0] * (4 - channels)]
    if kind == "f":
        values = [_half(v) if bits == 16 else v for v in raw]
    elif normalized_read:
        scale = 2**bits - 1 if kind == "u" else 2 ** (bits - 1) - 1
        values = [max(f32(v / scale), -1.0) for v in raw]
    else:
        values = [float(v) for v in raw]
    return [*values, *[0.0] * (4 - channels)]


def _face(x: float, y: float, z: float) -> tuple[int, float, float]:
    """The guide's cubemap table: face, then (s/m + 1)/2 and (t/m + 1)/2; ties to x, then y."""
    ax, ay, az = abs(x), abs(y), abs(z)
    if ax >= ay and ax >= az:
        face, m, s, t = (0, ax, -z, -y) if x >= 0 else (1, ax, z, -y)
    elif ay >= az:
        face, m, s, t = (2, ay, x, z) if y >= 0 else (3, ay, x, -z)
    else:
        face, m, s, t = (4, az, x, -y) if z >= 0 else (5, az, -x, -y)
    return face, f32(f32(f32(s / m) + 1.0) * 0.5), f32(f32(f32(t / m) + 1.0) * 0.5)


def _blend(values: list[list[float]], weights: list[list[float]], dims: int, rules: Rules, scale: float) -> list[float]:
    """Channel by channel, the texels of the corners (x fastest) blended with their axes' weights."""
    out = []
    for ch in range(4):
        texels = [v[ch] for v in values]
        if rules.blend == "exact" or scale != 1.0:
            total = Fraction(0)
            for corner, t in enumerate(texels):
                w = Fraction(1)
                for a in range(dims):
                    w *= Fraction(weights[a][(corner >> a) & 1])
                total += w * Fraction(t)
            out.append(f32(float(total / Fraction(scale))) if scale != 1.0 else f32(float(total)))
        elif rules.blend == "lerp":
            level = texels
            for a in range(dims):
                w0, w1 = weights[a]
                level = [f32(f32(w0 * level[k]) + f32(w1 * level[k + 1])) for k in range(0, len(level), 2)]
            out.append(level[0])
        else:
            acc = 0.0
            for corner, t in enumerate(texels):
                w = 1.0
                for a in range(dims):
                    w = f32(w * weights[a][(corner >> a) & 1])
                acc = f32(w * t) if corner == 0 else f32(acc + f32(w * t))
            out.append(acc)
    return out


def fetch(c: Config, data: bytes, point: tuple[float, float, float, int], rules: Rules = GUIDE) -> bytes:
    """The bytes CUDA's rules say the fetch returns."""
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
    normalized, modes = c.normalized, [c.address] * 3
    slice_ = 0
    if c.shape in ("Cubemap", "CubemapLayered"):
        face, x, y = _face(x, y, z)
        layers = d // 6
        slice_ = 6 * min(max(layer, 0), layers - 1) + face
        normalized, modes, dims = True, ["clamp"] * 3, 2
    elif "Layered" in c.shape:
        slice_ = min(max(layer, 0), d - 1)
        dims = 1 if c.shape == "1DLayered" else 2
    else:
        dims = {"1D": 1, "2D": 2, "pitch2D": 2, "gather": 2, "3D": 3}[c.shape]
    sizes = (w, h, d)
    gathers = c.shape == "gather"
    axes = [_axis((x, y, z)[a], sizes[a], modes[a], normalized, linear or gathers, rules) for a in range(dims)]
    if gathers:
        (i0, i1, _), (j0, j1, _) = axes
        texels = [_channels(c, data, i, j, 0, floats) for i, j in ((i0, j1), (i1, j1), (i1, j0), (i0, j0))]
        return packed([t[c.comp] for t in texels])
    _, _, _, kind, bits, normalized_read, _ = FORMATS[c.format]
    raw_ints = rules.convert == "last" and normalized_read and linear
    scale = (2**bits - 1 if kind == "u" else 2 ** (bits - 1) - 1) if raw_ints else 1.0

    def at(corner: list[int | None]) -> list[float]:
        full = [*corner, *[0] * (3 - len(corner))]
        k = full[2] if c.shape == "3D" else slice_
        texel = _channels(c, data, full[0], full[1] if dims > 1 else 0, k, floats, raw_ints)
        if raw_ints and None in (full[0], full[1] if dims > 1 else 0, k):
            texel = [b * scale for b in c.border]  # the border colour, in the integers' scale
        return texel

    if not linear:
        return packed(at([a[0] for a in axes]))
    corners = []
    for corner in range(1 << dims):
        corners.append(at([axes[a][1] if (corner >> a) & 1 else axes[a][0] for a in range(dims)]))
    weights = [[f32(1.0 - a[2]), a[2]] for a in axes]
    values = _blend(corners, weights, dims, rules, scale)
    if raw_ints and kind == "s":
        values = [max(v, -1.0) for v in values]
    return packed(values)
