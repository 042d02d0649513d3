-- cass-lsp for Neovim 0.7 to 0.10 (before vim.lsp.config): copy into your init.lua, or
-- `luafile /path/to/cass-lsp/editors/nvim/cass-0.7.lua` after adding editors/nvim to
-- 'runtimepath' (for the filetypes and :Cass* commands). Neovim 0.11+: use lsp/cass.lua.
--
-- Options can come from vim.g.cass_lsp = { cmd = {...}, settings = {...} } set before this.
-- Settings travel as initializationOptions: Neovim 0.7 does not answer workspace/configuration.

local opts = vim.tbl_extend('force', {
  cmd = { 'cass-lsp', 'serve' },
  settings = {}, -- the `cass` section, e.g. { compile = { enabled = true }, toolchain = { targets = { 'gfx1100' } } }
  filetypes = { 'cuda', 'hip', 'nvsass', 'amdgpu', 'cmake', 'make', 'config', 'meson', 'bzl' }, -- build files (config: configure.ac)
  root_markers = { 'compile_commands.json', '.git' },
}, vim.g.cass_lsp or {})

-- An empty Lua table would be sent as a JSON list; the server wants an object.
local settings = next(opts.settings) and opts.settings or vim.empty_dict()

local function root_dir(bufnr)
  local dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ':p:h')
  for _, marker in ipairs(opts.root_markers) do
    local found = vim.fn.findfile(marker, dir .. ';')
    if found == '' then
      found = vim.fn.finddir(marker, dir .. ';')
    end
    if found ~= '' then
      local root = vim.fn.fnamemodify(found, ':p:h'):gsub('/%.git/?$', '')
      return root
    end
  end
  return dir
end

local clients = {} -- root folder -> client id

vim.api.nvim_create_autocmd('FileType', {
  group = vim.api.nvim_create_augroup('cass_lsp', { clear = true }),
  pattern = opts.filetypes,
  callback = function(args)
    if vim.api.nvim_buf_get_name(args.buf):match('^cass://') then
      return -- our own listings (scratch buffers) are not files
    end
    local root = root_dir(args.buf)
    local id = clients[root]
    if not id or vim.lsp.client_is_stopped(id) then
      id = vim.lsp.start_client({
        name = 'cass',
        cmd = opts.cmd,
        root_dir = root,
        workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
        init_options = { settings = settings },
      })
      clients[root] = id
    end
    if id then
      vim.lsp.buf_attach_client(args.buf, id)
    end
  end,
})
