"""Branches no compiler reads (`#if 0`, the #else of `#if 1`): their errors about what HIP lacks are
dropped, a note speaking for them (GooFit's ThrustOverride.h, one whole file under `#if 0`, gave 9
libcu++ errors to a project whose build never reads it)."""

from __future__ import annotations

import pytest

from cass_lsp.translate import Severity, translate
from cass_lsp.translate.directives import never_compiled

KERNEL = "__global__ void k(unsigned* p) { cuda::std::atomic_ref<unsigned> a(*p); }\n"


def _codes(text: str) -> list[str]:
    return [f.code for f in translate(text).findings if f.severity == Severity.ERROR or f.code == "never-compiled"]


@pytest.mark.parametrize(
    "cuda",
    [
        f"#if 0\n{KERNEL}#endif\n",
        f"#if 0 // kept for reference\n{KERNEL}#endif\n",
        f"#if 1\nint x;\n#else\n{KERNEL}#endif\n",
        f"#if 1\nint x;\n#elif defined(OLD)\n{KERNEL}#endif\n",
        f"#ifdef OLD\nint x;\n#elif 0\n{KERNEL}#else\nint y;\n#endif\n",
        f"#if 0\n#ifdef A\nint x;\n#else\n{KERNEL}#endif\n#endif\n",
    ],
)
def test_errors_in_a_branch_no_compiler_reads_are_dropped_with_a_note(cuda: str) -> None:
    assert _codes(cuda) == ["never-compiled"]


@pytest.mark.parametrize(
    "cuda",
    [
        KERNEL,
        f"#if 1\n{KERNEL}#endif\n",
        f"#if 0\nint x;\n#else\n{KERNEL}#endif\n",
        f"#if 0\nint x;\n#elif 1\n{KERNEL}#endif\n",
        f"#if OLD\n{KERNEL}#endif\n",
        f"#if 0\nint x;\n#endif\n{KERNEL}",
    ],
)
def test_errors_in_a_branch_a_compiler_reads_stay(cuda: str) -> None:
    assert _codes(cuda) == ["libcudacxx"]


def test_a_branch_with_nothing_to_drop_gets_no_note() -> None:
    assert _codes("#if 0\nint x;\n#endif\n__global__ void k() {}\n") == []


def test_the_branches_are_read_from_the_directives_lines() -> None:
    data = b"#if 0 /* off */\na\n#elif 1\nb\n#else\nc\n#endif\n#if X\n#else\nd\n#endif\n"
    branches = [(data[s:lo].decode(), data[lo:hi].decode()) for s, lo, hi in never_compiled(data)]
    assert branches == [("#if 0 /* off */", "\na\n"), ("#else", "\nc\n")]
