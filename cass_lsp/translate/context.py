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
    def __init__(self, source: str, data: bytes, tree: Tree, options: TranslateOptions, mapping: MappingData):
        self.source = source
        self.data = data
        self.tree = tree
        self.root = tree.root_node
        self.options = options
        self.mapping = mapping
        self.facts = FileFacts(data, self.root, mapping)
        self.needs = Needs()
        self.record = Recorder()
        self.rule = ""  # the id of the rule running: its edits and findings carry it
        self._reported_once: set[str] = set()
        self._state: dict[str, Any] = {}

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
