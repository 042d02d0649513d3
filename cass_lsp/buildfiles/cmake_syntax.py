"""CMake files read as CMake reads them: command invocations and their arguments (unquoted,
"quoted", [[bracket]]), comments skipped. The rewriters (cmake.py, cmake_functions.py) work on
what ``parse`` returns; a file CMake could not read either is a BuildFileError."""

from __future__ import annotations

import re
from dataclasses import dataclass

from cass_lsp.buildfiles.result import BuildFileError

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# CMake's commands whose arguments reach the compiler or the linker as options, the variables that
# hold compiler options, and the commands that link libraries.
FLAG_COMMANDS = {
    "target_compile_options",
    "add_compile_options",
    "target_link_options",
    "add_link_options",
    "add_custom_command",
    "add_custom_target",
}
_FLAG_VARIABLES = re.compile(r"^(CMAKE_CUDA_FLAGS(_[A-Z]+)?|CUDA_NVCC_FLAGS(_[A-Z]+)?|CMAKE_HIP_FLAGS(_[A-Z]+)?)$")
LINK_COMMANDS = {"target_link_libraries", "link_libraries"}


@dataclass
class Arg:
    start: int
    end: int
    text: str  # as written (quotes included)
    quoted: bool

    @property
    def value(self) -> str:
        return self.text[1:-1] if self.quoted else self.text


@dataclass
class Command:
    name: str
    start: int  # the name's first character
    open: int
    close: int  # the ")"
    args: list[Arg]
    line_start: int  # the start of the line the command begins on
    indent: str


def parse(text: str) -> list[Command]:
    """Every command invocation of a CMake file; BuildFileError when it cannot be read."""
    commands: list[Command] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "#":
            i = _skip_comment(text, i)
        elif c.isspace():
            i += 1
        elif c.isalpha() or c == "_":
            m = _IDENT.match(text, i)
            assert m is not None
            j = m.end()
            while j < n and text[j] in " \t":
                j += 1
            if j >= n or text[j] != "(":
                raise BuildFileError(_line(text, i), f"'{m.group()}' is not followed by '(': not a CMake command")
            args, close = _arguments(text, j)
            line_start = text.rfind("\n", 0, i) + 1
            indent = text[line_start:i] if not text[line_start:i].strip() else ""
            commands.append(Command(m.group(), i, j, close, args, line_start, indent))
            i = close + 1
        else:
            raise BuildFileError(_line(text, i), f"unexpected {c!r} outside a command")
    return commands


def _line(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _skip_comment(text: str, i: int) -> int:
    m = re.match(r"#\[(=*)\[", text[i:])
    if m:
        end = text.find("]" + m.group(1) + "]", i)
        if end < 0:
            raise BuildFileError(_line(text, i), "a bracket comment is never closed")
        return end + len(m.group(1)) + 2
    end = text.find("\n", i)
    return len(text) if end < 0 else end


def _arguments(text: str, open_paren: int) -> tuple[list[Arg], int]:
    args: list[Arg] = []
    depth = 0
    i, n = open_paren + 1, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c == "#":
            i = _skip_comment(text, i)
        elif c == "(":
            depth += 1
            i += 1
        elif c == ")":
            if depth == 0:
                return args, i
            depth -= 1
            i += 1
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                raise BuildFileError(_line(text, i), "a quoted argument is never closed")
            args.append(Arg(i, j + 1, text[i : j + 1], True))
            i = j + 1
        elif c == "[" and (m := re.match(r"\[(=*)\[", text[i:])):
            end = text.find("]" + m.group(1) + "]", i)
            if end < 0:
                raise BuildFileError(_line(text, i), "a bracket argument is never closed")
            j = end + len(m.group(1)) + 2
            args.append(Arg(i, j, text[i:j], False))
            i = j
        else:
            j = i
            while j < n and not text[j].isspace() and text[j] not in '()#"':
                if text[j] == "\\":
                    j += 1
                elif text[j] == "$" and j + 1 < n and text[j + 1] == "{":
                    close = _close_brace(text, j + 1)
                    if close < 0:
                        raise BuildFileError(_line(text, j), "a ${...} reference is never closed")
                    j = close
                j += 1
            args.append(Arg(i, j, text[i:j], False))
            i = j
    raise BuildFileError(_line(text, open_paren), "a '(' is never closed")


def _close_brace(text: str, i: int) -> int:
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return j
        elif text[j] == "\n":
            return -1
    return -1


def includes(text: str) -> list[str]:
    """The first arguments of ``include(...)`` calls: a file (``X.cmake``, a relative path) or a
    module found through CMAKE_MODULE_PATH (``include(BenchmarkMacros)``)."""
    try:
        commands = parse(text)
    except BuildFileError:
        return []
    return [c.args[0].value for c in commands if c.name.lower() == "include" and c.args and c.args[0].value]


def sets_flags(cmd: Command) -> bool:
    """A set(), list() or string() of a variable of compiler options (CMAKE_CUDA_FLAGS...)."""
    return cmd.name.lower() in ("set", "list", "string") and any(_FLAG_VARIABLES.match(a.value) for a in cmd.args[:2])
