"""A project's own CMake functions and macros, read for what they do with their arguments: a suite's
``add_bench(NAME x COMPILE_OPTIONS --extended-lambda LINK_LIBRARIES cublas)`` passes nvcc flags
and CUDA libraries that reach ``target_compile_options`` and ``target_link_libraries`` only inside
the definition, through ``cmake_parse_arguments`` keywords, named parameters or ``${ARGN}``. The
rewriter (cmake.py) ports those values at the call, as it ports CMake's own commands' values.

A value is followed from the definition's body: a ``${PREFIX_KEYWORD}``, a ``${parameter}``,
``${ARGN}`` or ``${ARGVn}`` in the arguments of a command that takes compiler options or
libraries, or forwarded to another of the project's functions that does (as far as it goes).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from cass_lsp.buildfiles.cmake_syntax import FLAG_COMMANDS, LINK_COMMANDS, Arg, Command, parse, sets_flags
from cass_lsp.buildfiles.facts import FLAGS, LIBRARIES, Signature
from cass_lsp.buildfiles.result import BuildFileError

_REFERENCE = re.compile(r"\$\{(\w+)\}")
_ARGV = re.compile(r"ARGV(\d+)")
REST = "#rest"


class _Definition:
    def __init__(self, name: str, parameters: list[str], body: list[Command]):
        self.name = name
        self.parameters = parameters
        self.body = body
        self.keywords: set[str] = set()
        self.prefixed: dict[str, str] = {}  # PREFIX_KEYWORD -> KEYWORD
        self.kinds: dict[str, str] = {}
        self.forwarded: list[tuple[str, list[Arg]]] = []  # calls of other functions: (callee, arguments)


def signatures(texts: Iterable[str]) -> dict[str, Signature]:
    """The signatures of the functions and macros the CMake ``texts`` define (by lower-case
    name); one that passes no value on to compile options or a link has no kinds. A text CMake
    could not read defines none."""
    definitions: dict[str, _Definition] = {}
    for text in texts:
        try:
            commands = parse(text)
        except BuildFileError:
            continue
        for definition in _definitions(commands):
            definitions[definition.name] = definition
    for definition in definitions.values():
        _read_body(definition, definitions)
    known = {name: _signature(d) for name, d in definitions.items()}
    changed = True
    while changed:  # values forwarded to another function that uses them
        changed = False
        for definition in definitions.values():
            for callee, args in definition.forwarded:
                for slot, arg in zip(call_slots(known[callee], args), args, strict=True):
                    kind = known[callee].kinds.get(slot) if slot else None
                    for mine in _slots(definition, arg.text) if kind else ():
                        if definition.kinds.get(mine) != kind:
                            definition.kinds[mine] = kind
                            changed = True
            known[definition.name] = _signature(definition)
    return known


def call_slots(signature: Signature, args: Sequence[Arg]) -> list[str | None]:
    """For each argument of a call: the keyword whose value it is, ``#N`` (the Nth positional
    argument) or ``#rest`` (past the named parameters); None for a keyword itself."""
    slots: list[str | None] = []
    keyword = None
    position = 0
    for arg in args:
        if arg.value in signature.keywords:
            keyword = arg.value
            slots.append(None)
        elif keyword is not None:
            slots.append(keyword)
        else:
            slots.append(f"#{position}" if position < signature.parameters else REST)
            position += 1
    return slots


def _signature(definition: _Definition) -> Signature:
    return Signature(frozenset(definition.keywords), dict(definition.kinds), len(definition.parameters))


def _definitions(commands: list[Command]) -> list[_Definition]:
    found = []
    i = 0
    while i < len(commands):
        cmd = commands[i]
        kind = cmd.name.lower()
        if kind in ("function", "macro") and cmd.args:
            depth, j = 1, i + 1
            while j < len(commands) and depth:
                name = commands[j].name.lower()
                depth += name in ("function", "macro")
                depth -= name in ("endfunction", "endmacro")
                j += 1
            parameters = [a.value for a in cmd.args[1:]]
            found.append(_Definition(cmd.args[0].value.lower(), parameters, commands[i + 1 : j - 1]))
            i = j
            continue
        i += 1
    return found


def _read_body(definition: _Definition, definitions: dict[str, _Definition]) -> None:
    lists: dict[str, list[str]] = {}  # set(NAME a b c) in the body: what "${NAME}" expands to
    for cmd in definition.body:
        name = cmd.name.lower()
        values = [a.value for a in cmd.args]
        if name == "set" and values and not sets_flags(cmd):
            lists[values[0]] = [v for value in values[1:] for v in value.split(";") if v]
        elif name == "cmake_parse_arguments" and values:
            rest = values[2:] if values[0] == "PARSE_ARGV" else values
            if len(rest) >= 4:
                prefix, groups = rest[0], rest[1:4]
                for group in groups:
                    for word in _expand(group, lists):
                        definition.keywords.add(word)
                        definition.prefixed[f"{prefix}_{word}"] = word
        elif name in FLAG_COMMANDS or sets_flags(cmd):
            _mark(definition, cmd.args, FLAGS)
        elif name in LINK_COMMANDS:
            _mark(definition, cmd.args, LIBRARIES)
        elif name in definitions and name != definition.name:
            definition.forwarded.append((name, cmd.args))


def _expand(value: str, lists: dict[str, list[str]]) -> list[str]:
    words = []
    for part in value.split(";"):
        ref = _REFERENCE.fullmatch(part.strip())
        words += lists.get(ref.group(1), []) if ref else [part.strip()] if part.strip() else []
    return words


def _mark(definition: _Definition, args: list[Arg], kind: str) -> None:
    for arg in args:
        for slot in _slots(definition, arg.text):
            definition.kinds.setdefault(slot, kind)


def _slots(definition: _Definition, text: str) -> list[str]:
    """The arguments of the call that ``${...}`` references in ``text`` stand for."""
    slots = []
    for m in _REFERENCE.finditer(text):
        variable = m.group(1)
        if variable in definition.prefixed:
            slots.append(definition.prefixed[variable])
        elif variable in definition.parameters:
            slots.append(f"#{definition.parameters.index(variable)}")
        elif variable == "ARGN":
            slots.append(REST)
        elif (argv := _ARGV.fullmatch(variable)) is not None:
            n = int(argv.group(1))
            slots.append(f"#{n}" if n < len(definition.parameters) else REST)
    return slots
