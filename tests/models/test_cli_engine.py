"""`cass-lsp translate/port --engine`: the same engine choice as the server. With the tiny model
both run in this process (``cli.main``), whose torch is loaded already (tests/models/conftest.py):
a process of its own would import torch and transformers again, 8 to 15 CPU-s. The other tests run
the command as a process."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.cli import main

pytestmark = pytest.mark.slow  # runs real compilers or processes (tests/pyramid.py)

CUDA = """#include <cuda_runtime.h>

__global__ void scale(float* x, float a) { x[threadIdx.x] *= a; }

int main() {
    float* x;
    cudaMalloc(&x, 256);
    scale<<<1, 64>>>(x, 2.0f);
}
"""


def cass(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    env.pop("CASS_MODEL", None)
    return subprocess.run(
        [sys.executable, "-m", "cass_lsp", *args], capture_output=True, text=True, env=env, timeout=240
    )


def test_engine_model_without_a_model_says_what_to_set(tmp_path: Path) -> None:
    source = tmp_path / "k.cu"
    source.write_text(CUDA)
    done = cass("translate", "--engine", "model", str(source))
    assert done.returncode == 2
    assert "model.sourceModel is not set" in done.stderr


def test_engine_auto_without_a_model_is_the_rule_engine(tmp_path: Path) -> None:
    source = tmp_path / "k.cu"
    source.write_text(CUDA)
    done = cass("translate", str(source))
    assert done.returncode == 0 and "hipMalloc" in done.stdout
    assert done.stderr == "cass-lsp translate: 1 file, no findings\n"


def test_translate_and_port_with_the_tiny_model(
    tmp_path: Path, tiny_model_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.delenv("CASS_MODEL", raising=False)
    source = tmp_path / "k.cu"
    source.write_text(CUDA)
    args = ["--engine", "model", "--model", str(tiny_model_dir), "--device", "cpu", "--max-new-tokens", "16"]
    assert main(["translate", *args, "-o", str(tmp_path / "k.hip"), str(source)]) == 0
    stderr = capsys.readouterr().err
    text = (tmp_path / "k.hip").read_text()
    assert text.strip() and "hipMalloc" not in text  # the tiny model's (garbage) answer, not the rules'
    assert "answer was cut" in stderr  # 16 tokens: the answer is incomplete, and the CLI says so

    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "k.cu").write_text(CUDA)
    (tree / "util.cpp").write_text("#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); }\n")
    assert main(["port", *args, str(tree)]) == 0, capsys.readouterr().err
    out = tmp_path / "tree-hip"
    assert "hipMalloc" not in (out / "k.hip").read_text()
    assert "hipDeviceSynchronize" in (out / "util.cpp").read_text()  # host files stay with the rules


def test_server_down_falls_back_per_file(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    source = tmp_path / "k.cu"
    source.write_text(CUDA)
    done = cass(
        "translate", "--backend", "openai", "--base-url", f"http://127.0.0.1:{port}/v1", "--model", "cass", str(source)
    )
    assert done.returncode == 0
    assert "hipMalloc" in done.stdout
    assert "cannot connect" in done.stderr and "rule engine" in done.stderr
