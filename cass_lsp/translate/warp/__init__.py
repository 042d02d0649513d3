"""Warp-level hazards: lane masks, *_sync intrinsics, and a warp size of 32 written into code.

HIP runs wave32 on RDNA (gfx10xx, gfx11xx, gfx12xx) and wave64 on CDNA (gfx90a, gfx942): a mask
of 0xffffffff covers half a CDNA wavefront, and `& 31`, `% 32`, `>> 5` compute the wrong lane and
warp ids there.

What HIP has, by release (``TranslateOptions.hip``), as read in the headers of HIP 5.2.3 and
6.4.3 (the two toolchain lanes the tests compile with):

- before 6.2: no *_sync intrinsics, no __activemask; __shfl, __shfl_up/down/xor, __ballot,
  __any and __all take no mask and act on the active lanes of the wavefront. A *_sync call whose
  mask is provably every active lane loses its mask; any other mask is an error finding.
- 6.2 to 6.x: hip/amd_detail/amd_warp_sync_functions.h declares __shfl_sync, __shfl_up_sync,
  __shfl_down_sync, __shfl_xor_sync, __ballot_sync, __any_sync, __all_sync, __match_any_sync and
  __match_all_sync (and amd_warp_functions.h __activemask, returning 64 bits), all only when
  HIP_ENABLE_WARP_SYNC_BUILTINS is defined before the HIP headers: the translation defines it
  before the file's first include. Their mask must be a 64-bit integer (a static_assert), so a
  full 32-bit mask becomes the full 64-bit one, and any other mask is cast. Unless NDEBUG is
  defined, each call checks (__hip_check_mask) that the mask is exactly the set of lanes that
  call it with that mask, and traps otherwise: a mask computed for a 32-lane warp fails on
  wave64 targets, where lanes 32-63 share the wavefront.
- 7.x: ROCm 7.0's release notes say the warp sync builtins are on by default (the header tests
  HIP_DISABLE_WARP_SYNC_BUILTINS instead), so no define is written. We have no 7.x headers to
  check this against; everything else is written as for 6.4.
- no release up to 6.4 has __syncwarp, __reduce_*_sync or __uni_sync.


The package's modules: ``masks`` (which masks name every lane), ``sync`` (the *_sync intrinsics
and __activemask, rules warp.sync and warp.activemask), ``ballot`` (ballots kept in 32 bits) and
``size`` (a warp size of 32 in code: rules warp.numbers and warp.size-definitions).
"""

from __future__ import annotations

from cass_lsp.translate.warp.ballot import check_ballot_storage
from cass_lsp.translate.warp.masks import (
    BALLOT_CALLS,
    FULL_MASK_64,
    MATCH_SYNC,
    NAMES,
    NOT_IN_HIP,
    SIXTY_FOUR_BIT_TYPES,
    SYNC_IN_HIP,
    SYNC_TO_PLAIN,
    SYNC_WITHOUT_HIP,
    has_sync,
    is_full_mask,
    mask_kind,
)
from cass_lsp.translate.warp.size import NUMBER_CANDIDATES, check_number, check_numbers, check_warp_size_definitions
from cass_lsp.translate.warp.sync import handle_macro_token, handle_name

__all__ = [
    "BALLOT_CALLS",
    "FULL_MASK_64",
    "MATCH_SYNC",
    "NAMES",
    "NOT_IN_HIP",
    "NUMBER_CANDIDATES",
    "SIXTY_FOUR_BIT_TYPES",
    "SYNC_IN_HIP",
    "SYNC_TO_PLAIN",
    "SYNC_WITHOUT_HIP",
    "check_ballot_storage",
    "check_number",
    "check_numbers",
    "check_warp_size_definitions",
    "handle_macro_token",
    "handle_name",
    "has_sync",
    "is_full_mask",
    "mask_kind",
]
