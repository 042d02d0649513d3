"""What a CUDA name becomes, from the tables alone (no translation, no compile): its HIP name and its
``--roc`` name, in each HIP release cass-lsp knows (HIP 7 renamed hipBLAS's ``_v2`` functions), since
which HIP and CUDA release, what the tables note about it, the rules that claim it and the finding
codes it can bring, and a one-line before/after. ``cass-lsp explain NAME`` prints it; the editor
shows it on hover over a CUDA name.

The HIPIFY tables keep, per name, the CUDA release that added, deprecated, changed or removed it
and the HIP (or ROCm library) release that did the same to its counterpart (``ApiEntry``).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import cache

from cass_lsp.core.hip_releases import RELEASES, checked, version_tuple
from cass_lsp.translate.findings import CATALOGUE
from cass_lsp.translate.mapping import ApiEntry, MappingData, load
from cass_lsp.translate.rules import RuleSet, default_rules
from cass_lsp.translate.tables import API_TABLES

# The library a family's names go to: the hip* layer's, and --roc's (which changes only these four).
LIBRARIES: dict[str, tuple[str, str]] = {
    "runtime": ("HIP runtime", "HIP runtime"),
    "driver": ("HIP driver API", "HIP driver API"),
    "device": ("HIP device functions", "HIP device functions"),
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
_CODE_TITLES = {k.code: (k.title, k.severity.name.lower()) for k in CATALOGUE}


@dataclass(frozen=True)
class InRelease:
    """What the name becomes in one HIP release: the HIP name, and whether that release has it."""

    release: str
    hip: str
    # "ok", "missing" (newer than the release), "deprecated", "removed", "none", "rewritten" (by rules)
    status: str


@dataclass(frozen=True)
class Explanation:
    name: str
    family: str
    library: str  # the hip* layer's
    roc_library: str
    hip: str  # "" where HIP has no equivalent
    roc: str  # under --roc ("" none)
    roc_alt: str  # --roc lacks it, the hip* layer has this
    cuda_versions: dict[str, str]  # added, deprecated, changed, removed -> CUDA release
    hip_versions: dict[str, str]  # the same for the HIP counterpart
    roc_versions: dict[str, str]
    releases: tuple[InRelease, ...]
    notes: tuple[str, ...]
    rules: tuple[tuple[str, str], ...]  # (rule id, what it does): the rules that change or report the name
    codes: tuple[tuple[str, str, str, str], ...]  # (code, severity, title, when)
    before: str
    after: str
    roc_after: str
    experimental: bool = False

    def as_json(self) -> dict:  # type: ignore[type-arg]
        return {
            "name": self.name,
            "family": self.family,
            "library": self.library,
            "hip": self.hip or None,
            "roc": {"name": self.roc or None, "library": self.roc_library, "hip_layer_has": self.roc_alt or None},
            "cuda": self.cuda_versions,
            "hip_versions": self.hip_versions,
            "roc_versions": self.roc_versions,
            "releases": [{"hip": r.release, "name": r.hip or None, "status": r.status} for r in self.releases],
            "notes": list(self.notes),
            "rules": [{"id": i, "does": d} for i, d in self.rules],
            "codes": [{"code": c, "severity": s, "title": t, "when": w} for c, s, t, w in self.codes],
            "before": self.before,
            "after": self.after,
            "roc_after": self.roc_after,
            "experimental": self.experimental,
        }

    def since(self) -> str:
        """ "HIP 5.2.0+" or "no HIP equivalent"."""
        if not self.hip:
            return "no HIP equivalent"
        added = self.hip_versions.get("added")
        return f"HIP {added}+" if added else "every HIP"

    def text(self) -> str:
        """The terminal form: a few aligned lines."""
        cuda = _versions_text("CUDA", self.cuda_versions)
        lines = [f"{self.name}  ({self.family} API{', ' + cuda if cuda else ''})"]
        hip = (
            f"{self.hip}  ({self.library}; {_versions_text('HIP', self.hip_versions) or 'every HIP'})"
            if self.hip
            else (f"none: {self.library} has no equivalent")
        )
        lines.append(f"  hip:    {hip}")
        lines.append(f"  --roc:  {_roc_text(self)}")
        lines.append(f"  by HIP release:  {_releases_text(self.releases)}")
        lines.append(f"  before: {self.before}")
        lines.append(f"  after:  {self.after}")
        if self.roc_after != self.after:
            lines.append(f"  --roc:  {self.roc_after}")
        for note in self.notes:
            lines.append(f"  note:   {note}")
        for rule_id, does in self.rules:
            lines.append(f"  rule:   {rule_id}{': ' + does if does else ''}")
        for code, severity, title, when in self.codes:
            lines.append(f"  finding {code} ({severity}): {title}{'; ' + when if when else ''}")
        return "\n".join(lines)

    def markdown(self) -> str:
        """The hover: a heading, a ruler, the before/after in a fenced block, the facts in a list."""
        out = [f"### {self.name} → {self.hip or '(no HIP equivalent)'}", "---", "```cpp", self.before, self.after]
        if self.roc_after != self.after:
            out.append(f"{self.roc_after}  // --roc")
        out.append("```")
        facts = [f"{self.library}, {self.since()}"]
        cuda = _versions_text("CUDA", self.cuda_versions)
        if cuda:
            facts.append(cuda)
        facts.append("--roc: " + _roc_text(self))
        facts.append(f"by HIP release: {_releases_text(self.releases)}")
        out += [f"- {f}" for f in facts]
        out += [f"- note: {n}" for n in self.notes]
        if self.codes:
            out.append("- findings: " + ", ".join(f"`{c}` ({s})" for c, s, _t, _w in self.codes))
        return "\n".join(out)


def _versions_text(what: str, versions: dict[str, str]) -> str:
    return ", ".join(f"{key} in {what} {value}" for key, value in versions.items())


def _roc_text(e: Explanation) -> str:
    if e.roc == e.hip and e.roc_library == e.library:
        return "the same (--roc changes cuBLAS, cuRAND, cuSPARSE and cuSOLVER)"
    if e.roc:
        return f"{e.roc}  ({e.roc_library}{'; ' + _versions_text('ROCm', e.roc_versions) if e.roc_versions else ''})"
    if e.roc_alt:
        return f"none in {e.roc_library}; the hip* layer has {e.roc_alt} (translate without --roc)"
    return f"none: {e.roc_library} has no equivalent"


def _releases_text(releases: tuple[InRelease, ...]) -> str:
    """Runs of releases alike: ``5.2.3, 6.0.0: missing; 6.2.0 to 7.0.0: HIPBLAS_PEDANTIC_MATH``."""
    runs: list[list[InRelease]] = []
    for r in releases:
        if runs and (runs[-1][-1].hip, runs[-1][-1].status) == (r.hip, r.status):
            runs[-1].append(r)
        else:
            runs.append([r])
    parts = []
    for run in runs:
        first, last = run[0], run[-1]
        which = (
            first.release
            if len(run) == 1
            else f"{first.release}, {last.release}"
            if len(run) == 2
            else (f"{first.release} to {last.release}")
        )
        what = {"ok": first.hip, "missing": "missing", "deprecated": f"{first.hip} (deprecated)",
                "removed": "removed", "none": "no equivalent", "rewritten": "rewritten"}[first.status]  # fmt: skip
        parts.append(f"{which}: {what}")
    return "; ".join(parts)


def _versions(entry: ApiEntry | None, side: str) -> dict[str, str]:
    if entry is None:
        return {}
    found = {key: getattr(entry, f"{side}_{key}") for key in ("added", "deprecated", "changed", "removed")}
    return {key: value for key, value in found.items() if value}


def _in_release(entry: ApiEntry | None, hip_7: MappingData, release: tuple[int, ...], version: str) -> InRelease:
    if entry is None or not entry.hip:
        return InRelease(version, "", "none")
    name = entry.hip
    if hip_7 is not None and release >= version_tuple(_HIP_7):
        name = hip_7.apis.get(entry.cuda, entry).hip or name
    if entry.hip_removed and release >= version_tuple(entry.hip_removed):
        return InRelease(version, name, "removed")
    if entry.hip_added and release < version_tuple(entry.hip_added):
        return InRelease(version, name, "missing")
    if entry.hip_deprecated and release >= version_tuple(entry.hip_deprecated):
        return InRelease(version, name, "deprecated")
    return InRelease(version, name, "ok")


_HIP_7 = next(r.version for r in RELEASES if r.hip_7_names)


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


def _example(name: str, hip: str, library: str) -> tuple[str, str]:
    """A one-line before/after: a call for a function's name, the name for a type or constant."""
    call = not (re.fullmatch(r"[A-Z0-9_]+", name) or name.endswith(("_t", "_st")) or name[:1].isupper())
    shape = "{}(...)" if call else "{}"
    return shape.format(name), shape.format(hip) if hip else f"// {library} has no equivalent"


def explain(name: str, rules: RuleSet | None = None) -> Explanation | None:
    """What CUDA name ``name`` becomes; None where neither the tables nor a rule know it."""
    mapping, roc_mapping, hip_7 = load(), load(roc=True), load(hip_7=True)
    rules = rules or default_rules()
    claims = _claims(rules, mapping)
    entry = mapping.apis.get(name)
    claimed = [r for r in claims.get(name, ()) if r != API_TABLES]
    if entry is None and not claimed:
        return None
    roc_entry = roc_mapping.apis.get(name)
    family = entry.family if entry is not None else "device"
    library, roc_library = LIBRARIES.get(family, ("HIP", "HIP"))
    hip = entry.hip if entry is not None and entry.supported else ""
    roc = roc_entry.hip if roc_entry is not None and roc_entry.supported else ""
    notes: list[str] = []
    if entry is not None and entry.note:
        notes.append(entry.note)
    if mapping.stand_ins.get(name):
        notes.append(f"a near equivalent stands in: {mapping.stand_ins[name]}")
    said: set[str] = set()
    for data, label in ((mapping, ""), (roc_mapping, " (--roc)")):
        cases = (data.call_rewrites.get(name) or {}).get("cases", ())
        for what, text in [*(("arguments rewritten", c.get("note", "")) for c in cases),
                           ("by hand", data.manual_calls.get(name, ""))]:  # fmt: skip
            if text and text not in said:
                said.add(text)
                notes.append(f"{what}{label}: {text}")
    rule_texts = tuple((r.id, r.summary) for r in rules if r.id in claimed)
    codes = _codes(entry, [r for r in rules if r.id in claimed], mapping, roc_mapping, name)
    before, after = _example(name, hip, library)
    _, roc_after = _example(name, roc, roc_library)
    if claimed and not hip:
        after = roc_after = f"// rewritten by {', '.join(claimed)} for the target HIP"
    releases = tuple(_in_release(entry, hip_7, r.key, r.version) for r in RELEASES)
    if claimed and not hip:
        releases = tuple(InRelease(r.release, "", "rewritten") for r in releases)
    return Explanation(
        name=name,
        family=family,
        library=library,
        roc_library=roc_library,
        hip=hip,
        roc=roc,
        roc_alt=roc_entry.alt if roc_entry is not None else "",
        cuda_versions=_versions(entry, "cuda"),
        hip_versions=_versions(entry, "hip"),
        roc_versions=_versions(roc_entry, "hip") if roc and roc_library != library else {},
        releases=releases,
        notes=tuple(dict.fromkeys(notes)),
        rules=rule_texts,
        codes=codes,
        before=before,
        after=after,
        roc_after=roc_after,
        experimental=bool(entry and entry.experimental),
    )


def _codes(entry, claiming, mapping, roc_mapping, name) -> tuple[tuple[str, str, str, str], ...]:  # type: ignore[no-untyped-def]
    """The finding codes the name can bring: what the tables say of it, and those of the rules that
    claim it (each with when, where the tables say)."""
    found: dict[str, str] = {}
    oldest = checked()[0].version
    if entry is not None:
        if not entry.supported and not claiming:  # else the rules that claim it write something
            found["unsupported-api"] = (
                "HIP has no equivalent" if not entry.hip_removed else (f"ROCm {entry.hip_removed} removed it")
            )
        elif entry.hip_added and version_tuple(entry.hip_added) > version_tuple(oldest):
            found["hip-version"] = f"for a HIP older than {entry.hip_added}"
        if entry.hip_deprecated:
            found["deprecated-in-hip"] = f"since ROCm {entry.hip_deprecated}"
        if entry.experimental:
            found["experimental-in-hip"] = ""
        if entry.cuda_removed:
            found["removed-in-cuda"] = f"CUDA {entry.cuda_removed}"
        elif entry.cuda_deprecated:
            found["deprecated-in-cuda"] = f"since CUDA {entry.cuda_deprecated}"
    if mapping.stand_ins.get(name):
        found["library-substitute"] = ""
    if name in mapping.call_rewrites or name in roc_mapping.call_rewrites:
        found["library-call-rewritten"] = ""
    if name in mapping.manual_calls or name in roc_mapping.manual_calls:
        found["library-call-manual"] = ""
    for r in claiming:
        for code in sorted(r.codes):
            found.setdefault(code, f"rule {r.id}")
    return tuple(
        (code, _CODE_TITLES[code][1], _CODE_TITLES[code][0], when)
        for code, when in found.items()
        if code in _CODE_TITLES
    )


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
    return difflib.get_close_matches(name, list(load().apis), n=count, cutoff=0.8)
