"""What `cass-lsp translate` and `cass-lsp port` share: reading sources safely, positions,
compiler-style finding lines, a progress bar (stderr) and a summary table (hand-written)."""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import shlex
import sys
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from cass_lsp.core.files import write_atomically
from cass_lsp.core.gpu_targets import parse_targets, target_error
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


def readable_bytes(paths: Iterable[Path]) -> list[bytes]:
    """The bytes of each of ``paths`` that can be read (a pre-pass over the files a command is given:
    one that cannot be read is reported where the command translates it)."""
    texts = []
    for path in paths:
        with contextlib.suppress(OSError):
            texts.append(path.read_bytes())
    return texts


def write_output(path: Path, text: str) -> None:
    """Write a translation, byte for byte what the source had outside the rewritten spans, whole
    or not at all (an interrupted ``--in-place`` never leaves half a file)."""
    write_atomically(path, encode(text))


def add_exclude_argument(parser: argparse.ArgumentParser, root: str) -> None:
    """``--exclude GLOB``, port's and translate's."""
    parser.add_argument(
        "--exclude",
        action="append",
        default=[],
        metavar="GLOB",
        help=f"third-party code (repeatable): files whose path (relative to {root}), or a folder above them,"
        " matches GLOB, e.g. 'extern/*' or 'include/GL': translated like the rest, but tree-sitter's"
        " syntax-error infos are not reported for them (as for folders named third_party, 3rdparty, vendor,"
        " extern or external)",
    )


def for_third_party(findings: tuple[Finding, ...]) -> tuple[Finding, ...]:
    """The findings reported for someone else's code: not tree-sitter's syntax errors, which
    vendored headers (OpenGL's, a library's) are full of and which nobody porting will fix."""
    return tuple(f for f in findings if f.code != "syntax-error")


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
    """A report, whole or not at all: one that cannot be written (a full disk) leaves the last one."""
    write_atomically(path, (json.dumps(data, indent=2) + "\n").encode("utf-8"))


def command_words(text: str) -> list[str]:
    """The words of ``--hipcc-command`` as a shell splits them; as an argparse ``type`` it turns
    an unclosed quote into one line of usage error instead of a traceback."""
    try:
        return shlex.split(text)
    except ValueError as exc:  # an unclosed quote
        raise argparse.ArgumentTypeError(
            f"{exc} in {text!r}: quote the whole command once, e.g. --hipcc-command 'docker exec -i rocm hipcc'"
        ) from None


def targets_argument(text: str) -> str:
    """``--targets a,b`` checked as an argparse ``type``: an AMD target cass-lsp does not know is
    refused before anything runs, with the known ones (never dropped in silence)."""
    try:
        return ",".join(parse_targets(text))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def target_argument(text: str) -> str:
    """One ``--target GFX``, checked as ``targets_argument``."""
    if (error := target_error(text)) is not None:
        raise argparse.ArgumentTypeError(error)
    return text.strip()


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
