"""ROCm device libraries per target, and the RDNA3 remedy for toolchains that lack them.

hipcc links every kernel with the ROCm device libraries (``ockl``, ``ocml``, ...) and one
``oclc_isa_version_<N>.bc`` per target: a single constant, ``__oclc_ISA_version``, that the
libraries branch on. Debian 12's ``rocm-device-libs`` 5.2.3 stops at gfx1036, so
``--offload-arch=gfx1100`` fails with "cannot find ROCm device library for gfx1100" although
clang-15 generates GFX11 code. The remedy (GUIDE.md section 1): a folder of symlinks to the
installed bitcode plus ``oclc_isa_version_1100.bc`` made from the 1030 one with the constant
changed from 10300 to 11000, passed as ``--rocm-device-lib-path``. ``-nogpulib`` is no
substitute: ``threadIdx`` would become calls to ``__ockl_*``.

The folder lives in ``$XDG_CACHE_HOME/cass-lsp/device-libs/<hash>``; it is built in a temporary
sibling and renamed into place, so concurrent builders never see half a folder, and building
again with the same inputs returns the same folder (idempotent).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.toolchain.process import run_quick

ISA_FILE = "oclc_isa_version_{}.bc"


def isa_suffix(target: str) -> str:
    """``gfx1100`` -> ``1100``, ``gfx90a`` -> ``90a`` (feature suffixes like ``:xnack-`` dropped)."""
    return target.split(":", 1)[0].removeprefix("gfx")


def has_isa_library(bitcode_dir: Path, target: str) -> bool:
    return (bitcode_dir / ISA_FILE.format(isa_suffix(target))).is_file()


def isa_version_number(target: str) -> int | None:
    """The ``__oclc_ISA_version`` value of a gfx target: major*1000 + minor*100 + stepping.

    gfx1030 -> 10300, gfx1100 -> 11000, gfx1102 -> 11002. Only decimal gfx10/gfx11/gfx12
    names are handled (the remedy is for RDNA targets); others return None.
    """
    m = re.fullmatch(r"(1[0-2])(\d)(\d)", isa_suffix(target))
    if not m:
        return None
    major, minor, stepping = (int(g) for g in m.groups())
    return major * 1000 + minor * 100 + stepping


@dataclass(frozen=True)
class RemedyTools:
    llvm_dis: Path
    llvm_as: Path


def find_llvm_tools(clang: Path | None, env_path: str | None = None) -> RemedyTools | None:
    """llvm-dis and llvm-as of the same LLVM as ``clang`` (bitcode must match its reader).

    Looks beside clang's real path first (``/usr/lib/llvm-15/bin``, ``/opt/rocm/llvm/bin``), then
    for ``llvm-dis-<major>`` on PATH.
    """
    candidates: list[tuple[Path, Path]] = []
    if clang is not None:
        real = Path(os.path.realpath(clang))
        candidates.append((real.parent / "llvm-dis", real.parent / "llvm-as"))
        m = re.search(r"(\d+)$", clang.name) or re.search(r"llvm-(\d+)", str(real))
        if m:
            major = m.group(1)
            dis = shutil.which(f"llvm-dis-{major}", path=env_path)
            as_ = shutil.which(f"llvm-as-{major}", path=env_path)
            if dis and as_:
                candidates.append((Path(dis), Path(as_)))
    for dis, as_ in candidates:
        if dis.is_file() and as_.is_file() and os.access(dis, os.X_OK) and os.access(as_, os.X_OK):
            return RemedyTools(dis, as_)
    return None


def _base_isa(bitcode_dir: Path, target: str) -> tuple[Path, int] | None:
    """The installed ISA library to derive ``target``'s from: the newest of the same major
    generation, else the newest gfx103x (GFX11's closest relative in the device libraries)."""
    want = isa_version_number(target)
    if want is None:
        return None
    best: tuple[int, Path] | None = None
    for path in bitcode_dir.glob(ISA_FILE.format("*")):
        number = isa_version_number("gfx" + path.name.removeprefix("oclc_isa_version_").removesuffix(".bc"))
        if number is None or number >= want or number < 10300:
            continue
        if best is None or number > best[0]:
            best = (number, path)
    return (best[1], best[0]) if best else None


def cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cass-lsp" / "device-libs"


class RemedyError(RuntimeError):
    pass


def remedy_folder(
    bitcode_dir: Path,
    targets: list[str],
    tools: RemedyTools,
    *,
    cache: Path | None = None,
) -> Path:
    """A device-library folder that also holds ISA libraries for ``targets`` (made when missing).

    Idempotent: the folder's name is a hash of the inputs, and an existing folder is returned
    as it is. Raises RemedyError (with the tool's output) when a library cannot be made.
    """
    wanted = sorted({isa_suffix(t) for t in targets if not has_isa_library(bitcode_dir, t)})
    bases: dict[str, tuple[Path, int]] = {}
    for suffix in wanted:
        base = _base_isa(bitcode_dir, "gfx" + suffix)
        if base is None:
            raise RemedyError(f"no installed device library to derive gfx{suffix}'s from in {bitcode_dir}")
        bases[suffix] = base
    inputs = sorted(p for p in bitcode_dir.iterdir() if p.suffix == ".bc")
    key = hashlib.sha256()
    key.update(str(bitcode_dir.resolve()).encode())
    for p in inputs:
        st = p.stat()
        key.update(f"{p.name}:{st.st_size}:{int(st.st_mtime)}".encode())
    key.update(f"{tools.llvm_as.resolve()}:{','.join(wanted)}".encode())
    root = cache if cache is not None else cache_root()
    final = root / key.hexdigest()[:16]
    if final.is_dir():
        return final

    root.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".tmp-", dir=root))
    try:
        for p in inputs:
            os.symlink(p.resolve(), work / p.name)
        for suffix, (base, base_number) in bases.items():
            _derive_isa_library(tools, base, base_number, isa_version_number("gfx" + suffix) or 0, work, suffix)
        try:
            os.rename(work, final)
        except OSError:
            if not final.is_dir():  # a lost race leaves the winner's folder; anything else is an error
                raise
            shutil.rmtree(work, ignore_errors=True)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    return final


def _derive_isa_library(tools: RemedyTools, base: Path, base_number: int, number: int, work: Path, suffix: str) -> None:
    dis = run_quick([tools.llvm_dis, base, "-o", "-"])
    if dis is None or not dis.ok:
        raise RemedyError(f"{tools.llvm_dis} {base} failed: {dis.stderr if dis else 'could not start'}")
    text, count = re.subn(rf"\bi32 {base_number}\b", f"i32 {number}", dis.stdout)
    if count != 1:
        raise RemedyError(f"expected one 'i32 {base_number}' constant in {base}, found {count}")
    source = work / f"oclc_isa_version_{suffix}.ll"
    source.write_text(text)
    out = work / ISA_FILE.format(suffix)
    res = run_quick([tools.llvm_as, source, "-o", out])
    source.unlink()
    if res is None or not res.ok:
        raise RemedyError(f"{tools.llvm_as} failed: {res.stderr if res else 'could not start'}")
