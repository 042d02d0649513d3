"""The rule engine: CUDA source in, HIP source, source map and findings out.

One tree-sitter parse, one pre-pass for file-wide facts, then passes over a byte range (the
whole file, or one kernel): identifiers (renames and API findings), number literals (warp-size
hazards), inline assembly, launches and, for the whole file, includes. Every pass emits edits
over the CUDA bytes; the HIP text and the source map are derived from them.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from tree_sitter import Tree

from cass_lsp.core.result import Edit, Finding, TranslationResult, apply_edits, decode, encode, source_map_for
from cass_lsp.syntax.cuda import Function, kernel_at, kernels
from cass_lsp.syntax.languages import iter_errors, parse
from cass_lsp.translate import compat, cxx17, facts, hazards, identifiers, includes, launches, redefinitions, warp
from cass_lsp.translate.context import Context, TranslateOptions
from cass_lsp.translate.mapping import load

_SYNTAX_ERRORS_REPORTED = 20


@dataclass(frozen=True)
class KernelTranslation:
    """One kernel converted: the whole-file translation's edits inside the kernel (template header
    included), plus the include edit the file then needs."""

    name: str
    qualified_name: str
    start: int  # byte range of the kernel in the CUDA source
    end: int
    edits: tuple[Edit, ...]  # inside [start, end)
    include_edits: tuple[Edit, ...]  # outside the kernel: the HIP runtime include, when missing
    findings: tuple[Finding, ...]
    text: str  # the kernel's HIP text

    @property
    def all_edits(self) -> tuple[Edit, ...]:
        return tuple(sorted((*self.include_edits, *self.edits)))


def normalize(edits: list[Edit]) -> tuple[Edit, ...]:
    """Sorted, duplicate-free, non-overlapping edits.

    A replacement that overlaps an earlier (or enclosing) replacement is dropped: the enclosing
    edit rewrites that text itself (a removed mask argument, a rewritten location argument).
    Insertions are kept unless they fall strictly inside a replaced range.
    """
    ordered = sorted(set(edits), key=lambda e: (e.start, e.start != e.end, -e.end, e.text))
    out: list[Edit] = []
    covered_start, covered_end = -1, -1  # the last kept replacement
    for edit in ordered:
        if edit.start == edit.end:
            if covered_start < edit.start < covered_end:
                continue
        else:
            if edit.start < covered_end:
                continue
            covered_start, covered_end = edit.start, edit.end
        out.append(edit)
    return tuple(sorted(out))


def _live_findings(findings: list[Finding], edits: tuple[Edit, ...]) -> list[Finding]:
    """Drop API findings about names that an enclosing rewrite removed from the output."""
    replaced = [e for e in edits if e.end - e.start > 0]
    if not replaced:
        return findings
    starts = [e.start for e in replaced]
    kept = []
    for f in findings:
        if f.code in _NAME_CODES:
            i = bisect.bisect_right(starts, f.start) - 1
            if i >= 0 and replaced[i].end >= f.end and (replaced[i].start, replaced[i].end) != (f.start, f.end):
                continue
        kept.append(f)
    return kept


_NAME_CODES = frozenset({"unsupported-api", "deprecated-in-cuda", "removed-in-cuda", "hip-version"})


def _context(source: str, options: TranslateOptions | None, tree: Tree | None) -> Context:
    data = encode(source)
    if tree is None:
        tree = parse("cuda", data)
    options = options or TranslateOptions()
    ctx = Context(source, data, tree, options, load(roc=options.roc))
    facts.collect(ctx)
    return ctx


def _run_range_passes(ctx: Context, start: int, end: int) -> None:
    identifiers.scan(ctx, start, end)
    redefinitions.guard(ctx, start, end)
    cxx17.drop_register(ctx, start, end)
    cxx17.name_empty_braces(ctx, start, end)
    cxx17.add_dependent_template(ctx, start, end)
    data = ctx.data
    root = ctx.root
    for m in warp.NUMBER_CANDIDATES.finditer(data, start, end):
        node = root.descendant_for_byte_range(m.start(), m.end())
        if node is not None and node.type == "number_literal" and node.start_byte == m.start():
            warp.check_number(ctx, node)
    warp.check_warp_size_definitions(ctx, start, end)
    hazards.check_inline_asm(ctx, start, end)
    if ctx.options.launch_style == "hipLaunchKernelGGL":
        launches.rewrite(ctx, start, end)
    for error in iter_errors(root, _SYNTAX_ERRORS_REPORTED):
        if start <= error.start_byte < end:
            what = "missing " + error.type if error.is_missing else "unparsed code"
            ctx.report(
                "syntax-error",
                f"tree-sitter could not parse this ({what}); names in it were still translated, but check it by hand",
                error.start_byte,
                max(error.end_byte, error.start_byte + 1) if error.start_byte < len(data) else error.start_byte,
            )


def translate(
    source: str | bytes, options: TranslateOptions | None = None, *, tree: Tree | None = None
) -> TranslationResult:
    """Translate a whole CUDA file. ``tree``: a tree-sitter-cuda tree of ``source`` already parsed.

    ``source`` may be bytes in any encoding: bytes that are not UTF-8 are carried through
    unchanged (``result.data`` is the output as bytes; ``result.text`` holds them as lone
    surrogates, see ``result.decode``)."""
    if isinstance(source, bytes):
        source = decode(source)
    ctx = _context(source, options, tree)
    _run_range_passes(ctx, 0, len(ctx.data))
    includes.rewrite(ctx, compat.after_runtime(ctx))
    define = warp.builtins_define_edit(ctx)
    if define is not None:
        ctx.edits.append(define)
    edits = normalize(ctx.edits)
    findings = tuple(sorted(_live_findings(ctx.findings, edits), key=lambda f: (f.start, f.end, f.code)))
    return TranslationResult(
        source=source,
        text=apply_edits(source, edits),
        edits=edits,
        findings=findings,
        source_map=source_map_for(source, edits),
        engine="rules",
        compat=tuple(sorted(ctx.compat_needed)),
    )


def find_kernel(tree: Tree, kernel: int | str) -> Function | None:
    """A kernel by byte offset (anywhere in it) or by name (plain or namespace-qualified)."""
    if isinstance(kernel, int):
        return kernel_at(tree, kernel)
    for fn in kernels(tree):
        if kernel in (fn.name, fn.qualified_name):
            return fn
    return None


def translate_kernel(
    source: str | bytes, kernel: int | str, options: TranslateOptions | None = None, *, tree: Tree | None = None
) -> KernelTranslation:
    """Convert one kernel; raises LookupError when ``kernel`` names no kernel of ``source``."""
    if isinstance(source, bytes):
        source = decode(source)
    ctx = _context(source, options, tree)
    fn = find_kernel(ctx.tree, kernel)
    if fn is None:
        raise LookupError(f"no kernel at {kernel!r}")
    start, end = fn.outer.start_byte, fn.outer.end_byte
    _run_range_passes(ctx, start, end)
    all_edits = normalize(ctx.edits)
    edits = tuple(e for e in all_edits if start <= e.start and e.end <= end)
    include_edits = _kernel_include_edits(ctx, start, end)
    local = decode(ctx.data[start:end])
    shifted = [Edit(e.start - start, e.end - start, e.text) for e in edits]
    live = _live_findings(ctx.findings, all_edits)
    findings = tuple(sorted((f for f in live if start <= f.start < end), key=lambda f: (f.start, f.end, f.code)))
    return KernelTranslation(
        name=fn.name,
        qualified_name=fn.qualified_name,
        start=start,
        end=end,
        edits=edits,
        include_edits=include_edits,
        findings=findings,
        text=apply_edits(local, shifted),
    )


def _kernel_include_edits(ctx: Context, start: int, end: int) -> tuple[Edit, ...]:
    """The HIP headers the converted kernel needs and the file lacks (the rest stays CUDA): the
    runtime, plus the counterpart of each CUDA library header whose names the kernel uses
    (curand_kernel.h for curand_init, cuComplex.h for cuCmulf, ...)."""
    define = warp.builtins_define_edit(ctx)  # *_sync intrinsics kept for HIP 6.2-6.x
    present = {inc.path for inc in includes.top_level_includes(ctx)}
    wanted = [] if includes.RUNTIME in present else [includes.RUNTIME]
    kernel = ctx.data[start:end]
    for path in sorted(present):
        target = includes.header_target(ctx, path)
        markers = _HEADER_MARKERS.get(path, ())
        if target and target not in present and target not in wanted and any(m in kernel for m in markers):
            wanted.append(target)
    # The definitions of what HIP lacks (compat.py) follow the runtime include, there or added.
    after = compat.after_runtime(ctx)
    extra: tuple[Edit, ...] = ()
    if after and includes.RUNTIME in present:
        runtime = next(inc.node for inc in includes.top_level_includes(ctx) if inc.path == includes.RUNTIME)
        extra, after = (Edit(runtime.end_byte, runtime.end_byte, after),), ""
    if not wanted:
        return extra if define is None else (define, *extra)
    point = includes.insertion_point(ctx)
    text = "".join(includes.RUNTIME_INCLUDE if t == includes.RUNTIME else f"#include <{t}>\n" for t in wanted)
    if define is not None:
        text = define.text + text
    return (Edit(point, point, text + after), *extra)


# CUDA header -> names whose use in a kernel means the converted kernel needs its HIP counterpart.
_HEADER_MARKERS: dict[str, tuple[bytes, ...]] = {
    "curand_kernel.h": (b"curand",),
    "cuComplex.h": (b"cuC", b"make_cu", b"cuFloatComplex", b"cuDoubleComplex"),
    "cooperative_groups.h": (b"cooperative_groups", b"cg::"),
    "cuda_bf16.h": (b"bfloat16",),
    "cuda_fp16.h": (b"__half", b"__h"),
    "cub/cub.cuh": (b"cub::",),
}
