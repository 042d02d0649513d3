"""A project's own rules: ``cass-lsp.toml`` at its root, found as ``pyproject.toml`` is (the
nearest one in the folder of a file or tree, or a folder above it).

No table knows a project's wrappers and macros, and a team decides once about a finding. The rule
file says so, in typed rules that join the translator's rule set (``RuleSet.extended``), so that
``translate``, ``port``, ``--keep-cuda`` and the editor apply them alike::

    [rename.functions]        # also macros, types, enumerators: every use in code and in #define
    cudaCheckedMalloc = "hipCheckedMalloc"   # bodies, the definition too (not members)

    [headers]                 # an #include "x" becomes #include "y"
    "cuda_helpers.cuh" = "hip_helpers.h"

    [names]                   # the project's own: never translated, never unknown-cuda-api
    own = ["cudaLaunchWrapper", "CUDA_SAFE"]

    [pasting-macros]          # cuda(Malloc(&p, n)) pastes cuda##Malloc, also where cuda is not defined
    cuda = {}                 # prefix "cuda", hip-prefix by HIPIFY's convention: "hip"
    TENSOR = { prefix = "cutensor", hip-prefix = "hiptensor" }   # a prefix the convention lacks
    KERNEL = "off"            # left as written: it pastes the project's own names

    [findings]                # severity per finding code: error, warning, info, hint or off
    warp-size-literal = "off"
    unknown-cuda-api = "warning"

    [run]                     # what `cass-lsp verify` runs in both trees (core/run_section.py)
    [[run.program]]
    command = "./app"

A bad entry is a ``Problem`` (the file, its line, what is wrong and the fix) and is left out; the
rest applies. Read with the standard library's ``tomllib`` (Python 3.11+), or ``tomli`` where it is
installed on 3.10; without either, the file is one problem that says so (cass-lsp itself runs on
3.10: Ubuntu 22.04's Python).

``schema()`` is the file's JSON Schema (``cass-lsp settings-schema --rule-file``), made from the
same description the reader checks against.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cass_lsp.core import run_section
from cass_lsp.core.output_names import output_relpath
from cass_lsp.project import rules
from cass_lsp.project.codes import REGISTRY, is_known_code
from cass_lsp.translate import mapping
from cass_lsp.translate.rules import Rule, RuleSet
from cass_lsp.translate.suppression import LEVELS, SEVERITIES, Decision
from cass_lsp.translate.token_paste import PREFIXES, PastingMacro

RULE_FILE = "cass-lsp.toml"
PROBLEM_CODE = "rule-file"  # a problem of the rule file, as the command line prints it
RENAME_KINDS = ("functions", "macros", "types", "enumerators")
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
# C and C++ keywords (C23, C++23, the alternative operator spellings): no name may be renamed to
# one, or from one (`while` is not a name the code calls).
KEYWORDS = frozenset(
    """alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t char32_t class
    co_await co_return co_yield compl concept const consteval constexpr constinit const_cast continue decltype
    default delete do double dynamic_cast else enum explicit export extern false float for friend goto if inline
    int long mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public register
    reinterpret_cast requires restrict return short signed sizeof static static_assert static_cast struct switch
    template this thread_local throw true try typedef typeid typename typeof typeof_unqual union unsigned using
    virtual void volatile wchar_t while xor xor_eq _Alignas _Alignof _Atomic _BitInt _Bool _Complex _Decimal32
    _Decimal64 _Decimal128 _Generic _Imaginary _Noreturn _Static_assert _Thread_local""".split()  # noqa: SIM905
)
_IDENTIFIER_SCHEMA = {"type": "string", "pattern": r"^[A-Za-z_]\w*$"}
_HEADER = re.compile(r"[^\s<>\"']+")

# The rule file, section by section: what the reader accepts and ``schema`` publishes.
DESCRIPTION: Mapping[str, str] = {
    "rename": "Names renamed in the translation: every use in code and in #define bodies, and the definition"
    ' (members of that name stay). One table per kind of name; each entry is `old = "new"`.',
    "headers": 'Includes rewritten: `"cuda_helpers.cuh" = "hip_helpers.h"` turns #include "cuda_helpers.cuh" into'
    ' #include "hip_helpers.h" (a table\'s mapping of the same header gives way).',
    "names": "`own`: names that are the project's own: never translated, never reported as unknown-cuda-api.",
    "pasting-macros": "Macros that paste a prefix before the rest of a CUDA name, as `#define cuda(f, ...)"
    " check(cuda##f(__VA_ARGS__))` used as `cuda(Malloc(&p, n))`. Without an entry, a file that defines such a"
    " macro with a prefix of HIPIFY's convention (cuda, cublas, CUDA_...) is translated already: the body pastes"
    " the HIP prefix, each use in the file the rest of the HIP name. An entry `name = {}` also follows the macro"
    " into the files that use it without defining it (the first argument is the pasted one); `prefix` (default"
    ' "cuda") and `hip-prefix` (default: the convention\'s, cublas -> hipblas) name a prefix the convention does'
    ' not know; `name = "off"` leaves the macro and its uses as written.',
    "findings": "Severity per finding code, decided once for the project: error, warning, info, hint, or off"
    " (not reported; counted as suppressed).",
    run_section.SECTION: run_section.DESCRIPTION,
}


@dataclass(frozen=True)
class Problem:
    """An entry of the rule file that was left out: where, what is wrong, and the fix."""

    path: str
    line: int  # 1-based; 0 when no line can be named
    message: str

    def text(self, path: str | None = None) -> str:
        """One line, as a compiler writes one (``path``: the file as the reader names it)."""
        path = path or self.path
        where = f"{path}:{self.line}" if self.line else path
        return f"{where}: error: {self.message} [{PROBLEM_CODE}]"


@dataclass(frozen=True)
class Rename:
    kind: str  # one of RENAME_KINDS
    old: str
    new: str


@dataclass(frozen=True)
class ProjectRules:
    """What a rule file says (``path``: where it was read), and its problems. Equal files give equal
    values (hashable: translation options carry one, and caches key on them)."""

    path: str = ""
    renames: tuple[Rename, ...] = ()
    headers: tuple[tuple[str, str], ...] = ()
    own_names: tuple[str, ...] = ()
    pasting_macros: tuple[PastingMacro, ...] = ()
    severities: tuple[Decision, ...] = ()
    problems: tuple[Problem, ...] = ()
    # The new headers of ``headers`` that nothing provides (no file of the project, or of its port,
    # has that path, and HIP has no such header) when the file was read: their includes are reported.
    missing_headers: tuple[str, ...] = ()

    @property
    def has_rules(self) -> bool:
        """Does it add rules to the translator's? (Its pasting macros are data the ``token-paste`` rule reads.)"""
        return bool(self.renames or self.headers or self.own_names)

    def rule_set(self, base: RuleSet) -> RuleSet:
        """``base`` with this project's rules (the same set for the same file and base)."""
        return rules.rule_set(self, base) if self.has_rules else base

    def rules(self) -> tuple[Rule, ...]:
        return rules.rules_of(self)


# ---- reading ---------------------------------------------------------------------------------


def find_rule_file(start: Path) -> Path | None:
    """The nearest ``cass-lsp.toml`` in ``start``'s folder (``start`` itself if a folder) or above
    (a folder of that name too: ``load`` says it is no rule file, rather than passing it by)."""
    folder = start if start.is_dir() else start.parent
    for candidate in (folder, *folder.parents):
        path = candidate / RULE_FILE
        if path.exists():
            return path
    return None


def for_path(start: Path) -> ProjectRules | None:
    """The rules of the project ``start`` (a file or folder) belongs to; None without a rule file."""
    path = find_rule_file(start.absolute())
    return None if path is None else load(path)


def load(path: Path) -> ProjectRules:
    """The rule file at ``path``, read again only when it changed (its time and size)."""
    try:
        stat = path.stat()
    except OSError as exc:
        return ProjectRules(str(path), problems=(Problem(str(path), 0, f"cannot read: {exc.strerror or exc}"),))
    if path.is_dir():
        why = f"a folder, not a rule file: {RULE_FILE} is TOML text; rename the folder or put the rules in a file"
        return ProjectRules(str(path), problems=(Problem(str(path), 0, why),))
    return _load(str(path), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=32)
def _load(path: str, mtime_ns: int, size: int) -> ProjectRules:
    try:
        text = Path(path).read_bytes().decode("utf-8")
    except OSError as exc:
        return ProjectRules(path, problems=(Problem(path, 0, f"cannot read: {exc.strerror or exc}"),))
    except UnicodeDecodeError as exc:
        line = exc.object[: exc.start].count(b"\n") + 1
        return ProjectRules(path, problems=(Problem(path, line, "not UTF-8 text: save the file as UTF-8"),))
    return parse(text, path)


def _toml() -> Any:
    """The TOML reader: tomllib (3.11+), else tomli; None when neither is there."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        try:
            import tomli as tomllib  # type: ignore[no-redef]
        except ModuleNotFoundError:
            return None
    return tomllib


def parse(text: str, path: str = RULE_FILE) -> ProjectRules:
    """The rules of a rule file's ``text``; each bad entry is a problem, the rest apply."""
    reader = _toml()
    if reader is None:
        fix = "run cass-lsp with Python 3.11 or newer, or `pip install tomli` into its environment"
        return ProjectRules(path, problems=(Problem(path, 0, f"reading {RULE_FILE} needs tomllib: {fix}"),))
    try:
        data = reader.loads(text)
    except reader.TOMLDecodeError as exc:
        found = re.search(r"\(at line (\d+)", str(exc))
        what = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
        return ProjectRules(
            path,
            problems=(Problem(path, int(found.group(1)) if found else 0, f"not TOML: {what}; fix the syntax"),),
        )
    return _Reader(text, path).read(data)


class _Reader:
    def __init__(self, text: str, path: str) -> None:
        self.lines = text.splitlines()
        self.path = path
        self.problems: list[Problem] = []

    def problem(self, message: str, section: str, key: str | None = None) -> None:
        self.problems.append(Problem(self.path, self.line_of(section, key), message))

    def line_of(self, section: str, key: str | None) -> int:
        """The line of ``key`` (in ``section``'s table, else anywhere), else the section's header."""
        header = re.compile(r"^\s*\[\[?\s*" + re.escape(section).replace(r"\.", r"\s*\.\s*") + r"\s*\]")
        start = next((i for i, line in enumerate(self.lines) if header.match(line)), None)
        if key is None:
            return 0 if start is None else start + 1
        quoted = re.escape(key)
        assigned = re.compile(r"(?:^|[{,\s.])(?:" + quoted + r"|\"" + quoted + r"\"|'" + quoted + r"')\s*=")
        for i in [*range(start or 0, len(self.lines)), *range(0, start or 0)]:
            if assigned.search(self.lines[i]):
                return i + 1
        return 0 if start is None else start + 1

    def table(self, value: Any, section: str) -> dict[str, Any]:
        if isinstance(value, dict):
            return value
        self.problem(f"{section} must be a table ([{section}] or {section} = {{ ... }})", section, section)
        return {}

    def read(self, data: dict[str, Any]) -> ProjectRules:
        for key in data:
            if key not in DESCRIPTION:
                self.problem(
                    f"{key!r} is not a section of {RULE_FILE}: the sections are {', '.join(DESCRIPTION)}", key, key
                )
        renames = self.renames(self.table(data.get("rename", {}), "rename"))
        own = self.own(self.table(data.get("names", {}), "names"))
        if run_section.SECTION in data:  # cass-lsp verify's: checked here with the rest of the file
            for message in run_section.parse(data[run_section.SECTION]).problems:
                self.problem(message, run_section.SECTION)
        taken = {r.old: f"rename.{r.kind}" for r in renames}
        for name in list(own):
            if name in taken:
                self.problem(f"{name} is both renamed ({taken[name]}) and the project's own: keep one", "names", "own")
                own.remove(name)
        headers = tuple(self.headers(self.table(data.get("headers", {}), "headers")))
        return ProjectRules(
            path=self.path,
            renames=tuple(renames),
            headers=headers,
            missing_headers=_not_provided(Path(self.path).parent, {new for _old, new in headers}),
            own_names=tuple(sorted(own)),
            pasting_macros=tuple(self.pasting(self.table(data.get("pasting-macros", {}), "pasting-macros"))),
            severities=tuple(self.findings(self.table(data.get("findings", {}), "findings"))),
            problems=tuple(sorted(self.problems, key=lambda p: p.line)),
        )

    def renames(self, section: dict[str, Any]) -> list[Rename]:
        out: list[Rename] = []
        seen: dict[str, str] = {}
        for kind, entries in section.items():
            where = f"rename.{kind}"
            if kind not in RENAME_KINDS:
                self.problem(f"{where} is not a kind of name: use {', '.join(f'rename.{k}' for k in RENAME_KINDS)}",
                             where, kind)  # fmt: skip
                continue
            for old, new in self.table(entries, where).items():
                if not _IDENTIFIER.fullmatch(old):
                    self.problem(f"{where}: {old!r} is not a C identifier: write the name as the code spells it",
                                 where, old)  # fmt: skip
                elif not isinstance(new, str) or not _IDENTIFIER.fullmatch(new):
                    self.problem(f"{where}: {old} = {new!r}: the new name must be a C identifier in quotes", where, old)
                elif old in KEYWORDS or new in KEYWORDS:
                    keyword = old if old in KEYWORDS else new
                    self.problem(f"{where}: {old} = {new!r}: {keyword!r} is a C/C++ keyword, not a name to rename"
                                 f"{' to' if keyword == new else ''}: give a name", where, old)  # fmt: skip
                elif old in seen:
                    self.problem(f"{where}: {old} is renamed twice (also in {seen[old]}): keep one", where, old)
                else:
                    seen[old] = where
                    out.append(Rename(kind, old, new))
        return out

    def own(self, section: dict[str, Any]) -> list[str]:
        for key in section:
            if key != "own":
                self.problem(f"names.{key} is not a key of [names]: the list of names is `own = [...]`", "names", key)
        names = section.get("own", [])
        if not isinstance(names, list):
            self.problem('names.own must be a list of names: own = ["cudaMyWrapper"]', "names", "own")
            return []
        out = []
        for name in names:
            if isinstance(name, str) and _IDENTIFIER.fullmatch(name):
                out.append(name)
            else:
                self.problem(f"names.own: {name!r} is not a C identifier: write the name as the code spells it",
                             "names", "own")  # fmt: skip
        return sorted(set(out))

    def headers(self, section: dict[str, Any]) -> list[tuple[str, str]]:
        out = []
        for old, new in section.items():
            if not _HEADER.fullmatch(old):
                self.problem(f"headers: {old!r} is not a header path: write it as the #include names it", "headers",
                             old)  # fmt: skip
            elif not isinstance(new, str) or not _HEADER.fullmatch(new):
                self.problem(f'headers: "{old}" = {new!r}: the new header must be a path in quotes', "headers", old)
            else:
                out.append((old, new))
        return out

    def pasting(self, section: dict[str, Any]) -> list[PastingMacro]:
        out = []
        for name, value in section.items():
            where = "pasting-macros"
            if not _IDENTIFIER.fullmatch(name):
                self.problem(f"{where}: {name!r} is not a macro name", where, name)
                continue
            if value == "off":
                out.append(PastingMacro(name, off=True))
                continue
            if not isinstance(value, dict):
                self.problem(f'{where}: {name} must be a table, {name} = {{ prefix = "cuda" }}, or "off" to leave'
                             f" the macro as written", where, name)  # fmt: skip
                continue
            unknown = [k for k in value if k not in ("prefix", "hip-prefix")]
            prefix = value.get("prefix", "cuda")
            hip_prefix = value.get("hip-prefix", PREFIXES.get(prefix) if isinstance(prefix, str) else None)
            if unknown:
                self.problem(f"{where}: {name} has {', '.join(unknown)}; its keys are prefix and hip-prefix", where,
                             name)  # fmt: skip
            elif not isinstance(prefix, str) or not _IDENTIFIER.fullmatch(prefix):
                self.problem(f"{where}: {name}: prefix must be an identifier in quotes", where, name)
            elif hip_prefix is None:
                known = ", ".join(PREFIXES)
                self.problem(f"{where}: {name}: HIPIFY's convention has no HIP prefix for {prefix} (it knows {known}):"
                             f' give it, hip-prefix = "..."', where, name)  # fmt: skip
            elif not isinstance(hip_prefix, str) or not _IDENTIFIER.fullmatch(hip_prefix):
                self.problem(f"{where}: {name}: hip-prefix must be an identifier in quotes", where, name)
            else:
                out.append(PastingMacro(name, prefix, hip_prefix))
        return out

    def findings(self, section: dict[str, Any]) -> list[Decision]:
        out = []
        for code, level in section.items():
            if not is_known_code(code):
                known = "`cass-lsp rules` and FINDINGS.md list them"
                self.problem(f"findings: {code!r} is not a finding code of cass-lsp ({known})", "findings", code)
            elif level not in SEVERITIES:
                self.problem(f"findings: {code} = {level!r}: the level is one of {', '.join(LEVELS)}", "findings", code)
            else:
                out.append(Decision(code, SEVERITIES[level], RULE_FILE))
        return out


def known_codes() -> frozenset[str]:
    """Every code of the catalogue (project/codes.py): the translator's, the build files', the port's."""
    return REGISTRY.codes()


_WALKED = 100_000  # files looked at, at most, for the headers a project provides


def _not_provided(root: Path, headers: set[str]) -> tuple[str, ...]:
    """The ``headers`` (paths as an #include names them) no file under ``root`` has (as it is, or
    as port names its output: ``x.cu`` -> ``x.hip``) and HIP has none of: a mapping to one writes an
    include that fails. Nothing is missing where ``root`` is no folder (a rule file read from text)."""
    if not headers or not root.is_dir():
        return ()
    known = {new for data in (mapping.load(), mapping.load(roc=True)) for new in data.headers.values()}
    wanted = {h for h in headers if h not in known and not (root / h).is_file()}
    seen = 0
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        here = Path(folder).relative_to(root)
        for name in files:
            rel = here / name
            for path in {rel.as_posix(), output_relpath(rel).as_posix()}:
                wanted = {h for h in wanted if not (path == h or path.endswith("/" + h))}
            seen += 1
        if not wanted or seen > _WALKED:
            break
    return tuple(sorted(wanted)) if seen <= _WALKED else ()


# ---- the rules -------------------------------------------------------------------------------


def schema() -> dict[str, Any]:
    """The JSON Schema of the rule file (draft 7, which TOML tools such as taplo read), as TOML's data model
    maps onto JSON."""
    names_map = {"type": "object", "propertyNames": _IDENTIFIER_SCHEMA, "additionalProperties": _IDENTIFIER_SCHEMA}
    header = {"type": "string", "pattern": "^" + _HEADER.pattern + "$"}
    prefix = {**_IDENTIFIER_SCHEMA, "description": "The prefix the macro's body pastes (cuda##X).", "default": "cuda"}
    hip_prefix = {
        **_IDENTIFIER_SCHEMA,
        "description": "What the HIP body pastes instead (default: HIPIFY's convention for the prefix: "
        + ", ".join(f"{cuda} -> {hip}" for cuda, hip in PREFIXES.items())
        + ").",
    }
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": f"{RULE_FILE}: a project's rules for cass-lsp",
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "rename": {
                "description": DESCRIPTION["rename"],
                "type": "object",
                "additionalProperties": False,
                "properties": {kind: {**names_map, "description": f"Renamed {kind}."} for kind in RENAME_KINDS},
            },
            "headers": {
                "description": DESCRIPTION["headers"],
                "type": "object",
                "propertyNames": header,
                "additionalProperties": header,
            },
            "names": {
                "description": DESCRIPTION["names"],
                "type": "object",
                "additionalProperties": False,
                "properties": {"own": {"type": "array", "items": _IDENTIFIER_SCHEMA}},
            },
            "pasting-macros": {
                "description": DESCRIPTION["pasting-macros"],
                "type": "object",
                "propertyNames": _IDENTIFIER_SCHEMA,
                "additionalProperties": {
                    "anyOf": [
                        {
                            "type": "object",
                            "additionalProperties": False,
                            "properties": {"prefix": prefix, "hip-prefix": hip_prefix},
                        },
                        {"enum": ["off"], "description": "The macro and its uses are left as written."},
                    ]
                },
            },
            "findings": {
                "description": DESCRIPTION["findings"],
                "type": "object",
                "propertyNames": {"enum": sorted(known_codes())},
                "additionalProperties": {"enum": list(LEVELS)},
            },
            run_section.SECTION: run_section.SCHEMA,
        },
    }
