"""The engine types the session's API hands out and takes, named here: the protocol layer and
the command line hold documents, builds and toolchains without importing the engines that make
them (``tests/test_layers.py``: the server imports the session, core and settings only)."""

from __future__ import annotations

from cass_lsp.syntax.document import Document, Encoding
from cass_lsp.syntax.parse_service import DocumentNotOpen, TextChange
from cass_lsp.syntax.symbols import Symbol
from cass_lsp.toolchain.clang_diagnostics import MappedDiagnostic, Related
from cass_lsp.toolchain.model import Toolchain
from cass_lsp.toolchain.pipeline import DocumentBuild
from cass_lsp.toolchain.run import RunOutcome

__all__ = [
    "Document",
    "DocumentBuild",
    "DocumentNotOpen",
    "Encoding",
    "MappedDiagnostic",
    "Related",
    "RunOutcome",
    "Symbol",
    "TextChange",
    "Toolchain",
]
