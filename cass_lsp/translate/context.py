"""What the rules of one translation share: the options, the tree, read-only facts about the file
(``FileFacts``), the rewrite recorder (edits and findings, each with the rule that made it) and
the typed needs that the finishing step turns into edits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, Literal, TypeVar

from tree_sitter import Node, Tree

from cass_lsp.core.result import Edit, Finding, Severity, decode
from cass_lsp.translate import lexer, rules
from cass_lsp.translate.chunks import parse_range
from cass_lsp.translate.facts import FileFacts
from cass_lsp.translate.findings import finding
from cass_lsp.translate.mapping import MappingData, version_tuple
from cass_lsp.translate.recorder import Recorder
from cass_lsp.translate.tree import (  # noqa: F401  (re-exported: rule modules import them from here)
    CODE_IDENTIFIERS,
    THIRTY_TWO_BIT_TYPES,
    call_arguments,
    call_of_callee,
    declarator_names,
    declared_names,
    thread_like,
)

T = TypeVar("T")

# Whole-file facts that need the tree, computed per byte range and merged (``Context.gathered``):
# key -> (compute over [start, end) with ``ctx.root`` the tree there, merge of two results).
# Registered by the rule modules; a chunked translation computes them all in one pass over the
# chunks before translating any.
GATHERS: dict[str, tuple[Callable[[Context, int, int], Any], Callable[[Any, Any], Any]]] = {}


def gather(key: str, compute: Callable[[Context, int, int], T], merge: Callable[[T, T], T]) -> None:
    """Declare a whole-file fact ``key`` (see ``GATHERS``)."""
    GATHERS[key] = (compute, merge)


# The newest HIP whose headers the rules were checked against (the 6.4 lane's release):
# the target when none is given.
NEWEST_HIP = "6.4.3"


@dataclass(frozen=True)
class TranslateOptions:
    """How to translate.

    ``hip_version``: the HIP the output must build with (e.g. "5.2.3"); HIP names that appeared
    later become ``hip-version`` findings, and rules whose output differs between HIP releases
    (warp intrinsics) write for it. None: the newest we know (``NEWEST_HIP``).
    """

    launch_style: Literal["chevrons", "hipLaunchKernelGGL"] = "chevrons"
    hip_version: str | None = None
    add_runtime_include: bool = True
    # cuBLAS/cuRAND/cuSPARSE/cuSOLVER straight to rocBLAS/rocRAND/rocSPARSE/rocSOLVER, no hip*
    # layer (HIPIFY's -roc); cuDNN goes to MIOpen either way.
    roc: bool = False
    # Where the definitions of CUDA device functions HIP lacks go (compat.py): None, inline in the
    # file; else `#include "<compat_header>"` (a port writes that header once).
    compat_header: str | None = None
    # Names with a CUDA API prefix that the project declares in its other files or defines in its
    # build files (unknown_api.project_names): the project's own, never an unknown CUDA API. Sorted:
    # the options' repr keys a build tree's translations (keep_cuda.input_key).
    project_names: tuple[str, ...] = ()

    @property
    def hip(self) -> tuple[int, ...]:
        """The target HIP as a version tuple, e.g. (6, 4, 3)."""
        return version_tuple(self.hip_version or NEWEST_HIP)


@dataclass
class Needs:
    """What the output needs besides the rules' own edits. Each field is set through
    ``Context.need`` by the rules that declare it in ``Rule.produces``; the finishing step
    (finish.py) turns the needs into edits."""

    device_code: bool = False  # the file has device code: the HIP runtime include
    runtime_api: bool = False  # the file calls the runtime or driver API: the HIP runtime include
    warp_sync_builtins: bool = False  # the output uses HIP 6.2+'s *_sync intrinsics: their define
    compat: set[str] = field(default_factory=set)  # CUDA device functions HIP lacks, defined (compat.py)
    headers: set[str] = field(default_factory=set)  # library headers rewritten calls need
    hipblas_half: bool = False  # HIPBLAS_USE_HIP_HALF before hipblas.h (hipBLAS's half functions)


NEEDS = frozenset(f.name for f in fields(Needs))


class Context:
    """``tree``: of the whole file, or (a chunked translation, ``chunks``) of the chunk being
    translated, its nodes at their offsets in the file: then ``node_at`` finds a node anywhere,
    ``includes_root`` holds every include, and ``gathered`` facts were computed over every chunk."""

    def __init__(
        self,
        source: str,
        data: bytes,
        tree: Tree,
        options: TranslateOptions,
        mapping: MappingData,
        chunks: list[tuple[int, int]] | None = None,
    ):
        self.source = source
        self.data = data
        self.tree = tree
        self.root = tree.root_node
        self.options = options
        self.mapping = mapping
        self.chunks = chunks
        self.chunk = (0, len(data))  # the byte range ``tree`` holds
        self.includes_root = self.root  # a tree with every #include of the file (and its start)
        self.facts = FileFacts(data, self.root, mapping)
        self.needs = Needs()
        self.record = Recorder()
        # How many edits and findings were recorded before the range being translated.
        self.range_mark = self.range_findings_mark = 0
        self.rule = ""  # the id of the rule running: its edits and findings carry it
        self._reported_once: set[str] = set()
        self._state: dict[str, Any] = {}
        self._gathered: dict[str, Any] = {}
        self._other: tuple[tuple[int, int], Node] | None = None  # a chunk ``node_at`` parsed

    # -- the tree -------------------------------------------------------------------------------
    def set_tree(self, tree: Tree, chunk: tuple[int, int]) -> None:
        """Translate the chunk ``chunk`` next, with ``tree`` (a chunked translation)."""
        self.tree, self.root, self.chunk = tree, tree.root_node, chunk
        self.facts.set_root(self.root)

    def node_at(self, start: int, end: int) -> Node | None:
        """The smallest node spanning [start, end), wherever it is in the file (in a chunked
        translation, another chunk is parsed for it: for the rare whole-file look-up)."""
        lo, hi = self.chunk
        if self.chunks is None or lo <= start < hi:
            return self.root.descendant_for_byte_range(start, end)
        if self._other is None or not self._other[0][0] <= start < self._other[0][1]:
            chunk = next(c for c in self.chunks if c[0] <= start < c[1] or c[1] == len(self.data))
            self._other = (chunk, parse_range(self.data, *chunk).root_node)
        return self._other[1].descendant_for_byte_range(start, end)

    def gathered(self, key: str) -> Any:
        """The whole-file fact ``key`` declared with ``gather``."""
        if key not in self._gathered:
            compute, _ = GATHERS[key]
            self._gathered[key] = compute(self, 0, len(self.data))
        return self._gathered[key]

    def gather_chunk(self, start: int, end: int) -> None:
        """Add chunk [start, end) (the tree set) to every declared whole-file fact."""
        for key, (compute, merge) in GATHERS.items():
            found = compute(self, start, end)
            self._gathered[key] = merge(self._gathered[key], found) if key in self._gathered else found

    # -- text ---------------------------------------------------------------------------------
    def text(self, node: Node) -> str:
        return decode(self.data[node.start_byte : node.end_byte])

    def hip_text(self, start: int, end: int) -> str:
        """The HIP text of CUDA bytes [start, end): identifiers renamed (not the user's own names,
        ``FileFacts.user_api_names``), literals kept."""
        out: list[str] = []
        pos = start
        apis = self.mapping.apis
        users = None
        for s, e, name in lexer.identifiers(self.data, start, end):
            entry = apis.get(name)
            if entry is not None and entry.renamed and entry.supported:
                users = self.facts.user_api_names if users is None else users
                if name in users:
                    continue
                out.append(decode(self.data[pos:s]))
                out.append(entry.hip)
                pos = e
        out.append(decode(self.data[pos:end]))
        return "".join(out)

    # -- results ------------------------------------------------------------------------------
    def replace(self, start: int, end: int, text: str) -> None:
        self.record.edit(Edit(start, end, text), self.rule)

    def report(self, code: str, message: str, start: int, end: int, **kwargs) -> Finding:  # type: ignore[no-untyped-def]
        rules.check(
            not self.rule or code in rules.get(self.rule).codes,
            f"rule {self.rule!r} reported {code!r}, which it does not declare",
        )
        f = finding(code, message, start, end, **kwargs)
        self.record.finding(f, self.rule)
        return f

    def need(self, what: str, item: str | None = None) -> None:
        """Record a need (a field of ``Needs``; ``item``: one more of a set's members)."""
        rules.check(
            what in NEEDS and (not self.rule or what in rules.get(self.rule).produces),
            f"rule {self.rule!r} records the need {what!r}, which it does not declare",
        )
        if item is None:
            setattr(self.needs, what, True)
        else:
            getattr(self.needs, what).add(item)

    def state(self, key: str, initial: Callable[[], T]) -> T:
        """Mutable state a rule keeps across the occurrences it handles in this file (``key``:
        prefixed with the rule's id), made by ``initial`` on first use."""
        if key not in self._state:
            self._state[key] = initial()
        return self._state[key]  # type: ignore[no-any-return]

    def with_rule(self, rule_id: str) -> _Running:
        """``with ctx.with_rule(id):`` what is recorded inside is rule ``id``'s."""
        return _Running(self, rule_id)

    def report_once(self, key: str, code: str, message: str, start: int, end: int, **kwargs) -> None:  # type: ignore[no-untyped-def]
        """Report only the first occurrence of ``key`` in the file (for notes that repeat)."""
        if key not in self._reported_once:
            self._reported_once.add(key)
            self.report(code, message, start, end, **kwargs)

    def severity_for_hip(self, needed: str) -> Severity | None:
        """ERROR when the configured HIP is older than ``needed``, else the kind's default."""
        if self.options.hip < version_tuple(needed):
            return Severity.ERROR
        return None


class _Running:
    def __init__(self, ctx: Context, rule_id: str) -> None:
        self.ctx, self.rule_id, self.previous = ctx, rule_id, ""

    def __enter__(self) -> Context:
        self.previous, self.ctx.rule = self.ctx.rule, self.rule_id
        return self.ctx

    def __exit__(self, *exc: object) -> None:
        self.ctx.rule = self.previous
