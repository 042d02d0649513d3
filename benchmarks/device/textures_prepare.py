"""What textures_run.sh needs on the NVIDIA GPU machine, made here: the software textures' core as
a translation carries it (runtime/headers/textures.h), the __reduce_*_sync definitions for HIP before 7
against CUDA's (tests/runtime/reference/warp_reduce_driver.py), the grid of fetches
(tests/runtime/reference/texture_driver.py) and its driver, the speed benchmark, the texture tour
(tests/runtime/reference/texture_tour.cu) with its translation (HIP 5.2.3, the HIP of the
hip-on-nvidia headers) and those headers (../shared/tools/hip-on-nvidia/make-headers.sh).

    .venv/bin/python benchmarks/device/textures_prepare.py [DEST] [--samples DIR]   (DEST: .devcarry/textures)

``--samples DIR``: a checkout of NVIDIA's cuda-samples (or the part of it with Common/ and the
samples in SAMPLES): each sample is built there as CUDA and as its ``cass-lsp port`` translation with
the hardware's textures and with the software's, and run (the samples that make their own data check
their own results).

Then, on the GPU machine, from the repository root: ``bash DEST/run.sh`` (textures_run.sh) with $OUT set;
here, ``benchmarks/device/textures_summary.py OUT`` turns what comes back into the tables.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests" / "runtime" / "reference"))

import texture_driver  # noqa: E402
import warp_reduce_driver  # noqa: E402

from cass_lsp import runtime  # noqa: E402
from cass_lsp.translate import TranslateOptions, translate  # noqa: E402

# ../shared beside the checkout (a worktree in a folder of its own: two levels up)
SHARED = next((p / "shared" for p in (REPO.parent, REPO.parents[1]) if (p / "shared").is_dir()), REPO.parent / "shared")
MAKE_HEADERS = SHARED / "tools" / "hip-on-nvidia" / "make-headers.sh"
REFERENCE = REPO / "tests" / "runtime" / "reference"
HIP_VERSION = "5.2.3"  # the HIP of the hip-on-nvidia headers
# NVIDIA's texture samples: those that make their own data and check the results, then one that
# needs an image file it does not carry (built only).
SAMPLES = ("simpleLayeredTexture", "simpleCubemapTexture", "simpleTexture")


def samples(source: Path, dest: Path) -> None:
    """NVIDIA's samples (SAMPLES found under ``source``) and Common/, as CUDA and as port translates them."""
    cuda = dest / "samples" / "cuda"
    for name in SAMPLES:
        found = next(source.rglob(f"{name}/{name}.cu"), None)
        if found is None:
            raise SystemExit(f"textures_prepare: no {name}/{name}.cu under {source}")
        (cuda / name).mkdir(parents=True)
        shutil.copy(found, cuda / name / found.name)
    shutil.copytree(source / "Common", cuda / "Common", ignore=shutil.ignore_patterns("*.lib", "*.dll", "GL", "data"))
    hip = dest / "samples" / "hip"
    port = [sys.executable, "-m", "cass_lsp", "port", str(cuda), "--out-dir", str(hip), "--hip-version", HIP_VERSION]
    subprocess.run([*port, "--quiet"], check=True, capture_output=True, cwd=REPO)
    (dest / "samples" / "list.txt").write_text("".join(f"{n}\n" for n in SAMPLES), encoding="utf-8")


def prepare(dest: Path, samples_from: Path | None) -> None:
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    core = "#pragma once\n" + runtime.definitions(runtime.needed_by("cass_textures_core"))
    (dest / "cass_textures_core.h").write_text(core, encoding="utf-8")
    (dest / "grid.bin").write_bytes(texture_driver.pack(texture_driver.grid()))
    for source in (REFERENCE / "texture_driver.cu", REFERENCE / "texture_tour.cu", HERE / "texture_bench.cu"):
        shutil.copy(source, dest / source.name)
    shutil.copy(HERE / "textures_run.sh", dest / "run.sh")
    reductions = runtime.definitions(runtime.WARP_REDUCE)  # __reduce_*_sync before HIP 7, against CUDA's
    (dest / "warp_reduce_check.cu").write_text(warp_reduce_driver.source(reductions), encoding="utf-8")
    tour_source = (REFERENCE / "texture_tour.cu").read_text(encoding="utf-8")
    tour = translate(tour_source, TranslateOptions(hip_version=HIP_VERSION))
    (dest / "texture_tour.hip").write_text(tour.text, encoding="utf-8")
    subprocess.run(["bash", str(MAKE_HEADERS), str(dest / "hip-on-nvidia")], check=True, capture_output=True)
    if samples_from is not None:
        samples(samples_from, dest)
    size = sum(p.stat().st_size for p in dest.rglob("*") if p.is_file())
    print(
        f"{dest}: {size / 1e6:.1f} MB; on the GPU machine, from the repository root: bash .devcarry/{dest.name}/run.sh"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dest", nargs="?", type=Path, default=REPO / ".devcarry" / "textures")
    parser.add_argument("--samples", type=Path, help="a checkout of NVIDIA's cuda-samples")
    args = parser.parse_args(argv)
    if not MAKE_HEADERS.is_file():
        print(f"textures_prepare: {MAKE_HEADERS} is missing (hip-on-nvidia tools beside the checkout)", file=sys.stderr)
        return 1
    prepare(args.dest.resolve(), args.samples)
    return 0


if __name__ == "__main__":
    sys.exit(main())
