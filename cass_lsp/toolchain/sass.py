"""NVIDIA SASS listings: ``cuobjdump -sass``, ``cuobjdump -res-usage`` and ``nvdisasm -gi``.

``cuobjdump -sass`` (what CASS's data pipeline used)::

        code for sm_89
            Function : _Z5saxpyifPKfPf
        .headerflags    @"EF_CUDA_SM89 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM89)"
            /*0000*/                   MOV R1, c[0x0][0x28] ;      /* 0x00000a0000017a02 */
                                                                   /* 0x000fe40000000f00 */

``nvdisasm -gi -c`` on a cubin built with ``-lineinfo`` prints the same instructions (without
encodings) under per-function sections, with line info before them::

        //## File "/tmp/k.cu", line 4
        //## File "/tmp/k.cuh", line 1 inlined at "/tmp/k.cu", line 3
            /*0010*/                   S2R R2, SR_CTAID.X ;

An instruction belongs to the last main-file line above it; code inlined from a header belongs
to the main-file line it was inlined at. Trailing ``NOP`` padding after a function's final
self-branch is dropped from listings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from cass_lsp.toolchain.amdgpu_asm import AsmLine, line_ranges
from cass_lsp.toolchain.demangle import base_name, matches


@dataclass
class SassFunction:
    symbol: str
    arch: str  # sm_89
    lines: list[AsmLine] = field(default_factory=list)
    resources: dict[str, int] = field(default_factory=dict)  # REG, SHARED, STACK, LOCAL, ...

    @property
    def name(self) -> str:
        return base_name(self.symbol)

    @property
    def listing(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @property
    def registers(self) -> int | None:
        return self.resources.get("REG")

    def describe_resources(self) -> str:
        r = self.resources
        if not r:
            return ""
        parts = [f"REG {r.get('REG', '?')}", f"SHARED {r.get('SHARED', 0)} B"]
        parts += [f"STACK {r.get('STACK', 0)} B", f"LOCAL {r.get('LOCAL', 0)} B"]
        return " · ".join(parts)

    def line_ranges(self) -> dict[int, list[tuple[int, int]]]:
        return line_ranges(self.lines)


@dataclass
class SassListing:
    arch: str
    functions: list[SassFunction]

    def function(self, name: str) -> SassFunction | None:
        return next((f for f in self.functions if f.symbol == name), None) or next(
            (f for f in self.functions if matches(f.symbol, name)), None
        )

    def add_resources(self, usage: dict[str, dict[str, int]]) -> None:
        for f in self.functions:
            f.resources.update(usage.get(f.symbol, {}))


_CODE_FOR = re.compile(r"^\s*code for (sm_\w+)")
_FUNCTION = re.compile(r"^\s*Function\s*:\s*(\S+)")
_INSTRUCTION = re.compile(r"^\s*(/\*[0-9a-f]{4,}\*/)\s+(.*?)\s*(?:/\*\s*0x[0-9a-f]+\s*\*/)?\s*$")


def _trim_padding(lines: list[AsmLine]) -> list[AsmLine]:
    """Drop the NOP padding after a function's last branch, and the end label nvdisasm puts after it."""
    end = len(lines)
    while end > 0 and re.search(r"\bNOP\s*;?$|^\.L_x_\d+:$", lines[end - 1].text):
        end -= 1
    return lines[:end]


def _instruction(line: str) -> str | None:
    m = _INSTRUCTION.match(line)
    if not m or not m.group(2):
        return None
    return f"        {m.group(1)}  {m.group(2)}"


def parse_cuobjdump_sass(text: str) -> SassListing:
    """Functions of a ``cuobjdump -sass`` listing (first architecture's code when several)."""
    arch = ""
    functions: list[SassFunction] = []
    current: SassFunction | None = None
    for line in text.splitlines():
        m = _CODE_FOR.match(line)
        if m:
            arch = arch or m.group(1)
            current = None
            continue
        m = _FUNCTION.match(line)
        if m:
            current = SassFunction(m.group(1), arch)
            functions.append(current)
            continue
        if current is None:
            continue
        kept = _instruction(line)
        if kept is not None:
            current.lines.append(AsmLine(kept, None))
    for f in functions:
        f.lines = _trim_padding(f.lines)
    return SassListing(arch, functions)


_RES_FUNCTION = re.compile(r"^\s*Function\s+(\S+?):\s*$")
_RES_FIELD = re.compile(r"([A-Z]+(?:\[\d+\])?):(\d+)")


def parse_res_usage(text: str) -> dict[str, dict[str, int]]:
    """``cuobjdump -res-usage``: function -> {"REG": 10, "SHARED": 1024, "STACK": 0, ...}."""
    usage: dict[str, dict[str, int]] = {}
    current: str | None = None
    for line in text.splitlines():
        m = _RES_FUNCTION.match(line)
        if m:
            current = m.group(1)
            usage[current] = {}
            continue
        if current is not None and (fields := _RES_FIELD.findall(line)):
            usage[current].update({k: int(v) for k, v in fields})
            current = None
    return usage


_SECTION = re.compile(r"^\s*\.section\s+\.text\.([\w.$]+),")
_TARGET = re.compile(r"^\s*\.target\s+(sm_\w+)")
_LINE_INFO = re.compile(r'^\s*//## File "([^"]*)", line (\d+)(?: inlined at "([^"]*)", line (\d+))?')
_LABEL = re.compile(r"^(\.L_x_\d+):")


def parse_nvdisasm(text: str, *, main_file: str | None = None) -> SassListing:
    """Functions of ``nvdisasm -gi -c`` output with each instruction's source line.

    ``main_file``: the compiled source (path or name); by default the first file named.
    """
    arch = ""
    functions: list[SassFunction] = []
    current: SassFunction | None = None
    source_line: int | None = None
    main = main_file

    def is_main(path: str) -> bool:
        return path == main or (main is not None and PurePosixPath(path).name == PurePosixPath(main).name)

    for line in text.splitlines():
        m = _TARGET.match(line)
        if m:
            arch = m.group(1)
            continue
        m = _SECTION.match(line)
        if m:
            current = SassFunction(m.group(1), arch)
            functions.append(current)
            source_line = None
            continue
        if current is None:
            continue
        m = _LINE_INFO.match(line)
        if m:
            path, number, outer, outer_line = m.group(1), int(m.group(2)), m.group(3), m.group(4)
            main = main or path
            if is_main(path):
                source_line = number
            elif outer is not None and is_main(outer):
                source_line = int(outer_line)
            else:
                source_line = None
            continue
        m = _LABEL.match(line)
        if m:
            current.lines.append(AsmLine(m.group(1) + ":", source_line))
            continue
        kept = _instruction(line)
        if kept is not None:
            current.lines.append(AsmLine(kept, source_line))
    for f in functions:
        f.lines = _trim_padding(f.lines)
    return SassListing(arch, functions)
