"""What discovery's probes found, kept across processes in ``~/.cache/cass-lsp/toolchains``.

Probing a HIP toolchain runs a few subprocesses (``hipcc --version``, a preprocessor run, through
a root's or a container's prefix): about 0.6 CPU-seconds, paid by every ``cass-lsp`` command and
by each file a keep-CUDA build translates. A result is kept under a key made of the settings, the
environment, the detected AMD GPUs, the searched folders' stamp (``discovery._search_stamp``: an
install or an upgrade changes it) and the bytes of the toolchain code itself; it is used only
while every path it names still exists (paths inside a root or a container are not checked: a
root's stamp is in the key). ``cass-lsp doctor`` probes afresh and keeps what it found. The
``KEEP`` most recently used results are kept: a new PATH, settings or cass-lsp version makes a new
key, and the old ones would otherwise stay for good.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import shutil
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from cass_lsp.core.files import keep_recent, mark_used, write_atomically
from cass_lsp.toolchain import roots
from cass_lsp.toolchain.model import Problem, Toolchain

CACHE_VERSION = 1
FOLDER = "toolchains"
KEEP = 64  # results, 1 to 3 KB each


@dataclass
class Probed:
    """The probed part of a ``Toolchain``: its HIP and CUDA fields, problems and notes."""

    fields: dict[str, Any]
    problems: list[Problem]
    notes: list[str]


def load(key: Sequence[Any], env: Mapping[str, str]) -> Probed | None:
    """The result kept for ``key``, or None (none kept, unreadable, or a path it names is gone)."""
    path = _path(key, env)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        fields = {name: _decode(name, value) for name, value in data["fields"].items()}
        probed = Probed(fields, [Problem(**p) for p in data["problems"]], list(data["notes"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not fields.get("hipcc_prefix"):  # with a prefix its paths are inside a root or a container
        paths = [v for v in fields.values() if isinstance(v, Path)]
        paths += [p for v in fields.values() if isinstance(v, Mapping) for p in v.values() if isinstance(p, Path)]
        if not all(p.exists() for p in paths):
            return None
    mark_used(path)
    return probed


def store(key: Sequence[Any], probed: Probed, env: Mapping[str, str]) -> None:
    """Keep ``probed`` for ``key``; a cache that cannot be written is skipped, silently."""
    data = {
        "fields": {name: _encode(value) for name, value in probed.fields.items()},
        "problems": [dataclasses.asdict(p) for p in probed.problems],
        "notes": probed.notes,
    }
    path = _path(key, env)
    with contextlib.suppress(OSError):
        write_atomically(path, json.dumps(data).encode())  # other processes may read it meanwhile
        keep_recent(path.parent, "*.json", KEEP)


def clear(env: Mapping[str, str]) -> None:
    shutil.rmtree(roots.cache_dir(env) / FOLDER, ignore_errors=True)


def _path(key: Sequence[Any], env: Mapping[str, str]) -> Path:
    digest = hashlib.sha256(json.dumps([CACHE_VERSION, _code_digest(), list(key)], default=str).encode())
    return roots.cache_dir(env) / FOLDER / f"{digest.hexdigest()[:32]}.json"


@cache
def _code_digest() -> str:
    """The toolchain code's bytes: a changed probe never reads a result the old one kept."""
    h = hashlib.sha256()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


def _encode(value: Any) -> Any:
    if isinstance(value, Path):
        return str(value)
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _encode(v) for k, v in value.items()}
    return value


@cache
def _hints() -> dict[str, Any]:
    return typing.get_type_hints(Toolchain)


def _decode(name: str, value: Any) -> Any:
    """``value`` as the ``Toolchain`` field ``name`` holds it (KeyError for a field it lacks)."""
    hint = _hints()[name]
    origin = typing.get_origin(hint)
    if value is None:
        return None
    if origin is Mapping:
        path_values = typing.get_args(hint)[1] is Path
        return {k: Path(v) if path_values else v for k, v in value.items()}
    if origin is frozenset:
        return frozenset(value)
    if origin is tuple:
        return tuple(value)
    if Path in typing.get_args(hint):  # Path | None
        return Path(value)
    return value
