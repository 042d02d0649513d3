// Each extension command's requests, built by the extension's own modules (out/*.js, compiled
// by `npm run build`) and sent to the real cass-lsp server through vscode-jsonrpc.
//
// Features that have not landed in the server yet are skipped at run time with the reason
// (the server does not advertise the command, or its feature module is absent); never passed.

import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { pollWhilePending, waitWhileCompiling } from '../out/polling.js';
import {
  CONVERT_FILE_KIND,
  CONVERT_KERNEL_KIND,
  LANGUAGES,
  RDNA3_TARGET,
  SASS_TARGET,
  SERVER_COMMANDS,
  actionsOfKind,
  convertFileParams,
  convertKernelParams,
  createdFiles,
  editedText,
  enclosingKernel,
  initializationOptions,
  isListing,
  needsResolve,
  showAssemblyParams,
  statusParams,
  translateAsmParams,
} from '../out/protocol.js';
import { EXAMPLES, FIXTURES, Server, lsp } from './lsp.mjs';

const COMPILE_WAIT_MS = 120000;

function lastPosition(text) {
  const lines = text.split('\n');
  return { line: lines.length - 1, character: lines[lines.length - 1].length };
}

/** The 0-based line and character of the first occurrence of needle. */
function positionOf(text, needle, delta = 0) {
  const index = text.indexOf(needle);
  assert.ok(index >= 0, `${needle} not in text`);
  const before = text.slice(0, index + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}

describe('cass-lsp through vscode-jsonrpc, background compile off', () => {
  const server = new Server({ compile: { enabled: false } });
  let root;
  let cuPath;
  let cuText;
  let cuUri;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cass-vscode-'));
    cuPath = path.join(root, 'vector_add.cu');
    copyFileSync(path.join(EXAMPLES, 'vector_add.cu'), cuPath);
    cuText = readFileSync(cuPath, 'utf8');
    await server.start(root);
    cuUri = await server.open(cuPath, LANGUAGES.cuda);
  });

  after(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('initialize: the capabilities the extension relies on', () => {
    const caps = server.capabilities;
    assert.ok(caps.hoverProvider, 'hover');
    assert.equal(caps.codeActionProvider.resolveProvider, true, 'codeAction/resolve');
    assert.ok(caps.codeActionProvider.codeActionKinds.includes('refactor.rewrite'));
    assert.ok(
      caps.codeActionProvider.codeActionKinds.some((k) => CONVERT_FILE_KIND === k || CONVERT_FILE_KIND.startsWith(k + '.')),
      'a kind covering source.convertToHip',
    );
    assert.ok(server.hasCommand(SERVER_COMMANDS.status));
  });

  test('initializationOptions carry the cass section as the server reads it', () => {
    assert.deepEqual(initializationOptions({ compile: { enabled: false } }), {
      settings: { compile: { enabled: false } },
    });
  });

  test('status bar: cass.status', async () => {
    const status = await server.request(lsp.ExecuteCommandRequest.type, statusParams());
    assert.deepEqual(Object.keys(status).sort(), ['compiling', 'engine', 'model', 'run', 'toolchain']);
    assert.ok('platform' in status.run && 'latest' in status.run);
    for (const key of ['hipcc', 'hipVersion', 'targets', 'nvcc', 'sassTools', 'problems']) {
      assert.ok(key in status.toolchain, key);
    }
    assert.ok(Array.isArray(status.toolchain.targets));
    assert.equal(status.engine, 'auto');
    assert.equal(status.model.state, 'not configured');
    assert.equal(status.compiling, 0);
  });

  test('document symbols of the opened CUDA file (what the outline shows)', async () => {
    const symbols = await server.request(lsp.DocumentSymbolRequest.type, { textDocument: { uri: cuUri } });
    const kernel = symbols.find((s) => s.name === 'vector_add');
    assert.ok(kernel, JSON.stringify(symbols.map((s) => s.name)));
    assert.equal(kernel.detail, '__global__');
  });

  test('SASS opcode hover in a cuobjdump listing', async (t) => {
    const sassPath = path.join(root, 'vector_add.sm_89.sass');
    copyFileSync(path.join(FIXTURES, 'vector_add.sm_89.sass'), sassPath);
    const text = readFileSync(sassPath, 'utf8');
    const uri = await server.open(sassPath, LANGUAGES.sass, text);
    const hover = await server.request(lsp.HoverRequest.type, {
      textDocument: { uri },
      position: positionOf(text, 'IMAD.WIDE', 1),
    });
    assert.equal(hover.contents.kind, 'markdown');
    assert.match(hover.contents.value, /^### `IMAD\.WIDE`/);
  });

  test('AMD GPU opcode hover in a hipcc listing', async (t) => {
    const asmPath = path.join(root, 'vector_add.gfx1100.s');
    copyFileSync(path.join(FIXTURES, 'vector_add.gfx1100.s'), asmPath);
    const text = readFileSync(asmPath, 'utf8');
    const uri = await server.open(asmPath, LANGUAGES.amdgpu, text);
    const hover = await server.request(lsp.HoverRequest.type, {
      textDocument: { uri },
      position: positionOf(text, 'global_load_b32', 2),
    });
    assert.match(hover.contents.value, /^### `global_load_b32`/);
  });

  test('"Convert File to HIP": codeAction with only source.convertToHip, resolve, sibling .hip', async (t) => {
    const params = convertFileParams(cuUri, lastPosition(cuText));
    assert.deepEqual(params.context.only, [CONVERT_FILE_KIND]);
    const items = await server.request(lsp.CodeActionRequest.type, params);
    const actions = actionsOfKind(items, CONVERT_FILE_KIND);
    assert.equal(actions.length, items.length, 'only the requested kind comes back');
    assert.ok(actions.length >= 1, 'a Convert file to HIP action');
    assert.match(actions[0].title, /Convert file to HIP/i);
    let action = actions[0];
    if (needsResolve(action)) {
      action = await server.request(lsp.CodeActionResolveRequest.type, action);
    }
    assert.ok(action.edit, 'resolved action carries an edit');
    const hipUri = cuUri.replace(/\.cu$/, '.hip');
    assert.deepEqual(createdFiles(action.edit), [hipUri]);
    const hip = editedText(action.edit, hipUri);
    assert.ok(hip, 'the new file gets the HIP text');
    assert.match(hip, /#include <hip\/hip_runtime\.h>/);
    assert.match(hip, /hipMalloc/);
    assert.doesNotMatch(hip, /cudaMalloc/);
  });

  test('"Convert File to HIP" beside an existing .hip: a new file, the replacement offered apart', async (t) => {
    const mine = path.join(root, 'vector_add.hip');
    writeFileSync(mine, '// my hand port\n');
    try {
      const items = await server.request(lsp.CodeActionRequest.type, convertFileParams(cuUri, lastPosition(cuText)));
      // Two actions: the command's quick pick asks which (pickAction), nothing is replaced unasked.
      const actions = actionsOfKind(items, CONVERT_FILE_KIND);
      assert.deepEqual(
        actions.map((a) => [a.title, a.kind]),
        [
          ['Convert file to HIP as vector_add-2.hip', 'source.convertToHip'],
          ['Replace existing vector_add.hip with the translation', 'source.convertToHip.replace'],
        ],
      );
      const resolved = await server.request(lsp.CodeActionResolveRequest.type, actions[0]);
      const newUri = cuUri.replace(/\.cu$/, '-2.hip');
      assert.deepEqual(createdFiles(resolved.edit), [newUri]);
      assert.notEqual(resolved.edit.documentChanges[0].options?.overwrite, true, 'a new file is never an overwrite');
      assert.match(editedText(resolved.edit, newUri), /hipMalloc/);
      const replace = await server.request(lsp.CodeActionResolveRequest.type, actions[1]);
      assert.equal(replace.edit.documentChanges[0].options?.overwrite, true, 'the chosen replacement');
      assert.equal(readFileSync(mine, 'utf8'), '// my hand port\n');
    } finally {
      rmSync(mine, { force: true });
    }
  });

  test('"Convert Kernel to HIP": refactor.rewrite at the kernel, resolved lazily', async (t) => {
    const at = positionOf(cuText, 'threadIdx.x');
    const params = convertKernelParams(cuUri, { start: at, end: at });
    const items = await server.request(lsp.CodeActionRequest.type, params);
    const actions = actionsOfKind(items, CONVERT_KERNEL_KIND);
    // The server names the kernel: "Convert kernel vector_add to HIP".
    const convert = actions.find((a) => /^Convert kernel\b.* to HIP$/.test(a.title));
    assert.ok(convert, JSON.stringify(items));
    assert.equal(convert.edit, undefined, 'the edit is computed on resolve');
    const resolved = await server.request(lsp.CodeActionResolveRequest.type, convert);
    assert.ok(resolved.edit, 'resolved action carries an edit');
    const text = editedText(resolved.edit, cuUri);
    assert.ok(text !== undefined, 'the edit changes the CUDA file itself');
  });
});

describe('cass-lsp through vscode-jsonrpc, background compile on', () => {
  // One AMD target: every assertion here is on gfx1100 (RDNA3); a second would double the compiles.
  const server = new Server({ compile: { enabled: true, debounceMs: 0 }, toolchain: { targets: ['gfx1100'] } });
  let root;
  let cuPath;
  let cuText;
  let cuUri;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cass-vscode-compile-'));
    cuPath = path.join(root, 'vector_add.cu');
    copyFileSync(path.join(EXAMPLES, 'vector_add.cu'), cuPath);
    cuText = readFileSync(cuPath, 'utf8');
    await server.start(root);
    cuUri = await server.open(cuPath, LANGUAGES.cuda);
  });

  after(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  async function showAssembly(target) {
    // As the command does: the kernel around the cursor from the document symbols, and the position.
    const position = positionOf(cuText, 'threadIdx.x');
    const symbols = await server.request(lsp.DocumentSymbolRequest.type, { textDocument: { uri: cuUri } });
    const kernel = enclosingKernel(symbols, position);
    assert.equal(kernel, 'vector_add');
    const params = showAssemblyParams({ uri: cuUri, position, kernel, target });
    assert.equal(params.command, SERVER_COMMANDS.showAssembly);
    return pollWhilePending(() => server.request(lsp.ExecuteCommandRequest.type, params), {
      intervalMs: 500,
      timeoutMs: COMPILE_WAIT_MS,
    });
  }

  test('"Show RDNA3 Assembly": cass.showAssembly for gfx1100', { timeout: COMPILE_WAIT_MS + 10000 }, async (t) => {
    assert.ok(server.hasCommand(SERVER_COMMANDS.showAssembly), 'server lacks cass.showAssembly');
    const listing = await showAssembly(RDNA3_TARGET);
    assert.ok(isListing(listing), JSON.stringify(listing).slice(0, 500));
    assert.equal(listing.languageId, LANGUAGES.amdgpu);
    assert.equal(listing.target, RDNA3_TARGET);
    assert.equal(listing.kernel, 'vector_add');
    assert.match(listing.text, /^\s*s_[a-z_0-9]+/m);
    assert.match(listing.text, /^\s*v_[a-z_0-9]+/m);
    assert.ok(Array.isArray(listing.sourceMap) && listing.sourceMap.length > 0, 'a source map');
    const asmLines = listing.text.split('\n').length;
    for (const entry of listing.sourceMap) {
      for (const [first, last] of entry.ranges) {
        assert.ok(first <= last && last < asmLines, `range ${first}-${last} inside the listing`);
      }
    }
    const kernelLine = positionOf(cuText, 'threadIdx.x').line;
    assert.ok(
      listing.sourceMap.some((e) => e.sourceLine === kernelLine),
      'the line under the cursor maps to instructions',
    );
  });

  test('"Show SASS": cass.showAssembly for sass', { timeout: COMPILE_WAIT_MS + 10000 }, async (t) => {
    assert.ok(server.hasCommand(SERVER_COMMANDS.showAssembly), 'server lacks cass.showAssembly');
    const listing = await showAssembly(SASS_TARGET);
    assert.ok(isListing(listing), JSON.stringify(listing).slice(0, 500));
    assert.equal(listing.languageId, LANGUAGES.sass);
    assert.match(listing.text, /\b(IMAD|LDG|STG|EXIT)\b/);
  });

  test('a saved edit: the listing refreshed after the recompile follows the source', { timeout: 2 * COMPILE_WAIT_MS }, async (t) => {
    assert.ok(server.hasCommand(SERVER_COMMANDS.showAssembly), 'server lacks cass.showAssembly');
    const before = await showAssembly(RDNA3_TARGET);
    // Insert a line above the kernel and save, as the editor does; then refresh as the
    // extension does: wait for the compiles (cass.status), then ask again.
    await server.connection.sendNotification(lsp.DidChangeTextDocumentNotification.type, {
      textDocument: { uri: cuUri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '// edited\n' }],
    });
    await server.connection.sendNotification(lsp.DidSaveTextDocumentNotification.type, { textDocument: { uri: cuUri } });
    await waitWhileCompiling(() => server.request(lsp.ExecuteCommandRequest.type, statusParams()), {
      intervalMs: 300,
      timeoutMs: COMPILE_WAIT_MS,
    });
    cuText = '// edited\n' + cuText;
    const after = await showAssembly(RDNA3_TARGET);
    assert.deepEqual(
      after.sourceMap.map((e) => e.sourceLine),
      before.sourceMap.map((e) => e.sourceLine + 1),
    );
  });

  test('kernel hover: RDNA3 listing, and its link runs cass.showAssembly as the extension does', { timeout: COMPILE_WAIT_MS + 10000 }, async (t) => {
    assert.ok(server.hasCommand(SERVER_COMMANDS.showAssembly), 'server lacks cass.showAssembly');
    const params = { textDocument: { uri: cuUri }, position: positionOf(cuText, 'vector_add(', 2) };
    let hover;
    const deadline = Date.now() + COMPILE_WAIT_MS;
    do {
      hover = await server.request(lsp.HoverRequest.type, params);
      if (hover?.contents.value.includes('```asm')) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    } while (Date.now() < deadline);
    const markdown = hover.contents.value;
    assert.match(markdown, /^### vector_add — gfx1100/m);
    assert.match(markdown, /```asm\n[\s\S]*\bv_[a-z0-9_]+/);
    // Clicking "Open full listing" runs the VS Code command of the link with its JSON
    // arguments; markdown.isTrusted enables exactly the commands hovers may link to.
    const links = [...markdown.matchAll(/\(command:([\w.]+)\?([^)]+)\)/g)];
    assert.ok(links.length > 0, markdown);
    for (const [, command] of links) {
      assert.ok([SERVER_COMMANDS.showAssembly, SERVER_COMMANDS.translateAsm].includes(command), command);
    }
    const [, command, encoded] = links[0];
    const args = JSON.parse(decodeURIComponent(encoded));
    const listing = await pollWhilePending(
      () => server.request(lsp.ExecuteCommandRequest.type, { command, arguments: args }),
      { intervalMs: 500, timeoutMs: COMPILE_WAIT_MS },
    );
    assert.ok(isListing(listing));
    assert.equal(listing.kernel, 'vector_add');
  });

  test('diagnostics: translation findings and background hipcc errors on the CUDA lines', { timeout: COMPILE_WAIT_MS + 10000 }, async (t) => {
    // The kernel assumes 32-lane warps (a finding says so), and HIP has no __nanosleep (the
    // translator and hipcc say so, on the CUDA line).
    const lanesPath = path.join(root, 'lanes.cu');
    const lanesText = [
      '#include <cuda_runtime.h>',
      '',
      '__global__ void lane_sums(int* out) {',
      '  int lane = threadIdx.x & 31;',
      '  out[threadIdx.x] = lane; __nanosleep(100);',
      '}',
      '',
      'void launch(int* out) { lane_sums<<<1, 32>>>(out); }',
      '',
    ].join('\n');
    writeFileSync(lanesPath, lanesText);
    const uri = await server.open(lanesPath, LANGUAGES.cuda, lanesText);
    const diagnostics = await server.waitForDiagnostics(
      uri,
      (ds) => ds.some((d) => d.source === 'hipcc') && ds.some((d) => d.code === 'warp-size-literal'),
      COMPILE_WAIT_MS,
    );
    const hipcc = diagnostics.find((d) => d.source === 'hipcc');
    assert.match(hipcc.message, /__nanosleep/);
    assert.equal(hipcc.range.start.line, positionOf(lanesText, '__nanosleep').line, 'on the CUDA line');
    const finding = diagnostics.find((d) => d.code === 'warp-size-literal');
    assert.match(finding.message, /wave64|64-lane/);
  });

  test('"Translate SASS to RDNA3" without a model: the reason, shown and returned', async (t) => {
    assert.ok(server.hasCommand(SERVER_COMMANDS.translateAsm), 'server lacks cass.translateAsm');
    const sassPath = path.join(root, 'vector_add.sm_89.sass');
    copyFileSync(path.join(FIXTURES, 'vector_add.sm_89.sass'), sassPath);
    const text = readFileSync(sassPath, 'utf8');
    const uri = await server.open(sassPath, LANGUAGES.sass, text);
    const result = await server.request(lsp.ExecuteCommandRequest.type, translateAsmParams(uri, positionOf(text, 'IMAD.WIDE')));
    assert.ok(!isListing(result));
    assert.match(result.error, /model\.asmModel is not set/);
    assert.ok(
      server.shownMessages.some((m) => m.type === 1 && /asmModel/.test(m.message)),
      'the user sees why (window/showMessage, error)',
    );
  });
});
