#!/usr/bin/env python3
"""Generate cass_lsp/translate/data/hipify.json from HIPIFY's API tables.

Reads the Markdown tables that HIPIFY publishes (``docs/tables``; a copy lies in
``shared/reference/hipify-tables``), adds what CUDA 12.8 to 13.0 changed where HIP differs
(the tables stop at the HIP 6.3 era), and writes the compact mapping data the translation
engine loads. The engine never reads the tables: run this script and commit its output.

    python scripts/gen_hipify_map.py [--tables DIR] [--output FILE] [--check]

``--check`` exits 1 when the committed file differs from what would be generated.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_TABLES = ROOT.parent / "shared" / "reference" / "hipify-tables"
DEFAULT_OUTPUT = ROOT / "cass_lsp" / "translate" / "data" / "hipify.json"

# Family -> table file. Order matters: the first table that lists a CUDA name wins.
FAMILIES: dict[str, str] = {
    "runtime": "CUDA_Runtime_API_functions_supported_by_HIP.md",
    "driver": "CUDA_Driver_API_functions_supported_by_HIP.md",
    "device": "CUDA_Device_API_supported_by_HIP.md",
    "cucomplex": "cuComplex_API_supported_by_HIP.md",
    "cublas": "CUBLAS_API_supported_by_HIP.md",
    "curand": "CURAND_API_supported_by_HIP.md",
    "cufft": "CUFFT_API_supported_by_HIP.md",
    "cusparse": "CUSPARSE_API_supported_by_HIP.md",
    "cusolver": "CUSOLVER_API_supported_by_HIP.md",
    "cub": "CUB_API_supported_by_HIP.md",
    "nvrtc": "CUDA_RTC_API_supported_by_HIP.md",
}

_ROW = re.compile(
    r"^\|`([^`]+)`\|([^|]*)\|([^|]*)\|([^|]*)\|([^|]*)\|\s*(?:`([^`]*)`)?\s*\|([^|]*)\|([^|]*)\|([^|]*)\|([^|]*)\|([^|]*)\|"
)

# Field order of one entry in the JSON ``apis`` table.
ENTRY_FIELDS = [
    "hip",
    "family",
    "cuda_added",
    "cuda_deprecated",
    "cuda_changed",
    "cuda_removed",
    "hip_added",
    "hip_deprecated",
    "hip_changed",
    "hip_removed",
    "experimental",
]

# ---------------------------------------------------------------------------------------------
# What the tables do not say. Each block cites why it is here.
# ---------------------------------------------------------------------------------------------

# HIP names the tables give that a port should not use: prefer the non-deprecated equivalent.
# hipHostAlloc is deprecated in HIP's own header ("use hipHostMalloc instead"), same signature.
PREFERRED_HIP = {"cudaHostAlloc": "hipHostMalloc", "cudaMallocHost": "hipHostMalloc"}

# The tables date the hipDataType values to ROCm 5.7 (when hipBLAS adopted them), but HIP 5.2.3's
# hip/library_types.h already defines these six, and hipSPARSE 5.2 takes them.
HIP_ADDED_CORRECTIONS = {
    name: "5.2.0" for name in ("CUDA_R_16F", "CUDA_R_32F", "CUDA_R_64F", "CUDA_C_16F", "CUDA_C_32F", "CUDA_C_64F")
}

# CUDA 12.8 to 13.0 changes (NVIDIA's CUDA 13.0 release notes).
# name -> (changed, deprecated, removed, note)
CUDA13_CHANGES: dict[str, tuple[str, str, str, str]] = {
    "cudaMemPrefetchAsync": (
        "13.0",
        "",
        "",
        "CUDA 13 takes a cudaMemLocation and flags (the former _v2); HIP takes an int device",
    ),
    "cudaMemAdvise": ("13.0", "", "", "CUDA 13 takes a cudaMemLocation (the former _v2); HIP takes an int device"),
    "cudaMemPrefetchAsync_v2": ("", "", "13.0", "renamed cudaMemPrefetchAsync in CUDA 13"),
    "cudaMemAdvise_v2": ("", "", "13.0", "renamed cudaMemAdvise in CUDA 13"),
    "cudaLaunchCooperativeKernelMultiDevice": ("", "11.3", "13.0", "removed in CUDA 13"),
    "cuCtxCreate": ("13.0", "", "", "CUDA 13 takes a CUctxCreateParams pointer (the former _v4)"),
    "cudaGetDeviceProperties_v2": ("", "", "13.0", "renamed cudaGetDeviceProperties in CUDA 13"),
    "cudaSetDoubleForDevice": ("", "10.0", "13.0", "removed in CUDA 13"),
    "cudaSetDoubleForHost": ("", "10.0", "13.0", "removed in CUDA 13"),
    # CUDA 13 deprecates the 16-byte-aligned 256-bit vector types for _16a/_32a variants.
    "double4": ("", "13.0", "", "use double4_16a or double4_32a in CUDA 13; HIP keeps double4"),
    "long4": ("", "13.0", "", "use long4_16a or long4_32a in CUDA 13; HIP keeps long4"),
    "ulong4": ("", "13.0", "", "use ulong4_16a or ulong4_32a in CUDA 13; HIP keeps ulong4"),
    "longlong4": ("", "13.0", "", "use longlong4_16a or longlong4_32a in CUDA 13; HIP keeps longlong4"),
    "ulonglong4": ("", "13.0", "", "use ulonglong4_16a or ulonglong4_32a in CUDA 13; HIP keeps ulonglong4"),
}

# Allocation functions whose CUDA headers add `template <class T> f(T**, ...)` overloads.
# HIP 5.x has such overloads only for hipMalloc, hipHostMalloc and hipMallocManaged, and none
# at all under __HIP_DISABLE_CPP_FUNCTIONS__: the engine casts `&p` to (void**) for these.
VOID_PP_FIRST_ARG = [
    "cudaMalloc",
    "cudaMallocHost",
    "cudaHostAlloc",
    "cudaMallocManaged",
    "cudaMallocPitch",
    "cudaMallocAsync",
    "cudaMallocFromPoolAsync",
    "cudaHostGetDevicePointer",
]

# cudaDeviceProp fields (compared: CUDA 13.0 driver_types.h, HIP 5.2.3 hip_runtime_api.h, and the
# hipDeviceProp_tR0600 layout of ROCm 6.0).
DEVICE_PROP_FIELDS = {
    # In HIP, gone from CUDA 13.0: code using them no longer builds with nvcc 13.
    "removed_in_cuda13": [
        "clockRate",
        "computeMode",
        "cooperativeMultiDeviceLaunch",
        "deviceOverlap",
        "kernelExecTimeoutEnabled",
        "maxTexture1DLinear",
        "memoryClockRate",
        "singleToDoublePrecisionPerfRatio",
    ],
    # In CUDA, added to hipDeviceProp_t only in ROCm 6.0.
    "hip_since_6_0": [
        "accessPolicyMaxWindowSize",
        "asyncEngineCount",
        "canUseHostPointerForRegisteredMem",
        "clusterLaunch",
        "computePreemptionSupported",
        "globalL1CacheSupported",
        "gpuDirectRDMAFlushWritesOptions",
        "gpuDirectRDMASupported",
        "gpuDirectRDMAWritesOrdering",
        "hostNativeAtomicSupported",
        "hostRegisterReadOnlySupported",
        "hostRegisterSupported",
        "ipcEventSupported",
        "localL1CacheSupported",
        "luid",
        "luidDeviceNodeMask",
        "maxBlocksPerMultiProcessor",
        "maxSurface1D",
        "maxSurface1DLayered",
        "maxSurface2D",
        "maxSurface2DLayered",
        "maxSurface3D",
        "maxSurfaceCubemap",
        "maxSurfaceCubemapLayered",
        "maxTexture1DLayered",
        "maxTexture1DMipmap",
        "maxTexture2DGather",
        "maxTexture2DLayered",
        "maxTexture2DLinear",
        "maxTexture2DMipmap",
        "maxTexture3DAlt",
        "maxTextureCubemap",
        "maxTextureCubemapLayered",
        "memoryPoolSupportedHandleTypes",
        "memoryPoolsSupported",
        "multiGpuBoardGroupID",
        "persistingL2CacheMaxSize",
        "regsPerMultiprocessor",
        "reservedSharedMemPerBlock",
        "sharedMemPerBlockOptin",
        "sharedMemPerMultiprocessor",
        "streamPrioritiesSupported",
        "surfaceAlignment",
        "timelineSemaphoreInteropSupported",
        "unifiedAddressing",
        "unifiedFunctionPointers",
        "uuid",
    ],
    # Renamed in ROCm 6.0's hipDeviceProp_t.
    "renamed_in_hip_6_0": {
        "sparseCudaArraySupported": "sparseHipArraySupported",
        "deferredMappingCudaArraySupported": "deferredMappingHipArraySupported",
    },
    # In CUDA 12.x/13.0, in no HIP release.
    "not_in_hip": [
        "deviceNumaConfig",
        "deviceNumaId",
        "gpuPciDeviceID",
        "gpuPciSubsystemID",
        "hostNumaId",
        "hostNumaMultinodeIpcSupported",
        "mpsEnabled",
    ],
}

# CUDA header -> HIP header (hipify-perl's choices, with the library headers as ROCm installs them).
# An empty value removes the include (HIP's runtime header already declares what it held).
HEADERS = {
    "cuda_runtime.h": "hip/hip_runtime.h",
    "cuda_runtime_api.h": "hip/hip_runtime_api.h",
    "cuda.h": "hip/hip_runtime.h",
    "device_launch_parameters.h": "",
    "device_functions.h": "hip/device_functions.h",
    "vector_types.h": "hip/hip_vector_types.h",
    "vector_functions.h": "hip/hip_vector_types.h",
    "driver_types.h": "hip/driver_types.h",
    "texture_types.h": "hip/hip_texture_types.h",
    "cuda_texture_types.h": "hip/hip_texture_types.h",
    "texture_fetch_functions.h": "",
    "surface_types.h": "hip/surface_types.h",
    "channel_descriptor.h": "hip/channel_descriptor.h",
    "library_types.h": "hip/library_types.h",
    "cuda_profiler_api.h": "hip/hip_runtime_api.h",
    "cuda_fp16.h": "hip/hip_fp16.h",
    "cuda_bf16.h": "hip/hip_bfloat16.h",
    "cuComplex.h": "hip/hip_complex.h",
    "cooperative_groups.h": "hip/hip_cooperative_groups.h",
    "nvrtc.h": "hip/hiprtc.h",
    "cublas.h": "hipblas/hipblas.h",
    "cublas_v2.h": "hipblas/hipblas.h",
    "cublas_api.h": "hipblas/hipblas.h",
    "curand.h": "hiprand/hiprand.h",
    "curand_kernel.h": "hiprand/hiprand_kernel.h",
    "cufft.h": "hipfft/hipfft.h",
    "cufftXt.h": "hipfft/hipfftXt.h",
    "cusparse.h": "hipsparse/hipsparse.h",
    "cusparse_v2.h": "hipsparse/hipsparse.h",
    "cusolverDn.h": "hipsolver/hipsolver.h",
    "cusolverSp.h": "hipsolver/hipsolver.h",
    "cusolver_common.h": "hipsolver/hipsolver.h",
    "cub/cub.cuh": "hipcub/hipcub.hpp",
    "cub/device/device_reduce.cuh": "hipcub/device/device_reduce.hpp",
    "cub/device/device_scan.cuh": "hipcub/device/device_scan.hpp",
    "cub/device/device_radix_sort.cuh": "hipcub/device/device_radix_sort.hpp",
    "cub/block/block_reduce.cuh": "hipcub/block/block_reduce.hpp",
    "cub/block/block_scan.cuh": "hipcub/block/block_scan.hpp",
    "cub/warp/warp_reduce.cuh": "hipcub/warp/warp_reduce.hpp",
}

# Headers with no HIP counterpart in HIP 5.x: including them is a finding.
HEADERS_WITHOUT_HIP = {
    "cuda_fp8.h": "6.2.0",  # hip/hip_fp8.h appeared in ROCm 6.2
    "cuda/std/atomic": "",
    "cuda/barrier": "",
    "cuda/pipeline": "",
    "cuda_pipeline.h": "",
    "cuda_awbarrier.h": "",
    "mma.h": "",
    "cooperative_groups/reduce.h": "",
    "cooperative_groups/scan.h": "",
    "cooperative_groups/memcpy_async.h": "",
    "cudnn.h": "",
}

# Namespaces renamed as a whole (their members keep their names).
NAMESPACES = {"cub": "hipcub"}

# cooperative_groups members that HIP 5.x lacks (amd_hip_cooperative_groups.h of HIP 5.2.3).
COOPERATIVE_GROUPS_MISSING = [
    "binary_partition",
    "block_tile_memory",
    "cluster_group",
    "exclusive_scan",
    "inclusive_scan",
    "invoke_one",
    "invoke_one_broadcast",
    "labeled_partition",
    "memcpy_async",
    "reduce",
    "this_cluster",
    "wait",
    "wait_prior",
]
# Methods of thread_block_tile that HIP 5.x lacks.
COOPERATIVE_GROUPS_MISSING_METHODS = [
    "meta_group_rank",
    "meta_group_size",
    "ballot",
    "any",
    "all",
    "match_any",
    "match_all",
]

SYNC_INTRINSICS_NOTE = (
    "HIP 5.x has no *_sync warp intrinsics; ROCm 6.2 added them behind HIP_ENABLE_WARP_SYNC_BUILTINS with 64-bit masks"
)


def parse_table(path: Path, family: str) -> dict[str, list]:
    entries: dict[str, list] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _ROW.match(line)
        if m is None:
            continue
        cuda, ca, cd, cc, cr, hip, ha, hd, hc, hr, he = (g.strip() if g else "" for g in m.groups())
        if cuda in entries:
            continue
        entries[cuda] = [hip, family, ca, cd, cc, cr, ha, hd, hc, hr, 1 if he else 0]
    return entries


def _worth_keeping(cuda: str, entry: list) -> bool:
    """Identity mappings with nothing to report are no-ops for the engine: leave them out."""
    hip = entry[0]
    if hip != cuda:
        return True
    flags = entry[3] or entry[5] or entry[7] or entry[9] or entry[10]
    return bool(flags) or _version(entry[6]) >= (5, 0, 0)


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split(".") if p.isdigit()) if text else (0,)


def generate(tables: Path) -> dict:
    apis: dict[str, list] = {}
    for family, filename in FAMILIES.items():
        for cuda, entry in parse_table(tables / filename, family).items():
            if cuda not in apis:
                apis[cuda] = entry
    for cuda, hip in PREFERRED_HIP.items():
        apis[cuda][0] = hip
    for cuda, version in HIP_ADDED_CORRECTIONS.items():
        apis[cuda][6] = version
    notes: dict[str, str] = {}
    for name, (changed, deprecated, removed, note) in CUDA13_CHANGES.items():
        entry = apis.get(name) or [name, "runtime", "", "", "", "", "", "", "", "", 0]
        if name not in apis and name.startswith("cu") and not name.startswith("cuda"):
            entry[1] = "driver"
        if name in ("double4", "long4", "ulong4", "longlong4", "ulonglong4"):
            entry[1] = "device"
        entry[4] = changed or entry[4]
        entry[3] = deprecated or entry[3]
        entry[5] = removed or entry[5]
        apis[name] = entry
        notes[name] = note
    kept = {k: v for k, v in sorted(apis.items()) if _worth_keeping(k, v)}
    return {
        "about": "Generated by scripts/gen_hipify_map.py from HIPIFY docs/tables "
        "(ROCm/HIPIFY 014177bc, HIP 6.3 era) plus CUDA 12.8-13.0 changes. Do not edit.",
        "entry_fields": ENTRY_FIELDS,
        "families": list(FAMILIES),
        "apis": kept,
        "notes": notes,
        "void_pp_first_arg": VOID_PP_FIRST_ARG,
        "device_prop_fields": DEVICE_PROP_FIELDS,
        "headers": HEADERS,
        "headers_without_hip": HEADERS_WITHOUT_HIP,
        "namespaces": NAMESPACES,
        "cooperative_groups_missing": COOPERATIVE_GROUPS_MISSING,
        "cooperative_groups_missing_methods": COOPERATIVE_GROUPS_MISSING_METHODS,
        "sync_intrinsics_note": SYNC_INTRINSICS_NOTE,
    }


def _trim(entry: list) -> list:
    """Drop trailing empty fields (the loader pads them back)."""
    entry = list(entry)
    while entry and entry[-1] in ("", 0):
        entry.pop()
    return entry


def render(data: dict) -> str:
    """Compact JSON, one API per line so that diffs of the committed file stay readable."""
    lines = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "apis":
            lines.append('"apis": {')
            rows = list(value.items())
            for j, (name, entry) in enumerate(rows):
                sep = "," if j < len(rows) - 1 else ""
                lines.append(f"{json.dumps(name)}: {json.dumps(_trim(entry), separators=(',', ':'))}{sep}")
            lines.append("}" + comma)
        else:
            lines.append(f"{json.dumps(key)}: {json.dumps(value, separators=(',', ':'), sort_keys=True)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=Path, default=DEFAULT_TABLES)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing")
    args = parser.parse_args(argv)
    if not (args.tables / "README.md").is_file():
        print(f"no HIPIFY tables at {args.tables}", file=sys.stderr)
        return 2
    text = render(generate(args.tables))
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is out of date: run scripts/gen_hipify_map.py", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output} ({len(text) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
