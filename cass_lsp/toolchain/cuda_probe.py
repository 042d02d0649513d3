"""Probing the CUDA side: nvcc, and cuobjdump/nvdisasm for the SASS shown beside the AMD assembly,
with their releases.

Search order: ``cass.toolchain.cudaPath``, ``$CUDA_HOME``, ``$CUDA_PATH``, ``PATH``,
``/usr/local/cuda``, PyPI's ``nvidia-cuda-nvcc`` wheel. cuobjdump and nvdisasm: beside nvcc,
the same folders, and PyPI's ``nvidia-cuda-cuobjdump``/``nvidia-cuda-nvdisasm`` wheels
(``site-packages/nvidia/cu13/bin``).
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain.locate import executable, first_version, which
from cass_lsp.toolchain.model import Problem
from cass_lsp.toolchain.process import run_quick

DEFAULT_CUDA = Path("/usr/local/cuda")


def pypi_nvidia_bins() -> list[Path]:
    """bin folders of PyPI's nvidia-* wheels (``nvidia/cu13/bin``, ``nvidia/cuda_nvcc/bin``...)."""
    try:
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        return []
    if spec is None or not spec.submodule_search_locations:
        return []
    bins: list[Path] = []
    for root in spec.submodule_search_locations:
        bins += sorted(p for p in Path(root).glob("*/bin") if p.is_dir())
    return bins


def find_nvidia_tool(
    name: str, settings: ToolchainSettings, env: Mapping[str, str], system_dirs: bool, near: Path | None = None
) -> Path | None:
    """``name`` (nvcc, cuobjdump, nvdisasm) beside ``near``, then in the search order above."""
    dirs: list[Path] = []
    if near is not None:
        dirs.append(near.parent)
    if settings.cuda_path:
        dirs.append(Path(settings.cuda_path).expanduser() / "bin")
    dirs += [Path(env[v]) / "bin" for v in ("CUDA_HOME", "CUDA_PATH") if env.get(v)]
    for d in dirs:
        found = executable(d / name)
        if found:
            return found
    found = which(name, env)
    if found or not system_dirs:
        return found
    return executable(DEFAULT_CUDA / "bin" / name) or next(
        (p for d in pypi_nvidia_bins() if (p := executable(d / name))), None
    )


def tool_release(path: Path | None, env: Mapping[str, str]) -> str | None:
    """The CUDA release a tool's ``--version`` prints ("13.0")."""
    if path is None:
        return None
    res = run_quick([path, "--version"], env=env)
    return first_version(r"release (\d+\.\d+)", res.stdout) if res is not None else None


def discover_cuda(
    settings: ToolchainSettings, env: dict[str, str], system_dirs: bool
) -> tuple[dict[str, Any], list[Problem]]:
    """The CUDA fields of a ``Toolchain`` and the problems for what is missing."""
    problems: list[Problem] = []
    nvcc = find_nvidia_tool("nvcc", settings, env, system_dirs)
    cuobjdump = find_nvidia_tool("cuobjdump", settings, env, system_dirs, near=nvcc)
    nvdisasm = find_nvidia_tool("nvdisasm", settings, env, system_dirs, near=cuobjdump or nvcc)
    if nvcc is None:
        problems.append(
            Problem(
                "nvcc",
                "nvcc not found (looked in cudaPath, CUDA_HOME, CUDA_PATH, PATH, /usr/local/cuda, PyPI's nvidia"
                " wheels): no NVIDIA SASS on hover and no CUDA reference runs.",
                "Install the CUDA toolkit and set CUDA_HOME or cass.toolchain.cudaPath; or"
                " `pip install nvidia-cuda-nvcc` into cass-lsp's environment.",
            )
        )
    for name, path in (("cuobjdump", cuobjdump), ("nvdisasm", nvdisasm)):
        if path is None:
            problems.append(
                Problem(
                    name,
                    f"{name} not found: no NVIDIA SASS on hover.",
                    "`pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm` into cass-lsp's environment,"
                    " or install the full CUDA toolkit.",
                )
            )
    tool_env = {**env, "PATH": os.pathsep.join(str(p.parent) for p in (nvdisasm, cuobjdump) if p)}
    found = {
        "nvcc": nvcc,
        "nvcc_version": tool_release(nvcc, env),
        "cuobjdump": cuobjdump,
        "nvdisasm": nvdisasm,
        "cuda_tools_version": tool_release(cuobjdump or nvdisasm, tool_env),
    }
    return found, problems
