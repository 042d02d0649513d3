"""The data's "no HIP equivalent" must be true of HIP 6.4: every CUDA name the mapping data leaves without a
HIP one is checked against the headers of the HIP 6.4 root, under the name HIPIFY's convention
would give it (cudaX -> hipX, cufftX -> hipfftX, CUFFT_X -> HIPFFT_X...).

The headers are read once into one set of declared names (functions, typedefs, structs, enum
constants, macros); a declaration is found by its shape, which is enough for a whole-word check.
"""

from __future__ import annotations

import importlib.util
import re
from functools import cache
from pathlib import Path

import pytest

from cass_lsp import runtime
from cass_lsp.toolchain import roots
from cass_lsp.translate import bf16, mapping
from tests.lanes import cached_json, content_key, folder_fingerprint

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = roots.cache_dir() / "rocm-6.4" / "usr" / "include"
HIP_HEADER_DIRS = (
    "hip",
    "hipblas",
    "hipblas-common",
    "hipcub",
    "hipfft",
    "hiprand",
    "hipsolver",
    "hipsparse",
    "rocblas",
    "rocfft",
    "rocprim",
    "rocrand",
    "rocsolver",
    "rocsparse",
    "thrust",  # rocThrust
)

# HIPIFY's renaming convention, by prefix (the first that matches wins: longer ones first).
CONVENTION = (
    ("cudaLibXt", "hipLibXt"),
    ("cudaXt", "hipXt"),
    ("cublas", "hipblas"),
    ("CUBLAS_", "HIPBLAS_"),
    ("cufft", "hipfft"),
    ("CUFFT_", "HIPFFT_"),
    ("cusparse", "hipsparse"),
    ("CUSPARSE_", "HIPSPARSE_"),
    ("cusolver", "hipsolver"),
    ("CUSOLVER_", "HIPSOLVER_"),
    ("curand", "hiprand"),
    ("CURAND_", "HIPRAND_"),
    ("nvrtc", "hiprtc"),
    ("NVRTC_", "HIPRTC_"),
    ("CUB_", "HIPCUB_"),
    ("cuda", "hip"),
    ("CUDA_", "HIP_"),
    ("CU_", "HIP_"),
    ("cu", "hip"),
)

# cuDNN goes to MIOpen, a different API: same-named functions there take other arguments
# (miopenGetVersion(size_t*, size_t*, size_t*) against size_t cudnnGetVersion()), so a name
# match says nothing there.
OTHER_API_FAMILIES = frozenset({"cudnn"})

# Declared in HIP 6.4 under the conventional name, but not the CUDA API: the data is right to
# report them. name -> why.
SAME_NAME_OTHER_API = {
    "cudaDeviceGetTexture1DLinearMaxWidth": "HIP 6.4 declares it as (hipMemPool_t*, int), not CUDA's"
    " (size_t*, const cudaChannelFormatDesc*, int)",
    "cuDeviceGetTexture1DLinearMaxWidth": "HIP 6.4 declares it as (hipMemPool_t*, int), not"
    " (size_t*, CUarray_format, unsigned, CUdevice)",
    "cuMemcpy": "hipMemcpy takes a hipMemcpyKind; cuMemcpy infers the direction from unified addresses",
    "cuMemcpyAsync": "hipMemcpyAsync takes a hipMemcpyKind; cuMemcpyAsync infers the direction",
    "cuMemcpyPeer": "hipMemcpyPeer takes devices where cuMemcpyPeer takes contexts",
    "cuMemcpyPeerAsync": "hipMemcpyPeerAsync takes devices where cuMemcpyPeerAsync takes contexts",
    "cuFuncSetAttribute": "hipFuncSetAttribute takes a host function pointer, not a CUfunction"
    " (hipFuncSetAttribute of the module API is HIP's cuFuncSetAttribute, as the tables say)",
    "cuFuncSetCacheConfig": "hipFuncSetCacheConfig takes a host function pointer, not a CUfunction",
    "cuFuncSetSharedMemConfig": "hipFuncSetSharedMemConfig takes a host function pointer, not a CUfunction",
    "CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS": "CUDA's is an enum type of access flags; HIP's a hipPointer_attribute value",
    "CUDA_POINTER_ATTRIBUTE_P2P_TOKENS": "CUDA's is a struct of two tokens; HIP's a hipPointer_attribute value",
    "__hmax2": "HIP 6.4 declares __hmax2 for __hip_bfloat162 only; CUDA's __half2 one has none",
    "__hmin2": "HIP 6.4 declares __hmin2 for __hip_bfloat162 only; CUDA's __half2 one has none",
    # Rules that own these by HIP version answer before the tables do: the warp rules
    # (warp/__init__.py) and bf16-native (bf16.py) keep them for HIP 6.2+; the tables' "no
    # equivalent" is what HIP 5.x gets (test_mapping_data.py and test_bf16.py rely on it).
    **{
        name: "the warp rules keep it for HIP 6.2+ and rewrite it before"
        for name in ("__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync")
    },
    **{name: "the bf16-native rule keeps it for HIP 6.2+ (hip_bf16.h)" for name in sorted(bf16.KEPT)},
}

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)", re.MULTILINE)
# `T name(`, `T* name(`, `T& name(`, `> name(`: a function declared (or defined), not called.
_FUNCTION = re.compile(r"(?:[A-Za-z_]\w*|[*&>])[ \t\n]*\b([A-Za-z_]\w*)[ \t\n]*\(")
_NOT_A_TYPE = frozenset({"return", "else", "new", "delete", "throw", "case", "sizeof", "co_return", "co_yield"})
_TAG = re.compile(r"\b(?:struct|class|union|enum(?:[ \t]+class)?)[ \t\n]+(?:\w+[ \t\n]+)*?([A-Za-z_]\w*)[ \t\n]*[{:;]")
_TYPEDEF_END = re.compile(r"\btypedef\b[^;{]*?\b([A-Za-z_]\w*)[ \t\n]*(?:\[[^\]]*\])?;")
_TYPEDEF_FN = re.compile(r"\btypedef\b[^;{]*?\([ \t\n]*\*[ \t\n]*([A-Za-z_]\w*)[ \t\n]*\)")
_CLOSING_TYPEDEF = re.compile(r"}[ \t\n]*([A-Za-z_]\w*)[ \t\n]*[;,]")
# `typedef struct ihipStream_t* hipStream_t;`: the tag of an opaque handle
_POINTER_TAG = re.compile(r"\btypedef[ \t\n]+(?:struct|union)[ \t\n]+([A-Za-z_]\w*)[ \t\n]*\*")
# hipRAND declares its states through a macro: `DEFINE_HIPRAND_STATE(hiprandStateSobol64, ...)`
# defines the struct and its `_t` typedef
_STATE_MACRO = re.compile(r"\bDEFINE_HIPRAND_STATE\([ \t\n]*([A-Za-z_]\w*)")
_USING = re.compile(r"\busing[ \t\n]+([A-Za-z_]\w*)[ \t\n]*=")
_ENUM_BODY = re.compile(r"\benum\b[^{;()]*\{([^}]*)\}")
_ENUMERATOR = re.compile(r"(?:^|,)[ \t\n]*([A-Za-z_]\w*)")


def declared_names(text: str) -> set[str]:
    """The names a header declares, found by the shape of their declaration."""
    code = _COMMENT.sub(" ", text)
    names = set(_DEFINE.findall(code))
    names.update(
        m.group(1) for m in _FUNCTION.finditer(code) if code[m.start() : m.start(1)].split()[0] not in _NOT_A_TYPE
    )
    for pattern in (_TAG, _TYPEDEF_END, _TYPEDEF_FN, _CLOSING_TYPEDEF, _USING, _POINTER_TAG):
        names.update(pattern.findall(code))
    for state in _STATE_MACRO.findall(code):
        names.update((state, state + "_t"))
    for body in _ENUM_BODY.findall(code):
        names.update(_ENUMERATOR.findall(body))
    return names


@cache
def declarations(include: Path) -> frozenset[str]:
    """Every name the HIP headers under ``include`` declare; kept in the test cache under the
    headers' names, sizes and times and this module's bytes (its patterns), since reading them
    all takes seconds and they change only with the root."""
    folders = [include / folder for folder in HIP_HEADER_DIRS if (include / folder).is_dir()]
    recipe = [[str(f), folder_fingerprint(f)] for f in folders]
    key = content_key(["declared names"], recipe, [Path(__file__)], None)

    def compute() -> tuple[list[str], bool]:
        names: set[str] = set()
        for folder in folders:
            for path in folder.rglob("*"):
                if path.is_file():
                    names |= declared_names(path.read_text(encoding="utf-8", errors="replace"))
        return sorted(names), True

    return frozenset(cached_json(key, compute))


def hip64_declarations() -> frozenset[str]:
    return declarations(INCLUDE)


def conventional_hip_name(entry: mapping.ApiEntry) -> str | None:
    """The HIP name HIPIFY's convention gives ``entry.cuda`` (device functions keep their names)."""
    if entry.family == "device":
        return entry.cuda
    for cuda, hip in CONVENTION:
        if entry.cuda.startswith(cuda):
            return hip + entry.cuda[len(cuda) :]
    return None


needs_root = pytest.mark.skipif(
    not (INCLUDE / "hip" / "hip_runtime_api.h").is_file(),
    reason=f"no HIP 6.4 root at {INCLUDE.parent.parent} (cass-lsp doctor sets it up)",
)


def test_declared_names_finds_each_shape() -> None:
    header = """
    #define HIPFFT_MACRO(x) x
    HIPFFT_EXPORT hipfftResult hipfftXtMakePlanMany(hipfftHandle plan, int rank);
    typedef struct hipLibXtDesc_t { int version; } hipLibXtDesc;
    typedef enum hipfftXtSubFormat_t { HIPFFT_XT_FORMAT_INPUT = 0x00, HIPFFT_XT_FORMAT_OUTPUT } hipfftXtSubFormat;
    typedef void (*hipHostFn_t)(void* userData);
    using hipStreamAlias = int;
    typedef struct ihipEvent_t* hipEvent_t;
    DEFINE_HIPRAND_STATE(hiprandStateSobol64, rocrand_state_sobol64)
    // hipInAComment(int x);
    static inline int helper(bool saturate) { return callee(saturate); }
    """
    names = declared_names(header)
    for name in (
        "HIPFFT_MACRO",
        "hipfftXtMakePlanMany",
        "hipLibXtDesc",
        "hipLibXtDesc_t",
        "hipfftXtSubFormat",
        "HIPFFT_XT_FORMAT_INPUT",
        "HIPFFT_XT_FORMAT_OUTPUT",
        "hipHostFn_t",
        "hipStreamAlias",
        "helper",
        "ihipEvent_t",
        "hipEvent_t",
        "hiprandStateSobol64",
        "hiprandStateSobol64_t",
    ):
        assert name in names, name
    for name in ("hipInAComment", "saturate", "callee", "plan"):
        assert name not in names, name


@needs_root
def test_no_unsupported_name_is_declared_by_hip_64() -> None:
    declared = hip64_declarations()
    wrong = []
    for entry in mapping.load().apis.values():
        if entry.supported or entry.family in OTHER_API_FAMILIES or entry.cuda in SAME_NAME_OTHER_API:
            continue
        hip = conventional_hip_name(entry)
        if hip is not None and hip in declared:
            wrong.append(f"{entry.cuda} -> {hip}")
    assert not wrong, f"{len(wrong)} names reported as having no HIP equivalent that HIP 6.4 declares: {wrong}"


@needs_root
def test_the_exceptions_are_still_reported_and_still_declared() -> None:
    """An exception that the data no longer reports, or that HIP stopped declaring, is stale."""
    declared = hip64_declarations()
    apis = mapping.load().apis
    for name in SAME_NAME_OTHER_API:
        assert not apis[name].supported, name
        assert conventional_hip_name(apis[name]) in declared, name


def _generator():
    spec = importlib.util.spec_from_file_location("gen_hipify_map", ROOT / "scripts" / "gen_hipify_map.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@needs_root
def test_each_counterpart_the_generator_adds_is_declared_by_hip_64() -> None:
    """The generator's own additions (HIP_COUNTERPARTS) name what HIP 6.4 declares, and the data has them."""
    declared = hip64_declarations()
    gen = _generator()
    apis = mapping.load().apis
    added = [cuda for _why, _since, names in gen.HIP_COUNTERPARTS for cuda in names.split()]
    assert "cufftXtMakePlanMany" in added and "cudaLibXtDesc" in added
    for cuda in added:
        assert apis[cuda].supported and apis[cuda].hip == gen.hip_counterpart(cuda), cuda
        assert apis[cuda].hip in declared, f"{cuda} -> {apis[cuda].hip}"


# hipBLASLt is not in the 6.4 root (its CUDA counterpart, cuBLASLt, gets the tables' names
# unchecked); cuDNN goes to MIOpen, another API.
NOT_IN_ROOT = ("HIPBLASLT_", "hipblasLt", "hipblaslt")


def _release(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".")[:2]) if text else ()


@needs_root
@pytest.mark.parametrize("roc", [False, True], ids=["hip", "roc"])
def test_every_rename_is_declared_by_hip_64(roc: bool) -> None:
    """The other direction: a CUDA name the data renames, for a HIP no newer than 6.4, must get a name
    HIP 6.4 declares, or the translation says nothing and the compiler says "undeclared identifier".
    It failed on the tables' misspellings (hipDeviceAttributeMaxBlocksPerMultiprocessor for HIP's
    ...MultiProcessor, ...MultiGpuBoardGroupId for ...ID), on names HIP 6.4 lacks (hipErrorLossyQuery,
    hipGraphDebugDotFlagsRuntimeTypes) and on cudaGetDeviceProperties_v2 kept as it is."""
    wrong = undeclared_renames(mapping.load(roc), hip64_declarations(), (6, 4))
    assert not wrong, f"{len(wrong)} renames to names HIP 6.4 does not declare: {wrong}"


def undeclared_renames(data: mapping.MappingData, declared: frozenset[str], release: tuple[int, int]) -> list[str]:
    """The renames of ``data`` to a name ``declared`` lacks, for a HIP of ``release``."""
    wrong = []
    for entry in data.apis.values():
        hip = entry.hip
        if not entry.supported or entry.family in OTHER_API_FAMILIES or not re.fullmatch(r"\w+", hip):
            continue
        if hip.startswith(NOT_IN_ROOT) or _release(entry.hip_added) > release:
            continue
        if hip in runtime.STAND_INS:
            continue  # cass-lsp's own definition, in the output (test_library_compat.py compiles them)
        if hip not in declared:
            wrong.append(f"{entry.cuda} -> {hip}")
    return wrong
