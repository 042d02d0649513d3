"""Finding the HIP and CUDA toolchains, their versions, targets and GPUs: ``discover()``.

``discover()`` is usable without the server (``cass-lsp doctor``, the translation engine's
corpus tests) and is cached per settings and environment: it runs a handful of short probes
(``hipcc --version``, ``clang -print-supported-cpus``, ``nvcc --version``, ...) once. The probes
live beside it: ``hip_probe`` (hipcc, clang, targets, library headers), ``cuda_probe`` (nvcc and
the SASS tools), ``gpus``; what they find is a ``model.Toolchain``.

Which hipcc: the one the user chose, in this order: ``cass.toolchain.hipccCommand`` (hipcc's path,
or a prefix such as ``docker exec -i NAME`` or bwrap then hipcc's path inside it),
``cass.toolchain.rocmPath``, ``$ROCM_PATH``, ``$HIP_PATH``; a choice that cannot be used is an
error naming it (``Problem.setting``), and no other toolchain stands in for it. With no choice,
the newest HIP among those found (``/opt/rocm`` or ``PATH``, and the ROCm roots that
``scripts/rocm_root.sh`` makes in ``~/.cache/cass-lsp``, see ``roots.py``) is in use: Debian's
HIP 5.2 lacks the library headers that the 6.4 root has. Several HIP toolchains ("lanes") may be
found; ``discover()`` returns the one in use (``lane=`` pins another) and ``discover_lanes()``
all of them (``cass-lsp doctor``, the corpus report). For nvcc see ``cuda_probe``.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shlex
import sysconfig
import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cass_lsp.settings import ToolchainSettings
from cass_lsp.toolchain import devicelibs, nvidia_layer, probe_cache, roots
from cass_lsp.toolchain.cuda_probe import DEFAULT_CUDA, discover_cuda, pypi_nvidia_bins
from cass_lsp.toolchain.gpus import (
    AmdGpu,
    NvidiaGpu,
    detect_amd_gpus,
    detect_nvidia_gpus,
    parse_nvidia_smi,
    parse_rocminfo,
)
from cass_lsp.toolchain.hip_probe import (
    LIBRARY_HEADERS,
    HipProbe,
    agreed_release,
    device_libraries,
    find_bitcode_dir,
    host_hipcc,
    known_targets,
    prefixed_release,
    probe_headers,
    probe_hipcc,
    release_version,
    resolve_targets,
    rocm_path_hipcc,
)
from cass_lsp.toolchain.locate import DEFAULT_ROCM, executable, which
from cass_lsp.toolchain.model import (
    FALLBACK_CDNA,
    Problem,
    Toolchain,
    ToolMissingError,
    hipcc_missing,
    in_prefix,
    with_system_path,
)

# Imported from here by code outside the toolchain package (it predates the split).
__all__ = [
    "FALLBACK_CDNA",
    "LIBRARY_HEADERS",
    "AmdGpu",
    "NvidiaGpu",
    "Problem",
    "ToolMissingError",
    "Toolchain",
    "clear_cache",
    "discover",
    "discover_lanes",
    "parse_nvidia_smi",
    "parse_rocminfo",
    "search_stamp",
]


@dataclass(frozen=True)
class _Candidate:
    """A hipcc found, before it is probed: the words that run it, its lane's name, and its HIP
    release as far as known without running it (to pick the newest)."""

    hipcc: Path
    prefix: tuple[str, ...] = ()
    lane: str = "host"
    release: str | None = None
    setting: str = ""  # the setting (or variable) that chose it; "": found by looking


def _candidates(
    settings: ToolchainSettings, env: Mapping[str, str], system_dirs: bool, pin: str | None
) -> tuple[list[_Candidate], list[Problem]]:
    """The hipcc to use, in order of preference. The one that hipccCommand, rocmPath, $ROCM_PATH
    or $HIP_PATH names is alone: no other stands in for a choice that fails. Else every
    toolchain found (the host's, each ROCm root), newest HIP first: the host's Debian HIP 5.2
    lacks the library headers that a root's 6.4 has. ``pin``: only the lane of that name."""
    if pin is None and settings.hipcc_command:
        prefix, hipcc, problems = _hipcc_from_command(settings.hipcc_command, env)
        if hipcc is None:
            return [], problems
        lane = "hipccCommand"
        if prefix:
            command = list(settings.hipcc_command)
            named = (f"root {r.name}" for r in roots.find_roots(env) if r.hipcc_command(prefix[0]) == command)
            lane = next(named, lane)
        return [_Candidate(hipcc, prefix, lane, setting=_SETTING)], []
    if pin is None and settings.rocm_path:
        hipcc = rocm_path_hipcc(settings.rocm_path)
        if hipcc is None:
            return [], [_rocm_path_problem(settings.rocm_path)]
        return [_Candidate(hipcc, setting=_ROCM_SETTING)], []
    host, where, looked = host_hipcc(env, system_dirs)
    if host is not None and where in ("ROCM_PATH", "HIP_PATH") and pin is None:
        return [_Candidate(host, setting=f"${where}")], []
    found = [_Candidate(host, release=_host_release(host, env))] if host is not None else []
    if system_dirs:
        looked.append(f"{roots.cache_dir(env)}/rocm-*")
        bwrap = roots.bwrap_path(env)
        for root in roots.find_roots(env) if bwrap else []:
            *words, last = root.hipcc_command(bwrap)
            found.append(_Candidate(Path(last), tuple(words), f"root {root.name}", "{}.{}".format(*root.release)))
    if pin is not None:
        found = [c for c in found if c.lane == pin]
    if not found:
        return [], [hipcc_missing(looked)]
    # Newest first; among equals the host's, which needs no bubblewrap (the sort is stable).
    return sorted(found, key=lambda c: _release_key(c.release), reverse=True), []


def _release_key(release: str | None) -> tuple[int, ...]:
    """``"5.2.3"`` -> ``(5, 2, 3)``; unknown -> ``()``, older than any."""
    return tuple(int(n) for n in re.findall(r"\d+", release or ""))


def _host_release(hipcc: Path, env: Mapping[str, str]) -> str | None:
    return release_version(hipcc, _rocm_folder(hipcc), env, None)


def _rocm_folder(hipcc: Path) -> Path | None:
    """The ROCm folder of a host hipcc in ROCM/bin (None for /usr/bin: Debian's packages)."""
    if hipcc.parent.name == "bin" and str(hipcc.parent) != "/usr/bin":
        return hipcc.parent.parent
    return None


def _pick(
    candidates: Sequence[_Candidate], env: Mapping[str, str]
) -> tuple[_Candidate, HipProbe, dict[str, str], list[str]]:
    """The first candidate whose ``hipcc --version`` names its clang (a root whose bubblewrap
    cannot run gives way to the next), with its probe, environment and a note on the choice;
    the first one when none does (its problem is then reported)."""
    notes: list[str] = []
    tried: list[tuple[_Candidate, HipProbe, dict[str, str]]] = []
    for candidate in candidates:
        rocm = _rocm_folder(candidate.hipcc) if not candidate.prefix else None
        run_env = with_system_path(env) if candidate.prefix else dict(env)
        hip_env = {**run_env, "HIP_PLATFORM": "amd", **({"ROCM_PATH": str(rocm)} if rocm else {})}
        probe = probe_hipcc(candidate.hipcc, hip_env, candidate.prefix)
        tried.append((candidate, probe, hip_env))
        if probe.clang_version is not None:
            break
    chosen, probe, hip_env = next((t for t in tried if t[1].clang_version is not None), tried[0])
    if len(candidates) > 1:
        others = ", ".join(f"{c.lane} (HIP {c.release or '?'})" for c in candidates if c is not chosen)
        failed = [c.lane for c, p, _ in tried if p.clang_version is None]
        why = f"{', '.join(failed)} did not run, so not the newest" if failed else "the newest HIP found"
        notes.append(
            f"HIP in use: {chosen.lane} (HIP {chosen.release or '?'}), {why}; also found: {others}."
            f" {_SETTING} picks another (`cass-lsp doctor` shows each one's hipcc)."
        )
    return chosen, probe, hip_env, notes


def _discover_hip(
    settings: ToolchainSettings, env: dict[str, str], gpus: Sequence[AmdGpu], system_dirs: bool, pin: str | None
) -> tuple[dict[str, Any], list[Problem], list[str]]:
    """The HIP fields of a ``Toolchain`` for the lane in use, with problems and notes."""
    candidates, problems = _candidates(settings, env, system_dirs, pin)
    if not candidates:
        return {}, problems, []
    chosen, probe, hip_env, notes = _pick(candidates, env)
    hipcc, prefix, lane = chosen.hipcc, chosen.prefix, chosen.lane
    rocm = _rocm_folder(hipcc) if not prefix else None
    if probe.clang_version is None:
        if chosen.setting == _SETTING:
            # The command the user gave does not run hipcc (a root without it, a container that
            # is not there): nothing would compile, and nothing else stands in for it.
            why = "it does not run hipcc (`--version` printed no clang version)"
            return {}, [*problems, _command_problem(settings.hipcc_command, why)], notes
        problems.append(
            Problem(
                "hipcc",
                f"{hipcc} --version printed no clang version; HIP compiles will likely fail.",
                "Check the installation with `HIP_PLATFORM=amd hipcc --version`.",
                "error",
            )
        )
    if prefix:
        env = with_system_path(env)
        # Paths inside the container: trusted as hipcc printed them. A ROCm of its own covers
        # its targets' device libraries (the remedy below is for Debian 12's HIP 5.2 only).
        clang = probe.clang
        known = known_targets(clang, env, prefix)
        bitcode = None
    else:
        clang = probe.clang if probe.clang is not None and executable(probe.clang) else None
        known = known_targets(clang, env)
        bitcode = find_bitcode_dir(probe, rocm)
    targets, cdna, target_problems, target_notes = resolve_targets(settings.targets, known, gpus)
    lib_dirs, lib_problems, lib_notes = device_libraries(bitcode, targets, clang, env)
    hipcc_words = in_prefix(prefix, [hipcc], HIP_PLATFORM="amd") if prefix else [str(hipcc)]
    libraries, header_release = probe_headers(hipcc_words, hip_env)
    found_release = (
        prefixed_release(prefix, env) if prefix else release_version(hipcc, rocm, env, probe.runtime_version)
    )
    release = agreed_release(found_release, header_release)  # the headers hipcc compiles with decide
    usable = tuple(t for t in targets if t in lib_dirs or bitcode is None or devicelibs.has_isa_library(bitcode, t))
    found = {
        "hipcc": hipcc,
        "hipcc_prefix": prefix,
        "lane": lane,
        "libraries": libraries,
        "rocm_path": rocm or probe.rocm_path,
        "hip_runtime_version": probe.runtime_version,
        "hip_version": release,
        "clang": clang,
        "clang_version": probe.clang_version,
        "bitcode_dir": bitcode,
        "device_lib_dirs": lib_dirs,
        "known_targets": known,
        "targets": usable,
        "cdna_target": cdna,
    }
    return found, [*problems, *target_problems, *lib_problems], [*notes, *target_notes, *lib_notes]


_SETTING = "cass.toolchain.hipccCommand (--hipcc-command)"
_ROCM_SETTING = "cass.toolchain.rocmPath (--rocm-path)"


def _rocm_path_problem(rocm_path: str) -> Problem:
    return Problem(
        "hipcc",
        f"{_ROCM_SETTING} is {rocm_path!r}, which is not a ROCm folder (no bin/hipcc there); no HIP compiles.",
        "Set it to the ROCm folder that holds bin/hipcc (e.g. /opt/rocm), or clear it to use the newest HIP found.",
        "error",
        setting=_ROCM_SETTING,
    )


def _hipcc_from_command(
    command: Sequence[str], env: Mapping[str, str]
) -> tuple[tuple[str, ...], Path | None, list[Problem]]:
    """(prefix, hipcc, problems) for the hipccCommand setting: a prefix then hipcc's path inside
    it, or one word meaning this hipcc (a path, or a name on PATH). hipcc is None, with an
    error naming the setting, when the command cannot run."""
    *words, last = command
    prefix = tuple(words)
    if not all(w.strip() for w in command):
        return prefix, None, [_command_problem(command, "it has an empty word")]
    if prefix:
        if which(prefix[0], env) is None and not executable(Path(prefix[0])):
            return prefix, None, [_command_problem(command, f"{prefix[0]} is not found")]
        # hipcc's path is inside the container or root: its probe says whether it runs.
        return prefix, Path(last), []
    hipcc = executable(Path(os.path.abspath(Path(last).expanduser()))) if "/" in last else which(last, env)
    if hipcc is None:
        where = "is not an executable file" if "/" in last else "is not found on PATH"
        return prefix, None, [_command_problem(command, f"{last} {where}")]
    return prefix, hipcc, []


def _command_problem(command: Sequence[str], why: str) -> Problem:
    return Problem(
        "hipcc",
        f"{_SETTING} is {shlex.join(command)!r}: {why}; no HIP compiles.",
        "Set it to hipcc's path (e.g. /opt/rocm/bin/hipcc), or to a prefix then hipcc's path inside it"
        " (e.g. docker exec -i rocm hipcc); or clear it to use the newest HIP found.",
        "error",
        setting=_SETTING,
    )


def _discover(
    settings: ToolchainSettings,
    env: dict[str, str],
    system_dirs: bool,
    pin: str | None,
    key: tuple[Any, ...],
    refresh: bool,
) -> Toolchain:
    """``key``: the settings, environment and searched folders' stamp, for the probe cache;
    ``refresh``: probe even when it holds a result (and keep the new one)."""
    # The CUDA and NVIDIA probes run beside the HIP ones: each mostly waits on a subprocess.
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="cass-discover") as pool:
        nvidia_gpus = pool.submit(detect_nvidia_gpus, env)
        # GPUs first, each time: a detected AMD GPU's arch joins the targets.
        rocm_hint = Path(settings.rocm_path).expanduser() if settings.rocm_path else None
        amd_gpus, amd_note = detect_amd_gpus(rocm_hint, None, env)
        probe_key = (*key, [gpu.arch for gpu in amd_gpus])
        probed = None if refresh else probe_cache.load(probe_key, env)
        if probed is None:
            cuda = pool.submit(discover_cuda, settings, env, system_dirs)
            hip, hip_problems, hip_notes = _discover_hip(settings, env, amd_gpus, system_dirs, pin)
            cuda_found, cuda_problems = cuda.result()
            probed = probe_cache.Probed({**hip, **cuda_found}, [*hip_problems, *cuda_problems], hip_notes)
            probe_cache.store(probe_key, probed, env)
        nv_gpus, nv_note = nvidia_gpus.result()
    problems, notes = list(probed.problems), list(probed.notes)
    layer, layer_problem = nvidia_layer.find(env)  # a few files: not worth the probe cache
    if not amd_gpus:
        runs = "run on the NVIDIA GPU" if nv_gpus and layer is not None else "compiled but not run"
        notes.append(f"No AMD GPU: {amd_note}. HIP programs are {runs}.")
    if not nv_gpus:
        notes.append(f"No NVIDIA GPU: {nv_note}. CUDA reference runs use expected-output files instead.")
    elif layer_problem is not None and not amd_gpus:
        # The only GPU is NVIDIA's: without the layer nothing of the port can run.
        problems.append(dataclasses.replace(layer_problem, severity="warning"))
    return Toolchain(
        **probed.fields,
        amd_gpus=tuple(amd_gpus),
        amd_gpu_note=amd_note,
        nvidia_gpus=tuple(nv_gpus),
        nvidia_gpu_note=nv_note,
        nvidia_layer=layer,
        nvidia_layer_note=f"{layer_problem.message} Fix: {layer_problem.fix}" if layer_problem else "",
        sass_arch=settings.sass_arch,
        problems=tuple(problems),
        notes=tuple(notes),
        environ=env,
    )


_ENV_KEYS = ("PATH", "ROCM_PATH", "HIP_PATH", "CUDA_HOME", "CUDA_PATH", "XDG_CACHE_HOME", "HOME")
# settings and environment -> (the searched folders' stamp, what was found there)
_cache: dict[tuple[Any, ...], tuple[tuple[tuple[str, int | None], ...], Toolchain]] = {}
_lock = threading.Lock()
_SITE_PACKAGES = Path(sysconfig.get_paths()["purelib"])  # pip adds PyPI's nvidia wheels here


def discover(
    settings: ToolchainSettings | None = None,
    *,
    environ: Mapping[str, str] | None = None,
    system_dirs: bool = True,
    lane: str | None = None,
    refresh: bool = False,
) -> Toolchain:
    """The toolchains for ``settings`` in ``environ`` (default: this process's), cached.

    ``environ`` lets callers (tests, doctor) look with another PATH or ROCM_PATH; the result's
    ``hip_env()``/``nvidia_env()`` derive from it. ``system_dirs=False`` looks only where the
    settings and the environment point (not in /opt/rocm, /usr/local/cuda or PyPI's wheels).
    ``lane``: that one of the toolchains found ("host", "root rocm-6.4") instead of the one the
    settings name or the newest (doctor's list of lanes; tests that pin a lane).

    A cached result is used while the folders searched are unchanged (``_search_stamp``), so
    calling again is cheap (a few dozen ``stat`` calls) and still notices a toolchain installed
    since; other processes find it in the probe cache (``probe_cache``). ``refresh=True`` probes
    afresh (doctor).
    """
    settings = settings or ToolchainSettings()
    env = dict(os.environ if environ is None else environ)
    key = (
        tuple(settings.hipcc_command),
        settings.rocm_path,
        settings.cuda_path,
        tuple(settings.targets),
        settings.sass_arch,
        tuple(env.get(k) for k in _ENV_KEYS),
        system_dirs,
        lane,
    )
    with _lock:
        stamp = _search_stamp(settings, env, system_dirs)
        cached = _cache.get(key)
        if refresh or cached is None or cached[0] != stamp:
            cached = _cache[key] = (stamp, _discover(settings, env, system_dirs, lane, (*key, stamp), refresh))
    return cached[1]


def search_stamp(settings: ToolchainSettings | None = None) -> tuple[tuple[str, int | None], ...]:
    """What ``discover`` would look at to notice a new toolchain (folders and their times): a
    caller that keeps what discovery found across processes (a build tree) compares it."""
    return _search_stamp(settings or ToolchainSettings(), dict(os.environ), True)


def _search_stamp(
    settings: ToolchainSettings, env: Mapping[str, str], system_dirs: bool
) -> tuple[tuple[str, int | None], ...]:
    """The modification times of the folders discovery searches: installing a toolchain (a
    package, a ROCm or CUDA installer, ``pip``, ``rocm_root.sh``) adds an entry to one of them.
    Not seen: a change inside a container that hipccCommand runs (the setting names it)."""
    folders = [Path(d) for d in env.get("PATH", "").split(os.pathsep) if d]
    configured = (
        settings.rocm_path,
        settings.cuda_path,
        *(env.get(v) for v in ("ROCM_PATH", "HIP_PATH", "CUDA_HOME", "CUDA_PATH")),
    )
    for value in configured:
        if value:
            folders += [Path(value).expanduser(), Path(value).expanduser() / "bin"]
    if system_dirs:
        folders += [
            DEFAULT_ROCM,
            DEFAULT_ROCM / "bin",
            DEFAULT_CUDA,
            DEFAULT_CUDA / "bin",
            _SITE_PACKAGES,
        ]
        folders += pypi_nvidia_bins()
    # Each ROCm root (rocm_root.sh writes its stamp file into rocm-X.Y last) and the NVIDIA layer
    # (prepared into a new folder, renamed into place); not the cache folder itself, where other
    # files come and go.
    folders += sorted(roots.cache_dir(env).glob("rocm-*"))
    folders.append(nvidia_layer.prepared_folder(env))
    stamp: list[tuple[str, int | None]] = []
    for folder in folders:
        try:
            stamp.append((str(folder), folder.stat().st_mtime_ns))
        except OSError:
            stamp.append((str(folder), None))
    return tuple(stamp)


def discover_lanes(
    settings: ToolchainSettings | None = None, *, environ: Mapping[str, str] | None = None, refresh: bool = False
) -> list[Toolchain]:
    """Every HIP toolchain found: the one in use first, then the host's hipcc and each ROCm
    root that scripts/rocm_root.sh made, once each (``refresh``: probed afresh).

    The one in use comes first even when it has no hipcc (a wrong hipccCommand): listing the
    host's hipcc first instead showed it as in use, with "No problems found".
    """
    settings = settings or ToolchainSettings()
    env = dict(os.environ if environ is None else environ)
    in_use = discover(settings, environ=env, refresh=refresh)
    found = dataclasses.replace(settings, hipcc_command=[], rocm_path="")
    names = ["host", *(f"root {r.name}" for r in roots.find_roots(env))]
    lanes = [in_use]
    seen: set[tuple[Any, ...]] = {(in_use.hipcc_prefix, in_use.hipcc)}
    for name in names:
        tc = discover(found, environ=env, lane=name, refresh=refresh)
        key = (tc.hipcc_prefix, tc.hipcc)
        if tc.hipcc is not None and key not in seen:
            seen.add(key)
            lanes.append(tc)
    return lanes


def clear_cache(environ: Mapping[str, str] | None = None) -> None:
    """Forget discovered toolchains, here and in the probe cache (doctor; tests): the next
    ``discover`` probes afresh. An install in a searched folder is noticed anyway."""
    with _lock:
        _cache.clear()
        probe_cache.clear(os.environ if environ is None else environ)
