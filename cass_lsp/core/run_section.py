"""The ``[run]`` section of a project's ``cass-lsp.toml``: the programs ``cass-lsp verify`` runs in the
CUDA tree and in its port, and how their outputs are compared::

    [run]
    timeout = 60                 # seconds per run (default 60)
    mask-timing = true           # lines that report a duration or a rate are not compared (default)
    mask = ["^seed: \\d+$"]      # nor lines these regular expressions match
    rel-tolerance = 1e-5         # numbers equal within this relative difference
    abs-tolerance = 0.0          # ... or this absolute one

    [[run.program]]
    name = "solver"              # the table's row (default: the command)
    command = "./solver"         # run in the tree's root (a string split as a shell would, or a list)
    args = ["-n", "1024"]        # the same arguments in both trees
    inputs = ["data/mesh.txt"]   # files the run reads, checked to be in both trees
    timeout = 120                # this program's limit

Plain data, read with the standard library (``tomllib``): ``cass-lsp verify`` runs where cass-lsp's
translator is not installed (a GPU machine), and ``project/rule_file.py`` checks the section with
the rest of the file (a bad entry is a problem with its line; the rest applies).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SECTION = "run"
DESCRIPTION = (
    "The programs `cass-lsp verify` runs in the CUDA tree and in its port (`[[run.program]]`: command, args,"
    " inputs, timeout), and how outputs compare: timeout, mask-timing, mask (regular expressions of lines not"
    " compared), rel-tolerance and abs-tolerance (numbers)."
)
DEFAULT_TIMEOUT = 60.0
_SETTINGS = {"timeout", "mask-timing", "mask", "rel-tolerance", "abs-tolerance", "program"}
_PROGRAM = {"name", "command", "args", "inputs", "timeout"}


@dataclass(frozen=True)
class Program:
    name: str
    command: tuple[str, ...]
    args: tuple[str, ...] = ()
    inputs: tuple[str, ...] = ()
    timeout: float = DEFAULT_TIMEOUT


@dataclass(frozen=True)
class RunSection:
    programs: tuple[Program, ...] = ()
    timeout: float = DEFAULT_TIMEOUT
    mask_timing: bool = True
    mask: tuple[str, ...] = ()
    rel_tolerance: float = 0.0
    abs_tolerance: float = 0.0
    problems: tuple[str, ...] = field(default=())  # "what is wrong, and the fix", one per bad entry


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0 else None


def _strings(value: Any) -> tuple[str, ...] | None:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    return None


def parse(section: Any) -> RunSection:
    """The ``[run]`` table of a parsed rule file; each bad entry is a problem and is left out."""
    problems: list[str] = []
    if not isinstance(section, dict):
        return RunSection(problems=("run must be a table: [run]",))
    for key in section:
        if key not in _SETTINGS:
            problems.append(f"run.{key} is not a key of [run]: the keys are {', '.join(sorted(_SETTINGS))}")
    timeout = _number(section.get("timeout", DEFAULT_TIMEOUT)) or None
    if timeout is None:
        problems.append("run.timeout must be a positive number of seconds, e.g. timeout = 60")
        timeout = DEFAULT_TIMEOUT
    mask_timing = section.get("mask-timing", True)
    if not isinstance(mask_timing, bool):
        problems.append("run.mask-timing must be true or false")
        mask_timing = True
    mask = _strings(section.get("mask", []))
    if mask is None:
        problems.append('run.mask must be a list of regular expressions: mask = ["^seed: "]')
        mask = ()
    for pattern in mask:
        try:
            re.compile(pattern)
        except re.error as exc:
            problems.append(f"run.mask: {pattern!r} is not a regular expression ({exc}): fix or remove it")
    mask = tuple(p for p in mask if _compiles(p))
    tolerances = []
    for key in ("rel-tolerance", "abs-tolerance"):
        value = _number(section.get(key, 0.0))
        if value is None:
            problems.append(f"run.{key} must be a number, 0 or more")
        tolerances.append(value or 0.0)
    programs = []
    raw = section.get("program", [])
    if not isinstance(raw, list):
        problems.append('run.program must be an array of tables: [[run.program]] with command = "./app"')
        raw = []
    for i, entry in enumerate(raw, 1):
        program, said = _program(entry, i, timeout)
        problems += said
        if program is not None:
            programs.append(program)
    return RunSection(tuple(programs), timeout, mask_timing, mask, tolerances[0], tolerances[1], tuple(problems))


def _compiles(pattern: str) -> bool:
    try:
        re.compile(pattern)
    except re.error:
        return False
    return True


def _program(entry: Any, index: int, timeout: float) -> tuple[Program | None, list[str]]:
    where = f"run.program #{index}"
    if not isinstance(entry, dict):
        return None, [f"{where} must be a table ([[run.program]])"]
    keys = ", ".join(sorted(_PROGRAM))
    problems = [f"{where}: {k} is not a key: the keys are {keys}" for k in entry if k not in _PROGRAM]
    command = entry.get("command")
    if isinstance(command, str):
        try:
            words = tuple(shlex.split(command))
        except ValueError as exc:
            return None, [*problems, f"{where}: command {command!r} cannot be split into words ({exc})"]
    else:
        words = _strings(command) or ()
    if not words:
        return None, [*problems, f'{where} needs a command: command = "./app" (run in the tree\'s root)']
    args = _strings(entry.get("args", []))
    inputs = _strings(entry.get("inputs", []))
    own = _number(entry.get("timeout", timeout)) or None
    if args is None:
        problems.append(f'{where}: args must be a list of strings: args = ["-n", "8"]')
    if inputs is None:
        problems.append(f'{where}: inputs must be a list of paths: inputs = ["data/in.txt"]')
    if own is None:
        problems.append(f"{where}: timeout must be a positive number of seconds")
    name = entry.get("name")
    name = name if isinstance(name, str) and name else " ".join(words)
    return Program(name, words, args or (), inputs or (), own or timeout), problems


def read(path: Path) -> RunSection | None:
    """The ``[run]`` section of the rule file at ``path``; None when it has none. A file that cannot
    be read or is not TOML is one problem."""
    import tomllib

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        return RunSection(problems=(f"{path}: cannot be read as TOML: {exc}",))
    if SECTION not in data:
        return None
    return parse(data[SECTION])


SCHEMA: dict[str, Any] = {
    "description": DESCRIPTION,
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "timeout": {"type": "number", "exclusiveMinimum": 0, "default": DEFAULT_TIMEOUT},
        "mask-timing": {"type": "boolean", "default": True},
        "mask": {"type": "array", "items": {"type": "string"}},
        "rel-tolerance": {"type": "number", "minimum": 0, "default": 0},
        "abs-tolerance": {"type": "number", "minimum": 0, "default": 0},
        "program": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["command"],
                "properties": {
                    "name": {"type": "string"},
                    "command": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]},
                    "args": {"type": "array", "items": {"type": "string"}},
                    "inputs": {"type": "array", "items": {"type": "string"}},
                    "timeout": {"type": "number", "exclusiveMinimum": 0},
                },
            },
        },
    },
}
