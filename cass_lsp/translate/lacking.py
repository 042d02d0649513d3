"""Which names belong to an API HIP lacks, from every place that knows: the mapping tables (a name
with no HIP counterpart: `unsupported-api`), the device functions they miss (device_missing.py),
and the names the headers HIP has no counterpart of declare (`nvcuda::wmma`, mma.h's).

The rules that decide what AMD compiles read it (cuda_arch.py: a branch built on such an API
gives way to a portable one; includes.py: an include whose names are used only in code AMD never
compiles goes). It says what a name is, not whether this use of it is reported.
"""

from __future__ import annotations

from cass_lsp.translate.context import Context
from cass_lsp.translate.device_missing import MISSING
from cass_lsp.translate.identifiers import dispatch
from cass_lsp.translate.tables import API_TABLES

# Headers HIP has no counterpart of: the API each declares, as a message names it, and the names
# its users write (its namespaces: `using namespace nvcuda;` then `wmma::fragment`).
HEADER_APIS: dict[str, tuple[str, frozenset[str]]] = {
    "mma.h": ("nvcuda::wmma", frozenset({"nvcuda", "wmma"})),
}
_HEADER_OF = {name: header for header, (_, names) in HEADER_APIS.items() for name in names}


def api_hip_lacks(ctx: Context, name: str) -> str | None:
    """How a message names the API HIP lacks that ``name`` belongs to (`nvcuda::wmma (mma.h)`,
    `` `__nanosleep` ``); None where HIP has it, or where the file declares the name itself."""
    header = _HEADER_OF.get(name)
    if header is not None:
        return f"{HEADER_APIS[header][0]} ({header})"
    if name not in MISSING:
        entry = ctx.mapping.apis.get(name)
        if entry is None or entry.supported or _claimed_by_another_rule(ctx, name):
            return None
        # Device-library helpers with plain names (umin, saturate) may be the user's own.
        if entry.family == "device" and not name.startswith("_"):
            return None
    # (the file's facts read only for a name HIP lacks: a chunked translation watches what is read)
    if name in ctx.facts.user_api_names or name in ctx.facts.defined_functions:
        return None
    return f"`{name}`"


def _claimed_by_another_rule(ctx: Context, name: str) -> bool:
    """Does a rule before the tables' translate ``name`` (`__shfl_up_sync`: the warp rules; a
    definition of the runtime's), where the tables list no HIP counterpart?"""
    return any(r.id != API_TABLES for r in dispatch(ctx.rules, ctx.mapping).code.get(name, ()))
