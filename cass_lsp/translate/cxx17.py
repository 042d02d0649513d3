"""C++ that nvcc accepts and clang does not: the ``register`` storage class.

C++17 removed ``register``; nvcc's front end still accepts it (with a warning at most) while
clang, which hipcc runs, rejects it under ``-std=c++17`` ("ISO C++17 does not allow 'register'
storage class specifier"). It has meant nothing to compilers for decades, so it is removed, with
one note per file.
"""

from __future__ import annotations

import re

from cass_lsp.translate.context import Context

_REGISTER = re.compile(rb"\bregister\b")


def drop_register(ctx: Context, start: int, end: int) -> None:
    data = ctx.data
    for m in _REGISTER.finditer(data, start, end):
        node = ctx.root.descendant_for_byte_range(m.start(), m.end())
        if node is None or node.type != "register" or node.parent is None:
            continue
        if node.parent.type != "storage_class_specifier":
            continue
        cut = m.end()
        while cut < len(data) and data[cut : cut + 1] in (b" ", b"\t"):
            cut += 1
        ctx.replace(m.start(), cut, "")
        ctx.report_once(
            "register",
            "register-keyword",
            "`register` is not C++17: clang (which hipcc runs) rejects it where nvcc accepts it; it was removed"
            " (compilers have ignored it for decades)",
            m.start(),
            m.end(),
        )
