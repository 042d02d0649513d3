"""What `cass-lsp translate` and `cass-lsp port` share: reading sources safely, positions,
compiler-style finding lines, a progress bar and a summary table (hand-written, stderr)."""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shlex
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from cass_lsp.core.hip_releases import NEWEST_HIP, checked, examples
from cass_lsp.core.line_index import LineIndex as TextLineIndex
from cass_lsp.core.result import Finding, Severity, decode, encode
from cass_lsp.settings import ToolchainSettings

SEVERITY_NAMES = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "info", Severity.HINT: "hint"}


class SourceError(Exception):
    """A file that cannot be translated (binary, unreadable): skipped and reported."""


def read_source(path: Path) -> str:
    """The file's text. Bytes that are not UTF-8 (a Latin-1 name in a comment) are kept as lone
    surrogates, so that writing the translation with ``write_output`` gives them back unchanged."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SourceError(f"cannot read: {exc.strerror or exc}") from exc
    if b"\x00" in data[:8192]:
        raise SourceError("binary file (NUL bytes): not translated")
    return decode(data)


def write_output(path: Path, text: str) -> None:
    """Write a translation, byte for byte what the source had outside the rewritten spans."""
    path.write_bytes(encode(text))


@dataclass(frozen=True)
class Position:
    line: int  # 1-based
    column: int  # 1-based, in characters


class LineIndex:
    """Byte offsets of a text to 1-based line/column (columns counted in characters; a byte that
    is not UTF-8 counts as one)."""

    def __init__(self, text: str):
        self.data = encode(text)
        self._lines = TextLineIndex(self.data)

    def position(self, offset: int) -> Position:
        start = self.data.rfind(b"\n", 0, offset) + 1
        column = len(decode(self.data[start:offset]))
        return Position(self._lines.line_of(self.data, offset) + 1, column + 1)


def finding_json(f: Finding, index: LineIndex) -> dict[str, Any]:
    start, end = index.position(f.start), index.position(f.end)
    return {
        "code": f.code,
        "severity": SEVERITY_NAMES[f.severity],
        "kind": f.kind,
        "line": start.line,
        "column": start.column,
        "end_line": end.line,
        "end_column": end.column,
        "message": f.message,
        "fix": f.fix_title or None,
        "url": f.url,
    }


def print_findings(path: str, findings: Iterable[Finding], index: LineIndex, out: TextIO) -> None:
    """`file:line:col: severity: message [code]`, as compilers print (editors and CI parse it)."""
    for f in findings:
        pos = index.position(f.start)
        print(f"{path}:{pos.line}:{pos.column}: {SEVERITY_NAMES[f.severity]}: {f.message} [{f.code}]", file=out)


class Progress:
    """A one-line progress bar on stderr, drawn only on a terminal (or when forced)."""

    def __init__(self, total: int, mode: str = "auto", stream: TextIO | None = None, width: int = 30):
        self.stream = stream or sys.stderr
        self.total = max(total, 1)
        self.width = width
        self.enabled = mode == "always" or (mode == "auto" and self.stream.isatty())
        self.done = 0
        self._last_draw = 0.0

    def advance(self, label: str) -> None:
        self.done += 1
        now = time.monotonic()
        if not self.enabled or (now - self._last_draw < 0.05 and self.done < self.total):
            return
        self._last_draw = now
        filled = self.width * self.done // self.total
        bar = "#" * filled + "-" * (self.width - filled)
        label = label if len(label) <= 40 else "..." + label[-37:]
        self.stream.write(f"\r[{bar}] {self.done}/{self.total} {label:<40}")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def table(headers: list[str], rows: list[list[Any]]) -> str:
    """A plain text table: first column left-aligned, the others right-aligned."""
    cells = [headers, *[[str(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]

    def line(row: list[str]) -> str:
        parts = [row[0].ljust(widths[0]), *(row[i].rjust(widths[i]) for i in range(1, len(row)))]
        return "  ".join(parts).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(cells[0]), rule, *(line(r) for r in cells[1:])])


KIND_ORDER = ["unsupported", "removed", "deprecated", "hazard", "info"]


def summary_table(file_counts: Counter[str], findings: list[Finding]) -> str:
    """Files by status, then findings by kind and severity."""
    files = table(["files", "count"], [[status, n] for status, n in sorted(file_counts.items())])
    by_kind: dict[str, Counter[str]] = {}
    for f in findings:
        by_kind.setdefault(f.kind, Counter())[SEVERITY_NAMES[f.severity]] += 1
    kinds = sorted(by_kind, key=lambda k: KIND_ORDER.index(k) if k in KIND_ORDER else len(KIND_ORDER))
    sev = ["error", "warning", "info", "hint"]
    rows = [[k, *(by_kind[k][s] for s in sev), sum(by_kind[k].values())] for k in kinds]
    rows.append(["total", *(sum(by_kind[k][s] for k in kinds) for s in sev), len(findings)])
    return files + "\n\n" + table(["findings", *sev, "total"], rows)


def write_json(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


MANIFEST_NAME = ".cass-port-manifest.json"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Manifest:
    """What port wrote into a tree (path -> sha256 of the bytes, or ``link:TEXT``), so that a
    second run overwrites only its own files: one the user changed since, or one port never
    wrote, is left as it is unless forced."""

    def __init__(self, root: Path, files: dict[str, str], inputs: dict[str, dict] | None = None):
        self.root = root
        self.old = files
        self.new: dict[str, str] = {}
        # A build tree's sources (path -> the key of what they were translated from), so that a
        # rebuild translates only the files changed since (`port --build-tree`).
        self.old_inputs = inputs or {}
        self.new_inputs: dict[str, dict] = {}

    @classmethod
    def load(cls, root: Path) -> Manifest:
        try:
            data = json.loads((root / MANIFEST_NAME).read_text(encoding="utf-8"))
            files = {str(k): str(v) for k, v in data.get("files", {}).items()}
            inputs = {str(k): v for k, v in data.get("inputs", {}).items() if isinstance(v, dict)}
        except (OSError, ValueError, AttributeError):
            files, inputs = {}, {}
        return cls(root, files, inputs)

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
        if target.is_symlink():
            return "link:" + os.readlink(target)
        if target.is_file():
            return _digest(target.read_bytes())
        return "other" if target.exists() else None

    def _may_write(self, target: Path, rel: str, force: bool) -> bool:
        current = self._current(target)
        if current is None or force or current == self.old.get(rel):
            return True
        self.new[rel] = self.old.get(rel, "")  # still the user's: remember what port had written
        return False

    def write(self, target: Path, data: bytes, rel: str, force: bool) -> bool:
        """Write ``data`` unless the user changed ``target`` since port wrote it; False if left."""
        if not self._may_write(target, rel, force):
            return False
        digest = _digest(data)
        if not (target.is_file() and not target.is_symlink() and _digest(target.read_bytes()) == digest):
            target.parent.mkdir(parents=True, exist_ok=True)
            if target.is_symlink() or target.exists():
                target.unlink()
            target.write_bytes(data)
        self.new[rel] = digest
        return True

    def link(self, target: Path, text: str, rel: str, force: bool) -> bool:
        if not self._may_write(target, rel, force):
            return False
        if not (target.is_symlink() and os.readlink(target) == text):
            target.parent.mkdir(parents=True, exist_ok=True)
            if target.is_symlink() or target.exists():
                target.unlink()
            os.symlink(text, target)
        self.new[rel] = "link:" + text
        return True

    def save(self) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        data: dict[str, Any] = {"tool": "cass-lsp port", "files": dict(sorted(self.new.items()))}
        if self.new_inputs:
            data["inputs"] = dict(sorted(self.new_inputs.items()))
        (self.root / MANIFEST_NAME).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def tree_writer(manifest: Manifest | None, force: bool, kept: list[str]) -> Callable[[Path, bytes, str], bool]:
    """``write(target, data, rel)`` for a tree port writes: through ``manifest`` (a file the user
    changed since port wrote it is left, ``rel`` added to ``kept``, and it returns False), or
    plainly where there is none (``--in-place``)."""

    def write(target: Path, data: bytes, rel: str) -> bool:
        if manifest is None:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            return True
        if manifest.write(target, data, rel, force):
            return True
        kept.append(rel)
        return False

    return write


def command_words(text: str) -> list[str]:
    """The words of ``--hipcc-command`` as a shell splits them; as an argparse ``type`` it turns
    an unclosed quote into one line of usage error instead of a traceback."""
    try:
        return shlex.split(text)
    except ValueError as exc:  # an unclosed quote
        raise argparse.ArgumentTypeError(
            f"{exc} in {text!r}: quote the whole command once, e.g. --hipcc-command 'docker exec -i rocm hipcc'"
        ) from None


def toolchain_settings(targets: str | None, hipcc_command: str = "") -> ToolchainSettings:
    """Settings from the CLI's ``--targets a,b`` and ``--hipcc-command 'prefix... hipcc'``."""
    settings = ToolchainSettings(hipcc_command=shlex.split(hipcc_command))
    if targets:
        settings.targets = targets.split(",")
    return settings


def command_text(text: str) -> str:
    """``--hipcc-command`` kept as text (``toolchain_settings`` splits it), checked as ``command_words``."""
    command_words(text)
    return text


# --hip-version's help, for translate and port alike: the releases it names are the table's.
HIP_VERSION_HELP = (
    f"the HIP release to translate for, e.g. {checked()[0].version} (warp intrinsics are written for it; newer"
    " HIP APIs are reported); default: the HIP of the toolchain in use (--hipcc-command, else the newest found,"
    f" as `cass-lsp doctor` shows), else the newest known, {NEWEST_HIP}"
)


def hip_release(text: str) -> str:
    """``--hip-version`` checked as an argparse ``type``: a release such as 5.2.3 or 6.4 (any other
    text was taken as an unknown, very old HIP)."""
    if not re.fullmatch(r"\d+\.\d+(\.\d+)?", text.strip()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a HIP release: give one such as {examples()}")
    return text.strip()
