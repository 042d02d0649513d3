; Highlights for NVIDIA SASS (cuobjdump -sass, nvdisasm).
; Generic captures come first: Neovim lets a later pattern win on the same range.

(symbol) @variable
(string) @string

(comment) @comment
(annotation) @comment
(encoding) @comment
(address) @comment
(line_info) @comment
(function_end) @comment
(separator) @comment

; Instructions
(opcode) @function
(predicate) @keyword

(register) @variable.builtin
(uniform_register) @variable.builtin
(predicate_register) @variable.builtin
(special_register) @variable.builtin
(barrier_register) @variable.builtin
(scoreboard) @variable.builtin
(register
  (modifier) @attribute)
(uniform_register
  (modifier) @attribute)
(constant_bank
  (modifier) @attribute)

(immediate) @number
(number) @number
(keyword_operand) @constant
(constant_bank
  "c" @constant)
(memory_prefix) @constant

(label_ref
  name: (symbol) @label)
(label
  name: (symbol) @label)
(relocation_operator) @keyword

; Functions, sections and directives
(function
  name: (symbol) @function)
(function
  [
    "Function"
    ".section"
    ".text."
  ] @keyword)
(section
  ".section" @keyword)
(section_name) @variable
(directive_name) @keyword
(attribute) @attribute

; cuobjdump headers
(arch) @constant
(arch_header
  [
    "code"
    "for"
  ] @keyword)
(fatbin_header
  [
    "Fatbin"
    "code"
  ] @keyword)
(fatbin_kind) @constant
(member_header
  "member" @keyword)
(header_key) @variable
(header_value) @string

[
  "-"
  "~"
  "|"
  "+"
] @operator

[
  ";"
  ":"
  "="
] @punctuation.delimiter

[
  "["
  "]"
  "("
  ")"
  "`("
] @punctuation.bracket
