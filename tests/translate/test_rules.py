"""The rule set: precedence is explicit, the scan is built from the rules, conflicting edits are
refused unless a rule declared that it supersedes the other, the order of the range passes is the
declared one and nothing else matters, a set that contradicts itself is refused when built, and the
corpora translate in strict mode (every conflict, finding code and need declared)."""

from __future__ import annotations

import ast
import dataclasses
import itertools
import logging
import random
from dataclasses import fields
from pathlib import Path

import pytest
from tree_sitter import Node

from cass_lsp.project import rules as project_rules
from cass_lsp.syntax.cuda import kernels
from cass_lsp.syntax.languages import parse
from cass_lsp.translate import FindingKind, RuleSet, Severity, TranslateOptions, default_rules, engine
from cass_lsp.translate.context import Context, Needs
from cass_lsp.translate.findings import CATALOGUE
from cass_lsp.translate.identifiers import dispatch
from cass_lsp.translate.mapping import load
from cass_lsp.translate.rules import Rule, RuleConflict, RuleError
from tests.translate.strict import strict, translate, translate_kernel
from tests.translate.test_hecbench_sample import SAMPLE

ROOT = Path(__file__).resolve().parents[2]
TRANSLATE = ROOT / "cass_lsp" / "translate"
HECBENCH = ROOT.parent / "shared" / "corpus" / "hecbench"


def _with(*extra: Rule, kinds: tuple[FindingKind, ...] = (), **options: object) -> TranslateOptions:
    """Strict options whose rule set is the default one with ``extra`` rules (and catalogue entries)."""
    return strict(TranslateOptions(rules=default_rules().extended(extra, kinds), **options))  # type: ignore[arg-type]


def _names(rule_id: str, *names: str, **declared: object) -> Rule:
    declared.setdefault("run", lambda *a: None)
    return Rule(rule_id, "identifiers", names=frozenset(names), **declared)  # type: ignore[arg-type]


# -- precedence --------------------------------------------------------------------------------


@pytest.mark.parametrize("roc", [False, True])
def test_names_claimed_twice_rank_by_declared_priority(roc: bool) -> None:
    table = dispatch(default_rules(), load(roc=roc))  # builds: no two claimants of a name share a priority
    order = {name: [r.id for r in claimants] for name, claimants in table.code.items()}
    # porting-layer first: a name in a #define of the project's own HIP layer is left (porting_layer.py)
    assert order["__float2bfloat16_rn"] == ["porting-layer", "compat", "bf16-conversions", "api-tables"]
    assert order["__float2bfloat16"] == ["porting-layer", "bf16-native", "bf16-conversions", "api-tables"]
    assert order["__nv_bfloat16"] == ["porting-layer", "bf16-native", "bf16-types", "api-tables"]
    assert order["make_bfloat162"] == ["porting-layer", "compat", "api-tables"]
    assert order["__shfl_sync"] == ["porting-layer", "warp.sync", "api-tables"]
    assert order["texture"] == ["porting-layer", "texture-reference", "api-tables"]
    for claimants in table.code.values():
        priorities = [r.priority for r in claimants]
        assert priorities == sorted(set(priorities), reverse=True)
    assert [r.id for r in table.macro["__float2bfloat16_rn"]] == ["porting-layer", "compat", "api-tables"]
    assert table.keyword["__global__"].id == "device-code"
    assert table.keyword["__grid_constant__"].id == "compat"


def test_two_rules_claiming_a_name_at_one_priority_is_an_error() -> None:
    rules = default_rules().extended([_names("test.one", "cassTestName"), _names("test.two", "cassTestName")])
    with pytest.raises(RuleError, match="declare which comes first"):
        dispatch(rules, load())


def test_the_candidate_set_is_the_rules_names() -> None:
    seen: list[str] = []

    def handler(ctx: Context, node: Node, name: str) -> None:
        seen.append(ctx.text(node))

    source = "void f() { cassTestName(1); }\n"
    translate(source)
    assert seen == []
    assert b"cassTestName" not in dispatch(default_rules(), load()).candidates
    options = _with(Rule("test.name", "identifiers", run=handler, names=frozenset({"cassTestName"})))
    assert options.rules is not None and b"cassTestName" in dispatch(options.rules, load()).candidates
    translate(source, options)
    assert seen == ["cassTestName"]
    everything = set()
    for r in default_rules().phase("identifiers"):
        everything |= r.names_for(load())
    assert {n.encode() for n in everything} == set(dispatch(default_rules(), load()).candidates)


def test_a_handler_returning_false_passes_the_name_on() -> None:
    calls: list[str] = []
    first = Rule(
        "test.first",
        "identifiers",
        run=lambda ctx, node, name: calls.append("first") or False,
        names=frozenset({"cudaMalloc"}),
        priority=50,
    )
    result = translate("void f(float** p) { cudaMalloc(p, 4); }\n", _with(first))
    assert calls == ["first"]
    assert "hipMalloc(p, 4)" in result.text  # the tables' rule still renames it


def test_a_rule_runs_only_with_the_options_it_needs_in_every_phase() -> None:
    """``when`` holds for identifier rules as for range rules (it was read by the range passes only)."""
    calls: list[str] = []
    in_code = Rule(
        "test.roc-only",
        "identifiers",
        run=lambda ctx, node, name: calls.append("code"),
        macro=lambda ctx, start, end, name: calls.append("macro"),
        names=frozenset({"cassA"}),
        when={"roc": True},
    )
    in_range = Rule("test.roc-range", "range", run=lambda ctx, start, end: calls.append("range"), when={"roc": True})
    source = "#define M cassA\nvoid f() { cassA(); }\n"
    translate(source, _with(in_code, in_range))
    assert calls == []
    translate(source, _with(in_code, in_range, roc=True))
    assert sorted(calls) == ["code", "macro", "range"]


# -- conflicts ---------------------------------------------------------------------------------

SOURCE = "void f() { cassA(cassB); }\n"


def _rewriter(rule_id: str, name: str, text: str, whole_call: bool = False, **declared) -> Rule:  # type: ignore[no-untyped-def]
    def handler(ctx: Context, node: Node, found: str) -> None:
        target = node.parent if whole_call and node.parent is not None else node
        ctx.replace(target.start_byte, target.end_byte, text)
        ctx.report("unsupported-api", f"{found} seen", node.start_byte, node.end_byte)

    return Rule(
        rule_id,
        "identifiers",
        run=handler,
        names=frozenset({name}),
        codes=frozenset({"unsupported-api"}),
        **declared,
    )


def test_a_conflicting_edit_is_refused_in_strict_mode() -> None:
    options = _with(_rewriter("test.outer", "cassA", "whole()", whole_call=True), _rewriter("test.inner", "cassB", "x"))
    with pytest.raises(RuleConflict, match=r"test\.outer.*test\.inner|test\.inner.*test\.outer"):
        translate(SOURCE, options)


def test_outside_strict_mode_the_first_edit_stands_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    options = _with(_rewriter("test.outer", "cassA", "whole()", whole_call=True), _rewriter("test.inner", "cassB", "x"))
    with caplog.at_level(logging.WARNING, logger="cass_lsp.translate.rules"):
        result = engine.translate(SOURCE, dataclasses.replace(options, strict=False))
    assert result.text == "void f() { whole(); }\n"  # cassA's edit was recorded first
    assert "conflicting edits" in caplog.text


def test_a_declared_supersedes_decides_whichever_edit_came_first() -> None:
    outer = _rewriter("test.outer", "cassA", "whole()", whole_call=True)
    inner = _rewriter("test.inner", "cassB", "part", supersedes=frozenset({"test.outer"}))
    result = translate(SOURCE, _with(outer, inner))
    assert result.text == "void f() { cassA(part); }\n"


def test_a_superseded_rules_findings_about_replaced_text_go_with_it() -> None:
    inner = _rewriter("test.inner", "cassB", "part")
    outer = _rewriter("test.outer", "cassA", "whole()", whole_call=True, supersedes=frozenset({"test.inner"}))
    result = translate(SOURCE, _with(inner, outer))
    assert result.text == "void f() { whole(); }\n"
    assert [f.message for f in result.findings] == ["cassA seen"]  # not "cassB seen": that text is gone


def test_a_refining_finding_replaces_the_general_one_on_its_span() -> None:
    def precise(ctx: Context, node: Node, name: str) -> bool:
        ctx.report("library-call-manual", "precise", node.start_byte, node.end_byte)
        return False  # and the next rule (test.general) has the name too

    refining = Rule(
        "test.precise",
        "identifiers",
        run=precise,
        names=frozenset({"cassA"}),
        priority=1,
        codes=frozenset({"library-call-manual"}),
        supersedes=frozenset({"test.general"}),
        refines={"library-call-manual": frozenset({"unsupported-api"})},
    )
    result = translate(SOURCE, _with(refining, _rewriter("test.general", "cassA", "cassA2")))
    assert result.text == "void f() { cassA2(cassB); }\n"
    assert [(f.code, f.message) for f in result.findings] == [("library-call-manual", "precise")]


def test_the_real_supersedes_relations() -> None:
    declared = {r.id: set(r.supersedes) for r in default_rules() if r.supersedes}
    assert declared == {
        "libcalls.calls": {"api-tables", "libcalls.datatypes"},
        "libcalls.values": {"api-tables"},
        "cuda13-location": {"api-tables"},
        "warp.sync": {"warp.activemask"},
        "cg.shuffle-type": {"api-tables"},
        "hipblas-legacy-compute": {"api-tables"},
        "case-labels": {"api-tables"},
        "inline-ptx": {"api-tables"},
        "surface-overloads": {"api-tables"},
        "calling-conventions": {"api-tables", "syntax-errors"},
    }


def test_activemask_inside_a_dropped_mask_goes_with_the_mask() -> None:
    """warp.sync's removal of the mask supersedes warp.activemask's rewrite of the __activemask() in it."""
    src = "__global__ void k(int v) { v = __shfl_down_sync(__activemask(), v, 1); }\n"
    result = translate(src, TranslateOptions(hip_version="5.2.3"))
    assert "__shfl_down(v, 1)" in result.text and "__ballot" not in result.text
    assert "activemask" not in {f.code for f in result.findings}
    macro = "#define SUM(v) __shfl_down_sync(__activemask(), v, 1)\n__global__ void k(int v) { v = SUM(v); }\n"
    result = translate(macro, TranslateOptions(hip_version="5.2.3"))
    assert "__shfl_down(v, 1)" in result.text
    assert {f.code for f in result.findings} == {"warp-sync-rewritten"}


# -- declarations --------------------------------------------------------------------------------


def test_undeclared_finding_codes_and_needs_fail_in_strict_mode() -> None:
    def loud(ctx: Context, node: Node, name: str) -> None:
        ctx.report("fp8", "not mine to say", node.start_byte, node.end_byte)

    with pytest.raises(RuleError, match="does not declare"):
        translate(SOURCE, _with(Rule("test.loud", "identifiers", run=loud, names=frozenset({"cassA"}))))
    needy = Rule(
        "test.needy", "identifiers", run=lambda ctx, node, name: ctx.need("compat", "x"), names=frozenset({"cassB"})
    )
    with pytest.raises(RuleError, match="does not declare"):
        translate(SOURCE, _with(needy))


def test_a_rule_that_keeps_names_never_edits_in_strict_mode() -> None:
    """``keeps``: a rule that claims names only to leave them as written (porting-layer, a project's
    own names); ``cass-lsp explain`` does not list it among the rules that change a name."""

    def edit(ctx: Context, node: Node, name: str) -> None:
        ctx.replace(node.start_byte, node.end_byte, "hipA")

    with pytest.raises(RuleError, match="which it declares it keeps as written"):
        translate(SOURCE, _with(_names("test.keeper", "cassA", run=edit, keeps=True)))
    assert "hipA" in translate(SOURCE, _with(_names("test.editor", "cassA", run=edit))).text


def test_a_rule_set_may_be_extended_with_a_code_of_its_own() -> None:
    """A project's (or a test's) rules join a set with the catalogue entries of their own codes; the
    default set is unchanged."""
    kind = FindingKind("test-only-code", "A test's", Severity.INFO, "hazard", "https://rocm.docs.amd.com/projects/x")

    def say(ctx: Context, node: Node, name: str) -> None:
        ctx.report("test-only-code", "said", node.start_byte, node.end_byte)

    options = _with(
        Rule("test.kind", "identifiers", run=say, names=frozenset({"cassA"}), codes=frozenset({kind.code})),
        kinds=(kind,),
    )
    assert options.rules is not None and options.rules.catalogue["test-only-code"] is kind
    assert [f.code for f in translate(SOURCE, options).findings] == ["test-only-code"]
    assert "test-only-code" not in default_rules().catalogue
    assert [f.code for f in translate(SOURCE).findings] == []


def test_a_project_rule_set_keeps_a_name_as_the_users_own() -> None:
    """The seam for a project's rules (issue 36): a rule that claims names above every other keeps
    them as written, in code and in #define bodies, and a name some rule claims is not unknown."""
    source = "#define ALLOC(p) cudaMalloc(p, 4)\nint main() { float* p; cudaMalloc(&p, 4); cudaMyWrapper(p); }\n"
    plain = translate(source)
    assert plain.text.count("hipMalloc") == 2 and [f.code for f in plain.findings] == ["unknown-cuda-api"]
    own = Rule(
        "project.own-names",
        "identifiers",
        run=lambda ctx, node, name: True,
        macro=lambda ctx, start, end, name: True,
        names=frozenset({"cudaMalloc", "cudaMyWrapper"}),
        priority=1000,
    )
    mine = translate(source, _with(own))
    assert "ALLOC(p) cudaMalloc(p, 4)" in mine.text and "cudaMalloc(&p, 4)" in mine.text and "hip" not in mine.text
    assert mine.findings == ()


def test_every_rule_declares_what_exists() -> None:
    producers: set[str] = set()
    rules = default_rules()
    for r in rules:
        assert r.codes <= set(rules.catalogue), r.id
        assert r.supersedes <= {x.id for x in rules}, r.id
        assert all(code in r.codes for code in r.refines), r.id
        assert r.produces <= {f.name for f in fields(Needs)}, r.id
        assert set(r.when) <= {f.name for f in fields(TranslateOptions)}, r.id
        producers |= r.produces
    assert producers == {f.name for f in fields(Needs)}  # every need has a declared producer
    # every code of the catalogue has a rule: the default set's, or a project's (cass_lsp/project/rules.py)
    assert {k.code for k in CATALOGUE} == set(rules.catalogue) | {project_rules.MISSING_HEADER}


@pytest.mark.parametrize(
    ("rules", "error"),
    [
        ([_names("test.a", "cassA"), _names("test.a", "cassB")], "two rules named 'test.a'"),
        ([_names("test.a", "cassA", codes=frozenset({"no-such-code"}))], "the catalogue .* lacks"),
        ([_names("test.a", "cassA", keeps=True, codes=frozenset({"fp8"}))], "keeps names as written"),
        ([_names("test.a", "cassA", supersedes=frozenset({"test.gone"}))], "'test.gone', which is no rule"),
        ([Rule("test.a", "range", run=print, after=frozenset({"test.gone"}))], "'test.gone', which is no rule"),
        ([Rule("test.a", "range", run=print, after=frozenset({"api-tables"}))], "a rule of the same phase"),
        ([_names("test.a", "cassA", after=frozenset({"api-tables"}))], "a rule of the same phase, range or review"),
        (
            [
                Rule("test.a", "range", run=print, after=frozenset({"test.b"})),
                Rule("test.b", "range", run=print, after=frozenset({"test.a"})),
            ],
            "test.a, test.b wait for each other",
        ),
    ],
)
def test_a_rule_set_that_contradicts_itself_is_refused_when_built(rules: list[Rule], error: str) -> None:
    with pytest.raises(RuleError, match=error):
        default_rules().extended(rules)


def test_a_code_is_declared_once() -> None:
    """One place for a code: the catalogue (findings.py), each code once; a rule lists the codes it
    may report and adds no entries of its own."""
    twice = FindingKind("hip-compat", "again", Severity.INFO, "hazard", "https://rocm.docs.amd.com/projects/x")
    with pytest.raises(RuleError, match="'hip-compat' is declared twice"):
        default_rules().extended(kinds=[twice])
    for path in TRANSLATE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        made = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "FindingKind"]
        assert not made or path.name == "findings.py", path


def test_rules_are_declared_one_way() -> None:
    """The ``@rule`` decorator is the one way to declare a rule in cass_lsp/translate; every one it
    declares is in the default set."""
    declared = 0
    for path in TRANSLATE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
        assert not [c for c in calls if c.func.id in ("Rule", "register")] or path.name == "rules.py", path  # type: ignore[attr-defined]
        declared += sum(
            1
            for n in ast.walk(tree)
            if isinstance(n, ast.FunctionDef)
            for d in n.decorator_list
            if isinstance(d, ast.Call) and getattr(d.func, "id", "") == "rule"
        )
        assert not [c for c in calls if c.func.id == "rule" and c not in _decorators(tree)], path  # type: ignore[attr-defined]
    assert declared == len(default_rules().rules)


def _decorators(tree: ast.Module) -> list[ast.expr]:
    return [d for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) for d in n.decorator_list]


# -- order -------------------------------------------------------------------------------------


def test_range_rules_run_in_declared_order() -> None:
    """Range rules by id, review rules after them (each after what it names in ``after``), then the
    finishing step."""
    rules = default_rules()
    assert [r.id for r in rules.phase("range")] == [
        "case-labels",
        "cg.shuffle-type",
        "dependent-template",
        "device-c-linkage",
        "deviceptr-arithmetic",
        "half-empty-braces",
        "hip-defines-it",
        "ignore-comments",
        "inline-ptx",
        "launches",
        "nvcc-only.asm-constant",
        "nvcc-only.device-pass-function",
        "nvcc-only.dynamic-init",
        "nvcc-only.friend-qualifiers",
        "nvcc-only.host-call",
        "nvcc-only.late-declaration",
        "nvcc-only.never-emitted",
        "nvcc-only.qualifiers",
        "overload-collapsed",
        "register-keyword",
        "roc-complex",
        "rtc-arch-option",
        "spaced-chevrons",
        "syntax-errors",
        "texture-object-integers",
        "token-paste",
        "warp.numbers",
        "warp.size-definitions",
    ]
    assert [r.id for r in rules.phase("review")] == [
        "unknown-cuda-api",  # reads the edits of the scan and the range rules
        "cuda-version.define",  # after unknown-cuda-api: a dead branch's errors, those too, are moot
        "never-compiled",  # the same for `#if 0`
        "cuda-only-helpers",  # after both: it guards a helper holding those errors, not those a dead branch holds
    ]
    assert [r.id for r in rules.phase("finish")] == ["finish"]


def _reversed_range(rules: RuleSet) -> RuleSet:
    """``rules`` with its range rules chained in the opposite order of their ids (``after``)."""
    ranged = rules.phase("range")
    assert not any(r.after for r in ranged)  # else the chain below would drop a declared relation
    chained = {r.id: dataclasses.replace(r, after=frozenset({later.id})) for r, later in itertools.pairwise(ranged)}
    return RuleSet(tuple(chained.get(r.id, r) for r in rules.rules), rules.kinds, rules.facts)


@pytest.mark.slow
def test_the_order_of_range_rules_beyond_the_declared_changes_nothing() -> None:
    """The ids' order decides only among rules that declare nothing of each other, and there it
    changes no translation: the corpus translates the same with the range rules reversed."""
    reversed_rules = _reversed_range(default_rules())
    assert [r.id for r in reversed_rules.phase("range")] == [r.id for r in default_rules().phase("range")][::-1]
    paths = sorted(p for p in (ROOT / "tests" / "corpus").rglob("*") if p.suffix in (".cu", ".cuh", ".h"))
    if HECBENCH.is_dir():
        paths += random.Random(33).sample(_hecbench_sources(), 40)
    for path in paths:
        data = path.read_bytes()
        for options in OPTIONS:
            there = translate(data, options)
            back = translate(data, dataclasses.replace(options, rules=reversed_rules))
            assert (back.text, back.edits, back.findings) == (there.text, there.edits, there.findings), path


def test_the_engine_names_no_rule_module() -> None:
    tree = ast.parse((TRANSLATE / "engine.py").read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("cass_lsp.translate"):
            imported |= {
                node.module.rsplit(".", 1)[-1] if node.module != "cass_lsp.translate" else a.name for a in node.names
            }
    # the last three: no rules (the chunking, the comments' decisions, the source's language)
    assert imported <= {"identifiers", "context", "recorder", "chunked", "suppression", "language"}


def test_no_attributes_are_attached_to_the_context() -> None:
    for path in TRANSLATE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "ctx._" not in text and "ctx.__dict__" not in text and "getattr(ctx" not in text, path.name


# -- the corpora, strict -----------------------------------------------------------------------

OPTIONS = [
    TranslateOptions(),
    TranslateOptions(hip_version="5.2.3"),
    TranslateOptions(roc=True),
    TranslateOptions(launch_style="hipLaunchKernelGGL", hip_version="5.2.3"),
]


def _strict_run(path: Path) -> None:
    data = path.read_bytes()
    for options in OPTIONS:
        translate(data, options)
    if path.suffix == ".cu":
        tree = parse("cuda", data)
        for fn in list(kernels(tree))[:3]:
            translate_kernel(data, fn.outer.start_byte, OPTIONS[1], tree=tree)


def test_tests_corpus_translates_in_strict_mode() -> None:
    paths = sorted(p for p in (ROOT / "tests" / "corpus").rglob("*") if p.suffix in (".cu", ".cuh", ".h"))
    assert paths
    for path in paths:
        _strict_run(path)


def _hecbench_sources() -> list[Path]:
    return sorted(
        p
        for p in HECBENCH.rglob("*")
        if p.suffix in (".cu", ".cuh", ".h") and p.relative_to(HECBENCH).parts[0].endswith("-cuda") and p.is_file()
    )


@pytest.mark.slow
@pytest.mark.skipif(not HECBENCH.is_dir(), reason="no HeCBench corpus beside the checkout (../shared/corpus)")
def test_hecbench_sample_translates_in_strict_mode() -> None:
    """150 random files, and every file of the programs test_hecbench_sample ports (with the CLI,
    whose translations are not strict)."""
    paths = _hecbench_sources()
    sampled = set(random.Random(18).sample(paths, min(150, len(paths))))
    ported = {p for program in SAMPLE for p in paths if program.cuda_dir in p.parents}
    for path in sorted(sampled | ported):
        _strict_run(path)
