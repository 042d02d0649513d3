"""`cass-lsp doctor`: what toolchains were found, where, and what is missing with the fix."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from cass_lsp.app.common import command_words, target_argument
from cass_lsp.app.finding_lines import headline
from cass_lsp.session import toolchain_error, translation_hip
from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain import amdgpu_arch, nvidia_layer
from cass_lsp.toolchain.discovery import LIBRARY_HEADERS, Toolchain, discover_lanes


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the findings as JSON")
    parser.add_argument("--rocm-path", default="", help="look for hipcc in this ROCm folder first")
    parser.add_argument("--cuda-path", default="", help="look for nvcc in this CUDA folder first")
    parser.add_argument(
        "--hipcc-command",
        type=command_words,
        default=[],
        help="the HIP toolchain to use: hipcc's path, or a container or root prefix then hipcc's path in it, e.g."
        " 'docker exec -i rocm hipcc' (default: the newest HIP found)",
    )
    parser.add_argument(
        "--target",
        action="append",
        type=target_argument,
        dest="targets",
        metavar="GFX",
        help="AMD target to check (repeatable; default: gfx1100 and gfx942)",
    )
    parser.add_argument(
        "--prepare-nvidia",
        action="store_true",
        help="prepare HIP's NVIDIA platform first: Debian's HIP headers, patched for today's CUDA, in"
        " ~/.cache/cass-lsp/hip-nvidia (to build and run HIP translations on an NVIDIA GPU)",
    )


def run(args: argparse.Namespace) -> int:
    if args.prepare_nvidia:
        try:
            layer = nvidia_layer.prepare(dict(os.environ))
        except nvidia_layer.PrepareError as exc:
            print(f"cass-lsp doctor: cannot prepare HIP's NVIDIA platform: {exc}", file=sys.stderr)
            return 1
        print(f"HIP's NVIDIA platform prepared in {layer.include.parent} (HIP {layer.hip_version})\n", flush=True)
    settings = ToolchainSettings(rocm_path=args.rocm_path, cuda_path=args.cuda_path, hipcc_command=args.hipcc_command)
    if args.targets:
        settings.targets = list(args.targets)
    lanes = discover_lanes(settings, refresh=True)  # probed afresh; the probe cache takes the results
    tc = lanes[0]
    if args.json:
        data = tc.to_json()
        data["lanes"] = [lane.to_json()["hip"] for lane in lanes]
        json.dump(data, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print_report(tc, sys.stdout, others=lanes[1:])
    if (error := toolchain_error(tc)) is not None:
        # The report lists it among the problems; this line is what a script or a person sees last.
        print(f"cass-lsp doctor: {error}", file=sys.stderr)
    return 1 if any(p.severity == "error" for p in tc.problems) else 0


def _path(p: Path | None, version: str | None = None) -> str:
    if p is None:
        return "not found"
    return f"{p}" + (f"  ({version})" if version else "")


def _lane_title(tc: Toolchain) -> str:
    if tc.lane.startswith("root ") and tc.hipcc_prefix:
        where = next((w for w in tc.hipcc_prefix if w.endswith("/usr")), "")
        return f"{tc.lane} ({Path(where).parent}, run through bubblewrap)"
    if tc.hipcc_prefix:
        return f"{tc.lane}: {shlex.join(tc.hipcc_prefix)} ..."
    return tc.lane or "host"


def print_report(tc: Toolchain, out: TextIO, others: Sequence[Toolchain] = ()) -> None:
    def row(label: str, value: str) -> None:
        out.write(f"  {label:<13}{value}\n")

    out.write(f"HIP (AMD), in use: {_lane_title(tc)}\n" if tc.hipcc is not None else "HIP (AMD)\n")
    _print_hip(tc, row)
    if tc.setting_error is None:  # else translate and port stop on it
        hip = translation_hip(tc)
        row("translates", hip.note or f"for HIP {hip.version} (translate, port and the editor)")
    for other in others:
        out.write(f"\nHIP (AMD), also found: {_lane_title(other)}\n")
        _print_hip(other, row)
        for p in other.problems:
            if p.component not in ("nvcc", "cuobjdump", "nvdisasm"):
                row("", f"[{p.severity}] {p.message}")
    out.write("\n")
    if tc.amd_gpus:
        gpus = ", ".join(f"{g.arch} {g.name}".strip() for g in tc.amd_gpus)
        row("AMD GPUs", f"{gpus}  ({tc.amd_gpu_note})")
    else:
        row("AMD GPUs", f"none: {tc.amd_gpu_note}")
    _print_rest(tc, out, row)


def _print_hip(tc: Toolchain, row: Callable[[str, str], None]) -> None:
    hip_version = None
    if tc.hip_version:
        hip_version = f"HIP {tc.hip_version}"
        if tc.hip_runtime_version:
            hip_version += f", hipcc reports {tc.hip_runtime_version}"
    if tc.hipcc is None and (chosen := tc.setting_error) is not None:
        # The hipcc the settings chose is there or not, but it does not run: not "not found".
        row("hipcc", f"not usable: {headline(chosen.message)} (see Problems)")
    else:
        row("hipcc", _path(tc.hipcc, hip_version))
    if tc.hipcc is not None:
        row("", "run with HIP_PLATFORM=amd; compiles go through hipcc itself (no clang bypass)")
        row("clang", _path(tc.clang, tc.clang_version))
        row("device libs", _path(tc.bitcode_dir) if not tc.hipcc_prefix else "the toolchain's own")
        knows = sorted(t for t in tc.known_targets if amdgpu_arch.arch_info(t) is not None)
        row("knows", ", ".join(knows) or "(could not list)")
        targets = tc.targets or ("none usable",)
        for i, target in enumerate(targets):
            detail = amdgpu_arch.describe(target) if tc.targets else ""
            if target in tc.device_lib_dirs:
                detail += f"; device library made by cass-lsp in {tc.device_lib_dirs[target]}"
            row("targets" if i == 0 else "", f"{target}  ({detail})" if detail else target)
        row("CDNA target", f"{tc.cdna_target}  (gfx942 when this clang knows it, else gfx90a)")
        missing = [name for name in LIBRARY_HEADERS if name not in tc.libraries]
        row("libraries", ", ".join(tc.libraries) or "none")
        if missing:
            row("", "no headers for: " + ", ".join(missing))


def _print_hip_on_nvidia(tc: Toolchain, out: TextIO, row: Callable[[str, str], None]) -> None:
    """HIP's NVIDIA platform: where the HIP translation is built with nvcc and run beside the CUDA original."""
    out.write("\nHIP on NVIDIA (the HIP translation built with nvcc, run beside the CUDA original)\n")
    layer = tc.nvidia_layer
    if layer is None:
        row("HIP layer", "not ready")
        row("", tc.nvidia_layer_note)
    else:
        row("HIP layer", f"{layer.include}  ({layer.source})")
        row("translates", f"for HIP {layer.hip_version} on this platform (the HIP its headers declare)")
        row("hipcc", shlex.join(layer.hipcc))
        row("compat", f"{layer.compat}  (what the layer lacks against HIP {layer.hip_version}; force-included)")
    if tc.amd_gpus:
        runs = "no: an AMD GPU is present, runs use it"
    elif layer is None or tc.nvcc is None:
        runs = "no: " + ("nvcc is missing" if tc.nvcc is None else "the HIP layer is not ready")
    elif not tc.nvidia_gpus:
        runs = "builds only: no NVIDIA GPU"
    else:
        runs = f"yes, on {tc.nvidia_gpus[0].name} ({tc.nvidia_gpus[0].sm})"
    row("runs", runs)


def _print_rest(tc: Toolchain, out: TextIO, row: Callable[[str, str], None]) -> None:
    out.write("\nCUDA (NVIDIA)\n")
    row("nvcc", _path(tc.nvcc, f"release {tc.nvcc_version}" if tc.nvcc_version else None))
    tools_version = f"release {tc.cuda_tools_version}" if tc.cuda_tools_version else None
    row("cuobjdump", _path(tc.cuobjdump, tools_version))
    row("nvdisasm", _path(tc.nvdisasm, tools_version))
    row("SASS arch", tc.sass_arch)
    if tc.nvidia_gpus:
        row("NVIDIA GPUs", ", ".join(f"{g.name} ({g.sm})" for g in tc.nvidia_gpus))
    else:
        row("NVIDIA GPUs", f"none: {tc.nvidia_gpu_note}")
    _print_hip_on_nvidia(tc, out, row)

    if tc.problems:
        out.write("\nProblems\n")
        for p in tc.problems:
            out.write(f"  [{p.severity}] {p.message}\n      fix: {p.fix}\n")
    if tc.notes:
        out.write("\nNotes\n")
        for note in tc.notes:
            out.write(f"  - {note}\n")
    if not tc.problems:
        out.write("\nNo problems found.\n")
