"""The GPUs of this machine: AMD through the kernel driver (``/dev/kfd``) and ``rocminfo`` or
``amdgpu-arch``, NVIDIA through ``nvidia-smi``. A detected AMD GPU's arch joins the compile
targets; a GPU of either kind lets ``run.py`` run programs instead of only compiling them."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.toolchain.locate import DEFAULT_ROCM, executable, which
from cass_lsp.toolchain.process import run_quick

KFD = Path("/dev/kfd")


@dataclass(frozen=True)
class AmdGpu:
    arch: str  # gfx1100
    name: str = ""  # marketing name when rocminfo gives one

    def to_json(self) -> dict[str, str]:
        return {"arch": self.arch, "name": self.name}


@dataclass(frozen=True)
class NvidiaGpu:
    name: str
    compute_capability: str  # "9.0"

    @property
    def sm(self) -> str:
        return "sm_" + self.compute_capability.replace(".", "")

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "computeCapability": self.compute_capability, "sm": self.sm}


def parse_rocminfo(text: str) -> list[AmdGpu]:
    """GPU agents from ``rocminfo``: each agent block's first ``Name:`` and ``Marketing Name:``."""
    gpus: list[AmdGpu] = []
    for block in re.split(r"\n\*{5,}\s*\n", text):
        if not re.search(r"^\s*Device Type:\s*GPU\s*$", block, re.MULTILINE):
            continue
        name = re.search(r"^\s*Name:\s*(gfx[0-9a-f]+)\s*$", block, re.MULTILINE)
        marketing = re.search(r"^\s*Marketing Name:\s*(.+?)\s*$", block, re.MULTILINE)
        if name:
            gpus.append(AmdGpu(name.group(1), marketing.group(1) if marketing else ""))
    return gpus


def detect_amd_gpus(rocm: Path | None, clang: Path | None, env: Mapping[str, str]) -> tuple[list[AmdGpu], str]:
    """AMD GPUs through the kernel driver's ``/dev/kfd`` and ``rocminfo``, else ``amdgpu-arch``;
    with a note saying how they were found, or why none was."""
    if not KFD.exists():
        return [], "no /dev/kfd (no AMD GPU or the amdgpu kernel driver is not loaded)"
    if not os.access(KFD, os.R_OK | os.W_OK):
        return [], "/dev/kfd is not accessible to this user (add it to the 'render' and 'video' groups)"
    env_rocm = Path(env["ROCM_PATH"]) if env.get("ROCM_PATH") else None
    rocm_dirs = [r for r in (rocm, env_rocm, DEFAULT_ROCM) if r is not None]
    rocminfo = next((executable(r / "bin" / "rocminfo") for r in rocm_dirs if executable(r / "bin" / "rocminfo")), None)
    rocminfo = rocminfo or which("rocminfo", env)
    if rocminfo is not None:
        res = run_quick([rocminfo], env=env, timeout=30)
        if res is not None and res.ok:
            gpus = parse_rocminfo(res.stdout)
            if gpus:
                return gpus, f"found through {rocminfo}"
    arch_tools = [r / sub / "amdgpu-arch" for r in rocm_dirs for sub in ("llvm/bin", "lib/llvm/bin")]
    if clang is not None:
        arch_tools.append(Path(os.path.realpath(clang)).parent / "amdgpu-arch")
    tool = next((t for t in arch_tools if executable(t)), None) or which("amdgpu-arch", env)
    if tool is not None:
        res = run_quick([tool], env=env, timeout=30)
        if res is not None and res.ok:
            archs = list(dict.fromkeys(re.findall(r"^(gfx[0-9a-f]+)\s*$", res.stdout, re.MULTILINE)))
            if archs:
                return [AmdGpu(a) for a in archs], f"found through {tool}"
    return [], "/dev/kfd exists but neither rocminfo nor amdgpu-arch reported a GPU"


def parse_nvidia_smi(text: str) -> list[NvidiaGpu]:
    """``nvidia-smi --query-gpu=name,compute_cap --format=csv,noheader`` lines."""
    gpus = []
    for line in text.splitlines():
        name, _, cap = line.rpartition(",")
        cap = cap.strip()
        if name.strip() and re.fullmatch(r"\d+\.\d+", cap):
            gpus.append(NvidiaGpu(name.strip(), cap))
    return gpus


def detect_nvidia_gpus(env: Mapping[str, str]) -> tuple[list[NvidiaGpu], str]:
    """NVIDIA GPUs as ``nvidia-smi`` lists them, with a note saying how, or why none was found."""
    smi = which("nvidia-smi", env) or executable(Path("/usr/bin/nvidia-smi"))
    if smi is None:
        return [], "no nvidia-smi (no NVIDIA driver)"
    res = run_quick([smi, "--query-gpu=name,compute_cap", "--format=csv,noheader"], env=env, timeout=30)
    if res is None or not res.ok:
        return [], f"nvidia-smi failed: {(res.stderr or res.stdout).strip()[:200] if res else 'could not start'}"
    gpus = parse_nvidia_smi(res.stdout)
    return gpus, f"found through {smi}" if gpus else "nvidia-smi lists no GPU"
