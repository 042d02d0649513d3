/**
 * Tree-sitter grammar for AMD GCN / CDNA / RDNA assembly as LLVM prints it:
 * `clang -S` (hipcc --cuda-device-only -S) output and `llvm-objdump -d` listings.
 *
 * The language is line oriented, so newlines are tokens. Lines hold a label, an
 * instruction, a directive, one of the two multi-line blocks (`.amdhsa_kernel` and
 * `.amdgpu_metadata`), or an objdump line (function header, relocation, preamble).
 * Tokens are kept coarse (a register range is one token) so that files of tens of
 * thousands of lines parse quickly.
 */

// Registers with a fixed name; they are keywords of the `identifier` word token.
const SPECIAL_REGISTERS = [
  'vcc', 'vcc_lo', 'vcc_hi', 'exec', 'exec_lo', 'exec_hi', 'm0', 'scc', 'vccz', 'execz',
  'null', 'off', 'flat_scratch', 'flat_scratch_lo', 'flat_scratch_hi',
  'xnack_mask', 'xnack_mask_lo', 'xnack_mask_hi',
  'tba', 'tba_lo', 'tba_hi', 'tma', 'tma_lo', 'tma_hi',
  'lds_direct', 'src_lds_direct', 'shared_base', 'shared_limit', 'private_base',
  'private_limit', 'pops_exiting_wave_id', 'src_shared_base', 'src_shared_limit',
  'src_private_base', 'src_private_limit', 'src_pops_exiting_wave_id', 'src_vccz',
  'src_execz', 'src_scc', 'src_flat_scratch_base_lo', 'src_flat_scratch_base_hi',
];

// Cache-policy flags that can stand first after the mnemonic (`buffer_inv sc0 sc1`),
// where a bare word would otherwise read as a symbol operand.
const LEADING_FLAGS = ['glc', 'slc', 'dlc', 'sc0', 'sc1', 'nt'];

const INT = /-?(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?)/;

module.exports = grammar({
  name: 'rdna',

  word: $ => $.identifier,

  extras: $ => [/[ \t\r\f]+/, $.comment, $.encoding],

  // A word directly followed by ':' at the start of a line: a label name, or (all hex
  // digits) the offset of an objdump relocation line. Telling these apart from mnemonics
  // takes the character after the word, which is more lookahead than LR(1) tokens give.
  // `_eof` ends a last line that has no newline.
  externals: $ => [$._label_name, $._reloc_address, $._eof],

  rules: {
    // Lines are grouped, invisibly, into blocks that start at a label or an objdump
    // function header. The hidden `_block` nodes keep the visible tree flat while giving
    // the incremental parser large reusable subtrees: a flat list of 100,000 lines would
    // be walked line by line on every reparse. Top level and block bodies admit the same
    // tokens, so a label lexed as the lookahead that closed one block is reusable where
    // the next block starts.
    source_file: $ => repeat(choice($._line, $._block)),

    _block: $ => prec.right(seq(
      choice($.label, $.function_header),
      optional($._statement),
      choice($._eol, $._eof),
      repeat($._line),
    )),

    // The last line may lack its newline: the scanner then ends it with a zero-width
    // token, which no empty line can take, so it is produced once.
    _line: $ => choice(
      seq(optional($._statement), $._eol),
      seq($._statement, $._eof),
    ),

    _eol: _ => '\n',

    _statement: $ => choice(
      $.instruction,
      $.directive,
      $.assignment,
      $.kernel_descriptor,
      $.metadata_block,
      $.relocation_record,
      $.file_format,
      $.section_header,
      $.skipped_bytes,
    ),

    // ---------------------------------------------------------------- labels

    // The scanner finds `name` only where `name:` starts a line.
    label: $ => seq(field('name', alias($._label_name, $.symbol)), ':'),

    // A bare word in operand position is a symbol rather than a modifier flag.
    _symbol_name: $ => choice(
      prec(1, alias($.identifier, $.symbol)),
      alias($._dot_name, $.symbol),
    ),

    // ---------------------------------------------------------- instructions

    instruction: $ => seq(
      field('mnemonic', choice(
        alias($.identifier, $.mnemonic),
        alias('<unknown>', $.mnemonic),
      )),
      optional(seq(
        $._first_item,
        repeat(choice(
          seq(',', $._operand_item),
          seq(optional(choice('|', '&')), $.modifier),
          // `exp mrt0 v0, v1, ...`: a register may follow the first operand without a comma
          $.register,
          $.register_range,
        )),
      )),
      optional(seq('::', field('dual', $.instruction))),
    ),

    // The first item may be an operand or a modifier (`s_waitcnt vmcnt(0)`).
    _first_item: $ => choice(
      $._operand_item,
      alias($._leading_flag, $.modifier),
    ),

    _leading_flag: $ => field('name', alias(choice(...LEADING_FLAGS), $.modifier_name)),

    // After a comma: an operand or a function-like modifier (`hwreg(HW_REG_MODE, 0, 2)`).
    _operand_item: $ => choice($._operand, $.modifier),

    _operand: $ => choice(
      $.register,
      $.register_range,
      ...SPECIAL_REGISTERS.map(r => alias(r, $.special_register)),
      $.immediate,
      alias('inv2pi', $.immediate),
      $.symbol_ref,
      $.neg,
      $.abs,
      $.sext,
      $.lit,
    ),

    // Register tokens come before `identifier`: where both fit the same text (`v0`) the
    // earlier rule wins, while a longer word (`v2func`) stays an identifier.
    // v0, s4, a3, ttmp0, v1.l (true16 halves)
    register: _ => /([vsa]|ttmp)[0-9]+(\.[lh])?/,

    // v[0:1], s[4:7], a[0:15], ttmp[4:7]
    register_range: _ => /([vsa]|ttmp)\[[0-9]+(:[0-9]+)?\]/,

    immediate: _ => INT,

    identifier: _ => /[A-Za-z_$][A-Za-z0-9_.$]*/,

    _dot_name: _ => /\.[A-Za-z_$][A-Za-z0-9_.$]*/,

    // Directive numbers carry no sign: `.Lend-4` is a subtraction.
    number: _ => /0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+(\.[0-9]*)?([eE][-+]?[0-9]+)?/,

    neg: $ => choice(
      seq('-', $._operand),
      seq('neg', '(', $._operand, ')'),
    ),

    abs: $ => choice(
      seq('|', $._operand, '|'),
      seq('abs', '(', $._operand, ')'),
    ),

    sext: $ => seq('sext', '(', $._operand, ')'),

    lit: $ => seq('lit', '(', $._operand, ')'),

    // .LBB0_2, func@rel32@lo+4, .str@abs32@hi
    symbol_ref: $ => prec.right(seq(
      field('name', $._symbol_name),
      optional(field('relocation', $.relocation)),
      optional(field('offset', $.symbol_offset)),
    )),

    relocation: _ => token.immediate(/(@[A-Za-z_][A-Za-z0-9_]*)+/),

    symbol_offset: _ => token.immediate(prec(1, /[-+](0[xX][0-9a-fA-F]+|[0-9]+)/)),

    // glc, offset:16, row_shr:1, op_sel:[0,1], vmcnt(0), sendmsg(MSG_INTERRUPT),
    // hwreg(HW_REG_LDS_ALLOC, 0, 4), offset:swizzle(SWAP,1), dst_sel:WORD_1
    modifier: $ => prec.right(seq(
      field('name', alias($.identifier, $.modifier_name)),
      optional(choice(
        seq(token.immediate(':'), field('value', $._modifier_value)),
        $._modifier_args,
      )),
    )),

    _modifier_args: $ => seq(
      token.immediate('('),
      optional(seq($._modifier_arg, repeat(seq(',', $._modifier_arg)))),
      ')',
    ),

    _modifier_value: $ => choice(
      $.immediate,
      alias($.identifier, $.constant),
      $.modifier_list,
      alias($._function_value, $.modifier),
    ),

    _function_value: $ => seq(field('name', alias($.identifier, $.modifier_name)), $._modifier_args),

    modifier_list: $ => seq(
      '[',
      optional(seq($._modifier_arg, repeat(seq(',', $._modifier_arg)))),
      ']',
    ),

    _modifier_arg: $ => choice(
      $.immediate,
      alias($.identifier, $.constant),
      $.string,
    ),

    // ------------------------------------------------------------ directives

    directive: $ => seq(
      field('name', alias($._dot_name, $.directive_name)),
      optional($._arguments),
    ),

    _arguments: $ => seq(
      $._expression,
      repeat(seq(optional(','), $._expression)),
    ),

    assignment: $ => seq(
      field('name', $._symbol_name),
      '=',
      field('value', $._expression),
    ),

    _expression: $ => choice(
      $.number,
      $.string,
      $._symbol_name,
      alias($._reloc_symbol, $.symbol_ref),
      $.symbol_type,
      $.section_flag,
      $.binary_expression,
      $.unary_expression,
      $.parenthesized_expression,
      $.call_expression,
    ),

    _reloc_symbol: $ => seq(field('name', $._symbol_name), field('relocation', $.relocation)),

    // @function, @progbits, %function
    symbol_type: _ => /[@%][A-Za-z_][A-Za-z0-9_]*/,

    // #alloc, #write, #execinstr
    section_flag: _ => /#[A-Za-z_][A-Za-z0-9_]*/,

    binary_expression: $ => {
      const table = [
        [1, choice('||')],
        [2, choice('&&')],
        [3, choice('|')],
        [4, choice('^')],
        [5, choice('&')],
        [6, choice('==', '!=', '<>', '<', '<=', '>', '>=')],
        [7, choice('<<', '>>')],
        [8, choice('+', '-')],
        [9, choice('*', '/', '%')],
      ];
      return choice(...table.map(([p, op]) => prec.left(p, seq(
        field('left', $._expression),
        field('operator', op),
        field('right', $._expression),
      ))));
    },

    unary_expression: $ => prec(10, seq(
      field('operator', choice('-', '~', '!', '+')),
      field('argument', $._expression),
    )),

    parenthesized_expression: $ => seq('(', $._expression, ')'),

    // max(a, b) and friends in newer LLVM's resource expressions
    call_expression: $ => seq(
      field('function', alias($.identifier, $.symbol)),
      token.immediate('('),
      optional(seq($._expression, repeat(seq(',', $._expression)))),
      ')',
    ),

    // ---------------------------------------------------------------- blocks

    kernel_descriptor: $ => seq(
      '.amdhsa_kernel',
      field('name', $._symbol_name),
      $._eol,
      repeat(seq(optional(choice($.directive, $.assignment)), $._eol)),
      '.end_amdhsa_kernel',
    ),

    // The YAML (or PAL) document is kept opaque, one token per line with its indentation.
    metadata_block: $ => seq(
      choice('.amdgpu_metadata', '.amd_amdgpu_hsa_metadata', '.amdgpu_pal_metadata',
        '.amd_amdgpu_pal_metadata'),
      repeat(choice($.metadata_line, $._eol)),
      choice('.end_amdgpu_metadata', '.end_amd_amdgpu_hsa_metadata',
        '.end_amdgpu_pal_metadata', '.end_amd_amdgpu_pal_metadata'),
    ),

    metadata_line: _ => token(prec(-1, /[^\n]+/)),

    // ------------------------------------------------------ llvm-objdump lines

    // 0000000000001000 <_Z5saxpyifPKfPf>:   (the address is absent with --no-leading-addr)
    function_header: $ => seq(
      optional(field('address', $.address)),
      '<',
      field('name', alias($._angle_name, $.symbol)),
      '>',
      token.immediate(':'),
    ),

    address: _ => /[0-9a-fA-F]{8}|[0-9a-fA-F]{16}/,

    // Any text up to the closing `>:`; demangled names may hold spaces and angle brackets.
    _angle_name: _ => token.immediate(/([^>\n]|>[^:\n])+/),

    //     0000000000000cbc:  R_AMDGPU_REL32_LO	.text+0x2024
    relocation_record: $ => seq(
      field('address', alias($._reloc_address, $.address)),
      ':',
      field('type', $.relocation_type),
      field('target', $._expression),
    ),

    relocation_type: _ => /R_[A-Z0-9_]+/,

    // k.o:	file format elf64-amdgpu
    file_format: _ => token(/[^\s:;<]+:[ \t]+file format[^\n]*/),

    // Disassembly of section .text:
    section_header: $ => seq(
      'Disassembly of section',
      field('name', alias($._section_name, $.symbol)),
      ':',
    ),

    _section_name: _ => /[^\s:][^\n:]*/,

    skipped_bytes: _ => '...',

    // ---------------------------------------------------------------- tokens

    string: _ => /"([^"\\\n]|\\.)*"/,

    // `; ...` as clang prints, `// ...` as objdump prints.
    comment: _ => token(choice(/;[^\n]*/, /\/\/[^\n]*/)),

    // objdump's encoding comment: // 000000001000: F4000100 F8000004 <sym+0x10>
    encoding: _ => token(prec(1, /\/\/ *[0-9A-Fa-f]{8,16}:[^\n]*/)),
  },
});
