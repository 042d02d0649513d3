"""Probing a HIP toolchain: where hipcc is, what it reports (clang, versions, device libraries),
which gfx targets its clang accepts, which ROCm library headers it finds, and which targets to
compile for once the settings and the detected GPUs are resolved against it.

Each probe is a short subprocess (``hipcc --version``, ``clang -print-supported-cpus``, one
preprocessor run); a probe that cannot run leaves its answer empty rather than raising.
"""

from __future__ import annotations

import contextlib
import re
import shlex
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.toolchain import devicelibs
from cass_lsp.toolchain.gpus import AmdGpu
from cass_lsp.toolchain.locate import DEFAULT_ROCM, executable, first_version, which
from cass_lsp.toolchain.model import FALLBACK_CDNA, Problem, in_prefix
from cass_lsp.toolchain.process import run_quick

# CDNA targets that share gfx940's generation: when clang lacks them, the CDNA fallback stands in.
CDNA3_TARGETS = frozenset({"gfx940", "gfx941", "gfx942", "gfx950"})
PREFERRED_CDNA = "gfx942"  # MI300
# hipcc given no target asks rocm_agent_enumerator for the machine's GPUs (a Python script that
# reads /sys/class/kfd, then runs rocminfo): 0.3 s per probe on a machine without an AMD GPU, for
# an answer no probe uses. A target that every ROCm 5 to 7 clang knows skips it.
PROBE_TARGET = "--offload-arch=gfx900"


def rocm_path_hipcc(rocm_path: str) -> Path | None:
    """hipcc in the folder that cass.toolchain.rocmPath names (``bin/hipcc``; or hipcc itself)."""
    configured = Path(rocm_path).expanduser()
    for candidate in (configured, configured / "bin" / "hipcc"):
        if candidate.name == "hipcc" and executable(candidate):
            return candidate
    return None


def host_hipcc(env: Mapping[str, str], system_dirs: bool) -> tuple[Path | None, str, list[str]]:
    """hipcc on the host: (its path or None, where it was found, the places looked in). Found
    through ``$ROCM_PATH`` or ``$HIP_PATH`` ("ROCM_PATH", "HIP_PATH") it is the user's choice; in
    /opt/rocm or on PATH it is one of the toolchains found."""
    looked: list[str] = []
    for var in ("ROCM_PATH", "HIP_PATH"):
        if env.get(var):
            looked.append(f"${var}={env[var]}")
            found = executable(Path(env[var]) / "bin" / "hipcc")
            if found:
                return found, var, looked
    if system_dirs:
        looked.append(str(DEFAULT_ROCM))
        found = executable(DEFAULT_ROCM / "bin" / "hipcc")
        if found:
            return found, str(DEFAULT_ROCM), looked
    looked.append("PATH")
    return which("hipcc", env), "PATH", looked


@dataclass
class HipProbe:
    """What ``hipcc --version`` said about the clang and ROCm it runs."""

    clang: Path | None = None
    clang_version: str | None = None
    runtime_version: str | None = None
    rocm_path: Path | None = None
    bitcode_dir: Path | None = None
    output: str = ""


def probe_hipcc(hipcc: Path, env: dict[str, str], prefix: Sequence[str] = ()) -> HipProbe:
    """``HIPCC_VERBOSE=1 hipcc --version``: hipcc prints the clang command it runs, then clang's
    version. Without /dev/kfd, Debian's hipcc also prints a Python traceback from
    rocm_agent_enumerator on stderr unless given a target (``PROBE_TARGET``)."""
    argv = in_prefix(prefix, [hipcc, PROBE_TARGET, "--version"], HIP_PLATFORM="amd", HIPCC_VERBOSE="1")
    res = run_quick(argv, env={**env, "HIPCC_VERBOSE": "1"})
    probe = HipProbe()
    if res is None:
        return probe
    text = res.stdout + "\n" + res.stderr
    probe.output = text
    probe.runtime_version = first_version(r"HIP version:\s*(\S+)", text)
    probe.clang_version = first_version(r"clang version (\d+\.\d+\.\d+)", text)
    m = re.search(r"^hipcc-cmd:\s*(.+)$", text, re.MULTILINE)
    if m:
        try:
            words = shlex.split(m.group(1))
        except ValueError:
            words = m.group(1).split()
        if words:
            probe.clang = Path(words[0])
        for w in words:
            if w.startswith("--rocm-path="):
                probe.rocm_path = Path(w.split("=", 1)[1])
            elif w.startswith("--hip-device-lib-path="):
                probe.bitcode_dir = Path(w.split("=", 1)[1])
    return probe


def find_bitcode_dir(probe: HipProbe, rocm: Path | None) -> Path | None:
    """The installed ROCm device libraries (the folder holding ``ockl.bc``), None if not found."""
    candidates: list[Path] = []
    if probe.bitcode_dir is not None:
        candidates.append(probe.bitcode_dir)
    for root in (rocm, probe.rocm_path):
        if root is not None:
            candidates.append(root / "amdgcn" / "bitcode")
            candidates += sorted((root / "lib" / "llvm" / "lib" / "clang").glob("*/lib/amdgcn/bitcode"), reverse=True)
    candidates.append(Path("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"))
    return next((c for c in candidates if (c / "ockl.bc").is_file()), None)


def known_targets(clang: Path | None, env: Mapping[str, str], prefix: Sequence[str] = ()) -> frozenset[str]:
    """The gfx processors clang accepts (``-print-supported-cpus`` for the amdgcn triple).

    ``-nogpulib`` keeps clang from looking for device libraries, which it would otherwise do
    before printing the list.
    """
    if clang is None:
        return frozenset()
    argv = in_prefix(prefix, [clang, "--target=amdgcn-amd-amdhsa", "-nogpulib", "-print-supported-cpus"])
    res = run_quick(argv, env=env)
    if res is None:
        return frozenset()
    return frozenset(re.findall(r"^\s*(gfx[0-9a-f]+)\s*$", res.stdout + "\n" + res.stderr, re.MULTILINE))


# The ROCm libraries whose headers a lane may have, by the header that shows each.
LIBRARY_HEADERS: dict[str, str] = {
    "hipblas": "hipblas/hipblas.h",
    "hipfft": "hipfft/hipfft.h",
    "hipsolver": "hipsolver/hipsolver.h",
    "hipsparse": "hipsparse/hipsparse.h",
    "hiprand": "hiprand/hiprand.h",
    "hipcub": "hipcub/hipcub.hpp",
    "rocthrust": "thrust/version.h",
    "miopen": "miopen/miopen.h",
    "rocblas": "rocblas/rocblas.h",
    "rocsparse": "rocsparse/rocsparse.h",
    "rocrand": "rocrand/rocrand.h",
    "rocsolver": "rocsolver/rocsolver.h",
    "rocfft": "rocfft/rocfft.h",
}


def probe_headers(hipcc_words: Sequence[str], env: Mapping[str, str]) -> tuple[tuple[str, ...], str | None]:
    """(libraries whose headers hipcc finds, HIP major.minor from hip_version.h): one preprocessor
    run with ``__has_include``, so the answer is the toolchain's own include search, wherever
    it runs (a container, a root, the host)."""
    lines = ["#include <hip/hip_version.h>", "cass_hip HIP_VERSION_MAJOR HIP_VERSION_MINOR"]
    for name, header in LIBRARY_HEADERS.items():
        lines += [f"#if __has_include(<{header}>)", f"cass_has {name}", "#endif"]
    with tempfile.TemporaryDirectory(prefix="cass-probe-") as tmp:
        src = Path(tmp) / "probe.hip"
        src.write_text("\n".join(lines) + "\n")
        argv = [*hipcc_words, PROBE_TARGET, "-E", "--cuda-host-only", "-x", "hip", str(src)]
        res = run_quick(argv, env={**env, "HIP_PLATFORM": "amd"}, timeout=60)
    if res is None or not res.ok:
        return (), None
    found = tuple(re.findall(r"^cass_has (\w+)$", res.stdout, re.MULTILINE))
    m = re.search(r"^cass_hip (\d+) (\d+)$", res.stdout, re.MULTILINE)
    return found, (f"{m.group(1)}.{m.group(2)}" if m else None)


def prefixed_release(prefix: Sequence[str], env: Mapping[str, str]) -> str | None:
    """The HIP release inside a container or root: ROCm's .info/version, else the Debian package
    of the HIP runtime (its patch level; ``agreed_release`` holds it to the headers)."""
    script = "cat /opt/rocm/.info/version 2>/dev/null || dpkg-query -W -f='${Version}' libamdhip64-dev 2>/dev/null"
    res = run_quick([*prefix, "sh", "-c", script], env=env, timeout=30)
    return first_version(r"^(?:\d+:)?(\d+\.\d+\.\d+)", res.stdout.strip()) if res is not None else None


def agreed_release(release: str | None, header_release: str | None) -> str | None:
    """The HIP release the toolchain's own headers say (``hip_version.h``: major.minor), with the
    patch level of ``release`` (a release file, a package) only where the two agree: a package
    database names a package, not the HIP that hipcc compiles with (Debian sid's hipcc package
    is 7.0.2 beside HIP 6.4.3; a root seen from the host, the host's 5.2.3)."""
    if not header_release or (release or "").startswith(header_release + "."):
        return release
    return header_release


def release_version(hipcc: Path, rocm: Path | None, env: Mapping[str, str], runtime: str | None) -> str | None:
    """The HIP release ("5.2.3"): ROCm's .info/version, the HIP runtime's Debian package, else
    hipcc's x.y.z (``agreed_release`` holds each to the headers)."""
    for root in (rocm, hipcc.parent.parent):
        if root is None:
            continue
        info = root / ".info" / "version"
        with contextlib.suppress(OSError):
            v = first_version(r"^(\d+\.\d+\.\d+)", info.read_text())
            if v:
                return v
    if str(hipcc).startswith("/usr/bin/") and shutil.which("dpkg-query"):
        # The runtime's package, not the hipcc wrapper's (versioned apart: 7.0.2 beside HIP 6.4.3).
        res = run_quick(["dpkg-query", "-W", "-f=${Version}", "libamdhip64-dev"], env=env, timeout=5)
        if res is not None and res.ok:
            v = first_version(r"^(?:\d+:)?(\d+\.\d+\.\d+)", res.stdout)
            if v:
                return v
    return first_version(r"^(\d+\.\d+\.\d+)", runtime or "")


def resolve_targets(
    requested: Sequence[str], known: frozenset[str], gpus: Sequence[AmdGpu]
) -> tuple[tuple[str, ...], str, list[Problem], list[str]]:
    """(targets to compile for, the CDNA target, problems, notes): the requested targets and the
    detected GPUs' archs, each checked against what clang knows; a CDNA3 target clang lacks
    becomes the CDNA fallback rather than being dropped."""
    problems: list[Problem] = []
    notes: list[str] = []
    cdna = PREFERRED_CDNA if (not known or PREFERRED_CDNA in known) else FALLBACK_CDNA
    targets: list[str] = []
    for t in [*requested, *(g.arch for g in gpus)]:
        base = t.split(":", 1)[0]
        chosen = t
        if known and base not in known:
            if base in CDNA3_TARGETS:
                chosen = cdna
                notes.append(f"{t}: this clang does not know it; compiling for {cdna} (wave64 CDNA) instead.")
            else:
                problems.append(
                    Problem(
                        t,
                        f"{t}: this clang does not know the target; it is left out.",
                        "Use a newer ROCm (ROCM_PATH or cass.toolchain.rocmPath), or pick one of: "
                        + ", ".join(sorted(k for k in known if k.startswith("gfx1") or k.startswith("gfx9"))),
                    )
                )
                continue
        if chosen not in targets:
            targets.append(chosen)
    return tuple(targets), cdna, problems, notes


def device_libraries(
    bitcode_dir: Path | None, targets: Sequence[str], clang: Path | None, env: Mapping[str, str]
) -> tuple[dict[str, Path], list[Problem], list[str]]:
    """Remedy folders for targets whose ISA library is missing (see devicelibs)."""
    if bitcode_dir is None:
        return {}, [], []
    missing = [t for t in targets if not devicelibs.has_isa_library(bitcode_dir, t)]
    if not missing:
        return {}, [], []
    fixable = [t for t in missing if devicelibs.isa_version_number(t) is not None]
    problems = [
        Problem(
            t,
            f"{t}: no ROCm device library for it in {bitcode_dir}; compiles for it will fail.",
            "Install a ROCm whose rocm-device-libs cover it (ROCM_PATH or cass.toolchain.rocmPath).",
        )
        for t in missing
        if t not in fixable
    ]
    if not fixable:
        return {}, problems, []
    tools = devicelibs.find_llvm_tools(clang, env.get("PATH"))
    if tools is None:
        for t in fixable:
            problems.append(
                Problem(
                    t,
                    f"{t}: no ROCm device library in {bitcode_dir}, and no llvm-dis/llvm-as to make one.",
                    "Debian: `sudo apt-get install llvm-15` (the remedy derives it from the gfx1030 library);"
                    " or install a ROCm that covers the target.",
                )
            )
        return {}, problems, []
    try:
        folder = devicelibs.remedy_folder(bitcode_dir, fixable, tools)
    except (devicelibs.RemedyError, OSError) as exc:
        return {}, [*problems, Problem(",".join(fixable), f"device-library remedy failed: {exc}", "Report this.")], []
    note = (
        f"{', '.join(fixable)}: {bitcode_dir} lacks the device library; using a copy with one derived"
        f" from an older RDNA library ({folder})."
    )
    return {t: folder for t in fixable}, problems, [note]
