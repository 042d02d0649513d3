-- User commands for cass-lsp (Neovim 0.7+). The functions live in lua/cass/init.lua.
if vim.g.loaded_cass_lsp then
  return
end
vim.g.loaded_cass_lsp = true

local command = vim.api.nvim_create_user_command

command('CassConvertFile', function()
  require('cass').convert_file()
end, { desc = 'cass-lsp: convert this CUDA file to HIP (a new sibling .hip file by default)' })

command('CassConvertKernel', function()
  require('cass').convert_kernel()
end, { desc = 'cass-lsp: convert the kernel under the cursor to HIP' })

command('CassShowAssembly', function(opts)
  require('cass').show_assembly(opts.args ~= '' and opts.args or 'gfx1100')
end, {
  nargs = '?',
  desc = 'cass-lsp: AMD assembly of the kernel under the cursor (default gfx1100, RDNA3), or SASS with "sass"',
  complete = function()
    return { 'gfx1100', 'gfx90a', 'gfx942', 'sass' }
  end,
})

command('CassShowSass', function()
  require('cass').show_assembly('sass')
end, { desc = 'cass-lsp: SASS of the kernel under the cursor' })

command('CassTranslateSass', function()
  require('cass').translate_sass()
end, { desc = 'cass-lsp: translate the SASS under the cursor (or the file) to RDNA3 with the CASS model' })

command('CassStatus', function()
  require('cass').status()
end, { desc = 'cass-lsp: toolchain and model state' })

-- Keep the statusline text current: after a save the server may have compiled or reloaded.
vim.api.nvim_create_autocmd('BufWritePost', {
  group = vim.api.nvim_create_augroup('cass_status', { clear = true }),
  pattern = { '*.cu', '*.cuh', '*.hip' },
  callback = function()
    if require('cass').client() then
      require('cass').status(true)
    end
  end,
})
