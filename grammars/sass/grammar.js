/**
 * tree-sitter grammar for NVIDIA SASS as printed by `cuobjdump -sass` and `nvdisasm`.
 *
 * The grammar is line oriented: newlines are tokens, every item ends at one. Blocks
 * (`function`, `section`) start at a header line and own every following line up to the
 * next header, so their ranges cover their bodies.
 *
 * Lexing notes (tree-sitter prefers a higher-precedence token even over a longer match):
 *  - opcode and the plain label symbol have the same precedence, so `MatMul:` lexes as a
 *    symbol (longest match) while `IMAD` ties and goes to the opcode (declared first);
 *  - register-like tokens (`R2`, `UR4`, `P0`, `SR_TID.X`, `B0`, `SB0`) carry precedence 2
 *    to beat the generic keyword operand (`2D`, `ARRAY_2D`, `PR`) on equal length.
 */

const REG_PREC = 2;

// `-x`, `~x`, `|x|`, `-|x|` around an operand, then suffixes like `.reuse` or `.64`.
function decorated($, core) {
  return seq(
    optional(choice('-', '~')),
    choice(core, seq('|', core, repeat($.modifier), '|')),
    repeat($.modifier),
  );
}

// Like decorated() but never matches the bare core, which the caller accepts as a leaf.
function decorated1($, core) {
  return choice(
    seq(choice('-', '~'), choice(core, seq('|', core, repeat($.modifier), '|')), repeat($.modifier)),
    seq('|', core, repeat($.modifier), '|', repeat($.modifier)),
    seq(core, repeat1($.modifier)),
  );
}

// `n` more operands, then any number: nested optionals keep an instruction's operands its
// direct children (a repeat adds a hidden node for every two).
function moreOperands($, n) {
  return n === 0 ? repeat($._operand) : optional(seq($._operand, moreOperands($, n - 1)));
}

module.exports = grammar({
  name: 'sass',

  // Commas separate operands and arguments but carry nothing a reader needs: as separators
  // they cost no tree nodes (an operand list is then a repeat of single symbols).
  extras: $ => [/[ \t\r\f\v,]+/, $.comment, $.annotation],

  // Fewer hidden nodes per line: these only choose between alternatives or group operands.
  inline: $ => [
    $._top_item, $._body_item, $._operands, $._address_term, $._immediate,
    $._register_operand, $._uniform_register_operand, $._instruction_body, $._body_line, $._last_item,
  ],

  rules: {
    // Every line ends with a newline; only the very last item of the file may lack one.
    source_file: $ => seq(
      repeat(choice(seq(optional($._top_item), $._newline), $.instruction, $.function, $.section)),
      optional(choice(
        $._top_item,
        alias($._last_instruction, $.instruction),
        alias($._function_at_eof, $.function),
        alias($._section_at_eof, $.section),
      )),
    ),

    _newline: _ => /\n/,

    // Any item; those beyond _body_item may only sit at the top level and so end an open block.
    _top_item: $ => choice(
      $._body_item,
      $.arch_header,
      $.fatbin_header,
      $.member_header,
      alias($._code_version, $.header_field),
      alias($._banner, $.comment),
    ),

    // Instructions end with their own line break (see `instruction`).
    _body_item: $ => choice(
      $.label,
      $.directive,
      $.encoding,
      $.line_info,
      $.header_field,
      $.separator,
      $.function_end,
    ),

    // ---- blocks -------------------------------------------------------------------------

    // cuobjdump: `Function : name`; nvdisasm: `.section .text.name,"ax",@progbits`.
    function: $ => prec.right(seq($._function_header, $._newline, repeat($._body_line))),

    _function_at_eof: $ => prec.right(seq(
      $._function_header,
      optional(seq($._newline, repeat($._body_line), $._last_item)),
    )),

    _function_header: $ => choice(
      seq('Function', ':', field('name', $.symbol)),
      seq('.section', token(prec(1, '.text.')), field('name', $.symbol),
        repeat($._expression)),
    ),

    // Any other nvdisasm section (`.nv.info`, `.nv.constant0.name`, `.debug_frame`, ...).
    section: $ => prec.right(seq($._section_header, $._newline, repeat($._body_line))),

    _section_at_eof: $ => prec.right(seq(
      $._section_header,
      optional(seq($._newline, repeat($._body_line), $._last_item)),
    )),

    _section_header: $ => seq(
      '.section',
      field('name', alias($._dotname, $.section_name)),
      repeat($._expression),
    ),

    _body_line: $ => choice(seq(optional($._body_item), $._newline), $.instruction),

    _last_item: $ => choice($._body_item, alias($._last_instruction, $.instruction)),

    // ---- headers ------------------------------------------------------------------------

    arch_header: $ => seq('code', 'for', field('arch', $.arch)),

    fatbin_header: $ => seq('Fatbin', field('kind', alias($._word, $.fatbin_kind)), 'code', ':'),

    member_header: $ => seq('member', field('path', $.header_value)),

    // `host = linux`, `compile_size = 64bit`, `compressed`, `ptxasOptions = `.
    header_field: $ => seq(
      field('key', alias($._word, $.header_key)),
      optional(seq('=', optional(field('value', $.header_value)))),
    ),

    _code_version: $ => seq(
      field('key', alias(token(seq('code', /[ \t]+/, 'version')), $.header_key)),
      '=',
      optional(field('value', $.header_value)),
    ),

    header_value: _ => /[^ \t\r\n]([^\r\n]*[^ \t\r\n])?/,

    separator: _ => /===+/,

    function_end: _ => /\.\.\.+/,

    arch: _ => token(prec(1, /sm_[0-9]+[a-z]*/)),

    // ---- labels and directives ----------------------------------------------------------

    label: $ => seq(
      field('name', choice(
        alias($._word, $.symbol),
        alias($._dotname, $.symbol),
        alias($.opcode, $.symbol),
      )),
      ':',
    ),

    directive: $ => seq(
      optional(field('address', $.address)),
      field('name', alias($._dotname, $.directive_name)),
      repeat($._expression),
    ),

    _expression: $ => choice(
      $.symbol,
      alias($._dotname, $.symbol),
      $.number,
      $.string,
      $.attribute,
      $.arch,
      $.parenthesized_expression,
      $.binary_expression,
      $.relocation,
    ),

    parenthesized_expression: $ => seq('(', $._expression, ')'),

    binary_expression: $ => prec.left(seq(
      field('left', $._expression),
      field('operator', choice('+', '-')),
      field('right', $._expression),
    )),

    // `index@(sym)`, `32@lo(expr)`, `.L_x_5@srel`.
    relocation: $ => choice($._relocation_call, $._relocation_suffix),

    _relocation_call: $ => seq(
      field('operator', alias($._relocation_open, $.relocation_operator)),
      $._expression,
      ')',
    ),

    _relocation_suffix: $ => seq(
      choice($.symbol, alias($._dotname, $.symbol)),
      field('operator', alias(token.immediate(/@[A-Za-z_][A-Za-z0-9_]*/), $.relocation_operator)),
    ),

    _relocation_open: _ => /[A-Za-z0-9_]+@[A-Za-z0-9_]*\(/,

    // `@progbits`, `@function`, `@"STO_CUDA_ENTRY STV_DEFAULT"`.
    attribute: _ => /@("[^"\n]*"|[A-Za-z_][A-Za-z0-9_]*)/,

    string: _ => /"[^"\n]*"/,

    number: _ => /-?(0[xX][0-9a-fA-F]+|[0-9]+)/,

    // ---- instructions -------------------------------------------------------------------

    // An instruction takes its line break: one repeat element per line instead of two saves
    // a tree node on every line of a dump (its range so ends at the next line's start).
    // cuobjdump prints the second half of the encoding on the next line: taking that line,
    // both line breaks included, as one token saves tree nodes on every instruction (a token
    // that spans lines costs a node of its own; one on a single line is stored in its parent).
    instruction: $ => seq(
      $._instruction_body,
      choice($._newline, field('encoding', alias($._encoding_line, $.encoding))),
    ),

    // The file's last line may lack its line break.
    _last_instruction: $ => seq(
      $._instruction_body,
      optional(field('encoding', alias($._encoding_continuation, $.encoding))),
    ),

    _instruction_body: $ => seq(
      optional(field('address', $.address)),
      optional(field('predicate', $.predicate)),
      field('opcode', $.opcode),
      optional(field('operand', $._operands)),
      optional(';'),
      optional(field('encoding', $.encoding)),
    ),

    address: _ => token(prec(1, /\/\*[0-9a-fA-F]+\*\//)),

    encoding: _ => token(prec(1, /\/\*[ \t]*0[xX][0-9a-fA-F]+[ \t]*\*\//)),

    _encoding_continuation: _ => token(prec(1, /\n[ \t]*\/\*[ \t]*0[xX][0-9a-fA-F]+[ \t]*\*\//)),

    _encoding_line: _ => token(prec(1, /\n[ \t]*\/\*[ \t]*0[xX][0-9a-fA-F]+[ \t]*\*\/[ \t\r]*\n/)),

    predicate: _ => /@!?U?P[0-9T]/,

    // `ISETP.GE.AND` is one token: a tree node per modifier would cost memory on every line
    // of a dump; the hover splits the mnemonic from its modifiers.
    opcode: _ => /[A-Z][A-Z0-9_]*(\.[A-Za-z0-9_]+)*/,

    modifier: _ => token.immediate(/\.[A-Za-z0-9_]+/),

    // `RET.REL.NODEC R20 0x0` ends with an operand that has no comma: commas are extras.
    _operands: $ => seq($._operand, moreOperands($, 11)),

    _operand: $ => choice(
      $._register_operand,
      $._uniform_register_operand,
      $.predicate_register,
      $.special_register,
      $.barrier_register,
      $.scoreboard,
      $.constant_bank,
      $.memory,
      $._immediate,
      $.label_ref,
      alias($._relocation_call, $.relocation),
      $.keyword_operand,
    ),

    // A bare `R2` is a leaf; `-R2`, `|R2|`, `R2.reuse` wrap the same token (one reduction
    // less per operand on the common path).
    _register_operand: $ => choice(
      alias($._register, $.register),
      alias($._decorated_register, $.register),
    ),
    _decorated_register: $ => decorated1($, $._register),

    _uniform_register_operand: $ => choice(
      alias($._uniform_register, $.uniform_register),
      alias($._decorated_uniform_register, $.uniform_register),
    ),
    _decorated_uniform_register: $ => decorated1($, $._uniform_register),

    _register: _ => token(prec(REG_PREC, /R[0-9]+|RZ/)),
    _uniform_register: _ => token(prec(REG_PREC, /UR[0-9]+|URZ/)),

    predicate_register: _ => token(prec(REG_PREC, /!?U?P[0-9T]/)),

    special_register: _ => token(prec(REG_PREC, /SR_[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*|SRZ/)),

    // Convergence barrier registers (BSSY/BSYNC/BMOV).
    barrier_register: _ => token(prec(REG_PREC, /B[0-9]+/)),

    // Dependency scoreboards (DEPBAR).
    scoreboard: _ => token(prec(REG_PREC, /SB[0-9]+/)),

    // `c[0x0][0x160]`, `c[0x3][R0+0x10]`.
    constant_bank: $ => decorated($, seq(
      'c', '[', field('bank', $.immediate), ']',
      '[', $._address_terms, ']',
    )),

    // `[R2.64+0x10]`, `[R7.X4]`, `[UR4]`, `desc[UR4][R2.64]`, `gdesc[UR4]`, `tmem[UR6]`.
    memory: $ => choice(
      seq('[', $._address_terms, ']'),
      // `desc[UR4][R2.64]`: a lower-case word right before `[` is the memory's prefix.
      prec.right(1, seq(
        field('prefix', alias($._lower_word, $.memory_prefix)),
        '[', $._address_terms, ']',
        optional(seq('[', $._address_terms, ']')),
      )),
    ),

    _address_terms: $ => seq(
      $._address_term,
      repeat(seq(optional('+'), $._address_term)),
    ),

    _address_term: $ => choice($._register_operand, $._uniform_register_operand, $.immediate),

    _immediate: $ => choice($.immediate, alias($._float_special, $.immediate)),

    // Integers, hex, floats (`1.5`, `-5.39e-15`); the sign belongs to the number.
    immediate: _ => /-?(0[xX][0-9a-fA-F]+|[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?)/,

    _float_special: _ => token(prec(1, /[-+]?(INF|QNAN|SNAN|NAN)/)),

    // nvdisasm branch and call targets: `(.L_x_0)` after a backtick.
    label_ref: $ => seq('`(', field('name', choice($.symbol, alias($._dotname, $.symbol))), ')'),

    // Texture shapes (`2D`, `ARRAY_2D`, `CUBE`), `PR`, wgmma's `gsb0`, ...
    keyword_operand: $ => choice(/[0-9]D|[A-Z][A-Z0-9_]*/, $._lower_word),

    // ---- comments -----------------------------------------------------------------------

    // nvdisasm -g / -gi: `//## File "k.cu", line 5 inlined at "k.cu", line 9`.
    // The file fields are `path` nodes without the quotes.
    line_info: $ => seq(
      token(prec(1, '//##')),
      'File',
      '"', field('file', $.path), '"',
      'line', field('line', $.number),
      optional(seq('column', field('column', $.number))),
      optional(seq(
        'inlined', 'at',
        '"', field('inlined_file', $.path), '"',
        'line', field('inlined_line', $.number),
      )),
    ),

    path: _ => /[^"\n]+/,

    // nvdisasm section banner: `//--------------------- .text._Z3foov -------------`.
    _banner: _ => token(prec(1, /\/\/----------+[^\n]*/)),

    // nvdisasm remarks on relocatable code: `(*"SpillRefill"*)`, `(*"RELOCATOR OPCODE,YIELD,280"*)`.
    annotation: _ => /\(\*([^*\n]|\*+[^*)\n])*\*+\)/,

    comment: _ => token(choice(
      /\/\/[^\n]*/,
      /\/\*[^*]*\*+([^/*][^*]*\*+)*\//,
    )),

    // ---- names --------------------------------------------------------------------------

    // A name that may contain dots (after `Function :`, in operands and directive arguments).
    symbol: _ => /[A-Za-z_$][A-Za-z0-9_$.]*/,

    // A name without dots where a line starts (labels, header keys), so `IMAD.MOV` stays
    // an opcode.
    _word: _ => /[A-Za-z_$][A-Za-z0-9_$]*/,

    _dotname: _ => /\.[A-Za-z_$][A-Za-z0-9_$.]*/,

    _lower_word: _ => /[a-z][a-z0-9_]*/,
  },
});
