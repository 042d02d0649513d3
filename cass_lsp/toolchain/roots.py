"""ROCm roots that ``scripts/rocm_root.sh`` makes: a Debian sid tree with a newer HIP, run on
the host's own files through bubblewrap.

A root lives in ``$XDG_CACHE_HOME/cass-lsp/rocm-X.Y`` (``~/.cache`` by default) and is complete
once its ``.cass-root-recipe`` stamp exists; a ``rocm-X.Y.failed`` file beside it says why it
could not be made. hipcc runs as

    bwrap --bind / / --ro-bind ROOT/usr /usr --ro-bind ROOT/etc /etc
          --ro-bind ROOT/var/lib/dpkg /var/lib/dpkg --proc /proc --dev /dev --die-with-parent
          -- /usr/bin/hipcc ...

Debian 12 and sid are both merged-/usr, so /bin and /lib follow /usr; every other path (the
user's sources, /tmp) is the host's, unchanged. ``--die-with-parent`` takes hipcc down with
bwrap when a compile is cancelled; the root's package database comes along so that dpkg-query
there describes the root's /usr.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

STAMP = ".cass-root-recipe"


@dataclass(frozen=True)
class RocmRoot:
    name: str  # "rocm-6.4"
    path: Path

    @property
    def release(self) -> tuple[int, int]:
        m = re.fullmatch(r"rocm-(\d+)\.(\d+)", self.name)
        return (int(m.group(1)), int(m.group(2))) if m else (0, 0)

    def hipcc_command(self, bwrap: str = "bwrap") -> list[str]:
        return [
            bwrap,
            "--bind", "/", "/",
            "--ro-bind", str(self.path / "usr"), "/usr",
            "--ro-bind", str(self.path / "etc"), "/etc",
            "--ro-bind", str(self.path / "var" / "lib" / "dpkg"), "/var/lib/dpkg",
            "--proc", "/proc",
            "--dev", "/dev",
            "--die-with-parent",
            "--",
            "/usr/bin/hipcc",
        ]  # fmt: skip


def root_usr(prefix: Sequence[str]) -> Path | None:
    """The ``usr`` folder of the root a toolchain's prefix (``bwrap ... --ro-bind ROOT/usr /usr``)
    runs in, None for none."""
    return next((Path(arg) for arg in prefix if arg.endswith("/usr") and Path(arg).is_dir()), None)


def recipe_stamp(prefix: Sequence[str]) -> str | None:
    """The recipe stamp of the root a toolchain's prefix (``bwrap ... --ro-bind ROOT/usr /usr``)
    runs in, None for none: a root made again with more packages (MPI, say) compiles more, so a
    result kept for its toolchain is kept for its stamp too."""
    for arg in prefix:
        stamp = Path(arg).parent / STAMP
        if arg.endswith("/usr") and stamp.is_file():
            return stamp.read_text().strip()
    return None


def cache_dir(env: Mapping[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    base = env.get("XDG_CACHE_HOME") or str(Path(env.get("HOME") or Path.home()) / ".cache")
    return Path(base) / "cass-lsp"


def find_roots(env: Mapping[str, str] | None = None) -> list[RocmRoot]:
    """Complete roots, newest HIP first."""
    folder = cache_dir(env)
    if not folder.is_dir():
        return []
    roots = [
        RocmRoot(p.name, p)
        for p in folder.glob("rocm-*")
        if p.is_dir() and (p / STAMP).is_file() and (p / "usr" / "bin" / "hipcc").exists()
    ]
    return sorted(roots, key=lambda r: r.release, reverse=True)


def failure(name: str, env: Mapping[str, str] | None = None) -> str | None:
    """Why the root ``name`` could not be made, as the script recorded it; None if it did not fail."""
    try:
        return (cache_dir(env) / f"{name}.failed").read_text().strip() or "unknown reason"
    except OSError:
        return None


def bwrap_path(env: Mapping[str, str] | None = None) -> str | None:
    env = os.environ if env is None else env
    return shutil.which("bwrap", path=env.get("PATH", os.defpath))
