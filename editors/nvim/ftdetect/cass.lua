-- Filetypes for cass-lsp: hip (.hip), nvsass (NVIDIA SASS) and amdgpu (AMD GPU assembly).
--
-- SASS and AMD assembly share extensions with other things (.sass is also Sass stylesheets,
-- .s any assembler), so those files are looked into: only cuobjdump/nvdisasm or hipcc/llvm
-- output changes filetype; a Sass stylesheet stays `sass`, an x86 `.s` stays `asm`.

local ft = require('cass.filetype')

if vim.fn.has('nvim-0.8') == 1 then
  -- vim.filetype.add: patterns with a priority run before the extension table, and a function
  -- that returns nil lets Neovim's own detection go on.
  local pattern = {}
  for _, ext in ipairs(ft.sniffed) do
    pattern['.*%.' .. ext] = {
      function(_, bufnr)
        return ft.sniff(bufnr)
      end,
      { priority = 10 },
    }
  end
  for name, filetype in pairs(ft.names) do
    pattern[name] = { filetype, { priority = 20 } }
  end
  vim.filetype.add({ extension = ft.extensions, pattern = pattern })
else
  -- Neovim 0.7 detects with filetype.vim's autocommands, which run before these: set the
  -- fixed extensions only when nothing claimed the file, override only on matching content.
  local group = vim.api.nvim_create_augroup('cass_filetype', { clear = true })
  for ext, filetype in pairs(ft.extensions) do
    vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
      group = group,
      pattern = '*.' .. ext,
      command = 'setfiletype ' .. filetype,
    })
  end
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = '*.rdna.s',
    command = 'set filetype=amdgpu',
  })
  for _, ext in ipairs(ft.sniffed) do
    vim.api.nvim_create_autocmd('BufRead', {
      group = group,
      pattern = '*.' .. ext,
      callback = function(args)
        local filetype = ft.sniff(args.buf)
        if filetype then
          vim.bo[args.buf].filetype = filetype
        end
      end,
    })
  end
end
