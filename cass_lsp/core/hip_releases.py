"""The HIP releases cass-lsp knows: one row per release, everything else reads it.

A row says what that release has (the facts the translation reads: its warp-sync builtins and
the macro they need, hip_bf16.h, hip_fp8.h, the cooperative-groups warp members, ROCm 6's
hipDeviceProp_t, HIP 7's renames, the include guards of its headers), the CUDA API level it
corresponds to, and, for a release the tests compile with (``checked``), how to get it: its
targets, ROCm's container image, and the Debian suite and packages that scripts/rocm_root.sh
installs into a root of its own. A target HIP between two rows has the facts of the older one
(``release_for``).

Adding a release is one row (``_after(previous, version, ...)``: what changed) plus its test
data; tests/test_hip_releases.py checks that no other place names a release. Run as a program,
this prints the table, or (``--recipe VERSION``) the shell variables rocm_root.sh reads.

Imports only the standard library: scripts/rocm_root.sh runs it with the system's Python before
any virtual environment exists.
"""

from __future__ import annotations

import argparse
import dataclasses
import shlex
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType


@dataclass(frozen=True)
class DebianRecipe:
    """How scripts/rocm_root.sh makes a root holding the release: ``debootstrap --variant=minbase
    SUITE``, then ``apt-get install PACKAGES`` there (from ``extra_suite`` where one is named)."""

    suite: str
    packages: tuple[str, ...]
    # The root's stamp: bump when the packages or the slimming change, and roots are made again.
    revision: int
    extra_suite: str = ""  # a suite added on top of ``suite`` whose packages win (e.g. experimental)


@dataclass(frozen=True)
class HipRelease:
    version: str  # "6.4.3"; a release known only from its notes is "X.Y.0"
    # CUDART_VERSION (and CUDA_VERSION) of the CUDA API level this HIP corresponds to: the newest
    # CUDA release whose runtime API has a counterpart in this HIP, by HIPIFY's tables (the
    # newest `cuda_added` among the runtime entries whose `hip_added` is this release or older).
    # tests/test_hip_releases.py recomputes it from the committed tables (HIP 6.3 era: a newer
    # HIP keeps 6.4's until the tables are regenerated).
    cuda_version: int
    # What it has.
    warp_sync_builtins: bool = False  # __shfl_sync, __ballot_sync... and __activemask, 64-bit masks
    warp_sync_define: str | None = None  # the macro those need before the first HIP include
    warp_reduce_builtins: bool = False  # __reduce_add_sync... (amd_warp_sync_functions.h), 64-bit masks
    hip_bf16_header: bool = False  # hip/hip_bf16.h: __hip_bfloat16 with cuda_bf16.h's names
    hip_fp8_header: bool = False  # hip/hip_fp8.h: fp8 classes (NVIDIA's encodings and FNUZ)
    cg_warp_members: bool = False  # cooperative groups' meta_group_rank, binary_partition, tile votes
    device_prop_r0600: bool = False  # hipDeviceProp_t's ROCm 6 layout (uuid, asyncEngineCount...)
    hip_7_names: bool = False  # hipBLAS 3 (no _v2 functions) and hipMemsetParams
    # hip/hip_gl_interop.h: OpenGL interop in a header of its own (HIP 5.x declared it in
    # hip_runtime_api.h, 6.x no longer does)
    hip_gl_interop_header: bool = False
    # Where it was read. Include guards first read (or changed) in this release's headers: HIP
    # header -> the macro it defines (None: `#pragma once` only); older releases' still apply.
    guard_macros: Mapping[str, str | None] = field(default_factory=dict)
    # The rules were checked against its headers, compiled by its own hipcc: a toolchain lane of
    # the tests, on ``targets``; the newest such is the default target.
    checked: bool = False
    targets: tuple[str, ...] = ()  # AMD targets its clang compiles for in the tests
    image: str | None = None  # ROCm's public development image (the CI jobs `port` writes)
    debian: DebianRecipe | None = None  # a local root of it (scripts/rocm_root.sh)

    @property
    def key(self) -> tuple[int, ...]:
        return version_tuple(self.version)

    @property
    def short(self) -> str:
        """ "6.4": the release as lanes and roots are named."""
        return ".".join(self.version.split(".")[:2])

    @property
    def root_name(self) -> str:
        """The folder of its root in cass-lsp's cache (scripts/rocm_root.sh, toolchain/roots.py)."""
        return f"rocm-{self.short}"


# The facts a later release inherits from the one before it; the rest say where it was read.
_INHERITED = (
    "cuda_version",
    "warp_sync_builtins",
    "warp_sync_define",
    "warp_reduce_builtins",
    "hip_bf16_header",
    "hip_fp8_header",
    "cg_warp_members",
    "device_prop_r0600",
    "hip_7_names",
    "hip_gl_interop_header",
)


def _after(previous: HipRelease, version: str, **changes: object) -> HipRelease:
    """The release ``version``: what ``previous`` has, with ``changes``."""
    kept = {name: getattr(previous, name) for name in _INHERITED}
    return HipRelease(**{**kept, "version": version, **changes})  # type: ignore[arg-type]


@cache
def version_tuple(text: str | None) -> tuple[int, ...]:
    """``"5.2.3"`` -> ``(5, 2, 3)``; empty or None -> ``()``."""
    if not text:
        return ()
    return tuple(int(part) for part in text.split(".") if part.isdigit())


# Debian 12's own HIP: the host lane here (hipRAND and hipSPARSE 5.3.3; no hipBLAS, hipFFT,
# hipSOLVER or roc* headers).
HIP_5_2 = HipRelease(
    version="5.2.3",
    cuda_version=11040,
    guard_macros=MappingProxyType(
        {
            "hip/hip_runtime.h": "HIP_INCLUDE_HIP_HIP_RUNTIME_H",
            "hip/hip_runtime_api.h": "HIP_INCLUDE_HIP_HIP_RUNTIME_API_H",
            "hip/driver_types.h": "HIP_INCLUDE_HIP_DRIVER_TYPES_H",
            "hip/hip_complex.h": "HIP_INCLUDE_HIP_HIP_COMPLEX_H",
            "hip/hip_fp16.h": "HIP_INCLUDE_HIP_HIP_FP16_H",
            "hip/hip_bfloat16.h": "_HIP_BFLOAT16_H_",
            "hip/hip_vector_types.h": "HIP_INCLUDE_HIP_HIP_VECTOR_TYPES_H",
            "hip/hip_cooperative_groups.h": "HIP_INCLUDE_HIP_HIP_COOPERATIVE_GROUP_H",
            "hip/hiprtc.h": None,  # `#pragma once` only
            "hiprand/hiprand.h": "HIPRAND_H_",
            "rocrand/rocrand.h": "ROCRAND_H_",
            # hipSPARSE's own guard changed (5.3: _HIPSPARSE_H_, 6.4: HIPSPARSE_H); its export header's did not.
            "hipsparse/hipsparse.h": "HIPSPARSE_EXPORT_H",
        }
    ),
    checked=True,
    targets=("gfx1100", "gfx90a"),  # clang 15: no gfx942 or gfx1200; gfx90a is its wave64 target
    debian=DebianRecipe(
        "bookworm", ("hipcc", "make", "librocrand-dev", "libhiprand-dev", "libhipsparse-dev"), revision=1
    ),
)
# ROCm 6.0 (from its notes; its API reference lists hip_gl_interop.h): hipDeviceProp_t's new
# layout, OpenGL interop in its own header.
HIP_6_0 = _after(HIP_5_2, "6.0.0", cuda_version=12020, device_prop_r0600=True, hip_gl_interop_header=True)
# ROCm 6.2 (from its notes; 6.4's headers show it): the warp-sync builtins behind a macro, the
# bf16 and fp8 headers, and the cooperative-groups members built on them.
HIP_6_2 = _after(
    HIP_6_0,
    "6.2.0",
    cuda_version=12030,
    warp_sync_builtins=True,
    warp_sync_define="HIP_ENABLE_WARP_SYNC_BUILTINS",
    hip_bf16_header=True,
    hip_fp8_header=True,
    cg_warp_members=True,
)
# Debian sid's HIP (hipcc 7.0.2, clang 21) with the ROCm libraries: the root lane here.
HIP_6_4 = _after(
    HIP_6_2,
    "6.4.3",
    guard_macros=MappingProxyType(
        {
            "hip/hip_bf16.h": "HIP_INCLUDE_HIP_HIP_BF16_H",
            "hip/hiprtc.h": "hiprtcJIT_option",  # hipJitOption's old names: no guard of its own
            "hipblas/hipblas.h": "HIPBLAS_H",
            "hipfft/hipfft.h": "HIPFFT_H_",
            "hipfft/hipfftXt.h": "HIPFFTXT_H_",
            "hipsolver/hipsolver.h": "HIPSOLVER_H",
            "rocblas/rocblas.h": "ROCBLAS_H",
            "rocsparse/rocsparse.h": "ROCSPARSE_H",
            "rocsolver/rocsolver.h": "ROCSOLVER_H",
        }
    ),
    checked=True,
    targets=("gfx942", "gfx1100", "gfx1200"),
    image="rocm/dev-ubuntu-24.04:6.4",
    debian=DebianRecipe(
        "sid",
        (
            "hipcc",
            "rocm-device-libs-21",
            "make",
            "libhipblas-dev",
            "libhipfft-dev",
            "libhipcub-dev",
            "librocthrust-dev",
            "libhipsolver-dev",
            "libhipsparse-dev",
            "libhiprand-dev",
            "libmiopen-dev",
            "librocblas-dev",
            "librocsparse-dev",
            "librocrand-dev",
            "librocsolver-dev",
            "librocfft-dev",
            # What real projects build with beside HIP, as a ROCm install sees them in the
            # system's /usr (FastEddy: mpicc, netcdf.h); Debian's default MPI is Open MPI.
            "libopenmpi-dev",
            "openmpi-bin",
            "libnetcdf-dev",
            # And what a ROCm install's machine has for the rest of a project (issue 39 item 20):
            # the system's C, C++ and Fortran compilers, clang's OpenMP, hipBLASLt's headers.
            "gcc",
            "g++",
            "gfortran",
            "libomp-21-dev",
            "libhipblaslt-dev",
        ),
        revision=6,
    ),
)
# ROCm 7.0 (from its notes; the names read in Debian experimental's 7.2 headers,
# scripts/hip7_headers.sh): the warp-sync builtins on by default, with __reduce_*_sync among them;
# hipBLAS 3's names.
HIP_7_0 = _after(HIP_6_4, "7.0.0", warp_sync_define=None, warp_reduce_builtins=True, hip_7_names=True)

RELEASES: tuple[HipRelease, ...] = (HIP_5_2, HIP_6_0, HIP_6_2, HIP_6_4, HIP_7_0)  # oldest first


def checked() -> tuple[HipRelease, ...]:
    """The releases the tests compile with (the toolchain lanes), oldest first."""
    return tuple(r for r in RELEASES if r.checked)


def newest() -> HipRelease:
    """The newest release checked: what a translation targets when no HIP is known."""
    return checked()[-1]


# The target HIP's version when none is known.
NEWEST_HIP = newest().version


def release_for(version: str | tuple[int, ...] | None) -> HipRelease:
    """The row whose facts hold for HIP ``version`` (the newest at or before it; the oldest for an
    older HIP); None: the newest checked."""
    if version is None:
        return newest()
    key = version_tuple(version) if isinstance(version, str) else version
    found = RELEASES[0]
    for release in RELEASES:
        if release.key <= key:
            found = release
    return found


def since(fact: str) -> HipRelease:
    """The oldest release that has ``fact`` (a field of HipRelease that is true there)."""
    if fact not in {f.name for f in dataclasses.fields(HipRelease)}:
        raise KeyError(f"HipRelease has no field {fact!r}")
    return next(r for r in RELEASES if getattr(r, fact))


def find(version: str) -> HipRelease | None:
    """The row named ``version`` ("6.4" or "6.4.3"), or None."""
    return next((r for r in RELEASES if version in (r.version, r.short)), None)


def guard_macro(header: str, version: tuple[int, ...]) -> str | None:
    """The include-guard macro of HIP header ``header`` in HIP ``version``: the newest reading at
    or before it (the oldest where every reading is newer, as for the library headers the 5.2
    lane lacks); None where it defines none of its own, or none was read."""
    readings = [r for r in RELEASES if header in r.guard_macros]
    if not readings:
        return None
    found = readings[0].guard_macros[header]
    for release in readings:
        if release.key <= version:
            found = release.guard_macros[header]
    return found


def guard_headers() -> tuple[str, ...]:
    """Every HIP header whose include guard was read, in table order."""
    return tuple(dict.fromkeys(h for r in RELEASES for h in r.guard_macros))


def examples() -> str:
    """The releases a user may name, for help texts: "5.2.3 or 6.4.3"."""
    names = [r.version for r in checked()]
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]


def recipe_lines(release: HipRelease) -> str:
    """The shell variables scripts/rocm_root.sh evaluates for ``release``."""
    recipe = release.debian
    if recipe is None:
        raise ValueError(f"HIP {release.version} has no Debian recipe")
    values = {
        "HIP_RELEASE": release.short,
        "ROOT_NAME": release.root_name,
        "SUITE": recipe.suite,
        "EXTRA_SUITE": recipe.extra_suite,
        "RECIPE": str(recipe.revision),
    }
    lines = [f"{name}={shlex.quote(value)}" for name, value in values.items()]
    lines.append(f"PACKAGES=({' '.join(shlex.quote(p) for p in recipe.packages)})")
    return "\n".join(lines)


def table_text() -> str:
    """The table as text, one release a line."""
    rows = []
    for r in RELEASES:
        has = [name for name in _INHERITED if isinstance(getattr(r, name), bool) and getattr(r, name)]
        if r.warp_sync_define:
            has.append(f"warp_sync_define={r.warp_sync_define}")
        where = []
        if r.checked:
            where.append(f"checked on {','.join(r.targets)}")
        if r.image:
            where.append(f"image {r.image}")
        if r.debian:
            suite = r.debian.suite + (f"+{r.debian.extra_suite}" if r.debian.extra_suite else "")
            where.append(f"Debian {suite}")
        rows.append(f"{r.version:<8} CUDA {r.cuda_version:<6} {' '.join(has) or '-'}  [{'; '.join(where)}]")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cass_lsp.core.hip_releases", description=__doc__.split("\n")[0])
    parser.add_argument(
        "--recipe",
        nargs="?",
        const="",
        metavar="VERSION",
        help="print the shell variables of that release's Debian recipe (default: the newest checked that has one)",
    )
    args = parser.parse_args(argv)
    if args.recipe is None:
        print(table_text())
        return 0
    release = find(args.recipe) if args.recipe else next(r for r in reversed(checked()) if r.debian)
    have = ", ".join(r.short for r in RELEASES if r.debian)
    if release is None or release.debian is None:
        what = "is not in the table" if release is None else "has no Debian recipe"
        print(f"HIP {args.recipe} {what}: give one of {have}", file=sys.stderr)
        return 2
    print(recipe_lines(release))
    return 0


if __name__ == "__main__":
    sys.exit(main())
