"""The identifier scan: every name some rule claims, in code and in #define bodies, handed to the
rules that claim it.

One scan over the bytes finds identifier tokens whose text is a candidate (a name of some rule in
the registry: a CUDA API the tables know, or a name a hazard check wants); the tree says whether
each one is code, a string, a comment or a #define body. Strings and comments keep their text.
The candidate set and the dispatch are built from the rule set (rules.py), once per set and mapping.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import cache

from tree_sitter import Node

from cass_lsp.translate import lexer, tables
from cass_lsp.translate.context import CODE_IDENTIFIERS, Context
from cass_lsp.translate.mapping import MappingData
from cass_lsp.translate.rules import Rule, RuleError, RuleSet

_IDENT = re.compile(rb"(?<![\w])[A-Za-z_]\w*")


@dataclass(frozen=True)
class Dispatch:
    """What the scan stops at and whom it asks, built from a rule set."""

    candidates: dict[bytes, str]
    code: dict[str, tuple[Rule, ...]]  # name -> rules with a handler for code, highest priority first
    macro: dict[str, tuple[Rule, ...]]  # name -> rules with a handler for #define-body tokens
    keyword: dict[str, Rule]  # name -> the rule for that grammar keyword


@cache
def dispatch(rules: RuleSet, mapping: MappingData) -> Dispatch:
    claims: dict[str, list[Rule]] = {}
    for r in rules.phase("identifiers"):
        for name in r.names_for(mapping):
            claims.setdefault(name, []).append(r)
    code: dict[str, tuple[Rule, ...]] = {}
    macro: dict[str, tuple[Rule, ...]] = {}
    keyword: dict[str, Rule] = {}
    for name, claimants in claims.items():
        ranked = sorted(claimants, key=lambda r: -r.priority)
        for a, b in itertools.pairwise(ranked):
            if a.priority == b.priority:
                raise RuleError(
                    f"rules {a.id!r} and {b.id!r} both claim {name!r} at priority {a.priority}:"
                    " declare which comes first"
                )
        code[name] = tuple(r for r in ranked if r.run is not None)
        macro[name] = tuple(r for r in ranked if r.macro is not None)
        keywords = [r for r in ranked if r.keyword is not None]
        if keywords:
            keyword[name] = keywords[0]
    return Dispatch({name.encode(): name for name in claims}, code, macro, keyword)


def scan(ctx: Context, start: int, end: int) -> None:
    table = dispatch(ctx.rules, ctx.mapping)
    candidates = table.candidates
    root = ctx.root
    data = ctx.data
    macro_tokens: dict[int, tuple[set[tuple[int, int]], frozenset[str]]] = {}
    for m in _IDENT.finditer(data, start, end):
        name = candidates.get(m.group())
        if name is None:
            continue
        s, e = m.span()
        node = root.descendant_for_byte_range(s, e)
        if node is None:
            continue
        kind = node.type
        if kind in CODE_IDENTIFIERS:
            if node.start_byte == s and node.end_byte == e:
                if tables.before_missing_scope(node):
                    handle_macro_token(ctx, table, s, e, name)
                else:
                    handle_code(ctx, table, node, name)
        elif kind == "preproc_arg":
            body = macro_tokens.get(node.start_byte)
            if body is None:
                tokens = {(ts, te) for ts, te, _ in lexer.identifiers(data, node.start_byte, node.end_byte)}
                body = macro_tokens[node.start_byte] = (tokens, macro_declared(data, node.start_byte, node.end_byte))
            if (s, e) in body[0] and name not in body[1]:
                handle_macro_token(ctx, table, s, e, name)
        elif kind == name and name in table.keyword:  # a keyword of the grammar: __global__, __grid_constant__
            r = table.keyword[name]
            if not r.applies(ctx.options):
                continue
            with ctx.with_rule(r.id):
                r.keyword(ctx, s, e, name)  # type: ignore[misc]


# In a #define body (no tree): a name after a type (`T name`, `T *name`) that is not a keyword,
# before `=`, `;`, `,`, `)` or `[`: a declaration of the macro's own (`cublasStatus_t cublasStatus = (call);`).
_MACRO_DECLARATOR = re.compile(rb"\b([A-Za-z_]\w*)(?:[ \t]*[*&]+[ \t]*|[ \t]+)([A-Za-z_]\w*)[ \t]*(?=[=;,)\[])")
_NOT_TYPES = frozenset(
    {b"return", b"case", b"goto", b"else", b"throw", b"sizeof", b"new", b"delete", b"co_return", b"co_yield",
     b"do", b"typedef", b"using", b"struct", b"class", b"enum", b"union", b"operator"}
)  # fmt: skip


def macro_declared(data: bytes, start: int, end: int) -> frozenset[str]:
    """The names a #define body [start, end) declares itself (its own variables): they and their
    uses in that body are the macro's names, not the API's of that name."""
    if b"=" not in data[start:end] and b";" not in data[start:end]:
        return frozenset()
    return frozenset(
        m.group(2).decode("ascii") for m in _MACRO_DECLARATOR.finditer(data, start, end) if m.group(1) not in _NOT_TYPES
    )


def handle_code(ctx: Context, table: Dispatch, node: Node, name: str) -> None:
    """The rules claiming ``name``, highest priority first, until one handles it. A name of the
    tables that the file declares as its own (a variable, parameter, member or function of the
    user's: ``FileFacts.user_api_names``) is not the API: it and its uses stay."""
    if node.type == "identifier" and name in ctx.facts.user_api_names:
        return
    for r in table.code.get(name, ()):
        if r.when and not r.applies(ctx.options):
            continue
        if r.renames and node.type not in tables.NOT_IN_CODE:
            with ctx.with_rule(tables.API_TABLES):
                tables.rename_in_code(ctx, node, name)
        with ctx.with_rule(r.id):
            if r.run(ctx, node, name) is not False:  # type: ignore[misc]
                return


def handle_macro_token(ctx: Context, table: Dispatch, start: int, end: int, name: str) -> None:
    for r in table.macro.get(name, ()):
        if r.when and not r.applies(ctx.options):
            continue
        with ctx.with_rule(r.id):
            if r.macro(ctx, start, end, name) is not False:  # type: ignore[misc]
                return
