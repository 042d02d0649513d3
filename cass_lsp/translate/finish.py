"""The finishing step: the needs the rules recorded (context.Needs) become edits, for the whole
file or for one kernel.

- library headers that rewritten calls need, and hipBLAS's half define: before the first include,
  wherever they are needed;
- the whole file: its includes rewritten (includes.py), with the HIP runtime include where the
  file has device code, launches or runtime calls, and the definitions of what HIP lacks
  (compat.py) right after it; `#define HIP_ENABLE_WARP_SYNC_BUILTINS` before the first include
  where the target HIP wants it;
- one kernel: the HIP headers the converted kernel needs and the file lacks (the rest of the
  file stays CUDA): the runtime, the counterpart of each CUDA library header whose names the
  kernel uses, the warp define and the definitions, returned apart from the kernel's own edits.
"""

from __future__ import annotations

import re

from cass_lsp.core.result import Edit
from cass_lsp.translate import compat, includes
from cass_lsp.translate.context import Context
from cass_lsp.translate.hip_aware import written_for_hip
from cass_lsp.translate.rules import rule

HIPBLAS_HALF = "#ifndef HIPBLAS_USE_HIP_HALF\n#define HIPBLAS_USE_HIP_HALF\n#endif\n"

# CUDA header -> names whose use in a kernel means the converted kernel needs its HIP counterpart.
HEADER_MARKERS: dict[str, tuple[bytes, ...]] = {
    "curand_kernel.h": (b"curand",),
    "cuComplex.h": (b"cuC", b"make_cu", b"cuFloatComplex", b"cuDoubleComplex"),
    "cooperative_groups.h": (b"cooperative_groups", b"cg::"),
    "cuda_bf16.h": (b"bfloat16",),
    "cuda_fp16.h": (b"__half", b"__h"),
    "cub/cub.cuh": (b"cub::",),
}


@rule("finish", phase="finish", codes={"unsupported-header", "hip-compat"})
def finish(ctx: Context, kernel: tuple[int, int] | None) -> tuple[Edit, ...]:
    """Turn the needs into edits. ``kernel``: the byte range of the one kernel converted (None: the
    whole file); then the include edits the kernel needs outside itself are returned."""
    _library_needs(ctx)
    if kernel is not None:
        return _kernel_includes(ctx, *kernel)
    includes.rewrite(ctx, compat.after_runtime(ctx))
    define = warp_define(ctx)
    if define is not None:
        ctx.replace(define.start, define.end, define.text)
    return ()


def _library_needs(ctx: Context) -> None:
    needs = ctx.needs
    if not needs.headers and not needs.hipblas_half:
        return
    point = includes.insertion_point(ctx)
    for header in sorted(needs.headers):
        if f"<{header}>".encode() not in ctx.data and f'"{header}"'.encode() not in ctx.data:
            ctx.replace(point, point, f"#include <{header}>\n")
    if needs.hipblas_half:
        ctx.replace(point, point, HIPBLAS_HALF)


def warp_define(ctx: Context) -> Edit | None:
    """`#define HIP_ENABLE_WARP_SYNC_BUILTINS` (the target release's ``warp_sync_define``: HIP 6.2 to
    6.x declare the *_sync intrinsics only under it) before the first include, where the output
    uses *_sync intrinsics or may include a file of ours that does.

    The macro works only if defined before HIP's headers are first included, so a file that
    includes a local file (`#include "kernels.cu"`, `"util.cuh"`) after the HIP runtime gets it
    too: that file's own define would come too late."""
    macro = ctx.options.release.warp_sync_define
    if macro is None or re.search(rb"#[ \t]*define[ \t]+" + macro.encode() + rb"\b", ctx.data):
        return None
    if not ctx.needs.warp_sync_builtins and not _includes_local_code(ctx):
        return None
    point = includes.insertion_point(ctx)
    return Edit(point, point, f"#ifndef {macro}\n#define {macro}\n#endif\n")


def _includes_local_code(ctx: Context) -> bool:
    """Does this file use HIP (device code, runtime calls or a CUDA header; or its directives test
    HIP's macros, hip_aware.py) and include a local file (a quoted include that is not a CUDA or HIP
    header)?"""
    mapping = ctx.mapping
    found = includes.top_level_includes(ctx)
    needs = ctx.needs
    uses_hip = needs.device_code or needs.runtime_api or any(inc.path in mapping.headers for inc in found)
    if not (uses_hip or written_for_hip(ctx)):
        return False
    for inc in found:
        path = inc.path
        if inc.system or path in mapping.headers or path in mapping.headers_without_hip:
            continue
        if not path.startswith(("hip/", "hip", "roc", "cuda")):
            return True
    return False


def _kernel_includes(ctx: Context, start: int, end: int) -> tuple[Edit, ...]:
    define = warp_define(ctx)  # *_sync intrinsics kept, where the target HIP needs their macro
    top = includes.top_level_includes(ctx)
    present = {inc.path for inc in top}
    wanted = [] if includes.RUNTIME in present else [includes.RUNTIME]
    kernel = ctx.data[start:end]
    for path in sorted(present):
        target = includes.header_target(ctx, path)
        markers = HEADER_MARKERS.get(path, ())
        if target and target not in present and target not in wanted and any(m in kernel for m in markers):
            wanted.append(target)
    # The definitions of what HIP lacks (compat.py) follow the runtime include, there or added.
    after = compat.after_runtime(ctx)
    extra: tuple[Edit, ...] = ()
    if after and includes.RUNTIME in present:
        runtime = next(inc.node for inc in top if inc.path == includes.RUNTIME)
        extra, after = (Edit(runtime.end_byte, runtime.end_byte, after),), ""
    if not wanted:
        return extra if define is None else (define, *extra)
    point = includes.insertion_point(ctx)
    text = "".join(includes.RUNTIME_INCLUDE if t == includes.RUNTIME else f"#include <{t}>\n" for t in wanted)
    if define is not None:
        text = define.text + text
    return (Edit(point, point, text + after), *extra)
