"""What a CUDA name becomes, as the translator writes it: a minimal use of the name (a call, a
type, an enumerator or a macro, as its kind needs; in a kernel where it is device code) is
translated for each HIP release of the release table, and for ``--roc``, and the answer is what
each translation wrote and which findings it gave, so ``explain`` and ``translate`` cannot
disagree. The tables add what only they know: the CUDA releases that added, deprecated or removed
the name, their notes. ``cass-lsp explain NAME`` prints it; the editor shows it on hover over a
CUDA name (session/names.py), from the same function.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import cache, lru_cache

from cass_lsp.core.hip_releases import NEWEST_HIP, RELEASES
from cass_lsp.core.result import Finding
from cass_lsp.translate.context import TranslateOptions
from cass_lsp.translate.engine import translate
from cass_lsp.translate.mapping import ApiEntry, MappingData, load, released_by
from cass_lsp.translate.rules import RuleSet, default_rules
from cass_lsp.translate.tables import API_TABLES

# The library a family's names go to: the hip* layer's, and --roc's (which changes only these four).
LIBRARIES: dict[str, tuple[str, str]] = {
    "runtime": ("HIP runtime", "HIP runtime"),
    "driver": ("HIP driver API", "HIP driver API"),
    "device": ("HIP device code", "HIP device code"),
    "cucomplex": ("hipComplex", "hipComplex"),
    "cublas": ("hipBLAS", "rocBLAS"),
    "curand": ("hipRAND", "rocRAND"),
    "cufft": ("hipFFT", "hipFFT"),
    "cusparse": ("hipSPARSE", "rocSPARSE"),
    "cusolver": ("hipSOLVER", "rocSOLVER"),
    "cub": ("hipCUB", "hipCUB"),
    "nvrtc": ("hipRTC", "hipRTC"),
    "cudnn": ("MIOpen", "MIOpen"),
}
# cuBLASLt's names are in cuBLAS's table; they go to hipBLASLt (no --roc library of their own).
_LT = re.compile(r"^(cublasLt|CUBLASLT_)")

MARK, END = "// <use>", "// </use>"
_MARKED = re.compile(re.escape(MARK) + r"\n(.*?)\n?" + re.escape(END), re.S)

# CUDA's built-in variables of device code (threadIdx... are structs: their .x is used).
DEVICE_VARIABLES = {"threadIdx": ".x", "blockIdx": ".x", "blockDim": ".x", "gridDim": ".x", "warpSize": ""}

# Programs with a marked use: @USE@ is the use, @N@ the name (str.replace: C's braces stay as they
# are). The function is called, as a use in a real file is: an unused function built on what HIP
# lacks would be kept for CUDA only (cuda_only_helpers.py), saying so instead of what the name is.
_HOST = "void cass_use() {\n" + MARK + "\n  @USE@\n" + END + "\n}\nvoid cass_run() { cass_use(); }\n"
_DEVICE = (
    "__global__ void cass_use(int v) {\n"
    + MARK
    + "\n  @USE@\n"
    + END
    + "\n}\nvoid cass_run() { cass_use<<<1, 1>>>(0); }\n"
)
_TOP = "int cass_first;\n"  # before a use at file scope: what is added at the top goes above it
_CG = "#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n"
_TILE = "__global__ void cass_use(int v) {\n  auto t = cg::tiled_partition<32>(cg::this_thread_block());\n"
# Uses of the names only a rule knows (the tables lack them), by kind.
_USES: dict[str, str] = {
    "member of cudaDeviceProp": _HOST.replace("()", "(cudaDeviceProp p)", 1).replace("@USE@", "auto cass_v = p.@N@;"),
    "member of cuDNN's perf results": _HOST.replace("()", "(cudnnConvolutionFwdAlgoPerf_t* r)", 1).replace(
        "@USE@", "auto cass_v = r[0].@N@;"
    ),
    "member of CUmemAllocationProp": _HOST.replace("()", "(CUmemAllocationProp p)", 1).replace(
        "@USE@", "auto cass_v = p.@N@;"
    ),
    "cooperative-groups member": _CG
    + _DEVICE.replace("__global__ void cass_use(int v) {\n", _TILE).replace("@USE@", "t.@N@();"),
    "cooperative-groups function": _CG + _DEVICE.replace("@USE@", "cg::@N@(cg::this_thread_block());"),
    "cooperative-groups type": _CG + _DEVICE.replace("@USE@", "cg::@N@ cass_v;"),
    "cooperative-groups scratch": _CG + _DEVICE.replace("@USE@", "__shared__ cg::@N@<256> cass_v;"),
    "macro tested by the preprocessor": _TOP + MARK + "\n#ifdef @N@\n" + END + "\nint cass_v;\n#endif\n",
    "calling convention": _TOP + MARK + "\nvoid @N@ cass_use(void* p);\n" + END + "\n",
    "namespace": _HOST.replace("@USE@", "auto cass_v = @N@::Max()(1, 2);"),
    "variable of device code": _DEVICE.replace("@USE@", "auto cass_v = @N@;"),
}
# CUDA's keywords, each in a declaration it belongs in.
_KEYWORDS = {
    "__global__": _TOP + MARK + "\n__global__ void cass_use() {}\n" + END + "\n",
    "__device__": _TOP + MARK + "\n__device__ int cass_use() { return 0; }\n" + END + "\n",
    "__host__": _TOP + MARK + "\n__host__ int cass_use() { return 0; }\n" + END + "\n",
    "__constant__": _TOP + MARK + "\n__constant__ int cass_v[32];\n" + END + "\n",
    "__managed__": _TOP + MARK + "\n__managed__ int cass_v;\n" + END + "\n",
    "__shared__": _DEVICE.replace("@USE@", "__shared__ int cass_v[32];"),
    "__grid_constant__": _TOP + MARK + "\n__global__ void cass_use(const __grid_constant__ int p) {}\n" + END + "\n",
}
_RULE_KINDS = {
    "device-prop-fields": "member of cudaDeviceProp",
    "libcalls.perf-fields": "member of cuDNN's perf results",
    "alloc-prop-members": "member of CUmemAllocationProp",
    "cg-members": "cooperative-groups member",
    "cuda-header-guards": "macro tested by the preprocessor",
    "cuda-version": "macro tested by the preprocessor",
    "cuda-arch": "macro tested by the preprocessor",
    "version-macros": "macro tested by the preprocessor",
    "calling-conventions": "calling convention",
    "namespaces": "namespace",
    "libcudacxx": "namespace",
}


@dataclass(frozen=True)
class Use:
    """A minimal use of a name: its kind, the CUDA program that holds it, and the use as written."""

    kind: str
    program: str

    @property
    def text(self) -> str:
        return marked_use(self.program)


@dataclass(frozen=True)
class Said:
    """A finding a translation of the use gave: its code, severity and message."""

    code: str
    severity: str
    message: str


@dataclass(frozen=True)
class Outcome:
    """What the translation for one HIP release (or ``--roc``) wrote: the use as written there,
    the name as written there ("" where a rule rewrote the use around it), and the findings."""

    release: str
    written: str
    hip: str
    findings: tuple[Said, ...]

    def same(self, other: Outcome) -> bool:
        return (self.written, self.findings) == (other.written, other.findings)


@dataclass(frozen=True)
class Explanation:
    name: str
    family: str
    library: str  # the hip* layer's
    roc_library: str
    use: Use
    releases: tuple[Outcome, ...]  # one per release of the table, oldest first
    roc: Outcome  # the newest checked release, with --roc
    cuda_versions: dict[str, str]  # added, deprecated, changed, removed -> the release (of CUDA or cuDNN)
    dated_by: str  # "CUDA" or "cuDNN"
    notes: tuple[str, ...]
    rules: tuple[tuple[str, str], ...]  # (rule id, what it does): the rules that change or report the name

    @property
    def newest(self) -> Outcome:
        """The release a translation targets when no HIP is known."""
        return next(o for o in self.releases if o.release == NEWEST_HIP)

    @property
    def hip(self) -> str:
        """The name as the translation for the newest checked HIP writes it ("" where rewritten)."""
        return self.newest.hip

    def as_json(self) -> dict:  # type: ignore[type-arg]
        def outcome(o: Outcome) -> dict:  # type: ignore[type-arg]
            return {
                "hip": o.release,
                "written": o.written,
                "name": o.hip or None,
                "findings": [{"code": f.code, "severity": f.severity, "message": f.message} for f in o.findings],
            }

        return {
            "name": self.name,
            "kind": self.use.kind,
            "family": self.family,
            "library": self.library,
            "use": self.use.text,
            "releases": [outcome(o) for o in self.releases],
            "roc": {"library": self.roc_library, **outcome(self.roc)},
            "cuda": {"by": self.dated_by, **self.cuda_versions},
            "notes": list(self.notes),
            "rules": [{"id": i, "does": d} for i, d in self.rules],
        }

    def _head(self) -> str:
        facts = [self.use.kind]
        if self.family:
            facts.append(f"{self.family} API")
        head = ", ".join(facts)
        if dated := _versions_text(self.dated_by, self.cuda_versions):
            head += f"; {dated}"
        return f"{self.name}  ({head})"

    def text(self) -> str:
        """The terminal form: the use, then what each release's translation wrote and reported."""
        lines = [self._head(), f"  use:    {self.use.text}"]
        for which, outcome in _runs(self.releases):
            lines.append(f"  HIP {which}:")
            lines += [f"    {line}" for line in _outcome_lines(outcome)]
        newest = self.newest
        if self.roc.same(newest):
            lines.append("  --roc:  the same")
        else:
            lines.append(f"  --roc ({self.roc_library}, HIP {newest.release}):")
            lines += [f"    {line}" for line in _outcome_lines(self.roc)]
        lines += [f"  note:   {n}" for n in self.notes]
        lines += [f"  rule:   {i}{': ' + d if d else ''}" for i, d in self.rules]
        return "\n".join(lines)

    def markdown(self) -> str:
        """The hover: a heading, a ruler, the use before and after for the newest checked HIP in a
        fenced block, then each release's answer and the notes in a list."""
        newest = self.newest
        after = newest.hip or "rewritten"
        out = [f"### {self.name} → {after}", "---", "```cpp", self.use.text, newest.written, "```"]
        facts = [f"{self.use.kind}, {self.library}" if self.family else self.use.kind]
        if dated := _versions_text(self.dated_by, self.cuda_versions):
            facts.append(dated)
        for which, outcome in _runs(self.releases):
            said = ", ".join(f"`{f.code}` ({f.severity})" for f in outcome.findings)
            facts.append(f"HIP {which}: `{_one_line(outcome.written)}`" + (f"; {said}" if said else ""))
        if not self.roc.same(newest):
            facts.append(f"--roc ({self.roc_library}): `{_one_line(self.roc.written)}`")
        out += [f"- {f}" for f in facts]
        out += [f"- note: {n}" for n in self.notes]
        return "\n".join(out)


def _outcome_lines(outcome: Outcome) -> list[str]:
    lines = outcome.written.splitlines() or ["(removed)"]
    lines += [f"{f.severity} [{f.code}]: {f.message}" for f in outcome.findings]
    return lines


def _one_line(text: str) -> str:
    return " ⏎ ".join(text.splitlines()) or "(removed)"


def _runs(outcomes: tuple[Outcome, ...]) -> list[tuple[str, Outcome]]:
    """Runs of releases whose translations are alike: ("5.2.3, 6.0.0", outcome), ("6.2.0 to 7.0.0", ...)."""
    runs: list[list[Outcome]] = []
    for o in outcomes:
        if runs and runs[-1][-1].same(o):
            runs[-1].append(o)
        else:
            runs.append([o])
    out = []
    for run in runs:
        first, last = run[0].release, run[-1].release
        which = first if len(run) == 1 else f"{first}, {last}" if len(run) == 2 else f"{first} to {last}"
        out.append((which, run[0]))
    return out


def _versions_text(what: str, versions: dict[str, str]) -> str:
    return ", ".join(f"{key} in {what} {value}" for key, value in versions.items())


def marked_use(text: str) -> str:
    """The use between the marks of a program, or of its translation ("" where it was removed)."""
    m = _MARKED.search(text)
    return m.group(1).strip() if m is not None else ""


# ---- the use of a name --------------------------------------------------------------------


# Device functions that take no argument (the others get one value: enough for a rename, and for
# the rules that count one, such as the bfloat16 conversions').
_NO_ARGUMENTS = {
    "__syncthreads", "__threadfence", "__threadfence_block", "__threadfence_system", "__activemask", "clock",
    "clock64", "__trap", "__brkpt", "__globaltimer", "__lanemask_lt", "__lanemask_le", "__lanemask_eq",
    "__lanemask_gt", "__lanemask_ge", "__nv_aligned_device_malloc", "__prof_trigger",
}  # fmt: skip


def _arguments(name: str) -> str:
    """Arguments for a device function's call: a full mask first for the *_sync intrinsics, whose
    rules read it; none or one value otherwise."""
    if name == "__syncwarp":
        return "0xffffffff"
    if name.endswith("_sync"):
        return "0xffffffff, v, 1" if "shfl" in name else "0xffffffff, v"
    return "" if name in _NO_ARGUMENTS else "v"


def _library_arguments(name: str, mapping: MappingData) -> str:
    """Arguments for a host call: as many as CUDA's call takes where a rule rewrites the arguments
    (the first case of ``call_rewrites``), else none (a rename needs none)."""
    rewrite = mapping.call_rewrites.get(name) or load(roc=True).call_rewrites.get(name)
    cases = (rewrite or {}).get("cases", ())
    if not cases:
        return ""
    used = [-1]  # the CUDA arguments a case passes on: indices, or written into text as {i}
    for arg in cases[0].get("args") or ():
        used += [arg] if isinstance(arg, int) else [int(i) for i in re.findall(r"\{(\d+)", str(arg))]
    count = cases[0].get("nargs") or max(used) + 1
    return ", ".join(f"a{i}" for i in range(count))


def _is_type(name: str) -> bool:
    return bool(
        re.search(r"_(t|st)$", name) or re.match(r"^CU[a-z]", name) or re.match(r"^(__nv_|__half|nv_|texture$)", name)
    )


def use_of(name: str, mapping: MappingData | None = None, rules: RuleSet | None = None) -> Use | None:
    """The minimal use of ``name`` its kind needs; None where neither the tables nor a rule know it."""
    mapping = mapping or load()
    entry = mapping.apis.get(name)
    family = entry.family if entry is not None else mapping.same_in_hip.get(name)
    if name in _KEYWORDS:
        return Use("keyword", _KEYWORDS[name])
    if name in DEVICE_VARIABLES:
        return Use(
            "variable of device code", _USES["variable of device code"].replace("@N@", name + DEVICE_VARIABLES[name])
        )
    if family is None:
        claimed = _claims(rules or default_rules(), mapping).get(name, ())
        if not claimed:
            return None
        kind = next((_RULE_KINDS[r] for r in claimed if r in _RULE_KINDS), None)
        if kind is None and name in mapping.cooperative_groups_missing_methods:
            kind = "cooperative-groups member"
        elif kind is None and name in mapping.cooperative_groups_missing:
            kind = "cooperative-groups type" if name.endswith("_group") else "cooperative-groups function"
        if name == "block_tile_memory":
            kind = "cooperative-groups scratch"
        if kind is not None:
            return _use(kind, name)
        family = "device"  # the rest of the rules' names are device code's (intrinsics, texture fetches...)
    device = family == "device"
    program, where = (_DEVICE, "device ") if device else (_HOST, "")
    if _is_type(name):
        return Use(f"{where}type", program.replace("@USE@", f"{name} cass_v;"))
    if re.fullmatch(r"[A-Z][A-Z0-9_]*", name):
        return Use(f"{where}value", program.replace("@USE@", f"auto cass_v = {name};"))
    if name in mapping.data_names:  # the tables do not say which: sizeof takes either
        return Use(f"{where}type or value", program.replace("@USE@", f"auto cass_v = sizeof({name});"))
    call = f"{name}({_arguments(name) if device else _library_arguments(name, mapping)})"
    return Use(f"{where}function", program.replace("@USE@", f"{call};"))


def _use(kind: str, name: str) -> Use:
    return Use(kind, _USES[kind].replace("@N@", name))


# ---- the answer -----------------------------------------------------------------------------


def _outcome(use: Use, name: str, options: TranslateOptions) -> Outcome:
    result = translate(use.program, options)
    written = marked_use(result.text)
    at = use.program.index(use.text) + use.text.index(name)  # ASCII: characters are bytes
    edits = [e for e in result.edits if e.start < at + len(name) and e.end > at]
    if not edits:
        hip = name
    elif len(edits) == 1 and (edits[0].start, edits[0].end) == (at, at + len(name)):
        hip = edits[0].text
    else:
        hip = ""
    return Outcome(options.hip_version or NEWEST_HIP, written, hip, _said(result.findings))


def _said(findings: tuple[Finding, ...]) -> tuple[Said, ...]:
    return tuple(Said(f.code, f.severity.name.lower(), f.message) for f in findings)


def translations(use: Use, name: str, rules: RuleSet | None = None) -> tuple[tuple[Outcome, ...], Outcome]:
    """What the translator writes for ``use`` for each HIP release of the table, and with --roc
    for the newest checked one."""
    releases = tuple(_outcome(use, name, TranslateOptions(hip_version=r.version, rules=rules)) for r in RELEASES)
    return releases, _outcome(use, name, TranslateOptions(hip_version=NEWEST_HIP, rules=rules, roc=True))


def explain(name: str, rules: RuleSet | None = None) -> Explanation | None:
    """What CUDA name ``name`` becomes in each HIP release, as the translator writes a minimal use
    of it; None where neither the tables nor a rule know the name."""
    return _explain(name, rules or default_rules())


@lru_cache(maxsize=512)  # the hover asks again for the names under the cursor; bounded for the server
def _explain(name: str, rules: RuleSet) -> Explanation | None:
    mapping = load()
    use = use_of(name, mapping, rules)
    if use is None:
        return None
    entry = mapping.apis.get(name)
    family = entry.family if entry is not None else mapping.same_in_hip.get(name, "")
    if not family and (use.kind.startswith("device") or use.kind in ("keyword", "variable of device code")):
        family = "device"
    library, roc_library = library_of(name, family)
    releases, roc = translations(use, name, rules)
    claimed = [r for r in _claims(rules, mapping).get(name, ()) if r != API_TABLES]
    return Explanation(
        name=name,
        family=family,
        library=library,
        roc_library=roc_library,
        use=use,
        releases=releases,
        roc=roc,
        cuda_versions=_versions(entry),
        dated_by=released_by(family),
        notes=_notes(name, entry, mapping),
        rules=tuple((r.id, r.summary) for r in rules if r.id in claimed),
    )


def library_of(name: str, family: str) -> tuple[str, str]:
    """The library a name goes to (the hip* layer's, --roc's)."""
    if family == "cublas" and _LT.match(name):
        return "hipBLASLt", "hipBLASLt"
    return LIBRARIES.get(family, ("HIP", "HIP"))


def _versions(entry: ApiEntry | None) -> dict[str, str]:
    if entry is None:
        return {}
    found = {key: getattr(entry, f"cuda_{key}") for key in ("added", "deprecated", "changed", "removed")}
    return {key: value for key, value in found.items() if value}


def _notes(name: str, entry: ApiEntry | None, mapping: MappingData) -> tuple[str, ...]:
    notes: list[str] = []
    if entry is not None and entry.note:
        notes.append(entry.note)
    said: set[str] = set()
    for data, label in ((mapping, ""), (load(roc=True), " (--roc)")):
        cases = (data.call_rewrites.get(name) or {}).get("cases", ())
        for what, text in [*(("arguments rewritten", c.get("note", "")) for c in cases),
                           ("by hand", data.manual_calls.get(name, ""))]:  # fmt: skip
            if text and text not in said:  # --roc's said once where it says the same
                said.add(text)
                notes.append(f"{what}{label}: {text}")
    return tuple(dict.fromkeys(notes))


@cache
def _claims(rules: RuleSet, mapping: MappingData) -> dict[str, tuple[str, ...]]:
    """Name -> the ids of the identifier rules that claim it to change or report it (not those that
    only keep it as written: ``Rule.keeps``), highest priority first."""
    out: dict[str, list[str]] = {}
    for r in rules.phase("identifiers"):
        if r.keeps:
            continue
        for name in r.names_for(mapping):
            out.setdefault(name, []).append(r.id)
    return {name: tuple(ids) for name, ids in out.items()}


def known_names(rules: RuleSet | None = None) -> tuple[str, ...]:
    """Every name ``explain`` answers for: the tables' (those HIP has as they are too) and the
    rules'."""
    mapping = load()
    claimed = _claims(rules or default_rules(), mapping)
    return tuple(sorted({*mapping.apis, *mapping.same_in_hip, *claimed, *DEVICE_VARIABLES}))


@cache
def _hip_names() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for data in (load(), load(roc=True), load(hip_7=True)):
        for cuda, entry in data.apis.items():
            if entry.hip and entry.hip != cuda:
                out.setdefault(entry.hip, []).append(cuda)
    return {hip: tuple(dict.fromkeys(names)) for hip, names in out.items()}


def cuda_names_for(hip_name: str) -> tuple[str, ...]:
    """The CUDA names the tables translate to ``hip_name`` (someone asked about a HIP name)."""
    return _hip_names().get(hip_name, ())


def close_names(name: str, count: int = 3) -> list[str]:
    """Names of the tables spelled nearly like ``name`` (a typo)."""
    mapping = load()
    return difflib.get_close_matches(name, [*mapping.apis, *mapping.same_in_hip], n=count, cutoff=0.8)


def unknown_name_fate(name: str, rules: RuleSet | None = None) -> tuple[Said, ...]:
    """What the translator reports for a call of a name nobody knows (unknown-cuda-api for a
    name with a CUDA prefix; nothing for others, which it keeps as written)."""
    use = Use("function", _HOST.replace("@USE@", f"{name}();"))
    return _said(translate(use.program, TranslateOptions(rules=rules)).findings)
