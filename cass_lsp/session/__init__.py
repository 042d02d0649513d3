"""The layer under the language server's features (see session.py): settings, documents, the
toolchain, the one factory of translation options, translations and builds per document.

The names are loaded on first use: ``translate`` and ``port`` need the options factory alone,
not the session with its build pipeline and model backends (a tenth of a second per command)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_HOMES = {
    "RULE_FILE": "names",
    "TranslationHip": "options",
    "build_options": "options",
    "for_project": "options",
    "toolchain_error": "options",
    "translate_options": "options",
    "translation_hip": "options",
    "Session": "session",
    "build_translated": "session",
    "compiled_language": "paths",
    "document_path": "paths",
    "is_cuda": "paths",
    "sibling_path": "paths",
    "translate_headers": "session",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from cass_lsp.session.names import (
        RULE_FILE as RULE_FILE,
    )
    from cass_lsp.session.options import (
        TranslationHip as TranslationHip,
    )
    from cass_lsp.session.options import (
        build_options as build_options,
    )
    from cass_lsp.session.options import (
        for_project as for_project,
    )
    from cass_lsp.session.options import (
        toolchain_error as toolchain_error,
    )
    from cass_lsp.session.options import (
        translate_options as translate_options,
    )
    from cass_lsp.session.options import (
        translation_hip as translation_hip,
    )
    from cass_lsp.session.paths import (
        compiled_language as compiled_language,
    )
    from cass_lsp.session.paths import (
        document_path as document_path,
    )
    from cass_lsp.session.paths import (
        is_cuda as is_cuda,
    )
    from cass_lsp.session.paths import (
        sibling_path as sibling_path,
    )
    from cass_lsp.session.session import (
        Session as Session,
    )
    from cass_lsp.session.session import (
        build_translated as build_translated,
    )
    from cass_lsp.session.session import (
        translate_headers as translate_headers,
    )
