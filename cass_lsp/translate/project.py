"""What the translation of one file knows of the project's other files, read over them all before
any is translated (``port`` over its tree, ``translate`` over the files it is given, the editor's
index of the project of each document), lexically: a rebuild of a build tree that changed nothing
parses nothing more.

- the names with a CUDA API prefix they declare and the build files define: the user's, never an
  unknown CUDA API (unknown_api.project_names);
- the functions whose bodies are inline asm: a ``__CUDA_ARCH__`` branch that calls one is inline
  PTX, which AMD takes the portable path around (cuda_arch.asm_functions);
- the macros that paste CUDA names together (``#define cuda(x) cuda##x``), followed into the files
  that use them (token_paste.pasting_macros);
- the functions declared for the host only, and no file declares for the GPU: a `__device__` function
  that calls one is code nvcc never emits (nvcc_only.declared_functions).

Each file contributes on its own (``source_facts``, ``build_file_facts``) and the project is the
union of its files' contributions (``merged``), so the editor can read again only the files
that changed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.cuda_arch import asm_functions
from cass_lsp.translate.nvcc_only import declared_functions
from cass_lsp.translate.token_paste import PastingMacro, pasting_macros
from cass_lsp.translate.unknown_api import project_names


@dataclasses.dataclass(frozen=True)
class FileFacts:
    """What one file of the project tells every file's translation."""

    names: tuple[str, ...] = ()  # for TranslateOptions.project_names
    asm_functions: tuple[str, ...] = ()  # for TranslateOptions.asm_functions
    pasting_macros: tuple[PastingMacro, ...] = ()  # for TranslateOptions.pasting_macros
    host_functions: tuple[str, ...] = ()  # declared for the host only (TranslateOptions.host_functions)
    device_functions: tuple[str, ...] = ()  # declared for the GPU, or with a macro that may say so


def source_facts(data: bytes) -> FileFacts:
    """What the source file ``data`` declares: its names, its inline-asm functions, its pasting macros,
    its functions by the side they are declared for."""
    host, device = declared_functions(data)
    return FileFacts(project_names([data]), asm_functions([data]), pasting_macros(data), host, device)


def build_file_facts(data: bytes) -> FileFacts:
    """What the build file ``data`` defines: its macros with a CUDA API prefix."""
    return FileFacts(project_names((), [data]))


def merged(facts: Iterable[FileFacts]) -> FileFacts:
    """What the files of ``facts`` tell every file's translation together."""
    names: set[str] = set()
    asm: set[str] = set()
    pasting: dict[str, PastingMacro] = {}
    host: set[str] = set()
    device: set[str] = set()
    for fact in facts:
        names.update(fact.names)
        asm.update(fact.asm_functions)
        for macro in fact.pasting_macros:
            pasting.setdefault(macro.name, macro)
        host.update(fact.host_functions)
        device.update(fact.device_functions)
    return FileFacts(
        tuple(sorted(names)),
        tuple(sorted(asm)),
        tuple(pasting[n] for n in sorted(pasting)),
        tuple(sorted(host - device)),
        tuple(sorted(device)),
    )


def with_facts(options: TranslateOptions, facts: FileFacts) -> TranslateOptions:
    """``options`` with what the project's files (``merged``) tell every file's translation."""
    return dataclasses.replace(
        options,
        project_names=facts.names,
        asm_functions=facts.asm_functions,
        pasting_macros=facts.pasting_macros,
        host_functions=facts.host_functions,  # merged: none that a file declares for the GPU
    )


def with_project(
    options: TranslateOptions, sources: Sequence[bytes], build_files: Sequence[bytes] = ()
) -> TranslateOptions:
    """``options`` with what ``sources`` (and ``build_files``) tell every file's translation."""
    facts = [*(source_facts(data) for data in sources), *(build_file_facts(data) for data in build_files)]
    return with_facts(options, merged(facts))
