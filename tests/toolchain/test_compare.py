"""The comparison of two programs' outputs and the verdicts (issue 42 item 2): masks, tolerance, context."""

from __future__ import annotations

from cass_lsp.toolchain.compare import (
    NO_MASKS,
    Masks,
    bad_pattern,
    compare_outputs,
    differs_before_failing,
    first_error,
    summary_line,
    verdict_of,
)


def test_identical_outputs_are_equal_without_masking() -> None:
    c = compare_outputs("a\nb\n", "a\r\nb", Masks())
    assert c.equal and not c.masked and c.describe() == "outputs match"


def test_timing_lines_are_masked_and_counted() -> None:
    cuda = "Average kernel time: 1.52 ms\nsum = 10\nPASS\n"
    hip = "Average kernel time: 1.61 ms\nsum = 10\nPASS\n"
    c = compare_outputs(cuda, hip, Masks())
    assert c.equal and c.masked and c.dropped == 2
    assert "2 line(s) masked" in c.describe()
    off = compare_outputs(cuda, hip, Masks(timing=False))
    assert not off.equal and off.line == 1


def test_patterns_of_the_users_mask_lines() -> None:
    masks = Masks(timing=False, patterns=(r"^seed: \d+$",))
    assert compare_outputs("seed: 1\nok\n", "seed: 2\nok\n", masks).equal
    assert bad_pattern("(") is not None and bad_pattern(r"^\d+") is None


def test_a_float_tolerance() -> None:
    cuda, hip = "x = 1.000000 y = 3\n", "x = 1.000001 y = 3\n"
    assert not compare_outputs(cuda, hip, Masks()).equal
    c = compare_outputs(cuda, hip, Masks(rel_tol=1e-5))
    assert c.equal and c.masked and c.tolerated == 1 and "1 number(s) within tolerance" in c.describe()
    assert not compare_outputs("x = 1.0\n", "x = 1.1\n", Masks(rel_tol=1e-5)).equal
    assert not compare_outputs("x = 1.0 ok\n", "x = 1.0 no\n", Masks(abs_tol=1)).equal  # text differs
    assert compare_outputs("err 1e-7\n", "err 3e-7\n", Masks(abs_tol=1e-6)).equal


def test_the_first_difference_with_its_context() -> None:
    cuda = "step 1\nstep 2\nsum = 100\nstep 4\nPASS\n"
    hip = "step 1\nstep 2\nsum = 101\nstep 4\nFAIL\n"
    c = compare_outputs(cuda, hip, Masks())
    assert (c.line, c.column, c.expected_line, c.actual_line) == (3, 9, "sum = 100", "sum = 101")
    assert c.context_text() == "  step 1\n  step 2\n- sum = 100\n+ sum = 101\n  step 4\n- PASS\n+ FAIL"


def test_line_numbers_are_the_ports_own_after_masked_lines() -> None:
    c = compare_outputs("t: 1 ms\nA\nB\n", "t: 2 ms\nt: 3 ms\nA\nC\n", Masks())
    assert (c.line, c.actual_line) == (4, "C")
    short = compare_outputs("a\nb\n", "a\n", NO_MASKS)
    assert (short.line, short.actual_line, short.expected_line) == (2, None, "b")


def test_verdicts() -> None:
    assert verdict_of("1\n", "1\n", Masks())[0] == "equal"
    assert verdict_of("t 1 ms\n1\n", "t 2 ms\n1\n", Masks())[0] == "equal-masked"
    verdict, comparison, itself = verdict_of("sum 1\n", "sum 2\n", Masks(), original_again="sum 1\n")
    assert verdict == "different" and itself is None and comparison.line == 1
    verdict, _, itself = verdict_of("rand 17\n", "rand 4\n", Masks(), original_again="rand 9\n")
    assert verdict == "nondeterministic" and itself is not None and itself.actual_line == "rand 9"
    assert verdict_of("a\n", "b\n", Masks())[0] == "different"  # no second run: different
    assert summary_line("different", comparison) == "line 1: 'sum 2' (expected 'sum 1')"


def test_the_first_error_of_nvcc_and_of_clang() -> None:
    nvcc = 'main.hip(12): warning #177-D: unused\nmain.hip(31): error: identifier "x" is undefined\n'
    e = first_error(nvcc)
    assert e is not None and (e.file, e.line, e.column, e.message) == ("main.hip", 31, 0, 'identifier "x" is undefined')
    clang = "In file included from a.hip:1:\nk.h:7:3: error: use of undeclared identifier 'y'\nb.hip:2:1: error: z\n"
    e = first_error(clang)
    assert e is not None and (e.file, e.line, e.column) == ("k.h", 7, 3)
    assert first_error("ld: cannot find -lfoo\n") is None


def test_a_port_whose_own_check_fails_differs_where_a_crash_does_not() -> None:
    """A test program that prints another verdict line and exits 1 computed differently (verify calls it
    different); one whose output stops early, or matches, failed (a crash, a runtime error)."""
    original = "Running GPU tests\nTests pass\n"
    said = differs_before_failing(original, "Running GPU tests\nSome or all tests fail\n", Masks())
    assert said is not None and said.line == 2 and said.actual_line == "Some or all tests fail"
    assert differs_before_failing(original, "Running GPU tests\n", Masks()) is None
    assert differs_before_failing(original, original, Masks()) is None
    assert differs_before_failing(original, "", Masks()) is None
