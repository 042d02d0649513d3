"""The one catalogue of finding codes: the translator's (translate/findings.py), the build files'
(buildfiles/codes.py) and the port's own, below. Every code in it is documented in FINDINGS.md
(tests/translate/test_findings_doc.py), may be named in a rule file's ``[findings]``, in
``--ignore`` and in the editor's ``cass.findings`` settings, and none other may."""

from __future__ import annotations

from cass_lsp.buildfiles.codes import CODES as BUILD_FILE_CODES
from cass_lsp.core.codes import Catalogue, FindingKind
from cass_lsp.core.result import Severity
from cass_lsp.translate.findings import CATALOGUE as TRANSLATOR_CODES
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

REGISTRY = Catalogue(("translate", TRANSLATOR_CODES), ("buildfiles", BUILD_FILE_CODES), ("port", PORT_CODES))


def is_known_code(code: str) -> bool:
    """``code`` is one a rule file, a setting or ``--ignore`` may name."""
    return code in REGISTRY
