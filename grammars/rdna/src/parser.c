#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#ifdef _MSC_VER
#pragma optimize("", off)
#elif defined(__clang__)
#pragma clang optimize off
#elif defined(__GNUC__)
#pragma GCC optimize ("O0")
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 305
#define LARGE_STATE_COUNT 4
#define SYMBOL_COUNT 164
#define ALIAS_COUNT 1
#define TOKEN_COUNT 120
#define EXTERNAL_TOKEN_COUNT 3
#define FIELD_COUNT 14
#define MAX_ALIAS_SEQUENCE_LENGTH 5
#define PRODUCTION_ID_COUNT 22

enum ts_symbol_identifiers {
  sym_identifier = 1,
  sym__eol = 2,
  anon_sym_COLON = 3,
  anon_sym_LTunknown_GT = 4,
  anon_sym_COMMA = 5,
  anon_sym_PIPE = 6,
  anon_sym_AMP = 7,
  anon_sym_COLON_COLON = 8,
  anon_sym_glc = 9,
  anon_sym_slc = 10,
  anon_sym_dlc = 11,
  anon_sym_sc0 = 12,
  anon_sym_sc1 = 13,
  anon_sym_nt = 14,
  anon_sym_vcc = 15,
  anon_sym_vcc_lo = 16,
  anon_sym_vcc_hi = 17,
  anon_sym_exec = 18,
  anon_sym_exec_lo = 19,
  anon_sym_exec_hi = 20,
  anon_sym_m0 = 21,
  anon_sym_scc = 22,
  anon_sym_vccz = 23,
  anon_sym_execz = 24,
  anon_sym_null = 25,
  anon_sym_off = 26,
  anon_sym_flat_scratch = 27,
  anon_sym_flat_scratch_lo = 28,
  anon_sym_flat_scratch_hi = 29,
  anon_sym_xnack_mask = 30,
  anon_sym_xnack_mask_lo = 31,
  anon_sym_xnack_mask_hi = 32,
  anon_sym_tba = 33,
  anon_sym_tba_lo = 34,
  anon_sym_tba_hi = 35,
  anon_sym_tma = 36,
  anon_sym_tma_lo = 37,
  anon_sym_tma_hi = 38,
  anon_sym_lds_direct = 39,
  anon_sym_src_lds_direct = 40,
  anon_sym_shared_base = 41,
  anon_sym_shared_limit = 42,
  anon_sym_private_base = 43,
  anon_sym_private_limit = 44,
  anon_sym_pops_exiting_wave_id = 45,
  anon_sym_src_shared_base = 46,
  anon_sym_src_shared_limit = 47,
  anon_sym_src_private_base = 48,
  anon_sym_src_private_limit = 49,
  anon_sym_src_pops_exiting_wave_id = 50,
  anon_sym_src_vccz = 51,
  anon_sym_src_execz = 52,
  anon_sym_src_scc = 53,
  anon_sym_src_flat_scratch_base_lo = 54,
  anon_sym_src_flat_scratch_base_hi = 55,
  anon_sym_inv2pi = 56,
  sym_register = 57,
  sym_register_range = 58,
  sym_immediate = 59,
  sym__dot_name = 60,
  sym_number = 61,
  anon_sym_DASH = 62,
  anon_sym_neg = 63,
  anon_sym_LPAREN = 64,
  anon_sym_RPAREN = 65,
  anon_sym_abs = 66,
  anon_sym_sext = 67,
  anon_sym_lit = 68,
  sym_relocation = 69,
  sym_symbol_offset = 70,
  anon_sym_COLON2 = 71,
  anon_sym_LPAREN2 = 72,
  anon_sym_LBRACK = 73,
  anon_sym_RBRACK = 74,
  anon_sym_EQ = 75,
  sym_symbol_type = 76,
  sym_section_flag = 77,
  anon_sym_PIPE_PIPE = 78,
  anon_sym_AMP_AMP = 79,
  anon_sym_CARET = 80,
  anon_sym_EQ_EQ = 81,
  anon_sym_BANG_EQ = 82,
  anon_sym_LT_GT = 83,
  anon_sym_LT = 84,
  anon_sym_LT_EQ = 85,
  anon_sym_GT = 86,
  anon_sym_GT_EQ = 87,
  anon_sym_LT_LT = 88,
  anon_sym_GT_GT = 89,
  anon_sym_PLUS = 90,
  anon_sym_STAR = 91,
  anon_sym_SLASH = 92,
  anon_sym_PERCENT = 93,
  anon_sym_TILDE = 94,
  anon_sym_BANG = 95,
  anon_sym_DOTamdhsa_kernel = 96,
  anon_sym_DOTend_amdhsa_kernel = 97,
  anon_sym_DOTamdgpu_metadata = 98,
  anon_sym_DOTamd_amdgpu_hsa_metadata = 99,
  anon_sym_DOTamdgpu_pal_metadata = 100,
  anon_sym_DOTamd_amdgpu_pal_metadata = 101,
  anon_sym_DOTend_amdgpu_metadata = 102,
  anon_sym_DOTend_amd_amdgpu_hsa_metadata = 103,
  anon_sym_DOTend_amdgpu_pal_metadata = 104,
  anon_sym_DOTend_amd_amdgpu_pal_metadata = 105,
  sym_metadata_line = 106,
  sym_address = 107,
  sym__angle_name = 108,
  sym_relocation_type = 109,
  sym_file_format = 110,
  anon_sym_Disassemblyofsection = 111,
  sym__section_name = 112,
  sym_skipped_bytes = 113,
  sym_string = 114,
  sym_comment = 115,
  sym_encoding = 116,
  sym__label_name = 117,
  sym__reloc_address = 118,
  sym__eof = 119,
  sym_source_file = 120,
  sym__block = 121,
  sym__line = 122,
  sym__statement = 123,
  sym_label = 124,
  sym__symbol_name = 125,
  sym_instruction = 126,
  sym__first_item = 127,
  sym__leading_flag = 128,
  sym__operand_item = 129,
  sym__operand = 130,
  sym_neg = 131,
  sym_abs = 132,
  sym_sext = 133,
  sym_lit = 134,
  sym_symbol_ref = 135,
  sym_modifier = 136,
  sym__modifier_args = 137,
  sym__modifier_value = 138,
  sym__function_value = 139,
  sym_modifier_list = 140,
  sym__modifier_arg = 141,
  sym_directive = 142,
  sym__arguments = 143,
  sym_assignment = 144,
  sym__expression = 145,
  sym__reloc_symbol = 146,
  sym_binary_expression = 147,
  sym_unary_expression = 148,
  sym_parenthesized_expression = 149,
  sym_call_expression = 150,
  sym_kernel_descriptor = 151,
  sym_metadata_block = 152,
  sym_function_header = 153,
  sym_relocation_record = 154,
  sym_section_header = 155,
  aux_sym_source_file_repeat1 = 156,
  aux_sym__block_repeat1 = 157,
  aux_sym_instruction_repeat1 = 158,
  aux_sym__modifier_args_repeat1 = 159,
  aux_sym__arguments_repeat1 = 160,
  aux_sym_call_expression_repeat1 = 161,
  aux_sym_kernel_descriptor_repeat1 = 162,
  aux_sym_metadata_block_repeat1 = 163,
  alias_sym_constant = 164,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym_identifier] = "mnemonic",
  [sym__eol] = "_eol",
  [anon_sym_COLON] = ":",
  [anon_sym_LTunknown_GT] = "mnemonic",
  [anon_sym_COMMA] = ",",
  [anon_sym_PIPE] = "|",
  [anon_sym_AMP] = "&",
  [anon_sym_COLON_COLON] = "::",
  [anon_sym_glc] = "modifier_name",
  [anon_sym_slc] = "modifier_name",
  [anon_sym_dlc] = "modifier_name",
  [anon_sym_sc0] = "modifier_name",
  [anon_sym_sc1] = "modifier_name",
  [anon_sym_nt] = "modifier_name",
  [anon_sym_vcc] = "special_register",
  [anon_sym_vcc_lo] = "special_register",
  [anon_sym_vcc_hi] = "special_register",
  [anon_sym_exec] = "special_register",
  [anon_sym_exec_lo] = "special_register",
  [anon_sym_exec_hi] = "special_register",
  [anon_sym_m0] = "special_register",
  [anon_sym_scc] = "special_register",
  [anon_sym_vccz] = "special_register",
  [anon_sym_execz] = "special_register",
  [anon_sym_null] = "special_register",
  [anon_sym_off] = "special_register",
  [anon_sym_flat_scratch] = "special_register",
  [anon_sym_flat_scratch_lo] = "special_register",
  [anon_sym_flat_scratch_hi] = "special_register",
  [anon_sym_xnack_mask] = "special_register",
  [anon_sym_xnack_mask_lo] = "special_register",
  [anon_sym_xnack_mask_hi] = "special_register",
  [anon_sym_tba] = "special_register",
  [anon_sym_tba_lo] = "special_register",
  [anon_sym_tba_hi] = "special_register",
  [anon_sym_tma] = "special_register",
  [anon_sym_tma_lo] = "special_register",
  [anon_sym_tma_hi] = "special_register",
  [anon_sym_lds_direct] = "special_register",
  [anon_sym_src_lds_direct] = "special_register",
  [anon_sym_shared_base] = "special_register",
  [anon_sym_shared_limit] = "special_register",
  [anon_sym_private_base] = "special_register",
  [anon_sym_private_limit] = "special_register",
  [anon_sym_pops_exiting_wave_id] = "special_register",
  [anon_sym_src_shared_base] = "special_register",
  [anon_sym_src_shared_limit] = "special_register",
  [anon_sym_src_private_base] = "special_register",
  [anon_sym_src_private_limit] = "special_register",
  [anon_sym_src_pops_exiting_wave_id] = "special_register",
  [anon_sym_src_vccz] = "special_register",
  [anon_sym_src_execz] = "special_register",
  [anon_sym_src_scc] = "special_register",
  [anon_sym_src_flat_scratch_base_lo] = "special_register",
  [anon_sym_src_flat_scratch_base_hi] = "special_register",
  [anon_sym_inv2pi] = "immediate",
  [sym_register] = "register",
  [sym_register_range] = "register_range",
  [sym_immediate] = "immediate",
  [sym__dot_name] = "directive_name",
  [sym_number] = "number",
  [anon_sym_DASH] = "-",
  [anon_sym_neg] = "neg",
  [anon_sym_LPAREN] = "(",
  [anon_sym_RPAREN] = ")",
  [anon_sym_abs] = "abs",
  [anon_sym_sext] = "sext",
  [anon_sym_lit] = "lit",
  [sym_relocation] = "relocation",
  [sym_symbol_offset] = "symbol_offset",
  [anon_sym_COLON2] = ":",
  [anon_sym_LPAREN2] = "(",
  [anon_sym_LBRACK] = "[",
  [anon_sym_RBRACK] = "]",
  [anon_sym_EQ] = "=",
  [sym_symbol_type] = "symbol_type",
  [sym_section_flag] = "section_flag",
  [anon_sym_PIPE_PIPE] = "||",
  [anon_sym_AMP_AMP] = "&&",
  [anon_sym_CARET] = "^",
  [anon_sym_EQ_EQ] = "==",
  [anon_sym_BANG_EQ] = "!=",
  [anon_sym_LT_GT] = "<>",
  [anon_sym_LT] = "<",
  [anon_sym_LT_EQ] = "<=",
  [anon_sym_GT] = ">",
  [anon_sym_GT_EQ] = ">=",
  [anon_sym_LT_LT] = "<<",
  [anon_sym_GT_GT] = ">>",
  [anon_sym_PLUS] = "+",
  [anon_sym_STAR] = "*",
  [anon_sym_SLASH] = "/",
  [anon_sym_PERCENT] = "%",
  [anon_sym_TILDE] = "~",
  [anon_sym_BANG] = "!",
  [anon_sym_DOTamdhsa_kernel] = ".amdhsa_kernel",
  [anon_sym_DOTend_amdhsa_kernel] = ".end_amdhsa_kernel",
  [anon_sym_DOTamdgpu_metadata] = ".amdgpu_metadata",
  [anon_sym_DOTamd_amdgpu_hsa_metadata] = ".amd_amdgpu_hsa_metadata",
  [anon_sym_DOTamdgpu_pal_metadata] = ".amdgpu_pal_metadata",
  [anon_sym_DOTamd_amdgpu_pal_metadata] = ".amd_amdgpu_pal_metadata",
  [anon_sym_DOTend_amdgpu_metadata] = ".end_amdgpu_metadata",
  [anon_sym_DOTend_amd_amdgpu_hsa_metadata] = ".end_amd_amdgpu_hsa_metadata",
  [anon_sym_DOTend_amdgpu_pal_metadata] = ".end_amdgpu_pal_metadata",
  [anon_sym_DOTend_amd_amdgpu_pal_metadata] = ".end_amd_amdgpu_pal_metadata",
  [sym_metadata_line] = "metadata_line",
  [sym_address] = "address",
  [sym__angle_name] = "symbol",
  [sym_relocation_type] = "relocation_type",
  [sym_file_format] = "file_format",
  [anon_sym_Disassemblyofsection] = "Disassembly of section",
  [sym__section_name] = "symbol",
  [sym_skipped_bytes] = "skipped_bytes",
  [sym_string] = "string",
  [sym_comment] = "comment",
  [sym_encoding] = "encoding",
  [sym__label_name] = "symbol",
  [sym__reloc_address] = "address",
  [sym__eof] = "_eof",
  [sym_source_file] = "source_file",
  [sym__block] = "_block",
  [sym__line] = "_line",
  [sym__statement] = "_statement",
  [sym_label] = "label",
  [sym__symbol_name] = "_symbol_name",
  [sym_instruction] = "instruction",
  [sym__first_item] = "_first_item",
  [sym__leading_flag] = "modifier",
  [sym__operand_item] = "_operand_item",
  [sym__operand] = "_operand",
  [sym_neg] = "neg",
  [sym_abs] = "abs",
  [sym_sext] = "sext",
  [sym_lit] = "lit",
  [sym_symbol_ref] = "symbol_ref",
  [sym_modifier] = "modifier",
  [sym__modifier_args] = "_modifier_args",
  [sym__modifier_value] = "_modifier_value",
  [sym__function_value] = "modifier",
  [sym_modifier_list] = "modifier_list",
  [sym__modifier_arg] = "_modifier_arg",
  [sym_directive] = "directive",
  [sym__arguments] = "_arguments",
  [sym_assignment] = "assignment",
  [sym__expression] = "_expression",
  [sym__reloc_symbol] = "symbol_ref",
  [sym_binary_expression] = "binary_expression",
  [sym_unary_expression] = "unary_expression",
  [sym_parenthesized_expression] = "parenthesized_expression",
  [sym_call_expression] = "call_expression",
  [sym_kernel_descriptor] = "kernel_descriptor",
  [sym_metadata_block] = "metadata_block",
  [sym_function_header] = "function_header",
  [sym_relocation_record] = "relocation_record",
  [sym_section_header] = "section_header",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym__block_repeat1] = "_block_repeat1",
  [aux_sym_instruction_repeat1] = "instruction_repeat1",
  [aux_sym__modifier_args_repeat1] = "_modifier_args_repeat1",
  [aux_sym__arguments_repeat1] = "_arguments_repeat1",
  [aux_sym_call_expression_repeat1] = "call_expression_repeat1",
  [aux_sym_kernel_descriptor_repeat1] = "kernel_descriptor_repeat1",
  [aux_sym_metadata_block_repeat1] = "metadata_block_repeat1",
  [alias_sym_constant] = "constant",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym_identifier] = anon_sym_LTunknown_GT,
  [sym__eol] = sym__eol,
  [anon_sym_COLON] = anon_sym_COLON,
  [anon_sym_LTunknown_GT] = anon_sym_LTunknown_GT,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [anon_sym_PIPE] = anon_sym_PIPE,
  [anon_sym_AMP] = anon_sym_AMP,
  [anon_sym_COLON_COLON] = anon_sym_COLON_COLON,
  [anon_sym_glc] = anon_sym_glc,
  [anon_sym_slc] = anon_sym_glc,
  [anon_sym_dlc] = anon_sym_glc,
  [anon_sym_sc0] = anon_sym_glc,
  [anon_sym_sc1] = anon_sym_glc,
  [anon_sym_nt] = anon_sym_glc,
  [anon_sym_vcc] = anon_sym_vcc,
  [anon_sym_vcc_lo] = anon_sym_vcc,
  [anon_sym_vcc_hi] = anon_sym_vcc,
  [anon_sym_exec] = anon_sym_vcc,
  [anon_sym_exec_lo] = anon_sym_vcc,
  [anon_sym_exec_hi] = anon_sym_vcc,
  [anon_sym_m0] = anon_sym_vcc,
  [anon_sym_scc] = anon_sym_vcc,
  [anon_sym_vccz] = anon_sym_vcc,
  [anon_sym_execz] = anon_sym_vcc,
  [anon_sym_null] = anon_sym_vcc,
  [anon_sym_off] = anon_sym_vcc,
  [anon_sym_flat_scratch] = anon_sym_vcc,
  [anon_sym_flat_scratch_lo] = anon_sym_vcc,
  [anon_sym_flat_scratch_hi] = anon_sym_vcc,
  [anon_sym_xnack_mask] = anon_sym_vcc,
  [anon_sym_xnack_mask_lo] = anon_sym_vcc,
  [anon_sym_xnack_mask_hi] = anon_sym_vcc,
  [anon_sym_tba] = anon_sym_vcc,
  [anon_sym_tba_lo] = anon_sym_vcc,
  [anon_sym_tba_hi] = anon_sym_vcc,
  [anon_sym_tma] = anon_sym_vcc,
  [anon_sym_tma_lo] = anon_sym_vcc,
  [anon_sym_tma_hi] = anon_sym_vcc,
  [anon_sym_lds_direct] = anon_sym_vcc,
  [anon_sym_src_lds_direct] = anon_sym_vcc,
  [anon_sym_shared_base] = anon_sym_vcc,
  [anon_sym_shared_limit] = anon_sym_vcc,
  [anon_sym_private_base] = anon_sym_vcc,
  [anon_sym_private_limit] = anon_sym_vcc,
  [anon_sym_pops_exiting_wave_id] = anon_sym_vcc,
  [anon_sym_src_shared_base] = anon_sym_vcc,
  [anon_sym_src_shared_limit] = anon_sym_vcc,
  [anon_sym_src_private_base] = anon_sym_vcc,
  [anon_sym_src_private_limit] = anon_sym_vcc,
  [anon_sym_src_pops_exiting_wave_id] = anon_sym_vcc,
  [anon_sym_src_vccz] = anon_sym_vcc,
  [anon_sym_src_execz] = anon_sym_vcc,
  [anon_sym_src_scc] = anon_sym_vcc,
  [anon_sym_src_flat_scratch_base_lo] = anon_sym_vcc,
  [anon_sym_src_flat_scratch_base_hi] = anon_sym_vcc,
  [anon_sym_inv2pi] = sym_immediate,
  [sym_register] = sym_register,
  [sym_register_range] = sym_register_range,
  [sym_immediate] = sym_immediate,
  [sym__dot_name] = sym__dot_name,
  [sym_number] = sym_number,
  [anon_sym_DASH] = anon_sym_DASH,
  [anon_sym_neg] = anon_sym_neg,
  [anon_sym_LPAREN] = anon_sym_LPAREN,
  [anon_sym_RPAREN] = anon_sym_RPAREN,
  [anon_sym_abs] = anon_sym_abs,
  [anon_sym_sext] = anon_sym_sext,
  [anon_sym_lit] = anon_sym_lit,
  [sym_relocation] = sym_relocation,
  [sym_symbol_offset] = sym_symbol_offset,
  [anon_sym_COLON2] = anon_sym_COLON,
  [anon_sym_LPAREN2] = anon_sym_LPAREN,
  [anon_sym_LBRACK] = anon_sym_LBRACK,
  [anon_sym_RBRACK] = anon_sym_RBRACK,
  [anon_sym_EQ] = anon_sym_EQ,
  [sym_symbol_type] = sym_symbol_type,
  [sym_section_flag] = sym_section_flag,
  [anon_sym_PIPE_PIPE] = anon_sym_PIPE_PIPE,
  [anon_sym_AMP_AMP] = anon_sym_AMP_AMP,
  [anon_sym_CARET] = anon_sym_CARET,
  [anon_sym_EQ_EQ] = anon_sym_EQ_EQ,
  [anon_sym_BANG_EQ] = anon_sym_BANG_EQ,
  [anon_sym_LT_GT] = anon_sym_LT_GT,
  [anon_sym_LT] = anon_sym_LT,
  [anon_sym_LT_EQ] = anon_sym_LT_EQ,
  [anon_sym_GT] = anon_sym_GT,
  [anon_sym_GT_EQ] = anon_sym_GT_EQ,
  [anon_sym_LT_LT] = anon_sym_LT_LT,
  [anon_sym_GT_GT] = anon_sym_GT_GT,
  [anon_sym_PLUS] = anon_sym_PLUS,
  [anon_sym_STAR] = anon_sym_STAR,
  [anon_sym_SLASH] = anon_sym_SLASH,
  [anon_sym_PERCENT] = anon_sym_PERCENT,
  [anon_sym_TILDE] = anon_sym_TILDE,
  [anon_sym_BANG] = anon_sym_BANG,
  [anon_sym_DOTamdhsa_kernel] = anon_sym_DOTamdhsa_kernel,
  [anon_sym_DOTend_amdhsa_kernel] = anon_sym_DOTend_amdhsa_kernel,
  [anon_sym_DOTamdgpu_metadata] = anon_sym_DOTamdgpu_metadata,
  [anon_sym_DOTamd_amdgpu_hsa_metadata] = anon_sym_DOTamd_amdgpu_hsa_metadata,
  [anon_sym_DOTamdgpu_pal_metadata] = anon_sym_DOTamdgpu_pal_metadata,
  [anon_sym_DOTamd_amdgpu_pal_metadata] = anon_sym_DOTamd_amdgpu_pal_metadata,
  [anon_sym_DOTend_amdgpu_metadata] = anon_sym_DOTend_amdgpu_metadata,
  [anon_sym_DOTend_amd_amdgpu_hsa_metadata] = anon_sym_DOTend_amd_amdgpu_hsa_metadata,
  [anon_sym_DOTend_amdgpu_pal_metadata] = anon_sym_DOTend_amdgpu_pal_metadata,
  [anon_sym_DOTend_amd_amdgpu_pal_metadata] = anon_sym_DOTend_amd_amdgpu_pal_metadata,
  [sym_metadata_line] = sym_metadata_line,
  [sym_address] = sym_address,
  [sym__angle_name] = sym__label_name,
  [sym_relocation_type] = sym_relocation_type,
  [sym_file_format] = sym_file_format,
  [anon_sym_Disassemblyofsection] = anon_sym_Disassemblyofsection,
  [sym__section_name] = sym__label_name,
  [sym_skipped_bytes] = sym_skipped_bytes,
  [sym_string] = sym_string,
  [sym_comment] = sym_comment,
  [sym_encoding] = sym_encoding,
  [sym__label_name] = sym__label_name,
  [sym__reloc_address] = sym_address,
  [sym__eof] = sym__eof,
  [sym_source_file] = sym_source_file,
  [sym__block] = sym__block,
  [sym__line] = sym__line,
  [sym__statement] = sym__statement,
  [sym_label] = sym_label,
  [sym__symbol_name] = sym__symbol_name,
  [sym_instruction] = sym_instruction,
  [sym__first_item] = sym__first_item,
  [sym__leading_flag] = sym_modifier,
  [sym__operand_item] = sym__operand_item,
  [sym__operand] = sym__operand,
  [sym_neg] = sym_neg,
  [sym_abs] = sym_abs,
  [sym_sext] = sym_sext,
  [sym_lit] = sym_lit,
  [sym_symbol_ref] = sym_symbol_ref,
  [sym_modifier] = sym_modifier,
  [sym__modifier_args] = sym__modifier_args,
  [sym__modifier_value] = sym__modifier_value,
  [sym__function_value] = sym_modifier,
  [sym_modifier_list] = sym_modifier_list,
  [sym__modifier_arg] = sym__modifier_arg,
  [sym_directive] = sym_directive,
  [sym__arguments] = sym__arguments,
  [sym_assignment] = sym_assignment,
  [sym__expression] = sym__expression,
  [sym__reloc_symbol] = sym_symbol_ref,
  [sym_binary_expression] = sym_binary_expression,
  [sym_unary_expression] = sym_unary_expression,
  [sym_parenthesized_expression] = sym_parenthesized_expression,
  [sym_call_expression] = sym_call_expression,
  [sym_kernel_descriptor] = sym_kernel_descriptor,
  [sym_metadata_block] = sym_metadata_block,
  [sym_function_header] = sym_function_header,
  [sym_relocation_record] = sym_relocation_record,
  [sym_section_header] = sym_section_header,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym__block_repeat1] = aux_sym__block_repeat1,
  [aux_sym_instruction_repeat1] = aux_sym_instruction_repeat1,
  [aux_sym__modifier_args_repeat1] = aux_sym__modifier_args_repeat1,
  [aux_sym__arguments_repeat1] = aux_sym__arguments_repeat1,
  [aux_sym_call_expression_repeat1] = aux_sym_call_expression_repeat1,
  [aux_sym_kernel_descriptor_repeat1] = aux_sym_kernel_descriptor_repeat1,
  [aux_sym_metadata_block_repeat1] = aux_sym_metadata_block_repeat1,
  [alias_sym_constant] = alias_sym_constant,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym_identifier] = {
    .visible = true,
    .named = true,
  },
  [sym__eol] = {
    .visible = false,
    .named = true,
  },
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LTunknown_GT] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PIPE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_AMP] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COLON_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_glc] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_slc] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_dlc] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_sc0] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_sc1] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_nt] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_vcc] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_vcc_lo] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_vcc_hi] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_exec] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_exec_lo] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_exec_hi] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_m0] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_scc] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_vccz] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_execz] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_null] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_off] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_flat_scratch] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_flat_scratch_lo] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_flat_scratch_hi] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_xnack_mask] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_xnack_mask_lo] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_xnack_mask_hi] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_tba] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_tba_lo] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_tba_hi] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_tma] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_tma_lo] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_tma_hi] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_lds_direct] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_lds_direct] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_shared_base] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_shared_limit] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_private_base] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_private_limit] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_pops_exiting_wave_id] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_shared_base] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_shared_limit] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_private_base] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_private_limit] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_pops_exiting_wave_id] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_vccz] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_execz] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_scc] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_flat_scratch_base_lo] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_src_flat_scratch_base_hi] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_inv2pi] = {
    .visible = true,
    .named = true,
  },
  [sym_register] = {
    .visible = true,
    .named = true,
  },
  [sym_register_range] = {
    .visible = true,
    .named = true,
  },
  [sym_immediate] = {
    .visible = true,
    .named = true,
  },
  [sym__dot_name] = {
    .visible = true,
    .named = true,
  },
  [sym_number] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_DASH] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_neg] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_abs] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_sext] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_lit] = {
    .visible = true,
    .named = false,
  },
  [sym_relocation] = {
    .visible = true,
    .named = true,
  },
  [sym_symbol_offset] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_COLON2] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LPAREN2] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LBRACK] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RBRACK] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EQ] = {
    .visible = true,
    .named = false,
  },
  [sym_symbol_type] = {
    .visible = true,
    .named = true,
  },
  [sym_section_flag] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_PIPE_PIPE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_AMP_AMP] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_CARET] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EQ_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_BANG_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT_GT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT_LT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT_GT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_STAR] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_SLASH] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PERCENT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_TILDE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_BANG] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTamdhsa_kernel] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTend_amdhsa_kernel] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTamdgpu_metadata] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTamd_amdgpu_hsa_metadata] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTamdgpu_pal_metadata] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTamd_amdgpu_pal_metadata] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTend_amdgpu_metadata] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTend_amd_amdgpu_hsa_metadata] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTend_amdgpu_pal_metadata] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTend_amd_amdgpu_pal_metadata] = {
    .visible = true,
    .named = false,
  },
  [sym_metadata_line] = {
    .visible = true,
    .named = true,
  },
  [sym_address] = {
    .visible = true,
    .named = true,
  },
  [sym__angle_name] = {
    .visible = true,
    .named = true,
  },
  [sym_relocation_type] = {
    .visible = true,
    .named = true,
  },
  [sym_file_format] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Disassemblyofsection] = {
    .visible = true,
    .named = false,
  },
  [sym__section_name] = {
    .visible = true,
    .named = true,
  },
  [sym_skipped_bytes] = {
    .visible = true,
    .named = true,
  },
  [sym_string] = {
    .visible = true,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym_encoding] = {
    .visible = true,
    .named = true,
  },
  [sym__label_name] = {
    .visible = true,
    .named = true,
  },
  [sym__reloc_address] = {
    .visible = true,
    .named = true,
  },
  [sym__eof] = {
    .visible = false,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym__block] = {
    .visible = false,
    .named = true,
  },
  [sym__line] = {
    .visible = false,
    .named = true,
  },
  [sym__statement] = {
    .visible = false,
    .named = true,
  },
  [sym_label] = {
    .visible = true,
    .named = true,
  },
  [sym__symbol_name] = {
    .visible = false,
    .named = true,
  },
  [sym_instruction] = {
    .visible = true,
    .named = true,
  },
  [sym__first_item] = {
    .visible = false,
    .named = true,
  },
  [sym__leading_flag] = {
    .visible = true,
    .named = true,
  },
  [sym__operand_item] = {
    .visible = false,
    .named = true,
  },
  [sym__operand] = {
    .visible = false,
    .named = true,
  },
  [sym_neg] = {
    .visible = true,
    .named = true,
  },
  [sym_abs] = {
    .visible = true,
    .named = true,
  },
  [sym_sext] = {
    .visible = true,
    .named = true,
  },
  [sym_lit] = {
    .visible = true,
    .named = true,
  },
  [sym_symbol_ref] = {
    .visible = true,
    .named = true,
  },
  [sym_modifier] = {
    .visible = true,
    .named = true,
  },
  [sym__modifier_args] = {
    .visible = false,
    .named = true,
  },
  [sym__modifier_value] = {
    .visible = false,
    .named = true,
  },
  [sym__function_value] = {
    .visible = true,
    .named = true,
  },
  [sym_modifier_list] = {
    .visible = true,
    .named = true,
  },
  [sym__modifier_arg] = {
    .visible = false,
    .named = true,
  },
  [sym_directive] = {
    .visible = true,
    .named = true,
  },
  [sym__arguments] = {
    .visible = false,
    .named = true,
  },
  [sym_assignment] = {
    .visible = true,
    .named = true,
  },
  [sym__expression] = {
    .visible = false,
    .named = true,
  },
  [sym__reloc_symbol] = {
    .visible = true,
    .named = true,
  },
  [sym_binary_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_unary_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_parenthesized_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_call_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_kernel_descriptor] = {
    .visible = true,
    .named = true,
  },
  [sym_metadata_block] = {
    .visible = true,
    .named = true,
  },
  [sym_function_header] = {
    .visible = true,
    .named = true,
  },
  [sym_relocation_record] = {
    .visible = true,
    .named = true,
  },
  [sym_section_header] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__block_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_instruction_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__modifier_args_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__arguments_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_call_expression_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_kernel_descriptor_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_metadata_block_repeat1] = {
    .visible = false,
    .named = false,
  },
  [alias_sym_constant] = {
    .visible = true,
    .named = true,
  },
};

enum ts_field_identifiers {
  field_address = 1,
  field_argument = 2,
  field_dual = 3,
  field_function = 4,
  field_left = 5,
  field_mnemonic = 6,
  field_name = 7,
  field_offset = 8,
  field_operator = 9,
  field_relocation = 10,
  field_right = 11,
  field_target = 12,
  field_type = 13,
  field_value = 14,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_address] = "address",
  [field_argument] = "argument",
  [field_dual] = "dual",
  [field_function] = "function",
  [field_left] = "left",
  [field_mnemonic] = "mnemonic",
  [field_name] = "name",
  [field_offset] = "offset",
  [field_operator] = "operator",
  [field_relocation] = "relocation",
  [field_right] = "right",
  [field_target] = "target",
  [field_type] = "type",
  [field_value] = "value",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [3] = {.index = 1, .length = 1},
  [4] = {.index = 1, .length = 1},
  [5] = {.index = 2, .length = 1},
  [6] = {.index = 3, .length = 2},
  [7] = {.index = 5, .length = 2},
  [8] = {.index = 7, .length = 2},
  [9] = {.index = 9, .length = 2},
  [10] = {.index = 11, .length = 2},
  [11] = {.index = 13, .length = 1},
  [12] = {.index = 14, .length = 2},
  [13] = {.index = 16, .length = 3},
  [15] = {.index = 14, .length = 2},
  [16] = {.index = 19, .length = 3},
  [17] = {.index = 22, .length = 2},
  [18] = {.index = 24, .length = 1},
  [19] = {.index = 25, .length = 3},
  [20] = {.index = 28, .length = 2},
  [21] = {.index = 30, .length = 2},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_mnemonic, 0},
  [1] =
    {field_name, 0},
  [2] =
    {field_name, 0, .inherited = true},
  [3] =
    {field_name, 0, .inherited = true},
    {field_relocation, 0, .inherited = true},
  [5] =
    {field_dual, 2},
    {field_mnemonic, 0},
  [7] =
    {field_name, 0},
    {field_relocation, 1},
  [9] =
    {field_name, 0},
    {field_offset, 1},
  [11] =
    {field_argument, 1},
    {field_operator, 0},
  [13] =
    {field_name, 1},
  [14] =
    {field_name, 0},
    {field_value, 2},
  [16] =
    {field_address, 0},
    {field_target, 3},
    {field_type, 2},
  [19] =
    {field_name, 0},
    {field_offset, 2},
    {field_relocation, 1},
  [22] =
    {field_dual, 3},
    {field_mnemonic, 0},
  [24] =
    {field_function, 0},
  [25] =
    {field_left, 0},
    {field_operator, 1},
    {field_right, 2},
  [28] =
    {field_dual, 4},
    {field_mnemonic, 0},
  [30] =
    {field_address, 0},
    {field_name, 2},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [2] = {
    [0] = sym__label_name,
  },
  [4] = {
    [0] = anon_sym_glc,
  },
  [14] = {
    [0] = alias_sym_constant,
  },
  [15] = {
    [0] = anon_sym_glc,
  },
  [18] = {
    [0] = sym__label_name,
  },
};

static const uint16_t ts_non_terminal_alias_map[] = {
  0,
};

static const TSStateId ts_primary_state_ids[STATE_COUNT] = {
  [0] = 0,
  [1] = 1,
  [2] = 2,
  [3] = 3,
  [4] = 4,
  [5] = 5,
  [6] = 6,
  [7] = 7,
  [8] = 8,
  [9] = 9,
  [10] = 10,
  [11] = 7,
  [12] = 5,
  [13] = 6,
  [14] = 8,
  [15] = 9,
  [16] = 10,
  [17] = 17,
  [18] = 17,
  [19] = 19,
  [20] = 19,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 30,
  [31] = 31,
  [32] = 32,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 36,
  [37] = 22,
  [38] = 38,
  [39] = 21,
  [40] = 40,
  [41] = 41,
  [42] = 42,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 33,
  [47] = 27,
  [48] = 26,
  [49] = 25,
  [50] = 45,
  [51] = 40,
  [52] = 42,
  [53] = 43,
  [54] = 23,
  [55] = 28,
  [56] = 29,
  [57] = 30,
  [58] = 31,
  [59] = 32,
  [60] = 34,
  [61] = 44,
  [62] = 35,
  [63] = 36,
  [64] = 24,
  [65] = 65,
  [66] = 66,
  [67] = 67,
  [68] = 68,
  [69] = 69,
  [70] = 19,
  [71] = 71,
  [72] = 19,
  [73] = 21,
  [74] = 22,
  [75] = 75,
  [76] = 76,
  [77] = 75,
  [78] = 78,
  [79] = 40,
  [80] = 42,
  [81] = 43,
  [82] = 45,
  [83] = 23,
  [84] = 25,
  [85] = 26,
  [86] = 28,
  [87] = 29,
  [88] = 30,
  [89] = 31,
  [90] = 32,
  [91] = 33,
  [92] = 34,
  [93] = 35,
  [94] = 36,
  [95] = 22,
  [96] = 21,
  [97] = 97,
  [98] = 75,
  [99] = 75,
  [100] = 35,
  [101] = 30,
  [102] = 97,
  [103] = 103,
  [104] = 40,
  [105] = 42,
  [106] = 43,
  [107] = 45,
  [108] = 23,
  [109] = 25,
  [110] = 26,
  [111] = 28,
  [112] = 29,
  [113] = 31,
  [114] = 32,
  [115] = 33,
  [116] = 34,
  [117] = 36,
  [118] = 118,
  [119] = 119,
  [120] = 78,
  [121] = 76,
  [122] = 103,
  [123] = 123,
  [124] = 123,
  [125] = 123,
  [126] = 123,
  [127] = 127,
  [128] = 127,
  [129] = 127,
  [130] = 127,
  [131] = 131,
  [132] = 132,
  [133] = 133,
  [134] = 132,
  [135] = 135,
  [136] = 136,
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 131,
  [141] = 141,
  [142] = 139,
  [143] = 135,
  [144] = 136,
  [145] = 145,
  [146] = 137,
  [147] = 139,
  [148] = 145,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 145,
  [154] = 154,
  [155] = 133,
  [156] = 151,
  [157] = 132,
  [158] = 133,
  [159] = 131,
  [160] = 135,
  [161] = 136,
  [162] = 137,
  [163] = 139,
  [164] = 132,
  [165] = 165,
  [166] = 133,
  [167] = 131,
  [168] = 165,
  [169] = 145,
  [170] = 135,
  [171] = 136,
  [172] = 137,
  [173] = 152,
  [174] = 150,
  [175] = 151,
  [176] = 138,
  [177] = 149,
  [178] = 150,
  [179] = 151,
  [180] = 138,
  [181] = 138,
  [182] = 150,
  [183] = 183,
  [184] = 184,
  [185] = 185,
  [186] = 186,
  [187] = 187,
  [188] = 188,
  [189] = 189,
  [190] = 190,
  [191] = 191,
  [192] = 21,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 196,
  [197] = 197,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 201,
  [202] = 202,
  [203] = 203,
  [204] = 204,
  [205] = 205,
  [206] = 206,
  [207] = 207,
  [208] = 208,
  [209] = 209,
  [210] = 210,
  [211] = 211,
  [212] = 212,
  [213] = 213,
  [214] = 214,
  [215] = 215,
  [216] = 216,
  [217] = 217,
  [218] = 218,
  [219] = 219,
  [220] = 220,
  [221] = 221,
  [222] = 222,
  [223] = 223,
  [224] = 194,
  [225] = 225,
  [226] = 226,
  [227] = 21,
  [228] = 228,
  [229] = 229,
  [230] = 230,
  [231] = 231,
  [232] = 189,
  [233] = 196,
  [234] = 234,
  [235] = 235,
  [236] = 236,
  [237] = 237,
  [238] = 238,
  [239] = 236,
  [240] = 236,
  [241] = 241,
  [242] = 236,
  [243] = 243,
  [244] = 244,
  [245] = 245,
  [246] = 246,
  [247] = 247,
  [248] = 248,
  [249] = 249,
  [250] = 250,
  [251] = 251,
  [252] = 212,
  [253] = 214,
  [254] = 254,
  [255] = 200,
  [256] = 201,
  [257] = 202,
  [258] = 258,
  [259] = 259,
  [260] = 203,
  [261] = 261,
  [262] = 210,
  [263] = 263,
  [264] = 211,
  [265] = 265,
  [266] = 266,
  [267] = 267,
  [268] = 268,
  [269] = 269,
  [270] = 270,
  [271] = 271,
  [272] = 272,
  [273] = 273,
  [274] = 274,
  [275] = 275,
  [276] = 250,
  [277] = 277,
  [278] = 278,
  [279] = 273,
  [280] = 272,
  [281] = 281,
  [282] = 282,
  [283] = 283,
  [284] = 284,
  [285] = 285,
  [286] = 286,
  [287] = 287,
  [288] = 288,
  [289] = 289,
  [290] = 290,
  [291] = 291,
  [292] = 292,
  [293] = 293,
  [294] = 294,
  [295] = 274,
  [296] = 278,
  [297] = 297,
  [298] = 298,
  [299] = 277,
  [300] = 290,
  [301] = 292,
  [302] = 297,
  [303] = 285,
  [304] = 291,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(96);
      ADVANCE_MAP(
        '\n', 97,
        '!', 408,
        '"', 15,
        '#', 88,
        '%', 405,
        '&', 105,
        '(', 379,
        ')', 373,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 371,
        '.', 16,
        '/', 403,
        '0', 108,
        ':', 378,
        ';', 588,
        '<', 394,
        '=', 383,
        '>', 397,
        '@', 90,
        'D', 147,
        'R', 143,
        '[', 380,
        ']', 381,
        '^', 388,
        't', 155,
        '|', 103,
        '~', 406,
        'a', 142,
        's', 142,
        'v', 142,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(94);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(109);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 97,
        '!', 408,
        '"', 15,
        '#', 88,
        '%', 405,
        '&', 105,
        '(', 379,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 370,
        '.', 91,
        '/', 403,
        '0', 364,
        ';', 588,
        '<', 393,
        '=', 44,
        '>', 397,
        '@', 90,
        '^', 388,
        '|', 103,
        '~', 406,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(4);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(365);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 97,
        '!', 408,
        '"', 15,
        '#', 88,
        '%', 405,
        '&', 105,
        '(', 372,
        ')', 373,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 370,
        '.', 91,
        '/', 403,
        '0', 364,
        ':', 98,
        ';', 588,
        '<', 393,
        '=', 44,
        '>', 397,
        '@', 89,
        '^', 388,
        '|', 103,
        '~', 406,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(2);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(365);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 97,
        '!', 408,
        '"', 15,
        '#', 88,
        '%', 405,
        '&', 105,
        '(', 372,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 370,
        '.', 91,
        '/', 403,
        '0', 364,
        ';', 588,
        '<', 393,
        '=', 44,
        '>', 397,
        '@', 90,
        '^', 388,
        '|', 103,
        '~', 406,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(4);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(365);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 97,
        '!', 408,
        '"', 15,
        '#', 88,
        '%', 405,
        '&', 105,
        '(', 372,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 370,
        '.', 91,
        '/', 403,
        '0', 364,
        ';', 588,
        '<', 393,
        '=', 44,
        '>', 397,
        '@', 89,
        '^', 388,
        '|', 103,
        '~', 406,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(4);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(365);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 5:
      ADVANCE_MAP(
        '\n', 97,
        '!', 407,
        '"', 15,
        '#', 88,
        '(', 372,
        '+', 401,
        '-', 370,
        '.', 91,
        '/', 20,
        '0', 364,
        ';', 588,
        '<', 392,
        '=', 382,
        '~', 406,
        '%', 89,
        '@', 89,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(5);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(365);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 6:
      ADVANCE_MAP(
        '\n', 97,
        '!', 43,
        '%', 404,
        '&', 105,
        '(', 379,
        ')', 373,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 370,
        '.', 52,
        '/', 403,
        ';', 588,
        '<', 393,
        '=', 44,
        '>', 397,
        '@', 90,
        '^', 388,
        '|', 103,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(7);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 7:
      ADVANCE_MAP(
        '\n', 97,
        '!', 43,
        '%', 404,
        '&', 105,
        ')', 373,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 370,
        '.', 52,
        '/', 403,
        ';', 588,
        '<', 393,
        '=', 44,
        '>', 397,
        '^', 388,
        '|', 103,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(7);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 8:
      ADVANCE_MAP(
        '\n', 97,
        '"', 15,
        '&', 104,
        '(', 379,
        ')', 373,
        ',', 101,
        '-', 371,
        '.', 91,
        '/', 20,
        '0', 108,
        ':', 378,
        ';', 588,
        '<', 73,
        '=', 382,
        '[', 380,
        ']', 381,
        't', 155,
        '|', 102,
        'a', 142,
        's', 142,
        'v', 142,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(9);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(109);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 9:
      ADVANCE_MAP(
        '\n', 97,
        '"', 15,
        '&', 104,
        ')', 373,
        ',', 101,
        '-', 371,
        '.', 91,
        '/', 20,
        '0', 108,
        ':', 26,
        ';', 588,
        '<', 73,
        '=', 382,
        '[', 380,
        ']', 381,
        't', 155,
        '|', 102,
        'a', 142,
        's', 142,
        'v', 142,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(9);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(109);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 10:
      ADVANCE_MAP(
        '\n', 97,
        '&', 104,
        '(', 379,
        ')', 373,
        ',', 101,
        '/', 20,
        ':', 378,
        ';', 588,
        '=', 382,
        '@', 90,
        't', 155,
        '|', 102,
        '+', 25,
        '-', 25,
        'a', 142,
        's', 142,
        'v', 142,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(11);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 11:
      ADVANCE_MAP(
        '\n', 97,
        '&', 104,
        ')', 373,
        ',', 101,
        '/', 20,
        ':', 26,
        ';', 588,
        '=', 382,
        't', 155,
        '|', 102,
        'a', 142,
        's', 142,
        'v', 142,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(11);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 12:
      if (lookahead == '\n') ADVANCE(97);
      if (lookahead == '.') ADVANCE(461);
      if (lookahead == '/') ADVANCE(429);
      if (lookahead == ';') ADVANCE(588);
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(428);
      if (lookahead != 0) ADVANCE(490);
      END_STATE();
    case 13:
      if (lookahead == ' ') ADVANCE(70);
      END_STATE();
    case 14:
      if (lookahead == ' ') ADVANCE(55);
      END_STATE();
    case 15:
      if (lookahead == '"') ADVANCE(539);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(15);
      END_STATE();
    case 16:
      if (lookahead == '.') ADVANCE(17);
      if (lookahead == 'a') ADVANCE(316);
      if (lookahead == 'e') ADVANCE(329);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 17:
      if (lookahead == '.') ADVANCE(537);
      END_STATE();
    case 18:
      if (lookahead == '.') ADVANCE(19);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(201);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < ':' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 19:
      if (lookahead == '.') ADVANCE(538);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < ':' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 20:
      if (lookahead == '/') ADVANCE(541);
      END_STATE();
    case 21:
      if (lookahead == '/') ADVANCE(540);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < ':' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 22:
      if (lookahead == '/') ADVANCE(20);
      if (lookahead == ';') ADVANCE(588);
      if (lookahead == 'R') ADVANCE(47);
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(22);
      END_STATE();
    case 23:
      if (lookahead == '/') ADVANCE(495);
      if (lookahead == ';') ADVANCE(513);
      if (lookahead == '>') ADVANCE(92);
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(494);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(505);
      END_STATE();
    case 24:
      if (lookahead == '/') ADVANCE(518);
      if (lookahead == ';') ADVANCE(526);
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(24);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':' &&
          lookahead != ';') ADVANCE(536);
      END_STATE();
    case 25:
      if (lookahead == '0') ADVANCE(375);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(376);
      END_STATE();
    case 26:
      if (lookahead == ':') ADVANCE(106);
      END_STATE();
    case 27:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(491);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 28:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(492);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 29:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(27);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 30:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(28);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 31:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(29);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 32:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(30);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 33:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(31);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 34:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(32);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 35:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(33);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 36:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(34);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 37:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(35);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 38:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(36);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 39:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(37);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 40:
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(38);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 41:
      if (lookahead == ':') ADVANCE(75);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < ':' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 42:
      if (lookahead == ':') ADVANCE(82);
      if (lookahead == ']') ADVANCE(107);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(42);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(390);
      END_STATE();
    case 44:
      if (lookahead == '=') ADVANCE(389);
      END_STATE();
    case 45:
      if (lookahead == '>') ADVANCE(100);
      END_STATE();
    case 46:
      if (lookahead == ']') ADVANCE(107);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(46);
      END_STATE();
    case 47:
      if (lookahead == '_') ADVANCE(87);
      END_STATE();
    case 48:
      if (lookahead == 'a') ADVANCE(72);
      END_STATE();
    case 49:
      if (lookahead == 'c') ADVANCE(71);
      END_STATE();
    case 50:
      if (lookahead == 'e') ADVANCE(49);
      END_STATE();
    case 51:
      if (lookahead == 'e') ADVANCE(14);
      END_STATE();
    case 52:
      if (lookahead == 'e') ADVANCE(332);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 53:
      if (lookahead == 'f') ADVANCE(13);
      END_STATE();
    case 54:
      if (lookahead == 'f') ADVANCE(56);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(54);
      END_STATE();
    case 55:
      if (lookahead == 'f') ADVANCE(67);
      END_STATE();
    case 56:
      if (lookahead == 'i') ADVANCE(59);
      END_STATE();
    case 57:
      if (lookahead == 'i') ADVANCE(68);
      END_STATE();
    case 58:
      if (lookahead == 'k') ADVANCE(62);
      END_STATE();
    case 59:
      if (lookahead == 'l') ADVANCE(51);
      END_STATE();
    case 60:
      if (lookahead == 'm') ADVANCE(48);
      END_STATE();
    case 61:
      if (lookahead == 'n') ADVANCE(58);
      END_STATE();
    case 62:
      if (lookahead == 'n') ADVANCE(65);
      END_STATE();
    case 63:
      if (lookahead == 'n') ADVANCE(45);
      END_STATE();
    case 64:
      if (lookahead == 'n') ADVANCE(516);
      END_STATE();
    case 65:
      if (lookahead == 'o') ADVANCE(74);
      END_STATE();
    case 66:
      if (lookahead == 'o') ADVANCE(53);
      END_STATE();
    case 67:
      if (lookahead == 'o') ADVANCE(69);
      END_STATE();
    case 68:
      if (lookahead == 'o') ADVANCE(64);
      END_STATE();
    case 69:
      if (lookahead == 'r') ADVANCE(60);
      END_STATE();
    case 70:
      if (lookahead == 's') ADVANCE(50);
      END_STATE();
    case 71:
      if (lookahead == 't') ADVANCE(57);
      END_STATE();
    case 72:
      if (lookahead == 't') ADVANCE(515);
      END_STATE();
    case 73:
      if (lookahead == 'u') ADVANCE(61);
      END_STATE();
    case 74:
      if (lookahead == 'w') ADVANCE(63);
      END_STATE();
    case 75:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(54);
      END_STATE();
    case 76:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(80);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(112);
      END_STATE();
    case 77:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(368);
      END_STATE();
    case 78:
      if (lookahead == '0' ||
          lookahead == '1') ADVANCE(111);
      END_STATE();
    case 79:
      if (lookahead == '0' ||
          lookahead == '1') ADVANCE(367);
      END_STATE();
    case 80:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(112);
      END_STATE();
    case 81:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(42);
      END_STATE();
    case 82:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(46);
      END_STATE();
    case 83:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(368);
      END_STATE();
    case 84:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(113);
      END_STATE();
    case 85:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(369);
      END_STATE();
    case 86:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(377);
      END_STATE();
    case 87:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(514);
      END_STATE();
    case 88:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(385);
      END_STATE();
    case 89:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(384);
      END_STATE();
    case 90:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(374);
      END_STATE();
    case 91:
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 92:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ':') ADVANCE(505);
      END_STATE();
    case 93:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(15);
      END_STATE();
    case 94:
      if (eof) ADVANCE(96);
      ADVANCE_MAP(
        '\n', 97,
        '!', 408,
        '"', 15,
        '#', 88,
        '%', 405,
        '&', 105,
        '(', 372,
        ')', 373,
        '*', 402,
        '+', 401,
        ',', 101,
        '-', 371,
        '.', 16,
        '/', 403,
        '0', 108,
        ':', 99,
        ';', 588,
        '<', 394,
        '=', 383,
        '>', 397,
        '@', 89,
        'D', 147,
        'R', 143,
        '[', 380,
        ']', 381,
        '^', 388,
        't', 155,
        '|', 103,
        '~', 406,
        'a', 142,
        's', 142,
        'v', 142,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(94);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(109);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 95:
      if (eof) ADVANCE(96);
      if (lookahead == '\n') ADVANCE(97);
      if (lookahead == '.') ADVANCE(18);
      if (lookahead == '/') ADVANCE(21);
      if (lookahead == ';') ADVANCE(588);
      if (lookahead == '<') ADVANCE(395);
      if (lookahead == 'D') ADVANCE(119);
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(95);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(39);
      if (('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(140);
      if (lookahead == '$' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          (lookahead < '.' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 96:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 97:
      ACCEPT_TOKEN(sym__eol);
      END_STATE();
    case 98:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 99:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == ':') ADVANCE(106);
      END_STATE();
    case 100:
      ACCEPT_TOKEN(anon_sym_LTunknown_GT);
      END_STATE();
    case 101:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 102:
      ACCEPT_TOKEN(anon_sym_PIPE);
      END_STATE();
    case 103:
      ACCEPT_TOKEN(anon_sym_PIPE);
      if (lookahead == '|') ADVANCE(386);
      END_STATE();
    case 104:
      ACCEPT_TOKEN(anon_sym_AMP);
      END_STATE();
    case 105:
      ACCEPT_TOKEN(anon_sym_AMP);
      if (lookahead == '&') ADVANCE(387);
      END_STATE();
    case 106:
      ACCEPT_TOKEN(anon_sym_COLON_COLON);
      END_STATE();
    case 107:
      ACCEPT_TOKEN(sym_register_range);
      END_STATE();
    case 108:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(110);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(78);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(76);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(109);
      END_STATE();
    case 109:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(110);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(76);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(109);
      END_STATE();
    case 110:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(76);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(110);
      END_STATE();
    case 111:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '0' ||
          lookahead == '1') ADVANCE(111);
      END_STATE();
    case 112:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(112);
      END_STATE();
    case 113:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(113);
      END_STATE();
    case 114:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ' ') ADVANCE(66);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 115:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ' ') ADVANCE(66);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 116:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(124);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 117:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'b') ADVANCE(120);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 118:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'e') ADVANCE(121);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 119:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'i') ADVANCE(122);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(139);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 120:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'l') ADVANCE(125);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 121:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'm') ADVANCE(117);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 122:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 's') ADVANCE(116);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 123:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 's') ADVANCE(118);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 124:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 's') ADVANCE(123);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 125:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'y') ADVANCE(114);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 126:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(141);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 127:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(126);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 128:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(127);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 129:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(128);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 130:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(129);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 131:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(130);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 132:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(131);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 133:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(132);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 134:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(133);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 135:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(134);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 136:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(135);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 137:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(136);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 138:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(137);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 139:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(138);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 140:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(139);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 141:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(141);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 142:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == '[') ADVANCE(81);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 143:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == '_') ADVANCE(157);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 144:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'a') ADVANCE(154);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 145:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'b') ADVANCE(148);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 146:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'e') ADVANCE(150);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 147:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'i') ADVANCE(152);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 148:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'l') ADVANCE(156);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 149:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'm') ADVANCE(151);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 150:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'm') ADVANCE(145);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 151:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'p') ADVANCE(142);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 152:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 's') ADVANCE(144);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 153:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 's') ADVANCE(146);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 154:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 's') ADVANCE(153);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 155:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 't') ADVANCE(149);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 156:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'y') ADVANCE(115);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 157:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(157);
      END_STATE();
    case 158:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(158);
      END_STATE();
    case 159:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '_') ADVANCE(173);
      if (lookahead == 'g') ADVANCE(208);
      if (lookahead == 'h') ADVANCE(211);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 160:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '_') ADVANCE(202);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 161:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '_') ADVANCE(197);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '_') ADVANCE(196);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 163:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '_') ADVANCE(204);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 164:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '_') ADVANCE(205);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 165:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '_') ADVANCE(206);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 166:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(199);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(412);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(416);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(414);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(418);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(161);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(185);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(203);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(214);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(215);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(216);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(217);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(186);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(187);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(188);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(164);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'a') ADVANCE(200);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'd') ADVANCE(159);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'd') ADVANCE(195);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'd') ADVANCE(174);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'd') ADVANCE(175);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'd') ADVANCE(176);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'd') ADVANCE(177);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'e') ADVANCE(213);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'e') ADVANCE(210);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'e') ADVANCE(198);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'e') ADVANCE(218);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'e') ADVANCE(219);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'e') ADVANCE(220);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'g') ADVANCE(209);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'h') ADVANCE(212);
      if (lookahead == 'p') ADVANCE(182);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'k') ADVANCE(190);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'l') ADVANCE(409);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'l') ADVANCE(163);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'l') ADVANCE(165);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'm') ADVANCE(183);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'm') ADVANCE(189);
      if (lookahead == 'p') ADVANCE(166);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'm') ADVANCE(184);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'm') ADVANCE(192);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'm') ADVANCE(193);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'm') ADVANCE(194);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'n') ADVANCE(191);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'p') ADVANCE(221);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'p') ADVANCE(222);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'r') ADVANCE(207);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 's') ADVANCE(171);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 's') ADVANCE(181);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(172);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(167);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(168);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(169);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(170);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(178);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(179);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 't') ADVANCE(180);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'u') ADVANCE(160);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == 'u') ADVANCE(162);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(251);
      if (lookahead == 'g') ADVANCE(333);
      if (lookahead == 'h') ADVANCE(339);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(317);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(308);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(305);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(320);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(274);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(253);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(309);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(321);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(322);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(323);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(324);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(325);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(326);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(307);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '_') ADVANCE(275);
      if (lookahead == 'g') ADVANCE(335);
      if (lookahead == 'h') ADVANCE(341);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(312);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(413);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(417);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(421);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(415);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(419);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(425);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(423);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(427);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(226);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(280);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(318);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(344);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(319);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(345);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(346);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(347);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(348);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(349);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(350);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(351);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(231);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(282);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(283);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(284);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(285);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(286);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(287);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(288);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(233);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(236);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(313);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(314);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(315);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(327);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'a') ADVANCE(328);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(224);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(229);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(303);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(306);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(252);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(230);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(254);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(255);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(256);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(257);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(258);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(259);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(260);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(239);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'd') ADVANCE(304);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(343);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(337);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(310);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(311);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(338);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(352);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(353);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(354);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(355);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(356);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(357);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'e') ADVANCE(358);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'g') ADVANCE(334);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'g') ADVANCE(336);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'h') ADVANCE(340);
      if (lookahead == 'p') ADVANCE(271);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'h') ADVANCE(341);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'h') ADVANCE(342);
      if (lookahead == 'p') ADVANCE(273);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'k') ADVANCE(292);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'k') ADVANCE(295);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'l') ADVANCE(410);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'l') ADVANCE(411);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'l') ADVANCE(228);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'l') ADVANCE(234);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'l') ADVANCE(235);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'l') ADVANCE(237);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(276);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(291);
      if (lookahead == 'p') ADVANCE(240);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(278);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(279);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(296);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(297);
      if (lookahead == 'p') ADVANCE(272);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(298);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(299);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(300);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(301);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(302);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(289);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'm') ADVANCE(290);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'n') ADVANCE(277);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'n') ADVANCE(293);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'n') ADVANCE(294);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'n') ADVANCE(281);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'p') ADVANCE(359);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'p') ADVANCE(360);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'p') ADVANCE(361);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'p') ADVANCE(362);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'r') ADVANCE(330);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'r') ADVANCE(331);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 's') ADVANCE(249);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 's') ADVANCE(269);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 's') ADVANCE(261);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 's') ADVANCE(270);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(250);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(241);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(242);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(243);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(244);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(245);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(246);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(247);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(248);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(262);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(263);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(264);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(265);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(266);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(267);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 't') ADVANCE(268);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'u') ADVANCE(225);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'u') ADVANCE(227);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'u') ADVANCE(232);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == 'u') ADVANCE(238);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym__dot_name);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(366);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(79);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(77);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(85);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(365);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(366);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(77);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(365);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(77);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(366);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '0' ||
          lookahead == '1') ADVANCE(367);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(368);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(369);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(108);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(109);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym_relocation);
      if (lookahead == '@') ADVANCE(90);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(374);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym_symbol_offset);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(376);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym_symbol_offset);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(376);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym_symbol_offset);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(377);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(anon_sym_COLON2);
      if (lookahead == ':') ADVANCE(106);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(anon_sym_LPAREN2);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(anon_sym_LBRACK);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(anon_sym_RBRACK);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(anon_sym_EQ);
      if (lookahead == '=') ADVANCE(389);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(sym_symbol_type);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(384);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym_section_flag);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(385);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(anon_sym_PIPE_PIPE);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(anon_sym_AMP_AMP);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(anon_sym_CARET);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(anon_sym_EQ_EQ);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(anon_sym_BANG_EQ);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(anon_sym_LT_GT);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(anon_sym_LT);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(anon_sym_LT);
      if (lookahead == '<') ADVANCE(399);
      if (lookahead == '=') ADVANCE(396);
      if (lookahead == '>') ADVANCE(391);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(anon_sym_LT);
      if (lookahead == '<') ADVANCE(399);
      if (lookahead == '=') ADVANCE(396);
      if (lookahead == '>') ADVANCE(391);
      if (lookahead == 'u') ADVANCE(61);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(anon_sym_LT);
      if (lookahead == 'u') ADVANCE(61);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(anon_sym_LT_EQ);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(anon_sym_GT);
      if (lookahead == '=') ADVANCE(398);
      if (lookahead == '>') ADVANCE(400);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(anon_sym_GT_EQ);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(anon_sym_LT_LT);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(anon_sym_GT_GT);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(anon_sym_STAR);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(anon_sym_SLASH);
      if (lookahead == '/') ADVANCE(541);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(anon_sym_PERCENT);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(anon_sym_PERCENT);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(384);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(anon_sym_TILDE);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(390);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_DOTamdhsa_kernel);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(anon_sym_DOTamdhsa_kernel);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(anon_sym_DOTend_amdhsa_kernel);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(anon_sym_DOTamdgpu_metadata);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(anon_sym_DOTamdgpu_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(anon_sym_DOTamd_amdgpu_hsa_metadata);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(anon_sym_DOTamd_amdgpu_hsa_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(anon_sym_DOTamdgpu_pal_metadata);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(anon_sym_DOTamdgpu_pal_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(anon_sym_DOTamd_amdgpu_pal_metadata);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(anon_sym_DOTamd_amdgpu_pal_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(anon_sym_DOTend_amdgpu_metadata);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(anon_sym_DOTend_amdgpu_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(anon_sym_DOTend_amd_amdgpu_hsa_metadata);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(anon_sym_DOTend_amd_amdgpu_hsa_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(anon_sym_DOTend_amdgpu_pal_metadata);
      END_STATE();
    case 425:
      ACCEPT_TOKEN(anon_sym_DOTend_amdgpu_pal_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 426:
      ACCEPT_TOKEN(anon_sym_DOTend_amd_amdgpu_pal_metadata);
      END_STATE();
    case 427:
      ACCEPT_TOKEN(anon_sym_DOTend_amd_amdgpu_pal_metadata);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(363);
      END_STATE();
    case 428:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '\n') ADVANCE(97);
      if (lookahead == '.') ADVANCE(461);
      if (lookahead == '/') ADVANCE(429);
      if (lookahead == ';') ADVANCE(588);
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(428);
      if (lookahead != 0) ADVANCE(490);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '/') ADVANCE(541);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '_') ADVANCE(437);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '_') ADVANCE(470);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '_') ADVANCE(467);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '_') ADVANCE(473);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 434:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '_') ADVANCE(444);
      if (lookahead == 'g') ADVANCE(477);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '_') ADVANCE(474);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 436:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == '_') ADVANCE(475);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 437:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(471);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(468);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(420);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(424);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(422);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(426);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(457);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(472);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(481);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(482);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(483);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 448:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(484);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(458);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(459);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 451:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(460);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(435);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'a') ADVANCE(469);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'd') ADVANCE(430);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'd') ADVANCE(434);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'd') ADVANCE(466);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'd') ADVANCE(445);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'd') ADVANCE(446);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 459:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'd') ADVANCE(447);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'd') ADVANCE(448);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'e') ADVANCE(476);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'e') ADVANCE(480);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'e') ADVANCE(485);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'e') ADVANCE(486);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 465:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'e') ADVANCE(487);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 466:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'g') ADVANCE(478);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 467:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'h') ADVANCE(479);
      if (lookahead == 'p') ADVANCE(453);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 468:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'l') ADVANCE(433);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 469:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'l') ADVANCE(436);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 470:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'm') ADVANCE(462);
      if (lookahead == 'p') ADVANCE(438);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'm') ADVANCE(455);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 472:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'm') ADVANCE(456);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'm') ADVANCE(463);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'm') ADVANCE(464);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 475:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'm') ADVANCE(465);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'n') ADVANCE(454);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'p') ADVANCE(488);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'p') ADVANCE(489);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 's') ADVANCE(452);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(443);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 481:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(439);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 482:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(440);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 483:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(441);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 484:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(442);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 485:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(449);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 486:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(450);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 487:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 't') ADVANCE(451);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 488:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'u') ADVANCE(431);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 489:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead == 'u') ADVANCE(432);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 490:
      ACCEPT_TOKEN(sym_metadata_line);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(490);
      END_STATE();
    case 491:
      ACCEPT_TOKEN(sym_address);
      if (lookahead == ':') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(40);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < '0' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 492:
      ACCEPT_TOKEN(sym_address);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < ':' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ' ') ADVANCE(493);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(512);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 494:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '/') ADVANCE(495);
      if (lookahead == ';') ADVANCE(513);
      if (lookahead == '>') ADVANCE(92);
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(494);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(505);
      END_STATE();
    case 495:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '/') ADVANCE(493);
      if (lookahead == '>') ADVANCE(92);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(505);
      END_STATE();
    case 496:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(504);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 497:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(496);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 498:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(497);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 499:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(498);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 500:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(499);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 501:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(500);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 502:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(501);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 503:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(502);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 504:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == ':') ADVANCE(591);
      if (lookahead == '>') ADVANCE(543);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 505:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(92);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(505);
      END_STATE();
    case 506:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(503);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 507:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(506);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 508:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(507);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 509:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(508);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 510:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(509);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 511:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(510);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 512:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(511);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 513:
      ACCEPT_TOKEN(sym__angle_name);
      if (lookahead == '>') ADVANCE(543);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 514:
      ACCEPT_TOKEN(sym_relocation_type);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(514);
      END_STATE();
    case 515:
      ACCEPT_TOKEN(sym_file_format);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(515);
      END_STATE();
    case 516:
      ACCEPT_TOKEN(anon_sym_Disassemblyofsection);
      END_STATE();
    case 517:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ' ') ADVANCE(517);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(525);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 518:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == '/') ADVANCE(517);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ':') ADVANCE(536);
      END_STATE();
    case 519:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(534);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 520:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(519);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 521:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(520);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 522:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(521);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 523:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(522);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 524:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(523);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 525:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(524);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 526:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(588);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 527:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(535);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 528:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(527);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 529:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(528);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 530:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(529);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 531:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(530);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 532:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(531);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 533:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(532);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 534:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(533);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 535:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead == ':') ADVANCE(603);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(526);
      END_STATE();
    case 536:
      ACCEPT_TOKEN(sym__section_name);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ':') ADVANCE(536);
      END_STATE();
    case 537:
      ACCEPT_TOKEN(sym_skipped_bytes);
      END_STATE();
    case 538:
      ACCEPT_TOKEN(sym_skipped_bytes);
      if (lookahead == ':') ADVANCE(75);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          (lookahead < ':' || '<' < lookahead)) ADVANCE(41);
      END_STATE();
    case 539:
      ACCEPT_TOKEN(sym_string);
      END_STATE();
    case 540:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ' ') ADVANCE(541);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(559);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 541:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ' ') ADVANCE(541);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(587);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 542:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ' ') ADVANCE(573);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 543:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(588);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(513);
      END_STATE();
    case 544:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(552);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 545:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(544);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 546:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(545);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 547:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(546);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 548:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(547);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 549:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(548);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 550:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(549);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 551:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(550);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 552:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(603);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 553:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(568);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 554:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(553);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 555:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(554);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 556:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(555);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 557:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(556);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 558:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(557);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 559:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(558);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 560:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(580);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 561:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(569);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 562:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(561);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 563:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(562);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 564:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(563);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 565:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(564);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 566:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(565);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 567:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(566);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 568:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(567);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 569:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(602);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ';' ||
          lookahead == '<') ADVANCE(588);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(560);
      END_STATE();
    case 570:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'a') ADVANCE(579);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 571:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'e') ADVANCE(542);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 572:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'f') ADVANCE(574);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(572);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 573:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'f') ADVANCE(577);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 574:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'i') ADVANCE(575);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 575:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'l') ADVANCE(571);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 576:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'm') ADVANCE(570);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 577:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'o') ADVANCE(578);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 578:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'r') ADVANCE(576);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 579:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 't') ADVANCE(515);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 580:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(572);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 581:
      ACCEPT_TOKEN(sym_comment);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(551);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 582:
      ACCEPT_TOKEN(sym_comment);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(581);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 583:
      ACCEPT_TOKEN(sym_comment);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(582);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 584:
      ACCEPT_TOKEN(sym_comment);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(583);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 585:
      ACCEPT_TOKEN(sym_comment);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(584);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 586:
      ACCEPT_TOKEN(sym_comment);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(585);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 587:
      ACCEPT_TOKEN(sym_comment);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(586);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 588:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(588);
      END_STATE();
    case 589:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == ' ') ADVANCE(595);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 590:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == ':') ADVANCE(603);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(591);
      END_STATE();
    case 591:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == '>') ADVANCE(590);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(591);
      END_STATE();
    case 592:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'a') ADVANCE(601);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 593:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'e') ADVANCE(589);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 594:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'f') ADVANCE(596);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(594);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 595:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'f') ADVANCE(599);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 596:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'i') ADVANCE(597);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 597:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'l') ADVANCE(593);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 598:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'm') ADVANCE(592);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 599:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'o') ADVANCE(600);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 600:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 'r') ADVANCE(598);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 601:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == 't') ADVANCE(603);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 602:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(594);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    case 603:
      ACCEPT_TOKEN(sym_encoding);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(603);
      END_STATE();
    default:
      return false;
  }
}

static bool ts_lex_keywords(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      ADVANCE_MAP(
        'a', 1,
        'd', 2,
        'e', 3,
        'f', 4,
        'g', 5,
        'i', 6,
        'l', 7,
        'm', 8,
        'n', 9,
        'o', 10,
        'p', 11,
        's', 12,
        't', 13,
        'v', 14,
        'x', 15,
      );
      if (lookahead == '\t' ||
          lookahead == '\f' ||
          lookahead == '\r' ||
          lookahead == ' ') SKIP(0);
      END_STATE();
    case 1:
      if (lookahead == 'b') ADVANCE(16);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(17);
      END_STATE();
    case 2:
      if (lookahead == 'l') ADVANCE(18);
      END_STATE();
    case 3:
      if (lookahead == 'x') ADVANCE(19);
      END_STATE();
    case 4:
      if (lookahead == 'l') ADVANCE(20);
      END_STATE();
    case 5:
      if (lookahead == 'l') ADVANCE(21);
      END_STATE();
    case 6:
      if (lookahead == 'n') ADVANCE(22);
      END_STATE();
    case 7:
      if (lookahead == 'd') ADVANCE(23);
      if (lookahead == 'i') ADVANCE(24);
      END_STATE();
    case 8:
      if (lookahead == '0') ADVANCE(25);
      END_STATE();
    case 9:
      if (lookahead == 'e') ADVANCE(26);
      if (lookahead == 't') ADVANCE(27);
      if (lookahead == 'u') ADVANCE(28);
      END_STATE();
    case 10:
      if (lookahead == 'f') ADVANCE(29);
      END_STATE();
    case 11:
      if (lookahead == 'o') ADVANCE(30);
      if (lookahead == 'r') ADVANCE(31);
      END_STATE();
    case 12:
      if (lookahead == 'c') ADVANCE(32);
      if (lookahead == 'e') ADVANCE(33);
      if (lookahead == 'h') ADVANCE(34);
      if (lookahead == 'l') ADVANCE(35);
      if (lookahead == 'r') ADVANCE(36);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(17);
      END_STATE();
    case 13:
      if (lookahead == 'b') ADVANCE(37);
      if (lookahead == 'm') ADVANCE(38);
      if (lookahead == 't') ADVANCE(39);
      END_STATE();
    case 14:
      if (lookahead == 'c') ADVANCE(40);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(17);
      END_STATE();
    case 15:
      if (lookahead == 'n') ADVANCE(41);
      END_STATE();
    case 16:
      if (lookahead == 's') ADVANCE(42);
      END_STATE();
    case 17:
      ACCEPT_TOKEN(sym_register);
      if (lookahead == '.') ADVANCE(43);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(17);
      END_STATE();
    case 18:
      if (lookahead == 'c') ADVANCE(44);
      END_STATE();
    case 19:
      if (lookahead == 'e') ADVANCE(45);
      END_STATE();
    case 20:
      if (lookahead == 'a') ADVANCE(46);
      END_STATE();
    case 21:
      if (lookahead == 'c') ADVANCE(47);
      END_STATE();
    case 22:
      if (lookahead == 'v') ADVANCE(48);
      END_STATE();
    case 23:
      if (lookahead == 's') ADVANCE(49);
      END_STATE();
    case 24:
      if (lookahead == 't') ADVANCE(50);
      END_STATE();
    case 25:
      ACCEPT_TOKEN(anon_sym_m0);
      END_STATE();
    case 26:
      if (lookahead == 'g') ADVANCE(51);
      END_STATE();
    case 27:
      ACCEPT_TOKEN(anon_sym_nt);
      END_STATE();
    case 28:
      if (lookahead == 'l') ADVANCE(52);
      END_STATE();
    case 29:
      if (lookahead == 'f') ADVANCE(53);
      END_STATE();
    case 30:
      if (lookahead == 'p') ADVANCE(54);
      END_STATE();
    case 31:
      if (lookahead == 'i') ADVANCE(55);
      END_STATE();
    case 32:
      if (lookahead == '0') ADVANCE(56);
      if (lookahead == '1') ADVANCE(57);
      if (lookahead == 'c') ADVANCE(58);
      END_STATE();
    case 33:
      if (lookahead == 'x') ADVANCE(59);
      END_STATE();
    case 34:
      if (lookahead == 'a') ADVANCE(60);
      END_STATE();
    case 35:
      if (lookahead == 'c') ADVANCE(61);
      END_STATE();
    case 36:
      if (lookahead == 'c') ADVANCE(62);
      END_STATE();
    case 37:
      if (lookahead == 'a') ADVANCE(63);
      END_STATE();
    case 38:
      if (lookahead == 'a') ADVANCE(64);
      END_STATE();
    case 39:
      if (lookahead == 'm') ADVANCE(65);
      END_STATE();
    case 40:
      if (lookahead == 'c') ADVANCE(66);
      END_STATE();
    case 41:
      if (lookahead == 'a') ADVANCE(67);
      END_STATE();
    case 42:
      ACCEPT_TOKEN(anon_sym_abs);
      END_STATE();
    case 43:
      if (lookahead == 'h' ||
          lookahead == 'l') ADVANCE(68);
      END_STATE();
    case 44:
      ACCEPT_TOKEN(anon_sym_dlc);
      END_STATE();
    case 45:
      if (lookahead == 'c') ADVANCE(69);
      END_STATE();
    case 46:
      if (lookahead == 't') ADVANCE(70);
      END_STATE();
    case 47:
      ACCEPT_TOKEN(anon_sym_glc);
      END_STATE();
    case 48:
      if (lookahead == '2') ADVANCE(71);
      END_STATE();
    case 49:
      if (lookahead == '_') ADVANCE(72);
      END_STATE();
    case 50:
      ACCEPT_TOKEN(anon_sym_lit);
      END_STATE();
    case 51:
      ACCEPT_TOKEN(anon_sym_neg);
      END_STATE();
    case 52:
      if (lookahead == 'l') ADVANCE(73);
      END_STATE();
    case 53:
      ACCEPT_TOKEN(anon_sym_off);
      END_STATE();
    case 54:
      if (lookahead == 's') ADVANCE(74);
      END_STATE();
    case 55:
      if (lookahead == 'v') ADVANCE(75);
      END_STATE();
    case 56:
      ACCEPT_TOKEN(anon_sym_sc0);
      END_STATE();
    case 57:
      ACCEPT_TOKEN(anon_sym_sc1);
      END_STATE();
    case 58:
      ACCEPT_TOKEN(anon_sym_scc);
      END_STATE();
    case 59:
      if (lookahead == 't') ADVANCE(76);
      END_STATE();
    case 60:
      if (lookahead == 'r') ADVANCE(77);
      END_STATE();
    case 61:
      ACCEPT_TOKEN(anon_sym_slc);
      END_STATE();
    case 62:
      if (lookahead == '_') ADVANCE(78);
      END_STATE();
    case 63:
      ACCEPT_TOKEN(anon_sym_tba);
      if (lookahead == '_') ADVANCE(79);
      END_STATE();
    case 64:
      ACCEPT_TOKEN(anon_sym_tma);
      if (lookahead == '_') ADVANCE(80);
      END_STATE();
    case 65:
      if (lookahead == 'p') ADVANCE(81);
      END_STATE();
    case 66:
      ACCEPT_TOKEN(anon_sym_vcc);
      if (lookahead == '_') ADVANCE(82);
      if (lookahead == 'z') ADVANCE(83);
      END_STATE();
    case 67:
      if (lookahead == 'c') ADVANCE(84);
      END_STATE();
    case 68:
      ACCEPT_TOKEN(sym_register);
      END_STATE();
    case 69:
      ACCEPT_TOKEN(anon_sym_exec);
      if (lookahead == '_') ADVANCE(85);
      if (lookahead == 'z') ADVANCE(86);
      END_STATE();
    case 70:
      if (lookahead == '_') ADVANCE(87);
      END_STATE();
    case 71:
      if (lookahead == 'p') ADVANCE(88);
      END_STATE();
    case 72:
      if (lookahead == 'd') ADVANCE(89);
      END_STATE();
    case 73:
      ACCEPT_TOKEN(anon_sym_null);
      END_STATE();
    case 74:
      if (lookahead == '_') ADVANCE(90);
      END_STATE();
    case 75:
      if (lookahead == 'a') ADVANCE(91);
      END_STATE();
    case 76:
      ACCEPT_TOKEN(anon_sym_sext);
      END_STATE();
    case 77:
      if (lookahead == 'e') ADVANCE(92);
      END_STATE();
    case 78:
      if (lookahead == 'e') ADVANCE(93);
      if (lookahead == 'f') ADVANCE(94);
      if (lookahead == 'l') ADVANCE(95);
      if (lookahead == 'p') ADVANCE(96);
      if (lookahead == 's') ADVANCE(97);
      if (lookahead == 'v') ADVANCE(98);
      END_STATE();
    case 79:
      if (lookahead == 'h') ADVANCE(99);
      if (lookahead == 'l') ADVANCE(100);
      END_STATE();
    case 80:
      if (lookahead == 'h') ADVANCE(101);
      if (lookahead == 'l') ADVANCE(102);
      END_STATE();
    case 81:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(17);
      END_STATE();
    case 82:
      if (lookahead == 'h') ADVANCE(103);
      if (lookahead == 'l') ADVANCE(104);
      END_STATE();
    case 83:
      ACCEPT_TOKEN(anon_sym_vccz);
      END_STATE();
    case 84:
      if (lookahead == 'k') ADVANCE(105);
      END_STATE();
    case 85:
      if (lookahead == 'h') ADVANCE(106);
      if (lookahead == 'l') ADVANCE(107);
      END_STATE();
    case 86:
      ACCEPT_TOKEN(anon_sym_execz);
      END_STATE();
    case 87:
      if (lookahead == 's') ADVANCE(108);
      END_STATE();
    case 88:
      if (lookahead == 'i') ADVANCE(109);
      END_STATE();
    case 89:
      if (lookahead == 'i') ADVANCE(110);
      END_STATE();
    case 90:
      if (lookahead == 'e') ADVANCE(111);
      END_STATE();
    case 91:
      if (lookahead == 't') ADVANCE(112);
      END_STATE();
    case 92:
      if (lookahead == 'd') ADVANCE(113);
      END_STATE();
    case 93:
      if (lookahead == 'x') ADVANCE(114);
      END_STATE();
    case 94:
      if (lookahead == 'l') ADVANCE(115);
      END_STATE();
    case 95:
      if (lookahead == 'd') ADVANCE(116);
      END_STATE();
    case 96:
      if (lookahead == 'o') ADVANCE(117);
      if (lookahead == 'r') ADVANCE(118);
      END_STATE();
    case 97:
      if (lookahead == 'c') ADVANCE(119);
      if (lookahead == 'h') ADVANCE(120);
      END_STATE();
    case 98:
      if (lookahead == 'c') ADVANCE(121);
      END_STATE();
    case 99:
      if (lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 100:
      if (lookahead == 'o') ADVANCE(123);
      END_STATE();
    case 101:
      if (lookahead == 'i') ADVANCE(124);
      END_STATE();
    case 102:
      if (lookahead == 'o') ADVANCE(125);
      END_STATE();
    case 103:
      if (lookahead == 'i') ADVANCE(126);
      END_STATE();
    case 104:
      if (lookahead == 'o') ADVANCE(127);
      END_STATE();
    case 105:
      if (lookahead == '_') ADVANCE(128);
      END_STATE();
    case 106:
      if (lookahead == 'i') ADVANCE(129);
      END_STATE();
    case 107:
      if (lookahead == 'o') ADVANCE(130);
      END_STATE();
    case 108:
      if (lookahead == 'c') ADVANCE(131);
      END_STATE();
    case 109:
      ACCEPT_TOKEN(anon_sym_inv2pi);
      END_STATE();
    case 110:
      if (lookahead == 'r') ADVANCE(132);
      END_STATE();
    case 111:
      if (lookahead == 'x') ADVANCE(133);
      END_STATE();
    case 112:
      if (lookahead == 'e') ADVANCE(134);
      END_STATE();
    case 113:
      if (lookahead == '_') ADVANCE(135);
      END_STATE();
    case 114:
      if (lookahead == 'e') ADVANCE(136);
      END_STATE();
    case 115:
      if (lookahead == 'a') ADVANCE(137);
      END_STATE();
    case 116:
      if (lookahead == 's') ADVANCE(138);
      END_STATE();
    case 117:
      if (lookahead == 'p') ADVANCE(139);
      END_STATE();
    case 118:
      if (lookahead == 'i') ADVANCE(140);
      END_STATE();
    case 119:
      if (lookahead == 'c') ADVANCE(141);
      END_STATE();
    case 120:
      if (lookahead == 'a') ADVANCE(142);
      END_STATE();
    case 121:
      if (lookahead == 'c') ADVANCE(143);
      END_STATE();
    case 122:
      ACCEPT_TOKEN(anon_sym_tba_hi);
      END_STATE();
    case 123:
      ACCEPT_TOKEN(anon_sym_tba_lo);
      END_STATE();
    case 124:
      ACCEPT_TOKEN(anon_sym_tma_hi);
      END_STATE();
    case 125:
      ACCEPT_TOKEN(anon_sym_tma_lo);
      END_STATE();
    case 126:
      ACCEPT_TOKEN(anon_sym_vcc_hi);
      END_STATE();
    case 127:
      ACCEPT_TOKEN(anon_sym_vcc_lo);
      END_STATE();
    case 128:
      if (lookahead == 'm') ADVANCE(144);
      END_STATE();
    case 129:
      ACCEPT_TOKEN(anon_sym_exec_hi);
      END_STATE();
    case 130:
      ACCEPT_TOKEN(anon_sym_exec_lo);
      END_STATE();
    case 131:
      if (lookahead == 'r') ADVANCE(145);
      END_STATE();
    case 132:
      if (lookahead == 'e') ADVANCE(146);
      END_STATE();
    case 133:
      if (lookahead == 'i') ADVANCE(147);
      END_STATE();
    case 134:
      if (lookahead == '_') ADVANCE(148);
      END_STATE();
    case 135:
      if (lookahead == 'b') ADVANCE(149);
      if (lookahead == 'l') ADVANCE(150);
      END_STATE();
    case 136:
      if (lookahead == 'c') ADVANCE(151);
      END_STATE();
    case 137:
      if (lookahead == 't') ADVANCE(152);
      END_STATE();
    case 138:
      if (lookahead == '_') ADVANCE(153);
      END_STATE();
    case 139:
      if (lookahead == 's') ADVANCE(154);
      END_STATE();
    case 140:
      if (lookahead == 'v') ADVANCE(155);
      END_STATE();
    case 141:
      ACCEPT_TOKEN(anon_sym_src_scc);
      END_STATE();
    case 142:
      if (lookahead == 'r') ADVANCE(156);
      END_STATE();
    case 143:
      if (lookahead == 'z') ADVANCE(157);
      END_STATE();
    case 144:
      if (lookahead == 'a') ADVANCE(158);
      END_STATE();
    case 145:
      if (lookahead == 'a') ADVANCE(159);
      END_STATE();
    case 146:
      if (lookahead == 'c') ADVANCE(160);
      END_STATE();
    case 147:
      if (lookahead == 't') ADVANCE(161);
      END_STATE();
    case 148:
      if (lookahead == 'b') ADVANCE(162);
      if (lookahead == 'l') ADVANCE(163);
      END_STATE();
    case 149:
      if (lookahead == 'a') ADVANCE(164);
      END_STATE();
    case 150:
      if (lookahead == 'i') ADVANCE(165);
      END_STATE();
    case 151:
      if (lookahead == 'z') ADVANCE(166);
      END_STATE();
    case 152:
      if (lookahead == '_') ADVANCE(167);
      END_STATE();
    case 153:
      if (lookahead == 'd') ADVANCE(168);
      END_STATE();
    case 154:
      if (lookahead == '_') ADVANCE(169);
      END_STATE();
    case 155:
      if (lookahead == 'a') ADVANCE(170);
      END_STATE();
    case 156:
      if (lookahead == 'e') ADVANCE(171);
      END_STATE();
    case 157:
      ACCEPT_TOKEN(anon_sym_src_vccz);
      END_STATE();
    case 158:
      if (lookahead == 's') ADVANCE(172);
      END_STATE();
    case 159:
      if (lookahead == 't') ADVANCE(173);
      END_STATE();
    case 160:
      if (lookahead == 't') ADVANCE(174);
      END_STATE();
    case 161:
      if (lookahead == 'i') ADVANCE(175);
      END_STATE();
    case 162:
      if (lookahead == 'a') ADVANCE(176);
      END_STATE();
    case 163:
      if (lookahead == 'i') ADVANCE(177);
      END_STATE();
    case 164:
      if (lookahead == 's') ADVANCE(178);
      END_STATE();
    case 165:
      if (lookahead == 'm') ADVANCE(179);
      END_STATE();
    case 166:
      ACCEPT_TOKEN(anon_sym_src_execz);
      END_STATE();
    case 167:
      if (lookahead == 's') ADVANCE(180);
      END_STATE();
    case 168:
      if (lookahead == 'i') ADVANCE(181);
      END_STATE();
    case 169:
      if (lookahead == 'e') ADVANCE(182);
      END_STATE();
    case 170:
      if (lookahead == 't') ADVANCE(183);
      END_STATE();
    case 171:
      if (lookahead == 'd') ADVANCE(184);
      END_STATE();
    case 172:
      if (lookahead == 'k') ADVANCE(185);
      END_STATE();
    case 173:
      if (lookahead == 'c') ADVANCE(186);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(anon_sym_lds_direct);
      END_STATE();
    case 175:
      if (lookahead == 'n') ADVANCE(187);
      END_STATE();
    case 176:
      if (lookahead == 's') ADVANCE(188);
      END_STATE();
    case 177:
      if (lookahead == 'm') ADVANCE(189);
      END_STATE();
    case 178:
      if (lookahead == 'e') ADVANCE(190);
      END_STATE();
    case 179:
      if (lookahead == 'i') ADVANCE(191);
      END_STATE();
    case 180:
      if (lookahead == 'c') ADVANCE(192);
      END_STATE();
    case 181:
      if (lookahead == 'r') ADVANCE(193);
      END_STATE();
    case 182:
      if (lookahead == 'x') ADVANCE(194);
      END_STATE();
    case 183:
      if (lookahead == 'e') ADVANCE(195);
      END_STATE();
    case 184:
      if (lookahead == '_') ADVANCE(196);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(anon_sym_xnack_mask);
      if (lookahead == '_') ADVANCE(197);
      END_STATE();
    case 186:
      if (lookahead == 'h') ADVANCE(198);
      END_STATE();
    case 187:
      if (lookahead == 'g') ADVANCE(199);
      END_STATE();
    case 188:
      if (lookahead == 'e') ADVANCE(200);
      END_STATE();
    case 189:
      if (lookahead == 'i') ADVANCE(201);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(anon_sym_shared_base);
      END_STATE();
    case 191:
      if (lookahead == 't') ADVANCE(202);
      END_STATE();
    case 192:
      if (lookahead == 'r') ADVANCE(203);
      END_STATE();
    case 193:
      if (lookahead == 'e') ADVANCE(204);
      END_STATE();
    case 194:
      if (lookahead == 'i') ADVANCE(205);
      END_STATE();
    case 195:
      if (lookahead == '_') ADVANCE(206);
      END_STATE();
    case 196:
      if (lookahead == 'b') ADVANCE(207);
      if (lookahead == 'l') ADVANCE(208);
      END_STATE();
    case 197:
      if (lookahead == 'h') ADVANCE(209);
      if (lookahead == 'l') ADVANCE(210);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(anon_sym_flat_scratch);
      if (lookahead == '_') ADVANCE(211);
      END_STATE();
    case 199:
      if (lookahead == '_') ADVANCE(212);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(anon_sym_private_base);
      END_STATE();
    case 201:
      if (lookahead == 't') ADVANCE(213);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(anon_sym_shared_limit);
      END_STATE();
    case 203:
      if (lookahead == 'a') ADVANCE(214);
      END_STATE();
    case 204:
      if (lookahead == 'c') ADVANCE(215);
      END_STATE();
    case 205:
      if (lookahead == 't') ADVANCE(216);
      END_STATE();
    case 206:
      if (lookahead == 'b') ADVANCE(217);
      if (lookahead == 'l') ADVANCE(218);
      END_STATE();
    case 207:
      if (lookahead == 'a') ADVANCE(219);
      END_STATE();
    case 208:
      if (lookahead == 'i') ADVANCE(220);
      END_STATE();
    case 209:
      if (lookahead == 'i') ADVANCE(221);
      END_STATE();
    case 210:
      if (lookahead == 'o') ADVANCE(222);
      END_STATE();
    case 211:
      if (lookahead == 'h') ADVANCE(223);
      if (lookahead == 'l') ADVANCE(224);
      END_STATE();
    case 212:
      if (lookahead == 'w') ADVANCE(225);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(anon_sym_private_limit);
      END_STATE();
    case 214:
      if (lookahead == 't') ADVANCE(226);
      END_STATE();
    case 215:
      if (lookahead == 't') ADVANCE(227);
      END_STATE();
    case 216:
      if (lookahead == 'i') ADVANCE(228);
      END_STATE();
    case 217:
      if (lookahead == 'a') ADVANCE(229);
      END_STATE();
    case 218:
      if (lookahead == 'i') ADVANCE(230);
      END_STATE();
    case 219:
      if (lookahead == 's') ADVANCE(231);
      END_STATE();
    case 220:
      if (lookahead == 'm') ADVANCE(232);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(anon_sym_xnack_mask_hi);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(anon_sym_xnack_mask_lo);
      END_STATE();
    case 223:
      if (lookahead == 'i') ADVANCE(233);
      END_STATE();
    case 224:
      if (lookahead == 'o') ADVANCE(234);
      END_STATE();
    case 225:
      if (lookahead == 'a') ADVANCE(235);
      END_STATE();
    case 226:
      if (lookahead == 'c') ADVANCE(236);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(anon_sym_src_lds_direct);
      END_STATE();
    case 228:
      if (lookahead == 'n') ADVANCE(237);
      END_STATE();
    case 229:
      if (lookahead == 's') ADVANCE(238);
      END_STATE();
    case 230:
      if (lookahead == 'm') ADVANCE(239);
      END_STATE();
    case 231:
      if (lookahead == 'e') ADVANCE(240);
      END_STATE();
    case 232:
      if (lookahead == 'i') ADVANCE(241);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(anon_sym_flat_scratch_hi);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(anon_sym_flat_scratch_lo);
      END_STATE();
    case 235:
      if (lookahead == 'v') ADVANCE(242);
      END_STATE();
    case 236:
      if (lookahead == 'h') ADVANCE(243);
      END_STATE();
    case 237:
      if (lookahead == 'g') ADVANCE(244);
      END_STATE();
    case 238:
      if (lookahead == 'e') ADVANCE(245);
      END_STATE();
    case 239:
      if (lookahead == 'i') ADVANCE(246);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(anon_sym_src_shared_base);
      END_STATE();
    case 241:
      if (lookahead == 't') ADVANCE(247);
      END_STATE();
    case 242:
      if (lookahead == 'e') ADVANCE(248);
      END_STATE();
    case 243:
      if (lookahead == '_') ADVANCE(249);
      END_STATE();
    case 244:
      if (lookahead == '_') ADVANCE(250);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(anon_sym_src_private_base);
      END_STATE();
    case 246:
      if (lookahead == 't') ADVANCE(251);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(anon_sym_src_shared_limit);
      END_STATE();
    case 248:
      if (lookahead == '_') ADVANCE(252);
      END_STATE();
    case 249:
      if (lookahead == 'b') ADVANCE(253);
      END_STATE();
    case 250:
      if (lookahead == 'w') ADVANCE(254);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(anon_sym_src_private_limit);
      END_STATE();
    case 252:
      if (lookahead == 'i') ADVANCE(255);
      END_STATE();
    case 253:
      if (lookahead == 'a') ADVANCE(256);
      END_STATE();
    case 254:
      if (lookahead == 'a') ADVANCE(257);
      END_STATE();
    case 255:
      if (lookahead == 'd') ADVANCE(258);
      END_STATE();
    case 256:
      if (lookahead == 's') ADVANCE(259);
      END_STATE();
    case 257:
      if (lookahead == 'v') ADVANCE(260);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(anon_sym_pops_exiting_wave_id);
      END_STATE();
    case 259:
      if (lookahead == 'e') ADVANCE(261);
      END_STATE();
    case 260:
      if (lookahead == 'e') ADVANCE(262);
      END_STATE();
    case 261:
      if (lookahead == '_') ADVANCE(263);
      END_STATE();
    case 262:
      if (lookahead == '_') ADVANCE(264);
      END_STATE();
    case 263:
      if (lookahead == 'h') ADVANCE(265);
      if (lookahead == 'l') ADVANCE(266);
      END_STATE();
    case 264:
      if (lookahead == 'i') ADVANCE(267);
      END_STATE();
    case 265:
      if (lookahead == 'i') ADVANCE(268);
      END_STATE();
    case 266:
      if (lookahead == 'o') ADVANCE(269);
      END_STATE();
    case 267:
      if (lookahead == 'd') ADVANCE(270);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(anon_sym_src_flat_scratch_base_hi);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(anon_sym_src_flat_scratch_base_lo);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(anon_sym_src_pops_exiting_wave_id);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 95, .external_lex_state = 2},
  [2] = {.lex_state = 8, .external_lex_state = 3},
  [3] = {.lex_state = 8, .external_lex_state = 3},
  [4] = {.lex_state = 8},
  [5] = {.lex_state = 8},
  [6] = {.lex_state = 8},
  [7] = {.lex_state = 8},
  [8] = {.lex_state = 8},
  [9] = {.lex_state = 8},
  [10] = {.lex_state = 8},
  [11] = {.lex_state = 8},
  [12] = {.lex_state = 8},
  [13] = {.lex_state = 8},
  [14] = {.lex_state = 8},
  [15] = {.lex_state = 8},
  [16] = {.lex_state = 8},
  [17] = {.lex_state = 2, .external_lex_state = 3},
  [18] = {.lex_state = 2},
  [19] = {.lex_state = 1, .external_lex_state = 3},
  [20] = {.lex_state = 1},
  [21] = {.lex_state = 3, .external_lex_state = 3},
  [22] = {.lex_state = 3, .external_lex_state = 3},
  [23] = {.lex_state = 2, .external_lex_state = 3},
  [24] = {.lex_state = 2, .external_lex_state = 3},
  [25] = {.lex_state = 2, .external_lex_state = 3},
  [26] = {.lex_state = 2, .external_lex_state = 3},
  [27] = {.lex_state = 2, .external_lex_state = 3},
  [28] = {.lex_state = 2, .external_lex_state = 3},
  [29] = {.lex_state = 2, .external_lex_state = 3},
  [30] = {.lex_state = 2, .external_lex_state = 3},
  [31] = {.lex_state = 2, .external_lex_state = 3},
  [32] = {.lex_state = 2, .external_lex_state = 3},
  [33] = {.lex_state = 2, .external_lex_state = 3},
  [34] = {.lex_state = 2, .external_lex_state = 3},
  [35] = {.lex_state = 2, .external_lex_state = 3},
  [36] = {.lex_state = 2, .external_lex_state = 3},
  [37] = {.lex_state = 3},
  [38] = {.lex_state = 95, .external_lex_state = 2},
  [39] = {.lex_state = 3},
  [40] = {.lex_state = 2, .external_lex_state = 3},
  [41] = {.lex_state = 95, .external_lex_state = 2},
  [42] = {.lex_state = 2, .external_lex_state = 3},
  [43] = {.lex_state = 2, .external_lex_state = 3},
  [44] = {.lex_state = 2, .external_lex_state = 3},
  [45] = {.lex_state = 2, .external_lex_state = 3},
  [46] = {.lex_state = 2},
  [47] = {.lex_state = 2},
  [48] = {.lex_state = 2},
  [49] = {.lex_state = 2},
  [50] = {.lex_state = 2},
  [51] = {.lex_state = 2},
  [52] = {.lex_state = 2},
  [53] = {.lex_state = 2},
  [54] = {.lex_state = 2},
  [55] = {.lex_state = 2},
  [56] = {.lex_state = 2},
  [57] = {.lex_state = 2},
  [58] = {.lex_state = 2},
  [59] = {.lex_state = 2},
  [60] = {.lex_state = 2},
  [61] = {.lex_state = 2},
  [62] = {.lex_state = 2},
  [63] = {.lex_state = 2},
  [64] = {.lex_state = 2},
  [65] = {.lex_state = 95, .external_lex_state = 2},
  [66] = {.lex_state = 95, .external_lex_state = 2},
  [67] = {.lex_state = 95, .external_lex_state = 2},
  [68] = {.lex_state = 95, .external_lex_state = 2},
  [69] = {.lex_state = 95, .external_lex_state = 2},
  [70] = {.lex_state = 6},
  [71] = {.lex_state = 95, .external_lex_state = 4},
  [72] = {.lex_state = 6, .external_lex_state = 3},
  [73] = {.lex_state = 6},
  [74] = {.lex_state = 6},
  [75] = {.lex_state = 6},
  [76] = {.lex_state = 2, .external_lex_state = 3},
  [77] = {.lex_state = 6},
  [78] = {.lex_state = 2, .external_lex_state = 3},
  [79] = {.lex_state = 6},
  [80] = {.lex_state = 6},
  [81] = {.lex_state = 6},
  [82] = {.lex_state = 6},
  [83] = {.lex_state = 6},
  [84] = {.lex_state = 6},
  [85] = {.lex_state = 6},
  [86] = {.lex_state = 6},
  [87] = {.lex_state = 6},
  [88] = {.lex_state = 6},
  [89] = {.lex_state = 6},
  [90] = {.lex_state = 6},
  [91] = {.lex_state = 6},
  [92] = {.lex_state = 6},
  [93] = {.lex_state = 6},
  [94] = {.lex_state = 6},
  [95] = {.lex_state = 6, .external_lex_state = 3},
  [96] = {.lex_state = 6, .external_lex_state = 3},
  [97] = {.lex_state = 5, .external_lex_state = 3},
  [98] = {.lex_state = 6},
  [99] = {.lex_state = 6},
  [100] = {.lex_state = 6, .external_lex_state = 3},
  [101] = {.lex_state = 6, .external_lex_state = 3},
  [102] = {.lex_state = 5},
  [103] = {.lex_state = 6, .external_lex_state = 3},
  [104] = {.lex_state = 6, .external_lex_state = 3},
  [105] = {.lex_state = 6, .external_lex_state = 3},
  [106] = {.lex_state = 6, .external_lex_state = 3},
  [107] = {.lex_state = 6, .external_lex_state = 3},
  [108] = {.lex_state = 6, .external_lex_state = 3},
  [109] = {.lex_state = 6, .external_lex_state = 3},
  [110] = {.lex_state = 6, .external_lex_state = 3},
  [111] = {.lex_state = 6, .external_lex_state = 3},
  [112] = {.lex_state = 6, .external_lex_state = 3},
  [113] = {.lex_state = 6, .external_lex_state = 3},
  [114] = {.lex_state = 6, .external_lex_state = 3},
  [115] = {.lex_state = 6, .external_lex_state = 3},
  [116] = {.lex_state = 6, .external_lex_state = 3},
  [117] = {.lex_state = 6, .external_lex_state = 3},
  [118] = {.lex_state = 6},
  [119] = {.lex_state = 6, .external_lex_state = 3},
  [120] = {.lex_state = 2},
  [121] = {.lex_state = 2},
  [122] = {.lex_state = 6},
  [123] = {.lex_state = 6},
  [124] = {.lex_state = 6},
  [125] = {.lex_state = 6},
  [126] = {.lex_state = 6},
  [127] = {.lex_state = 2},
  [128] = {.lex_state = 2},
  [129] = {.lex_state = 2},
  [130] = {.lex_state = 2},
  [131] = {.lex_state = 2},
  [132] = {.lex_state = 2},
  [133] = {.lex_state = 2},
  [134] = {.lex_state = 2},
  [135] = {.lex_state = 2},
  [136] = {.lex_state = 2},
  [137] = {.lex_state = 2},
  [138] = {.lex_state = 2},
  [139] = {.lex_state = 2},
  [140] = {.lex_state = 2},
  [141] = {.lex_state = 2},
  [142] = {.lex_state = 2},
  [143] = {.lex_state = 2},
  [144] = {.lex_state = 2},
  [145] = {.lex_state = 2},
  [146] = {.lex_state = 2},
  [147] = {.lex_state = 2},
  [148] = {.lex_state = 2},
  [149] = {.lex_state = 2},
  [150] = {.lex_state = 2},
  [151] = {.lex_state = 2},
  [152] = {.lex_state = 2},
  [153] = {.lex_state = 2},
  [154] = {.lex_state = 2},
  [155] = {.lex_state = 2},
  [156] = {.lex_state = 2},
  [157] = {.lex_state = 2},
  [158] = {.lex_state = 2},
  [159] = {.lex_state = 2},
  [160] = {.lex_state = 2},
  [161] = {.lex_state = 2},
  [162] = {.lex_state = 2},
  [163] = {.lex_state = 2},
  [164] = {.lex_state = 2},
  [165] = {.lex_state = 2},
  [166] = {.lex_state = 2},
  [167] = {.lex_state = 2},
  [168] = {.lex_state = 2},
  [169] = {.lex_state = 2},
  [170] = {.lex_state = 2},
  [171] = {.lex_state = 2},
  [172] = {.lex_state = 2},
  [173] = {.lex_state = 2},
  [174] = {.lex_state = 2},
  [175] = {.lex_state = 2},
  [176] = {.lex_state = 2},
  [177] = {.lex_state = 2},
  [178] = {.lex_state = 2},
  [179] = {.lex_state = 2},
  [180] = {.lex_state = 2},
  [181] = {.lex_state = 2},
  [182] = {.lex_state = 2},
  [183] = {.lex_state = 95, .external_lex_state = 2},
  [184] = {.lex_state = 95, .external_lex_state = 4},
  [185] = {.lex_state = 95, .external_lex_state = 4},
  [186] = {.lex_state = 10, .external_lex_state = 3},
  [187] = {.lex_state = 95, .external_lex_state = 4},
  [188] = {.lex_state = 8, .external_lex_state = 3},
  [189] = {.lex_state = 10, .external_lex_state = 3},
  [190] = {.lex_state = 8, .external_lex_state = 3},
  [191] = {.lex_state = 8, .external_lex_state = 3},
  [192] = {.lex_state = 10, .external_lex_state = 3},
  [193] = {.lex_state = 8, .external_lex_state = 3},
  [194] = {.lex_state = 10, .external_lex_state = 3},
  [195] = {.lex_state = 8, .external_lex_state = 3},
  [196] = {.lex_state = 10, .external_lex_state = 3},
  [197] = {.lex_state = 8, .external_lex_state = 3},
  [198] = {.lex_state = 8, .external_lex_state = 3},
  [199] = {.lex_state = 8, .external_lex_state = 3},
  [200] = {.lex_state = 8, .external_lex_state = 3},
  [201] = {.lex_state = 8, .external_lex_state = 3},
  [202] = {.lex_state = 8, .external_lex_state = 3},
  [203] = {.lex_state = 8, .external_lex_state = 3},
  [204] = {.lex_state = 8, .external_lex_state = 3},
  [205] = {.lex_state = 8, .external_lex_state = 3},
  [206] = {.lex_state = 8, .external_lex_state = 3},
  [207] = {.lex_state = 8, .external_lex_state = 3},
  [208] = {.lex_state = 8, .external_lex_state = 3},
  [209] = {.lex_state = 8, .external_lex_state = 3},
  [210] = {.lex_state = 8, .external_lex_state = 3},
  [211] = {.lex_state = 8, .external_lex_state = 3},
  [212] = {.lex_state = 8, .external_lex_state = 3},
  [213] = {.lex_state = 8, .external_lex_state = 3},
  [214] = {.lex_state = 8, .external_lex_state = 3},
  [215] = {.lex_state = 8, .external_lex_state = 3},
  [216] = {.lex_state = 8, .external_lex_state = 3},
  [217] = {.lex_state = 8, .external_lex_state = 3},
  [218] = {.lex_state = 6},
  [219] = {.lex_state = 6},
  [220] = {.lex_state = 6},
  [221] = {.lex_state = 12},
  [222] = {.lex_state = 12},
  [223] = {.lex_state = 12},
  [224] = {.lex_state = 10},
  [225] = {.lex_state = 8},
  [226] = {.lex_state = 8},
  [227] = {.lex_state = 10},
  [228] = {.lex_state = 8},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 6},
  [231] = {.lex_state = 8},
  [232] = {.lex_state = 10},
  [233] = {.lex_state = 10},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 0},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 8},
  [239] = {.lex_state = 0},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 8},
  [242] = {.lex_state = 0},
  [243] = {.lex_state = 0},
  [244] = {.lex_state = 0},
  [245] = {.lex_state = 8},
  [246] = {.lex_state = 8},
  [247] = {.lex_state = 0},
  [248] = {.lex_state = 0},
  [249] = {.lex_state = 0, .external_lex_state = 3},
  [250] = {.lex_state = 0, .external_lex_state = 3},
  [251] = {.lex_state = 0, .external_lex_state = 3},
  [252] = {.lex_state = 8},
  [253] = {.lex_state = 8},
  [254] = {.lex_state = 0, .external_lex_state = 3},
  [255] = {.lex_state = 8},
  [256] = {.lex_state = 8},
  [257] = {.lex_state = 8},
  [258] = {.lex_state = 8},
  [259] = {.lex_state = 0, .external_lex_state = 3},
  [260] = {.lex_state = 8},
  [261] = {.lex_state = 0, .external_lex_state = 3},
  [262] = {.lex_state = 8},
  [263] = {.lex_state = 0, .external_lex_state = 3},
  [264] = {.lex_state = 8},
  [265] = {.lex_state = 0, .external_lex_state = 3},
  [266] = {.lex_state = 0, .external_lex_state = 3},
  [267] = {.lex_state = 0, .external_lex_state = 3},
  [268] = {.lex_state = 0, .external_lex_state = 3},
  [269] = {.lex_state = 8},
  [270] = {.lex_state = 23},
  [271] = {.lex_state = 24},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 0},
  [274] = {.lex_state = 8},
  [275] = {.lex_state = 23},
  [276] = {.lex_state = 0},
  [277] = {.lex_state = 0},
  [278] = {.lex_state = 0},
  [279] = {.lex_state = 0},
  [280] = {.lex_state = 0},
  [281] = {.lex_state = 2},
  [282] = {.lex_state = 0},
  [283] = {.lex_state = 0},
  [284] = {.lex_state = 2},
  [285] = {.lex_state = 2},
  [286] = {.lex_state = 0},
  [287] = {.lex_state = 2},
  [288] = {.lex_state = 0},
  [289] = {.lex_state = 5},
  [290] = {.lex_state = 2},
  [291] = {.lex_state = 8},
  [292] = {.lex_state = 2},
  [293] = {.lex_state = 22},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 8},
  [296] = {.lex_state = 0},
  [297] = {.lex_state = 2},
  [298] = {.lex_state = 8},
  [299] = {.lex_state = 0},
  [300] = {.lex_state = 2},
  [301] = {.lex_state = 2},
  [302] = {.lex_state = 2},
  [303] = {.lex_state = 2},
  [304] = {.lex_state = 8},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym_identifier] = ACTIONS(1),
    [sym__eol] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [anon_sym_LTunknown_GT] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [anon_sym_PIPE] = ACTIONS(1),
    [anon_sym_AMP] = ACTIONS(1),
    [anon_sym_COLON_COLON] = ACTIONS(1),
    [anon_sym_glc] = ACTIONS(1),
    [anon_sym_slc] = ACTIONS(1),
    [anon_sym_dlc] = ACTIONS(1),
    [anon_sym_sc0] = ACTIONS(1),
    [anon_sym_sc1] = ACTIONS(1),
    [anon_sym_nt] = ACTIONS(1),
    [anon_sym_vcc] = ACTIONS(1),
    [anon_sym_vcc_lo] = ACTIONS(1),
    [anon_sym_vcc_hi] = ACTIONS(1),
    [anon_sym_exec] = ACTIONS(1),
    [anon_sym_exec_lo] = ACTIONS(1),
    [anon_sym_exec_hi] = ACTIONS(1),
    [anon_sym_m0] = ACTIONS(1),
    [anon_sym_scc] = ACTIONS(1),
    [anon_sym_vccz] = ACTIONS(1),
    [anon_sym_execz] = ACTIONS(1),
    [anon_sym_null] = ACTIONS(1),
    [anon_sym_off] = ACTIONS(1),
    [anon_sym_flat_scratch] = ACTIONS(1),
    [anon_sym_flat_scratch_lo] = ACTIONS(1),
    [anon_sym_flat_scratch_hi] = ACTIONS(1),
    [anon_sym_xnack_mask] = ACTIONS(1),
    [anon_sym_xnack_mask_lo] = ACTIONS(1),
    [anon_sym_xnack_mask_hi] = ACTIONS(1),
    [anon_sym_tba] = ACTIONS(1),
    [anon_sym_tba_lo] = ACTIONS(1),
    [anon_sym_tba_hi] = ACTIONS(1),
    [anon_sym_tma] = ACTIONS(1),
    [anon_sym_tma_lo] = ACTIONS(1),
    [anon_sym_tma_hi] = ACTIONS(1),
    [anon_sym_lds_direct] = ACTIONS(1),
    [anon_sym_src_lds_direct] = ACTIONS(1),
    [anon_sym_shared_base] = ACTIONS(1),
    [anon_sym_shared_limit] = ACTIONS(1),
    [anon_sym_private_base] = ACTIONS(1),
    [anon_sym_private_limit] = ACTIONS(1),
    [anon_sym_pops_exiting_wave_id] = ACTIONS(1),
    [anon_sym_src_shared_base] = ACTIONS(1),
    [anon_sym_src_shared_limit] = ACTIONS(1),
    [anon_sym_src_private_base] = ACTIONS(1),
    [anon_sym_src_private_limit] = ACTIONS(1),
    [anon_sym_src_pops_exiting_wave_id] = ACTIONS(1),
    [anon_sym_src_vccz] = ACTIONS(1),
    [anon_sym_src_execz] = ACTIONS(1),
    [anon_sym_src_scc] = ACTIONS(1),
    [anon_sym_src_flat_scratch_base_lo] = ACTIONS(1),
    [anon_sym_src_flat_scratch_base_hi] = ACTIONS(1),
    [anon_sym_inv2pi] = ACTIONS(1),
    [sym_register] = ACTIONS(1),
    [sym_register_range] = ACTIONS(1),
    [sym_immediate] = ACTIONS(1),
    [sym__dot_name] = ACTIONS(1),
    [sym_number] = ACTIONS(1),
    [anon_sym_DASH] = ACTIONS(1),
    [anon_sym_neg] = ACTIONS(1),
    [anon_sym_LPAREN] = ACTIONS(1),
    [anon_sym_RPAREN] = ACTIONS(1),
    [anon_sym_abs] = ACTIONS(1),
    [anon_sym_sext] = ACTIONS(1),
    [anon_sym_lit] = ACTIONS(1),
    [sym_relocation] = ACTIONS(1),
    [anon_sym_COLON2] = ACTIONS(1),
    [anon_sym_LPAREN2] = ACTIONS(1),
    [anon_sym_LBRACK] = ACTIONS(1),
    [anon_sym_RBRACK] = ACTIONS(1),
    [anon_sym_EQ] = ACTIONS(1),
    [sym_symbol_type] = ACTIONS(1),
    [sym_section_flag] = ACTIONS(1),
    [anon_sym_PIPE_PIPE] = ACTIONS(1),
    [anon_sym_AMP_AMP] = ACTIONS(1),
    [anon_sym_CARET] = ACTIONS(1),
    [anon_sym_EQ_EQ] = ACTIONS(1),
    [anon_sym_BANG_EQ] = ACTIONS(1),
    [anon_sym_LT_GT] = ACTIONS(1),
    [anon_sym_LT] = ACTIONS(1),
    [anon_sym_LT_EQ] = ACTIONS(1),
    [anon_sym_GT] = ACTIONS(1),
    [anon_sym_GT_EQ] = ACTIONS(1),
    [anon_sym_LT_LT] = ACTIONS(1),
    [anon_sym_GT_GT] = ACTIONS(1),
    [anon_sym_PLUS] = ACTIONS(1),
    [anon_sym_STAR] = ACTIONS(1),
    [anon_sym_SLASH] = ACTIONS(1),
    [anon_sym_PERCENT] = ACTIONS(1),
    [anon_sym_TILDE] = ACTIONS(1),
    [anon_sym_BANG] = ACTIONS(1),
    [anon_sym_DOTamdhsa_kernel] = ACTIONS(1),
    [anon_sym_DOTend_amdhsa_kernel] = ACTIONS(1),
    [anon_sym_DOTamdgpu_metadata] = ACTIONS(1),
    [anon_sym_DOTamd_amdgpu_hsa_metadata] = ACTIONS(1),
    [anon_sym_DOTamdgpu_pal_metadata] = ACTIONS(1),
    [anon_sym_DOTamd_amdgpu_pal_metadata] = ACTIONS(1),
    [anon_sym_DOTend_amdgpu_metadata] = ACTIONS(1),
    [anon_sym_DOTend_amd_amdgpu_hsa_metadata] = ACTIONS(1),
    [anon_sym_DOTend_amdgpu_pal_metadata] = ACTIONS(1),
    [anon_sym_DOTend_amd_amdgpu_pal_metadata] = ACTIONS(1),
    [sym_relocation_type] = ACTIONS(1),
    [anon_sym_Disassemblyofsection] = ACTIONS(1),
    [sym_skipped_bytes] = ACTIONS(1),
    [sym_string] = ACTIONS(1),
    [sym_comment] = ACTIONS(3),
    [sym_encoding] = ACTIONS(5),
    [sym__label_name] = ACTIONS(1),
    [sym__reloc_address] = ACTIONS(1),
    [sym__eof] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(286),
    [sym__block] = STATE(38),
    [sym__line] = STATE(38),
    [sym__statement] = STATE(266),
    [sym_label] = STATE(71),
    [sym__symbol_name] = STATE(304),
    [sym_instruction] = STATE(266),
    [sym_directive] = STATE(266),
    [sym_assignment] = STATE(266),
    [sym_kernel_descriptor] = STATE(266),
    [sym_metadata_block] = STATE(266),
    [sym_function_header] = STATE(71),
    [sym_relocation_record] = STATE(266),
    [sym_section_header] = STATE(266),
    [aux_sym_source_file_repeat1] = STATE(38),
    [ts_builtin_sym_end] = ACTIONS(7),
    [sym_identifier] = ACTIONS(9),
    [sym__eol] = ACTIONS(11),
    [anon_sym_LTunknown_GT] = ACTIONS(13),
    [sym__dot_name] = ACTIONS(15),
    [anon_sym_LT] = ACTIONS(17),
    [anon_sym_DOTamdhsa_kernel] = ACTIONS(19),
    [anon_sym_DOTamdgpu_metadata] = ACTIONS(21),
    [anon_sym_DOTamd_amdgpu_hsa_metadata] = ACTIONS(21),
    [anon_sym_DOTamdgpu_pal_metadata] = ACTIONS(21),
    [anon_sym_DOTamd_amdgpu_pal_metadata] = ACTIONS(21),
    [sym_address] = ACTIONS(23),
    [sym_file_format] = ACTIONS(25),
    [anon_sym_Disassemblyofsection] = ACTIONS(27),
    [sym_skipped_bytes] = ACTIONS(25),
    [sym_comment] = ACTIONS(3),
    [sym_encoding] = ACTIONS(5),
    [sym__label_name] = ACTIONS(29),
    [sym__reloc_address] = ACTIONS(31),
  },
  [2] = {
    [sym__symbol_name] = STATE(189),
    [sym__first_item] = STATE(190),
    [sym__leading_flag] = STATE(207),
    [sym__operand_item] = STATE(190),
    [sym__operand] = STATE(190),
    [sym_neg] = STATE(190),
    [sym_abs] = STATE(190),
    [sym_sext] = STATE(190),
    [sym_lit] = STATE(190),
    [sym_symbol_ref] = STATE(190),
    [sym_modifier] = STATE(190),
    [sym_identifier] = ACTIONS(33),
    [sym__eol] = ACTIONS(35),
    [anon_sym_PIPE] = ACTIONS(37),
    [anon_sym_COLON_COLON] = ACTIONS(39),
    [anon_sym_glc] = ACTIONS(41),
    [anon_sym_slc] = ACTIONS(41),
    [anon_sym_dlc] = ACTIONS(41),
    [anon_sym_sc0] = ACTIONS(41),
    [anon_sym_sc1] = ACTIONS(41),
    [anon_sym_nt] = ACTIONS(41),
    [anon_sym_vcc] = ACTIONS(43),
    [anon_sym_vcc_lo] = ACTIONS(43),
    [anon_sym_vcc_hi] = ACTIONS(43),
    [anon_sym_exec] = ACTIONS(43),
    [anon_sym_exec_lo] = ACTIONS(43),
    [anon_sym_exec_hi] = ACTIONS(43),
    [anon_sym_m0] = ACTIONS(43),
    [anon_sym_scc] = ACTIONS(43),
    [anon_sym_vccz] = ACTIONS(43),
    [anon_sym_execz] = ACTIONS(43),
    [anon_sym_null] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_flat_scratch] = ACTIONS(43),
    [anon_sym_flat_scratch_lo] = ACTIONS(43),
    [anon_sym_flat_scratch_hi] = ACTIONS(43),
    [anon_sym_xnack_mask] = ACTIONS(43),
    [anon_sym_xnack_mask_lo] = ACTIONS(43),
    [anon_sym_xnack_mask_hi] = ACTIONS(43),
    [anon_sym_tba] = ACTIONS(43),
    [anon_sym_tba_lo] = ACTIONS(43),
    [anon_sym_tba_hi] = ACTIONS(43),
    [anon_sym_tma] = ACTIONS(43),
    [anon_sym_tma_lo] = ACTIONS(43),
    [anon_sym_tma_hi] = ACTIONS(43),
    [anon_sym_lds_direct] = ACTIONS(43),
    [anon_sym_src_lds_direct] = ACTIONS(43),
    [anon_sym_shared_base] = ACTIONS(43),
    [anon_sym_shared_limit] = ACTIONS(43),
    [anon_sym_private_base] = ACTIONS(43),
    [anon_sym_private_limit] = ACTIONS(43),
    [anon_sym_pops_exiting_wave_id] = ACTIONS(43),
    [anon_sym_src_shared_base] = ACTIONS(43),
    [anon_sym_src_shared_limit] = ACTIONS(43),
    [anon_sym_src_private_base] = ACTIONS(43),
    [anon_sym_src_private_limit] = ACTIONS(43),
    [anon_sym_src_pops_exiting_wave_id] = ACTIONS(43),
    [anon_sym_src_vccz] = ACTIONS(43),
    [anon_sym_src_execz] = ACTIONS(43),
    [anon_sym_src_scc] = ACTIONS(43),
    [anon_sym_src_flat_scratch_base_lo] = ACTIONS(43),
    [anon_sym_src_flat_scratch_base_hi] = ACTIONS(43),
    [anon_sym_inv2pi] = ACTIONS(43),
    [sym_register] = ACTIONS(43),
    [sym_register_range] = ACTIONS(45),
    [sym_immediate] = ACTIONS(45),
    [sym__dot_name] = ACTIONS(47),
    [anon_sym_DASH] = ACTIONS(49),
    [anon_sym_neg] = ACTIONS(51),
    [anon_sym_abs] = ACTIONS(53),
    [anon_sym_sext] = ACTIONS(55),
    [anon_sym_lit] = ACTIONS(57),
    [anon_sym_EQ] = ACTIONS(59),
    [sym_comment] = ACTIONS(3),
    [sym_encoding] = ACTIONS(5),
    [sym__eof] = ACTIONS(35),
  },
  [3] = {
    [sym__symbol_name] = STATE(189),
    [sym__first_item] = STATE(190),
    [sym__leading_flag] = STATE(207),
    [sym__operand_item] = STATE(190),
    [sym__operand] = STATE(190),
    [sym_neg] = STATE(190),
    [sym_abs] = STATE(190),
    [sym_sext] = STATE(190),
    [sym_lit] = STATE(190),
    [sym_symbol_ref] = STATE(190),
    [sym_modifier] = STATE(190),
    [sym_identifier] = ACTIONS(33),
    [sym__eol] = ACTIONS(35),
    [anon_sym_PIPE] = ACTIONS(37),
    [anon_sym_COLON_COLON] = ACTIONS(39),
    [anon_sym_glc] = ACTIONS(41),
    [anon_sym_slc] = ACTIONS(41),
    [anon_sym_dlc] = ACTIONS(41),
    [anon_sym_sc0] = ACTIONS(41),
    [anon_sym_sc1] = ACTIONS(41),
    [anon_sym_nt] = ACTIONS(41),
    [anon_sym_vcc] = ACTIONS(43),
    [anon_sym_vcc_lo] = ACTIONS(43),
    [anon_sym_vcc_hi] = ACTIONS(43),
    [anon_sym_exec] = ACTIONS(43),
    [anon_sym_exec_lo] = ACTIONS(43),
    [anon_sym_exec_hi] = ACTIONS(43),
    [anon_sym_m0] = ACTIONS(43),
    [anon_sym_scc] = ACTIONS(43),
    [anon_sym_vccz] = ACTIONS(43),
    [anon_sym_execz] = ACTIONS(43),
    [anon_sym_null] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_flat_scratch] = ACTIONS(43),
    [anon_sym_flat_scratch_lo] = ACTIONS(43),
    [anon_sym_flat_scratch_hi] = ACTIONS(43),
    [anon_sym_xnack_mask] = ACTIONS(43),
    [anon_sym_xnack_mask_lo] = ACTIONS(43),
    [anon_sym_xnack_mask_hi] = ACTIONS(43),
    [anon_sym_tba] = ACTIONS(43),
    [anon_sym_tba_lo] = ACTIONS(43),
    [anon_sym_tba_hi] = ACTIONS(43),
    [anon_sym_tma] = ACTIONS(43),
    [anon_sym_tma_lo] = ACTIONS(43),
    [anon_sym_tma_hi] = ACTIONS(43),
    [anon_sym_lds_direct] = ACTIONS(43),
    [anon_sym_src_lds_direct] = ACTIONS(43),
    [anon_sym_shared_base] = ACTIONS(43),
    [anon_sym_shared_limit] = ACTIONS(43),
    [anon_sym_private_base] = ACTIONS(43),
    [anon_sym_private_limit] = ACTIONS(43),
    [anon_sym_pops_exiting_wave_id] = ACTIONS(43),
    [anon_sym_src_shared_base] = ACTIONS(43),
    [anon_sym_src_shared_limit] = ACTIONS(43),
    [anon_sym_src_private_base] = ACTIONS(43),
    [anon_sym_src_private_limit] = ACTIONS(43),
    [anon_sym_src_pops_exiting_wave_id] = ACTIONS(43),
    [anon_sym_src_vccz] = ACTIONS(43),
    [anon_sym_src_execz] = ACTIONS(43),
    [anon_sym_src_scc] = ACTIONS(43),
    [anon_sym_src_flat_scratch_base_lo] = ACTIONS(43),
    [anon_sym_src_flat_scratch_base_hi] = ACTIONS(43),
    [anon_sym_inv2pi] = ACTIONS(43),
    [sym_register] = ACTIONS(43),
    [sym_register_range] = ACTIONS(45),
    [sym_immediate] = ACTIONS(45),
    [sym__dot_name] = ACTIONS(47),
    [anon_sym_DASH] = ACTIONS(49),
    [anon_sym_neg] = ACTIONS(51),
    [anon_sym_abs] = ACTIONS(53),
    [anon_sym_sext] = ACTIONS(55),
    [anon_sym_lit] = ACTIONS(57),
    [sym_comment] = ACTIONS(3),
    [sym_encoding] = ACTIONS(5),
    [sym__eof] = ACTIONS(35),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(33), 1,
      sym_identifier,
    ACTIONS(37), 1,
      anon_sym_PIPE,
    ACTIONS(47), 1,
      sym__dot_name,
    ACTIONS(49), 1,
      anon_sym_DASH,
    ACTIONS(51), 1,
      anon_sym_neg,
    ACTIONS(53), 1,
      anon_sym_abs,
    ACTIONS(55), 1,
      anon_sym_sext,
    ACTIONS(57), 1,
      anon_sym_lit,
    STATE(189), 1,
      sym__symbol_name,
    ACTIONS(63), 2,
      sym_register_range,
      sym_immediate,
    STATE(204), 8,
      sym__operand_item,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
      sym_modifier,
    ACTIONS(61), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [93] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(71), 2,
      sym_register_range,
      sym_immediate,
    STATE(295), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(69), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [184] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(87), 2,
      sym_register_range,
      sym_immediate,
    STATE(299), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(85), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [275] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(37), 1,
      anon_sym_PIPE,
    ACTIONS(47), 1,
      sym__dot_name,
    ACTIONS(49), 1,
      anon_sym_DASH,
    ACTIONS(51), 1,
      anon_sym_neg,
    ACTIONS(53), 1,
      anon_sym_abs,
    ACTIONS(55), 1,
      anon_sym_sext,
    ACTIONS(57), 1,
      anon_sym_lit,
    ACTIONS(89), 1,
      sym_identifier,
    STATE(189), 1,
      sym__symbol_name,
    ACTIONS(93), 2,
      sym_register_range,
      sym_immediate,
    STATE(210), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(91), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [366] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(97), 2,
      sym_register_range,
      sym_immediate,
    STATE(296), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(95), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [457] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(101), 2,
      sym_register_range,
      sym_immediate,
    STATE(273), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(99), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [548] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(105), 2,
      sym_register_range,
      sym_immediate,
    STATE(272), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(103), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [639] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(109), 2,
      sym_register_range,
      sym_immediate,
    STATE(262), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(107), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [730] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(113), 2,
      sym_register_range,
      sym_immediate,
    STATE(274), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(111), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [821] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(117), 2,
      sym_register_range,
      sym_immediate,
    STATE(277), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(115), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [912] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(121), 2,
      sym_register_range,
      sym_immediate,
    STATE(278), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(119), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [1003] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(125), 2,
      sym_register_range,
      sym_immediate,
    STATE(279), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(123), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [1094] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(65), 1,
      sym_identifier,
    ACTIONS(67), 1,
      anon_sym_PIPE,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(75), 1,
      anon_sym_DASH,
    ACTIONS(77), 1,
      anon_sym_neg,
    ACTIONS(79), 1,
      anon_sym_abs,
    ACTIONS(81), 1,
      anon_sym_sext,
    ACTIONS(83), 1,
      anon_sym_lit,
    STATE(232), 1,
      sym__symbol_name,
    ACTIONS(129), 2,
      sym_register_range,
      sym_immediate,
    STATE(280), 6,
      sym__operand,
      sym_neg,
      sym_abs,
      sym_sext,
      sym_lit,
      sym_symbol_ref,
    ACTIONS(127), 43,
      anon_sym_vcc,
      anon_sym_vcc_lo,
      anon_sym_vcc_hi,
      anon_sym_exec,
      anon_sym_exec_lo,
      anon_sym_exec_hi,
      anon_sym_m0,
      anon_sym_scc,
      anon_sym_vccz,
      anon_sym_execz,
      anon_sym_null,
      anon_sym_off,
      anon_sym_flat_scratch,
      anon_sym_flat_scratch_lo,
      anon_sym_flat_scratch_hi,
      anon_sym_xnack_mask,
      anon_sym_xnack_mask_lo,
      anon_sym_xnack_mask_hi,
      anon_sym_tba,
      anon_sym_tba_lo,
      anon_sym_tba_hi,
      anon_sym_tma,
      anon_sym_tma_lo,
      anon_sym_tma_hi,
      anon_sym_lds_direct,
      anon_sym_src_lds_direct,
      anon_sym_shared_base,
      anon_sym_shared_limit,
      anon_sym_private_base,
      anon_sym_private_limit,
      anon_sym_pops_exiting_wave_id,
      anon_sym_src_shared_base,
      anon_sym_src_shared_limit,
      anon_sym_src_private_base,
      anon_sym_src_private_limit,
      anon_sym_src_pops_exiting_wave_id,
      anon_sym_src_vccz,
      anon_sym_src_execz,
      anon_sym_src_scc,
      anon_sym_src_flat_scratch_base_lo,
      anon_sym_src_flat_scratch_base_hi,
      anon_sym_inv2pi,
      sym_register,
  [1185] = 25,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(135), 1,
      anon_sym_COMMA,
    ACTIONS(137), 1,
      anon_sym_PIPE,
    ACTIONS(139), 1,
      anon_sym_AMP,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    ACTIONS(149), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(151), 1,
      anon_sym_AMP_AMP,
    ACTIONS(153), 1,
      anon_sym_CARET,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(165), 1,
      anon_sym_TILDE,
    ACTIONS(167), 1,
      anon_sym_BANG,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    STATE(76), 1,
      aux_sym__arguments_repeat1,
    ACTIONS(133), 2,
      sym__eof,
      sym__eol,
    ACTIONS(145), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(143), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    STATE(44), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [1277] = 25,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(133), 1,
      sym__eol,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(171), 1,
      anon_sym_COMMA,
    ACTIONS(173), 1,
      anon_sym_PIPE,
    ACTIONS(175), 1,
      anon_sym_AMP,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    ACTIONS(185), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(187), 1,
      anon_sym_AMP_AMP,
    ACTIONS(189), 1,
      anon_sym_CARET,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(201), 1,
      anon_sym_TILDE,
    ACTIONS(203), 1,
      anon_sym_BANG,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    STATE(121), 1,
      aux_sym__arguments_repeat1,
    ACTIONS(181), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(179), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    STATE(61), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [1368] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(207), 1,
      anon_sym_LPAREN2,
    ACTIONS(205), 9,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LPAREN,
      sym_symbol_type,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(59), 23,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      sym_relocation,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [1414] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(209), 1,
      anon_sym_LPAREN2,
    ACTIONS(205), 9,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LPAREN,
      sym_symbol_type,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(59), 22,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      sym_relocation,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [1459] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(205), 8,
      anon_sym_PIPE,
      anon_sym_AMP,
      sym_symbol_type,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(59), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_relocation,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [1502] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(215), 1,
      sym_relocation,
    ACTIONS(213), 8,
      anon_sym_PIPE,
      anon_sym_AMP,
      sym_symbol_type,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(211), 23,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [1547] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(219), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(217), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [1589] = 15,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(137), 1,
      anon_sym_PIPE,
    ACTIONS(139), 1,
      anon_sym_AMP,
    ACTIONS(149), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(151), 1,
      anon_sym_AMP_AMP,
    ACTIONS(153), 1,
      anon_sym_CARET,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(225), 1,
      anon_sym_BANG,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(221), 11,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_TILDE,
      sym_string,
  [1653] = 12,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(139), 1,
      anon_sym_AMP,
    ACTIONS(153), 1,
      anon_sym_CARET,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 2,
      anon_sym_PIPE,
      anon_sym_BANG,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 13,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_TILDE,
      sym_string,
  [1711] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 3,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_BANG,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 14,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_TILDE,
      sym_string,
  [1765] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(233), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(231), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [1807] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(137), 1,
      anon_sym_PIPE,
    ACTIONS(139), 1,
      anon_sym_AMP,
    ACTIONS(151), 1,
      anon_sym_AMP_AMP,
    ACTIONS(153), 1,
      anon_sym_CARET,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(229), 1,
      anon_sym_BANG,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 12,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_TILDE,
      sym_string,
  [1869] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(137), 1,
      anon_sym_PIPE,
    ACTIONS(139), 1,
      anon_sym_AMP,
    ACTIONS(153), 1,
      anon_sym_CARET,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(229), 1,
      anon_sym_BANG,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 13,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_TILDE,
      sym_string,
  [1929] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(139), 1,
      anon_sym_AMP,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 2,
      anon_sym_PIPE,
      anon_sym_BANG,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 14,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_TILDE,
      sym_string,
  [1985] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_BANG,
    ACTIONS(227), 19,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_TILDE,
      sym_string,
  [2035] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_BANG,
    ACTIONS(227), 21,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_TILDE,
      sym_string,
  [2083] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(227), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2125] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(237), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(235), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2167] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_BANG,
    ACTIONS(227), 23,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_TILDE,
      sym_string,
  [2213] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(241), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(239), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2255] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(243), 1,
      sym_relocation,
    ACTIONS(213), 8,
      anon_sym_PIPE,
      anon_sym_AMP,
      sym_symbol_type,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(211), 22,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2299] = 19,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(9), 1,
      sym_identifier,
    ACTIONS(13), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(15), 1,
      sym__dot_name,
    ACTIONS(17), 1,
      anon_sym_LT,
    ACTIONS(19), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(27), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(29), 1,
      sym__label_name,
    ACTIONS(31), 1,
      sym__reloc_address,
    ACTIONS(245), 1,
      ts_builtin_sym_end,
    ACTIONS(247), 1,
      sym__eol,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(25), 2,
      sym_file_format,
      sym_skipped_bytes,
    STATE(71), 2,
      sym_label,
      sym_function_header,
    STATE(41), 3,
      sym__block,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(21), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(266), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [2371] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(205), 8,
      anon_sym_PIPE,
      anon_sym_AMP,
      sym_symbol_type,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(59), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_relocation,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2413] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(251), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(249), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2455] = 19,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(253), 1,
      ts_builtin_sym_end,
    ACTIONS(255), 1,
      sym_identifier,
    ACTIONS(258), 1,
      sym__eol,
    ACTIONS(261), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(264), 1,
      sym__dot_name,
    ACTIONS(267), 1,
      anon_sym_LT,
    ACTIONS(270), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(276), 1,
      sym_address,
    ACTIONS(282), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(285), 1,
      sym__label_name,
    ACTIONS(288), 1,
      sym__reloc_address,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(279), 2,
      sym_file_format,
      sym_skipped_bytes,
    STATE(71), 2,
      sym_label,
      sym_function_header,
    STATE(41), 3,
      sym__block,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(273), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(266), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [2527] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(233), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(231), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2569] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(293), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(291), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2611] = 15,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(137), 1,
      anon_sym_PIPE,
    ACTIONS(139), 1,
      anon_sym_AMP,
    ACTIONS(149), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(151), 1,
      anon_sym_AMP_AMP,
    ACTIONS(153), 1,
      anon_sym_CARET,
    ACTIONS(161), 1,
      anon_sym_STAR,
    ACTIONS(297), 1,
      anon_sym_BANG,
    ACTIONS(157), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(159), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(163), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(223), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(155), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(295), 11,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_TILDE,
      sym_string,
  [2675] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(301), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(299), 24,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2717] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(227), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2758] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(233), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(231), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2799] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 3,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_BANG,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 13,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_TILDE,
      sym_string,
  [2852] = 12,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(175), 1,
      anon_sym_AMP,
    ACTIONS(189), 1,
      anon_sym_CARET,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(229), 2,
      anon_sym_PIPE,
      anon_sym_BANG,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 12,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_TILDE,
      sym_string,
  [2909] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(301), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(299), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2950] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(251), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(249), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [2991] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(233), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(231), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [3032] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(293), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(291), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [3073] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(219), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(217), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [3114] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(173), 1,
      anon_sym_PIPE,
    ACTIONS(175), 1,
      anon_sym_AMP,
    ACTIONS(187), 1,
      anon_sym_AMP_AMP,
    ACTIONS(189), 1,
      anon_sym_CARET,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(229), 1,
      anon_sym_BANG,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 11,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_TILDE,
      sym_string,
  [3175] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(173), 1,
      anon_sym_PIPE,
    ACTIONS(175), 1,
      anon_sym_AMP,
    ACTIONS(189), 1,
      anon_sym_CARET,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(229), 1,
      anon_sym_BANG,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 12,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_TILDE,
      sym_string,
  [3234] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(175), 1,
      anon_sym_AMP,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(229), 2,
      anon_sym_PIPE,
      anon_sym_BANG,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 13,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_TILDE,
      sym_string,
  [3289] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_BANG,
    ACTIONS(227), 18,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_TILDE,
      sym_string,
  [3338] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_BANG,
    ACTIONS(227), 20,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_TILDE,
      sym_string,
  [3385] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(237), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(235), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [3426] = 15,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(173), 1,
      anon_sym_PIPE,
    ACTIONS(175), 1,
      anon_sym_AMP,
    ACTIONS(185), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(187), 1,
      anon_sym_AMP_AMP,
    ACTIONS(189), 1,
      anon_sym_CARET,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(297), 1,
      anon_sym_BANG,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(295), 10,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_TILDE,
      sym_string,
  [3489] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_BANG,
    ACTIONS(227), 22,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_TILDE,
      sym_string,
  [3534] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(241), 7,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
      anon_sym_PERCENT,
      anon_sym_BANG,
    ACTIONS(239), 23,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_DASH,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_TILDE,
      sym_string,
  [3575] = 15,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(173), 1,
      anon_sym_PIPE,
    ACTIONS(175), 1,
      anon_sym_AMP,
    ACTIONS(185), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(187), 1,
      anon_sym_AMP_AMP,
    ACTIONS(189), 1,
      anon_sym_CARET,
    ACTIONS(197), 1,
      anon_sym_STAR,
    ACTIONS(225), 1,
      anon_sym_BANG,
    ACTIONS(193), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(195), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(199), 2,
      anon_sym_SLASH,
      anon_sym_PERCENT,
    ACTIONS(303), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(191), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(221), 10,
      sym__eol,
      anon_sym_COMMA,
      sym_identifier,
      sym__dot_name,
      sym_number,
      anon_sym_LPAREN,
      sym_symbol_type,
      sym_section_flag,
      anon_sym_TILDE,
      sym_string,
  [3638] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(9), 1,
      sym_identifier,
    ACTIONS(13), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(15), 1,
      sym__dot_name,
    ACTIONS(19), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(27), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(31), 1,
      sym__reloc_address,
    ACTIONS(307), 1,
      sym__eol,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(25), 2,
      sym_file_format,
      sym_skipped_bytes,
    ACTIONS(305), 2,
      sym__label_name,
      ts_builtin_sym_end,
    ACTIONS(309), 2,
      anon_sym_LT,
      sym_address,
    STATE(68), 2,
      sym__line,
      aux_sym__block_repeat1,
    ACTIONS(21), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(266), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [3701] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(313), 1,
      sym_identifier,
    ACTIONS(316), 1,
      sym__eol,
    ACTIONS(319), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(322), 1,
      sym__dot_name,
    ACTIONS(327), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(336), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(339), 1,
      sym__reloc_address,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(311), 2,
      sym__label_name,
      ts_builtin_sym_end,
    ACTIONS(325), 2,
      anon_sym_LT,
      sym_address,
    ACTIONS(333), 2,
      sym_file_format,
      sym_skipped_bytes,
    STATE(66), 2,
      sym__line,
      aux_sym__block_repeat1,
    ACTIONS(330), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(266), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [3764] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(9), 1,
      sym_identifier,
    ACTIONS(13), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(15), 1,
      sym__dot_name,
    ACTIONS(19), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(27), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(31), 1,
      sym__reloc_address,
    ACTIONS(344), 1,
      sym__eol,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(25), 2,
      sym_file_format,
      sym_skipped_bytes,
    ACTIONS(342), 2,
      sym__label_name,
      ts_builtin_sym_end,
    ACTIONS(346), 2,
      anon_sym_LT,
      sym_address,
    STATE(69), 2,
      sym__line,
      aux_sym__block_repeat1,
    ACTIONS(21), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(266), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [3827] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(9), 1,
      sym_identifier,
    ACTIONS(13), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(15), 1,
      sym__dot_name,
    ACTIONS(19), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(27), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(31), 1,
      sym__reloc_address,
    ACTIONS(348), 1,
      sym__eol,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(25), 2,
      sym_file_format,
      sym_skipped_bytes,
    ACTIONS(342), 2,
      sym__label_name,
      ts_builtin_sym_end,
    ACTIONS(346), 2,
      anon_sym_LT,
      sym_address,
    STATE(66), 2,
      sym__line,
      aux_sym__block_repeat1,
    ACTIONS(21), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(266), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [3890] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(9), 1,
      sym_identifier,
    ACTIONS(13), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(15), 1,
      sym__dot_name,
    ACTIONS(19), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(27), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(31), 1,
      sym__reloc_address,
    ACTIONS(348), 1,
      sym__eol,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(25), 2,
      sym_file_format,
      sym_skipped_bytes,
    ACTIONS(350), 2,
      sym__label_name,
      ts_builtin_sym_end,
    ACTIONS(352), 2,
      anon_sym_LT,
      sym_address,
    STATE(66), 2,
      sym__line,
      aux_sym__block_repeat1,
    ACTIONS(21), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(266), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [3953] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(354), 1,
      anon_sym_LPAREN2,
    ACTIONS(205), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(59), 18,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      sym_relocation,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [3990] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(9), 1,
      sym_identifier,
    ACTIONS(13), 1,
      anon_sym_LTunknown_GT,
    ACTIONS(15), 1,
      sym__dot_name,
    ACTIONS(19), 1,
      anon_sym_DOTamdhsa_kernel,
    ACTIONS(27), 1,
      anon_sym_Disassemblyofsection,
    ACTIONS(31), 1,
      sym__reloc_address,
    STATE(304), 1,
      sym__symbol_name,
    ACTIONS(356), 2,
      sym__eof,
      sym__eol,
    ACTIONS(358), 2,
      sym_file_format,
      sym_skipped_bytes,
    ACTIONS(21), 4,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
    STATE(268), 8,
      sym__statement,
      sym_instruction,
      sym_directive,
      sym_assignment,
      sym_kernel_descriptor,
      sym_metadata_block,
      sym_relocation_record,
      sym_section_header,
  [4042] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(360), 1,
      anon_sym_LPAREN2,
    ACTIONS(205), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(59), 17,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      sym_relocation,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4078] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(205), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(59), 18,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      sym_relocation,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4112] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(362), 1,
      sym_relocation,
    ACTIONS(213), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(211), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4148] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(372), 1,
      anon_sym_RPAREN,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    STATE(236), 1,
      aux_sym_call_expression_repeat1,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [4205] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(135), 1,
      anon_sym_COMMA,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    STATE(78), 1,
      aux_sym__arguments_repeat1,
    ACTIONS(390), 2,
      sym__eof,
      sym__eol,
    ACTIONS(143), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    STATE(44), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [4256] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(392), 1,
      anon_sym_RPAREN,
    STATE(240), 1,
      aux_sym_call_expression_repeat1,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [4313] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(394), 1,
      sym_identifier,
    ACTIONS(397), 1,
      anon_sym_COMMA,
    ACTIONS(400), 1,
      sym__dot_name,
    ACTIONS(409), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    STATE(78), 1,
      aux_sym__arguments_repeat1,
    ACTIONS(221), 2,
      sym__eof,
      sym__eol,
    ACTIONS(403), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(406), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    STATE(44), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [4364] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(251), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(249), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4397] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(233), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(231), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4430] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(293), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(291), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4463] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(301), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(299), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4496] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(219), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(217), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4529] = 12,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(227), 5,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [4578] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(229), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 6,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
  [4623] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(227), 4,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [4674] = 12,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(227), 5,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [4723] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
    ACTIONS(227), 6,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
  [4770] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(229), 4,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(227), 11,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [4811] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(229), 4,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(227), 13,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
  [4850] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(227), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4883] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(237), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(235), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4916] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(229), 4,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(227), 15,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
  [4953] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(241), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(239), 17,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_DASH,
      anon_sym_RPAREN,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [4986] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(412), 1,
      sym_relocation,
    ACTIONS(213), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(211), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5021] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(205), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(59), 17,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      sym_relocation,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5054] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(59), 1,
      anon_sym_EQ,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    STATE(250), 1,
      sym__arguments,
    ACTIONS(414), 2,
      sym__eof,
      sym__eol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(416), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(17), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [5105] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(418), 1,
      anon_sym_RPAREN,
    STATE(239), 1,
      aux_sym_call_expression_repeat1,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5162] = 16,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(420), 1,
      anon_sym_RPAREN,
    STATE(242), 1,
      aux_sym_call_expression_repeat1,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5219] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(229), 4,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(227), 14,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
  [5255] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(432), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(227), 5,
      sym__eof,
      sym__eol,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
    ACTIONS(430), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5301] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(59), 1,
      anon_sym_EQ,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    ACTIONS(414), 1,
      sym__eol,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    STATE(276), 1,
      sym__arguments,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(436), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(18), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [5351] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(440), 1,
      anon_sym_PIPE,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_AMP_AMP,
    ACTIONS(446), 1,
      anon_sym_CARET,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(432), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(438), 2,
      sym__eof,
      sym__eol,
    ACTIONS(430), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5403] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(251), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(249), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5435] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(233), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(231), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5467] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(293), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(291), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5499] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(301), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(299), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5531] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(219), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(217), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5563] = 12,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 1,
      anon_sym_PIPE,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(446), 1,
      anon_sym_CARET,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(432), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(227), 4,
      sym__eof,
      sym__eol,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
    ACTIONS(430), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5611] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(229), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(432), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(227), 5,
      sym__eof,
      sym__eol,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
    ACTIONS(430), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5655] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(440), 1,
      anon_sym_PIPE,
    ACTIONS(444), 1,
      anon_sym_AMP_AMP,
    ACTIONS(446), 1,
      anon_sym_CARET,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(432), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(227), 3,
      sym__eof,
      sym__eol,
      anon_sym_PIPE_PIPE,
    ACTIONS(430), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5705] = 12,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(440), 1,
      anon_sym_PIPE,
    ACTIONS(446), 1,
      anon_sym_CARET,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(432), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(227), 4,
      sym__eof,
      sym__eol,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
    ACTIONS(430), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5753] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(229), 4,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(227), 10,
      sym__eof,
      sym__eol,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5793] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(229), 4,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(227), 12,
      sym__eof,
      sym__eol,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
  [5831] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(229), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(227), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5863] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(237), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(235), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5895] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(241), 5,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_LT,
      anon_sym_GT,
      anon_sym_SLASH,
    ACTIONS(239), 16,
      sym__eof,
      sym__eol,
      anon_sym_DASH,
      anon_sym_PIPE_PIPE,
      anon_sym_AMP_AMP,
      anon_sym_CARET,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
      anon_sym_PLUS,
      anon_sym_STAR,
      anon_sym_PERCENT,
  [5927] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(448), 2,
      anon_sym_COMMA,
      anon_sym_RPAREN,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [5979] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(424), 1,
      anon_sym_SLASH,
    ACTIONS(426), 1,
      anon_sym_AMP,
    ACTIONS(440), 1,
      anon_sym_PIPE,
    ACTIONS(442), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(444), 1,
      anon_sym_AMP_AMP,
    ACTIONS(446), 1,
      anon_sym_CARET,
    ACTIONS(422), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(428), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(432), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(434), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(450), 2,
      sym__eof,
      sym__eol,
    ACTIONS(430), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [6031] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(221), 1,
      sym__eol,
    ACTIONS(452), 1,
      sym_identifier,
    ACTIONS(455), 1,
      anon_sym_COMMA,
    ACTIONS(458), 1,
      sym__dot_name,
    ACTIONS(467), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    STATE(120), 1,
      aux_sym__arguments_repeat1,
    ACTIONS(461), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(464), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    STATE(61), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6081] = 13,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(171), 1,
      anon_sym_COMMA,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    ACTIONS(390), 1,
      sym__eol,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    STATE(120), 1,
      aux_sym__arguments_repeat1,
    ACTIONS(179), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    STATE(61), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6131] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(438), 1,
      sym__eol,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [6182] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(470), 1,
      anon_sym_RPAREN,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [6233] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(472), 1,
      anon_sym_RPAREN,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [6284] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(474), 1,
      anon_sym_RPAREN,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [6335] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(366), 1,
      anon_sym_PIPE,
    ACTIONS(368), 1,
      anon_sym_AMP,
    ACTIONS(374), 1,
      anon_sym_PIPE_PIPE,
    ACTIONS(376), 1,
      anon_sym_AMP_AMP,
    ACTIONS(378), 1,
      anon_sym_CARET,
    ACTIONS(388), 1,
      anon_sym_SLASH,
    ACTIONS(476), 1,
      anon_sym_RPAREN,
    ACTIONS(370), 2,
      anon_sym_DASH,
      anon_sym_PLUS,
    ACTIONS(382), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(384), 2,
      anon_sym_LT_LT,
      anon_sym_GT_GT,
    ACTIONS(386), 2,
      anon_sym_STAR,
      anon_sym_PERCENT,
    ACTIONS(380), 5,
      anon_sym_EQ_EQ,
      anon_sym_BANG_EQ,
      anon_sym_LT_GT,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
  [6386] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    ACTIONS(488), 1,
      anon_sym_RPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(482), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    STATE(98), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6430] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    ACTIONS(492), 1,
      anon_sym_RPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(490), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(75), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6474] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    ACTIONS(496), 1,
      anon_sym_RPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(494), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(77), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6518] = 11,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    ACTIONS(500), 1,
      anon_sym_RPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(498), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(99), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6562] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(506), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    STATE(101), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6603] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(512), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(111), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6644] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(514), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(112), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6685] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(516), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(28), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6726] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(518), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(113), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6767] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(520), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(114), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6808] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(522), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(115), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6849] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(524), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(123), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6890] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(526), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(100), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6931] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(528), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(30), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [6972] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(530), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(118), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7013] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(532), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(93), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7054] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(534), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(31), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7095] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(536), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(32), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7136] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(538), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(80), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7177] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(540), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(33), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7218] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(542), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(35), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7259] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(544), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(42), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7300] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(546), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(64), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7341] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(548), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(84), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7382] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(550), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(85), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7423] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(552), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(47), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7464] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(554), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(52), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7505] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(556), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(119), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7546] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(558), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(29), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7587] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(560), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(48), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7628] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(562), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(55), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7669] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(564), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(56), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7710] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(566), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(57), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7751] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(568), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(58), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7792] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(570), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(59), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7833] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(572), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(46), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7874] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(574), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(62), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7915] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(576), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(86), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7956] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(578), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(122), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [7997] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(580), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(87), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8038] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(582), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(88), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8079] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(584), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(103), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8120] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(586), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(105), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8161] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(588), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(89), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8202] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(590), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(90), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8243] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(592), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(91), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8284] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(594), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(27), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8325] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(596), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(109), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8366] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(502), 1,
      sym_identifier,
    ACTIONS(504), 1,
      sym__dot_name,
    ACTIONS(510), 1,
      anon_sym_LPAREN,
    STATE(95), 1,
      sym__symbol_name,
    STATE(104), 1,
      sym__reloc_symbol,
    ACTIONS(508), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(598), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(110), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8407] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(600), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(124), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8448] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(602), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(24), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8489] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(604), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(25), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8530] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(141), 1,
      sym__dot_name,
    ACTIONS(147), 1,
      anon_sym_LPAREN,
    STATE(22), 1,
      sym__symbol_name,
    STATE(40), 1,
      sym__reloc_symbol,
    ACTIONS(165), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(606), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(26), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8571] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(608), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(125), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8612] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(478), 1,
      sym_identifier,
    ACTIONS(480), 1,
      sym__dot_name,
    ACTIONS(486), 1,
      anon_sym_LPAREN,
    STATE(74), 1,
      sym__symbol_name,
    STATE(79), 1,
      sym__reloc_symbol,
    ACTIONS(484), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(610), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(126), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8653] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(169), 1,
      sym_identifier,
    ACTIONS(177), 1,
      sym__dot_name,
    ACTIONS(183), 1,
      anon_sym_LPAREN,
    STATE(37), 1,
      sym__symbol_name,
    STATE(51), 1,
      sym__reloc_symbol,
    ACTIONS(201), 4,
      anon_sym_DASH,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_BANG,
    ACTIONS(612), 4,
      sym_number,
      sym_symbol_type,
      sym_section_flag,
      sym_string,
    STATE(49), 5,
      sym__expression,
      sym_binary_expression,
      sym_unary_expression,
      sym_parenthesized_expression,
      sym_call_expression,
  [8694] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(614), 6,
      sym__label_name,
      sym__reloc_address,
      ts_builtin_sym_end,
      sym__eol,
      anon_sym_LTunknown_GT,
      anon_sym_Disassemblyofsection,
    ACTIONS(616), 11,
      sym_identifier,
      sym__dot_name,
      anon_sym_LT,
      anon_sym_DOTamdhsa_kernel,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
      sym_address,
      sym_file_format,
      sym_skipped_bytes,
  [8722] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(620), 5,
      sym__reloc_address,
      sym__eof,
      sym__eol,
      anon_sym_LTunknown_GT,
      anon_sym_Disassemblyofsection,
    ACTIONS(618), 9,
      sym_identifier,
      sym__dot_name,
      anon_sym_DOTamdhsa_kernel,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
      sym_file_format,
      sym_skipped_bytes,
  [8747] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(624), 5,
      sym__reloc_address,
      sym__eof,
      sym__eol,
      anon_sym_LTunknown_GT,
      anon_sym_Disassemblyofsection,
    ACTIONS(622), 9,
      sym_identifier,
      sym__dot_name,
      anon_sym_DOTamdhsa_kernel,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
      sym_file_format,
      sym_skipped_bytes,
  [8772] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(626), 1,
      anon_sym_COLON2,
    ACTIONS(628), 1,
      anon_sym_LPAREN2,
    STATE(209), 1,
      sym__modifier_args,
    ACTIONS(205), 2,
      sym_register,
      sym_identifier,
    ACTIONS(59), 9,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
      sym_relocation,
      sym_symbol_offset,
  [8803] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(632), 5,
      sym__reloc_address,
      sym__eof,
      sym__eol,
      anon_sym_LTunknown_GT,
      anon_sym_Disassemblyofsection,
    ACTIONS(630), 9,
      sym_identifier,
      sym__dot_name,
      anon_sym_DOTamdhsa_kernel,
      anon_sym_DOTamdgpu_metadata,
      anon_sym_DOTamd_amdgpu_hsa_metadata,
      anon_sym_DOTamdgpu_pal_metadata,
      anon_sym_DOTamd_amdgpu_pal_metadata,
      sym_file_format,
      sym_skipped_bytes,
  [8828] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(626), 1,
      anon_sym_COLON2,
    ACTIONS(628), 1,
      anon_sym_LPAREN2,
    STATE(209), 1,
      sym__modifier_args,
    ACTIONS(634), 2,
      sym_register,
      sym_identifier,
    ACTIONS(636), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [8857] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(642), 1,
      sym_relocation,
    ACTIONS(644), 1,
      sym_symbol_offset,
    ACTIONS(638), 2,
      sym_register,
      sym_identifier,
    ACTIONS(640), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [8883] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(646), 1,
      sym_identifier,
    ACTIONS(650), 1,
      anon_sym_COMMA,
    ACTIONS(654), 1,
      anon_sym_COLON_COLON,
    ACTIONS(656), 1,
      sym_register,
    ACTIONS(658), 1,
      sym_register_range,
    ACTIONS(648), 2,
      sym__eof,
      sym__eol,
    ACTIONS(652), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    STATE(195), 2,
      sym_modifier,
      aux_sym_instruction_repeat1,
  [8917] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(628), 1,
      anon_sym_LPAREN2,
    STATE(213), 1,
      sym__modifier_args,
    ACTIONS(660), 2,
      sym_register,
      sym_identifier,
    ACTIONS(662), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [8943] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(205), 2,
      sym_register,
      sym_identifier,
    ACTIONS(59), 9,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
      sym_relocation,
      sym_symbol_offset,
  [8965] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(664), 1,
      sym_identifier,
    ACTIONS(669), 1,
      anon_sym_COMMA,
    ACTIONS(675), 1,
      sym_register,
    ACTIONS(678), 1,
      sym_register_range,
    ACTIONS(672), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    STATE(193), 2,
      sym_modifier,
      aux_sym_instruction_repeat1,
    ACTIONS(667), 3,
      sym__eof,
      sym__eol,
      anon_sym_COLON_COLON,
  [8997] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(205), 2,
      sym_register,
      sym_identifier,
    ACTIONS(59), 9,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
      sym_relocation,
      sym_symbol_offset,
  [9019] = 10,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(646), 1,
      sym_identifier,
    ACTIONS(650), 1,
      anon_sym_COMMA,
    ACTIONS(683), 1,
      anon_sym_COLON_COLON,
    ACTIONS(685), 1,
      sym_register,
    ACTIONS(687), 1,
      sym_register_range,
    ACTIONS(652), 2,
      anon_sym_PIPE,
      anon_sym_AMP,
    ACTIONS(681), 2,
      sym__eof,
      sym__eol,
    STATE(193), 2,
      sym_modifier,
      aux_sym_instruction_repeat1,
  [9053] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(693), 1,
      sym_symbol_offset,
    ACTIONS(689), 2,
      sym_register,
      sym_identifier,
    ACTIONS(691), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9076] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(695), 2,
      sym_register,
      sym_identifier,
    ACTIONS(697), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9096] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(699), 2,
      sym_register,
      sym_identifier,
    ACTIONS(701), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9116] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(703), 2,
      sym_register,
      sym_identifier,
    ACTIONS(705), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9136] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(707), 2,
      sym_register,
      sym_identifier,
    ACTIONS(709), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9156] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(711), 2,
      sym_register,
      sym_identifier,
    ACTIONS(713), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9176] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(715), 2,
      sym_register,
      sym_identifier,
    ACTIONS(717), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9196] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(719), 2,
      sym_register,
      sym_identifier,
    ACTIONS(721), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9216] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(723), 2,
      sym_register,
      sym_identifier,
    ACTIONS(667), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9236] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(725), 2,
      sym_register,
      sym_identifier,
    ACTIONS(727), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9256] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(729), 2,
      sym_register,
      sym_identifier,
    ACTIONS(731), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9276] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(733), 2,
      sym_register,
      sym_identifier,
    ACTIONS(735), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9296] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(737), 2,
      sym_register,
      sym_identifier,
    ACTIONS(739), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9316] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(741), 2,
      sym_register,
      sym_identifier,
    ACTIONS(743), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9336] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(745), 2,
      sym_register,
      sym_identifier,
    ACTIONS(747), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9356] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(749), 2,
      sym_register,
      sym_identifier,
    ACTIONS(751), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9376] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(753), 2,
      sym_register,
      sym_identifier,
    ACTIONS(755), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9396] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(757), 2,
      sym_register,
      sym_identifier,
    ACTIONS(759), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9416] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(761), 2,
      sym_register,
      sym_identifier,
    ACTIONS(763), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9436] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(765), 2,
      sym_register,
      sym_identifier,
    ACTIONS(767), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9456] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(769), 2,
      sym_register,
      sym_identifier,
    ACTIONS(771), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9476] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(773), 2,
      sym_register,
      sym_identifier,
    ACTIONS(775), 7,
      sym__eof,
      sym__eol,
      anon_sym_COMMA,
      anon_sym_PIPE,
      anon_sym_AMP,
      anon_sym_COLON_COLON,
      sym_register_range,
  [9496] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(777), 1,
      sym_identifier,
    ACTIONS(779), 1,
      sym__eol,
    ACTIONS(781), 1,
      sym__dot_name,
    ACTIONS(783), 1,
      anon_sym_DOTend_amdhsa_kernel,
    STATE(219), 1,
      aux_sym_kernel_descriptor_repeat1,
    STATE(291), 1,
      sym__symbol_name,
    STATE(294), 2,
      sym_directive,
      sym_assignment,
  [9525] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(777), 1,
      sym_identifier,
    ACTIONS(781), 1,
      sym__dot_name,
    ACTIONS(785), 1,
      sym__eol,
    ACTIONS(787), 1,
      anon_sym_DOTend_amdhsa_kernel,
    STATE(220), 1,
      aux_sym_kernel_descriptor_repeat1,
    STATE(291), 1,
      sym__symbol_name,
    STATE(294), 2,
      sym_directive,
      sym_assignment,
  [9554] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(789), 1,
      sym_identifier,
    ACTIONS(792), 1,
      sym__eol,
    ACTIONS(795), 1,
      sym__dot_name,
    ACTIONS(798), 1,
      anon_sym_DOTend_amdhsa_kernel,
    STATE(220), 1,
      aux_sym_kernel_descriptor_repeat1,
    STATE(291), 1,
      sym__symbol_name,
    STATE(294), 2,
      sym_directive,
      sym_assignment,
  [9583] = 4,
    STATE(222), 1,
      aux_sym_metadata_block_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_encoding,
    ACTIONS(800), 2,
      sym__eol,
      sym_metadata_line,
    ACTIONS(802), 4,
      anon_sym_DOTend_amdgpu_metadata,
      anon_sym_DOTend_amd_amdgpu_hsa_metadata,
      anon_sym_DOTend_amdgpu_pal_metadata,
      anon_sym_DOTend_amd_amdgpu_pal_metadata,
  [9601] = 4,
    STATE(222), 1,
      aux_sym_metadata_block_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_encoding,
    ACTIONS(804), 2,
      sym__eol,
      sym_metadata_line,
    ACTIONS(807), 4,
      anon_sym_DOTend_amdgpu_metadata,
      anon_sym_DOTend_amd_amdgpu_hsa_metadata,
      anon_sym_DOTend_amdgpu_pal_metadata,
      anon_sym_DOTend_amd_amdgpu_pal_metadata,
  [9619] = 4,
    STATE(221), 1,
      aux_sym_metadata_block_repeat1,
    ACTIONS(3), 2,
      sym_comment,
      sym_encoding,
    ACTIONS(809), 2,
      sym__eol,
      sym_metadata_line,
    ACTIONS(811), 4,
      anon_sym_DOTend_amdgpu_metadata,
      anon_sym_DOTend_amd_amdgpu_hsa_metadata,
      anon_sym_DOTend_amdgpu_pal_metadata,
      anon_sym_DOTend_amd_amdgpu_pal_metadata,
  [9637] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(59), 6,
      sym__eol,
      anon_sym_PIPE,
      anon_sym_RPAREN,
      sym_relocation,
      sym_symbol_offset,
      anon_sym_EQ,
  [9652] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(813), 1,
      sym_identifier,
    ACTIONS(815), 1,
      sym_immediate,
    ACTIONS(817), 1,
      anon_sym_LBRACK,
    STATE(216), 1,
      sym__function_value,
    STATE(215), 2,
      sym__modifier_value,
      sym_modifier_list,
  [9675] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(819), 1,
      sym_identifier,
    ACTIONS(823), 1,
      anon_sym_RPAREN,
    STATE(248), 1,
      sym__modifier_arg,
    ACTIONS(821), 2,
      sym_immediate,
      sym_string,
  [9695] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(59), 5,
      sym__eol,
      anon_sym_PIPE,
      anon_sym_RPAREN,
      sym_relocation,
      sym_symbol_offset,
  [9709] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(819), 1,
      sym_identifier,
    ACTIONS(827), 1,
      anon_sym_RBRACK,
    STATE(235), 1,
      sym__modifier_arg,
    ACTIONS(825), 2,
      sym_immediate,
      sym_string,
  [9729] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(829), 1,
      anon_sym_COMMA,
    STATE(229), 1,
      aux_sym__modifier_args_repeat1,
    ACTIONS(832), 2,
      anon_sym_RPAREN,
      anon_sym_RBRACK,
  [9746] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(798), 2,
      sym__dot_name,
      anon_sym_DOTend_amdhsa_kernel,
    ACTIONS(834), 2,
      sym__eol,
      sym_identifier,
  [9761] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(819), 1,
      sym_identifier,
    STATE(234), 1,
      sym__modifier_arg,
    ACTIONS(836), 2,
      sym_immediate,
      sym_string,
  [9778] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(838), 1,
      sym_relocation,
    ACTIONS(840), 1,
      sym_symbol_offset,
    ACTIONS(640), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [9795] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(842), 1,
      sym_symbol_offset,
    ACTIONS(691), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [9809] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(832), 3,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_RBRACK,
  [9821] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(844), 1,
      anon_sym_COMMA,
    ACTIONS(846), 1,
      anon_sym_RBRACK,
    STATE(243), 1,
      aux_sym__modifier_args_repeat1,
  [9837] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(848), 1,
      anon_sym_RPAREN,
    STATE(244), 1,
      aux_sym_call_expression_repeat1,
  [9853] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(844), 1,
      anon_sym_COMMA,
    ACTIONS(850), 1,
      anon_sym_RPAREN,
    STATE(229), 1,
      aux_sym__modifier_args_repeat1,
  [9869] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    STATE(259), 1,
      sym_instruction,
    ACTIONS(13), 2,
      anon_sym_LTunknown_GT,
      sym_identifier,
  [9883] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(852), 1,
      anon_sym_RPAREN,
    STATE(244), 1,
      aux_sym_call_expression_repeat1,
  [9899] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(854), 1,
      anon_sym_RPAREN,
    STATE(244), 1,
      aux_sym_call_expression_repeat1,
  [9915] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(73), 1,
      sym__dot_name,
    ACTIONS(777), 1,
      sym_identifier,
    STATE(288), 1,
      sym__symbol_name,
  [9931] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(364), 1,
      anon_sym_COMMA,
    ACTIONS(856), 1,
      anon_sym_RPAREN,
    STATE(244), 1,
      aux_sym_call_expression_repeat1,
  [9947] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(844), 1,
      anon_sym_COMMA,
    ACTIONS(858), 1,
      anon_sym_RBRACK,
    STATE(229), 1,
      aux_sym__modifier_args_repeat1,
  [9963] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(448), 1,
      anon_sym_RPAREN,
    ACTIONS(860), 1,
      anon_sym_COMMA,
    STATE(244), 1,
      aux_sym_call_expression_repeat1,
  [9979] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    STATE(249), 1,
      sym_instruction,
    ACTIONS(13), 2,
      anon_sym_LTunknown_GT,
      sym_identifier,
  [9993] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    STATE(254), 1,
      sym_instruction,
    ACTIONS(13), 2,
      anon_sym_LTunknown_GT,
      sym_identifier,
  [10007] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(863), 3,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_RBRACK,
  [10019] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(844), 1,
      anon_sym_COMMA,
    ACTIONS(865), 1,
      anon_sym_RPAREN,
    STATE(237), 1,
      aux_sym__modifier_args_repeat1,
  [10035] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(867), 2,
      sym__eof,
      sym__eol,
  [10046] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(869), 2,
      sym__eof,
      sym__eol,
  [10057] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(871), 2,
      sym__eof,
      sym__eol,
  [10068] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(755), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10079] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(763), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10090] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(873), 2,
      sym__eof,
      sym__eol,
  [10101] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(709), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10112] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(713), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10123] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(717), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10134] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(875), 1,
      sym_identifier,
    STATE(204), 1,
      sym_modifier,
  [10147] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(877), 2,
      sym__eof,
      sym__eol,
  [10158] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(721), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10169] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(879), 2,
      sym__eof,
      sym__eol,
  [10180] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(747), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10191] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(881), 2,
      sym__eof,
      sym__eol,
  [10202] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(751), 2,
      anon_sym_PIPE,
      anon_sym_RPAREN,
  [10213] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(883), 2,
      sym__eof,
      sym__eol,
  [10224] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(885), 2,
      sym__eof,
      sym__eol,
  [10235] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(887), 2,
      sym__eof,
      sym__eol,
  [10246] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(889), 2,
      sym__eof,
      sym__eol,
  [10257] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(891), 1,
      anon_sym_COLON2,
  [10267] = 2,
    ACTIONS(893), 1,
      sym__angle_name,
    ACTIONS(3), 2,
      sym_comment,
      sym_encoding,
  [10275] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(895), 1,
      sym__section_name,
  [10285] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(897), 1,
      anon_sym_RPAREN,
  [10295] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(899), 1,
      anon_sym_RPAREN,
  [10305] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(901), 1,
      anon_sym_PIPE,
  [10315] = 2,
    ACTIONS(903), 1,
      sym__angle_name,
    ACTIONS(3), 2,
      sym_comment,
      sym_encoding,
  [10323] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(869), 1,
      sym__eol,
  [10333] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(905), 1,
      anon_sym_RPAREN,
  [10343] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(907), 1,
      anon_sym_RPAREN,
  [10353] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(909), 1,
      anon_sym_RPAREN,
  [10363] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(911), 1,
      anon_sym_RPAREN,
  [10373] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(913), 1,
      anon_sym_COLON,
  [10383] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(915), 1,
      anon_sym_GT,
  [10393] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(917), 1,
      anon_sym_GT,
  [10403] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(919), 1,
      anon_sym_COLON,
  [10413] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(921), 1,
      anon_sym_LPAREN,
  [10423] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(923), 1,
      ts_builtin_sym_end,
  [10433] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(925), 1,
      anon_sym_COLON,
  [10443] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(927), 1,
      sym__eol,
  [10453] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(929), 1,
      anon_sym_LT,
  [10463] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(931), 1,
      anon_sym_LPAREN,
  [10473] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(933), 1,
      anon_sym_EQ,
  [10483] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(935), 1,
      anon_sym_LPAREN,
  [10493] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(937), 1,
      sym_relocation_type,
  [10503] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(939), 1,
      sym__eol,
  [10513] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(941), 1,
      anon_sym_PIPE,
  [10523] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(943), 1,
      anon_sym_RPAREN,
  [10533] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(945), 1,
      anon_sym_LPAREN,
  [10543] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(947), 1,
      anon_sym_COLON2,
  [10553] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(949), 1,
      anon_sym_RPAREN,
  [10563] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(951), 1,
      anon_sym_LPAREN,
  [10573] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(953), 1,
      anon_sym_LPAREN,
  [10583] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(955), 1,
      anon_sym_LPAREN,
  [10593] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(957), 1,
      anon_sym_LPAREN,
  [10603] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(5), 1,
      sym_encoding,
    ACTIONS(959), 1,
      anon_sym_EQ,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(4)] = 0,
  [SMALL_STATE(5)] = 93,
  [SMALL_STATE(6)] = 184,
  [SMALL_STATE(7)] = 275,
  [SMALL_STATE(8)] = 366,
  [SMALL_STATE(9)] = 457,
  [SMALL_STATE(10)] = 548,
  [SMALL_STATE(11)] = 639,
  [SMALL_STATE(12)] = 730,
  [SMALL_STATE(13)] = 821,
  [SMALL_STATE(14)] = 912,
  [SMALL_STATE(15)] = 1003,
  [SMALL_STATE(16)] = 1094,
  [SMALL_STATE(17)] = 1185,
  [SMALL_STATE(18)] = 1277,
  [SMALL_STATE(19)] = 1368,
  [SMALL_STATE(20)] = 1414,
  [SMALL_STATE(21)] = 1459,
  [SMALL_STATE(22)] = 1502,
  [SMALL_STATE(23)] = 1547,
  [SMALL_STATE(24)] = 1589,
  [SMALL_STATE(25)] = 1653,
  [SMALL_STATE(26)] = 1711,
  [SMALL_STATE(27)] = 1765,
  [SMALL_STATE(28)] = 1807,
  [SMALL_STATE(29)] = 1869,
  [SMALL_STATE(30)] = 1929,
  [SMALL_STATE(31)] = 1985,
  [SMALL_STATE(32)] = 2035,
  [SMALL_STATE(33)] = 2083,
  [SMALL_STATE(34)] = 2125,
  [SMALL_STATE(35)] = 2167,
  [SMALL_STATE(36)] = 2213,
  [SMALL_STATE(37)] = 2255,
  [SMALL_STATE(38)] = 2299,
  [SMALL_STATE(39)] = 2371,
  [SMALL_STATE(40)] = 2413,
  [SMALL_STATE(41)] = 2455,
  [SMALL_STATE(42)] = 2527,
  [SMALL_STATE(43)] = 2569,
  [SMALL_STATE(44)] = 2611,
  [SMALL_STATE(45)] = 2675,
  [SMALL_STATE(46)] = 2717,
  [SMALL_STATE(47)] = 2758,
  [SMALL_STATE(48)] = 2799,
  [SMALL_STATE(49)] = 2852,
  [SMALL_STATE(50)] = 2909,
  [SMALL_STATE(51)] = 2950,
  [SMALL_STATE(52)] = 2991,
  [SMALL_STATE(53)] = 3032,
  [SMALL_STATE(54)] = 3073,
  [SMALL_STATE(55)] = 3114,
  [SMALL_STATE(56)] = 3175,
  [SMALL_STATE(57)] = 3234,
  [SMALL_STATE(58)] = 3289,
  [SMALL_STATE(59)] = 3338,
  [SMALL_STATE(60)] = 3385,
  [SMALL_STATE(61)] = 3426,
  [SMALL_STATE(62)] = 3489,
  [SMALL_STATE(63)] = 3534,
  [SMALL_STATE(64)] = 3575,
  [SMALL_STATE(65)] = 3638,
  [SMALL_STATE(66)] = 3701,
  [SMALL_STATE(67)] = 3764,
  [SMALL_STATE(68)] = 3827,
  [SMALL_STATE(69)] = 3890,
  [SMALL_STATE(70)] = 3953,
  [SMALL_STATE(71)] = 3990,
  [SMALL_STATE(72)] = 4042,
  [SMALL_STATE(73)] = 4078,
  [SMALL_STATE(74)] = 4112,
  [SMALL_STATE(75)] = 4148,
  [SMALL_STATE(76)] = 4205,
  [SMALL_STATE(77)] = 4256,
  [SMALL_STATE(78)] = 4313,
  [SMALL_STATE(79)] = 4364,
  [SMALL_STATE(80)] = 4397,
  [SMALL_STATE(81)] = 4430,
  [SMALL_STATE(82)] = 4463,
  [SMALL_STATE(83)] = 4496,
  [SMALL_STATE(84)] = 4529,
  [SMALL_STATE(85)] = 4578,
  [SMALL_STATE(86)] = 4623,
  [SMALL_STATE(87)] = 4674,
  [SMALL_STATE(88)] = 4723,
  [SMALL_STATE(89)] = 4770,
  [SMALL_STATE(90)] = 4811,
  [SMALL_STATE(91)] = 4850,
  [SMALL_STATE(92)] = 4883,
  [SMALL_STATE(93)] = 4916,
  [SMALL_STATE(94)] = 4953,
  [SMALL_STATE(95)] = 4986,
  [SMALL_STATE(96)] = 5021,
  [SMALL_STATE(97)] = 5054,
  [SMALL_STATE(98)] = 5105,
  [SMALL_STATE(99)] = 5162,
  [SMALL_STATE(100)] = 5219,
  [SMALL_STATE(101)] = 5255,
  [SMALL_STATE(102)] = 5301,
  [SMALL_STATE(103)] = 5351,
  [SMALL_STATE(104)] = 5403,
  [SMALL_STATE(105)] = 5435,
  [SMALL_STATE(106)] = 5467,
  [SMALL_STATE(107)] = 5499,
  [SMALL_STATE(108)] = 5531,
  [SMALL_STATE(109)] = 5563,
  [SMALL_STATE(110)] = 5611,
  [SMALL_STATE(111)] = 5655,
  [SMALL_STATE(112)] = 5705,
  [SMALL_STATE(113)] = 5753,
  [SMALL_STATE(114)] = 5793,
  [SMALL_STATE(115)] = 5831,
  [SMALL_STATE(116)] = 5863,
  [SMALL_STATE(117)] = 5895,
  [SMALL_STATE(118)] = 5927,
  [SMALL_STATE(119)] = 5979,
  [SMALL_STATE(120)] = 6031,
  [SMALL_STATE(121)] = 6081,
  [SMALL_STATE(122)] = 6131,
  [SMALL_STATE(123)] = 6182,
  [SMALL_STATE(124)] = 6233,
  [SMALL_STATE(125)] = 6284,
  [SMALL_STATE(126)] = 6335,
  [SMALL_STATE(127)] = 6386,
  [SMALL_STATE(128)] = 6430,
  [SMALL_STATE(129)] = 6474,
  [SMALL_STATE(130)] = 6518,
  [SMALL_STATE(131)] = 6562,
  [SMALL_STATE(132)] = 6603,
  [SMALL_STATE(133)] = 6644,
  [SMALL_STATE(134)] = 6685,
  [SMALL_STATE(135)] = 6726,
  [SMALL_STATE(136)] = 6767,
  [SMALL_STATE(137)] = 6808,
  [SMALL_STATE(138)] = 6849,
  [SMALL_STATE(139)] = 6890,
  [SMALL_STATE(140)] = 6931,
  [SMALL_STATE(141)] = 6972,
  [SMALL_STATE(142)] = 7013,
  [SMALL_STATE(143)] = 7054,
  [SMALL_STATE(144)] = 7095,
  [SMALL_STATE(145)] = 7136,
  [SMALL_STATE(146)] = 7177,
  [SMALL_STATE(147)] = 7218,
  [SMALL_STATE(148)] = 7259,
  [SMALL_STATE(149)] = 7300,
  [SMALL_STATE(150)] = 7341,
  [SMALL_STATE(151)] = 7382,
  [SMALL_STATE(152)] = 7423,
  [SMALL_STATE(153)] = 7464,
  [SMALL_STATE(154)] = 7505,
  [SMALL_STATE(155)] = 7546,
  [SMALL_STATE(156)] = 7587,
  [SMALL_STATE(157)] = 7628,
  [SMALL_STATE(158)] = 7669,
  [SMALL_STATE(159)] = 7710,
  [SMALL_STATE(160)] = 7751,
  [SMALL_STATE(161)] = 7792,
  [SMALL_STATE(162)] = 7833,
  [SMALL_STATE(163)] = 7874,
  [SMALL_STATE(164)] = 7915,
  [SMALL_STATE(165)] = 7956,
  [SMALL_STATE(166)] = 7997,
  [SMALL_STATE(167)] = 8038,
  [SMALL_STATE(168)] = 8079,
  [SMALL_STATE(169)] = 8120,
  [SMALL_STATE(170)] = 8161,
  [SMALL_STATE(171)] = 8202,
  [SMALL_STATE(172)] = 8243,
  [SMALL_STATE(173)] = 8284,
  [SMALL_STATE(174)] = 8325,
  [SMALL_STATE(175)] = 8366,
  [SMALL_STATE(176)] = 8407,
  [SMALL_STATE(177)] = 8448,
  [SMALL_STATE(178)] = 8489,
  [SMALL_STATE(179)] = 8530,
  [SMALL_STATE(180)] = 8571,
  [SMALL_STATE(181)] = 8612,
  [SMALL_STATE(182)] = 8653,
  [SMALL_STATE(183)] = 8694,
  [SMALL_STATE(184)] = 8722,
  [SMALL_STATE(185)] = 8747,
  [SMALL_STATE(186)] = 8772,
  [SMALL_STATE(187)] = 8803,
  [SMALL_STATE(188)] = 8828,
  [SMALL_STATE(189)] = 8857,
  [SMALL_STATE(190)] = 8883,
  [SMALL_STATE(191)] = 8917,
  [SMALL_STATE(192)] = 8943,
  [SMALL_STATE(193)] = 8965,
  [SMALL_STATE(194)] = 8997,
  [SMALL_STATE(195)] = 9019,
  [SMALL_STATE(196)] = 9053,
  [SMALL_STATE(197)] = 9076,
  [SMALL_STATE(198)] = 9096,
  [SMALL_STATE(199)] = 9116,
  [SMALL_STATE(200)] = 9136,
  [SMALL_STATE(201)] = 9156,
  [SMALL_STATE(202)] = 9176,
  [SMALL_STATE(203)] = 9196,
  [SMALL_STATE(204)] = 9216,
  [SMALL_STATE(205)] = 9236,
  [SMALL_STATE(206)] = 9256,
  [SMALL_STATE(207)] = 9276,
  [SMALL_STATE(208)] = 9296,
  [SMALL_STATE(209)] = 9316,
  [SMALL_STATE(210)] = 9336,
  [SMALL_STATE(211)] = 9356,
  [SMALL_STATE(212)] = 9376,
  [SMALL_STATE(213)] = 9396,
  [SMALL_STATE(214)] = 9416,
  [SMALL_STATE(215)] = 9436,
  [SMALL_STATE(216)] = 9456,
  [SMALL_STATE(217)] = 9476,
  [SMALL_STATE(218)] = 9496,
  [SMALL_STATE(219)] = 9525,
  [SMALL_STATE(220)] = 9554,
  [SMALL_STATE(221)] = 9583,
  [SMALL_STATE(222)] = 9601,
  [SMALL_STATE(223)] = 9619,
  [SMALL_STATE(224)] = 9637,
  [SMALL_STATE(225)] = 9652,
  [SMALL_STATE(226)] = 9675,
  [SMALL_STATE(227)] = 9695,
  [SMALL_STATE(228)] = 9709,
  [SMALL_STATE(229)] = 9729,
  [SMALL_STATE(230)] = 9746,
  [SMALL_STATE(231)] = 9761,
  [SMALL_STATE(232)] = 9778,
  [SMALL_STATE(233)] = 9795,
  [SMALL_STATE(234)] = 9809,
  [SMALL_STATE(235)] = 9821,
  [SMALL_STATE(236)] = 9837,
  [SMALL_STATE(237)] = 9853,
  [SMALL_STATE(238)] = 9869,
  [SMALL_STATE(239)] = 9883,
  [SMALL_STATE(240)] = 9899,
  [SMALL_STATE(241)] = 9915,
  [SMALL_STATE(242)] = 9931,
  [SMALL_STATE(243)] = 9947,
  [SMALL_STATE(244)] = 9963,
  [SMALL_STATE(245)] = 9979,
  [SMALL_STATE(246)] = 9993,
  [SMALL_STATE(247)] = 10007,
  [SMALL_STATE(248)] = 10019,
  [SMALL_STATE(249)] = 10035,
  [SMALL_STATE(250)] = 10046,
  [SMALL_STATE(251)] = 10057,
  [SMALL_STATE(252)] = 10068,
  [SMALL_STATE(253)] = 10079,
  [SMALL_STATE(254)] = 10090,
  [SMALL_STATE(255)] = 10101,
  [SMALL_STATE(256)] = 10112,
  [SMALL_STATE(257)] = 10123,
  [SMALL_STATE(258)] = 10134,
  [SMALL_STATE(259)] = 10147,
  [SMALL_STATE(260)] = 10158,
  [SMALL_STATE(261)] = 10169,
  [SMALL_STATE(262)] = 10180,
  [SMALL_STATE(263)] = 10191,
  [SMALL_STATE(264)] = 10202,
  [SMALL_STATE(265)] = 10213,
  [SMALL_STATE(266)] = 10224,
  [SMALL_STATE(267)] = 10235,
  [SMALL_STATE(268)] = 10246,
  [SMALL_STATE(269)] = 10257,
  [SMALL_STATE(270)] = 10267,
  [SMALL_STATE(271)] = 10275,
  [SMALL_STATE(272)] = 10285,
  [SMALL_STATE(273)] = 10295,
  [SMALL_STATE(274)] = 10305,
  [SMALL_STATE(275)] = 10315,
  [SMALL_STATE(276)] = 10323,
  [SMALL_STATE(277)] = 10333,
  [SMALL_STATE(278)] = 10343,
  [SMALL_STATE(279)] = 10353,
  [SMALL_STATE(280)] = 10363,
  [SMALL_STATE(281)] = 10373,
  [SMALL_STATE(282)] = 10383,
  [SMALL_STATE(283)] = 10393,
  [SMALL_STATE(284)] = 10403,
  [SMALL_STATE(285)] = 10413,
  [SMALL_STATE(286)] = 10423,
  [SMALL_STATE(287)] = 10433,
  [SMALL_STATE(288)] = 10443,
  [SMALL_STATE(289)] = 10453,
  [SMALL_STATE(290)] = 10463,
  [SMALL_STATE(291)] = 10473,
  [SMALL_STATE(292)] = 10483,
  [SMALL_STATE(293)] = 10493,
  [SMALL_STATE(294)] = 10503,
  [SMALL_STATE(295)] = 10513,
  [SMALL_STATE(296)] = 10523,
  [SMALL_STATE(297)] = 10533,
  [SMALL_STATE(298)] = 10543,
  [SMALL_STATE(299)] = 10553,
  [SMALL_STATE(300)] = 10563,
  [SMALL_STATE(301)] = 10573,
  [SMALL_STATE(302)] = 10583,
  [SMALL_STATE(303)] = 10593,
  [SMALL_STATE(304)] = 10603,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [7] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(270),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(241),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(223),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(289),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(266),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(271),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(284),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(287),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(186),
  [35] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 1, 0, 1),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(190),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(7),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(290),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(292),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(297),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(285),
  [59] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__symbol_name, 1, 0, 2),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(204),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [65] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [67] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [69] = {.entry = {.count = 1, .reusable = false}}, SHIFT(295),
  [71] = {.entry = {.count = 1, .reusable = true}}, SHIFT(295),
  [73] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [75] = {.entry = {.count = 1, .reusable = false}}, SHIFT(11),
  [77] = {.entry = {.count = 1, .reusable = false}}, SHIFT(300),
  [79] = {.entry = {.count = 1, .reusable = false}}, SHIFT(301),
  [81] = {.entry = {.count = 1, .reusable = false}}, SHIFT(302),
  [83] = {.entry = {.count = 1, .reusable = false}}, SHIFT(303),
  [85] = {.entry = {.count = 1, .reusable = false}}, SHIFT(299),
  [87] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [89] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [91] = {.entry = {.count = 1, .reusable = false}}, SHIFT(210),
  [93] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [95] = {.entry = {.count = 1, .reusable = false}}, SHIFT(296),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(296),
  [99] = {.entry = {.count = 1, .reusable = false}}, SHIFT(273),
  [101] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [103] = {.entry = {.count = 1, .reusable = false}}, SHIFT(272),
  [105] = {.entry = {.count = 1, .reusable = true}}, SHIFT(272),
  [107] = {.entry = {.count = 1, .reusable = false}}, SHIFT(262),
  [109] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [111] = {.entry = {.count = 1, .reusable = false}}, SHIFT(274),
  [113] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [115] = {.entry = {.count = 1, .reusable = false}}, SHIFT(277),
  [117] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [119] = {.entry = {.count = 1, .reusable = false}}, SHIFT(278),
  [121] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [123] = {.entry = {.count = 1, .reusable = false}}, SHIFT(279),
  [125] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [127] = {.entry = {.count = 1, .reusable = false}}, SHIFT(280),
  [129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(280),
  [131] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [133] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__arguments, 1, 0, 0),
  [135] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [137] = {.entry = {.count = 1, .reusable = false}}, SHIFT(178),
  [139] = {.entry = {.count = 1, .reusable = false}}, SHIFT(179),
  [141] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [145] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(143),
  [159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [163] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [167] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [171] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [173] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [175] = {.entry = {.count = 1, .reusable = false}}, SHIFT(156),
  [177] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [181] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [189] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [193] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [195] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [199] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [203] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [205] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__symbol_name, 1, 0, 2),
  [207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [211] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 0),
  [213] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__expression, 1, 0, 0),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parenthesized_expression, 3, 0, 0),
  [219] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_parenthesized_expression, 3, 0, 0),
  [221] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [225] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0),
  [227] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_binary_expression, 3, 0, 19),
  [229] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_binary_expression, 3, 0, 19),
  [231] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unary_expression, 2, 0, 10),
  [233] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unary_expression, 2, 0, 10),
  [235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_expression, 4, 0, 18),
  [237] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_call_expression, 4, 0, 18),
  [239] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_expression, 5, 0, 18),
  [241] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_call_expression, 5, 0, 18),
  [243] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [245] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [247] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 6),
  [251] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__expression, 1, 0, 6),
  [253] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [255] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(2),
  [258] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(41),
  [261] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(3),
  [264] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(97),
  [267] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(270),
  [270] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(241),
  [273] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [276] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(289),
  [279] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(266),
  [282] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(271),
  [285] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(284),
  [288] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(287),
  [291] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__reloc_symbol, 2, 0, 8),
  [293] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__reloc_symbol, 2, 0, 8),
  [295] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 1, 0, 0),
  [297] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__arguments_repeat1, 1, 0, 0),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call_expression, 3, 0, 18),
  [301] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_call_expression, 3, 0, 18),
  [303] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [305] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__block, 2, 0, 0),
  [307] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [309] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__block, 2, 0, 0),
  [311] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0),
  [313] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(2),
  [316] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(66),
  [319] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(3),
  [322] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(97),
  [325] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0),
  [327] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(241),
  [330] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [333] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(266),
  [336] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(271),
  [339] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__block_repeat1, 2, 0, 0), SHIFT_REPEAT(287),
  [342] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__block, 3, 0, 0),
  [344] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [346] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__block, 3, 0, 0),
  [348] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [350] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__block, 4, 0, 0),
  [352] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__block, 4, 0, 0),
  [354] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [356] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [358] = {.entry = {.count = 1, .reusable = false}}, SHIFT(268),
  [360] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [362] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [364] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [366] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [368] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [370] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [372] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [374] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [376] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [378] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [380] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [382] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [384] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [386] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [388] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__arguments, 2, 0, 0),
  [392] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [394] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(19),
  [397] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(177),
  [400] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [403] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(44),
  [406] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(148),
  [409] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(138),
  [412] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [414] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 1, 0, 3),
  [416] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [418] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [420] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [422] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [424] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [426] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [428] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [430] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [432] = {.entry = {.count = 1, .reusable = false}}, SHIFT(135),
  [434] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [436] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [438] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 12),
  [440] = {.entry = {.count = 1, .reusable = false}}, SHIFT(174),
  [442] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [444] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [446] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [448] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_call_expression_repeat1, 2, 0, 0),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_relocation_record, 4, 0, 13),
  [452] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(20),
  [455] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(149),
  [458] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(39),
  [461] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(61),
  [464] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(153),
  [467] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(181),
  [470] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [472] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [474] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [478] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [482] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [484] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [486] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [488] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [492] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [494] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [496] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [498] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [500] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [502] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [504] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [506] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [510] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [512] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [514] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [516] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [518] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [520] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [522] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [524] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [532] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [534] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [536] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [538] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [540] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [542] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [544] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [546] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [548] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [550] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [552] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [554] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [556] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [558] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [560] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [562] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [564] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [566] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [568] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [570] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [572] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [574] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [580] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [582] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [584] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [588] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [592] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [594] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [596] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [598] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [600] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [602] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [604] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [606] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [608] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [610] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [612] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [614] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [616] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [618] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function_header, 4, 0, 11),
  [620] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function_header, 4, 0, 11),
  [622] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function_header, 5, 0, 21),
  [624] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function_header, 5, 0, 21),
  [626] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [628] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [630] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_label, 2, 0, 3),
  [632] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label, 2, 0, 3),
  [634] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_modifier, 1, 0, 4),
  [636] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_modifier, 1, 0, 4),
  [638] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_symbol_ref, 1, 0, 3),
  [640] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_symbol_ref, 1, 0, 3),
  [642] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [644] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [646] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [648] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 1),
  [650] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [652] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [654] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [656] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [658] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [660] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__modifier_value, 1, 0, 14),
  [662] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__modifier_value, 1, 0, 14),
  [664] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_instruction_repeat1, 2, 0, 0), SHIFT_REPEAT(188),
  [667] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_instruction_repeat1, 2, 0, 0),
  [669] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_instruction_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [672] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_instruction_repeat1, 2, 0, 0), SHIFT_REPEAT(258),
  [675] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_instruction_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [678] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_instruction_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [681] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 1),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [685] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [689] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_symbol_ref, 2, 0, 8),
  [691] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_symbol_ref, 2, 0, 8),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [695] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_modifier_list, 4, 0, 0),
  [697] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_modifier_list, 4, 0, 0),
  [699] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_modifier_list, 2, 0, 0),
  [701] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_modifier_list, 2, 0, 0),
  [703] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__modifier_args, 3, 0, 0),
  [705] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__modifier_args, 3, 0, 0),
  [707] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_neg, 4, 0, 0),
  [709] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_neg, 4, 0, 0),
  [711] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abs, 4, 0, 0),
  [713] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abs, 4, 0, 0),
  [715] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sext, 4, 0, 0),
  [717] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sext, 4, 0, 0),
  [719] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_lit, 4, 0, 0),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_lit, 4, 0, 0),
  [723] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_instruction_repeat1, 2, 0, 0),
  [725] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_modifier_list, 3, 0, 0),
  [727] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_modifier_list, 3, 0, 0),
  [729] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__modifier_args, 4, 0, 0),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__modifier_args, 4, 0, 0),
  [733] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__first_item, 1, 0, 5),
  [735] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__first_item, 1, 0, 5),
  [737] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__leading_flag, 1, 0, 3),
  [739] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__leading_flag, 1, 0, 3),
  [741] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_modifier, 2, 0, 4),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_modifier, 2, 0, 4),
  [745] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_neg, 2, 0, 0),
  [747] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_neg, 2, 0, 0),
  [749] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_symbol_ref, 2, 0, 9),
  [751] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_symbol_ref, 2, 0, 9),
  [753] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abs, 3, 0, 0),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abs, 3, 0, 0),
  [757] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__function_value, 2, 0, 4),
  [759] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_value, 2, 0, 4),
  [761] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_symbol_ref, 3, 0, 16),
  [763] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_symbol_ref, 3, 0, 16),
  [765] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_modifier, 3, 0, 15),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_modifier, 3, 0, 15),
  [769] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__modifier_value, 1, 0, 5),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__modifier_value, 1, 0, 5),
  [773] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__modifier_args, 2, 0, 0),
  [775] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__modifier_args, 2, 0, 0),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [779] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [781] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [783] = {.entry = {.count = 1, .reusable = false}}, SHIFT(267),
  [785] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [787] = {.entry = {.count = 1, .reusable = false}}, SHIFT(261),
  [789] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_kernel_descriptor_repeat1, 2, 0, 0), SHIFT_REPEAT(224),
  [792] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_kernel_descriptor_repeat1, 2, 0, 0), SHIFT_REPEAT(220),
  [795] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_kernel_descriptor_repeat1, 2, 0, 0), SHIFT_REPEAT(102),
  [798] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_kernel_descriptor_repeat1, 2, 0, 0),
  [800] = {.entry = {.count = 1, .reusable = false}}, SHIFT(222),
  [802] = {.entry = {.count = 1, .reusable = false}}, SHIFT(263),
  [804] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_metadata_block_repeat1, 2, 0, 0), SHIFT_REPEAT(222),
  [807] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_metadata_block_repeat1, 2, 0, 0),
  [809] = {.entry = {.count = 1, .reusable = false}}, SHIFT(221),
  [811] = {.entry = {.count = 1, .reusable = false}}, SHIFT(251),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [815] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [817] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [819] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [821] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [823] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [825] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [827] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [829] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__modifier_args_repeat1, 2, 0, 0), SHIFT_REPEAT(231),
  [832] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__modifier_args_repeat1, 2, 0, 0),
  [834] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_kernel_descriptor_repeat1, 2, 0, 0),
  [836] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [838] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [840] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [842] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [844] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [846] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [848] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [850] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [852] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [854] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [856] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [858] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [860] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_call_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(141),
  [863] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__modifier_arg, 1, 0, 14),
  [865] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [867] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 7),
  [869] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 2, 0, 3),
  [871] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_metadata_block, 2, 0, 0),
  [873] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 17),
  [875] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [877] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 20),
  [879] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_kernel_descriptor, 5, 0, 11),
  [881] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_metadata_block, 3, 0, 0),
  [883] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section_header, 3, 0, 11),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [887] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_kernel_descriptor, 4, 0, 11),
  [889] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [891] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [893] = {.entry = {.count = 1, .reusable = false}}, SHIFT(282),
  [895] = {.entry = {.count = 1, .reusable = false}}, SHIFT(281),
  [897] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [899] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [901] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [903] = {.entry = {.count = 1, .reusable = false}}, SHIFT(283),
  [905] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [907] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(257),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [915] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [919] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [923] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(293),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [929] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [931] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [939] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [941] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [943] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [947] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [949] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [957] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
};

enum ts_external_scanner_symbol_identifiers {
  ts_external_token__label_name = 0,
  ts_external_token__reloc_address = 1,
  ts_external_token__eof = 2,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token__label_name] = sym__label_name,
  [ts_external_token__reloc_address] = sym__reloc_address,
  [ts_external_token__eof] = sym__eof,
};

static const bool ts_external_scanner_states[5][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token__label_name] = true,
    [ts_external_token__reloc_address] = true,
    [ts_external_token__eof] = true,
  },
  [2] = {
    [ts_external_token__label_name] = true,
    [ts_external_token__reloc_address] = true,
  },
  [3] = {
    [ts_external_token__eof] = true,
  },
  [4] = {
    [ts_external_token__reloc_address] = true,
    [ts_external_token__eof] = true,
  },
};

#ifdef __cplusplus
extern "C" {
#endif
void *tree_sitter_rdna_external_scanner_create(void);
void tree_sitter_rdna_external_scanner_destroy(void *);
bool tree_sitter_rdna_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_rdna_external_scanner_serialize(void *, char *);
void tree_sitter_rdna_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_rdna(void) {
  static const TSLanguage language = {
    .version = LANGUAGE_VERSION,
    .symbol_count = SYMBOL_COUNT,
    .alias_count = ALIAS_COUNT,
    .token_count = TOKEN_COUNT,
    .external_token_count = EXTERNAL_TOKEN_COUNT,
    .state_count = STATE_COUNT,
    .large_state_count = LARGE_STATE_COUNT,
    .production_id_count = PRODUCTION_ID_COUNT,
    .field_count = FIELD_COUNT,
    .max_alias_sequence_length = MAX_ALIAS_SEQUENCE_LENGTH,
    .parse_table = &ts_parse_table[0][0],
    .small_parse_table = ts_small_parse_table,
    .small_parse_table_map = ts_small_parse_table_map,
    .parse_actions = ts_parse_actions,
    .symbol_names = ts_symbol_names,
    .field_names = ts_field_names,
    .field_map_slices = ts_field_map_slices,
    .field_map_entries = ts_field_map_entries,
    .symbol_metadata = ts_symbol_metadata,
    .public_symbol_map = ts_symbol_map,
    .alias_map = ts_non_terminal_alias_map,
    .alias_sequences = &ts_alias_sequences[0][0],
    .lex_modes = ts_lex_modes,
    .lex_fn = ts_lex,
    .keyword_lex_fn = ts_lex_keywords,
    .keyword_capture_token = sym_identifier,
    .external_scanner = {
      &ts_external_scanner_states[0][0],
      ts_external_scanner_symbol_map,
      tree_sitter_rdna_external_scanner_create,
      tree_sitter_rdna_external_scanner_destroy,
      tree_sitter_rdna_external_scanner_scan,
      tree_sitter_rdna_external_scanner_serialize,
      tree_sitter_rdna_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
