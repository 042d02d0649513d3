"""The settings model: typed loading, bad values reported and replaced, one schema everywhere."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cass_lsp.settings import Settings, json_schema, load_settings, markdown_table

ROOT = Path(__file__).resolve().parents[1]


def test_defaults_when_nothing_is_sent():
    settings, errors = load_settings(None)
    assert settings == Settings()
    assert errors == []
    assert settings.toolchain.targets == ["gfx1100", "gfx942"]
    assert settings.compile.debounce_ms == 300


@pytest.mark.parametrize(
    "payload",
    [
        {"cass": {"compile": {"debounceMs": 120}, "run": {"mode": "never"}}},
        {"compile": {"debounceMs": 120}, "run": {"mode": "never"}},
        {"compile.debounceMs": 120, "run.mode": "never"},
    ],
)
def test_nested_section_and_dotted_forms_agree(payload):
    settings, errors = load_settings(payload)
    assert errors == []
    assert settings.compile.debounce_ms == 120
    assert settings.run.mode == "never"


def test_bad_values_are_reported_and_replaced_by_defaults():
    settings, errors = load_settings(
        {"engine": "gpt", "compile": {"timeoutSeconds": "soon", "debounceMs": -5}, "hover": 3, "typo": True}
    )
    assert settings.engine == "auto"
    assert settings.compile.timeout_seconds == 60.0
    assert settings.compile.debounce_ms == 300
    assert len(errors) == 5
    assert any("cass.engine must be one of" in e for e in errors)
    assert any("cass.compile.debounceMs must be between 0 and 10000" in e for e in errors)
    assert any("cass.hover must be an object" in e for e in errors)
    assert any("cass.typo is not a cass-lsp setting" in e for e in errors)


def test_non_object_payload():
    settings, errors = load_settings(["not", "an", "object"])
    assert settings == Settings()
    assert errors and "must be an object" in errors[0]


def test_schema_defaults_load_back_unchanged():
    flat = {key.removeprefix("cass."): spec["default"] for key, spec in json_schema()["properties"].items()}
    settings, errors = load_settings(flat)
    assert errors == []
    assert settings == Settings()


def test_every_setting_is_documented():
    for key, spec in json_schema()["properties"].items():
        assert spec["description"].strip(), key
        assert key in markdown_table()


@pytest.mark.slow
def test_generated_docs_are_current():
    """docs/settings.md's table and VS Code's contributes.configuration come from settings.py."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "gen_settings_docs.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert "`cass.compile.debounceMs`" in (ROOT / "docs" / "settings.md").read_text()
    package_json = ROOT / "editors" / "vscode" / "package.json"
    if package_json.exists():
        manifest = json.loads(package_json.read_text())
        assert manifest["contributes"]["configuration"]["properties"] == json_schema()["properties"]
