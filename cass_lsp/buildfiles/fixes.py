"""A build file's findings with fixes that stand on their own: what the editor offers as quick
fixes. A finding's own rewrite may need others of the same port (its system's ``companions``): in
a Makefile, the block that defines ``HIPCC``, ``GPU_TARGETS`` and ``HIP_ARCH_FLAGS`` when the fix
uses them; in CMake, what port writes around the same command (the ``-fgpu-rdc`` options for
``CUDA_SEPARABLE_COMPILATION``, the ``find_package`` of a library linked).
"""

from __future__ import annotations

from dataclasses import replace

from cass_lsp.buildfiles import BuildFileError, BuildOptions, BuildSystem, system_named
from cass_lsp.buildfiles.codes import BY_CODE
from cass_lsp.core.result import Finding, encode

UNREADABLE = "build-unreadable"


def build_findings(text: str, system: str | BuildSystem, options: BuildOptions | None = None) -> tuple[Finding, ...]:
    """The findings of a build file of ``system`` (one, or its name), each fix completed with what
    it needs in the file (byte offsets, as the engine's). A file the engine cannot read is one
    ``build-unreadable`` error spanning its line."""
    if isinstance(system, str):
        system = system_named(system)
    options = options or BuildOptions()
    try:
        result = system.port(text, options)
    except BuildFileError as exc:
        start, end = _line_span(encode(text), exc.line - 1)
        what = str(exc).removeprefix(f"line {exc.line}: ")
        message = f"{what}: {system.title} cannot read this file, so nothing in it is ported"
        kind = BY_CODE[UNREADABLE]
        return (Finding(UNREADABLE, kind.severity, message, start, end, kind=kind.kind),)
    companions = system.companions(text, result, options)
    return tuple(
        replace(f, fix=f.fix + tuple(e for e in companions(f) if e not in f.fix)) if f.fix else f
        for f in result.findings
    )


def _line_span(source: bytes, line: int) -> tuple[int, int]:
    """Byte offsets of a 0-based line's text (without its newline)."""
    start = 0
    for _ in range(max(line, 0)):
        nl = source.find(b"\n", start)
        if nl < 0:
            break
        start = nl + 1
    end = source.find(b"\n", start)
    return start, len(source) if end < 0 else end
