"""The rule-based CUDA-to-HIP translation engine (usable without the server).

from cass_lsp.translate import translate, translate_kernel, TranslateOptions
result = translate(cuda_text, TranslateOptions(launch_style="hipLaunchKernelGGL"))
result.text, result.source_map, result.findings
"""

from cass_lsp.core.result import Edit, Finding, Severity, TranslationResult, apply_edits, source_map_for
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import KernelTranslation, find_kernel, translate, translate_kernel
from cass_lsp.translate.findings import KINDS, FindingKind

__all__ = [
    "KINDS",
    "Edit",
    "Finding",
    "FindingKind",
    "KernelTranslation",
    "Severity",
    "TranslateOptions",
    "TranslationResult",
    "apply_edits",
    "find_kernel",
    "source_map_for",
    "translate",
    "translate_kernel",
]
