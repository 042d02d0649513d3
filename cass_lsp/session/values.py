"""The engine types the session's API hands out and takes, named here: the protocol layer holds
documents and toolchains without importing the engines that make them."""

from __future__ import annotations

from cass_lsp.syntax.document import Document, Encoding
from cass_lsp.syntax.parse_service import DocumentNotOpen, TextChange
from cass_lsp.toolchain.model import Toolchain

__all__ = ["Document", "DocumentNotOpen", "Encoding", "TextChange", "Toolchain"]
