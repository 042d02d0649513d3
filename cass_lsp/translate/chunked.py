"""A large file translated chunk by chunk, one tree alive at a time: the same output as the whole
file's translation (tests/translate/test_chunked_translation.py).

``translate`` cuts the file at top-level boundaries (``chunks.plan``) and gives the context of the
file translated, ready for the finishing step, or None where the file is one chunk or a chunk does
not parse alone (the caller then translates the file whole). Each chunk is parsed once and
translated as soon as its declarations join the whole-file facts (``one_pass``): what the rules
read of those facts is watched (``facts.Watch``), and where a later chunk would have changed an
answer (a function of an API's name defined after a use) the file is translated again in two
passes, all the facts gathered first (``TranslateOptions.one_pass`` False: always so).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from tree_sitter import Node, Tree

from cass_lsp.syntax.languages import iter_errors
from cass_lsp.translate.chunks import NO_TREE, Plan, StaleFacts, parse_chunks, parse_range, parse_ranges, plan
from cass_lsp.translate.context import Context, TranslateOptions
from cass_lsp.translate.rules import WholeFileFact

# What is run over each chunk: the identifier scan and the range passes (engine.run_passes).
Passes = Callable[[Context, int, int], None]
C = TypeVar("C", bound=Context)


def translate(source: str, data: bytes, options: TranslateOptions, chunk_bytes: int, passes: Passes) -> Context | None:
    """``source`` (``data``, its bytes) translated by ``passes`` in chunks of about ``chunk_bytes``,
    the context's root then a tree of what the finishing step reads; None where the file is one
    chunk or a chunk does not parse alone (``_gather``)."""
    cut = plan(data, chunk_bytes)
    if not cut.chunked:
        return None
    ctx: Context | None = None
    if options.one_pass:
        try:
            ctx = one_pass(source, data, options, cut, passes)
        except StaleFacts:
            ctx = _two_passes(source, data, options, cut, passes)
    else:
        ctx = _two_passes(source, data, options, cut, passes)
    if ctx is not None:
        # The finishing step looks at the includes (and the launches, see _finish_tree).
        finish_tree = _finish_tree(ctx, cut)
        ctx.root = ctx.includes_root if finish_tree is None else finish_tree.root_node
    return ctx


class _OnePassContext(Context):
    """A context whose whole-file facts grow chunk by chunk as it translates (``one_pass``): the
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


def one_pass(source: str, data: bytes, options: TranslateOptions, cut: Plan, passes: Passes) -> Context | None:
    """Translate in ``cut``'s chunks, one parse of each: a chunk's declarations join the whole-file
    facts just before it is translated. The rules' reads of the facts are watched (``facts.Watch``):
    raises ``StaleFacts`` where a later chunk would have changed an answer already given (a function
    of an API's name defined after a use of the name), and the caller then translates in two passes;
    the same output as theirs whenever it returns. None where a chunk is unsure (``_gather``)."""
    ctx = _context(_OnePassContext, source, data, options, cut)
    watch = ctx.watch
    for parsed in _sure_chunks(data, cut.chunks):
        if parsed is None:
            return None
        start, end, tree = parsed
        watch.gathering = True
        try:
            _gather(ctx, tree, start, end)
        finally:
            watch.gathering = False
        passes(ctx, start, end)
        del tree, parsed
    with _no_tree(ctx):  # the memos computed from the facts are computed again: no tree there
        ctx.facts.end_watch()
    return ctx


def _two_passes(source: str, data: bytes, options: TranslateOptions, cut: Plan, passes: Passes) -> Context | None:
    """Translate in ``cut``'s chunks, the whole-file facts gathered over every chunk first (one parse
    of each, dropped), then each chunk parsed again and translated. None where a chunk is unsure
    (``_gather``)."""
    ctx = _context(Context, source, data, options, cut)
    for parsed in _sure_chunks(data, cut.chunks):
        if parsed is None:
            return None
        start, end, tree = parsed
        _gather(ctx, tree, start, end)
        del tree, parsed
    for start, end, chunk_tree in parse_chunks(data, cut.chunks):
        ctx.set_tree(chunk_tree, (start, end))
        passes(ctx, start, end)
        del chunk_tree
    return ctx


def _context(kind: type[C], source: str, data: bytes, options: TranslateOptions, cut: Plan) -> C:
    """A context for a translation in ``cut``'s chunks, with the tree of the file's includes
    (``_pieces_tree``); the whole-file facts are not gathered yet."""
    ctx = kind(source, data, _pieces_tree(data, cut.pieces, b"include"), options, cut.chunks)
    ctx.includes_root = ctx.root
    return ctx


def _gather(ctx: Context, tree: Tree, start: int, end: int) -> None:
    """Set chunk [start, end)'s tree and add the chunk to the whole-file facts."""
    ctx.set_tree(tree, (start, end))
    ctx.facts.absorb(tree.root_node, start, end)
    ctx.gather_chunk(start, end)


MAX_MERGED = 8  # chunks an unsure one is merged with, at most
# A file up to this size is translated whole where a chunk stays unsure (the same output as ever);
# a larger one keeps that chunk's own parse, errors and all: the whole file's tree would cost about
# 35 bytes per byte (a 30 MB file's, 1 GB), and where a chunk's errors reach its end the whole
# file's parse is rarely sounder (a concatenation of HeCBench's sources parses to one ERROR).
WHOLE_FILE_BYTES = 2 * 2**20


def _sure_chunks(data: bytes, chunks: list[tuple[int, int]]) -> Iterator[tuple[int, int, Tree] | None]:
    """(start, end, tree) of each chunk in order, one parse at a time, where it parses as it does in
    the whole file (``_unsure``). An unsure chunk is merged with the chunks after it (``chunks`` is
    changed in place: the context's list) until the merged range is sure: one construct the parse
    reads otherwise in a chunk costs a few chunks, not a tree of the whole file. Where no range of up
    to ``MAX_MERGED`` chunks is sure: None (and the end: the file is translated whole), or for a file
    over ``WHOLE_FILE_BYTES`` the chunk as it parsed alone."""
    row = data.count(b"\n", 0, chunks[0][0]) if chunks else 0
    i = 0
    while i < len(chunks):
        start, end = chunks[i]
        alone = tree = parse_range(data, start, end, row)
        last = i
        while _unsure(tree.root_node, end == len(data)):
            if last + 1 == len(chunks) or last - i == MAX_MERGED:
                if len(data) <= WHOLE_FILE_BYTES:
                    yield None
                    return
                tree, last, end = alone, i, chunks[i][1]
                break
            last += 1
            end = chunks[last][1]
            tree = parse_range(data, start, end, row)
        chunks[i : last + 1] = [(start, end)]
        del alone
        yield start, end, tree
        del tree
        row += data.count(b"\n", start, end)
        i += 1


@contextmanager
def _no_tree(ctx: Context) -> Iterator[None]:
    saved = ctx.tree, ctx.root, ctx.chunk
    ctx.tree, ctx.root, ctx.chunk = NO_TREE, NO_TREE, (0, 0)
    try:
        yield
    finally:
        ctx.tree, ctx.root, ctx.chunk = saved


def _unsure(root: Node, last_chunk: bool) -> bool:
    """Might the chunk's tree differ from the whole file's? Where it is one ERROR (a header tree-sitter
    cannot read), or where the file goes on and the chunk's last item failed to parse or has an
    error or a missing node at its end: tree-sitter's error recovery in the whole file may then
    reach over the chunk's end (an `#endif` that a `#define` with a trailing blank swallowed). An
    error before a last item that parsed was recovered from within the chunk: the parse is back at
    the top level, as it is at the chunk's start."""
    children = root.children
    if root.is_error or not children:
        return root.is_error
    last = children[-1]
    if last_chunk:
        return False
    return last.is_error or last.is_missing or any(e.end_byte >= last.end_byte - 1 for e in iter_errors(last, 1000))


def _pieces_tree(data: bytes, pieces: list[tuple[int, int]], *needles: bytes) -> Tree:
    """A tree of the first piece (top-level items, or #if groups, between two cut points) and of
    those that hold one of ``needles``: the first is where the finishing step inserts in a file
    that includes nothing."""
    kept = [p for p in pieces if p[0] == 0 or any(data.find(n, *p) != -1 for n in needles)]
    return parse_ranges(data, kept)


def _finish_tree(ctx: Context, cut: Plan) -> Tree | None:
    """The tree the finishing step needs in a chunked translation, where the includes' does not do:
    one with the launches too, when whether the file needs the HIP runtime comes down to them
    (``includes.needs_runtime``)."""
    needs = ctx.needs
    if ctx.options.add_runtime_include and not (needs.device_code or needs.runtime_api) and b"<<<" in ctx.data:
        return _pieces_tree(ctx.data, cut.pieces, b"include", b"<<<")
    return None
