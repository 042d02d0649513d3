"""The editor's index of what each project's files tell a translation (translate/project.py: the
names with a CUDA API prefix they declare or their build files define, the functions written in
inline asm), so a name a header declares is no ``unknown-cuda-api`` error in the editor, as it is
none for ``port`` over the same tree.

A document's project is the folder of its nearest ``cass-lsp.toml``, else the workspace folder
holding it, else its own folder. The index reads the project's files as port's scan does (the same
walk, the same roles: project/scan.py's ``counts`` and ``facts_of``), off the event loop, each
cached by (mtime, size); an open document counts with its text in the editor as it was when the
index was read. It is read when a translation of
one of its documents first asks, and again when a document under it is saved; until it is ready,
translations go without it. A project past ``MAX_FILES`` files or ``MAX_BYTES`` is not read whole:
each document's own folder is, with the open documents.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath

from cass_lsp.core.source_tree import walk
from cass_lsp.project import find_rule_file
from cass_lsp.project.scan import counts, facts_of, in_vendored_cccl, vendored_cccl
from cass_lsp.translate.project import FileFacts, merged

logger = logging.getLogger(__name__)

MAX_FILES = 5000  # source and build files
MAX_LISTED = 100_000  # files of any kind (the listing, read first: where a copy of CCCL is)
MAX_BYTES = 50 * 2**20

ReadyListener = Callable[[Path], None]


def project_root(path: Path, workspace_folders: Sequence[Path] = ()) -> Path:
    """The project of the file at ``path``: its nearest ``cass-lsp.toml``'s folder, else the
    innermost workspace folder holding it, else its own folder."""
    rule_file = find_rule_file(path)
    if rule_file is not None:
        return rule_file.parent
    holding = [f for f in workspace_folders if path.is_relative_to(f)]
    return max(holding, key=lambda f: len(f.parts)) if holding else path.parent


@dataclass(frozen=True)
class _Cached:
    mtime_ns: int
    size: int
    facts: FileFacts


def _facts(path: Path, data: bytes) -> FileFacts | None:
    return facts_of(PurePath(path.name), data)


def _counted(path: Path) -> bool:
    return counts(PurePath(path.name))


def _project_files(root: Path) -> list[Path] | None:
    """The source and build files under ``root`` as port lists them (a copy of NVIDIA's CCCL is
    not one of them: port copies it as it is); None past the cap."""
    found: list[Path] = []
    total = 0
    files: list[Path] = []
    for entry in walk(root):
        if entry.kind == "file":
            files.append(entry.path)
            if len(files) > MAX_LISTED:
                return None
    cccl = vendored_cccl(p.relative_to(root).as_posix() for p in files)
    for path in files:
        if not _counted(path) or (cccl and in_vendored_cccl(path.relative_to(root).as_posix(), cccl)):
            continue
        try:
            total += path.stat().st_size
        except OSError:
            continue
        found.append(path)
        if len(found) > MAX_FILES or total > MAX_BYTES:
            return None
    return found


def _folder_files(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if p.is_file() and not p.is_symlink() and _counted(p))
    except OSError:
        return []


@dataclass(frozen=True)
class _Read:
    facts: FileFacts  # the project's, merged
    cached: dict[Path, _Cached]  # the files read from disk, for the next read
    too_large: bool


def read_project(key: Path, folder_only: bool, buffers: Mapping[Path, bytes], cache: Mapping[Path, _Cached]) -> _Read:
    """What the files under ``key`` (``folder_only``: in that folder alone) and the open documents'
    ``buffers`` (in place of their files) tell a translation; ``cache``'s facts kept for the files
    whose time and size did not change. Run in a worker thread."""
    files = _folder_files(key) if folder_only else _project_files(key)
    if files is None:
        return _Read(FileFacts(), {}, too_large=True)
    paths = set(files) | {p for p in buffers if _counted(p)}
    cached: dict[Path, _Cached] = {}
    facts: list[FileFacts] = []
    for path in sorted(paths):
        if path in buffers:
            found = _facts(path, buffers[path])
        else:
            try:
                stat = path.stat()
                known = cache.get(path)
                if known is None or (known.mtime_ns, known.size) != (stat.st_mtime_ns, stat.st_size):
                    known = _Cached(stat.st_mtime_ns, stat.st_size, _facts(path, path.read_bytes()) or FileFacts())
                cached[path] = known
                found = known.facts
            except OSError:
                continue
        if found is not None:
            facts.append(found)
    return _Read(merged(facts), cached, too_large=False)


class ProjectIndex:
    """The projects of the documents translated so far, each read once and again on save."""

    def __init__(self, buffers: Callable[[], Mapping[Path, bytes]]) -> None:
        """``buffers``: the open documents' texts by path (called on the event loop)."""
        self._buffers = buffers
        self._facts: dict[Path, FileFacts] = {}  # project (or folder of a project too large) -> facts
        self._folder_only: dict[Path, Path] = {}  # a folder of a project too large -> the project
        self._too_large: set[Path] = set()
        self._files: dict[Path, _Cached] = {}
        self._reading: dict[Path, asyncio.Task] = {}
        self._stale: set[Path] = set()  # read again once the read in flight ends
        self._listeners: list[ReadyListener] = []

    def _key(self, path: Path, workspace_folders: Sequence[Path]) -> tuple[Path, Path | None]:
        """What ``path``'s facts are kept under: its project, or its folder in a project too large
        (then with that project, whose open documents count)."""
        root = project_root(path, workspace_folders)
        return (path.parent, root) if root in self._too_large else (root, None)

    def facts(self, path: Path, workspace_folders: Sequence[Path] = ()) -> FileFacts | None:
        """What the project of ``path`` tells its translation; None until it has been read (the
        read then starts, where an event loop runs)."""
        key, too_large = self._key(path, workspace_folders)
        found = self._facts.get(key)
        if found is None:
            self._start(key, too_large)
        return found

    async def ready(self, path: Path, workspace_folders: Sequence[Path] = ()) -> FileFacts:
        """The facts of ``path``'s project once read (for callers that must wait: tests)."""
        while True:
            key, too_large = self._key(path, workspace_folders)
            if key in self._facts and key not in self._reading:
                return self._facts[key]
            self._start(key, too_large)
            await asyncio.shield(self._reading[key])

    def saved(self, path: Path) -> None:
        """A file was saved: the projects holding it are read again (the files unchanged are not)."""
        for key in [k for k in self._facts if path.is_relative_to(k)]:
            self._start(key, self._folder_only.get(key), again=True)

    def on_ready(self, listener: ReadyListener) -> None:
        """Call ``listener(key)`` when a project's facts are read and differ from before (or it
        was found too large: its documents' folders are read next)."""
        self._listeners.append(listener)

    def close(self) -> None:
        for task in self._reading.values():
            task.cancel()

    def _start(self, key: Path, too_large: Path | None, again: bool = False) -> None:
        """Read ``key``: a project, or a folder of the project ``too_large``."""
        if key in self._reading:
            if again:
                self._stale.add(key)
            return
        try:
            asyncio.get_running_loop()
        except RuntimeError:  # a worker thread (a header's translation) or no loop: read on a later ask
            return
        task = asyncio.ensure_future(self._read(key, too_large))
        self._reading[key] = task
        task.add_done_callback(lambda t: _log_failure(key, t))

    async def _read(self, key: Path, too_large: Path | None) -> None:
        project = too_large or key
        try:
            while True:
                self._stale.discard(key)
                buffers = {p: text for p, text in self._buffers().items() if p.is_relative_to(project)}
                read = await asyncio.to_thread(read_project, key, too_large is not None, buffers, dict(self._files))
                self._files.update(read.cached)
                if read.too_large:
                    self._too_large.add(key)
                    logger.info(
                        "project %s has more than %d source and build files or %d MB: the names it"
                        " declares are read from each document's folder and the open documents only",
                        key,
                        MAX_FILES,
                        MAX_BYTES // 2**20,
                    )
                    self._notify(key)
                    return
                before = self._facts.get(key)
                self._facts[key] = read.facts
                if too_large is not None:
                    self._folder_only[key] = too_large
                if key not in self._stale:
                    if read.facts != before:
                        self._notify(key)
                    return
        finally:
            self._reading.pop(key, None)

    def _notify(self, key: Path) -> None:
        for listener in list(self._listeners):
            try:
                listener(key)
            except Exception:
                logger.exception("a project-index listener failed")


def _log_failure(key: Path, task: asyncio.Future) -> None:
    if not task.cancelled() and (exc := task.exception()) is not None:
        logger.error("reading the project %s failed", key, exc_info=exc)
