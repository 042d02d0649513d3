"""AMD and NVIDIA machine code on hover, and ``cass.showAssembly`` for the full listing.

A hover on a kernel's name (at its definition or at a ``<<<...>>>`` launch) shows, from the
background compile's latest build (never compiling on hover), each target's listing head and
statistics: the session's markdown (``cass_lsp/session/assembly.py``).

``cass.showAssembly {uri, position?|kernel?, target}`` returns one kernel's whole listing and
a map from document lines to listing lines (0-based, inclusive ranges), following the contract
in ``cass_lsp/server/README.md``; ``{pending: true, message}`` while the kernel still compiles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

from cass_lsp.server.feature import Feature
from cass_lsp.session.assembly import SHOW_COMMAND, Pending

if TYPE_CHECKING:
    from cass_lsp.session.values import Document

COMMAND = SHOW_COMMAND


class KernelHoverFeature(Feature):
    name = "kernel_hover"

    def register(self) -> None:
        @self.server.command(COMMAND)
        async def show_assembly(ls, *args: Any) -> dict[str, Any]:
            params = args[0] if args and isinstance(args[0], dict) else {}
            if isinstance(args[0] if args else None, list) and args[0] and isinstance(args[0][0], dict):
                params = args[0][0]  # some clients wrap the arguments in one more list
            return await self.show_assembly(params)

    async def hover(self, doc: Document, offset: int) -> types.Hover | None:
        text = await self.session.machine_code(doc, offset)
        if text is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))

    async def show_assembly(self, params: dict[str, Any]) -> dict[str, Any]:
        uri = params.get("uri")
        if not isinstance(uri, str):
            raise JsonRpcInvalidParams(message="cass.showAssembly needs {uri, position? | kernel?, target}")
        doc = self.server.document(uri)
        kernel, position = params.get("kernel"), params.get("position") or {}
        offset = None
        if isinstance(position, dict):
            where = types.Position(line=position.get("line", 0), character=position.get("character", 0))
            offset = self.server.offset(doc, where)
        try:
            found = await self.session.listing(
                doc, kernel if isinstance(kernel, str) else None, offset, params.get("target")
            )
        except ValueError as exc:
            raise JsonRpcInvalidParams(message=str(exc)) from None
        if isinstance(found, Pending):
            return {"pending": True, "message": found.message}
        return {
            "title": found.title,
            "languageId": found.language_id,
            "text": found.text,
            "kernel": found.kernel,
            "target": found.target,
            "sourceMap": [{"sourceLine": line, "ranges": ranges} for line, ranges in found.source_map],
        }
