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
    # cuDNN goes to MIOpen, the library ROCm ships (hipDNN, the HIP column of HIPIFY's cuDNN
    # table, was never released with ROCm): the default and the --roc translation alike.
    "cudnn": "CUDNN_API_supported_by_MIOPEN.md",
}

# --roc: these families go straight to the ROCm libraries (HIPIFY's -roc), no hip* layer.
ROC_FAMILIES: dict[str, str] = {
    "cublas": "CUBLAS_API_supported_by_ROC.md",
    "curand": "CURAND_API_supported_by_ROC.md",
    "cusparse": "CUSPARSE_API_supported_by_ROC.md",
    "cusolver": "CUSOLVER_API_supported_by_ROC.md",
}

# The combined tables repeat the ROC/MIOPEN columns of the tables above: checked to agree.
COMBINED_TABLES = {
    "CUBLAS_API_supported_by_HIP_and_ROC.md": "CUBLAS_API_supported_by_ROC.md",
    "CURAND_API_supported_by_HIP_and_ROC.md": "CURAND_API_supported_by_ROC.md",
    "CUSPARSE_API_supported_by_HIP_and_ROC.md": "CUSPARSE_API_supported_by_ROC.md",
    "CUSOLVER_API_supported_by_HIP_and_ROC.md": "CUSOLVER_API_supported_by_ROC.md",
    "CUDNN_API_supported_by_HIP_and_MIOPEN.md": "CUDNN_API_supported_by_MIOPEN.md",
}

# cuBLASLt has no rocBLAS counterpart: hipBLASLt (its own library, not a layer over rocBLAS) is
# ROCm's, so --roc keeps those names as they are without it, and the compute types cuBLASLt
# shares with cuBLAS (rocblas_gemm_ex's compute type is a rocblas_datatype, which CALL_REWRITES
# gives from the constant).
ROC_KEEPS_HIP = ("cublasLt", "CUBLASLT_", "CUBLAS_COMPUTE_", "cublasComputeType_t")

# What the findings call the library a family is translated to.
LIBRARY_NAMES = {"cudnn": "MIOpen"}
ROC_LIBRARY_NAMES = {"cublas": "rocBLAS", "curand": "rocRAND", "cusparse": "rocSPARSE", "cusolver": "rocSOLVER"}

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

# CUDA names the tables leave without a HIP one although HIP has it. name -> (HIP name, family,
# oldest HIP checked to have it, "" when not checked).
HIP_EXTRA = {
    # hipblas.h of ROCm 6.4; the release that added it is not checked here.
    "cublasGetStatusString": ("hipblasStatusToString", "cublas", ""),
    # amd_hip_fp16.h of HIP 5.2.3 and 6.4.3 declare make_half2(__half, __half), CUDA's signature.
    "make_half2": ("make_half2", "device", "5.2.0"),
    # CUDA 12's cudaGetDeviceProperties is a macro for it (the name CUDA 13 removed); HIP's takes the
    # same (prop*, device).
    "cudaGetDeviceProperties_v2": ("hipGetDeviceProperties", "runtime", "1.6.0"),
    # rocThrust's device system (thrust/detail/config/device_system.h of ROCm 6.4 defines both, _CUDA
    # as 1 and _HIP as 5, and sets THRUST_DEVICE_SYSTEM to _HIP): a project's test of its device
    # system names HIP's. The build files' -DTHRUST_DEVICE_SYSTEM= value maps alike (buildfiles/tables.py).
    "THRUST_DEVICE_SYSTEM_CUDA": ("THRUST_DEVICE_SYSTEM_HIP", "cub", ""),
    # amd_device_functions.h of HIP 6.4.3 wraps __fns32 as __fns; 5.2.3 has no __fns (and its __fns32
    # works on 64 bits: not a stand-in). The oldest release checked to have it.
    "__fns": ("__fns", "device", "6.4.0"),
}

# CUDA names the tables (HIP 6.3 era) leave without a HIP one, or leave out, although HIP 6.4
# declares them under HIPIFY's conventional name with CUDA's meaning (signatures compared in the
# HIP 6.4.3 root's headers; tests/translate/test_unsupported_vs_hip_headers.py checks that no
# name the data reports missing is declared there). Each group: (why, oldest HIP checked to have
# them, names). HIP_64: HIP 5.2.3's headers lack them or ROCm 5.2 is not here to check (hipFFT,
# hipBLAS, hipSOLVER, hipCUB); the releases between are not checked, and HIP_64_NOTE says so in
# the hip-version finding.
HIP_64 = "6.4.0"
HIP_64_NOTE = "6.4 is the oldest HIP checked to have it: an older one may"
HIP_COUNTERPARTS: list[tuple[str, str, str]] = [  # (why, since, names)
    (
        "hipfft/hipfftXt.h and hiplibxt.h: hipFFT's multi-GPU (Xt) API and descriptors",
        HIP_64,
        "CUFFT_COPY_DEVICE_TO_DEVICE CUFFT_COPY_DEVICE_TO_HOST CUFFT_COPY_HOST_TO_DEVICE CUFFT_COPY_UNDEFINED "
        "CUFFT_FORMAT_UNDEFINED CUFFT_XT_FORMAT_1D_INPUT_SHUFFLED CUFFT_XT_FORMAT_INPLACE "
        "CUFFT_XT_FORMAT_INPLACE_SHUFFLED CUFFT_XT_FORMAT_INPUT CUFFT_XT_FORMAT_OUTPUT cufftXtCopyType "
        "cufftXtCopyType_t cufftXtExec cufftXtExecDescriptor cufftXtExecDescriptorC2C cufftXtExecDescriptorC2R "
        "cufftXtExecDescriptorD2Z cufftXtExecDescriptorR2C cufftXtExecDescriptorZ2D cufftXtExecDescriptorZ2Z "
        "cufftXtFree cufftXtGetSizeMany cufftXtMakePlanMany cufftXtMalloc cufftXtMemcpy cufftXtSetDistribution "
        "cufftXtSetGPUs cufftXtSubFormat cufftXtSubFormat_t "
        # cudalibxt.h's descriptors, in no table (libFormat, a plain name, is left alone)
        "cudaXtDesc cudaXtDesc_t cudaLibXtDesc cudaLibXtDesc_t MAX_CUDA_DESCRIPTOR_GPUS LIB_FORMAT_CUFFT "
        "LIB_FORMAT_UNDEFINED",
    ),
    (
        "hipblas/hipblas.h: the ILP64 (_64) functions; complex and *Ex ones as their _v2_64 name, as the"
        " tables give their siblings (hipblas.h #defines the plain _64 name to it)",
        HIP_64,
        " ".join(
            f"cublas{t}{op}_64"
            for t, ops in (
                ("S", "dgmm geam symm syr2k syrk syrkx trmm trsm trsmBatched"),
                ("D", "dgmm geam symm syr2k syrk syrkx trmm trsm trsmBatched"),
                (
                    "C",
                    "dgmm geam hemm hemm_v2 symm symm_v2 syr2k syr2k_v2 syrk syrk_v2 syrkx trmm trmm_v2 trsm"
                    " trsm_v2 trsmBatched",
                ),
                (
                    "Z",
                    "dgmm geam hemm hemm_v2 symm symm_v2 syr2k syr2k_v2 syrk syrk_v2 syrkx trmm trmm_v2 trsm"
                    " trsm_v2 trsmBatched",
                ),
                ("", "GemmEx GemmBatchedEx GemmStridedBatchedEx"),
            )
            for op in ops.split()
        ),
    ),
    (
        "hip/library_types.h: hipDataType's integer and FP8 values (HIP 5.2.3's has only the float ones)",
        HIP_64,
        "CUDA_C_16I CUDA_C_16U CUDA_C_4I CUDA_C_4U CUDA_C_64I CUDA_C_64U CUDA_R_16I CUDA_R_16U CUDA_R_4I CUDA_R_4U"
        " CUDA_R_64I CUDA_R_64U CUDA_R_8F_E4M3 CUDA_R_8F_E5M2",
    ),
    (
        "hip/hip_runtime_api.h: runtime values and functions HIP 5.2.3 lacks",
        HIP_64,
        "cudaErrorInvalidChannelDescriptor cudaErrorInvalidTexture cudaEventRecordDefault cudaEventRecordExternal"
        " cudaEventRecordWithFlags cuEventRecordWithFlags cudaEventWaitDefault cudaEventWaitExternal"
        " cudaExternalMemoryGetMappedMipmappedArray cuExternalMemoryGetMappedMipmappedArray"
        " cudaExternalMemoryMipmappedArrayDesc cudaExternalMemoryHandleTypeNvSciBuf"
        " cudaExternalSemaphoreHandleTypeD3D11Fence cudaExternalSemaphoreHandleTypeKeyedMutex"
        " cudaExternalSemaphoreHandleTypeKeyedMutexKmt cudaExternalSemaphoreHandleTypeNvSciSync"
        " cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32"
        " cudaMemoryTypeUnregistered cuStreamBatchMemOp",
    ),
    ("hipsolver/internal/hipsolver-sparse.h: csrlsvqr", HIP_64, "cusolverSpDcsrlsvqr cusolverSpScsrlsvqr"),
    (
        "hipcub/util_macro.hpp and util_deprecated.hpp: CUB's macros as HIPCUB_*",
        HIP_64,
        "CUB_DEFINE_VECTOR_TYPE CUB_DEPRECATED CUB_IGNORE_DEPRECATED_API CUB_PREVENT_MACRO_SUBSTITUTION"
        " CUB_QUOTIENT_CEILING CUB_QUOTIENT_FLOOR CUB_ROUND_DOWN_NEAREST CUB_ROUND_UP_NEAREST",
    ),
    (
        "hipsparse/hipsparse.h of HIP 5.2.3 and 6.4.3",
        "5.2.0",
        "CUSPARSE_SIDE_LEFT CUSPARSE_SIDE_RIGHT cusparseSideMode_t",
    ),
]
_SCOPED_ATOMICS = ["Add", "Sub", "Exch", "Min", "Max", "Inc", "Dec", "CAS", "And", "Or", "Xor"]
HIP_COUNTERPARTS += [
    (
        "CUDA 12 #defines the stream attributes as launch attributes (cudaStreamAttrValue is"
        " cudaLaunchAttributeValue): HIP's, dated as the tables date cudaLaunchAttributeValue",
        "6.2.0",
        "cudaStreamAttrValue cudaStreamAttrID cudaStreamAttributeAccessPolicyWindow cudaStreamAttributePriority",
    ),
    (
        "amd_hip_atomic.h has no block-scoped atomics: the device-scoped one is correct for a block (a wider"
        " scope), in every HIP; in no table",
        "",
        " ".join(f"atomic{op}_block" for op in _SCOPED_ATOMICS),
    ),
]
HIP_COUNTERPARTS += [
    (
        "CUBLAS_GEMM_DEFAULT_TENSOR_OP is deprecated since CUDA 11: the default algorithm, reduced-precision"
        " tensor-core kernels allowed; hipBLAS's default algorithm is that request at full precision (4 of"
        " CUDALibrarySamples' cuBLAS Extensions pass it)",
        "",
        "CUBLAS_GEMM_DEFAULT_TENSOR_OP",
    ),
]
_HALF_CONSTANTS = ("INF", "MAX_NORMAL", "MIN_DENORM", "NAN", "NEG_ZERO", "ONE", "ZERO")
HIP_COUNTERPARTS += [
    (
        "amd_hip_fp16.h and amd_hip_bf16.h of HIP 6.4 define the half and bfloat16 constants as HIPRT_*"
        " (HIP 5.2.3's have none)",
        HIP_64,
        " ".join(f"CUDART_{c}_{t}" for t in ("FP16", "BF16") for c in _HALF_CONSTANTS),
    ),
    (
        "thread block clusters (sm_90) have no HIP counterpart, but a fence for a cluster is one for a wider"
        " scope too: __threadfence (device scope), in every HIP",
        "",
        "__threadfence_cluster",
    ),
]
# A name the hip* libraries do not derive by the convention.
HIP_COUNTERPART_NAMES = {
    **{f"CUDART_{c}_{t}": f"HIPRT_{c}_{t}" for t in ("FP16", "BF16") for c in _HALF_CONSTANTS},
    "__threadfence_cluster": "__threadfence",
    "CUBLAS_GEMM_DEFAULT_TENSOR_OP": "HIPBLAS_GEMM_DEFAULT",
    "MAX_CUDA_DESCRIPTOR_GPUS": "MAX_HIP_DESCRIPTOR_GPUS",  # cudalibxt.h -> hiplibxt.h
    "LIB_FORMAT_CUFFT": "HIPLIB_FORMAT_HIPFFT",
    "LIB_FORMAT_UNDEFINED": "HIPLIB_FORMAT_UNDEFINED",
    "cudaStreamAttrValue": "hipLaunchAttributeValue",
    "cudaStreamAttrID": "hipLaunchAttributeID",
    "cudaStreamAttributeAccessPolicyWindow": "hipLaunchAttributeAccessPolicyWindow",
    "cudaStreamAttributePriority": "hipLaunchAttributePriority",
    **{f"atomic{op}_block": f"atomic{op}" for op in _SCOPED_ATOMICS},
}
# The family of a name in no table (the others keep the tables').
NEW_NAME_FAMILIES = {
    "atomic": "device",
    "cudaGraph": "runtime",
    "cuda": "cufft",
    "MAX_CUDA": "cufft",
    "LIB_": "cufft",
    "CUDART_": "runtime",
    "__": "device",
}

# CUDA names HIP 6.4 lacks (checked in the 6.4.3 root's headers) where the tables say otherwise or
# nothing: they are reported as having no HIP equivalent, with what to do instead.
# name -> what the finding adds.
_CONDITIONAL_GRAPHS = (
    "HIP 6.4 has no conditional graph nodes; run the condition on the host (a host loop that launches the body graph)"
)
NOT_IN_HIP_64 = {
    # The tables map it to hipGraphNodeTypeConditional, which hipGraphNodeType of HIP 6.4 lacks.
    "cudaGraphNodeTypeConditional": _CONDITIONAL_GRAPHS,
    **dict.fromkeys(
        [
            "cudaGraphConditionalHandle",
            "cudaGraphConditionalHandleCreate",
            "cudaGraphSetConditional",
            "cudaGraphCondTypeIf",
            "cudaGraphCondTypeWhile",
            "cudaGraphCondTypeSwitch",
            "cudaGraphCondAssignDefault",
            "cudaConditionalNodeParams",
        ],
        _CONDITIONAL_GRAPHS,
    ),
    "atomicInc_system": "HIP has atomicInc (device scope) but no system-scoped one; for memory the host or a"
    " peer GPU also updates, loop on atomicCAS_system",
    "atomicDec_system": "HIP has atomicDec (device scope) but no system-scoped one; for memory the host or a"
    " peer GPU also updates, loop on atomicCAS_system",
    "cudaStreamSetAttribute": "HIP 6.4 has no stream attributes; hipLaunchAttributeValue serves kernel nodes"
    " (hipGraphKernelNodeSetAttribute)",
    "cudaStreamGetAttribute": "HIP 6.4 has no stream attributes; hipLaunchAttributeValue serves kernel nodes"
    " (hipGraphKernelNodeGetAttribute)",
    # The tables map these to hipErrorLossyQuery and hipGraphDebugDotFlagsRuntimeTypes, which HIP 6.4 lacks.
    "cudaErrorLossyQuery": "HIP 6.4 has no lossy-query error (CUDA 12.3's, for lossy compression queries)",
    "CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES": "HIP 6.4's hipGraphDebugDotFlags has no runtime-types flag;"
    " leave it out of the flags",
    "cudaGraphDebugDotFlagsRuntimeTypes": "HIP 6.4's hipGraphDebugDotFlags has no runtime-types flag;"
    " leave it out of the flags",
}
# Device functions of CUDA 13's headers that HIP 6.4 lacks and the tables leave out (found by
# tests/translate/test_cuda_names_hip_lacks.py, which compares the two toolkits' declarations).
_CVTA = (
    "HIP has no address-space conversion intrinsics: an AMD GPU reaches shared, constant and local memory through"
    " generic pointers, so pass the pointer itself (a 32-bit shared-window address has no HIP meaning)"
)
_CLUSTERS = (
    "thread block clusters (sm_90) have no HIP counterpart (none up to 6.4): launch without clusters and share"
    " between blocks through global memory"
)
_CVTA_SPACES = ("shared", "global", "local", "constant", "grid_constant")
_MBARRIER = "HIP has no asynchronous barriers (none up to 6.4): synchronize the block with __syncthreads()"
NOT_IN_HIP_64 |= {
    **dict.fromkeys(
        [f"__cvta_generic_to_{space}" for space in _CVTA_SPACES]
        + [f"__cvta_{space}_to_generic" for space in _CVTA_SPACES],
        _CVTA,
    ),
    **dict.fromkeys(
        [
            "__clusterDim",
            "__clusterDimIsSpecified",
            "__clusterGridDimInClusters",
            "__clusterIdx",
            "__clusterRelativeBlockIdx",
            "__clusterRelativeBlockRank",
            "__clusterSizeInBlocks",
            "__cluster_barrier_arrive",
            "__cluster_barrier_arrive_relaxed",
            "__cluster_barrier_wait",
            "__cluster_map_shared_multicast",
            "__cluster_map_shared_rank",
            "__cluster_query_shared_rank",
            "__isClusterShared",
        ],
        _CLUSTERS,
    ),
    **dict.fromkeys(
        [
            "__mbarrier_init",
            "__mbarrier_inval",
            "__mbarrier_arrive",
            "__mbarrier_arrive_and_drop",
            "__mbarrier_test_wait",
            "__mbarrier_test_wait_parity",
            "__mbarrier_try_wait",
            "__mbarrier_try_wait_parity",
            "__mbarrier_token_pending_count",
            "__mbarrier_maximum_count",
            "__mbarrier_t",
            "__mbarrier_token_t",
        ],
        _MBARRIER,
    ),
    **{
        f"__f{op}2_{r}": f"HIP has no float2 {op} with rounding (sm_100): compute .x and .y with __f{op}_{r}"
        for op in ("add", "mul")
        for r in ("rn", "rz", "ru", "rd")
    },
    **{
        f"__ffma2_{r}": f"HIP has no float2 fused multiply-add (sm_100): compute .x and .y with __fmaf_{r}"
        for r in ("rn", "rz", "ru", "rd")
    },
    "__cluster_dims__": "a kernel attribute for thread block clusters (sm_90), which HIP has no counterpart of"
    " (none up to 6.4): remove it and launch without clusters",
    "__maxnreg__": "HIP has no per-kernel register limit attribute: remove it, or bound the registers with"
    " __launch_bounds__ (its second argument is the minimum blocks per multiprocessor)",
    "__block_size__": "HIP has no kernel attribute fixing the block size: remove it and pass the size at launch",
    "__tanhf": "HIP has no fast tanh intrinsic (sm_75's): call tanhf, as accurate or more",
    "__float_to_tf32": "HIP has no TF32 conversion: AMD GPUs compute such products in float; keep the float",
    "__isGridConstant": "HIP has no __grid_constant__ address check: keep track of where the pointer comes from",
    "__isCtaShared": "HIP has no shared-memory address check: keep track of where the pointer comes from",
}


# cuBLAS and cuSOLVER names hipBLAS and hipSOLVER 6.4 lack (checked in the 6.4.3 root's headers)
# where a faithful port can be written on what they have. name -> (the HIP name, what the
# translation's library-substitute warning says, "" for none). A cass_/CASS_ name is one of
# cass-lsp's definitions (cass_lsp/runtime/headers/hipblas.h and hipsolver.h, added to
# the output where used, with a hip-compat note); any other is a HIP name that computes what the
# CUDA one does, up to what the warning says. The --roc translation keeps reporting them missing.
_STAND_IN_AUTOTUNE = (
    "cuBLAS times its GEMM algorithms and keeps the fastest; hipBLAS has no autotuning and runs its default"
    " algorithm (the same product)"
)
_STAND_IN_3M = (
    "cuBLAS's 3m (Gauss) algorithm is a speed choice, not another result: hipBLAS computes the product by the"
    " standard algorithm (the last bits may round differently)"
)
_STAND_IN_EMULATED = (
    "CUDA 13's emulated arithmetic approximates native precision: hipBLAS computes in native precision (as"
    " accurate, or more), so the emulation settings are accepted and ignored"
)
_STAND_IN_IRS = (
    "cuSOLVER's mixed-precision solvers factor in a lower precision and refine to the data's accuracy: hipSOLVER"
    " has only the same-precision form, which factors in the data's precision (as accurate, or more; slower where"
    " the lower precision was faster)"
)
_STAND_IN_GESVDR = (
    "cuSOLVER's randomized SVD approximates the k leading singular values and vectors; hipSOLVER has none, so the"
    " stand-in computes the exact SVD (gesvd) and keeps the k leading ones: as accurate or more, with more work and"
    " memory for a large matrix (p and niters are unused)"
)
_STAND_IN_GESVDP = (
    "cuSOLVER computes this SVD through a polar decomposition; hipSOLVER has none, so the stand-in computes it by"
    " gesvd (the same factors up to rounding and the signs of the vectors) and sets h_err_sigma to 0"
)
_STAND_IN_IRS_EXPERT = (
    "cuSOLVER's IRS solver factors in a lower precision and refines to the main precision's accuracy; hipSOLVER has"
    " none, so the stand-in factors in the main precision (getrf and getrs: as accurate, or more; slower where the"
    " lower precision was faster) and reports niters -1, cuSOLVER's 'factored in the main precision', with A holding"
    " the LU factors; the refinement settings are accepted and ignored"
)
_IRS_PRECISIONS = [
    f"{kind}_{width}" for kind in "RC" for width in ("8I", "8U", "64F", "32F", "16F", "16BF", "TF32", "AP")
]
_IRS_REFINEMENTS = ("NOT_SET", "NONE", "CLASSICAL", "CLASSICAL_GMRES", "GMRES", "GMRES_GMRES", "GMRES_NOPCOND")
_IRS_CALLS = (
    *(f"IRSParams{op}" for op in ("Create", "Destroy", "SetRefinementSolver", "SetSolverMainPrecision")),
    *(f"IRSParams{op}" for op in ("SetSolverLowestPrecision", "SetSolverPrecisions", "SetTol", "SetTolInner")),
    *(f"IRSParams{op}" for op in ("SetMaxIters", "SetMaxItersInner", "GetMaxIters", "EnableFallback")),
    "IRSParamsDisableFallback",
    *(f"IRSInfos{op}" for op in ("Create", "Destroy", "GetNiters", "GetOuterNiters", "GetMaxIters")),
    "IRSXgesv_bufferSize",
)
_STAND_IN_SELL = (
    "hipSPARSE has no sliced-ELL format: the stand-in copies the arrays to the host once, converts them to CSR"
    " (the same matrix, rows sorted by column) and makes a CSR descriptor over a device copy, which"
    " hipsparseDestroySpMat frees. The same results with CSR's performance; writes to the sliced-ELL arrays after"
    " creation (or cusparseSpMatSetValues) do not reach the copy"
)
_STAND_IN_COMPRESSION = (
    "HIP has no compressed allocations: the flag only compiles, and a program that asks"
    " CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED first (it answers 0 on AMD GPUs) never uses it"
)
_STAND_IN_MG = (
    "hipSOLVER and rocSOLVER have no multi-GPU interface: the stand-in gathers the distributed matrix onto the"
    " first device the handle selected, runs the single-device hipSOLVER routine there and scatters the result"
    " back (correct results, no multi-GPU speed-up; the first device must hold the whole matrix, which lwork counts)"
)
# cusolverMg (the multi-GPU API): runtime/headers/hipsolver_mg.h; the calls that compute carry the warning
_MG_CALLS = (
    *("Create", "Destroy", "CreateDeviceGrid", "DestroyGrid", "CreateMatrixDesc", "DestroyMatrixDesc"),
    *(f"{op}_bufferSize" for op in ("Getrf", "Getrs", "Potrf", "Potrs", "Potri", "Syevd")),
)
STAND_INS: dict[str, tuple[str, str]] = {
    "cublasCgemm3m": ("hipblasCgemm_v2", _STAND_IN_3M),
    "cublasZgemm3m": ("hipblasZgemm_v2", _STAND_IN_3M),
    "CUBLAS_GEMM_AUTOTUNE": ("HIPBLAS_GEMM_DEFAULT", _STAND_IN_AUTOTUNE),
    "cublasCherkEx": ("cass_hipblasCherkEx", ""),
    "cublasCherk3mEx": ("cass_hipblasCherkEx", ""),
    "cublasCsyrkEx": ("cass_hipblasCsyrkEx", ""),
    "cublasCsyrk3mEx": ("cass_hipblasCsyrkEx", ""),
    "cublasSgemmGroupedBatched": ("cass_hipblasSgemmGroupedBatched", ""),
    "cublasDgemmGroupedBatched": ("cass_hipblasDgemmGroupedBatched", ""),
    "cublasGemmGroupedBatchedEx": ("cass_hipblasGemmGroupedBatchedEx", ""),
    **{f"cublas{t}{op}": (f"cass_hipblas{t}{op}", "") for t in "SDCZ" for op in ("tpttr", "trttp")},
    "cublasSetWorkspace": ("cass_hipblasSetWorkspace", ""),
    # CUDA 13's emulation API (cuBLAS/Emulation of CUDALibrarySamples)
    "cublasSetEmulationStrategy": ("cass_hipblasSetEmulationStrategy", _STAND_IN_EMULATED),
    "cublasSetFixedPointEmulationMantissaControl": (
        "cass_hipblasSetFixedPointEmulationMantissaControl",
        _STAND_IN_EMULATED,
    ),
    "cublasSetFixedPointEmulationMaxMantissaBitCount": (
        "cass_hipblasSetFixedPointEmulationMaxMantissaBitCount",
        _STAND_IN_EMULATED,
    ),
    "cublasSetFixedPointEmulationMantissaBitOffset": (
        "cass_hipblasSetFixedPointEmulationMantissaBitOffset",
        _STAND_IN_EMULATED,
    ),
    "cublasEmulationStrategy_t": ("cass_hipblasEmulationStrategy_t", ""),
    "cudaEmulationStrategy_t": ("cass_hipblasEmulationStrategy_t", ""),
    "cudaEmulationStrategy": ("cass_hipblasEmulationStrategy_t", ""),
    **{
        f"{prefix}_EMULATION_STRATEGY_{v}": (f"CASS_HIPBLAS_EMULATION_STRATEGY_{v}", "")
        for prefix in ("CUBLAS", "CUDA")
        for v in ("DEFAULT", "PERFORMANT", "EAGER")
    },
    "cudaEmulationMantissaControl_t": ("cass_hipEmulationMantissaControl_t", ""),
    "cudaEmulationMantissaControl": ("cass_hipEmulationMantissaControl", ""),
    "CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC": ("CASS_HIP_EMULATION_MANTISSA_CONTROL_DYNAMIC", ""),
    "CUDA_EMULATION_MANTISSA_CONTROL_FIXED": ("CASS_HIP_EMULATION_MANTISSA_CONTROL_FIXED", ""),
    "CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH": ("HIPBLAS_DEFAULT_MATH", _STAND_IN_EMULATED),
    "CUBLAS_FP32_EMULATED_BF16X9_MATH": ("HIPBLAS_DEFAULT_MATH", _STAND_IN_EMULATED),
    "CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT": ("HIPBLAS_COMPUTE_64F", _STAND_IN_EMULATED),
    "CUBLAS_COMPUTE_32F_EMULATED_16BFX9": ("HIPBLAS_COMPUTE_32F", _STAND_IN_EMULATED),
    # cuSOLVER's mixed-precision gesv and gels (<data><factorization>): hipSOLVER 6.4 has DD, SS, CC, ZZ
    **{
        f"cusolverDn{data}{low}{op}{suffix}": (f"hipsolverDn{data}{data}{op}{suffix}", _STAND_IN_IRS)
        for data, lows in (("D", "SHBX"), ("S", "HBX"), ("Z", "CKEY"), ("C", "KEY"))
        for low in lows
        for op in ("gesv", "gels")
        for suffix in ("", "_bufferSize")
    },
    # cuSOLVER's 64-bit generic API beyond hipSOLVER 6.4's getrf, getrs, geqrf, potrf and potrs
    **{
        f"cusolverDnX{op}{suffix}": (f"cass_hipsolverDnX{op}{suffix}", "")
        for op in ("syevd", "syevdx", "gesvd", "trtri")
        for suffix in ("", "_bufferSize")
    },
    # the randomized and polar-decomposition SVDs: the exact one (gesvd), with a warning on the call
    "cusolverDnXgesvdr_bufferSize": ("cass_hipsolverDnXgesvdr_bufferSize", ""),
    "cusolverDnXgesvdr": ("cass_hipsolverDnXgesvdr", _STAND_IN_GESVDR),
    "cusolverDnXgesvdp_bufferSize": ("cass_hipsolverDnXgesvdp_bufferSize", ""),
    "cusolverDnXgesvdp": ("cass_hipsolverDnXgesvdp", _STAND_IN_GESVDP),
    # the IRS expert API (CUDA 11's, as CUDALibrarySamples' cuSOLVER/gesv calls it): full-precision LU
    "cusolverDnIRSXgesv": ("cass_hipsolverDnIRSXgesv", _STAND_IN_IRS_EXPERT),
    **{f"cusolverDn{call}": (f"cass_hipsolverDn{call}", "") for call in _IRS_CALLS},
    **{
        f"cusolverDnIRS{kind}{suffix}": (f"cass_hipsolverDnIRS{kind}{suffix}", "")
        for kind in ("Params", "Infos")
        for suffix in ("", "_t")
    },
    "cusolverPrecType_t": ("cass_hipsolverPrecType_t", ""),
    **{f"CUSOLVER_{precision}": (f"CASS_HIPSOLVER_{precision}", "") for precision in _IRS_PRECISIONS},
    "cusolverIRSRefinement_t": ("cass_hipsolverIRSRefinement_t", ""),
    **{f"CUSOLVER_IRS_REFINE_{r}": (f"CASS_HIPSOLVER_IRS_REFINE_{r}", "") for r in _IRS_REFINEMENTS},
    **{f"CUSOLVER_PREC_{p}": (f"CASS_HIPSOLVER_PREC_{p}", "") for p in ("DD", "SS", "SHT")},
    **{f"cusolverMg{call}": (f"cass_hipsolverMg{call}", "") for call in _MG_CALLS},
    **{
        f"cusolverMg{call}": (f"cass_hipsolverMg{call}", _STAND_IN_MG)
        for call in ("DeviceSelect", "Getrf", "Getrs", "Potrf", "Potrs", "Potri", "Syevd")
    },
    "cusolverMgContext": ("cass_hipsolverMgContext", ""),
    "cusolverMgHandle_t": ("cass_hipsolverMgHandle_t", ""),
    "cudaLibMgGrid_t": ("cass_hipLibMgGrid_t", ""),
    "cudaLibMgMatrixDesc_t": ("cass_hipLibMgMatrixDesc_t", ""),
    "cusolverMgGridMapping_t": ("cass_hipsolverMgGridMapping_t", ""),
    **{f"CUDALIBMG_GRID_MAPPING_{o}": (f"CASS_HIPLIBMG_GRID_MAPPING_{o}", "") for o in ("ROW_MAJOR", "COL_MAJOR")},
    # cuSPARSE's sliced-ELL format (runtime/headers/hipsparse.h): a CSR descriptor over a copy
    "cusparseCreateSlicedEll": ("cass_hipsparseCreateSlicedEll", _STAND_IN_SELL),
    "cusparseCreateConstSlicedEll": ("cass_hipsparseCreateConstSlicedEll", _STAND_IN_SELL),
    # CUDA's L2 compression (cuSPARSE/compression): AMD GPUs have none, the query answers 0
    "CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED": (
        "CASS_HIP_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED",
        "",
    ),
    "CU_MEM_ALLOCATION_COMP_GENERIC": ("CASS_HIP_MEM_ALLOCATION_COMP_GENERIC", _STAND_IN_COMPRESSION),
}


_STAND_IN_FAMILIES = (("cusolver", "cusolver"), ("cusparse", "cusparse"), ("CU_", "driver"), ("", "cublas"))


def _new_name_family(cuda: str) -> str:
    return next(family for prefix, family in NEW_NAME_FAMILIES.items() if cuda.startswith(prefix))


_CONVENTION = (
    ("cublas", "hipblas"),
    ("cufft", "hipfft"),
    ("CUFFT_", "HIPFFT_"),
    ("cusparse", "hipsparse"),
    ("CUSPARSE_", "HIPSPARSE_"),
    ("cusolver", "hipsolver"),
    ("CUB_", "HIPCUB_"),
    ("cuda", "hip"),
    ("CUDA_", "HIP_"),
    ("cu", "hip"),
)
_HIPBLAS_V2 = re.compile(r"^hipblas(?:[CZ]\w+|Gemm\w*Ex)(?<!_v2)_64$")


def hip_counterpart(cuda: str) -> str:
    """The HIP name of ``cuda`` by HIPIFY's convention (device functions keep their names)."""
    if cuda in HIP_COUNTERPART_NAMES:
        return HIP_COUNTERPART_NAMES[cuda]
    hip = next((h + cuda[len(c) :] for c, h in _CONVENTION if cuda.startswith(c)), cuda)
    return hip[: -len("_64")] + "_v2_64" if _HIPBLAS_V2.match(hip) else hip


# HIP names the tables give that a port should not use: prefer the non-deprecated equivalent.
# hipHostAlloc is deprecated in HIP's own header ("use hipHostMalloc instead"), same signature.
PREFERRED_HIP = {"cudaHostAlloc": "hipHostMalloc", "cudaMallocHost": "hipHostMalloc"}
# HIP names the tables misspell: HIP's headers (5.2.3 and 6.4.3) spell them so.
HIP_SPELLINGS = {
    "cudaDevAttrMaxBlocksPerMultiprocessor": "hipDeviceAttributeMaxBlocksPerMultiProcessor",
    "CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR": "hipDeviceAttributeMaxBlocksPerMultiProcessor",
    "cudaDevAttrMultiGpuBoardGroupID": "hipDeviceAttributeMultiGpuBoardGroupID",
    "CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID": "hipDeviceAttributeMultiGpuBoardGroupID",
    # the alias CUDA 11.2 deprecated; HIPIFY maps only the new name (..._VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED)
    "CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED": "hipDeviceAttributeVirtualMemoryManagementSupported",
}

# The tables date the hipDataType values to ROCm 5.7 (when hipBLAS adopted them), but HIP 5.2.3's
# hip/library_types.h already defines these six, and hipSPARSE 5.2 takes them.
HIP_ADDED_CORRECTIONS = {
    name: "5.2.0" for name in ("CUDA_R_16F", "CUDA_R_32F", "CUDA_R_64F", "CUDA_C_16F", "CUDA_C_32F", "CUDA_C_64F")
} | {"CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED": "5.3.0"}  # as the new name

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
    # device, driver, surface, texture and vector types: HIP has no builtin_types.h (5.2.3 nor 6.4.3)
    "builtin_types.h": "hip/hip_runtime.h",
    "cuda.h": "hip/hip_runtime.h",
    # Its C conversions are defined in software (runtime/headers/fp8.h, fp8.py): hip/hip_fp8.h
    # computes NVIDIA's encodings only where the target does (not in gfx942's device code).
    "cuda_fp8.h": "hip/hip_runtime.h",
    "device_launch_parameters.h": "",
    "device_functions.h": "hip/device_functions.h",
    "vector_types.h": "hip/hip_vector_types.h",
    "vector_functions.h": "hip/hip_vector_types.h",
    "driver_types.h": "hip/driver_types.h",
    # make_cudaPitchedPtr, make_cudaPos, make_cudaExtent: HIP's are in its runtime API header
    "driver_functions.h": "hip/hip_runtime_api.h",
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
    "cublasLt.h": "hipblaslt/hipblaslt.h",
    "curand.h": "hiprand/hiprand.h",
    "curand_kernel.h": "hiprand/hiprand_kernel.h",
    "cufft.h": "hipfft/hipfft.h",
    "cufftXt.h": "hipfft/hipfftXt.h",
    "cusparse.h": "hipsparse/hipsparse.h",
    "cusparse_v2.h": "hipsparse/hipsparse.h",
    "cusolverDn.h": "hipsolver/hipsolver.h",
    "cusolverSp.h": "hipsolver/hipsolver.h",
    "cusolver_common.h": "hipsolver/hipsolver.h",
    "cusolverMg.h": "hipsolver/hipsolver.h",  # the stand-ins (runtime/headers/hipsolver_mg.h) use hipSOLVER
    "cub/cub.cuh": "hipcub/hipcub.hpp",
    "cub/device/device_reduce.cuh": "hipcub/device/device_reduce.hpp",
    "cub/device/device_scan.cuh": "hipcub/device/device_scan.hpp",
    "cub/device/device_radix_sort.cuh": "hipcub/device/device_radix_sort.hpp",
    "cub/block/block_reduce.cuh": "hipcub/block/block_reduce.hpp",
    "cub/block/block_scan.cuh": "hipcub/block/block_scan.hpp",
    "cub/warp/warp_reduce.cuh": "hipcub/warp/warp_reduce.hpp",
    "cudnn.h": "miopen/miopen.h",
    # OpenGL interop, runtime (cudaGraphicsGLRegisterBuffer) and driver (cuGraphicsGLRegisterBuffer)
    # API: HIP 6.x's header of its own (HIP 5.x declares it in hip_runtime_api.h: gl_interop.py)
    "cuda_gl_interop.h": "hip/hip_gl_interop.h",
    "cudaGL.h": "hip/hip_gl_interop.h",
    "cudaProfiler.h": "hip/hip_runtime_api.h",  # cuProfilerStart/Stop: hipProfilerStart/Stop
    "math_constants.h": "hip/hip_math_constants.h",  # CUDART_PI_F... (the tables date HIP's to 5.3 and 5.7)
    # device intrinsics and atomics headers that the HIP runtime header declares
    **dict.fromkeys(
        [
            *(f"sm_{a}_intrinsics.h" for a in (20, 30, 32, 35, 61)),
            *(f"sm_{a}_atomic_functions.h" for a in (20, 32, 35, 60)),
            "device_atomic_functions.h",
        ],
        "",
    ),
}

# Headers with no HIP counterpart in HIP 5.x: including them is a finding.
HEADERS_WITHOUT_HIP = {
    "cuda/std/atomic": "",
    "cuda/barrier": "",
    "cuda/pipeline": "",
    "cuda_pipeline.h": "",
    "cuda_awbarrier.h": "",
    "mma.h": "",
    "cooperative_groups/reduce.h": "",
    "cooperative_groups/scan.h": "",
    "cooperative_groups/memcpy_async.h": "",
    # CUDA toolkit headers of APIs no HIP release has (checked in the HIP 6.4.3 root): what to do
    # instead is in translate/includes.py
    "cudaEGL.h": "",
    "cuda_egl_interop.h": "",
    "cublasXt.h": "",
    "cusolverRf.h": "",
    "cusolverSp_LOWLEVEL_PREVIEW.h": "",
    "nvToolsExt.h": "",
    "nvToolsExtCuda.h": "",
    "nvToolsExtCudaRt.h": "",
    "nvtx3/nvToolsExt.h": "",
    "nvtx3/nvToolsExtCuda.h": "",
    "nvtx3/nvToolsExtCudaRt.h": "",
    "cuda_awbarrier_primitives.h": "",
    "cuda_pipeline_primitives.h": "",
    "cuda_occupancy.h": "",
    "nvml.h": "",
    "nvjpeg.h": "",
    "cufile.h": "",
    **dict.fromkeys(("npp.h", "nppcore.h", "nppdefs.h", "nppi.h", "npps.h"), ""),
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

# ---------------------------------------------------------------------------------------------
# cuDNN -> MIOpen and --roc: what the tables do not say. Signatures compared: cuDNN 9 headers
# (cudnn_ops.h, cudnn_cnn.h) and hipBLAS/hipSPARSE/hipSOLVER 6.4 (which copy the CUDA
# signatures) against MIOpen 3.4 (ROCm 6.4) miopen.h and rocBLAS/rocSPARSE/rocSOLVER 6.4.
# ---------------------------------------------------------------------------------------------

# cuDNN names HIPIFY's MIOpen table leaves out although MIOpen has the same thing: filters are
# plain tensor descriptors in MIOpen; the others are renamed here and their arguments fixed by
# CALL_REWRITES below. name -> (MIOpen name, ROCm version that has it)
CUDNN_EXTRA = {
    "cudnnCreateFilterDescriptor": ("miopenCreateTensorDescriptor", "2.1.0"),
    "cudnnDestroyFilterDescriptor": ("miopenDestroyTensorDescriptor", "2.1.0"),
    "cudnnSetTensorNdDescriptor": ("miopenSetTensorDescriptor", "2.1.0"),
    "cudnnSetTensor4dDescriptor": ("miopenSet4dTensorDescriptor", "2.1.0"),
    "cudnnSetFilter4dDescriptor": ("miopenSet4dTensorDescriptor", "2.1.0"),
    "cudnnSetFilterNdDescriptor": ("miopenSetTensorDescriptor", "2.1.0"),
    "cudnnSetConvolution2dDescriptor": ("miopenInitConvolutionDescriptor", "2.1.0"),
    "cudnnSetConvolutionNdDescriptor": ("miopenInitConvolutionNdDescriptor", "2.1.0"),
    "cudnnSetActivationDescriptor": ("miopenSetActivationDescriptor", "2.1.0"),
    "cudnnPoolingForward": ("miopenPoolingForward", "2.1.0"),
    "cudnnLRNCrossChannelForward": ("miopenLRNForward", "2.1.0"),
    "cudnnConvolutionBackwardFilter": ("miopenConvolutionBackwardWeights", "2.1.0"),
    "cudnnGetConvolutionBackwardFilterWorkspaceSize": ("miopenConvolutionBackwardWeightsGetWorkSpaceSize", "2.1.0"),
    "cudnnConvolutionBwdFilterAlgo_t": ("miopenConvBwdWeightsAlgorithm_t", "2.1.0"),
    "cudnnConvolutionBwdFilterAlgoPerf_t": ("miopenConvAlgoPerf_t", "2.1.0"),
}

# --roc names the ROC tables leave out although the ROCm library has the same thing with the
# same arguments (or arguments CALL_REWRITES fixes). name -> (ROCm name, ROCm version)
ROC_EXTRA: dict[str, tuple[str, str]] = {
    "CUBLAS_GEMM_DEFAULT_TENSOR_OP": ("rocblas_gemm_algo_standard", "1.8.2"),  # as CUBLAS_GEMM_DEFAULT
    # rocrand_kernel.h: XORWOW is cuRAND's default device generator, rocRAND's too.
    "curandState": ("rocrand_state_xorwow", "1.5.0"),
    "curandState_t": ("rocrand_state_xorwow", "1.5.0"),
    "curandStateXORWOW": ("rocrand_state_xorwow", "1.5.0"),
    "curandStateXORWOW_t": ("rocrand_state_xorwow", "1.5.0"),
}
for _t in "SDCZ":
    ROC_EXTRA.update(
        {
            f"cusolverDn{_t}potrs": (f"rocsolver_{_t.lower()}potrs", "3.6.0"),
            f"cusolverDn{_t}getrf": (f"rocsolver_{_t.lower()}getrf", "3.5.0"),
            f"cusolverDn{_t}getrs": (f"rocsolver_{_t.lower()}getrs", "3.5.0"),
            f"cusolverDn{_t}geqrf": (f"rocsolver_{_t.lower()}geqrf", "3.5.0"),
        }
    )

# CUDA library header -> ROCm library header under --roc (HIPIFY's -roc choices).
ROC_HEADERS = {
    "cublas.h": "rocblas/rocblas.h",
    "cublas_v2.h": "rocblas/rocblas.h",
    "cublas_api.h": "rocblas/rocblas.h",
    "curand.h": "rocrand/rocrand.h",
    "curand_kernel.h": "rocrand/rocrand_kernel.h",
    "cusparse.h": "rocsparse/rocsparse.h",
    "cusparse_v2.h": "rocsparse/rocsparse.h",
    "cusolverDn.h": "rocsolver/rocsolver.h",
    "cusolver_common.h": "rocsolver/rocsolver.h",
    "cusolverSp.h": "rocsolver/rocsolver.h",
}

# cudaDataType values are rocblas_datatype_* in the ROC tables; rocSPARSE has its own enum.
# Under --roc, where they are arguments of a cuSPARSE call (or the file uses cuSPARSE and not
# cuBLAS), they become these. rocsparse-types.h of ROCm 6.4.
ROC_CUSPARSE_DATATYPES = {
    "CUDA_R_32F": "rocsparse_datatype_f32_r",
    "CUDA_R_64F": "rocsparse_datatype_f64_r",
    "CUDA_C_32F": "rocsparse_datatype_f32_c",
    "CUDA_C_64F": "rocsparse_datatype_f64_c",
    "CUDA_R_8I": "rocsparse_datatype_i8_r",
    "CUDA_R_8U": "rocsparse_datatype_u8_r",
    "CUDA_R_32I": "rocsparse_datatype_i32_r",
    "CUDA_R_32U": "rocsparse_datatype_u32_r",
    "cudaDataType": "rocsparse_datatype",
    "cudaDataType_t": "rocsparse_datatype",
}

# Argument values a rewrite translates through a table ({i|name} in a template).
VALUE_MAPS = {
    # rocblas_gemm_ex's compute_type is a rocblas_datatype; cuBLAS's a cublasComputeType_t
    # (or, before CUDA 11, a cudaDataType).
    "rocblas_compute": {
        **dict.fromkeys(
            [
                "CUBLAS_COMPUTE_32F",
                "CUBLAS_COMPUTE_32F_PEDANTIC",
                "CUBLAS_COMPUTE_32F_FAST_16F",
                "CUBLAS_COMPUTE_32F_FAST_16BF",
                "CUBLAS_COMPUTE_32F_FAST_TF32",
                "CUDA_R_32F",
            ],
            "rocblas_datatype_f32_r",
        ),
        **dict.fromkeys(["CUBLAS_COMPUTE_64F", "CUBLAS_COMPUTE_64F_PEDANTIC", "CUDA_R_64F"], "rocblas_datatype_f64_r"),
        **dict.fromkeys(["CUBLAS_COMPUTE_16F", "CUBLAS_COMPUTE_16F_PEDANTIC", "CUDA_R_16F"], "rocblas_datatype_f16_r"),
        **dict.fromkeys(["CUBLAS_COMPUTE_32I", "CUBLAS_COMPUTE_32I_PEDANTIC", "CUDA_R_32I"], "rocblas_datatype_i32_r"),
    },
}

_NCHW = ["CUDNN_TENSOR_NCHW"]
_NHWC = ["CUDNN_TENSOR_NHWC"]
_NULLS = ["NULL", "nullptr", "0"]
_VOID_PTRS_9_TO_12 = ["(void*){9}", "(void*){10}", "(void*){11}", "(void*){12}"]
_GETRS_NOTE = "{cuda}'s devInfo (its last argument) is no longer written: rocSOLVER's {roc} reports no info"


def _case(
    args: list,
    *,
    when: dict | None = None,
    to: str = "",
    pure: list | None = None,
    note: str = "",
    level: str = "warning",
    expr: str = "",
    quiet_if: tuple[str, ...] = (),
    include: str = "",
    nargs: int = 0,
) -> dict:
    case: dict = {"args": args}
    if when:
        case["when"] = {str(k): v for k, v in when.items()}
    if to:
        case["to"] = to
    if pure:
        case["pure"] = pure
    if note:
        case["note"] = note
        case["level"] = level
    if nargs:  # applies to calls with exactly this many arguments
        case["nargs"] = nargs
    if include:  # a header the new call needs (added once, before the first include)
        case["include"] = include
    if quiet_if:  # the note is only informative where the file calls one of these
        case["quiet_if"] = list(quiet_if)
    if expr:
        case["expr"] = expr
        del case["args"]
    return case


# Calls whose arguments differ between the CUDA library and its ROCm counterpart, rewritten.
# name -> {"roc": only under --roc, "cases": first case whose `when` holds (argument index ->
# accepted argument texts) and whose `pure` arguments are free of side effects (they are
# repeated); "otherwise": the error message when none applies}. A case lists the new arguments:
# an int is the old argument of that index (its comments kept), a string a template where {i}
# is the old argument i (parenthesised unless a plain name) and {i|map} its VALUE_MAPS value;
# `expr` replaces the whole call; `note` is a finding of level `level` on the rewritten call.
CALL_REWRITES: dict[str, dict] = {
    "cudnnSetTensor4dDescriptor": {
        "cases": [
            _case([0, 2, 3, 4, 5, 6], when={1: _NCHW}),
            _case(
                [0, 2, 3, 4, 5, 6, "{4} * {5} * {6}", "1", "{6} * {4}", "{4}"],
                when={1: _NHWC},
                to="miopenSet4dTensorDescriptorEx",
                pure=[4, 5, 6],
                note="NHWC: written as miopenSet4dTensorDescriptorEx with the NHWC strides (c*h*w, 1, w*c, c)",
                level="info",
            ),
        ],
        "otherwise": "MIOpen's miopenSet4dTensorDescriptor(desc, dataType, n, c, h, w) has no format argument and"
        " means NCHW: drop the format for NCHW, or for NHWC call miopenSet4dTensorDescriptorEx(desc, dataType, n, c,"
        " h, w, c*h*w, 1, w*c, c)",
    },
    "cudnnSetFilter4dDescriptor": {
        "cases": [
            _case([0, 1, 3, 4, 5, 6], when={2: _NCHW}),
            _case(
                [0, 1, 3, 4, 5, 6, "{4} * {5} * {6}", "1", "{6} * {4}", "{4}"],
                when={2: _NHWC},
                to="miopenSet4dTensorDescriptorEx",
                pure=[4, 5, 6],
                note="NHWC filter: written as miopenSet4dTensorDescriptorEx with the NHWC strides (c*h*w, 1, w*c, c)",
                level="info",
            ),
        ],
        "otherwise": "MIOpen filters are tensor descriptors: miopenSet4dTensorDescriptor(desc, dataType, k, c, h, w)"
        " for NCHW (no format argument), miopenSet4dTensorDescriptorEx(desc, dataType, k, c, h, w, c*h*w, 1, w*c, c)"
        " for NHWC",
    },
    "cudnnSetFilterNdDescriptor": {
        "cases": [
            _case(
                [0, 1, 3, 4, "nullptr"],
                when={2: _NCHW},
                note="filter set with packed strides (nullptr): MIOpen filters are tensor descriptors",
                level="info",
            )
        ],
        "otherwise": "MIOpen filters are tensor descriptors: miopenSetTensorDescriptor(desc, dataType, nbDims, dims,"
        " strides) with the strides of the layout (nullptr for packed NCHW)",
    },
    "cudnnSetConvolution2dDescriptor": {
        "cases": [
            _case(
                [0, 7, 1, 2, 3, 4, 5, 6],
                note="the compute type (argument 9) was dropped: MIOpen computes in the tensors' data type",
                level="info",
            )
        ],
    },
    "cudnnSetConvolutionNdDescriptor": {
        "cases": [
            _case(
                [0, 1, 2, 3, 4, 5],
                note="the compute type (argument 7) was dropped: MIOpen computes in the tensors' data type",
                level="info",
            )
        ],
    },
    "cudnnGetConvolutionForwardWorkspaceSize": {
        "cases": [
            _case(
                [0, 2, 1, 3, 4, 6],
                note="MIOpen takes the filter before the input and no algorithm: the size returned covers the"
                " algorithms miopenFindConvolutionForwardAlgorithm may choose",
                level="info",
            )
        ],
    },
    "cudnnGetConvolutionBackwardDataWorkspaceSize": {"cases": [_case([0, 2, 1, 3, 4, 6])]},
    "cudnnGetConvolutionBackwardFilterWorkspaceSize": {"cases": [_case([0, 2, 1, 3, 4, 6])]},
    "cudnnConvolutionForward": {
        "cases": [
            _case(
                [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 8, 9],
                note="miopenConvolutionForward takes the workspace last; MIOpen requires that"
                " miopenFindConvolutionForwardAlgorithm has been run for this convolution first and that the"
                " algorithm is one it returned (a cuDNN algorithm constant is not enough)",
                quiet_if=("cudnnFindConvolutionForwardAlgorithm", "cudnnFindConvolutionForwardAlgorithmEx"),
            )
        ],
    },
    "cudnnConvolutionBackwardData": {
        "cases": [
            _case(
                [0, 1, 4, 5, 2, 3, 6, 7, 10, 11, 12, 8, 9],
                note="miopenConvolutionBackwardData takes dy before w and the workspace last; run"
                " miopenFindConvolutionBackwardDataAlgorithm first",
                quiet_if=("cudnnFindConvolutionBackwardDataAlgorithm", "cudnnFindConvolutionBackwardDataAlgorithmEx"),
            )
        ],
    },
    "cudnnConvolutionBackwardFilter": {
        "cases": [
            _case(
                [0, 1, 4, 5, 2, 3, 6, 7, 10, 11, 12, 8, 9],
                note="miopenConvolutionBackwardWeights takes dy before x and the workspace last; run"
                " miopenFindConvolutionBackwardWeightsAlgorithm first",
                quiet_if=(
                    "cudnnFindConvolutionBackwardFilterAlgorithm",
                    "cudnnFindConvolutionBackwardFilterAlgorithmEx",
                ),
            )
        ],
    },
    "cudnnFindConvolutionForwardAlgorithmEx": {
        "cases": [
            _case(
                [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, "false"],
                note="exhaustiveSearch = false added; the results are miopenConvAlgoPerf_t (algorithm in .fwd_algo)",
                level="info",
            )
        ],
    },
    "cudnnSoftmaxForward": {"cases": [_case([0, 3, 4, 5, 6, 7, 8, 1, 2])]},
    "cudnnSoftmaxBackward": {"cases": [_case([0, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2])]},
    "cudnnSetPooling2dDescriptor": {
        "cases": [_case([0, 1, 3, 4, 5, 6, 7, 8], note="the NaN propagation option was dropped", level="info")]
    },
    "cudnnGetPooling2dDescriptor": {
        "cases": [_case([0, 1, 3, 4, 5, 6, 7, 8], note="*maxpoolingNanOpt (argument 3) is no longer written")]
    },
    "cudnnSetPoolingNdDescriptor": {
        "cases": [_case([0, 1, 3, 4, 5, 6], note="the NaN propagation option was dropped", level="info")]
    },
    "cudnnGetPoolingNdDescriptor": {
        "cases": [_case([0, 1, 2, 4, 5, 6, 7], note="*maxpoolingNanOpt (argument 4) is no longer written")]
    },
    "cudnnPoolingForward": {
        "cases": [
            _case(
                [0, 1, 2, 3, 4, 5, 6, 7, "false", "nullptr", "0"],
                note="do_backward = false: a miopenPoolingBackward needs the forward call to keep its workspace",
                level="info",
            )
        ],
    },
    "cudnnSetActivationDescriptor": {
        "cases": [
            _case(
                [0, 1, "0.0", "0.0", "0.0"],
                when={1: ["CUDNN_ACTIVATION_RELU", "CUDNN_ACTIVATION_SIGMOID", "CUDNN_ACTIVATION_IDENTITY"]},
            ),
            _case(
                [0, 1, "1.0", "1.0", "0.0"],
                when={1: ["CUDNN_ACTIVATION_TANH"]},
                note="MIOpen's TANH is beta * tanh(alpha * x): alpha = beta = 1",
                level="info",
            ),
            _case([0, 1, 3, "0.0", "0.0"], when={1: ["CUDNN_ACTIVATION_CLIPPED_RELU", "CUDNN_ACTIVATION_ELU"]}),
        ],
        "otherwise": "miopenSetActivationDescriptor(desc, mode, alpha, beta, gamma) has no NaN option and takes"
        " per-mode parameters: RELU, LOGISTIC, PASTHRU: 0, 0, 0; TANH: 1, 1, 0 (beta * tanh(alpha * x));"
        " CLIPPEDRELU and ELU: coef, 0, 0; MIOpen has no SWISH",
    },
    "cudnnDropoutForward": {
        "cases": [_case([0, 1, 2, 2, 3, 4, 5, 6, 7], note="noise_shape = the x descriptor", level="info")]
    },
    "cudnnDropoutBackward": {
        "cases": [_case([0, 1, 2, 2, 3, 4, 5, 6, 7], note="noise_shape = the dy descriptor", level="info")]
    },
    "cudnnSetDropoutDescriptor": {"cases": [_case([0, 1, 2, 3, 4, 5, "false", "false", "MIOPEN_RNG_PSEUDO_XORWOW"])]},
    "cudnnRestoreDropoutDescriptor": {
        "cases": [_case([0, 1, 2, 3, 4, 5, "false", "false", "MIOPEN_RNG_PSEUDO_XORWOW"])]
    },
    "cudnnSetLRNDescriptor": {"cases": [_case([0, "miopenLRNCrossChannel", 1, 2, 3, 4])]},
    "cudnnLRNCrossChannelForward": {"cases": [_case([0, 1, 3, 4, 5, 6, 7, 8, "false", "nullptr"])]},
    # MIOpen takes these scalars and buffers as void*: cast, as cuDNN callers pass const pointers.
    "cudnnBatchNormalizationForwardInference": {
        "cases": [
            _case(
                [0, 1, "(void*){2}", "(void*){3}", 4, 5, 6, 7, 8, *_VOID_PTRS_9_TO_12, 13],
            )
        ]
    },
    "cudnnBatchNormalizationForwardTraining": {
        "cases": [
            _case(
                [0, 1, "(void*){2}", "(void*){3}", 4, 5, 6, 7, 8, "(void*){9}", "(void*){10}", 11, 12, 13, 14, 15, 16]
            )
        ]
    },
    # --roc
    "cublasGemmEx": {
        "roc": True,
        "cases": [
            _case(
                [*range(17), 14, 15, 16, "{17|rocblas_compute}", 18, "0", "0"],
                note="D = C (rocBLAS writes D)",
                level="info",
            )
        ],
        "otherwise": "rocblas_gemm_ex(..., c, c_type, ldc, d, d_type, ldd, compute_type, algo, solution_index, flags)"
        " also takes the output D (pass C, its type and ldc again), a rocblas_datatype compute type"
        " (rocblas_datatype_f32_r for CUBLAS_COMPUTE_32F) and solution_index = 0, flags = 0",
    },
    "cublasGemmStridedBatchedEx": {
        "roc": True,
        "cases": [
            _case(
                [*range(20), 16, 17, 18, 19, 20, "{21|rocblas_compute}", 22, "0", "0"],
                note="D = C (rocBLAS writes D)",
                level="info",
            )
        ],
        "otherwise": "rocblas_gemm_strided_batched_ex also takes the output D (C, its type, ldc and stride again),"
        " a rocblas_datatype compute type and solution_index = 0, flags = 0",
    },
    "cublasGemmBatchedEx": {
        "roc": True,
        "cases": [
            _case(
                [*range(17), 14, 15, 16, 17, "{18|rocblas_compute}", 19, "0", "0"],
                note="D = C (rocBLAS writes D)",
                level="info",
            )
        ],
        "otherwise": "rocblas_gemm_batched_ex also takes the output D (C, its type and ldc again), a"
        " rocblas_datatype compute type and solution_index = 0, flags = 0",
    },
    "cusparseSpMV_bufferSize": {
        "roc": True,
        "cases": [_case([*range(9), "rocsparse_spmv_stage_buffer_size", 9, "nullptr"])],
    },
    "cusparseSpMV": {
        "roc": True,
        "cases": [_case([*range(9), "rocsparse_spmv_stage_compute", "&{tmp:size_t}", 9])],
        "otherwise": "rocsparse_spmv(..., alg, stage, &buffer_size, temp_buffer) takes a stage"
        " (rocsparse_spmv_stage_compute) and a size_t* before the buffer",
    },
    "cusparseSpMM_bufferSize": {
        "roc": True,
        "cases": [_case([*range(10), "rocsparse_spmm_stage_buffer_size", 10, "nullptr"])],
    },
    "cusparseSpMM_preprocess": {
        "roc": True,
        "cases": [_case([*range(10), "rocsparse_spmm_stage_preprocess", "&{tmp:size_t}", 10])],
        "otherwise": "rocsparse_spmm(..., alg, rocsparse_spmm_stage_preprocess, &buffer_size, temp_buffer)",
    },
    "cusparseSpMM": {
        "roc": True,
        "cases": [_case([*range(10), "rocsparse_spmm_stage_compute", "&{tmp:size_t}", 10])],
        "otherwise": "rocsparse_spmm(..., alg, rocsparse_spmm_stage_compute, &buffer_size, temp_buffer)",
    },
}
for _t in "SDCZ":
    _r = _t.lower()
    CALL_REWRITES.update(
        {
            f"cusolverDn{_t}potrf_bufferSize": {
                "roc": True,
                "cases": [
                    _case(
                        [],
                        expr="(*{5} = 0, rocblas_status_success)",
                        note="rocSOLVER allocates its workspace itself: Lwork is set to 0",
                        level="info",
                    )
                ],
            },
            f"cusolverDn{_t}getrf_bufferSize": {
                "roc": True,
                "cases": [
                    _case(
                        [],
                        expr="(*{5} = 0, rocblas_status_success)",
                        note="rocSOLVER allocates its workspace itself: Lwork is set to 0",
                        level="info",
                    )
                ],
            },
            f"cusolverDn{_t}geqrf_bufferSize": {
                "roc": True,
                "cases": [
                    _case(
                        [],
                        expr="(*{5} = 0, rocblas_status_success)",
                        note="rocSOLVER allocates its workspace itself: Lwork is set to 0",
                        level="info",
                    )
                ],
            },
            f"cusolverDn{_t}potrf": {
                "roc": True,
                "cases": [
                    _case(
                        [0, 1, 2, 3, 4, 7],
                        note="Workspace and Lwork dropped: rocSOLVER allocates its own",
                        level="info",
                    )
                ],
            },
            f"cusolverDn{_t}potrs": {
                "roc": True,
                "cases": [
                    _case(
                        [0, 1, 2, 3, 4, 5, 6, 7],
                        note=_GETRS_NOTE.format(cuda=f"cusolverDn{_t}potrs", roc=f"rocsolver_{_r}potrs"),
                    )
                ],
            },
            f"cusolverDn{_t}getrf": {
                "roc": True,
                "cases": [
                    _case(
                        [0, 1, 2, 3, 4, 7],
                        when={6: _NULLS},
                        to=f"rocsolver_{_r}getrf_npvt",
                        note="no pivot array: rocsolver_getrf_npvt",
                        level="info",
                    ),
                    _case([0, 1, 2, 3, 4, 6, 7], note="Workspace dropped: rocSOLVER allocates its own", level="info"),
                ],
            },
            f"cusolverDn{_t}getrs": {
                "roc": True,
                "cases": [
                    _case([*range(9)], note=_GETRS_NOTE.format(cuda=f"cusolverDn{_t}getrs", roc=f"rocsolver_{_r}getrs"))
                ],
            },
            f"cusolverDn{_t}geqrf": {
                "roc": True,
                "cases": [
                    _case(
                        [0, 1, 2, 3, 4, 5],
                        note=_GETRS_NOTE.format(cuda=f"cusolverDn{_t}geqrf", roc=f"rocsolver_{_r}geqrf")
                        + "; Workspace and Lwork dropped",
                    )
                ],
            },
        }
    )

# CUDA 12's cusparseSpSM_solve dropped the buffer argument; hipSPARSE 6.4's still takes it (the one
# given to the analysis). {from:NAME:i:j}: argument j of the file's call to NAME whose argument i
# is this call's argument i.
CALL_REWRITES["cusparseSpSM_solve"] = {
    "cases": [
        _case(
            [*range(10), "{from:cusparseSpSM_analysis:9:10}"],
            nargs=10,
            note="hipSPARSE's solve also takes the buffer of the analysis (CUDA 12 keeps it in the descriptor)",
            level="info",
        ),
        _case([*range(11)], nargs=11),
    ],
    "otherwise": "hipsparseSpSM_solve(..., alg, spsmDescr, externalBuffer) also takes the buffer given to"
    " hipsparseSpSM_analysis for this descriptor: pass it last",
}

# The runtime's C++ overloads (cuda_runtime.h), which HIP declares under other names:
# `cudaEventCreate(&e, flags)` is hipEventCreateWithFlags; CUDA 12's `cudaGraphInstantiate(&exec, g,
# flags)` is hipGraphInstantiateWithFlags (HIP's hipGraphInstantiate keeps CUDA 11's five
# arguments). (cudaMallocHost's missing flags: calls.py, with the allocation functions' casts.)
CALL_REWRITES["cudaEventCreate"] = {
    "cases": [_case([0], nargs=1), _case([0, 1], nargs=2, to="hipEventCreateWithFlags")],
}
CALL_REWRITES["cudaGraphInstantiate"] = {
    "cases": [
        _case([0, 1, 2], nargs=3, to="hipGraphInstantiateWithFlags"),
        _case([0, 1, "nullptr", "nullptr", "0"], nargs=2),
        _case([*range(5)], nargs=5),
    ],
}

# cuBLAS's half-precision GEMMs take __half; rocBLAS's take rocblas_half (the same 16 bits).
_CH, _H = "(const rocblas_half*){%d}", "(rocblas_half*){%d}"
_HALF_NOTE = "__half pointers cast to rocblas_half* (the same 16-bit layout)"
CALL_REWRITES["cublasHgemm"] = {
    "roc": True,
    "cases": [
        _case(
            [0, 1, 2, 3, 4, 5, _CH % 6, _CH % 7, 8, _CH % 9, 10, _CH % 11, _H % 12, 13], note=_HALF_NOTE, level="info"
        )
    ],
}
CALL_REWRITES["cublasHgemmStridedBatched"] = {
    "roc": True,
    "cases": [
        _case(
            [0, 1, 2, 3, 4, 5, _CH % 6, _CH % 7, 8, 9, _CH % 10, 11, 12, _CH % 13, _H % 14, 15, 16, 17],
            note=_HALF_NOTE,
            level="info",
        )
    ],
}

# cuSPARSE's triangular solves (SpSV, SpSM) keep their analysis in a descriptor object; rocSPARSE's
# rocsparse_spsv/rocsparse_spsm keep it with the matrix and take a stage instead. Under --roc the
# descriptor type becomes an opaque pointer type nothing uses (rocsparse_mat_info: declarations
# of several descriptors stay valid), its create/destroy calls no-ops.
_SV_NOTE = (
    "rocSPARSE keeps the analysis with the matrix (the descriptor argument is dropped): where one matrix is"
    " analysed for two fill modes, set its fill mode (rocsparse_spmat_set_attribute) before each solve as it"
    " was for that analysis"
)
# (Own dict: cusparseSpSM_solve has a rewrite without --roc too.)
ROC_CALL_REWRITES: dict[str, dict] = {}
for _op, _n in (("SpSV", 0), ("SpSM", 1)):
    _lo = _op.lower()
    ROC_EXTRA[f"cusparse{_op}Descr_t"] = ("rocsparse_mat_info", "4.5.0")
    for _fn in ("createDescr", "destroyDescr"):
        ROC_CALL_REWRITES[f"cusparse{_op}_{_fn}"] = {
            "roc": True,
            "cases": [_case([], expr="rocsparse_status_success")],
        }
    ROC_CALL_REWRITES[f"cusparse{_op}_bufferSize"] = {
        "roc": True,
        "cases": [
            _case([*range(8 + _n), f"rocsparse_{_lo}_stage_buffer_size", 9 + _n, "nullptr"], to=f"rocsparse_{_lo}")
        ],
    }
    ROC_CALL_REWRITES[f"cusparse{_op}_analysis"] = {
        "roc": True,
        "cases": [
            _case(
                [*range(8 + _n), f"rocsparse_{_lo}_stage_preprocess", "&{tmp:size_t}", 9 + _n],
                to=f"rocsparse_{_lo}",
                note=_SV_NOTE,
            )
        ],
    }
    ROC_CALL_REWRITES[f"cusparse{_op}_solve"] = {
        "roc": True,
        "cases": [
            _case(
                [
                    *range(8 + _n),
                    f"rocsparse_{_lo}_stage_compute",
                    "&{tmp:size_t}",
                    f"{{from:cusparse{_op}_analysis:{8 + _n}:{9 + _n}}}",
                ],
                to=f"rocsparse_{_lo}",
                nargs=9 + _n,
            ),
            _case(
                [*range(8 + _n), f"rocsparse_{_lo}_stage_compute", "&{tmp:size_t}", 9 + _n],
                to=f"rocsparse_{_lo}",
                nargs=10 + _n,
            ),
        ],
        "otherwise": f"rocsparse_{_lo}(..., alg, rocsparse_{_lo}_stage_compute, &buffer_size, temp_buffer) takes"
        f" the buffer given to the analysis (cusparse{_op}_analysis) of this descriptor: pass it last",
    }

# cuBLAS's batched LU and least squares are rocSOLVER's under --roc (rocsolver.h).
for _t in "SDCZ":
    _r = _t.lower()
    ROC_EXTRA[f"cublas{_t}getrfBatched"] = (f"rocsolver_{_r}getrf_batched", "3.5.0")
    ROC_EXTRA[f"cublas{_t}gelsBatched"] = (f"rocsolver_{_r}gels_batched", "4.1.0")
    CALL_REWRITES[f"cublas{_t}getrfBatched"] = {
        "roc": True,
        "cases": [
            _case(
                [0, 1, 1, 2, 3, 5, 6],
                when={4: _NULLS},
                to=f"rocsolver_{_r}getrf_npvt_batched",
                pure=[1],
                include="rocsolver/rocsolver.h",
            ),
            _case(
                [0, 1, 1, 2, 3, 4, "{1}", 5, 6],
                pure=[1],
                include="rocsolver/rocsolver.h",
                note="square n x n matrices, pivots n apart (strideP = n), as cuBLAS lays them out",
                level="info",
            ),
        ],
        "otherwise": f"rocsolver_{_r}getrf_batched(handle, n, n, A, lda, pivots, n, info, batchSize) (rocsolver.h)"
        " takes m and n and the stride between the pivot arrays",
    }
    CALL_REWRITES[f"cublas{_t}gelsBatched"] = {
        "roc": True,
        "cases": [
            _case(
                [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11],
                when=None,
                include="rocsolver/rocsolver.h",
                note="the host *info (argument 10) is no longer written: rocSOLVER reports through the device"
                " info array",
            )
        ],
        "otherwise": "",
    }
    CALL_REWRITES[f"cublas{_t}gelsBatched"]["cases"][0]["unless"] = {"10": _NULLS}
    CALL_REWRITES[f"cublas{_t}gelsBatched"]["otherwise"] = (
        f"rocsolver_{_r}gels_batched(handle, trans, m, n, nrhs, A, lda, C, ldc, devInfoArray, batchSize) (rocsolver.h)"
        " reports through a device array of batchSize ints, which this call passes as NULL: allocate one"
    )

# Calls whose MIOpen or ROCm counterpart needs a change a rename cannot make: error findings
# that say what to write. Keys under "roc" apply only with --roc.
MANUAL_CALLS = {
    "cudnnFindConvolutionForwardAlgorithm": "MIOpen's search runs the convolutions:"
    " miopenFindConvolutionForwardAlgorithm(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, requestAlgoCount,"
    " &returnedAlgoCount, perfResults, workSpace, workSpaceSize, exhaustiveSearch) also takes the x, w and y device"
    " buffers and a workspace (its size from miopenConvolutionForwardGetWorkSpaceSize); its results are"
    " miopenConvAlgoPerf_t, whose algorithm is .fwd_algo (cuDNN's .algo), with no .status",
    "cudnnGetConvolutionForwardAlgorithm_v7": "MIOpen has no heuristic algorithm query: call"
    " miopenFindConvolutionForwardAlgorithm(handle, xDesc, x, wDesc, w, convDesc, yDesc, y, 1, &returned, &perf,"
    " workSpace, workSpaceSize, false) (it needs the buffers and a workspace) and use perf.fwd_algo",
    "cudnnFindConvolutionBackwardDataAlgorithm": "miopenFindConvolutionBackwardDataAlgorithm(handle, dyDesc, dy,"
    " wDesc, w, convDesc, dxDesc, dx, requestAlgoCount, &returnedAlgoCount, perfResults, workSpace,"
    " workSpaceSize, exhaustiveSearch) also takes the device buffers and a workspace; the algorithm is"
    " .bwd_data_algo",
    "cudnnGetConvolutionBackwardDataAlgorithm_v7": "MIOpen has no heuristic algorithm query: call"
    " miopenFindConvolutionBackwardDataAlgorithm (with the buffers and a workspace) and use .bwd_data_algo",
    "cudnnFindConvolutionBackwardFilterAlgorithm": "miopenFindConvolutionBackwardWeightsAlgorithm(handle, dyDesc,"
    " dy, xDesc, x, convDesc, dwDesc, dw, requestAlgoCount, &returnedAlgoCount, perfResults, workSpace,"
    " workSpaceSize, exhaustiveSearch) also takes the device buffers and a workspace; the algorithm is"
    " .bwd_weights_algo",
    "cudnnGetConvolutionBackwardFilterAlgorithm_v7": "MIOpen has no heuristic algorithm query: call"
    " miopenFindConvolutionBackwardWeightsAlgorithm (with the buffers and a workspace) and use .bwd_weights_algo",
    "cudnnAddTensor": "MIOpen has no AddTensor: C = alpha*A + beta*C is miopenOpTensor(handle, miopenTensorOpAdd,"
    " alpha, aDesc, A, &zero, cDesc, C, beta, cDesc, C) with a zero scalar of the tensors' type",
    "cudnnOpTensor": "miopenOpTensor(handle, op, alpha1, aDesc, A, alpha2, bDesc, B, beta, cDesc, C) takes the"
    " operation (miopenTensorOpAdd, Mul, Min, Max) where cuDNN takes an op-tensor descriptor: pass the op that"
    " cudnnSetOpTensorDescriptor set",
    "cudnnCreateOpTensorDescriptor": "MIOpen has no op-tensor descriptor (miopenOpTensor takes the operation):"
    " delete it",
    "cudnnSetOpTensorDescriptor": "MIOpen has no op-tensor descriptor: delete this call and pass its operation"
    " (miopenTensorOpAdd, Mul, Min, Max) to miopenOpTensor",
    "cudnnDestroyOpTensorDescriptor": "MIOpen has no op-tensor descriptor: delete this call",
    "cudnnSetConvolutionMathType": "MIOpen has no math type setting (it chooses the instructions itself):"
    " delete this call",
    "cudnnGetVersion": "MIOpen's version is miopenGetVersion(&major, &minor, &patch) with three size_t",
    "cudnnGetActivationDescriptor": "miopenGetActivationDescriptor(desc, &mode, &alpha, &beta, &gamma) has no NaN"
    " option and gives the coefficient as alpha",
    "cudnnGetLRNDescriptor": "miopenGetLRNDescriptor(desc, &mode, &n, &alpha, &beta, &k) also returns the mode",
    "cudnnGetDropoutDescriptor": "miopenGetDropoutDescriptor(desc, handle, &dropout, &states, &seed, &use_mask,"
    " &state_evo, &rng_mode) has three more outputs",
    "cudnnSetCTCLossDescriptor": "miopenSetCTCLossDescriptor(desc, dataType, blank_label_id, apply_softmax_layer)"
    " also takes the blank label (cuDNN's is 0) and whether to apply softmax",
    "cudnnGetCTCLossDescriptor": "miopenGetCTCLossDescriptor(desc, &dataType, &blank_label_id,"
    " &apply_softmax_layer) has two more outputs",
    "cudnnPoolingBackward": "miopenPoolingBackward(handle, poolDesc, alpha, yDesc, y, dyDesc, dy, xDesc, x, beta,"
    " dxDesc, dx, workSpace) needs the workspace miopenPoolingForward filled with do_backward = true (size from"
    " miopenPoolingGetWorkSpaceSizeV2): make the forward call keep it and pass it here",
    "cudnnGetConvolutionNdForwardOutputDim": "miopenGetConvolutionNdForwardOutputDim(convDesc, xDesc, wDesc,"
    " &nDim, outputDims) returns the number of dimensions through a pointer: pass &nbDims",
}

# Enum values whose MIOpen counterpart behaves differently: error findings.
MANUAL_VALUES = {
    "CUDNN_CONVOLUTION": "MIOpen has no true convolution: miopenConvolution is cross-correlation"
    " (cuDNN's CUDNN_CROSS_CORRELATION); flip the filter, or use CUDNN_CROSS_CORRELATION semantics",
    "CUDNN_CONVOLUTION_FWD_ALGO_COUNT": "MIOpen has no algorithm count: its search returns at most 5 forward"
    " algorithms (GEMM, Direct, FFT, Winograd, ImplicitGEMM), so write 5",
}

# cuDNN perf-result fields MIOpen names differently (miopenConvAlgoPerf_t) or lacks.
PERF_STRUCTS = {
    "cudnnConvolutionFwdAlgoPerf_t": "fwd_algo",
    "cudnnConvolutionFwdAlgoPerfStruct": "fwd_algo",
    "cudnnConvolutionBwdDataAlgoPerf_t": "bwd_data_algo",
    "cudnnConvolutionBwdDataAlgoPerfStruct": "bwd_data_algo",
    "cudnnConvolutionBwdFilterAlgoPerf_t": "bwd_weights_algo",
    "cudnnConvolutionBwdFilterAlgoPerfStruct": "bwd_weights_algo",
}

# --roc: calls whose rocSPARSE/rocBLAS counterpart (as the ROC tables name it) takes other
# arguments, found by comparing hipSPARSE's and hipBLAS's 6.4 declarations (the CUDA shapes)
# with rocSPARSE's and rocBLAS's; those CALL_REWRITES handles are not listed.
ROC_SIGNATURE_DIFFERS = (  # noqa: SIM905 (a list literal would take 240 lines)
    "cusparseBlockedEllGet cusparseCaxpyi cusparseCbsr2csr cusparseCbsric02 cusparseCbsric02_analysis "
    "cusparseCbsric02_bufferSize cusparseCbsrilu02 cusparseCbsrilu02_analysis cusparseCbsrilu02_bufferSize "
    "cusparseCbsrilu02_numericBoost cusparseCbsrmm cusparseCbsrmv cusparseCbsrsm2_analysis "
    "cusparseCbsrsm2_bufferSize cusparseCbsrsm2_solve cusparseCbsrsv2_analysis cusparseCbsrsv2_bufferSize "
    "cusparseCbsrsv2_bufferSizeExt cusparseCbsrsv2_solve cusparseCbsrxmv cusparseCcsc2dense cusparseCcsr2bsr "
    "cusparseCcsr2csr_compress cusparseCcsr2dense cusparseCcsr2gebsr cusparseCcsr2gebsr_bufferSize "
    "cusparseCcsr2hyb cusparseCcsrcolor cusparseCcsrgeam cusparseCcsrgeam2 cusparseCcsrgemm2 "
    "cusparseCcsrgemm2_bufferSizeExt cusparseCcsric02 cusparseCcsric02_analysis cusparseCcsric02_bufferSize "
    "cusparseCcsric02_bufferSizeExt cusparseCcsrilu02 cusparseCcsrilu02_analysis cusparseCcsrilu02_bufferSize "
    "cusparseCcsrilu02_bufferSizeExt cusparseCcsrilu02_numericBoost cusparseCcsrmm cusparseCcsrmm2 "
    "cusparseCcsrmv cusparseCcsrsm2_analysis cusparseCcsrsm2_bufferSizeExt cusparseCcsrsm2_solve "
    "cusparseCcsrsv2_analysis cusparseCcsrsv2_bufferSize cusparseCcsrsv2_bufferSizeExt cusparseCcsrsv2_solve "
    "cusparseCdense2csc cusparseCdense2csr cusparseCdotci cusparseCdoti cusparseCgebsr2csr "
    "cusparseCgebsr2gebsc cusparseCgebsr2gebsc_bufferSize cusparseCgebsr2gebsr "
    "cusparseCgebsr2gebsr_bufferSize cusparseCgemvi cusparseCgemvi_bufferSize cusparseCgpsvInterleavedBatch "
    "cusparseCgpsvInterleavedBatch_bufferSizeExt cusparseCgthr cusparseCgthrz cusparseCgtsv2 "
    "cusparseCgtsv2StridedBatch cusparseCgtsv2StridedBatch_bufferSizeExt cusparseCgtsv2_bufferSizeExt "
    "cusparseCgtsv2_nopivot cusparseCgtsv2_nopivot_bufferSizeExt cusparseCgtsvInterleavedBatch "
    "cusparseCgtsvInterleavedBatch_bufferSizeExt cusparseChybmv cusparseCnnz cusparseCnnz_compress "
    "cusparseConstBlockedEllGet cusparseCreateBlockedEll cusparseCreateConstBlockedEll "
    "cusparseCreateCsrsv2Info cusparseCsctr cusparseCsr2cscEx2_bufferSize cusparseDbsric02_analysis "
    "cusparseDbsric02_bufferSize cusparseDbsrilu02_analysis cusparseDbsrilu02_bufferSize cusparseDbsrmv "
    "cusparseDbsrsm2_analysis cusparseDbsrsm2_bufferSize cusparseDbsrsv2_analysis cusparseDbsrsv2_bufferSize "
    "cusparseDcsrcolor cusparseDcsrgeam2 cusparseDcsrgemm2 cusparseDcsrgemm2_bufferSizeExt "
    "cusparseDcsric02_analysis cusparseDcsric02_bufferSize cusparseDcsrilu02_analysis "
    "cusparseDcsrilu02_bufferSize cusparseDcsrmm cusparseDcsrmv cusparseDcsrsm2_analysis "
    "cusparseDcsrsm2_bufferSizeExt cusparseDcsrsm2_solve cusparseDcsrsv2_analysis cusparseDcsrsv2_bufferSize "
    "cusparseDcsrsv2_bufferSizeExt cusparseDcsrsv2_solve cusparseDenseToSparse_analysis "
    "cusparseDenseToSparse_bufferSize cusparseDestroyCsrsv2Info cusparseDgebsr2gebsr_bufferSize "
    "cusparseDgemvi_bufferSize cusparseDgpsvInterleavedBatch cusparseDgpsvInterleavedBatch_bufferSizeExt "
    "cusparseDgtsvInterleavedBatch cusparseDgtsvInterleavedBatch_bufferSizeExt cusparseSbsric02_analysis "
    "cusparseSbsric02_bufferSize cusparseSbsrilu02_analysis cusparseSbsrilu02_bufferSize cusparseSbsrmv "
    "cusparseSbsrsm2_analysis cusparseSbsrsm2_bufferSize cusparseSbsrsv2_analysis cusparseSbsrsv2_bufferSize "
    "cusparseScsrcolor cusparseScsrgeam2 cusparseScsrgemm2 cusparseScsrgemm2_bufferSizeExt "
    "cusparseScsric02_analysis cusparseScsric02_bufferSize cusparseScsrilu02_analysis "
    "cusparseScsrilu02_bufferSize cusparseScsrmm cusparseScsrmv cusparseScsrsm2_analysis "
    "cusparseScsrsm2_bufferSizeExt cusparseScsrsm2_solve cusparseScsrsv2_analysis cusparseScsrsv2_bufferSize "
    "cusparseScsrsv2_bufferSizeExt cusparseScsrsv2_solve cusparseSgebsr2gebsr_bufferSize "
    "cusparseSgemvi_bufferSize cusparseSgpsvInterleavedBatch cusparseSgpsvInterleavedBatch_bufferSizeExt "
    "cusparseSgtsvInterleavedBatch cusparseSgtsvInterleavedBatch_bufferSizeExt cusparseSpSM_analysis "
    "cusparseSpSM_solve cusparseSpSV_bufferSize cusparseSpVV cusparseSpVV_bufferSize cusparseSparseToDense "
    "cusparseSparseToDense_bufferSize cusparseXcsrgeam2Nnz cusparseXcsrgemm2Nnz cusparseXcsrsv2_zeroPivot "
    "cusparseZaxpyi cusparseZbsr2csr cusparseZbsric02 cusparseZbsric02_analysis cusparseZbsric02_bufferSize "
    "cusparseZbsrilu02 cusparseZbsrilu02_analysis cusparseZbsrilu02_bufferSize cusparseZbsrilu02_numericBoost "
    "cusparseZbsrmm cusparseZbsrmv cusparseZbsrsm2_analysis cusparseZbsrsm2_bufferSize cusparseZbsrsm2_solve "
    "cusparseZbsrsv2_analysis cusparseZbsrsv2_bufferSize cusparseZbsrsv2_bufferSizeExt cusparseZbsrsv2_solve "
    "cusparseZbsrxmv cusparseZcsc2dense cusparseZcsr2bsr cusparseZcsr2csr_compress cusparseZcsr2dense "
    "cusparseZcsr2gebsr cusparseZcsr2gebsr_bufferSize cusparseZcsr2hyb cusparseZcsrcolor cusparseZcsrgeam "
    "cusparseZcsrgeam2 cusparseZcsrgemm2 cusparseZcsrgemm2_bufferSizeExt cusparseZcsric02 "
    "cusparseZcsric02_analysis cusparseZcsric02_bufferSize cusparseZcsric02_bufferSizeExt cusparseZcsrilu02 "
    "cusparseZcsrilu02_analysis cusparseZcsrilu02_bufferSize cusparseZcsrilu02_bufferSizeExt "
    "cusparseZcsrilu02_numericBoost cusparseZcsrmm cusparseZcsrmm2 cusparseZcsrmv cusparseZcsrsm2_analysis "
    "cusparseZcsrsm2_bufferSizeExt cusparseZcsrsm2_solve cusparseZcsrsv2_analysis cusparseZcsrsv2_bufferSize "
    "cusparseZcsrsv2_bufferSizeExt cusparseZcsrsv2_solve cusparseZdense2csc cusparseZdense2csr cusparseZdotci "
    "cusparseZdoti cusparseZgebsr2csr cusparseZgebsr2gebsc cusparseZgebsr2gebsc_bufferSize "
    "cusparseZgebsr2gebsr cusparseZgebsr2gebsr_bufferSize cusparseZgemvi cusparseZgemvi_bufferSize "
    "cusparseZgpsvInterleavedBatch cusparseZgpsvInterleavedBatch_bufferSizeExt cusparseZgthr cusparseZgthrz "
    "cusparseZgtsv2 cusparseZgtsv2StridedBatch cusparseZgtsv2StridedBatch_bufferSizeExt "
    "cusparseZgtsv2_bufferSizeExt cusparseZgtsv2_nopivot cusparseZgtsv2_nopivot_bufferSizeExt "
    "cusparseZgtsvInterleavedBatch cusparseZgtsvInterleavedBatch_bufferSizeExt cusparseZhybmv cusparseZnnz "
    "cusparseZnnz_compress cusparseZsctr "
).split()


# ---------------------------------------------------------------------------------------------
# What NVIDIA's CUDA samples use that the tables miss (issue 35). Checked in the HIP 6.4.3 root's
# headers and HIP 5.2.3's.
# ---------------------------------------------------------------------------------------------

# cudaGraphicsMapFlags (None 0, ReadOnly 1, WriteDiscard 2): HIP has no map flags, and the samples
# pass them to cudaGraphicsGLRegisterBuffer, whose register flags have the same values for the same
# meanings (hipGraphicsRegisterFlags: None 0, ReadOnly 1, WriteDiscard 2).
STAND_INS.update(
    {
        "cudaGraphicsMapFlags": ("hipGraphicsRegisterFlags", ""),
        **{
            f"cudaGraphicsMapFlags{f}": (f"hipGraphicsRegisterFlags{f}", "")
            for f in ("None", "ReadOnly", "WriteDiscard")
        },
    }
)

# The driver API as CUDA 12 and 13 write it (runtime/headers/driver.h): the layer counts of layered
# textures and surfaces, which HIP has in hipDeviceProp_t but not as attributes (deviceQueryDrv asks
# for them), and cuCtxCreate's parameters, which hipCtxCreate has no use for (driver_api.py drops
# the argument).
_LAYERED = {"TEXTURE1D": "Texture1D", "TEXTURE2D": "Texture2D", "TEXTURECUBEMAP": "TextureCubemap"}
_LAYERED |= {"SURFACE1D": "Surface1D", "SURFACE2D": "Surface2D", "SURFACECUBEMAP": "SurfaceCubemap"}
STAND_INS.update(
    {
        **{
            f"CU_DEVICE_ATTRIBUTE_MAXIMUM_{d}_LAYERED_LAYERS": (f"CASS_HIP_DEVICE_ATTRIBUTE_MAX_{d}_LAYERED_LAYERS", "")
            for d in _LAYERED
        },
        **{
            f"cudaDevAttrMax{r}LayeredLayers": (f"CASS_HIP_DEVICE_ATTRIBUTE_MAX_{d}_LAYERED_LAYERS", "")
            for d, r in _LAYERED.items()
        },
        # the name CUDA 5.0 deprecated for the 2D one
        "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES": (
            "CASS_HIP_DEVICE_ATTRIBUTE_MAX_TEXTURE2D_LAYERED_LAYERS",
            "",
        ),
        "CUctxCreateParams": ("cass_hipCtxCreateParams", ""),
        "CUctxCreateParams_st": ("cass_hipCtxCreateParams", ""),
    }
)

# nvrtcGetCUBIN gives the machine code that cuModuleLoadData loads (the samples' compileFileToCUBIN):
# on AMD that is hipRTC's code object, hiprtcGetCode, not the LLVM bitcode hiprtcGetBitcode gives
# (for -fgpu-rdc linking), which hipModuleLoadData cannot load. hiprtcGetCode is as old as hipRTC.
PREFERRED_HIP.update({"nvrtcGetCUBIN": "hiprtcGetCode", "nvrtcGetCUBINSize": "hiprtcGetCodeSize"})
HIP_ADDED_CORRECTIONS.update({"nvrtcGetCUBIN": "2.6.0", "nvrtcGetCUBINSize": "2.6.0"})

# Host memory locations (CUDA 12.2): HIP 7.0 added them to hipMemLocationType (hip/driver_types.h of
# HIP 7.2.4, scripts/hip7_headers.sh), with CUDA's values; HIP 6.4 has only the device location.
_HOST_LOCATIONS = {"Host": "HOST", "HostNuma": "HOST_NUMA", "HostNumaCurrent": "HOST_NUMA_CURRENT"}
HIP_EXTRA.update(
    {
        **{f"cudaMemLocationType{k}": (f"hipMemLocationType{k}", "runtime", "7.0.0") for k in _HOST_LOCATIONS},
        **{
            f"CU_MEM_LOCATION_TYPE_{v}": (f"hipMemLocationType{k}", "driver", "7.0.0")
            for k, v in _HOST_LOCATIONS.items()
        },
    }
)

# cudaLimitPersistingL2CacheSize (CUDA 11): AMD GPUs have no set-aside of L2 for persisting accesses;
# runtime/headers/driver.h's limit answers 0 and takes any size (nothing to act on).
STAND_INS.update(
    {
        "cudaLimitPersistingL2CacheSize": (
            "CASS_HIP_LIMIT_PERSISTING_L2_CACHE_SIZE",
            "AMD GPUs have no L2 set-aside for persisting accesses: setting the limit is accepted and does nothing,"
            " and reading it gives 0 (access-policy windows are hints CUDA may ignore too)",
        ),
    }
)

# cuFFT's status values CUDA 12 added for the libraries it loads at run time (the tables stop
# before them): hipFFT's hipfftResult has none (HIP 6.4.3's hipfft.h).
NEW_NAME_FAMILIES.setdefault("CUFFT_", "cufft")
NOT_IN_HIP_64.update(
    dict.fromkeys(
        ("CUFFT_MISSING_DEPENDENCY", "CUFFT_NVRTC_FAILURE", "CUFFT_NVJITLINK_FAILURE", "CUFFT_NVSHMEM_FAILURE"),
        "cuFFT's status for a library it loads at run time (CUDA 12); hipFFT's hipfftResult has no such value",
    )
)


# A section of a table that lists types, enumerators and macros rather than functions.
_DATA_SECTION = re.compile(r"^## .*(Data [Tt]ypes|Types References|Device Types)")


def data_names(path: Path) -> set[str]:
    """The CUDA names a table lists in its data sections (types, enumerators, macros): what
    ``cass-lsp explain`` uses as a value or a type rather than calls."""
    names: set[str] = set()
    in_data = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            in_data = _DATA_SECTION.match(line) is not None
        elif in_data and (m := _ROW.match(line)) is not None:
            names.add(m.group(1).strip())
    return names


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
    for cuda, (hip, family, hip_added) in HIP_EXTRA.items():
        apis[cuda] = [
            hip,
            family,
            *apis.get(cuda, [cuda, family, "", "", "", "", "", "", "", "", 0])[2:6],
            hip_added,
            "",
            "",
            "",
            0,
        ]
    notes: dict[str, str] = {}
    for _why, since, names in HIP_COUNTERPARTS:
        for cuda in names.split():
            row = apis.get(cuda) or [cuda, _new_name_family(cuda), "", "", "", "", "", "", "", "", 0]
            # the tables mark hipBLAS's ILP64 API experimental: its new members are too
            experimental = 1 if row[1] == "cublas" and cuda.endswith("_64") else 0
            apis[cuda] = [hip_counterpart(cuda), row[1], *row[2:6], since, "", "", "", experimental]
            if since == HIP_64:
                notes[cuda] = HIP_64_NOTE
    for cuda, note in NOT_IN_HIP_64.items():
        row = apis.get(cuda) or [cuda, _new_name_family(cuda), "", "", "", "", "", "", "", "", 0]
        apis[cuda] = ["", row[1], *row[2:6], "", "", "", "", 0]
        notes[cuda] = note
    hip_added = {row[0]: row[6] for row in apis.values() if row[0]}
    for cuda, (hip, _warning) in STAND_INS.items():
        family = next(f for p, f in _STAND_IN_FAMILIES if cuda.startswith(p))
        row = apis.get(cuda) or [cuda, family, "", "", "", "", "", "", "", "", 0]
        # a HIP name keeps the release the tables date it to; cass-lsp's own definitions say theirs
        apis[cuda] = [hip, row[1], *row[2:6], "" if hip.lower().startswith("cass_") else hip_added[hip], "", "", "", 0]
    for cuda, (miopen, since) in CUDNN_EXTRA.items():
        apis[cuda] = [miopen, "cudnn", "", "", "", "", since, "", "", "", 0]
    for cuda, hip in {**PREFERRED_HIP, **HIP_SPELLINGS}.items():
        apis[cuda][0] = hip
    for cuda, version in HIP_ADDED_CORRECTIONS.items():
        apis[cuda][6] = version
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
    _check_combined_tables(tables)
    listed = {name for filename in FAMILIES.values() for name in data_names(tables / filename)}
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
        "library_names": LIBRARY_NAMES,
        "call_rewrites": {k: v for k, v in CALL_REWRITES.items() if not v.get("roc")},
        "manual_calls": MANUAL_CALLS,
        "manual_values": MANUAL_VALUES,
        "perf_structs": PERF_STRUCTS,
        "value_maps": VALUE_MAPS,
        "stand_ins": {cuda: warning for cuda, (_hip, warning) in sorted(STAND_INS.items())},
        # What `cass-lsp explain` needs besides: the names HIP has as they are (left out of apis:
        # nothing to rename or report), by family; the names of the tables' data sections.
        "same_in_hip": {k: v[1] for k, v in sorted(apis.items()) if not _worth_keeping(k, v)},
        "data_names": sorted(listed),
        "roc": _roc(tables, apis),
    }


def _roc(tables: Path, apis: dict[str, list]) -> dict:
    """The --roc overlay: ROC names for the families that have them, plus headers and rewrites."""
    roc: dict[str, list] = {}
    for family, filename in ROC_FAMILIES.items():
        for cuda, entry in parse_table(tables / filename, family).items():
            base = apis.get(cuda)
            if cuda in roc or (base is not None and base[1] != family):
                continue  # a name of another family (cudaDataType values in cuBLAS's table are kept)
            if cuda.startswith(ROC_KEEPS_HIP):
                continue
            roc[cuda] = entry
    for cuda, (name, since) in ROC_EXTRA.items():
        family = apis[cuda][1] if cuda in apis else "curand"
        roc[cuda] = [name, family, "", "", "", "", since, "", "", "", 0]
    for name, base in apis.items():
        if base[1] in ROC_FAMILIES and name not in roc and not name.startswith(ROC_KEEPS_HIP):
            roc[name] = ["", base[1], base[2], base[3], base[4], base[5], "", "", "", "", 0]
    return {
        "apis": dict(sorted(roc.items())),
        "headers": ROC_HEADERS,
        "library_names": ROC_LIBRARY_NAMES,
        "cusparse_datatypes": ROC_CUSPARSE_DATATYPES,
        "call_rewrites": {**{k: v for k, v in CALL_REWRITES.items() if v.get("roc")}, **ROC_CALL_REWRITES},
        "signature_differs": sorted(ROC_SIGNATURE_DIFFERS),
    }


def _check_combined_tables(tables: Path) -> None:
    """The ROC/MIOPEN columns of the combined tables must say what the single tables say."""
    for combined, single in COMBINED_TABLES.items():
        expected = {name: entry[0] for name, entry in parse_table(tables / single, "").items()}
        for line in (tables / combined).read_text(encoding="utf-8").splitlines():
            cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
            if len(cells) != 17 or not line.startswith("|`"):
                continue
            if expected.get(cells[0], "") != cells[11]:
                raise ValueError(
                    f"{combined}: {cells[0]} -> {cells[11]!r}, but {single} says {expected.get(cells[0])!r}"
                )


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
            lines.extend(_api_lines(value))
            lines.append("}" + comma)
        elif key == "roc":
            lines.append('"roc": {')
            parts = list(value.items())
            for j, (sub, sub_value) in enumerate(parts):
                sep = "," if j < len(parts) - 1 else ""
                if sub == "apis":
                    lines.append('"apis": {')
                    lines.extend(_api_lines(sub_value))
                    lines.append("}" + sep)
                else:
                    lines.append(
                        f"{json.dumps(sub)}: {json.dumps(sub_value, separators=(',', ':'), sort_keys=True)}{sep}"
                    )
            lines.append("}" + comma)
        else:
            lines.append(f"{json.dumps(key)}: {json.dumps(value, separators=(',', ':'), sort_keys=True)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _api_lines(apis: dict[str, list]) -> list[str]:
    rows = list(apis.items())
    return [
        f"{json.dumps(name)}: {json.dumps(_trim(entry), separators=(',', ':'))}{',' if j < len(rows) - 1 else ''}"
        for j, (name, entry) in enumerate(rows)
    ]


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
