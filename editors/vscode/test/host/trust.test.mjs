// Workspace trust in a real VS Code (code-server with security.workspace.trust.enabled): a
// workspace's own settings that name programs (cass.server.command, cass.toolchain.rocmPath)
// and its own virtual environment are ignored while it is untrusted, and used once the user
// trusts it. Each program the workspace names is a script that records that it ran.
//
// The window's first file is a .hip file: activation by a language the extension contributes
// (HIP, NVIDIA SASS, AMD GPU assembly: the manifest test asserts all three are contributed, so
// VS Code activates on each alike), in Restricted Mode too. Activation by VS Code's CUDA language
// is the first flow of flows.test.mjs; a window of its own for each would cost about 20 CPU-s.

import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';

import {
  Browser,
  activates,
  CASS_LSP,
  COMPILE_TIMEOUT_MS,
  CodeServer,
  UI_TIMEOUT_MS,
  makeWorkspace,
  positionOf,
  waitFor,
  withScreenshotOnFailure,
} from './host.mjs';

const SAXPY_HIP =
  '#include <hip/hip_runtime.h>\n\n__global__ void saxpy(float a, const float* x, float* y, int n) {\n' +
  '  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n) y[i] = a * x[i] + y[i];\n}\n';

function script(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, 0o755);
}

describe('workspace trust in a real VS Code', { timeout: 10 * 60 * 1000 }, () => {
  // The user's own cass-lsp is on PATH (no cass.server.command in the user settings).
  let server;
  const browser = new Browser();
  let ws;
  let ran; // the file the workspace's programs append their names to
  let wb;

  const ranPrograms = () => (existsSync(ran) ? readFileSync(ran, 'utf8').split('\n').filter(Boolean) : []);

  before(async () => {
    server = new CodeServer({
      settings: {
        'security.workspace.trust.enabled': true,
        'security.workspace.trust.startupPrompt': 'never',
        'cass.server.command': undefined,
      },
    });
    // PATH gets a folder holding only cass-lsp (the repository's), in front of the usual PATH.
    server.beforeStart = (root) => {
      const bin = path.join(root, 'user-bin');
      mkdirSync(bin);
      symlinkSync(CASS_LSP, path.join(bin, 'cass-lsp'));
      server.env = { PATH: `${bin}:${process.env.PATH}` };
    };
    await server.start();
    ran = path.join(server.root, 'workspace-programs-ran');
    ws = makeWorkspace(server.root, 'untrusted-workspace');
    writeFileSync(path.join(ws, 'saxpy.hip'), SAXPY_HIP);
    const record = (name, then) => `#!/bin/sh\necho ${name} >> '${ran}'\nexec ${then} "$@"\n`;
    script(path.join(ws, 'tools', 'evil-cass-lsp'), record('workspace-setting-server', `'${CASS_LSP}'`));
    script(path.join(ws, '.venv', 'bin', 'cass-lsp'), record('workspace-venv-server', `'${CASS_LSP}'`));
    script(path.join(ws, 'fake-rocm', 'bin', 'hipcc'), record('workspace-hipcc', '/usr/bin/hipcc'));
    mkdirSync(path.join(ws, '.vscode'));
    writeFileSync(
      path.join(ws, '.vscode', 'settings.json'),
      JSON.stringify(
        {
          'cass.server.command': [path.join(ws, 'tools', 'evil-cass-lsp'), 'serve'],
          'cass.toolchain.rocmPath': path.join(ws, 'fake-rocm'),
        },
        null,
        2,
      ),
    );
    await browser.start();
    wb = await browser.open(server, ws);
  });

  after(async () => {
    await browser.stop();
    await server?.stop();
  });

  const flow = (name, fn) => test(name, { timeout: COMPILE_TIMEOUT_MS + 60000 }, withScreenshotOnFailure(() => wb, name, fn));

  flow('untrusted: Restricted Mode; a .hip file (a language the extension contributes) starts the extension and the server, from PATH, the toolchain discovered; no workspace program runs', async () => {
    await waitFor(async () => /Restricted Mode/.test(await wb.page.locator('.statusbar').innerText()), {
      what: 'Restricted Mode in the status bar',
    });
    await wb.page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'saxpy.hip' }).waitFor({ timeout: UI_TIMEOUT_MS });
    const status = await activates(wb, 'saxpy.hip', 'HIP');
    assert.doesNotMatch(status.label, /fake-rocm/, 'the workspace rocmPath is ignored');
    assert.match(status.label, /hipcc: `\/usr\/bin\/hipcc`|hipcc: `(?!.*untrusted-workspace)[^`]+`/);
    // A background compile runs (and so would a workspace hipcc): wait for the kernel hover.
    const at = positionOf(SAXPY_HIP, 'saxpy(');
    await wb.goTo(at.line, at.column + 1);
    const hover = await wb.hoverAtCursor((t) => /VGPRs \d+/.test(t), { timeout: COMPILE_TIMEOUT_MS, what: 'the kernel hover of saxpy.hip' });
    assert.match(hover, /saxpy — gfx1100 \(RDNA3, wave32\)/);
    await wb.cassStatusItem().click();
    const out = await waitFor(async () => {
      const t = (await wb.outputLines('starting').catch(() => [])).join('\n');
      return /starting .*cass-lsp serve \(from PATH\)/.test(t) ? t : undefined;
    }, { what: 'the output channel saying the server came from PATH' });
    assert.ok(out.includes(path.join(server.root, 'user-bin', 'cass-lsp')), out);
    assert.deepEqual(ranPrograms(), [], 'no program of the untrusted workspace ran');
  });

  flow('trusted: the workspace settings apply (after the restart the extension offers)', async () => {
    await wb.runCommand('Workspaces: Manage Workspace Trust');
    const trust = wb.page.locator('.workspace-trust-editor .monaco-button', { hasText: /^Trust$/ }).first();
    await trust.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await trust.click();
    await waitFor(async () => !/Restricted Mode/.test(await wb.page.locator('.statusbar').innerText()), {
      what: 'Restricted Mode to end',
    });
    const prompt = await wb.waitForNotification(/cass\.server\.command changed: restart cass-lsp to use it\?/);
    await prompt.locator('.monaco-button', { hasText: 'Restart' }).click();
    await waitFor(() => ranPrograms().includes('workspace-setting-server'), {
      what: "the workspace's cass.server.command to run",
    });
    const status = await waitFor(async () => {
      const s = await wb.cassStatus();
      return s && /fake-rocm\/bin\/hipcc/.test(s.label) ? s : undefined;
    }, { timeout: 60000, what: "the status tooltip to name the workspace's hipcc" });
    assert.match(status.label, /hipcc: `[^`]*untrusted-workspace\/fake-rocm\/bin\/hipcc`/);
    assert.ok(ranPrograms().includes('workspace-hipcc'), `the workspace's hipcc ran: ${ranPrograms()}`);
    assert.ok(!ranPrograms().includes('workspace-venv-server'), 'the setting wins over the workspace .venv');
  });
});
