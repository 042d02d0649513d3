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
#define STATE_COUNT 378
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 101
#define ALIAS_COUNT 3
#define TOKEN_COUNT 62
#define EXTERNAL_TOKEN_COUNT 0
#define FIELD_COUNT 21
#define MAX_ALIAS_SEQUENCE_LENGTH 19
#define PRODUCTION_ID_COUNT 80

enum ts_symbol_identifiers {
  sym__newline = 1,
  anon_sym_Function = 2,
  anon_sym_COLON = 3,
  anon_sym_DOTsection = 4,
  anon_sym_DOTtext_DOT = 5,
  anon_sym_COMMA = 6,
  anon_sym_code = 7,
  anon_sym_for = 8,
  anon_sym_Fatbin = 9,
  anon_sym_member = 10,
  anon_sym_EQ = 11,
  aux_sym__code_version_token1 = 12,
  sym_header_value = 13,
  sym_separator = 14,
  sym_function_end = 15,
  sym_arch = 16,
  anon_sym_LPAREN = 17,
  anon_sym_RPAREN = 18,
  anon_sym_PLUS = 19,
  anon_sym_DASH = 20,
  aux_sym__relocation_suffix_token1 = 21,
  sym__relocation_open = 22,
  sym_attribute = 23,
  sym_string = 24,
  sym_number = 25,
  anon_sym_SEMI = 26,
  sym_address = 27,
  sym_encoding = 28,
  sym_predicate = 29,
  sym_mnemonic = 30,
  sym_modifier = 31,
  anon_sym_TILDE = 32,
  anon_sym_PIPE = 33,
  sym__register = 34,
  sym__uniform_register = 35,
  sym_predicate_register = 36,
  sym_special_register = 37,
  sym_barrier_register = 38,
  sym_scoreboard = 39,
  anon_sym_c = 40,
  anon_sym_LBRACK = 41,
  anon_sym_RBRACK = 42,
  sym_immediate = 43,
  sym__float_special = 44,
  anon_sym_BQUOTE_LPAREN = 45,
  aux_sym_keyword_operand_token1 = 46,
  anon_sym_SLASH_SLASH_POUND_POUND = 47,
  anon_sym_File = 48,
  anon_sym_DQUOTE = 49,
  anon_sym_line = 50,
  anon_sym_column = 51,
  anon_sym_inlined = 52,
  anon_sym_at = 53,
  sym_path = 54,
  sym__banner = 55,
  sym_annotation = 56,
  sym_comment = 57,
  sym_symbol = 58,
  sym__word = 59,
  sym__dotname = 60,
  sym__lower_word = 61,
  sym_source_file = 62,
  sym_function = 63,
  sym__function_at_eof = 64,
  sym__function_header = 65,
  sym_section = 66,
  sym__section_at_eof = 67,
  sym__section_header = 68,
  sym__body_line = 69,
  sym_arch_header = 70,
  sym_fatbin_header = 71,
  sym_member_header = 72,
  sym_header_field = 73,
  sym__code_version = 74,
  sym_label = 75,
  sym_directive = 76,
  sym__expression = 77,
  sym_parenthesized_expression = 78,
  sym_binary_expression = 79,
  sym_relocation = 80,
  sym__relocation_call = 81,
  sym__relocation_suffix = 82,
  sym_instruction = 83,
  sym_opcode = 84,
  sym__operands = 85,
  sym__decorated_register = 86,
  sym__decorated_uniform_register = 87,
  sym_constant_bank = 88,
  sym_memory = 89,
  sym__address_terms = 90,
  sym_label_ref = 91,
  sym_keyword_operand = 92,
  sym_line_info = 93,
  aux_sym_source_file_repeat1 = 94,
  aux_sym_function_repeat1 = 95,
  aux_sym__function_header_repeat1 = 96,
  aux_sym_directive_repeat1 = 97,
  aux_sym_opcode_repeat1 = 98,
  aux_sym__operands_repeat1 = 99,
  aux_sym__address_terms_repeat1 = 100,
  alias_sym_fatbin_kind = 101,
  alias_sym_memory_prefix = 102,
  alias_sym_section_name = 103,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym__newline] = "_newline",
  [anon_sym_Function] = "Function",
  [anon_sym_COLON] = ":",
  [anon_sym_DOTsection] = ".section",
  [anon_sym_DOTtext_DOT] = ".text.",
  [anon_sym_COMMA] = ",",
  [anon_sym_code] = "code",
  [anon_sym_for] = "for",
  [anon_sym_Fatbin] = "Fatbin",
  [anon_sym_member] = "member",
  [anon_sym_EQ] = "=",
  [aux_sym__code_version_token1] = "header_key",
  [sym_header_value] = "header_value",
  [sym_separator] = "separator",
  [sym_function_end] = "function_end",
  [sym_arch] = "arch",
  [anon_sym_LPAREN] = "(",
  [anon_sym_RPAREN] = ")",
  [anon_sym_PLUS] = "+",
  [anon_sym_DASH] = "-",
  [aux_sym__relocation_suffix_token1] = "relocation_operator",
  [sym__relocation_open] = "relocation_operator",
  [sym_attribute] = "attribute",
  [sym_string] = "string",
  [sym_number] = "number",
  [anon_sym_SEMI] = ";",
  [sym_address] = "address",
  [sym_encoding] = "encoding",
  [sym_predicate] = "predicate",
  [sym_mnemonic] = "mnemonic",
  [sym_modifier] = "modifier",
  [anon_sym_TILDE] = "~",
  [anon_sym_PIPE] = "|",
  [sym__register] = "_register",
  [sym__uniform_register] = "_uniform_register",
  [sym_predicate_register] = "predicate_register",
  [sym_special_register] = "special_register",
  [sym_barrier_register] = "barrier_register",
  [sym_scoreboard] = "scoreboard",
  [anon_sym_c] = "c",
  [anon_sym_LBRACK] = "[",
  [anon_sym_RBRACK] = "]",
  [sym_immediate] = "immediate",
  [sym__float_special] = "immediate",
  [anon_sym_BQUOTE_LPAREN] = "`(",
  [aux_sym_keyword_operand_token1] = "keyword_operand_token1",
  [anon_sym_SLASH_SLASH_POUND_POUND] = "//##",
  [anon_sym_File] = "File",
  [anon_sym_DQUOTE] = "\"",
  [anon_sym_line] = "line",
  [anon_sym_column] = "column",
  [anon_sym_inlined] = "inlined",
  [anon_sym_at] = "at",
  [sym_path] = "path",
  [sym__banner] = "comment",
  [sym_annotation] = "annotation",
  [sym_comment] = "comment",
  [sym_symbol] = "symbol",
  [sym__word] = "header_key",
  [sym__dotname] = "directive_name",
  [sym__lower_word] = "_lower_word",
  [sym_source_file] = "source_file",
  [sym_function] = "function",
  [sym__function_at_eof] = "function",
  [sym__function_header] = "_function_header",
  [sym_section] = "section",
  [sym__section_at_eof] = "section",
  [sym__section_header] = "_section_header",
  [sym__body_line] = "_body_line",
  [sym_arch_header] = "arch_header",
  [sym_fatbin_header] = "fatbin_header",
  [sym_member_header] = "member_header",
  [sym_header_field] = "header_field",
  [sym__code_version] = "header_field",
  [sym_label] = "label",
  [sym_directive] = "directive",
  [sym__expression] = "_expression",
  [sym_parenthesized_expression] = "parenthesized_expression",
  [sym_binary_expression] = "binary_expression",
  [sym_relocation] = "relocation",
  [sym__relocation_call] = "_relocation_call",
  [sym__relocation_suffix] = "_relocation_suffix",
  [sym_instruction] = "instruction",
  [sym_opcode] = "opcode",
  [sym__operands] = "_operands",
  [sym__decorated_register] = "register",
  [sym__decorated_uniform_register] = "uniform_register",
  [sym_constant_bank] = "constant_bank",
  [sym_memory] = "memory",
  [sym__address_terms] = "_address_terms",
  [sym_label_ref] = "label_ref",
  [sym_keyword_operand] = "keyword_operand",
  [sym_line_info] = "line_info",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym_function_repeat1] = "function_repeat1",
  [aux_sym__function_header_repeat1] = "_function_header_repeat1",
  [aux_sym_directive_repeat1] = "directive_repeat1",
  [aux_sym_opcode_repeat1] = "opcode_repeat1",
  [aux_sym__operands_repeat1] = "_operands_repeat1",
  [aux_sym__address_terms_repeat1] = "_address_terms_repeat1",
  [alias_sym_fatbin_kind] = "fatbin_kind",
  [alias_sym_memory_prefix] = "memory_prefix",
  [alias_sym_section_name] = "section_name",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym__newline] = sym__newline,
  [anon_sym_Function] = anon_sym_Function,
  [anon_sym_COLON] = anon_sym_COLON,
  [anon_sym_DOTsection] = anon_sym_DOTsection,
  [anon_sym_DOTtext_DOT] = anon_sym_DOTtext_DOT,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [anon_sym_code] = anon_sym_code,
  [anon_sym_for] = anon_sym_for,
  [anon_sym_Fatbin] = anon_sym_Fatbin,
  [anon_sym_member] = anon_sym_member,
  [anon_sym_EQ] = anon_sym_EQ,
  [aux_sym__code_version_token1] = aux_sym__code_version_token1,
  [sym_header_value] = sym_header_value,
  [sym_separator] = sym_separator,
  [sym_function_end] = sym_function_end,
  [sym_arch] = sym_arch,
  [anon_sym_LPAREN] = anon_sym_LPAREN,
  [anon_sym_RPAREN] = anon_sym_RPAREN,
  [anon_sym_PLUS] = anon_sym_PLUS,
  [anon_sym_DASH] = anon_sym_DASH,
  [aux_sym__relocation_suffix_token1] = aux_sym__relocation_suffix_token1,
  [sym__relocation_open] = aux_sym__relocation_suffix_token1,
  [sym_attribute] = sym_attribute,
  [sym_string] = sym_string,
  [sym_number] = sym_number,
  [anon_sym_SEMI] = anon_sym_SEMI,
  [sym_address] = sym_address,
  [sym_encoding] = sym_encoding,
  [sym_predicate] = sym_predicate,
  [sym_mnemonic] = sym_mnemonic,
  [sym_modifier] = sym_modifier,
  [anon_sym_TILDE] = anon_sym_TILDE,
  [anon_sym_PIPE] = anon_sym_PIPE,
  [sym__register] = sym__register,
  [sym__uniform_register] = sym__uniform_register,
  [sym_predicate_register] = sym_predicate_register,
  [sym_special_register] = sym_special_register,
  [sym_barrier_register] = sym_barrier_register,
  [sym_scoreboard] = sym_scoreboard,
  [anon_sym_c] = anon_sym_c,
  [anon_sym_LBRACK] = anon_sym_LBRACK,
  [anon_sym_RBRACK] = anon_sym_RBRACK,
  [sym_immediate] = sym_immediate,
  [sym__float_special] = sym_immediate,
  [anon_sym_BQUOTE_LPAREN] = anon_sym_BQUOTE_LPAREN,
  [aux_sym_keyword_operand_token1] = aux_sym_keyword_operand_token1,
  [anon_sym_SLASH_SLASH_POUND_POUND] = anon_sym_SLASH_SLASH_POUND_POUND,
  [anon_sym_File] = anon_sym_File,
  [anon_sym_DQUOTE] = anon_sym_DQUOTE,
  [anon_sym_line] = anon_sym_line,
  [anon_sym_column] = anon_sym_column,
  [anon_sym_inlined] = anon_sym_inlined,
  [anon_sym_at] = anon_sym_at,
  [sym_path] = sym_path,
  [sym__banner] = sym_comment,
  [sym_annotation] = sym_annotation,
  [sym_comment] = sym_comment,
  [sym_symbol] = sym_symbol,
  [sym__word] = aux_sym__code_version_token1,
  [sym__dotname] = sym__dotname,
  [sym__lower_word] = sym__lower_word,
  [sym_source_file] = sym_source_file,
  [sym_function] = sym_function,
  [sym__function_at_eof] = sym_function,
  [sym__function_header] = sym__function_header,
  [sym_section] = sym_section,
  [sym__section_at_eof] = sym_section,
  [sym__section_header] = sym__section_header,
  [sym__body_line] = sym__body_line,
  [sym_arch_header] = sym_arch_header,
  [sym_fatbin_header] = sym_fatbin_header,
  [sym_member_header] = sym_member_header,
  [sym_header_field] = sym_header_field,
  [sym__code_version] = sym_header_field,
  [sym_label] = sym_label,
  [sym_directive] = sym_directive,
  [sym__expression] = sym__expression,
  [sym_parenthesized_expression] = sym_parenthesized_expression,
  [sym_binary_expression] = sym_binary_expression,
  [sym_relocation] = sym_relocation,
  [sym__relocation_call] = sym__relocation_call,
  [sym__relocation_suffix] = sym__relocation_suffix,
  [sym_instruction] = sym_instruction,
  [sym_opcode] = sym_opcode,
  [sym__operands] = sym__operands,
  [sym__decorated_register] = sym__decorated_register,
  [sym__decorated_uniform_register] = sym__decorated_uniform_register,
  [sym_constant_bank] = sym_constant_bank,
  [sym_memory] = sym_memory,
  [sym__address_terms] = sym__address_terms,
  [sym_label_ref] = sym_label_ref,
  [sym_keyword_operand] = sym_keyword_operand,
  [sym_line_info] = sym_line_info,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym_function_repeat1] = aux_sym_function_repeat1,
  [aux_sym__function_header_repeat1] = aux_sym__function_header_repeat1,
  [aux_sym_directive_repeat1] = aux_sym_directive_repeat1,
  [aux_sym_opcode_repeat1] = aux_sym_opcode_repeat1,
  [aux_sym__operands_repeat1] = aux_sym__operands_repeat1,
  [aux_sym__address_terms_repeat1] = aux_sym__address_terms_repeat1,
  [alias_sym_fatbin_kind] = alias_sym_fatbin_kind,
  [alias_sym_memory_prefix] = alias_sym_memory_prefix,
  [alias_sym_section_name] = alias_sym_section_name,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym__newline] = {
    .visible = false,
    .named = true,
  },
  [anon_sym_Function] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTsection] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOTtext_DOT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_code] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_for] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_Fatbin] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_member] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EQ] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__code_version_token1] = {
    .visible = true,
    .named = true,
  },
  [sym_header_value] = {
    .visible = true,
    .named = true,
  },
  [sym_separator] = {
    .visible = true,
    .named = true,
  },
  [sym_function_end] = {
    .visible = true,
    .named = true,
  },
  [sym_arch] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DASH] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__relocation_suffix_token1] = {
    .visible = true,
    .named = true,
  },
  [sym__relocation_open] = {
    .visible = true,
    .named = true,
  },
  [sym_attribute] = {
    .visible = true,
    .named = true,
  },
  [sym_string] = {
    .visible = true,
    .named = true,
  },
  [sym_number] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_SEMI] = {
    .visible = true,
    .named = false,
  },
  [sym_address] = {
    .visible = true,
    .named = true,
  },
  [sym_encoding] = {
    .visible = true,
    .named = true,
  },
  [sym_predicate] = {
    .visible = true,
    .named = true,
  },
  [sym_mnemonic] = {
    .visible = true,
    .named = true,
  },
  [sym_modifier] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_TILDE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PIPE] = {
    .visible = true,
    .named = false,
  },
  [sym__register] = {
    .visible = false,
    .named = true,
  },
  [sym__uniform_register] = {
    .visible = false,
    .named = true,
  },
  [sym_predicate_register] = {
    .visible = true,
    .named = true,
  },
  [sym_special_register] = {
    .visible = true,
    .named = true,
  },
  [sym_barrier_register] = {
    .visible = true,
    .named = true,
  },
  [sym_scoreboard] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_c] = {
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
  [sym_immediate] = {
    .visible = true,
    .named = true,
  },
  [sym__float_special] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_BQUOTE_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_keyword_operand_token1] = {
    .visible = false,
    .named = false,
  },
  [anon_sym_SLASH_SLASH_POUND_POUND] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_File] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DQUOTE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_line] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_column] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_inlined] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_at] = {
    .visible = true,
    .named = false,
  },
  [sym_path] = {
    .visible = true,
    .named = true,
  },
  [sym__banner] = {
    .visible = true,
    .named = true,
  },
  [sym_annotation] = {
    .visible = true,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym_symbol] = {
    .visible = true,
    .named = true,
  },
  [sym__word] = {
    .visible = true,
    .named = true,
  },
  [sym__dotname] = {
    .visible = true,
    .named = true,
  },
  [sym__lower_word] = {
    .visible = false,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym_function] = {
    .visible = true,
    .named = true,
  },
  [sym__function_at_eof] = {
    .visible = true,
    .named = true,
  },
  [sym__function_header] = {
    .visible = false,
    .named = true,
  },
  [sym_section] = {
    .visible = true,
    .named = true,
  },
  [sym__section_at_eof] = {
    .visible = true,
    .named = true,
  },
  [sym__section_header] = {
    .visible = false,
    .named = true,
  },
  [sym__body_line] = {
    .visible = false,
    .named = true,
  },
  [sym_arch_header] = {
    .visible = true,
    .named = true,
  },
  [sym_fatbin_header] = {
    .visible = true,
    .named = true,
  },
  [sym_member_header] = {
    .visible = true,
    .named = true,
  },
  [sym_header_field] = {
    .visible = true,
    .named = true,
  },
  [sym__code_version] = {
    .visible = true,
    .named = true,
  },
  [sym_label] = {
    .visible = true,
    .named = true,
  },
  [sym_directive] = {
    .visible = true,
    .named = true,
  },
  [sym__expression] = {
    .visible = false,
    .named = true,
  },
  [sym_parenthesized_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_binary_expression] = {
    .visible = true,
    .named = true,
  },
  [sym_relocation] = {
    .visible = true,
    .named = true,
  },
  [sym__relocation_call] = {
    .visible = false,
    .named = true,
  },
  [sym__relocation_suffix] = {
    .visible = false,
    .named = true,
  },
  [sym_instruction] = {
    .visible = true,
    .named = true,
  },
  [sym_opcode] = {
    .visible = true,
    .named = true,
  },
  [sym__operands] = {
    .visible = false,
    .named = true,
  },
  [sym__decorated_register] = {
    .visible = true,
    .named = true,
  },
  [sym__decorated_uniform_register] = {
    .visible = true,
    .named = true,
  },
  [sym_constant_bank] = {
    .visible = true,
    .named = true,
  },
  [sym_memory] = {
    .visible = true,
    .named = true,
  },
  [sym__address_terms] = {
    .visible = false,
    .named = true,
  },
  [sym_label_ref] = {
    .visible = true,
    .named = true,
  },
  [sym_keyword_operand] = {
    .visible = true,
    .named = true,
  },
  [sym_line_info] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_function_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__function_header_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_directive_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_opcode_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__operands_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__address_terms_repeat1] = {
    .visible = false,
    .named = false,
  },
  [alias_sym_fatbin_kind] = {
    .visible = true,
    .named = true,
  },
  [alias_sym_memory_prefix] = {
    .visible = true,
    .named = true,
  },
  [alias_sym_section_name] = {
    .visible = true,
    .named = true,
  },
};

enum ts_field_identifiers {
  field_address = 1,
  field_arch = 2,
  field_bank = 3,
  field_column = 4,
  field_encoding = 5,
  field_file = 6,
  field_inlined_file = 7,
  field_inlined_line = 8,
  field_key = 9,
  field_kind = 10,
  field_left = 11,
  field_line = 12,
  field_name = 13,
  field_opcode = 14,
  field_operand = 15,
  field_operator = 16,
  field_path = 17,
  field_predicate = 18,
  field_prefix = 19,
  field_right = 20,
  field_value = 21,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_address] = "address",
  [field_arch] = "arch",
  [field_bank] = "bank",
  [field_column] = "column",
  [field_encoding] = "encoding",
  [field_file] = "file",
  [field_inlined_file] = "inlined_file",
  [field_inlined_line] = "inlined_line",
  [field_key] = "key",
  [field_kind] = "kind",
  [field_left] = "left",
  [field_line] = "line",
  [field_name] = "name",
  [field_opcode] = "opcode",
  [field_operand] = "operand",
  [field_operator] = "operator",
  [field_path] = "path",
  [field_predicate] = "predicate",
  [field_prefix] = "prefix",
  [field_right] = "right",
  [field_value] = "value",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 1},
  [4] = {.index = 3, .length = 2},
  [5] = {.index = 5, .length = 1},
  [6] = {.index = 6, .length = 1},
  [7] = {.index = 7, .length = 1},
  [8] = {.index = 8, .length = 2},
  [9] = {.index = 10, .length = 2},
  [10] = {.index = 12, .length = 2},
  [11] = {.index = 1, .length = 1},
  [13] = {.index = 14, .length = 1},
  [14] = {.index = 15, .length = 2},
  [15] = {.index = 17, .length = 1},
  [16] = {.index = 17, .length = 1},
  [17] = {.index = 17, .length = 1},
  [18] = {.index = 18, .length = 2},
  [19] = {.index = 20, .length = 2},
  [20] = {.index = 22, .length = 1},
  [21] = {.index = 23, .length = 2},
  [22] = {.index = 25, .length = 1},
  [23] = {.index = 26, .length = 1},
  [24] = {.index = 27, .length = 2},
  [25] = {.index = 29, .length = 3},
  [26] = {.index = 32, .length = 3},
  [27] = {.index = 35, .length = 3},
  [28] = {.index = 38, .length = 3},
  [29] = {.index = 41, .length = 3},
  [30] = {.index = 44, .length = 1},
  [31] = {.index = 44, .length = 1},
  [32] = {.index = 45, .length = 2},
  [33] = {.index = 47, .length = 2},
  [34] = {.index = 49, .length = 2},
  [35] = {.index = 47, .length = 2},
  [36] = {.index = 49, .length = 2},
  [37] = {.index = 47, .length = 2},
  [38] = {.index = 49, .length = 2},
  [41] = {.index = 51, .length = 3},
  [42] = {.index = 54, .length = 3},
  [43] = {.index = 57, .length = 3},
  [44] = {.index = 60, .length = 1},
  [45] = {.index = 61, .length = 4},
  [46] = {.index = 65, .length = 4},
  [47] = {.index = 69, .length = 3},
  [48] = {.index = 72, .length = 4},
  [49] = {.index = 76, .length = 3},
  [50] = {.index = 79, .length = 4},
  [51] = {.index = 83, .length = 1},
  [52] = {.index = 84, .length = 3},
  [53] = {.index = 87, .length = 1},
  [54] = {.index = 87, .length = 1},
  [55] = {.index = 87, .length = 1},
  [56] = {.index = 88, .length = 2},
  [57] = {.index = 90, .length = 3},
  [58] = {.index = 93, .length = 2},
  [59] = {.index = 90, .length = 3},
  [60] = {.index = 90, .length = 3},
  [61] = {.index = 6, .length = 1},
  [62] = {.index = 6, .length = 1},
  [63] = {.index = 95, .length = 4},
  [64] = {.index = 99, .length = 3},
  [65] = {.index = 102, .length = 4},
  [66] = {.index = 106, .length = 5},
  [67] = {.index = 111, .length = 4},
  [68] = {.index = 115, .length = 4},
  [71] = {.index = 119, .length = 1},
  [72] = {.index = 120, .length = 5},
  [73] = {.index = 125, .length = 2},
  [74] = {.index = 127, .length = 1},
  [75] = {.index = 128, .length = 1},
  [76] = {.index = 129, .length = 3},
  [77] = {.index = 132, .length = 1},
  [78] = {.index = 133, .length = 4},
  [79] = {.index = 137, .length = 5},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_key, 0},
  [1] =
    {field_name, 0},
  [2] =
    {field_name, 0, .inherited = true},
  [3] =
    {field_key, 0, .inherited = true},
    {field_value, 0, .inherited = true},
  [5] =
    {field_opcode, 0},
  [6] =
    {field_name, 1},
  [7] =
    {field_path, 1},
  [8] =
    {field_address, 0},
    {field_name, 1},
  [10] =
    {field_address, 0},
    {field_opcode, 1},
  [12] =
    {field_opcode, 1},
    {field_predicate, 0},
  [14] =
    {field_operator, 0, .inherited = true},
  [15] =
    {field_encoding, 1},
    {field_opcode, 0},
  [17] =
    {field_operand, 0},
  [18] =
    {field_operand, 0},
    {field_operator, 0, .inherited = true},
  [20] =
    {field_opcode, 0},
    {field_operand, 1, .inherited = true},
  [22] =
    {field_name, 1, .inherited = true},
  [23] =
    {field_key, 1, .inherited = true},
    {field_value, 1, .inherited = true},
  [25] =
    {field_name, 2},
  [26] =
    {field_arch, 2},
  [27] =
    {field_key, 0},
    {field_value, 2},
  [29] =
    {field_address, 0},
    {field_opcode, 2},
    {field_predicate, 1},
  [32] =
    {field_address, 0},
    {field_encoding, 2},
    {field_opcode, 1},
  [35] =
    {field_address, 0},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
  [38] =
    {field_encoding, 2},
    {field_opcode, 1},
    {field_predicate, 0},
  [41] =
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
    {field_predicate, 0},
  [44] =
    {field_operator, 1},
  [45] =
    {field_encoding, 2},
    {field_opcode, 0},
  [47] =
    {field_operand, 0},
    {field_operand, 1},
  [49] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
  [51] =
    {field_operand, 0},
    {field_operand, 1},
    {field_operator, 0, .inherited = true},
  [54] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
    {field_operator, 0, .inherited = true},
  [57] =
    {field_encoding, 2},
    {field_opcode, 0},
    {field_operand, 1, .inherited = true},
  [60] =
    {field_kind, 1},
  [61] =
    {field_address, 0},
    {field_encoding, 3},
    {field_opcode, 2},
    {field_predicate, 1},
  [65] =
    {field_address, 0},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [69] =
    {field_address, 0},
    {field_encoding, 3},
    {field_opcode, 1},
  [72] =
    {field_address, 0},
    {field_encoding, 3},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
  [76] =
    {field_encoding, 3},
    {field_opcode, 1},
    {field_predicate, 0},
  [79] =
    {field_encoding, 3},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
    {field_predicate, 0},
  [83] =
    {field_operator, 0},
  [84] =
    {field_left, 0},
    {field_operator, 1},
    {field_right, 2},
  [87] =
    {field_operand, 1},
  [88] =
    {field_operand, 1},
    {field_operator, 1, .inherited = true},
  [90] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
    {field_operand, 2},
  [93] =
    {field_operand, 0, .inherited = true},
    {field_operand, 1, .inherited = true},
  [95] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
    {field_operand, 2},
    {field_operator, 0, .inherited = true},
  [99] =
    {field_encoding, 3},
    {field_opcode, 0},
    {field_operand, 1, .inherited = true},
  [102] =
    {field_address, 0},
    {field_encoding, 4},
    {field_opcode, 2},
    {field_predicate, 1},
  [106] =
    {field_address, 0},
    {field_encoding, 4},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [111] =
    {field_address, 0},
    {field_encoding, 4},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
  [115] =
    {field_encoding, 4},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
    {field_predicate, 0},
  [119] =
    {field_prefix, 0},
  [120] =
    {field_address, 0},
    {field_encoding, 5},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [125] =
    {field_file, 3},
    {field_line, 7},
  [127] =
    {field_bank, 2},
  [128] =
    {field_bank, 3},
  [129] =
    {field_column, 10},
    {field_file, 3},
    {field_line, 7},
  [132] =
    {field_bank, 4},
  [133] =
    {field_file, 3},
    {field_inlined_file, 11},
    {field_inlined_line, 15},
    {field_line, 7},
  [137] =
    {field_column, 10},
    {field_file, 3},
    {field_inlined_file, 14},
    {field_inlined_line, 18},
    {field_line, 7},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [6] = {
    [1] = alias_sym_section_name,
  },
  [11] = {
    [0] = sym_symbol,
  },
  [12] = {
    [0] = sym_symbol,
  },
  [15] = {
    [0] = sym__decorated_register,
  },
  [16] = {
    [0] = sym__decorated_uniform_register,
  },
  [18] = {
    [0] = sym_relocation,
  },
  [31] = {
    [0] = sym_symbol,
  },
  [33] = {
    [0] = sym__decorated_register,
  },
  [34] = {
    [0] = sym__decorated_register,
  },
  [35] = {
    [0] = sym__decorated_uniform_register,
  },
  [36] = {
    [0] = sym__decorated_uniform_register,
  },
  [39] = {
    [0] = sym__decorated_register,
  },
  [40] = {
    [0] = sym__decorated_uniform_register,
  },
  [41] = {
    [0] = sym_relocation,
  },
  [42] = {
    [0] = sym_relocation,
  },
  [44] = {
    [1] = alias_sym_fatbin_kind,
  },
  [53] = {
    [1] = sym__decorated_register,
  },
  [54] = {
    [1] = sym__decorated_uniform_register,
  },
  [56] = {
    [1] = sym_relocation,
  },
  [57] = {
    [0] = sym__decorated_register,
  },
  [59] = {
    [0] = sym__decorated_uniform_register,
  },
  [62] = {
    [1] = sym_symbol,
  },
  [63] = {
    [0] = sym_relocation,
  },
  [69] = {
    [1] = sym__decorated_register,
  },
  [70] = {
    [1] = sym__decorated_uniform_register,
  },
  [71] = {
    [0] = alias_sym_memory_prefix,
  },
};

static const uint16_t ts_non_terminal_alias_map[] = {
  sym__relocation_call, 2,
    sym__relocation_call,
    sym_relocation,
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
  [11] = 11,
  [12] = 12,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
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
  [37] = 37,
  [38] = 38,
  [39] = 35,
  [40] = 34,
  [41] = 33,
  [42] = 33,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 54,
  [55] = 55,
  [56] = 56,
  [57] = 57,
  [58] = 58,
  [59] = 59,
  [60] = 60,
  [61] = 61,
  [62] = 62,
  [63] = 63,
  [64] = 64,
  [65] = 65,
  [66] = 66,
  [67] = 67,
  [68] = 68,
  [69] = 69,
  [70] = 70,
  [71] = 71,
  [72] = 72,
  [73] = 73,
  [74] = 74,
  [75] = 75,
  [76] = 76,
  [77] = 77,
  [78] = 78,
  [79] = 79,
  [80] = 63,
  [81] = 81,
  [82] = 82,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 90,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 96,
  [97] = 97,
  [98] = 98,
  [99] = 99,
  [100] = 100,
  [101] = 101,
  [102] = 102,
  [103] = 103,
  [104] = 104,
  [105] = 21,
  [106] = 106,
  [107] = 106,
  [108] = 108,
  [109] = 109,
  [110] = 94,
  [111] = 66,
  [112] = 67,
  [113] = 68,
  [114] = 69,
  [115] = 78,
  [116] = 79,
  [117] = 108,
  [118] = 81,
  [119] = 87,
  [120] = 88,
  [121] = 89,
  [122] = 90,
  [123] = 91,
  [124] = 92,
  [125] = 21,
  [126] = 109,
  [127] = 127,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 131,
  [132] = 132,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 47,
  [141] = 141,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 38,
  [156] = 36,
  [157] = 51,
  [158] = 47,
  [159] = 49,
  [160] = 52,
  [161] = 53,
  [162] = 50,
  [163] = 44,
  [164] = 164,
  [165] = 165,
  [166] = 166,
  [167] = 167,
  [168] = 168,
  [169] = 169,
  [170] = 170,
  [171] = 171,
  [172] = 172,
  [173] = 173,
  [174] = 174,
  [175] = 175,
  [176] = 176,
  [177] = 177,
  [178] = 178,
  [179] = 179,
  [180] = 180,
  [181] = 181,
  [182] = 182,
  [183] = 183,
  [184] = 184,
  [185] = 185,
  [186] = 186,
  [187] = 187,
  [188] = 188,
  [189] = 189,
  [190] = 190,
  [191] = 191,
  [192] = 192,
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
  [218] = 214,
  [219] = 219,
  [220] = 220,
  [221] = 221,
  [222] = 222,
  [223] = 223,
  [224] = 224,
  [225] = 225,
  [226] = 226,
  [227] = 227,
  [228] = 228,
  [229] = 229,
  [230] = 213,
  [231] = 214,
  [232] = 224,
  [233] = 225,
  [234] = 222,
  [235] = 223,
  [236] = 226,
  [237] = 229,
  [238] = 211,
  [239] = 212,
  [240] = 240,
  [241] = 241,
  [242] = 242,
  [243] = 243,
  [244] = 244,
  [245] = 245,
  [246] = 246,
  [247] = 247,
  [248] = 248,
  [249] = 249,
  [250] = 250,
  [251] = 251,
  [252] = 252,
  [253] = 253,
  [254] = 254,
  [255] = 255,
  [256] = 256,
  [257] = 257,
  [258] = 258,
  [259] = 259,
  [260] = 260,
  [261] = 261,
  [262] = 262,
  [263] = 263,
  [264] = 264,
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
  [276] = 276,
  [277] = 277,
  [278] = 278,
  [279] = 279,
  [280] = 280,
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
  [295] = 295,
  [296] = 296,
  [297] = 297,
  [298] = 298,
  [299] = 299,
  [300] = 300,
  [301] = 301,
  [302] = 302,
  [303] = 303,
  [304] = 304,
  [305] = 305,
  [306] = 306,
  [307] = 307,
  [308] = 308,
  [309] = 309,
  [310] = 310,
  [311] = 311,
  [312] = 312,
  [313] = 313,
  [314] = 314,
  [315] = 315,
  [316] = 316,
  [317] = 317,
  [318] = 318,
  [319] = 319,
  [320] = 320,
  [321] = 321,
  [322] = 322,
  [323] = 323,
  [324] = 324,
  [325] = 325,
  [326] = 326,
  [327] = 327,
  [328] = 328,
  [329] = 329,
  [330] = 330,
  [331] = 331,
  [332] = 332,
  [333] = 333,
  [334] = 334,
  [335] = 335,
  [336] = 336,
  [337] = 337,
  [338] = 338,
  [339] = 339,
  [340] = 340,
  [341] = 341,
  [342] = 342,
  [343] = 343,
  [344] = 344,
  [345] = 345,
  [346] = 346,
  [347] = 347,
  [348] = 348,
  [349] = 349,
  [350] = 350,
  [351] = 351,
  [352] = 352,
  [353] = 353,
  [354] = 354,
  [355] = 355,
  [356] = 356,
  [357] = 357,
  [358] = 358,
  [359] = 359,
  [360] = 360,
  [361] = 361,
  [362] = 362,
  [363] = 363,
  [364] = 364,
  [365] = 365,
  [366] = 366,
  [367] = 367,
  [368] = 368,
  [369] = 369,
  [370] = 370,
  [371] = 371,
  [372] = 372,
  [373] = 373,
  [374] = 374,
  [375] = 375,
  [376] = 376,
  [377] = 377,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '!', 55,
        '"', 266,
        '(', 176,
        ')', 177,
        '+', 178,
        ',', 152,
        '-', 180,
        '.', 36,
        '/', 19,
        '0', 195,
        ':', 147,
        ';', 198,
        '=', 161,
        '@', 4,
        'B', 208,
        'F', 207,
        'P', 210,
        'R', 204,
        'S', 202,
        'U', 203,
        '[', 234,
        ']', 235,
        '`', 11,
        'a', 108,
        'c', 233,
        'f', 99,
        'i', 90,
        'l', 80,
        'm', 74,
        's', 87,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(127);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(196);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(212);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(144);
      if (lookahead == '\r') SKIP(2);
      if (lookahead == '(') ADVANCE(167);
      if (lookahead == '/') ADVANCE(168);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(166);
      if (lookahead != 0) ADVANCE(171);
      END_STATE();
    case 2:
      if (lookahead == '\n') ADVANCE(144);
      if (lookahead == '(') ADVANCE(167);
      if (lookahead == '/') ADVANCE(168);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(166);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0) ADVANCE(171);
      END_STATE();
    case 3:
      if (lookahead == '\r') ADVANCE(20);
      if (lookahead == '*') ADVANCE(163);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(164);
      END_STATE();
    case 4:
      if (lookahead == '!') ADVANCE(57);
      if (lookahead == '"') ADVANCE(9);
      if (lookahead == 'P') ADVANCE(184);
      if (lookahead == 'U') ADVANCE(183);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(185);
      END_STATE();
    case 5:
      if (lookahead == '!') ADVANCE(57);
      if (lookahead == '"') ADVANCE(9);
      if (lookahead == 'P') ADVANCE(189);
      if (lookahead == 'U') ADVANCE(188);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(190);
      END_STATE();
    case 6:
      if (lookahead == '!') ADVANCE(57);
      if (lookahead == 'P') ADVANCE(120);
      if (lookahead == 'U') ADVANCE(56);
      END_STATE();
    case 7:
      if (lookahead == '"') ADVANCE(9);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(185);
      END_STATE();
    case 8:
      if (lookahead == '"') ADVANCE(9);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(190);
      END_STATE();
    case 9:
      if (lookahead == '"') ADVANCE(187);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(9);
      END_STATE();
    case 10:
      if (lookahead == '"') ADVANCE(191);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(10);
      END_STATE();
    case 11:
      if (lookahead == '(') ADVANCE(247);
      END_STATE();
    case 12:
      if (lookahead == '(') ADVANCE(18);
      if (lookahead == '-') ADVANCE(40);
      if (lookahead == '.') ADVANCE(124);
      if (lookahead == '/') ADVANCE(30);
      if (lookahead == '0') ADVANCE(195);
      if (lookahead == '@') ADVANCE(6);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(12);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(196);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(212);
      END_STATE();
    case 13:
      if (lookahead == '(') ADVANCE(18);
      if (lookahead == '.') ADVANCE(124);
      if (lookahead == '/') ADVANCE(30);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(13);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(301);
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(18);
      if (lookahead == '/') ADVANCE(30);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(14);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(186);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(15);
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(275);
      if (lookahead == '/') ADVANCE(276);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(274);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '"') ADVANCE(279);
      END_STATE();
    case 17:
      if (lookahead == ')') ADVANCE(282);
      if (lookahead == '*') ADVANCE(17);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 18:
      if (lookahead == '*') ADVANCE(20);
      END_STATE();
    case 19:
      if (lookahead == '*') ADVANCE(24);
      if (lookahead == '/') ADVANCE(285);
      END_STATE();
    case 20:
      if (lookahead == '*') ADVANCE(17);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '/') ADVANCE(283);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 22:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '/') ADVANCE(199);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 23:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '/') ADVANCE(200);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 24:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '0') ADVANCE(32);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(25);
      if (('1' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(33);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 25:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '0') ADVANCE(26);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(25);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 26:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(27);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 27:
      if (lookahead == '*') ADVANCE(21);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(34);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 28:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == '*') ADVANCE(25);
      if (lookahead == '/') ADVANCE(296);
      END_STATE();
    case 30:
      if (lookahead == '*') ADVANCE(28);
      if (lookahead == '/') ADVANCE(296);
      END_STATE();
    case 31:
      if (lookahead == '*') ADVANCE(169);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(28);
      if (lookahead != 0) ADVANCE(170);
      END_STATE();
    case 32:
      if (lookahead == '*') ADVANCE(22);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(27);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(33);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 33:
      if (lookahead == '*') ADVANCE(22);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(33);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 34:
      if (lookahead == '*') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(34);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 35:
      if (lookahead == '*') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 36:
      if (lookahead == '.') ADVANCE(39);
      if (lookahead == 's') ADVANCE(214);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 37:
      if (lookahead == '.') ADVANCE(39);
      if (lookahead == 's') ADVANCE(323);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 38:
      if (lookahead == '.') ADVANCE(39);
      if (lookahead == 's') ADVANCE(77);
      END_STATE();
    case 39:
      if (lookahead == '.') ADVANCE(173);
      END_STATE();
    case 40:
      if (lookahead == '0') ADVANCE(195);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(196);
      END_STATE();
    case 41:
      if (lookahead == '0') ADVANCE(239);
      if (lookahead == 'I') ADVANCE(52);
      if (lookahead == 'N') ADVANCE(48);
      if (lookahead == 'Q') ADVANCE(51);
      if (lookahead == 'S') ADVANCE(51);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 42:
      if (lookahead == '=') ADVANCE(172);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(42);
      END_STATE();
    case 44:
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(118);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(241);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 45:
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(242);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 46:
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(194);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 47:
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 48:
      if (lookahead == 'A') ADVANCE(53);
      END_STATE();
    case 49:
      if (lookahead == 'F') ADVANCE(246);
      END_STATE();
    case 50:
      if (lookahead == 'I') ADVANCE(52);
      if (lookahead == 'N') ADVANCE(48);
      if (lookahead == 'Q') ADVANCE(51);
      if (lookahead == 'S') ADVANCE(51);
      END_STATE();
    case 51:
      if (lookahead == 'N') ADVANCE(48);
      END_STATE();
    case 52:
      if (lookahead == 'N') ADVANCE(49);
      END_STATE();
    case 53:
      if (lookahead == 'N') ADVANCE(246);
      END_STATE();
    case 54:
      if (lookahead == 'P') ADVANCE(119);
      END_STATE();
    case 55:
      if (lookahead == 'P') ADVANCE(119);
      if (lookahead == 'U') ADVANCE(54);
      END_STATE();
    case 56:
      if (lookahead == 'P') ADVANCE(120);
      END_STATE();
    case 57:
      if (lookahead == 'P') ADVANCE(120);
      if (lookahead == 'U') ADVANCE(56);
      END_STATE();
    case 58:
      if (lookahead == 'R') ADVANCE(60);
      END_STATE();
    case 59:
      if (lookahead == 'Z') ADVANCE(222);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      END_STATE();
    case 60:
      if (lookahead == 'Z') ADVANCE(224);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(225);
      END_STATE();
    case 61:
      if (lookahead == '_') ADVANCE(117);
      END_STATE();
    case 62:
      if (lookahead == 'b') ADVANCE(75);
      END_STATE();
    case 63:
      if (lookahead == 'b') ADVANCE(81);
      END_STATE();
    case 64:
      if (lookahead == 'c') ADVANCE(110);
      END_STATE();
    case 65:
      if (lookahead == 'c') ADVANCE(112);
      END_STATE();
    case 66:
      if (lookahead == 'd') ADVANCE(269);
      END_STATE();
    case 67:
      if (lookahead == 'd') ADVANCE(69);
      if (lookahead == 'l') ADVANCE(113);
      END_STATE();
    case 68:
      if (lookahead == 'd') ADVANCE(73);
      if (lookahead == 'l') ADVANCE(113);
      END_STATE();
    case 69:
      if (lookahead == 'e') ADVANCE(154);
      END_STATE();
    case 70:
      if (lookahead == 'e') ADVANCE(267);
      END_STATE();
    case 71:
      if (lookahead == 'e') ADVANCE(66);
      END_STATE();
    case 72:
      if (lookahead == 'e') ADVANCE(265);
      END_STATE();
    case 73:
      if (lookahead == 'e') ADVANCE(153);
      END_STATE();
    case 74:
      if (lookahead == 'e') ADVANCE(88);
      END_STATE();
    case 75:
      if (lookahead == 'e') ADVANCE(105);
      END_STATE();
    case 76:
      if (lookahead == 'e') ADVANCE(106);
      END_STATE();
    case 77:
      if (lookahead == 'e') ADVANCE(65);
      END_STATE();
    case 78:
      if (lookahead == 'i') ADVANCE(100);
      END_STATE();
    case 79:
      if (lookahead == 'i') ADVANCE(85);
      END_STATE();
    case 80:
      if (lookahead == 'i') ADVANCE(97);
      END_STATE();
    case 81:
      if (lookahead == 'i') ADVANCE(92);
      END_STATE();
    case 82:
      if (lookahead == 'i') ADVANCE(101);
      END_STATE();
    case 83:
      if (lookahead == 'i') ADVANCE(98);
      END_STATE();
    case 84:
      if (lookahead == 'i') ADVANCE(102);
      END_STATE();
    case 85:
      if (lookahead == 'l') ADVANCE(72);
      END_STATE();
    case 86:
      if (lookahead == 'l') ADVANCE(83);
      END_STATE();
    case 87:
      if (lookahead == 'm') ADVANCE(61);
      END_STATE();
    case 88:
      if (lookahead == 'm') ADVANCE(62);
      END_STATE();
    case 89:
      if (lookahead == 'm') ADVANCE(93);
      END_STATE();
    case 90:
      if (lookahead == 'n') ADVANCE(86);
      END_STATE();
    case 91:
      if (lookahead == 'n') ADVANCE(64);
      END_STATE();
    case 92:
      if (lookahead == 'n') ADVANCE(157);
      END_STATE();
    case 93:
      if (lookahead == 'n') ADVANCE(268);
      END_STATE();
    case 94:
      if (lookahead == 'n') ADVANCE(145);
      END_STATE();
    case 95:
      if (lookahead == 'n') ADVANCE(148);
      END_STATE();
    case 96:
      if (lookahead == 'n') ADVANCE(162);
      END_STATE();
    case 97:
      if (lookahead == 'n') ADVANCE(70);
      END_STATE();
    case 98:
      if (lookahead == 'n') ADVANCE(71);
      END_STATE();
    case 99:
      if (lookahead == 'o') ADVANCE(104);
      END_STATE();
    case 100:
      if (lookahead == 'o') ADVANCE(94);
      END_STATE();
    case 101:
      if (lookahead == 'o') ADVANCE(95);
      END_STATE();
    case 102:
      if (lookahead == 'o') ADVANCE(96);
      END_STATE();
    case 103:
      if (lookahead == 'o') ADVANCE(68);
      END_STATE();
    case 104:
      if (lookahead == 'r') ADVANCE(156);
      END_STATE();
    case 105:
      if (lookahead == 'r') ADVANCE(159);
      END_STATE();
    case 106:
      if (lookahead == 'r') ADVANCE(107);
      END_STATE();
    case 107:
      if (lookahead == 's') ADVANCE(84);
      END_STATE();
    case 108:
      if (lookahead == 't') ADVANCE(270);
      END_STATE();
    case 109:
      if (lookahead == 't') ADVANCE(63);
      END_STATE();
    case 110:
      if (lookahead == 't') ADVANCE(78);
      END_STATE();
    case 111:
      if (lookahead == 't') ADVANCE(324);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 112:
      if (lookahead == 't') ADVANCE(82);
      END_STATE();
    case 113:
      if (lookahead == 'u') ADVANCE(89);
      END_STATE();
    case 114:
      if (lookahead == 'v') ADVANCE(76);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(114);
      END_STATE();
    case 115:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(115);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(171);
      END_STATE();
    case 116:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(118);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(244);
      END_STATE();
    case 117:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(174);
      END_STATE();
    case 118:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(244);
      END_STATE();
    case 119:
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(226);
      END_STATE();
    case 120:
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(201);
      END_STATE();
    case 121:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(197);
      END_STATE();
    case 122:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(245);
      END_STATE();
    case 123:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(185);
      END_STATE();
    case 124:
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 125:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 126:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 127:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '!', 55,
        '"', 266,
        '(', 176,
        ')', 177,
        '+', 178,
        ',', 152,
        '-', 180,
        '.', 38,
        '/', 19,
        '0', 195,
        ':', 147,
        ';', 198,
        '=', 161,
        '@', 5,
        'B', 208,
        'F', 207,
        'P', 210,
        'R', 204,
        'S', 202,
        'U', 203,
        '[', 234,
        ']', 235,
        '`', 11,
        'a', 108,
        'c', 233,
        'f', 99,
        'i', 90,
        'l', 80,
        'm', 74,
        's', 87,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(127);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(196);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(212);
      END_STATE();
    case 128:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '!', 55,
        '"', 266,
        '(', 18,
        ')', 177,
        '+', 50,
        ',', 152,
        '-', 181,
        '.', 125,
        '/', 30,
        '0', 236,
        ':', 147,
        '=', 161,
        'B', 258,
        'I', 252,
        'N', 248,
        'P', 260,
        'Q', 251,
        'R', 255,
        'S', 249,
        'U', 254,
        '[', 234,
        ']', 235,
        '_', 47,
        '`', 11,
        'c', 232,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(129);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(237);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(261);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(332);
      END_STATE();
    case 129:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '!', 55,
        '"', 266,
        '(', 18,
        ')', 177,
        '+', 50,
        ',', 152,
        '-', 181,
        '/', 30,
        '0', 236,
        ':', 147,
        '=', 161,
        'B', 258,
        'I', 252,
        'N', 248,
        'P', 260,
        'Q', 251,
        'R', 255,
        'S', 249,
        'U', 254,
        '[', 234,
        ']', 235,
        '_', 47,
        '`', 11,
        'c', 232,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(129);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(237);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(261);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(332);
      END_STATE();
    case 130:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '!', 55,
        '(', 18,
        '+', 50,
        '-', 181,
        '.', 125,
        '/', 29,
        '0', 236,
        ':', 147,
        ';', 198,
        'B', 258,
        'I', 252,
        'N', 248,
        'P', 260,
        'Q', 251,
        'R', 255,
        'S', 249,
        'U', 254,
        '[', 234,
        '_', 47,
        '`', 11,
        'c', 232,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(131);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(237);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(261);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(332);
      END_STATE();
    case 131:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '!', 55,
        '(', 18,
        '+', 50,
        '-', 181,
        '/', 29,
        '0', 236,
        ':', 147,
        ';', 198,
        'B', 258,
        'I', 252,
        'N', 248,
        'P', 260,
        'Q', 251,
        'R', 255,
        'S', 249,
        'U', 254,
        '[', 234,
        '_', 47,
        '`', 11,
        'c', 232,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(131);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(237);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(261);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(332);
      END_STATE();
    case 132:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '"', 10,
        '$', 301,
        '(', 176,
        '+', 178,
        ',', 152,
        '-', 180,
        '.', 124,
        '/', 30,
        '0', 192,
        ':', 147,
        '@', 8,
        's', 298,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(132);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(193);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(300);
      END_STATE();
    case 133:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '"', 10,
        '$', 301,
        '(', 176,
        '+', 178,
        ',', 152,
        '-', 180,
        '.', 124,
        '/', 30,
        '0', 192,
        '@', 8,
        's', 298,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(133);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(193);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(300);
      END_STATE();
    case 134:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '"', 10,
        '$', 301,
        '(', 176,
        '+', 178,
        ',', 152,
        '-', 180,
        '.', 124,
        '/', 30,
        '0', 192,
        '@', 7,
        's', 298,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(133);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(193);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(300);
      END_STATE();
    case 135:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '(', 18,
        ')', 177,
        '+', 178,
        ',', 152,
        '-', 179,
        '.', 111,
        '/', 30,
        '@', 123,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(136);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(212);
      END_STATE();
    case 136:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '(', 18,
        ')', 177,
        '+', 178,
        ',', 152,
        '-', 179,
        '.', 111,
        '/', 30,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(136);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(212);
      END_STATE();
    case 137:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '(', 18,
        '+', 178,
        ',', 152,
        '-', 182,
        '.', 125,
        '/', 30,
        '0', 239,
        'F', 79,
        'R', 59,
        'U', 58,
        ']', 235,
        'a', 108,
        'c', 103,
        'f', 99,
        'i', 90,
        'l', 80,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(138);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 138:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '(', 18,
        '+', 178,
        ',', 152,
        '-', 182,
        '/', 30,
        '0', 239,
        'F', 79,
        'R', 59,
        'U', 58,
        ']', 235,
        'a', 108,
        'c', 103,
        'f', 99,
        'i', 90,
        'l', 80,
        '|', 221,
        '~', 220,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(138);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 139:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '(', 18,
        '+', 50,
        ',', 152,
        '-', 41,
        '.', 125,
        '/', 29,
        '0', 239,
        ';', 198,
        'I', 52,
        'N', 48,
        'Q', 51,
        'S', 51,
        '[', 234,
        '`', 11,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(140);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 140:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '(', 18,
        '+', 50,
        ',', 152,
        '-', 41,
        '/', 29,
        '0', 239,
        ';', 198,
        'I', 52,
        'N', 48,
        'Q', 51,
        'S', 51,
        '[', 234,
        '`', 11,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(140);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 141:
      if (eof) ADVANCE(143);
      ADVANCE_MAP(
        '\n', 144,
        '(', 18,
        '.', 37,
        '/', 19,
        '=', 43,
        '@', 6,
        'F', 206,
        'c', 315,
        'm', 306,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(141);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(211);
      if (lookahead == '$' ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 142:
      if (eof) ADVANCE(143);
      if (lookahead == '\n') ADVANCE(144);
      if (lookahead == '(') ADVANCE(167);
      if (lookahead == '/') ADVANCE(168);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(166);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(142);
      if (lookahead != 0) ADVANCE(171);
      END_STATE();
    case 143:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 144:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 145:
      ACCEPT_TOKEN(anon_sym_Function);
      END_STATE();
    case 146:
      ACCEPT_TOKEN(anon_sym_Function);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 147:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 148:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      END_STATE();
    case 149:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 150:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 151:
      ACCEPT_TOKEN(anon_sym_DOTtext_DOT);
      END_STATE();
    case 152:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 153:
      ACCEPT_TOKEN(anon_sym_code);
      END_STATE();
    case 154:
      ACCEPT_TOKEN(anon_sym_code);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(114);
      END_STATE();
    case 155:
      ACCEPT_TOKEN(anon_sym_code);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(114);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 156:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 157:
      ACCEPT_TOKEN(anon_sym_Fatbin);
      END_STATE();
    case 158:
      ACCEPT_TOKEN(anon_sym_Fatbin);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 159:
      ACCEPT_TOKEN(anon_sym_member);
      END_STATE();
    case 160:
      ACCEPT_TOKEN(anon_sym_member);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 161:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(aux_sym__code_version_token1);
      END_STATE();
    case 163:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\r') ADVANCE(20);
      if (lookahead == ')') ADVANCE(171);
      if (lookahead == '*') ADVANCE(163);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(164);
      END_STATE();
    case 164:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\r') ADVANCE(20);
      if (lookahead == '*') ADVANCE(163);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(164);
      END_STATE();
    case 165:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\r') ADVANCE(296);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(284);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(165);
      END_STATE();
    case 166:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '(') ADVANCE(167);
      if (lookahead == '/') ADVANCE(168);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(166);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(171);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(164);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(115);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(171);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(170);
      if (lookahead == '/') ADVANCE(165);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(115);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(171);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(169);
      if (lookahead == '/') ADVANCE(171);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(28);
      if (lookahead != 0) ADVANCE(170);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(169);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(28);
      if (lookahead != 0) ADVANCE(170);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(115);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(171);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(sym_separator);
      if (lookahead == '=') ADVANCE(172);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(sym_function_end);
      if (lookahead == '.') ADVANCE(173);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(sym_arch);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(174);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(175);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(sym_arch);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(175);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == '*') ADVANCE(20);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(195);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(196);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(239);
      if (lookahead == 'I') ADVANCE(52);
      if (lookahead == 'N') ADVANCE(48);
      if (lookahead == 'Q') ADVANCE(51);
      if (lookahead == 'S') ADVANCE(51);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(239);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (lookahead == 'P') ADVANCE(184);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(185);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(185);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(185);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(185);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(sym__relocation_open);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(sym_attribute);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(sym_attribute);
      if (lookahead == 'P') ADVANCE(189);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(190);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(sym_attribute);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(190);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(190);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(sym_attribute);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(190);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(sym_string);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(46);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(193);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(193);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(194);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(121);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(196);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(196);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(197);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(anon_sym_SEMI);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(sym_address);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(sym_encoding);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(sym_predicate);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'B') ADVANCE(209);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'P') ADVANCE(210);
      if (lookahead == 'R') ADVANCE(205);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'Z') ADVANCE(222);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'Z') ADVANCE(224);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(225);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'a') ADVANCE(318);
      if (lookahead == 'u') ADVANCE(312);
      if (lookahead == '$' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(211);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'a') ADVANCE(109);
      if (lookahead == 'u') ADVANCE(91);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(230);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(231);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(226);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == '$' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(211);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(212);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'c') ADVANCE(218);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'e') ADVANCE(213);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'i') ADVANCE(217);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'n') ADVANCE(149);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'o') ADVANCE(216);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 't') ADVANCE(215);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_modifier);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(219);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(anon_sym_TILDE);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(anon_sym_PIPE);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(sym__register);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(sym__register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(sym__uniform_register);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(sym__uniform_register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(225);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(sym_predicate_register);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(sym_special_register);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(sym_special_register);
      if (lookahead == '.') ADVANCE(126);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(228);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(sym_special_register);
      if (lookahead == '.') ADVANCE(126);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(sym_barrier_register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(230);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(sym_scoreboard);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(anon_sym_c);
      if (lookahead == '@') ADVANCE(15);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(332);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(anon_sym_c);
      if (lookahead == 'o') ADVANCE(67);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(anon_sym_LBRACK);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(anon_sym_RBRACK);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(243);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'D') ADVANCE(263);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(44);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(45);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(238);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(243);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'D') ADVANCE(263);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(44);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(238);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(243);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(44);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(238);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(243);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(116);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(122);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(243);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(116);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(241);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(242);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(116);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(243);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(244);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(245);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym__float_special);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(anon_sym_BQUOTE_LPAREN);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'A') ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'B') ADVANCE(259);
      if (lookahead == 'N') ADVANCE(248);
      if (lookahead == 'R') ADVANCE(257);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'F') ADVANCE(246);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'N') ADVANCE(248);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'N') ADVANCE(250);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'N') ADVANCE(246);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'P') ADVANCE(260);
      if (lookahead == 'R') ADVANCE(256);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'Z') ADVANCE(222);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(261);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'Z') ADVANCE(224);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(225);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(261);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'Z') ADVANCE(227);
      if (lookahead == '_') ADVANCE(262);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Y')) ADVANCE(261);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(230);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(231);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(226);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(228);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(15);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(47);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(anon_sym_SLASH_SLASH_POUND_POUND);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(anon_sym_File);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(anon_sym_DQUOTE);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(anon_sym_line);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(anon_sym_column);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(anon_sym_inlined);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(anon_sym_at);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '"') ADVANCE(20);
      if (lookahead == ')') ADVANCE(279);
      if (lookahead == '*') ADVANCE(271);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(272);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '"') ADVANCE(20);
      if (lookahead == '*') ADVANCE(271);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(272);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '"') ADVANCE(296);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(273);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '(') ADVANCE(275);
      if (lookahead == '/') ADVANCE(276);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(274);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '"') ADVANCE(279);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(272);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(279);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(278);
      if (lookahead == '/') ADVANCE(273);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(279);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(277);
      if (lookahead == '/') ADVANCE(279);
      if (lookahead == '\n' ||
          lookahead == '"') ADVANCE(28);
      if (lookahead != 0) ADVANCE(278);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(277);
      if (lookahead == '\n' ||
          lookahead == '"') ADVANCE(28);
      if (lookahead != 0) ADVANCE(278);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym_path);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(279);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym__banner);
      if (lookahead == '-') ADVANCE(280);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(281);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym__banner);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(281);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_annotation);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_comment);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '\r') ADVANCE(296);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(284);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(165);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '#') ADVANCE(286);
      if (lookahead == '-') ADVANCE(295);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '#') ADVANCE(264);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(280);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(287);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(288);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(289);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(290);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(291);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(292);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(293);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(294);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == '_') ADVANCE(299);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(301);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(300);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == 'm') ADVANCE(297);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(301);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(300);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(301);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(174);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(300);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(15);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(301);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(300);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(301);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'b') ADVANCE(310);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'b') ADVANCE(308);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'c') ADVANCE(319);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'd') ADVANCE(307);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(311);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(155);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(317);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'i') ADVANCE(316);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'i') ADVANCE(313);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'm') ADVANCE(303);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(304);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(158);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(146);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'o') ADVANCE(305);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'o') ADVANCE(314);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'r') ADVANCE(160);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 't') ADVANCE(302);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 't') ADVANCE(309);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == '.') ADVANCE(151);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'c') ADVANCE(328);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'e') ADVANCE(322);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'e') ADVANCE(330);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'i') ADVANCE(327);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'n') ADVANCE(150);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'o') ADVANCE(326);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 't') ADVANCE(325);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 't') ADVANCE(321);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'x') ADVANCE(329);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(331);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym__lower_word);
      if (lookahead == '@') ADVANCE(15);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(332);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0},
  [1] = {.lex_state = 141},
  [2] = {.lex_state = 141},
  [3] = {.lex_state = 141},
  [4] = {.lex_state = 130},
  [5] = {.lex_state = 130},
  [6] = {.lex_state = 130},
  [7] = {.lex_state = 130},
  [8] = {.lex_state = 141},
  [9] = {.lex_state = 141},
  [10] = {.lex_state = 141},
  [11] = {.lex_state = 141},
  [12] = {.lex_state = 141},
  [13] = {.lex_state = 141},
  [14] = {.lex_state = 141},
  [15] = {.lex_state = 141},
  [16] = {.lex_state = 141},
  [17] = {.lex_state = 130},
  [18] = {.lex_state = 128},
  [19] = {.lex_state = 130},
  [20] = {.lex_state = 130},
  [21] = {.lex_state = 130},
  [22] = {.lex_state = 132},
  [23] = {.lex_state = 132},
  [24] = {.lex_state = 141},
  [25] = {.lex_state = 132},
  [26] = {.lex_state = 132},
  [27] = {.lex_state = 132},
  [28] = {.lex_state = 141},
  [29] = {.lex_state = 141},
  [30] = {.lex_state = 132},
  [31] = {.lex_state = 132},
  [32] = {.lex_state = 132},
  [33] = {.lex_state = 132},
  [34] = {.lex_state = 132},
  [35] = {.lex_state = 132},
  [36] = {.lex_state = 134},
  [37] = {.lex_state = 132},
  [38] = {.lex_state = 134},
  [39] = {.lex_state = 132},
  [40] = {.lex_state = 132},
  [41] = {.lex_state = 132},
  [42] = {.lex_state = 132},
  [43] = {.lex_state = 132},
  [44] = {.lex_state = 132},
  [45] = {.lex_state = 137},
  [46] = {.lex_state = 137},
  [47] = {.lex_state = 132},
  [48] = {.lex_state = 132},
  [49] = {.lex_state = 132},
  [50] = {.lex_state = 132},
  [51] = {.lex_state = 132},
  [52] = {.lex_state = 132},
  [53] = {.lex_state = 132},
  [54] = {.lex_state = 139},
  [55] = {.lex_state = 139},
  [56] = {.lex_state = 137},
  [57] = {.lex_state = 137},
  [58] = {.lex_state = 137},
  [59] = {.lex_state = 137},
  [60] = {.lex_state = 137},
  [61] = {.lex_state = 137},
  [62] = {.lex_state = 137},
  [63] = {.lex_state = 137},
  [64] = {.lex_state = 139},
  [65] = {.lex_state = 139},
  [66] = {.lex_state = 139},
  [67] = {.lex_state = 139},
  [68] = {.lex_state = 139},
  [69] = {.lex_state = 139},
  [70] = {.lex_state = 139},
  [71] = {.lex_state = 139},
  [72] = {.lex_state = 137},
  [73] = {.lex_state = 137},
  [74] = {.lex_state = 139},
  [75] = {.lex_state = 139},
  [76] = {.lex_state = 139},
  [77] = {.lex_state = 139},
  [78] = {.lex_state = 139},
  [79] = {.lex_state = 139},
  [80] = {.lex_state = 139},
  [81] = {.lex_state = 139},
  [82] = {.lex_state = 137},
  [83] = {.lex_state = 137},
  [84] = {.lex_state = 139},
  [85] = {.lex_state = 139},
  [86] = {.lex_state = 139},
  [87] = {.lex_state = 139},
  [88] = {.lex_state = 139},
  [89] = {.lex_state = 139},
  [90] = {.lex_state = 139},
  [91] = {.lex_state = 139},
  [92] = {.lex_state = 139},
  [93] = {.lex_state = 139},
  [94] = {.lex_state = 139},
  [95] = {.lex_state = 139},
  [96] = {.lex_state = 139},
  [97] = {.lex_state = 139},
  [98] = {.lex_state = 139},
  [99] = {.lex_state = 139},
  [100] = {.lex_state = 139},
  [101] = {.lex_state = 139},
  [102] = {.lex_state = 139},
  [103] = {.lex_state = 139},
  [104] = {.lex_state = 139},
  [105] = {.lex_state = 139},
  [106] = {.lex_state = 139},
  [107] = {.lex_state = 137},
  [108] = {.lex_state = 137},
  [109] = {.lex_state = 137},
  [110] = {.lex_state = 137},
  [111] = {.lex_state = 137},
  [112] = {.lex_state = 137},
  [113] = {.lex_state = 137},
  [114] = {.lex_state = 137},
  [115] = {.lex_state = 137},
  [116] = {.lex_state = 137},
  [117] = {.lex_state = 139},
  [118] = {.lex_state = 137},
  [119] = {.lex_state = 137},
  [120] = {.lex_state = 137},
  [121] = {.lex_state = 137},
  [122] = {.lex_state = 137},
  [123] = {.lex_state = 137},
  [124] = {.lex_state = 137},
  [125] = {.lex_state = 137},
  [126] = {.lex_state = 139},
  [127] = {.lex_state = 139},
  [128] = {.lex_state = 139},
  [129] = {.lex_state = 137},
  [130] = {.lex_state = 139},
  [131] = {.lex_state = 137},
  [132] = {.lex_state = 137},
  [133] = {.lex_state = 137},
  [134] = {.lex_state = 139},
  [135] = {.lex_state = 139},
  [136] = {.lex_state = 137},
  [137] = {.lex_state = 137},
  [138] = {.lex_state = 137},
  [139] = {.lex_state = 139},
  [140] = {.lex_state = 139},
  [141] = {.lex_state = 139},
  [142] = {.lex_state = 139},
  [143] = {.lex_state = 139},
  [144] = {.lex_state = 139},
  [145] = {.lex_state = 137},
  [146] = {.lex_state = 137},
  [147] = {.lex_state = 137},
  [148] = {.lex_state = 139},
  [149] = {.lex_state = 139},
  [150] = {.lex_state = 139},
  [151] = {.lex_state = 137},
  [152] = {.lex_state = 137},
  [153] = {.lex_state = 137},
  [154] = {.lex_state = 139},
  [155] = {.lex_state = 135},
  [156] = {.lex_state = 135},
  [157] = {.lex_state = 135},
  [158] = {.lex_state = 135},
  [159] = {.lex_state = 135},
  [160] = {.lex_state = 135},
  [161] = {.lex_state = 135},
  [162] = {.lex_state = 135},
  [163] = {.lex_state = 135},
  [164] = {.lex_state = 135},
  [165] = {.lex_state = 130},
  [166] = {.lex_state = 130},
  [167] = {.lex_state = 130},
  [168] = {.lex_state = 130},
  [169] = {.lex_state = 128},
  [170] = {.lex_state = 130},
  [171] = {.lex_state = 130},
  [172] = {.lex_state = 130},
  [173] = {.lex_state = 130},
  [174] = {.lex_state = 130},
  [175] = {.lex_state = 130},
  [176] = {.lex_state = 130},
  [177] = {.lex_state = 130},
  [178] = {.lex_state = 130},
  [179] = {.lex_state = 130},
  [180] = {.lex_state = 130},
  [181] = {.lex_state = 130},
  [182] = {.lex_state = 130},
  [183] = {.lex_state = 128},
  [184] = {.lex_state = 128},
  [185] = {.lex_state = 137},
  [186] = {.lex_state = 128},
  [187] = {.lex_state = 128},
  [188] = {.lex_state = 130},
  [189] = {.lex_state = 130},
  [190] = {.lex_state = 130},
  [191] = {.lex_state = 130},
  [192] = {.lex_state = 130},
  [193] = {.lex_state = 130},
  [194] = {.lex_state = 130},
  [195] = {.lex_state = 130},
  [196] = {.lex_state = 128},
  [197] = {.lex_state = 130},
  [198] = {.lex_state = 130},
  [199] = {.lex_state = 130},
  [200] = {.lex_state = 128},
  [201] = {.lex_state = 12},
  [202] = {.lex_state = 142},
  [203] = {.lex_state = 130},
  [204] = {.lex_state = 130},
  [205] = {.lex_state = 130},
  [206] = {.lex_state = 130},
  [207] = {.lex_state = 130},
  [208] = {.lex_state = 142},
  [209] = {.lex_state = 130},
  [210] = {.lex_state = 130},
  [211] = {.lex_state = 128},
  [212] = {.lex_state = 128},
  [213] = {.lex_state = 135},
  [214] = {.lex_state = 135},
  [215] = {.lex_state = 128},
  [216] = {.lex_state = 128},
  [217] = {.lex_state = 128},
  [218] = {.lex_state = 135},
  [219] = {.lex_state = 137},
  [220] = {.lex_state = 128},
  [221] = {.lex_state = 128},
  [222] = {.lex_state = 128},
  [223] = {.lex_state = 128},
  [224] = {.lex_state = 128},
  [225] = {.lex_state = 128},
  [226] = {.lex_state = 128},
  [227] = {.lex_state = 128},
  [228] = {.lex_state = 130},
  [229] = {.lex_state = 128},
  [230] = {.lex_state = 135},
  [231] = {.lex_state = 135},
  [232] = {.lex_state = 128},
  [233] = {.lex_state = 128},
  [234] = {.lex_state = 128},
  [235] = {.lex_state = 128},
  [236] = {.lex_state = 128},
  [237] = {.lex_state = 128},
  [238] = {.lex_state = 128},
  [239] = {.lex_state = 128},
  [240] = {.lex_state = 128},
  [241] = {.lex_state = 128},
  [242] = {.lex_state = 128},
  [243] = {.lex_state = 128},
  [244] = {.lex_state = 128},
  [245] = {.lex_state = 128},
  [246] = {.lex_state = 128},
  [247] = {.lex_state = 135},
  [248] = {.lex_state = 128},
  [249] = {.lex_state = 128},
  [250] = {.lex_state = 128},
  [251] = {.lex_state = 128},
  [252] = {.lex_state = 128},
  [253] = {.lex_state = 128},
  [254] = {.lex_state = 128},
  [255] = {.lex_state = 128},
  [256] = {.lex_state = 128},
  [257] = {.lex_state = 128},
  [258] = {.lex_state = 128},
  [259] = {.lex_state = 128},
  [260] = {.lex_state = 128},
  [261] = {.lex_state = 128},
  [262] = {.lex_state = 128},
  [263] = {.lex_state = 128},
  [264] = {.lex_state = 128},
  [265] = {.lex_state = 128},
  [266] = {.lex_state = 128},
  [267] = {.lex_state = 13},
  [268] = {.lex_state = 128},
  [269] = {.lex_state = 128},
  [270] = {.lex_state = 128},
  [271] = {.lex_state = 128},
  [272] = {.lex_state = 128},
  [273] = {.lex_state = 128},
  [274] = {.lex_state = 135},
  [275] = {.lex_state = 128},
  [276] = {.lex_state = 128},
  [277] = {.lex_state = 135},
  [278] = {.lex_state = 128},
  [279] = {.lex_state = 128},
  [280] = {.lex_state = 128},
  [281] = {.lex_state = 128},
  [282] = {.lex_state = 128},
  [283] = {.lex_state = 128},
  [284] = {.lex_state = 128},
  [285] = {.lex_state = 128},
  [286] = {.lex_state = 128},
  [287] = {.lex_state = 128},
  [288] = {.lex_state = 128},
  [289] = {.lex_state = 128},
  [290] = {.lex_state = 128},
  [291] = {.lex_state = 128},
  [292] = {.lex_state = 128},
  [293] = {.lex_state = 128},
  [294] = {.lex_state = 128},
  [295] = {.lex_state = 128},
  [296] = {.lex_state = 128},
  [297] = {.lex_state = 128},
  [298] = {.lex_state = 128},
  [299] = {.lex_state = 128},
  [300] = {.lex_state = 128},
  [301] = {.lex_state = 128},
  [302] = {.lex_state = 128},
  [303] = {.lex_state = 128},
  [304] = {.lex_state = 128},
  [305] = {.lex_state = 128},
  [306] = {.lex_state = 128},
  [307] = {.lex_state = 128},
  [308] = {.lex_state = 128},
  [309] = {.lex_state = 128},
  [310] = {.lex_state = 128},
  [311] = {.lex_state = 128},
  [312] = {.lex_state = 137},
  [313] = {.lex_state = 128},
  [314] = {.lex_state = 128},
  [315] = {.lex_state = 137},
  [316] = {.lex_state = 128},
  [317] = {.lex_state = 137},
  [318] = {.lex_state = 128},
  [319] = {.lex_state = 128},
  [320] = {.lex_state = 128},
  [321] = {.lex_state = 128},
  [322] = {.lex_state = 128},
  [323] = {.lex_state = 16},
  [324] = {.lex_state = 137},
  [325] = {.lex_state = 128},
  [326] = {.lex_state = 12},
  [327] = {.lex_state = 128},
  [328] = {.lex_state = 137},
  [329] = {.lex_state = 137},
  [330] = {.lex_state = 12},
  [331] = {.lex_state = 128},
  [332] = {.lex_state = 128},
  [333] = {.lex_state = 128},
  [334] = {.lex_state = 128},
  [335] = {.lex_state = 128},
  [336] = {.lex_state = 128},
  [337] = {.lex_state = 12},
  [338] = {.lex_state = 128},
  [339] = {.lex_state = 128},
  [340] = {.lex_state = 128},
  [341] = {.lex_state = 128},
  [342] = {.lex_state = 128},
  [343] = {.lex_state = 128},
  [344] = {.lex_state = 128},
  [345] = {.lex_state = 128},
  [346] = {.lex_state = 137},
  [347] = {.lex_state = 128},
  [348] = {.lex_state = 128},
  [349] = {.lex_state = 137},
  [350] = {.lex_state = 128},
  [351] = {.lex_state = 128},
  [352] = {.lex_state = 142},
  [353] = {.lex_state = 137},
  [354] = {.lex_state = 137},
  [355] = {.lex_state = 128},
  [356] = {.lex_state = 128},
  [357] = {.lex_state = 137},
  [358] = {.lex_state = 128},
  [359] = {.lex_state = 128},
  [360] = {.lex_state = 128},
  [361] = {.lex_state = 137},
  [362] = {.lex_state = 137},
  [363] = {.lex_state = 128},
  [364] = {.lex_state = 128},
  [365] = {.lex_state = 128},
  [366] = {.lex_state = 16},
  [367] = {.lex_state = 12},
  [368] = {.lex_state = 128},
  [369] = {.lex_state = 128},
  [370] = {.lex_state = 128},
  [371] = {.lex_state = 128},
  [372] = {.lex_state = 128},
  [373] = {.lex_state = 132},
  [374] = {.lex_state = 16},
  [375] = {.lex_state = 14},
  [376] = {.lex_state = 13},
  [377] = {.lex_state = 13},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym__newline] = ACTIONS(1),
    [anon_sym_Function] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [anon_sym_DOTsection] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [anon_sym_code] = ACTIONS(1),
    [anon_sym_for] = ACTIONS(1),
    [anon_sym_Fatbin] = ACTIONS(1),
    [anon_sym_member] = ACTIONS(1),
    [anon_sym_EQ] = ACTIONS(1),
    [aux_sym__code_version_token1] = ACTIONS(1),
    [sym_function_end] = ACTIONS(1),
    [sym_arch] = ACTIONS(1),
    [anon_sym_LPAREN] = ACTIONS(1),
    [anon_sym_RPAREN] = ACTIONS(1),
    [anon_sym_PLUS] = ACTIONS(1),
    [anon_sym_DASH] = ACTIONS(1),
    [aux_sym__relocation_suffix_token1] = ACTIONS(1),
    [sym_attribute] = ACTIONS(1),
    [sym_number] = ACTIONS(1),
    [anon_sym_SEMI] = ACTIONS(1),
    [sym_address] = ACTIONS(1),
    [sym_encoding] = ACTIONS(1),
    [sym_predicate] = ACTIONS(1),
    [sym_mnemonic] = ACTIONS(1),
    [sym_modifier] = ACTIONS(1),
    [anon_sym_TILDE] = ACTIONS(1),
    [anon_sym_PIPE] = ACTIONS(1),
    [sym__register] = ACTIONS(1),
    [sym__uniform_register] = ACTIONS(1),
    [sym_predicate_register] = ACTIONS(1),
    [sym_barrier_register] = ACTIONS(1),
    [sym_scoreboard] = ACTIONS(1),
    [anon_sym_c] = ACTIONS(1),
    [anon_sym_LBRACK] = ACTIONS(1),
    [anon_sym_RBRACK] = ACTIONS(1),
    [anon_sym_BQUOTE_LPAREN] = ACTIONS(1),
    [anon_sym_SLASH_SLASH_POUND_POUND] = ACTIONS(1),
    [anon_sym_DQUOTE] = ACTIONS(1),
    [anon_sym_line] = ACTIONS(1),
    [anon_sym_column] = ACTIONS(1),
    [anon_sym_inlined] = ACTIONS(1),
    [anon_sym_at] = ACTIONS(1),
    [sym__banner] = ACTIONS(1),
    [sym_annotation] = ACTIONS(3),
    [sym_comment] = ACTIONS(5),
  },
  [1] = {
    [sym_source_file] = STATE(336),
    [sym_function] = STATE(2),
    [sym__function_at_eof] = STATE(339),
    [sym__function_header] = STATE(288),
    [sym_section] = STATE(2),
    [sym__section_at_eof] = STATE(350),
    [sym__section_header] = STATE(289),
    [sym_arch_header] = STATE(261),
    [sym_fatbin_header] = STATE(261),
    [sym_member_header] = STATE(261),
    [sym_header_field] = STATE(261),
    [sym__code_version] = STATE(290),
    [sym_label] = STATE(261),
    [sym_directive] = STATE(261),
    [sym_instruction] = STATE(261),
    [sym_opcode] = STATE(4),
    [sym_line_info] = STATE(261),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(7),
    [sym__newline] = ACTIONS(9),
    [anon_sym_Function] = ACTIONS(11),
    [anon_sym_DOTsection] = ACTIONS(13),
    [anon_sym_code] = ACTIONS(15),
    [anon_sym_Fatbin] = ACTIONS(17),
    [anon_sym_member] = ACTIONS(19),
    [aux_sym__code_version_token1] = ACTIONS(21),
    [sym_separator] = ACTIONS(23),
    [sym_function_end] = ACTIONS(23),
    [sym_address] = ACTIONS(25),
    [sym_encoding] = ACTIONS(23),
    [sym_predicate] = ACTIONS(27),
    [sym_mnemonic] = ACTIONS(29),
    [anon_sym_SLASH_SLASH_POUND_POUND] = ACTIONS(31),
    [sym__banner] = ACTIONS(23),
    [sym_annotation] = ACTIONS(3),
    [sym_comment] = ACTIONS(5),
    [sym__word] = ACTIONS(33),
    [sym__dotname] = ACTIONS(35),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 25,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(11), 1,
      anon_sym_Function,
    ACTIONS(13), 1,
      anon_sym_DOTsection,
    ACTIONS(15), 1,
      anon_sym_code,
    ACTIONS(17), 1,
      anon_sym_Fatbin,
    ACTIONS(19), 1,
      anon_sym_member,
    ACTIONS(21), 1,
      aux_sym__code_version_token1,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(37), 1,
      ts_builtin_sym_end,
    ACTIONS(39), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(287), 1,
      sym__code_version,
    STATE(288), 1,
      sym__function_header,
    STATE(289), 1,
      sym__section_header,
    STATE(345), 1,
      sym__section_at_eof,
    STATE(371), 1,
      sym__function_at_eof,
    STATE(3), 3,
      sym_function,
      sym_section,
      aux_sym_source_file_repeat1,
    ACTIONS(41), 4,
      sym_separator,
      sym_function_end,
      sym_encoding,
      sym__banner,
    STATE(283), 8,
      sym_arch_header,
      sym_fatbin_header,
      sym_member_header,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [88] = 23,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(43), 1,
      ts_builtin_sym_end,
    ACTIONS(45), 1,
      sym__newline,
    ACTIONS(48), 1,
      anon_sym_Function,
    ACTIONS(51), 1,
      anon_sym_DOTsection,
    ACTIONS(54), 1,
      anon_sym_code,
    ACTIONS(57), 1,
      anon_sym_Fatbin,
    ACTIONS(60), 1,
      anon_sym_member,
    ACTIONS(63), 1,
      aux_sym__code_version_token1,
    ACTIONS(69), 1,
      sym_address,
    ACTIONS(72), 1,
      sym_predicate,
    ACTIONS(75), 1,
      sym_mnemonic,
    ACTIONS(78), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(81), 1,
      sym__word,
    ACTIONS(84), 1,
      sym__dotname,
    STATE(4), 1,
      sym_opcode,
    STATE(313), 1,
      sym__section_header,
    STATE(314), 1,
      sym__code_version,
    STATE(369), 1,
      sym__function_header,
    STATE(3), 3,
      sym_function,
      sym_section,
      aux_sym_source_file_repeat1,
    ACTIONS(66), 4,
      sym_separator,
      sym_function_end,
      sym_encoding,
      sym__banner,
    STATE(360), 8,
      sym_arch_header,
      sym_fatbin_header,
      sym_member_header,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [170] = 23,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(89), 1,
      anon_sym_DASH,
    ACTIONS(91), 1,
      sym__relocation_open,
    ACTIONS(93), 1,
      anon_sym_SEMI,
    ACTIONS(95), 1,
      sym_encoding,
    ACTIONS(97), 1,
      anon_sym_TILDE,
    ACTIONS(99), 1,
      anon_sym_PIPE,
    ACTIONS(101), 1,
      sym__register,
    ACTIONS(103), 1,
      sym__uniform_register,
    ACTIONS(107), 1,
      anon_sym_c,
    ACTIONS(109), 1,
      anon_sym_LBRACK,
    ACTIONS(111), 1,
      sym_immediate,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(115), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(117), 1,
      sym__lower_word,
    STATE(74), 1,
      sym__relocation_call,
    STATE(75), 1,
      sym__decorated_register,
    STATE(76), 1,
      sym__decorated_uniform_register,
    STATE(168), 1,
      sym__operands,
    ACTIONS(87), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(77), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(105), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [248] = 23,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(89), 1,
      anon_sym_DASH,
    ACTIONS(91), 1,
      sym__relocation_open,
    ACTIONS(97), 1,
      anon_sym_TILDE,
    ACTIONS(99), 1,
      anon_sym_PIPE,
    ACTIONS(101), 1,
      sym__register,
    ACTIONS(103), 1,
      sym__uniform_register,
    ACTIONS(107), 1,
      anon_sym_c,
    ACTIONS(109), 1,
      anon_sym_LBRACK,
    ACTIONS(111), 1,
      sym_immediate,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(115), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(117), 1,
      sym__lower_word,
    ACTIONS(121), 1,
      anon_sym_SEMI,
    ACTIONS(123), 1,
      sym_encoding,
    STATE(74), 1,
      sym__relocation_call,
    STATE(75), 1,
      sym__decorated_register,
    STATE(76), 1,
      sym__decorated_uniform_register,
    STATE(180), 1,
      sym__operands,
    ACTIONS(119), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(77), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(105), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [326] = 23,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(89), 1,
      anon_sym_DASH,
    ACTIONS(91), 1,
      sym__relocation_open,
    ACTIONS(97), 1,
      anon_sym_TILDE,
    ACTIONS(99), 1,
      anon_sym_PIPE,
    ACTIONS(101), 1,
      sym__register,
    ACTIONS(103), 1,
      sym__uniform_register,
    ACTIONS(107), 1,
      anon_sym_c,
    ACTIONS(109), 1,
      anon_sym_LBRACK,
    ACTIONS(111), 1,
      sym_immediate,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(115), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(117), 1,
      sym__lower_word,
    ACTIONS(127), 1,
      anon_sym_SEMI,
    ACTIONS(129), 1,
      sym_encoding,
    STATE(74), 1,
      sym__relocation_call,
    STATE(75), 1,
      sym__decorated_register,
    STATE(76), 1,
      sym__decorated_uniform_register,
    STATE(179), 1,
      sym__operands,
    ACTIONS(125), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(77), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(105), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [404] = 23,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(89), 1,
      anon_sym_DASH,
    ACTIONS(91), 1,
      sym__relocation_open,
    ACTIONS(97), 1,
      anon_sym_TILDE,
    ACTIONS(99), 1,
      anon_sym_PIPE,
    ACTIONS(101), 1,
      sym__register,
    ACTIONS(103), 1,
      sym__uniform_register,
    ACTIONS(107), 1,
      anon_sym_c,
    ACTIONS(109), 1,
      anon_sym_LBRACK,
    ACTIONS(111), 1,
      sym_immediate,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(115), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(117), 1,
      sym__lower_word,
    ACTIONS(133), 1,
      anon_sym_SEMI,
    ACTIONS(135), 1,
      sym_encoding,
    STATE(74), 1,
      sym__relocation_call,
    STATE(75), 1,
      sym__decorated_register,
    STATE(76), 1,
      sym__decorated_uniform_register,
    STATE(166), 1,
      sym__operands,
    ACTIONS(131), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(77), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(105), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [482] = 21,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(139), 1,
      sym__newline,
    ACTIONS(143), 1,
      sym_separator,
    ACTIONS(145), 1,
      sym_function_end,
    ACTIONS(147), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(241), 1,
      sym_line_info,
    STATE(253), 1,
      sym_header_field,
    STATE(254), 1,
      sym_label,
    STATE(255), 1,
      sym_directive,
    STATE(257), 1,
      sym_instruction,
    STATE(9), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(137), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(141), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [553] = 21,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(151), 1,
      sym__newline,
    ACTIONS(155), 1,
      sym_separator,
    ACTIONS(157), 1,
      sym_function_end,
    ACTIONS(159), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(243), 1,
      sym_line_info,
    STATE(293), 1,
      sym_header_field,
    STATE(297), 1,
      sym_label,
    STATE(307), 1,
      sym_directive,
    STATE(308), 1,
      sym_instruction,
    STATE(12), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(149), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(153), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [624] = 21,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(151), 1,
      sym__newline,
    ACTIONS(165), 1,
      sym_separator,
    ACTIONS(167), 1,
      sym_function_end,
    ACTIONS(169), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(260), 1,
      sym_header_field,
    STATE(278), 1,
      sym_label,
    STATE(279), 1,
      sym_directive,
    STATE(280), 1,
      sym_instruction,
    STATE(281), 1,
      sym_line_info,
    STATE(12), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(161), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(163), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [695] = 21,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(173), 1,
      sym__newline,
    ACTIONS(177), 1,
      sym_separator,
    ACTIONS(179), 1,
      sym_function_end,
    ACTIONS(181), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(268), 1,
      sym_header_field,
    STATE(270), 1,
      sym_label,
    STATE(271), 1,
      sym_directive,
    STATE(272), 1,
      sym_instruction,
    STATE(273), 1,
      sym_line_info,
    STATE(10), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(171), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(175), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [766] = 15,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(185), 1,
      sym__newline,
    ACTIONS(193), 1,
      sym_address,
    ACTIONS(196), 1,
      sym_predicate,
    ACTIONS(199), 1,
      sym_mnemonic,
    ACTIONS(202), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(205), 1,
      sym__word,
    ACTIONS(208), 1,
      sym__dotname,
    STATE(4), 1,
      sym_opcode,
    STATE(12), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(183), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(190), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(188), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(335), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [825] = 15,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(211), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(15), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(137), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(213), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(141), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(335), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [884] = 15,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(215), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(16), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(171), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(213), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(175), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(335), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [943] = 15,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(151), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(12), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(149), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(213), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(153), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(335), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [1002] = 15,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_address,
    ACTIONS(27), 1,
      sym_predicate,
    ACTIONS(29), 1,
      sym_mnemonic,
    ACTIONS(31), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(33), 1,
      sym__word,
    ACTIONS(35), 1,
      sym__dotname,
    ACTIONS(151), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(12), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(161), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(213), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(163), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(335), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [1061] = 7,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(219), 1,
      anon_sym_COLON,
    ACTIONS(223), 1,
      sym_modifier,
    STATE(19), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(221), 6,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(217), 15,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      anon_sym_LBRACK,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [1102] = 18,
    ACTIONS(89), 1,
      anon_sym_DASH,
    ACTIONS(91), 1,
      sym__relocation_open,
    ACTIONS(97), 1,
      anon_sym_TILDE,
    ACTIONS(99), 1,
      anon_sym_PIPE,
    ACTIONS(107), 1,
      anon_sym_c,
    ACTIONS(109), 1,
      anon_sym_LBRACK,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(115), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(117), 1,
      sym__lower_word,
    ACTIONS(225), 1,
      sym__register,
    ACTIONS(227), 1,
      sym__uniform_register,
    ACTIONS(231), 1,
      sym_immediate,
    STATE(139), 1,
      sym__relocation_call,
    STATE(143), 1,
      sym__decorated_register,
    STATE(144), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    STATE(142), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(229), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [1165] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym_modifier,
    STATE(21), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(235), 6,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(233), 15,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      anon_sym_LBRACK,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [1203] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(223), 1,
      sym_modifier,
    STATE(19), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(221), 6,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(217), 15,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      anon_sym_LBRACK,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [1241] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(243), 1,
      sym_modifier,
    STATE(21), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(241), 6,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(239), 15,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      anon_sym_LBRACK,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [1279] = 15,
    ACTIONS(248), 1,
      anon_sym_COMMA,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(254), 1,
      anon_sym_PLUS,
    ACTIONS(256), 1,
      anon_sym_DASH,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(260), 1,
      sym_number,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    STATE(26), 1,
      aux_sym_directive_repeat1,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(246), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(250), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(43), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1332] = 15,
    ACTIONS(248), 1,
      anon_sym_COMMA,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(254), 1,
      anon_sym_PLUS,
    ACTIONS(256), 1,
      anon_sym_DASH,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(260), 1,
      sym_number,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    STATE(25), 1,
      aux_sym_directive_repeat1,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(266), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(250), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(43), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1385] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(270), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(268), 10,
      ts_builtin_sym_end,
      sym__newline,
      aux_sym__code_version_token1,
      sym_separator,
      sym_function_end,
      sym_address,
      sym_encoding,
      sym_predicate,
      anon_sym_SLASH_SLASH_POUND_POUND,
      sym__banner,
  [1414] = 13,
    ACTIONS(248), 1,
      anon_sym_COMMA,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(260), 1,
      sym_number,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    STATE(27), 1,
      aux_sym_directive_repeat1,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(272), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(250), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(43), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1461] = 13,
    ACTIONS(248), 1,
      anon_sym_COMMA,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(260), 1,
      sym_number,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    STATE(27), 1,
      aux_sym_directive_repeat1,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(274), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(250), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(43), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1508] = 13,
    ACTIONS(278), 1,
      anon_sym_COMMA,
    ACTIONS(284), 1,
      anon_sym_LPAREN,
    ACTIONS(287), 1,
      sym__relocation_open,
    ACTIONS(290), 1,
      sym_number,
    ACTIONS(293), 1,
      sym_symbol,
    ACTIONS(296), 1,
      sym__dotname,
    STATE(27), 1,
      aux_sym_directive_repeat1,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(276), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(281), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(43), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1555] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(301), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(299), 10,
      ts_builtin_sym_end,
      sym__newline,
      aux_sym__code_version_token1,
      sym_separator,
      sym_function_end,
      sym_address,
      sym_encoding,
      sym_predicate,
      anon_sym_SLASH_SLASH_POUND_POUND,
      sym__banner,
  [1584] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(303), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(43), 10,
      ts_builtin_sym_end,
      sym__newline,
      aux_sym__code_version_token1,
      sym_separator,
      sym_function_end,
      sym_address,
      sym_encoding,
      sym_predicate,
      anon_sym_SLASH_SLASH_POUND_POUND,
      sym__banner,
  [1613] = 12,
    ACTIONS(219), 1,
      anon_sym_COLON,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    ACTIONS(309), 1,
      sym_number,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(305), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(307), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(23), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1657] = 11,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    ACTIONS(315), 1,
      sym_number,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(311), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(313), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(22), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1698] = 10,
    ACTIONS(319), 1,
      anon_sym_LPAREN,
    ACTIONS(321), 1,
      sym__relocation_open,
    ACTIONS(323), 1,
      sym_number,
    ACTIONS(325), 1,
      sym_symbol,
    ACTIONS(327), 1,
      sym__dotname,
    STATE(160), 1,
      sym__relocation_call,
    STATE(161), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(317), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(164), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1735] = 10,
    ACTIONS(319), 1,
      anon_sym_LPAREN,
    ACTIONS(321), 1,
      sym__relocation_open,
    ACTIONS(325), 1,
      sym_symbol,
    ACTIONS(327), 1,
      sym__dotname,
    ACTIONS(331), 1,
      sym_number,
    STATE(160), 1,
      sym__relocation_call,
    STATE(161), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(329), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(214), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1772] = 10,
    ACTIONS(319), 1,
      anon_sym_LPAREN,
    ACTIONS(321), 1,
      sym__relocation_open,
    ACTIONS(325), 1,
      sym_symbol,
    ACTIONS(327), 1,
      sym__dotname,
    ACTIONS(335), 1,
      sym_number,
    STATE(160), 1,
      sym__relocation_call,
    STATE(161), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(333), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(213), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1809] = 10,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    ACTIONS(339), 1,
      sym_number,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(337), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(49), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1846] = 4,
    ACTIONS(345), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(343), 6,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_attribute,
      sym_number,
      sym_symbol,
    ACTIONS(341), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_string,
      sym__dotname,
  [1871] = 10,
    ACTIONS(252), 1,
      anon_sym_LPAREN,
    ACTIONS(258), 1,
      sym__relocation_open,
    ACTIONS(262), 1,
      sym_symbol,
    ACTIONS(264), 1,
      sym__dotname,
    ACTIONS(349), 1,
      sym_number,
    STATE(52), 1,
      sym__relocation_call,
    STATE(53), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(347), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(48), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1908] = 4,
    ACTIONS(355), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(353), 6,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_attribute,
      sym_number,
      sym_symbol,
    ACTIONS(351), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_string,
      sym__dotname,
  [1933] = 10,
    ACTIONS(319), 1,
      anon_sym_LPAREN,
    ACTIONS(321), 1,
      sym__relocation_open,
    ACTIONS(325), 1,
      sym_symbol,
    ACTIONS(327), 1,
      sym__dotname,
    ACTIONS(359), 1,
      sym_number,
    STATE(160), 1,
      sym__relocation_call,
    STATE(161), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(357), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(159), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1970] = 10,
    ACTIONS(319), 1,
      anon_sym_LPAREN,
    ACTIONS(321), 1,
      sym__relocation_open,
    ACTIONS(325), 1,
      sym_symbol,
    ACTIONS(327), 1,
      sym__dotname,
    ACTIONS(363), 1,
      sym_number,
    STATE(160), 1,
      sym__relocation_call,
    STATE(161), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(361), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(230), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [2007] = 10,
    ACTIONS(319), 1,
      anon_sym_LPAREN,
    ACTIONS(321), 1,
      sym__relocation_open,
    ACTIONS(325), 1,
      sym_symbol,
    ACTIONS(327), 1,
      sym__dotname,
    ACTIONS(367), 1,
      sym_number,
    STATE(160), 1,
      sym__relocation_call,
    STATE(161), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(365), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(231), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [2044] = 10,
    ACTIONS(319), 1,
      anon_sym_LPAREN,
    ACTIONS(321), 1,
      sym__relocation_open,
    ACTIONS(325), 1,
      sym_symbol,
    ACTIONS(327), 1,
      sym__dotname,
    ACTIONS(371), 1,
      sym_number,
    STATE(160), 1,
      sym__relocation_call,
    STATE(161), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(369), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(218), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [2081] = 5,
    ACTIONS(254), 1,
      anon_sym_PLUS,
    ACTIONS(256), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(375), 4,
      anon_sym_LPAREN,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(373), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2107] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(379), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(377), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2129] = 14,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(385), 1,
      sym_modifier,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(395), 1,
      anon_sym_RBRACK,
    ACTIONS(397), 1,
      sym_immediate,
    STATE(59), 1,
      aux_sym__address_terms_repeat1,
    STATE(109), 1,
      aux_sym_opcode_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2173] = 14,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(399), 1,
      sym_modifier,
    ACTIONS(401), 1,
      anon_sym_RBRACK,
    ACTIONS(403), 1,
      sym_immediate,
    STATE(61), 1,
      aux_sym__address_terms_repeat1,
    STATE(110), 1,
      aux_sym_opcode_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2217] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(407), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(405), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2239] = 5,
    ACTIONS(254), 1,
      anon_sym_PLUS,
    ACTIONS(256), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(409), 4,
      anon_sym_LPAREN,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(276), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2265] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(413), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(411), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2287] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(417), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(415), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2309] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(421), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(419), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2331] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(425), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(423), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2353] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(425), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(423), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2375] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(431), 1,
      sym_modifier,
    STATE(64), 1,
      aux_sym__operands_repeat1,
    STATE(94), 1,
      aux_sym_opcode_repeat1,
    STATE(198), 1,
      sym_label_ref,
    ACTIONS(433), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(427), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2410] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(437), 1,
      sym_modifier,
    STATE(126), 1,
      aux_sym_opcode_repeat1,
    STATE(127), 1,
      aux_sym__operands_repeat1,
    STATE(197), 1,
      sym_label_ref,
    ACTIONS(439), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(435), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2445] = 12,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(401), 1,
      anon_sym_RBRACK,
    ACTIONS(403), 1,
      sym_immediate,
    STATE(61), 1,
      aux_sym__address_terms_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2483] = 12,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(441), 1,
      anon_sym_RBRACK,
    ACTIONS(443), 1,
      sym_immediate,
    STATE(62), 1,
      aux_sym__address_terms_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2521] = 12,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(395), 1,
      anon_sym_RBRACK,
    ACTIONS(397), 1,
      sym_immediate,
    STATE(59), 1,
      aux_sym__address_terms_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2559] = 12,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(445), 1,
      anon_sym_RBRACK,
    ACTIONS(447), 1,
      sym_immediate,
    STATE(60), 1,
      aux_sym__address_terms_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2597] = 12,
    ACTIONS(449), 1,
      anon_sym_PLUS,
    ACTIONS(452), 1,
      anon_sym_DASH,
    ACTIONS(455), 1,
      anon_sym_TILDE,
    ACTIONS(458), 1,
      anon_sym_PIPE,
    ACTIONS(461), 1,
      sym__register,
    ACTIONS(464), 1,
      sym__uniform_register,
    ACTIONS(467), 1,
      anon_sym_RBRACK,
    ACTIONS(469), 1,
      sym_immediate,
    STATE(60), 1,
      aux_sym__address_terms_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2635] = 12,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(447), 1,
      sym_immediate,
    ACTIONS(472), 1,
      anon_sym_RBRACK,
    STATE(60), 1,
      aux_sym__address_terms_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2673] = 12,
    ACTIONS(381), 1,
      anon_sym_PLUS,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(391), 1,
      sym__register,
    ACTIONS(393), 1,
      sym__uniform_register,
    ACTIONS(447), 1,
      sym_immediate,
    ACTIONS(474), 1,
      anon_sym_RBRACK,
    STATE(60), 1,
      aux_sym__address_terms_repeat1,
    STATE(146), 1,
      sym__decorated_register,
    STATE(147), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2711] = 5,
    ACTIONS(478), 1,
      anon_sym_DASH,
    ACTIONS(480), 1,
      sym_modifier,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(476), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2734] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(484), 1,
      sym_immediate,
    ACTIONS(486), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(190), 1,
      sym_label_ref,
    ACTIONS(482), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2765] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(490), 1,
      sym_immediate,
    ACTIONS(492), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(193), 1,
      sym_label_ref,
    ACTIONS(488), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2796] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(494), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2819] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(498), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2842] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(500), 1,
      sym_modifier,
    STATE(80), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(494), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2865] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(502), 1,
      sym_modifier,
    STATE(81), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(498), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2888] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(437), 1,
      sym_modifier,
    STATE(126), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(504), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2911] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(431), 1,
      sym_modifier,
    STATE(94), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(506), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2934] = 5,
    ACTIONS(385), 1,
      sym_modifier,
    ACTIONS(510), 1,
      anon_sym_DASH,
    STATE(109), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(508), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2957] = 5,
    ACTIONS(399), 1,
      sym_modifier,
    ACTIONS(514), 1,
      anon_sym_DASH,
    STATE(110), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(512), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2980] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(518), 1,
      sym_immediate,
    ACTIONS(520), 1,
      sym__float_special,
    STATE(84), 1,
      aux_sym__operands_repeat1,
    STATE(182), 1,
      sym_label_ref,
    ACTIONS(516), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [3011] = 8,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    STATE(85), 1,
      aux_sym__operands_repeat1,
    STATE(197), 1,
      sym_label_ref,
    ACTIONS(439), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(435), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [3040] = 8,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    STATE(86), 1,
      aux_sym__operands_repeat1,
    STATE(198), 1,
      sym_label_ref,
    ACTIONS(433), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(427), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [3069] = 8,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    STATE(65), 1,
      aux_sym__operands_repeat1,
    STATE(199), 1,
      sym_label_ref,
    ACTIONS(524), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(522), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [3098] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(526), 1,
      sym_modifier,
    STATE(87), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(476), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3121] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(530), 1,
      sym_modifier,
    STATE(89), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(528), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3144] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(476), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3167] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(528), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3190] = 5,
    ACTIONS(385), 1,
      sym_modifier,
    ACTIONS(534), 1,
      anon_sym_DASH,
    STATE(109), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(532), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3213] = 5,
    ACTIONS(399), 1,
      sym_modifier,
    ACTIONS(538), 1,
      anon_sym_DASH,
    STATE(110), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(536), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3236] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(542), 1,
      sym_immediate,
    ACTIONS(544), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(172), 1,
      sym_label_ref,
    ACTIONS(540), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [3267] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(548), 1,
      sym_immediate,
    ACTIONS(550), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(165), 1,
      sym_label_ref,
    ACTIONS(546), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [3298] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(552), 1,
      sym_immediate,
    ACTIONS(554), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(178), 1,
      sym_label_ref,
    ACTIONS(482), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [3329] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(556), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3352] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(558), 1,
      sym_modifier,
    STATE(91), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(556), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3375] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(560), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3398] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(562), 1,
      sym_modifier,
    STATE(92), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(560), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3421] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(564), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3444] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(566), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3467] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(570), 1,
      sym_modifier,
    STATE(95), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(568), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3490] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(572), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3513] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(574), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3536] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(576), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3559] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(578), 1,
      sym_modifier,
    STATE(99), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(576), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3582] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(582), 1,
      sym_modifier,
    STATE(101), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(580), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3605] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(584), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3628] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(586), 1,
      sym_modifier,
    STATE(103), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(584), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3651] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(588), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3674] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(590), 1,
      sym_modifier,
    STATE(104), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(588), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3697] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(592), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3720] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(594), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3743] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(596), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(239), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3766] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(601), 1,
      sym_modifier,
    STATE(66), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(599), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3789] = 5,
    ACTIONS(603), 1,
      anon_sym_DASH,
    ACTIONS(605), 1,
      sym_modifier,
    STATE(111), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(599), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3812] = 5,
    ACTIONS(607), 1,
      anon_sym_DASH,
    ACTIONS(609), 1,
      sym_modifier,
    STATE(112), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(572), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3835] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(603), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(599), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3858] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(607), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(572), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3881] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(611), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(494), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3904] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(613), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(498), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3927] = 5,
    ACTIONS(611), 1,
      anon_sym_DASH,
    ACTIONS(615), 1,
      sym_modifier,
    STATE(63), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(494), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3950] = 5,
    ACTIONS(613), 1,
      anon_sym_DASH,
    ACTIONS(617), 1,
      sym_modifier,
    STATE(118), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(498), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3973] = 5,
    ACTIONS(478), 1,
      anon_sym_DASH,
    ACTIONS(619), 1,
      sym_modifier,
    STATE(119), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(476), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3996] = 5,
    ACTIONS(621), 1,
      anon_sym_DASH,
    ACTIONS(623), 1,
      sym_modifier,
    STATE(121), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(528), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4019] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(625), 1,
      sym_modifier,
    STATE(67), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(572), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4042] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(621), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(528), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4065] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(627), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(556), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4088] = 5,
    ACTIONS(627), 1,
      anon_sym_DASH,
    ACTIONS(629), 1,
      sym_modifier,
    STATE(123), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(556), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4111] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(631), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(560), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4134] = 5,
    ACTIONS(631), 1,
      anon_sym_DASH,
    ACTIONS(633), 1,
      sym_modifier,
    STATE(124), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(560), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4157] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(635), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(564), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4180] = 5,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(637), 1,
      anon_sym_DASH,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(566), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4203] = 5,
    ACTIONS(241), 1,
      anon_sym_DASH,
    ACTIONS(639), 1,
      sym_modifier,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(239), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4226] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(599), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4249] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(113), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(429), 1,
      anon_sym_COMMA,
    ACTIONS(642), 1,
      sym_immediate,
    ACTIONS(644), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(194), 1,
      sym_label_ref,
    ACTIONS(546), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4280] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(648), 1,
      sym_modifier,
    STATE(96), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(646), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4303] = 10,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(650), 1,
      sym__register,
    ACTIONS(652), 1,
      sym__uniform_register,
    ACTIONS(654), 1,
      sym_immediate,
    STATE(56), 1,
      sym__decorated_uniform_register,
    STATE(58), 1,
      sym__decorated_register,
    STATE(363), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4335] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(658), 1,
      anon_sym_COMMA,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    ACTIONS(656), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4357] = 10,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(650), 1,
      sym__register,
    ACTIONS(652), 1,
      sym__uniform_register,
    ACTIONS(654), 1,
      sym_immediate,
    STATE(56), 1,
      sym__decorated_uniform_register,
    STATE(58), 1,
      sym__decorated_register,
    STATE(311), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4389] = 10,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(650), 1,
      sym__register,
    ACTIONS(652), 1,
      sym__uniform_register,
    ACTIONS(654), 1,
      sym_immediate,
    STATE(56), 1,
      sym__decorated_uniform_register,
    STATE(58), 1,
      sym__decorated_register,
    STATE(348), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4421] = 10,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(650), 1,
      sym__register,
    ACTIONS(652), 1,
      sym__uniform_register,
    ACTIONS(654), 1,
      sym_immediate,
    STATE(56), 1,
      sym__decorated_uniform_register,
    STATE(58), 1,
      sym__decorated_register,
    STATE(351), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4453] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(663), 1,
      anon_sym_LBRACK,
    ACTIONS(661), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4473] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(667), 1,
      anon_sym_LBRACK,
    ACTIONS(665), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4493] = 10,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(650), 1,
      sym__register,
    ACTIONS(652), 1,
      sym__uniform_register,
    ACTIONS(654), 1,
      sym_immediate,
    STATE(56), 1,
      sym__decorated_uniform_register,
    STATE(58), 1,
      sym__decorated_register,
    STATE(322), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4525] = 10,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(650), 1,
      sym__register,
    ACTIONS(652), 1,
      sym__uniform_register,
    ACTIONS(654), 1,
      sym_immediate,
    STATE(56), 1,
      sym__decorated_uniform_register,
    STATE(58), 1,
      sym__decorated_register,
    STATE(356), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4557] = 10,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(650), 1,
      sym__register,
    ACTIONS(652), 1,
      sym__uniform_register,
    ACTIONS(654), 1,
      sym_immediate,
    STATE(56), 1,
      sym__decorated_uniform_register,
    STATE(58), 1,
      sym__decorated_register,
    STATE(310), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4589] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(669), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4606] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(405), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4623] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(661), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4640] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(671), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4657] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(504), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4674] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(506), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4691] = 9,
    ACTIONS(383), 1,
      anon_sym_DASH,
    ACTIONS(387), 1,
      anon_sym_TILDE,
    ACTIONS(389), 1,
      anon_sym_PIPE,
    ACTIONS(673), 1,
      sym__register,
    ACTIONS(675), 1,
      sym__uniform_register,
    ACTIONS(677), 1,
      sym_immediate,
    STATE(152), 1,
      sym__decorated_register,
    STATE(153), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4720] = 3,
    ACTIONS(510), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(508), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4737] = 3,
    ACTIONS(514), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(512), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4754] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(679), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4771] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(681), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4788] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(683), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4805] = 3,
    ACTIONS(685), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(467), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4822] = 3,
    ACTIONS(534), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(532), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4839] = 3,
    ACTIONS(538), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(536), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4856] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(687), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4873] = 3,
    ACTIONS(689), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(351), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4889] = 3,
    ACTIONS(691), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(341), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4905] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(419), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4918] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(405), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4931] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(411), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4944] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(423), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4957] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(423), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4970] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(415), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4983] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(377), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4996] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(695), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(693), 3,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
  [5010] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(697), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5023] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(701), 1,
      anon_sym_SEMI,
    ACTIONS(703), 1,
      sym_encoding,
    ACTIONS(699), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5040] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(705), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5053] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(709), 1,
      anon_sym_SEMI,
    ACTIONS(711), 1,
      sym_encoding,
    ACTIONS(707), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5070] = 4,
    ACTIONS(715), 1,
      anon_sym_COMMA,
    STATE(186), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(713), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5085] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(717), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5098] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(717), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5111] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(717), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5124] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(697), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5137] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(697), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5150] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(705), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5163] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(719), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5176] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(719), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5189] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(719), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5202] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(723), 1,
      anon_sym_SEMI,
    ACTIONS(725), 1,
      sym_encoding,
    ACTIONS(721), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5219] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(729), 1,
      anon_sym_SEMI,
    ACTIONS(731), 1,
      sym_encoding,
    ACTIONS(727), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5236] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(697), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5249] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(705), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5262] = 4,
    ACTIONS(715), 1,
      anon_sym_COMMA,
    STATE(196), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(733), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5277] = 4,
    ACTIONS(715), 1,
      anon_sym_COMMA,
    STATE(183), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(735), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5292] = 4,
    ACTIONS(739), 1,
      anon_sym_COMMA,
    ACTIONS(741), 1,
      anon_sym_inlined,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(737), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5307] = 4,
    ACTIONS(715), 1,
      anon_sym_COMMA,
    STATE(196), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(743), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5322] = 4,
    ACTIONS(219), 1,
      anon_sym_COLON,
    ACTIONS(747), 1,
      anon_sym_EQ,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(745), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5337] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(719), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5350] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(719), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5363] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(719), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5376] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(749), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5389] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(749), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5402] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(749), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5415] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(697), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5428] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(697), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5441] = 4,
    ACTIONS(751), 1,
      anon_sym_COMMA,
    STATE(196), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(693), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5456] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(754), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5469] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(756), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5482] = 3,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(758), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [5495] = 5,
    ACTIONS(760), 1,
      anon_sym_PIPE,
    ACTIONS(762), 1,
      sym__register,
    ACTIONS(764), 1,
      sym__uniform_register,
    ACTIONS(766), 1,
      anon_sym_c,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5512] = 5,
    ACTIONS(768), 1,
      sym_predicate,
    ACTIONS(770), 1,
      sym_mnemonic,
    ACTIONS(772), 1,
      sym__dotname,
    STATE(6), 1,
      sym_opcode,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5529] = 4,
    ACTIONS(774), 1,
      ts_builtin_sym_end,
    ACTIONS(776), 1,
      sym__newline,
    ACTIONS(778), 1,
      sym_header_value,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [5543] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(782), 1,
      sym_encoding,
    ACTIONS(780), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5557] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(786), 1,
      sym_encoding,
    ACTIONS(784), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5571] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(790), 1,
      sym_encoding,
    ACTIONS(788), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5585] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(794), 1,
      sym_encoding,
    ACTIONS(792), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5599] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(798), 1,
      sym_encoding,
    ACTIONS(796), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5613] = 4,
    ACTIONS(800), 1,
      ts_builtin_sym_end,
    ACTIONS(802), 1,
      sym__newline,
    ACTIONS(804), 1,
      sym_header_value,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [5627] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(808), 1,
      sym_encoding,
    ACTIONS(806), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5641] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(812), 1,
      sym_encoding,
    ACTIONS(810), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5655] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(814), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5669] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(816), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5683] = 3,
    ACTIONS(818), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(695), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5695] = 3,
    ACTIONS(820), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(695), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5707] = 4,
    ACTIONS(822), 1,
      sym__register,
    ACTIONS(824), 1,
      sym__uniform_register,
    ACTIONS(826), 1,
      anon_sym_c,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5721] = 4,
    ACTIONS(828), 1,
      sym_modifier,
    ACTIONS(830), 1,
      anon_sym_PIPE,
    STATE(240), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5735] = 4,
    ACTIONS(832), 1,
      sym_modifier,
    ACTIONS(834), 1,
      anon_sym_PIPE,
    STATE(220), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5749] = 3,
    ACTIONS(836), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(695), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5761] = 3,
    ACTIONS(840), 1,
      anon_sym_inlined,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(838), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5773] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(842), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5787] = 4,
    ACTIONS(844), 1,
      sym__register,
    ACTIONS(846), 1,
      sym__uniform_register,
    ACTIONS(848), 1,
      anon_sym_c,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5801] = 4,
    ACTIONS(850), 1,
      sym_modifier,
    ACTIONS(852), 1,
      anon_sym_PIPE,
    STATE(211), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5815] = 4,
    ACTIONS(854), 1,
      sym_modifier,
    ACTIONS(856), 1,
      anon_sym_PIPE,
    STATE(212), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5829] = 4,
    ACTIONS(858), 1,
      sym_modifier,
    ACTIONS(860), 1,
      anon_sym_PIPE,
    STATE(226), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5843] = 4,
    ACTIONS(862), 1,
      sym_modifier,
    ACTIONS(864), 1,
      anon_sym_PIPE,
    STATE(229), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5857] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(852), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5871] = 4,
    ACTIONS(866), 1,
      anon_sym_PIPE,
    ACTIONS(868), 1,
      sym__register,
    ACTIONS(870), 1,
      sym__uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5885] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(874), 1,
      sym_encoding,
    ACTIONS(872), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5899] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(856), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5913] = 3,
    ACTIONS(876), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(695), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5925] = 3,
    ACTIONS(878), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(695), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5937] = 4,
    ACTIONS(880), 1,
      sym_modifier,
    ACTIONS(882), 1,
      anon_sym_PIPE,
    STATE(236), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5951] = 4,
    ACTIONS(884), 1,
      sym_modifier,
    ACTIONS(886), 1,
      anon_sym_PIPE,
    STATE(237), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5965] = 4,
    ACTIONS(888), 1,
      sym_modifier,
    ACTIONS(890), 1,
      anon_sym_PIPE,
    STATE(238), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5979] = 4,
    ACTIONS(892), 1,
      sym_modifier,
    ACTIONS(894), 1,
      anon_sym_PIPE,
    STATE(239), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5993] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(890), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6007] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(894), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6021] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(896), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6035] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(898), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6049] = 4,
    ACTIONS(480), 1,
      sym_modifier,
    ACTIONS(900), 1,
      anon_sym_PIPE,
    STATE(125), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6063] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6074] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(906), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6083] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6094] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6105] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(912), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6114] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(914), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6123] = 3,
    ACTIONS(770), 1,
      sym_mnemonic,
    STATE(5), 1,
      sym_opcode,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6134] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(916), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6143] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(918), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6152] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6163] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6174] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6185] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6196] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6207] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6218] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6229] = 3,
    ACTIONS(902), 1,
      ts_builtin_sym_end,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6240] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(920), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6249] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6260] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6271] = 3,
    ACTIONS(37), 1,
      ts_builtin_sym_end,
    ACTIONS(922), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6282] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6293] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(926), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6302] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6313] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6324] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(928), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6333] = 3,
    ACTIONS(930), 1,
      sym_symbol,
    ACTIONS(932), 1,
      sym__dotname,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6344] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6355] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(934), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6364] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6375] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6386] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6397] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(924), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6408] = 3,
    ACTIONS(936), 1,
      anon_sym_DOTtext_DOT,
    ACTIONS(938), 1,
      sym__dotname,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6419] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(940), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6428] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(942), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6437] = 3,
    ACTIONS(770), 1,
      sym_mnemonic,
    STATE(7), 1,
      sym_opcode,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6448] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6459] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6470] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6481] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6492] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(944), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6501] = 3,
    ACTIONS(922), 1,
      sym__newline,
    ACTIONS(946), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6512] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(948), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6521] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6532] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6543] = 3,
    ACTIONS(950), 1,
      ts_builtin_sym_end,
    ACTIONS(952), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6554] = 3,
    ACTIONS(954), 1,
      ts_builtin_sym_end,
    ACTIONS(956), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6565] = 3,
    ACTIONS(958), 1,
      ts_builtin_sym_end,
    ACTIONS(960), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6576] = 3,
    ACTIONS(952), 1,
      sym__newline,
    ACTIONS(962), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6587] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6598] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(713), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6607] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6618] = 3,
    ACTIONS(964), 1,
      sym__register,
    ACTIONS(966), 1,
      sym__uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6629] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(968), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6638] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(970), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6647] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6658] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(972), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6667] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(974), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6676] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(976), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6685] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(978), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6694] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(980), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6703] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(982), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6712] = 3,
    ACTIONS(984), 1,
      sym__register,
    ACTIONS(986), 1,
      sym__uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6723] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(988), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6732] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(990), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6741] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6752] = 3,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(908), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6763] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(992), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6772] = 2,
    ACTIONS(994), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6780] = 2,
    ACTIONS(996), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6788] = 2,
    ACTIONS(998), 1,
      anon_sym_code,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6796] = 2,
    ACTIONS(1000), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6804] = 2,
    ACTIONS(952), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6812] = 2,
    ACTIONS(1002), 1,
      anon_sym_at,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6820] = 2,
    ACTIONS(1004), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6828] = 2,
    ACTIONS(1006), 1,
      anon_sym_line,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6836] = 2,
    ACTIONS(1008), 1,
      anon_sym_COLON,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6844] = 2,
    ACTIONS(1010), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6852] = 2,
    ACTIONS(1012), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6860] = 2,
    ACTIONS(1014), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6868] = 2,
    ACTIONS(1016), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6876] = 2,
    ACTIONS(1018), 1,
      sym_path,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [6884] = 2,
    ACTIONS(1020), 1,
      anon_sym_line,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6892] = 2,
    ACTIONS(1022), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6900] = 2,
    ACTIONS(1024), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6908] = 2,
    ACTIONS(1026), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6916] = 2,
    ACTIONS(1028), 1,
      anon_sym_File,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6924] = 2,
    ACTIONS(1030), 1,
      anon_sym_line,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6932] = 2,
    ACTIONS(1032), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6940] = 2,
    ACTIONS(1034), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6948] = 2,
    ACTIONS(1036), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6956] = 2,
    ACTIONS(1038), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6964] = 2,
    ACTIONS(1040), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6972] = 2,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6980] = 2,
    ACTIONS(1042), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6988] = 2,
    ACTIONS(1044), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6996] = 2,
    ACTIONS(1046), 1,
      anon_sym_COLON,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7004] = 2,
    ACTIONS(1048), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7012] = 2,
    ACTIONS(1050), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7020] = 2,
    ACTIONS(1052), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7028] = 2,
    ACTIONS(1054), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7036] = 2,
    ACTIONS(1056), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7044] = 2,
    ACTIONS(1058), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7052] = 2,
    ACTIONS(1060), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7060] = 2,
    ACTIONS(1062), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7068] = 2,
    ACTIONS(1064), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7076] = 2,
    ACTIONS(1066), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7084] = 2,
    ACTIONS(1068), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7092] = 2,
    ACTIONS(1048), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7100] = 2,
    ACTIONS(1070), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7108] = 2,
    ACTIONS(1072), 1,
      sym_header_value,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [7116] = 2,
    ACTIONS(1074), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7124] = 2,
    ACTIONS(1076), 1,
      anon_sym_for,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7132] = 2,
    ACTIONS(1078), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7140] = 2,
    ACTIONS(1080), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7148] = 2,
    ACTIONS(1082), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7156] = 2,
    ACTIONS(1084), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7164] = 2,
    ACTIONS(1086), 1,
      anon_sym_EQ,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7172] = 2,
    ACTIONS(922), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7180] = 2,
    ACTIONS(1088), 1,
      anon_sym_column,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7188] = 2,
    ACTIONS(1090), 1,
      anon_sym_at,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7196] = 2,
    ACTIONS(1092), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7204] = 2,
    ACTIONS(1094), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7212] = 2,
    ACTIONS(1096), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7220] = 2,
    ACTIONS(1098), 1,
      sym_path,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [7228] = 2,
    ACTIONS(1100), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7236] = 2,
    ACTIONS(1102), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7244] = 2,
    ACTIONS(1104), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7252] = 2,
    ACTIONS(1106), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7260] = 2,
    ACTIONS(1060), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7268] = 2,
    ACTIONS(1108), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7276] = 2,
    ACTIONS(1110), 1,
      sym_arch,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7284] = 2,
    ACTIONS(1112), 1,
      sym_path,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [7292] = 2,
    ACTIONS(1114), 1,
      sym__word,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7300] = 2,
    ACTIONS(1116), 1,
      sym_symbol,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7308] = 2,
    ACTIONS(1118), 1,
      sym_symbol,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 88,
  [SMALL_STATE(4)] = 170,
  [SMALL_STATE(5)] = 248,
  [SMALL_STATE(6)] = 326,
  [SMALL_STATE(7)] = 404,
  [SMALL_STATE(8)] = 482,
  [SMALL_STATE(9)] = 553,
  [SMALL_STATE(10)] = 624,
  [SMALL_STATE(11)] = 695,
  [SMALL_STATE(12)] = 766,
  [SMALL_STATE(13)] = 825,
  [SMALL_STATE(14)] = 884,
  [SMALL_STATE(15)] = 943,
  [SMALL_STATE(16)] = 1002,
  [SMALL_STATE(17)] = 1061,
  [SMALL_STATE(18)] = 1102,
  [SMALL_STATE(19)] = 1165,
  [SMALL_STATE(20)] = 1203,
  [SMALL_STATE(21)] = 1241,
  [SMALL_STATE(22)] = 1279,
  [SMALL_STATE(23)] = 1332,
  [SMALL_STATE(24)] = 1385,
  [SMALL_STATE(25)] = 1414,
  [SMALL_STATE(26)] = 1461,
  [SMALL_STATE(27)] = 1508,
  [SMALL_STATE(28)] = 1555,
  [SMALL_STATE(29)] = 1584,
  [SMALL_STATE(30)] = 1613,
  [SMALL_STATE(31)] = 1657,
  [SMALL_STATE(32)] = 1698,
  [SMALL_STATE(33)] = 1735,
  [SMALL_STATE(34)] = 1772,
  [SMALL_STATE(35)] = 1809,
  [SMALL_STATE(36)] = 1846,
  [SMALL_STATE(37)] = 1871,
  [SMALL_STATE(38)] = 1908,
  [SMALL_STATE(39)] = 1933,
  [SMALL_STATE(40)] = 1970,
  [SMALL_STATE(41)] = 2007,
  [SMALL_STATE(42)] = 2044,
  [SMALL_STATE(43)] = 2081,
  [SMALL_STATE(44)] = 2107,
  [SMALL_STATE(45)] = 2129,
  [SMALL_STATE(46)] = 2173,
  [SMALL_STATE(47)] = 2217,
  [SMALL_STATE(48)] = 2239,
  [SMALL_STATE(49)] = 2265,
  [SMALL_STATE(50)] = 2287,
  [SMALL_STATE(51)] = 2309,
  [SMALL_STATE(52)] = 2331,
  [SMALL_STATE(53)] = 2353,
  [SMALL_STATE(54)] = 2375,
  [SMALL_STATE(55)] = 2410,
  [SMALL_STATE(56)] = 2445,
  [SMALL_STATE(57)] = 2483,
  [SMALL_STATE(58)] = 2521,
  [SMALL_STATE(59)] = 2559,
  [SMALL_STATE(60)] = 2597,
  [SMALL_STATE(61)] = 2635,
  [SMALL_STATE(62)] = 2673,
  [SMALL_STATE(63)] = 2711,
  [SMALL_STATE(64)] = 2734,
  [SMALL_STATE(65)] = 2765,
  [SMALL_STATE(66)] = 2796,
  [SMALL_STATE(67)] = 2819,
  [SMALL_STATE(68)] = 2842,
  [SMALL_STATE(69)] = 2865,
  [SMALL_STATE(70)] = 2888,
  [SMALL_STATE(71)] = 2911,
  [SMALL_STATE(72)] = 2934,
  [SMALL_STATE(73)] = 2957,
  [SMALL_STATE(74)] = 2980,
  [SMALL_STATE(75)] = 3011,
  [SMALL_STATE(76)] = 3040,
  [SMALL_STATE(77)] = 3069,
  [SMALL_STATE(78)] = 3098,
  [SMALL_STATE(79)] = 3121,
  [SMALL_STATE(80)] = 3144,
  [SMALL_STATE(81)] = 3167,
  [SMALL_STATE(82)] = 3190,
  [SMALL_STATE(83)] = 3213,
  [SMALL_STATE(84)] = 3236,
  [SMALL_STATE(85)] = 3267,
  [SMALL_STATE(86)] = 3298,
  [SMALL_STATE(87)] = 3329,
  [SMALL_STATE(88)] = 3352,
  [SMALL_STATE(89)] = 3375,
  [SMALL_STATE(90)] = 3398,
  [SMALL_STATE(91)] = 3421,
  [SMALL_STATE(92)] = 3444,
  [SMALL_STATE(93)] = 3467,
  [SMALL_STATE(94)] = 3490,
  [SMALL_STATE(95)] = 3513,
  [SMALL_STATE(96)] = 3536,
  [SMALL_STATE(97)] = 3559,
  [SMALL_STATE(98)] = 3582,
  [SMALL_STATE(99)] = 3605,
  [SMALL_STATE(100)] = 3628,
  [SMALL_STATE(101)] = 3651,
  [SMALL_STATE(102)] = 3674,
  [SMALL_STATE(103)] = 3697,
  [SMALL_STATE(104)] = 3720,
  [SMALL_STATE(105)] = 3743,
  [SMALL_STATE(106)] = 3766,
  [SMALL_STATE(107)] = 3789,
  [SMALL_STATE(108)] = 3812,
  [SMALL_STATE(109)] = 3835,
  [SMALL_STATE(110)] = 3858,
  [SMALL_STATE(111)] = 3881,
  [SMALL_STATE(112)] = 3904,
  [SMALL_STATE(113)] = 3927,
  [SMALL_STATE(114)] = 3950,
  [SMALL_STATE(115)] = 3973,
  [SMALL_STATE(116)] = 3996,
  [SMALL_STATE(117)] = 4019,
  [SMALL_STATE(118)] = 4042,
  [SMALL_STATE(119)] = 4065,
  [SMALL_STATE(120)] = 4088,
  [SMALL_STATE(121)] = 4111,
  [SMALL_STATE(122)] = 4134,
  [SMALL_STATE(123)] = 4157,
  [SMALL_STATE(124)] = 4180,
  [SMALL_STATE(125)] = 4203,
  [SMALL_STATE(126)] = 4226,
  [SMALL_STATE(127)] = 4249,
  [SMALL_STATE(128)] = 4280,
  [SMALL_STATE(129)] = 4303,
  [SMALL_STATE(130)] = 4335,
  [SMALL_STATE(131)] = 4357,
  [SMALL_STATE(132)] = 4389,
  [SMALL_STATE(133)] = 4421,
  [SMALL_STATE(134)] = 4453,
  [SMALL_STATE(135)] = 4473,
  [SMALL_STATE(136)] = 4493,
  [SMALL_STATE(137)] = 4525,
  [SMALL_STATE(138)] = 4557,
  [SMALL_STATE(139)] = 4589,
  [SMALL_STATE(140)] = 4606,
  [SMALL_STATE(141)] = 4623,
  [SMALL_STATE(142)] = 4640,
  [SMALL_STATE(143)] = 4657,
  [SMALL_STATE(144)] = 4674,
  [SMALL_STATE(145)] = 4691,
  [SMALL_STATE(146)] = 4720,
  [SMALL_STATE(147)] = 4737,
  [SMALL_STATE(148)] = 4754,
  [SMALL_STATE(149)] = 4771,
  [SMALL_STATE(150)] = 4788,
  [SMALL_STATE(151)] = 4805,
  [SMALL_STATE(152)] = 4822,
  [SMALL_STATE(153)] = 4839,
  [SMALL_STATE(154)] = 4856,
  [SMALL_STATE(155)] = 4873,
  [SMALL_STATE(156)] = 4889,
  [SMALL_STATE(157)] = 4905,
  [SMALL_STATE(158)] = 4918,
  [SMALL_STATE(159)] = 4931,
  [SMALL_STATE(160)] = 4944,
  [SMALL_STATE(161)] = 4957,
  [SMALL_STATE(162)] = 4970,
  [SMALL_STATE(163)] = 4983,
  [SMALL_STATE(164)] = 4996,
  [SMALL_STATE(165)] = 5010,
  [SMALL_STATE(166)] = 5023,
  [SMALL_STATE(167)] = 5040,
  [SMALL_STATE(168)] = 5053,
  [SMALL_STATE(169)] = 5070,
  [SMALL_STATE(170)] = 5085,
  [SMALL_STATE(171)] = 5098,
  [SMALL_STATE(172)] = 5111,
  [SMALL_STATE(173)] = 5124,
  [SMALL_STATE(174)] = 5137,
  [SMALL_STATE(175)] = 5150,
  [SMALL_STATE(176)] = 5163,
  [SMALL_STATE(177)] = 5176,
  [SMALL_STATE(178)] = 5189,
  [SMALL_STATE(179)] = 5202,
  [SMALL_STATE(180)] = 5219,
  [SMALL_STATE(181)] = 5236,
  [SMALL_STATE(182)] = 5249,
  [SMALL_STATE(183)] = 5262,
  [SMALL_STATE(184)] = 5277,
  [SMALL_STATE(185)] = 5292,
  [SMALL_STATE(186)] = 5307,
  [SMALL_STATE(187)] = 5322,
  [SMALL_STATE(188)] = 5337,
  [SMALL_STATE(189)] = 5350,
  [SMALL_STATE(190)] = 5363,
  [SMALL_STATE(191)] = 5376,
  [SMALL_STATE(192)] = 5389,
  [SMALL_STATE(193)] = 5402,
  [SMALL_STATE(194)] = 5415,
  [SMALL_STATE(195)] = 5428,
  [SMALL_STATE(196)] = 5441,
  [SMALL_STATE(197)] = 5456,
  [SMALL_STATE(198)] = 5469,
  [SMALL_STATE(199)] = 5482,
  [SMALL_STATE(200)] = 5495,
  [SMALL_STATE(201)] = 5512,
  [SMALL_STATE(202)] = 5529,
  [SMALL_STATE(203)] = 5543,
  [SMALL_STATE(204)] = 5557,
  [SMALL_STATE(205)] = 5571,
  [SMALL_STATE(206)] = 5585,
  [SMALL_STATE(207)] = 5599,
  [SMALL_STATE(208)] = 5613,
  [SMALL_STATE(209)] = 5627,
  [SMALL_STATE(210)] = 5641,
  [SMALL_STATE(211)] = 5655,
  [SMALL_STATE(212)] = 5669,
  [SMALL_STATE(213)] = 5683,
  [SMALL_STATE(214)] = 5695,
  [SMALL_STATE(215)] = 5707,
  [SMALL_STATE(216)] = 5721,
  [SMALL_STATE(217)] = 5735,
  [SMALL_STATE(218)] = 5749,
  [SMALL_STATE(219)] = 5761,
  [SMALL_STATE(220)] = 5773,
  [SMALL_STATE(221)] = 5787,
  [SMALL_STATE(222)] = 5801,
  [SMALL_STATE(223)] = 5815,
  [SMALL_STATE(224)] = 5829,
  [SMALL_STATE(225)] = 5843,
  [SMALL_STATE(226)] = 5857,
  [SMALL_STATE(227)] = 5871,
  [SMALL_STATE(228)] = 5885,
  [SMALL_STATE(229)] = 5899,
  [SMALL_STATE(230)] = 5913,
  [SMALL_STATE(231)] = 5925,
  [SMALL_STATE(232)] = 5937,
  [SMALL_STATE(233)] = 5951,
  [SMALL_STATE(234)] = 5965,
  [SMALL_STATE(235)] = 5979,
  [SMALL_STATE(236)] = 5993,
  [SMALL_STATE(237)] = 6007,
  [SMALL_STATE(238)] = 6021,
  [SMALL_STATE(239)] = 6035,
  [SMALL_STATE(240)] = 6049,
  [SMALL_STATE(241)] = 6063,
  [SMALL_STATE(242)] = 6074,
  [SMALL_STATE(243)] = 6083,
  [SMALL_STATE(244)] = 6094,
  [SMALL_STATE(245)] = 6105,
  [SMALL_STATE(246)] = 6114,
  [SMALL_STATE(247)] = 6123,
  [SMALL_STATE(248)] = 6134,
  [SMALL_STATE(249)] = 6143,
  [SMALL_STATE(250)] = 6152,
  [SMALL_STATE(251)] = 6163,
  [SMALL_STATE(252)] = 6174,
  [SMALL_STATE(253)] = 6185,
  [SMALL_STATE(254)] = 6196,
  [SMALL_STATE(255)] = 6207,
  [SMALL_STATE(256)] = 6218,
  [SMALL_STATE(257)] = 6229,
  [SMALL_STATE(258)] = 6240,
  [SMALL_STATE(259)] = 6249,
  [SMALL_STATE(260)] = 6260,
  [SMALL_STATE(261)] = 6271,
  [SMALL_STATE(262)] = 6282,
  [SMALL_STATE(263)] = 6293,
  [SMALL_STATE(264)] = 6302,
  [SMALL_STATE(265)] = 6313,
  [SMALL_STATE(266)] = 6324,
  [SMALL_STATE(267)] = 6333,
  [SMALL_STATE(268)] = 6344,
  [SMALL_STATE(269)] = 6355,
  [SMALL_STATE(270)] = 6364,
  [SMALL_STATE(271)] = 6375,
  [SMALL_STATE(272)] = 6386,
  [SMALL_STATE(273)] = 6397,
  [SMALL_STATE(274)] = 6408,
  [SMALL_STATE(275)] = 6419,
  [SMALL_STATE(276)] = 6428,
  [SMALL_STATE(277)] = 6437,
  [SMALL_STATE(278)] = 6448,
  [SMALL_STATE(279)] = 6459,
  [SMALL_STATE(280)] = 6470,
  [SMALL_STATE(281)] = 6481,
  [SMALL_STATE(282)] = 6492,
  [SMALL_STATE(283)] = 6501,
  [SMALL_STATE(284)] = 6512,
  [SMALL_STATE(285)] = 6521,
  [SMALL_STATE(286)] = 6532,
  [SMALL_STATE(287)] = 6543,
  [SMALL_STATE(288)] = 6554,
  [SMALL_STATE(289)] = 6565,
  [SMALL_STATE(290)] = 6576,
  [SMALL_STATE(291)] = 6587,
  [SMALL_STATE(292)] = 6598,
  [SMALL_STATE(293)] = 6607,
  [SMALL_STATE(294)] = 6618,
  [SMALL_STATE(295)] = 6629,
  [SMALL_STATE(296)] = 6638,
  [SMALL_STATE(297)] = 6647,
  [SMALL_STATE(298)] = 6658,
  [SMALL_STATE(299)] = 6667,
  [SMALL_STATE(300)] = 6676,
  [SMALL_STATE(301)] = 6685,
  [SMALL_STATE(302)] = 6694,
  [SMALL_STATE(303)] = 6703,
  [SMALL_STATE(304)] = 6712,
  [SMALL_STATE(305)] = 6723,
  [SMALL_STATE(306)] = 6732,
  [SMALL_STATE(307)] = 6741,
  [SMALL_STATE(308)] = 6752,
  [SMALL_STATE(309)] = 6763,
  [SMALL_STATE(310)] = 6772,
  [SMALL_STATE(311)] = 6780,
  [SMALL_STATE(312)] = 6788,
  [SMALL_STATE(313)] = 6796,
  [SMALL_STATE(314)] = 6804,
  [SMALL_STATE(315)] = 6812,
  [SMALL_STATE(316)] = 6820,
  [SMALL_STATE(317)] = 6828,
  [SMALL_STATE(318)] = 6836,
  [SMALL_STATE(319)] = 6844,
  [SMALL_STATE(320)] = 6852,
  [SMALL_STATE(321)] = 6860,
  [SMALL_STATE(322)] = 6868,
  [SMALL_STATE(323)] = 6876,
  [SMALL_STATE(324)] = 6884,
  [SMALL_STATE(325)] = 6892,
  [SMALL_STATE(326)] = 6900,
  [SMALL_STATE(327)] = 6908,
  [SMALL_STATE(328)] = 6916,
  [SMALL_STATE(329)] = 6924,
  [SMALL_STATE(330)] = 6932,
  [SMALL_STATE(331)] = 6940,
  [SMALL_STATE(332)] = 6948,
  [SMALL_STATE(333)] = 6956,
  [SMALL_STATE(334)] = 6964,
  [SMALL_STATE(335)] = 6972,
  [SMALL_STATE(336)] = 6980,
  [SMALL_STATE(337)] = 6988,
  [SMALL_STATE(338)] = 6996,
  [SMALL_STATE(339)] = 7004,
  [SMALL_STATE(340)] = 7012,
  [SMALL_STATE(341)] = 7020,
  [SMALL_STATE(342)] = 7028,
  [SMALL_STATE(343)] = 7036,
  [SMALL_STATE(344)] = 7044,
  [SMALL_STATE(345)] = 7052,
  [SMALL_STATE(346)] = 7060,
  [SMALL_STATE(347)] = 7068,
  [SMALL_STATE(348)] = 7076,
  [SMALL_STATE(349)] = 7084,
  [SMALL_STATE(350)] = 7092,
  [SMALL_STATE(351)] = 7100,
  [SMALL_STATE(352)] = 7108,
  [SMALL_STATE(353)] = 7116,
  [SMALL_STATE(354)] = 7124,
  [SMALL_STATE(355)] = 7132,
  [SMALL_STATE(356)] = 7140,
  [SMALL_STATE(357)] = 7148,
  [SMALL_STATE(358)] = 7156,
  [SMALL_STATE(359)] = 7164,
  [SMALL_STATE(360)] = 7172,
  [SMALL_STATE(361)] = 7180,
  [SMALL_STATE(362)] = 7188,
  [SMALL_STATE(363)] = 7196,
  [SMALL_STATE(364)] = 7204,
  [SMALL_STATE(365)] = 7212,
  [SMALL_STATE(366)] = 7220,
  [SMALL_STATE(367)] = 7228,
  [SMALL_STATE(368)] = 7236,
  [SMALL_STATE(369)] = 7244,
  [SMALL_STATE(370)] = 7252,
  [SMALL_STATE(371)] = 7260,
  [SMALL_STATE(372)] = 7268,
  [SMALL_STATE(373)] = 7276,
  [SMALL_STATE(374)] = 7284,
  [SMALL_STATE(375)] = 7292,
  [SMALL_STATE(376)] = 7300,
  [SMALL_STATE(377)] = 7308,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [7] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(318),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(274),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(354),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(375),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(352),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(359),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(261),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(328),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(30),
  [37] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(283),
  [43] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [45] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(3),
  [48] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(318),
  [51] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(274),
  [54] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(354),
  [57] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(375),
  [60] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(352),
  [63] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(359),
  [66] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(360),
  [69] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [72] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(247),
  [75] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [78] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(328),
  [81] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [84] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [87] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 1, 0, 5),
  [89] = {.entry = {.count = 1, .reusable = false}}, SHIFT(200),
  [91] = {.entry = {.count = 1, .reusable = false}}, SHIFT(41),
  [93] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [95] = {.entry = {.count = 1, .reusable = true}}, SHIFT(296),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [99] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [101] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [103] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [105] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [107] = {.entry = {.count = 1, .reusable = false}}, SHIFT(343),
  [109] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [111] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [113] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [115] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [117] = {.entry = {.count = 1, .reusable = false}}, SHIFT(134),
  [119] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 10),
  [121] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [123] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [125] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 9),
  [127] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(295),
  [131] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 25),
  [133] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [135] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [137] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function, 2, 0, 3),
  [139] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [141] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function, 2, 0, 3),
  [143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [145] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function, 3, 0, 3),
  [151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [153] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function, 3, 0, 3),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(285),
  [157] = {.entry = {.count = 1, .reusable = true}}, SHIFT(286),
  [159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(291),
  [161] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section, 3, 0, 3),
  [163] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section, 3, 0, 3),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(259),
  [171] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section, 2, 0, 3),
  [173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [175] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section, 2, 0, 3),
  [177] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [181] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [183] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0),
  [185] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [188] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0),
  [190] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(335),
  [193] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [196] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(247),
  [199] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [202] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(328),
  [205] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [208] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(335),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_opcode, 1, 0, 0),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [221] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_opcode, 1, 0, 0),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [225] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [231] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [233] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_opcode, 2, 0, 0),
  [235] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_opcode, 2, 0, 0),
  [237] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [239] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0),
  [241] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0),
  [243] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 3, 0, 8),
  [248] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [250] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [252] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
  [254] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [256] = {.entry = {.count = 1, .reusable = false}}, SHIFT(35),
  [258] = {.entry = {.count = 1, .reusable = false}}, SHIFT(33),
  [260] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(38),
  [264] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [266] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 2, 0, 2),
  [268] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 4),
  [270] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 4),
  [272] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 3, 0, 2),
  [274] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 4, 0, 8),
  [276] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0),
  [278] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(37),
  [281] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(43),
  [284] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [287] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(33),
  [290] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(43),
  [293] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(38),
  [296] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(36),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__body_line, 2, 0, 0),
  [301] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__body_line, 2, 0, 0),
  [303] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [305] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 1, 0, 2),
  [307] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [309] = {.entry = {.count = 1, .reusable = false}}, SHIFT(23),
  [311] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 2, 0, 8),
  [313] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [315] = {.entry = {.count = 1, .reusable = false}}, SHIFT(22),
  [317] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [319] = {.entry = {.count = 1, .reusable = false}}, SHIFT(40),
  [321] = {.entry = {.count = 1, .reusable = false}}, SHIFT(42),
  [323] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [325] = {.entry = {.count = 1, .reusable = false}}, SHIFT(155),
  [327] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [329] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [331] = {.entry = {.count = 1, .reusable = false}}, SHIFT(214),
  [333] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [335] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [337] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [339] = {.entry = {.count = 1, .reusable = false}}, SHIFT(49),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 12),
  [343] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__expression, 1, 0, 12),
  [345] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [347] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [349] = {.entry = {.count = 1, .reusable = false}}, SHIFT(48),
  [351] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 0),
  [353] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__expression, 1, 0, 0),
  [355] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [357] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [359] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [361] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [363] = {.entry = {.count = 1, .reusable = false}}, SHIFT(230),
  [365] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [367] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [369] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [371] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [373] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 1, 0, 0),
  [375] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 1, 0, 0),
  [377] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parenthesized_expression, 3, 0, 0),
  [379] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_parenthesized_expression, 3, 0, 0),
  [381] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [383] = {.entry = {.count = 1, .reusable = false}}, SHIFT(227),
  [385] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [387] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [389] = {.entry = {.count = 1, .reusable = true}}, SHIFT(294),
  [391] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [393] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [395] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 39),
  [397] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [399] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [401] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 40),
  [403] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [405] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_call, 3, 0, 51),
  [407] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__relocation_call, 3, 0, 51),
  [409] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0),
  [411] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_binary_expression, 3, 0, 52),
  [413] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_binary_expression, 3, 0, 52),
  [415] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_suffix, 2, 0, 30),
  [417] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__relocation_suffix, 2, 0, 30),
  [419] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_suffix, 2, 0, 31),
  [421] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__relocation_suffix, 2, 0, 31),
  [423] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_relocation, 1, 0, 13),
  [425] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_relocation, 1, 0, 13),
  [427] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 16),
  [429] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [431] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [433] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [435] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 15),
  [437] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [439] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [441] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 0),
  [443] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [445] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 39),
  [447] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [449] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(145),
  [452] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(227),
  [455] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(227),
  [458] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(294),
  [461] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [464] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [467] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0),
  [469] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(60),
  [472] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 40),
  [474] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 0),
  [476] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 4, 0, 0),
  [478] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 4, 0, 0),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [482] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 36),
  [484] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [486] = {.entry = {.count = 1, .reusable = true}}, SHIFT(189),
  [488] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 38),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [492] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [494] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 3, 0, 0),
  [496] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [498] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 3, 0, 0),
  [500] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [502] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [504] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 53),
  [506] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 54),
  [508] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 39),
  [510] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 39),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 40),
  [514] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 40),
  [516] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 18),
  [518] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [520] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [522] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 17),
  [524] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [528] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 4, 0, 0),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 69),
  [534] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 69),
  [536] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 70),
  [538] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 70),
  [540] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 42),
  [542] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [544] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [546] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 34),
  [548] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [550] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [552] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [554] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [556] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 5, 0, 0),
  [558] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [560] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 5, 0, 0),
  [562] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [564] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 6, 0, 0),
  [566] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 6, 0, 0),
  [568] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 7, 0, 74),
  [570] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [572] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 2, 0, 0),
  [574] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 8, 0, 74),
  [576] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 9, 0, 75),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [580] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 10, 0, 77),
  [582] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 10, 0, 75),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [588] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 11, 0, 77),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [592] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 11, 0, 75),
  [594] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 12, 0, 77),
  [596] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(105),
  [599] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 2, 0, 0),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [603] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 2, 0, 0),
  [605] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [607] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 2, 0, 0),
  [609] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [611] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 3, 0, 0),
  [613] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 3, 0, 0),
  [615] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [619] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [621] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 4, 0, 0),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [627] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 5, 0, 0),
  [629] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [631] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 5, 0, 0),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [635] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 6, 0, 0),
  [637] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 6, 0, 0),
  [639] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(125),
  [642] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [644] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [646] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 8, 0, 75),
  [648] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [650] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [652] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [654] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [656] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 58),
  [658] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 58), SHIFT_REPEAT(18),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword_operand, 1, 0, 0),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [665] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 4, 0, 71),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [669] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 56),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 55),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [675] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [679] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 3, 0, 0),
  [681] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label_ref, 3, 0, 61),
  [683] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label_ref, 3, 0, 62),
  [685] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0),
  [687] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 7, 0, 71),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [693] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, 0, 0),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [697] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 57),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 46),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [705] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 41),
  [707] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 19),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [713] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, 0, 22),
  [715] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [717] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 63),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 59),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 27),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(306),
  [727] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 29),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [731] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [733] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_header, 3, 0, 6),
  [735] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_header, 2, 0, 6),
  [737] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 8, 0, 73),
  [739] = {.entry = {.count = 1, .reusable = true}}, SHIFT(361),
  [741] = {.entry = {.count = 1, .reusable = true}}, SHIFT(362),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, 0, 22),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 1, 0, 1),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [749] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 60),
  [751] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, 0, 0), SHIFT_REPEAT(32),
  [754] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 33),
  [756] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 35),
  [758] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 37),
  [760] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [762] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [764] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [766] = {.entry = {.count = 1, .reusable = true}}, SHIFT(340),
  [768] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [770] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [772] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [774] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 2, 0, 1),
  [776] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header_field, 2, 0, 1),
  [778] = {.entry = {.count = 1, .reusable = false}}, SHIFT(242),
  [780] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 19),
  [782] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [784] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 25),
  [786] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [788] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 27),
  [790] = {.entry = {.count = 1, .reusable = true}}, SHIFT(301),
  [792] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 29),
  [794] = {.entry = {.count = 1, .reusable = true}}, SHIFT(302),
  [796] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 9),
  [798] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [800] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__code_version, 2, 0, 1),
  [802] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__code_version, 2, 0, 1),
  [804] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [806] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 46),
  [808] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [810] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 10),
  [812] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [814] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [816] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [818] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [820] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [822] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [824] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [826] = {.entry = {.count = 1, .reusable = true}}, SHIFT(347),
  [828] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [830] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [832] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [834] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [836] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [838] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 11, 0, 76),
  [840] = {.entry = {.count = 1, .reusable = true}}, SHIFT(315),
  [842] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [844] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [846] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [848] = {.entry = {.count = 1, .reusable = true}}, SHIFT(344),
  [850] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [852] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [854] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [856] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [858] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [860] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [862] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [864] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [866] = {.entry = {.count = 1, .reusable = true}}, SHIFT(304),
  [868] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [870] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [872] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 5),
  [874] = {.entry = {.count = 1, .reusable = true}}, SHIFT(284),
  [876] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [878] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [880] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [882] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [884] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [886] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [888] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [890] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [892] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [894] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [896] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [898] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [900] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [902] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 3, 0, 3),
  [904] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [906] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 3, 0, 24),
  [908] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 4, 0, 3),
  [910] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 4, 0, 3),
  [912] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__code_version, 3, 0, 24),
  [914] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 49),
  [916] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label, 2, 0, 11),
  [918] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 6, 0, 72),
  [920] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_fatbin_header, 4, 0, 44),
  [922] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [924] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 3, 0, 3),
  [926] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 45),
  [928] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 50),
  [930] = {.entry = {.count = 1, .reusable = true}}, SHIFT(358),
  [932] = {.entry = {.count = 1, .reusable = true}}, SHIFT(341),
  [934] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_member_header, 2, 0, 7),
  [936] = {.entry = {.count = 1, .reusable = true}}, SHIFT(377),
  [938] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [940] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 64),
  [942] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 16, 0, 78),
  [944] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 43),
  [946] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [948] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 32),
  [950] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 21),
  [952] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [954] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 1, 0, 3),
  [956] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [958] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 1, 0, 3),
  [960] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [962] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 4),
  [964] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [966] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [968] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 26),
  [970] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 14),
  [972] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 65),
  [974] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 47),
  [976] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 66),
  [978] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 67),
  [980] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 68),
  [982] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_arch_header, 3, 0, 23),
  [984] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [986] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [988] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 28),
  [990] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 48),
  [992] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 19, 0, 79),
  [994] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [996] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [998] = {.entry = {.count = 1, .reusable = true}}, SHIFT(338),
  [1000] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [1002] = {.entry = {.count = 1, .reusable = true}}, SHIFT(320),
  [1004] = {.entry = {.count = 1, .reusable = true}}, SHIFT(321),
  [1006] = {.entry = {.count = 1, .reusable = true}}, SHIFT(337),
  [1008] = {.entry = {.count = 1, .reusable = true}}, SHIFT(376),
  [1010] = {.entry = {.count = 1, .reusable = true}}, SHIFT(366),
  [1012] = {.entry = {.count = 1, .reusable = true}}, SHIFT(323),
  [1014] = {.entry = {.count = 1, .reusable = true}}, SHIFT(324),
  [1016] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [1018] = {.entry = {.count = 1, .reusable = false}}, SHIFT(325),
  [1020] = {.entry = {.count = 1, .reusable = true}}, SHIFT(326),
  [1022] = {.entry = {.count = 1, .reusable = true}}, SHIFT(327),
  [1024] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [1026] = {.entry = {.count = 1, .reusable = true}}, SHIFT(329),
  [1028] = {.entry = {.count = 1, .reusable = true}}, SHIFT(319),
  [1030] = {.entry = {.count = 1, .reusable = true}}, SHIFT(330),
  [1032] = {.entry = {.count = 1, .reusable = true}}, SHIFT(309),
  [1034] = {.entry = {.count = 1, .reusable = true}}, SHIFT(342),
  [1036] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [1038] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [1040] = {.entry = {.count = 1, .reusable = true}}, SHIFT(317),
  [1042] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1044] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [1046] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [1048] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 3),
  [1050] = {.entry = {.count = 1, .reusable = true}}, SHIFT(349),
  [1052] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [1054] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [1056] = {.entry = {.count = 1, .reusable = true}}, SHIFT(357),
  [1058] = {.entry = {.count = 1, .reusable = true}}, SHIFT(353),
  [1060] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 20),
  [1062] = {.entry = {.count = 1, .reusable = true}}, SHIFT(364),
  [1064] = {.entry = {.count = 1, .reusable = true}}, SHIFT(346),
  [1066] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [1068] = {.entry = {.count = 1, .reusable = true}}, SHIFT(355),
  [1070] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [1072] = {.entry = {.count = 1, .reusable = false}}, SHIFT(269),
  [1074] = {.entry = {.count = 1, .reusable = true}}, SHIFT(331),
  [1076] = {.entry = {.count = 1, .reusable = true}}, SHIFT(373),
  [1078] = {.entry = {.count = 1, .reusable = true}}, SHIFT(332),
  [1080] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [1082] = {.entry = {.count = 1, .reusable = true}}, SHIFT(370),
  [1084] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [1086] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [1088] = {.entry = {.count = 1, .reusable = true}}, SHIFT(367),
  [1090] = {.entry = {.count = 1, .reusable = true}}, SHIFT(368),
  [1092] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [1094] = {.entry = {.count = 1, .reusable = true}}, SHIFT(333),
  [1096] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [1098] = {.entry = {.count = 1, .reusable = false}}, SHIFT(372),
  [1100] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [1102] = {.entry = {.count = 1, .reusable = true}}, SHIFT(374),
  [1104] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [1106] = {.entry = {.count = 1, .reusable = true}}, SHIFT(365),
  [1108] = {.entry = {.count = 1, .reusable = true}}, SHIFT(334),
  [1110] = {.entry = {.count = 1, .reusable = true}}, SHIFT(303),
  [1112] = {.entry = {.count = 1, .reusable = false}}, SHIFT(316),
  [1114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(312),
  [1116] = {.entry = {.count = 1, .reusable = true}}, SHIFT(292),
  [1118] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
};

#ifdef __cplusplus
extern "C" {
#endif
#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_sass(void) {
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
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
