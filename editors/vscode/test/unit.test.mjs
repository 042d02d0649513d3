// The extension's pure logic (no `vscode` import): server command resolution, source maps,
// status text, listing names, assembly sniffing, polling, request builders.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { PollCancelledError, PollTimeoutError, pollWhilePending } from '../out/polling.js';
import { listingPath, sniffAssembly, statusPresentation } from '../out/presentation.js';
import {
  actionsOfKind,
  convertFileParams,
  convertKernelParams,
  createdFiles,
  documentSelector,
  editedText,
  enclosingKernel,
  isPending,
  needsResolve,
  serverHasCommand,
  showAssemblyParams,
  translateAsmParams,
  withoutRuns,
} from '../out/protocol.js';
import { ServerNotFoundError, expandVariables, resolveServerCommand } from '../out/serverCommand.js';
import { asmSpansForSourceLines, clampSpans, mergeSpans, sourceLinesForAsmLine } from '../out/sourceMap.js';

describe('server command resolution', () => {
  const base = { workspaceFolders: ['/ws'], env: { PATH: '/usr/local/bin:/usr/bin', HOME: '/home/u' }, platform: 'linux' };

  test('the setting wins, used as a whole command line', () => {
    const found = resolveServerCommand({
      ...base,
      configured: ['${workspaceFolder}/.venv/bin/python', '-m', 'cass_lsp', 'serve'],
      isExecutable: () => false,
    });
    assert.deepEqual(found, { command: '/ws/.venv/bin/python', args: ['-m', 'cass_lsp', 'serve'], source: 'setting' });
  });

  test('a workspace virtual environment before PATH', () => {
    const found = resolveServerCommand({
      ...base,
      configured: [],
      isExecutable: (f) => f === '/ws/.venv/bin/cass-lsp' || f === '/usr/bin/cass-lsp',
    });
    assert.deepEqual(found, { command: '/ws/.venv/bin/cass-lsp', args: ['serve'], source: 'workspace venv' });
  });

  test('PATH, in order', () => {
    const found = resolveServerCommand({
      ...base,
      configured: undefined,
      isExecutable: (f) => f === '/usr/bin/cass-lsp',
    });
    assert.deepEqual(found, { command: '/usr/bin/cass-lsp', args: ['serve'], source: 'PATH' });
  });

  test('Windows: Scripts\\cass-lsp.exe', () => {
    const found = resolveServerCommand({
      configured: [],
      workspaceFolders: ['C:\\ws'],
      env: { Path: 'C:\\bin' },
      platform: 'win32',
      isExecutable: (f) => f === 'C:\\ws\\.venv\\Scripts\\cass-lsp.exe',
    });
    assert.equal(found.command, 'C:\\ws\\.venv\\Scripts\\cass-lsp.exe');
  });

  test('nothing found: an error that says how to fix it and where it looked', () => {
    assert.throws(
      () => resolveServerCommand({ ...base, configured: [], isExecutable: () => false }),
      (error) =>
        error instanceof ServerNotFoundError &&
        /cass\.server\.command/.test(error.message) &&
        error.looked.includes('/ws/.venv/bin/cass-lsp'),
    );
  });

  test('~ and ${workspaceFolder} expansion', () => {
    assert.equal(expandVariables('~/venv/bin/cass-lsp', undefined, '/home/u'), '/home/u/venv/bin/cass-lsp');
    assert.equal(expandVariables('a~b', '/ws', '/home/u'), 'a~b');
  });
});

describe('source maps', () => {
  const map = [
    { sourceLine: 4, ranges: [[10, 12], [20, 20]] },
    { sourceLine: 5, ranges: [[13, 15]] },
    { sourceLine: 7, ranges: [[30, 31]] },
  ];

  test('the cursor line', () => {
    assert.deepEqual(asmSpansForSourceLines(map, 4), [[10, 12], [20, 20]]);
    assert.deepEqual(asmSpansForSourceLines(map, 6), []);
    assert.deepEqual(asmSpansForSourceLines(undefined, 4), []);
  });

  test('a selection merges adjacent spans', () => {
    assert.deepEqual(asmSpansForSourceLines(map, 4, 5), [[10, 15], [20, 20]]);
  });

  test('listing line back to source lines', () => {
    assert.deepEqual(sourceLinesForAsmLine(map, 14), [5]);
    assert.deepEqual(sourceLinesForAsmLine(map, 16), []);
  });

  test('merge drops malformed spans; clamp to the listing', () => {
    assert.deepEqual(mergeSpans([[5, 3], [-1, 2], [1, 2], [2, 4]]), [[1, 4]]);
    assert.deepEqual(clampSpans([[1, 4], [9, 12]], 10), [[1, 4], [9, 9]]);
  });
});

describe('workspace trust', () => {
  test("an untrusted workspace's settings never run a program", () => {
    const pulled = [{ run: { mode: 'auto', args: ['8'] }, compile: { enabled: true } }, null];
    assert.deepEqual(withoutRuns(pulled), [{ run: { mode: 'never', args: ['8'] }, compile: { enabled: true } }, null]);
    assert.deepEqual(withoutRuns([{}]), [{ run: { mode: 'never' } }]);
  });
});

describe('presentation', () => {
  const status = {
    toolchain: {
      hipcc: '/usr/bin/hipcc',
      hipVersion: '5.2.3',
      targets: ['gfx1100', 'gfx90a'],
      nvcc: '/usr/local/bin/nvcc',
      sassTools: true,
      problems: [],
    },
    engine: 'auto',
    model: { backend: 'transformers', id: null, state: 'not configured' },
    compiling: 0,
  };

  test('status bar text and level', () => {
    const shown = statusPresentation(status);
    assert.equal(shown.text, '$(chip) CASS HIP 5.2.3 · gfx1100, gfx90a · auto (rules)');
    assert.equal(shown.level, 'ok');
    assert.match(shown.tooltip, /SASS tools \(cuobjdump, nvdisasm\): found/);
  });

  test('where programs run, and the latest verdict', () => {
    const shown = statusPresentation({
      ...status,
      run: {
        platform: 'nvidia',
        gpu: 'NVIDIA H200 (sm_90)',
        hipVersion: '5.2.3',
        skipped: null,
        latest: { file: 'squares.cu', verdict: 'different', message: 'HIP output differs: line 6' },
      },
    });
    assert.equal(shown.text, '$(chip) CASS HIP 5.2.3 · gfx1100, gfx90a · auto (rules) · run: different');
    assert.match(shown.tooltip, /runs: on NVIDIA H200 \(sm_90\), HIP's NVIDIA platform \(HIP 5\.2\.3\)/);
    assert.match(shown.tooltip, /last run: `squares\.cu`: \*\*different\*\* HIP output differs: line 6/);
    const none = statusPresentation({ ...status, run: { platform: null, skipped: 'no GPU', latest: null } });
    assert.match(none.tooltip, /runs: no \(no GPU\)/);
    assert.ok(!none.text.includes('run:'));
  });

  test('missing hipcc is an error with its fix; compiling spins', () => {
    const shown = statusPresentation({
      ...status,
      toolchain: {
        ...status.toolchain,
        hipcc: null,
        hipVersion: null,
        targets: [],
        problems: [{ component: 'hipcc', severity: 'error', message: 'hipcc not found', fix: 'apt-get install hipcc' }],
      },
      compiling: 2,
    });
    assert.equal(shown.level, 'error');
    assert.ok(shown.text.startsWith('$(sync~spin) CASS no hipcc'));
    assert.match(shown.tooltip, /Fix: apt-get install hipcc/);
  });

  test('a configured source model that cannot be used: rules, a warning, the fix', () => {
    const shown = statusPresentation({
      ...status,
      model: {
        backend: 'openai',
        id: 'cass-src-1.5b',
        sourceModel: 'cass-src-1.5b',
        state: 'unavailable',
        problems: [{ task: 'source', message: 'model.baseUrl is not set', fix: 'Set it to the server URL.' }],
      },
    });
    assert.equal(shown.level, 'warning');
    assert.ok(shown.text.endsWith('auto (rules)'));
    assert.match(shown.tooltip, /\*\*model\*\* \(source\): model.baseUrl is not set/);
    const ready = statusPresentation({ ...status, model: { ...status.model, sourceModel: 'x', id: 'x', state: 'ready' } });
    assert.ok(ready.text.endsWith('auto (model)'));
  });

  test('listing names pick the language by extension', () => {
    assert.equal(
      listingPath({ title: '', languageId: 'amdgpu-asm', text: '', kernel: 'block_sum', target: 'gfx1100' }, 'x.cu'),
      '/block_sum.gfx1100.amdgcn',
    );
    assert.equal(listingPath({ title: '', languageId: 'sass-asm', text: '', target: 'sass' }, 'x.cu'), '/x.cu.sass.cuasm');
    assert.equal(
      listingPath({ title: '', languageId: 'amdgpu-asm', text: '', kernel: 'ns::k<int>', target: 'gfx90a' }, 'x.cu'),
      '/ns_k_int_.gfx90a.amdgcn',
    );
  });

  test('sniffing: cuobjdump output (leading empty line), hipcc output, and a Sass stylesheet', () => {
    assert.equal(sniffAssembly('\n\tcode for sm_89\n\t\tFunction : _Z3foov\n'), 'sass-asm');
    assert.equal(sniffAssembly('\t.text\n\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"\n'), 'amdgpu-asm');
    assert.equal(sniffAssembly('$primary: #333\nbody\n  color: $primary\n'), undefined);
    assert.equal(sniffAssembly('\t.text\n\t.globl main\nmain:\n\tmovq %rsp, %rbp\n'), undefined);
  });
});

describe('polling a pending compile', () => {
  test('asks again until the answer is not pending', async () => {
    const answers = [{ pending: true, message: 'compiling' }, { pending: true }, { text: 'x', languageId: 'amdgpu-asm' }];
    const seen = [];
    const result = await pollWhilePending(async () => answers.shift(), {
      intervalMs: 1,
      timeoutMs: 1000,
      onPending: (p) => seen.push(p.message),
    });
    assert.deepEqual(result, { text: 'x', languageId: 'amdgpu-asm' });
    assert.deepEqual(seen, ['compiling', undefined]);
  });

  test('times out with the last message, and can be cancelled', async () => {
    await assert.rejects(
      pollWhilePending(async () => ({ pending: true, message: 'still compiling' }), { intervalMs: 5, timeoutMs: 20 }),
      (e) => e instanceof PollTimeoutError && /still compiling/.test(e.message),
    );
    await assert.rejects(
      pollWhilePending(async () => ({ pending: true }), { intervalMs: 1, timeoutMs: 1000, isCancelled: () => true }),
      PollCancelledError,
    );
    assert.equal(isPending({ pending: false }), false);
  });
});

describe('requests', () => {
  test('convert file asks for the whole file and only its kind', () => {
    const params = convertFileParams('file:///a.cu', { line: 9, character: 1 });
    assert.deepEqual(params.range, { start: { line: 0, character: 0 }, end: { line: 9, character: 1 } });
    assert.deepEqual(params.context, { diagnostics: [], only: ['source.convertToHip'], triggerKind: 1 });
  });

  test('convert kernel asks for refactor.rewrite at the cursor', () => {
    const at = { line: 3, character: 4 };
    const params = convertKernelParams('file:///a.cu', { start: at, end: at });
    assert.deepEqual(params.context.only, ['refactor.rewrite']);
  });

  test('commands carry one camelCase object argument', () => {
    assert.deepEqual(showAssemblyParams({ uri: 'file:///a.cu', position: { line: 1, character: 2 }, target: 'gfx1100' }), {
      command: 'cass.showAssembly',
      arguments: [{ uri: 'file:///a.cu', position: { line: 1, character: 2 }, target: 'gfx1100' }],
    });
    assert.deepEqual(translateAsmParams('file:///a.sass'), { command: 'cass.translateAsm', arguments: [{ uri: 'file:///a.sass' }] });
  });

  test('code actions: kinds, commands vs actions, resolve, created files', () => {
    const items = [
      { title: 'run', command: 'x' },
      { title: 'file', kind: 'source.convertToHip', data: { feature: 'translation' } },
      { title: 'kernel', kind: 'refactor.rewrite.cass' },
      { title: 'other', kind: 'source.organizeImports' },
    ];
    assert.deepEqual(actionsOfKind(items, 'source.convertToHip').map((a) => a.title), ['file']);
    assert.deepEqual(actionsOfKind(items, 'refactor.rewrite').map((a) => a.title), ['kernel']);
    assert.equal(needsResolve(items[1]), true);
    const edit = {
      documentChanges: [
        { kind: 'create', uri: 'file:///a.hip' },
        { textDocument: { uri: 'file:///a.hip', version: null }, edits: [{ range: {}, newText: '#include <hip/hip_runtime.h>\n' }] },
      ],
    };
    assert.deepEqual(createdFiles(edit), ['file:///a.hip']);
    assert.equal(editedText(edit, 'file:///a.hip'), '#include <hip/hip_runtime.h>\n');
    assert.equal(editedText({ changes: { 'file:///b.cu': [{ newText: 'x' }] } }, 'file:///b.cu'), 'x');
  });

  test('the document selector covers files and our listings, never Sass stylesheets', () => {
    const selector = documentSelector();
    const languages = new Set(selector.map((s) => s.language));
    assert.deepEqual([...languages].sort(), ['amdgpu-asm', 'cuda-cpp', 'hip', 'sass-asm']);
    assert.ok(selector.some((s) => s.scheme === 'cass-asm' && s.language === 'amdgpu-asm'));
    assert.ok(!selector.some((s) => s.scheme === 'cass-asm' && s.language === 'cuda-cpp'));
    assert.equal(serverHasCommand({ executeCommandProvider: { commands: ['cass.status'] } }, 'cass.status'), true);
    assert.equal(serverHasCommand({}, 'cass.status'), false);
  });
});

describe('the kernel under the cursor', () => {
  const range = (a, b) => ({ start: { line: a, character: 0 }, end: { line: b, character: 1 } });
  const symbols = [
    {
      name: 'gemm',
      kind: 3,
      range: range(0, 20),
      selectionRange: range(0, 0),
      children: [
        { name: 'matmul', kind: 24, detail: '__global__ template', range: range(2, 10), selectionRange: range(3, 3) },
        { name: 'launch', kind: 12, range: range(12, 16), selectionRange: range(12, 12) },
      ],
    },
    { name: 'main', kind: 12, range: range(22, 30), selectionRange: range(22, 22) },
  ];

  test('inside a kernel in a namespace: its qualified name', () => {
    assert.equal(enclosingKernel(symbols, { line: 5, character: 4 }), 'gemm::matmul');
  });

  test('outside kernels (host code, launches): none, the server resolves the position', () => {
    assert.equal(enclosingKernel(symbols, { line: 14, character: 2 }), undefined);
    assert.equal(enclosingKernel(symbols, { line: 25, character: 2 }), undefined);
    assert.equal(enclosingKernel(null, { line: 5, character: 4 }), undefined);
  });
});
