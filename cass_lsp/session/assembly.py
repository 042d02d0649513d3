"""Machine code of a document's kernels, from its latest background build (never compiling
for it: a build is asked for when there is none).

``hover(session, doc, offset)``: on a kernel's name (its definition, or a ``<<<...>>>`` launch),
markdown as clangd writes hovers::

    ### saxpy — gfx1100 (RDNA3)
    ---
    ```asm
    <first cass.hover.asmLines lines of the listing>
    ```
    VGPRs 4 · SGPRs 11 · LDS 0 B · scratch 0 B · wave32 · occupancy 16/16 waves per SIMD

for each AMD target, then the NVIDIA SASS (``cass.toolchain.sassArch``) with its registers.
Before the first build has finished it says so; a build of an older version is shown, marked.

``listing(session, doc, kernel, target)``: one kernel's whole listing for a target ("sass" for
NVIDIA's) and a map from document lines to listing lines (0-based, inclusive ranges).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import quote

from cass_lsp.session.paths import compiled_language
from cass_lsp.syntax.cuda import base_name, kernels, launches
from cass_lsp.toolchain import amdgpu_arch

if TYPE_CHECKING:
    from cass_lsp.session.session import Session
    from cass_lsp.syntax.document import Document
    from cass_lsp.toolchain.amdgpu_asm import AmdKernel
    from cass_lsp.toolchain.pipeline import DocumentBuild
    from cass_lsp.toolchain.sass import SassFunction

SHOW_COMMAND = "cass.showAssembly"  # what a hover's "Open full listing" link runs
SASS_TARGET = "sass"


@dataclass(frozen=True)
class Listing:
    title: str
    language_id: str  # "amdgpu-asm" or "sass-asm"
    text: str
    kernel: str
    target: str
    source_map: list[tuple[int, list[list[int]]]]  # (document line, [[first, last listing line], ...])


@dataclass(frozen=True)
class Pending:
    """No build yet: one was asked for."""

    message: str


def kernel_name_at(tree, offset: int) -> str | None:  # type: ignore[no-untyped-def]
    """The kernel named at ``offset``: on a definition's name or a launch's callee."""
    root = tree.root_node
    for kernel in kernels(root):
        if kernel.name_node.start_byte <= offset <= kernel.name_node.end_byte:
            return kernel.qualified_name
    for launch in launches(root):
        if launch.callee.start_byte <= offset <= launch.callee.end_byte:
            return base_name(launch.callee)
    return None


async def kernel_at(session: Session, doc: Document, offset: int) -> str | None:
    tree = await session.documents.tree(doc)
    return kernel_name_at(tree, offset) if tree is not None else None


async def hover(session: Session, doc: Document, offset: int) -> str | None:
    """The hover's markdown on a kernel's name in a compiled document, else None."""
    if compiled_language(doc) is None:
        return None
    name = await kernel_at(session, doc, offset)
    if name is None:
        return None
    if not session.settings.compile.enabled:
        return f"### {name}\n\nMachine code needs the background compile (`cass.compile.enabled`)."
    build = session.builds.latest(doc.uri)
    if build is None:
        toolchain = session.current_toolchain
        if toolchain is not None and not toolchain.has_hip:
            problem = toolchain.problem("hipcc")
            fix = f"\n\n{problem.fix}" if problem else ""
            return f"### {name}\n\nNo AMD assembly: hipcc was not found.{fix}"
        session.builds.want(doc)
        return f"### {name}\n\nCompiling… the machine code will be shown when the background compile ends."
    return _hover_text(session, doc, name, build)


def _hover_text(session: Session, doc: Document, name: str, build: DocumentBuild) -> str:
    lines_shown = session.settings.hover.asm_lines
    parts: list[str] = []
    if build.request.version != doc.version:
        state = "recompiling" if session.builds.running(doc.uri) else "outdated"
        parts.append(f"*From version {build.request.version}; {state}.*")
    for target, target_build in build.targets.items():
        asm = target_build.assembly
        kernel = asm.kernel(name) if asm else None
        if kernel is None:
            why = "compile failed (see the hipcc diagnostics)" if not target_build.result.ok else "not in the output"
            parts.append(f"### {name} — {target}\n\n*{why}*")
            continue
        parts.append(_amd_section(name, kernel, lines_shown, doc.uri))
    if build.sass is not None and build.sass.listing is not None:
        function = build.sass.listing.function(name)
        if function is not None:
            parts.append(_sass_section(name, function, lines_shown, doc.uri))
    elif build.sass_note:
        parts.append(f"### {name} — NVIDIA SASS\n\n*{build.sass_note}*")
    return "\n\n".join(parts)


def _amd_section(name: str, kernel: AmdKernel, lines_shown: int, uri: str) -> str:
    occupancy = kernel.occupancy()
    stat_line = kernel.stats.describe()
    if occupancy is not None:
        stat_line += f" · occupancy {occupancy.describe()}"
        if occupancy.limited_by == "LDS":
            stat_line += f" with {occupancy.workgroup_size}-thread work-groups"
    family = amdgpu_arch.describe(kernel.target)
    body = _head(kernel.listing, lines_shown)
    link = _command_link("Open full listing", uri, name, kernel.target)
    return f"### {name} — {kernel.target} ({family})\n\n---\n```asm\n{body}\n```\n{stat_line}  \n{link}"


def _sass_section(name: str, function: SassFunction, lines_shown: int, uri: str) -> str:
    body = _head(function.listing, lines_shown, "//")
    link = _command_link("Open full listing", uri, name, SASS_TARGET)
    return (
        f"### {name} — NVIDIA {function.arch}\n\n---\n```sass\n{body}\n```\n{function.describe_resources()}  \n{link}"
    )


async def listing(session: Session, doc: Document, kernel: str | None, offset: int | None, target: str | None):  # type: ignore[no-untyped-def]
    """The whole listing of the kernel named ``kernel`` (else the one named at byte ``offset``)
    for ``target`` (default: the build's first); ``Pending`` while there is no build. Raises
    ValueError (one line) when there is no such kernel, target or listing."""
    name = kernel
    if not name:
        if offset is None:
            raise ValueError("give a kernel name or a position on one")
        name = await kernel_at(session, doc, offset)
        if name is None:
            raise ValueError("no kernel at that position")
    build = session.builds.latest(doc.uri)
    target = target or (build.request.targets[0] if build and build.request.targets else "gfx1100")
    if build is None:
        session.builds.want(doc)
        return Pending(f"{name}: compiling, try again when the compile ends")
    if target == SASS_TARGET:
        function = build.sass.listing.function(name) if build.sass and build.sass.listing else None
        if function is None:
            raise ValueError(f"no SASS for {name}: {build.sass_note or 'not in the cubin'}")
        header = [f"// {name} ({function.symbol}) — NVIDIA {function.arch}", f"// {function.describe_resources()}", ""]
        # nvcc compiled the document's own text: listing lines are document lines already.
        return _listing(name, target, "sass-asm", header, function.listing, function.line_ranges(), lambda n: n)
    target_build = build.targets.get(target)
    if target_build is None:
        raise ValueError(f"{target} is not a compiled target ({', '.join(build.targets)})")
    amd = target_build.assembly.kernel(name) if target_build.assembly else None
    if amd is None:
        raise ValueError(f"no {target} assembly for {name} (did the compile fail?)")
    occupancy = amd.occupancy()
    header = [
        f"; {name} ({amd.symbol}) — {amd.target} ({amdgpu_arch.describe(amd.target)})",
        f"; {amd.stats.describe()}" + (f" · occupancy {occupancy.describe()}" if occupancy else ""),
        "",
    ]
    return _listing(
        name, target, "amdgpu-asm", header, amd.listing, amd.line_ranges(), lambda n: build.cuda_lines(n)[0]
    )


def _listing(
    name: str,
    target: str,
    language_id: str,
    header: list[str],
    text: str,
    ranges: dict[int, list[tuple[int, int]]],
    to_document_line: Callable[[int], int],  # 0-based compiled line -> document line
) -> Listing:
    offset = len(header)
    by_line: dict[int, list[list[int]]] = {}
    for source_line, spans in ranges.items():
        document_line = to_document_line(source_line - 1)
        by_line.setdefault(document_line, []).extend([a + offset, b - 1 + offset] for a, b in spans)
    return Listing(
        title=f"{name} — {target}",
        language_id=language_id,
        text="\n".join([*header, text]) + "\n",
        kernel=name,
        target=target,
        source_map=[(line, sorted(spans)) for line, spans in sorted(by_line.items())],
    )


def _head(listing: str, count: int, comment: str = ";") -> str:
    lines = listing.splitlines()
    shown = "\n".join(lines[:count])
    if len(lines) > count:
        shown += f"\n{comment} … {len(lines) - count} more lines"
    return shown


def _command_link(label: str, uri: str, kernel: str, target: str) -> str:
    argument = quote(json.dumps([{"uri": uri, "kernel": kernel, "target": target}]))
    return f"[{label}](command:{SHOW_COMMAND}?{argument})"
