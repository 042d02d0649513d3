"""Feature modules. Each defines one ``Feature`` subclass named in FEATURES below.

Order matters only for hovers (the first feature that answers wins).
"""

from __future__ import annotations

import importlib
import importlib.util

from cass_lsp.server.feature import Feature

# module name -> class name; modules not written yet are skipped (issues land one by one).
FEATURES: dict[str, str] = {
    "syntax": "SyntaxFeature",
    "translation": "TranslationFeature",
    "compile_check": "CompileCheckFeature",
    "kernel_hover": "KernelHoverFeature",
    "model_actions": "ModelActionsFeature",
    "status": "StatusFeature",
}


def default_features() -> list[type[Feature]]:
    classes = []
    for module_name, class_name in FEATURES.items():
        qualified = f"{__name__}.{module_name}"
        if importlib.util.find_spec(qualified) is None:
            continue
        classes.append(getattr(importlib.import_module(qualified), class_name))
    return classes
