"""The catalogue of finding codes: what each means, how severe it is and where HIP documents it.

The one place a code is declared: a rule lists the codes it may report (``@rule(..., codes=...)``)
and the rule set it joins (rules.py) takes their entries from here. Codes are stable (tools and
users may filter on them); ``FINDINGS.md`` beside this module is the user-facing table and a test
checks that it lists exactly the default rule set's codes. The build files' and the port's codes
are declared beside their engines; ``project/codes.py`` gathers every engine's into one catalogue.
"""

from __future__ import annotations

from cass_lsp.core.codes import REGISTRY, FindingKind, is_known_code
from cass_lsp.core.result import Edit, Finding, Severity

PORTING_GUIDE = "https://rocm.docs.amd.com/projects/HIP/en/latest/how-to/hip_porting_guide.html"
LANGUAGE_EXTENSIONS = "https://rocm.docs.amd.com/projects/HIP/en/latest/how-to/hip_cpp_language_extensions.html"
HIPIFY_DOCS = "https://rocm.docs.amd.com/projects/HIPIFY/en/latest/"


CATALOGUE: tuple[FindingKind, ...] = (
    # API mapping
    FindingKind(
        "unsupported-api", "HIP has no equivalent of this CUDA API", Severity.ERROR, "unsupported", HIPIFY_DOCS
    ),
    FindingKind("hip-version", "The HIP equivalent needs a newer HIP", Severity.ERROR, "unsupported", HIPIFY_DOCS),
    FindingKind("removed-in-cuda", "Removed from CUDA", Severity.WARNING, "removed", HIPIFY_DOCS),
    FindingKind("deprecated-in-cuda", "Deprecated in CUDA", Severity.HINT, "deprecated", HIPIFY_DOCS),
    FindingKind("deprecated-in-hip", "The HIP equivalent is deprecated", Severity.WARNING, "deprecated", HIPIFY_DOCS),
    FindingKind("experimental-in-hip", "The HIP equivalent is experimental", Severity.INFO, "hazard", HIPIFY_DOCS),
    FindingKind(
        "unsupported-header", "HIP has no counterpart of this header", Severity.ERROR, "unsupported", PORTING_GUIDE
    ),
    FindingKind("libcudacxx", "libcu++ (cuda::) has no HIP counterpart", Severity.ERROR, "unsupported", PORTING_GUIDE),
    FindingKind("cuda13-signature", "CUDA 13 signature rewritten to HIP's", Severity.WARNING, "hazard", PORTING_GUIDE),
    FindingKind(
        "library-call-rewritten",
        "Library call whose arguments differ, rewritten",
        Severity.WARNING,
        "hazard",
        HIPIFY_DOCS,
    ),
    FindingKind(
        "library-call-manual",
        "Library call or value a rename cannot port",
        Severity.ERROR,
        "unsupported",
        HIPIFY_DOCS,
    ),
    FindingKind(
        "version-macro", "CUDA version macro that HIP does not define", Severity.WARNING, "hazard", PORTING_GUIDE
    ),
    FindingKind("nvcc-macro-decided", "__NVCC__ test decided as __HIPCC__", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("cuda-arch-macro", "__CUDA_ARCH__ compared with a number", Severity.WARNING, "hazard", PORTING_GUIDE),
    FindingKind(
        "cuda-version-defined",
        "CUDA version macro defined for the target HIP",
        Severity.INFO,
        "hazard",
        PORTING_GUIDE,
    ),
    FindingKind("cuda-version-decided", "CUDA version test decided for AMD", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("cuda-arch-decided", "__CUDA_ARCH__ test decided for AMD", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("never-compiled", "Branch no compiler reads (#if 0)", Severity.INFO, "hazard", PORTING_GUIDE),
    # Warp size and lane masks
    FindingKind("warp-size-literal", "Warp size 32 hard-coded", Severity.WARNING, "hazard", LANGUAGE_EXTENSIONS),
    FindingKind("warp-size-macro", "Macro fixes the warp size at 32", Severity.WARNING, "hazard", LANGUAGE_EXTENSIONS),
    FindingKind("lane-mask-32", "32-bit lane mask", Severity.WARNING, "hazard", LANGUAGE_EXTENSIONS),
    FindingKind(
        "ballot-32bit", "Ballot result kept in a 32-bit integer", Severity.WARNING, "hazard", LANGUAGE_EXTENSIONS
    ),
    FindingKind(
        "warp-sync-rewritten", "*_sync rewritten for the target HIP", Severity.INFO, "hazard", LANGUAGE_EXTENSIONS
    ),
    FindingKind(
        "warp-sync-mask", "*_sync intrinsic with a partial mask", Severity.ERROR, "unsupported", LANGUAGE_EXTENSIONS
    ),
    FindingKind(
        "warp-sync-missing", "Warp intrinsic the target HIP lacks", Severity.ERROR, "unsupported", LANGUAGE_EXTENSIONS
    ),
    FindingKind("activemask", "__activemask rewritten to __ballot(1)", Severity.INFO, "hazard", LANGUAGE_EXTENSIONS),
    FindingKind(
        "syncwarp", "__syncwarp rewritten to a wavefront barrier", Severity.INFO, "hazard", LANGUAGE_EXTENSIONS
    ),
    # Other constructs
    FindingKind("inline-ptx", "Inline PTX assembly", Severity.ERROR, "unsupported", PORTING_GUIDE),
    FindingKind("inline-ptx-translated", "Inline PTX translated to HIP", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("texture-reference", "Texture reference", Severity.WARNING, "removed", PORTING_GUIDE),
    FindingKind(
        "texture-no-image-support", "Texture API not emulated on MI300", Severity.WARNING, "unsupported", PORTING_GUIDE
    ),
    FindingKind("texture-emulated", "Textures emulated in software on MI300", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind(
        "surface-boundary-mode", "Surface boundary mode HIP has none of", Severity.WARNING, "hazard", PORTING_GUIDE
    ),
    FindingKind(
        "device-prop-removed", "cudaDeviceProp field removed in CUDA 13", Severity.INFO, "removed", PORTING_GUIDE
    ),
    FindingKind(
        "device-prop-hip6",
        "hipDeviceProp_t has this field only from ROCm 6.0",
        Severity.WARNING,
        "hazard",
        PORTING_GUIDE,
    ),
    FindingKind(
        "device-prop-missing", "hipDeviceProp_t has no such field", Severity.ERROR, "unsupported", PORTING_GUIDE
    ),
    FindingKind(
        "cooperative-groups", "Cooperative-groups feature HIP lacks", Severity.ERROR, "unsupported", PORTING_GUIDE
    ),
    FindingKind("bfloat16", "bfloat16 type", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("fp8", "FP8 type", Severity.ERROR, "unsupported", PORTING_GUIDE),
    FindingKind("syntax-error", "Code tree-sitter could not parse", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind(
        "macro-launch", "Launch in a macro body kept as <<<...>>>", Severity.INFO, "hazard", LANGUAGE_EXTENSIONS
    ),
    FindingKind("hip-compat", "Portable definition of what HIP lacks", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind(
        "library-substitute", "A near equivalent stands in for a library API", Severity.WARNING, "hazard", PORTING_GUIDE
    ),
    FindingKind("hip-defines-it", "HIP defines this already", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("register-keyword", "register storage class", Severity.INFO, "removed", PORTING_GUIDE),
    FindingKind(
        "device-c-linkage",
        "A __device__ function with C linkage gets nvcc's host stub",
        Severity.WARNING,
        "hazard",
        PORTING_GUIDE,
    ),
    FindingKind("vector-braces", "Vector type's braces completed", Severity.INFO, "hazard", LANGUAGE_EXTENSIONS),
    FindingKind("half-empty-braces", "`= {}` on a half type", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("dependent-template", "`::template` added", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind("cub-warp-transpose", "CUB warp transpose on wave64", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind(
        "cg-shuffle-type",
        "Cooperative-groups shuffle of a type HIP's groups refuse (not an integer or floating-point type)",
        Severity.WARNING,
        "hazard",
        LANGUAGE_EXTENSIONS,
    ),
    FindingKind(
        "cuda-header-guard", "CUDA header guard HIP has no macro for", Severity.WARNING, "unsupported", PORTING_GUIDE
    ),
    FindingKind(
        "case-label-cuda-only",
        "Case label of a value HIP lacks or makes a duplicate",
        Severity.WARNING,
        "hazard",
        PORTING_GUIDE,
    ),
    FindingKind(
        "rtc-arch-option", "NVRTC option naming an NVIDIA architecture", Severity.WARNING, "hazard", PORTING_GUIDE
    ),
    FindingKind(
        "overload-collapsed", "Overloads that are one function in HIP", Severity.WARNING, "hazard", PORTING_GUIDE
    ),
    FindingKind("unknown-cuda-api", "CUDA API name in no table", Severity.ERROR, "unsupported", HIPIFY_DOCS),
    FindingKind("token-paste", "Macro pasting CUDA names together", Severity.INFO, "hazard", HIPIFY_DOCS),
    FindingKind("calling-convention", "CUDA calling-convention macro removed", Severity.INFO, "hazard", PORTING_GUIDE),
    FindingKind(
        "cg-tile-memory", "cooperative groups' block_tile_memory", Severity.WARNING, "hazard", LANGUAGE_EXTENSIONS
    ),
    FindingKind("cublas-legacy", "Legacy cuBLAS API (cublas.h)", Severity.ERROR, "unsupported", HIPIFY_DOCS),
    FindingKind("nvcc-only-code", "Code nvcc accepts and clang rejects", Severity.WARNING, "hazard", PORTING_GUIDE),
    FindingKind("cuda-only-helper", "Function kept for CUDA only", Severity.WARNING, "unsupported", PORTING_GUIDE),
    FindingKind(
        "project-header-missing",
        "The rule file maps an include to a header nothing provides",
        Severity.ERROR,
        "unsupported",
        PORTING_GUIDE,
    ),
    FindingKind(
        "ignore-unknown-code",
        "A cass-lsp: ignore comment names no finding code",
        Severity.WARNING,
        "hazard",
        PORTING_GUIDE,
    ),
)

REGISTRY.declare("translate", CATALOGUE)


def known_codes() -> frozenset[str]:
    """The codes of the translator's catalogue."""
    return frozenset(k.code for k in CATALOGUE)


__all__ = ["CATALOGUE", "FindingKind", "finding", "is_known_code", "known_codes"]  # is_known_code: core's


def finding(
    kind: FindingKind,
    message: str,
    start: int,
    end: int,
    *,
    fix: tuple[Edit, ...] = (),
    fix_title: str = "",
    severity: Severity | None = None,
) -> Finding:
    """A Finding of catalogue entry ``kind`` (severity overridable where context makes it worse)."""
    return Finding(
        code=kind.code,
        severity=kind.severity if severity is None else severity,
        message=message,
        start=start,
        end=end,
        kind=kind.kind,
        fix=fix,
        fix_title=fix_title,
        url=kind.url,
    )
