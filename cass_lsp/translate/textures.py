"""Texture and surface fetches on targets without image support.

HIP 6.x defines ``__HIP_NO_IMAGE_SUPPORT`` for gfx940, gfx941 and gfx942 (MI300: CDNA3 has no
image instructions; ``hip/amd_detail/amd_device_functions.h``; HIP 7 for every gfx94x and gfx950)
and then marks every texture and surface function ``unavailable`` (``__hip_img_chk__`` in
``host_defines.h``): a kernel that calls ``tex2D``/``tex1Dfetch``/``surf2Dwrite`` does not compile
for those targets, while gfx90a and the RDNA targets are fine. HIP 5.x did not check this at
compile time.

The finding says so before the compile, naming the translation's targets that lack image
support (``TranslateOptions.targets``: an error, as the build will fail there); where the targets
are not known, it names the family; where none of them lacks images, there is nothing to say.

``tex1Dfetch<T>(obj, i)`` reads linear memory: no filtering, no image. It becomes cass-lsp's
``__cass_tex1Dfetch<T>`` (runtime/headers/textures.h), which is HIP's own where the target has
images and, where HIP marks them unavailable, reads the same element through the texture object's
buffer descriptor with a buffer load (an instruction every AMD target has): it compiles for
every target, with a note instead of the finding.
"""

from __future__ import annotations

from tree_sitter import Node

from cass_lsp.core.result import Severity
from cass_lsp.runtime import needed_by
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
NO_IMAGE_FAMILIES = ("gfx94", "gfx95")  # CDNA3 and later: no image instructions
LINEAR_FETCH = "__cass_tex1Dfetch"


def lacks_images(target: str) -> bool:
    """Does AMD target ``target`` (``gfx942``, ``gfx942:sramecc+``) lack image instructions?"""
    return target.split(":")[0].startswith(NO_IMAGE_FAMILIES)


@rule(
    "texture-fetch",
    names=FETCHES,
    renames=True,
    codes={"texture-no-image-support"},
    produces={"compat"},
)
def handle_fetch(ctx: Context, node: Node, name: str) -> None:
    parent = node.parent
    while parent is not None and parent.type in ("template_function", "qualified_identifier"):
        parent = parent.parent
    if node.type != "identifier" or parent is None or parent.type != "call_expression":
        return
    targets = ctx.options.targets
    without = [t for t in targets if lacks_images(t)]
    if targets and not without:
        return  # every target has image instructions
    where = ", ".join(without) if without else NO_IMAGE_TARGETS
    if name == "tex1Dfetch" and node.parent is not None and node.parent.type == "template_function":
        ctx.replace(node.start_byte, node.end_byte, LINEAR_FETCH)
        for needed in needed_by(LINEAR_FETCH):
            ctx.need("compat", needed)
        ctx.report(
            "texture-no-image-support",
            f"tex1Dfetch reads linear memory: on {where}, where HIP marks texture functions unavailable (no image"
            f" instructions), {LINEAR_FETCH} reads the element through the texture object's buffer descriptor with a"
            " buffer load, and HIP's tex1Dfetch elsewhere: it compiles for every target. The texture object must"
            " still be created there (hipCreateTextureObject over the linear memory)",
            node.start_byte,
            node.end_byte,
            severity=Severity.INFO,
        )
        return
    known = f"the target{'s' if len(without) > 1 else ''} {where} of this build" if without else where
    ctx.report(
        "texture-no-image-support",
        f"{name}: HIP has no texture or surface functions on {known}: CDNA3 has no image"
        " instructions, and HIP marks them unavailable there, so this kernel does not compile for those targets"
        " (gfx90a and RDNA targets are fine). For MI300, read the array through a plain pointer (__ldg(&p[i]))",
        node.start_byte,
        node.end_byte,
        severity=Severity.ERROR if without else None,
    )
