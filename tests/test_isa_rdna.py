"""describe() for AMD GCN/CDNA/RDNA mnemonics and the table behind it (data/rdna_opcodes.json)."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from cass_lsp.syntax import isa_rdna
from cass_lsp.syntax.isa_doc import InstructionDoc
from cass_lsp.syntax.isa_rdna import describe


def raw_table() -> dict:
    return json.loads(resources.files("cass_lsp.syntax").joinpath("data/rdna_opcodes.json").read_text())


def modifier_names(doc: InstructionDoc) -> list[str]:
    return [name for name, _ in doc.modifiers]


# ---- known, suffixed and renamed mnemonics -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "entry"),
    [
        ("s_waitcnt", "s_waitcnt"),
        ("s_delay_alu", "s_delay_alu"),
        ("s_endpgm", "s_endpgm"),
        ("s_and_saveexec_b32", "s_and_saveexec_b32"),
        ("s_and_saveexec_b64", "s_and_saveexec_b64"),
        ("s_cbranch_execz", "s_cbranch_execz"),
        ("s_swappc_b64", "s_swappc_b64"),
        ("s_sendmsg", "s_sendmsg"),
        ("v_readfirstlane_b32", "v_readfirstlane_b32"),
        ("v_writelane_b32", "v_writelane_b32"),
        ("v_mad_u64_u32", "v_mad_u64_u32"),
        ("ds_bpermute_b32", "ds_bpermute_b32"),
        ("ds_swizzle_b32", "ds_swizzle_b32"),
        ("buffer_gl0_inv", "buffer_gl0_inv"),
        ("buffer_wbinvl1_vol", "buffer_wbinvl1_vol"),
        ("v_accvgpr_read_b32", "v_accvgpr_read_b32"),
        # families
        ("v_cmp_gt_i32", "v_cmp_gt_i32"),
        ("v_cmpx_ngt_f32", "v_cmpx_ngt_f32"),
        ("s_cmp_lg_u32", "s_cmp_lg_u32"),
        ("global_load_b32", "global_load_b32"),
        ("scratch_store_b64", "scratch_store_b64"),
        ("ds_store_b32", "ds_store_b32"),
        ("ds_add_rtn_u32", "ds_add_rtn_u32"),
        ("global_atomic_add_f32", "global_atomic_add_f32"),
        ("v_mfma_f32_32x32x8f16", "v_mfma_f32_32x32x8f16"),
        ("v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_f16"),
        ("v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_f16"),
        ("v_pk_fma_f16", "v_pk_fma_f16"),
        ("v_dot2_f32_f16", "v_dot2_f32_f16"),
        ("v_cvt_f32_i32", "v_cvt_f32_i32"),
        ("v_add_f32", "v_add_f32"),
        ("s_load_b64", "s_load_b64"),
    ],
)
def test_known_mnemonics(text: str, entry: str) -> None:
    doc = describe(text)
    assert doc is not None
    assert doc.mnemonic == entry
    assert doc.summary.endswith(".") and len(doc.summary) > 20
    assert "{" not in doc.summary + doc.operands + doc.notes  # every template field was filled


@pytest.mark.parametrize(
    ("text", "entry", "suffix"),
    [
        ("v_add_co_u32_e32", "v_add_co_u32", "_e32"),
        ("v_fmac_f32_e64", "v_fmac_f32", "_e64"),
        ("v_cndmask_b32_dpp", "v_cndmask_b32", "_dpp"),
        ("v_add_f32_e64_dpp", "v_add_f32", "_e64_dpp"),
        ("v_mul_u32_u24_sdwa", "v_mul_u32_u24", "_sdwa"),
        ("v_cmp_gt_i32_e32", "v_cmp_gt_i32", "_e32"),
        ("v_dual_mov_b32", "v_mov_b32", "v_dual_"),
    ],
)
def test_encoding_suffixes_are_stripped_and_explained(text: str, entry: str, suffix: str) -> None:
    doc = describe(text)
    assert doc is not None
    assert doc.mnemonic == entry
    assert suffix in modifier_names(doc)
    assert modifier_names(doc).count(suffix) == 1
    explanation = dict(doc.modifiers)[suffix]
    assert explanation.endswith(".")


def test_e64_dpp_is_one_suffix() -> None:
    doc = describe("v_add_f32_e64_dpp")
    assert doc is not None
    assert "_dpp" not in modifier_names(doc) and "_e64" not in modifier_names(doc)


def test_type_tokens_are_explained() -> None:
    doc = describe("v_add_co_ci_u32_e32")
    assert doc is not None
    meanings = dict(doc.modifiers)
    assert set(meanings) == {"_e32", "_co", "_ci", "_u32"}
    assert "carry" in meanings["_co"] and "carry" in meanings["_ci"]
    doc = describe("s_and_saveexec_b64")
    assert doc is not None
    assert {"_saveexec", "_b64"} <= set(dict(doc.modifiers))
    doc = describe("v_lshlrev_b64")
    assert doc is not None
    assert "rev" in doc.notes


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("global_load_dword", "global_load_b32"),
        ("global_load_dwordx4", "global_load_b128"),
        ("global_load_ubyte", "global_load_u8"),
        ("global_store_short", "global_store_b16"),
        ("flat_load_dwordx2", "flat_load_b64"),
        ("scratch_store_dword", "scratch_store_b32"),
        ("buffer_store_dword", "buffer_store_b32"),
        ("buffer_load_dword", "buffer_load_b32"),
        ("global_atomic_add", "global_atomic_add_u32"),
        ("global_atomic_smax", "global_atomic_max_i32"),
        ("global_atomic_umin_x2", "global_atomic_min_u64"),
        ("global_atomic_cmpswap_x2", "global_atomic_cmpswap_b64"),
        ("flat_atomic_swap", "flat_atomic_swap_b32"),
        ("ds_read_b32", "ds_load_b32"),
        ("ds_write_b64", "ds_store_b64"),
        ("ds_read2_b32", "ds_load_2addr_b32"),
        ("ds_write2st64_b64", "ds_store_2addr_stride64_b64"),
        ("s_load_dword", "s_load_b32"),
        ("s_load_dwordx2", "s_load_b64"),
        ("s_buffer_load_dwordx4", "s_buffer_load_b128"),
        ("s_andn2_b32", "s_and_not1_b32"),
        ("s_andn2_saveexec_b64", "s_and_not1_saveexec_b64"),
        ("s_ff1_i32_b64", "s_ctz_i32_b64"),
        ("v_addc_co_u32", "v_add_co_ci_u32"),
        ("v_subb_co_u32", "v_sub_co_ci_u32"),
        ("v_add_u32", "v_add_nc_u32"),
        ("v_ffbh_u32", "v_clz_i32_u32"),
        ("v_mul_legacy_f32", "v_mul_dx9_zero_f32"),
    ],
)
def test_old_and_new_names_share_an_entry(old: str, new: str) -> None:
    old_doc, new_doc = describe(old), describe(new)
    assert old_doc is not None and new_doc is not None
    assert old_doc.mnemonic == new_doc.mnemonic == new
    assert old_doc.summary == new_doc.summary
    assert old_doc.operands == new_doc.operands
    assert old in old_doc.notes  # the hover says which spelling was written


def test_old_name_with_encoding_suffix() -> None:
    doc = describe("v_addc_co_u32_e32")
    assert doc is not None
    assert doc.mnemonic == "v_add_co_ci_u32"
    assert "_e32" in modifier_names(doc)


def test_ds_compare_store_operand_order_is_kept_apart() -> None:
    old, new = describe("ds_cmpst_b32"), describe("ds_cmpstore_b32")
    assert old is not None and new is not None
    assert old.mnemonic != new.mnemonic
    assert "swapped" in old.notes


def test_wave_size_notes() -> None:
    for name in ("v_cmp_eq_u32_e64", "v_cndmask_b32_e64", "s_cbranch_vccz", "v_add_co_u32"):
        doc = describe(name)
        assert doc is not None
        assert "wave32" in doc.notes and "wave64" in doc.notes, name


def test_condition_and_type_are_spelled_out() -> None:
    doc = describe("v_cmp_nlt_f32_e64")
    assert doc is not None
    assert "not less than" in doc.summary and "unordered" in doc.summary and "f32" in doc.summary
    doc = describe("v_cmp_lt_u64")
    assert doc is not None
    assert "unsigned 64-bit" in doc.summary and "less than" in doc.summary


def test_memory_family_text() -> None:
    doc = describe("global_load_ushort")
    assert doc is not None
    assert doc.summary == "Loads an unsigned 16-bit value (zero-extended) per lane from global memory into VGPRs."
    doc = describe("buffer_store_dword")
    assert doc is not None
    assert "buffer resource descriptor" in doc.notes


def test_case_and_whitespace_are_ignored() -> None:
    doc = describe("  V_ADD_CO_U32_E32 ")
    assert doc is not None
    assert doc.mnemonic == "v_add_co_u32"


# ---- unknown ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["", "   ", "foo", "v_frobnicate_b32", "_e32", "v_add_co_u32 v0, vcc", "image_sample", "exp", "s_", "v_cmp_"],
)
def test_unknown_mnemonics(text: str) -> None:
    assert describe(text) is None


# ---- the table ------------------------------------------------------------------------------


def test_table_is_loaded_once() -> None:
    assert isa_rdna._table() is isa_rdna._table()


def test_table_size_and_shape() -> None:
    table = raw_table()
    instructions = table["instructions"]
    assert len(instructions) + len(table["families"]) >= 200
    for name, entry in instructions.items():
        assert re.fullmatch(r"[a-z][a-z0-9_]*", name), name
        assert entry["summary"].endswith("."), name
        assert isinstance(entry["operands"], str), name
        assert set(entry) <= {"summary", "operands", "category", "notes"}, name
    for family in table["families"]:
        re.compile(family["pattern"])
        assert family["summary"].endswith("."), family["name"]
        for field in re.findall(
            r"\{(\w+)(?::(\w+))?\}", family["summary"] + family["operands"] + family.get("notes", "")
        ):
            group, lookup = field
            assert group in re.compile(family["pattern"]).groupindex, (family["name"], group)
            assert (lookup or group) in table["tables"], (family["name"], lookup or group)


def test_every_alias_resolves() -> None:
    table = raw_table()
    for old, new in table["aliases"].items():
        assert old not in table["instructions"], old
        doc = describe(old)
        assert doc is not None and doc.mnemonic == new, old


def test_categories_cover_the_main_units() -> None:
    categories = {e.get("category") for e in raw_table()["instructions"].values()}
    assert {
        "scalar ALU",
        "program control",
        "synchronization",
        "vector ALU",
        "LDS",
        "cache control",
        "matrix",
    } <= categories
