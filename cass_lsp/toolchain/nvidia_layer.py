"""HIP's NVIDIA platform: the HIP headers whose ``nvidia_detail`` backend turns HIP calls into CUDA
calls, so that nvcc builds a HIP program for an NVIDIA GPU (``-D__HIP_PLATFORM_NVIDIA__``). With
it, a HIP translation runs beside its CUDA original on the GPU most people porting have.

Where the layer comes from, in this order (``find``):
- a ROCm install's own (``ROCM/include/hip/nvidia_detail``, ROCm's ``hip-runtime-nvidia``
  package), whose hipcc runs with ``HIP_PLATFORM=nvidia``;
- a folder prepared once by ``cass-lsp doctor --prepare-nvidia`` (``prepare``) in
  ``~/.cache/cass-lsp/hip-nvidia``: a Debian package's HIP headers (``/usr/include/hip``,
  ``libamdhip64-dev``) copied and patched for CUDA 13 (``data/hip_nvidia_cuda13.diff``:
  ``cudaMemAdvise``/``cudaMemPrefetchAsync`` take a location, ``cudaDeviceProp`` lost
  ``clockRate`` & co., texture references are gone, ``cuCtxCreate`` takes 4 arguments), with a
  hipcc for the platform (``bin/hipcc``, a copy of ``hipcc_nvidia.py``). The folder holds all
  it needs, so it may be copied to a GPU machine that has neither cass-lsp nor Debian's headers.

Either way cass-lsp's compat header for the platform (``runtime/nvidia/cass_hip_nvidia.h``) is
force-included: what the layer lacks against the HIP it declares. The HIP release those headers
declare (``hip_version.h``) is the HIP that translations are made for on this platform.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path

from cass_lsp.core.hip_releases import release_for
from cass_lsp.toolchain import roots
from cass_lsp.toolchain.locate import DEFAULT_ROCM, executable
from cass_lsp.toolchain.model import NvidiaLayer, Problem

FOLDER = "hip-nvidia"  # in cass-lsp's cache folder
STAMP = ".cass-hip-nvidia.json"  # written last: a folder without it is incomplete
DEBIAN_HEADERS = Path("/usr/include/hip")
_HERE = Path(__file__).resolve().parent
PATCH = _HERE / "data" / "hip_nvidia_cuda13.diff"
HIPCC = _HERE / "hipcc_nvidia.py"
# The compat header lives with the C++ runtime (cass_lsp/runtime); the toolchain layer imports no
# runtime module, so it is found by path.
COMPAT = _HERE.parent / "runtime" / "nvidia" / "cass_hip_nvidia.h"
COMPAT_NAME = COMPAT.name
# Beside it, for the same platform: headers that forward rocThrust's thrust::hip to CUDA's Thrust (copied
# into a prepared folder's include/, a -I of their own for a ROCm install's layer), and HIP's CMake
# packages there (copied into a prepared folder's lib/cmake/: a ROCm install has its own).
FORWARD = COMPAT.parent / "include"
CMAKE_PACKAGES = COMPAT.parent / "cmake"
PREPARE_FIX = (
    "`cass-lsp doctor --prepare-nvidia` prepares it from Debian's HIP headers (`sudo apt-get install"
    " libamdhip64-dev`); or install ROCm's hip-runtime-nvidia package and set ROCM_PATH."
)


class PrepareError(RuntimeError):
    """The layer could not be prepared: one line saying why and the fix."""


def declared_release(include: Path) -> str | None:
    """The HIP release ``include/hip/hip_version.h`` declares: the release table's patch level for
    its major.minor when the table has that release, else ``major.minor.0``."""
    try:
        text = (include / "hip" / "hip_version.h").read_text(errors="replace")
    except OSError:
        return None
    major = re.search(r"#define\s+HIP_VERSION_MAJOR\s+(\d+)", text)
    minor = re.search(r"#define\s+HIP_VERSION_MINOR\s+(\d+)", text)
    if major is None or minor is None:
        return None
    release = release_for((int(major.group(1)), int(minor.group(1))))
    if release.short == f"{major.group(1)}.{minor.group(1)}":
        return release.version
    return f"{major.group(1)}.{minor.group(1)}.0"


def digest() -> str:
    """What a prepared folder is made of (the patch, the compat header, the hipcc): a folder made by
    another cass-lsp, whose copies differ, is prepared again."""
    content = hashlib.sha256()
    extras = sorted(p for folder in (FORWARD, CMAKE_PACKAGES) for p in folder.rglob("*") if p.is_file())
    for part in (PATCH, COMPAT, HIPCC, *extras):
        content.update(part.read_bytes())
    return content.hexdigest()[:16]


def prepared_folder(env: Mapping[str, str] | None = None) -> Path:
    return roots.cache_dir(env) / FOLDER


def _rocm_layer(env: Mapping[str, str]) -> NvidiaLayer | None:
    for value in (env.get("ROCM_PATH"), env.get("HIP_PATH"), str(DEFAULT_ROCM)):
        if not value:
            continue
        rocm = Path(value)
        hipcc = executable(rocm / "bin" / "hipcc")
        version = declared_release(rocm / "include")
        if hipcc is not None and version and (rocm / "include" / "hip" / "nvidia_detail").is_dir():
            words = ("env", "HIP_PLATFORM=nvidia", f"HIP_PATH={rocm}", str(hipcc))
            return NvidiaLayer(rocm / "include", version, f"ROCm's NVIDIA layer in {rocm}", words, COMPAT, False,
                               FORWARD)  # fmt: skip
    return None


def _prepared_layer(env: Mapping[str, str]) -> tuple[NvidiaLayer | None, str]:
    """The prepared folder's layer, or why there is none usable."""
    folder = prepared_folder(env)
    try:
        stamp = json.loads((folder / STAMP).read_text())
    except (OSError, ValueError):
        return None, f"not prepared in {folder}"
    if stamp.get("digest") != digest():
        return None, f"{folder} was prepared by another version of cass-lsp: prepare it again"
    include = folder / "include"
    version = declared_release(include)
    if version is None:
        return None, f"{folder} has no hip/hip_version.h: prepare it again"
    return NvidiaLayer(include, version, stamp.get("source", str(folder)), (str(folder / "bin" / "hipcc"),),
                       include / COMPAT_NAME), ""  # fmt: skip


def find(env: Mapping[str, str]) -> tuple[NvidiaLayer | None, Problem | None]:
    """HIP's NVIDIA layer (a ROCm install's, else the prepared one), or a problem saying what is
    missing and how to get it. Looks at a few files only: cheap enough for every discovery."""
    rocm = _rocm_layer(env)
    if rocm is not None:
        return rocm, None
    layer, why = _prepared_layer(env)
    if layer is not None:
        return layer, None
    source = "Debian's HIP headers are installed" if (DEBIAN_HEADERS / "nvidia_detail").is_dir() else "no source"
    return None, Problem(
        "hip-nvidia",
        f"HIP's NVIDIA layer is not ready ({why}; {source}): HIP translations cannot be built or run on an NVIDIA GPU.",
        PREPARE_FIX,
        "info",
    )


def prepare(env: Mapping[str, str], source: Path = DEBIAN_HEADERS) -> NvidiaLayer:
    """Copy ``source`` (a HIP include folder with nvidia_detail/) into the cache folder, patch it for
    CUDA 13, add the compat header and hipcc; the folder is replaced only once all of it worked.
    Raises ``PrepareError`` (one line: why, and the fix)."""
    if not (source / "nvidia_detail").is_dir():
        raise PrepareError(f"{source} has no nvidia_detail/ (HIP's NVIDIA backend): {PREPARE_FIX}")
    version = declared_release(source.parent)
    if version is None:
        raise PrepareError(f"{source}/hip_version.h is missing or names no release: {PREPARE_FIX}")
    patch = shutil.which("patch", path=env.get("PATH") or None)
    if patch is None:
        raise PrepareError("the `patch` program is missing: `sudo apt-get install patch`, then prepare again")
    folder = prepared_folder(env)
    folder.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=f".{FOLDER}-", dir=folder.parent))
    try:
        include = work / "include"
        shutil.copytree(source, include / "hip", symlinks=False)
        done = subprocess.run(
            [patch, "-s", "-p1", "--no-backup-if-mismatch", "-i", str(PATCH)],
            cwd=include,
            capture_output=True,
            text=True,
            timeout=60,
        )
        if done.returncode != 0:
            said = (done.stdout + done.stderr).strip().splitlines()[:1]
            raise PrepareError(
                f"the CUDA 13 patch (written for Debian 12's HIP headers) does not apply to {source}:"
                f" {said[0] if said else 'patch failed'}; use ROCm's hip-runtime-nvidia (ROCM_PATH) instead"
            )
        shutil.copyfile(COMPAT, include / COMPAT_NAME)
        shutil.copytree(FORWARD, include, dirs_exist_ok=True)
        shutil.copytree(CMAKE_PACKAGES, work / "lib" / "cmake")
        (work / "bin").mkdir()
        shutil.copyfile(HIPCC, work / "bin" / "hipcc")
        (work / "bin" / "hipcc").chmod(0o755)
        stamp = {"digest": digest(), "source": f"{source} (HIP {version}), patched for CUDA 13 by cass-lsp"}
        (work / STAMP).write_text(json.dumps(stamp))
        old = folder.with_name(f".{FOLDER}-old")
        shutil.rmtree(old, ignore_errors=True)
        if folder.exists():
            folder.rename(old)
        work.rename(folder)
        shutil.rmtree(old, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    layer, why = _prepared_layer(env)
    if layer is None:
        raise PrepareError(f"the prepared folder is not usable: {why}")
    return layer
