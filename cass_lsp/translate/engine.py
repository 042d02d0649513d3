"""The rule engine: CUDA source in, HIP source, source map and findings out.

One tree-sitter parse (a large file: one chunk at a time, chunked.py); file-wide facts computed on
demand (facts.py); then, over a byte range (the whole file, a chunk, or one kernel), the
identifier scan and the range passes (``run_passes``), and the finishing step that turns the
rules' needs into edits. Which rules run, on what, in what order and with what precedence comes
from the rule set of the options (rules.py): the engine names no rule. Every rule emits edits over
the CUDA bytes through the recorder; the HIP text and the source map are derived from the edits
that stand.
"""

from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Tree

from cass_lsp.core.result import (
    Edit,
    Finding,
    Suppressed,
    TranslationResult,
    apply_edits,
    decode,
    encode,
    source_map_for,
)
from cass_lsp.syntax.cuda import Function, kernel_at, kernels
from cass_lsp.syntax.languages import parse
from cass_lsp.translate import chunked, identifiers, suppression
from cass_lsp.translate.context import Context, TranslateOptions
from cass_lsp.translate.language import is_sycl
from cass_lsp.translate.recorder import Recorder

# A file larger than this is translated in chunks cut at top-level boundaries (chunks.py), one
# tree alive at a time: a whole file's tree costs about 30 bytes of heap per byte of source. The
# output is the same (tests/translate/test_chunked_translation.py).
CHUNK_BYTES = 64 * 1024


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
    suppressed: tuple[Suppressed, ...] = ()  # findings decided away (suppression.py)

    @property
    def all_edits(self) -> tuple[Edit, ...]:
        return tuple(sorted((*self.include_edits, *self.edits)))


def translate(
    source: str | bytes,
    options: TranslateOptions | None = None,
    *,
    tree: Tree | None = None,
    chunk_bytes: int = CHUNK_BYTES,
) -> TranslationResult:
    """Translate a whole CUDA file. ``tree``: a tree-sitter-cuda tree of ``source`` already parsed.
    A file larger than ``chunk_bytes`` (and no ``tree``) is translated in chunks: the same output.

    ``source`` may be bytes in any encoding: bytes that are not UTF-8 are carried through
    unchanged (``result.data`` is the output as bytes; ``result.text`` holds them as lone
    surrogates, see ``result.decode``)."""
    if isinstance(source, bytes):
        source = decode(source)
    options = options or TranslateOptions()
    data = encode(source)
    if is_sycl(data, options.language):  # not CUDA: nothing to translate, nothing to report
        return translation_result(source, (), ())
    ctx = chunked.translate(source, data, options, chunk_bytes, run_passes) if tree is None else None
    if ctx is None:  # one chunk, or a chunk that does not parse alone
        ctx = Context(source, data, tree or parse("cuda", data), options)
        run_passes(ctx, 0, len(data))
    _finish(ctx, None)
    edits, _, found = ctx.record.resolve()
    findings, suppressed = suppression.apply(data, _by_position(found), options.findings)
    return translation_result(source, edits, findings, compat=tuple(sorted(ctx.needs.compat)), suppressed=suppressed)


def translate_kernel(
    source: str | bytes, kernel: int | str, options: TranslateOptions | None = None, *, tree: Tree | None = None
) -> KernelTranslation:
    """Convert one kernel; raises LookupError when ``kernel`` names no kernel of ``source``."""
    if isinstance(source, bytes):
        source = decode(source)
    data = encode(source)
    ctx = Context(source, data, tree or parse("cuda", data), options or TranslateOptions())
    fn = _find_kernel(ctx.tree, kernel)
    if fn is None:
        raise LookupError(f"no kernel at {kernel!r}")
    start, end = fn.outer.start_byte, fn.outer.end_byte
    run_passes(ctx, start, end)
    include_edits = _finish(ctx, (start, end))
    all_edits, _, live = ctx.record.resolve()
    edits = tuple(e for e in all_edits if start <= e.start and e.end <= end)
    local = decode(data[start:end])
    shifted = [Edit(e.start - start, e.end - start, e.text) for e in edits]
    findings, suppressed = suppression.apply(data, _by_position([f for f in live if start <= f.start < end]),
                                             ctx.options.findings)  # fmt: skip
    return KernelTranslation(
        name=fn.name,
        qualified_name=fn.qualified_name,
        start=start,
        end=end,
        edits=edits,
        include_edits=include_edits,
        findings=findings,
        text=apply_edits(local, shifted),
        suppressed=suppressed,
    )


def _find_kernel(tree: Tree, kernel: int | str) -> Function | None:
    """A kernel by byte offset (anywhere in it) or by name (plain or namespace-qualified)."""
    if isinstance(kernel, int):
        return kernel_at(tree, kernel)
    for fn in kernels(tree):
        if kernel in (fn.name, fn.qualified_name):
            return fn
    return None


def run_passes(ctx: Context, start: int, end: int) -> None:
    """The identifier scan, then the range and review rules that apply, over [start, end)."""
    ctx.range_mark, ctx.range_findings_mark = ctx.record.marks()
    identifiers.scan(ctx, start, end)
    data = ctx.data
    for r in ctx.rules.phase("range") + ctx.rules.phase("review"):
        if r.when and not r.applies(ctx.options):
            continue
        if r.pattern is not None and data.find(r.pattern, start, end) == -1:
            continue
        with ctx.with_rule(r.id):
            r.run(ctx, start, end)


def _finish(ctx: Context, kernel: tuple[int, int] | None) -> tuple[Edit, ...]:
    out: list[Edit] = []
    for r in ctx.rules.phase("finish"):
        with ctx.with_rule(r.id):
            out.extend(r.run(ctx, kernel) or ())
    return tuple(out)


def _by_position(findings: list[Finding]) -> tuple[Finding, ...]:
    return tuple(sorted(findings, key=lambda f: (f.start, f.end, f.code)))


def translation_result(
    source: str,
    edits: tuple[Edit, ...],
    findings: tuple[Finding, ...],
    *,
    engine: str = "rules",
    compat: tuple[str, ...] = (),
    suppressed: tuple[Suppressed, ...] = (),
) -> TranslationResult:
    """``source`` with ``edits`` (sorted, not overlapping) applied, and its source map."""
    return TranslationResult(
        source=source,
        text=apply_edits(source, edits),
        edits=edits,
        findings=findings,
        source_map=source_map_for(source, edits),
        engine=engine,
        compat=compat,
        suppressed=suppressed,
    )


def normalize(edits: list[Edit]) -> tuple[Edit, ...]:
    """Sorted, duplicate-free, non-overlapping edits, as the recorder resolves them (edits made
    outside any rule: an enclosing edit wins over what it encloses)."""
    recorder = Recorder()
    for edit in edits:
        recorder.edit(edit, "")
    return tuple(r.edit for r in recorder.resolve_edits())
