"""Include rewriting: CUDA headers to their HIP counterparts, never twice, plus the HIP runtime.

nvcc includes cuda_runtime.h implicitly in .cu files; clang's HIP mode (`clang -x hip`, CMake's
HIP language) includes nothing, so a file with device code (kernels, `__device__` functions,
headers that only have device code), kernel launches or runtime calls and no HIP runtime include
gets HIPIFY's `#include "hip/hip_runtime.h"` once: after `#pragma once` or an include guard's
`#define`, else before the first include. An include of a CUDA header keeps its own `<>` or `""`.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from cass_lsp.core.hip_releases import newest, version_tuple
from cass_lsp.core.result import Severity
from cass_lsp.syntax.cuda import Include, includes, launches
from cass_lsp.translate import bf16, cuda_arch, extern_c, gl_interop, lexer
from cass_lsp.translate.context import Context
from cass_lsp.translate.lacking import HEADER_APIS
from cass_lsp.translate.tables import DEVICE_MARKERS

RUNTIME = "hip/hip_runtime.h"
RUNTIME_INCLUDE = f'#include "{RUNTIME}"\n'  # HIPIFY's form
# For a host compiler (g++, clang++ without -x hip) HIP's host_defines.h defines __noinline__ as
# nothing; libstdc++ 13+ writes [[__gnu__::__noinline__]] (<format>, <memory>), which then reads
# [[__gnu__::]] ("expected identifier"; StringZilla's C++20 benchmarks). Host code has no use for
# the CUDA marker, and HIP's headers are then included already (their guard keeps them out).
HOST_COMPILER_NOINLINE = "#if !defined(__HIP__) && defined(__noinline__)\n#undef __noinline__\n#endif\n"
HIPCUB = "hipcub/hipcub.hpp"
CG_REDUCE_HEADER = "cooperative_groups/reduce.h"
# CUDA's cooperative-groups internals (cooperative_groups/details/helpers.h, sage's mlp.h): their
# public part is HIP's header; their own names (cooperative_groups::details) HIP's lacks.
CG_DETAILS = "cooperative_groups/details/"
CG_HEADER = "hip/hip_cooperative_groups.h"
THRUST_CUDA, THRUST_HIP = "thrust/system/cuda/", "thrust/system/hip/"

# What to use where HIP has no counterpart of a header (checked in the HIP 6.4.3 root).
_NO_BARRIER = "cuda::barrier's arrive/wait has no HIP form; a block synchronizes with __syncthreads()"
_NO_PIPELINE = "memcpy_async and pipelines have no HIP form; load into __shared__ and __syncthreads()"
_NO_EGL = (
    "HIP has no EGL interop (no EGLImage or EGLStream API): share the data through OpenGL interop"
    " (hipGraphicsGLRegisterBuffer, hipGraphicsGLRegisterImage) or copy it through host memory"
)
_NVTX_HEADERS = tuple(f"{d}nvToolsExt{k}.h" for d in ("", "nvtx3/") for k in ("", "Cuda", "CudaRt"))
_NO_NVTX = (
    "NVTX's ranges and marks have a ROCm counterpart outside HIP: roctx (roctracer/roctx.h, roctxRangePushA,"
    " roctxRangePop, roctxMarkA; link roctx64), which rocprof shows; or drop the markers"
)
NO_COUNTERPART_INSTEAD = {
    "mma.h": "AMD's warp matrix API is rocWMMA (rocwmma/rocwmma.hpp), a library of its own with a different API"
    " (rocwmma:: fragments, AMD's tile sizes) that HIP does not include: port the nvcuda::wmma code to it by hand",
    "cuda/barrier": _NO_BARRIER,
    "cuda_awbarrier.h": _NO_BARRIER,
    "cuda/pipeline": _NO_PIPELINE,
    "cuda_pipeline.h": _NO_PIPELINE,
    "cuda_pipeline_primitives.h": _NO_PIPELINE,
    "cuda_awbarrier_primitives.h": _NO_BARRIER,
    "cudaEGL.h": _NO_EGL,
    "cuda_egl_interop.h": _NO_EGL,
    "cublasXt.h": "cuBLASXt's multi-GPU host API has no hipBLAS counterpart: call hipBLAS per device on tiles of the"
    " matrices, or once on one device (hipblasSgemm takes device pointers)",
    "cusolverRf.h": "cuSOLVER's refactorization (cusolverRf) has no hipSOLVER counterpart: factor each matrix again"
    " with hipsolverSp (hipsolverSpDcsrlsvlu) or rocSOLVER",
    "cusolverSp_LOWLEVEL_PREVIEW.h": "cuSOLVER's low-level sparse API (csrqrInfo_t, the batched QR's analysis,"
    " buffer and solve steps) has no hipSOLVER counterpart: solve each system with hipsolverSp's high-level"
    " functions (hipsolverSpScsrlsvqr) or with rocSOLVER",
    **dict.fromkeys(_NVTX_HEADERS, _NO_NVTX),
    "cuda_occupancy.h": "CUDA's header-only occupancy calculator has no HIP counterpart: ask the runtime"
    " (hipOccupancyMaxActiveBlocksPerMultiprocessor, hipOccupancyMaxPotentialBlockSize)",
    "nvml.h": "NVML has no HIP counterpart: ROCm's management libraries are amd-smi (amd_smi/amdsmi.h) and rocm-smi"
    " (rocm_smi/rocm_smi.h), with APIs of their own",
    "nvjpeg.h": "nvJPEG has no HIP counterpart: ROCm's JPEG decoder is rocJPEG (rocjpeg/rocjpeg.h), with an API of"
    " its own",
    "cufile.h": "GPUDirect Storage (cuFile) has no HIP counterpart: read into host memory and copy with hipMemcpy",
    **dict.fromkeys(
        ("npp.h", "nppcore.h", "nppdefs.h", "nppi.h", "npps.h"),
        "NPP (NVIDIA's image and signal primitives) has no HIP counterpart: write the operations as kernels",
    ),
}
# hipRAND's and rocRAND's host headers declare a C API, but name HIP's __half (C++ only: "unknown
# type name '__half'" in a C file) and, in HIP 5.x, rocRAND's struct tag without `struct`. A host
# file that may be compiled as C (no device code) gets the two declared for C before its include:
# a 16-bit struct as HIP's own fp16 header lays it out for C, and the tag. Inert in C++.
RAND_C_HEADERS = frozenset({"hiprand/hiprand.h", "rocrand/rocrand.h"})
RAND_C_GUARD = "CASS_HIP_RAND_C_TYPES"
RAND_C_TYPES = (
    f"#if !defined(__cplusplus) && !defined({RAND_C_GUARD})\n"
    f"#define {RAND_C_GUARD}\n"
    "#include <hip/hip_fp16.h>\n"
    "typedef struct __half_raw __half;\n"
    "typedef struct rocrand_generator_base_type rocrand_generator_base_type;\n"
    "#endif\n"
)
LIBCUDACXX_INSTEAD = (
    f"libcu++ (cuda::, cuda::std::) is not ported: libhipcxx is not shipped with ROCm {newest().short}; use the"
    " std:: header where device code allows it, or rewrite"
)


def needs_runtime(ctx: Context) -> bool:
    """Does the file rely on nvcc's implicit cuda_runtime.h?"""
    if not ctx.options.add_runtime_include:
        return False
    if ctx.needs.device_code or ctx.needs.runtime_api:
        return True
    return b"<<<" in ctx.data and bool(launches(ctx.root))


def rewrite(ctx: Context, after_runtime: str = "") -> None:
    """Rewrite the includes; ``after_runtime``: text that must follow the HIP runtime include (the
    portable definitions of what HIP lacks, or the include of their header)."""
    found = includes(ctx.root)
    mapping = ctx.mapping
    runtime_needed = needs_runtime(ctx)
    # HIP includes already there or written here, with the block each sits in: one counts for an
    # include in that block or nested in it, not for one in another #if branch (a file's own
    # `#ifdef USE_ROCM #include <hip/hip_bf16.h> #else ...` must not drop the CUDA branch's).
    present = [(inc.path, inc.node.parent) for inc in found if inc.path.startswith(("hip/", "hip", "roc"))]
    produced: list[tuple[str, Node | None]] = []
    # With no include of (or mapped to) the runtime anywhere, it is added at the top (below): it
    # then precedes every HIP header, as HIP 5.x's need.
    runtime_added = runtime_needed and all(RUNTIME not in (inc.path, header_target(ctx, inc.path)) for inc in found)
    if runtime_added:
        produced.append((RUNTIME, ctx.root))

    def has(target: str, node: Node) -> bool:
        return any(path == target and _encloses(block, node) for path, block in [*present, *produced])

    placed = not after_runtime  # where after_runtime goes: right after the runtime include
    rand_c_types_added = False
    for inc in found:
        top_level = inc.node.parent is not None and inc.node.parent.type == "translation_unit"
        if not placed and top_level and inc.path == RUNTIME:
            ctx.replace(_line_end(ctx, inc.node), _line_end(ctx, inc.node), after_runtime)
            placed = True
        path_node = inc.node.child_by_field_name("path")
        if path_node is None:
            continue
        if inc.path == CG_REDUCE_HEADER:
            # compat.py defines cooperative_groups::reduce where the file calls it.
            ctx.replace(inc.node.start_byte, _line_end(ctx, inc.node), "")
            continue
        if inc.path in mapping.headers_without_hip or _libcudacxx(inc.path):
            since = mapping.headers_without_hip.get(inc.path, "")
            if not since and _used_only_where_amd_never_compiles(ctx, inc):
                # It would stop the build for nothing: it goes, its error a note.
                ctx.replace(inc.node.start_byte, _line_end(ctx, inc.node), "")
                ctx.report(
                    "unsupported-header",
                    f"HIP has no counterpart of {inc.path} ({NO_COUNTERPART_INSTEAD.get(inc.path, 'none')}), but"
                    " this file uses its names only in code AMD never compiles (a branch decided for AMD, a function"
                    " kept for CUDA only): the include is removed",
                    path_node.start_byte,
                    path_node.end_byte,
                    severity=Severity.INFO,
                )
                continue
            if not since:
                instead = NO_COUNTERPART_INSTEAD.get(inc.path) or (
                    LIBCUDACXX_INSTEAD if inc.path.startswith("cuda/") else "the code that needs it must be rewritten"
                )
                ctx.report(
                    "unsupported-header",
                    f"HIP has no counterpart of {inc.path} (none up to {newest().short}): {instead}",
                    path_node.start_byte,
                    path_node.end_byte,
                )
                continue
            if ctx.options.hip < version_tuple(since):
                which = f"HIP before {since} has no counterpart of {inc.path} (ROCm {since} added one)"
            else:
                which = f"{inc.path} is not translated (ROCm {since}+ has a counterpart whose types differ)"
            ctx.report(
                "unsupported-header",
                f"{which}: the code that needs it must be rewritten",
                path_node.start_byte,
                path_node.end_byte,
            )
            continue
        target = header_target(ctx, inc.path)
        if inc.path.startswith(CG_DETAILS):
            target = CG_HEADER
            if _names_cg_details(ctx):
                ctx.report(
                    "unsupported-header",
                    f"{inc.path} is CUDA's cooperative-groups internals: HIP's cooperative groups have no"
                    " `cooperative_groups::details`; the code that uses it must be rewritten with the public API",
                    path_node.start_byte,
                    path_node.end_byte,
                )
        if target is None and inc.path.startswith("cub/") and inc.path.endswith(".cuh"):
            target = HIPCUB  # hipCUB's umbrella header carries every part of CUB that it ports
        if target is None:
            continue
        if not target or has(target, inc.node):
            ctx.replace(inc.node.start_byte, _line_end(ctx, inc.node), "")
            continue
        runtime_first = runtime_needed or _maps_to_runtime(ctx, found) or target in gl_interop.NEEDS_RUNTIME_FIRST
        if target != RUNTIME and not has(RUNTIME, inc.node) and runtime_first:
            # HIP 5.x headers such as hip_cooperative_groups.h need the runtime header first.
            ctx.replace(inc.node.start_byte, inc.node.start_byte, RUNTIME_INCLUDE + ("" if placed else after_runtime))
            produced.append((RUNTIME, inc.node.parent))
            placed = True
        if target in RAND_C_HEADERS and not ctx.needs.device_code and RAND_C_GUARD.encode() not in ctx.data:
            if not rand_c_types_added:
                ctx.replace(inc.node.start_byte, inc.node.start_byte, RAND_C_TYPES)
                ctx.report(
                    "hip-compat",
                    f"{target} names HIP's __half, which HIP declares for C++ only: __half is declared for C"
                    " before it (a 16-bit struct), so that a C file including this can call its C API",
                    path_node.start_byte,
                    path_node.end_byte,
                )
            rand_c_types_added = True
        open_, close = ("<", ">") if inc.system else ('"', '"')
        ctx.replace(path_node.start_byte, path_node.end_byte, f"{open_}{target}{close}")
        extern_c.wrap(ctx, inc.node)
        produced.append((target, inc.node.parent))
        if target == RUNTIME and not placed and top_level:
            ctx.replace(_line_end(ctx, inc.node), _line_end(ctx, inc.node), after_runtime)
            placed = True
    if runtime_added:
        point = insertion_point(ctx)
        text = RUNTIME_INCLUDE + ("" if placed else after_runtime)
        if _host_compilers_may_read(ctx):
            text += HOST_COMPILER_NOINLINE
        if not ctx.needs.device_code and is_header(ctx) and extern_c.c_only(ctx):
            text = extern_c.cxx_block(text)  # a C++ caller may include a C header inside extern "C"
        ctx.replace(point, point, text)
        placed = True
    if not placed:  # the runtime include is nested in a conditional, or not this file's
        point = insertion_point(ctx)
        ctx.replace(point, point, after_runtime)


def _host_compilers_may_read(ctx: Context) -> bool:
    """Is the file C++ a host compiler may compile: no launch, and no device code (nor `__noinline__`)
    outside the branches only a device pass reads (StringZilla's types.h: `__device__ __noinline__`
    under `#elif SZ_DEBUG && defined(__CUDA_ARCH__)`)?"""
    if b"<<<" in ctx.data or ctx.options.language == "c":
        return False
    if not ctx.needs.device_code and b"__noinline__" not in ctx.data:
        return True
    device = lexer.occurrences(ctx.data, DEVICE_MARKERS | {"__noinline__"})
    return all(cuda_arch.only_device_passes_read(ctx, start, end) for start, end, _ in device)


def _names_cg_details(ctx: Context) -> bool:
    """Does the code (not a comment) name ``details::`` (``cooperative_groups::details::grid``)?"""
    data = ctx.data
    return any(name == "details" and data[end : end + 2] == b"::" for _, end, name in lexer.identifiers(data))


# The findings whose scope is code AMD never compiles: a branch a version or architecture test
# decided away (cuda_version.py, cuda_arch.py), a function kept for CUDA only (cuda_only_helpers.py).
SPEAK_FOR_DEAD_CODE = frozenset(
    {"cuda-version-decided", "cuda-arch-decided", "cuda-arch-macro", "cuda-only-helper", "never-compiled"}
)


def _used_only_where_amd_never_compiles(ctx: Context, inc: Include) -> bool:
    """Are the names of ``inc`` (a header HIP lacks whose names lacking.py knows) used, and only in
    code AMD never compiles? (A file that uses none may be a header whose includers do.)"""
    if inc.path not in HEADER_APIS:
        return False
    _, names = HEADER_APIS[inc.path]
    uses = [start for start, _, _ in lexer.occurrences(ctx.data, names)]
    if not uses:
        return False
    dead = [r.scope for r in ctx.record.findings if r.scope is not None and r.finding.code in SPEAK_FOR_DEAD_CODE]
    return all(any(lo <= at < hi for lo, hi in dead) for at in uses)


def _libcudacxx(path: str) -> bool:
    """libcu++'s headers (cuda/std/atomic, cuda/barrier) have no extension; a cuda/ folder's file with
    one ("cuda/CudaUtils.cuh", HeCBench warpsort) is the project's."""
    return path.startswith("cuda/") and "." not in path.rsplit("/", 1)[-1]


def _encloses(block: Node | None, node: Node) -> bool:
    """Is ``node`` inside ``block`` (a translation unit or a preprocessor branch: an #if's node
    holds its #else, which is another branch)?"""
    if block is None or not (block.start_byte <= node.start_byte and node.end_byte <= block.end_byte):
        return False
    alternative = block.child_by_field_name("alternative") if block.type.startswith("preproc_") else None
    return alternative is None or node.start_byte < alternative.start_byte


def header_target(ctx: Context, path: str) -> str | None:
    """The HIP header for the CUDA header ``path`` (None: not a CUDA header the tables know)."""
    if path.startswith(THRUST_CUDA):  # rocThrust keeps Thrust's layout, with hip for cuda
        return THRUST_HIP + path[len(THRUST_CUDA) :]
    return bf16.header(ctx, path) or gl_interop.header(ctx, path) or ctx.mapping.headers.get(path)


def _maps_to_runtime(ctx: Context, found: list) -> bool:
    return any(ctx.mapping.headers.get(inc.path) == RUNTIME for inc in found)


def top_level_includes(ctx: Context) -> list:
    """Includes among the root's children (cheap: no whole-tree query), with their paths."""
    found = []
    for child in ctx.root.named_children:
        if child.type == "preproc_include":
            path = child.child_by_field_name("path")
            if path is not None:
                raw = ctx.text(path)
                found.append(Include(child, raw.strip('<>"'), raw.startswith("<")))
    return found


def _line_end(ctx: Context, node: Node) -> int:
    """Where a removed include's line ends (its newline included)."""
    end = node.end_byte
    if end > 0 and ctx.data[end - 1 : end] == b"\n":
        return end
    nl = ctx.data.find(b"\n", end)
    return len(ctx.data) if nl == -1 else nl + 1


# Object-like macros that configure the system's or the GPU libraries' headers, which must precede
# them (`#define _GNU_SOURCE`, `NDEBUG`, `HIP_ENABLE_WARP_SYNC_BUILTINS`, `CUB_IGNORE_DEPRECATED_API`).
_CONFIGURES = re.compile(rb"[ \t]*#[ \t]*(?:undef\b|define[ \t]+(?:_|NDEBUG\b|HIP|CUDA|CUB_|THRUST_|ROC))")


def insertion_point(ctx: Context) -> int:
    """Where added includes go: before the file's own code, its first `#define` or include included
    (HIP's headers would read the user's `#define T int`), after its leading comments, pragmas and
    the defines that configure headers; inside an include guard, after its `#define`."""
    root = ctx.root
    for child in root.named_children:
        if child.type == "comment" or _configures(ctx, child):
            continue
        if child.type == "preproc_call" and b"pragma" in ctx.data[child.start_byte : child.end_byte]:
            continue
        if child.type == "preproc_ifdef" and is_include_guard(child):
            return _guard_body_start(ctx, child)
        return _line_start(ctx, child.start_byte)
    return _after_preamble(ctx)


def _configures(ctx: Context, node: Node) -> bool:
    return node.type in ("preproc_def", "preproc_call") and _CONFIGURES.match(ctx.data, node.start_byte) is not None


def is_header(ctx: Context) -> bool:
    """Is the file a header: `#pragma once`, or an include guard around it?"""
    root = ctx.includes_root
    for child in root.named_children:
        if child.type == "comment":
            continue
        if child.type == "preproc_call" and b"once" in ctx.data[child.start_byte : child.end_byte]:
            return True
        return child.type == "preproc_ifdef" and is_include_guard(child)
    return False


def is_include_guard(node: Node) -> bool:
    """Is ``node`` (an #ifndef) a header's include guard (`#ifndef X_H` `#define X_H` ...)?"""
    named = node.named_children
    return (
        len(named) >= 2
        and node.children[0].type == "#ifndef"
        and named[1].type == "preproc_def"
        and named[1].child_by_field_name("value") is None
    )


def _guard_body_start(ctx: Context, guard: Node) -> int:
    point = _line_end(ctx, guard.named_children[1])
    for child in guard.named_children[2:]:
        if child.type == "preproc_include":
            return child.start_byte
        pragma = child.type == "preproc_call" and b"pragma" in ctx.data[child.start_byte : child.end_byte]
        if child.type != "comment" and not pragma and not _configures(ctx, child):
            break
        point = _line_end(ctx, child)
    return point


def _line_start(ctx: Context, offset: int) -> int:
    return ctx.data.rfind(b"\n", 0, offset) + 1


def _after_preamble(ctx: Context) -> int:
    """End of the comments and pragmas a file starts with (a file with nothing else)."""
    pos = 0
    for child in ctx.root.children:
        if child.type in ("comment", "preproc_call"):
            pos = _line_end(ctx, child)
        else:
            break
    return pos
