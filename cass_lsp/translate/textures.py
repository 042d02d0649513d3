"""Texture and surface fetches on targets without image support.

HIP 6.x defines ``__HIP_NO_IMAGE_SUPPORT`` for gfx940, gfx941 and gfx942 (MI300: CDNA3 has no
image instructions; ``hip/amd_detail/amd_device_functions.h``) and then marks every texture and
surface function ``unavailable`` (``__hip_img_chk__`` in ``host_defines.h``): a kernel that calls
``tex2D``/``tex1Dfetch``/``surf2Dwrite`` does not compile for those targets, while gfx90a and the
RDNA targets are fine. HIP 5.x did not check this at compile time.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.translate.context import Context
from cass_lsp.translate.rules import rule

FETCHES = frozenset(
    {
        *(f"tex{d}" for d in ("1D", "2D", "3D", "1Dfetch", "1DLayered", "2DLayered", "Cubemap", "CubemapLayered")),
        *(f"tex{d}{k}" for d in ("1D", "2D", "3D", "1DLayered", "2DLayered", "Cubemap") for k in ("Lod", "Grad")),
        "tex2Dgather",
        *(f"surf{d}{rw}" for d in ("1D", "2D", "3D", "1DLayered", "2DLayered", "Cubemap") for rw in ("read", "write")),
    }
)
NO_IMAGE_TARGETS = "gfx940, gfx941, gfx942 (MI300)"


@rule("texture-fetch", names=FETCHES, renames=True, codes={"texture-no-image-support"})
def handle_fetch(ctx: Context, node: Node, name: str) -> None:
    parent = node.parent
    while parent is not None and parent.type in ("template_function", "qualified_identifier"):
        parent = parent.parent
    if node.type != "identifier" or parent is None or parent.type != "call_expression":
        return
    ctx.report(
        "texture-no-image-support",
        f"{name}: HIP 6.x has no texture or surface functions on {NO_IMAGE_TARGETS}: CDNA3 has no image"
        " instructions, and HIP marks them unavailable there, so this kernel does not compile for those targets"
        " (gfx90a and RDNA targets are fine). For MI300, read the array through a plain pointer (__ldg(&p[i]))",
        node.start_byte,
        node.end_byte,
    )
