"""Whether widening a 32-bit ballot variable to `unsigned long long` leaves the CUDA program as it
was: the fix of ``ballot-32bit`` is portable only then.

On NVIDIA a ballot has 32 bits, so after the fix the variable holds the same bits with zero above
them. What changes is the type every use computes in: `~m`, `m << k`, `m + 1` keep bits above 32;
`m == -1` and `m < x` compare differently; an `int` ballot with lane 31 set was negative and no
longer is; `printf("%x", m)`, `atomicOr(&x, m)` and templates see another type. So every use of
the variable must be one whose result is the same either way. Each occurrence is followed up the
tree through operators, tracking what is known of the value:

- ``SAME``: the same number either way (an `unsigned` ballot, `m & x`, `m >> k`);
- ``BITS``: the same 32 bits, nothing above them now; before, a 32-bit integer with those bits
  (an `int` ballot: negative before when lane 31 was set);
- ``LOW``: only the low 32 bits are the same (`m - 1`, `~m`, `m | x`).

until it reaches a use that gives the same result from what is known (a truth test of ``BITS``,
`__popc` of ``LOW``, an index from ``SAME`` ...). Anything else keeps the fix for the editor only.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.translate import lexer
from cass_lsp.translate.context import Context
from cass_lsp.translate.portability import enclosing_function
from cass_lsp.translate.warp.masks import local_variable

SAME, BITS, LOW = 3, 2, 1  # what is known of a value, from most to least

UNSIGNED_32 = frozenset({"unsigned", "unsigned int", "uint32_t", "uint"})
SIGNED_32 = frozenset({"int", "int32_t", "signed", "signed int"})
# Types that take a number and keep its value: a conversion of the same number gives the same result.
_ARITHMETIC = re.compile(
    r"^(?:const\s+)?(?:(?:un)?signed(?:\s+(?:char|short|int|long(?:\s+long)?)(?:\s+int)?)?|int|long(?:\s+long)?"
    r"(?:\s+int)?|short|char|bool|float|double|u?int(?:8|16|32|64)_t|size_t)$"
)
# Intrinsics whose parameter is 32-bit (the low bits are all they read) or 64-bit (they read the value).
_LOW_BITS_CALLS = frozenset({"__popc", "__ffs", "__clz", "__brev"})
_VALUE_CALLS = frozenset({"__popcll", "__ffsll", "__clzll"})
_BALLOTS = re.compile(r"^__(?:ballot(?:_sync)?|activemask|match_(?:any|all)_sync)\s*\(")
_TRUTH_PARENTS = frozenset({"do_statement"})  # `do ... while (m);`: its condition is parenthesized
_MODULAR = frozenset({"+", "-", "*", "|", "^", "<<"})  # low bits from low bits
_COMPARISONS = frozenset({"==", "!=", "<", "<=", ">", ">="})


_DEFINE_LINE = re.compile(rb"#[ \t]*define\b([^\n]*)")
_WORD = re.compile(rb"\w+")


def _define_line_words(ctx: Context) -> frozenset[bytes]:
    """The words after `#define` on its line, anywhere in the file: one scan, not one per variable
    (a search of the whole file per ballot declaration grew with the square of the file)."""

    def scan() -> frozenset[bytes]:
        data = ctx.data
        if b"define" not in data:
            return frozenset()
        return frozenset(w for m in _DEFINE_LINE.finditer(data) for w in _WORD.findall(m.group(1)))

    return ctx.facts.memo("warp.widening.define-words", scan)


def widening_keeps_program(ctx: Context, declaration: Node, type_text: str) -> bool:
    """`unsigned m = __ballot_sync(...);`: may the type become `unsigned long long`?"""
    if type_text in UNSIGNED_32:
        start = SAME
    elif type_text in SIGNED_32:
        start = BITS
    else:
        return False  # `long` is 64-bit already on LP64; a typedef's signedness is unknown
    declarators = declaration.children_by_field_name("declarator")
    if len(declarators) != 1 or declarators[0].type != "init_declarator":
        return False  # `unsigned a = ballot, b;` would widen b too
    name_node = declarators[0].child_by_field_name("declarator")
    fn = enclosing_function(declaration)
    if name_node is None or name_node.type != "identifier" or fn is None:
        return False
    if any(c.type == "storage_class_specifier" for c in declaration.children):
        return False
    name = ctx.text(name_node)
    if name.encode() in _define_line_words(ctx):
        return False  # a macro body may use it where the tree does not show
    variable = local_variable(ctx, name_node)
    if variable is None or variable.where != "in this function":
        return False  # declared twice in the function (shadowed), or unknown
    for s, e, found in lexer.identifiers(ctx.data, declaration.end_byte, fn.end_byte):
        if found != name:
            continue
        node = ctx.root.descendant_for_byte_range(s, e)
        if node is not None and node.type == "field_identifier":
            continue  # a member of that name
        if node is None or node.type != "identifier" or not _use_keeps(ctx, node, name, start):
            return False
    return True


def _use_keeps(ctx: Context, node: Node, name: str, origin: int) -> bool:
    """Does this occurrence of the variable (whose value is ``origin``) give the same result?"""
    known, current = origin, node
    while True:
        parent = current.parent
        if parent is None:
            return False
        kind = parent.type
        if kind == "parenthesized_expression":
            if parent.parent is not None and parent.parent.type in _TRUTH_PARENTS:
                return known >= BITS
            current = parent
            continue
        if kind == "condition_clause":  # a switch compares values
            switch = parent.parent is not None and parent.parent.type == "switch_statement"
            return known == SAME if switch else known >= BITS
        if kind == "for_statement" and parent.child_by_field_name("condition") == current:
            return known >= BITS
        if kind == "binary_expression":
            next_known = _binary(ctx, parent, current, name, known, origin)
            if next_known is True:
                return True
            if next_known is None:
                return False
            known, current = next_known, parent
            continue
        if kind == "unary_expression":
            op = ctx.text(parent.children[0])
            if op == "!":
                return known >= BITS
            if op in ("~", "-"):
                known, current = LOW, parent
                continue
            return False
        if kind == "conditional_expression":
            return parent.child_by_field_name("condition") == current and known >= BITS
        if kind == "argument_list":
            return _argument(ctx, parent, known)
        if kind == "subscript_argument_list" or (
            kind == "subscript_expression" and parent.child_by_field_name("index") == current
        ):
            return known == SAME
        if kind == "init_declarator" and parent.child_by_field_name("value") == current:
            declaration = parent.parent
            type_node = declaration.child_by_field_name("type") if declaration is not None else None
            return type_node is not None and _into_type(ctx.text(type_node), known)
        if kind == "assignment_expression":
            return _assignment(ctx, parent, current, name, known, origin)
        return False  # a call, `&m`, `m++`, return, a ternary's branch ...


def _binary(ctx: Context, expr: Node, operand: Node, name: str, known: int, origin: int) -> int | bool | None:
    """What is known of ``expr`` from its ``operand``; True: the use is settled; None: unknown."""
    op_node = expr.child_by_field_name("operator")
    op = ctx.text(op_node) if op_node is not None else ""
    left = expr.child_by_field_name("left")
    other = expr.child_by_field_name("right") if left == operand else left
    if other is None:
        return None
    if op == "&":  # with zeros above 32 bits on one side, the result has them too
        if known == SAME or (origin == SAME and _is_variable(ctx, other, name)):
            return SAME
        if known == BITS and (_nonnegative_32(ctx, other) or _is_variable(ctx, other, name)):
            return BITS
        return LOW
    if op in ("&&", "||"):
        return True if known >= BITS else None
    if op == ">>" or op == "<<":
        if left != operand:
            return True if known == SAME else None  # the shift count: the same number either way
        if op == ">>":
            return SAME if known == SAME else None
        return LOW
    if op in _MODULAR:
        return LOW
    if op in _COMPARISONS:
        value = _literal(ctx, other)
        if value is None:
            return None
        if known == SAME or (known == BITS and value == 0 and op in ("==", "!=")):
            return True
        return None
    return None


def _argument(ctx: Context, arguments: Node, known: int) -> bool:
    call = arguments.parent
    callee = call.child_by_field_name("function") if call is not None else None
    if callee is None or call is None or call.type != "call_expression" or len(arguments.named_children) != 1:
        return False
    called = ctx.text(callee)
    return called in _LOW_BITS_CALLS or (called in _VALUE_CALLS and known == SAME)


def _assignment(ctx: Context, expr: Node, operand: Node, name: str, known: int, origin: int) -> bool:
    op_node = expr.child_by_field_name("operator")
    op = ctx.text(op_node) if op_node is not None else ""
    left, right = expr.child_by_field_name("left"), expr.child_by_field_name("right")
    if left is None or right is None:
        return False
    if left == operand:  # the variable written: it must keep what is known of it
        if op == "=":
            # A value without the variable in it (its own occurrences are followed on their own).
            return _mentions(ctx, right, name) or _fresh_value(ctx, right)
        if op == "&=":
            return True
        if op == ">>=":
            return known == SAME
        if op in ("|=", "^="):
            return _mentions(ctx, right, name) or _nonnegative_32(ctx, right)
        return False
    if _is_variable(ctx, left, name):  # `m = <expr of m>`, `m &= m - 1`: m keeps what is known of it
        if op in ("=", "|=", "^="):
            return known >= origin
        return op == "&=" or (op == ">>=" and known == SAME)
    if op in ("=", "&=", "|=", "^=", "+=", "-="):
        if known == SAME:
            return True  # the same number, converted to the target's type
        return _target_is_32_bit(ctx, left)
    return False


def _into_type(type_text: str, known: int) -> bool:
    text = " ".join(type_text.split())
    if text in UNSIGNED_32 | SIGNED_32:
        return True  # a 32-bit target keeps the low bits
    return known == SAME and _ARITHMETIC.match(text) is not None


def _target_is_32_bit(ctx: Context, target: Node) -> bool:
    if target.type != "identifier":
        return False
    variable = local_variable(ctx, target)
    return variable is not None and variable.type_text in UNSIGNED_32 | SIGNED_32


def _is_variable(ctx: Context, node: Node, name: str) -> bool:
    while node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    return node.type == "identifier" and ctx.text(node) == name


def _mentions(ctx: Context, node: Node, name: str) -> bool:
    return any(found == name for _s, _e, found in lexer.identifiers(ctx.data, node.start_byte, node.end_byte))


def _fresh_value(ctx: Context, node: Node) -> bool:
    """Another ballot, or a number both types hold alike."""
    return _BALLOTS.match(ctx.text(node)) is not None or _nonnegative_32(ctx, node)


def _nonnegative_32(ctx: Context, node: Node) -> bool:
    """An expression whose value is the same number in a 32-bit and a 64-bit unsigned type: a
    literal from 0 to 0xffffffff, a 32-bit unsigned variable, `1u << k`, and these combined."""
    while node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    if node.type == "number_literal":
        value = _literal(ctx, node)
        text = ctx.text(node).lower()
        return value is not None and (value <= 0x7FFFFFFF or ("u" in text and value <= 0xFFFFFFFF))
    if node.type == "identifier":
        variable = local_variable(ctx, node)
        return variable is not None and variable.type_text in UNSIGNED_32
    if node.type == "binary_expression":
        op_node = node.child_by_field_name("operator")
        op = ctx.text(op_node) if op_node is not None else ""
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if left is None or right is None:
            return False
        if op in ("<<", ">>"):  # the type of the left operand; `1 << 31` is a negative int
            return _unsigned_32(ctx, left) if op == "<<" else _nonnegative_32(ctx, left)
        if op in ("&", "|", "^"):
            return _nonnegative_32(ctx, left) and _nonnegative_32(ctx, right)
    return False


def _unsigned_32(ctx: Context, node: Node) -> bool:
    while node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    if node.type == "number_literal":
        text = ctx.text(node).lower()
        return "u" in text and "l" not in text
    if node.type == "identifier":
        variable = local_variable(ctx, node)
        return variable is not None and variable.type_text in UNSIGNED_32
    return False


def _literal(ctx: Context, node: Node) -> int | None:
    """A non-negative integer literal's value (no sign, at most 32 bits), else None."""
    while node.type == "parenthesized_expression" and node.named_child_count == 1:
        node = node.named_children[0]
    if node.type != "number_literal":
        return None
    try:
        value = int(ctx.text(node).rstrip("uUlL"), 0)
    except ValueError:
        return None
    return value if value <= 0xFFFFFFFF else None
