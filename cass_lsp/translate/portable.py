"""Portable fixes of a CUDA source (issue 17, keep-CUDA mode): the fixes that nvcc compiles to the
same program and that remove a HIP finding, applied to the CUDA text itself.

Nothing is detected here: the rules report their findings as for a translation, and mark a fix
portable where they build it (``Edit.portable``, checks in ``portability.py``). Today these are a
warp size of 32 in device code → `warpSize` (``warp-size-literal``), a ballot kept in 32 bits
whose uses do not depend on the width → `unsigned long long` (``ballot-32bit``), and a statement
using a `cudaDeviceProp` field HIP lacks → inside `#ifndef __HIP_PLATFORM_AMD__`
(``device-prop-missing``).

    result = portable_fixes(cuda_text, TranslateOptions(hip_version="6.4.3"))
    result.text       # the fixed CUDA source
    result.findings   # the findings fixed, each with its edits in ``fix``
"""

from __future__ import annotations

import dataclasses
import re

from cass_lsp.core.result import Edit, Finding, TranslationResult, decode, encode
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import normalize, translate, translation_result

ENGINE = "portable-fixes"
# nvcc must compile the fixed source to the same code: it folds `x / 32` into a shift but not
# `x / warpSize` (a division, a loop no longer unrolled: 4% more instructions on HeCBench's two
# fixed files). So the fixes write a macro that is 32 for nvcc and warpSize for HIP.
WARP_SIZE_MACRO = "CASS_WARP_SIZE"
WARP_SIZE_DEFINITION = f"""\
#ifndef {WARP_SIZE_MACRO}  // the warp size: 32 lanes for nvcc (a constant), warpSize on AMD (32 or 64)
#if defined(__HIP_PLATFORM_AMD__)
#define {WARP_SIZE_MACRO} warpSize
#else
#define {WARP_SIZE_MACRO} 32
#endif
#endif
"""
_WARP_SIZE = re.compile(r"\bwarpSize\b")
_INCLUDE_LINE = re.compile(rb"^[ \t]*#[ \t]*(?:include|pragma[ \t]+once)\b[^\n]*\n?", re.MULTILINE)
_LEADING_COMMENTS = re.compile(rb"(?:[ \t]*(?://[^\n]*)?\n|[ \t]*/\*.*?\*/[ \t]*\n)*", re.DOTALL)


def is_portable(finding: Finding) -> bool:
    """Does ``finding`` carry a fix that every edit of is portable?"""
    return bool(finding.fix) and all(e.portable for e in finding.fix)


def portable_fixes(source: str | bytes, options: TranslateOptions | None = None) -> TranslationResult:
    """The portable fixes of CUDA ``source``, applied to it.

    Returns a TranslationResult over the CUDA source: ``text`` is the fixed CUDA text (every byte
    outside the edits kept), ``edits`` the edits applied (byte offsets into ``source``),
    ``findings`` the findings they fix, each carrying its own edits in ``fix`` (two findings in
    one statement share a guard), ``engine`` "portable-fixes". ``options`` as for ``translate``:
    the target HIP decides which findings there are. A fix that overlaps one taken before it is
    left out, with its finding.
    """
    if isinstance(source, bytes):
        source = decode(source)
    translated = translate(source, options)
    taken: list[Edit] = []
    fixed: list[Finding] = []
    for finding in translated.findings:
        if not is_portable(finding) or any(_overlaps(e, t) for e in finding.fix for t in taken):
            continue
        fixed.append(finding)
        taken.extend(e for e in finding.fix if e not in taken)
    fixed, taken = _warp_size_constant(source, fixed, taken)
    return translation_result(source, normalize(taken), tuple(fixed), engine=ENGINE)


def _overlaps(a: Edit, b: Edit) -> bool:
    """Edits whose order would matter (one edit shared by two findings does not)."""
    if a == b:
        return False
    if a.start == a.end and b.start == b.end:
        return a.start == b.start
    if a.start == a.end:
        return b.start < a.start < b.end
    if b.start == b.end:
        return a.start < b.start < a.end
    return a.start < b.end and b.start < a.end


def _warp_size_constant(source: str, fixed: list[Finding], taken: list[Edit]) -> tuple[list[Finding], list[Edit]]:
    """The warp-size fixes written with WARP_SIZE_MACRO, defined once before the first of them
    (after the includes above it)."""
    rewritten: dict[Edit, Edit] = {}
    for edit in taken:
        if edit.text and _WARP_SIZE.search(edit.text) and edit.portable:
            rewritten[edit] = dataclasses.replace(edit, text=_WARP_SIZE.sub(WARP_SIZE_MACRO, edit.text))
    if not rewritten:
        return fixed, taken
    data = encode(source)
    first = min(e.start for e in rewritten)
    at = min(_LEADING_COMMENTS.match(data).end(), first)  # a license stays first
    for m in _INCLUDE_LINE.finditer(data, 0, first):
        at = m.end()
    new_taken = [rewritten.get(e, e) for e in taken]
    if WARP_SIZE_MACRO.encode() not in data:
        new_taken.append(
            Edit(at, at, ("\n" if at else "") + WARP_SIZE_DEFINITION + ("" if at else "\n"), portable=True)
        )
    new_fixed = [
        dataclasses.replace(f, fix=tuple(rewritten.get(e, e) for e in f.fix))
        if any(e in rewritten for e in f.fix)
        else f
        for f in fixed
    ]
    return new_fixed, new_taken
