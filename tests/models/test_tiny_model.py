"""The tiny model the tests share is kept between runs (tests/models/tiny_model.py): the kept copy
must be the model a fresh build gives, file for file and byte for byte."""

from __future__ import annotations

from pathlib import Path

from tests.models import tiny_model


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_kept_model_is_a_fresh_build(tmp_path: Path) -> None:
    copied = _files(tiny_model.build_tiny_model(tmp_path / "copy"))
    fresh = _files(tiny_model._build(tmp_path / "fresh", seed=0))
    assert "model.safetensors" in fresh and "tokenizer.json" in fresh
    assert copied.keys() == fresh.keys()
    assert [name for name in fresh if copied[name] != fresh[name]] == []


def test_another_seed_is_another_model(tmp_path: Path) -> None:
    one = _files(tiny_model.build_tiny_model(tmp_path / "one", seed=0))["model.safetensors"]
    two = _files(tiny_model.build_tiny_model(tmp_path / "two", seed=1))["model.safetensors"]
    assert one != two
