"""The one catalogue of finding codes, whole: the translator's (translate/findings.py), the build
files' (buildfiles/codes.py) and the port's own, below, each engine's declared into core's
``REGISTRY`` (importing this module imports them all). Every code in it is documented in
FINDINGS.md (tests/translate/test_findings_doc.py), may be named in a rule file's ``[findings]``,
in ``--ignore``, in the editor's ``cass.findings`` settings and in a ``cass-lsp: ignore`` comment,
and none other may."""

from __future__ import annotations

from cass_lsp.buildfiles import codes as _build_file_codes  # noqa: F401 (its codes declared)
from cass_lsp.core.codes import REGISTRY, FindingKind, is_known_code
from cass_lsp.core.result import Severity
from cass_lsp.translate.findings import PORTING_GUIDE

# What the port finds about a project's files as a whole (project/scan.py, app/port.py).
INCLUDE_OUTSIDE_TREE = FindingKind(
    "include-outside-tree",
    "A file the build reaches outside the folder ported",
    Severity.WARNING,
    "hazard",
    PORTING_GUIDE,
)
OUTPUT_NAME_TAKEN = FindingKind(
    "output-name-taken", "The tree has the translation's default name", Severity.WARNING, "hazard", PORTING_GUIDE
)
PORT_CODES: tuple[FindingKind, ...] = (INCLUDE_OUTSIDE_TREE, OUTPUT_NAME_TAKEN)

REGISTRY.declare("port", PORT_CODES)

__all__ = ["INCLUDE_OUTSIDE_TREE", "OUTPUT_NAME_TAKEN", "PORT_CODES", "REGISTRY", "is_known_code"]
