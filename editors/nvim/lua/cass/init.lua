-- cass-lsp helpers for Neovim 0.7 and later: the editor side of the server's commands.
--
--   require('cass').convert_file()        -- "Convert file to HIP" (opens the new .hip beside)
--   require('cass').convert_kernel()      -- "Convert kernel to HIP" at the cursor
--   require('cass').show_assembly(target) -- RDNA3 ('gfx1100', the default) or 'sass' beside the source
--   require('cass').translate_sass()      -- SASS under the cursor (or the file) to RDNA3
--   require('cass').status()              -- toolchain and model state; statusline() for 'statusline'
--
-- Neovim has no virtual read-only documents as VS Code does, so listings open in scratch
-- buffers (filetype amdgpu or nvsass, 'nomodifiable'); moving the cursor in the source
-- highlights the instructions generated from that line, and the other way round.
-- Only APIs present in 0.7 are used, with 0.11's method-call form where it exists.

local M = {}

local api = vim.api
local NAME = 'cass'
local ns = api.nvim_create_namespace('cass_asm')
local POLL_MS = 750
local uv = vim.uv or vim.loop

M.config = {
  -- How long to wait for a kernel that is still compiling (cass.compile.timeoutSeconds + slack).
  compile_wait_ms = 90000,
  -- Where listings open: a command run in the source window.
  split = 'vertical rightbelow split',
}

vim.cmd('highlight default link CassAsmLine Visual')

local has_011 = vim.fn.has('nvim-0.11') == 1

local function notify(msg, level)
  vim.notify('cass: ' .. msg, level or vim.log.levels.INFO)
end

--- The cass-lsp client attached to a buffer (nil when none is).
function M.client(bufnr)
  bufnr = bufnr or api.nvim_get_current_buf()
  local clients
  if vim.lsp.get_clients then
    clients = vim.lsp.get_clients({ bufnr = bufnr, name = NAME })
  else
    clients = vim.lsp.buf_get_clients(bufnr)
  end
  for _, client in pairs(clients) do
    if client.name == NAME then
      return client
    end
  end
  return nil
end

local function request(client, method, params, handler, bufnr)
  if has_011 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

local function require_client()
  local client = M.client()
  if not client then
    notify('no cass-lsp client is attached to this buffer', vim.log.levels.WARN)
  end
  return client
end

local function server_has_command(client, command)
  local provider = client.server_capabilities and client.server_capabilities.executeCommandProvider
    or (client.resolved_capabilities and client.resolved_capabilities.execute_command)
  local commands = type(provider) == 'table' and provider.commands or {}
  return vim.tbl_contains(commands, command)
end

local function position_params(client)
  return vim.lsp.util.make_position_params(0, client.offset_encoding)
end

-- ---- code actions ---------------------------------------------------------------------------

local function apply_action(client, action, bufnr, after)
  local function apply(resolved)
    if resolved.edit then
      vim.lsp.util.apply_workspace_edit(resolved.edit, client.offset_encoding)
    end
    if type(resolved.command) == 'table' then
      request(client, 'workspace/executeCommand', resolved.command, function() end, bufnr)
    end
    if after then
      after(resolved)
    end
  end
  local provider = client.server_capabilities and client.server_capabilities.codeActionProvider
  if not action.edit and action.data ~= nil and type(provider) == 'table' and provider.resolveProvider then
    request(client, 'codeAction/resolve', action, function(err, resolved)
      if err then
        notify('resolving "' .. action.title .. '" failed: ' .. err.message, vim.log.levels.ERROR)
        return
      end
      apply(resolved)
    end, bufnr)
  else
    apply(action)
  end
end

local function kind_matches(kind, wanted)
  return kind == wanted or (kind ~= nil and kind:sub(1, #wanted + 1) == wanted .. '.')
end

local function code_actions(kind, range_params, choose_prompt, after)
  local client = require_client()
  if not client then
    return
  end
  local bufnr = api.nvim_get_current_buf()
  local params = range_params
  params.context = { diagnostics = {}, only = { kind }, triggerKind = 1 }
  request(client, 'textDocument/codeAction', params, function(err, result)
    if err then
      notify(err.message, vim.log.levels.ERROR)
      return
    end
    local actions = {}
    for _, item in ipairs(result or {}) do
      if type(item.command) ~= 'string' and kind_matches(item.kind, kind) then
        table.insert(actions, item)
      end
    end
    if #actions == 0 then
      notify('no ' .. kind .. ' action here', vim.log.levels.WARN)
    elseif #actions == 1 then
      apply_action(client, actions[1], bufnr, after)
    else
      vim.ui.select(actions, {
        prompt = choose_prompt,
        format_item = function(a)
          return a.title
        end,
      }, function(choice)
        if choice then
          apply_action(client, choice, bufnr, after)
        end
      end)
    end
  end, bufnr)
end

--- "Convert file to HIP": the server's source.convertToHip action; a new sibling .hip file
--- (cass.translate.output = "sibling", the default) opens beside the CUDA source, unsaved.
function M.convert_file()
  local client = require_client()
  if not client then
    return
  end
  -- The action is the file's, whatever the range: start of the first line to start of the last.
  local last = api.nvim_buf_line_count(0) - 1
  local params = {
    textDocument = vim.lsp.util.make_text_document_params(),
    range = { start = { line = 0, character = 0 }, ['end'] = { line = last, character = 0 } },
  }
  code_actions('source.convertToHip', params, 'Convert the file with', function(action)
    for _, change in ipairs((action.edit or {}).documentChanges or {}) do
      if change.kind == 'create' then
        vim.cmd(M.config.split .. ' ' .. vim.fn.fnameescape(vim.uri_to_fname(change.uri)))
      end
    end
  end)
end

--- "Convert kernel to HIP": the refactor.rewrite action of the kernel under the cursor.
function M.convert_kernel()
  local client = require_client()
  if not client then
    return
  end
  code_actions('refactor.rewrite', vim.lsp.util.make_range_params(0, client.offset_encoding), 'Convert the kernel with')
end

-- ---- listings -------------------------------------------------------------------------------

local listings = {} -- listing bufnr -> { source = bufnr, source_map = {...} }

local function spans_for_lines(source_map, first, last)
  local spans = {}
  for _, entry in ipairs(source_map or {}) do
    if entry.sourceLine >= first and entry.sourceLine <= last then
      for _, r in ipairs(entry.ranges) do
        table.insert(spans, { r[1], r[2] })
      end
    end
  end
  return spans
end

local function source_lines_for(source_map, asm_line)
  local lines = {}
  for _, entry in ipairs(source_map or {}) do
    for _, r in ipairs(entry.ranges) do
      if asm_line >= r[1] and asm_line <= r[2] then
        table.insert(lines, entry.sourceLine)
        break
      end
    end
  end
  return lines
end

local function highlight_lines(buf, spans)
  api.nvim_buf_clear_namespace(buf, ns, 0, -1)
  local count = api.nvim_buf_line_count(buf)
  for _, span in ipairs(spans) do
    for line = span[1], math.min(span[2], count - 1) do
      api.nvim_buf_set_extmark(buf, ns, line, 0, { line_hl_group = 'CassAsmLine' })
    end
  end
end

local function window_of(buf)
  for _, win in ipairs(api.nvim_list_wins()) do
    if api.nvim_win_get_buf(win) == buf then
      return win
    end
  end
  return nil
end

--- Highlight, in each listing of the current source buffer, the cursor line's instructions.
function M.follow_cursor()
  local source = api.nvim_get_current_buf()
  local line = api.nvim_win_get_cursor(0)[1] - 1
  for buf, info in pairs(listings) do
    if info.source == source and api.nvim_buf_is_valid(buf) then
      local spans = spans_for_lines(info.source_map, line, line)
      highlight_lines(buf, spans)
      local win = window_of(buf)
      if win and spans[1] then
        api.nvim_win_set_cursor(win, { math.min(spans[1][1] + 1, api.nvim_buf_line_count(buf)), 0 })
      end
    end
  end
end

local function follow_listing_cursor(buf)
  local info = listings[buf]
  if not info or not api.nvim_buf_is_valid(info.source) then
    return
  end
  local line = api.nvim_win_get_cursor(0)[1] - 1
  local spans = {}
  for _, l in ipairs(source_lines_for(info.source_map, line)) do
    table.insert(spans, { l, l })
  end
  highlight_lines(info.source, spans)
end

local function fill_listing(buf, listing)
  vim.bo[buf].modifiable = true
  local text = listing.text:gsub('\n$', '') -- a final newline is not an extra empty line
  api.nvim_buf_set_lines(buf, 0, -1, false, vim.split(text, '\n', { plain = true }))
  vim.bo[buf].modifiable = false
  vim.bo[buf].modified = false
end

local filetypes = { ['amdgpu-asm'] = 'amdgpu', ['sass-asm'] = 'nvsass' }

--- What a listing buffer shows: { source = bufnr, listing = <cass.showAssembly answer> } or nil.
function M.listing_info(buf)
  return listings[buf]
end

--- Open (or update) a listing in a scratch buffer beside the source window. `refresh`, when
--- given, asks the server again; it runs after each save of the source.
function M.open_listing(listing, source_buf, refresh)
  local base = listing.kernel or (listing.title and listing.title:gsub('[^%w_.-]+', '_'))
    or vim.fn.fnamemodify(api.nvim_buf_get_name(source_buf), ':t')
  local name = 'cass://' .. base .. (listing.target and ('.' .. listing.target) or '')
  local buf = vim.fn.bufnr('^' .. vim.fn.escape(name, '\\/.*$^~[]') .. '$')
  if buf == -1 then
    buf = api.nvim_create_buf(false, true)
    api.nvim_buf_set_name(buf, name)
    vim.bo[buf].bufhidden = 'hide'
    vim.bo[buf].swapfile = false
    api.nvim_create_autocmd('CursorMoved', {
      buffer = buf,
      callback = function()
        follow_listing_cursor(buf)
      end,
    })
  end
  fill_listing(buf, listing)
  vim.bo[buf].filetype = filetypes[listing.languageId] or 'amdgpu'
  listings[buf] = { source = source_buf, source_map = listing.sourceMap, listing = listing, refresh = refresh }
  if not window_of(buf) then
    local source_win = api.nvim_get_current_win()
    vim.cmd(M.config.split)
    api.nvim_win_set_buf(0, buf)
    api.nvim_set_current_win(source_win)
  end
  api.nvim_create_augroup('cass_follow_' .. source_buf, { clear = true })
  api.nvim_create_autocmd('CursorMoved', {
    group = 'cass_follow_' .. source_buf,
    buffer = source_buf,
    callback = M.follow_cursor,
  })
  api.nvim_create_autocmd('BufWritePost', {
    group = 'cass_follow_' .. source_buf,
    buffer = source_buf,
    callback = function()
      for listing_buf, info in pairs(listings) do
        -- only listings still on screen: a closed one is not reopened by a save
        if info.source == source_buf and info.refresh and api.nvim_buf_is_valid(listing_buf) and window_of(listing_buf) then
          info.refresh()
        end
      end
    end,
  })
  if api.nvim_get_current_buf() == source_buf then
    M.follow_cursor()
  end
  return buf
end

local SCOPE_KINDS = { [3] = true, [5] = true, [23] = true } -- namespace, class, struct
local KERNEL_KIND = 24 -- SymbolKind.Event: how the server marks __global__ functions

local function contains(range, pos)
  local s, e = range.start, range['end']
  local after = pos.line > s.line or (pos.line == s.line and pos.character >= s.character)
  local before = pos.line < e.line or (pos.line == e.line and pos.character <= e.character)
  return after and before
end

--- The qualified name (ns::kernel) of the kernel whose definition contains pos, from the
--- server's document symbols. cass.showAssembly resolves a position only on a kernel's name
--- or launch; with the name, a cursor anywhere in the body works.
function M.enclosing_kernel(symbols, pos)
  local function walk(items, scope)
    for _, symbol in ipairs(items or {}) do
      if symbol.range and contains(symbol.range, pos) then
        if symbol.kind == KERNEL_KIND then
          local parts = vim.deepcopy(scope)
          table.insert(parts, symbol.name)
          return table.concat(parts, '::')
        end
        local inner_scope = scope
        if SCOPE_KINDS[symbol.kind] then
          inner_scope = vim.deepcopy(scope)
          table.insert(inner_scope, symbol.name)
        end
        local found = walk(symbol.children, inner_scope)
        if found then
          return found
        end
      end
    end
    return nil
  end
  return walk(symbols, {})
end

--- Ask cass.showAssembly, again while the kernel is still compiling, then open the listing.
function M.show_assembly(target, on_done)
  target = target or 'gfx1100'
  local client = require_client()
  if not client then
    return
  end
  if not server_has_command(client, 'cass.showAssembly') then
    notify('this cass-lsp does not provide cass.showAssembly yet; update it', vim.log.levels.WARN)
    return
  end
  local source_buf = api.nvim_get_current_buf()
  local pos = position_params(client)
  local argument = { uri = pos.textDocument.uri, position = pos.position, target = target }
  local params = { command = 'cass.showAssembly', arguments = { argument } }
  local function ask(deadline, quiet, done)
    request(client, 'workspace/executeCommand', params, function(err, result)
      if err then
        if not quiet then
          notify('cass.showAssembly: ' .. err.message, vim.log.levels.ERROR)
        end
        return
      end
      if type(result) == 'table' and result.pending then
        if uv.now() > deadline then
          notify('still compiling, giving up: ' .. (result.message or ''), vim.log.levels.WARN)
          return
        end
        if not quiet then
          vim.api.nvim_echo({ { 'cass: ' .. (result.message or 'compiling…') } }, false, {})
        end
        vim.defer_fn(function()
          ask(deadline, quiet, done)
        end, POLL_MS)
        return
      end
      if type(result) ~= 'table' or type(result.text) ~= 'string' then
        notify('unexpected answer from cass.showAssembly: ' .. vim.inspect(result), vim.log.levels.ERROR)
        return
      end
      done(result)
    end, source_buf)
  end
  -- After a save the source recompiles, and cass.showAssembly answers with the last finished
  -- build until the new one is done: wait for cass.status to report no compile, then ask again
  -- (quietly) and refill the listing.
  local function refresh()
    local deadline = uv.now() + M.config.compile_wait_ms
    local function when_idle()
      request(client, 'workspace/executeCommand', { command = 'cass.status', arguments = {} }, function(err, status)
        local compiling = not err and type(status) == 'table' and status.compiling
        if (compiling == true or (type(compiling) == 'number' and compiling > 0)) and uv.now() < deadline then
          vim.defer_fn(when_idle, POLL_MS)
          return
        end
        ask(deadline, true, function(result)
          M.open_listing(result, source_buf, refresh)
        end)
      end, source_buf)
    end
    when_idle()
  end
  local function first()
    ask(uv.now() + M.config.compile_wait_ms, false, function(result)
      local buf = M.open_listing(result, source_buf, refresh)
      if on_done then
        on_done(buf, result)
      end
    end)
  end
  request(client, 'textDocument/documentSymbol', { textDocument = pos.textDocument }, function(err, symbols)
    argument.kernel = (not err) and M.enclosing_kernel(symbols, pos.position) or nil
    first()
  end, source_buf)
end

--- "Translate SASS to RDNA3": the SASS function under the cursor (else the file) via the CASS
--- model. Neovim 0.11+ supports window/showDocument: the server writes the result to a
--- `.rdna.s` file and opens it itself. On 0.7 the result opens here in a scratch buffer, with
--- the assembler's syntax errors as diagnostics. `on_done(bufnr, result)` after either.
function M.translate_sass(on_done)
  local client = require_client()
  if not client then
    return
  end
  if not server_has_command(client, 'cass.translateAsm') then
    notify('this cass-lsp does not provide cass.translateAsm yet; update it', vim.log.levels.WARN)
    return
  end
  local source_buf = api.nvim_get_current_buf()
  local pos = position_params(client)
  local params = { command = 'cass.translateAsm', arguments = { { uri = pos.textDocument.uri, position = pos.position } } }
  request(client, 'workspace/executeCommand', params, function(err, result)
    if err then
      notify('cass.translateAsm: ' .. err.message, vim.log.levels.ERROR)
      return
    end
    if type(result) ~= 'table' or result.error or result.cancelled then
      return -- the server showed why (window/showMessage), or the user cancelled
    end
    if type(result.uri) == 'string' then
      if on_done then
        on_done(vim.fn.bufnr(vim.uri_to_fname(result.uri)), result)
      end
      return
    end
    local buf = M.open_listing(result, source_buf)
    local diagnostics = {}
    for _, d in ipairs(result.diagnostics or {}) do
      table.insert(diagnostics, {
        lnum = d.range.start.line,
        col = d.range.start.character,
        end_lnum = d.range['end'].line,
        end_col = d.range['end'].character,
        severity = d.severity,
        message = d.message,
        source = d.source,
      })
    end
    vim.diagnostic.set(ns, buf, diagnostics)
    if on_done then
      on_done(buf, result)
    end
  end, source_buf)
end

-- ---- tree-sitter ----------------------------------------------------------------------------

-- Our grammars export tree_sitter_sass and tree_sitter_rdna; Neovim languages are named after
-- the filetypes (nvsass, amdgpu) so that they never meet a Sass stylesheet parser. The queries
-- are editors/nvim/queries/<language>/ (links to grammars/*/queries).
local GRAMMARS = { nvsass = 'sass', amdgpu = 'rdna' }

--- Register the SASS and AMD GPU parsers and highlight those filetypes with them (Neovim 0.10+).
--- `opts.parsers` maps a language (nvsass, amdgpu) to a compiled parser; by default
--- `parser/<language>.so` on 'runtimepath' (e.g. ~/.local/share/nvim/site/parser/nvsass.so).
--- Returns the languages registered.
function M.setup_treesitter(opts)
  opts = opts or {}
  local registered = {}
  for lang, symbol in pairs(GRAMMARS) do
    local path = (opts.parsers or {})[lang] or api.nvim_get_runtime_file('parser/' .. lang .. '.so', false)[1]
    if path and vim.treesitter.language.add(lang, { path = path, symbol_name = symbol }) then
      table.insert(registered, lang)
    end
  end
  if #registered > 0 then
    api.nvim_create_autocmd('FileType', {
      group = api.nvim_create_augroup('cass_treesitter', { clear = true }),
      pattern = registered,
      callback = function(args)
        pcall(vim.treesitter.start, args.buf, vim.bo[args.buf].filetype)
      end,
    })
    -- and the buffers already open
    for _, buf in ipairs(api.nvim_list_bufs()) do
      if api.nvim_buf_is_loaded(buf) and vim.tbl_contains(registered, vim.bo[buf].filetype) then
        pcall(vim.treesitter.start, buf, vim.bo[buf].filetype)
      end
    end
  end
  table.sort(registered)
  return registered
end

-- ---- status ---------------------------------------------------------------------------------

local last_status

local function status_text(status)
  local tc = status.toolchain or {}
  local hip = tc.hipcc ~= vim.NIL and tc.hipcc and ('HIP ' .. tostring(tc.hipVersion)) or 'no hipcc'
  local parts = { hip }
  if tc.targets and #tc.targets > 0 then
    table.insert(parts, table.concat(tc.targets, ','))
  end
  table.insert(parts, tostring(status.engine))
  local model = status.model or {}
  if model.state and model.state ~= 'not configured' then
    table.insert(parts, 'model ' .. tostring(model.state))
  end
  if type(status.compiling) == 'number' and status.compiling > 0 then
    table.insert(parts, 'compiling')
  end
  return 'CASS ' .. table.concat(parts, ' · ')
end

--- Ask cass.status; show it (problems as warnings) unless `quiet`; `on_done(status)` gets the table.
function M.status(quiet, on_done)
  local client = require_client()
  if not client then
    return
  end
  request(client, 'workspace/executeCommand', { command = 'cass.status', arguments = {} }, function(err, status)
    if err then
      notify('cass.status: ' .. err.message, vim.log.levels.ERROR)
      return
    end
    last_status = status_text(status)
    if not quiet then
      local lines = { last_status }
      for _, p in ipairs((status.toolchain or {}).problems or {}) do
        table.insert(lines, p.severity .. ' (' .. p.component .. '): ' .. p.message .. ' Fix: ' .. p.fix)
      end
      notify(table.concat(lines, '\n'))
    end
    if on_done then
      on_done(status)
    end
  end)
end

--- A short text for 'statusline' (empty until the first status answer; refreshed on save).
function M.statusline()
  return last_status or ''
end

return M
