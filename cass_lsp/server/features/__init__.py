"""Feature modules. Each defines one ``Feature`` subclass, named in FEATURES below.

Order matters only for hovers (the first feature that answers wins).
"""

from __future__ import annotations

import importlib

from cass_lsp.server.feature import Feature

# module name -> class name
FEATURES: dict[str, str] = {
    "syntax": "SyntaxFeature",
    "translation": "TranslationFeature",
    "compile_check": "CompileCheckFeature",
    "kernel_hover": "KernelHoverFeature",
    "model_actions": "ModelActionsFeature",
    "status": "StatusFeature",
}


def default_features() -> list[type[Feature]]:
    return [getattr(importlib.import_module(f"{__name__}.{module}"), name) for module, name in FEATURES.items()]
