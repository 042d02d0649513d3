"""The rule-based CUDA-to-HIP translation engine (usable without the server).

from cass_lsp.translate import translate, translate_kernel, TranslateOptions
result = translate(cuda_text, TranslateOptions(launch_style="hipLaunchKernelGGL"))
result.text, result.source_map, result.findings

The rules a translation runs are a value (``RuleSet``, rules.py): ``default_rules()`` by default,
``TranslateOptions(rules=...)`` for another; its ``catalogue`` holds every finding code it may report.
"""

from cass_lsp.core.result import Edit, Finding, Severity, TranslationResult, apply_edits, source_map_for
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import KernelTranslation, translate, translate_kernel
from cass_lsp.translate.findings import FindingKind
from cass_lsp.translate.rules import Rule, RuleError, RuleSet, default_rules

__all__ = [
    "Edit",
    "Finding",
    "FindingKind",
    "KernelTranslation",
    "Rule",
    "RuleError",
    "RuleSet",
    "Severity",
    "TranslateOptions",
    "TranslationResult",
    "apply_edits",
    "default_rules",
    "source_map_for",
    "translate",
    "translate_kernel",
]
