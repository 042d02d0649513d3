"""The translations of these tests run in strict mode (``TranslateOptions.strict``): an edit
conflict no rule's ``supersedes`` settles, or a finding code or need a rule did not declare, fails
the test that made it. Test modules take ``translate`` and ``translate_kernel`` from here."""

from __future__ import annotations

import dataclasses
from typing import Any

from cass_lsp.translate import KernelTranslation, TranslateOptions, TranslationResult, engine, portable


def strict(options: TranslateOptions | None = None) -> TranslateOptions:
    """``options`` (default ones if None), strict."""
    return dataclasses.replace(options or TranslateOptions(), strict=True)


def translate(source: str | bytes, options: TranslateOptions | None = None, **kwargs: Any) -> TranslationResult:
    return engine.translate(source, strict(options), **kwargs)


def translate_kernel(
    source: str | bytes, kernel: int | str, options: TranslateOptions | None = None, **kwargs: Any
) -> KernelTranslation:
    return engine.translate_kernel(source, kernel, strict(options), **kwargs)


def portable_fixes(source: str | bytes, options: TranslateOptions | None = None) -> TranslationResult:
    return portable.portable_fixes(source, strict(options))
