"""The CASS prompts and the extraction of the answer, exactly as the CASS README does them.

The README sends one user message through the model's chat template and cuts the answer from
the *last* ```` ```amd ```` fence to the next ```` ``` ````::

    prompt = f"Convert the following CUDA code to AMD GPU code:\\n```cuda\\n{code}\\n```"
    messages = [{"role": "user", "content": prompt}]
    text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    ...
    hip = answer.split("```amd")[-1].split("```")[0]

The assembly models take ```` ```cudaasm ```` in and answer in a ```` ```hipasm ```` fence. Beyond
the README we are robust to what a real (or small, or cut-off) model writes: a missing fence
(another fence or no fence at all), an extra fence after the answer, and a final fence that never
closed because generation stopped at ``max_new_tokens`` (then ``complete`` is False).

The repair prompt keeps the CASS conversation as it was (the user's CASS prompt, the model's
answer as it wrote it) and adds one user turn with the compiler's errors, so the model sees the
shape it was trained on first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Message = dict[str, str]
Task = Literal["source", "asm"]

SOURCE_PROMPT = "Convert the following CUDA code to AMD GPU code:\n```cuda\n{code}\n```"
ASM_PROMPT = "Convert the following CUDA device assembly code to HIP device assembly:\n```cudaasm\n{code}\n```"
ANSWER_FENCE: dict[Task, str] = {"source": "amd", "asm": "hipasm"}

REPAIR_PROMPT = (
    "The AMD GPU code above does not compile. hipcc reported:\n```\n{errors}\n```\n"
    "Fix the errors and give the complete corrected code in one ```{fence} block."
)
# Compiler output can be long (template backtraces); the model needs the first errors.
REPAIR_ERRORS_MAX_CHARS = 4000


def source_prompt(code: str) -> str:
    return SOURCE_PROMPT.format(code=code)


def asm_prompt(sass: str) -> str:
    return ASM_PROMPT.format(code=sass)


def messages_for(task: Task, code: str) -> list[Message]:
    """The CASS conversation for ``code``: one user message (no system message, as the README)."""
    prompt = source_prompt(code) if task == "source" else asm_prompt(code)
    return [{"role": "user", "content": prompt}]


def repair_messages(task: Task, code: str, answer: str, errors: str) -> list[Message]:
    """The CASS conversation, the model's answer, and a follow-up turn carrying hipcc's errors."""
    errors = errors.strip()
    if len(errors) > REPAIR_ERRORS_MAX_CHARS:
        errors = errors[:REPAIR_ERRORS_MAX_CHARS] + "\n[... more errors cut ...]"
    return [
        *messages_for(task, code),
        {"role": "assistant", "content": answer},
        {"role": "user", "content": REPAIR_PROMPT.format(errors=errors, fence=ANSWER_FENCE[task])},
    ]


def render_chat(tokenizer: object, messages: list[Message]) -> str:
    """The prompt text as the README builds it: the chat template with the generation prompt."""
    return tokenizer.apply_chat_template(  # type: ignore[attr-defined]
        messages, tokenize=False, add_generation_prompt=True
    )


@dataclass(frozen=True)
class Extraction:
    code: str
    # How the code was found: "fence" (the task's fence, as the README), "other-fence" (the
    # last fenced block of another language), "none" (no fence: the whole answer).
    found: Literal["fence", "other-fence", "none"]
    # False when the block never closed (generation stopped inside it): the code may be cut.
    complete: bool


_ANY_FENCE_OPEN = re.compile(r"^[ \t]*```[ \t]*([\w+#.-]*)[ \t]*$", re.M)


def _tidy(code: str) -> str:
    # The README keeps the text between the fences as is; we drop the newline that follows the
    # fence's info string and give the result exactly one final newline, as a file has.
    if code.startswith("\r\n"):
        code = code[2:]
    elif code.startswith("\n"):
        code = code[1:]
    code = code.rstrip()
    return code + "\n" if code else ""


def extract_answer(answer: str, task: Task = "source") -> Extraction:
    """The translated code in a model's answer (README rule first, then the fallbacks)."""
    fence = "```" + ANSWER_FENCE[task]
    # The README's rule, made strict about the info string: "```amd" must not be the start of
    # "```amdgcn" (a model may write that for assembly).
    starts = [m.end() for m in re.finditer(re.escape(fence) + r"(?![\w+#.-])", answer)]
    if starts:
        rest = answer[starts[-1] :]
        end = rest.find("```")
        if end == -1:
            return Extraction(_tidy(rest), "fence", complete=False)
        return Extraction(_tidy(rest[:end]), "fence", complete=True)
    # No fence of the task: take the last fenced block of any language (```cpp, ```hip, ```).
    blocks: list[tuple[str, bool]] = []
    pos = 0
    while True:
        opening = _ANY_FENCE_OPEN.search(answer, pos)
        if opening is None:
            break
        body_start = opening.end()
        closing = answer.find("```", body_start)
        if closing == -1:
            blocks.append((answer[body_start:], False))
            break
        blocks.append((answer[body_start:closing], True))
        pos = closing + 3
        # Skip the rest of the closing fence's line.
        newline = answer.find("\n", pos)
        pos = len(answer) if newline == -1 else newline + 1
    if blocks:
        code, complete = blocks[-1]
        return Extraction(_tidy(code), "other-fence", complete)
    return Extraction(_tidy(answer), "none", complete=True)
