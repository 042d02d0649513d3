"""Build files in the editor: the build-file engine's findings on CMake files and Makefiles.

- Diagnostics: for an open ``CMakeLists.txt``, ``*.cmake``, ``Makefile``, ``makefile``,
  ``GNUmakefile`` or ``*.mk``, what ``cass-lsp port`` would report about it (cass_lsp.buildfiles:
  the rewrites that are not mechanical, such as an NVIDIA architecture, ``--use_fast_math``,
  ``-maxrregcount``, a CUDA library HIP lacks), on the file's lines, source ``cass-lsp``, code the
  finding's. Computed off the event loop after each change (debounced), for the version they
  describe. A CMake file that cannot be read is one ``build-unreadable`` error on its line.
- Quick fixes (``quickfix``): the finding's own rewrite, where the engine marks it safe, with what
  the rewrite needs to stand on its own in the file: in a Makefile, the block that defines
  ``HIPCC``, ``GPU_TARGETS`` and ``HIP_ARCH_FLAGS`` (defaults: the toolchain in use's hipcc and
  targets) when the fix uses them; in CMake, what port writes around the same command (the
  ``-fgpu-rdc`` options for ``CUDA_SEPARABLE_COMPILATION``, the ``find_package`` of a library).

Build files are known by name: documents do not keep the client's ``languageId`` (a
``Makefile.linux`` opened as ``makefile`` is not recognised).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace

from lsprotocol import types

from cass_lsp.buildfiles import BuildFileError, BuildOptions, kind_of, port_build_file
from cass_lsp.buildfiles import cmake as cmake_files
from cass_lsp.buildfiles import make as make_files
from cass_lsp.core.result import Edit, Finding, Severity, encode
from cass_lsp.server.feature import Feature
from cass_lsp.session import build_options
from cass_lsp.syntax.document import Document
from cass_lsp.syntax.languages import uri_path

logger = logging.getLogger(__name__)

SOURCE = "cass-lsp"
DIAGNOSTICS_KEY = "buildfiles"
DEBOUNCE_SECONDS = 0.2
UNREADABLE = "build-unreadable"
# Variables only the block port writes at the top of a Makefile defines.
_MAKE_HEADER_VARIABLES = ("$(HIPCC)", "$(HIP_ARCH_FLAGS)", "$(GPU_TARGETS)")
_FIND_PACKAGE = re.compile(r"\s*find_package\(\s*([A-Za-z0-9_.+-]+)")


def build_kind(uri: str) -> str | None:
    """ "cmake", "make" or None for a document, by its file name (as ``cass-lsp port`` decides)."""
    return kind_of(uri_path(uri).name)


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
        message = f"{what}: this file cannot be read as CMake, so nothing in it is ported"
        return (Finding(UNREADABLE, Severity.ERROR, message, start, end, kind="unsupported"),)
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


@dataclass(frozen=True)
class _Ported:
    version: int
    findings: tuple[Finding, ...]


class BuildFilesFeature(Feature):
    name = "buildfiles"

    def __init__(self, server, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(server, session)
        self._ported: dict[str, _Ported] = {}  # uri -> the findings of its latest version
        session.on_toolchain(self._toolchain_changed)

    # ---- lifecycle --------------------------------------------------------------------------

    def _toolchain_changed(self, toolchain) -> None:  # type: ignore[no-untyped-def]
        """A Makefile's fixes write the toolchain's hipcc and targets: port them again."""
        for doc in list(self.session.documents):
            if build_kind(doc.uri) == "make":
                self._schedule(doc)

    def document_opened(self, doc: Document) -> None:
        if build_kind(doc.uri) is not None:
            self._schedule(doc, delay=0.0)

    def document_changed(self, doc: Document) -> None:
        if build_kind(doc.uri) is not None:
            self._schedule(doc)

    def document_closed(self, uri: str) -> None:
        self._ported.pop(uri, None)

    def _schedule(self, doc: Document, delay: float = DEBOUNCE_SECONDS) -> None:
        uri = doc.uri

        async def job() -> None:
            current = self.session.documents.find(uri)
            kind = build_kind(uri)
            if current is None or kind is None:
                return
            if current.notice is not None:  # binary or over the size limit: left alone
                self._ported.pop(uri, None)
                self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, [], current.version)
                return
            version, text = current.version, current.text
            options = build_options(await self.session.toolchain()) if kind == "make" else BuildOptions()
            findings = await self.session.run_translation(lambda: build_findings(text, kind, options))
            if current.version != version or self.session.documents.find(uri) is not current:
                return
            self._ported[uri] = _Ported(version, findings)
            diagnostics = [self._diagnostic(current, f) for f in findings]
            self.server.diagnostics.set(uri, DIAGNOSTICS_KEY, diagnostics, version)

        self.server.debounce(("buildfiles", uri), delay, job)

    def _diagnostic(self, doc: Document, f: Finding) -> types.Diagnostic:
        return self.server.finding_diagnostic(doc, f, SOURCE)

    # ---- quick fixes ------------------------------------------------------------------------

    async def code_actions(self, doc: Document, params: types.CodeActionParams) -> list[types.CodeAction]:
        """Fixes of the diagnostics published for this version (none before they are computed)."""
        ported = self._ported.get(doc.uri)
        if ported is None or ported.version != doc.version:
            return []
        start = self.server.offset(doc, params.range.start)
        end = self.server.offset(doc, params.range.end)
        return [
            types.CodeAction(
                title=f.fix_title or f"Fix {f.code}",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[self._diagnostic(doc, f)],
                edit=self.server.edit_document(doc, list(f.fix)),
            )
            for f in ported.findings
            if f.fix and not (f.end < start or f.start > end)
        ]
