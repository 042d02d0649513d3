"""Precompiled preambles for the background compile (clangd's idea, on disk).

Most of a device compile is clang reading the HIP runtime's headers: about 80,000 lines behind
``#include <hip/hip_runtime.h>`` (HIP 6.4: 1.3 of 1.4 CPU-s for a small kernel; HIP 5.2: 0.7
of 1.0). The document's preamble, its leading ``#include <...>`` lines, changes far less often
than the code below it, so its parse is kept as a precompiled header (``-Xclang -emit-pch``) and
the next compiles load it (``-Xclang -include-pch``) instead of parsing it again: about a
quarter of the CPU, with the same assembly and diagnostics.

- **What the preamble is** (``split``): the leading lines that are blank, comments, includes,
  ``#define``, ``#undef`` or conditionals, up to the last include outside a conditional (or the
  ``#endif`` around one). An include of a translated project header (written beside the compiled
  file, so found there first, quoted or angled), any other directive or any code ends it. The compiled file keeps
  its line count: the preamble's lines are left empty, so every diagnostic after them keeps its
  line and column.
- **Where it is kept**: ``~/.cache/cass-lsp/preambles``, shared by processes (a restarted server
  finds it), named by a hash of the toolchain, target, every flag (include folders and defines
  too: a header of the user's that shadows a system one resolves the same way) and the
  preamble's text. The least recently used beyond ``keep`` are removed.
- **When one is made**: the third time a preamble is compiled (the first writes its text, which a
  later process counts as one time): making it costs about 1.2 compiles, which a file compiled
  once or twice would not win back; a file being edited wins it back at its next compile.
- **When it is not used**: making it failed or printed anything (a warning inside the preamble
  would otherwise not be seen again); that is remembered for the process. A header it read
  changed since (clang checks each file's size and time and refuses it): the build removes it
  and compiles that target again without it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass
from pathlib import Path

from cass_lsp.core.files import keep_recent, mark_used, write_atomically
from cass_lsp.toolchain.process import ProcessResult

_DIRECTIVE = re.compile(r"#\s*(\w+)")
_INCLUDE = re.compile(r'#\s*include\s*([<"])([^>"\n]+)[>"]\s*(//.*)?$')


@dataclass(frozen=True)
class Preamble:
    text: str  # the preamble's lines, as they are in the document
    lines: int  # how many
    rest: str  # the whole text with the preamble's lines left empty (line endings kept)


def split(text: str, local: Collection[str] = ()) -> Preamble | None:
    """The preamble of ``text``, or None when it has no include before its code. ``local``: the
    quoted includes that name a file written beside the compiled one (a translated local header),
    which end the preamble."""
    lines = text.splitlines(keepends=True)
    end = 0  # lines up to the last include (or the #endif closing around one), outside conditionals
    depth = 0
    included = in_comment = False
    i = 0
    while i < len(lines):
        stripped = lines[i].strip()
        if in_comment:
            if "*/" in stripped:
                in_comment = False
                if not _blank_after(stripped.split("*/", 1)[1]):
                    break
            i += 1
            continue
        if not stripped or stripped.startswith("//"):
            i += 1
            continue
        if stripped.startswith("/*"):
            after = stripped[2:]
            if "*/" not in after:
                in_comment = True
            elif not _blank_after(after.split("*/", 1)[1]):
                break
            i += 1
            continue
        directive = _DIRECTIVE.match(stripped)
        if directive is None or "/*" in stripped:
            break
        kind = directive.group(1)
        if kind == "include":
            target = _INCLUDE.match(stripped)
            quoted = target is not None and target.group(1) == '"'
            if target is None or _beside(target.group(2), local, quoted):
                break
            included = True
        elif kind in ("if", "ifdef", "ifndef"):
            depth += 1
        elif kind in ("elif", "else"):
            if depth == 0:
                break
        elif kind == "endif":
            if depth == 0:
                break
            depth -= 1
        elif kind in ("define", "undef"):
            while lines[i].rstrip("\r\n").endswith("\\") and i + 1 < len(lines):
                i += 1  # a continued #define
        else:
            break
        i += 1
        if depth == 0 and included and kind in ("include", "endif"):
            end = i
    if end == 0:
        return None
    blank = [line[len(line.rstrip("\r\n")) :] for line in lines[:end]]
    return Preamble("".join(lines[:end]), end, "".join(blank) + "".join(lines[end:]))


def _beside(name: str, local: Collection[str], quoted: bool) -> bool:
    """Whether an include may name a file written beside the compiled one (a translated header,
    found first: the folder of the copies is the first include folder)."""
    return os.path.normpath(name) in local or (quoted and ".." in Path(name).parts)


def _blank_after(text: str) -> bool:
    rest = text.strip()
    return not rest or rest.startswith("//")


@dataclass(frozen=True)
class Precompiled:
    header: Path  # the preamble's text, as the precompiled header was made from it
    pch: Path

    def refused(self, result: ProcessResult) -> bool:
        """Whether the compile ``result`` refused it (a header it read changed since): then it is
        removed, and the next compile of the preamble makes it again."""
        if result.ok or str(self.pch) not in result.stderr:
            return False
        self.pch.unlink(missing_ok=True)
        return True


Make = Callable[[Path, Path], Awaitable[ProcessResult]]  # (header, output) -> the compiler's run


class Preambles:
    """The precompiled preambles in ``folder``; ``keep``: how many are kept (each is about 10 MB)."""

    def __init__(self, folder: Path, keep: int = 24) -> None:
        self.folder = folder
        self.keep = keep
        self._failed: set[str] = set()  # keys whose preamble could not be precompiled cleanly
        self._seen: dict[str, int] = {}  # how many times this process compiled each preamble
        self.made = 0  # for tests and benchmarks

    def paths(self, key: str) -> Precompiled:
        return Precompiled(self.folder / f"{key}.h", self.folder / f"{key}.pch")

    async def get(self, key: str, preamble: Preamble, make: Make) -> Precompiled | None:
        """The precompiled preamble under ``key``: made here (with ``make``) the third time it is
        asked for, None before or when it cannot be made (a folder that cannot be written too:
        the build goes on without)."""
        try:
            return await self._get(key, preamble, make)
        except OSError:
            self._failed.add(key)
            return None

    async def _get(self, key: str, preamble: Preamble, make: Make) -> Precompiled | None:
        found = self.paths(key)
        if found.pch.is_file():
            mark_used(found.pch)
            return found
        if key in self._failed:
            return None
        written = found.header.is_file()  # by another process, or an earlier time here
        if key not in self._seen:
            self._seen[key] = int(written)  # another process's counts once
        self._seen[key] += 1
        if not written:
            write_atomically(found.header, preamble.text.encode("utf-8", "surrogateescape"))
        if self._seen[key] < 3:
            return None
        partial = found.pch.with_name(f"{found.pch.name}.{os.getpid()}.part")
        try:
            result = await make(found.header, partial)
            if result.ok and not result.stderr.strip() and partial.is_file():
                os.replace(partial, found.pch)
                self.made += 1
                self._prune()
                return found
            if not result.timed_out:
                self._failed.add(key)
            return None
        finally:
            partial.unlink(missing_ok=True)

    def _prune(self) -> None:
        keep_recent(self.folder, "*.pch", self.keep)
        keep_recent(self.folder, "*.h", self.keep * 8)
