"""Discovery on this machine's real toolchains, and with them hidden."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain.discovery import (
    FALLBACK_CDNA,
    ToolMissingError,
    discover,
    parse_nvidia_smi,
    parse_rocminfo,
)
from cass_lsp.toolchain.hip_probe import probe_hipcc


@pytest.mark.slow
def test_found_hip(hip_toolchain):
    assert hip_toolchain.hipcc is not None and hip_toolchain.hipcc.name == "hipcc"
    assert hip_toolchain.clang_version and hip_toolchain.clang_version[0].isdigit()
    assert hip_toolchain.hip_version and hip_toolchain.hip_version.count(".") == 2
    assert "gfx1100" in hip_toolchain.targets
    assert hip_toolchain.cdna_target in hip_toolchain.targets
    assert hip_toolchain.cdna_target == ("gfx942" if "gfx942" in hip_toolchain.known_targets else FALLBACK_CDNA)
    assert hip_toolchain.hip_env()["HIP_PLATFORM"] == "amd"


@pytest.mark.slow
def test_the_version_probe_runs_no_gpu_enumeration(hip_toolchain):
    """Given no target, hipcc runs rocm_agent_enumerator (without /dev/kfd it prints a traceback
    into the probe's output); the probe gives one, so the clang it names is all there is."""
    probe = probe_hipcc(hip_toolchain.hipcc, hip_toolchain.hip_env(), hip_toolchain.hipcc_prefix)
    assert probe.clang is not None and probe.clang_version == hip_toolchain.clang_version
    assert "rocm_agent_enumerator" not in probe.output and "Traceback" not in probe.output


@pytest.mark.slow
def test_known_targets_come_from_clang(hip_toolchain):
    # clang-15 stops at gfx940; a newer clang knows gfx942. Either way gfx90a is there.
    assert "gfx90a" in hip_toolchain.known_targets
    assert "gfx1100" in hip_toolchain.known_targets
    assert all(t.startswith("gfx") for t in hip_toolchain.known_targets)


@pytest.mark.slow  # the fixture discovers the toolchain: nvcc --version, hipcc
def test_hip_compile_argv(hip_toolchain):
    argv = hip_toolchain.hip_compile_argv("gfx90a", Path("k.cu"), Path("k.s"), device_only=True, extra=["-DX=1"])
    assert argv[0] == str(hip_toolchain.hipcc)
    assert "--offload-arch=gfx90a" in argv
    assert "-Wno-unused-command-line-argument" in argv
    assert argv[-3:] == ["-x", "hip", "k.cu"]
    assert {"--cuda-device-only", "-S", "-DX=1"} <= set(argv)
    obj = hip_toolchain.hip_compile_argv("gfx1100", Path("k.hip"), Path("k.o"))
    assert "-x" not in obj and "-c" in obj and "--cuda-device-only" not in obj
    if "gfx1100" in hip_toolchain.device_lib_dirs:
        assert f"--rocm-device-lib-path={hip_toolchain.device_lib_dirs['gfx1100']}" in obj


@pytest.mark.slow
def test_unknown_target_is_reported_with_fix(hip_toolchain):
    tc = discover(ToolchainSettings(targets=["gfx1100", "gfx9999"]))
    assert "gfx9999" not in tc.targets
    problem = tc.problem("gfx9999")
    assert problem is not None and "does not know" in problem.message and problem.fix


@pytest.mark.slow
@pytest.mark.parametrize("where", ["/nonexistent/rocm", "a folder that is not ROCm"])
def test_a_rocm_path_that_is_not_rocm_is_an_error_naming_the_setting(hip_toolchain, tmp_path, where):
    """The folder the user chose decides: another HIP standing in for it went unnoticed (a warning,
    and doctor's exit status 0)."""
    rocm_path = str(tmp_path) if where.startswith("a folder") else where
    tc = discover(ToolchainSettings(rocm_path=rocm_path))
    assert tc.hipcc is None
    error = tc.setting_error
    assert error is not None and error.severity == "error" and error.setting == "cass.toolchain.rocmPath (--rocm-path)"
    assert rocm_path in error.message and "not a ROCm folder" in error.message and "bin/hipcc" in error.fix
    assert tc.problem("hipcc") is error  # what the editor's compile and port --check report


def test_found_cuda(cuda_toolchain):
    assert cuda_toolchain.nvcc_version and cuda_toolchain.cuda_tools_version
    env = cuda_toolchain.nvidia_env()
    assert str(cuda_toolchain.nvdisasm.parent) in env["PATH"].split(os.pathsep)


def test_hidden_toolchains_give_problems_with_fixes(tmp_path):
    env = {"PATH": str(tmp_path), "HOME": str(tmp_path)}
    tc = discover(environ=env, system_dirs=False)
    assert tc.hipcc is None and tc.nvcc is None and tc.cuobjdump is None
    hipcc = tc.problem("hipcc")
    assert hipcc is not None and hipcc.severity == "error" and "apt-get install hipcc" in hipcc.fix
    assert "nvidia-cuda-nvcc" in tc.problem("nvcc").fix
    assert "nvidia-cuda-cuobjdump" in tc.problem("cuobjdump").fix
    assert tc.targets == ()
    with pytest.raises(ToolMissingError, match="apt-get install hipcc"):
        tc.hip_compile_argv("gfx1100", Path("a.cu"), Path("a.s"))


@pytest.mark.slow
def test_rocm_path_env_is_searched(hip_toolchain, tmp_path):
    # A ROCm-like folder whose bin/hipcc is the real one (a symlink): found through ROCM_PATH.
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "hipcc").symlink_to(hip_toolchain.hipcc)
    tc = discover(environ={"PATH": "/nonexistent", "ROCM_PATH": str(tmp_path)}, system_dirs=False)
    assert tc.hipcc == tmp_path / "bin" / "hipcc"


@pytest.mark.slow
def test_doctor_with_nothing_installed_is_clear(tmp_path):
    env = {"PATH": str(tmp_path), "HOME": str(tmp_path), "PYTHONPATH": os.pathsep.join(sys.path)}
    res = subprocess.run(
        [sys.executable, "-m", "cass_lsp", "doctor"], env=env, capture_output=True, text=True, timeout=120
    )
    assert "Traceback" not in res.stderr
    assert "hipcc" in res.stdout and "not found" in res.stdout
    assert "apt-get install hipcc" in res.stdout
    assert res.returncode == 1


@pytest.mark.slow
def test_doctor_json(hip_toolchain):
    res = subprocess.run(
        [sys.executable, "-m", "cass_lsp", "doctor", "--json"], capture_output=True, text=True, timeout=120
    )
    import json

    found = json.loads(res.stdout)
    in_use = discover()  # the newest HIP found, which the host's may not be
    assert (found["hip"]["hipcc"], found["hip"]["lane"]) == (str(in_use.hipcc), in_use.lane)
    assert found["hip"]["targets"] == list(in_use.targets)
    assert str(hip_toolchain.hipcc) in [lane["hipcc"] for lane in found["lanes"]]


ROCMINFO = """\
*******
Agent 1
*******
  Name:                    AMD Ryzen 9 7950X
  Marketing Name:          AMD Ryzen 9 7950X
  Device Type:             CPU
*******
Agent 2
*******
  Name:                    gfx1100
  Uuid:                    GPU-0123
  Marketing Name:          Radeon RX 7900 XTX
  Device Type:             GPU
  ISA Info:
    ISA 1
      Name:                    amdgcn-amd-amdhsa--gfx1100
"""


def test_parse_rocminfo():
    gpus = parse_rocminfo(ROCMINFO)
    assert [(g.arch, g.name) for g in gpus] == [("gfx1100", "Radeon RX 7900 XTX")]


def test_parse_nvidia_smi():
    gpus = parse_nvidia_smi("NVIDIA H100 80GB HBM3, 9.0\nNVIDIA GeForce RTX 4090, 8.9\n")
    assert [g.sm for g in gpus] == ["sm_90", "sm_89"]


@pytest.mark.slow
def test_cached_until_a_searched_folder_changes(tmp_path):
    """Calling again is cheap (the same result while nothing changed) and still notices a hipcc
    installed since: the cache is keyed on the searched folders' modification times."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path)}
    before = discover(environ=env, system_dirs=False)
    assert before.hipcc is None and discover(environ=env, system_dirs=False) is before
    hipcc = bin_dir / "hipcc"
    hipcc.write_text('#!/bin/sh\necho "clang version 19.0.0"\n')
    hipcc.chmod(0o755)
    assert discover(environ=env, system_dirs=False).hipcc == hipcc
