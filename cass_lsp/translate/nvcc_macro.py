"""`__NVCC__`, nvcc's own macro, decided as the translation decides `__CUDACC__`.

nvcc defines ``__NVCC__`` in every file it compiles, and HIP defines nothing of that name, so a test
of it (`#ifdef __NVCC__`, `defined(__NVCC__)`) takes the branch of other compilers on AMD and the
code inside vanishes silently: StringZilla's `#if defined(__NVCC__)` `#define SZ_USE_CUDA (1)` turns
its whole GPU backend off. Where the branch nvcc takes is the CUDA path, hipcc (whose clang defines
``__HIPCC__`` in both passes, as ``__CUDACC__`` becomes) takes it on AMD: the name is written
``__HIPCC__``, with a ``nvcc-macro-decided`` note. Not where nvcc's branch is of nvcc alone: only its
pragmas (`#pragma nv_diag_suppress`, `diag_suppress`, `hd_warning_disable`...), or inline asm with an
alternative beside it. Those stay as written, with the ``version-macro`` warning, as does a use in
code or a #define body (which compiler runs is the user's call there).
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context
from cass_lsp.translate.directives import directive_at, tests_name
from cass_lsp.translate.rules import rule

NAME = "__NVCC__"
HIP_NAME = "__HIPCC__"
DECIDED = "nvcc-macro-decided"
KEPT = "version-macro"

# nvcc's own pragmas: what a branch that holds nothing else is for (clang does not know them).
_NVCC_PRAGMA = re.compile(
    rb"^[ \t]*(?:#[ \t]*pragma[ \t]+|_Pragma[ \t]*\([ \t]*\")"
    rb"(?:nv_\w+|diag_\w+|hd_warning_disable|push|pop)\b[^\n]*$"
)
_ASM = frozenset({"asm", "__asm__", "__asm"})
_IFS = ("preproc_if", "preproc_ifdef", "preproc_elif", "preproc_elifdef")


def _kept_message(where: str) -> str:
    return (
        f"HIP does not define {NAME}, nvcc's own macro: {where}, so a test on it takes the branch of other"
        f" compilers. Test __HIP_PLATFORM_AMD__ or HIP_VERSION (from hip/hip_version.h) for the HIP build"
    )


def _nvcc_branch(directive: Node, test: Node) -> tuple[int, int, bool]:
    """The bytes of the branch nvcc takes at ``directive`` (whose test holds ``test``), and whether
    the directive has another branch."""
    alternative = directive.child_by_field_name("alternative")
    cut = alternative.start_byte if alternative is not None else directive.children[-1].start_byte
    condition = directive.text or b""
    negated = directive.children[0].type == "#ifndef" or re.match(rb"#[ \t]*(?:el)?if[ \t]*!", condition) is not None
    if negated:
        if alternative is None:
            return cut, cut, False
        return alternative.start_byte, alternative.end_byte, True
    return test.end_byte, cut, alternative is not None


def _of_nvcc_alone(ctx: Context, start: int, end: int, has_alternative: bool) -> bool:
    """Is the branch [start, end) nvcc's alone: only its pragmas, or inline asm where the directive
    offers another branch?"""
    lines = [line for line in ctx.data[start:end].split(b"\n")[1:] if line.strip()]
    code = [line for line in lines if not line.lstrip().startswith((b"//", b"#else", b"#elif", b"#endif"))]
    if code and all(_NVCC_PRAGMA.match(line) for line in code):
        return True
    return has_alternative and any(name in _ASM for _, _, name in lexer.identifiers(ctx.data, start, end))


def _directive_of(node: Node) -> tuple[Node, Node] | None:
    """(the #if/#ifdef/#elif, its name or condition) when ``node`` is the test of one."""
    parent = node.parent
    while parent is not None:
        if parent.type in _IFS:
            test = parent.child_by_field_name("condition") or parent.child_by_field_name("name")
            return (parent, test) if test is not None and test.start_byte <= node.start_byte < test.end_byte else None
        if parent.type.startswith("preproc") and parent.type != "preproc_defined":
            return None
        parent = parent.parent
    return None


def _decide(ctx: Context, start: int, end: int, branch: tuple[int, int, bool] | None) -> None:
    if branch is not None and _of_nvcc_alone(ctx, *branch):
        ctx.report(KEPT, _kept_message("the branch it guards is of nvcc alone and stays out on AMD"), start, end)
        return
    ctx.replace(start, end, HIP_NAME)
    ctx.report(
        DECIDED,
        f"HIP does not define {NAME}, nvcc's own macro, so this test would take the branch of other compilers"
        f" and the code nvcc compiles would vanish on AMD: the branch of nvcc is the CUDA path, which hipcc takes,"
        f" so it is tested as {HIP_NAME} (defined by hipcc in both passes, as {NAME}'s __CUDACC__ becomes)",
        start,
        end,
    )


def _in_macro(ctx: Context, start: int, end: int, name: str) -> None:
    ctx.report(KEPT, _kept_message("which compiler runs is the user's call in a #define body"), start, end)


@rule(
    "nvcc-macro",
    macro=_in_macro,
    names={NAME},
    codes={DECIDED, KEPT},
    doc="__NVCC__ tests decided as __HIPCC__ where nvcc's branch is the CUDA path",
)
def _in_code(ctx: Context, node: Node, name: str) -> None:
    if node.type != "identifier":
        return
    found = _directive_of(node)
    if found is not None:
        _decide(ctx, node.start_byte, node.end_byte, _nvcc_branch(*found))
    elif tests_name(ctx.data, node.start_byte) or directive_at(ctx.data, node.start_byte) in ("if", "elif"):
        _decide(ctx, node.start_byte, node.end_byte, None)  # a directive the tree did not parse: no branch known
    else:
        ctx.report(KEPT, _kept_message("in code it is undeclared"), node.start_byte, node.end_byte)
