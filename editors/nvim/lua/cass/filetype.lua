-- What a file is, from its first lines: NVIDIA SASS (filetype nvsass) or AMD GPU assembly
-- (filetype amdgpu). Used by ftdetect/cass.lua for extensions other tools share: `.sass` is
-- also Sass stylesheets, `.s` any assembler's, `.txt`/`.dump` anything. Neovim 0.7 and later.

local M = {}

-- Lua patterns (no alternation): a file is SASS/AMD when one of its first lines matches one.
M.sass_patterns = {
  '^%s*code for sm_%d+', -- cuobjdump -sass (after an empty first line)
  '^%s*Function%s*:', -- cuobjdump function header
  '^%s*Fatbin elf code:',
  '^%s*%.headerflags', -- nvdisasm
  '^%s*//%-+ %.text%.', -- nvdisasm section banner
}
M.amdgpu_patterns = {
  '^%s*%.amdgcn_target', -- clang -S / hipcc --cuda-device-only -S
  '^%s*%.amdhsa_',
  'file format elf64%-amdgpu', -- llvm-objdump -d
}

local HEAD_LINES = 12

local function any_line_matches(lines, patterns)
  for _, line in ipairs(lines) do
    for _, pattern in ipairs(patterns) do
      if line:find(pattern) then
        return true
      end
    end
  end
  return false
end

--- 'nvsass', 'amdgpu' or nil for the first lines of a buffer.
function M.sniff(bufnr)
  local lines = vim.api.nvim_buf_get_lines(bufnr or 0, 0, HEAD_LINES, false)
  if any_line_matches(lines, M.sass_patterns) then
    return 'nvsass'
  end
  if any_line_matches(lines, M.amdgpu_patterns) then
    return 'amdgpu'
  end
  return nil
end

-- cass.translateAsm's output files (written by the server, opened with window/showDocument).
M.names = { ['.*%.rdna%.s'] = 'amdgpu' }

-- Extensions that always mean one thing, and those that need a look inside.
M.extensions = { hip = 'hip', cuasm = 'nvsass', amdgcn = 'amdgpu', rdna = 'amdgpu' }
M.sniffed = { 'sass', 's', 'S', 'asm', 'isa', 'txt', 'dump', 'out' }

return M
