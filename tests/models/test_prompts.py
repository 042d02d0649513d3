"""Golden tests: the CASS prompts through the chat template, and answer extraction."""

from __future__ import annotations

import pytest

from cass_lsp.models.prompts import (
    extract_answer,
    messages_for,
    render_chat,
    repair_messages,
)

CODE = "__global__ void k(float* x) { x[threadIdx.x] = 0; }"
SYSTEM = "<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\n"


def test_source_messages_are_the_readme_prompt() -> None:
    assert messages_for("source", CODE) == [
        {"role": "user", "content": f"Convert the following CUDA code to AMD GPU code:\n```cuda\n{CODE}\n```"}
    ]


def test_asm_messages_are_the_readme_prompt() -> None:
    sass = "MOV R1, c[0x0][0x28];\nEXIT;"
    assert messages_for("asm", sass) == [
        {
            "role": "user",
            "content": "Convert the following CUDA device assembly code to HIP device assembly:\n"
            f"```cudaasm\n{sass}\n```",
        }
    ]


def test_source_prompt_through_the_chat_template(tiny_model) -> None:
    _model, tokenizer = tiny_model
    assert render_chat(tokenizer, messages_for("source", CODE)) == (
        SYSTEM + "<|im_start|>user\nConvert the following CUDA code to AMD GPU code:\n```cuda\n"
        f"{CODE}\n```<|im_end|>\n<|im_start|>assistant\n"
    )


def test_repair_prompt_keeps_the_cass_turn_and_adds_the_errors(tiny_model) -> None:
    _model, tokenizer = tiny_model
    answer = "```amd\nint main() { return x; }\n```"
    errors = "k.hip:1:27: error: use of undeclared identifier 'x'"
    messages = repair_messages("source", CODE, answer, errors)
    assert messages[0] == messages_for("source", CODE)[0]
    assert messages[1] == {"role": "assistant", "content": answer}
    assert messages[2]["role"] == "user"
    assert errors in messages[2]["content"] and "```amd" in messages[2]["content"]
    rendered = render_chat(tokenizer, messages)
    assert rendered.startswith(SYSTEM + "<|im_start|>user\nConvert the following CUDA code")
    assert rendered.endswith("<|im_end|>\n<|im_start|>assistant\n")
    assert f"<|im_start|>assistant\n{answer}<|im_end|>" in rendered


def test_repair_prompt_cuts_very_long_errors() -> None:
    messages = repair_messages("source", CODE, "x", "e" * 10_000)
    assert len(messages[2]["content"]) < 4_500
    assert "more errors cut" in messages[2]["content"]


HIP = "#include <hip/hip_runtime.h>\n__global__ void k(float* x) { x[threadIdx.x] = 0; }\n"


@pytest.mark.parametrize(
    ("answer", "code", "found", "complete"),
    [
        # The README case: text, the amd fence, text.
        (f"Here is the HIP code:\n```amd\n{HIP}```\nDone.", HIP, "fence", True),
        # Several amd fences: the last one wins (README: split("```amd")[-1]).
        (f"```amd\nold\n```\nBetter:\n```amd\n{HIP}```", HIP, "fence", True),
        # An extra fence after the answer does not matter.
        (f"```amd\n{HIP}```\nCompile with:\n```bash\nhipcc k.hip\n```", HIP, "fence", True),
        # Generation stopped inside the block: the code so far, marked incomplete.
        (f"```amd\n{HIP}__global__ void", HIP + "__global__ void\n", "fence", False),
        # No amd fence: the last fenced block of another language.
        (f"```cpp\n{HIP}```", HIP, "other-fence", True),
        (f"```\n{HIP}```", HIP, "other-fence", True),
        (f"```hip\n{HIP}", HIP, "other-fence", False),
        # No fence at all: the whole answer.
        (HIP, HIP, "none", True),
        # Windows line endings after the fence.
        ("```amd\r\nint x;\r\n```", "int x;\n", "fence", True),
        # An empty answer.
        ("", "", "none", True),
        ("```amd\n```", "", "fence", True),
    ],
)
def test_extract_source_answer(answer: str, code: str, found: str, complete: bool) -> None:
    extraction = extract_answer(answer, "source")
    assert (extraction.code, extraction.found, extraction.complete) == (code, found, complete)


def test_amd_fence_is_not_amdgcn() -> None:
    answer = "```amdgcn\ns_endpgm\n```\n```amd\nint x;\n```"
    assert extract_answer(answer, "source").code == "int x;\n"
    assert extract_answer("```amdgcn\ns_endpgm\n```", "source").found == "other-fence"


def test_extract_asm_answer() -> None:
    asm = "s_load_b64 s[0:1], s[0:1], 0x0\ns_endpgm\n"
    assert extract_answer(f"```hipasm\n{asm}```", "asm").code == asm
    assert extract_answer(f"```hipasm\n{asm}", "asm").complete is False
    # The source fence is not the asm fence.
    assert extract_answer(f"```amd\nint x;\n```\n```hipasm\n{asm}```", "asm").code == asm
