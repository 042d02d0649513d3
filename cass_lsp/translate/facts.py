"""A cheap pre-pass over the whole file: what the range passes must know wherever they start.

Targeted byte searches plus tree look-ups, no full walk: object-like macros (to resolve lane
masks), variables declared as cudaDeviceProp or cudaMemLocation, cooperative-groups aliases.
"""

from __future__ import annotations

import re

from tree_sitter import QueryCursor

from cass_lsp.syntax.cuda import _query
from cass_lsp.translate.context import CODE_IDENTIFIERS, Context, FileFacts, declared_names

_CG_ALIAS = re.compile(rb"namespace\s+([A-Za-z_]\w*)\s*=\s*(?:::)?cooperative_groups\s*;")
_TYPED_VARS = re.compile(rb"(?<![\w])(cudaDeviceProp|cudaMemLocation)(?![\w])")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_MACROS = "(preproc_def name: (identifier) @name value: (preproc_arg) @value)"


def collect(ctx: Context) -> FileFacts:
    facts = ctx.facts
    data = ctx.data
    if b"#" in data and b"define" in data:
        for _pattern, captures in QueryCursor(_query(_MACROS)).matches(ctx.root):
            name, value = captures["name"][0], captures["value"][0]
            facts.object_macros[ctx.text(name)] = _COMMENT.sub(" ", ctx.text(value)).strip()
    for m in _TYPED_VARS.finditer(data):
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type not in CODE_IDENTIFIERS:
            continue
        names = {ctx.text(n) for n in declared_names(node)}
        if m.group(1) == b"cudaDeviceProp":
            facts.device_prop_vars |= names
        else:
            facts.mem_location_vars |= names
    if b"cooperative_groups" in data:
        facts.uses_cooperative_groups = True
        facts.cg_namespaces |= {m.group(1).decode() for m in _CG_ALIAS.finditer(data)}
    return facts
