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
#define STATE_COUNT 360
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 99
#define ALIAS_COUNT 3
#define TOKEN_COUNT 61
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
  sym_comment = 56,
  sym_symbol = 57,
  sym__word = 58,
  sym__dotname = 59,
  sym__lower_word = 60,
  sym_source_file = 61,
  sym_function = 62,
  sym__function_at_eof = 63,
  sym__function_header = 64,
  sym_section = 65,
  sym__section_at_eof = 66,
  sym__section_header = 67,
  sym__body_line = 68,
  sym_arch_header = 69,
  sym_fatbin_header = 70,
  sym_member_header = 71,
  sym_header_field = 72,
  sym__code_version = 73,
  sym_label = 74,
  sym_directive = 75,
  sym__expression = 76,
  sym_parenthesized_expression = 77,
  sym_binary_expression = 78,
  sym_relocation = 79,
  sym__relocation_call = 80,
  sym__relocation_suffix = 81,
  sym_instruction = 82,
  sym_opcode = 83,
  sym__operands = 84,
  sym__decorated_register = 85,
  sym__decorated_uniform_register = 86,
  sym_constant_bank = 87,
  sym_memory = 88,
  sym__address_terms = 89,
  sym_label_ref = 90,
  sym_keyword_operand = 91,
  sym_line_info = 92,
  aux_sym_source_file_repeat1 = 93,
  aux_sym_function_repeat1 = 94,
  aux_sym__function_header_repeat1 = 95,
  aux_sym_opcode_repeat1 = 96,
  aux_sym__operands_repeat1 = 97,
  aux_sym__address_terms_repeat1 = 98,
  alias_sym_fatbin_kind = 99,
  alias_sym_memory_prefix = 100,
  alias_sym_section_name = 101,
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
  [31] = 27,
  [32] = 32,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 36,
  [37] = 37,
  [38] = 38,
  [39] = 39,
  [40] = 40,
  [41] = 41,
  [42] = 42,
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
  [80] = 80,
  [81] = 81,
  [82] = 82,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 19,
  [89] = 48,
  [90] = 49,
  [91] = 50,
  [92] = 52,
  [93] = 58,
  [94] = 59,
  [95] = 60,
  [96] = 61,
  [97] = 66,
  [98] = 67,
  [99] = 68,
  [100] = 69,
  [101] = 101,
  [102] = 72,
  [103] = 73,
  [104] = 74,
  [105] = 75,
  [106] = 76,
  [107] = 19,
  [108] = 101,
  [109] = 109,
  [110] = 110,
  [111] = 111,
  [112] = 112,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 116,
  [117] = 117,
  [118] = 118,
  [119] = 119,
  [120] = 120,
  [121] = 121,
  [122] = 122,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 126,
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
  [140] = 140,
  [141] = 127,
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
  [155] = 155,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 159,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 163,
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
  [202] = 194,
  [203] = 203,
  [204] = 204,
  [205] = 205,
  [206] = 206,
  [207] = 207,
  [208] = 208,
  [209] = 195,
  [210] = 210,
  [211] = 211,
  [212] = 212,
  [213] = 213,
  [214] = 214,
  [215] = 197,
  [216] = 208,
  [217] = 186,
  [218] = 199,
  [219] = 205,
  [220] = 211,
  [221] = 214,
  [222] = 222,
  [223] = 223,
  [224] = 224,
  [225] = 225,
  [226] = 226,
  [227] = 227,
  [228] = 228,
  [229] = 229,
  [230] = 230,
  [231] = 231,
  [232] = 232,
  [233] = 233,
  [234] = 234,
  [235] = 235,
  [236] = 236,
  [237] = 237,
  [238] = 238,
  [239] = 239,
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
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '!', 50,
        '"', 258,
        '(', 166,
        ')', 167,
        '+', 168,
        ',', 145,
        '-', 171,
        '.', 28,
        '/', 11,
        '0', 228,
        ':', 140,
        ';', 187,
        '=', 154,
        '@', 3,
        'B', 197,
        'F', 196,
        'P', 199,
        'R', 193,
        'S', 191,
        'U', 192,
        '[', 223,
        ']', 224,
        '`', 9,
        'a', 103,
        'c', 222,
        'f', 94,
        'i', 85,
        'l', 75,
        'm', 69,
        's', 82,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(122);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(229);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(201);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(137);
      if (lookahead == '\r') SKIP(2);
      if (lookahead == '/') ADVANCE(157);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(160);
      if (lookahead != 0) ADVANCE(161);
      END_STATE();
    case 2:
      if (lookahead == '\n') ADVANCE(137);
      if (lookahead == '/') ADVANCE(157);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(160);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0) ADVANCE(161);
      END_STATE();
    case 3:
      if (lookahead == '!') ADVANCE(52);
      if (lookahead == '"') ADVANCE(7);
      if (lookahead == 'P') ADVANCE(173);
      if (lookahead == 'U') ADVANCE(172);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(174);
      END_STATE();
    case 4:
      if (lookahead == '!') ADVANCE(52);
      if (lookahead == '"') ADVANCE(7);
      if (lookahead == 'P') ADVANCE(178);
      if (lookahead == 'U') ADVANCE(177);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(179);
      END_STATE();
    case 5:
      if (lookahead == '!') ADVANCE(52);
      if (lookahead == 'P') ADVANCE(115);
      if (lookahead == 'U') ADVANCE(51);
      END_STATE();
    case 6:
      if (lookahead == '"') ADVANCE(7);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(179);
      END_STATE();
    case 7:
      if (lookahead == '"') ADVANCE(176);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(7);
      END_STATE();
    case 8:
      if (lookahead == '"') ADVANCE(180);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(8);
      END_STATE();
    case 9:
      if (lookahead == '(') ADVANCE(238);
      END_STATE();
    case 10:
      if (lookahead == '(') ADVANCE(175);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(10);
      END_STATE();
    case 11:
      if (lookahead == '*') ADVANCE(15);
      if (lookahead == '/') ADVANCE(273);
      END_STATE();
    case 12:
      if (lookahead == '*') ADVANCE(12);
      if (lookahead == '/') ADVANCE(271);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 13:
      if (lookahead == '*') ADVANCE(12);
      if (lookahead == '/') ADVANCE(188);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 14:
      if (lookahead == '*') ADVANCE(12);
      if (lookahead == '/') ADVANCE(189);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 15:
      if (lookahead == '*') ADVANCE(12);
      if (lookahead == '0') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(16);
      if (('1' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(24);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 16:
      if (lookahead == '*') ADVANCE(12);
      if (lookahead == '0') ADVANCE(17);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(16);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 17:
      if (lookahead == '*') ADVANCE(12);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(18);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 18:
      if (lookahead == '*') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(25);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 19:
      if (lookahead == '*') ADVANCE(12);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 20:
      if (lookahead == '*') ADVANCE(16);
      if (lookahead == '/') ADVANCE(284);
      END_STATE();
    case 21:
      if (lookahead == '*') ADVANCE(19);
      if (lookahead == '/') ADVANCE(284);
      END_STATE();
    case 22:
      if (lookahead == '*') ADVANCE(158);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(22);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(19);
      if (lookahead != 0) ADVANCE(159);
      END_STATE();
    case 23:
      if (lookahead == '*') ADVANCE(13);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(18);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(24);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 24:
      if (lookahead == '*') ADVANCE(13);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(24);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 25:
      if (lookahead == '*') ADVANCE(14);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(25);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 26:
      if (lookahead == '*') ADVANCE(14);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (lookahead != 0) ADVANCE(19);
      END_STATE();
    case 27:
      if (lookahead == '-') ADVANCE(36);
      if (lookahead == '.') ADVANCE(119);
      if (lookahead == '/') ADVANCE(21);
      if (lookahead == '0') ADVANCE(184);
      if (lookahead == '@') ADVANCE(5);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(27);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(185);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(201);
      END_STATE();
    case 28:
      if (lookahead == '.') ADVANCE(31);
      if (lookahead == 's') ADVANCE(203);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 29:
      if (lookahead == '.') ADVANCE(31);
      if (lookahead == 's') ADVANCE(311);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 30:
      if (lookahead == '.') ADVANCE(31);
      if (lookahead == 's') ADVANCE(72);
      END_STATE();
    case 31:
      if (lookahead == '.') ADVANCE(163);
      END_STATE();
    case 32:
      if (lookahead == '.') ADVANCE(119);
      if (lookahead == '/') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(32);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(289);
      END_STATE();
    case 33:
      if (lookahead == '/') ADVANCE(264);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(267);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '"') ADVANCE(268);
      END_STATE();
    case 34:
      if (lookahead == '/') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(34);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 35:
      if (lookahead == '0') ADVANCE(230);
      if (lookahead == 'I') ADVANCE(47);
      if (lookahead == 'N') ADVANCE(43);
      if (lookahead == 'Q') ADVANCE(46);
      if (lookahead == 'S') ADVANCE(46);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 36:
      if (lookahead == '0') ADVANCE(184);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(185);
      END_STATE();
    case 37:
      if (lookahead == '=') ADVANCE(162);
      END_STATE();
    case 38:
      if (lookahead == '=') ADVANCE(37);
      END_STATE();
    case 39:
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(112);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(232);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 40:
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(233);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 41:
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(183);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 42:
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 43:
      if (lookahead == 'A') ADVANCE(48);
      END_STATE();
    case 44:
      if (lookahead == 'F') ADVANCE(237);
      END_STATE();
    case 45:
      if (lookahead == 'I') ADVANCE(47);
      if (lookahead == 'N') ADVANCE(43);
      if (lookahead == 'Q') ADVANCE(46);
      if (lookahead == 'S') ADVANCE(46);
      END_STATE();
    case 46:
      if (lookahead == 'N') ADVANCE(43);
      END_STATE();
    case 47:
      if (lookahead == 'N') ADVANCE(44);
      END_STATE();
    case 48:
      if (lookahead == 'N') ADVANCE(237);
      END_STATE();
    case 49:
      if (lookahead == 'P') ADVANCE(114);
      END_STATE();
    case 50:
      if (lookahead == 'P') ADVANCE(114);
      if (lookahead == 'U') ADVANCE(49);
      END_STATE();
    case 51:
      if (lookahead == 'P') ADVANCE(115);
      END_STATE();
    case 52:
      if (lookahead == 'P') ADVANCE(115);
      if (lookahead == 'U') ADVANCE(51);
      END_STATE();
    case 53:
      if (lookahead == 'R') ADVANCE(55);
      END_STATE();
    case 54:
      if (lookahead == 'Z') ADVANCE(211);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(212);
      END_STATE();
    case 55:
      if (lookahead == 'Z') ADVANCE(213);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(214);
      END_STATE();
    case 56:
      if (lookahead == '_') ADVANCE(113);
      END_STATE();
    case 57:
      if (lookahead == 'b') ADVANCE(70);
      END_STATE();
    case 58:
      if (lookahead == 'b') ADVANCE(76);
      END_STATE();
    case 59:
      if (lookahead == 'c') ADVANCE(105);
      END_STATE();
    case 60:
      if (lookahead == 'c') ADVANCE(107);
      END_STATE();
    case 61:
      if (lookahead == 'd') ADVANCE(261);
      END_STATE();
    case 62:
      if (lookahead == 'd') ADVANCE(64);
      if (lookahead == 'l') ADVANCE(108);
      END_STATE();
    case 63:
      if (lookahead == 'd') ADVANCE(68);
      if (lookahead == 'l') ADVANCE(108);
      END_STATE();
    case 64:
      if (lookahead == 'e') ADVANCE(147);
      END_STATE();
    case 65:
      if (lookahead == 'e') ADVANCE(259);
      END_STATE();
    case 66:
      if (lookahead == 'e') ADVANCE(61);
      END_STATE();
    case 67:
      if (lookahead == 'e') ADVANCE(257);
      END_STATE();
    case 68:
      if (lookahead == 'e') ADVANCE(146);
      END_STATE();
    case 69:
      if (lookahead == 'e') ADVANCE(83);
      END_STATE();
    case 70:
      if (lookahead == 'e') ADVANCE(100);
      END_STATE();
    case 71:
      if (lookahead == 'e') ADVANCE(101);
      END_STATE();
    case 72:
      if (lookahead == 'e') ADVANCE(60);
      END_STATE();
    case 73:
      if (lookahead == 'i') ADVANCE(95);
      END_STATE();
    case 74:
      if (lookahead == 'i') ADVANCE(80);
      END_STATE();
    case 75:
      if (lookahead == 'i') ADVANCE(92);
      END_STATE();
    case 76:
      if (lookahead == 'i') ADVANCE(87);
      END_STATE();
    case 77:
      if (lookahead == 'i') ADVANCE(96);
      END_STATE();
    case 78:
      if (lookahead == 'i') ADVANCE(93);
      END_STATE();
    case 79:
      if (lookahead == 'i') ADVANCE(97);
      END_STATE();
    case 80:
      if (lookahead == 'l') ADVANCE(67);
      END_STATE();
    case 81:
      if (lookahead == 'l') ADVANCE(78);
      END_STATE();
    case 82:
      if (lookahead == 'm') ADVANCE(56);
      END_STATE();
    case 83:
      if (lookahead == 'm') ADVANCE(57);
      END_STATE();
    case 84:
      if (lookahead == 'm') ADVANCE(88);
      END_STATE();
    case 85:
      if (lookahead == 'n') ADVANCE(81);
      END_STATE();
    case 86:
      if (lookahead == 'n') ADVANCE(59);
      END_STATE();
    case 87:
      if (lookahead == 'n') ADVANCE(150);
      END_STATE();
    case 88:
      if (lookahead == 'n') ADVANCE(260);
      END_STATE();
    case 89:
      if (lookahead == 'n') ADVANCE(138);
      END_STATE();
    case 90:
      if (lookahead == 'n') ADVANCE(141);
      END_STATE();
    case 91:
      if (lookahead == 'n') ADVANCE(155);
      END_STATE();
    case 92:
      if (lookahead == 'n') ADVANCE(65);
      END_STATE();
    case 93:
      if (lookahead == 'n') ADVANCE(66);
      END_STATE();
    case 94:
      if (lookahead == 'o') ADVANCE(99);
      END_STATE();
    case 95:
      if (lookahead == 'o') ADVANCE(89);
      END_STATE();
    case 96:
      if (lookahead == 'o') ADVANCE(90);
      END_STATE();
    case 97:
      if (lookahead == 'o') ADVANCE(91);
      END_STATE();
    case 98:
      if (lookahead == 'o') ADVANCE(63);
      END_STATE();
    case 99:
      if (lookahead == 'r') ADVANCE(149);
      END_STATE();
    case 100:
      if (lookahead == 'r') ADVANCE(152);
      END_STATE();
    case 101:
      if (lookahead == 'r') ADVANCE(102);
      END_STATE();
    case 102:
      if (lookahead == 's') ADVANCE(79);
      END_STATE();
    case 103:
      if (lookahead == 't') ADVANCE(262);
      END_STATE();
    case 104:
      if (lookahead == 't') ADVANCE(58);
      END_STATE();
    case 105:
      if (lookahead == 't') ADVANCE(73);
      END_STATE();
    case 106:
      if (lookahead == 't') ADVANCE(312);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 107:
      if (lookahead == 't') ADVANCE(77);
      END_STATE();
    case 108:
      if (lookahead == 'u') ADVANCE(84);
      END_STATE();
    case 109:
      if (lookahead == 'v') ADVANCE(71);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(109);
      END_STATE();
    case 110:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(110);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(161);
      END_STATE();
    case 111:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(112);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(235);
      END_STATE();
    case 112:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(235);
      END_STATE();
    case 113:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(164);
      END_STATE();
    case 114:
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(215);
      END_STATE();
    case 115:
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(190);
      END_STATE();
    case 116:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(236);
      END_STATE();
    case 117:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(186);
      END_STATE();
    case 118:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(174);
      END_STATE();
    case 119:
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 120:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 121:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(218);
      END_STATE();
    case 122:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '!', 50,
        '"', 258,
        '(', 166,
        ')', 167,
        '+', 168,
        ',', 145,
        '-', 171,
        '.', 30,
        '/', 11,
        '0', 228,
        ':', 140,
        ';', 187,
        '=', 154,
        '@', 4,
        'B', 197,
        'F', 196,
        'P', 199,
        'R', 193,
        'S', 191,
        'U', 192,
        '[', 223,
        ']', 224,
        '`', 9,
        'a', 103,
        'c', 222,
        'f', 94,
        'i', 85,
        'l', 75,
        'm', 69,
        's', 82,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(122);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(229);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(201);
      END_STATE();
    case 123:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '!', 50,
        '"', 258,
        ')', 167,
        '+', 45,
        ',', 145,
        '-', 170,
        '.', 120,
        '/', 21,
        '0', 225,
        ':', 140,
        '=', 154,
        'B', 250,
        'I', 244,
        'N', 240,
        'P', 252,
        'Q', 243,
        'R', 247,
        'S', 241,
        'U', 246,
        '[', 223,
        ']', 224,
        '_', 42,
        '`', 9,
        'c', 221,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(124);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(226);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 124:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '!', 50,
        '"', 258,
        ')', 167,
        '+', 45,
        ',', 145,
        '-', 170,
        '/', 21,
        '0', 225,
        ':', 140,
        '=', 154,
        'B', 250,
        'I', 244,
        'N', 240,
        'P', 252,
        'Q', 243,
        'R', 247,
        'S', 241,
        'U', 246,
        '[', 223,
        ']', 224,
        '_', 42,
        '`', 9,
        'c', 221,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(124);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(226);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 125:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '!', 50,
        '+', 45,
        '-', 170,
        '.', 120,
        '/', 20,
        '0', 225,
        ':', 140,
        ';', 187,
        'B', 250,
        'I', 244,
        'N', 240,
        'P', 252,
        'Q', 243,
        'R', 247,
        'S', 241,
        'U', 246,
        '[', 223,
        '_', 42,
        '`', 9,
        'c', 221,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(126);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(226);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 126:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '!', 50,
        '+', 45,
        '-', 170,
        '/', 20,
        '0', 225,
        ':', 140,
        ';', 187,
        'B', 250,
        'I', 244,
        'N', 240,
        'P', 252,
        'Q', 243,
        'R', 247,
        'S', 241,
        'U', 246,
        '[', 223,
        '_', 42,
        '`', 9,
        'c', 221,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(126);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(226);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 127:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '"', 8,
        '$', 289,
        '(', 166,
        '-', 36,
        '.', 119,
        '/', 21,
        '0', 181,
        ':', 140,
        '@', 6,
        's', 286,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(127);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(182);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 128:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        ')', 167,
        '+', 168,
        ',', 145,
        '-', 169,
        '.', 106,
        '/', 21,
        '@', 118,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(129);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(201);
      END_STATE();
    case 129:
      if (eof) ADVANCE(136);
      if (lookahead == '\n') ADVANCE(137);
      if (lookahead == ')') ADVANCE(167);
      if (lookahead == '+') ADVANCE(168);
      if (lookahead == ',') ADVANCE(145);
      if (lookahead == '-') ADVANCE(169);
      if (lookahead == '.') ADVANCE(106);
      if (lookahead == '/') ADVANCE(21);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(129);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(201);
      END_STATE();
    case 130:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '+', 168,
        ',', 145,
        '-', 171,
        '.', 120,
        '/', 21,
        '0', 230,
        'F', 74,
        'R', 54,
        'U', 53,
        ']', 224,
        'a', 103,
        'c', 98,
        'f', 94,
        'i', 85,
        'l', 75,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(131);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 131:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '+', 168,
        ',', 145,
        '-', 171,
        '/', 21,
        '0', 230,
        'F', 74,
        'R', 54,
        'U', 53,
        ']', 224,
        'a', 103,
        'c', 98,
        'f', 94,
        'i', 85,
        'l', 75,
        '|', 210,
        '~', 209,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(131);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 132:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '+', 45,
        ',', 145,
        '-', 35,
        '.', 120,
        '/', 20,
        '0', 230,
        ';', 187,
        'I', 47,
        'N', 43,
        'Q', 46,
        'S', 46,
        '[', 223,
        '`', 9,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(133);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 133:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '+', 45,
        ',', 145,
        '-', 35,
        '/', 20,
        '0', 230,
        ';', 187,
        'I', 47,
        'N', 43,
        'Q', 46,
        'S', 46,
        '[', 223,
        '`', 9,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(133);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 134:
      if (eof) ADVANCE(136);
      ADVANCE_MAP(
        '\n', 137,
        '.', 29,
        '/', 11,
        '=', 38,
        '@', 5,
        'F', 195,
        'c', 303,
        'm', 294,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(134);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(200);
      if (lookahead == '$' ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 135:
      if (eof) ADVANCE(136);
      if (lookahead == '\n') ADVANCE(137);
      if (lookahead == '/') ADVANCE(157);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(160);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(135);
      if (lookahead != 0) ADVANCE(161);
      END_STATE();
    case 136:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 137:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 138:
      ACCEPT_TOKEN(anon_sym_Function);
      END_STATE();
    case 139:
      ACCEPT_TOKEN(anon_sym_Function);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 140:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 141:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      END_STATE();
    case 142:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 143:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 144:
      ACCEPT_TOKEN(anon_sym_DOTtext_DOT);
      END_STATE();
    case 145:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 146:
      ACCEPT_TOKEN(anon_sym_code);
      END_STATE();
    case 147:
      ACCEPT_TOKEN(anon_sym_code);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(109);
      END_STATE();
    case 148:
      ACCEPT_TOKEN(anon_sym_code);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(109);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 149:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 150:
      ACCEPT_TOKEN(anon_sym_Fatbin);
      END_STATE();
    case 151:
      ACCEPT_TOKEN(anon_sym_Fatbin);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 152:
      ACCEPT_TOKEN(anon_sym_member);
      END_STATE();
    case 153:
      ACCEPT_TOKEN(anon_sym_member);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 154:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 155:
      ACCEPT_TOKEN(aux_sym__code_version_token1);
      END_STATE();
    case 156:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\r') ADVANCE(284);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(272);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(156);
      END_STATE();
    case 157:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(159);
      if (lookahead == '/') ADVANCE(156);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(110);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(161);
      END_STATE();
    case 158:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(158);
      if (lookahead == '/') ADVANCE(161);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(22);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(19);
      if (lookahead != 0) ADVANCE(159);
      END_STATE();
    case 159:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(158);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(22);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(19);
      if (lookahead != 0) ADVANCE(159);
      END_STATE();
    case 160:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '/') ADVANCE(157);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(160);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(161);
      END_STATE();
    case 161:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(110);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(161);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(sym_separator);
      if (lookahead == '=') ADVANCE(162);
      END_STATE();
    case 163:
      ACCEPT_TOKEN(sym_function_end);
      if (lookahead == '.') ADVANCE(163);
      END_STATE();
    case 164:
      ACCEPT_TOKEN(sym_arch);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(164);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(165);
      END_STATE();
    case 165:
      ACCEPT_TOKEN(sym_arch);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(165);
      END_STATE();
    case 166:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(230);
      if (lookahead == 'I') ADVANCE(47);
      if (lookahead == 'N') ADVANCE(43);
      if (lookahead == 'Q') ADVANCE(46);
      if (lookahead == 'S') ADVANCE(46);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(230);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (lookahead == 'P') ADVANCE(173);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(174);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(174);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(174);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(174);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(sym__relocation_open);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(sym_attribute);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(sym_attribute);
      if (lookahead == 'P') ADVANCE(178);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(179);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(sym_attribute);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(179);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(179);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(sym_attribute);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(179);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(sym_string);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(41);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(182);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(182);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(183);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(117);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(185);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(185);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(186);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(anon_sym_SEMI);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(sym_address);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(sym_encoding);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(sym_predicate);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'B') ADVANCE(198);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'P') ADVANCE(199);
      if (lookahead == 'R') ADVANCE(194);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'Z') ADVANCE(211);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(212);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'Z') ADVANCE(213);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(214);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'a') ADVANCE(306);
      if (lookahead == 'u') ADVANCE(300);
      if (lookahead == '$' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(200);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'a') ADVANCE(104);
      if (lookahead == 'u') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(219);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(220);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(215);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == '$' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(200);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(201);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'c') ADVANCE(207);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'e') ADVANCE(202);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'i') ADVANCE(206);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'n') ADVANCE(142);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'o') ADVANCE(205);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 't') ADVANCE(204);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(sym_modifier);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(208);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(anon_sym_TILDE);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(anon_sym_PIPE);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym__register);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym__register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(212);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(sym__uniform_register);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(sym__uniform_register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(214);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(sym_predicate_register);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(sym_special_register);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(sym_special_register);
      if (lookahead == '.') ADVANCE(121);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(218);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(217);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(sym_special_register);
      if (lookahead == '.') ADVANCE(121);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(218);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_barrier_register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(219);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym_scoreboard);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(220);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(anon_sym_c);
      if (lookahead == '@') ADVANCE(10);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(anon_sym_c);
      if (lookahead == 'o') ADVANCE(62);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(anon_sym_LBRACK);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(anon_sym_RBRACK);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(234);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'D') ADVANCE(255);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(39);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(40);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(227);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(234);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'D') ADVANCE(255);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(39);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(227);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(234);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(39);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(227);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(234);
      if (lookahead == 'D') ADVANCE(239);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(111);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(116);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(234);
      if (lookahead == 'D') ADVANCE(239);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(111);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(234);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(111);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(116);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(234);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(111);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(231);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(232);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(233);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(111);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(234);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(235);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(236);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(sym__float_special);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(anon_sym_BQUOTE_LPAREN);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'A') ADVANCE(245);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'B') ADVANCE(251);
      if (lookahead == 'N') ADVANCE(240);
      if (lookahead == 'R') ADVANCE(249);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'F') ADVANCE(237);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'N') ADVANCE(240);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'N') ADVANCE(242);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'N') ADVANCE(237);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'P') ADVANCE(252);
      if (lookahead == 'R') ADVANCE(248);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'Z') ADVANCE(211);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(212);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'Z') ADVANCE(213);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(214);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'Z') ADVANCE(216);
      if (lookahead == '_') ADVANCE(254);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Y')) ADVANCE(253);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(219);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(220);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(215);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(253);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(218);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(217);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(42);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(anon_sym_SLASH_SLASH_POUND_POUND);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(anon_sym_File);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(anon_sym_DQUOTE);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(anon_sym_line);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(anon_sym_column);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(anon_sym_inlined);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(anon_sym_at);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '"') ADVANCE(284);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(263);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(266);
      if (lookahead == '/') ADVANCE(263);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(268);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(265);
      if (lookahead == '/') ADVANCE(268);
      if (lookahead == '\n' ||
          lookahead == '"') ADVANCE(19);
      if (lookahead != 0) ADVANCE(266);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(265);
      if (lookahead == '\n' ||
          lookahead == '"') ADVANCE(19);
      if (lookahead != 0) ADVANCE(266);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '/') ADVANCE(264);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(267);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '"') ADVANCE(268);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym_path);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(268);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym__banner);
      if (lookahead == '-') ADVANCE(269);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(270);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym__banner);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(270);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym_comment);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '\r') ADVANCE(284);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(272);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(156);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '#') ADVANCE(274);
      if (lookahead == '-') ADVANCE(283);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '#') ADVANCE(256);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(269);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(275);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(276);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(277);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(278);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(279);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(280);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(281);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(282);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == '_') ADVANCE(287);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(289);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == 'm') ADVANCE(285);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(289);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(289);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(164);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(10);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(289);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(289);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'b') ADVANCE(298);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'b') ADVANCE(296);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'c') ADVANCE(307);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'd') ADVANCE(295);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(299);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(148);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(305);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'i') ADVANCE(304);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'i') ADVANCE(301);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'm') ADVANCE(291);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(292);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(151);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(139);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'o') ADVANCE(293);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'o') ADVANCE(302);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'r') ADVANCE(153);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 't') ADVANCE(290);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 't') ADVANCE(297);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(308);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == '.') ADVANCE(144);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'c') ADVANCE(316);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'e') ADVANCE(310);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'e') ADVANCE(318);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'i') ADVANCE(315);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'n') ADVANCE(143);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'o') ADVANCE(314);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 't') ADVANCE(313);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 't') ADVANCE(309);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'x') ADVANCE(317);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(319);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(sym__lower_word);
      if (lookahead == '@') ADVANCE(10);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(320);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0},
  [1] = {.lex_state = 134},
  [2] = {.lex_state = 134},
  [3] = {.lex_state = 134},
  [4] = {.lex_state = 125},
  [5] = {.lex_state = 125},
  [6] = {.lex_state = 125},
  [7] = {.lex_state = 125},
  [8] = {.lex_state = 134},
  [9] = {.lex_state = 134},
  [10] = {.lex_state = 134},
  [11] = {.lex_state = 134},
  [12] = {.lex_state = 134},
  [13] = {.lex_state = 134},
  [14] = {.lex_state = 134},
  [15] = {.lex_state = 134},
  [16] = {.lex_state = 134},
  [17] = {.lex_state = 123},
  [18] = {.lex_state = 125},
  [19] = {.lex_state = 125},
  [20] = {.lex_state = 125},
  [21] = {.lex_state = 125},
  [22] = {.lex_state = 134},
  [23] = {.lex_state = 134},
  [24] = {.lex_state = 134},
  [25] = {.lex_state = 127},
  [26] = {.lex_state = 127},
  [27] = {.lex_state = 127},
  [28] = {.lex_state = 127},
  [29] = {.lex_state = 127},
  [30] = {.lex_state = 127},
  [31] = {.lex_state = 127},
  [32] = {.lex_state = 130},
  [33] = {.lex_state = 130},
  [34] = {.lex_state = 132},
  [35] = {.lex_state = 132},
  [36] = {.lex_state = 130},
  [37] = {.lex_state = 130},
  [38] = {.lex_state = 130},
  [39] = {.lex_state = 130},
  [40] = {.lex_state = 130},
  [41] = {.lex_state = 130},
  [42] = {.lex_state = 130},
  [43] = {.lex_state = 132},
  [44] = {.lex_state = 132},
  [45] = {.lex_state = 132},
  [46] = {.lex_state = 132},
  [47] = {.lex_state = 132},
  [48] = {.lex_state = 132},
  [49] = {.lex_state = 132},
  [50] = {.lex_state = 132},
  [51] = {.lex_state = 132},
  [52] = {.lex_state = 132},
  [53] = {.lex_state = 132},
  [54] = {.lex_state = 132},
  [55] = {.lex_state = 132},
  [56] = {.lex_state = 132},
  [57] = {.lex_state = 132},
  [58] = {.lex_state = 132},
  [59] = {.lex_state = 132},
  [60] = {.lex_state = 132},
  [61] = {.lex_state = 132},
  [62] = {.lex_state = 132},
  [63] = {.lex_state = 132},
  [64] = {.lex_state = 130},
  [65] = {.lex_state = 130},
  [66] = {.lex_state = 132},
  [67] = {.lex_state = 132},
  [68] = {.lex_state = 132},
  [69] = {.lex_state = 132},
  [70] = {.lex_state = 130},
  [71] = {.lex_state = 130},
  [72] = {.lex_state = 132},
  [73] = {.lex_state = 132},
  [74] = {.lex_state = 132},
  [75] = {.lex_state = 132},
  [76] = {.lex_state = 132},
  [77] = {.lex_state = 132},
  [78] = {.lex_state = 132},
  [79] = {.lex_state = 132},
  [80] = {.lex_state = 132},
  [81] = {.lex_state = 132},
  [82] = {.lex_state = 132},
  [83] = {.lex_state = 132},
  [84] = {.lex_state = 132},
  [85] = {.lex_state = 132},
  [86] = {.lex_state = 132},
  [87] = {.lex_state = 132},
  [88] = {.lex_state = 132},
  [89] = {.lex_state = 130},
  [90] = {.lex_state = 130},
  [91] = {.lex_state = 130},
  [92] = {.lex_state = 130},
  [93] = {.lex_state = 130},
  [94] = {.lex_state = 130},
  [95] = {.lex_state = 130},
  [96] = {.lex_state = 130},
  [97] = {.lex_state = 130},
  [98] = {.lex_state = 130},
  [99] = {.lex_state = 130},
  [100] = {.lex_state = 130},
  [101] = {.lex_state = 130},
  [102] = {.lex_state = 130},
  [103] = {.lex_state = 130},
  [104] = {.lex_state = 130},
  [105] = {.lex_state = 130},
  [106] = {.lex_state = 130},
  [107] = {.lex_state = 130},
  [108] = {.lex_state = 132},
  [109] = {.lex_state = 132},
  [110] = {.lex_state = 132},
  [111] = {.lex_state = 132},
  [112] = {.lex_state = 130},
  [113] = {.lex_state = 130},
  [114] = {.lex_state = 130},
  [115] = {.lex_state = 130},
  [116] = {.lex_state = 130},
  [117] = {.lex_state = 130},
  [118] = {.lex_state = 130},
  [119] = {.lex_state = 132},
  [120] = {.lex_state = 132},
  [121] = {.lex_state = 132},
  [122] = {.lex_state = 132},
  [123] = {.lex_state = 130},
  [124] = {.lex_state = 130},
  [125] = {.lex_state = 130},
  [126] = {.lex_state = 132},
  [127] = {.lex_state = 132},
  [128] = {.lex_state = 130},
  [129] = {.lex_state = 130},
  [130] = {.lex_state = 130},
  [131] = {.lex_state = 132},
  [132] = {.lex_state = 132},
  [133] = {.lex_state = 132},
  [134] = {.lex_state = 132},
  [135] = {.lex_state = 128},
  [136] = {.lex_state = 128},
  [137] = {.lex_state = 128},
  [138] = {.lex_state = 128},
  [139] = {.lex_state = 128},
  [140] = {.lex_state = 128},
  [141] = {.lex_state = 128},
  [142] = {.lex_state = 128},
  [143] = {.lex_state = 128},
  [144] = {.lex_state = 128},
  [145] = {.lex_state = 128},
  [146] = {.lex_state = 128},
  [147] = {.lex_state = 123},
  [148] = {.lex_state = 125},
  [149] = {.lex_state = 123},
  [150] = {.lex_state = 123},
  [151] = {.lex_state = 125},
  [152] = {.lex_state = 125},
  [153] = {.lex_state = 125},
  [154] = {.lex_state = 123},
  [155] = {.lex_state = 125},
  [156] = {.lex_state = 125},
  [157] = {.lex_state = 125},
  [158] = {.lex_state = 125},
  [159] = {.lex_state = 125},
  [160] = {.lex_state = 125},
  [161] = {.lex_state = 125},
  [162] = {.lex_state = 27},
  [163] = {.lex_state = 125},
  [164] = {.lex_state = 125},
  [165] = {.lex_state = 125},
  [166] = {.lex_state = 125},
  [167] = {.lex_state = 125},
  [168] = {.lex_state = 125},
  [169] = {.lex_state = 125},
  [170] = {.lex_state = 125},
  [171] = {.lex_state = 125},
  [172] = {.lex_state = 125},
  [173] = {.lex_state = 125},
  [174] = {.lex_state = 123},
  [175] = {.lex_state = 125},
  [176] = {.lex_state = 123},
  [177] = {.lex_state = 123},
  [178] = {.lex_state = 130},
  [179] = {.lex_state = 125},
  [180] = {.lex_state = 125},
  [181] = {.lex_state = 123},
  [182] = {.lex_state = 125},
  [183] = {.lex_state = 125},
  [184] = {.lex_state = 123},
  [185] = {.lex_state = 125},
  [186] = {.lex_state = 123},
  [187] = {.lex_state = 125},
  [188] = {.lex_state = 125},
  [189] = {.lex_state = 125},
  [190] = {.lex_state = 125},
  [191] = {.lex_state = 125},
  [192] = {.lex_state = 125},
  [193] = {.lex_state = 125},
  [194] = {.lex_state = 123},
  [195] = {.lex_state = 123},
  [196] = {.lex_state = 128},
  [197] = {.lex_state = 128},
  [198] = {.lex_state = 135},
  [199] = {.lex_state = 123},
  [200] = {.lex_state = 123},
  [201] = {.lex_state = 123},
  [202] = {.lex_state = 123},
  [203] = {.lex_state = 130},
  [204] = {.lex_state = 123},
  [205] = {.lex_state = 123},
  [206] = {.lex_state = 123},
  [207] = {.lex_state = 123},
  [208] = {.lex_state = 123},
  [209] = {.lex_state = 123},
  [210] = {.lex_state = 125},
  [211] = {.lex_state = 123},
  [212] = {.lex_state = 123},
  [213] = {.lex_state = 135},
  [214] = {.lex_state = 123},
  [215] = {.lex_state = 128},
  [216] = {.lex_state = 123},
  [217] = {.lex_state = 123},
  [218] = {.lex_state = 123},
  [219] = {.lex_state = 123},
  [220] = {.lex_state = 123},
  [221] = {.lex_state = 123},
  [222] = {.lex_state = 123},
  [223] = {.lex_state = 123},
  [224] = {.lex_state = 123},
  [225] = {.lex_state = 123},
  [226] = {.lex_state = 123},
  [227] = {.lex_state = 123},
  [228] = {.lex_state = 123},
  [229] = {.lex_state = 123},
  [230] = {.lex_state = 123},
  [231] = {.lex_state = 123},
  [232] = {.lex_state = 123},
  [233] = {.lex_state = 123},
  [234] = {.lex_state = 123},
  [235] = {.lex_state = 123},
  [236] = {.lex_state = 123},
  [237] = {.lex_state = 123},
  [238] = {.lex_state = 123},
  [239] = {.lex_state = 123},
  [240] = {.lex_state = 123},
  [241] = {.lex_state = 123},
  [242] = {.lex_state = 123},
  [243] = {.lex_state = 123},
  [244] = {.lex_state = 123},
  [245] = {.lex_state = 123},
  [246] = {.lex_state = 123},
  [247] = {.lex_state = 123},
  [248] = {.lex_state = 123},
  [249] = {.lex_state = 123},
  [250] = {.lex_state = 123},
  [251] = {.lex_state = 123},
  [252] = {.lex_state = 123},
  [253] = {.lex_state = 123},
  [254] = {.lex_state = 123},
  [255] = {.lex_state = 123},
  [256] = {.lex_state = 123},
  [257] = {.lex_state = 123},
  [258] = {.lex_state = 123},
  [259] = {.lex_state = 123},
  [260] = {.lex_state = 123},
  [261] = {.lex_state = 123},
  [262] = {.lex_state = 128},
  [263] = {.lex_state = 123},
  [264] = {.lex_state = 123},
  [265] = {.lex_state = 123},
  [266] = {.lex_state = 123},
  [267] = {.lex_state = 123},
  [268] = {.lex_state = 123},
  [269] = {.lex_state = 123},
  [270] = {.lex_state = 123},
  [271] = {.lex_state = 123},
  [272] = {.lex_state = 123},
  [273] = {.lex_state = 123},
  [274] = {.lex_state = 128},
  [275] = {.lex_state = 123},
  [276] = {.lex_state = 32},
  [277] = {.lex_state = 123},
  [278] = {.lex_state = 123},
  [279] = {.lex_state = 123},
  [280] = {.lex_state = 123},
  [281] = {.lex_state = 123},
  [282] = {.lex_state = 128},
  [283] = {.lex_state = 123},
  [284] = {.lex_state = 123},
  [285] = {.lex_state = 123},
  [286] = {.lex_state = 123},
  [287] = {.lex_state = 123},
  [288] = {.lex_state = 123},
  [289] = {.lex_state = 123},
  [290] = {.lex_state = 123},
  [291] = {.lex_state = 123},
  [292] = {.lex_state = 135},
  [293] = {.lex_state = 130},
  [294] = {.lex_state = 130},
  [295] = {.lex_state = 123},
  [296] = {.lex_state = 123},
  [297] = {.lex_state = 130},
  [298] = {.lex_state = 123},
  [299] = {.lex_state = 27},
  [300] = {.lex_state = 123},
  [301] = {.lex_state = 130},
  [302] = {.lex_state = 34},
  [303] = {.lex_state = 123},
  [304] = {.lex_state = 123},
  [305] = {.lex_state = 33},
  [306] = {.lex_state = 33},
  [307] = {.lex_state = 123},
  [308] = {.lex_state = 123},
  [309] = {.lex_state = 123},
  [310] = {.lex_state = 123},
  [311] = {.lex_state = 130},
  [312] = {.lex_state = 123},
  [313] = {.lex_state = 123},
  [314] = {.lex_state = 123},
  [315] = {.lex_state = 130},
  [316] = {.lex_state = 123},
  [317] = {.lex_state = 123},
  [318] = {.lex_state = 123},
  [319] = {.lex_state = 33},
  [320] = {.lex_state = 130},
  [321] = {.lex_state = 123},
  [322] = {.lex_state = 27},
  [323] = {.lex_state = 123},
  [324] = {.lex_state = 123},
  [325] = {.lex_state = 130},
  [326] = {.lex_state = 27},
  [327] = {.lex_state = 130},
  [328] = {.lex_state = 123},
  [329] = {.lex_state = 32},
  [330] = {.lex_state = 123},
  [331] = {.lex_state = 123},
  [332] = {.lex_state = 127},
  [333] = {.lex_state = 123},
  [334] = {.lex_state = 123},
  [335] = {.lex_state = 123},
  [336] = {.lex_state = 123},
  [337] = {.lex_state = 123},
  [338] = {.lex_state = 123},
  [339] = {.lex_state = 123},
  [340] = {.lex_state = 123},
  [341] = {.lex_state = 130},
  [342] = {.lex_state = 123},
  [343] = {.lex_state = 27},
  [344] = {.lex_state = 130},
  [345] = {.lex_state = 130},
  [346] = {.lex_state = 123},
  [347] = {.lex_state = 123},
  [348] = {.lex_state = 123},
  [349] = {.lex_state = 123},
  [350] = {.lex_state = 123},
  [351] = {.lex_state = 123},
  [352] = {.lex_state = 123},
  [353] = {.lex_state = 32},
  [354] = {.lex_state = 123},
  [355] = {.lex_state = 123},
  [356] = {.lex_state = 123},
  [357] = {.lex_state = 123},
  [358] = {.lex_state = 123},
  [359] = {.lex_state = 130},
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
    [sym_immediate] = ACTIONS(1),
    [anon_sym_BQUOTE_LPAREN] = ACTIONS(1),
    [aux_sym_keyword_operand_token1] = ACTIONS(1),
    [anon_sym_SLASH_SLASH_POUND_POUND] = ACTIONS(1),
    [anon_sym_DQUOTE] = ACTIONS(1),
    [anon_sym_line] = ACTIONS(1),
    [anon_sym_column] = ACTIONS(1),
    [anon_sym_inlined] = ACTIONS(1),
    [anon_sym_at] = ACTIONS(1),
    [sym__banner] = ACTIONS(1),
    [sym_comment] = ACTIONS(3),
  },
  [1] = {
    [sym_source_file] = STATE(310),
    [sym_function] = STATE(2),
    [sym__function_at_eof] = STATE(308),
    [sym__function_header] = STATE(265),
    [sym_section] = STATE(2),
    [sym__section_at_eof] = STATE(334),
    [sym__section_header] = STATE(259),
    [sym_arch_header] = STATE(284),
    [sym_fatbin_header] = STATE(284),
    [sym_member_header] = STATE(284),
    [sym_header_field] = STATE(284),
    [sym__code_version] = STATE(229),
    [sym_label] = STATE(284),
    [sym_directive] = STATE(284),
    [sym_instruction] = STATE(284),
    [sym_opcode] = STATE(5),
    [sym_line_info] = STATE(284),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(5),
    [sym__newline] = ACTIONS(7),
    [anon_sym_Function] = ACTIONS(9),
    [anon_sym_DOTsection] = ACTIONS(11),
    [anon_sym_code] = ACTIONS(13),
    [anon_sym_Fatbin] = ACTIONS(15),
    [anon_sym_member] = ACTIONS(17),
    [aux_sym__code_version_token1] = ACTIONS(19),
    [sym_separator] = ACTIONS(21),
    [sym_function_end] = ACTIONS(21),
    [sym_address] = ACTIONS(23),
    [sym_encoding] = ACTIONS(21),
    [sym_predicate] = ACTIONS(25),
    [sym_mnemonic] = ACTIONS(27),
    [anon_sym_SLASH_SLASH_POUND_POUND] = ACTIONS(29),
    [sym__banner] = ACTIONS(21),
    [sym_comment] = ACTIONS(3),
    [sym__word] = ACTIONS(31),
    [sym__dotname] = ACTIONS(33),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 24,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(9), 1,
      anon_sym_Function,
    ACTIONS(11), 1,
      anon_sym_DOTsection,
    ACTIONS(13), 1,
      anon_sym_code,
    ACTIONS(15), 1,
      anon_sym_Fatbin,
    ACTIONS(17), 1,
      anon_sym_member,
    ACTIONS(19), 1,
      aux_sym__code_version_token1,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(35), 1,
      ts_builtin_sym_end,
    ACTIONS(37), 1,
      sym__newline,
    STATE(5), 1,
      sym_opcode,
    STATE(242), 1,
      sym__code_version,
    STATE(259), 1,
      sym__section_header,
    STATE(265), 1,
      sym__function_header,
    STATE(307), 1,
      sym__section_at_eof,
    STATE(356), 1,
      sym__function_at_eof,
    STATE(3), 3,
      sym_function,
      sym_section,
      aux_sym_source_file_repeat1,
    ACTIONS(39), 4,
      sym_separator,
      sym_function_end,
      sym_encoding,
      sym__banner,
    STATE(273), 8,
      sym_arch_header,
      sym_fatbin_header,
      sym_member_header,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [85] = 22,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(41), 1,
      ts_builtin_sym_end,
    ACTIONS(43), 1,
      sym__newline,
    ACTIONS(46), 1,
      anon_sym_Function,
    ACTIONS(49), 1,
      anon_sym_DOTsection,
    ACTIONS(52), 1,
      anon_sym_code,
    ACTIONS(55), 1,
      anon_sym_Fatbin,
    ACTIONS(58), 1,
      anon_sym_member,
    ACTIONS(61), 1,
      aux_sym__code_version_token1,
    ACTIONS(67), 1,
      sym_address,
    ACTIONS(70), 1,
      sym_predicate,
    ACTIONS(73), 1,
      sym_mnemonic,
    ACTIONS(76), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(79), 1,
      sym__word,
    ACTIONS(82), 1,
      sym__dotname,
    STATE(5), 1,
      sym_opcode,
    STATE(340), 1,
      sym__function_header,
    STATE(342), 1,
      sym__section_header,
    STATE(346), 1,
      sym__code_version,
    STATE(3), 3,
      sym_function,
      sym_section,
      aux_sym_source_file_repeat1,
    ACTIONS(64), 4,
      sym_separator,
      sym_function_end,
      sym_encoding,
      sym__banner,
    STATE(324), 8,
      sym_arch_header,
      sym_fatbin_header,
      sym_member_header,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [164] = 22,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(87), 1,
      anon_sym_DASH,
    ACTIONS(89), 1,
      sym__relocation_open,
    ACTIONS(91), 1,
      anon_sym_SEMI,
    ACTIONS(93), 1,
      sym_encoding,
    ACTIONS(95), 1,
      anon_sym_TILDE,
    ACTIONS(97), 1,
      anon_sym_PIPE,
    ACTIONS(99), 1,
      sym__register,
    ACTIONS(101), 1,
      sym__uniform_register,
    ACTIONS(105), 1,
      anon_sym_c,
    ACTIONS(107), 1,
      anon_sym_LBRACK,
    ACTIONS(109), 1,
      sym_immediate,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(113), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(115), 1,
      sym__lower_word,
    STATE(45), 1,
      sym__relocation_call,
    STATE(46), 1,
      sym__decorated_register,
    STATE(47), 1,
      sym__decorated_uniform_register,
    STATE(175), 1,
      sym__operands,
    ACTIONS(85), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(44), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(103), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [239] = 22,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(87), 1,
      anon_sym_DASH,
    ACTIONS(89), 1,
      sym__relocation_open,
    ACTIONS(95), 1,
      anon_sym_TILDE,
    ACTIONS(97), 1,
      anon_sym_PIPE,
    ACTIONS(99), 1,
      sym__register,
    ACTIONS(101), 1,
      sym__uniform_register,
    ACTIONS(105), 1,
      anon_sym_c,
    ACTIONS(107), 1,
      anon_sym_LBRACK,
    ACTIONS(109), 1,
      sym_immediate,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(113), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(115), 1,
      sym__lower_word,
    ACTIONS(119), 1,
      anon_sym_SEMI,
    ACTIONS(121), 1,
      sym_encoding,
    STATE(45), 1,
      sym__relocation_call,
    STATE(46), 1,
      sym__decorated_register,
    STATE(47), 1,
      sym__decorated_uniform_register,
    STATE(148), 1,
      sym__operands,
    ACTIONS(117), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(44), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(103), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [314] = 22,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(87), 1,
      anon_sym_DASH,
    ACTIONS(89), 1,
      sym__relocation_open,
    ACTIONS(95), 1,
      anon_sym_TILDE,
    ACTIONS(97), 1,
      anon_sym_PIPE,
    ACTIONS(99), 1,
      sym__register,
    ACTIONS(101), 1,
      sym__uniform_register,
    ACTIONS(105), 1,
      anon_sym_c,
    ACTIONS(107), 1,
      anon_sym_LBRACK,
    ACTIONS(109), 1,
      sym_immediate,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(113), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(115), 1,
      sym__lower_word,
    ACTIONS(125), 1,
      anon_sym_SEMI,
    ACTIONS(127), 1,
      sym_encoding,
    STATE(45), 1,
      sym__relocation_call,
    STATE(46), 1,
      sym__decorated_register,
    STATE(47), 1,
      sym__decorated_uniform_register,
    STATE(185), 1,
      sym__operands,
    ACTIONS(123), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(44), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(103), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [389] = 22,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(87), 1,
      anon_sym_DASH,
    ACTIONS(89), 1,
      sym__relocation_open,
    ACTIONS(95), 1,
      anon_sym_TILDE,
    ACTIONS(97), 1,
      anon_sym_PIPE,
    ACTIONS(99), 1,
      sym__register,
    ACTIONS(101), 1,
      sym__uniform_register,
    ACTIONS(105), 1,
      anon_sym_c,
    ACTIONS(107), 1,
      anon_sym_LBRACK,
    ACTIONS(109), 1,
      sym_immediate,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(113), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(115), 1,
      sym__lower_word,
    ACTIONS(131), 1,
      anon_sym_SEMI,
    ACTIONS(133), 1,
      sym_encoding,
    STATE(45), 1,
      sym__relocation_call,
    STATE(46), 1,
      sym__decorated_register,
    STATE(47), 1,
      sym__decorated_uniform_register,
    STATE(173), 1,
      sym__operands,
    ACTIONS(129), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(44), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(103), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [464] = 20,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(137), 1,
      sym__newline,
    ACTIONS(141), 1,
      sym_separator,
    ACTIONS(143), 1,
      sym_function_end,
    ACTIONS(145), 1,
      sym_encoding,
    STATE(5), 1,
      sym_opcode,
    STATE(243), 1,
      sym_header_field,
    STATE(244), 1,
      sym_label,
    STATE(245), 1,
      sym_directive,
    STATE(246), 1,
      sym_instruction,
    STATE(247), 1,
      sym_line_info,
    STATE(12), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(135), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(139), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [532] = 20,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(149), 1,
      sym__newline,
    ACTIONS(153), 1,
      sym_separator,
    ACTIONS(155), 1,
      sym_function_end,
    ACTIONS(157), 1,
      sym_encoding,
    STATE(5), 1,
      sym_opcode,
    STATE(253), 1,
      sym_header_field,
    STATE(255), 1,
      sym_label,
    STATE(256), 1,
      sym_directive,
    STATE(261), 1,
      sym_line_info,
    STATE(291), 1,
      sym_instruction,
    STATE(11), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(147), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(151), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [600] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(161), 1,
      sym__newline,
    STATE(5), 1,
      sym_opcode,
    STATE(13), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(159), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(165), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(163), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(349), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [656] = 20,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(161), 1,
      sym__newline,
    ACTIONS(167), 1,
      sym_separator,
    ACTIONS(169), 1,
      sym_function_end,
    ACTIONS(171), 1,
      sym_encoding,
    STATE(5), 1,
      sym_opcode,
    STATE(230), 1,
      sym_header_field,
    STATE(234), 1,
      sym_label,
    STATE(236), 1,
      sym_directive,
    STATE(237), 1,
      sym_instruction,
    STATE(239), 1,
      sym_line_info,
    STATE(13), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(159), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(163), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [724] = 20,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(161), 1,
      sym__newline,
    ACTIONS(177), 1,
      sym_separator,
    ACTIONS(179), 1,
      sym_function_end,
    ACTIONS(181), 1,
      sym_encoding,
    STATE(5), 1,
      sym_opcode,
    STATE(271), 1,
      sym_header_field,
    STATE(275), 1,
      sym_label,
    STATE(277), 1,
      sym_directive,
    STATE(281), 1,
      sym_instruction,
    STATE(283), 1,
      sym_line_info,
    STATE(13), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(173), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(175), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [792] = 14,
    ACTIONS(3), 1,
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
    STATE(5), 1,
      sym_opcode,
    STATE(13), 2,
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
    STATE(349), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [848] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(211), 1,
      sym__newline,
    STATE(5), 1,
      sym_opcode,
    STATE(10), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(147), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(165), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(151), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(349), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [904] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(213), 1,
      sym__newline,
    STATE(5), 1,
      sym_opcode,
    STATE(16), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(135), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(165), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(139), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(349), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [960] = 14,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(23), 1,
      sym_address,
    ACTIONS(25), 1,
      sym_predicate,
    ACTIONS(27), 1,
      sym_mnemonic,
    ACTIONS(29), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(31), 1,
      sym__word,
    ACTIONS(33), 1,
      sym__dotname,
    ACTIONS(161), 1,
      sym__newline,
    STATE(5), 1,
      sym_opcode,
    STATE(13), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(165), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(173), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(175), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(349), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [1016] = 18,
    ACTIONS(87), 1,
      anon_sym_DASH,
    ACTIONS(89), 1,
      sym__relocation_open,
    ACTIONS(95), 1,
      anon_sym_TILDE,
    ACTIONS(97), 1,
      anon_sym_PIPE,
    ACTIONS(105), 1,
      anon_sym_c,
    ACTIONS(107), 1,
      anon_sym_LBRACK,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(113), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(115), 1,
      sym__lower_word,
    ACTIONS(215), 1,
      sym__register,
    ACTIONS(217), 1,
      sym__uniform_register,
    ACTIONS(221), 1,
      sym_immediate,
    ACTIONS(223), 1,
      sym_comment,
    STATE(120), 1,
      sym__decorated_register,
    STATE(121), 1,
      sym__decorated_uniform_register,
    STATE(126), 1,
      sym__relocation_call,
    STATE(119), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(219), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [1078] = 6,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(227), 1,
      anon_sym_COLON,
    ACTIONS(231), 1,
      sym_modifier,
    STATE(21), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(229), 6,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(225), 15,
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
  [1116] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym_modifier,
    STATE(19), 1,
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
  [1151] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(231), 1,
      sym_modifier,
    STATE(21), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(229), 6,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(225), 15,
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
  [1186] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(244), 1,
      sym_modifier,
    STATE(19), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(242), 6,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(240), 15,
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
  [1221] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(248), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(246), 10,
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
  [1247] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(252), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(250), 10,
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
  [1273] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(254), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(41), 10,
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
  [1299] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(227), 1,
      anon_sym_COLON,
    ACTIONS(260), 1,
      anon_sym_LPAREN,
    ACTIONS(262), 1,
      sym__relocation_open,
    ACTIONS(264), 1,
      sym_number,
    ACTIONS(266), 1,
      sym_symbol,
    ACTIONS(268), 1,
      sym__dotname,
    STATE(138), 1,
      sym__relocation_call,
    STATE(145), 1,
      sym__relocation_suffix,
    ACTIONS(256), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(258), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(137), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1342] = 11,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(260), 1,
      anon_sym_LPAREN,
    ACTIONS(262), 1,
      sym__relocation_open,
    ACTIONS(266), 1,
      sym_symbol,
    ACTIONS(268), 1,
      sym__dotname,
    ACTIONS(274), 1,
      sym_number,
    STATE(138), 1,
      sym__relocation_call,
    STATE(145), 1,
      sym__relocation_suffix,
    ACTIONS(270), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(272), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(143), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1382] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(260), 1,
      anon_sym_LPAREN,
    ACTIONS(262), 1,
      sym__relocation_open,
    ACTIONS(266), 1,
      sym_symbol,
    ACTIONS(268), 1,
      sym__dotname,
    ACTIONS(278), 1,
      sym_number,
    STATE(138), 1,
      sym__relocation_call,
    STATE(145), 1,
      sym__relocation_suffix,
    ACTIONS(276), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(197), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1418] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(260), 1,
      anon_sym_LPAREN,
    ACTIONS(262), 1,
      sym__relocation_open,
    ACTIONS(266), 1,
      sym_symbol,
    ACTIONS(268), 1,
      sym__dotname,
    ACTIONS(282), 1,
      sym_number,
    STATE(138), 1,
      sym__relocation_call,
    STATE(145), 1,
      sym__relocation_suffix,
    ACTIONS(280), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(142), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1454] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(260), 1,
      anon_sym_LPAREN,
    ACTIONS(262), 1,
      sym__relocation_open,
    ACTIONS(266), 1,
      sym_symbol,
    ACTIONS(268), 1,
      sym__dotname,
    ACTIONS(286), 1,
      sym_number,
    STATE(138), 1,
      sym__relocation_call,
    STATE(145), 1,
      sym__relocation_suffix,
    ACTIONS(284), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(196), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1490] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(260), 1,
      anon_sym_LPAREN,
    ACTIONS(262), 1,
      sym__relocation_open,
    ACTIONS(266), 1,
      sym_symbol,
    ACTIONS(268), 1,
      sym__dotname,
    ACTIONS(290), 1,
      sym_number,
    STATE(138), 1,
      sym__relocation_call,
    STATE(145), 1,
      sym__relocation_suffix,
    ACTIONS(288), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(146), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1526] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(260), 1,
      anon_sym_LPAREN,
    ACTIONS(262), 1,
      sym__relocation_open,
    ACTIONS(266), 1,
      sym_symbol,
    ACTIONS(268), 1,
      sym__dotname,
    ACTIONS(294), 1,
      sym_number,
    STATE(138), 1,
      sym__relocation_call,
    STATE(145), 1,
      sym__relocation_suffix,
    ACTIONS(292), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(215), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1562] = 14,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(300), 1,
      sym_modifier,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(310), 1,
      anon_sym_RBRACK,
    ACTIONS(312), 1,
      sym_immediate,
    STATE(40), 1,
      aux_sym__address_terms_repeat1,
    STATE(91), 1,
      aux_sym_opcode_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1605] = 14,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(314), 1,
      sym_modifier,
    ACTIONS(316), 1,
      anon_sym_RBRACK,
    ACTIONS(318), 1,
      sym_immediate,
    STATE(39), 1,
      aux_sym__address_terms_repeat1,
    STATE(92), 1,
      aux_sym_opcode_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1648] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(324), 1,
      sym_modifier,
    STATE(52), 1,
      aux_sym_opcode_repeat1,
    STATE(53), 1,
      aux_sym__operands_repeat1,
    STATE(182), 1,
      sym_label_ref,
    ACTIONS(326), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(320), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [1680] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(330), 1,
      sym_modifier,
    STATE(50), 1,
      aux_sym_opcode_repeat1,
    STATE(51), 1,
      aux_sym__operands_repeat1,
    STATE(180), 1,
      sym_label_ref,
    ACTIONS(332), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(328), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [1712] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(334), 1,
      anon_sym_RBRACK,
    ACTIONS(336), 1,
      sym_immediate,
    STATE(42), 1,
      aux_sym__address_terms_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1749] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(310), 1,
      anon_sym_RBRACK,
    ACTIONS(312), 1,
      sym_immediate,
    STATE(40), 1,
      aux_sym__address_terms_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1786] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(316), 1,
      anon_sym_RBRACK,
    ACTIONS(318), 1,
      sym_immediate,
    STATE(39), 1,
      aux_sym__address_terms_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1823] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(338), 1,
      anon_sym_RBRACK,
    ACTIONS(340), 1,
      sym_immediate,
    STATE(41), 1,
      aux_sym__address_terms_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1860] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(340), 1,
      sym_immediate,
    ACTIONS(342), 1,
      anon_sym_RBRACK,
    STATE(41), 1,
      aux_sym__address_terms_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1897] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(344), 1,
      anon_sym_PLUS,
    ACTIONS(347), 1,
      anon_sym_DASH,
    ACTIONS(350), 1,
      anon_sym_TILDE,
    ACTIONS(353), 1,
      anon_sym_PIPE,
    ACTIONS(356), 1,
      sym__register,
    ACTIONS(359), 1,
      sym__uniform_register,
    ACTIONS(362), 1,
      anon_sym_RBRACK,
    ACTIONS(364), 1,
      sym_immediate,
    STATE(41), 1,
      aux_sym__address_terms_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1934] = 12,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(296), 1,
      anon_sym_PLUS,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(306), 1,
      sym__register,
    ACTIONS(308), 1,
      sym__uniform_register,
    ACTIONS(340), 1,
      sym_immediate,
    ACTIONS(367), 1,
      anon_sym_RBRACK,
    STATE(41), 1,
      aux_sym__address_terms_repeat1,
    STATE(129), 1,
      sym__decorated_register,
    STATE(130), 1,
      sym__decorated_uniform_register,
  [1971] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(371), 1,
      sym_modifier,
    STATE(87), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(369), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [1991] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    STATE(54), 1,
      aux_sym__operands_repeat1,
    STATE(183), 1,
      sym_label_ref,
    ACTIONS(375), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(373), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2017] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(379), 1,
      sym_immediate,
    ACTIONS(381), 1,
      sym__float_special,
    STATE(55), 1,
      aux_sym__operands_repeat1,
    STATE(161), 1,
      sym_label_ref,
    ACTIONS(377), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2045] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    STATE(56), 1,
      aux_sym__operands_repeat1,
    STATE(180), 1,
      sym_label_ref,
    ACTIONS(332), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(328), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2071] = 7,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    STATE(57), 1,
      aux_sym__operands_repeat1,
    STATE(182), 1,
      sym_label_ref,
    ACTIONS(326), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(320), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2097] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(385), 1,
      sym_modifier,
    STATE(58), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(383), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2117] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(389), 1,
      sym_modifier,
    STATE(59), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(387), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2137] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(383), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2157] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(395), 1,
      sym_immediate,
    ACTIONS(397), 1,
      sym__float_special,
    STATE(109), 1,
      aux_sym__operands_repeat1,
    STATE(153), 1,
      sym_label_ref,
    ACTIONS(393), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2185] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(387), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2205] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(401), 1,
      sym_immediate,
    ACTIONS(403), 1,
      sym__float_special,
    STATE(109), 1,
      aux_sym__operands_repeat1,
    STATE(157), 1,
      sym_label_ref,
    ACTIONS(399), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2233] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(407), 1,
      sym_immediate,
    ACTIONS(409), 1,
      sym__float_special,
    STATE(109), 1,
      aux_sym__operands_repeat1,
    STATE(160), 1,
      sym_label_ref,
    ACTIONS(405), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2261] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(413), 1,
      sym_immediate,
    ACTIONS(415), 1,
      sym__float_special,
    STATE(109), 1,
      aux_sym__operands_repeat1,
    STATE(166), 1,
      sym_label_ref,
    ACTIONS(411), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2289] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(417), 1,
      sym_immediate,
    ACTIONS(419), 1,
      sym__float_special,
    STATE(109), 1,
      aux_sym__operands_repeat1,
    STATE(169), 1,
      sym_label_ref,
    ACTIONS(393), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2317] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(111), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(322), 1,
      anon_sym_COMMA,
    ACTIONS(421), 1,
      sym_immediate,
    ACTIONS(423), 1,
      sym__float_special,
    STATE(109), 1,
      aux_sym__operands_repeat1,
    STATE(172), 1,
      sym_label_ref,
    ACTIONS(399), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [2345] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(425), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2365] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(427), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2385] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(429), 1,
      sym_modifier,
    STATE(68), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(425), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2405] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(431), 1,
      sym_modifier,
    STATE(69), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(427), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2425] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(330), 1,
      sym_modifier,
    STATE(50), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(433), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2445] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(324), 1,
      sym_modifier,
    STATE(52), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(435), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2465] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(300), 1,
      sym_modifier,
    ACTIONS(439), 1,
      anon_sym_DASH,
    STATE(91), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(437), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2487] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(314), 1,
      sym_modifier,
    ACTIONS(443), 1,
      anon_sym_DASH,
    STATE(92), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(441), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2509] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(447), 1,
      sym_modifier,
    STATE(108), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(445), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2529] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      sym_modifier,
    STATE(73), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(449), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2549] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(445), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2569] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(449), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2589] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(300), 1,
      sym_modifier,
    ACTIONS(455), 1,
      anon_sym_DASH,
    STATE(91), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(453), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2611] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(314), 1,
      sym_modifier,
    ACTIONS(459), 1,
      anon_sym_DASH,
    STATE(92), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(457), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2633] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(463), 1,
      sym_modifier,
    STATE(75), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(461), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2653] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(465), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2673] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(467), 1,
      sym_modifier,
    STATE(76), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(465), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2693] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(469), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2713] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(471), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2733] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      sym_modifier,
    STATE(79), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(473), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2753] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(479), 1,
      sym_modifier,
    STATE(80), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(477), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2773] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(481), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2793] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(483), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2813] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    STATE(83), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(483), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2833] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(489), 1,
      sym_modifier,
    STATE(85), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(487), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2853] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(491), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2873] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(493), 1,
      sym_modifier,
    STATE(86), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(491), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2893] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(369), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2913] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(495), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2933] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(497), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2953] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(499), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(233), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2973] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(502), 1,
      anon_sym_DASH,
    ACTIONS(504), 1,
      sym_modifier,
    STATE(93), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(383), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [2995] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(506), 1,
      anon_sym_DASH,
    ACTIONS(508), 1,
      sym_modifier,
    STATE(94), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(387), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3017] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(502), 1,
      anon_sym_DASH,
    ACTIONS(510), 1,
      sym_modifier,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(383), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3039] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(506), 1,
      anon_sym_DASH,
    ACTIONS(510), 1,
      sym_modifier,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(387), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3061] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(512), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(425), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3083] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(514), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(427), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3105] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(512), 1,
      anon_sym_DASH,
    ACTIONS(516), 1,
      sym_modifier,
    STATE(99), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(425), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3127] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(514), 1,
      anon_sym_DASH,
    ACTIONS(518), 1,
      sym_modifier,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(427), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3149] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(520), 1,
      anon_sym_DASH,
    ACTIONS(522), 1,
      sym_modifier,
    STATE(101), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(445), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3171] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(524), 1,
      anon_sym_DASH,
    ACTIONS(526), 1,
      sym_modifier,
    STATE(103), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(449), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3193] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(520), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(445), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3215] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(524), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(449), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3237] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(528), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(461), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3259] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(528), 1,
      anon_sym_DASH,
    ACTIONS(530), 1,
      sym_modifier,
    STATE(105), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(461), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3281] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(532), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(465), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3303] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(532), 1,
      anon_sym_DASH,
    ACTIONS(534), 1,
      sym_modifier,
    STATE(106), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(465), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3325] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(536), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(469), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3347] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(538), 1,
      anon_sym_DASH,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(471), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3369] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(235), 1,
      anon_sym_DASH,
    ACTIONS(540), 1,
      sym_modifier,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(233), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3391] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      sym_modifier,
    STATE(88), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(461), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3411] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(545), 1,
      anon_sym_COMMA,
    STATE(109), 1,
      aux_sym__operands_repeat1,
    ACTIONS(543), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3430] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(550), 1,
      anon_sym_LBRACK,
    ACTIONS(548), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3447] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(554), 1,
      anon_sym_LBRACK,
    ACTIONS(552), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3464] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(556), 1,
      sym__register,
    ACTIONS(558), 1,
      sym__uniform_register,
    ACTIONS(560), 1,
      sym_immediate,
    STATE(37), 1,
      sym__decorated_register,
    STATE(38), 1,
      sym__decorated_uniform_register,
    STATE(350), 1,
      sym__address_terms,
  [3495] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(556), 1,
      sym__register,
    ACTIONS(558), 1,
      sym__uniform_register,
    ACTIONS(560), 1,
      sym_immediate,
    STATE(37), 1,
      sym__decorated_register,
    STATE(38), 1,
      sym__decorated_uniform_register,
    STATE(351), 1,
      sym__address_terms,
  [3526] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(556), 1,
      sym__register,
    ACTIONS(558), 1,
      sym__uniform_register,
    ACTIONS(560), 1,
      sym_immediate,
    STATE(37), 1,
      sym__decorated_register,
    STATE(38), 1,
      sym__decorated_uniform_register,
    STATE(358), 1,
      sym__address_terms,
  [3557] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(556), 1,
      sym__register,
    ACTIONS(558), 1,
      sym__uniform_register,
    ACTIONS(560), 1,
      sym_immediate,
    STATE(37), 1,
      sym__decorated_register,
    STATE(38), 1,
      sym__decorated_uniform_register,
    STATE(355), 1,
      sym__address_terms,
  [3588] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(556), 1,
      sym__register,
    ACTIONS(558), 1,
      sym__uniform_register,
    ACTIONS(560), 1,
      sym_immediate,
    STATE(37), 1,
      sym__decorated_register,
    STATE(38), 1,
      sym__decorated_uniform_register,
    STATE(354), 1,
      sym__address_terms,
  [3619] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(556), 1,
      sym__register,
    ACTIONS(558), 1,
      sym__uniform_register,
    ACTIONS(560), 1,
      sym_immediate,
    STATE(37), 1,
      sym__decorated_register,
    STATE(38), 1,
      sym__decorated_uniform_register,
    STATE(295), 1,
      sym__address_terms,
  [3650] = 10,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(556), 1,
      sym__register,
    ACTIONS(558), 1,
      sym__uniform_register,
    ACTIONS(560), 1,
      sym_immediate,
    STATE(37), 1,
      sym__decorated_register,
    STATE(38), 1,
      sym__decorated_uniform_register,
    STATE(357), 1,
      sym__address_terms,
  [3681] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(562), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3695] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(433), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3709] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(435), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3723] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(552), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3737] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(564), 1,
      anon_sym_DASH,
    ACTIONS(362), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3753] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(455), 1,
      anon_sym_DASH,
    ACTIONS(453), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3769] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(459), 1,
      anon_sym_DASH,
    ACTIONS(457), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3785] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(566), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3799] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(568), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3813] = 9,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(298), 1,
      anon_sym_DASH,
    ACTIONS(302), 1,
      anon_sym_TILDE,
    ACTIONS(304), 1,
      anon_sym_PIPE,
    ACTIONS(570), 1,
      sym__register,
    ACTIONS(572), 1,
      sym__uniform_register,
    ACTIONS(574), 1,
      sym_immediate,
    STATE(124), 1,
      sym__decorated_register,
    STATE(125), 1,
      sym__decorated_uniform_register,
  [3841] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(439), 1,
      anon_sym_DASH,
    ACTIONS(437), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3857] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(443), 1,
      anon_sym_DASH,
    ACTIONS(441), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3873] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(576), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3887] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(578), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3901] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(580), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3915] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(582), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3929] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(586), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(584), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [3944] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(590), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(588), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [3959] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(177), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(592), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(596), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [3977] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(598), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [3989] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(600), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4001] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(602), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4013] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(568), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4025] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(604), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4037] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(181), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(596), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(606), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4055] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(608), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4067] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(598), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4079] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(596), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(610), 3,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
  [4092] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(154), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(612), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4106] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(616), 1,
      anon_sym_SEMI,
    ACTIONS(618), 1,
      sym_encoding,
    ACTIONS(614), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4120] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(174), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(620), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4134] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(149), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(622), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4148] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(624), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4158] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(624), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4168] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(624), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4178] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(174), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(626), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4192] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4202] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4212] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4222] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(630), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4232] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(630), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4242] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(630), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4252] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(632), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4262] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(634), 1,
      sym_predicate,
    ACTIONS(636), 1,
      sym_mnemonic,
    ACTIONS(638), 1,
      sym__dotname,
    STATE(6), 1,
      sym_opcode,
  [4278] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(632), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4288] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(640), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4298] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(640), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4308] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(640), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4318] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(624), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4328] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(624), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4338] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(624), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4348] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4358] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4368] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4378] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(644), 1,
      anon_sym_SEMI,
    ACTIONS(646), 1,
      sym_encoding,
    ACTIONS(642), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4392] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(648), 1,
      anon_sym_COMMA,
    STATE(174), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(610), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4406] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(653), 1,
      anon_sym_SEMI,
    ACTIONS(655), 1,
      sym_encoding,
    ACTIONS(651), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4420] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(227), 1,
      anon_sym_COLON,
    ACTIONS(659), 1,
      anon_sym_EQ,
    ACTIONS(657), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4434] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(174), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(661), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4448] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(665), 1,
      anon_sym_COMMA,
    ACTIONS(667), 1,
      anon_sym_inlined,
    ACTIONS(663), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4462] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(632), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4472] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(669), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4482] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    STATE(174), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(671), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4496] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(673), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4506] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(675), 4,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_SEMI,
      sym_encoding,
  [4516] = 5,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(677), 1,
      anon_sym_PIPE,
    ACTIONS(679), 1,
      sym__register,
    ACTIONS(681), 1,
      sym__uniform_register,
    ACTIONS(683), 1,
      anon_sym_c,
  [4532] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(687), 1,
      anon_sym_SEMI,
    ACTIONS(689), 1,
      sym_encoding,
    ACTIONS(685), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4546] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(691), 1,
      sym_modifier,
    ACTIONS(693), 1,
      anon_sym_PIPE,
    STATE(214), 1,
      aux_sym_opcode_repeat1,
  [4559] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(697), 1,
      sym_encoding,
    ACTIONS(695), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4570] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(701), 1,
      sym_encoding,
    ACTIONS(699), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4581] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(705), 1,
      sym_encoding,
    ACTIONS(703), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4592] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(709), 1,
      sym_encoding,
    ACTIONS(707), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4603] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(713), 1,
      sym_encoding,
    ACTIONS(711), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4614] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(717), 1,
      sym_encoding,
    ACTIONS(715), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4625] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(721), 1,
      sym_encoding,
    ACTIONS(719), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4636] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(723), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4649] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(725), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4662] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(727), 1,
      anon_sym_RPAREN,
    ACTIONS(596), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4673] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(729), 1,
      anon_sym_RPAREN,
    ACTIONS(596), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4684] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(731), 1,
      ts_builtin_sym_end,
    ACTIONS(733), 1,
      sym__newline,
    ACTIONS(735), 1,
      sym_header_value,
  [4697] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(737), 1,
      sym_modifier,
    ACTIONS(739), 1,
      anon_sym_PIPE,
    STATE(194), 1,
      aux_sym_opcode_repeat1,
  [4710] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(741), 1,
      sym_modifier,
    ACTIONS(743), 1,
      anon_sym_PIPE,
    STATE(222), 1,
      aux_sym_opcode_repeat1,
  [4723] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(745), 1,
      sym_modifier,
    ACTIONS(747), 1,
      anon_sym_PIPE,
    STATE(204), 1,
      aux_sym_opcode_repeat1,
  [4736] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(749), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4749] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(753), 1,
      anon_sym_inlined,
    ACTIONS(751), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4760] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(755), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4773] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(757), 1,
      sym_modifier,
    ACTIONS(759), 1,
      anon_sym_PIPE,
    STATE(195), 1,
      aux_sym_opcode_repeat1,
  [4786] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(761), 1,
      sym__register,
    ACTIONS(763), 1,
      sym__uniform_register,
    ACTIONS(765), 1,
      anon_sym_c,
  [4799] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(767), 1,
      sym__register,
    ACTIONS(769), 1,
      sym__uniform_register,
    ACTIONS(771), 1,
      anon_sym_c,
  [4812] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(773), 1,
      sym_modifier,
    ACTIONS(775), 1,
      anon_sym_PIPE,
    STATE(211), 1,
      aux_sym_opcode_repeat1,
  [4825] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(777), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4838] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(781), 1,
      sym_encoding,
    ACTIONS(779), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4849] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(739), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4862] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(783), 1,
      anon_sym_PIPE,
    ACTIONS(785), 1,
      sym__register,
    ACTIONS(787), 1,
      sym__uniform_register,
  [4875] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(789), 1,
      ts_builtin_sym_end,
    ACTIONS(791), 1,
      sym__newline,
    ACTIONS(793), 1,
      sym_header_value,
  [4888] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(759), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4901] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(795), 1,
      anon_sym_RPAREN,
    ACTIONS(596), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [4912] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(797), 1,
      sym_modifier,
    ACTIONS(799), 1,
      anon_sym_PIPE,
    STATE(220), 1,
      aux_sym_opcode_repeat1,
  [4925] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(801), 1,
      sym_modifier,
    ACTIONS(803), 1,
      anon_sym_PIPE,
    STATE(221), 1,
      aux_sym_opcode_repeat1,
  [4938] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(805), 1,
      sym_modifier,
    ACTIONS(807), 1,
      anon_sym_PIPE,
    STATE(202), 1,
      aux_sym_opcode_repeat1,
  [4951] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(809), 1,
      sym_modifier,
    ACTIONS(811), 1,
      anon_sym_PIPE,
    STATE(209), 1,
      aux_sym_opcode_repeat1,
  [4964] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(807), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4977] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(811), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [4990] = 4,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_modifier,
    ACTIONS(813), 1,
      anon_sym_PIPE,
    STATE(107), 1,
      aux_sym_opcode_repeat1,
  [5003] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5013] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(819), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5021] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(821), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5029] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(823), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5037] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(825), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5045] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(827), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5053] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(829), 1,
      ts_builtin_sym_end,
    ACTIONS(831), 1,
      sym__newline,
  [5063] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5073] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(835), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5081] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(837), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5089] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(839), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5097] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5107] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(622), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5115] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5125] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5135] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(841), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5143] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5153] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5163] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5173] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(831), 1,
      sym__newline,
    ACTIONS(843), 1,
      ts_builtin_sym_end,
  [5183] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5193] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5203] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5213] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5223] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(815), 1,
      ts_builtin_sym_end,
    ACTIONS(817), 1,
      sym__newline,
  [5233] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(845), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5241] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5251] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5261] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5271] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(849), 1,
      sym__register,
    ACTIONS(851), 1,
      sym__uniform_register,
  [5281] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5291] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(853), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5299] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5309] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5319] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(855), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5327] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5337] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(859), 1,
      ts_builtin_sym_end,
    ACTIONS(861), 1,
      sym__newline,
  [5347] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5357] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5367] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(636), 1,
      sym_mnemonic,
    STATE(7), 1,
      sym_opcode,
  [5377] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(863), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5385] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(865), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5393] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(867), 1,
      ts_builtin_sym_end,
    ACTIONS(869), 1,
      sym__newline,
  [5403] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(871), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5411] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(873), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5419] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(875), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5427] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(877), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5435] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5445] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5455] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(879), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5463] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(881), 1,
      ts_builtin_sym_end,
    ACTIONS(883), 1,
      sym__newline,
  [5473] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(885), 1,
      anon_sym_DOTtext_DOT,
    ACTIONS(887), 1,
      sym__dotname,
  [5483] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5493] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(889), 1,
      sym_symbol,
    ACTIONS(891), 1,
      sym__dotname,
  [5503] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5513] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(893), 1,
      sym__register,
    ACTIONS(895), 1,
      sym__uniform_register,
  [5523] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(897), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5531] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(899), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5539] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5549] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(636), 1,
      sym_mnemonic,
    STATE(4), 1,
      sym_opcode,
  [5559] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(857), 1,
      ts_builtin_sym_end,
  [5569] = 3,
    ACTIONS(35), 1,
      ts_builtin_sym_end,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(883), 1,
      sym__newline,
  [5579] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5589] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5599] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(833), 1,
      ts_builtin_sym_end,
  [5609] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(901), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5617] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(903), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5625] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(905), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5633] = 3,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(847), 1,
      ts_builtin_sym_end,
  [5643] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(907), 1,
      sym_header_value,
  [5650] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(909), 1,
      anon_sym_column,
  [5657] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(911), 1,
      anon_sym_at,
  [5664] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(913), 1,
      anon_sym_RBRACK,
  [5671] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(915), 1,
      anon_sym_RPAREN,
  [5678] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(917), 1,
      sym_immediate,
  [5685] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(919), 1,
      anon_sym_RBRACK,
  [5692] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(921), 1,
      sym_number,
  [5699] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(923), 1,
      anon_sym_DQUOTE,
  [5706] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(925), 1,
      sym_immediate,
  [5713] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(927), 1,
      sym__word,
  [5720] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(929), 1,
      anon_sym_RBRACK,
  [5727] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(931), 1,
      anon_sym_LBRACK,
  [5734] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(933), 1,
      sym_path,
  [5741] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(935), 1,
      sym_path,
  [5748] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(937), 1,
      ts_builtin_sym_end,
  [5755] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(939), 1,
      ts_builtin_sym_end,
  [5762] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(941), 1,
      anon_sym_RBRACK,
  [5769] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(943), 1,
      ts_builtin_sym_end,
  [5776] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(945), 1,
      anon_sym_at,
  [5783] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(947), 1,
      anon_sym_DQUOTE,
  [5790] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(949), 1,
      anon_sym_EQ,
  [5797] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(951), 1,
      anon_sym_COLON,
  [5804] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(953), 1,
      anon_sym_File,
  [5811] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(955), 1,
      anon_sym_DQUOTE,
  [5818] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(957), 1,
      anon_sym_COMMA,
  [5825] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(959), 1,
      anon_sym_LBRACK,
  [5832] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(961), 1,
      sym_path,
  [5839] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(963), 1,
      anon_sym_line,
  [5846] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(965), 1,
      anon_sym_DQUOTE,
  [5853] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(967), 1,
      sym_number,
  [5860] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(969), 1,
      anon_sym_COMMA,
  [5867] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(883), 1,
      sym__newline,
  [5874] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(971), 1,
      anon_sym_line,
  [5881] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(973), 1,
      sym_number,
  [5888] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(975), 1,
      anon_sym_for,
  [5895] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(977), 1,
      anon_sym_RPAREN,
  [5902] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(979), 1,
      sym_symbol,
  [5909] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(981), 1,
      anon_sym_COLON,
  [5916] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(983), 1,
      anon_sym_LBRACK,
  [5923] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(985), 1,
      sym_arch,
  [5930] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(987), 1,
      anon_sym_DQUOTE,
  [5937] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(939), 1,
      ts_builtin_sym_end,
  [5944] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(989), 1,
      anon_sym_LBRACK,
  [5951] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(991), 1,
      anon_sym_RBRACK,
  [5958] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(993), 1,
      anon_sym_LBRACK,
  [5965] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(995), 1,
      anon_sym_LBRACK,
  [5972] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(997), 1,
      anon_sym_LBRACK,
  [5979] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(999), 1,
      sym__newline,
  [5986] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1001), 1,
      sym_immediate,
  [5993] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1003), 1,
      sym__newline,
  [6000] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1005), 1,
      sym_number,
  [6007] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1007), 1,
      anon_sym_code,
  [6014] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1009), 1,
      sym_immediate,
  [6021] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(831), 1,
      sym__newline,
  [6028] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1011), 1,
      anon_sym_LBRACK,
  [6035] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1013), 1,
      anon_sym_COMMA,
  [6042] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(817), 1,
      sym__newline,
  [6049] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1015), 1,
      anon_sym_RBRACK,
  [6056] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1017), 1,
      anon_sym_RBRACK,
  [6063] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1019), 1,
      anon_sym_DQUOTE,
  [6070] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1021), 1,
      sym_symbol,
  [6077] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1023), 1,
      anon_sym_RBRACK,
  [6084] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1025), 1,
      anon_sym_RBRACK,
  [6091] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(937), 1,
      ts_builtin_sym_end,
  [6098] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1027), 1,
      anon_sym_RBRACK,
  [6105] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1029), 1,
      anon_sym_RBRACK,
  [6112] = 2,
    ACTIONS(223), 1,
      sym_comment,
    ACTIONS(1031), 1,
      anon_sym_line,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 85,
  [SMALL_STATE(4)] = 164,
  [SMALL_STATE(5)] = 239,
  [SMALL_STATE(6)] = 314,
  [SMALL_STATE(7)] = 389,
  [SMALL_STATE(8)] = 464,
  [SMALL_STATE(9)] = 532,
  [SMALL_STATE(10)] = 600,
  [SMALL_STATE(11)] = 656,
  [SMALL_STATE(12)] = 724,
  [SMALL_STATE(13)] = 792,
  [SMALL_STATE(14)] = 848,
  [SMALL_STATE(15)] = 904,
  [SMALL_STATE(16)] = 960,
  [SMALL_STATE(17)] = 1016,
  [SMALL_STATE(18)] = 1078,
  [SMALL_STATE(19)] = 1116,
  [SMALL_STATE(20)] = 1151,
  [SMALL_STATE(21)] = 1186,
  [SMALL_STATE(22)] = 1221,
  [SMALL_STATE(23)] = 1247,
  [SMALL_STATE(24)] = 1273,
  [SMALL_STATE(25)] = 1299,
  [SMALL_STATE(26)] = 1342,
  [SMALL_STATE(27)] = 1382,
  [SMALL_STATE(28)] = 1418,
  [SMALL_STATE(29)] = 1454,
  [SMALL_STATE(30)] = 1490,
  [SMALL_STATE(31)] = 1526,
  [SMALL_STATE(32)] = 1562,
  [SMALL_STATE(33)] = 1605,
  [SMALL_STATE(34)] = 1648,
  [SMALL_STATE(35)] = 1680,
  [SMALL_STATE(36)] = 1712,
  [SMALL_STATE(37)] = 1749,
  [SMALL_STATE(38)] = 1786,
  [SMALL_STATE(39)] = 1823,
  [SMALL_STATE(40)] = 1860,
  [SMALL_STATE(41)] = 1897,
  [SMALL_STATE(42)] = 1934,
  [SMALL_STATE(43)] = 1971,
  [SMALL_STATE(44)] = 1991,
  [SMALL_STATE(45)] = 2017,
  [SMALL_STATE(46)] = 2045,
  [SMALL_STATE(47)] = 2071,
  [SMALL_STATE(48)] = 2097,
  [SMALL_STATE(49)] = 2117,
  [SMALL_STATE(50)] = 2137,
  [SMALL_STATE(51)] = 2157,
  [SMALL_STATE(52)] = 2185,
  [SMALL_STATE(53)] = 2205,
  [SMALL_STATE(54)] = 2233,
  [SMALL_STATE(55)] = 2261,
  [SMALL_STATE(56)] = 2289,
  [SMALL_STATE(57)] = 2317,
  [SMALL_STATE(58)] = 2345,
  [SMALL_STATE(59)] = 2365,
  [SMALL_STATE(60)] = 2385,
  [SMALL_STATE(61)] = 2405,
  [SMALL_STATE(62)] = 2425,
  [SMALL_STATE(63)] = 2445,
  [SMALL_STATE(64)] = 2465,
  [SMALL_STATE(65)] = 2487,
  [SMALL_STATE(66)] = 2509,
  [SMALL_STATE(67)] = 2529,
  [SMALL_STATE(68)] = 2549,
  [SMALL_STATE(69)] = 2569,
  [SMALL_STATE(70)] = 2589,
  [SMALL_STATE(71)] = 2611,
  [SMALL_STATE(72)] = 2633,
  [SMALL_STATE(73)] = 2653,
  [SMALL_STATE(74)] = 2673,
  [SMALL_STATE(75)] = 2693,
  [SMALL_STATE(76)] = 2713,
  [SMALL_STATE(77)] = 2733,
  [SMALL_STATE(78)] = 2753,
  [SMALL_STATE(79)] = 2773,
  [SMALL_STATE(80)] = 2793,
  [SMALL_STATE(81)] = 2813,
  [SMALL_STATE(82)] = 2833,
  [SMALL_STATE(83)] = 2853,
  [SMALL_STATE(84)] = 2873,
  [SMALL_STATE(85)] = 2893,
  [SMALL_STATE(86)] = 2913,
  [SMALL_STATE(87)] = 2933,
  [SMALL_STATE(88)] = 2953,
  [SMALL_STATE(89)] = 2973,
  [SMALL_STATE(90)] = 2995,
  [SMALL_STATE(91)] = 3017,
  [SMALL_STATE(92)] = 3039,
  [SMALL_STATE(93)] = 3061,
  [SMALL_STATE(94)] = 3083,
  [SMALL_STATE(95)] = 3105,
  [SMALL_STATE(96)] = 3127,
  [SMALL_STATE(97)] = 3149,
  [SMALL_STATE(98)] = 3171,
  [SMALL_STATE(99)] = 3193,
  [SMALL_STATE(100)] = 3215,
  [SMALL_STATE(101)] = 3237,
  [SMALL_STATE(102)] = 3259,
  [SMALL_STATE(103)] = 3281,
  [SMALL_STATE(104)] = 3303,
  [SMALL_STATE(105)] = 3325,
  [SMALL_STATE(106)] = 3347,
  [SMALL_STATE(107)] = 3369,
  [SMALL_STATE(108)] = 3391,
  [SMALL_STATE(109)] = 3411,
  [SMALL_STATE(110)] = 3430,
  [SMALL_STATE(111)] = 3447,
  [SMALL_STATE(112)] = 3464,
  [SMALL_STATE(113)] = 3495,
  [SMALL_STATE(114)] = 3526,
  [SMALL_STATE(115)] = 3557,
  [SMALL_STATE(116)] = 3588,
  [SMALL_STATE(117)] = 3619,
  [SMALL_STATE(118)] = 3650,
  [SMALL_STATE(119)] = 3681,
  [SMALL_STATE(120)] = 3695,
  [SMALL_STATE(121)] = 3709,
  [SMALL_STATE(122)] = 3723,
  [SMALL_STATE(123)] = 3737,
  [SMALL_STATE(124)] = 3753,
  [SMALL_STATE(125)] = 3769,
  [SMALL_STATE(126)] = 3785,
  [SMALL_STATE(127)] = 3799,
  [SMALL_STATE(128)] = 3813,
  [SMALL_STATE(129)] = 3841,
  [SMALL_STATE(130)] = 3857,
  [SMALL_STATE(131)] = 3873,
  [SMALL_STATE(132)] = 3887,
  [SMALL_STATE(133)] = 3901,
  [SMALL_STATE(134)] = 3915,
  [SMALL_STATE(135)] = 3929,
  [SMALL_STATE(136)] = 3944,
  [SMALL_STATE(137)] = 3959,
  [SMALL_STATE(138)] = 3977,
  [SMALL_STATE(139)] = 3989,
  [SMALL_STATE(140)] = 4001,
  [SMALL_STATE(141)] = 4013,
  [SMALL_STATE(142)] = 4025,
  [SMALL_STATE(143)] = 4037,
  [SMALL_STATE(144)] = 4055,
  [SMALL_STATE(145)] = 4067,
  [SMALL_STATE(146)] = 4079,
  [SMALL_STATE(147)] = 4092,
  [SMALL_STATE(148)] = 4106,
  [SMALL_STATE(149)] = 4120,
  [SMALL_STATE(150)] = 4134,
  [SMALL_STATE(151)] = 4148,
  [SMALL_STATE(152)] = 4158,
  [SMALL_STATE(153)] = 4168,
  [SMALL_STATE(154)] = 4178,
  [SMALL_STATE(155)] = 4192,
  [SMALL_STATE(156)] = 4202,
  [SMALL_STATE(157)] = 4212,
  [SMALL_STATE(158)] = 4222,
  [SMALL_STATE(159)] = 4232,
  [SMALL_STATE(160)] = 4242,
  [SMALL_STATE(161)] = 4252,
  [SMALL_STATE(162)] = 4262,
  [SMALL_STATE(163)] = 4278,
  [SMALL_STATE(164)] = 4288,
  [SMALL_STATE(165)] = 4298,
  [SMALL_STATE(166)] = 4308,
  [SMALL_STATE(167)] = 4318,
  [SMALL_STATE(168)] = 4328,
  [SMALL_STATE(169)] = 4338,
  [SMALL_STATE(170)] = 4348,
  [SMALL_STATE(171)] = 4358,
  [SMALL_STATE(172)] = 4368,
  [SMALL_STATE(173)] = 4378,
  [SMALL_STATE(174)] = 4392,
  [SMALL_STATE(175)] = 4406,
  [SMALL_STATE(176)] = 4420,
  [SMALL_STATE(177)] = 4434,
  [SMALL_STATE(178)] = 4448,
  [SMALL_STATE(179)] = 4462,
  [SMALL_STATE(180)] = 4472,
  [SMALL_STATE(181)] = 4482,
  [SMALL_STATE(182)] = 4496,
  [SMALL_STATE(183)] = 4506,
  [SMALL_STATE(184)] = 4516,
  [SMALL_STATE(185)] = 4532,
  [SMALL_STATE(186)] = 4546,
  [SMALL_STATE(187)] = 4559,
  [SMALL_STATE(188)] = 4570,
  [SMALL_STATE(189)] = 4581,
  [SMALL_STATE(190)] = 4592,
  [SMALL_STATE(191)] = 4603,
  [SMALL_STATE(192)] = 4614,
  [SMALL_STATE(193)] = 4625,
  [SMALL_STATE(194)] = 4636,
  [SMALL_STATE(195)] = 4649,
  [SMALL_STATE(196)] = 4662,
  [SMALL_STATE(197)] = 4673,
  [SMALL_STATE(198)] = 4684,
  [SMALL_STATE(199)] = 4697,
  [SMALL_STATE(200)] = 4710,
  [SMALL_STATE(201)] = 4723,
  [SMALL_STATE(202)] = 4736,
  [SMALL_STATE(203)] = 4749,
  [SMALL_STATE(204)] = 4760,
  [SMALL_STATE(205)] = 4773,
  [SMALL_STATE(206)] = 4786,
  [SMALL_STATE(207)] = 4799,
  [SMALL_STATE(208)] = 4812,
  [SMALL_STATE(209)] = 4825,
  [SMALL_STATE(210)] = 4838,
  [SMALL_STATE(211)] = 4849,
  [SMALL_STATE(212)] = 4862,
  [SMALL_STATE(213)] = 4875,
  [SMALL_STATE(214)] = 4888,
  [SMALL_STATE(215)] = 4901,
  [SMALL_STATE(216)] = 4912,
  [SMALL_STATE(217)] = 4925,
  [SMALL_STATE(218)] = 4938,
  [SMALL_STATE(219)] = 4951,
  [SMALL_STATE(220)] = 4964,
  [SMALL_STATE(221)] = 4977,
  [SMALL_STATE(222)] = 4990,
  [SMALL_STATE(223)] = 5003,
  [SMALL_STATE(224)] = 5013,
  [SMALL_STATE(225)] = 5021,
  [SMALL_STATE(226)] = 5029,
  [SMALL_STATE(227)] = 5037,
  [SMALL_STATE(228)] = 5045,
  [SMALL_STATE(229)] = 5053,
  [SMALL_STATE(230)] = 5063,
  [SMALL_STATE(231)] = 5073,
  [SMALL_STATE(232)] = 5081,
  [SMALL_STATE(233)] = 5089,
  [SMALL_STATE(234)] = 5097,
  [SMALL_STATE(235)] = 5107,
  [SMALL_STATE(236)] = 5115,
  [SMALL_STATE(237)] = 5125,
  [SMALL_STATE(238)] = 5135,
  [SMALL_STATE(239)] = 5143,
  [SMALL_STATE(240)] = 5153,
  [SMALL_STATE(241)] = 5163,
  [SMALL_STATE(242)] = 5173,
  [SMALL_STATE(243)] = 5183,
  [SMALL_STATE(244)] = 5193,
  [SMALL_STATE(245)] = 5203,
  [SMALL_STATE(246)] = 5213,
  [SMALL_STATE(247)] = 5223,
  [SMALL_STATE(248)] = 5233,
  [SMALL_STATE(249)] = 5241,
  [SMALL_STATE(250)] = 5251,
  [SMALL_STATE(251)] = 5261,
  [SMALL_STATE(252)] = 5271,
  [SMALL_STATE(253)] = 5281,
  [SMALL_STATE(254)] = 5291,
  [SMALL_STATE(255)] = 5299,
  [SMALL_STATE(256)] = 5309,
  [SMALL_STATE(257)] = 5319,
  [SMALL_STATE(258)] = 5327,
  [SMALL_STATE(259)] = 5337,
  [SMALL_STATE(260)] = 5347,
  [SMALL_STATE(261)] = 5357,
  [SMALL_STATE(262)] = 5367,
  [SMALL_STATE(263)] = 5377,
  [SMALL_STATE(264)] = 5385,
  [SMALL_STATE(265)] = 5393,
  [SMALL_STATE(266)] = 5403,
  [SMALL_STATE(267)] = 5411,
  [SMALL_STATE(268)] = 5419,
  [SMALL_STATE(269)] = 5427,
  [SMALL_STATE(270)] = 5435,
  [SMALL_STATE(271)] = 5445,
  [SMALL_STATE(272)] = 5455,
  [SMALL_STATE(273)] = 5463,
  [SMALL_STATE(274)] = 5473,
  [SMALL_STATE(275)] = 5483,
  [SMALL_STATE(276)] = 5493,
  [SMALL_STATE(277)] = 5503,
  [SMALL_STATE(278)] = 5513,
  [SMALL_STATE(279)] = 5523,
  [SMALL_STATE(280)] = 5531,
  [SMALL_STATE(281)] = 5539,
  [SMALL_STATE(282)] = 5549,
  [SMALL_STATE(283)] = 5559,
  [SMALL_STATE(284)] = 5569,
  [SMALL_STATE(285)] = 5579,
  [SMALL_STATE(286)] = 5589,
  [SMALL_STATE(287)] = 5599,
  [SMALL_STATE(288)] = 5609,
  [SMALL_STATE(289)] = 5617,
  [SMALL_STATE(290)] = 5625,
  [SMALL_STATE(291)] = 5633,
  [SMALL_STATE(292)] = 5643,
  [SMALL_STATE(293)] = 5650,
  [SMALL_STATE(294)] = 5657,
  [SMALL_STATE(295)] = 5664,
  [SMALL_STATE(296)] = 5671,
  [SMALL_STATE(297)] = 5678,
  [SMALL_STATE(298)] = 5685,
  [SMALL_STATE(299)] = 5692,
  [SMALL_STATE(300)] = 5699,
  [SMALL_STATE(301)] = 5706,
  [SMALL_STATE(302)] = 5713,
  [SMALL_STATE(303)] = 5720,
  [SMALL_STATE(304)] = 5727,
  [SMALL_STATE(305)] = 5734,
  [SMALL_STATE(306)] = 5741,
  [SMALL_STATE(307)] = 5748,
  [SMALL_STATE(308)] = 5755,
  [SMALL_STATE(309)] = 5762,
  [SMALL_STATE(310)] = 5769,
  [SMALL_STATE(311)] = 5776,
  [SMALL_STATE(312)] = 5783,
  [SMALL_STATE(313)] = 5790,
  [SMALL_STATE(314)] = 5797,
  [SMALL_STATE(315)] = 5804,
  [SMALL_STATE(316)] = 5811,
  [SMALL_STATE(317)] = 5818,
  [SMALL_STATE(318)] = 5825,
  [SMALL_STATE(319)] = 5832,
  [SMALL_STATE(320)] = 5839,
  [SMALL_STATE(321)] = 5846,
  [SMALL_STATE(322)] = 5853,
  [SMALL_STATE(323)] = 5860,
  [SMALL_STATE(324)] = 5867,
  [SMALL_STATE(325)] = 5874,
  [SMALL_STATE(326)] = 5881,
  [SMALL_STATE(327)] = 5888,
  [SMALL_STATE(328)] = 5895,
  [SMALL_STATE(329)] = 5902,
  [SMALL_STATE(330)] = 5909,
  [SMALL_STATE(331)] = 5916,
  [SMALL_STATE(332)] = 5923,
  [SMALL_STATE(333)] = 5930,
  [SMALL_STATE(334)] = 5937,
  [SMALL_STATE(335)] = 5944,
  [SMALL_STATE(336)] = 5951,
  [SMALL_STATE(337)] = 5958,
  [SMALL_STATE(338)] = 5965,
  [SMALL_STATE(339)] = 5972,
  [SMALL_STATE(340)] = 5979,
  [SMALL_STATE(341)] = 5986,
  [SMALL_STATE(342)] = 5993,
  [SMALL_STATE(343)] = 6000,
  [SMALL_STATE(344)] = 6007,
  [SMALL_STATE(345)] = 6014,
  [SMALL_STATE(346)] = 6021,
  [SMALL_STATE(347)] = 6028,
  [SMALL_STATE(348)] = 6035,
  [SMALL_STATE(349)] = 6042,
  [SMALL_STATE(350)] = 6049,
  [SMALL_STATE(351)] = 6056,
  [SMALL_STATE(352)] = 6063,
  [SMALL_STATE(353)] = 6070,
  [SMALL_STATE(354)] = 6077,
  [SMALL_STATE(355)] = 6084,
  [SMALL_STATE(356)] = 6091,
  [SMALL_STATE(357)] = 6098,
  [SMALL_STATE(358)] = 6105,
  [SMALL_STATE(359)] = 6112,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(330),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(274),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(327),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(302),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(292),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(313),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(284),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(315),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [35] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [41] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [43] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(3),
  [46] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(330),
  [49] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(274),
  [52] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(327),
  [55] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(302),
  [58] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(292),
  [61] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(313),
  [64] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(324),
  [67] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(162),
  [70] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(262),
  [73] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(18),
  [76] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(315),
  [79] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(176),
  [82] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(25),
  [85] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 25),
  [87] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [89] = {.entry = {.count = 1, .reusable = false}}, SHIFT(31),
  [91] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [93] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [95] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [99] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [101] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [103] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [105] = {.entry = {.count = 1, .reusable = false}}, SHIFT(337),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [109] = {.entry = {.count = 1, .reusable = false}}, SHIFT(44),
  [111] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [113] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [115] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [117] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 1, 0, 5),
  [119] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [121] = {.entry = {.count = 1, .reusable = true}}, SHIFT(272),
  [123] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 9),
  [125] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [127] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [129] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 10),
  [131] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [133] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [135] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function, 2, 0, 3),
  [137] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [139] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function, 2, 0, 3),
  [141] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [145] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [147] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section, 2, 0, 3),
  [149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [151] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section, 2, 0, 3),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [157] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [159] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section, 3, 0, 3),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [163] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section, 3, 0, 3),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(349),
  [167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(285),
  [169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(286),
  [171] = {.entry = {.count = 1, .reusable = true}}, SHIFT(287),
  [173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function, 3, 0, 3),
  [175] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function, 3, 0, 3),
  [177] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [181] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [183] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0),
  [185] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [188] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0),
  [190] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(349),
  [193] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(162),
  [196] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(262),
  [199] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(18),
  [202] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(315),
  [205] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(176),
  [208] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(25),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [217] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [221] = {.entry = {.count = 1, .reusable = false}}, SHIFT(119),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [225] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_opcode, 1, 0, 0),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [229] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_opcode, 1, 0, 0),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [233] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0),
  [235] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0),
  [237] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(19),
  [240] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_opcode, 2, 0, 0),
  [242] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_opcode, 2, 0, 0),
  [244] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 4),
  [248] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 4),
  [250] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__body_line, 2, 0, 0),
  [252] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__body_line, 2, 0, 0),
  [254] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [256] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 1, 0, 2),
  [258] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [260] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [264] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [266] = {.entry = {.count = 1, .reusable = false}}, SHIFT(136),
  [268] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [270] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 2, 0, 8),
  [272] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [274] = {.entry = {.count = 1, .reusable = false}}, SHIFT(143),
  [276] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [278] = {.entry = {.count = 1, .reusable = false}}, SHIFT(197),
  [280] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [282] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [284] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [286] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [288] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [290] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [292] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [294] = {.entry = {.count = 1, .reusable = false}}, SHIFT(215),
  [296] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [298] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [300] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [302] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [304] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [306] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [308] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [310] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 39),
  [312] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [314] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [316] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 40),
  [318] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [320] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 16),
  [322] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [324] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [326] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [328] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 15),
  [330] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [332] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [334] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 0),
  [336] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 40),
  [340] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [342] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 39),
  [344] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(128),
  [347] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [350] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [353] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(278),
  [356] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [359] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(65),
  [362] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0),
  [364] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(41),
  [367] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 0),
  [369] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 11, 0, 77),
  [371] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [373] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 17),
  [375] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [377] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 18),
  [379] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [381] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [383] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 2, 0, 0),
  [385] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [387] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 2, 0, 0),
  [389] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [391] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [393] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 34),
  [395] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [397] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [399] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 36),
  [401] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [403] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [405] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 38),
  [407] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [409] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [411] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 42),
  [413] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [415] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [417] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [419] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [421] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [423] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [425] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 3, 0, 0),
  [427] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 3, 0, 0),
  [429] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [431] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [433] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 53),
  [435] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 54),
  [437] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 39),
  [439] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 39),
  [441] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 40),
  [443] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 40),
  [445] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 4, 0, 0),
  [447] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [449] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 4, 0, 0),
  [451] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [453] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 69),
  [455] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 69),
  [457] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 70),
  [459] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 70),
  [461] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 5, 0, 0),
  [463] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [465] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 5, 0, 0),
  [467] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [469] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 6, 0, 0),
  [471] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 6, 0, 0),
  [473] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 7, 0, 74),
  [475] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [477] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 8, 0, 75),
  [479] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [481] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 8, 0, 74),
  [483] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 9, 0, 75),
  [485] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [487] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 10, 0, 77),
  [489] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [491] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 10, 0, 75),
  [493] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [495] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 11, 0, 75),
  [497] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 12, 0, 77),
  [499] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(88),
  [502] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 2, 0, 0),
  [504] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [506] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 2, 0, 0),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [510] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [512] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 3, 0, 0),
  [514] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 3, 0, 0),
  [516] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [518] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [520] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 4, 0, 0),
  [522] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [524] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 4, 0, 0),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [528] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 5, 0, 0),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [532] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 5, 0, 0),
  [534] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [536] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 6, 0, 0),
  [538] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 6, 0, 0),
  [540] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(107),
  [543] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 58),
  [545] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 58), SHIFT_REPEAT(17),
  [548] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 4, 0, 71),
  [550] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [552] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword_operand, 1, 0, 0),
  [554] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [556] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [558] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [560] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [562] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 55),
  [564] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0),
  [566] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 56),
  [568] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_call, 3, 0, 51),
  [570] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [572] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [574] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [576] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 7, 0, 71),
  [578] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 3, 0, 0),
  [580] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label_ref, 3, 0, 61),
  [582] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label_ref, 3, 0, 62),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 12),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [588] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 0),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [592] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 2, 0, 2),
  [594] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [596] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [598] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_relocation, 1, 0, 13),
  [600] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_suffix, 2, 0, 31),
  [602] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parenthesized_expression, 3, 0, 0),
  [604] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_binary_expression, 3, 0, 52),
  [606] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 3, 0, 8),
  [608] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_suffix, 2, 0, 30),
  [610] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, 0, 0),
  [612] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_header, 2, 0, 6),
  [614] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 19),
  [616] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [618] = {.entry = {.count = 1, .reusable = true}}, SHIFT(289),
  [620] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, 0, 22),
  [622] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, 0, 22),
  [624] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 57),
  [626] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_header, 3, 0, 6),
  [628] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 59),
  [630] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 60),
  [632] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 41),
  [634] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [636] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [638] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [640] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 63),
  [642] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 29),
  [644] = {.entry = {.count = 1, .reusable = true}}, SHIFT(189),
  [646] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [648] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [651] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 46),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(290),
  [657] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 1, 0, 1),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 3, 0, 2),
  [663] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 8, 0, 73),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(293),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(294),
  [669] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 33),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 4, 0, 8),
  [673] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 35),
  [675] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 37),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(318),
  [685] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 27),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [695] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 19),
  [697] = {.entry = {.count = 1, .reusable = true}}, SHIFT(280),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 27),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [703] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 29),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [707] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 25),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(288),
  [711] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 9),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [715] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 46),
  [717] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 10),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [727] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 2, 0, 1),
  [733] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header_field, 2, 0, 1),
  [735] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [737] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [739] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [741] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [743] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [745] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [751] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 11, 0, 76),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(311),
  [755] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [757] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [759] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [761] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [765] = {.entry = {.count = 1, .reusable = true}}, SHIFT(335),
  [767] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [769] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [771] = {.entry = {.count = 1, .reusable = true}}, SHIFT(331),
  [773] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [775] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [779] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 5),
  [781] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [783] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [785] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [787] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [789] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__code_version, 2, 0, 1),
  [791] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__code_version, 2, 0, 1),
  [793] = {.entry = {.count = 1, .reusable = false}}, SHIFT(257),
  [795] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [797] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [801] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [803] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [805] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [807] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [809] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [811] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [815] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 3, 0, 3),
  [817] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [819] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 67),
  [821] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 68),
  [823] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 48),
  [825] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 49),
  [827] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 28),
  [829] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 4),
  [831] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [833] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 4, 0, 3),
  [835] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 3, 0, 24),
  [837] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 50),
  [839] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_fatbin_header, 4, 0, 44),
  [841] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 6, 0, 72),
  [843] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 21),
  [845] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 45),
  [847] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 3, 0, 3),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [851] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_arch_header, 3, 0, 23),
  [855] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__code_version, 3, 0, 24),
  [857] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 4, 0, 3),
  [859] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 1, 0, 3),
  [861] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [863] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label, 2, 0, 11),
  [865] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 47),
  [867] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 1, 0, 3),
  [869] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [871] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 16, 0, 78),
  [873] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 19, 0, 79),
  [875] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 32),
  [877] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 26),
  [879] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 14),
  [881] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [883] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(353),
  [887] = {.entry = {.count = 1, .reusable = false}}, SHIFT(147),
  [889] = {.entry = {.count = 1, .reusable = true}}, SHIFT(328),
  [891] = {.entry = {.count = 1, .reusable = true}}, SHIFT(296),
  [893] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [895] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [897] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_member_header, 2, 0, 7),
  [899] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 64),
  [901] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 65),
  [903] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 43),
  [905] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 66),
  [907] = {.entry = {.count = 1, .reusable = false}}, SHIFT(279),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [915] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(336),
  [919] = {.entry = {.count = 1, .reusable = true}}, SHIFT(338),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [923] = {.entry = {.count = 1, .reusable = true}}, SHIFT(306),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(303),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(344),
  [929] = {.entry = {.count = 1, .reusable = true}}, SHIFT(339),
  [931] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [933] = {.entry = {.count = 1, .reusable = false}}, SHIFT(352),
  [935] = {.entry = {.count = 1, .reusable = false}}, SHIFT(312),
  [937] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 20),
  [939] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 3),
  [941] = {.entry = {.count = 1, .reusable = true}}, SHIFT(304),
  [943] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(316),
  [947] = {.entry = {.count = 1, .reusable = true}}, SHIFT(317),
  [949] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(333),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(319),
  [957] = {.entry = {.count = 1, .reusable = true}}, SHIFT(320),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(345),
  [961] = {.entry = {.count = 1, .reusable = false}}, SHIFT(321),
  [963] = {.entry = {.count = 1, .reusable = true}}, SHIFT(322),
  [965] = {.entry = {.count = 1, .reusable = true}}, SHIFT(323),
  [967] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [969] = {.entry = {.count = 1, .reusable = true}}, SHIFT(325),
  [971] = {.entry = {.count = 1, .reusable = true}}, SHIFT(326),
  [973] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [975] = {.entry = {.count = 1, .reusable = true}}, SHIFT(332),
  [977] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [979] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [981] = {.entry = {.count = 1, .reusable = true}}, SHIFT(329),
  [983] = {.entry = {.count = 1, .reusable = true}}, SHIFT(301),
  [985] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [987] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [989] = {.entry = {.count = 1, .reusable = true}}, SHIFT(297),
  [991] = {.entry = {.count = 1, .reusable = true}}, SHIFT(347),
  [993] = {.entry = {.count = 1, .reusable = true}}, SHIFT(341),
  [995] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [997] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [999] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [1001] = {.entry = {.count = 1, .reusable = true}}, SHIFT(309),
  [1003] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [1005] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [1007] = {.entry = {.count = 1, .reusable = true}}, SHIFT(314),
  [1009] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [1011] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [1013] = {.entry = {.count = 1, .reusable = true}}, SHIFT(359),
  [1015] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [1017] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [1019] = {.entry = {.count = 1, .reusable = true}}, SHIFT(348),
  [1021] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [1023] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [1025] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [1027] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [1029] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [1031] = {.entry = {.count = 1, .reusable = true}}, SHIFT(343),
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
