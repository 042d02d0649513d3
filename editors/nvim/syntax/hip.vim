" HIP is CUDA-flavoured C++: Neovim's CUDA syntax (tree-sitter users: see editors/README.md).
if exists('b:current_syntax')
  finish
endif
runtime! syntax/cuda.vim
unlet! b:current_syntax
let b:current_syntax = 'hip'
