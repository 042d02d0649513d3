"""The parse service: one Document (and tree) per open URI, updated incrementally.

asyncio-based but independent of pygls. Small documents and incremental reparses run inline
(they take microseconds to a few milliseconds); the first parse of a large document runs on a
dedicated thread, reading through a callback so the event loop keeps running meanwhile.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from tree_sitter import Tree

from cass_lsp.syntax.document import Document, Encoding
from cass_lsp.syntax.languages import detect, looks_like_rdna, looks_like_sass
from cass_lsp.syntax.memory import release_free_memory

# A first parse bigger than this goes to the parse thread.
INLINE_PARSE_BYTES = 256 * 1024
TRIM_DELAY_SECONDS = 2.0


@dataclass(frozen=True)
class TextChange:
    """One LSP content change: a range (start and end as (line, character)) or the whole text."""

    text: str
    start: tuple[int, int] | None = None
    end: tuple[int, int] | None = None


class DocumentNotOpen(LookupError):
    def __init__(self, uri: str) -> None:
        super().__init__(f"document not open: {uri}")
        self.uri = uri


class ParseService:
    def __init__(self, max_bytes: int = 20 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        self._documents: dict[str, Document] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cass-parse")
        self._trim_timer: asyncio.TimerHandle | None = None

    # ---- documents ----------------------------------------------------------------------

    def open(self, uri: str, text: str, version: int = 0, language_id: str = "") -> Document:
        head = text[:4096].encode("utf-8", "replace")
        doc = Document.open(uri, detect(uri, language_id, head), version, text)
        self._documents[uri] = doc
        self._locks[uri] = asyncio.Lock()
        doc.notice = self._notice(doc)
        return doc

    def change(self, uri: str, version: int, changes: Iterable[TextChange], encoding: Encoding = "utf-16") -> Document:
        doc = self.get(uri)
        for change in changes:
            if change.start is None or change.end is None:
                doc.replace_all(change.text, version)
            else:
                doc.apply_change(change.start, change.end, change.text, version, encoding)
        doc.version = version
        was_blocked = doc.notice is not None
        doc.notice = self._notice(doc)
        if was_blocked and doc.notice is None:
            doc.tree = None  # it was never parsed; start afresh
            doc.pending_edits.clear()
        return doc

    def close(self, uri: str) -> None:
        doc = self._documents.pop(uri, None)
        self._locks.pop(uri, None)
        if doc is not None and len(doc.source) > INLINE_PARSE_BYTES:
            del doc
            release_free_memory(collect=False)

    def get(self, uri: str) -> Document:
        try:
            return self._documents[uri]
        except KeyError:
            raise DocumentNotOpen(uri) from None

    def find(self, uri: str) -> Document | None:
        return self._documents.get(uri)

    def __iter__(self):
        return iter(list(self._documents.values()))

    def __len__(self) -> int:
        return len(self._documents)

    # ---- trees --------------------------------------------------------------------------

    async def tree(self, doc: Document) -> Tree | None:
        """The document's up-to-date tree (None for documents without syntax support)."""
        if doc.is_parsed or doc.language is None or doc.notice is not None:
            return doc.tree if doc.is_parsed else None
        lock = self._locks.get(doc.uri)
        if lock is None:  # closed meanwhile
            return None
        async with lock:
            if doc.is_parsed:
                return doc.tree
            while doc.tree is None and len(doc.source) > INLINE_PARSE_BYTES:
                # The parse thread works on a snapshot; an edit or a close meanwhile stops it.
                # (reparse reads only the bytes: the line index is shared, not copied)
                snapshot = Document(doc.uri, doc.language, doc.version, doc.source, doc.lines)

                def outdated(snapshot: Document = snapshot) -> bool:
                    return self._documents.get(doc.uri) is not doc or doc.version != snapshot.version

                loop = asyncio.get_running_loop()
                tree = await loop.run_in_executor(self._executor, snapshot.reparse, None, outdated)
                if self._documents.get(doc.uri) is not doc:
                    return None
                if tree is not None and doc.version == snapshot.version:
                    doc.tree, doc.tree_version = tree, snapshot.version
                    doc.pending_edits.clear()
                    release_free_memory(collect=False)  # the parse's scratch space, back to the OS
                    return tree
            tree = doc.reparse()
            if len(doc.source) > INLINE_PARSE_BYTES:
                self.trim_when_idle()
            return tree

    def trim_when_idle(self) -> None:
        """Return freed memory to the system once things are quiet for a while.

        Edits of a large document free old nodes and texts, a first query or a translation
        frees its scratch space: glibc keeps all that unless asked. A trim (with a garbage
        collection) takes some 20 ms, so it waits for a pause rather than following every
        keystroke or job."""
        if self._trim_timer is not None:
            self._trim_timer.cancel()
        self._trim_timer = asyncio.get_running_loop().call_later(TRIM_DELAY_SECONDS, release_free_memory)

    def shutdown(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)

    # ---- notices ------------------------------------------------------------------------

    def _notice(self, doc: Document) -> str | None:
        """Why a document gets no syntax features, or None."""
        size = len(doc.source)
        if size > self.max_bytes:
            return (
                f"{size / 2**20:.1f} MB is over the {self.max_bytes / 2**20:.0f} MB limit (cass.maxFileSizeMb):"
                " cass-lsp leaves this file alone"
            )
        if doc.looks_binary():
            return "this looks like a binary file (it holds NUL bytes): cass-lsp leaves it alone"
        if doc.language is None or _blank(doc.source):
            return None
        head = doc.source[:8192]
        if doc.language == "sass" and not looks_like_sass(head):
            return (
                "this does not look like NVIDIA SASS (cuobjdump -sass or nvdisasm output): SASS features are off for it"
            )
        if doc.language == "rdna" and doc.uri.endswith((".s", ".asm")) and not looks_like_rdna(head):
            # .s and .asm are also x86 and other assembly; stay quiet rather than flag every line.
            return ""
        return None


def _blank(source: bytes) -> bool:
    """Empty or only whitespace; checked on every edit, so a large text is not copied by
    ``strip()`` unless its start is blank too."""
    return not source[:4096].strip() and not source.strip()
