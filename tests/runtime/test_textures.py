"""The software textures (runtime/headers/textures.h, the core cass_tex a translation carries for
targets without image instructions), built by hipcc and run on the CPU over the grid of
reference/texture_driver.py (703 textures: every shape, texel format and read mode, filter, address
mode, normalised or texel coordinates, fetched at coordinates on and beside every boundary):

- against a model of CUDA's texture-fetch rules written in Python from the programming guide
  (texture_driver.fetch), result by result;
- against CUDA's hardware textures, as an NVIDIA GPU computed them (reference/texture_hardware.txt,
  recorded by benchmarks/device/textures_run.sh; README there): per texture, the hash of every
  result, and which textures the emulation is known to differ on.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.toolchain.model import in_prefix
from tests.lanes import build_and_run, hip_lane

REFERENCE = Path(__file__).parent / "reference"
sys.path.insert(0, str(REFERENCE))
import texture_driver as driver  # noqa: E402

HARDWARE = REFERENCE / "texture_hardware.txt"

# -- the model against CUDA's hardware (fast) ------------------------------------------------------


def _one(shape: str, fmt: str, texels: bytes, **sampler: object) -> driver.Config:
    config = driver.Config(shape, fmt, **sampler)  # type: ignore[arg-type]
    assert len(texels) == driver.FORMATS[fmt][1] * config.size[0] * config.size[1] * config.size[2]
    return config


def _floats(config: driver.Config, data: bytes, x: float, y: float = 0.0) -> float:
    return struct.unpack("<f", driver.fetch(config, data, (x, y, 0.0, 0)))[0]


def test_the_model_keeps_the_guides_rules_where_the_hardware_does() -> None:
    texels = struct.pack("<13f", *[float(v) for v in range(13)])
    point = _one("1D", "float", texels, linear=False, address="clamp", normalized=False)
    linear = _one("1DLayered", "float", texels * 3, linear=True, address="clamp", normalized=False)
    # Point: T[floor(x)]; linear: (1 - a) T[i] + a T[i + 1] with i = floor(x - 0.5), a = frac(x - 0.5)
    assert [_floats(point, texels, x) for x in (0.0, 0.99, 1.0, 12.9, 40.0, -3.0)] == [0, 0, 1, 12, 12, 0]
    assert [_floats(linear, texels * 3, x) for x in (0.5, 1.0, 1.25, 12.75, -7.0)] == [0, 0.5, 0.75, 12, 0]
    # a in fixed point, 8 fractional bits: 1/3 of a texel is 85/256
    assert _floats(linear, texels * 3, 0.5 + 1 / 3) == 85 / 256
    wrap = _one("1D", "float", texels, linear=False, address="wrap", normalized=True)
    mirror = _one("1D", "float", texels, linear=False, address="mirror", normalized=True)
    assert _floats(wrap, texels, 1.5) == 6 and _floats(wrap, texels, -0.5) == 6
    assert _floats(mirror, texels, 1.25) == 9 and _floats(mirror, texels, -0.25) == 3


def test_the_models_rules_found_on_the_hardware() -> None:
    """Each rule with a fetch an H200 computed (benchmarks/results/textures_nvidia.md)."""
    texels = struct.pack("<13f", 985.239013671875, -0.31302544474601746, *[float(v) for v in range(11)])
    # a normalised coordinate keeps 21 fractional bits: f32(1/13) is a hair above 1/13, f32(1/13) * 13
    # rounds to 1.0, and the hardware reads texel 0
    point = _one("1D", "float", texels, linear=False, address="clamp", normalized=True)
    assert _floats(point, texels, driver.f32(1 / 13)) == 985.239013671875
    # x - 0.5 = 0.994140625 is a tie in 256ths, rounded up to 255/256; the blend's arithmetic is fixed
    # point with 4 guard bits below the larger texel's mantissa, rounded half away from zero
    linear = _one("1DLayered", "float", texels * 3, linear=True, address="clamp", normalized=False)
    assert _floats(linear, texels * 3, 1.494140625) == 3.536790132522583
    # a 1D array is a 2D texture of one row fetched at y = 0: in border mode half of it is the border
    border = _one("1D", "float", texels, linear=True, address="border", normalized=False)
    assert _floats(border, texels, -0.46875) == 15.394359588623047
    # 2D weights: ab rounded half up, the others so that a and b sum exactly; 3D: the slices exactly,
    # x1 rounded in each slice, then the corner nearer (x1, y1) or (x0, y0) in each column
    assert driver.weights(24, 80, 0) == [160, 16, 72, 8, 0, 0, 0, 0]
    assert driver.weights(184, 128, 129) == [18, 45, 18, 46, 18, 46, 18, 47]
    # cubemaps: a tie between the major axes goes to z, then y
    assert driver._face(1.0, 1.0, 1.0)[0] == 4 and driver._face(-1.0, 1.0, 0.5)[0] == 2
    assert driver._face(1.0, 0.25, -0.5)[0] == 0 and driver._face(0.0, 0.0, -1.0)[0] == 5
    assert driver._face(1.0, 0.0, 0.5)[1:] == (0.25, 0.5)  # s = -z/|x|: (-0.5 + 1) / 2


def _recorded() -> dict[int, tuple[str, bool]]:
    recorded = {}
    for line in HARDWARE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            index, hw_hash, matched, _name = line.split(" ", 3)
            recorded[int(index)] = (hw_hash, matched == "equal")
    return recorded


# One texture for each rule the hardware showed: the model's results hash to CUDA's, every fetch.
HARDWARE_RULES = {
    "1D float point wrap normalized": "21-bit normalised coordinates, wrapped",
    "1D float linear border texels": "a 1D array as one row of a 2D texture",
    "2D float linear wrap normalized": "2D weights and the float blend",
    "2D half linear mirror normalized": "the half blend, rounded to half",
    "1D ushort-norm linear clamp normalized": "unsigned normalised blends as 16-bit codes",
    "3D uchar4-norm linear clamp texels": "3D weights and the clamped position",
    "3D float linear border texels": "the 3D float blend, slice by slice",
    "1DLayered float point clamp texels": "layer -1 reads the last layer",
    "Cubemap float point clamp texels": "cubemap ties to z",
    "gather float point mirror normalized comp0": "tex2Dgather's pair, mirrored",
}


@pytest.mark.parametrize("name", sorted(HARDWARE_RULES))
def test_the_model_equals_the_hardware(name: str) -> None:
    g = driver.grid()
    (index, config), *_ = [(i, c) for i, c in enumerate(g.configs) if c.name == name]
    data = g.data[(config.shape, config.format)]
    results = b"".join(driver.fetch(config, data, p) for p in g.coords[(config.shape, config.normalized)])
    assert driver.fnv64(results) == _recorded()[index][0], HARDWARE_RULES[name]


def test_the_border_colour_is_converted_to_the_texel_format() -> None:
    g = driver.grid()
    (index, config), *_ = [
        (i, c)
        for i, c in enumerate(g.configs)
        if c.border != driver.BORDER and c.format == "uchar4-norm" and c.shape == "2D" and c.linear
    ]
    data = g.data[(config.shape, config.format)]
    outside = struct.unpack("<4f", driver.fetch(config, data, (-5.0, -5.0, 0.0, 0)))
    assert outside == (driver.f32(64 / 255), 0.0, driver.f32(191 / 255), 1.0)  # (0.25, -0.5, 0.75, 2) in 8 bits
    results = b"".join(driver.fetch(config, data, p) for p in g.coords[(config.shape, config.normalized)])
    assert driver.fnv64(results) == _recorded()[index][0]


# -- the C++ core on the CPU --------------------------------------------------------------------


def _cpu_hashes(tmp_path: Path, g: driver.Grid) -> list[str]:
    """Build texture_driver.cu for the CPU with the definitions translations carry; run it on ``g``."""
    tc = hip_lane("6.4")
    (tmp_path / "cass_textures_core.h").write_text(
        "#pragma once\n" + runtime.definitions(runtime.needed_by("cass_textures_core")), encoding="utf-8"
    )
    (tmp_path / "texture_driver.cu").write_bytes((REFERENCE / "texture_driver.cu").read_bytes())
    (tmp_path / "grid.bin").write_bytes(driver.pack(g))
    exe = tmp_path / "texture_driver"
    build = tc.hip_build_argv(
        tc.targets[0], tmp_path / "texture_driver.cu", exe, extra=["-O2", "-DCASS_TEXTURE_DRIVER_CPU", "-x", "hip"]
    )
    built, ran = build_and_run(
        tc, build, in_prefix(tc.hipcc_prefix, [str(exe), str(tmp_path / "grid.bin")]), root=tmp_path, env=tc.hip_env()
    )
    assert built.returncode == 0 and ran is not None, built.stderr[-4000:]
    assert ran.returncode == 0, ran.stderr[-2000:]
    lines = ran.stdout.split()
    return lines[1::2]


@pytest.mark.slow
def test_the_software_textures_follow_cudas_rules_on_the_cpu(tmp_path: Path) -> None:
    g = driver.grid(stride=8)
    hashes = _cpu_hashes(tmp_path, g)
    assert len(hashes) == len(g.configs) == 703
    wrong = []
    for config, got in zip(g.configs, hashes, strict=True):
        data = g.data[(config.shape, config.format)]
        expected = b"".join(driver.fetch(config, data, p) for p in g.coords[(config.shape, config.normalized)])
        if driver.fnv64(expected) != got:
            wrong.append(config.name)
    assert wrong == []


@pytest.mark.slow
def test_the_software_textures_against_cudas_hardware(tmp_path: Path) -> None:
    if not HARDWARE.is_file():
        pytest.skip(f"{HARDWARE.name} is not recorded yet: benchmarks/device/textures_run.sh on an NVIDIA GPU (README)")
    g = driver.grid()
    recorded = _recorded()
    assert len(recorded) == len(g.configs)
    hashes = _cpu_hashes(tmp_path, g)
    # Where the hardware and the emulation agreed, they still do; where they did not, they still do not
    # (a change to the emulation that makes one agree updates the reference).
    now_equal = {i for i, h in enumerate(hashes) if h == recorded[i][0]}
    was_equal = {i for i, (_, equal) in recorded.items() if equal}
    assert {g.configs[i].name for i in was_equal - now_equal} == set()
    assert {g.configs[i].name for i in now_equal - was_equal} == set()


# -- the host side: descriptors of arrays, pitched and linear memory, and 3D copies ---------------

HOST_PROGRAM = r"""
#include <cstdio>
#include <cstring>
// A software array over host memory, described as a texture would be, then fetched on the CPU.
static cass_tex::Array array(float* data, size_t w, size_t h, size_t d, unsigned flags) {
  cass_tex::Array a;
  a.desc = hipCreateChannelDesc<float>();
  a.extent = make_hipExtent(w, h, d);
  a.flags = flags;
  a.data = (unsigned char*)data;
  return a;
}
static void show(const char* what, const cass_tex::Texture& t) {
  printf("%s shape %d size %d %d %d layers %d pitch %llu slice %llu format %d %d %d\n", what, t.shape, t.width,
         t.height, t.depth, t.layers, t.pitch, t.slice, t.kind, t.channels, t.bits);
}
int main() {
  float data[4 * 3 * 12];
  for (int i = 0; i < 4 * 3 * 12; ++i) data[i] = (float)i;
  hipTextureDesc tex;
  memset(&tex, 0, sizeof(tex));
  tex.filterMode = hipFilterModeLinear;
  tex.addressMode[0] = tex.addressMode[1] = tex.addressMode[2] = hipAddressModeClamp;
  struct { const char* name; size_t w, h, d; unsigned flags; } arrays[] = {
      {"1D", 4, 0, 0, 0}, {"2D", 4, 3, 0, 0}, {"3D", 4, 3, 2, 0}, {"1DLayered", 4, 0, 3, hipArrayLayered},
      {"2DLayered", 4, 3, 2, hipArrayLayered}, {"Cubemap", 3, 3, 6, hipArrayCubemap},
      {"CubemapLayered", 3, 3, 12, hipArrayCubemap | hipArrayLayered}};
  for (auto& a : arrays) {
    cass_tex::Array arr = array(data, a.w, a.h, a.d, a.flags);
    hipResourceDesc res;
    memset(&res, 0, sizeof(res));
    res.resType = hipResourceTypeArray;
    res.res.array.array = (hipArray_t)&arr;
    cass_tex::Texture t;
    printf("%d ", (int)cass_tex::describe(&t, &res, &tex));
    show(a.name, t);
  }
  cass_tex::Array arr = array(data, 4, 3, 2, 0);
  hipResourceDesc res;
  memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeArray;
  res.res.array.array = (hipArray_t)&arr;
  cass_tex::Texture t;
  cass_tex::describe(&t, &res, &tex);
  printf("3D fetch %g ", cass_tex::tex3D<float>(&t, 1.5f, 2.5f, 1.5f));
  printf("%g\n", cass_tex::tex3D<float>(&t, 2.0f, 1.5f, 1.0f));
  memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypePitch2D;
  res.res.pitch2D.devPtr = data;
  res.res.pitch2D.desc = hipCreateChannelDesc<float>();
  res.res.pitch2D.width = 3;
  res.res.pitch2D.height = 2;
  res.res.pitch2D.pitchInBytes = 5 * sizeof(float);
  printf("%d ", (int)cass_tex::describe(&t, &res, &tex));
  show("pitch2D", t);
  printf("pitch2D fetch %g\n", cass_tex::tex2D<float>(&t, 0.5f, 1.5f));
  memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeLinear;
  res.res.linear.devPtr = data;
  res.res.linear.desc = hipCreateChannelDesc<uchar4>();
  res.res.linear.sizeInBytes = 10;
  tex.readMode = hipReadModeNormalizedFloat;
  printf("%d ", (int)cass_tex::describe(&t, &res, &tex));
  show("linear", t);
  printf("normalized read %d\n", t.normalized_read);
  res.res.linear.desc = hipCreateChannelDesc(8, 8, 8, 0, hipChannelFormatKindUnsigned);
  printf("3 channels %d\n", (int)cass_tex::describe(&t, &res, &tex));
  // A 3D copy from host memory into a layered array, 1 element in and 1 row down.
  hipMemcpy3DParms p;
  memset(&p, 0, sizeof(p));
  cass_tex::Array layered = array(data, 4, 3, 2, hipArrayLayered);
  p.dstArray = (hipArray_t)&layered;
  p.dstPos = make_hipPos(1, 1, 0);
  p.srcPtr = make_hipPitchedPtr(data, 12, 3, 2);
  p.extent = make_hipExtent(3, 2, 2);
  hipMemcpy3DParms q = cass_tex::unarray(&p);
  printf("unarray %d %zu %zu %zu %zu %zu %zu %d\n", q.dstPtr.ptr == (void*)data, q.dstPtr.pitch, q.dstPtr.ysize,
         q.dstPos.x, q.dstPos.y, q.extent.width, q.extent.height, q.dstArray == 0);
  return 0;
}
"""


@pytest.mark.slow
def test_the_host_descriptors_on_the_cpu(tmp_path: Path) -> None:
    """What cudaCreateTextureObject makes in software from an array (every shape its flags give), from
    pitched and from linear memory, and how cudaMemcpy3D's array sides become linear memory, run on the
    CPU over host memory."""
    tc = hip_lane("6.4")
    source = tmp_path / "host.hip"
    definitions = runtime.definitions(runtime.needed_by("cass_texture_objects"))
    source.write_text("#include <hip/hip_runtime.h>\n" + definitions + HOST_PROGRAM, encoding="utf-8")
    exe = tmp_path / "host"
    built, ran = build_and_run(
        tc, tc.hip_build_argv(tc.targets[0], source, exe), in_prefix(tc.hipcc_prefix, [exe]), root=tmp_path,
        env=tc.hip_env(),
    )  # fmt: skip
    assert built.returncode == 0 and ran is not None, built.stderr[-4000:]
    lines = ran.stdout.splitlines()
    assert lines[:7] == [
        "0 1D shape 1 size 4 1 1 layers 1 pitch 16 slice 16 format 2 1 32",
        "0 2D shape 2 size 4 3 1 layers 1 pitch 16 slice 48 format 2 1 32",
        "0 3D shape 3 size 4 3 2 layers 1 pitch 16 slice 48 format 2 1 32",
        "0 1DLayered shape 4 size 4 1 1 layers 3 pitch 16 slice 16 format 2 1 32",
        "0 2DLayered shape 5 size 4 3 1 layers 2 pitch 16 slice 48 format 2 1 32",
        "0 Cubemap shape 6 size 3 3 1 layers 6 pitch 12 slice 36 format 2 1 32",
        "0 CubemapLayered shape 7 size 3 3 1 layers 12 pitch 12 slice 36 format 2 1 32",
    ]
    # 3D, linear, texel (x, y, z) = 12z + 4y + x: 21 at the centre of (1, 2, 1); at (2, 1.5, 1), halfway
    # between x = 1 and 2 and between z = 0 and 1 on row 1: 1.5 + 4 + 6
    assert lines[7] == "3D fetch 21 11.5"
    assert lines[8] == "0 pitch2D shape 2 size 3 2 1 layers 1 pitch 20 slice 0 format 2 1 32"
    assert lines[9] == "pitch2D fetch 5"  # row 1 starts 5 floats in
    assert lines[10:13] == ["0 linear shape 8 size 2 1 1 layers 1 pitch 0 slice 0 format 1 4 8", "normalized read 1",
                            "3 channels 1"]  # fmt: skip
    # positions and width in bytes (4 a float), the array as pitched memory of its packed rows
    assert lines[13] == "unarray 1 16 3 4 1 12 2 1"
