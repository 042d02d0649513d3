"""Read-only facts about the whole file, whatever range the rules translate: each computed on first
use, once, and shared.

Targeted byte searches plus tree look-ups, no full walk: object-like macros and named constants
(to resolve lane masks), variables declared as cudaDeviceProp or cudaMemLocation, cooperative-groups
aliases, and the functions the file defines (one tree query, for every rule that asks).

A chunked translation in one pass (chunked.py) gathers the facts that need a tree chunk by chunk as
it translates: a rule then reads what the chunks so far declare (``GrowingNames``), and ``Watch``
keeps what it asked, so that a later chunk that would have changed an answer stops the pass
(``StaleFacts``; the translation then gathers every chunk first).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Set
from functools import cache, cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from tree_sitter import Node

from cass_lsp.core.result import decode
from cass_lsp.syntax.cuda import Function, function_names, functions
from cass_lsp.translate.chunks import NO_TREE, StaleFacts
from cass_lsp.translate.tree import CODE_IDENTIFIERS, declared_names

if TYPE_CHECKING:
    from cass_lsp.translate.mapping import MappingData

T = TypeVar("T")

_CG_ALIAS = re.compile(rb"namespace\s+([A-Za-z_]\w*)\s*=\s*(?:::)?cooperative_groups\s*;")
# Plain alternations (no look-behind): the regex engine can skip ahead on the first byte.
_TYPED_VARS = re.compile(rb"cudaDeviceProp|cudaMemLocation")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
# Object-like macros, one line (a byte scan: a whole-tree query costs more than the rest of a
# one-kernel conversion). The name must not be followed by "(" (a function-like macro).
_OBJECT_MACRO = re.compile(rb"#[ \t]*define[ \t]+([A-Za-z_]\w*)(?![\w(])[ \t]*([^\n]*)")
# The name after `struct`, `class` or `union` (a look-ahead: `struct class X` still finds `class X`).
_TAGGED_NAME = re.compile(rb"\b(?:struct|class|union)\s+(?=([A-Za-z_]\w*))")
# `constexpr unsigned kFullMask = 0xffffffff;` and `const uint32_t FULL = ~0u;`, one line.
_CONSTANT = re.compile(rb"\b(?:constexpr|const)\b[^;=\n(){}]*?\b([A-Za-z_]\w*)\s*=\s*([^;\n{}]+);")

# A name after a blank, `*`, `&` or `,` and before what may follow a declarator: the candidates of
# ``FileFacts.user_api_names`` (what precedes is checked next, then the tree decides).
_DECLARATOR = re.compile(rb"[ \t*&,]([A-Za-z_]\w*)[ \t]*(?=[;=,)\[({:])")
_AFTER_TYPE = frozenset(b"*&,>_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
# Declarator wrappers between a declared name and its declaration (the name is their `declarator`).
_WRAPPERS = frozenset(
    {"pointer_declarator", "reference_declarator", "array_declarator", "init_declarator",
     "parenthesized_declarator", "function_declarator"}
)  # fmt: skip
_DECLARATIONS = frozenset(
    {"declaration", "parameter_declaration", "optional_parameter_declaration", "field_declaration",
     "function_definition", "for_range_loop"}
)  # fmt: skip


@cache
def _api_bytes(mapping: MappingData) -> frozenset[bytes]:
    return frozenset(name.encode() for name in mapping.apis)


def _declares(node: Node) -> bool:
    """Is ``node`` (an identifier) the name a declaration declares (a variable, a parameter, a member,
    or the function a definition defines; not a function only declared, which may be the API's)?"""
    if node.type not in ("identifier", "field_identifier"):
        return False
    current, parent = node, node.parent
    function = False
    while parent is not None and parent.type in _WRAPPERS and parent.child_by_field_name("declarator") == current:
        function = function or parent.type == "function_declarator"
        current, parent = parent, parent.parent
    if parent is None or parent.type not in _DECLARATIONS or parent.has_error:
        return False
    if function and (parent.type != "function_definition" or _conditional(parent)):
        return False
    return any(d == current for d in parent.children_by_field_name("declarator"))


_CONDITIONALS = frozenset({"preproc_if", "preproc_ifdef", "preproc_elif", "preproc_else", "preproc_elifdef"})


def _conditional(node: Node) -> bool:
    """Is ``node`` inside a preprocessor conditional (other than a header's include guard)? A function
    of an API's name defined only in some builds (a shim for old CUDA, `#if CUDART_VERSION < ...`)
    leaves the API's name to the other builds."""
    parent = node.parent
    while parent is not None:
        if parent.type in _CONDITIONALS and not _include_guard(parent):
            return True
        parent = parent.parent
    return False


def _include_guard(node: Node) -> bool:
    named = node.named_children
    return (
        node.type == "preproc_ifdef"
        and node.children[0].type == "#ifndef"
        and len(named) >= 2
        and named[1].type == "preproc_def"
        and named[1].child_by_field_name("value") is None
    )


class Watch:
    """What the rules read of the whole-file facts while a one-pass chunked translation still gathers
    them: a name asked and not found, a fact read whole (every member, its size), a memo computed
    from them. Growing a fact that was read so raises ``StaleFacts``."""

    def __init__(self) -> None:
        self.gathering = False  # the facts' own gathering (absorb, Context.gather_chunk): not logged
        self.done = False  # every chunk gathered: the facts are the whole file's
        self.computing: list[str] = []  # the memos being computed
        self.memo_reads: set[str] = set()  # memos whose computation read a fact: checked at the end
        self.read_whole: set[Any] = set()  # the whole-file facts (Context.gathered) read

    def read(self) -> bool:
        """A read of a fact: should the reader log it? (Not while gathering or once done; a memo being
        computed is noted instead, and computed again at the end.)"""
        if self.gathering or self.done:
            return False
        if self.computing:
            self.memo_reads.update(self.computing)
            return False
        return True


class GrowingNames(Set[str]):
    """A set of names the chunks read so far declare (a one-pass chunked translation). A member
    stays one; a name asked and not found is noted, as is a read of the whole set, so that ``grow``
    raises ``StaleFacts`` where a later chunk would change the answer."""

    def __init__(self, watch: Watch) -> None:
        self._names: set[str] = set()
        self._watch = watch
        self._asked: set[str] = set()  # asked, not found
        self._whole = False  # read whole

    def __contains__(self, name: object) -> bool:
        found = name in self._names
        if not found and self._watch.read():
            self._asked.add(name)  # type: ignore[arg-type]
        return found

    def __iter__(self) -> Iterator[str]:
        self._read_whole()
        return iter(self._names)

    def __len__(self) -> int:
        self._read_whole()
        return len(self._names)

    def __repr__(self) -> str:
        return f"GrowingNames({sorted(self._names)!r})"

    @classmethod
    def _from_iterable(cls, it: Iterable[str]) -> frozenset[str]:  # type: ignore[override]
        return frozenset(it)  # `a | b` and the like: a plain set

    def _read_whole(self) -> None:
        if self._watch.read():
            self._whole = True

    def grow(self, names: Iterable[str]) -> None:
        new = set(names) - self._names
        if new and (self._whole or not self._asked.isdisjoint(new)):
            raise StaleFacts(f"declared after it was asked for: {sorted(new)}")
        self._names |= new

    def frozen(self) -> frozenset[str]:
        return frozenset(self._names)


class FileFacts:
    """What the rules need to know about the whole file. Nothing here changes once computed (but in
    a one-pass chunked translation, see ``Watch``)."""

    def __init__(self, data: bytes, root: Node, mapping: MappingData) -> None:
        self._data = data
        self._root = root
        self._mapping = mapping
        self._memo: dict[str, Any] = {}
        self.watch: Watch | None = None  # a one-pass chunked translation's (``watch_reads``)
        self._computes: dict[str, Callable[[], Any]] = {}  # memos computed under ``watch``

    # -- a chunked translation: the tree holds one chunk at a time ------------------------------
    def absorb(self, root: Node, start: int, end: int) -> None:
        """Add what chunk [start, end) (``root``: its tree) tells of the whole file's declarations:
        called for every chunk, in order, before any is translated (or, under ``watch_reads``, before
        the chunk itself is)."""
        found = self.__dict__
        props, locations = self._typed_variables_in(root, start, end)
        names = self._user_api_names_in(root, start, end)
        if self.watch is not None and root == self._root:
            # One pass: the chunk translated next, whose rules ask for its functions (one query).
            functions = {f.name for f in self.functions}
        else:
            functions = function_names(root)
        if self.watch is not None:
            typed = found["_typed_variables"]
            typed[0].grow(props)
            typed[1].grow(locations)
            found["user_api_names"].grow(names)
            found["defined_functions"].grow(functions)
            return
        old_props, old_locations = found.get("_typed_variables", (frozenset(), frozenset()))
        found["_typed_variables"] = (old_props | props, old_locations | locations)
        found["user_api_names"] = found.get("user_api_names", frozenset()) | names
        found["defined_functions"] = found.get("defined_functions", frozenset()) | functions

    def watch_reads(self) -> Watch:
        """Gather the declarations chunk by chunk while translating (``absorb`` before each chunk),
        the reads watched."""
        watch = self.watch = Watch()
        found = self.__dict__
        found["_typed_variables"] = (GrowingNames(watch), GrowingNames(watch))
        found["user_api_names"] = GrowingNames(watch)
        found["defined_functions"] = GrowingNames(watch)
        return watch

    def end_watch(self) -> None:
        """Every chunk gathered: the facts become plain sets, and each memo computed from them is
        computed again to check that it would not change (raises ``StaleFacts`` where it would).
        The caller takes the tree away meanwhile (``NO_TREE``): a memo's first value came from the
        tree of the chunk it was computed in."""
        watch = self.watch
        if watch is None:
            return
        watch.done = True
        found = self.__dict__
        props, locations = found["_typed_variables"]
        found["_typed_variables"] = (props.frozen(), locations.frozen())
        found["user_api_names"] = found["user_api_names"].frozen()
        found["defined_functions"] = found["defined_functions"].frozen()
        root, functions = self._root, found.pop("functions", None)
        self._root = NO_TREE
        try:
            for key in sorted(watch.memo_reads):
                if self._computes[key]() != self._memo[key]:
                    raise StaleFacts(f"memo {key!r} read facts that changed")
        finally:
            self._root = root
            if functions is not None:
                found["functions"] = functions

    def set_root(self, root: Node) -> None:
        """The tree of the chunk translated next: ``functions`` are then that chunk's."""
        self._root = root
        self.__dict__.pop("functions", None)

    @cached_property
    def object_macros(self) -> Mapping[str, str]:
        """NAME -> body text of each one-line object-like macro."""
        found: dict[str, str] = {}
        if b"define" in self._data:
            for m in _OBJECT_MACRO.finditer(self._data):
                body = m.group(2).decode("utf-8", "replace")
                found[m.group(1).decode("ascii")] = _COMMENT.sub(" ", body).strip()
        return MappingProxyType(found)

    @cached_property
    def constants(self) -> Mapping[str, str]:
        """const/constexpr NAME -> initializer text."""
        found: dict[str, str] = {}
        if b"const" in self._data:
            for m in _CONSTANT.finditer(self._data):
                found[m.group(1).decode("ascii")] = m.group(2).decode("utf-8", "replace").strip()
        return MappingProxyType(found)

    @cached_property
    def _typed_variables(self) -> tuple[Set[str], Set[str]]:
        return self._typed_variables_in(self._root, 0, len(self._data))

    def _typed_variables_in(self, root: Node, start: int, end: int) -> tuple[frozenset[str], frozenset[str]]:
        props: set[str] = set()
        locations: set[str] = set()
        data = self._data
        present = data.find(b"cudaDeviceProp", start, end) != -1 or data.find(b"cudaMemLocation", start, end) != -1
        for m in _TYPED_VARS.finditer(data, start, end) if present else ():
            node = root.descendant_for_byte_range(m.start(), m.end())
            if node is None or node.type not in CODE_IDENTIFIERS or (node.start_byte, node.end_byte) != m.span():
                continue
            names = {decode(data[n.start_byte : n.end_byte]) for n in declared_names(node)}
            if m.group() == b"cudaDeviceProp":
                props |= names
            else:
                locations |= names
        return frozenset(props), frozenset(locations)

    @property
    def device_prop_vars(self) -> Set[str]:
        """Variables declared as cudaDeviceProp."""
        return self._typed_variables[0]

    @property
    def mem_location_vars(self) -> Set[str]:
        """Variables declared as cudaMemLocation."""
        return self._typed_variables[1]

    @cached_property
    def tagged_names(self) -> frozenset[str]:
        """Every name written after `struct`, `class` or `union` (a definition, a declaration or an
        elaborated type): one scan, for rules that ask whether the file declares a type."""
        return frozenset(m.group(1).decode("ascii") for m in _TAGGED_NAME.finditer(self._data))

    @cached_property
    def disables_cpp_functions(self) -> bool:
        """Does the file name __HIP_DISABLE_CPP_FUNCTIONS__ (which removes HIP's C++ overloads)?"""
        return b"__HIP_DISABLE_CPP_FUNCTIONS__" in self._data

    @cached_property
    def user_api_names(self) -> Set[str]:
        """Names of the tables that the file declares as its own: a variable, a parameter or a member
        (``cublasStatus_t cublasStatus;``), or a function it defines. Such a name is the user's, in
        its declaration and in its uses: not the CUDA API of that name.

        One byte scan for a name after a type (``T name``, ``T *name``, ``T &name``) and before what
        may follow a declarator; the tree decides for the names of the tables among them. A
        declaration the parser did not understand (an error inside) declares nothing here."""
        return self._user_api_names_in(self._root, 0, len(self._data))

    def _user_api_names_in(self, root: Node, start: int, end: int) -> frozenset[str]:
        apis = _api_bytes(self._mapping)
        data = self._data
        found: set[str] = set()
        for m in _DECLARATOR.finditer(data, start, end):
            word = m.group(1)
            if word not in apis:
                continue
            i = m.start()  # what precedes: `T name`, `T *name`, `T& name`, `a, name`
            while i > 0 and data[i] in b" \t":
                i -= 1
            name = word.decode("ascii")
            if data[i] not in _AFTER_TYPE or name in found:
                continue
            node = root.descendant_for_byte_range(*m.span(1))
            if node is not None and (node.start_byte, node.end_byte) == m.span(1) and _declares(node):
                found.add(name)
        return frozenset(found)

    @cached_property
    def uses_cooperative_groups(self) -> bool:
        return b"cooperative_groups" in self._data

    @cached_property
    def cg_namespaces(self) -> frozenset[str]:
        """cooperative_groups and the file's aliases of it (`namespace cg = cooperative_groups;`)."""
        found = {"cooperative_groups"}
        if self.uses_cooperative_groups:
            found |= {m.group(1).decode() for m in _CG_ALIAS.finditer(self._data)}
        return frozenset(found)

    @cached_property
    def functions(self) -> tuple[Function, ...]:
        """Every function the file defines, in source order (a chunked translation: the chunk's)."""
        return tuple(functions(self._root))

    @cached_property
    def defined_functions(self) -> Set[str]:
        """The names of the functions the file defines (as written at the definition)."""
        return frozenset(f.name for f in self.functions)

    def memo(self, key: str, compute: Callable[[], T]) -> T:
        """A fact one rule needs (``key``: prefixed with the rule's id), computed once."""
        if key not in self._memo:
            watch = self.watch
            if watch is None or watch.done:
                self._memo[key] = compute()
            elif watch.gathering:
                # Computed before the chunks are translated in two passes: no longer the same.
                raise StaleFacts(f"memo {key!r} computed while gathering")
            else:
                self._computes[key] = compute
                watch.computing.append(key)
                try:
                    self._memo[key] = compute()
                finally:
                    watch.computing.pop()
        return self._memo[key]  # type: ignore[no-any-return]
