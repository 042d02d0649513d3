"""State shared by the engine's passes over one CUDA source: options, the tree, edits, findings."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from tree_sitter import Node, Tree

from cass_lsp.core.result import Edit, Finding, Severity, decode
from cass_lsp.translate import lexer
from cass_lsp.translate.findings import finding
from cass_lsp.translate.mapping import MappingData, version_tuple

# Leaf node types that are code identifiers (everything else the token scan meets is skipped:
# string contents, comments, character literals, include paths).
CODE_IDENTIFIERS = frozenset(
    {"identifier", "type_identifier", "field_identifier", "namespace_identifier", "statement_identifier"}
)

# Types a lane mask must not be kept in on wave64 targets.
THIRTY_TWO_BIT_TYPES = frozenset(
    {"unsigned", "unsigned int", "int", "uint32_t", "int32_t", "uint", "unsigned long", "long", "uint32"}
)


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
class FileFacts:
    """What the passes need to know about the whole file, whatever range they translate."""

    object_macros: dict[str, str] = field(default_factory=dict)  # NAME -> body text
    constants: dict[str, str] = field(default_factory=dict)  # const/constexpr NAME -> initializer text
    device_prop_vars: set[str] = field(default_factory=set)
    mem_location_vars: set[str] = field(default_factory=set)
    cg_namespaces: set[str] = field(default_factory=lambda: {"cooperative_groups"})
    uses_cooperative_groups: bool = False
    defined_functions: set[str] = field(default_factory=set)


class Context:
    def __init__(self, source: str, data: bytes, tree: Tree, options: TranslateOptions, mapping: MappingData):
        self.source = source
        self.data = data
        self.tree = tree
        self.root = tree.root_node
        self.options = options
        self.mapping = mapping
        self.facts = FileFacts()
        self.edits: list[Edit] = []
        self.findings: list[Finding] = []
        self.has_device_code = False
        self.uses_runtime_api = False
        self.compat_needed: set[str] = set()  # CUDA device functions HIP lacks, defined by compat.py
        self.warp_sync_builtins = False  # the output uses HIP 6.2+'s *_sync intrinsics (warp.py)
        self._reported_once: set[str] = set()

    # -- text ---------------------------------------------------------------------------------
    def text(self, node: Node) -> str:
        return decode(self.data[node.start_byte : node.end_byte])

    def hip_text(self, start: int, end: int) -> str:
        """The HIP text of CUDA bytes [start, end): identifiers renamed, literals kept."""
        out: list[str] = []
        pos = start
        apis = self.mapping.apis
        for s, e, name in lexer.identifiers(self.data, start, end):
            entry = apis.get(name)
            if entry is not None and entry.renamed and entry.supported:
                out.append(decode(self.data[pos:s]))
                out.append(entry.hip)
                pos = e
        out.append(decode(self.data[pos:end]))
        return "".join(out)

    # -- results ------------------------------------------------------------------------------
    def replace(self, start: int, end: int, text: str) -> None:
        self.edits.append(Edit(start, end, text))

    def report(self, code: str, message: str, start: int, end: int, **kwargs) -> Finding:  # type: ignore[no-untyped-def]
        f = finding(code, message, start, end, **kwargs)
        self.findings.append(f)
        return f

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


# -- small tree helpers used by several passes -------------------------------------------------


def call_of_callee(node: Node) -> Node | None:
    """The call_expression whose callee is ``node`` (through qualified/template names)."""
    current = node
    parent = current.parent
    while parent is not None and parent.type in ("qualified_identifier", "template_function"):
        current, parent = parent, parent.parent
    if parent is not None and parent.type == "call_expression" and parent.child_by_field_name("function") == current:
        return parent
    return None


def call_arguments(call: Node) -> list[Node]:
    args = call.child_by_field_name("arguments")
    if args is None:
        return []
    return [c for c in args.named_children if c.type != "comment"]


def declarator_names(declarator: Node | None) -> list[Node]:
    """Identifier nodes a declarator declares (through pointers, references, arrays, inits)."""
    found: list[Node] = []
    while declarator is not None:
        if declarator.type in ("identifier", "field_identifier"):
            found.append(declarator)
            break
        inner = declarator.child_by_field_name("declarator")
        if inner is None:
            inner = next(
                (c for c in declarator.named_children if c.type.endswith("declarator") or c.type == "identifier"), None
            )
        declarator = inner
    return found


def declared_names(type_node: Node) -> list[Node]:
    """Names declared by the declaration or parameter whose type is ``type_node``."""
    decl = type_node.parent
    while decl is not None and decl.type in ("qualified_identifier", "type_qualifier", "template_type"):
        decl = decl.parent
    if decl is None or decl.type not in ("declaration", "parameter_declaration", "field_declaration"):
        return []
    names: list[Node] = []
    for child in decl.children_by_field_name("declarator"):
        names.extend(declarator_names(child))
    return names


_THREAD_LIKE = re.compile(r"threadIdx|blockDim|\btid\b|lane|thread|\bltid\b|\bgtid\b|local_id|\bwid\b|warp")


def thread_like(text: str) -> bool:
    """Does an expression look like a thread index (the operand of a lane/warp computation)?"""
    return _THREAD_LIKE.search(text) is not None
