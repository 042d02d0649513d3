"""Textures and surfaces on targets without image instructions, in software.

HIP 6.x defines ``__HIP_NO_IMAGE_SUPPORT`` for gfx940, gfx941 and gfx942 (MI300: CDNA3 has no
image instructions; ``hip/amd_detail/amd_device_functions.h``; HIP 7 for every gfx94x and gfx950)
and then marks every texture and surface function ``unavailable`` (``__hip_img_chk__`` in
``host_defines.h``), and its runtime refuses arrays, texture and surface objects there
(``hipErrorNotSupported``). HIP 5.x did not check this at compile time.

Where a target of the translation lacks images (``TranslateOptions.targets``), or the targets are
not known, the texture API goes through cass-lsp's runtime (``runtime/headers/textures.h``):
fetches and surface accesses become ``__cass_tex2D``, ``__cass_surf2Dwrite``...; the host calls
that make arrays, copy to and from them and make texture and surface objects become
``cass_hipMallocArray``, ``cass_hipCreateTextureObject``... Each is HIP's own where the device has
image instructions (a kernel decides per target at compile time, a host call per device at run
time), and software where it has none: arrays are linear memory, objects are descriptors in device
memory, fetches read the texels with plain loads and filter them as CUDA's texture-fetch rules
say. An info finding says so once per function, with the cost. What is not emulated (mipmapped arrays,
array-to-array copies, the driver API's arrays and objects) stays HIP's, with the finding
``texture-no-image-support`` where a target lacks images. Where every target has image
instructions, nothing changes.
"""

from __future__ import annotations

import re
from typing import Any

from tree_sitter import Node

from cass_lsp.core.result import Severity
from cass_lsp.runtime import needed_by
from cass_lsp.translate import handles
from cass_lsp.translate.context import Context, call_arguments, call_of_callee
from cass_lsp.translate.rules import gather, rule

TEXTURE_FETCHES = frozenset(
    {
        *(f"tex{d}" for d in ("1D", "2D", "3D", "1Dfetch", "1DLayered", "2DLayered", "Cubemap", "CubemapLayered")),
        *(f"tex{d}{k}" for d in ("1D", "2D", "3D", "1DLayered", "2DLayered", "Cubemap", "CubemapLayered")
          for k in ("Lod", "Grad")),
        "tex2Dgather",
    }
)  # fmt: skip
SURFACE_FUNCTIONS = frozenset(
    f"surf{d}{rw}"
    for d in ("1D", "2D", "3D", "1DLayered", "2DLayered", "Cubemap", "CubemapLayered")
    for rw in ("read", "write")
)
FETCHES = TEXTURE_FETCHES | SURFACE_FUNCTIONS
# The host calls with a software form (runtime/headers/textures.h): CUDA's name -> cass-lsp's.
HOST = {
    name: f"cass_hip{name.removeprefix('cuda')}"
    for name in (
        "cudaMallocArray", "cudaMalloc3DArray", "cudaFreeArray", "cudaGetChannelDesc", "cudaMemcpy2DToArray",
        "cudaMemcpy2DToArrayAsync", "cudaMemcpyToArray", "cudaMemcpy2DFromArray", "cudaMemcpy2DFromArrayAsync",
        "cudaMemcpyFromArray", "cudaMemcpy3D", "cudaMemcpy3DAsync", "cudaCreateTextureObject",
        "cudaDestroyTextureObject", "cudaGetTextureObjectResourceDesc", "cudaCreateSurfaceObject",
        "cudaDestroySurfaceObject",
    )
}  # fmt: skip
# What the software textures do not cover: CUDA's name -> what it is.
NOT_EMULATED = {
    **dict.fromkeys(
        ("cudaMallocMipmappedArray", "cudaGetMipmappedArrayLevel", "cudaFreeMipmappedArray"), "mipmapped arrays"
    ),
    **dict.fromkeys(
        ("cudaMemcpyArrayToArray", "cudaMemcpy2DArrayToArray", "cudaMemcpyToArrayAsync", "cudaMemcpyFromArrayAsync",
         "cudaArrayGetInfo"),
        "this array function",
    ),
    **dict.fromkeys(
        ("cuArrayCreate", "cuArray3DCreate", "cuMipmappedArrayCreate", "cuTexObjectCreate", "cuSurfObjectCreate"),
        "the driver API's arrays and texture objects",
    ),
}  # fmt: skip
NO_IMAGE_TARGETS = "gfx940, gfx941, gfx942 (MI300)"
NO_IMAGE_FAMILIES = ("gfx94", "gfx95")  # CDNA3 and later: no image instructions
FETCH_DEFINITIONS = "__cass_texture_fetches"
SURFACE_DEFINITIONS = "__cass_surface_functions"
HOST_DEFINITIONS = "cass_texture_objects"
COST = (
    "a fetch reads its texels with plain loads (1 for a point fetch, 2, 4 or 8 for a linear one) and filters them"
    " in ALU code, without the texture cache's 2D locality or its filtering units: expect it slower than a plain"
    " load of the same data (benchmarks/RESULTS.md, textures)"
)


def lacks_images(target: str) -> bool:
    """Does AMD target ``target`` (``gfx942``, ``gfx942:sramecc+``) lack image instructions?"""
    return target.split(":")[0].startswith(NO_IMAGE_FAMILIES)


def _without_images(ctx: Context) -> tuple[bool, str]:
    """Whether the translation emulates textures (a target lacks images, or none is known), and
    where, for the messages."""
    targets = ctx.options.targets
    without = [t for t in targets if lacks_images(t)]
    if targets and not without:
        return False, ""
    return True, ", ".join(without) if without else NO_IMAGE_TARGETS


def _function_of(node: Node | None) -> int:
    """Where the function around ``node`` starts (-1: none, or a #define body): the note is said once
    per function, so that a kernel converted alone says what the whole file says of it."""
    while node is not None and node.type != "function_definition":
        node = node.parent
    return -1 if node is None else node.start_byte


def _emulated(ctx: Context, start: int, end: int, where: str, node: Node | None) -> None:
    ctx.report_once(
        f"texture-emulated:{_function_of(node)}",
        "texture-emulated",
        f"Textures are emulated on {where} (no image instructions, where HIP marks texture and surface functions"
        " unavailable and refuses arrays and texture objects): the texture calls go through cass-lsp's runtime"
        " (__cass_tex2D, cass_hipCreateTextureObject...), HIP's own where the device has image instructions and"
        " software where it has none, with the results CUDA's texture-fetch rules give (9-bit filter weights)."
        f" Cost: {COST}",
        start,
        end,
        severity=Severity.INFO,
    )


# A texture reference's declaration (`texture<float, 1, cudaReadModeElementType> tex, tex2;`): its
# fetches are HIP's texture-reference overloads (the texture-reference finding says they go), not
# texture objects the software textures know.
_REFERENCE = re.compile(rb"\btexture\s*<(?:[^<>;{}]|<[^<>;{}]*>)*>\s*([^;(){}]*)")
_NAME = re.compile(rb"\w+")


def _texture_references(ctx: Any, start: int, end: int) -> frozenset[str]:
    names: set[str] = set()
    for m in _REFERENCE.finditer(ctx.data, start, end):
        for declarator in m.group(1).split(b","):
            if found := _NAME.search(declarator.split(b"=")[0]):
                names.add(found.group().decode())
    return frozenset(names)


_TEXTURE_REFERENCES = gather("texture-fetch.references", _texture_references, frozenset.union)


def _object_fetch(ctx: Context, node: Node) -> bool:
    """A call of a fetch on a texture or surface object (not a texture reference)."""
    call = call_of_callee(node) if node.type == "identifier" else None
    if call is None:
        return False
    references = ctx.gathered(_TEXTURE_REFERENCES)
    return not any(ctx.text(a).strip() in references for a in call_arguments(call)[:2])


def _rename(ctx: Context, start: int, end: int, name: str, node: Node | None = None) -> bool:
    emulate, where = _without_images(ctx)
    if not emulate:
        return False
    if name in FETCHES:
        new, definitions = f"__cass_{name}", FETCH_DEFINITIONS if name in TEXTURE_FETCHES else SURFACE_DEFINITIONS
    else:
        new, definitions = HOST[name], HOST_DEFINITIONS
    ctx.replace(start, end, new)
    for needed in needed_by(definitions):
        ctx.need("compat", needed)
    _emulated(ctx, start, end, where, node)
    return True


def _fetch_token(ctx: Context, start: int, end: int, name: str) -> bool:
    return _rename(ctx, start, end, name)


@rule(
    "texture-fetch",
    names=FETCHES,
    macro=_fetch_token,
    renames=True,
    codes={"texture-emulated"},
    produces={"compat"},
)
def handle_fetch(ctx: Context, node: Node, name: str) -> None:
    if _object_fetch(ctx, node):
        _rename(ctx, node.start_byte, node.end_byte, name, node)


def _host_token(ctx: Context, start: int, end: int, name: str, node: Node | None = None) -> bool:
    if ctx.gathered(_TEXTURE_REFERENCES):
        return False  # texture references bind HIP's arrays: the file keeps HIP's (texture-reference says why)
    if name in NOT_EMULATED:
        _not_emulated(ctx, start, end, name)
        return False
    if name.startswith("cudaMemcpy3D") and b"srcArray" not in ctx.data and b"dstArray" not in ctx.data:
        return False  # copies between pitched pointers: no array of the software textures' takes part
    return _rename(ctx, start, end, name, node)


def _not_emulated(ctx: Context, start: int, end: int, name: str) -> None:
    emulate, where = _without_images(ctx)
    if not emulate:
        return
    known = bool(ctx.options.targets)
    ctx.report(
        "texture-no-image-support",
        f"{name}: {NOT_EMULATED[name]} are not emulated on {where} (no image instructions): HIP refuses them there"
        " (hipErrorNotSupported at run time). cass-lsp emulates 1D to 3D, layered and cubemap arrays, texture and"
        " surface objects, the copies to and from arrays and cudaMemcpy3D; use those, or read through a plain"
        " pointer on MI300",
        start,
        end,
        severity=Severity.ERROR if known else Severity.WARNING,
    )


@rule(
    "texture-objects",
    names=frozenset(HOST) | frozenset(NOT_EMULATED),
    macro=_host_token,
    priority=1,  # before api-tables, which renames what it leaves
    codes={"texture-emulated", "texture-no-image-support"},
    produces={"compat"},
)
def handle_host(ctx: Context, node: Node, name: str) -> bool:
    if node.type != "identifier":
        return False
    return _host_token(ctx, node.start_byte, node.end_byte, name, node)


# -- texture and surface objects as integers -----------------------------------------------------

OBJECTS = handles.Handle(
    {"cudaTextureObject_t": "hipTextureObject_t", "cudaSurfaceObject_t": "hipSurfaceObject_t",
     "CUtexObject": "hipTextureObject_t", "CUsurfObject": "hipSurfaceObject_t"},
    "texture-object-integers.names",
    steps=False,
)  # fmt: skip
_COMPARED = frozenset({"==", "!=", "<", ">", "<=", ">="})


@rule("texture-object-integers", phase="range", pattern=b"Object")
def object_integers(ctx: Context, start: int, end: int) -> None:
    """CUDA's texture and surface objects are integers, HIP's pointers: a handle given an integer, read
    as one or in arithmetic takes the cast CUDA's conversion needs (handles.py)."""
    found = handles.declared(ctx, start, end, OBJECTS)
    if not found.handles and not found.arrays:
        return
    stack = [ctx.root]
    while stack:
        node = stack.pop()
        if node.end_byte <= start or node.start_byte >= end:
            continue
        if node.type in ("init_declarator", "assignment_expression"):
            handles.convert(ctx, node, found, OBJECTS)
        elif node.type == "binary_expression":
            _object_arithmetic(ctx, node, found)
        stack.extend(node.named_children)


def _object_arithmetic(ctx: Context, node: Node, found: handles.Declared) -> None:
    """`tex + 1`, `tex == id`: the object read as CUDA's integer (compared with 0 or another object: as it is)."""
    op = node.child_by_field_name("operator")
    left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
    if op is None or left is None or right is None:
        return
    is_left, is_right = bool(handles.handle_of(ctx, left, found)), bool(handles.handle_of(ctx, right, found))
    if is_left == is_right:
        return
    handle, other = (left, right) if is_left else (right, left)
    if op.type in _COMPARED and not handles.integer(ctx, other, found):
        return
    if op.type in _COMPARED or op.type in ("+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"):
        handles.to_integer(ctx, handle)
