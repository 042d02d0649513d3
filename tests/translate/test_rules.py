"""The rule registry: precedence is explicit, the scan is built from the rules, conflicting edits
are refused unless a rule declared that it supersedes the other, and the corpora translate in
strict mode (every conflict, finding code and need declared)."""

from __future__ import annotations

import ast
import logging
import random
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest
from tree_sitter import Node

from cass_lsp.syntax.cuda import kernels
from cass_lsp.syntax.languages import parse
from cass_lsp.translate import KINDS, FindingKind, Severity, TranslateOptions, rules, translate, translate_kernel
from cass_lsp.translate.context import Context, Needs
from cass_lsp.translate.identifiers import dispatch
from cass_lsp.translate.mapping import load
from cass_lsp.translate.rules import Rule, RuleConflict, RuleError

ROOT = Path(__file__).resolve().parents[2]
TRANSLATE = ROOT / "cass_lsp" / "translate"
HECBENCH = ROOT.parent / "shared" / "corpus" / "hecbench"


@pytest.fixture
def registered() -> Iterator[list[str]]:
    """Rules a test registers for itself, removed after it."""
    ids: list[str] = []
    yield ids
    for rule_id in ids:
        rules.unregister(rule_id)


def _add(ids: list[str], rule: Rule) -> Rule:
    ids.append(rule.id)
    return rules.register(rule)


# -- precedence --------------------------------------------------------------------------------


@pytest.mark.parametrize("roc", [False, True])
def test_names_claimed_twice_rank_by_declared_priority(roc: bool) -> None:
    table = dispatch(load(roc=roc))  # builds: no two claimants of a name share a priority
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


def test_two_rules_claiming_a_name_at_one_priority_is_an_error(registered: list[str]) -> None:
    _add(registered, Rule("test.one", "identifiers", run=lambda *a: None, names=frozenset({"cassTestName"})))
    _add(registered, Rule("test.two", "identifiers", run=lambda *a: None, names=frozenset({"cassTestName"})))
    with pytest.raises(RuleError, match="declare which comes first"):
        dispatch(load())


def test_the_candidate_set_is_the_rules_names(registered: list[str]) -> None:
    seen: list[str] = []

    def handler(ctx: Context, node: Node, name: str) -> None:
        seen.append(ctx.text(node))

    source = "void f() { cassTestName(1); }\n"
    translate(source)
    assert seen == []
    assert b"cassTestName" not in dispatch(load()).candidates
    _add(registered, Rule("test.name", "identifiers", run=handler, names=frozenset({"cassTestName"})))
    assert b"cassTestName" in dispatch(load()).candidates
    translate(source)
    assert seen == ["cassTestName"]
    everything = set()
    for r in rules.phase("identifiers"):
        everything |= r.names_for(load())
    assert {n.encode() for n in everything} == set(dispatch(load()).candidates)


def test_a_handler_returning_false_passes_the_name_on(registered: list[str]) -> None:
    calls: list[str] = []
    _add(
        registered,
        Rule(
            "test.first",
            "identifiers",
            run=lambda ctx, node, name: calls.append("first") or False,
            names=frozenset({"cudaMalloc"}),
            priority=50,
        ),
    )
    result = translate("void f(float** p) { cudaMalloc(p, 4); }\n")
    assert calls == ["first"]
    assert "hipMalloc(p, 4)" in result.text  # the tables' rule still renames it


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


def test_a_conflicting_edit_is_refused_in_strict_mode(registered: list[str]) -> None:
    _add(registered, _rewriter("test.outer", "cassA", "whole()", whole_call=True))
    _add(registered, _rewriter("test.inner", "cassB", "part"))
    with pytest.raises(RuleConflict, match=r"test\.outer.*test\.inner|test\.inner.*test\.outer"):
        translate(SOURCE)


def test_outside_strict_mode_the_first_edit_stands_with_a_warning(
    registered: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    _add(registered, _rewriter("test.outer", "cassA", "whole()", whole_call=True))
    _add(registered, _rewriter("test.inner", "cassB", "part"))
    previous = rules.set_strict(False)
    try:
        with caplog.at_level(logging.WARNING, logger="cass_lsp.translate.rules"):
            result = translate(SOURCE)
    finally:
        rules.set_strict(previous)
    assert result.text == "void f() { whole(); }\n"  # cassA's edit was recorded first
    assert "conflicting edits" in caplog.text


def test_a_declared_supersedes_decides_whichever_edit_came_first(registered: list[str]) -> None:
    _add(registered, _rewriter("test.outer", "cassA", "whole()", whole_call=True))
    _add(registered, _rewriter("test.inner", "cassB", "part", supersedes=frozenset({"test.outer"})))
    result = translate(SOURCE)
    assert result.text == "void f() { cassA(part); }\n"


def test_a_superseded_rules_findings_about_replaced_text_go_with_it(registered: list[str]) -> None:
    _add(registered, _rewriter("test.inner", "cassB", "part"))
    _add(
        registered,
        _rewriter("test.outer", "cassA", "whole()", whole_call=True, supersedes=frozenset({"test.inner"})),
    )
    result = translate(SOURCE)
    assert result.text == "void f() { whole(); }\n"
    assert [f.message for f in result.findings] == ["cassA seen"]  # not "cassB seen": that text is gone


def test_a_refining_finding_replaces_the_general_one_on_its_span(registered: list[str]) -> None:
    def precise(ctx: Context, node: Node, name: str) -> bool:
        ctx.report("library-call-manual", "precise", node.start_byte, node.end_byte)
        return False  # and the next rule (test.general) has the name too

    _add(
        registered,
        Rule(
            "test.precise",
            "identifiers",
            run=precise,
            names=frozenset({"cassA"}),
            priority=1,
            codes=frozenset({"library-call-manual"}),
            supersedes=frozenset({"test.general"}),
            refines={"library-call-manual": frozenset({"unsupported-api"})},
        ),
    )
    _add(registered, _rewriter("test.general", "cassA", "cassA2"))
    result = translate(SOURCE)
    assert result.text == "void f() { cassA2(cassB); }\n"
    assert [(f.code, f.message) for f in result.findings] == [("library-call-manual", "precise")]


def test_the_real_supersedes_relations() -> None:
    declared = {r.id: set(r.supersedes) for r in rules.all_rules() if r.supersedes}
    assert declared == {
        "libcalls.calls": {"api-tables", "libcalls.datatypes"},
        "libcalls.values": {"api-tables"},
        "cuda13-location": {"api-tables"},
        "warp.sync": {"warp.activemask"},
        "cg.shuffle-type": {"api-tables"},
        "hipblas-legacy-compute": {"api-tables"},
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


def test_undeclared_finding_codes_and_needs_fail_in_strict_mode(registered: list[str]) -> None:
    def loud(ctx: Context, node: Node, name: str) -> None:
        ctx.report("fp8", "not mine to say", node.start_byte, node.end_byte)

    _add(registered, Rule("test.loud", "identifiers", run=loud, names=frozenset({"cassA"})))
    with pytest.raises(RuleError, match="does not declare"):
        translate(SOURCE)
    rules.unregister("test.loud")
    _add(
        registered,
        Rule(
            "test.needy", "identifiers", run=lambda ctx, node, name: ctx.need("compat", "x"), names=frozenset({"cassB"})
        ),
    )
    with pytest.raises(RuleError, match="does not declare"):
        translate(SOURCE)


def test_a_rule_may_add_a_finding_code_to_the_catalogue(registered: list[str]) -> None:
    kind = FindingKind("test-only-code", "A test's", Severity.INFO, "hazard", "https://rocm.docs.amd.com/projects/x")

    def say(ctx: Context, node: Node, name: str) -> None:
        ctx.report("test-only-code", "said", node.start_byte, node.end_byte)

    _add(registered, Rule("test.kind", "identifiers", run=say, names=frozenset({"cassA"}), kinds=(kind,)))
    assert KINDS["test-only-code"] is kind
    assert [f.code for f in translate(SOURCE).findings] == ["test-only-code"]
    rules.unregister("test.kind")
    assert "test-only-code" not in KINDS


def test_every_rule_declares_what_exists() -> None:
    producers: set[str] = set()
    for r in rules.all_rules():
        assert r.codes <= set(KINDS), r.id
        assert r.supersedes <= {x.id for x in rules.all_rules()}, r.id
        assert all(code in r.codes for code in r.refines), r.id
        assert all(f.name for f in fields(Needs) if f.name in r.produces), r.id
        producers |= r.produces
        if r.phase == "identifiers":
            assert r.run is not None or r.macro is not None or r.keyword is not None, r.id
        else:
            assert r.run is not None, r.id
    assert producers == {f.name for f in fields(Needs)}  # every need has a declared producer
    assert set(KINDS) == set().union(*(r.codes for r in rules.all_rules()))  # every code has a rule


def test_range_rules_run_in_declared_order() -> None:
    assert [r.id for r in rules.phase("range")] == [
        "hip-defines-it",
        "roc-complex",
        "register-keyword",
        "half-empty-braces",
        "dependent-template",
        "cg.shuffle-type",
        "warp.numbers",
        "warp.size-definitions",
        "inline-ptx",
        "spaced-chevrons",
        "launches",
        "token-paste",  # before unknown-cuda-api: a prefix it rewrites is not an unknown name
        "syntax-errors",
        "unknown-cuda-api",  # before cuda-only-helpers, which guards a helper holding its errors
        "cuda-only-helpers",  # last: it reads the errors the others report
    ]


def test_the_engine_names_no_rule_module() -> None:
    tree = ast.parse((TRANSLATE / "engine.py").read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("cass_lsp.translate"):
            imported |= {
                node.module.rsplit(".", 1)[-1] if node.module != "cass_lsp.translate" else a.name for a in node.names
            }
    assert imported <= {"identifiers", "rules", "context", "mapping", "recorder", "chunks"}  # chunks: no rules


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


@pytest.mark.skipif(not HECBENCH.is_dir(), reason="no HeCBench corpus beside the checkout (../shared/corpus)")
def test_hecbench_sample_translates_in_strict_mode() -> None:
    paths = sorted(
        p
        for p in HECBENCH.rglob("*")
        if p.suffix in (".cu", ".cuh", ".h") and p.relative_to(HECBENCH).parts[0].endswith("-cuda") and p.is_file()
    )
    for path in random.Random(18).sample(paths, min(150, len(paths))):
        _strict_run(path)
