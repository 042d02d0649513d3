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

# -- the model against the guide's own statements (fast) ------------------------------------------


def _one(shape: str, fmt: str, texels: bytes, **sampler: object) -> driver.Config:
    config = driver.Config(shape, fmt, **sampler)  # type: ignore[arg-type]
    assert len(texels) == driver.FORMATS[fmt][1] * config.size[0] * config.size[1] * config.size[2]
    return config


def _floats(config: driver.Config, data: bytes, x: float, y: float = 0.0) -> float:
    return struct.unpack("<f", driver.fetch(config, data, (x, y, 0.0, 0)))[0]


def test_the_model_follows_the_guide() -> None:
    texels = struct.pack("<13f", *[float(v) for v in range(13)])
    point = _one("1D", "float", texels, linear=False, address="clamp", normalized=False)
    linear = _one("1D", "float", texels, linear=True, address="clamp", normalized=False)
    # Point: T[floor(x)]; linear: (1 - a) T[i] + a T[i + 1] with i = floor(x - 0.5), a = frac(x - 0.5)
    assert [_floats(point, texels, x) for x in (0.0, 0.99, 1.0, 12.9, 40.0, -3.0)] == [0, 0, 1, 12, 12, 0]
    assert [_floats(linear, texels, x) for x in (0.5, 1.0, 1.25, 12.75, -7.0)] == [0, 0.5, 0.75, 12, 0]
    # a in 9-bit fixed point, 8 fractional bits: 1/3 of a texel is 85/256
    assert _floats(linear, texels, 0.5 + 1 / 3) == 85 / 256
    wrap = _one("1D", "float", texels, linear=False, address="wrap", normalized=True)
    mirror = _one("1D", "float", texels, linear=False, address="mirror", normalized=True)
    border = _one("1D", "float", texels, linear=True, address="border", normalized=False)
    assert _floats(wrap, texels, 1.5) == 6 and _floats(wrap, texels, -0.5) == 6
    assert _floats(mirror, texels, 1.25) == 9 and _floats(mirror, texels, -0.25) == 3
    assert _floats(border, texels, 13.0) == 6.0  # half the last texel, half the border's 0
    bytes_ = bytes([0, 255, 51, 128]) * (13 * 7)
    rgba = _one("2D", "uchar4-norm", bytes_, linear=False, address="clamp", normalized=False)
    read = struct.unpack("<4f", driver.fetch(rgba, bytes_, (3.5, 2.5, 0.0, 0)))
    assert read == (0.0, 1.0, driver.f32(0.2), driver.f32(128 / 255))  # v / 255, rounded once


def test_cubemap_faces_follow_the_guides_table() -> None:
    assert driver._face(1.0, 0.25, -0.5)[0] == 0 and driver._face(-2.0, 0.0, 0.0)[0] == 1
    assert driver._face(0.0, 3.0, 1.0)[0] == 2 and driver._face(0.5, -1.0, 0.0)[0] == 3
    assert driver._face(0.0, 0.0, 1.0) == (4, 0.5, 0.5) and driver._face(0.0, 0.0, -1.0)[0] == 5
    assert driver._face(1.0, 0.0, 0.5)[1:] == (0.25, 0.5)  # s = -z/|x|: (-0.5 + 1) / 2


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
    recorded = {}
    for line in HARDWARE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            index, hw_hash, matched, _name = line.split(" ", 3)
            recorded[int(index)] = (hw_hash, matched == "equal")
    assert len(recorded) == len(g.configs)
    hashes = _cpu_hashes(tmp_path, g)
    # Where the hardware and the emulation agreed, they still do; where they did not, they still do not
    # (a change to the emulation that makes one agree updates the reference).
    now_equal = {i for i, h in enumerate(hashes) if h == recorded[i][0]}
    was_equal = {i for i, (_, equal) in recorded.items() if equal}
    assert {g.configs[i].name for i in was_equal - now_equal} == set()
    assert {g.configs[i].name for i in now_equal - was_equal} == set()
