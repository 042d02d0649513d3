-- cass-lsp for Neovim 0.11+: with editors/nvim on 'runtimepath', `vim.lsp.enable('cass')`.
-- Override any field with vim.lsp.config('cass', {...}), e.g. settings = {cass = {...}}.
---@type vim.lsp.Config
return {
  cmd = { 'cass-lsp', 'serve' },
  filetypes = { 'cuda', 'hip', 'nvsass', 'amdgpu', 'cmake', 'make', 'config', 'meson', 'bzl' }, -- build files (config: configure.ac)
  root_markers = { 'compile_commands.json', '.git' },
  -- The `cass` section (see docs/settings.md); the server pulls it
  -- with workspace/configuration and again after each didChangeConfiguration.
  settings = { cass = {} },
}
