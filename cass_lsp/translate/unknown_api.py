"""A CUDA API name that no table knows: an error, not a silent pass-through.

HIPIFY's tables stop at the HIP 6.3 era; CUDA 13 added names they do not list (cuBLAS's
``cudaEmulationMantissaControl`` and ``CUDA_EMULATION_MANTISSA_CONTROL_DYNAMIC``, which
CUDALibrarySamples' cublas_utils.h uses). Left as they are they fail the HIP build with an
"undeclared identifier" far from any explanation. An identifier with a CUDA API prefix (``cudaX``,
``CUDA_``, ``cublas``, ``cuX`` of the driver API...) that no rule claims (the tables' names, the
names other rules rewrite) is reported, unless it is the file's own:

- a macro the file #defines, a function it defines or declares, a type it tags (``struct cudaX``)
  or any name it declares (a variable, parameter, member, typedef or enumerator);
- an ALL-CAPS name called like a function (``CUDA_CHECK(call)``): CUDA's API has no such macro,
  while nearly every project defines one, often in a header of its own that this file includes;
- a name in a preprocessor condition (``#ifdef CUDA_FOO``): a build flag, harmless if undefined;
- a member (``p.cudaX``, ``Enum::CUDA_X``) or a name in a comment or string;
- a macro's parameter (``#define GET(cuDevice) ...``), and a name assigned to (``cudaVars = 3``):
  CUDA's API has no variables;
- a name CUDA's API could not be spelled as: ``CUDA_devices`` (its macros' words begin with a
  capital), ``cudaDevice_timeStep`` (the runtime's and driver's names take ``_t``, ``_v2``,
  ``_st``, ``_ptsz``... after an underscore; cuSPARSE's and cuSOLVER's take words);
- a name the project declares in another file or defines in its build files
  (``TranslateOptions.project_names``, which ``port`` fills from the whole tree: ``project_names``);
- an error-checking helper named after CUDA (``cudaCheck``, ``cublasCheck``): no CUDA API is named
  so, and projects define them in headers of their own; a build variable (``CUDA_PATH``);
- a library-prefixed name not followed by a capital (``cublas_handle``): CUDA's C API is camelCase.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from tree_sitter import Node

from cass_lsp.translate import identifiers, lexer, tables
from cass_lsp.translate.context import Context
from cass_lsp.translate.mapping import load
from cass_lsp.translate.rules import gather, rule

CODE = "unknown-cuda-api"

# The prefixes of CUDA's APIs (runtime, driver, the libraries, NVRTC): a plain alternation, so that
# the regex engine can skip ahead on the first byte.
# A library prefix is followed by a capital, as in all of CUDA's C API (`cublasSetWorkspace`);
# `cublas_handle` and `curand_state` are the project's variables (the tables list the device API's
# `curand_init` and the like).
_CANDIDATE = re.compile(
    rb"\b(?:cuda[A-Z]|CUDA_|cublas[A-Z]|CUBLAS_|cufft[A-Z]|CUFFT_|cusolver[A-Z]|CUSOLVER_|cusparse[A-Z]|CUSPARSE_"
    rb"|curand[A-Z]|CURAND_|cudnn[A-Z]|CUDNN_|nvrtc[A-Z]|NVRTC_|cu[A-Z]|CU_|CU[a-z]|CUDA[a-z])\w*"
)
# Error-checking helpers every project names after CUDA (cudaCheck, cublasCheck, CUDA_SAFE_CALL),
# often in a header of its own: no CUDA API is named so.
_PROJECT_HELPER = re.compile(r"Check|CHECK|Assert|ASSERT|SafeCall|SAFE_CALL|_CALL$|HandleError")
# Build variables passed with -D (`STRINGIZE(CUDA_PATH)`), not API.
BUILD_VARIABLES = frozenset(
    {"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT", "CUDA_ARCH", "CUDA_ARCHITECTURES", "CUDA_TOOLKIT_ROOT_DIR"}
)
_CALLED = re.compile(rb"[ \t]*\(")
_ALL_CAPS = re.compile(r"[A-Z0-9_]+")
# Declarations of a name: where the name is the `declarator` (through these wrappers) or the name
# of an enumerator or type definition.
_WRAPPERS = frozenset(
    {"pointer_declarator", "reference_declarator", "array_declarator", "init_declarator",
     "parenthesized_declarator", "function_declarator", "attributed_declarator"}
)  # fmt: skip
_DECLARATIONS = frozenset(
    {"declaration", "parameter_declaration", "optional_parameter_declaration", "field_declaration",
     "function_definition", "type_definition", "for_range_loop", "alias_declaration"}
)  # fmt: skip
_CONDITIONS = frozenset({"preproc_if", "preproc_elif", "preproc_ifdef", "preproc_elifdef", "preproc_defined"})
_IN_CODE = frozenset({"identifier", "type_identifier"})
# CUDA's spelling: a macro's or enumerator's words after the prefix begin with a capital or a digit
# (CU_AD_FORMAT_YUV444_16bit_SemiPlanar); after an underscore, the runtime's and driver's camelCase
# names take only these (cudaArray_t, cuCtxCreate_v4, CUextent3D_st, cuStreamBeginCapture_ptsz,
# cudaError_enum, cudaArray_const_t, EGL's _ER and _420SemiPlanar).
_CAPITALS = re.compile(r"[A-Z]+_(?![a-z])")
_RUNTIME_SEGMENT = re.compile(r"t|st|enum|const|ptsz|ptds|v\d+|[A-Z0-9]\w*")
_CAMEL_LIBRARIES = ("cusparse", "cusolver", "cublas", "cufft", "curand", "cudnn", "nvrtc")


def message(name: str) -> str:
    return (
        f"{name} is a CUDA API cass-lsp does not know (newer than HIPIFY's tables?): HIP likely lacks it;"
        " rewrite it by hand or guard it with #ifndef __HIP_PLATFORM_AMD__"
    )


# A review: the names in no table are those the scan and the range rules left as they were.
@rule("unknown-cuda-api", phase="review", codes={CODE})
def report_unknown(ctx: Context, start: int, end: int) -> None:
    # The uses in this range (a chunked translation asks per chunk); the names the file declares are
    # the whole file's (a later declaration makes an earlier use the file's own), read only when
    # there is a use to judge: a one-pass chunked translation goes on with one pass unless a later
    # chunk declares such a name.
    occurrences, _ = _scan(ctx, start, end)
    if not occurrences:
        return
    own = _own_names(ctx)
    # Text another rule rewrote (a library call whose arguments it rebuilt, under --roc) is that
    # rule's to explain.
    rewritten = [r.edit for r in ctx.record.edits_since(ctx.range_mark) if r.edit.start < r.edit.end]
    for s, e, name in occurrences:
        if any(name in names for names in own):
            continue
        if not any(edit.start <= s and e <= edit.end for edit in rewritten):
            ctx.report(CODE, message(name), s, e)


def unknown(ctx: Context, name: str) -> bool:
    """Is ``name``, a name no table knows, an unknown CUDA API here: spelled as CUDA's, claimed by no
    rule, and not the file's or the project's own? (For a name no text spells whole: the name a
    macro pastes, token_paste.py.)"""
    if (
        _CANDIDATE.fullmatch(name.encode()) is None
        or not _could_be_api(name)
        or name.encode() in identifiers.dispatch(ctx.rules, ctx.mapping).candidates
    ):
        return False
    return not any(name in names for names in _own_names(ctx))


def _could_be_api(name: str) -> bool:
    """Could ``name``, with a CUDA API prefix, be CUDA's (not a build variable, a project's checking
    helper, a name CUDA could not spell)?"""
    return name not in BUILD_VARIABLES and not _PROJECT_HELPER.search(name) and spelled_like_cuda(name)


def _own_names(ctx: Context) -> list[frozenset[str]]:
    """The names that are the file's or the project's own: never unknown (asked name by name: a later
    chunk that defines other functions changes no answer)."""
    facts = ctx.facts
    project = ctx.state("unknown-cuda-api.project", lambda: frozenset(ctx.options.project_names))
    return [ctx.gathered(_DECLARED), tables.own_macros(ctx), facts.tagged_names, facts.defined_functions, project]


def _scan(ctx: Context, start: int, end: int) -> tuple[list[tuple[int, int, str]], frozenset[str]]:
    """The uses in [start, end) of names with a CUDA prefix that no rule claims, and the names of
    them declared there (gathered over the whole file: ``_DECLARED``)."""
    data = ctx.data
    known = identifiers.dispatch(ctx.rules, ctx.mapping).candidates
    root = ctx.root
    found: list[tuple[int, int, str]] = []
    declared: set[str] = set()
    macro_bodies: dict[int, tuple[set[tuple[int, int]], frozenset[str]]] = {}
    for m in _CANDIDATE.finditer(data, start, end):
        if m.group() in known:
            continue
        s, e = m.span()
        node = root.descendant_for_byte_range(s, e)
        if node is None:
            continue
        name = m.group().decode("ascii")
        if not _could_be_api(name):
            continue
        if node.type in _IN_CODE and (node.start_byte, node.end_byte) == (s, e):
            if _in_condition(node) or _scoped(node) or _assigned(node):
                continue
            if _declares(node):
                declared.add(name)
                continue
        elif node.type == "preproc_arg":  # a #define body: its tokens, less the macro's own variables
            body = macro_bodies.get(node.start_byte)
            if body is None:
                tokens = {(ts, te) for ts, te, _ in lexer.identifiers(data, node.start_byte, node.end_byte)}
                body = (tokens, identifiers.macro_declared(data, node.start_byte, node.end_byte))
                macro_bodies[node.start_byte] = body
            if (s, e) not in body[0] or name in body[1]:
                continue
        else:
            continue  # a member, a comment, a string, a #include or #ifdef line
        if _ALL_CAPS.fullmatch(name) and _CALLED.match(data, e):
            continue  # CUDA_CHECK(call): the project's macro
        found.append((s, e, name))
    return found, frozenset(declared)


def spelled_like_cuda(name: str) -> bool:
    """Could ``name`` (with a CUDA API prefix) be one of CUDA's names, by how CUDA spells them?"""
    if name[:2] in ("CU", "NV") and _CAPITALS.match(name) is not None:  # CUDA_X, CU_X, CUBLAS_X...
        return True
    if name[:2] in ("CU", "NV") and re.match(r"[A-Z]+_", name):  # CUDA_devices: not CUDA's
        return False
    if name.startswith(_CAMEL_LIBRARIES):
        return True  # cusparseSpGEMM_workEstimation: words after underscores too
    return all(_RUNTIME_SEGMENT.fullmatch(segment) for segment in name.split("_")[1:])


def _assigned(node: Node) -> bool:
    """``cudaVars = 3``, ``cudaVars++``: a variable, which CUDA's API has none of."""
    parent = node.parent
    if parent is None:
        return False
    if parent.type == "assignment_expression":
        return parent.child_by_field_name("left") == node
    return parent.type == "update_expression"


def _scoped(node: Node) -> bool:
    """`GemmAlgorithm::CUDA_NATIVE_GEMM`: a member of the project's namespace or enum (CUDA's C API
    is never qualified but by `::`)."""
    parent = node.parent
    return (
        parent is not None
        and parent.type == "qualified_identifier"
        and parent.child_by_field_name("name") == node
        and parent.child_by_field_name("scope") is not None
    )


def _in_condition(node: Node) -> bool:
    """Is ``node`` in the condition of a #if / #ifdef / defined()?"""
    child, parent = node, node.parent
    while parent is not None:
        if parent.type == "preproc_defined":
            return True
        if parent.type in _CONDITIONS:
            return parent.child_by_field_name("condition") == child or parent.child_by_field_name("name") == child
        child, parent = parent, parent.parent
    return False


def _declares(node: Node) -> bool:
    """Is ``node`` the name a declaration declares (a variable, parameter, member, function, typedef,
    alias, enumerator or a macro's parameter)?"""
    parent = node.parent
    if parent is not None and parent.type == "preproc_params":
        return True
    if parent is not None and parent.type in ("enumerator", "alias_declaration"):
        return parent.child_by_field_name("name") == node
    current = node
    while parent is not None and parent.type in _WRAPPERS and parent.child_by_field_name("declarator") == current:
        current, parent = parent, parent.parent
    if parent is None or parent.type not in _DECLARATIONS:
        return False
    return any(d == current for d in parent.children_by_field_name("declarator"))


def _declared(ctx: Context, start: int, end: int) -> frozenset[str]:
    return _scan(ctx, start, end)[1]


_DECLARED = gather("unknown-cuda-api.declared", _declared, frozenset.union)


# -- the project's own names, over its files ---------------------------------------------------

# Before a declared name: `#define`, a type's last word (not a keyword that takes an expression), or
# a declarator's `*`/`&`/`>`; after it, what ends a declarator or starts a parameter list or body.
_BEFORE_DECLARED = re.compile(
    rb"(?:#[ \t]*define|\b(?!(?:return|case|else|new|delete|throw|sizeof|goto|co_return|co_yield)\b)[A-Za-z_]\w*"
    rb"|[*&>}])[ \t*&]*\Z"
)
_AFTER_DECLARED = re.compile(rb"[ \t]*[;=,\[({:)]")
# A name that starts its line after a line ending in a type (`__global__ void` / `CUDAmyKernel(...)`,
# `int` / `cudaHelper(int a);`, `float *` / `cudaBuffer(void);`): not a preprocessor line, and a
# word that is not a statement's keyword (a `}`, `;` or `>` ends a statement or an #include).
_TYPE_ENDS_LINE = re.compile(
    rb"^(?![ \t]*#)[^\n]*?\b(?!(?:return|case|else|do|new|delete|throw|sizeof|goto|co_return|co_yield|public|private"
    rb"|protected)\b)[A-Za-z_]\w*[ \t*&]*\r?\n[ \t]*\Z"
)
# A build file's macro definitions: -DNAME, NAME=value (target_compile_definitions, add_definitions).
_BUILD_DEFINED = re.compile(rb"-D[ \t]*([A-Za-z_]\w*)|\b([A-Za-z_]\w*)=")


def project_names(sources: Iterable[bytes], build_files: Iterable[bytes] = ()) -> tuple[str, ...]:
    """The names with a CUDA API prefix, no table's, that ``sources`` declare (found by the shape
    of a declaration, without parsing: a kernel, function, variable, member, macro, type) or
    ``build_files`` define as macros: for ``TranslateOptions.project_names``."""
    apis = load().apis
    found: set[str] = set()
    for data in sources:
        for m in _CANDIDATE.finditer(data):
            line = data.rfind(b"\n", 0, m.start()) + 1
            before = data[max(line, m.start() - 200) : m.start()]
            define = _BEFORE_DECLARED.search(before)
            if define is not None and (
                before[define.start() :].startswith(b"#") or _AFTER_DECLARED.match(data, m.end())
            ):
                found.add(m.group().decode("ascii"))
            elif line > 0 and not before.strip() and _AFTER_DECLARED.match(data, m.end()):
                previous = data[data.rfind(b"\n", 0, line - 1) + 1 : m.start()]
                if _TYPE_ENDS_LINE.match(previous):
                    found.add(m.group().decode("ascii"))
    for data in build_files:
        for m in _BUILD_DEFINED.finditer(data):
            name = m.group(1) or m.group(2)
            if _CANDIDATE.fullmatch(name):
                found.add(name.decode("ascii"))
    return tuple(sorted(name for name in found if name not in apis))
