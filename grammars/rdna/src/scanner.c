/* External scanner for the rdna grammar: a word directly followed by ':' at the start
 * of a line. Such a word is a label name (`_Z5saxpyifPKfPf:`, `.LBB0_2:`) or, when it is
 * a long run of hex digits, the offset that starts an llvm-objdump relocation line
 * (`0000000000000cbc:  R_AMDGPU_REL32_LO .text+0x2024`). The colon itself is left to the
 * grammar. It also ends a last line that has no newline with a zero-width token at the
 * end of the input. Stateless. */
#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>

enum TokenType { LABEL_NAME, RELOC_ADDRESS, END_OF_FILE };

void *tree_sitter_rdna_external_scanner_create(void) { return NULL; }
void tree_sitter_rdna_external_scanner_destroy(void *payload) { (void)payload; }
unsigned tree_sitter_rdna_external_scanner_serialize(void *payload, char *buffer) {
    (void)payload;
    (void)buffer;
    return 0;
}
void tree_sitter_rdna_external_scanner_deserialize(void *payload, const char *buffer,
                                                   unsigned length) {
    (void)payload;
    (void)buffer;
    (void)length;
}

static bool is_digit(int32_t c) { return c >= '0' && c <= '9'; }
static bool is_hex(int32_t c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_word(int32_t c) {
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           c == '.' || c == '$';
}
static bool is_blank(int32_t c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f'; }

bool tree_sitter_rdna_external_scanner_scan(void *payload, TSLexer *lexer,
                                            const bool *valid_symbols) {
    (void)payload;
    bool want_label = valid_symbols[LABEL_NAME];
    bool want_reloc = valid_symbols[RELOC_ADDRESS];
    bool want_eof = valid_symbols[END_OF_FILE];
    /* Error recovery marks every token valid: claim nothing then. */
    if (want_label && want_eof) return false;

    if (want_eof) {
        while (is_blank(lexer->lookahead)) lexer->advance(lexer, true);
        if (!lexer->eof(lexer)) return false;
        lexer->result_symbol = END_OF_FILE;
        return true;
    }
    if (!want_label && !want_reloc) return false;

    while (is_blank(lexer->lookahead)) lexer->advance(lexer, true);

    int32_t first = lexer->lookahead;
    if (!is_word(first)) return false;
    bool all_hex = true;
    unsigned length = 0;
    while (is_word(lexer->lookahead)) {
        if (!is_hex(lexer->lookahead)) all_hex = false;
        lexer->advance(lexer, false);
        length++;
    }
    if (lexer->lookahead != ':') return false;
    lexer->mark_end(lexer);
    lexer->advance(lexer, false);
    if (lexer->lookahead == ':') return false; /* `::` is VOPD's separator */

    /* `k.o:	file format elf64-amdgpu` is objdump's preamble, not a label. */
    while (is_blank(lexer->lookahead)) lexer->advance(lexer, false);
    const char *preamble = "file format";
    unsigned matched = 0;
    while (preamble[matched] && lexer->lookahead == (int32_t)preamble[matched]) {
        lexer->advance(lexer, false);
        matched++;
    }
    if (preamble[matched] == '\0') return false;

    if (is_digit(first) && all_hex && length >= 8) {
        if (!want_reloc) return false;
        lexer->result_symbol = RELOC_ADDRESS;
        return true;
    }
    if (!want_label) return false;
    lexer->result_symbol = LABEL_NAME;
    return true;
}
