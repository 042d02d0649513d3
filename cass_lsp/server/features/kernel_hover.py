"""AMD and NVIDIA machine code on hover, and ``cass.showAssembly`` for the full listing.

A hover on a kernel's name (at its definition or at a ``<<<...>>>`` launch) shows, from the
background compile's cache (never compiling on hover):

    ### saxpy — gfx1100
    ---
    ```asm
    <first cass.hover.asmLines lines of the RDNA3 listing>
    ```
    VGPRs 4 · SGPRs 11 · LDS 0 B · scratch 0 B · wave32 · occupancy 16/16 waves per SIMD

then the same for the CDNA target and the NVIDIA SASS (``cass.toolchain.sassArch``) with its
``cuobjdump -res-usage`` registers. Before the first compile has finished the hover answers at
once that compilation is under way. A build for an older version of the document is still
shown, marked as such, while the new one compiles.

``cass.showAssembly {uri, position?|kernel?, target}`` returns one kernel's whole listing and
a map from document lines to listing lines (0-based, inclusive ranges), following the contract
in ``cass_lsp/server/README.md``.
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

from cass_lsp.server.feature import Feature
from cass_lsp.session import compiled_language
from cass_lsp.syntax.cuda import base_name, kernels, launches
from cass_lsp.syntax.document import Document
from cass_lsp.toolchain import amdgpu_arch
from cass_lsp.toolchain.amdgpu_asm import AmdKernel
from cass_lsp.toolchain.pipeline import DocumentBuild
from cass_lsp.toolchain.sass import SassFunction

COMMAND = "cass.showAssembly"
SASS_TARGET = "sass"


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


class KernelHoverFeature(Feature):
    name = "kernel_hover"

    def register(self) -> None:
        @self.server.command(COMMAND)
        async def show_assembly(ls, *args: Any) -> dict[str, Any]:
            params = args[0] if args and isinstance(args[0], dict) else {}
            if isinstance(args[0] if args else None, list) and args[0] and isinstance(args[0][0], dict):
                params = args[0][0]  # some clients wrap the arguments in one more list
            return await self.show_assembly(params)

    # ---- hover --------------------------------------------------------------------------
    async def hover(self, doc: Document, offset: int) -> types.Hover | None:
        if compiled_language(doc) is None:
            return None
        tree = await self.session.documents.tree(doc)
        if tree is None:
            return None
        name = kernel_name_at(tree, offset)
        if name is None:
            return None
        session = self.session
        build = session.builds.get(doc.uri)
        if not session.settings.compile.enabled:
            return _markdown(f"### {name}\n\nMachine code needs the background compile (`cass.compile.enabled`).")
        if build is None:
            toolchain = session.current_toolchain
            if toolchain is not None and not toolchain.has_hip:
                problem = toolchain.problem("hipcc")
                fix = f"\n\n{problem.fix}" if problem else ""
                return _markdown(f"### {name}\n\nNo AMD assembly: hipcc was not found.{fix}")
            session.want_build(doc)
            return _markdown(
                f"### {name}\n\nCompiling… the machine code will be shown when the background compile ends."
            )
        return _markdown(self._hover_text(doc, name, build, doc.uri in session.building))

    def _hover_text(self, doc: Document, name: str, build: DocumentBuild, building: bool) -> str:
        lines_shown = self.session.settings.hover.asm_lines
        parts: list[str] = []
        if build.request.version != doc.version:
            parts.append(f"*From version {build.request.version}; {'recompiling' if building else 'outdated'}.*")
        for target, target_build in build.targets.items():
            asm = target_build.assembly
            kernel = asm.kernel(name) if asm else None
            if kernel is None:
                why = (
                    "compile failed (see the hipcc diagnostics)" if not target_build.result.ok else "not in the output"
                )
                parts.append(f"### {name} — {target}\n\n*{why}*")
                continue
            parts.append(self._amd_section(name, kernel, lines_shown, doc.uri))
        if build.sass is not None and build.sass.listing is not None:
            function = build.sass.listing.function(name)
            if function is not None:
                parts.append(self._sass_section(name, function, lines_shown, doc.uri))
        elif build.sass_note:
            parts.append(f"### {name} — NVIDIA SASS\n\n*{build.sass_note}*")
        return "\n\n".join(parts)

    def _amd_section(self, name: str, kernel: AmdKernel, lines_shown: int, uri: str) -> str:
        stats = kernel.stats
        occupancy = kernel.occupancy()
        stat_line = stats.describe()
        if occupancy is not None:
            stat_line += f" · occupancy {occupancy.describe()}"
            if occupancy.limited_by == "LDS":
                stat_line += f" with {occupancy.workgroup_size}-thread work-groups"
        family = amdgpu_arch.describe(kernel.target)
        body = _head(kernel.listing, lines_shown)
        link = _command_link("Open full listing", uri, name, kernel.target)
        return f"### {name} — {kernel.target} ({family})\n\n---\n```asm\n{body}\n```\n{stat_line}  \n{link}"

    def _sass_section(self, name: str, function: SassFunction, lines_shown: int, uri: str) -> str:
        body = _head(function.listing, lines_shown, "//")
        resources = function.describe_resources()
        link = _command_link("Open full listing", uri, name, SASS_TARGET)
        return f"### {name} — NVIDIA {function.arch}\n\n---\n```sass\n{body}\n```\n{resources}  \n{link}"

    # ---- cass.showAssembly --------------------------------------------------------------
    async def show_assembly(self, params: dict[str, Any]) -> dict[str, Any]:
        uri = params.get("uri")
        if not isinstance(uri, str):
            raise JsonRpcInvalidParams(message="cass.showAssembly needs {uri, position? | kernel?, target}")
        doc = self.server.document(uri)
        name = params.get("kernel")
        if not isinstance(name, str) or not name:
            position = params.get("position") or {}
            tree = await self.session.documents.tree(doc)
            if tree is None or not isinstance(position, dict):
                raise JsonRpcInvalidParams(message="give a kernel name or a position on one")
            where = types.Position(line=position.get("line", 0), character=position.get("character", 0))
            offset = self.server.offset(doc, where)
            name = kernel_name_at(tree, offset)
            if name is None:
                raise JsonRpcInvalidParams(message="no kernel at that position")
        build = self.session.builds.get(uri)
        target = params.get("target") or (build.request.targets[0] if build and build.request.targets else "gfx1100")
        if build is None:
            self.session.want_build(doc)
            return {"pending": True, "message": f"{name}: compiling, try again when the compile ends"}
        if target == SASS_TARGET:
            function = build.sass.listing.function(name) if build.sass and build.sass.listing else None
            if function is None:
                raise JsonRpcInvalidParams(message=f"no SASS for {name}: {build.sass_note or 'not in the cubin'}")
            header = [
                f"// {name} ({function.symbol}) — NVIDIA {function.arch}",
                f"// {function.describe_resources()}",
                "",
            ]
            # nvcc compiled the document's own text: listing lines are document lines already.
            return _listing(name, target, "sass-asm", header, function.listing, function.line_ranges(), lambda n: n)
        target_build = build.targets.get(target)
        if target_build is None:
            raise JsonRpcInvalidParams(message=f"{target} is not a compiled target ({', '.join(build.targets)})")
        kernel = target_build.assembly.kernel(name) if target_build.assembly else None
        if kernel is None:
            raise JsonRpcInvalidParams(message=f"no {target} assembly for {name} (did the compile fail?)")
        occupancy = kernel.occupancy()
        header = [
            f"; {name} ({kernel.symbol}) — {kernel.target} ({amdgpu_arch.describe(kernel.target)})",
            f"; {kernel.stats.describe()}" + (f" · occupancy {occupancy.describe()}" if occupancy else ""),
            "",
        ]
        return _listing(
            name, target, "amdgpu-asm", header, kernel.listing, kernel.line_ranges(), lambda n: build.cuda_lines(n)[0]
        )


def _listing(
    name: str,
    target: str,
    language_id: str,
    header: list[str],
    listing: str,
    ranges: dict[int, list[tuple[int, int]]],
    to_document_line,  # type: ignore[no-untyped-def]  # 0-based compiled line -> document line
) -> dict[str, Any]:
    offset = len(header)
    by_line: dict[int, list[list[int]]] = {}
    for source_line, spans in ranges.items():
        document_line = to_document_line(source_line - 1)
        by_line.setdefault(document_line, []).extend([a + offset, b - 1 + offset] for a, b in spans)
    return {
        "title": f"{name} — {target}",
        "languageId": language_id,
        "text": "\n".join([*header, listing]) + "\n",
        "kernel": name,
        "target": target,
        "sourceMap": [{"sourceLine": line, "ranges": sorted(spans)} for line, spans in sorted(by_line.items())],
    }


def _head(listing: str, count: int, comment: str = ";") -> str:
    lines = listing.splitlines()
    shown = "\n".join(lines[:count])
    if len(lines) > count:
        shown += f"\n{comment} … {len(lines) - count} more lines"
    return shown


def _command_link(label: str, uri: str, kernel: str, target: str) -> str:
    argument = quote(json.dumps([{"uri": uri, "kernel": kernel, "target": target}]))
    return f"[{label}](command:{COMMAND}?{argument})"


def _markdown(text: str) -> types.Hover:
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))
