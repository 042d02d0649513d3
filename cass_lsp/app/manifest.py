"""What port wrote into a tree, kept so that nothing the user changed is overwritten and an
interrupted run loses nothing.

``OUT/.cass-port-manifest.json`` maps each output path to the sha256 of the bytes port wrote (or
``link:TEXT``). A second run overwrites only its own files: one the user changed since, or one
port never wrote, is left as it is unless forced. While a run writes, each file is announced in
``OUT/.cass-port-journal`` (a line, flushed) before it is written, and every file is written whole
or not at all: a run stopped before it saves the manifest (Ctrl-C, a crash, a kill) leaves a
journal that the next run folds in, keeping each announced file that is on disk as announced.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

from cass_lsp.core.files import NotRegularFile, file_kind, write_atomically
from cass_lsp.core.source_tree import MANIFEST_NAME

JOURNAL_NAME = ".cass-port-journal"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Manifest:
    """The files port wrote into ``root`` (path -> sha256, or ``link:TEXT``): ``old`` as earlier
    runs left them, ``new`` as this run finds or writes them."""

    def __init__(self, root: Path, files: dict[str, str], inputs: dict[str, dict] | None = None):
        self.root = root
        self.old = files
        self.new: dict[str, str] = {}
        # A build tree's sources (path -> the key of what they were translated from), so that a
        # rebuild translates only the files changed since (`port --build-tree`).
        self.old_inputs = inputs or {}
        self.new_inputs: dict[str, dict] = {}
        self._journal: TextIO | None = None
        self._announced: dict[str, str] = {}  # what this run set out to write

    @classmethod
    def load(cls, root: Path) -> Manifest:
        try:
            data = json.loads((root / MANIFEST_NAME).read_text(encoding="utf-8"))
            files = {str(k): str(v) for k, v in data.get("files", {}).items()}
            inputs = {str(k): v for k, v in data.get("inputs", {}).items() if isinstance(v, dict)}
        except (OSError, ValueError, AttributeError):
            files, inputs = {}, {}
        manifest = cls(root, files, inputs)
        manifest._replay_journal()
        return manifest

    def _replay_journal(self) -> None:
        """Fold in what an interrupted run announced: each file that is on disk as announced."""
        try:
            lines = (self.root / JOURNAL_NAME).read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            return
        for line in lines:
            try:
                rel, value = json.loads(line)
            except (ValueError, TypeError):
                continue  # the last line, cut short by the stop
            if isinstance(rel, str) and isinstance(value, str) and self._current(self.root / rel) == value:
                self.old[rel] = value

    def begin(self) -> None:
        """Before the first write: the manifest saved as it stands (an interrupted run's journal
        folded in) and a new journal started. OSError when ``root`` cannot be written: nothing
        has been written then."""
        self._save(self.old, self.old_inputs)
        self._journal = open(self.root / JOURNAL_NAME, "w", encoding="utf-8")  # noqa: SIM115 (closed by save)

    def _announce(self, rel: str, value: str) -> None:
        self._announced[rel] = value
        if self._journal is not None and self.old.get(rel) != value:
            self._journal.write(json.dumps([rel, value]) + "\n")
            self._journal.flush()

    def unchanged(self, target: Path, rel: str, source_rel: str, key: str) -> dict | None:
        """What was recorded for ``source_rel`` when it was translated from the same input
        (``key``) and its output is still what was written; None otherwise."""
        recorded = self.old_inputs.get(source_rel)
        if recorded is None or recorded.get("key") != key or self.old.get(rel) is None:
            return None
        if self._current(target) != self.old[rel]:
            return None
        self.new[rel] = self.old[rel]
        self.new_inputs[source_rel] = recorded
        return recorded

    def _current(self, target: Path) -> str | None:
        """The recorded form of what is at ``target`` now (None: nothing)."""
        try:
            if target.is_symlink():
                return "link:" + os.readlink(target)
            if target.is_file():
                return _digest(target.read_bytes())
        except OSError:
            return "other"
        return "other" if target.exists() else None

    def _may_write(self, current: str | None, rel: str, force: bool) -> bool:
        """Whether port may write where ``current`` (what is there now) is."""
        if current is None or force or current == self.old.get(rel):
            return True
        self.new[rel] = self.old.get(rel, "")  # still the user's: remember what port had written
        return False

    def write(self, target: Path, data: bytes, rel: str, force: bool) -> bool:
        """Write ``data`` unless the user changed ``target`` since port wrote it; False if left.
        OSError when it cannot be written (``target`` is then as it was)."""
        current = self._current(target)
        if not self._may_write(current, rel, force):
            return False
        digest = _digest(data)
        if current != digest:
            self._announce(rel, digest)
            if current is not None and current.startswith("link:") and current == self.old.get(rel):
                target.unlink()  # port's own link (the source was one) gives way to the file
            # Anything else there is the user's, written only when forced: a link is written
            # through, a FIFO or a device is refused (write_atomically).
            write_atomically(target, data)
        self.new[rel] = digest
        return True

    def link(self, target: Path, text: str, rel: str, force: bool) -> bool:
        current = self._current(target)
        if not self._may_write(current, rel, force):
            return False
        if current != "link:" + text:
            if current == "other":  # a FIFO, a device, a folder: never replaced, forced or not
                raise NotRegularFile(target, file_kind(target.lstat().st_mode))
            self._announce(rel, "link:" + text)
            target.parent.mkdir(parents=True, exist_ok=True)
            if current is not None:
                target.unlink()
            os.symlink(text, target)
        self.new[rel] = "link:" + text
        return True

    def written(self) -> int:
        """How many files this run wrote (not those it found as they should be)."""
        return sum(1 for rel, value in self.new.items() if self.old.get(rel) != value)

    def save(self) -> None:
        """Write the manifest (whole or not at all) and end the journal. A file this run did not
        finish with (stopped in the middle of it, or it could not be written), or did not reach,
        stays recorded while it is on disk as this run or an earlier one wrote it. OSError when
        the manifest cannot be written."""
        files = dict(self.new)
        for rel in self.old.keys() | self._announced.keys():
            if rel not in files:
                current = self._current(self.root / rel)
                if current is not None and current in (self._announced.get(rel), self.old.get(rel)):
                    files[rel] = current
        self._save(files, {**self.old_inputs, **self.new_inputs})
        if self._journal is not None:
            self._journal.close()
            self._journal = None
            (self.root / JOURNAL_NAME).unlink(missing_ok=True)

    def _save(self, files: dict[str, str], inputs: dict[str, dict]) -> None:
        data: dict[str, Any] = {"tool": "cass-lsp port", "files": dict(sorted(files.items()))}
        if inputs:
            data["inputs"] = dict(sorted(inputs.items()))
        write_atomically(self.root / MANIFEST_NAME, (json.dumps(data, indent=1) + "\n").encode())


@contextlib.contextmanager
def saved_if_stopped(manifest: Manifest | None) -> Iterator[None]:
    """The manifest saved when the work in the block stops early (Ctrl-C, an error), so that the
    next run knows every file written so far; the exception goes on."""
    try:
        yield
    except BaseException:
        if manifest is not None:
            with contextlib.suppress(OSError):
                manifest.save()
        raise


# Why a write failed where the fix is not the caller's (a folder to choose, a permission to give).
_FIXES_BY_ERRNO = {
    errno.ENOSPC: "the disk is full: free some space and run the same command again",
    errno.EDQUOT: "the disk quota is used up: free some space and run the same command again",
    errno.EFBIG: "the file is larger than this system allows: free some space or raise the limit, and run again",
    errno.EROFS: "the file system is read-only: write somewhere else",
}


def cannot_write(prog: str, folder: Path, exc: OSError, fix: str) -> str:
    """The one line for a file or folder that cannot be written: what, why, and what to do (the
    cause's own fix where the cause is the disk's, not the folder's)."""
    return f"{prog}: cannot write {folder}: {exc.strerror or exc}; {_FIXES_BY_ERRNO.get(exc.errno or 0, fix)}"


def tree_writer(manifest: Manifest | None, force: bool, kept: list[str]) -> Callable[[Path, bytes, str], bool]:
    """``write(target, data, rel)`` for a tree port writes: through ``manifest`` (a file the user
    changed since port wrote it is left, ``rel`` added to ``kept``, and it returns False), or
    plainly where there is none (``--in-place``). Each file is written whole or not at all."""

    def write(target: Path, data: bytes, rel: str) -> bool:
        if manifest is None:
            write_atomically(target, data)
            return True
        if manifest.write(target, data, rel, force):
            return True
        kept.append(rel)
        return False

    return write
