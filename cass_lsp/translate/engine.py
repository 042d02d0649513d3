"""The rule engine: CUDA source in, HIP source, source map and findings out.

One tree-sitter parse; file-wide facts computed on demand; then, over a byte range (the whole
file, or one kernel), the identifier scan and the range passes, and the finishing step that
turns the rules' needs into edits. Which rules run, on what, in what order and with what
precedence comes from the rule set of the options (rules.py): the engine names no rule. Every rule emits edits
over the CUDA bytes through the recorder; the HIP text and the source map are derived from the
edits that stand.

A large file is translated in chunks, one tree alive at a time, each parsed once: its
declarations join the whole-file facts just before it is translated, and what the rules read of
those facts is watched (``facts.Watch``). Where a later chunk would have changed an answer (a
function of an API's name defined after a use), the file is translated again in two passes, all
the facts gathered first: the same output either way.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from tree_sitter import Node, Tree

from cass_lsp.core.result import Edit, Finding, TranslationResult, apply_edits, decode, encode, source_map_for
from cass_lsp.syntax.cuda import Function, kernel_at, kernels
from cass_lsp.syntax.languages import iter_errors, parse
from cass_lsp.translate import identifiers
from cass_lsp.translate.chunks import NO_TREE, StaleFacts, group, parse_chunks, parse_ranges, points
from cass_lsp.translate.context import Context, TranslateOptions
from cass_lsp.translate.mapping import HIP_7, MappingData, load
from cass_lsp.translate.recorder import Recorder
from cass_lsp.translate.rules import WholeFileFact

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

    @property
    def all_edits(self) -> tuple[Edit, ...]:
        return tuple(sorted((*self.include_edits, *self.edits)))


def normalize(edits: list[Edit]) -> tuple[Edit, ...]:
    """Sorted, duplicate-free, non-overlapping edits, as the recorder resolves them (edits made
    outside any rule: an enclosing edit wins over what it encloses)."""
    recorder = Recorder()
    for edit in edits:
        recorder.edit(edit, "")
    return tuple(r.edit for r in recorder.resolve_edits())


def _mapping(options: TranslateOptions) -> MappingData:
    """The mapping data a translation with ``options`` reads (HIP 7 renamed some of HIP 6's names)."""
    return load(roc=options.roc, hip_7=options.hip >= HIP_7)


def _context(source: str, options: TranslateOptions | None, tree: Tree | None) -> Context:
    data = encode(source)
    if tree is None:
        tree = parse("cuda", data)
    options = options or TranslateOptions()
    return Context(source, data, tree, options, _mapping(options))


def _run_range_passes(ctx: Context, start: int, end: int) -> None:
    ctx.range_mark, ctx.range_findings_mark = ctx.record.marks()
    identifiers.scan(ctx, start, end)
    data = ctx.data
    for r in ctx.rules.phase("range") + ctx.rules.phase("review"):
        if r.when and not r.applies(ctx.options):
            continue
        if r.pattern is not None and data.find(r.pattern, start, end) == -1:
            continue
        with ctx.with_rule(r.id):
            r.run(ctx, start, end)  # type: ignore[misc]


def _finish(ctx: Context, kernel: tuple[int, int] | None) -> tuple[Edit, ...]:
    out: list[Edit] = []
    for r in ctx.rules.phase("finish"):
        with ctx.with_rule(r.id):
            out.extend(r.run(ctx, kernel) or ())  # type: ignore[misc]
    return tuple(out)


def _by_position(findings: list[Finding]) -> tuple[Finding, ...]:
    return tuple(sorted(findings, key=lambda f: (f.start, f.end, f.code)))


Ranges = list[tuple[int, int]]
C = TypeVar("C", bound=Context)


class _OnePassContext(Context):
    """A context whose whole-file facts grow chunk by chunk as it translates (``_one_pass``): the
    rules' reads of them are watched (``facts.Watch``)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.watch = self.facts.watch_reads()

    def gathered(self, fact: WholeFileFact) -> Any:
        if self.watch.read():
            self.watch.read_whole.add(fact)
        return super().gathered(fact)

    def gather_chunk(self, start: int, end: int) -> None:
        read = {fact: self.gathered(fact) for fact in self.watch.read_whole}  # (not logged: gathering)
        super().gather_chunk(start, end)
        if any(self.gathered(fact) != value for fact, value in read.items()):
            keys = sorted(fact.key for fact in read)
            raise StaleFacts(f"gathered facts read before chunk {start}-{end} changed: {keys}")


def _chunked_context(
    kind: type[C], source: str, data: bytes, options: TranslateOptions | None, chunks: Ranges, pieces: Ranges
) -> C:
    """A context for a translation in ``chunks``, with the tree of the file's includes
    (``_pieces_tree``); the whole-file facts are not gathered yet."""
    options = options or TranslateOptions()
    ctx = kind(source, data, _pieces_tree(data, pieces, b"include"), options, _mapping(options), chunks)
    ctx.includes_root = ctx.root
    return ctx


def _gather(ctx: Context, tree: Tree, start: int, end: int) -> bool:
    """Set chunk [start, end)'s tree and add the chunk to the whole-file facts; False where the chunk
    fails to parse at its top level or in its last item: tree-sitter's error recovery in the whole
    file may then reach over the chunk's bounds (a header whose whole tree is one ERROR; an `#endif`
    that a `#define` with a trailing blank swallowed, missing at the end)."""
    root = tree.root_node
    if _unsure(root, end == len(ctx.data)):
        return False
    ctx.set_tree(tree, (start, end))
    ctx.facts.absorb(root, start, end)
    ctx.gather_chunk(start, end)
    return True


def _one_pass(
    source: str, data: bytes, options: TranslateOptions | None, chunks: Ranges, pieces: Ranges
) -> Context | None:
    """Translate in ``chunks``, one parse of each: a chunk's declarations join the whole-file facts
    just before it is translated. The rules' reads of the facts are watched (``facts.Watch``):
    raises ``StaleFacts`` where a later chunk would have changed an answer already given (a
    function of an API's name defined after a use of the name), and the caller then translates in
    ``_two_passes``; the same output as theirs whenever it returns. None where a chunk is unsure
    (``_gather``): the file is translated whole."""
    ctx = _chunked_context(_OnePassContext, source, data, options, chunks, pieces)
    watch = ctx.watch
    for start, end, tree in parse_chunks(data, chunks):
        watch.gathering = True
        try:
            sure = _gather(ctx, tree, start, end)
        finally:
            watch.gathering = False
        if not sure:
            return None
        _run_range_passes(ctx, start, end)
        del tree
    with _no_tree(ctx):  # the memos computed from the facts are computed again: no tree there
        ctx.facts.end_watch()
    return ctx


def _two_passes(
    source: str, data: bytes, options: TranslateOptions | None, chunks: Ranges, pieces: Ranges
) -> Context | None:
    """Translate in ``chunks``, the whole-file facts gathered over every chunk first (one parse of
    each, dropped), then each chunk parsed again and translated. None where a chunk is unsure
    (``_gather``)."""
    ctx = _chunked_context(Context, source, data, options, chunks, pieces)
    for start, end, tree in parse_chunks(data, chunks):
        if not _gather(ctx, tree, start, end):
            return None
        del tree
    for start, end, chunk_tree in parse_chunks(data, chunks):
        ctx.set_tree(chunk_tree, (start, end))
        _run_range_passes(ctx, start, end)
        del chunk_tree
    return ctx


@contextmanager
def _no_tree(ctx: Context) -> Iterator[None]:
    saved = ctx.tree, ctx.root, ctx.chunk
    ctx.tree, ctx.root, ctx.chunk = NO_TREE, NO_TREE, (0, 0)
    try:
        yield
    finally:
        ctx.tree, ctx.root, ctx.chunk = saved


def _unsure(root: Node, last_chunk: bool) -> bool:
    """Does the chunk's tree fail at its top level, or at its end (a node missing there) where the
    file goes on?"""
    children = root.children
    if root.is_error or any(c.is_error or c.is_missing for c in children):
        return True
    last = children[-1] if children and not last_chunk else None
    return last is not None and any(e.end_byte >= last.end_byte - 1 for e in iter_errors(last, 1000))


def _pieces_tree(data: bytes, pieces: list[tuple[int, int]], *needles: bytes) -> Tree:
    """A tree of the first piece (top-level items, or #if groups, between two cut points) and of
    those that hold one of ``needles``: the first is where the finishing step inserts in a file
    that includes nothing."""
    kept = [p for p in pieces if p[0] == 0 or any(data.find(n, *p) != -1 for n in needles)]
    return parse_ranges(data, kept)


def _finish_tree(ctx: Context, pieces: list[tuple[int, int]]) -> Tree | None:
    """The tree the finishing step needs in a chunked translation, where the includes' does not do:
    one with the launches too, when whether the file needs the HIP runtime comes down to them
    (``includes.needs_runtime``)."""
    needs = ctx.needs
    if ctx.options.add_runtime_include and not (needs.device_code or needs.runtime_api) and b"<<<" in ctx.data:
        return _pieces_tree(ctx.data, pieces, b"include", b"<<<")
    return None


def _chunked(source: str, data: bytes, options: TranslateOptions, chunks: Ranges, pieces: Ranges) -> Context | None:
    if options.one_pass:
        try:
            return _one_pass(source, data, options, chunks, pieces)
        except StaleFacts:
            pass
    return _two_passes(source, data, options, chunks, pieces)


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
    cut_points = points(data) if tree is None and len(data) > chunk_bytes else []
    chunks = group(cut_points, chunk_bytes, len(data))
    pieces = group(cut_points, 1, len(data))
    chunked = _chunked(source, data, options, chunks, pieces) if len(chunks) > 1 else None
    if chunked is not None:  # else: one chunk, or a top-level syntax error in one
        ctx = chunked
        # The finishing step looks at the includes (and the launches, see _finish_tree).
        finish_tree = _finish_tree(ctx, pieces)
        ctx.root = ctx.includes_root if finish_tree is None else finish_tree.root_node
    else:
        ctx = _context(source, options, tree)
        _run_range_passes(ctx, 0, len(ctx.data))
    _finish(ctx, None)
    edits, _, findings = ctx.record.resolve()
    return TranslationResult(
        source=source,
        text=apply_edits(ctx.data, edits),
        edits=edits,
        findings=_by_position(findings),
        source_map=source_map_for(ctx.data, edits),
        engine="rules",
        compat=tuple(sorted(ctx.needs.compat)),
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
    include_edits = _finish(ctx, (start, end))
    all_edits, _, live = ctx.record.resolve()
    edits = tuple(e for e in all_edits if start <= e.start and e.end <= end)
    local = decode(ctx.data[start:end])
    shifted = [Edit(e.start - start, e.end - start, e.text) for e in edits]
    findings = _by_position([f for f in live if start <= f.start < end])
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
