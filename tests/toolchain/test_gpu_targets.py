"""The AMD targets cass-lsp knows: one list, the same as the facts table's, and an unknown target
named by a user refused with that list (the setting: reported and replaced by its default)."""

from __future__ import annotations

import pytest

from cass_lsp.core.gpu_targets import KNOWN_TARGETS, parse_targets, target_error
from cass_lsp.settings import load_settings
from cass_lsp.toolchain.amdgpu_arch import ARCHS


def test_the_known_targets_are_the_facts_tables() -> None:
    assert set(KNOWN_TARGETS) == set(ARCHS)


@pytest.mark.parametrize(
    ("target", "hint"),
    [
        ("gfx9999", ""),
        ("GFX942", " (targets are lower case: gfx942)"),
        ("sm_80", " (an NVIDIA architecture: AMD targets are gfx names)"),
        ("gfx90a:bogus", " (features are :xnack+/- and :sramecc+/-)"),
    ],
)
def test_an_unknown_target_is_one_line_with_the_known_ones(target: str, hint: str) -> None:
    error = target_error(target)
    assert error == f"{target!r} is not an AMD target cass-lsp knows{hint}; known: {', '.join(KNOWN_TARGETS)}"


def test_known_targets_and_features_pass() -> None:
    assert parse_targets("gfx942, gfx1100,gfx90a:xnack-:sramecc+") == ["gfx942", "gfx1100", "gfx90a:xnack-:sramecc+"]
    with pytest.raises(ValueError, match="'gfx9999' is not an AMD target"):
        parse_targets("gfx942,gfx9999")
    with pytest.raises(ValueError, match="no target given"):
        parse_targets(" , ")


def test_a_bad_target_setting_is_reported_and_replaced_by_the_default() -> None:
    settings, errors = load_settings({"toolchain": {"targets": ["gfx942", "gfx9999"]}})
    assert settings.toolchain.targets == ["gfx1100", "gfx942"]
    assert errors == [
        f"cass.toolchain.targets: {target_error('gfx9999')} (got ['gfx942', 'gfx9999']);"
        " using the default ['gfx1100', 'gfx942']"
    ]
