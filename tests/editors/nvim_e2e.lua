-- Headless Neovim end-to-end run against the real cass-lsp, for Neovim 0.7 and 0.11+.
--
-- Run by tests/editors/test_nvim_e2e.py as `nvim --headless --clean -u NONE -c "luafile THIS"`
-- with CASS_E2E=<config.json>. Each step is recorded (ok, values or error) in the JSON file
-- config.out, which the pytest side asserts on; the script never decides pass/fail itself.
-- Only APIs present in 0.7 are used on the 0.7 path (start_client via editors/nvim/cass-0.7.lua);
-- 0.11+ uses editors/nvim/lsp/cass.lua through vim.lsp.config/vim.lsp.enable.

local cfg = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.env.CASS_E2E), '\n'))
local results = { steps = {} }
local uv = vim.uv or vim.loop
local modern = vim.fn.has('nvim-0.11') == 1

local function write_results()
  vim.fn.writefile({ vim.fn.json_encode(results) }, cfg.out)
end

local function step(name, fn)
  local started = uv.now()
  local ok, value = pcall(fn)
  results.steps[name] = {
    ok = ok,
    value = ok and value or nil,
    error = (not ok) and tostring(value) or nil,
    ms = uv.now() - started,
  }
  write_results() -- after every step: a hard timeout still leaves what was done
  return ok and value or nil
end

local function wait(ms, cond, what)
  local ok = vim.wait(ms, cond, 50)
  if not ok then
    error('timed out after ' .. ms .. ' ms waiting for ' .. what)
  end
end

local function cass_client(bufnr)
  return require('cass').client(bufnr)
end

local function request_sync(bufnr, method, params, timeout)
  local responses, err = vim.lsp.buf_request_sync(bufnr, method, params, timeout or 20000)
  if not responses then
    error(method .. ': ' .. tostring(err))
  end
  for _, response in pairs(responses) do
    if response.error then
      error(method .. ': ' .. vim.inspect(response.error))
    end
    return response.result
  end
  error(method .. ': no response')
end

local function find(bufnr, needle)
  for i, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local col = line:find(needle, 1, true)
    if col then
      return i, col - 1 -- 1-based row, 0-based byte column (nvim_win_set_cursor's form)
    end
  end
  error(needle .. ' not found')
end

local function open(path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  return vim.api.nvim_get_current_buf()
end

-- ---- set-up ---------------------------------------------------------------------------------

results.version = vim.fn.matchstr(vim.fn.execute('version'), [[NVIM v\S\+]])
results.api = modern and 'vim.lsp.config' or 'start_client'

step('setup', function()
  vim.opt.runtimepath:prepend(cfg.repo .. '/editors/nvim')
  vim.cmd('filetype on')
  -- With --clean, detection was set up before editors/nvim joined 'runtimepath' (in a real
  -- set-up the plugin manager or init.lua adds it first), so load our ftdetect explicitly.
  vim.cmd('runtime! ftdetect/cass.lua')
  vim.cmd('runtime plugin/cass.lua')
  if modern then
    vim.lsp.config('cass', { cmd = cfg.cmd, settings = { cass = cfg.settings } })
    vim.lsp.enable('cass')
  else
    vim.g.cass_lsp = { cmd = cfg.cmd, settings = cfg.settings }
    dofile(cfg.repo .. '/editors/nvim/cass-0.7.lua')
  end
  return true
end)

-- ---- the CUDA file --------------------------------------------------------------------------

local cu = open(cfg.cu)

step('attach', function()
  wait(30000, function()
    local client = cass_client(cu)
    return client ~= nil and client.initialized ~= false
  end, 'the cass client to attach')
  local client = cass_client(cu)
  wait(10000, function()
    return client.server_capabilities ~= nil
  end, 'initialize')
  return {
    filetype = vim.bo[cu].filetype,
    name = client.name,
    offset_encoding = client.offset_encoding,
    filetypes = client.config.filetypes,
    root_dir = client.config.root_dir,
    commands = (client.server_capabilities.executeCommandProvider or {}).commands or {},
  }
end)

step('symbols', function()
  local result = request_sync(cu, 'textDocument/documentSymbol', { textDocument = vim.lsp.util.make_text_document_params() })
  local names = {}
  for _, s in ipairs(result or {}) do
    table.insert(names, s.name)
  end
  return names
end)

if cfg.steps.diagnostics then
  step('diagnostics', function()
    wait(cfg.timeouts.diagnostics_ms, function()
      return #vim.diagnostic.get(cu) > 0
    end, 'diagnostics')
    -- let the other producers (findings, hipcc) publish too
    vim.wait(cfg.timeouts.settle_ms, function()
      return false
    end, 100)
    local out = {}
    for _, d in ipairs(vim.diagnostic.get(cu)) do
      table.insert(out, {
        lnum = d.lnum,
        col = d.col,
        severity = d.severity,
        message = d.message,
        source = d.source,
        code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code),
      })
    end
    return out
  end)
end

if cfg.steps.code_actions then
  step('code_actions', function()
    local row, col = find(cu, cfg.kernel_line_needle)
    vim.api.nvim_win_set_cursor(0, { row, col })
    local client = cass_client(cu)
    local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
    params.context = { diagnostics = {}, triggerKind = 1 }
    local out = {}
    for _, action in ipairs(request_sync(cu, 'textDocument/codeAction', params) or {}) do
      table.insert(out, { title = action.title, kind = action.kind })
    end
    return out
  end)
end

if cfg.steps.convert_file then
  step('convert_file', function()
    -- What a user does: the code action menu, choosing "Convert file to HIP".
    local offered = {}
    vim.ui.select = function(items, opts, on_choice)
      for _, item in ipairs(items) do
        local title = opts.format_item and opts.format_item(item) or tostring(item)
        table.insert(offered, title)
        if title:find('Convert file to HIP', 1, true) then
          return on_choice(item)
        end
      end
      on_choice(nil)
    end
    vim.api.nvim_set_current_buf(cu)
    if modern then
      vim.lsp.buf.code_action({ context = { only = { 'source.convertToHip' } }, apply = true })
    else
      vim.lsp.buf.code_action({ only = { 'source.convertToHip' } })
    end
    local hip = cfg.hip
    wait(30000, function()
      local b = vim.fn.bufnr(hip)
      return b ~= -1 and vim.api.nvim_buf_is_loaded(b) and #table.concat(vim.api.nvim_buf_get_lines(b, 0, -1, false), '\n') > 0
    end, 'the sibling .hip buffer to get text')
    local b = vim.fn.bufnr(hip)
    local modified = vim.bo[b].modified
    vim.api.nvim_buf_call(b, function()
      vim.cmd('silent write')
    end)
    local opened = open(hip) -- what the user sees when opening the new file
    local filetype = vim.bo[opened].filetype
    vim.api.nvim_set_current_buf(cu)
    return {
      offered = offered,
      buffer_was_modified = modified,
      filetype = filetype,
      text = table.concat(vim.fn.readfile(hip), '\n'),
      source_unchanged = table.concat(vim.api.nvim_buf_get_lines(cu, 0, -1, false), '\n')
        == table.concat(vim.fn.readfile(cfg.cu), '\n'),
    }
  end)

  step('convert_file_beside_mine', function()
    -- :CassConvertFile again, the .hip written above now the user's: the plugin lists both actions
    -- and the user picks the first; warp_reduce.hip must stay as it is on disk.
    local mine = { '// my hand port' }
    vim.fn.writefile(mine, cfg.hip)
    local offered = {}
    vim.ui.select = function(items, opts, on_choice)
      for _, item in ipairs(items) do
        table.insert(offered, opts.format_item and opts.format_item(item) or tostring(item))
      end
      on_choice(items[1])
    end
    vim.api.nvim_set_current_buf(cu)
    require('cass').convert_file()
    wait(30000, function()
      local b = vim.fn.bufnr(cfg.hip_new)
      return b ~= -1 and vim.api.nvim_buf_is_loaded(b) and #table.concat(vim.api.nvim_buf_get_lines(b, 0, -1, false), '\n') > 0
    end, 'the new .hip buffer to get text')
    local b = vim.fn.bufnr(cfg.hip_new)
    local text = table.concat(vim.api.nvim_buf_get_lines(b, 0, -1, false), '\n')
    vim.api.nvim_set_current_buf(cu)
    return {
      offered = offered,
      mine_unchanged = table.concat(vim.fn.readfile(cfg.hip), '\n') == mine[1],
      new_text = text,
    }
  end)
end

-- Hovers and listings use a second example (a kernel with a simple listing to check).
local cu2 = cfg.steps.hover and open(cfg.cu2) or nil

if cfg.steps.hover then
  step('hover', function()
    vim.api.nvim_set_current_buf(cu2)
    wait(20000, function()
      return cass_client(cu2) ~= nil
    end, 'the client on the second file')
    local row, col = find(cu2, cfg.kernel2 .. '(')
    vim.api.nvim_win_set_cursor(0, { row, col })
    local client = cass_client(cu2)
    local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
    local answers = {}
    local value
    wait(cfg.timeouts.compile_ms, function()
      local result = request_sync(cu2, 'textDocument/hover', params)
      value = result and result.contents and (result.contents.value or result.contents) or vim.NIL
      if type(value) ~= 'string' then
        value = vim.inspect(value)
      end
      table.insert(answers, value:sub(1, 120))
      if value:find('```', 1, true) and value:find('### ' .. cfg.kernel2, 1, true) then
        return true
      end
      vim.wait(500, function()
        return false
      end, 100)
      return false
    end, 'a hover with the RDNA3 listing')
    return { value = value, tries = #answers, first_answers = { answers[1], answers[2] } }
  end)
end

if cfg.steps.show_assembly then
  step('show_assembly', function()
    vim.api.nvim_set_current_buf(cu2)
    local row, col = find(cu2, cfg.kernel2_line_needle)
    vim.api.nvim_win_set_cursor(0, { row, col })
    local done
    require('cass').show_assembly('gfx1100', function(buf, listing)
      done = { buf = buf, listing = listing }
    end)
    wait(cfg.timeouts.compile_ms, function()
      return done ~= nil
    end, 'the listing')
    vim.api.nvim_win_set_cursor(0, { row, col })
    require('cass').follow_cursor()
    local ns = vim.api.nvim_create_namespace('cass_asm')
    local highlighted = #vim.api.nvim_buf_get_extmarks(done.buf, ns, 0, -1, {})
    -- Save an edit that moves the kernel down a line: the listing follows (its source map shifts).
    local before = require('cass').listing_info(done.buf).listing.sourceMap[1].sourceLine
    vim.api.nvim_buf_set_lines(cu2, 0, 0, false, { '// an edit above the kernel' })
    vim.cmd('silent write')
    local after
    wait(cfg.timeouts.compile_ms, function()
      after = require('cass').listing_info(done.buf).listing.sourceMap[1].sourceLine
      return after ~= before
    end, 'the listing to follow the saved source')
    return {
      refreshed = { before = before, after = after },
      name = vim.api.nvim_buf_get_name(done.buf),
      filetype = vim.bo[done.buf].filetype,
      modifiable = vim.bo[done.buf].modifiable,
      visible = vim.fn.bufwinnr(done.buf) ~= -1,
      head = vim.api.nvim_buf_get_lines(done.buf, 0, 40, false),
      highlighted = highlighted,
      source_line = row - 1,
    }
  end)
end

-- ---- assembly files: filetype detection, opcode hover, tree-sitter ----------------------------

local function hover_text(bufnr, needle, offset)
  local row, col = find(bufnr, needle)
  vim.api.nvim_win_set_cursor(0, { row, col + (offset or 0) })
  local client = cass_client(bufnr)
  wait(20000, function()
    client = cass_client(bufnr)
    return client ~= nil
  end, 'the client on ' .. vim.api.nvim_buf_get_name(bufnr))
  local result = request_sync(bufnr, 'textDocument/hover', vim.lsp.util.make_position_params(0, client.offset_encoding))
  return result and result.contents and result.contents.value or vim.NIL
end

step('filetypes', function()
  local out = {}
  for name, path in pairs(cfg.filetype_files) do
    local b = open(path)
    out[name] = vim.bo[b].filetype
  end
  return out
end)

if cfg.steps.sass_hover then
  step('sass_hover', function()
    local b = open(cfg.filetype_files.sass_by_content)
    return { filetype = vim.bo[b].filetype, hover = hover_text(b, 'IMAD.WIDE', 1) }
  end)
end

if cfg.steps.amdgpu_hover then
  step('amdgpu_hover', function()
    local b = open(cfg.filetype_files.amdgpu_by_content)
    return { filetype = vim.bo[b].filetype, hover = hover_text(b, 'global_load_b32', 2) }
  end)
end

if cfg.steps.translate_sass then
  step('translate_sass', function()
    local b = open(cfg.filetype_files.sass_by_content)
    local row, col = find(b, 'IMAD.WIDE')
    vim.api.nvim_win_set_cursor(0, { row, col })
    wait(20000, function()
      return cass_client(b) ~= nil
    end, 'the client on the SASS file')
    local done
    require('cass').translate_sass(function(buf, result)
      done = { buf = buf, result = result }
    end)
    wait(cfg.timeouts.model_ms, function()
      return done ~= nil
    end, 'the translation')
    local buf = done.buf
    return {
      title = done.result.title,
      languageId = done.result.languageId,
      uri = done.result.uri or vim.NIL,
      diagnostics = #(done.result.diagnostics or {}),
      name = vim.api.nvim_buf_get_name(buf),
      filetype = vim.bo[buf].filetype,
      current = vim.api.nvim_get_current_buf() == buf,
      lines = vim.api.nvim_buf_line_count(buf),
      text_matches = (table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), '\n'):gsub('\n+$', ''))
        == (done.result.text:gsub('\n+$', '')),
    }
  end)
end

if type(cfg.treesitter) == "table" and #cfg.treesitter > 0 then
  step('treesitter', function()
    local parsers = {}
    for _, spec in ipairs(cfg.treesitter) do
      parsers[spec.lang] = spec.parser
    end
    local registered = require('cass').setup_treesitter({ parsers = parsers })
    local out = { registered = registered }
    for _, spec in ipairs(cfg.treesitter) do
      local b = open(spec.file) -- FileType starts the highlighter (setup_treesitter's autocmd)
      local highlighter = vim.treesitter.highlighter.active[b] ~= nil
      vim.treesitter.get_parser(b, spec.lang):parse()
      local row, col = find(b, spec.needle)
      local captures = {}
      for _, c in ipairs(vim.treesitter.get_captures_at_pos(b, row - 1, col)) do
        table.insert(captures, c.capture)
      end
      out[spec.lang] = {
        filetype = vim.bo[b].filetype,
        highlighter = highlighter,
        query_files = vim.treesitter.query.get_files(spec.lang, 'highlights'),
        captures = captures,
        has_errors = vim.treesitter.get_parser(b, spec.lang):parse()[1]:root():has_error(),
      }
    end
    return out
  end)
end

step('status', function()
  local status
  vim.api.nvim_set_current_buf(cu)
  require('cass').status(true, function(s)
    status = s
  end)
  wait(20000, function()
    return status ~= nil
  end, 'cass.status')
  return { status = status, statusline = require('cass').statusline() }
end)

results.finished = true
write_results()
vim.cmd('qall!')
