// The extension inside a real VS Code (code-server 4.100.3, VS Code 1.100) driven through
// Chromium: what users see, read from the DOM. One window on the main workspace (the examples, a
// header and the assembly fixtures) where the flows run in order, then the server failures.
//
// Run: make vscode-host (installs the host, builds the .vsix, runs this folder's suites);
// CASS_SCREENSHOTS=1 also writes docs/screenshots/*.png (make screenshots).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';

import {
  Browser,
  STATUS_OK,
  activates,
  CASS_LSP,
  COMPILE_TIMEOUT_MS,
  CodeServer,
  PYTHON,
  REPO,
  UI_TIMEOUT_MS,
  makeWorkspace,
  positionOf,
  readText,
  waitFor,
  withScreenshotOnFailure,
} from './host.mjs';

const FLOW_TIMEOUT_MS = COMPILE_TIMEOUT_MS + 60000;
const WARP_HELPERS_CUH =
  '// Warp helpers shared by kernels.\n#pragma once\n\n__device__ inline int lane_id() { return threadIdx.x & 31; }\n';

/** Build the tiny test model in the background (python + torch take a few seconds to start). */
function buildTinyModel(folder) {
  return new Promise((resolve, reject) => {
    const child = spawn(PYTHON, [path.join(REPO, 'editors', 'vscode', 'test', 'host', 'tiny_model.py'), folder], {
      env: { ...process.env, HF_HUB_OFFLINE: '1', TRANSFORMERS_OFFLINE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(folder) : reject(new Error(`building the tiny model failed (${code}):\n${log}`))));
  });
}

describe('cass-lsp in a real VS Code', { timeout: 15 * 60 * 1000 }, () => {
  const server = new CodeServer({
    settings: {
      'cass.model.device': 'cpu',
      'cass.model.maxNewTokens': 24,
      'cass.model.repairAttempts': 0,
      // Short hover listings: the statistics line stays in view without scrolling the hover.
      'cass.hover.asmLines': 6,
      // The host's hipcc (Debian's HIP 5.2), whose output the flows and docs/user-guide.md show: with
      // nothing chosen the newest HIP found (the 6.4 root, where made) is in use.
      'cass.toolchain.hipccCommand': ['hipcc'],
    },
  });
  const browser = new Browser();
  let tinyModel;
  let ws;

  before(async () => {
    await server.start();
    tinyModel = buildTinyModel(path.join(server.root, 'tiny-qwen2'));
    tinyModel.catch(() => {}); // awaited (and reported) by the translation test
    await browser.start();
    ws = makeWorkspace(server.root);
    writeFileSync(path.join(ws, 'warp_helpers.cuh'), WARP_HELPERS_CUH);
  });

  after(async () => {
    await browser.stop();
    await server.stop();
  });

  // Activation by VS Code's CUDA language (the manifest's activationEvents): the first flow of the
  // examples workspace opens a .cu file. Activation by a language the extension contributes (a
  // .hip file) is the first step of the workspace trust suite, in its window: a window costs about
  // 20 CPU-s, the most of anything in these suites.
  describe('the examples workspace', () => {
    /** @type {import('./host.mjs').Workbench} */
    let wb;
    const flow = (name, fn) => test(name, { timeout: FLOW_TIMEOUT_MS }, withScreenshotOnFailure(() => wb, name, fn));

    before(async () => {
      wb = await browser.open(server, ws);
    });

    after(async () => {
      await wb?.close();
    });

    flow('opening a .cu file starts the server; the status bar item shows the toolchain', async () => {
      const status = await activates(wb, 'warp_reduce.cu', 'CUDA C++');
      assert.match(status.text, /gfx90a|gfx942/, 'a wave64 (CDNA) target beside gfx1100');
      assert.match(status.text, /auto \(rules\)/);
      assert.match(status.label, /hipcc: `[^`]*hipcc`/, 'the tooltip names hipcc');
      assert.match(status.label, /nvcc/);
    });

    flow('Problems panel: the findings with their codes, each code a link', async () => {
      const expected = [
        ['warp-size-literal', '`threadIdx.x & 31` assumes 32 lanes', '[Ln 21, Col 14]'],
        ['warp-size-literal', '`threadIdx.x >> 5` computes a warp index', '[Ln 22, Col 14]'],
        ['warp-size-literal', 'A shuffle reduction starting at offset 16', '[Ln 12, Col 12]'],
        ['ballot-32bit', 'The result of __ballot_sync is kept in unsigned', '[Ln 38, Col 3]'],
        ['warp-sync-rewritten', '__shfl_down_sync with the full mask becomes __shfl_down', '[Ln 13, Col 10]'],
      ];
      const rows = await waitFor(
        async () => {
          const found = (await wb.problems()).filter((r) => /cass-lsp/.test(r.text));
          return expected.every(([code, message]) => found.some((r) => r.text.includes(code) && r.text.includes(message)))
            ? found
            : undefined;
        },
        { what: 'the warp_reduce.cu findings in the Problems panel' },
      );
      for (const [code, message, where] of expected) {
        const row = rows.find((r) => r.text.includes(code) && r.text.includes(message));
        assert.ok(row.text.includes(where), `${code} at ${where}: ${row.text}`);
        const link = row.links.find((l) => l.text === code);
        assert.ok(link, `${code} is a link: ${JSON.stringify(row.links)}`);
        assert.match(link.href, /^https:\/\//, `${code} links to documentation`);
      }
      await wb.clearNotifications();
      const page = wb.page;
      await wb.screenshot('problems-panel.png', { around: [page.locator('.part.editor'), page.locator('.part.panel'), wb.cassStatusItem()], pad: 0 });
      await wb.runCommand('View: Hide Panel');
    });

    flow('Convert Kernel through the light bulb', async () => {
      await wb.goTo(38, 3); // unsigned ballot = __ballot_sync(...) in count_positive
      const bulb = wb.page.locator('.lightBulbWidget');
      await bulb.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await bulb.click();
      const menu = wb.page.locator('.action-widget');
      await menu.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      const actions = await waitFor(async () => {
        const text = await menu.innerText();
        return /Convert kernel count_positive to HIP/.test(text) ? text : undefined;
      }, { what: 'the kernel conversion in the light bulb menu' });
      assert.match(actions, /Keep the ballot in unsigned long long/, 'the quick fix of ballot-32bit');
      const line = wb.editor('warp_reduce.cu').locator('.view-line', { hasText: 'unsigned ballot' });
      await wb.screenshot('code-actions.png', { around: [menu, line], pad: 40, leftOf: wb.editor('warp_reduce.cu') });
      await wb.pickCodeAction('Convert kernel count_positive to HIP');
      const converted = await waitFor(async () => {
        const lines = await wb.visibleLines('warp_reduce.cu');
        return lines.some((l) => /unsigned ballot = __ballot\(/.test(l.text)) ? lines : undefined;
      }, { what: '__ballot_sync rewritten to __ballot in the kernel' });
      assert.ok(!converted.some((l) => /__ballot_sync/.test(l.text)), 'no __ballot_sync left in count_positive');
      // Only the kernel: warp_sum (a __device__ function above) keeps its __shfl_down_sync.
      await wb.goTo(13, 1);
      assert.match(await wb.visibleText('warp_reduce.cu'), /__shfl_down_sync/);
      await wb.runCommand('View: Close Primary Side Bar'); // room for the editors side by side
    });

    flow('kernel hover: RDNA3 assembly with VGPRs and occupancy, and "Open full listing"', async () => {
      await wb.runCommand('View: Close All Editors');
      await wb.openFile('vector_add.cu');
      const text = readText(path.join(ws, 'vector_add.cu'));
      const at = positionOf(text, 'vector_add(const');
      await wb.goTo(at.line, at.column + 3);
      const hover = await wb.hoverAtCursor((t) => /VGPRs \d+/.test(t), {
        timeout: COMPILE_TIMEOUT_MS,
        what: 'the kernel hover with assembly (hipcc runs in the background)',
      });
      assert.match(hover, /vector_add — gfx1100 \(RDNA3, wave32\)/);
      assert.match(hover, /\bs_load_b32\b|\bv_\w+/, 'RDNA3 instructions');
      assert.match(hover, /VGPRs \d+ · SGPRs \d+ · LDS \d+ B · scratch \d+ B · wave32 · occupancy \d+\/\d+ waves per SIMD/);
      assert.match(hover, /vector_add — NVIDIA sm_\d+/, 'the SASS beside it');
      assert.match(hover, /Open full listing/);
      const kernelLine = wb.editor('vector_add.cu').locator('.view-line', { hasText: '__global__ void vector_add' });
      const hoverBox = wb.page.locator('.monaco-hover:visible').first();
      await wb.screenshot('kernel-hover.png', { around: [hoverBox, kernelLine], leftOf: wb.editor('vector_add.cu') });
      const link = wb.page.locator('.monaco-hover:visible a', { hasText: 'Open full listing' }).first();
      assert.match((await link.getAttribute('data-href')) ?? '', /^command:cass\.showAssembly\?/);
      await link.click();
      const listing = await waitFor(async () => {
        const t = await wb.visibleText('vector_add.gfx1100.amdgcn').catch(() => '');
        return /^; vector_add \(_Z10vector_addPKfS0_Pfi\) — gfx1100/m.test(t) ? t : undefined;
      }, { what: 'the full listing opened from the hover' });
      assert.match(listing, /VGPRs \d+ · SGPRs \d+/);
    });

    flow('Show RDNA3 Assembly (palette): the listing beside, the cursor line highlighted', async () => {
      await wb.runCommand('View: Close All Editors');
      await wb.openFile('vector_add.cu');
      const text = readText(path.join(ws, 'vector_add.cu'));
      const body = positionOf(text, 'if (i < n) c[i]');
      await wb.goTo(body.line, body.column);
      await wb.runCommand('CASS: Show RDNA3 Assembly');
      const tab = 'vector_add.gfx1100.amdgcn';
      const first = await waitFor(async () => {
        const lines = await wb.visibleLines(tab).catch(() => []);
        return lines.some((l) => l.highlighted) ? lines : undefined;
      }, { timeout: COMPILE_TIMEOUT_MS, what: 'the RDNA3 listing with highlighted lines' });
      assert.match(first.map((l) => l.text).join('\n'), /; vector_add \(_Z10vector_addPKfS0_Pfi\) — gfx1100 \(RDNA3, wave32\)/);
      await wb.waitForLanguageMode('AMD GPU assembly', tab);
      const highlighted = first.filter((l) => l.highlighted).map((l) => l.text.trim());
      assert.ok(highlighted.some((l) => /^[sv]_|^global_/.test(l)), `instructions highlighted: ${highlighted}`);
      assert.ok(highlighted.some((l) => /^v_cmp/.test(l)), `line ${body.line} compares i with n: ${highlighted}`);
      // The highlight follows the cursor.
      const index = positionOf(text, 'int i = blockIdx.x');
      await wb.goTo(index.line, index.column);
      const moved = await waitFor(async () => {
        const lines = await wb.visibleLines(tab);
        const now = lines.filter((l) => l.highlighted).map((l) => l.text.trim());
        return now.length && now.join('|') !== highlighted.join('|') ? now : undefined;
      }, { what: 'the highlight to follow the cursor' });
      assert.ok(!moved.some((l) => /^v_cmp/.test(l)), `the index computation compares nothing: ${moved}`);
      await wb.screenshot('assembly-view.png', { around: [wb.page.locator('.part.editor')], pad: 0, maxHeight: 500 });
    });

    flow('Show RDNA3 Assembly outside a kernel: one message, the reason', async () => {
      await wb.clearNotifications();
      await wb.goTo(1, 1);
      await wb.runCommand('CASS: Show RDNA3 Assembly');
      await wb.waitForNotification(/no kernel/);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // a second message would come at once
      const messages = await wb.notifications();
      assert.deepEqual(
        messages.filter((m) => /kernel|failed/i.test(m)),
        [messages.find((m) => /no kernel/.test(m))],
        `one message: ${JSON.stringify(messages)}`,
      );
      await wb.clearNotifications();
    });

    flow('Show SASS (editor context menu): the SASS listing, the cursor line highlighted', async () => {
      await wb.runCommand('View: Close All Editors');
      await wb.openFile('vector_add.cu');
      await wb.rightClickLine('vector_add.cu', 'if (i < n) c[i] = a[i] + b[i];');
      const labels = await wb.contextMenu('Show SASS');
      for (const label of ['Show RDNA3 Assembly', 'Convert File to HIP', 'Convert Kernel to HIP']) {
        assert.ok(labels.includes(label), `${label} in the editor context menu: ${labels}`);
      }
      const tab = 'vector_add.sass.cuasm';
      const lines = await waitFor(async () => {
        const l = await wb.visibleLines(tab).catch(() => []);
        return l.some((x) => x.highlighted) ? l : undefined;
      }, { timeout: COMPILE_TIMEOUT_MS, what: 'the SASS listing with highlighted lines' });
      const listing = lines.map((l) => l.text).join('\n');
      assert.match(listing, /vector_add/);
      assert.match(listing, /\bS2R\b|\bIMAD\b|\bLDG\b/, 'SASS instructions');
      await wb.waitForLanguageMode('NVIDIA SASS', tab);
      const highlighted = lines.filter((l) => l.highlighted).map((l) => l.text);
      assert.ok(highlighted.some((l) => /\b(LDG|STG|FADD)\b/.test(l)), `the addition's loads, add or store: ${highlighted}`);
    });

    flow('Convert File to HIP (palette): vector_add.hip opens beside the CUDA file', async () => {
      await wb.runCommand('View: Close All Editors');
      const cuda = readText(path.join(ws, 'vector_add.cu'));
      await wb.openFile('vector_add.cu');
      await wb.runCommand('CASS: Convert File to HIP');
      await wb.waitForActiveTab('vector_add.hip');
      await wb.waitForLanguageMode('HIP');
      const top = await wb.visibleText('vector_add.hip');
      assert.match(top, /#include ["<]hip\/hip_runtime\.h[">]/);
      assert.match(top, /hipError_t err_ = \(call\);/);
      assert.match(top, /"CUDA error %s at %s:%d\\n", hipGetErrorString\(err_\)/, 'strings keep their text');
      assert.doesNotMatch(top, /cuda_runtime\.h|cudaError_t/);
      const malloc = positionOf(cuda, 'CUDA_CHECK(cudaMalloc(&d_a');
      await wb.goTo(malloc.line, 1);
      const middle = await wb.visibleText('vector_add.hip');
      assert.match(middle, /CUDA_CHECK\(hipMalloc\((\(void\*\*\))?&d_a, bytes\)\);/);
      const launch = positionOf(cuda, 'vector_add<<<');
      await wb.goTo(launch.line, 1);
      assert.match(await wb.visibleText('vector_add.hip'), /vector_add<<<blocks, threads>>>/, 'launches keep their chevrons');
      await wb.page.keyboard.press('Control+S');
      await waitFor(() => existsSync(path.join(ws, 'vector_add.hip')) && /hipMalloc/.test(readText(path.join(ws, 'vector_add.hip'))), {
        what: 'vector_add.hip saved',
      });
      assert.equal(readText(path.join(ws, 'vector_add.cu')), cuda, 'the CUDA file is untouched');
      // The picture: both files at the allocations, where CUDA and HIP differ most.
      const events = positionOf(cuda, 'cudaEvent_t start');
      await wb.goTo(events.line, 1);
      await wb.tab('vector_add.cu').click();
      await wb.waitForActiveTab('vector_add.cu');
      await wb.goTo(events.line, 1);
      await wb.clearNotifications();
      await wb.screenshot('convert-file.png', { around: [wb.page.locator('.part.editor')], pad: 0, maxHeight: 560 });
    });

    flow('Convert File to HIP (editor context menu)', async () => {
      await wb.runCommand('View: Close All Editors');
      await wb.openFile('matmul_tiled.cu');
      await wb.rightClickLine('matmul_tiled.cu', '__global__');
      await wb.contextMenu('Convert File to HIP');
      await wb.waitForActiveTab('matmul_tiled.hip');
      assert.match(await wb.visibleText('matmul_tiled.hip'), /#include ["<]hip\/hip_runtime\.h[">]/);
      await wb.page.keyboard.press('Control+S');
    });

    flow('the other kinds of file: a .cuh header, a SASS listing, an AMD GPU listing', async () => {
      await wb.runCommand('View: Close All Editors');
      await wb.clearNotifications();
      // A CUDA header: CUDA C++, with findings of its own.
      await wb.openFile('warp_helpers.cuh');
      await wb.waitForLanguageMode('CUDA C++');
      const rows = await waitFor(async () => {
        const found = (await wb.problems()).filter((r) => /warp-size-literal/.test(r.text) && /\[Ln 4,/.test(r.text));
        return found.length ? found : undefined; // an empty list is truthy: keep waiting
      }, { what: "a warp-size-literal finding on the header's line 4" });
      assert.match(rows[0].text, /threadIdx\.x & 31/);
      await wb.runCommand('View: Hide Panel');
      // A cuobjdump listing, recognised by its first line: the opcode hover; with no model set,
      // the translation says what to set.
      const sass = readText(path.join(ws, 'vector_add.sm_89.sass'));
      await wb.openFile('vector_add.sm_89.sass');
      await wb.waitForLanguageMode('NVIDIA SASS');
      const imad = positionOf(sass, 'IMAD.WIDE');
      await wb.goTo(imad.line, imad.column + 1);
      assert.match(await wb.hoverAtCursor((t) => /IMAD\.WIDE/.test(t), { what: 'the SASS opcode hover' }), /Integer multiply-add/);
      await wb.runCommand('CASS: Translate SASS to RDNA3');
      await wb.waitForNotification(/model\.asmModel is not set/);
      await wb.clearNotifications();
      // A clang -S listing: the opcode hover, an explanation under its heading.
      const amd = readText(path.join(ws, 'vector_add.gfx1100.s'));
      await wb.openFile('vector_add.gfx1100.s');
      await wb.waitForLanguageMode('AMD GPU assembly');
      const load = positionOf(amd, 'global_load_b32');
      await wb.goTo(load.line, load.column + 1);
      const hover = await wb.hoverAtCursor((t) => /global_load_b32/.test(t), { what: 'the AMD opcode hover' });
      assert.ok(hover.split('\n').length > 1, `an explanation under the heading: ${hover}`);
    });

    flow('Translate SASS to RDNA3 with the tiny test model', async () => {
      const model = await tinyModel;
      await wb.runCommand('View: Close All Editors');
      await wb.editUserSettings(server, { 'cass.model.asmModel': model });
      await wb.openFile('vector_add.sm_89.sass');
      const text = readText(path.join(ws, 'vector_add.sm_89.sass'));
      const at = positionOf(text, 'IMAD.WIDE');
      await wb.goTo(at.line, at.column);
      await wb.runCommand('CASS: Translate SASS to RDNA3');
      await waitFor(async () => /\.rdna\.s$/.test(await wb.activeTabName()), {
        timeout: 120000,
        what: 'the translation to open as a .rdna.s document',
      });
      assert.equal(await wb.activeTabName(), '_Z10vector_addPKfS0_Pfi.rdna.s', 'named after the function under the cursor');
      await wb.waitForLanguageMode('AMD GPU assembly');
      const status = await waitFor(async () => {
        const s = await wb.cassStatus();
        return s && /tiny-qwen2/.test(s.label) ? s : undefined;
      }, { what: 'the status tooltip to name the model' });
      assert.match(status.label, /model \(transformers\)/);
    });

    flow('the status bar item opens the server output', async () => {
      await wb.cassStatusItem().click();
      const out = await waitFor(async () => {
        const t = (await wb.outputLines('starting').catch(() => [])).join('\n');
        return /starting .*cass-lsp serve \(from setting\)/.test(t) ? t : undefined;
      }, { what: 'the CASS output channel' });
      assert.ok(out.includes(CASS_LSP), out);
      await wb.runCommand('View: Hide Panel');
    });

    describe('when the server cannot run', () => {
      let wrapper;
      let pidFile;
      let crashFlag;

      before(() => {
        // Runs the real server and records its pid; with the flag file present, crashes at once.
        wrapper = path.join(server.root, 'cass-lsp-wrapper.sh');
        pidFile = path.join(server.root, 'cass-lsp.pid');
        crashFlag = path.join(server.root, 'crash-now');
        writeFileSync(
          wrapper,
          `#!/bin/sh\nif [ -e '${crashFlag}' ]; then echo 'cass-lsp-wrapper: simulated crash at start' >&2; exit 3; fi\n` +
            `echo $$ > '${pidFile}'\nexec '${CASS_LSP}' "$@"\n`,
        );
        chmodSync(wrapper, 0o755);
      });

      async function restartFromPrompt() {
        const prompt = await wb.waitForNotification(/cass\.server\.command changed: restart cass-lsp to use it\?/);
        await prompt.locator('.monaco-button', { hasText: 'Restart' }).click();
      }

      async function waitStatusOk() {
        return await waitFor(async () => {
          const s = await wb.cassStatus();
          return s && STATUS_OK.test(s.text) ? s : undefined;
        }, { timeout: 60000, what: 'the CASS status item back to normal' });
      }

      async function waitStatusError(pattern) {
        return await waitFor(async () => {
          const s = await wb.cassStatus();
          return s && /^CASS$/.test(s.text) && /codicon-error/.test(s.html) && pattern.test(s.label) ? s : undefined;
        }, { what: `a red CASS status item saying ${pattern}` });
      }

      flow('a missing server binary: a clear message and a red status item', async () => {
        await wb.clearNotifications();
        // A listing open, no CUDA file: the three servers this group starts translate and compile
        // nothing (each compile of vector_add.cu costs about 4 CPU-s) until the last flow hovers.
        await wb.runCommand('View: Close All Editors');
        await wb.openFile('vector_add.sm_89.sass');
        await wb.editUserSettings(server, { 'cass.server.command': ['/nonexistent/bin/cass-lsp', 'serve'] });
        await restartFromPrompt();
        const toast = await wb.waitForNotification(/\/nonexistent\/bin\/cass-lsp .*does not exist or is not executable/);
        assert.match(await toast.innerText(), /cass\.server\.command/);
        assert.match(await toast.innerText(), /Restart Server/);
        await waitStatusError(/does not exist or is not executable/);
      });

      flow('a server that crashes is restarted; one that crashes at start is reported with its last words', async () => {
        await wb.clearNotifications();
        await wb.editUserSettings(server, { 'cass.server.command': [wrapper, 'serve'] });
        await restartFromPrompt();
        await waitStatusOk();
        const first = Number(readFileSync(pidFile, 'utf8'));
        process.kill(first, 'SIGKILL');
        const second = await waitFor(() => {
          const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
          return pid && pid !== first ? pid : undefined;
        }, { what: 'the server restarted after it was killed' });
        await waitStatusOk();
        writeFileSync(crashFlag, '');
        process.kill(second, 'SIGKILL');
        const toast = await wb.waitForNotification(/stopped while starting/, 60000);
        const message = await toast.innerText();
        assert.match(message, /cass-lsp-wrapper\.sh/, 'names the command');
        assert.match(message, /simulated crash at start/, "quotes the server's last output");
        await waitStatusError(/stopped while starting/);
      });

      flow('"CASS: Restart Server" brings it back', async () => {
        rmSync(crashFlag, { force: true });
        await wb.clearNotifications();
        await wb.runCommand('CASS: Restart Server');
        await waitStatusOk();
        const text = readText(path.join(ws, 'vector_add.cu'));
        const at = positionOf(text, 'vector_add(const');
        await wb.openFile('vector_add.cu');
        await wb.goTo(at.line, at.column + 3);
        await wb.hoverAtCursor((t) => /VGPRs \d+/.test(t), { timeout: COMPILE_TIMEOUT_MS, what: 'the kernel hover again' });
      });
    });
  });
});
