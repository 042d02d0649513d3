"""The layer under the language server's features (see session.py): settings, documents, the
toolchain, the one factory of translation options, translations and builds per document."""

from cass_lsp.session.options import (
    TranslationHip,
    build_options,
    toolchain_error,
    translate_options,
    translation_hip,
)
from cass_lsp.session.session import (
    Session,
    build_translated,
    compiled_language,
    document_path,
    is_cuda,
    sibling_path,
    translate_headers,
)

__all__ = [
    "Session",
    "TranslationHip",
    "build_options",
    "build_translated",
    "compiled_language",
    "document_path",
    "is_cuda",
    "sibling_path",
    "toolchain_error",
    "translate_headers",
    "translate_options",
    "translation_hip",
]
