"""A tiny random-weight Qwen2 model and a byte-level BPE tokenizer, built locally (no download).

The tokenizer is trained with ``tokenizers`` on a few lines of CUDA and HIP and carries the
Qwen chat template and special tokens; the model is a Qwen2 with hidden size 64 and 2 layers.
Both are saved with ``save_pretrained`` and loaded back through ``AutoTokenizer`` /
``AutoModelForCausalLM``: the real transformers path the product uses. Its output is garbage;
the tests check mechanics.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import shutil
import sys
import tempfile
from pathlib import Path

from tests.lanes import compile_cache_dir

# The Qwen2.5 chat template (its tool-calling branches left out: CASS never uses them).
QWEN_CHAT_TEMPLATE = (
    "{%- if messages[0]['role'] == 'system' %}"
    "{{- '<|im_start|>system\\n' + messages[0]['content'] + '<|im_end|>\\n' }}"
    "{%- else %}"
    "{{- '<|im_start|>system\\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\\n' }}"
    "{%- endif %}"
    "{%- for message in messages %}"
    "{%- if (message.role == 'user') or (message.role == 'system' and not loop.first)"
    " or (message.role == 'assistant') %}"
    "{{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>' + '\\n' }}"
    "{%- endif %}"
    "{%- endfor %}"
    "{%- if add_generation_prompt %}{{- '<|im_start|>assistant\\n' }}{%- endif %}"
)

TRAINING_TEXT = [
    "#include <cuda_runtime.h>",
    "#include <hip/hip_runtime.h>",
    "__global__ void vector_add(const float* a, const float* b, float* c, int n) {",
    "    int i = blockIdx.x * blockDim.x + threadIdx.x;",
    "    if (i < n) c[i] = a[i] + b[i];",
    "}",
    "cudaMalloc(&d_a, bytes); cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice);",
    "hipMalloc(&d_a, bytes); hipMemcpy(d_a, a, bytes, hipMemcpyHostToDevice);",
    "vector_add<<<blocks, threads>>>(d_a, d_b, d_c, n); cudaDeviceSynchronize();",
    "Convert the following CUDA code to AMD GPU code:",
    "Convert the following CUDA device assembly code to HIP device assembly:",
    "```cuda ```amd ```cudaasm ```hipasm",
    "MOV R1, c[0x0][0x28]; S2R R6, SR_CTAID.X; IMAD R6, R6, c[0x0][0x0], R3; EXIT;",
    "s_load_b64 s[0:1], s[0:1], 0x0; v_add_f32 v0, v1, v2; global_store_b32 v0, v1, s[0:1]; s_endpgm",
]
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]


def build_tiny_model(folder: Path, seed: int = 0) -> Path:
    """Write the tokenizer and the model into ``folder`` and return it: a copy of the one kept in
    ~/.cache/cass-lsp/test-models (built there first if missing). Building means importing torch
    and transformers (about 9 CPU-seconds in a new process: the editor suites build it twice);
    the copy takes none of that. CASS_TEST_COMPILE_CACHE=0 builds it every time."""
    kept = _kept_model(seed)
    if kept is None:
        return _build(folder, seed)
    shutil.copytree(kept, folder, dirs_exist_ok=True)
    return folder


def _kept_model(seed: int) -> Path | None:
    """The kept build for this file's code, the libraries that write it, and ``seed``."""
    folder = compile_cache_dir("test-models")
    if folder is None:
        return None
    h = hashlib.sha256(Path(__file__).read_bytes() + f"{sys.version}\0{seed}".encode())
    for dist in ("torch", "transformers", "tokenizers", "safetensors"):
        h.update(f"\0{dist} {importlib.metadata.version(dist)}".encode())
    kept = folder / f"tiny-qwen2-{h.hexdigest()[:24]}"
    if not kept.is_dir():
        kept.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".building-", dir=kept.parent))
        _build(staging, seed)
        try:
            staging.rename(kept)  # whole or not at all; another process may have won the race
        except OSError:
            shutil.rmtree(staging, ignore_errors=True)
    return kept


def _build(folder: Path, seed: int) -> Path:
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

    folder.mkdir(parents=True, exist_ok=True)
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=600, special_tokens=SPECIAL_TOKENS, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()
    )
    bpe.train_from_iterator(TRAINING_TEXT * 4, trainer=trainer)
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=bpe,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        additional_special_tokens=["<|im_start|>", "<|im_end|>"],
    )
    tokenizer.chat_template = QWEN_CHAT_TEMPLATE
    tokenizer.save_pretrained(folder)

    im_end = tokenizer.convert_tokens_to_ids("<|im_end|>")
    end_of_text = tokenizer.convert_tokens_to_ids("<|endoftext|>")
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=32768,
        rope_theta=1000000.0,
        tie_word_embeddings=False,
        initializer_range=0.3,  # varied greedy output (small weights repeat one token)
        bos_token_id=end_of_text,
        eos_token_id=im_end,
        pad_token_id=end_of_text,
    )
    torch.manual_seed(seed)
    model = Qwen2ForCausalLM(config).eval()
    with torch.no_grad():  # never stop on its own: long generations for the cancellation tests
        model.lm_head.weight[[im_end, end_of_text]] = 0.0
    model.generation_config.eos_token_id = im_end
    model.generation_config.pad_token_id = end_of_text
    model.save_pretrained(folder)
    return folder
