"""What the rules of one translation share: the options (the rule set among them), the tree,
read-only facts about the file (``FileFacts``), the rewrite recorder (edits and findings, each with
the rule that made it) and the typed needs that the finishing step turns into edits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeVar

from tree_sitter import Node, Tree

from cass_lsp.core.hip_releases import NEWEST_HIP, HipRelease, release_for, version_tuple
from cass_lsp.core.result import Edit, Finding, Severity, decode
from cass_lsp.translate import lexer
from cass_lsp.translate.chunks import parse_range
from cass_lsp.translate.facts import FileFacts
from cass_lsp.translate.findings import finding
from cass_lsp.translate.language import Language
from cass_lsp.translate.mapping import MappingData, load
from cass_lsp.translate.recorder import Recorder
from cass_lsp.translate.rules import RuleError, RuleSet, WholeFileFact, default_rules
from cass_lsp.translate.suppression import FindingPolicy
from cass_lsp.translate.tree import (  # noqa: F401  (re-exported: rule modules import them from here)
    CODE_IDENTIFIERS,
    THIRTY_TWO_BIT_TYPES,
    call_arguments,
    call_of_callee,
    declared_names,
    thread_like,
)

if TYPE_CHECKING:
    from cass_lsp.translate.token_paste import PastingMacro

T = TypeVar("T")


class ProjectRules(Protocol):
    """A project's own rules (``cass_lsp.project``, over this layer): a value, equal for equal rule
    files, that adds rules to a rule set and data rules of the set consult."""

    def rule_set(self, base: RuleSet) -> RuleSet: ...

    @property
    def pasting_macros(self) -> tuple[PastingMacro, ...]:
        """The macros it names that paste CUDA names (token_paste.py reads them)."""
        ...


@dataclass(frozen=True)
class TranslateOptions:
    """How to translate.

    ``hip_version``: the HIP the output must build with (e.g. "5.2.3"); HIP names that appeared
    later become ``hip-version`` findings, and rules whose output differs between HIP releases
    (warp intrinsics) write for it. None: the newest we know (``NEWEST_HIP``).

    ``rules``: the rules to run (None: ``default_rules()``, every rule of cass_lsp/translate); a
    project may run more (``RuleSet.extended``). ``strict``: a rule doing what it did not declare
    (an edit conflict no ``supersedes`` settles, a finding code or need it did not declare) raises
    ``RuleError``; else a warning is logged and the first edit stands. The tests translate strict.
    ``one_pass``: a large file is translated chunk by chunk as each chunk's declarations join the
    whole-file facts, in two passes only where a later chunk changes a fact a rule read (chunked.py);
    False: always in two passes (the same output: tests compare them).

    ``project``: a project's own rules (``cass-lsp.toml``, cass_lsp/project), which join the rule
    set. ``findings``: what was decided about finding codes (a severity, or off), applied with the
    source's ``cass-lsp: ignore`` comments to the findings (suppression.py).
    ``targets``: the AMD targets the output is built for (the toolchain's: ``gfx942``, ``gfx1100``...),
    for the findings that depend on them (textures.py); empty where not known.
    ``language``: the source's (language.py, from its name): "c" for a ``.c`` file (C keeps
    ``register``), "sycl" for SYCL, which is left as it is.
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
    # Functions the project's other files define with inline asm in their bodies
    # (cuda_arch.asm_functions): a __CUDA_ARCH__ branch that calls one is inline PTX (cuda_arch.py).
    asm_functions: tuple[str, ...] = ()
    # Macros the project's files define that paste CUDA names together (token_paste.pasting_macros),
    # followed into the files that use them.
    pasting_macros: tuple[PastingMacro, ...] = ()
    # Functions the project's files declare for the host only and none for the GPU
    # (nvcc_only.declared_functions): a `__device__` function that calls one nvcc never emits.
    host_functions: tuple[str, ...] = ()
    rules: RuleSet | None = None
    strict: bool = False
    one_pass: bool = True
    project: ProjectRules | None = None
    findings: FindingPolicy = FindingPolicy()
    targets: tuple[str, ...] = ()
    language: Language = "cuda"

    @property
    def rule_set(self) -> RuleSet:
        rules = default_rules() if self.rules is None else self.rules
        return rules if self.project is None else self.project.rule_set(rules)

    @property
    def hip(self) -> tuple[int, ...]:
        """The target HIP as a version tuple, e.g. (6, 4, 3)."""
        return version_tuple(self.hip_version or NEWEST_HIP)

    @property
    def release(self) -> HipRelease:
        """What the target HIP has: its row of the release table (core/hip_releases.py)."""
        return release_for(self.hip)

    @property
    def mapping(self) -> MappingData:
        """The mapping data a translation with these options reads (HIP 7 renamed some of HIP 6's names)."""
        return load(roc=self.roc, hip_7=self.release.hip_7_names)


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
_NOTHING = object()


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
        chunks: list[tuple[int, int]] | None = None,
    ):
        self.source = source
        self.data = data
        self.tree = tree
        self.root = tree.root_node
        self.options = options
        self.rules = options.rule_set
        self.mapping = mapping = options.mapping
        self.chunks = chunks
        self.chunk = (0, len(data))  # the byte range ``tree`` holds
        self.includes_root = self.root  # a tree with every #include of the file (and its start)
        self.facts = FileFacts(data, self.root, mapping)
        self.needs = Needs()
        self.record = Recorder(self.rules, options.strict)
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

    def gathered(self, fact: WholeFileFact) -> Any:
        """The whole-file fact ``fact`` (declared with ``rules.gather``)."""
        if fact.key not in self._gathered:
            if fact not in self.rules.facts:  # a chunked translation would not have gathered it
                raise RuleError(f"whole-file fact {fact.key!r} is not one of the rule set's")
            self._gathered[fact.key] = fact.compute(self, 0, len(self.data))
        return self._gathered[fact.key]

    def gather_chunk(self, start: int, end: int) -> None:
        """Add chunk [start, end) (the tree set) to every whole-file fact of the rule set."""
        for fact in self.rules.facts:
            found = fact.compute(self, start, end)
            known = self._gathered.get(fact.key, _NOTHING)
            self._gathered[fact.key] = found if known is _NOTHING else fact.merge(known, found)

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
        if self.rule and self.rules.get(self.rule).keeps:
            self.record.check(False, f"rule {self.rule!r} edited text, which it declares it keeps as written")
        self.record.edit(Edit(start, end, text), self.rule)

    def report(  # type: ignore[no-untyped-def]
        self, code: str, message: str, start: int, end: int, *, scope: tuple[int, int] | None = None, **kwargs
    ) -> Finding:
        """Report a finding of catalogue code ``code``; ``scope``: the range it speaks for, when more
        than its own span (``Recorder.finding``)."""
        self.record.check(
            not self.rule or code in self.rules.get(self.rule).codes,
            f"rule {self.rule!r} reported {code!r}, which it does not declare",
        )
        kind = self.rules.catalogue.get(code)
        if kind is None:
            raise RuleError(f"no finding code {code!r} in the rule set's catalogue (findings.py)")
        f = finding(kind, message, start, end, **kwargs)
        self.record.finding(f, self.rule, scope)
        return f

    def need(self, what: str, item: str | None = None) -> None:
        """Record a need (a field of ``Needs``; ``item``: one more of a set's members)."""
        self.record.check(
            what in NEEDS and (not self.rule or what in self.rules.get(self.rule).produces),
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
