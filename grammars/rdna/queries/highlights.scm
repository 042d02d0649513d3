; AMD GCN/CDNA/RDNA assembly (clang -S and llvm-objdump -d output).

(comment) @comment
(encoding) @comment
(file_format) @comment
(skipped_bytes) @comment

(mnemonic) @function

(directive_name) @keyword
[
  ".amdhsa_kernel"
  ".end_amdhsa_kernel"
  ".amdgpu_metadata"
  ".end_amdgpu_metadata"
  ".amd_amdgpu_hsa_metadata"
  ".end_amd_amdgpu_hsa_metadata"
  ".amdgpu_pal_metadata"
  ".end_amdgpu_pal_metadata"
  ".amd_amdgpu_pal_metadata"
  ".end_amd_amdgpu_pal_metadata"
  "Disassembly of section"
] @keyword

(metadata_line) @string

(label
  name: (symbol) @label)

(symbol_ref
  name: (symbol) @label)

(kernel_descriptor
  name: (symbol) @function)

(function_header
  name: (symbol) @function)

(section_header
  name: (symbol) @label)

(address) @number

(relocation_type) @attribute

(relocation) @attribute

(symbol_offset) @number

(register) @variable

(register_range) @variable

(special_register) @variable.builtin

(immediate) @number

(number) @number

(string) @string

(modifier_name) @attribute

(constant) @constant

(symbol_type) @attribute

(section_flag) @attribute

(call_expression
  function: (symbol) @function)

(assignment
  name: (symbol) @variable)

(directive
  (symbol) @variable)

[
  "neg"
  "abs"
  "sext"
  "lit"
] @function

[
  "-"
  "+"
  "~"
  "!"
  "*"
  "/"
  "%"
  "<<"
  ">>"
  "&"
  "&&"
  "|"
  "||"
  "^"
  "=="
  "!="
  "<>"
  "<="
  ">="
  "="
  "::"
] @operator

[
  ","
  ":"
] @punctuation.delimiter

[
  "("
  ")"
  "["
  "]"
  "<"
  ">"
] @punctuation.bracket
