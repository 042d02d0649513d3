"""What porting one build file gives: the new text, the edits, and findings on the file's lines."""

from __future__ import annotations

from dataclasses import dataclass, field

from cass_lsp.buildfiles.codes import BY_CODE
from cass_lsp.buildfiles.facts import ProjectFacts
from cass_lsp.buildfiles.flags import Rewrite
from cass_lsp.core.result import Edit, Finding, Severity, encode

_SEVERITY = {"error": Severity.ERROR, "warning": Severity.WARNING, "info": Severity.INFO}


class BuildFileError(Exception):
    """A build file this cannot read (unbalanced parentheses, a quote never closed): one line."""

    def __init__(self, line: int, message: str):
        super().__init__(f"line {line}: {message}")
        self.line = line


@dataclass(frozen=True)
class BuildOptions:
    """What the rewrite writes for the toolchain in use."""

    hipcc: str = "hipcc"  # Makefiles' HIPCC default (a shell command line)
    gpu_targets: tuple[str, ...] = ("gfx942",)  # Makefiles' GPU_TARGETS default
    hip_platform: bool = True  # Makefiles export HIP_PLATFORM=amd (hipcc picks nvcc without it)
    project: ProjectFacts = field(default_factory=ProjectFacts)  # what the rest of the project says


@dataclass
class BuildResult:
    source: str
    text: str
    edits: tuple[Edit, ...] = ()
    findings: tuple[Finding, ...] = ()
    libraries: tuple[str, ...] = ()  # HIP packages or link names the file now uses

    @property
    def changed(self) -> bool:
        return self.text != self.source


def apply(source: str, rewrites: list[Rewrite], libraries: set[str] | None = None) -> BuildResult:
    """The rewrites applied (str offsets, none overlapping: a later overlapping one is dropped),
    edits and findings in byte offsets as the core types use them."""
    rewrites = sorted(rewrites, key=lambda r: (r.start, r.end))
    kept: list[Rewrite] = []
    end = -1
    for r in rewrites:
        if r.text is not None and r.start < end:
            continue
        kept.append(r)
        if r.text is not None:
            end = max(end, r.end)
    byte_offset = _byte_offsets(source)
    edits: list[Edit] = []
    findings: list[Finding] = []
    parts: list[str] = []
    pos = 0
    for r in kept:
        s, e = byte_offset(r.start), byte_offset(r.end)
        edit = None
        if r.text is not None:
            parts.append(source[pos : r.start])
            parts.append(r.text)
            pos = r.end
            edit = Edit(s, e, r.text)
            edits.append(edit)
        if r.severity:
            if r.code not in BY_CODE:  # every code the engine reports is declared once (codes.py)
                raise ValueError(f"build-file finding code {r.code!r} is not declared in buildfiles/codes.py")
            fix = (edit,) if edit is not None and r.fixable else ()
            findings.append(
                Finding(
                    code=r.code,
                    severity=_SEVERITY[r.severity],
                    message=r.message,
                    start=s,
                    end=max(e, s),
                    kind=r.kind,
                    fix=fix,
                    fix_title=f"Port to HIP: {r.text.strip() or 'remove'}" if fix else "",
                )
            )
    parts.append(source[pos:])
    return BuildResult(source, "".join(parts), tuple(edits), tuple(findings), tuple(sorted(libraries or ())))


def _byte_offsets(text: str):  # type: ignore[no-untyped-def]
    if text.isascii():
        return lambda i: i
    return lambda i: len(encode(text[:i]))
