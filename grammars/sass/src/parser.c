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
#define STATE_COUNT 410
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 102
#define ALIAS_COUNT 3
#define TOKEN_COUNT 63
#define EXTERNAL_TOKEN_COUNT 0
#define FIELD_COUNT 21
#define MAX_ALIAS_SEQUENCE_LENGTH 19
#define PRODUCTION_ID_COUNT 96

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
  sym__encoding_continuation = 29,
  sym_predicate = 30,
  sym_mnemonic = 31,
  sym_modifier = 32,
  anon_sym_TILDE = 33,
  anon_sym_PIPE = 34,
  sym__register = 35,
  sym__uniform_register = 36,
  sym_predicate_register = 37,
  sym_special_register = 38,
  sym_barrier_register = 39,
  sym_scoreboard = 40,
  anon_sym_c = 41,
  anon_sym_LBRACK = 42,
  anon_sym_RBRACK = 43,
  sym_immediate = 44,
  sym__float_special = 45,
  anon_sym_BQUOTE_LPAREN = 46,
  aux_sym_keyword_operand_token1 = 47,
  anon_sym_SLASH_SLASH_POUND_POUND = 48,
  anon_sym_File = 49,
  anon_sym_DQUOTE = 50,
  anon_sym_line = 51,
  anon_sym_column = 52,
  anon_sym_inlined = 53,
  anon_sym_at = 54,
  sym_path = 55,
  sym__banner = 56,
  sym_annotation = 57,
  sym_comment = 58,
  sym_symbol = 59,
  sym__word = 60,
  sym__dotname = 61,
  sym__lower_word = 62,
  sym_source_file = 63,
  sym_function = 64,
  sym__function_at_eof = 65,
  sym__function_header = 66,
  sym_section = 67,
  sym__section_at_eof = 68,
  sym__section_header = 69,
  sym__body_line = 70,
  sym_arch_header = 71,
  sym_fatbin_header = 72,
  sym_member_header = 73,
  sym_header_field = 74,
  sym__code_version = 75,
  sym_label = 76,
  sym_directive = 77,
  sym__expression = 78,
  sym_parenthesized_expression = 79,
  sym_binary_expression = 80,
  sym_relocation = 81,
  sym__relocation_call = 82,
  sym__relocation_suffix = 83,
  sym_instruction = 84,
  sym_opcode = 85,
  sym__operands = 86,
  sym__decorated_register = 87,
  sym__decorated_uniform_register = 88,
  sym_constant_bank = 89,
  sym_memory = 90,
  sym__address_terms = 91,
  sym_label_ref = 92,
  sym_keyword_operand = 93,
  sym_line_info = 94,
  aux_sym_source_file_repeat1 = 95,
  aux_sym_function_repeat1 = 96,
  aux_sym__function_header_repeat1 = 97,
  aux_sym_directive_repeat1 = 98,
  aux_sym_opcode_repeat1 = 99,
  aux_sym__operands_repeat1 = 100,
  aux_sym__address_terms_repeat1 = 101,
  alias_sym_fatbin_kind = 102,
  alias_sym_memory_prefix = 103,
  alias_sym_section_name = 104,
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
  [sym__encoding_continuation] = "encoding",
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
  [sym__encoding_continuation] = sym_encoding,
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
  [sym__encoding_continuation] = {
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
  [33] = {.index = 47, .length = 3},
  [34] = {.index = 50, .length = 2},
  [35] = {.index = 52, .length = 2},
  [36] = {.index = 50, .length = 2},
  [37] = {.index = 52, .length = 2},
  [38] = {.index = 50, .length = 2},
  [39] = {.index = 52, .length = 2},
  [42] = {.index = 54, .length = 3},
  [43] = {.index = 57, .length = 3},
  [44] = {.index = 60, .length = 3},
  [45] = {.index = 63, .length = 1},
  [46] = {.index = 64, .length = 4},
  [47] = {.index = 68, .length = 4},
  [48] = {.index = 72, .length = 3},
  [49] = {.index = 75, .length = 4},
  [50] = {.index = 79, .length = 4},
  [51] = {.index = 83, .length = 3},
  [52] = {.index = 86, .length = 4},
  [53] = {.index = 90, .length = 4},
  [54] = {.index = 94, .length = 1},
  [55] = {.index = 95, .length = 3},
  [56] = {.index = 98, .length = 3},
  [57] = {.index = 101, .length = 1},
  [58] = {.index = 101, .length = 1},
  [59] = {.index = 101, .length = 1},
  [60] = {.index = 102, .length = 2},
  [61] = {.index = 104, .length = 3},
  [62] = {.index = 107, .length = 2},
  [63] = {.index = 104, .length = 3},
  [64] = {.index = 104, .length = 3},
  [65] = {.index = 6, .length = 1},
  [66] = {.index = 6, .length = 1},
  [67] = {.index = 109, .length = 4},
  [68] = {.index = 113, .length = 3},
  [69] = {.index = 116, .length = 4},
  [70] = {.index = 120, .length = 4},
  [71] = {.index = 124, .length = 5},
  [72] = {.index = 129, .length = 5},
  [73] = {.index = 134, .length = 4},
  [74] = {.index = 138, .length = 4},
  [75] = {.index = 142, .length = 5},
  [76] = {.index = 147, .length = 4},
  [77] = {.index = 151, .length = 4},
  [78] = {.index = 155, .length = 5},
  [81] = {.index = 160, .length = 1},
  [82] = {.index = 161, .length = 4},
  [83] = {.index = 165, .length = 5},
  [84] = {.index = 170, .length = 5},
  [85] = {.index = 175, .length = 6},
  [86] = {.index = 181, .length = 5},
  [87] = {.index = 186, .length = 5},
  [88] = {.index = 191, .length = 6},
  [89] = {.index = 197, .length = 2},
  [90] = {.index = 199, .length = 1},
  [91] = {.index = 200, .length = 1},
  [92] = {.index = 201, .length = 3},
  [93] = {.index = 204, .length = 1},
  [94] = {.index = 205, .length = 4},
  [95] = {.index = 209, .length = 5},
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
    {field_encoding, 1},
    {field_encoding, 2},
    {field_opcode, 0},
  [50] =
    {field_operand, 0},
    {field_operand, 1},
  [52] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
  [54] =
    {field_operand, 0},
    {field_operand, 1},
    {field_operator, 0, .inherited = true},
  [57] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
    {field_operator, 0, .inherited = true},
  [60] =
    {field_encoding, 2},
    {field_opcode, 0},
    {field_operand, 1, .inherited = true},
  [63] =
    {field_kind, 1},
  [64] =
    {field_address, 0},
    {field_encoding, 3},
    {field_opcode, 2},
    {field_predicate, 1},
  [68] =
    {field_address, 0},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [72] =
    {field_address, 0},
    {field_encoding, 3},
    {field_opcode, 1},
  [75] =
    {field_address, 0},
    {field_encoding, 2},
    {field_encoding, 3},
    {field_opcode, 1},
  [79] =
    {field_address, 0},
    {field_encoding, 3},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
  [83] =
    {field_encoding, 3},
    {field_opcode, 1},
    {field_predicate, 0},
  [86] =
    {field_encoding, 2},
    {field_encoding, 3},
    {field_opcode, 1},
    {field_predicate, 0},
  [90] =
    {field_encoding, 3},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
    {field_predicate, 0},
  [94] =
    {field_operator, 0},
  [95] =
    {field_left, 0},
    {field_operator, 1},
    {field_right, 2},
  [98] =
    {field_encoding, 2},
    {field_encoding, 3},
    {field_opcode, 0},
  [101] =
    {field_operand, 1},
  [102] =
    {field_operand, 1},
    {field_operator, 1, .inherited = true},
  [104] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
    {field_operand, 2},
  [107] =
    {field_operand, 0, .inherited = true},
    {field_operand, 1, .inherited = true},
  [109] =
    {field_operand, 0},
    {field_operand, 1, .inherited = true},
    {field_operand, 2},
    {field_operator, 0, .inherited = true},
  [113] =
    {field_encoding, 3},
    {field_opcode, 0},
    {field_operand, 1, .inherited = true},
  [116] =
    {field_encoding, 2},
    {field_encoding, 3},
    {field_opcode, 0},
    {field_operand, 1, .inherited = true},
  [120] =
    {field_address, 0},
    {field_encoding, 4},
    {field_opcode, 2},
    {field_predicate, 1},
  [124] =
    {field_address, 0},
    {field_encoding, 3},
    {field_encoding, 4},
    {field_opcode, 2},
    {field_predicate, 1},
  [129] =
    {field_address, 0},
    {field_encoding, 4},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [134] =
    {field_address, 0},
    {field_encoding, 3},
    {field_encoding, 4},
    {field_opcode, 1},
  [138] =
    {field_address, 0},
    {field_encoding, 4},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
  [142] =
    {field_address, 0},
    {field_encoding, 3},
    {field_encoding, 4},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
  [147] =
    {field_encoding, 3},
    {field_encoding, 4},
    {field_opcode, 1},
    {field_predicate, 0},
  [151] =
    {field_encoding, 4},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
    {field_predicate, 0},
  [155] =
    {field_encoding, 3},
    {field_encoding, 4},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
    {field_predicate, 0},
  [160] =
    {field_prefix, 0},
  [161] =
    {field_encoding, 3},
    {field_encoding, 4},
    {field_opcode, 0},
    {field_operand, 1, .inherited = true},
  [165] =
    {field_address, 0},
    {field_encoding, 4},
    {field_encoding, 5},
    {field_opcode, 2},
    {field_predicate, 1},
  [170] =
    {field_address, 0},
    {field_encoding, 5},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [175] =
    {field_address, 0},
    {field_encoding, 4},
    {field_encoding, 5},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [181] =
    {field_address, 0},
    {field_encoding, 4},
    {field_encoding, 5},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
  [186] =
    {field_encoding, 4},
    {field_encoding, 5},
    {field_opcode, 1},
    {field_operand, 2, .inherited = true},
    {field_predicate, 0},
  [191] =
    {field_address, 0},
    {field_encoding, 5},
    {field_encoding, 6},
    {field_opcode, 2},
    {field_operand, 3, .inherited = true},
    {field_predicate, 1},
  [197] =
    {field_file, 3},
    {field_line, 7},
  [199] =
    {field_bank, 2},
  [200] =
    {field_bank, 3},
  [201] =
    {field_column, 10},
    {field_file, 3},
    {field_line, 7},
  [204] =
    {field_bank, 4},
  [205] =
    {field_file, 3},
    {field_inlined_file, 11},
    {field_inlined_line, 15},
    {field_line, 7},
  [209] =
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
  [34] = {
    [0] = sym__decorated_register,
  },
  [35] = {
    [0] = sym__decorated_register,
  },
  [36] = {
    [0] = sym__decorated_uniform_register,
  },
  [37] = {
    [0] = sym__decorated_uniform_register,
  },
  [40] = {
    [0] = sym__decorated_register,
  },
  [41] = {
    [0] = sym__decorated_uniform_register,
  },
  [42] = {
    [0] = sym_relocation,
  },
  [43] = {
    [0] = sym_relocation,
  },
  [45] = {
    [1] = alias_sym_fatbin_kind,
  },
  [57] = {
    [1] = sym__decorated_register,
  },
  [58] = {
    [1] = sym__decorated_uniform_register,
  },
  [60] = {
    [1] = sym_relocation,
  },
  [61] = {
    [0] = sym__decorated_register,
  },
  [63] = {
    [0] = sym__decorated_uniform_register,
  },
  [66] = {
    [1] = sym_symbol,
  },
  [67] = {
    [0] = sym_relocation,
  },
  [79] = {
    [1] = sym__decorated_register,
  },
  [80] = {
    [1] = sym__decorated_uniform_register,
  },
  [81] = {
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
  [38] = 35,
  [39] = 39,
  [40] = 32,
  [41] = 39,
  [42] = 39,
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
  [100] = 21,
  [101] = 101,
  [102] = 102,
  [103] = 103,
  [104] = 104,
  [105] = 105,
  [106] = 106,
  [107] = 107,
  [108] = 108,
  [109] = 109,
  [110] = 58,
  [111] = 59,
  [112] = 60,
  [113] = 62,
  [114] = 63,
  [115] = 64,
  [116] = 65,
  [117] = 66,
  [118] = 75,
  [119] = 76,
  [120] = 77,
  [121] = 78,
  [122] = 82,
  [123] = 83,
  [124] = 84,
  [125] = 85,
  [126] = 86,
  [127] = 87,
  [128] = 21,
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
  [141] = 141,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 55,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 36,
  [156] = 33,
  [157] = 55,
  [158] = 54,
  [159] = 46,
  [160] = 45,
  [161] = 43,
  [162] = 49,
  [163] = 52,
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
  [218] = 218,
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
  [245] = 213,
  [246] = 214,
  [247] = 241,
  [248] = 242,
  [249] = 235,
  [250] = 236,
  [251] = 237,
  [252] = 244,
  [253] = 219,
  [254] = 229,
  [255] = 214,
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
  [378] = 378,
  [379] = 379,
  [380] = 380,
  [381] = 381,
  [382] = 382,
  [383] = 383,
  [384] = 384,
  [385] = 385,
  [386] = 386,
  [387] = 387,
  [388] = 388,
  [389] = 389,
  [390] = 390,
  [391] = 391,
  [392] = 392,
  [393] = 393,
  [394] = 394,
  [395] = 395,
  [396] = 396,
  [397] = 397,
  [398] = 398,
  [399] = 399,
  [400] = 400,
  [401] = 401,
  [402] = 402,
  [403] = 403,
  [404] = 404,
  [405] = 405,
  [406] = 406,
  [407] = 407,
  [408] = 408,
  [409] = 409,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 153,
        '!', 60,
        '"', 276,
        '(', 185,
        ')', 186,
        '+', 187,
        ',', 161,
        '-', 189,
        '.', 38,
        '/', 18,
        '0', 204,
        ':', 156,
        ';', 207,
        '=', 170,
        '@', 4,
        'B', 218,
        'F', 217,
        'P', 220,
        'R', 214,
        'S', 212,
        'U', 213,
        '[', 244,
        ']', 245,
        '`', 11,
        'a', 113,
        'c', 243,
        'f', 104,
        'i', 95,
        'l', 85,
        'm', 79,
        's', 92,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(134);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(222);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(152);
      if (lookahead == '\r') SKIP(2);
      if (lookahead == '(') ADVANCE(176);
      if (lookahead == '/') ADVANCE(177);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(175);
      if (lookahead != 0) ADVANCE(180);
      END_STATE();
    case 2:
      if (lookahead == '\n') ADVANCE(152);
      if (lookahead == '(') ADVANCE(176);
      if (lookahead == '/') ADVANCE(177);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(175);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0) ADVANCE(180);
      END_STATE();
    case 3:
      if (lookahead == '\r') ADVANCE(20);
      if (lookahead == '*') ADVANCE(172);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(173);
      END_STATE();
    case 4:
      if (lookahead == '!') ADVANCE(62);
      if (lookahead == '"') ADVANCE(9);
      if (lookahead == 'P') ADVANCE(193);
      if (lookahead == 'U') ADVANCE(192);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(194);
      END_STATE();
    case 5:
      if (lookahead == '!') ADVANCE(62);
      if (lookahead == '"') ADVANCE(9);
      if (lookahead == 'P') ADVANCE(198);
      if (lookahead == 'U') ADVANCE(197);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(199);
      END_STATE();
    case 6:
      if (lookahead == '!') ADVANCE(62);
      if (lookahead == 'P') ADVANCE(126);
      if (lookahead == 'U') ADVANCE(61);
      END_STATE();
    case 7:
      if (lookahead == '"') ADVANCE(9);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(194);
      END_STATE();
    case 8:
      if (lookahead == '"') ADVANCE(9);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(199);
      END_STATE();
    case 9:
      if (lookahead == '"') ADVANCE(196);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(9);
      END_STATE();
    case 10:
      if (lookahead == '"') ADVANCE(200);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(10);
      END_STATE();
    case 11:
      if (lookahead == '(') ADVANCE(257);
      END_STATE();
    case 12:
      if (lookahead == '(') ADVANCE(195);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(12);
      END_STATE();
    case 13:
      if (lookahead == '(') ADVANCE(285);
      if (lookahead == '/') ADVANCE(286);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(284);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '"') ADVANCE(289);
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(17);
      if (lookahead == '.') ADVANCE(131);
      if (lookahead == '/') ADVANCE(30);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(14);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(311);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(17);
      if (lookahead == '/') ADVANCE(30);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(15);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 16:
      if (lookahead == ')') ADVANCE(292);
      if (lookahead == '*') ADVANCE(16);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 17:
      if (lookahead == '*') ADVANCE(20);
      END_STATE();
    case 18:
      if (lookahead == '*') ADVANCE(24);
      if (lookahead == '/') ADVANCE(295);
      END_STATE();
    case 19:
      if (lookahead == '*') ADVANCE(45);
      END_STATE();
    case 20:
      if (lookahead == '*') ADVANCE(16);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '/') ADVANCE(293);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 22:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '/') ADVANCE(208);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 23:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '/') ADVANCE(209);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 24:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == '0') ADVANCE(34);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(25);
      if (('1' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(35);
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
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(36);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 28:
      if (lookahead == '*') ADVANCE(21);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == '*') ADVANCE(25);
      if (lookahead == '/') ADVANCE(306);
      END_STATE();
    case 30:
      if (lookahead == '*') ADVANCE(28);
      if (lookahead == '/') ADVANCE(306);
      END_STATE();
    case 31:
      if (lookahead == '*') ADVANCE(43);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      END_STATE();
    case 32:
      if (lookahead == '*') ADVANCE(43);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(32);
      END_STATE();
    case 33:
      if (lookahead == '*') ADVANCE(178);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(28);
      if (lookahead != 0) ADVANCE(179);
      END_STATE();
    case 34:
      if (lookahead == '*') ADVANCE(22);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(27);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(35);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 35:
      if (lookahead == '*') ADVANCE(22);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(35);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 36:
      if (lookahead == '*') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(37);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(36);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 37:
      if (lookahead == '*') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(37);
      if (lookahead != 0) ADVANCE(28);
      END_STATE();
    case 38:
      if (lookahead == '.') ADVANCE(41);
      if (lookahead == 's') ADVANCE(224);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 39:
      if (lookahead == '.') ADVANCE(41);
      if (lookahead == 's') ADVANCE(333);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 40:
      if (lookahead == '.') ADVANCE(41);
      if (lookahead == 's') ADVANCE(82);
      END_STATE();
    case 41:
      if (lookahead == '.') ADVANCE(182);
      END_STATE();
    case 42:
      if (lookahead == '/') ADVANCE(19);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(42);
      END_STATE();
    case 43:
      if (lookahead == '/') ADVANCE(210);
      END_STATE();
    case 44:
      if (lookahead == '0') ADVANCE(204);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(205);
      END_STATE();
    case 45:
      if (lookahead == '0') ADVANCE(122);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(45);
      END_STATE();
    case 46:
      if (lookahead == '0') ADVANCE(249);
      if (lookahead == 'I') ADVANCE(57);
      if (lookahead == 'N') ADVANCE(53);
      if (lookahead == 'Q') ADVANCE(56);
      if (lookahead == 'S') ADVANCE(56);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 47:
      if (lookahead == '=') ADVANCE(181);
      END_STATE();
    case 48:
      if (lookahead == '=') ADVANCE(47);
      END_STATE();
    case 49:
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(124);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(251);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 50:
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(252);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 51:
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(203);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 52:
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 53:
      if (lookahead == 'A') ADVANCE(58);
      END_STATE();
    case 54:
      if (lookahead == 'F') ADVANCE(256);
      END_STATE();
    case 55:
      if (lookahead == 'I') ADVANCE(57);
      if (lookahead == 'N') ADVANCE(53);
      if (lookahead == 'Q') ADVANCE(56);
      if (lookahead == 'S') ADVANCE(56);
      END_STATE();
    case 56:
      if (lookahead == 'N') ADVANCE(53);
      END_STATE();
    case 57:
      if (lookahead == 'N') ADVANCE(54);
      END_STATE();
    case 58:
      if (lookahead == 'N') ADVANCE(256);
      END_STATE();
    case 59:
      if (lookahead == 'P') ADVANCE(125);
      END_STATE();
    case 60:
      if (lookahead == 'P') ADVANCE(125);
      if (lookahead == 'U') ADVANCE(59);
      END_STATE();
    case 61:
      if (lookahead == 'P') ADVANCE(126);
      END_STATE();
    case 62:
      if (lookahead == 'P') ADVANCE(126);
      if (lookahead == 'U') ADVANCE(61);
      END_STATE();
    case 63:
      if (lookahead == 'R') ADVANCE(65);
      END_STATE();
    case 64:
      if (lookahead == 'Z') ADVANCE(232);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(233);
      END_STATE();
    case 65:
      if (lookahead == 'Z') ADVANCE(234);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(235);
      END_STATE();
    case 66:
      if (lookahead == '_') ADVANCE(123);
      END_STATE();
    case 67:
      if (lookahead == 'b') ADVANCE(80);
      END_STATE();
    case 68:
      if (lookahead == 'b') ADVANCE(86);
      END_STATE();
    case 69:
      if (lookahead == 'c') ADVANCE(115);
      END_STATE();
    case 70:
      if (lookahead == 'c') ADVANCE(117);
      END_STATE();
    case 71:
      if (lookahead == 'd') ADVANCE(279);
      END_STATE();
    case 72:
      if (lookahead == 'd') ADVANCE(74);
      if (lookahead == 'l') ADVANCE(118);
      END_STATE();
    case 73:
      if (lookahead == 'd') ADVANCE(78);
      if (lookahead == 'l') ADVANCE(118);
      END_STATE();
    case 74:
      if (lookahead == 'e') ADVANCE(163);
      END_STATE();
    case 75:
      if (lookahead == 'e') ADVANCE(277);
      END_STATE();
    case 76:
      if (lookahead == 'e') ADVANCE(71);
      END_STATE();
    case 77:
      if (lookahead == 'e') ADVANCE(275);
      END_STATE();
    case 78:
      if (lookahead == 'e') ADVANCE(162);
      END_STATE();
    case 79:
      if (lookahead == 'e') ADVANCE(93);
      END_STATE();
    case 80:
      if (lookahead == 'e') ADVANCE(110);
      END_STATE();
    case 81:
      if (lookahead == 'e') ADVANCE(111);
      END_STATE();
    case 82:
      if (lookahead == 'e') ADVANCE(70);
      END_STATE();
    case 83:
      if (lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 84:
      if (lookahead == 'i') ADVANCE(90);
      END_STATE();
    case 85:
      if (lookahead == 'i') ADVANCE(102);
      END_STATE();
    case 86:
      if (lookahead == 'i') ADVANCE(97);
      END_STATE();
    case 87:
      if (lookahead == 'i') ADVANCE(106);
      END_STATE();
    case 88:
      if (lookahead == 'i') ADVANCE(103);
      END_STATE();
    case 89:
      if (lookahead == 'i') ADVANCE(107);
      END_STATE();
    case 90:
      if (lookahead == 'l') ADVANCE(77);
      END_STATE();
    case 91:
      if (lookahead == 'l') ADVANCE(88);
      END_STATE();
    case 92:
      if (lookahead == 'm') ADVANCE(66);
      END_STATE();
    case 93:
      if (lookahead == 'm') ADVANCE(67);
      END_STATE();
    case 94:
      if (lookahead == 'm') ADVANCE(98);
      END_STATE();
    case 95:
      if (lookahead == 'n') ADVANCE(91);
      END_STATE();
    case 96:
      if (lookahead == 'n') ADVANCE(69);
      END_STATE();
    case 97:
      if (lookahead == 'n') ADVANCE(166);
      END_STATE();
    case 98:
      if (lookahead == 'n') ADVANCE(278);
      END_STATE();
    case 99:
      if (lookahead == 'n') ADVANCE(154);
      END_STATE();
    case 100:
      if (lookahead == 'n') ADVANCE(157);
      END_STATE();
    case 101:
      if (lookahead == 'n') ADVANCE(171);
      END_STATE();
    case 102:
      if (lookahead == 'n') ADVANCE(75);
      END_STATE();
    case 103:
      if (lookahead == 'n') ADVANCE(76);
      END_STATE();
    case 104:
      if (lookahead == 'o') ADVANCE(109);
      END_STATE();
    case 105:
      if (lookahead == 'o') ADVANCE(99);
      END_STATE();
    case 106:
      if (lookahead == 'o') ADVANCE(100);
      END_STATE();
    case 107:
      if (lookahead == 'o') ADVANCE(101);
      END_STATE();
    case 108:
      if (lookahead == 'o') ADVANCE(73);
      END_STATE();
    case 109:
      if (lookahead == 'r') ADVANCE(165);
      END_STATE();
    case 110:
      if (lookahead == 'r') ADVANCE(168);
      END_STATE();
    case 111:
      if (lookahead == 'r') ADVANCE(112);
      END_STATE();
    case 112:
      if (lookahead == 's') ADVANCE(89);
      END_STATE();
    case 113:
      if (lookahead == 't') ADVANCE(280);
      END_STATE();
    case 114:
      if (lookahead == 't') ADVANCE(68);
      END_STATE();
    case 115:
      if (lookahead == 't') ADVANCE(83);
      END_STATE();
    case 116:
      if (lookahead == 't') ADVANCE(334);
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 117:
      if (lookahead == 't') ADVANCE(87);
      END_STATE();
    case 118:
      if (lookahead == 'u') ADVANCE(94);
      END_STATE();
    case 119:
      if (lookahead == 'v') ADVANCE(81);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(119);
      END_STATE();
    case 120:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(120);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(180);
      END_STATE();
    case 121:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(124);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(254);
      END_STATE();
    case 122:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(128);
      END_STATE();
    case 123:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(183);
      END_STATE();
    case 124:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(254);
      END_STATE();
    case 125:
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(236);
      END_STATE();
    case 126:
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(211);
      END_STATE();
    case 127:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(206);
      END_STATE();
    case 128:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(32);
      END_STATE();
    case 129:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(255);
      END_STATE();
    case 130:
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(194);
      END_STATE();
    case 131:
      if (lookahead == '$' ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 132:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 133:
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(239);
      END_STATE();
    case 134:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 153,
        '!', 60,
        '"', 276,
        '(', 185,
        ')', 186,
        '+', 187,
        ',', 161,
        '-', 189,
        '.', 40,
        '/', 18,
        '0', 204,
        ':', 156,
        ';', 207,
        '=', 170,
        '@', 5,
        'B', 218,
        'F', 217,
        'P', 220,
        'R', 214,
        'S', 212,
        'U', 213,
        '[', 244,
        ']', 245,
        '`', 11,
        'a', 113,
        'c', 243,
        'f', 104,
        'i', 95,
        'l', 85,
        'm', 79,
        's', 92,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(134);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(222);
      END_STATE();
    case 135:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 153,
        '!', 60,
        '(', 17,
        '+', 55,
        '-', 190,
        '.', 132,
        '/', 29,
        '0', 246,
        ':', 156,
        ';', 207,
        'B', 268,
        'I', 262,
        'N', 258,
        'P', 270,
        'Q', 261,
        'R', 265,
        'S', 259,
        'U', 264,
        '[', 244,
        '_', 52,
        '`', 11,
        'c', 242,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(136);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(247);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(271);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(342);
      END_STATE();
    case 136:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 153,
        '!', 60,
        '(', 17,
        '+', 55,
        '-', 190,
        '/', 29,
        '0', 246,
        ':', 156,
        ';', 207,
        'B', 268,
        'I', 262,
        'N', 258,
        'P', 270,
        'Q', 261,
        'R', 265,
        'S', 259,
        'U', 264,
        '[', 244,
        '_', 52,
        '`', 11,
        'c', 242,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(136);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(247);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(271);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(342);
      END_STATE();
    case 137:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 153,
        '(', 17,
        '+', 55,
        ',', 161,
        '-', 46,
        '.', 132,
        '/', 29,
        '0', 249,
        ';', 207,
        'I', 57,
        'N', 53,
        'Q', 56,
        'S', 56,
        '[', 244,
        '`', 11,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(138);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 138:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 153,
        '(', 17,
        '+', 55,
        ',', 161,
        '-', 46,
        '/', 29,
        '0', 249,
        ';', 207,
        'I', 57,
        'N', 53,
        'Q', 56,
        'S', 56,
        '[', 244,
        '`', 11,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(138);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 139:
      if (eof) ADVANCE(151);
      if (lookahead == '\n') ADVANCE(153);
      if (lookahead == '(') ADVANCE(17);
      if (lookahead == '-') ADVANCE(44);
      if (lookahead == '.') ADVANCE(131);
      if (lookahead == '/') ADVANCE(30);
      if (lookahead == '0') ADVANCE(204);
      if (lookahead == '@') ADVANCE(6);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(139);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(222);
      END_STATE();
    case 140:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '!', 60,
        '"', 276,
        '(', 17,
        ')', 186,
        '+', 55,
        ',', 161,
        '-', 190,
        '.', 132,
        '/', 30,
        '0', 246,
        ':', 156,
        '=', 170,
        'B', 268,
        'I', 262,
        'N', 258,
        'P', 270,
        'Q', 261,
        'R', 265,
        'S', 259,
        'U', 264,
        '[', 244,
        ']', 245,
        '_', 52,
        '`', 11,
        'c', 242,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(141);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(247);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(271);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(342);
      END_STATE();
    case 141:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '!', 60,
        '"', 276,
        '(', 17,
        ')', 186,
        '+', 55,
        ',', 161,
        '-', 190,
        '/', 30,
        '0', 246,
        ':', 156,
        '=', 170,
        'B', 268,
        'I', 262,
        'N', 258,
        'P', 270,
        'Q', 261,
        'R', 265,
        'S', 259,
        'U', 264,
        '[', 244,
        ']', 245,
        '_', 52,
        '`', 11,
        'c', 242,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(141);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(247);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(271);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(342);
      END_STATE();
    case 142:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '"', 10,
        '$', 311,
        '(', 185,
        '+', 187,
        ',', 161,
        '-', 189,
        '.', 131,
        '/', 30,
        '0', 201,
        ':', 156,
        '@', 8,
        's', 308,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(142);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(202);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(310);
      END_STATE();
    case 143:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '"', 10,
        '$', 311,
        '(', 185,
        '+', 187,
        ',', 161,
        '-', 189,
        '.', 131,
        '/', 30,
        '0', 201,
        '@', 8,
        's', 308,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(143);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(202);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(310);
      END_STATE();
    case 144:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '"', 10,
        '$', 311,
        '(', 185,
        '+', 187,
        ',', 161,
        '-', 189,
        '.', 131,
        '/', 30,
        '0', 201,
        '@', 7,
        's', 308,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(143);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(202);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(310);
      END_STATE();
    case 145:
      if (eof) ADVANCE(151);
      if (lookahead == '\n') ADVANCE(152);
      if (lookahead == '(') ADVANCE(176);
      if (lookahead == '/') ADVANCE(177);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(175);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(145);
      if (lookahead != 0) ADVANCE(180);
      END_STATE();
    case 146:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '(', 17,
        ')', 186,
        '+', 187,
        ',', 161,
        '-', 188,
        '.', 116,
        '/', 30,
        '@', 130,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(147);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(222);
      END_STATE();
    case 147:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '(', 17,
        ')', 186,
        '+', 187,
        ',', 161,
        '-', 188,
        '.', 116,
        '/', 30,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(147);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(222);
      END_STATE();
    case 148:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '(', 17,
        '+', 187,
        ',', 161,
        '-', 191,
        '.', 132,
        '/', 30,
        '0', 249,
        'F', 84,
        'R', 64,
        'U', 63,
        ']', 245,
        'a', 113,
        'c', 108,
        'f', 104,
        'i', 95,
        'l', 85,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(149);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 149:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '(', 17,
        '+', 187,
        ',', 161,
        '-', 191,
        '/', 30,
        '0', 249,
        'F', 84,
        'R', 64,
        'U', 63,
        ']', 245,
        'a', 113,
        'c', 108,
        'f', 104,
        'i', 95,
        'l', 85,
        '|', 231,
        '~', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(149);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 150:
      if (eof) ADVANCE(151);
      ADVANCE_MAP(
        '\n', 152,
        '(', 17,
        '.', 39,
        '/', 18,
        '=', 48,
        '@', 6,
        'F', 216,
        'c', 325,
        'm', 316,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(150);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(221);
      if (lookahead == '$' ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 151:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 152:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 153:
      ACCEPT_TOKEN(sym__newline);
      if (lookahead == '/') ADVANCE(19);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(42);
      END_STATE();
    case 154:
      ACCEPT_TOKEN(anon_sym_Function);
      END_STATE();
    case 155:
      ACCEPT_TOKEN(anon_sym_Function);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 156:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 157:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      END_STATE();
    case 158:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 159:
      ACCEPT_TOKEN(anon_sym_DOTsection);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 160:
      ACCEPT_TOKEN(anon_sym_DOTtext_DOT);
      END_STATE();
    case 161:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(anon_sym_code);
      END_STATE();
    case 163:
      ACCEPT_TOKEN(anon_sym_code);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(119);
      END_STATE();
    case 164:
      ACCEPT_TOKEN(anon_sym_code);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(119);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 165:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 166:
      ACCEPT_TOKEN(anon_sym_Fatbin);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(anon_sym_Fatbin);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(anon_sym_member);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(anon_sym_member);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(aux_sym__code_version_token1);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\r') ADVANCE(20);
      if (lookahead == ')') ADVANCE(180);
      if (lookahead == '*') ADVANCE(172);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(173);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\r') ADVANCE(20);
      if (lookahead == '*') ADVANCE(172);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(173);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\r') ADVANCE(306);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(294);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(174);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '(') ADVANCE(176);
      if (lookahead == '/') ADVANCE(177);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(175);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(180);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(173);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(120);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(180);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(179);
      if (lookahead == '/') ADVANCE(174);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(120);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(180);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(178);
      if (lookahead == '/') ADVANCE(180);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(28);
      if (lookahead != 0) ADVANCE(179);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '*') ADVANCE(178);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      if (lookahead == '\n' ||
          lookahead == '\r') ADVANCE(28);
      if (lookahead != 0) ADVANCE(179);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(120);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(180);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(sym_separator);
      if (lookahead == '=') ADVANCE(181);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(sym_function_end);
      if (lookahead == '.') ADVANCE(182);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(sym_arch);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(183);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(184);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(sym_arch);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(184);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == '*') ADVANCE(20);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(204);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(205);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(249);
      if (lookahead == 'I') ADVANCE(57);
      if (lookahead == 'N') ADVANCE(53);
      if (lookahead == 'Q') ADVANCE(56);
      if (lookahead == 'S') ADVANCE(56);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead == '0') ADVANCE(249);
      if (('1' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (lookahead == 'P') ADVANCE(193);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(194);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(194);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(194);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(aux_sym__relocation_suffix_token1);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(194);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(sym__relocation_open);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(sym_attribute);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(sym_attribute);
      if (lookahead == 'P') ADVANCE(198);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(199);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(sym_attribute);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(199);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(199);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(sym_attribute);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(199);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(sym_string);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(51);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(202);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(202);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(203);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(127);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(205);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(205);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(206);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(anon_sym_SEMI);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(sym_address);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(sym_encoding);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(sym__encoding_continuation);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym_predicate);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'B') ADVANCE(219);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'P') ADVANCE(220);
      if (lookahead == 'R') ADVANCE(215);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'Z') ADVANCE(232);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(233);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'Z') ADVANCE(234);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(235);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'a') ADVANCE(328);
      if (lookahead == 'u') ADVANCE(322);
      if (lookahead == '$' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(221);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == 'a') ADVANCE(114);
      if (lookahead == 'u') ADVANCE(96);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(240);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(241);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(236);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(sym_mnemonic);
      if (lookahead == '$' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(221);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(sym_mnemonic);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(222);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'c') ADVANCE(228);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'e') ADVANCE(223);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'i') ADVANCE(227);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'n') ADVANCE(158);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 'o') ADVANCE(226);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(sym_modifier);
      if (lookahead == 't') ADVANCE(225);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(sym_modifier);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(229);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(anon_sym_TILDE);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(anon_sym_PIPE);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(sym__register);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(sym__register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(233);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(sym__uniform_register);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(sym__uniform_register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(235);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(sym_predicate_register);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(sym_special_register);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(sym_special_register);
      if (lookahead == '.') ADVANCE(133);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(239);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(238);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(sym_special_register);
      if (lookahead == '.') ADVANCE(133);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(239);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(sym_barrier_register);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(240);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(sym_scoreboard);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(241);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(anon_sym_c);
      if (lookahead == '@') ADVANCE(12);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(342);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_c);
      if (lookahead == 'o') ADVANCE(72);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(anon_sym_LBRACK);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(anon_sym_RBRACK);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(253);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'D') ADVANCE(273);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(49);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(50);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(248);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(253);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'D') ADVANCE(273);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(49);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(248);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(253);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(49);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(248);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(253);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(121);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(129);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '.') ADVANCE(253);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(121);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(250);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(251);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(252);
      if (('G' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('g' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_immediate);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(121);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(253);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(254);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_immediate);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'F') ||
          ('a' <= lookahead && lookahead <= 'f')) ADVANCE(255);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym__float_special);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(anon_sym_BQUOTE_LPAREN);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'A') ADVANCE(263);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'B') ADVANCE(269);
      if (lookahead == 'N') ADVANCE(258);
      if (lookahead == 'R') ADVANCE(267);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'F') ADVANCE(256);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'N') ADVANCE(258);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'N') ADVANCE(260);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'N') ADVANCE(256);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'P') ADVANCE(270);
      if (lookahead == 'R') ADVANCE(266);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'Z') ADVANCE(232);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(233);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(271);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'Z') ADVANCE(234);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(235);
      if (('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_') ADVANCE(271);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'Z') ADVANCE(237);
      if (lookahead == '_') ADVANCE(272);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Y')) ADVANCE(271);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(240);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(241);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == 'T') ADVANCE(236);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(271);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (('a' <= lookahead && lookahead <= 'z')) ADVANCE(239);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_') ADVANCE(238);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(aux_sym_keyword_operand_token1);
      if (lookahead == '@') ADVANCE(12);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(52);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(anon_sym_SLASH_SLASH_POUND_POUND);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(anon_sym_File);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(anon_sym_DQUOTE);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(anon_sym_line);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(anon_sym_column);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(anon_sym_inlined);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(anon_sym_at);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '"') ADVANCE(20);
      if (lookahead == ')') ADVANCE(289);
      if (lookahead == '*') ADVANCE(281);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(282);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '"') ADVANCE(20);
      if (lookahead == '*') ADVANCE(281);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(282);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '"') ADVANCE(306);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(283);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '(') ADVANCE(285);
      if (lookahead == '/') ADVANCE(286);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(284);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '"') ADVANCE(289);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(282);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(289);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(288);
      if (lookahead == '/') ADVANCE(283);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(289);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(287);
      if (lookahead == '/') ADVANCE(289);
      if (lookahead == '\n' ||
          lookahead == '"') ADVANCE(28);
      if (lookahead != 0) ADVANCE(288);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_path);
      if (lookahead == '*') ADVANCE(287);
      if (lookahead == '\n' ||
          lookahead == '"') ADVANCE(28);
      if (lookahead != 0) ADVANCE(288);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_path);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '"') ADVANCE(289);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym__banner);
      if (lookahead == '-') ADVANCE(290);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(291);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym__banner);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(291);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_annotation);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_comment);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '\r') ADVANCE(306);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(294);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(174);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '#') ADVANCE(296);
      if (lookahead == '-') ADVANCE(305);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '#') ADVANCE(274);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(290);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(297);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(298);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(299);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(300);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(301);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(302);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(303);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '-') ADVANCE(304);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(306);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == '_') ADVANCE(309);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(311);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(310);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == 'm') ADVANCE(307);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(311);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(310);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(311);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(183);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(310);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '@') ADVANCE(12);
      if (lookahead == '$' ||
          lookahead == '.') ADVANCE(311);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(310);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym_symbol);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(311);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'b') ADVANCE(320);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'b') ADVANCE(318);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'c') ADVANCE(329);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'd') ADVANCE(317);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(321);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(164);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'e') ADVANCE(327);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'i') ADVANCE(326);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'i') ADVANCE(323);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'm') ADVANCE(313);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(314);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(167);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'n') ADVANCE(155);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'o') ADVANCE(315);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'o') ADVANCE(324);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 'r') ADVANCE(169);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 't') ADVANCE(312);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == 't') ADVANCE(319);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym__word);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(330);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == '.') ADVANCE(160);
      if (lookahead == '$' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'c') ADVANCE(338);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'e') ADVANCE(332);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'e') ADVANCE(340);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'i') ADVANCE(337);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'n') ADVANCE(159);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'o') ADVANCE(336);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 't') ADVANCE(335);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 't') ADVANCE(331);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == 'x') ADVANCE(339);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym__dotname);
      if (lookahead == '$' ||
          lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(341);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym__lower_word);
      if (lookahead == '@') ADVANCE(12);
      if (('A' <= lookahead && lookahead <= 'Z')) ADVANCE(52);
      if (('0' <= lookahead && lookahead <= '9') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(342);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0},
  [1] = {.lex_state = 150},
  [2] = {.lex_state = 150},
  [3] = {.lex_state = 150},
  [4] = {.lex_state = 135},
  [5] = {.lex_state = 135},
  [6] = {.lex_state = 135},
  [7] = {.lex_state = 135},
  [8] = {.lex_state = 150},
  [9] = {.lex_state = 150},
  [10] = {.lex_state = 150},
  [11] = {.lex_state = 150},
  [12] = {.lex_state = 150},
  [13] = {.lex_state = 150},
  [14] = {.lex_state = 150},
  [15] = {.lex_state = 150},
  [16] = {.lex_state = 150},
  [17] = {.lex_state = 135},
  [18] = {.lex_state = 135},
  [19] = {.lex_state = 135},
  [20] = {.lex_state = 140},
  [21] = {.lex_state = 135},
  [22] = {.lex_state = 142},
  [23] = {.lex_state = 142},
  [24] = {.lex_state = 150},
  [25] = {.lex_state = 150},
  [26] = {.lex_state = 142},
  [27] = {.lex_state = 142},
  [28] = {.lex_state = 142},
  [29] = {.lex_state = 150},
  [30] = {.lex_state = 142},
  [31] = {.lex_state = 142},
  [32] = {.lex_state = 142},
  [33] = {.lex_state = 144},
  [34] = {.lex_state = 142},
  [35] = {.lex_state = 142},
  [36] = {.lex_state = 144},
  [37] = {.lex_state = 142},
  [38] = {.lex_state = 142},
  [39] = {.lex_state = 142},
  [40] = {.lex_state = 142},
  [41] = {.lex_state = 142},
  [42] = {.lex_state = 142},
  [43] = {.lex_state = 142},
  [44] = {.lex_state = 142},
  [45] = {.lex_state = 142},
  [46] = {.lex_state = 142},
  [47] = {.lex_state = 148},
  [48] = {.lex_state = 148},
  [49] = {.lex_state = 142},
  [50] = {.lex_state = 137},
  [51] = {.lex_state = 137},
  [52] = {.lex_state = 142},
  [53] = {.lex_state = 142},
  [54] = {.lex_state = 142},
  [55] = {.lex_state = 142},
  [56] = {.lex_state = 137},
  [57] = {.lex_state = 137},
  [58] = {.lex_state = 137},
  [59] = {.lex_state = 137},
  [60] = {.lex_state = 137},
  [61] = {.lex_state = 137},
  [62] = {.lex_state = 137},
  [63] = {.lex_state = 137},
  [64] = {.lex_state = 137},
  [65] = {.lex_state = 137},
  [66] = {.lex_state = 137},
  [67] = {.lex_state = 137},
  [68] = {.lex_state = 137},
  [69] = {.lex_state = 148},
  [70] = {.lex_state = 148},
  [71] = {.lex_state = 148},
  [72] = {.lex_state = 137},
  [73] = {.lex_state = 137},
  [74] = {.lex_state = 137},
  [75] = {.lex_state = 137},
  [76] = {.lex_state = 137},
  [77] = {.lex_state = 137},
  [78] = {.lex_state = 137},
  [79] = {.lex_state = 148},
  [80] = {.lex_state = 148},
  [81] = {.lex_state = 148},
  [82] = {.lex_state = 137},
  [83] = {.lex_state = 137},
  [84] = {.lex_state = 137},
  [85] = {.lex_state = 137},
  [86] = {.lex_state = 137},
  [87] = {.lex_state = 137},
  [88] = {.lex_state = 137},
  [89] = {.lex_state = 137},
  [90] = {.lex_state = 137},
  [91] = {.lex_state = 137},
  [92] = {.lex_state = 137},
  [93] = {.lex_state = 137},
  [94] = {.lex_state = 137},
  [95] = {.lex_state = 137},
  [96] = {.lex_state = 137},
  [97] = {.lex_state = 137},
  [98] = {.lex_state = 137},
  [99] = {.lex_state = 137},
  [100] = {.lex_state = 137},
  [101] = {.lex_state = 148},
  [102] = {.lex_state = 137},
  [103] = {.lex_state = 137},
  [104] = {.lex_state = 137},
  [105] = {.lex_state = 137},
  [106] = {.lex_state = 148},
  [107] = {.lex_state = 148},
  [108] = {.lex_state = 137},
  [109] = {.lex_state = 148},
  [110] = {.lex_state = 148},
  [111] = {.lex_state = 148},
  [112] = {.lex_state = 148},
  [113] = {.lex_state = 148},
  [114] = {.lex_state = 148},
  [115] = {.lex_state = 148},
  [116] = {.lex_state = 148},
  [117] = {.lex_state = 148},
  [118] = {.lex_state = 148},
  [119] = {.lex_state = 148},
  [120] = {.lex_state = 148},
  [121] = {.lex_state = 148},
  [122] = {.lex_state = 148},
  [123] = {.lex_state = 148},
  [124] = {.lex_state = 148},
  [125] = {.lex_state = 148},
  [126] = {.lex_state = 148},
  [127] = {.lex_state = 148},
  [128] = {.lex_state = 148},
  [129] = {.lex_state = 137},
  [130] = {.lex_state = 137},
  [131] = {.lex_state = 148},
  [132] = {.lex_state = 137},
  [133] = {.lex_state = 137},
  [134] = {.lex_state = 148},
  [135] = {.lex_state = 148},
  [136] = {.lex_state = 137},
  [137] = {.lex_state = 137},
  [138] = {.lex_state = 137},
  [139] = {.lex_state = 137},
  [140] = {.lex_state = 137},
  [141] = {.lex_state = 137},
  [142] = {.lex_state = 148},
  [143] = {.lex_state = 148},
  [144] = {.lex_state = 148},
  [145] = {.lex_state = 148},
  [146] = {.lex_state = 137},
  [147] = {.lex_state = 148},
  [148] = {.lex_state = 137},
  [149] = {.lex_state = 148},
  [150] = {.lex_state = 148},
  [151] = {.lex_state = 148},
  [152] = {.lex_state = 148},
  [153] = {.lex_state = 148},
  [154] = {.lex_state = 148},
  [155] = {.lex_state = 146},
  [156] = {.lex_state = 146},
  [157] = {.lex_state = 146},
  [158] = {.lex_state = 146},
  [159] = {.lex_state = 146},
  [160] = {.lex_state = 146},
  [161] = {.lex_state = 146},
  [162] = {.lex_state = 146},
  [163] = {.lex_state = 146},
  [164] = {.lex_state = 135},
  [165] = {.lex_state = 135},
  [166] = {.lex_state = 135},
  [167] = {.lex_state = 135},
  [168] = {.lex_state = 135},
  [169] = {.lex_state = 135},
  [170] = {.lex_state = 135},
  [171] = {.lex_state = 135},
  [172] = {.lex_state = 135},
  [173] = {.lex_state = 135},
  [174] = {.lex_state = 135},
  [175] = {.lex_state = 135},
  [176] = {.lex_state = 135},
  [177] = {.lex_state = 135},
  [178] = {.lex_state = 135},
  [179] = {.lex_state = 135},
  [180] = {.lex_state = 135},
  [181] = {.lex_state = 135},
  [182] = {.lex_state = 135},
  [183] = {.lex_state = 135},
  [184] = {.lex_state = 135},
  [185] = {.lex_state = 135},
  [186] = {.lex_state = 135},
  [187] = {.lex_state = 135},
  [188] = {.lex_state = 146},
  [189] = {.lex_state = 135},
  [190] = {.lex_state = 135},
  [191] = {.lex_state = 135},
  [192] = {.lex_state = 135},
  [193] = {.lex_state = 139},
  [194] = {.lex_state = 140},
  [195] = {.lex_state = 135},
  [196] = {.lex_state = 135},
  [197] = {.lex_state = 135},
  [198] = {.lex_state = 140},
  [199] = {.lex_state = 140},
  [200] = {.lex_state = 135},
  [201] = {.lex_state = 135},
  [202] = {.lex_state = 135},
  [203] = {.lex_state = 148},
  [204] = {.lex_state = 135},
  [205] = {.lex_state = 140},
  [206] = {.lex_state = 135},
  [207] = {.lex_state = 140},
  [208] = {.lex_state = 140},
  [209] = {.lex_state = 140},
  [210] = {.lex_state = 139},
  [211] = {.lex_state = 139},
  [212] = {.lex_state = 139},
  [213] = {.lex_state = 146},
  [214] = {.lex_state = 146},
  [215] = {.lex_state = 140},
  [216] = {.lex_state = 139},
  [217] = {.lex_state = 139},
  [218] = {.lex_state = 139},
  [219] = {.lex_state = 140},
  [220] = {.lex_state = 139},
  [221] = {.lex_state = 145},
  [222] = {.lex_state = 139},
  [223] = {.lex_state = 140},
  [224] = {.lex_state = 145},
  [225] = {.lex_state = 140},
  [226] = {.lex_state = 140},
  [227] = {.lex_state = 148},
  [228] = {.lex_state = 140},
  [229] = {.lex_state = 140},
  [230] = {.lex_state = 139},
  [231] = {.lex_state = 140},
  [232] = {.lex_state = 139},
  [233] = {.lex_state = 139},
  [234] = {.lex_state = 139},
  [235] = {.lex_state = 140},
  [236] = {.lex_state = 140},
  [237] = {.lex_state = 140},
  [238] = {.lex_state = 139},
  [239] = {.lex_state = 140},
  [240] = {.lex_state = 139},
  [241] = {.lex_state = 140},
  [242] = {.lex_state = 140},
  [243] = {.lex_state = 139},
  [244] = {.lex_state = 140},
  [245] = {.lex_state = 146},
  [246] = {.lex_state = 146},
  [247] = {.lex_state = 140},
  [248] = {.lex_state = 140},
  [249] = {.lex_state = 140},
  [250] = {.lex_state = 140},
  [251] = {.lex_state = 140},
  [252] = {.lex_state = 140},
  [253] = {.lex_state = 140},
  [254] = {.lex_state = 140},
  [255] = {.lex_state = 146},
  [256] = {.lex_state = 139},
  [257] = {.lex_state = 140},
  [258] = {.lex_state = 140},
  [259] = {.lex_state = 140},
  [260] = {.lex_state = 146},
  [261] = {.lex_state = 140},
  [262] = {.lex_state = 140},
  [263] = {.lex_state = 140},
  [264] = {.lex_state = 140},
  [265] = {.lex_state = 140},
  [266] = {.lex_state = 140},
  [267] = {.lex_state = 140},
  [268] = {.lex_state = 140},
  [269] = {.lex_state = 140},
  [270] = {.lex_state = 140},
  [271] = {.lex_state = 140},
  [272] = {.lex_state = 140},
  [273] = {.lex_state = 140},
  [274] = {.lex_state = 140},
  [275] = {.lex_state = 140},
  [276] = {.lex_state = 140},
  [277] = {.lex_state = 140},
  [278] = {.lex_state = 140},
  [279] = {.lex_state = 140},
  [280] = {.lex_state = 140},
  [281] = {.lex_state = 140},
  [282] = {.lex_state = 140},
  [283] = {.lex_state = 140},
  [284] = {.lex_state = 140},
  [285] = {.lex_state = 140},
  [286] = {.lex_state = 140},
  [287] = {.lex_state = 140},
  [288] = {.lex_state = 140},
  [289] = {.lex_state = 140},
  [290] = {.lex_state = 140},
  [291] = {.lex_state = 140},
  [292] = {.lex_state = 140},
  [293] = {.lex_state = 140},
  [294] = {.lex_state = 140},
  [295] = {.lex_state = 140},
  [296] = {.lex_state = 146},
  [297] = {.lex_state = 140},
  [298] = {.lex_state = 140},
  [299] = {.lex_state = 140},
  [300] = {.lex_state = 140},
  [301] = {.lex_state = 140},
  [302] = {.lex_state = 140},
  [303] = {.lex_state = 140},
  [304] = {.lex_state = 140},
  [305] = {.lex_state = 140},
  [306] = {.lex_state = 140},
  [307] = {.lex_state = 140},
  [308] = {.lex_state = 140},
  [309] = {.lex_state = 140},
  [310] = {.lex_state = 140},
  [311] = {.lex_state = 140},
  [312] = {.lex_state = 140},
  [313] = {.lex_state = 140},
  [314] = {.lex_state = 140},
  [315] = {.lex_state = 140},
  [316] = {.lex_state = 140},
  [317] = {.lex_state = 140},
  [318] = {.lex_state = 140},
  [319] = {.lex_state = 140},
  [320] = {.lex_state = 140},
  [321] = {.lex_state = 140},
  [322] = {.lex_state = 140},
  [323] = {.lex_state = 140},
  [324] = {.lex_state = 140},
  [325] = {.lex_state = 140},
  [326] = {.lex_state = 146},
  [327] = {.lex_state = 14},
  [328] = {.lex_state = 140},
  [329] = {.lex_state = 140},
  [330] = {.lex_state = 140},
  [331] = {.lex_state = 140},
  [332] = {.lex_state = 140},
  [333] = {.lex_state = 140},
  [334] = {.lex_state = 140},
  [335] = {.lex_state = 140},
  [336] = {.lex_state = 140},
  [337] = {.lex_state = 140},
  [338] = {.lex_state = 140},
  [339] = {.lex_state = 140},
  [340] = {.lex_state = 140},
  [341] = {.lex_state = 140},
  [342] = {.lex_state = 15},
  [343] = {.lex_state = 140},
  [344] = {.lex_state = 148},
  [345] = {.lex_state = 140},
  [346] = {.lex_state = 148},
  [347] = {.lex_state = 148},
  [348] = {.lex_state = 140},
  [349] = {.lex_state = 140},
  [350] = {.lex_state = 140},
  [351] = {.lex_state = 140},
  [352] = {.lex_state = 140},
  [353] = {.lex_state = 140},
  [354] = {.lex_state = 148},
  [355] = {.lex_state = 13},
  [356] = {.lex_state = 148},
  [357] = {.lex_state = 140},
  [358] = {.lex_state = 139},
  [359] = {.lex_state = 140},
  [360] = {.lex_state = 148},
  [361] = {.lex_state = 148},
  [362] = {.lex_state = 139},
  [363] = {.lex_state = 140},
  [364] = {.lex_state = 14},
  [365] = {.lex_state = 148},
  [366] = {.lex_state = 139},
  [367] = {.lex_state = 14},
  [368] = {.lex_state = 148},
  [369] = {.lex_state = 140},
  [370] = {.lex_state = 13},
  [371] = {.lex_state = 140},
  [372] = {.lex_state = 148},
  [373] = {.lex_state = 140},
  [374] = {.lex_state = 140},
  [375] = {.lex_state = 140},
  [376] = {.lex_state = 140},
  [377] = {.lex_state = 148},
  [378] = {.lex_state = 13},
  [379] = {.lex_state = 140},
  [380] = {.lex_state = 140},
  [381] = {.lex_state = 140},
  [382] = {.lex_state = 140},
  [383] = {.lex_state = 140},
  [384] = {.lex_state = 140},
  [385] = {.lex_state = 140},
  [386] = {.lex_state = 140},
  [387] = {.lex_state = 140},
  [388] = {.lex_state = 148},
  [389] = {.lex_state = 148},
  [390] = {.lex_state = 140},
  [391] = {.lex_state = 140},
  [392] = {.lex_state = 140},
  [393] = {.lex_state = 140},
  [394] = {.lex_state = 140},
  [395] = {.lex_state = 140},
  [396] = {.lex_state = 140},
  [397] = {.lex_state = 142},
  [398] = {.lex_state = 140},
  [399] = {.lex_state = 140},
  [400] = {.lex_state = 140},
  [401] = {.lex_state = 140},
  [402] = {.lex_state = 139},
  [403] = {.lex_state = 140},
  [404] = {.lex_state = 140},
  [405] = {.lex_state = 140},
  [406] = {.lex_state = 140},
  [407] = {.lex_state = 140},
  [408] = {.lex_state = 140},
  [409] = {.lex_state = 145},
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
    [sym__encoding_continuation] = ACTIONS(1),
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
    [sym_source_file] = STATE(384),
    [sym_function] = STATE(2),
    [sym__function_at_eof] = STATE(392),
    [sym__function_header] = STATE(339),
    [sym_section] = STATE(2),
    [sym__section_at_eof] = STATE(407),
    [sym__section_header] = STATE(278),
    [sym_arch_header] = STATE(285),
    [sym_fatbin_header] = STATE(285),
    [sym_member_header] = STATE(285),
    [sym_header_field] = STATE(285),
    [sym__code_version] = STATE(263),
    [sym_label] = STATE(285),
    [sym_directive] = STATE(285),
    [sym_instruction] = STATE(285),
    [sym_opcode] = STATE(4),
    [sym_line_info] = STATE(285),
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
    STATE(278), 1,
      sym__section_header,
    STATE(294), 1,
      sym__code_version,
    STATE(339), 1,
      sym__function_header,
    STATE(345), 1,
      sym__section_at_eof,
    STATE(400), 1,
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
    STATE(281), 8,
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
    STATE(382), 1,
      sym__function_header,
    STATE(393), 1,
      sym__section_header,
    STATE(395), 1,
      sym__code_version,
    STATE(3), 3,
      sym_function,
      sym_section,
      aux_sym_source_file_repeat1,
    ACTIONS(66), 4,
      sym_separator,
      sym_function_end,
      sym_encoding,
      sym__banner,
    STATE(376), 8,
      sym_arch_header,
      sym_fatbin_header,
      sym_member_header,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [170] = 25,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(87), 1,
      ts_builtin_sym_end,
    ACTIONS(89), 1,
      sym__newline,
    ACTIONS(91), 1,
      anon_sym_DASH,
    ACTIONS(93), 1,
      sym__relocation_open,
    ACTIONS(95), 1,
      anon_sym_SEMI,
    ACTIONS(97), 1,
      sym_encoding,
    ACTIONS(99), 1,
      sym__encoding_continuation,
    ACTIONS(101), 1,
      anon_sym_TILDE,
    ACTIONS(103), 1,
      anon_sym_PIPE,
    ACTIONS(105), 1,
      sym__register,
    ACTIONS(107), 1,
      sym__uniform_register,
    ACTIONS(111), 1,
      anon_sym_c,
    ACTIONS(113), 1,
      anon_sym_LBRACK,
    ACTIONS(115), 1,
      sym_immediate,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(119), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(121), 1,
      sym__lower_word,
    STATE(57), 1,
      sym__relocation_call,
    STATE(73), 1,
      sym__decorated_uniform_register,
    STATE(105), 1,
      sym__decorated_register,
    STATE(192), 1,
      sym__operands,
    STATE(74), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(109), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [253] = 25,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(91), 1,
      anon_sym_DASH,
    ACTIONS(93), 1,
      sym__relocation_open,
    ACTIONS(101), 1,
      anon_sym_TILDE,
    ACTIONS(103), 1,
      anon_sym_PIPE,
    ACTIONS(105), 1,
      sym__register,
    ACTIONS(107), 1,
      sym__uniform_register,
    ACTIONS(111), 1,
      anon_sym_c,
    ACTIONS(113), 1,
      anon_sym_LBRACK,
    ACTIONS(115), 1,
      sym_immediate,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(119), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(121), 1,
      sym__lower_word,
    ACTIONS(123), 1,
      ts_builtin_sym_end,
    ACTIONS(125), 1,
      sym__newline,
    ACTIONS(127), 1,
      anon_sym_SEMI,
    ACTIONS(129), 1,
      sym_encoding,
    ACTIONS(131), 1,
      sym__encoding_continuation,
    STATE(57), 1,
      sym__relocation_call,
    STATE(73), 1,
      sym__decorated_uniform_register,
    STATE(105), 1,
      sym__decorated_register,
    STATE(187), 1,
      sym__operands,
    STATE(74), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(109), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [336] = 25,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(91), 1,
      anon_sym_DASH,
    ACTIONS(93), 1,
      sym__relocation_open,
    ACTIONS(101), 1,
      anon_sym_TILDE,
    ACTIONS(103), 1,
      anon_sym_PIPE,
    ACTIONS(105), 1,
      sym__register,
    ACTIONS(107), 1,
      sym__uniform_register,
    ACTIONS(111), 1,
      anon_sym_c,
    ACTIONS(113), 1,
      anon_sym_LBRACK,
    ACTIONS(115), 1,
      sym_immediate,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(119), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(121), 1,
      sym__lower_word,
    ACTIONS(133), 1,
      ts_builtin_sym_end,
    ACTIONS(135), 1,
      sym__newline,
    ACTIONS(137), 1,
      anon_sym_SEMI,
    ACTIONS(139), 1,
      sym_encoding,
    ACTIONS(141), 1,
      sym__encoding_continuation,
    STATE(57), 1,
      sym__relocation_call,
    STATE(73), 1,
      sym__decorated_uniform_register,
    STATE(105), 1,
      sym__decorated_register,
    STATE(189), 1,
      sym__operands,
    STATE(74), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(109), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [419] = 25,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(91), 1,
      anon_sym_DASH,
    ACTIONS(93), 1,
      sym__relocation_open,
    ACTIONS(101), 1,
      anon_sym_TILDE,
    ACTIONS(103), 1,
      anon_sym_PIPE,
    ACTIONS(105), 1,
      sym__register,
    ACTIONS(107), 1,
      sym__uniform_register,
    ACTIONS(111), 1,
      anon_sym_c,
    ACTIONS(113), 1,
      anon_sym_LBRACK,
    ACTIONS(115), 1,
      sym_immediate,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(119), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(121), 1,
      sym__lower_word,
    ACTIONS(143), 1,
      ts_builtin_sym_end,
    ACTIONS(145), 1,
      sym__newline,
    ACTIONS(147), 1,
      anon_sym_SEMI,
    ACTIONS(149), 1,
      sym_encoding,
    ACTIONS(151), 1,
      sym__encoding_continuation,
    STATE(57), 1,
      sym__relocation_call,
    STATE(73), 1,
      sym__decorated_uniform_register,
    STATE(105), 1,
      sym__decorated_register,
    STATE(191), 1,
      sym__operands,
    STATE(74), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(109), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [502] = 15,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(155), 1,
      sym__newline,
    ACTIONS(163), 1,
      sym_address,
    ACTIONS(166), 1,
      sym_predicate,
    ACTIONS(169), 1,
      sym_mnemonic,
    ACTIONS(172), 1,
      anon_sym_SLASH_SLASH_POUND_POUND,
    ACTIONS(175), 1,
      sym__word,
    ACTIONS(178), 1,
      sym__dotname,
    STATE(4), 1,
      sym_opcode,
    STATE(8), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(153), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(160), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(158), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(343), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [561] = 15,
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
    ACTIONS(183), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(8), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(181), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(187), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(185), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(343), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [620] = 21,
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
    ACTIONS(183), 1,
      sym__newline,
    ACTIONS(189), 1,
      sym_separator,
    ACTIONS(191), 1,
      sym_function_end,
    ACTIONS(193), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(271), 1,
      sym_header_field,
    STATE(274), 1,
      sym_label,
    STATE(275), 1,
      sym_directive,
    STATE(276), 1,
      sym_instruction,
    STATE(277), 1,
      sym_line_info,
    STATE(8), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(181), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(185), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [691] = 21,
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
    ACTIONS(197), 1,
      sym__newline,
    ACTIONS(201), 1,
      sym_separator,
    ACTIONS(203), 1,
      sym_function_end,
    ACTIONS(205), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(307), 1,
      sym_header_field,
    STATE(308), 1,
      sym_label,
    STATE(309), 1,
      sym_directive,
    STATE(310), 1,
      sym_instruction,
    STATE(311), 1,
      sym_line_info,
    STATE(13), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(195), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(199), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [762] = 21,
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
    ACTIONS(209), 1,
      sym__newline,
    ACTIONS(213), 1,
      sym_separator,
    ACTIONS(215), 1,
      sym_function_end,
    ACTIONS(217), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(320), 1,
      sym_header_field,
    STATE(321), 1,
      sym_label,
    STATE(322), 1,
      sym_directive,
    STATE(324), 1,
      sym_instruction,
    STATE(325), 1,
      sym_line_info,
    STATE(10), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(207), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(211), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [833] = 21,
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
    ACTIONS(183), 1,
      sym__newline,
    ACTIONS(223), 1,
      sym_separator,
    ACTIONS(225), 1,
      sym_function_end,
    ACTIONS(227), 1,
      sym_encoding,
    STATE(4), 1,
      sym_opcode,
    STATE(258), 1,
      sym_instruction,
    STATE(259), 1,
      sym_line_info,
    STATE(337), 1,
      sym_header_field,
    STATE(338), 1,
      sym_label,
    STATE(340), 1,
      sym_directive,
    STATE(8), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(219), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(221), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
  [904] = 15,
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
    ACTIONS(229), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(16), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(187), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(195), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(199), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(343), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [963] = 15,
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
    ACTIONS(231), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(9), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(187), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(207), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(211), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(343), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [1022] = 15,
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
    ACTIONS(183), 1,
      sym__newline,
    STATE(4), 1,
      sym_opcode,
    STATE(8), 2,
      sym__body_line,
      aux_sym_function_repeat1,
    ACTIONS(187), 3,
      sym_separator,
      sym_function_end,
      sym_encoding,
    ACTIONS(219), 3,
      ts_builtin_sym_end,
      aux_sym__code_version_token1,
      sym__banner,
    ACTIONS(221), 5,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
    STATE(343), 5,
      sym_header_field,
      sym_label,
      sym_directive,
      sym_instruction,
      sym_line_info,
  [1081] = 7,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(237), 1,
      anon_sym_COLON,
    ACTIONS(239), 1,
      sym_modifier,
    STATE(18), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(235), 7,
      sym__newline,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(233), 15,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
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
  [1123] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(245), 1,
      sym_modifier,
    STATE(21), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(243), 7,
      sym__newline,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(241), 15,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
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
  [1162] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(239), 1,
      sym_modifier,
    STATE(18), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(235), 7,
      sym__newline,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(233), 15,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
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
  [1201] = 18,
    ACTIONS(91), 1,
      anon_sym_DASH,
    ACTIONS(93), 1,
      sym__relocation_open,
    ACTIONS(101), 1,
      anon_sym_TILDE,
    ACTIONS(103), 1,
      anon_sym_PIPE,
    ACTIONS(111), 1,
      anon_sym_c,
    ACTIONS(113), 1,
      anon_sym_LBRACK,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(119), 1,
      aux_sym_keyword_operand_token1,
    ACTIONS(121), 1,
      sym__lower_word,
    ACTIONS(247), 1,
      sym__register,
    ACTIONS(249), 1,
      sym__uniform_register,
    ACTIONS(253), 1,
      sym_immediate,
    STATE(138), 1,
      sym__relocation_call,
    STATE(139), 1,
      sym__decorated_register,
    STATE(140), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    STATE(137), 4,
      sym_constant_bank,
      sym_memory,
      sym_label_ref,
      sym_keyword_operand,
    ACTIONS(251), 5,
      sym_predicate_register,
      sym_special_register,
      sym_barrier_register,
      sym_scoreboard,
      sym__float_special,
  [1264] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(259), 1,
      sym_modifier,
    STATE(21), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(257), 7,
      sym__newline,
      anon_sym_DASH,
      sym__relocation_open,
      anon_sym_c,
      sym_immediate,
      aux_sym_keyword_operand_token1,
      sym__lower_word,
    ACTIONS(255), 15,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
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
  [1303] = 15,
    ACTIONS(264), 1,
      anon_sym_COMMA,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(270), 1,
      anon_sym_PLUS,
    ACTIONS(272), 1,
      anon_sym_DASH,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(276), 1,
      sym_number,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    STATE(26), 1,
      aux_sym_directive_repeat1,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(262), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(266), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(44), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1356] = 15,
    ACTIONS(264), 1,
      anon_sym_COMMA,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(270), 1,
      anon_sym_PLUS,
    ACTIONS(272), 1,
      anon_sym_DASH,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(276), 1,
      sym_number,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    STATE(27), 1,
      aux_sym_directive_repeat1,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(282), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(266), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(44), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1409] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(286), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(284), 10,
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
  [1438] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(290), 8,
      anon_sym_Function,
      anon_sym_DOTsection,
      anon_sym_code,
      anon_sym_Fatbin,
      anon_sym_member,
      sym_mnemonic,
      sym__word,
      sym__dotname,
    ACTIONS(288), 10,
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
  [1467] = 13,
    ACTIONS(264), 1,
      anon_sym_COMMA,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(276), 1,
      sym_number,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    STATE(28), 1,
      aux_sym_directive_repeat1,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(292), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(266), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(44), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1514] = 13,
    ACTIONS(264), 1,
      anon_sym_COMMA,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(276), 1,
      sym_number,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    STATE(28), 1,
      aux_sym_directive_repeat1,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(294), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(266), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(44), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1561] = 13,
    ACTIONS(298), 1,
      anon_sym_COMMA,
    ACTIONS(304), 1,
      anon_sym_LPAREN,
    ACTIONS(307), 1,
      sym__relocation_open,
    ACTIONS(310), 1,
      sym_number,
    ACTIONS(313), 1,
      sym_symbol,
    ACTIONS(316), 1,
      sym__dotname,
    STATE(28), 1,
      aux_sym_directive_repeat1,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(296), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(301), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(44), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1608] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(319), 8,
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
  [1637] = 12,
    ACTIONS(237), 1,
      anon_sym_COLON,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    ACTIONS(325), 1,
      sym_number,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(321), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(323), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(22), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1681] = 11,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    ACTIONS(331), 1,
      sym_number,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(327), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(329), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(23), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1722] = 10,
    ACTIONS(335), 1,
      anon_sym_LPAREN,
    ACTIONS(337), 1,
      sym__relocation_open,
    ACTIONS(339), 1,
      sym_number,
    ACTIONS(341), 1,
      sym_symbol,
    ACTIONS(343), 1,
      sym__dotname,
    STATE(158), 1,
      sym__relocation_call,
    STATE(159), 1,
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
  [1759] = 4,
    ACTIONS(349), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(347), 6,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_attribute,
      sym_number,
      sym_symbol,
    ACTIONS(345), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_string,
      sym__dotname,
  [1784] = 10,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    ACTIONS(353), 1,
      sym_number,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(351), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(53), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1821] = 10,
    ACTIONS(268), 1,
      anon_sym_LPAREN,
    ACTIONS(274), 1,
      sym__relocation_open,
    ACTIONS(278), 1,
      sym_symbol,
    ACTIONS(280), 1,
      sym__dotname,
    ACTIONS(357), 1,
      sym_number,
    STATE(46), 1,
      sym__relocation_suffix,
    STATE(54), 1,
      sym__relocation_call,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(355), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(52), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1858] = 4,
    ACTIONS(363), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(361), 6,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_attribute,
      sym_number,
      sym_symbol,
    ACTIONS(359), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_string,
      sym__dotname,
  [1883] = 10,
    ACTIONS(335), 1,
      anon_sym_LPAREN,
    ACTIONS(337), 1,
      sym__relocation_open,
    ACTIONS(341), 1,
      sym_symbol,
    ACTIONS(343), 1,
      sym__dotname,
    ACTIONS(367), 1,
      sym_number,
    STATE(158), 1,
      sym__relocation_call,
    STATE(159), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(365), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(188), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1920] = 10,
    ACTIONS(335), 1,
      anon_sym_LPAREN,
    ACTIONS(337), 1,
      sym__relocation_open,
    ACTIONS(341), 1,
      sym_symbol,
    ACTIONS(343), 1,
      sym__dotname,
    ACTIONS(371), 1,
      sym_number,
    STATE(158), 1,
      sym__relocation_call,
    STATE(159), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(369), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(163), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1957] = 10,
    ACTIONS(335), 1,
      anon_sym_LPAREN,
    ACTIONS(337), 1,
      sym__relocation_open,
    ACTIONS(341), 1,
      sym_symbol,
    ACTIONS(343), 1,
      sym__dotname,
    ACTIONS(375), 1,
      sym_number,
    STATE(158), 1,
      sym__relocation_call,
    STATE(159), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(373), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(214), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [1994] = 10,
    ACTIONS(335), 1,
      anon_sym_LPAREN,
    ACTIONS(337), 1,
      sym__relocation_open,
    ACTIONS(341), 1,
      sym_symbol,
    ACTIONS(343), 1,
      sym__dotname,
    ACTIONS(379), 1,
      sym_number,
    STATE(158), 1,
      sym__relocation_call,
    STATE(159), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(377), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(245), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [2031] = 10,
    ACTIONS(335), 1,
      anon_sym_LPAREN,
    ACTIONS(337), 1,
      sym__relocation_open,
    ACTIONS(341), 1,
      sym_symbol,
    ACTIONS(343), 1,
      sym__dotname,
    ACTIONS(383), 1,
      sym_number,
    STATE(158), 1,
      sym__relocation_call,
    STATE(159), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(381), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(246), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [2068] = 10,
    ACTIONS(335), 1,
      anon_sym_LPAREN,
    ACTIONS(337), 1,
      sym__relocation_open,
    ACTIONS(341), 1,
      sym_symbol,
    ACTIONS(343), 1,
      sym__dotname,
    ACTIONS(387), 1,
      sym_number,
    STATE(158), 1,
      sym__relocation_call,
    STATE(159), 1,
      sym__relocation_suffix,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(385), 3,
      sym_arch,
      sym_attribute,
      sym_string,
    STATE(255), 4,
      sym__expression,
      sym_parenthesized_expression,
      sym_binary_expression,
      sym_relocation,
  [2105] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(391), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(389), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2127] = 5,
    ACTIONS(270), 1,
      anon_sym_PLUS,
    ACTIONS(272), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(395), 4,
      anon_sym_LPAREN,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(393), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2153] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(399), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(397), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2175] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(403), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(401), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2197] = 14,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(409), 1,
      sym_modifier,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(419), 1,
      anon_sym_RBRACK,
    ACTIONS(421), 1,
      sym_immediate,
    STATE(69), 1,
      aux_sym__address_terms_repeat1,
    STATE(112), 1,
      aux_sym_opcode_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2241] = 14,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(423), 1,
      sym_modifier,
    ACTIONS(425), 1,
      anon_sym_RBRACK,
    ACTIONS(427), 1,
      sym_immediate,
    STATE(70), 1,
      aux_sym__address_terms_repeat1,
    STATE(113), 1,
      aux_sym_opcode_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2285] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(431), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(429), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2307] = 11,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(435), 1,
      sym__newline,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(439), 1,
      sym_modifier,
    STATE(60), 1,
      aux_sym_opcode_repeat1,
    STATE(61), 1,
      aux_sym__operands_repeat1,
    STATE(165), 1,
      sym_label_ref,
    ACTIONS(441), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(433), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [2345] = 11,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(445), 1,
      sym__newline,
    ACTIONS(447), 1,
      sym_modifier,
    STATE(62), 1,
      aux_sym_opcode_repeat1,
    STATE(67), 1,
      aux_sym__operands_repeat1,
    STATE(164), 1,
      sym_label_ref,
    ACTIONS(449), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(443), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [2383] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(453), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(451), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2405] = 5,
    ACTIONS(270), 1,
      anon_sym_PLUS,
    ACTIONS(272), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(455), 4,
      anon_sym_LPAREN,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(296), 7,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2431] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(403), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(401), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2453] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(459), 5,
      anon_sym_LPAREN,
      anon_sym_DASH,
      sym__relocation_open,
      sym_number,
      sym_symbol,
    ACTIONS(457), 8,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      sym_arch,
      anon_sym_PLUS,
      sym_attribute,
      sym_string,
      sym__dotname,
  [2475] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(439), 1,
      sym_modifier,
    ACTIONS(463), 1,
      sym__newline,
    STATE(60), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(461), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2501] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(467), 1,
      sym__newline,
    ACTIONS(469), 1,
      sym_immediate,
    ACTIONS(471), 1,
      sym__float_special,
    STATE(102), 1,
      aux_sym__operands_repeat1,
    STATE(177), 1,
      sym_label_ref,
    ACTIONS(465), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [2535] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(475), 1,
      sym__newline,
    ACTIONS(477), 1,
      sym_modifier,
    STATE(63), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(473), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2561] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(481), 1,
      sym__newline,
    ACTIONS(483), 1,
      sym_modifier,
    STATE(64), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(479), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2587] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(475), 1,
      sym__newline,
    ACTIONS(485), 1,
      sym_modifier,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(473), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2613] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(489), 1,
      sym__newline,
    ACTIONS(491), 1,
      sym_immediate,
    ACTIONS(493), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(169), 1,
      sym_label_ref,
    ACTIONS(487), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [2647] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(481), 1,
      sym__newline,
    ACTIONS(485), 1,
      sym_modifier,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(479), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2673] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(497), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(495), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2699] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(501), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(499), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2725] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(497), 1,
      sym__newline,
    ACTIONS(503), 1,
      sym_modifier,
    STATE(77), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(495), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2751] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(501), 1,
      sym__newline,
    ACTIONS(505), 1,
      sym_modifier,
    STATE(78), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(499), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2777] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(509), 1,
      sym__newline,
    ACTIONS(511), 1,
      sym_immediate,
    ACTIONS(513), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(172), 1,
      sym_label_ref,
    ACTIONS(507), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [2811] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(447), 1,
      sym_modifier,
    ACTIONS(517), 1,
      sym__newline,
    STATE(62), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(515), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [2837] = 12,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(519), 1,
      anon_sym_RBRACK,
    ACTIONS(521), 1,
      sym_immediate,
    STATE(79), 1,
      aux_sym__address_terms_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2875] = 12,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(521), 1,
      sym_immediate,
    ACTIONS(523), 1,
      anon_sym_RBRACK,
    STATE(79), 1,
      aux_sym__address_terms_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2913] = 12,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(521), 1,
      sym_immediate,
    ACTIONS(525), 1,
      anon_sym_RBRACK,
    STATE(79), 1,
      aux_sym__address_terms_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [2951] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(529), 1,
      sym__newline,
    ACTIONS(531), 1,
      sym_immediate,
    ACTIONS(533), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(175), 1,
      sym_label_ref,
    ACTIONS(527), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [2985] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(445), 1,
      sym__newline,
    STATE(104), 1,
      aux_sym__operands_repeat1,
    STATE(164), 1,
      sym_label_ref,
    ACTIONS(449), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(443), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [3017] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(537), 1,
      sym__newline,
    STATE(72), 1,
      aux_sym__operands_repeat1,
    STATE(190), 1,
      sym_label_ref,
    ACTIONS(539), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(535), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [3049] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(543), 1,
      sym__newline,
    ACTIONS(545), 1,
      sym_modifier,
    STATE(82), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(541), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3075] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(549), 1,
      sym__newline,
    ACTIONS(551), 1,
      sym_modifier,
    STATE(84), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(547), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3101] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(543), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(541), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3127] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(549), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(547), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3153] = 12,
    ACTIONS(553), 1,
      anon_sym_PLUS,
    ACTIONS(556), 1,
      anon_sym_DASH,
    ACTIONS(559), 1,
      anon_sym_TILDE,
    ACTIONS(562), 1,
      anon_sym_PIPE,
    ACTIONS(565), 1,
      sym__register,
    ACTIONS(568), 1,
      sym__uniform_register,
    ACTIONS(571), 1,
      anon_sym_RBRACK,
    ACTIONS(573), 1,
      sym_immediate,
    STATE(79), 1,
      aux_sym__address_terms_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [3191] = 12,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(576), 1,
      anon_sym_RBRACK,
    ACTIONS(578), 1,
      sym_immediate,
    STATE(71), 1,
      aux_sym__address_terms_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [3229] = 12,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(419), 1,
      anon_sym_RBRACK,
    ACTIONS(421), 1,
      sym_immediate,
    STATE(69), 1,
      aux_sym__address_terms_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [3267] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(582), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(580), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3293] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(582), 1,
      sym__newline,
    ACTIONS(584), 1,
      sym_modifier,
    STATE(86), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(580), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3319] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(588), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(586), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3345] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(588), 1,
      sym__newline,
    ACTIONS(590), 1,
      sym_modifier,
    STATE(87), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(586), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3371] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(594), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(592), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3397] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(598), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(596), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3423] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(602), 1,
      sym__newline,
    ACTIONS(604), 1,
      sym_modifier,
    STATE(90), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(600), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3449] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(608), 1,
      sym__newline,
    ACTIONS(610), 1,
      sym_modifier,
    STATE(91), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(606), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3475] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(614), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(612), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3501] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(618), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(616), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3527] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(618), 1,
      sym__newline,
    ACTIONS(620), 1,
      sym_modifier,
    STATE(94), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(616), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3553] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(624), 1,
      sym__newline,
    ACTIONS(626), 1,
      sym_modifier,
    STATE(96), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(622), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3579] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(630), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(628), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3605] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(630), 1,
      sym__newline,
    ACTIONS(632), 1,
      sym_modifier,
    STATE(98), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(628), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3631] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(636), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(634), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3657] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(636), 1,
      sym__newline,
    ACTIONS(638), 1,
      sym_modifier,
    STATE(99), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(634), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3683] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(642), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(640), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3709] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_modifier,
    ACTIONS(646), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(644), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3735] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(257), 1,
      sym__newline,
    ACTIONS(648), 1,
      sym_modifier,
    STATE(100), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(255), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [3761] = 12,
    ACTIONS(405), 1,
      anon_sym_PLUS,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(415), 1,
      sym__register,
    ACTIONS(417), 1,
      sym__uniform_register,
    ACTIONS(425), 1,
      anon_sym_RBRACK,
    ACTIONS(427), 1,
      sym_immediate,
    STATE(70), 1,
      aux_sym__address_terms_repeat1,
    STATE(149), 1,
      sym__decorated_register,
    STATE(150), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [3799] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(653), 1,
      sym__newline,
    ACTIONS(655), 1,
      sym_immediate,
    ACTIONS(657), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(180), 1,
      sym_label_ref,
    ACTIONS(651), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [3833] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(489), 1,
      sym__newline,
    ACTIONS(659), 1,
      sym_immediate,
    ACTIONS(661), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(183), 1,
      sym_label_ref,
    ACTIONS(487), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [3867] = 10,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(509), 1,
      sym__newline,
    ACTIONS(663), 1,
      sym_immediate,
    ACTIONS(665), 1,
      sym__float_special,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    STATE(186), 1,
      sym_label_ref,
    ACTIONS(507), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [3901] = 9,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(117), 1,
      anon_sym_BQUOTE_LPAREN,
    ACTIONS(435), 1,
      sym__newline,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    STATE(103), 1,
      aux_sym__operands_repeat1,
    STATE(165), 1,
      sym_label_ref,
    ACTIONS(441), 2,
      sym_immediate,
      sym__float_special,
    ACTIONS(433), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [3933] = 5,
    ACTIONS(423), 1,
      sym_modifier,
    ACTIONS(669), 1,
      anon_sym_DASH,
    STATE(113), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(667), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3956] = 5,
    ACTIONS(409), 1,
      sym_modifier,
    ACTIONS(673), 1,
      anon_sym_DASH,
    STATE(112), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(671), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [3979] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(677), 1,
      sym__newline,
    ACTIONS(679), 1,
      anon_sym_LBRACK,
    ACTIONS(675), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4002] = 5,
    ACTIONS(423), 1,
      sym_modifier,
    ACTIONS(683), 1,
      anon_sym_DASH,
    STATE(113), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(681), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4025] = 5,
    ACTIONS(475), 1,
      anon_sym_DASH,
    ACTIONS(685), 1,
      sym_modifier,
    STATE(114), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(473), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4048] = 5,
    ACTIONS(481), 1,
      anon_sym_DASH,
    ACTIONS(687), 1,
      sym_modifier,
    STATE(115), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(479), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4071] = 5,
    ACTIONS(475), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(473), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4094] = 5,
    ACTIONS(481), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(479), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4117] = 5,
    ACTIONS(497), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(495), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4140] = 5,
    ACTIONS(501), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(499), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4163] = 5,
    ACTIONS(497), 1,
      anon_sym_DASH,
    ACTIONS(691), 1,
      sym_modifier,
    STATE(120), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(495), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4186] = 5,
    ACTIONS(501), 1,
      anon_sym_DASH,
    ACTIONS(693), 1,
      sym_modifier,
    STATE(121), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(499), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4209] = 5,
    ACTIONS(543), 1,
      anon_sym_DASH,
    ACTIONS(695), 1,
      sym_modifier,
    STATE(122), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(541), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4232] = 5,
    ACTIONS(549), 1,
      anon_sym_DASH,
    ACTIONS(697), 1,
      sym_modifier,
    STATE(124), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(547), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4255] = 5,
    ACTIONS(543), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(541), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4278] = 5,
    ACTIONS(549), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(547), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4301] = 5,
    ACTIONS(582), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(580), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4324] = 5,
    ACTIONS(582), 1,
      anon_sym_DASH,
    ACTIONS(699), 1,
      sym_modifier,
    STATE(126), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(580), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4347] = 5,
    ACTIONS(588), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(586), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4370] = 5,
    ACTIONS(588), 1,
      anon_sym_DASH,
    ACTIONS(701), 1,
      sym_modifier,
    STATE(127), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(586), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4393] = 5,
    ACTIONS(594), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(592), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4416] = 5,
    ACTIONS(598), 1,
      anon_sym_DASH,
    ACTIONS(689), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(596), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4439] = 5,
    ACTIONS(257), 1,
      anon_sym_DASH,
    ACTIONS(703), 1,
      sym_modifier,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(255), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4462] = 5,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(708), 1,
      sym__newline,
    ACTIONS(710), 1,
      anon_sym_LBRACK,
    ACTIONS(706), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4485] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(714), 1,
      sym__newline,
    ACTIONS(716), 1,
      anon_sym_COMMA,
    STATE(130), 1,
      aux_sym__operands_repeat1,
    ACTIONS(712), 7,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4510] = 5,
    ACTIONS(409), 1,
      sym_modifier,
    ACTIONS(721), 1,
      anon_sym_DASH,
    STATE(112), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(719), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4533] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(725), 1,
      sym__newline,
    ACTIONS(723), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4553] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(729), 1,
      sym__newline,
    ACTIONS(727), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4573] = 10,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(731), 1,
      sym__register,
    ACTIONS(733), 1,
      sym__uniform_register,
    ACTIONS(735), 1,
      sym_immediate,
    STATE(81), 1,
      sym__decorated_register,
    STATE(101), 1,
      sym__decorated_uniform_register,
    STATE(396), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4605] = 10,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(731), 1,
      sym__register,
    ACTIONS(733), 1,
      sym__uniform_register,
    ACTIONS(735), 1,
      sym_immediate,
    STATE(81), 1,
      sym__decorated_register,
    STATE(101), 1,
      sym__decorated_uniform_register,
    STATE(387), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4637] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(708), 1,
      sym__newline,
    ACTIONS(706), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4657] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(739), 1,
      sym__newline,
    ACTIONS(737), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4677] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(743), 1,
      sym__newline,
    ACTIONS(741), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4697] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(463), 1,
      sym__newline,
    ACTIONS(461), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4717] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(517), 1,
      sym__newline,
    ACTIONS(515), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4737] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(747), 1,
      sym__newline,
    ACTIONS(745), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4757] = 10,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(731), 1,
      sym__register,
    ACTIONS(733), 1,
      sym__uniform_register,
    ACTIONS(735), 1,
      sym_immediate,
    STATE(81), 1,
      sym__decorated_register,
    STATE(101), 1,
      sym__decorated_uniform_register,
    STATE(383), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4789] = 10,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(731), 1,
      sym__register,
    ACTIONS(733), 1,
      sym__uniform_register,
    ACTIONS(735), 1,
      sym_immediate,
    STATE(81), 1,
      sym__decorated_register,
    STATE(101), 1,
      sym__decorated_uniform_register,
    STATE(374), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4821] = 10,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(731), 1,
      sym__register,
    ACTIONS(733), 1,
      sym__uniform_register,
    ACTIONS(735), 1,
      sym_immediate,
    STATE(81), 1,
      sym__decorated_register,
    STATE(101), 1,
      sym__decorated_uniform_register,
    STATE(375), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4853] = 10,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(731), 1,
      sym__register,
    ACTIONS(733), 1,
      sym__uniform_register,
    ACTIONS(735), 1,
      sym_immediate,
    STATE(81), 1,
      sym__decorated_register,
    STATE(101), 1,
      sym__decorated_uniform_register,
    STATE(380), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4885] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(751), 1,
      sym__newline,
    ACTIONS(749), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4905] = 10,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(731), 1,
      sym__register,
    ACTIONS(733), 1,
      sym__uniform_register,
    ACTIONS(735), 1,
      sym_immediate,
    STATE(81), 1,
      sym__decorated_register,
    STATE(101), 1,
      sym__decorated_uniform_register,
    STATE(394), 1,
      sym__address_terms,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [4937] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(459), 1,
      sym__newline,
    ACTIONS(457), 8,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
      sym_immediate,
      sym__float_special,
      anon_sym_BQUOTE_LPAREN,
  [4957] = 3,
    ACTIONS(673), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(671), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4974] = 3,
    ACTIONS(683), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(681), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [4991] = 9,
    ACTIONS(407), 1,
      anon_sym_DASH,
    ACTIONS(411), 1,
      anon_sym_TILDE,
    ACTIONS(413), 1,
      anon_sym_PIPE,
    ACTIONS(753), 1,
      sym__register,
    ACTIONS(755), 1,
      sym__uniform_register,
    ACTIONS(757), 1,
      sym_immediate,
    STATE(153), 1,
      sym__decorated_register,
    STATE(154), 1,
      sym__decorated_uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5020] = 3,
    ACTIONS(759), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(571), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [5037] = 3,
    ACTIONS(721), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(719), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [5054] = 3,
    ACTIONS(669), 1,
      anon_sym_DASH,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(667), 7,
      anon_sym_PLUS,
      anon_sym_TILDE,
      anon_sym_PIPE,
      sym__register,
      sym__uniform_register,
      anon_sym_RBRACK,
      sym_immediate,
  [5071] = 3,
    ACTIONS(761), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(359), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5087] = 3,
    ACTIONS(763), 1,
      aux_sym__relocation_suffix_token1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(345), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5103] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(457), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5116] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(401), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5129] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(401), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5142] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(397), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5155] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(389), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5168] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(429), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5181] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(451), 6,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
      anon_sym_RPAREN,
      anon_sym_PLUS,
      anon_sym_DASH,
  [5194] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(767), 1,
      sym__newline,
    ACTIONS(765), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5210] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(771), 1,
      sym__newline,
    ACTIONS(769), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5226] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(775), 1,
      sym__newline,
    ACTIONS(773), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5242] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(779), 1,
      sym__newline,
    ACTIONS(777), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5258] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(779), 1,
      sym__newline,
    ACTIONS(777), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5274] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(779), 1,
      sym__newline,
    ACTIONS(777), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5290] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(783), 1,
      sym__newline,
    ACTIONS(781), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5306] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(783), 1,
      sym__newline,
    ACTIONS(781), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5322] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(783), 1,
      sym__newline,
    ACTIONS(781), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5338] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(787), 1,
      sym__newline,
    ACTIONS(785), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5354] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(787), 1,
      sym__newline,
    ACTIONS(785), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5370] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(787), 1,
      sym__newline,
    ACTIONS(785), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5386] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(775), 1,
      sym__newline,
    ACTIONS(773), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5402] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(775), 1,
      sym__newline,
    ACTIONS(773), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5418] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(791), 1,
      sym__newline,
    ACTIONS(789), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5434] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(791), 1,
      sym__newline,
    ACTIONS(789), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5450] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(791), 1,
      sym__newline,
    ACTIONS(789), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5466] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(779), 1,
      sym__newline,
    ACTIONS(777), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5482] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(779), 1,
      sym__newline,
    ACTIONS(777), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5498] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(779), 1,
      sym__newline,
    ACTIONS(777), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5514] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(783), 1,
      sym__newline,
    ACTIONS(781), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5530] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(783), 1,
      sym__newline,
    ACTIONS(781), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5546] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(783), 1,
      sym__newline,
    ACTIONS(781), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5562] = 7,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(793), 1,
      ts_builtin_sym_end,
    ACTIONS(795), 1,
      sym__newline,
    ACTIONS(797), 1,
      anon_sym_SEMI,
    ACTIONS(799), 1,
      sym_encoding,
    ACTIONS(801), 1,
      sym__encoding_continuation,
  [5584] = 3,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(805), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(803), 3,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_COMMA,
  [5598] = 7,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(807), 1,
      ts_builtin_sym_end,
    ACTIONS(809), 1,
      sym__newline,
    ACTIONS(811), 1,
      anon_sym_SEMI,
    ACTIONS(813), 1,
      sym_encoding,
    ACTIONS(815), 1,
      sym__encoding_continuation,
  [5620] = 4,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(819), 1,
      sym__newline,
    ACTIONS(817), 4,
      ts_builtin_sym_end,
      anon_sym_SEMI,
      sym_encoding,
      sym__encoding_continuation,
  [5636] = 7,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(821), 1,
      ts_builtin_sym_end,
    ACTIONS(823), 1,
      sym__newline,
    ACTIONS(825), 1,
      anon_sym_SEMI,
    ACTIONS(827), 1,
      sym_encoding,
    ACTIONS(829), 1,
      sym__encoding_continuation,
  [5658] = 7,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(831), 1,
      ts_builtin_sym_end,
    ACTIONS(833), 1,
      sym__newline,
    ACTIONS(835), 1,
      anon_sym_SEMI,
    ACTIONS(837), 1,
      sym_encoding,
    ACTIONS(839), 1,
      sym__encoding_continuation,
  [5680] = 5,
    ACTIONS(841), 1,
      sym_predicate,
    ACTIONS(843), 1,
      sym_mnemonic,
    ACTIONS(845), 1,
      sym__dotname,
    STATE(5), 1,
      sym_opcode,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5697] = 4,
    ACTIONS(849), 1,
      anon_sym_COMMA,
    STATE(199), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(847), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5712] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(851), 1,
      ts_builtin_sym_end,
    ACTIONS(853), 1,
      sym__newline,
    ACTIONS(855), 1,
      sym_encoding,
    ACTIONS(857), 1,
      sym__encoding_continuation,
  [5731] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(859), 1,
      ts_builtin_sym_end,
    ACTIONS(861), 1,
      sym__newline,
    ACTIONS(863), 1,
      sym_encoding,
    ACTIONS(865), 1,
      sym__encoding_continuation,
  [5750] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(867), 1,
      ts_builtin_sym_end,
    ACTIONS(869), 1,
      sym__newline,
    ACTIONS(871), 1,
      sym_encoding,
    ACTIONS(873), 1,
      sym__encoding_continuation,
  [5769] = 4,
    ACTIONS(849), 1,
      anon_sym_COMMA,
    STATE(194), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(875), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5784] = 4,
    ACTIONS(877), 1,
      anon_sym_COMMA,
    STATE(199), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(803), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5799] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(880), 1,
      ts_builtin_sym_end,
    ACTIONS(882), 1,
      sym__newline,
    ACTIONS(884), 1,
      sym_encoding,
    ACTIONS(886), 1,
      sym__encoding_continuation,
  [5818] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(888), 1,
      ts_builtin_sym_end,
    ACTIONS(890), 1,
      sym__newline,
    ACTIONS(892), 1,
      sym_encoding,
    ACTIONS(894), 1,
      sym__encoding_continuation,
  [5837] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(896), 1,
      ts_builtin_sym_end,
    ACTIONS(898), 1,
      sym__newline,
    ACTIONS(900), 1,
      sym_encoding,
    ACTIONS(902), 1,
      sym__encoding_continuation,
  [5856] = 4,
    ACTIONS(906), 1,
      anon_sym_COMMA,
    ACTIONS(908), 1,
      anon_sym_inlined,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(904), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5871] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(910), 1,
      ts_builtin_sym_end,
    ACTIONS(912), 1,
      sym__newline,
    ACTIONS(914), 1,
      sym_encoding,
    ACTIONS(916), 1,
      sym__encoding_continuation,
  [5890] = 5,
    ACTIONS(918), 1,
      anon_sym_PIPE,
    ACTIONS(920), 1,
      sym__register,
    ACTIONS(922), 1,
      sym__uniform_register,
    ACTIONS(924), 1,
      anon_sym_c,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5907] = 6,
    ACTIONS(3), 1,
      sym_annotation,
    ACTIONS(5), 1,
      sym_comment,
    ACTIONS(926), 1,
      ts_builtin_sym_end,
    ACTIONS(928), 1,
      sym__newline,
    ACTIONS(930), 1,
      sym_encoding,
    ACTIONS(932), 1,
      sym__encoding_continuation,
  [5926] = 4,
    ACTIONS(849), 1,
      anon_sym_COMMA,
    STATE(208), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(934), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5941] = 4,
    ACTIONS(849), 1,
      anon_sym_COMMA,
    STATE(199), 1,
      aux_sym__function_header_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(936), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5956] = 4,
    ACTIONS(237), 1,
      anon_sym_COLON,
    ACTIONS(940), 1,
      anon_sym_EQ,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(938), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5971] = 4,
    ACTIONS(942), 1,
      ts_builtin_sym_end,
    ACTIONS(944), 1,
      sym__newline,
    ACTIONS(946), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5985] = 4,
    ACTIONS(948), 1,
      ts_builtin_sym_end,
    ACTIONS(950), 1,
      sym__newline,
    ACTIONS(952), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [5999] = 4,
    ACTIONS(954), 1,
      ts_builtin_sym_end,
    ACTIONS(956), 1,
      sym__newline,
    ACTIONS(958), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6013] = 3,
    ACTIONS(960), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(805), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [6025] = 3,
    ACTIONS(962), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(805), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [6037] = 4,
    ACTIONS(964), 1,
      anon_sym_PIPE,
    ACTIONS(966), 1,
      sym__register,
    ACTIONS(968), 1,
      sym__uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6051] = 4,
    ACTIONS(970), 1,
      ts_builtin_sym_end,
    ACTIONS(972), 1,
      sym__newline,
    ACTIONS(974), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6065] = 4,
    ACTIONS(976), 1,
      ts_builtin_sym_end,
    ACTIONS(978), 1,
      sym__newline,
    ACTIONS(980), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6079] = 4,
    ACTIONS(982), 1,
      ts_builtin_sym_end,
    ACTIONS(984), 1,
      sym__newline,
    ACTIONS(986), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6093] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(988), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6107] = 4,
    ACTIONS(990), 1,
      ts_builtin_sym_end,
    ACTIONS(992), 1,
      sym__newline,
    ACTIONS(994), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6121] = 4,
    ACTIONS(996), 1,
      ts_builtin_sym_end,
    ACTIONS(998), 1,
      sym__newline,
    ACTIONS(1000), 1,
      sym_header_value,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [6135] = 4,
    ACTIONS(1002), 1,
      ts_builtin_sym_end,
    ACTIONS(1004), 1,
      sym__newline,
    ACTIONS(1006), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6149] = 4,
    ACTIONS(1008), 1,
      sym_modifier,
    ACTIONS(1010), 1,
      anon_sym_PIPE,
    STATE(226), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6163] = 4,
    ACTIONS(1012), 1,
      ts_builtin_sym_end,
    ACTIONS(1014), 1,
      sym__newline,
    ACTIONS(1016), 1,
      sym_header_value,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [6177] = 4,
    ACTIONS(1018), 1,
      sym_modifier,
    ACTIONS(1020), 1,
      anon_sym_PIPE,
    STATE(228), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6191] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1022), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6205] = 3,
    ACTIONS(1026), 1,
      anon_sym_inlined,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1024), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6217] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1028), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6231] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1030), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6245] = 4,
    ACTIONS(1032), 1,
      ts_builtin_sym_end,
    ACTIONS(1034), 1,
      sym__newline,
    ACTIONS(1036), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6259] = 4,
    ACTIONS(1038), 1,
      sym__register,
    ACTIONS(1040), 1,
      sym__uniform_register,
    ACTIONS(1042), 1,
      anon_sym_c,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6273] = 4,
    ACTIONS(1044), 1,
      ts_builtin_sym_end,
    ACTIONS(1046), 1,
      sym__newline,
    ACTIONS(1048), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6287] = 4,
    ACTIONS(1050), 1,
      ts_builtin_sym_end,
    ACTIONS(1052), 1,
      sym__newline,
    ACTIONS(1054), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6301] = 4,
    ACTIONS(1056), 1,
      ts_builtin_sym_end,
    ACTIONS(1058), 1,
      sym__newline,
    ACTIONS(1060), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6315] = 4,
    ACTIONS(1062), 1,
      sym_modifier,
    ACTIONS(1064), 1,
      anon_sym_PIPE,
    STATE(219), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6329] = 4,
    ACTIONS(1066), 1,
      sym_modifier,
    ACTIONS(1068), 1,
      anon_sym_PIPE,
    STATE(229), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6343] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1064), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6357] = 4,
    ACTIONS(1070), 1,
      ts_builtin_sym_end,
    ACTIONS(1072), 1,
      sym__newline,
    ACTIONS(1074), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6371] = 4,
    ACTIONS(1076), 1,
      sym__register,
    ACTIONS(1078), 1,
      sym__uniform_register,
    ACTIONS(1080), 1,
      anon_sym_c,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6385] = 4,
    ACTIONS(1082), 1,
      ts_builtin_sym_end,
    ACTIONS(1084), 1,
      sym__newline,
    ACTIONS(1086), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6399] = 4,
    ACTIONS(1088), 1,
      sym_modifier,
    ACTIONS(1090), 1,
      anon_sym_PIPE,
    STATE(237), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6413] = 4,
    ACTIONS(1092), 1,
      sym_modifier,
    ACTIONS(1094), 1,
      anon_sym_PIPE,
    STATE(244), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6427] = 4,
    ACTIONS(1096), 1,
      ts_builtin_sym_end,
    ACTIONS(1098), 1,
      sym__newline,
    ACTIONS(1100), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6441] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1068), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6455] = 3,
    ACTIONS(1102), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(805), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [6467] = 3,
    ACTIONS(1104), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(805), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [6479] = 4,
    ACTIONS(1106), 1,
      sym_modifier,
    ACTIONS(1108), 1,
      anon_sym_PIPE,
    STATE(251), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6493] = 4,
    ACTIONS(1110), 1,
      sym_modifier,
    ACTIONS(1112), 1,
      anon_sym_PIPE,
    STATE(252), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6507] = 4,
    ACTIONS(1114), 1,
      sym_modifier,
    ACTIONS(1116), 1,
      anon_sym_PIPE,
    STATE(253), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6521] = 4,
    ACTIONS(1118), 1,
      sym_modifier,
    ACTIONS(1120), 1,
      anon_sym_PIPE,
    STATE(254), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6535] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1116), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6549] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1120), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6563] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1122), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6577] = 4,
    ACTIONS(689), 1,
      sym_modifier,
    ACTIONS(1124), 1,
      anon_sym_PIPE,
    STATE(128), 1,
      aux_sym_opcode_repeat1,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6591] = 3,
    ACTIONS(1126), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(805), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
  [6603] = 4,
    ACTIONS(1128), 1,
      ts_builtin_sym_end,
    ACTIONS(1130), 1,
      sym__newline,
    ACTIONS(1132), 1,
      sym__encoding_continuation,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6617] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(990), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6626] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6637] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6648] = 3,
    ACTIONS(843), 1,
      sym_mnemonic,
    STATE(7), 1,
      sym_opcode,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6659] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(976), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6668] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1138), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6677] = 3,
    ACTIONS(1140), 1,
      ts_builtin_sym_end,
    ACTIONS(1142), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6688] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6699] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1056), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6708] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1146), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6717] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6728] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1070), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6737] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1148), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6746] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1150), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6755] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6766] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1032), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6775] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1152), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6784] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6795] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6806] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6817] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6828] = 3,
    ACTIONS(1154), 1,
      ts_builtin_sym_end,
    ACTIONS(1156), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6839] = 3,
    ACTIONS(1158), 1,
      sym__register,
    ACTIONS(1160), 1,
      sym__uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6850] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1162), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6859] = 3,
    ACTIONS(1164), 1,
      ts_builtin_sym_end,
    ACTIONS(1166), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6870] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1050), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6879] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1168), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6888] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1170), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6897] = 3,
    ACTIONS(37), 1,
      ts_builtin_sym_end,
    ACTIONS(1166), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6908] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1172), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6917] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(954), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6926] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1174), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6935] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1176), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6944] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1178), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6953] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1180), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6962] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1182), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6971] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1044), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6980] = 3,
    ACTIONS(1142), 1,
      sym__newline,
    ACTIONS(1184), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [6991] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1186), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7000] = 3,
    ACTIONS(843), 1,
      sym_mnemonic,
    STATE(6), 1,
      sym_opcode,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7011] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1188), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7020] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(970), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7029] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(982), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7038] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1190), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7047] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7058] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7069] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(875), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7078] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1096), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7087] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7098] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(942), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7107] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7118] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7129] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7140] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7151] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1192), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7162] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1194), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7171] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1196), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7180] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1002), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7189] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1198), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7198] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7209] = 3,
    ACTIONS(1202), 1,
      sym__register,
    ACTIONS(1204), 1,
      sym__uniform_register,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7220] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7231] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7242] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7253] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7264] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7275] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1128), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7284] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7295] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1200), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7306] = 3,
    ACTIONS(1206), 1,
      anon_sym_DOTtext_DOT,
    ACTIONS(1208), 1,
      sym__dotname,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7317] = 3,
    ACTIONS(1210), 1,
      sym_symbol,
    ACTIONS(1212), 1,
      sym__dotname,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7328] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1082), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7337] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1214), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7346] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1216), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7355] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1218), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7364] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7375] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7386] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(948), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7395] = 2,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
    ACTIONS(1220), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7404] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7415] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7426] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7437] = 3,
    ACTIONS(1222), 1,
      ts_builtin_sym_end,
    ACTIONS(1224), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7448] = 3,
    ACTIONS(1134), 1,
      ts_builtin_sym_end,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7459] = 3,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(1144), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7470] = 2,
    ACTIONS(1226), 1,
      sym__word,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7478] = 2,
    ACTIONS(1136), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7486] = 2,
    ACTIONS(1228), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7494] = 2,
    ACTIONS(1230), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7502] = 2,
    ACTIONS(1232), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7510] = 2,
    ACTIONS(1234), 1,
      anon_sym_at,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7518] = 2,
    ACTIONS(1236), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7526] = 2,
    ACTIONS(1238), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7534] = 2,
    ACTIONS(1240), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7542] = 2,
    ACTIONS(1242), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7550] = 2,
    ACTIONS(1244), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7558] = 2,
    ACTIONS(1246), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7566] = 2,
    ACTIONS(1248), 1,
      anon_sym_File,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7574] = 2,
    ACTIONS(1250), 1,
      sym_path,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [7582] = 2,
    ACTIONS(1252), 1,
      anon_sym_line,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7590] = 2,
    ACTIONS(1254), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7598] = 2,
    ACTIONS(1256), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7606] = 2,
    ACTIONS(1258), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7614] = 2,
    ACTIONS(1260), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7622] = 2,
    ACTIONS(1262), 1,
      anon_sym_line,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7630] = 2,
    ACTIONS(1264), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7638] = 2,
    ACTIONS(1266), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7646] = 2,
    ACTIONS(1268), 1,
      sym_symbol,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7654] = 2,
    ACTIONS(1270), 1,
      anon_sym_code,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7662] = 2,
    ACTIONS(1272), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7670] = 2,
    ACTIONS(1274), 1,
      sym_symbol,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7678] = 2,
    ACTIONS(1276), 1,
      anon_sym_for,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7686] = 2,
    ACTIONS(1278), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7694] = 2,
    ACTIONS(1280), 1,
      sym_path,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [7702] = 2,
    ACTIONS(1282), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7710] = 2,
    ACTIONS(1284), 1,
      sym_immediate,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7718] = 2,
    ACTIONS(1286), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7726] = 2,
    ACTIONS(1288), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7734] = 2,
    ACTIONS(1290), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7742] = 2,
    ACTIONS(1166), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7750] = 2,
    ACTIONS(1292), 1,
      anon_sym_line,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7758] = 2,
    ACTIONS(1294), 1,
      sym_path,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
  [7766] = 2,
    ACTIONS(1296), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7774] = 2,
    ACTIONS(1298), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7782] = 2,
    ACTIONS(1300), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7790] = 2,
    ACTIONS(1302), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7798] = 2,
    ACTIONS(1304), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7806] = 2,
    ACTIONS(1306), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7814] = 2,
    ACTIONS(1308), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7822] = 2,
    ACTIONS(1310), 1,
      anon_sym_COLON,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7830] = 2,
    ACTIONS(1312), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7838] = 2,
    ACTIONS(1314), 1,
      anon_sym_column,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7846] = 2,
    ACTIONS(1316), 1,
      anon_sym_at,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7854] = 2,
    ACTIONS(1318), 1,
      anon_sym_COLON,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7862] = 2,
    ACTIONS(1320), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7870] = 2,
    ACTIONS(1322), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7878] = 2,
    ACTIONS(1324), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7886] = 2,
    ACTIONS(1326), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7894] = 2,
    ACTIONS(1142), 1,
      sym__newline,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7902] = 2,
    ACTIONS(1328), 1,
      anon_sym_RBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7910] = 2,
    ACTIONS(1330), 1,
      sym_arch,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7918] = 2,
    ACTIONS(1332), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7926] = 2,
    ACTIONS(1334), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7934] = 2,
    ACTIONS(1230), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7942] = 2,
    ACTIONS(1336), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7950] = 2,
    ACTIONS(1338), 1,
      sym_number,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7958] = 2,
    ACTIONS(1340), 1,
      anon_sym_DQUOTE,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7966] = 2,
    ACTIONS(1342), 1,
      anon_sym_RPAREN,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7974] = 2,
    ACTIONS(1344), 1,
      anon_sym_EQ,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7982] = 2,
    ACTIONS(1346), 1,
      anon_sym_LBRACK,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7990] = 2,
    ACTIONS(1322), 1,
      ts_builtin_sym_end,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [7998] = 2,
    ACTIONS(1348), 1,
      anon_sym_COMMA,
    ACTIONS(3), 2,
      sym_annotation,
      sym_comment,
  [8006] = 2,
    ACTIONS(1350), 1,
      sym_header_value,
    ACTIONS(5), 2,
      sym_annotation,
      sym_comment,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 88,
  [SMALL_STATE(4)] = 170,
  [SMALL_STATE(5)] = 253,
  [SMALL_STATE(6)] = 336,
  [SMALL_STATE(7)] = 419,
  [SMALL_STATE(8)] = 502,
  [SMALL_STATE(9)] = 561,
  [SMALL_STATE(10)] = 620,
  [SMALL_STATE(11)] = 691,
  [SMALL_STATE(12)] = 762,
  [SMALL_STATE(13)] = 833,
  [SMALL_STATE(14)] = 904,
  [SMALL_STATE(15)] = 963,
  [SMALL_STATE(16)] = 1022,
  [SMALL_STATE(17)] = 1081,
  [SMALL_STATE(18)] = 1123,
  [SMALL_STATE(19)] = 1162,
  [SMALL_STATE(20)] = 1201,
  [SMALL_STATE(21)] = 1264,
  [SMALL_STATE(22)] = 1303,
  [SMALL_STATE(23)] = 1356,
  [SMALL_STATE(24)] = 1409,
  [SMALL_STATE(25)] = 1438,
  [SMALL_STATE(26)] = 1467,
  [SMALL_STATE(27)] = 1514,
  [SMALL_STATE(28)] = 1561,
  [SMALL_STATE(29)] = 1608,
  [SMALL_STATE(30)] = 1637,
  [SMALL_STATE(31)] = 1681,
  [SMALL_STATE(32)] = 1722,
  [SMALL_STATE(33)] = 1759,
  [SMALL_STATE(34)] = 1784,
  [SMALL_STATE(35)] = 1821,
  [SMALL_STATE(36)] = 1858,
  [SMALL_STATE(37)] = 1883,
  [SMALL_STATE(38)] = 1920,
  [SMALL_STATE(39)] = 1957,
  [SMALL_STATE(40)] = 1994,
  [SMALL_STATE(41)] = 2031,
  [SMALL_STATE(42)] = 2068,
  [SMALL_STATE(43)] = 2105,
  [SMALL_STATE(44)] = 2127,
  [SMALL_STATE(45)] = 2153,
  [SMALL_STATE(46)] = 2175,
  [SMALL_STATE(47)] = 2197,
  [SMALL_STATE(48)] = 2241,
  [SMALL_STATE(49)] = 2285,
  [SMALL_STATE(50)] = 2307,
  [SMALL_STATE(51)] = 2345,
  [SMALL_STATE(52)] = 2383,
  [SMALL_STATE(53)] = 2405,
  [SMALL_STATE(54)] = 2431,
  [SMALL_STATE(55)] = 2453,
  [SMALL_STATE(56)] = 2475,
  [SMALL_STATE(57)] = 2501,
  [SMALL_STATE(58)] = 2535,
  [SMALL_STATE(59)] = 2561,
  [SMALL_STATE(60)] = 2587,
  [SMALL_STATE(61)] = 2613,
  [SMALL_STATE(62)] = 2647,
  [SMALL_STATE(63)] = 2673,
  [SMALL_STATE(64)] = 2699,
  [SMALL_STATE(65)] = 2725,
  [SMALL_STATE(66)] = 2751,
  [SMALL_STATE(67)] = 2777,
  [SMALL_STATE(68)] = 2811,
  [SMALL_STATE(69)] = 2837,
  [SMALL_STATE(70)] = 2875,
  [SMALL_STATE(71)] = 2913,
  [SMALL_STATE(72)] = 2951,
  [SMALL_STATE(73)] = 2985,
  [SMALL_STATE(74)] = 3017,
  [SMALL_STATE(75)] = 3049,
  [SMALL_STATE(76)] = 3075,
  [SMALL_STATE(77)] = 3101,
  [SMALL_STATE(78)] = 3127,
  [SMALL_STATE(79)] = 3153,
  [SMALL_STATE(80)] = 3191,
  [SMALL_STATE(81)] = 3229,
  [SMALL_STATE(82)] = 3267,
  [SMALL_STATE(83)] = 3293,
  [SMALL_STATE(84)] = 3319,
  [SMALL_STATE(85)] = 3345,
  [SMALL_STATE(86)] = 3371,
  [SMALL_STATE(87)] = 3397,
  [SMALL_STATE(88)] = 3423,
  [SMALL_STATE(89)] = 3449,
  [SMALL_STATE(90)] = 3475,
  [SMALL_STATE(91)] = 3501,
  [SMALL_STATE(92)] = 3527,
  [SMALL_STATE(93)] = 3553,
  [SMALL_STATE(94)] = 3579,
  [SMALL_STATE(95)] = 3605,
  [SMALL_STATE(96)] = 3631,
  [SMALL_STATE(97)] = 3657,
  [SMALL_STATE(98)] = 3683,
  [SMALL_STATE(99)] = 3709,
  [SMALL_STATE(100)] = 3735,
  [SMALL_STATE(101)] = 3761,
  [SMALL_STATE(102)] = 3799,
  [SMALL_STATE(103)] = 3833,
  [SMALL_STATE(104)] = 3867,
  [SMALL_STATE(105)] = 3901,
  [SMALL_STATE(106)] = 3933,
  [SMALL_STATE(107)] = 3956,
  [SMALL_STATE(108)] = 3979,
  [SMALL_STATE(109)] = 4002,
  [SMALL_STATE(110)] = 4025,
  [SMALL_STATE(111)] = 4048,
  [SMALL_STATE(112)] = 4071,
  [SMALL_STATE(113)] = 4094,
  [SMALL_STATE(114)] = 4117,
  [SMALL_STATE(115)] = 4140,
  [SMALL_STATE(116)] = 4163,
  [SMALL_STATE(117)] = 4186,
  [SMALL_STATE(118)] = 4209,
  [SMALL_STATE(119)] = 4232,
  [SMALL_STATE(120)] = 4255,
  [SMALL_STATE(121)] = 4278,
  [SMALL_STATE(122)] = 4301,
  [SMALL_STATE(123)] = 4324,
  [SMALL_STATE(124)] = 4347,
  [SMALL_STATE(125)] = 4370,
  [SMALL_STATE(126)] = 4393,
  [SMALL_STATE(127)] = 4416,
  [SMALL_STATE(128)] = 4439,
  [SMALL_STATE(129)] = 4462,
  [SMALL_STATE(130)] = 4485,
  [SMALL_STATE(131)] = 4510,
  [SMALL_STATE(132)] = 4533,
  [SMALL_STATE(133)] = 4553,
  [SMALL_STATE(134)] = 4573,
  [SMALL_STATE(135)] = 4605,
  [SMALL_STATE(136)] = 4637,
  [SMALL_STATE(137)] = 4657,
  [SMALL_STATE(138)] = 4677,
  [SMALL_STATE(139)] = 4697,
  [SMALL_STATE(140)] = 4717,
  [SMALL_STATE(141)] = 4737,
  [SMALL_STATE(142)] = 4757,
  [SMALL_STATE(143)] = 4789,
  [SMALL_STATE(144)] = 4821,
  [SMALL_STATE(145)] = 4853,
  [SMALL_STATE(146)] = 4885,
  [SMALL_STATE(147)] = 4905,
  [SMALL_STATE(148)] = 4937,
  [SMALL_STATE(149)] = 4957,
  [SMALL_STATE(150)] = 4974,
  [SMALL_STATE(151)] = 4991,
  [SMALL_STATE(152)] = 5020,
  [SMALL_STATE(153)] = 5037,
  [SMALL_STATE(154)] = 5054,
  [SMALL_STATE(155)] = 5071,
  [SMALL_STATE(156)] = 5087,
  [SMALL_STATE(157)] = 5103,
  [SMALL_STATE(158)] = 5116,
  [SMALL_STATE(159)] = 5129,
  [SMALL_STATE(160)] = 5142,
  [SMALL_STATE(161)] = 5155,
  [SMALL_STATE(162)] = 5168,
  [SMALL_STATE(163)] = 5181,
  [SMALL_STATE(164)] = 5194,
  [SMALL_STATE(165)] = 5210,
  [SMALL_STATE(166)] = 5226,
  [SMALL_STATE(167)] = 5242,
  [SMALL_STATE(168)] = 5258,
  [SMALL_STATE(169)] = 5274,
  [SMALL_STATE(170)] = 5290,
  [SMALL_STATE(171)] = 5306,
  [SMALL_STATE(172)] = 5322,
  [SMALL_STATE(173)] = 5338,
  [SMALL_STATE(174)] = 5354,
  [SMALL_STATE(175)] = 5370,
  [SMALL_STATE(176)] = 5386,
  [SMALL_STATE(177)] = 5402,
  [SMALL_STATE(178)] = 5418,
  [SMALL_STATE(179)] = 5434,
  [SMALL_STATE(180)] = 5450,
  [SMALL_STATE(181)] = 5466,
  [SMALL_STATE(182)] = 5482,
  [SMALL_STATE(183)] = 5498,
  [SMALL_STATE(184)] = 5514,
  [SMALL_STATE(185)] = 5530,
  [SMALL_STATE(186)] = 5546,
  [SMALL_STATE(187)] = 5562,
  [SMALL_STATE(188)] = 5584,
  [SMALL_STATE(189)] = 5598,
  [SMALL_STATE(190)] = 5620,
  [SMALL_STATE(191)] = 5636,
  [SMALL_STATE(192)] = 5658,
  [SMALL_STATE(193)] = 5680,
  [SMALL_STATE(194)] = 5697,
  [SMALL_STATE(195)] = 5712,
  [SMALL_STATE(196)] = 5731,
  [SMALL_STATE(197)] = 5750,
  [SMALL_STATE(198)] = 5769,
  [SMALL_STATE(199)] = 5784,
  [SMALL_STATE(200)] = 5799,
  [SMALL_STATE(201)] = 5818,
  [SMALL_STATE(202)] = 5837,
  [SMALL_STATE(203)] = 5856,
  [SMALL_STATE(204)] = 5871,
  [SMALL_STATE(205)] = 5890,
  [SMALL_STATE(206)] = 5907,
  [SMALL_STATE(207)] = 5926,
  [SMALL_STATE(208)] = 5941,
  [SMALL_STATE(209)] = 5956,
  [SMALL_STATE(210)] = 5971,
  [SMALL_STATE(211)] = 5985,
  [SMALL_STATE(212)] = 5999,
  [SMALL_STATE(213)] = 6013,
  [SMALL_STATE(214)] = 6025,
  [SMALL_STATE(215)] = 6037,
  [SMALL_STATE(216)] = 6051,
  [SMALL_STATE(217)] = 6065,
  [SMALL_STATE(218)] = 6079,
  [SMALL_STATE(219)] = 6093,
  [SMALL_STATE(220)] = 6107,
  [SMALL_STATE(221)] = 6121,
  [SMALL_STATE(222)] = 6135,
  [SMALL_STATE(223)] = 6149,
  [SMALL_STATE(224)] = 6163,
  [SMALL_STATE(225)] = 6177,
  [SMALL_STATE(226)] = 6191,
  [SMALL_STATE(227)] = 6205,
  [SMALL_STATE(228)] = 6217,
  [SMALL_STATE(229)] = 6231,
  [SMALL_STATE(230)] = 6245,
  [SMALL_STATE(231)] = 6259,
  [SMALL_STATE(232)] = 6273,
  [SMALL_STATE(233)] = 6287,
  [SMALL_STATE(234)] = 6301,
  [SMALL_STATE(235)] = 6315,
  [SMALL_STATE(236)] = 6329,
  [SMALL_STATE(237)] = 6343,
  [SMALL_STATE(238)] = 6357,
  [SMALL_STATE(239)] = 6371,
  [SMALL_STATE(240)] = 6385,
  [SMALL_STATE(241)] = 6399,
  [SMALL_STATE(242)] = 6413,
  [SMALL_STATE(243)] = 6427,
  [SMALL_STATE(244)] = 6441,
  [SMALL_STATE(245)] = 6455,
  [SMALL_STATE(246)] = 6467,
  [SMALL_STATE(247)] = 6479,
  [SMALL_STATE(248)] = 6493,
  [SMALL_STATE(249)] = 6507,
  [SMALL_STATE(250)] = 6521,
  [SMALL_STATE(251)] = 6535,
  [SMALL_STATE(252)] = 6549,
  [SMALL_STATE(253)] = 6563,
  [SMALL_STATE(254)] = 6577,
  [SMALL_STATE(255)] = 6591,
  [SMALL_STATE(256)] = 6603,
  [SMALL_STATE(257)] = 6617,
  [SMALL_STATE(258)] = 6626,
  [SMALL_STATE(259)] = 6637,
  [SMALL_STATE(260)] = 6648,
  [SMALL_STATE(261)] = 6659,
  [SMALL_STATE(262)] = 6668,
  [SMALL_STATE(263)] = 6677,
  [SMALL_STATE(264)] = 6688,
  [SMALL_STATE(265)] = 6699,
  [SMALL_STATE(266)] = 6708,
  [SMALL_STATE(267)] = 6717,
  [SMALL_STATE(268)] = 6728,
  [SMALL_STATE(269)] = 6737,
  [SMALL_STATE(270)] = 6746,
  [SMALL_STATE(271)] = 6755,
  [SMALL_STATE(272)] = 6766,
  [SMALL_STATE(273)] = 6775,
  [SMALL_STATE(274)] = 6784,
  [SMALL_STATE(275)] = 6795,
  [SMALL_STATE(276)] = 6806,
  [SMALL_STATE(277)] = 6817,
  [SMALL_STATE(278)] = 6828,
  [SMALL_STATE(279)] = 6839,
  [SMALL_STATE(280)] = 6850,
  [SMALL_STATE(281)] = 6859,
  [SMALL_STATE(282)] = 6870,
  [SMALL_STATE(283)] = 6879,
  [SMALL_STATE(284)] = 6888,
  [SMALL_STATE(285)] = 6897,
  [SMALL_STATE(286)] = 6908,
  [SMALL_STATE(287)] = 6917,
  [SMALL_STATE(288)] = 6926,
  [SMALL_STATE(289)] = 6935,
  [SMALL_STATE(290)] = 6944,
  [SMALL_STATE(291)] = 6953,
  [SMALL_STATE(292)] = 6962,
  [SMALL_STATE(293)] = 6971,
  [SMALL_STATE(294)] = 6980,
  [SMALL_STATE(295)] = 6991,
  [SMALL_STATE(296)] = 7000,
  [SMALL_STATE(297)] = 7011,
  [SMALL_STATE(298)] = 7020,
  [SMALL_STATE(299)] = 7029,
  [SMALL_STATE(300)] = 7038,
  [SMALL_STATE(301)] = 7047,
  [SMALL_STATE(302)] = 7058,
  [SMALL_STATE(303)] = 7069,
  [SMALL_STATE(304)] = 7078,
  [SMALL_STATE(305)] = 7087,
  [SMALL_STATE(306)] = 7098,
  [SMALL_STATE(307)] = 7107,
  [SMALL_STATE(308)] = 7118,
  [SMALL_STATE(309)] = 7129,
  [SMALL_STATE(310)] = 7140,
  [SMALL_STATE(311)] = 7151,
  [SMALL_STATE(312)] = 7162,
  [SMALL_STATE(313)] = 7171,
  [SMALL_STATE(314)] = 7180,
  [SMALL_STATE(315)] = 7189,
  [SMALL_STATE(316)] = 7198,
  [SMALL_STATE(317)] = 7209,
  [SMALL_STATE(318)] = 7220,
  [SMALL_STATE(319)] = 7231,
  [SMALL_STATE(320)] = 7242,
  [SMALL_STATE(321)] = 7253,
  [SMALL_STATE(322)] = 7264,
  [SMALL_STATE(323)] = 7275,
  [SMALL_STATE(324)] = 7284,
  [SMALL_STATE(325)] = 7295,
  [SMALL_STATE(326)] = 7306,
  [SMALL_STATE(327)] = 7317,
  [SMALL_STATE(328)] = 7328,
  [SMALL_STATE(329)] = 7337,
  [SMALL_STATE(330)] = 7346,
  [SMALL_STATE(331)] = 7355,
  [SMALL_STATE(332)] = 7364,
  [SMALL_STATE(333)] = 7375,
  [SMALL_STATE(334)] = 7386,
  [SMALL_STATE(335)] = 7395,
  [SMALL_STATE(336)] = 7404,
  [SMALL_STATE(337)] = 7415,
  [SMALL_STATE(338)] = 7426,
  [SMALL_STATE(339)] = 7437,
  [SMALL_STATE(340)] = 7448,
  [SMALL_STATE(341)] = 7459,
  [SMALL_STATE(342)] = 7470,
  [SMALL_STATE(343)] = 7478,
  [SMALL_STATE(344)] = 7486,
  [SMALL_STATE(345)] = 7494,
  [SMALL_STATE(346)] = 7502,
  [SMALL_STATE(347)] = 7510,
  [SMALL_STATE(348)] = 7518,
  [SMALL_STATE(349)] = 7526,
  [SMALL_STATE(350)] = 7534,
  [SMALL_STATE(351)] = 7542,
  [SMALL_STATE(352)] = 7550,
  [SMALL_STATE(353)] = 7558,
  [SMALL_STATE(354)] = 7566,
  [SMALL_STATE(355)] = 7574,
  [SMALL_STATE(356)] = 7582,
  [SMALL_STATE(357)] = 7590,
  [SMALL_STATE(358)] = 7598,
  [SMALL_STATE(359)] = 7606,
  [SMALL_STATE(360)] = 7614,
  [SMALL_STATE(361)] = 7622,
  [SMALL_STATE(362)] = 7630,
  [SMALL_STATE(363)] = 7638,
  [SMALL_STATE(364)] = 7646,
  [SMALL_STATE(365)] = 7654,
  [SMALL_STATE(366)] = 7662,
  [SMALL_STATE(367)] = 7670,
  [SMALL_STATE(368)] = 7678,
  [SMALL_STATE(369)] = 7686,
  [SMALL_STATE(370)] = 7694,
  [SMALL_STATE(371)] = 7702,
  [SMALL_STATE(372)] = 7710,
  [SMALL_STATE(373)] = 7718,
  [SMALL_STATE(374)] = 7726,
  [SMALL_STATE(375)] = 7734,
  [SMALL_STATE(376)] = 7742,
  [SMALL_STATE(377)] = 7750,
  [SMALL_STATE(378)] = 7758,
  [SMALL_STATE(379)] = 7766,
  [SMALL_STATE(380)] = 7774,
  [SMALL_STATE(381)] = 7782,
  [SMALL_STATE(382)] = 7790,
  [SMALL_STATE(383)] = 7798,
  [SMALL_STATE(384)] = 7806,
  [SMALL_STATE(385)] = 7814,
  [SMALL_STATE(386)] = 7822,
  [SMALL_STATE(387)] = 7830,
  [SMALL_STATE(388)] = 7838,
  [SMALL_STATE(389)] = 7846,
  [SMALL_STATE(390)] = 7854,
  [SMALL_STATE(391)] = 7862,
  [SMALL_STATE(392)] = 7870,
  [SMALL_STATE(393)] = 7878,
  [SMALL_STATE(394)] = 7886,
  [SMALL_STATE(395)] = 7894,
  [SMALL_STATE(396)] = 7902,
  [SMALL_STATE(397)] = 7910,
  [SMALL_STATE(398)] = 7918,
  [SMALL_STATE(399)] = 7926,
  [SMALL_STATE(400)] = 7934,
  [SMALL_STATE(401)] = 7942,
  [SMALL_STATE(402)] = 7950,
  [SMALL_STATE(403)] = 7958,
  [SMALL_STATE(404)] = 7966,
  [SMALL_STATE(405)] = 7974,
  [SMALL_STATE(406)] = 7982,
  [SMALL_STATE(407)] = 7990,
  [SMALL_STATE(408)] = 7998,
  [SMALL_STATE(409)] = 8006,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [7] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(386),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(326),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(368),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(342),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(409),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(405),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(285),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(296),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(354),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(30),
  [37] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(281),
  [43] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [45] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(3),
  [48] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(386),
  [51] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(326),
  [54] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(368),
  [57] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(342),
  [60] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(409),
  [63] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(405),
  [66] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(376),
  [69] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [72] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(296),
  [75] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [78] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(354),
  [81] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(209),
  [84] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [87] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 1, 0, 5),
  [89] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 1, 0, 5),
  [91] = {.entry = {.count = 1, .reusable = false}}, SHIFT(205),
  [93] = {.entry = {.count = 1, .reusable = false}}, SHIFT(41),
  [95] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [99] = {.entry = {.count = 1, .reusable = true}}, SHIFT(293),
  [101] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [103] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [105] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [109] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [111] = {.entry = {.count = 1, .reusable = false}}, SHIFT(379),
  [113] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [115] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [117] = {.entry = {.count = 1, .reusable = true}}, SHIFT(327),
  [119] = {.entry = {.count = 1, .reusable = false}}, SHIFT(136),
  [121] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [123] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 9),
  [125] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 2, 0, 9),
  [127] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [131] = {.entry = {.count = 1, .reusable = true}}, SHIFT(257),
  [133] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 10),
  [135] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 2, 0, 10),
  [137] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [139] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [141] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [143] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 25),
  [145] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 25),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [153] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0),
  [155] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [158] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0),
  [160] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(343),
  [163] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [166] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(296),
  [169] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [172] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(354),
  [175] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(209),
  [178] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_function_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section, 3, 0, 3),
  [183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [185] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section, 3, 0, 3),
  [187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(343),
  [189] = {.entry = {.count = 1, .reusable = true}}, SHIFT(341),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function, 2, 0, 3),
  [197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [199] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function, 2, 0, 3),
  [201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(301),
  [203] = {.entry = {.count = 1, .reusable = true}}, SHIFT(302),
  [205] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [207] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_section, 2, 0, 3),
  [209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [211] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_section, 2, 0, 3),
  [213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(316),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(318),
  [217] = {.entry = {.count = 1, .reusable = true}}, SHIFT(319),
  [219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_function, 3, 0, 3),
  [221] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_function, 3, 0, 3),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(332),
  [225] = {.entry = {.count = 1, .reusable = true}}, SHIFT(333),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(336),
  [229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [233] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_opcode, 1, 0, 0),
  [235] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_opcode, 1, 0, 0),
  [237] = {.entry = {.count = 1, .reusable = true}}, SHIFT(297),
  [239] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [241] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_opcode, 2, 0, 0),
  [243] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_opcode, 2, 0, 0),
  [245] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [247] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [249] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [251] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [253] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [255] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0),
  [257] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0),
  [259] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [262] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 2, 0, 2),
  [264] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [266] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [268] = {.entry = {.count = 1, .reusable = false}}, SHIFT(32),
  [270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [272] = {.entry = {.count = 1, .reusable = false}}, SHIFT(35),
  [274] = {.entry = {.count = 1, .reusable = false}}, SHIFT(39),
  [276] = {.entry = {.count = 1, .reusable = false}}, SHIFT(44),
  [278] = {.entry = {.count = 1, .reusable = false}}, SHIFT(36),
  [280] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [282] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 3, 0, 8),
  [284] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__body_line, 2, 0, 0),
  [286] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__body_line, 2, 0, 0),
  [288] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 4),
  [290] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 4),
  [292] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 3, 0, 2),
  [294] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 4, 0, 8),
  [296] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0),
  [298] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [301] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(44),
  [304] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(32),
  [307] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(39),
  [310] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(44),
  [313] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(36),
  [316] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0), SHIFT_REPEAT(33),
  [319] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [321] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 1, 0, 2),
  [323] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [325] = {.entry = {.count = 1, .reusable = false}}, SHIFT(22),
  [327] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directive, 2, 0, 8),
  [329] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [331] = {.entry = {.count = 1, .reusable = false}}, SHIFT(23),
  [333] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [335] = {.entry = {.count = 1, .reusable = false}}, SHIFT(40),
  [337] = {.entry = {.count = 1, .reusable = false}}, SHIFT(42),
  [339] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [341] = {.entry = {.count = 1, .reusable = false}}, SHIFT(155),
  [343] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [345] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 12),
  [347] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__expression, 1, 0, 12),
  [349] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [351] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [353] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [355] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [357] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [359] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__expression, 1, 0, 0),
  [361] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__expression, 1, 0, 0),
  [363] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [365] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [367] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [369] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [371] = {.entry = {.count = 1, .reusable = false}}, SHIFT(163),
  [373] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [375] = {.entry = {.count = 1, .reusable = false}}, SHIFT(214),
  [377] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [379] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [381] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [383] = {.entry = {.count = 1, .reusable = false}}, SHIFT(246),
  [385] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [387] = {.entry = {.count = 1, .reusable = false}}, SHIFT(255),
  [389] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_suffix, 2, 0, 31),
  [391] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__relocation_suffix, 2, 0, 31),
  [393] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directive_repeat1, 1, 0, 0),
  [395] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 1, 0, 0),
  [397] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_suffix, 2, 0, 30),
  [399] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__relocation_suffix, 2, 0, 30),
  [401] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_relocation, 1, 0, 13),
  [403] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_relocation, 1, 0, 13),
  [405] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [407] = {.entry = {.count = 1, .reusable = false}}, SHIFT(215),
  [409] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [411] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [413] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [415] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [417] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [419] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 40),
  [421] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [423] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [425] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 41),
  [427] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [429] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_parenthesized_expression, 3, 0, 0),
  [431] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_parenthesized_expression, 3, 0, 0),
  [433] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 15),
  [435] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 1, 0, 15),
  [437] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [439] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [441] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [443] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 16),
  [445] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 1, 0, 16),
  [447] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [449] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [451] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_binary_expression, 3, 0, 55),
  [453] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_binary_expression, 3, 0, 55),
  [455] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directive_repeat1, 2, 0, 0),
  [457] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__relocation_call, 3, 0, 54),
  [459] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__relocation_call, 3, 0, 54),
  [461] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 57),
  [463] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 57),
  [465] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 18),
  [467] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 1, 0, 18),
  [469] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [471] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [473] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 2, 0, 0),
  [475] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 2, 0, 0),
  [477] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [479] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 2, 0, 0),
  [481] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 2, 0, 0),
  [483] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [485] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [487] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 35),
  [489] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 35),
  [491] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [493] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [495] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 3, 0, 0),
  [497] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 3, 0, 0),
  [499] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 3, 0, 0),
  [501] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 3, 0, 0),
  [503] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [505] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [507] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 37),
  [509] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 37),
  [511] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [513] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [515] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 58),
  [517] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 58),
  [519] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 40),
  [521] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [523] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 41),
  [525] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 2, 0, 0),
  [527] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 39),
  [529] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 39),
  [531] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [533] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [535] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 1, 0, 17),
  [537] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 1, 0, 17),
  [539] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [541] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 4, 0, 0),
  [543] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 4, 0, 0),
  [545] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [547] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 4, 0, 0),
  [549] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 4, 0, 0),
  [551] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [553] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(151),
  [556] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(215),
  [559] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(215),
  [562] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(279),
  [565] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(107),
  [568] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(109),
  [571] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0),
  [573] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [576] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__address_terms, 1, 0, 0),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [580] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 5, 0, 0),
  [582] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 5, 0, 0),
  [584] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [586] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 5, 0, 0),
  [588] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 5, 0, 0),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [592] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_register, 6, 0, 0),
  [594] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_register, 6, 0, 0),
  [596] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__decorated_uniform_register, 6, 0, 0),
  [598] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__decorated_uniform_register, 6, 0, 0),
  [600] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 7, 0, 90),
  [602] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 7, 0, 90),
  [604] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [606] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 8, 0, 91),
  [608] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 8, 0, 91),
  [610] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [612] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 8, 0, 90),
  [614] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 8, 0, 90),
  [616] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 9, 0, 91),
  [618] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 9, 0, 91),
  [620] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [622] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 10, 0, 93),
  [624] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 10, 0, 93),
  [626] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [628] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 10, 0, 91),
  [630] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 10, 0, 91),
  [632] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [634] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 11, 0, 93),
  [636] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 11, 0, 93),
  [638] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [640] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 11, 0, 91),
  [642] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 11, 0, 91),
  [644] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_constant_bank, 12, 0, 93),
  [646] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_constant_bank, 12, 0, 93),
  [648] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(100),
  [651] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 43),
  [653] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 43),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [661] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [667] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 80),
  [669] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 80),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 40),
  [673] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 40),
  [675] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 4, 0, 81),
  [677] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_memory, 4, 0, 81),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [681] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 41),
  [683] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 1, 0, 41),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [697] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [699] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [703] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_opcode_repeat1, 2, 0, 0), SHIFT_REPEAT(128),
  [706] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword_operand, 1, 0, 0),
  [708] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_keyword_operand, 1, 0, 0),
  [710] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [712] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 62),
  [714] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 62),
  [716] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 62), SHIFT_REPEAT(20),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 79),
  [721] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 79),
  [723] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label_ref, 3, 0, 65),
  [725] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_label_ref, 3, 0, 65),
  [727] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label_ref, 3, 0, 66),
  [729] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_label_ref, 3, 0, 66),
  [731] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [735] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [737] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 59),
  [739] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 59),
  [741] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 60),
  [743] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__operands_repeat1, 2, 0, 60),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 3, 0, 0),
  [747] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_memory, 3, 0, 0),
  [749] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_memory, 7, 0, 81),
  [751] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_memory, 7, 0, 81),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [755] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [757] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [759] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__address_terms_repeat1, 2, 0, 0),
  [761] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [765] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 36),
  [767] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 36),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 34),
  [771] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 34),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 42),
  [775] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 42),
  [777] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 61),
  [779] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 3, 0, 61),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 63),
  [783] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 3, 0, 63),
  [785] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 64),
  [787] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 3, 0, 64),
  [789] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 3, 0, 67),
  [791] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 3, 0, 67),
  [793] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 27),
  [795] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 27),
  [797] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [801] = {.entry = {.count = 1, .reusable = true}}, SHIFT(306),
  [803] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, 0, 0),
  [805] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [807] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 29),
  [809] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 29),
  [811] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [815] = {.entry = {.count = 1, .reusable = true}}, SHIFT(323),
  [817] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__operands, 2, 0, 38),
  [819] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__operands, 2, 0, 38),
  [821] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 47),
  [823] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 47),
  [825] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [827] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [829] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [831] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 19),
  [833] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 2, 0, 19),
  [835] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [837] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [839] = {.entry = {.count = 1, .reusable = true}}, SHIFT(304),
  [841] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [843] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [845] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [847] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 4, 0, 22),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [851] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 47),
  [853] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 5, 0, 47),
  [855] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [857] = {.entry = {.count = 1, .reusable = true}}, SHIFT(287),
  [859] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 9),
  [861] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 9),
  [863] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [865] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [867] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 10),
  [869] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 10),
  [871] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [873] = {.entry = {.count = 1, .reusable = true}}, SHIFT(314),
  [875] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_header, 3, 0, 22),
  [877] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__function_header_repeat1, 2, 0, 0), SHIFT_REPEAT(37),
  [880] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 25),
  [882] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 25),
  [884] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [886] = {.entry = {.count = 1, .reusable = true}}, SHIFT(261),
  [888] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 19),
  [890] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 19),
  [892] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [894] = {.entry = {.count = 1, .reusable = true}}, SHIFT(334),
  [896] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 27),
  [898] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 27),
  [900] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [902] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [904] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 8, 0, 89),
  [906] = {.entry = {.count = 1, .reusable = true}}, SHIFT(388),
  [908] = {.entry = {.count = 1, .reusable = true}}, SHIFT(389),
  [910] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 29),
  [912] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 29),
  [914] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [916] = {.entry = {.count = 1, .reusable = true}}, SHIFT(272),
  [918] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [920] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [922] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [924] = {.entry = {.count = 1, .reusable = true}}, SHIFT(385),
  [926] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 5),
  [928] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 2, 0, 5),
  [930] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [932] = {.entry = {.count = 1, .reusable = true}}, SHIFT(328),
  [934] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_header, 2, 0, 6),
  [936] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_header, 3, 0, 6),
  [938] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 1, 0, 1),
  [940] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [942] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 50),
  [944] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 50),
  [946] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [948] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 68),
  [950] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 68),
  [952] = {.entry = {.count = 1, .reusable = true}}, SHIFT(284),
  [954] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 6, 0, 84),
  [956] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 6, 0, 84),
  [958] = {.entry = {.count = 1, .reusable = true}}, SHIFT(295),
  [960] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [962] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [964] = {.entry = {.count = 1, .reusable = true}}, SHIFT(317),
  [966] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [968] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [970] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 46),
  [972] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 46),
  [974] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [976] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 70),
  [978] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 5, 0, 70),
  [980] = {.entry = {.count = 1, .reusable = true}}, SHIFT(286),
  [982] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 48),
  [984] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 48),
  [986] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [988] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [990] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 26),
  [992] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 26),
  [994] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [996] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__code_version, 2, 0, 1),
  [998] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__code_version, 2, 0, 1),
  [1000] = {.entry = {.count = 1, .reusable = false}}, SHIFT(331),
  [1002] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 51),
  [1004] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 51),
  [1006] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [1008] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [1010] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [1012] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 2, 0, 1),
  [1014] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header_field, 2, 0, 1),
  [1016] = {.entry = {.count = 1, .reusable = false}}, SHIFT(291),
  [1018] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [1020] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [1022] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [1024] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 11, 0, 92),
  [1026] = {.entry = {.count = 1, .reusable = true}}, SHIFT(347),
  [1028] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [1030] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [1032] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 77),
  [1034] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 5, 0, 77),
  [1036] = {.entry = {.count = 1, .reusable = true}}, SHIFT(290),
  [1038] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [1040] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [1042] = {.entry = {.count = 1, .reusable = true}}, SHIFT(391),
  [1044] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 2, 0, 14),
  [1046] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 2, 0, 14),
  [1048] = {.entry = {.count = 1, .reusable = true}}, SHIFT(329),
  [1050] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 28),
  [1052] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 28),
  [1054] = {.entry = {.count = 1, .reusable = true}}, SHIFT(315),
  [1056] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 72),
  [1058] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 5, 0, 72),
  [1060] = {.entry = {.count = 1, .reusable = true}}, SHIFT(288),
  [1062] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [1064] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [1066] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [1068] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [1070] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 74),
  [1072] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 5, 0, 74),
  [1074] = {.entry = {.count = 1, .reusable = true}}, SHIFT(289),
  [1076] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [1078] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [1080] = {.entry = {.count = 1, .reusable = true}}, SHIFT(406),
  [1082] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 32),
  [1084] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 32),
  [1086] = {.entry = {.count = 1, .reusable = true}}, SHIFT(283),
  [1088] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [1090] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [1092] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [1094] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [1096] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 44),
  [1098] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 3, 0, 44),
  [1100] = {.entry = {.count = 1, .reusable = true}}, SHIFT(335),
  [1102] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [1104] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [1106] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [1108] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [1110] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [1112] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [1114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [1116] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [1118] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [1120] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [1122] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [1124] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [1126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [1128] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 53),
  [1130] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_instruction, 4, 0, 53),
  [1132] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [1134] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 4, 0, 3),
  [1136] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [1138] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 71),
  [1140] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 4),
  [1142] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [1144] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 4, 0, 3),
  [1146] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 73),
  [1148] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 75),
  [1150] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 76),
  [1152] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 78),
  [1154] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 1, 0, 3),
  [1156] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [1158] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [1160] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [1162] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_member_header, 2, 0, 7),
  [1164] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [1166] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [1168] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 56),
  [1170] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 5, 0, 82),
  [1172] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 6, 0, 83),
  [1174] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 6, 0, 85),
  [1176] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 6, 0, 86),
  [1178] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 6, 0, 87),
  [1180] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_field, 3, 0, 24),
  [1182] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_fatbin_header, 4, 0, 45),
  [1184] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 21),
  [1186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 7, 0, 88),
  [1188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_label, 2, 0, 11),
  [1190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 49),
  [1192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 3, 0, 3),
  [1194] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 16, 0, 94),
  [1196] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_line_info, 19, 0, 95),
  [1198] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 52),
  [1200] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__section_at_eof, 3, 0, 3),
  [1202] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [1204] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [1206] = {.entry = {.count = 1, .reusable = true}}, SHIFT(367),
  [1208] = {.entry = {.count = 1, .reusable = false}}, SHIFT(207),
  [1210] = {.entry = {.count = 1, .reusable = true}}, SHIFT(404),
  [1212] = {.entry = {.count = 1, .reusable = true}}, SHIFT(398),
  [1214] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 3, 0, 33),
  [1216] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_arch_header, 3, 0, 23),
  [1218] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__code_version, 3, 0, 24),
  [1220] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_instruction, 4, 0, 69),
  [1222] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__function_at_eof, 1, 0, 3),
  [1224] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [1226] = {.entry = {.count = 1, .reusable = true}}, SHIFT(365),
  [1228] = {.entry = {.count = 1, .reusable = true}}, SHIFT(363),
  [1230] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 20),
  [1232] = {.entry = {.count = 1, .reusable = true}}, SHIFT(349),
  [1234] = {.entry = {.count = 1, .reusable = true}}, SHIFT(352),
  [1236] = {.entry = {.count = 1, .reusable = true}}, SHIFT(353),
  [1238] = {.entry = {.count = 1, .reusable = true}}, SHIFT(371),
  [1240] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [1242] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [1244] = {.entry = {.count = 1, .reusable = true}}, SHIFT(355),
  [1246] = {.entry = {.count = 1, .reusable = true}}, SHIFT(356),
  [1248] = {.entry = {.count = 1, .reusable = true}}, SHIFT(399),
  [1250] = {.entry = {.count = 1, .reusable = false}}, SHIFT(357),
  [1252] = {.entry = {.count = 1, .reusable = true}}, SHIFT(358),
  [1254] = {.entry = {.count = 1, .reusable = true}}, SHIFT(359),
  [1256] = {.entry = {.count = 1, .reusable = true}}, SHIFT(312),
  [1258] = {.entry = {.count = 1, .reusable = true}}, SHIFT(361),
  [1260] = {.entry = {.count = 1, .reusable = true}}, SHIFT(373),
  [1262] = {.entry = {.count = 1, .reusable = true}}, SHIFT(362),
  [1264] = {.entry = {.count = 1, .reusable = true}}, SHIFT(313),
  [1266] = {.entry = {.count = 1, .reusable = true}}, SHIFT(350),
  [1268] = {.entry = {.count = 1, .reusable = true}}, SHIFT(303),
  [1270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(390),
  [1272] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [1274] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [1276] = {.entry = {.count = 1, .reusable = true}}, SHIFT(397),
  [1278] = {.entry = {.count = 1, .reusable = true}}, SHIFT(401),
  [1280] = {.entry = {.count = 1, .reusable = false}}, SHIFT(381),
  [1282] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [1284] = {.entry = {.count = 1, .reusable = true}}, SHIFT(369),
  [1286] = {.entry = {.count = 1, .reusable = true}}, SHIFT(351),
  [1288] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [1290] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [1292] = {.entry = {.count = 1, .reusable = true}}, SHIFT(366),
  [1294] = {.entry = {.count = 1, .reusable = false}}, SHIFT(348),
  [1296] = {.entry = {.count = 1, .reusable = true}}, SHIFT(372),
  [1298] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [1300] = {.entry = {.count = 1, .reusable = true}}, SHIFT(408),
  [1302] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [1304] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [1306] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1308] = {.entry = {.count = 1, .reusable = true}}, SHIFT(344),
  [1310] = {.entry = {.count = 1, .reusable = true}}, SHIFT(364),
  [1312] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [1314] = {.entry = {.count = 1, .reusable = true}}, SHIFT(402),
  [1316] = {.entry = {.count = 1, .reusable = true}}, SHIFT(403),
  [1318] = {.entry = {.count = 1, .reusable = true}}, SHIFT(292),
  [1320] = {.entry = {.count = 1, .reusable = true}}, SHIFT(360),
  [1322] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 3),
  [1324] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [1326] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [1328] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [1330] = {.entry = {.count = 1, .reusable = true}}, SHIFT(330),
  [1332] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [1334] = {.entry = {.count = 1, .reusable = true}}, SHIFT(370),
  [1336] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [1338] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [1340] = {.entry = {.count = 1, .reusable = true}}, SHIFT(378),
  [1342] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [1344] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [1346] = {.entry = {.count = 1, .reusable = true}}, SHIFT(346),
  [1348] = {.entry = {.count = 1, .reusable = true}}, SHIFT(377),
  [1350] = {.entry = {.count = 1, .reusable = false}}, SHIFT(280),
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
