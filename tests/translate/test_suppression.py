"""Decided findings stay decided: ``cass-lsp: ignore`` comments in each form, and a policy per code,
applied to every translation, with what they removed kept and counted."""

from __future__ import annotations

from cass_lsp.core.result import Finding, Severity
from cass_lsp.translate import TranslateOptions
from cass_lsp.translate.suppression import Decision, FindingPolicy, apply, counts, ignoring
from tests.translate.strict import translate, translate_kernel

KERNEL = """__global__ void k(int* o) {
  int a = threadIdx.x & 31;
  int b = threadIdx.x % 32;
  int c = threadIdx.x / 32;
  o[a + b + c] = 0;
}
"""


def _lines(result) -> list[int]:  # type: ignore[no-untyped-def]
    data = result.source.encode()
    return [data.count(b"\n", 0, f.start) + 1 for f in result.findings]


def _with(line: int, text: str, source: str = KERNEL) -> str:
    lines = source.splitlines(keepends=True)
    lines.insert(line - 1, text)
    return "".join(lines)


def test_the_kernel_has_three_findings_without_comments() -> None:
    result = translate(KERNEL)
    assert [f.code for f in result.findings] == ["warp-size-literal"] * 3 and _lines(result) == [2, 3, 4]
    assert result.suppressed == ()


def test_a_comment_at_the_end_of_a_line_decides_that_line_only() -> None:
    source = KERNEL.replace("& 31;", "& 31;  // cass-lsp: ignore[warp-size-literal]")
    result = translate(source)
    assert _lines(result) == [3, 4]
    assert [(s.finding.code, s.by, s.line) for s in result.suppressed] == [("warp-size-literal", "line comment", 2)]


def test_a_comment_alone_on_its_line_decides_the_next_line() -> None:
    result = translate(_with(3, "  // cass-lsp: ignore[warp-size-literal]\n"))
    assert _lines(result) == [2, 5]  # b's line (4 now) decided; c's (5) is not
    assert [(s.by, s.line) for s in result.suppressed] == [("line comment", 3)]


def test_a_block_comment_and_several_codes() -> None:
    source = KERNEL.replace("% 32;", "% 32; /* cass-lsp: ignore[lane-mask-32, warp-size-literal] */")
    assert _lines(translate(source)) == [2, 4]


def test_a_comment_naming_another_code_decides_nothing() -> None:
    source = KERNEL.replace("& 31;", "& 31;  // cass-lsp: ignore[ballot-32bit]")
    assert _lines(translate(source)) == [2, 3, 4]


def test_a_bare_ignore_decides_every_code_of_its_line() -> None:
    source = KERNEL.replace("/ 32;", "/ 32;  // cass-lsp: ignore")
    assert _lines(translate(source)) == [2, 3]


def test_a_file_comment_decides_its_codes_in_the_whole_file() -> None:
    source = "// cass-lsp: ignore-file[warp-size-literal]\n" + KERNEL + "int main() { cudaVendorCall(); }\n"
    result = translate(source)
    assert [f.code for f in result.findings] == ["unknown-cuda-api"]
    assert counts(result.suppressed) == {"file comment": 3}


def test_text_that_is_not_a_comment_decides_nothing() -> None:
    source = KERNEL.replace("int a", "int cass_lsp_ignore_warp = 1; int a")
    assert _lines(translate(source)) == [2, 3, 4]


def test_a_policy_turns_a_code_off_or_changes_its_severity_saying_where() -> None:
    policy = FindingPolicy(ignoring(["warp-size-literal"], "--ignore"))
    source = KERNEL + "int main() { cudaVendorCall(); }\n"
    off = translate(source, TranslateOptions(findings=policy))
    assert [f.code for f in off.findings] == ["unknown-cuda-api"] and counts(off.suppressed) == {"--ignore": 3}
    demoted = FindingPolicy((Decision("unknown-cuda-api", Severity.HINT, "cass-lsp.toml"),))
    result = translate(source, TranslateOptions(findings=demoted))
    assert [(f.code, f.severity) for f in result.findings][-1] == ("unknown-cuda-api", Severity.HINT)


def test_a_later_decision_wins() -> None:
    policy = FindingPolicy((Decision("warp-size-literal", None, "cass-lsp.toml"),)).merged(
        [Decision("warp-size-literal", Severity.ERROR, "setting cass.findings.severity")]
    )
    result = translate(KERNEL, TranslateOptions(findings=policy))
    assert {f.severity for f in result.findings} == {Severity.ERROR} and result.suppressed == ()


def test_a_comment_wins_over_the_policy_and_says_so() -> None:
    source = KERNEL.replace("& 31;", "& 31;  // cass-lsp: ignore[warp-size-literal]")
    result = translate(source, TranslateOptions(findings=FindingPolicy(ignoring(["warp-size-literal"], "--ignore"))))
    assert [s.by for s in result.suppressed] == ["line comment", "--ignore", "--ignore"]


def test_a_kernel_conversion_is_decided_as_the_file_is() -> None:
    source = KERNEL.replace("& 31;", "& 31;  // cass-lsp: ignore[warp-size-literal]")
    kernel = translate_kernel(source, "k")
    assert len(kernel.findings) == 2 and [s.by for s in kernel.suppressed] == ["line comment"]


def test_build_file_comments_use_the_hash() -> None:
    text = b"project(x)\nset(A 1) # cass-lsp: ignore[build-arch]\n# cass-lsp: ignore[build-ptx]\nset(B 2)\n"
    at = [text.index(b"set(A"), text.index(b"set(B")]
    found = [
        Finding("build-arch", Severity.WARNING, "m", at[0], at[0]),
        Finding("build-ptx", Severity.ERROR, "m", at[1], at[1]),
    ]
    kept, gone = apply(text, found)
    assert kept == () and [(s.finding.code, s.line) for s in gone] == [("build-arch", 2), ("build-ptx", 3)]


def test_a_comment_inside_a_string_literal_decides_nothing() -> None:
    """`printf("// cass-lsp: ignore[...]")` is text the program prints, not a comment; a real
    comment after a string (with quotes and a character literal before it) still counts."""
    in_string = KERNEL.replace("& 31;", '& 31; printf("// cass-lsp: ignore[warp-size-literal]");')
    assert _lines(translate(in_string)) == [2, 3, 4]
    block = KERNEL.replace("% 32;", '% 32; puts("/* cass-lsp: ignore */");')
    assert _lines(translate(block)) == [2, 3, 4]
    after = KERNEL.replace("& 31;", '& 31; char q = \'"\'; puts("a \\" b");  // cass-lsp: ignore[warp-size-literal]')
    assert _lines(translate(after)) == [3, 4]
    build = b'message("# cass-lsp: ignore[build-arch]")\n'
    kept, gone = apply(build, [Finding("build-arch", Severity.WARNING, "m", 0, 1)])
    assert len(kept) == 1 and gone == ()


def test_a_misspelt_code_in_a_comment_is_reported_where_it_is() -> None:
    source = KERNEL.replace("& 31;", "& 31;  // cass-lsp: ignore[warp-size-literl, no-such-code]")
    result = translate(source)
    unknown = [f for f in result.findings if f.code == "ignore-unknown-code"]
    assert [result.source[f.start : f.end] for f in unknown] == ["warp-size-literl, no-such-code"] * 2
    assert unknown[0].severity == Severity.WARNING
    assert unknown[0].message.startswith(
        "'no-such-code' is not a finding code of cass-lsp: this comment decides nothing for it"
    )
    assert unknown[1].message.startswith("'warp-size-literl' is not a finding code of cass-lsp (did you mean")
    assert _lines(translate(source.replace("no-such-code", "build-arch")))[:3] == [2, 2, 3]  # build-... is a code
    file_wide = translate("// cass-lsp: ignore-file[fp9]\n" + KERNEL)
    assert [f.code for f in file_wide.findings].count("ignore-unknown-code") == 1
