"""A cheap pre-pass over the whole file: what the range passes must know wherever they start.

Targeted byte searches plus tree look-ups, no full walk: object-like macros and named constants
(to resolve lane masks), variables declared as cudaDeviceProp or cudaMemLocation, cooperative-groups aliases.
"""

from __future__ import annotations

import re

from cass_lsp.translate.context import CODE_IDENTIFIERS, Context, FileFacts, declared_names

_CG_ALIAS = re.compile(rb"namespace\s+([A-Za-z_]\w*)\s*=\s*(?:::)?cooperative_groups\s*;")
# Plain alternations (no look-behind): the regex engine can skip ahead on the first byte.
_TYPED_VARS = re.compile(rb"cudaDeviceProp|cudaMemLocation")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
# Object-like macros, one line (a byte scan: a whole-tree query costs more than the rest of a
# one-kernel conversion). The name must not be followed by "(" (a function-like macro).
_OBJECT_MACRO = re.compile(rb"#[ \t]*define[ \t]+([A-Za-z_]\w*)(?![\w(])[ \t]*([^\n]*)")
# `constexpr unsigned kFullMask = 0xffffffff;` and `const uint32_t FULL = ~0u;`, one line.
_CONSTANT = re.compile(rb"\b(?:constexpr|const)\b[^;=\n(){}]*?\b([A-Za-z_]\w*)\s*=\s*([^;\n{}]+);")


def collect(ctx: Context) -> FileFacts:
    facts = ctx.facts
    data = ctx.data
    if b"define" in data:
        for m in _OBJECT_MACRO.finditer(data):
            body = m.group(2).decode("utf-8", "replace")
            facts.object_macros[m.group(1).decode("ascii")] = _COMMENT.sub(" ", body).strip()
    if b"const" in data:
        for m in _CONSTANT.finditer(data):
            facts.constants[m.group(1).decode("ascii")] = m.group(2).decode("utf-8", "replace").strip()
    for m in _TYPED_VARS.finditer(data) if b"cudaDeviceProp" in data or b"cudaMemLocation" in data else ():
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type not in CODE_IDENTIFIERS or (node.start_byte, node.end_byte) != m.span():
            continue
        names = {ctx.text(n) for n in declared_names(node)}
        if m.group() == b"cudaDeviceProp":
            facts.device_prop_vars |= names
        else:
            facts.mem_location_vars |= names
    if b"cooperative_groups" in data:
        facts.uses_cooperative_groups = True
        facts.cg_namespaces |= {m.group(1).decode() for m in _CG_ALIAS.finditer(data)}
    return facts
