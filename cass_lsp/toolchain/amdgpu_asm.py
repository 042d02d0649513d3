"""AMDGPU device assembly (clang ``-S`` output): kernels, their resources, and line tables.

A kernel in clang's listing::

    .type   _Z5saxpyifPKfPf,@function
    _Z5saxpyifPKfPf:
        .loc 0 4 9              <- line info (with -gline-tables-only): file 0 line 4 column 9
        s_load_b64 ...
    .section .rodata,#alloc
    .amdhsa_kernel _Z5saxpyifPKfPf  <- kernel descriptor: .amdhsa_next_free_vgpr 4, ...
    .end_amdhsa_kernel
    .text
    .Lfunc_end0:
    ; Kernel info: ...           <- clang's own summary comments (NumVgprs, Occupancy, ...)

and at the end a YAML document between ``.amdgpu_metadata`` and ``.end_amdgpu_metadata`` with
one entry per kernel (``.vgpr_count``, ``.sgpr_count``, ``.wavefront_size``,
``.group_segment_fixed_size``, ...). Only the flat scalar keys of each kernel entry are read,
by hand (no YAML library): nested lists such as ``.args`` are skipped.

The listing shown to users keeps instructions and branch labels and drops directives, line-info
and ``implicit-def`` comments, as Compiler Explorer's filters do. Each kept line carries the
source line it came from: the last ``.loc`` in the main file. Code inlined from headers (HIP's
``__syncthreads``, math functions) carries the header's ``.loc``, which ``-gline-tables-only``
does not tie to its call site, so it maps to no source line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from cass_lsp.toolchain import amdgpu_arch
from cass_lsp.toolchain.amdgpu_arch import Occupancy
from cass_lsp.toolchain.demangle import base_name, matches


@dataclass(frozen=True)
class AsmLine:
    text: str
    source_line: int | None  # 1-based line of the compiled source file, None when unknown


@dataclass(frozen=True)
class KernelStats:
    vgprs: int
    sgprs: int
    agprs: int
    lds_bytes: int  # static LDS per work-group
    scratch_bytes: int  # private segment per work-item
    wave_size: int
    dynamic_stack: bool
    vgpr_spills: int
    sgpr_spills: int
    max_workgroup_size: int

    def describe(self) -> str:
        parts = [f"VGPRs {self.vgprs}"]
        if self.agprs:
            parts.append(f"AGPRs {self.agprs}")
        parts += [f"SGPRs {self.sgprs}", f"LDS {self.lds_bytes} B"]
        scratch = f"scratch {self.scratch_bytes} B" + (" + dynamic stack" if self.dynamic_stack else "")
        parts += [scratch, f"wave{self.wave_size}"]
        spills = self.vgpr_spills + self.sgpr_spills
        if spills:
            parts.append(f"spills {self.vgpr_spills} VGPR / {self.sgpr_spills} SGPR")
        return " · ".join(parts)


@dataclass
class AmdKernel:
    symbol: str  # mangled
    target: str
    lines: list[AsmLine] = field(default_factory=list)
    descriptor: dict[str, int] = field(default_factory=dict)  # .amdhsa_* without the prefix
    metadata: dict[str, int | str | bool] = field(default_factory=dict)  # YAML keys without the dot
    compiler_info: dict[str, str] = field(default_factory=dict)  # "; NumVgprs: 4" comments

    @property
    def name(self) -> str:
        return base_name(self.symbol)

    @property
    def listing(self) -> str:
        return "\n".join(line.text for line in self.lines)

    def _int(self, meta_key: str, desc_key: str = "", default: int = 0) -> int:
        value = self.metadata.get(meta_key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if desc_key and desc_key in self.descriptor:
            return self.descriptor[desc_key]
        return default

    @property
    def stats(self) -> KernelStats:
        wave = self._int("wavefront_size", default=0)
        if not wave:
            w32 = self.descriptor.get("wavefront_size32")
            wave = 32 if w32 == 1 else 64 if w32 == 0 else amdgpu_arch.default_wave_size(self.target)
        return KernelStats(
            # On gfx90a/gfx94x both .vgpr_count and next_free_vgpr count the unified file
            # (ArchVGPRs up to accum_offset, then AccVGPRs).
            vgprs=self._int("vgpr_count", "next_free_vgpr"),
            # .sgpr_count includes VCC, FLAT_SCRATCH and XNACK_MASK; next_free_sgpr does not.
            sgprs=self._int("sgpr_count", "next_free_sgpr"),
            agprs=self._int("agpr_count"),
            lds_bytes=self._int("group_segment_fixed_size", "group_segment_fixed_size"),
            scratch_bytes=self._int("private_segment_fixed_size", "private_segment_fixed_size"),
            wave_size=wave,
            dynamic_stack=bool(self.metadata.get("uses_dynamic_stack") or self.descriptor.get("uses_dynamic_stack")),
            vgpr_spills=self._int("vgpr_spill_count"),
            sgpr_spills=self._int("sgpr_spill_count"),
            max_workgroup_size=self._int("max_flat_workgroup_size", default=1024),
        )

    def occupancy(self, workgroup_size: int | None = None) -> Occupancy | None:
        s = self.stats
        return amdgpu_arch.occupancy(
            self.target,
            vgprs=s.vgprs,
            sgprs=s.sgprs,
            agprs=s.agprs,
            lds_bytes=s.lds_bytes,
            wave_size=s.wave_size,
            workgroup_size=workgroup_size or s.max_workgroup_size,
        )

    def line_ranges(self) -> dict[int, list[tuple[int, int]]]:
        """Source line -> ranges ``[start, end)`` of listing lines (0-based) it produced."""
        return line_ranges(self.lines)


def line_ranges(lines: list[AsmLine]) -> dict[int, list[tuple[int, int]]]:
    ranges: dict[int, list[tuple[int, int]]] = {}
    start = 0
    for i in range(1, len(lines) + 1):
        if i == len(lines) or lines[i].source_line != lines[start].source_line:
            src = lines[start].source_line
            if src is not None:
                ranges.setdefault(src, []).append((start, i))
            start = i
    return ranges


@dataclass
class AmdAssembly:
    target: str
    kernels: list[AmdKernel]
    main_file: str | None  # the compiled file, as the line table names it

    def kernel(self, name: str) -> AmdKernel | None:
        """The kernel whose symbol is ``name`` or whose source name is ``name``."""
        return next((k for k in self.kernels if k.symbol == name), None) or next(
            (k for k in self.kernels if matches(k.symbol, name)), None
        )


_TARGET = re.compile(r'^\s*\.amdgcn_target\s+"amdgcn-amd-amdhsa--([^"]+)"')
_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"(?:\s+"([^"]*)")?')
_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)")
_FUNC_TYPE = re.compile(r"^\s*\.type\s+([\w.$]+),@function")
_LABEL = re.compile(r"^([\w.$]+):")
_KD_START = re.compile(r"^\s*\.amdhsa_kernel\s+([\w.$]+)")
_KD_FIELD = re.compile(r"^\s*\.amdhsa_(\w+)\s+(-?\d+)")
_INFO = re.compile(r"^;\s*([A-Za-z][\w :]*?)\s*[:=]\s*(.+?)\s*$")


def _target_of(text: str) -> str:
    for line in text.splitlines()[:50]:
        m = _TARGET.match(line)
        if m:
            return m.group(1).split(":", 1)[0]
    return ""


def _keep(line: str) -> str | None:
    """The listing form of an instruction or label line; None for directives and noise."""
    stripped = line.strip()
    if not stripped:
        return None
    if stripped.startswith(";"):
        # "; %bb.1:" block markers help reading; "; implicit-def: $vgpr3" and "; -- End function" do not.
        return stripped if stripped.startswith("; %bb.") else None
    m = _LABEL.match(line)
    if m:
        label = m.group(1)
        if label.startswith((".Ltmp", ".Lfunc_begin", ".Lfunc_end")):
            return None
        return re.sub(r"\s{2,};", "  ;", line.rstrip())
    if stripped.startswith("."):
        return None
    return "\t" + stripped if line.startswith("\t") else line.rstrip()


def parse(text: str, *, target: str = "", main_file: str | None = None) -> AmdAssembly:
    """Split a listing into kernels with their descriptors, metadata and line info.

    ``main_file``: the compiled file's path or name; line info from other files (headers) maps
    to no source line. By default the line table's file 0 (DWARF 5: the compilation unit).
    """
    target = target or _target_of(text)
    lines = text.splitlines()
    files: dict[int, str] = {}
    kernels: dict[str, AmdKernel] = {}
    functions: list[str] = []
    current: AmdKernel | None = None
    pending_function: str | None = None
    in_descriptor: AmdKernel | None = None
    in_rodata = False
    source_line: int | None = None
    main_index: int | None = None
    info_for: AmdKernel | None = None

    def is_main(index: int) -> bool:
        if main_file is None:
            return index == (main_index if main_index is not None else 0)
        path = files.get(index, "")
        return path == main_file or PurePosixPath(path).name == PurePosixPath(main_file).name

    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.strip() == ".amdgpu_metadata":
            end = next((j for j in range(i, len(lines)) if lines[j].strip() == ".end_amdgpu_metadata"), len(lines))
            for name, meta in _parse_metadata(lines[i:end]).items():
                kernel = kernels.get(name) or kernels.get(str(meta.get("symbol", "")).removesuffix(".kd"))
                if kernel is not None:
                    kernel.metadata.update(meta)
            i = end + 1
            continue
        m = _FILE.match(line)
        if m:
            index = int(m.group(1))
            files[index] = str(PurePosixPath(m.group(2)) / m.group(3)) if m.group(3) is not None else m.group(2)
            if main_index is None:
                main_index = index
            continue
        if in_descriptor is not None:
            if line.strip() == ".end_amdhsa_kernel":
                in_descriptor = None
            else:
                m = _KD_FIELD.match(line)
                if m:
                    in_descriptor.descriptor[m.group(1)] = int(m.group(2))
            continue
        m = _KD_START.match(line)
        if m:
            in_descriptor = kernels.setdefault(m.group(1), AmdKernel(m.group(1), target))
            continue
        m = _FUNC_TYPE.match(line)
        if m:
            pending_function = m.group(1)
            continue
        if info_for is not None and line.startswith(";"):
            m = _INFO.match(line)
            if m:
                info_for.compiler_info[m.group(1).strip()] = m.group(2)
            continue
        m = _LABEL.match(line)
        if m and m.group(1) == pending_function:
            current = kernels.setdefault(pending_function, AmdKernel(pending_function, target))
            functions.append(pending_function)
            pending_function, source_line, in_rodata, info_for = None, None, False, None
            continue
        if current is None:
            continue
        if m and m.group(1).startswith(".Lfunc_end"):
            info_for, current = current, None
            continue
        stripped = line.strip()
        if stripped.startswith(".section"):
            in_rodata = ".text" not in stripped  # the kernel descriptor sits in .rodata
            continue
        if stripped == ".text":
            in_rodata = False
            continue
        if in_rodata:
            continue
        m = _LOC.match(line)
        if m:
            index, number = int(m.group(1)), int(m.group(2))
            # Line 0 marks compiler-made code: it stays with the line before it.
            source_line = (number or source_line) if is_main(index) else None
            continue
        kept = _keep(line)
        if kept is not None:
            current.lines.append(AsmLine(kept, source_line))

    # Only functions with a kernel descriptor are kernels (non-inlined device functions have none).
    result = [kernels[name] for name in functions if kernels[name].descriptor or kernels[name].metadata]
    main = files.get(main_index) if main_index is not None and main_file is None else main_file
    return AmdAssembly(target, result, main)


_META_KEY = re.compile(r"^(\s*)(?:- )?\.([\w]+):\s*(.*?)\s*$")


def _scalar(value: str) -> int | str | bool:
    if re.fullmatch(r"-?\d+", value):
        return int(value)
    if value in ("true", "false"):
        return value == "true"
    return value.strip("'\"")


def _parse_metadata(lines: list[str]) -> dict[str, dict[str, int | str | bool]]:
    """``amdhsa.kernels`` entries of the YAML metadata, keyed by ``.name``: scalar keys only.

    An entry starts at ``  - .key:``; its keys sit at the column of that first key; deeper
    lines (``.args`` items, list values) belong to nested values and are skipped.
    """
    kernels: list[dict[str, int | str | bool]] = []
    key_indent: int | None = None
    in_kernels = False
    for line in lines:
        if not line.startswith(" "):
            in_kernels = line.startswith("amdhsa.kernels:")
            continue
        if not in_kernels:
            continue
        entry = re.match(r"^(\s*)- \.", line)
        if entry and (key_indent is None or len(entry.group(1)) + 2 == key_indent):
            key_indent = len(entry.group(1)) + 2
            kernels.append({})
        m = _META_KEY.match(line)
        if not m or not kernels:
            continue
        indent = len(m.group(1)) + (2 if line.lstrip().startswith("- ") else 0)
        if indent == key_indent and m.group(3):
            kernels[-1][m.group(2)] = _scalar(m.group(3))
    return {str(k["name"]): k for k in kernels if "name" in k}
