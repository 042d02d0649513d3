"""Hypothesis runs a fixed sequence of examples by default, so a CI run cannot fail on a draw the
run before never made; `HYPOTHESIS_PROFILE=explore` draws fresh examples (run it by hand, often)."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("fixed", derandomize=True, database=None)
settings.register_profile("explore")
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))
