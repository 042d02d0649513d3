"""SASS normalisation, and splitting long inputs at function boundaries."""

from __future__ import annotations

import pytest

from cass_lsp.models.sass_normalize import normalize_sass, sass_function_at, sass_functions
from cass_lsp.models.split import InputTooLong, input_budget, reassemble, split_sass, split_source

SASS = """
Fatbin elf code:
================
arch = sm_89
code version = [1,7]

\tcode for sm_89
\t\tFunction : _Z3addPfS_S_i
\t.headerflags\t@"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM89"
        /*0000*/                   MOV R1, c[0x0][0x28] ;                      /* 0x00000a0000017a02 */
                                                                               /* 0x000fe40000000f00 */
        /*0010*/                   S2R R6, SR_CTAID.X ;                        /* 0x0000000000067919 */
                                                                               /* 0x000e280000002500 */
        /*0020*/              @P0  BRA 0x70 ;                                  /* 0x0000004000000947 */
                                                                               /* 0x000fea0003800000 */
        /*0030*/                   EXIT ;                                      /* 0x000000000000794d */
        /*0040*/                   BRA 0x40;
        ..........
"""


def test_normalize_sass_drops_encodings_addresses_and_whitespace() -> None:
    assert normalize_sass(SASS) == (
        "Fatbin elf code:\n"
        "arch = sm_89\n"
        "code version = [1,7]\n"
        "code for sm_89\n"
        "Function : _Z3addPfS_S_i\n"
        '.headerflags @"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM89"\n'
        "MOV R1, c[0x0][0x28];\n"
        "S2R R6, SR_CTAID.X;\n"
        "@P0 BRA 0x70;\n"
        "EXIT;\n"
        "BRA 0x40;\n"
    )


def test_normalize_sass_is_idempotent_and_shorter() -> None:
    once = normalize_sass(SASS)
    assert normalize_sass(once) == once
    assert len(once) < len(SASS) / 2
    assert normalize_sass("") == ""


def sass_listing(names: list[str], body_lines: int) -> str:
    parts = ["code for sm_89\n"]
    for name in names:
        parts.append(f"Function : {name}\n")
        parts.extend(f"IADD3 R{i}, R{i}, 0x{i:x}, RZ;\n" for i in range(body_lines))
        parts.append("EXIT;\n")
    return "".join(parts)


def count_words(text: str) -> int:
    return len(text.split())


def test_sass_functions_and_function_at() -> None:
    text = sass_listing(["_Z1av", "_Z1bv"], 3)
    sections = sass_functions(text)
    assert [s[0] for s in sections] == ["_Z1av", "_Z1bv"]
    assert "".join(text[s:e] for _, s, e in sections) == text[sections[0][1] :]
    assert sass_function_at(text, text.index("_Z1bv"))[0] == "_Z1bv"
    assert sass_function_at(text, 0) is None


def test_split_sass_at_functions_and_reassemble() -> None:
    text = sass_listing([f"_Z1{c}v" for c in "abcdef"], 20)
    pieces = split_sass(text, count_words, budget=150)
    assert len(pieces) > 1
    assert all(p.tokens <= 150 for p in pieces)
    assert all(p.text.startswith(("code for", "Function :")) for p in pieces)
    assert reassemble(pieces, [p.text for p in pieces]) == text


CUDA_HEAD = """#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) return 1; } while (0)

struct Pair { float a, b; };
"""


def cuda_function(name: str, lines: int, kernel: bool = True) -> str:
    body = "".join(f"    x[i + {k}] = x[i] * {k}.0f + y[i];\n" for k in range(lines))
    qualifier = "__global__ " if kernel else "__device__ "
    return (
        f"// {name}: scales x\n{qualifier}void {name}(float* x, const float* y) {{\n"
        f"    int i = blockIdx.x * blockDim.x + threadIdx.x;\n{body}}}\n\n"
    )


def cuda_file(n: int, lines: int) -> str:
    functions = "".join(cuda_function(f"kernel_{k}", lines) for k in range(n))
    main = "int main() {\n    float* x;\n    CHECK(cudaMalloc(&x, 4));\n    kernel_0<<<1, 1>>>(x, x);\n}\n"
    return CUDA_HEAD + "\n" + functions + main


def test_short_source_is_one_piece() -> None:
    text = cuda_file(2, 3)
    pieces = split_source(text, count_words, budget=10_000)
    assert len(pieces) == 1 and pieces[0].text == text


@pytest.mark.parametrize("budget", [120, 200, 400])
def test_split_source_at_functions_round_trips(budget: int) -> None:
    text = cuda_file(8, 6)
    pieces = split_source(text, count_words, budget=budget)
    assert len(pieces) > 1
    assert all(p.tokens <= budget for p in pieces)
    assert "".join(p.text for p in pieces) == text  # contiguous, nothing lost
    for piece in pieces[1:]:  # cut where a function (with its comment) starts
        assert piece.text.startswith(("// kernel_", "int main"))
    assert reassemble(pieces, [p.text for p in pieces]) == text


def test_reassemble_drops_includes_repeated_by_later_pieces() -> None:
    text = cuda_file(4, 6)
    pieces = split_source(text, count_words, budget=120)
    include = "#include <hip/hip_runtime.h>\n"
    outputs = [include + p.text.replace("cuda", "hip") for p in pieces]
    joined = reassemble(pieces, outputs)
    assert joined.count(include) == 1
    assert joined.startswith(include)
    assert "kernel_3" in joined and "hipMalloc" in joined


def test_a_function_longer_than_the_window_is_reported_not_cut() -> None:
    text = CUDA_HEAD + cuda_function("small", 2) + cuda_function("huge_kernel", 200) + cuda_function("tail", 2)
    with pytest.raises(InputTooLong) as info:
        split_source(text, count_words, budget=300)
    [oversize] = info.value.oversize
    assert oversize.name == "huge_kernel"
    assert oversize.tokens > 300
    assert text.splitlines()[oversize.line].startswith("// huge_kernel")
    assert "huge_kernel (line" in str(info.value) and "contextTokens" in str(info.value)


def test_split_inside_a_namespace_when_needed() -> None:
    inner = "".join(cuda_function(f"k{k}", 8) for k in range(4))
    text = CUDA_HEAD + "namespace ops {\n" + inner + "}  // namespace ops\n"
    pieces = split_source(text, count_words, budget=150)
    assert len(pieces) > 1
    assert "".join(p.text for p in pieces) == text


def test_input_budget_leaves_room_for_the_answer() -> None:
    assert input_budget(16384, "source") < 16384 / 2
    assert input_budget(16384, "asm") < input_budget(16384, "source")
