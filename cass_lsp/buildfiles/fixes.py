"""A build file's findings with fixes that stand on their own: what the editor offers as quick
fixes. A finding's own rewrite may need others of the same port: in a Makefile, the block that
defines ``HIPCC``, ``GPU_TARGETS`` and ``HIP_ARCH_FLAGS`` when the fix uses them; in CMake, what
port writes around the same command (the ``-fgpu-rdc`` options for
``CUDA_SEPARABLE_COMPILATION``, the ``find_package`` of a library linked).
"""

from __future__ import annotations

import re
from dataclasses import replace

from cass_lsp.buildfiles import BuildFileError, BuildOptions, port_build_file
from cass_lsp.buildfiles import cmake as cmake_files
from cass_lsp.buildfiles import make as make_files
from cass_lsp.buildfiles.codes import BY_CODE
from cass_lsp.core.result import Edit, Finding, encode

UNREADABLE = "build-unreadable"
# Variables only the block port writes at the top of a Makefile defines.
_MAKE_HEADER_VARIABLES = ("$(HIPCC)", "$(HIP_ARCH_FLAGS)", "$(GPU_TARGETS)")
_FIND_PACKAGE = re.compile(r"\s*find_package\(\s*([A-Za-z0-9_.+-]+)")


def build_findings(text: str, kind: str, options: BuildOptions | None = None) -> tuple[Finding, ...]:
    """The findings of a build file of ``kind``, each fix completed with what it needs in the file
    (byte offsets, as the engine's). A file the engine cannot read is one ``build-unreadable``
    error spanning its line."""
    options = options or BuildOptions()
    try:
        result = port_build_file(text, kind, options)
    except BuildFileError as exc:
        start, end = _line_span(encode(text), exc.line - 1)
        what = str(exc).removeprefix(f"line {exc.line}: ")
        tool = {"cmake": "CMake", "make": "make"}.get(kind, kind)
        message = f"{what}: {tool} cannot read this file, so nothing in it is ported"
        kind = BY_CODE[UNREADABLE]
        return (Finding(UNREADABLE, kind.severity, message, start, end, kind=kind.kind),)
    companions = _companions(text, kind, result.edits, options)
    return tuple(
        replace(f, fix=f.fix + tuple(e for e in companions(f) if e not in f.fix)) if f.fix else f
        for f in result.findings
    )


def _companions(text: str, kind: str, edits: tuple[Edit, ...], options: BuildOptions):  # type: ignore[no-untyped-def]
    """For a finding, the other edits of the port its fix needs to stand on its own."""
    if kind == "make":
        header = make_files.header(options)
        block = tuple(e for e in edits if e.start == e.end and e.text == header)

        def make_needs(f: Finding) -> tuple[Edit, ...]:
            uses = any(v in e.text for e in f.fix for v in _MAKE_HEADER_VARIABLES)
            return block if uses else ()

        return make_needs
    insertions = [e for e in edits if e.start == e.end]
    commands = cmake_files.parse(text) if insertions else []  # it parsed once already
    to_byte = (lambda i: i) if text.isascii() else (lambda i: len(encode(text[:i])))
    spans = [(to_byte(c.line_start), to_byte(c.start), to_byte(c.close + 1)) for c in commands]

    def cmake_needs(f: Finding) -> tuple[Edit, ...]:
        command = next((s for s in spans if s[1] <= f.start < s[2]), None)
        if command is None:
            return ()
        line_start, _, after = command
        fixed = " ".join(e.text for e in f.fix)
        needs = [e for e in insertions if e.start == after]  # lines port adds after the command
        for e in insertions:
            if e.start == line_start:  # the find_package lines before it: those of what the fix links
                lines = [ln for ln in e.text.splitlines(keepends=True) if _names_package(ln, fixed)]
                if lines:
                    needs.append(Edit(e.start, e.end, "".join(lines)))
        return tuple(needs)

    return cmake_needs


def _names_package(line: str, text: str) -> bool:
    """Whether a ``find_package(P ...)`` line's package is named in ``text`` (``roc::P``, ``P::P``)."""
    m = _FIND_PACKAGE.match(line)
    return m is not None and re.search(rf"(?<![\w-]){re.escape(m.group(1))}(?![\w-])", text, re.IGNORECASE) is not None


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
