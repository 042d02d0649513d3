"""OpenGL interop (cuda_gl_interop.h, cudaGL.h) for the HIP targeted.

HIP 6.x declares it in a header of its own, hip/hip_gl_interop.h (hipGraphicsGLRegisterBuffer,
hipGraphicsGLRegisterImage, hipGLGetDevices, with its own `typedef unsigned int GLuint, GLenum`,
which agree with GL/gl.h's); HIP 5.x declared it in hip_runtime_api.h and has no such header. The
calls and types are renamed by the tables (cudaGraphicsMapResources -> hipGraphicsMapResources,
`struct cudaGraphicsResource` -> HIP's tag: tables.py); the map flags the samples pass to the
register calls become the register flags of the same value (scripts/gen_hipify_map.py). Neither
CUDA's header nor HIP's includes GL itself: the file's own GL includes stay as they are.
hip/hip_gl_interop.h (HIP 6.x) does not include the runtime API whose types it names (hipError_t,
"unknown type name" in amd_hip_gl_interop.h), where cuda_gl_interop.h includes CUDA's: a file that
includes it with nothing of HIP before gets the runtime include before it.
"""

from __future__ import annotations

from cass_lsp.translate.context import Context

HEADERS = frozenset({"cuda_gl_interop.h", "cudaGL.h"})
OLD_HIP_HEADER = "hip/hip_runtime.h"  # HIP 5.x: hip_runtime_api.h, which it includes, declares GL interop
NEEDS_RUNTIME_FIRST = frozenset({"hip/hip_gl_interop.h"})


def header(ctx: Context, path: str) -> str | None:
    """The HIP header for a CUDA GL interop header, for HIP 5.x (None: not one, or the tables' for 6.x)."""
    if path in HEADERS and not ctx.options.release.hip_gl_interop_header:
        return OLD_HIP_HEADER
    return None
