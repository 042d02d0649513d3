// Keep CUDA, build for AMD too: the editor as the guard (issue 17). The keep-CUDA example after
// `cass-lsp port --keep-cuda --in-place`, its AMD build configured into saxpy-cmake/build-hip
// (HIP 6.4 lane): a CUDA edit nvcc accepts (__nanosleep) that the AMD build rejects
// shows the AMD compiler's error on the CUDA line; the portable form makes it go.
//
// Run alone: cd editors/vscode && node --test test/host/keep_cuda.test.mjs (CASS_SCREENSHOTS=1
// also writes docs/screenshots/keep-cuda-guard.png). Needs the 6.4 root (scripts/rocm_root.sh).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { Browser, CASS_LSP, COMPILE_TIMEOUT_MS, CodeServer, EXAMPLES, PYTHON, REPO, readText, waitFor, withScreenshotOnFailure } from './host.mjs';

const LANE_MISSING = 3; // CONFIGURE's exit status, the reason on its output
const KERNEL_LINE = '    if (i < n) y[i] = a * x[i] + y[i];';
const BROKEN = '    int in_range = 0; __nanosleep(100);  // the lanes of the warp in range, later';
const PORTABLE = '    int in_range = __popcll(__ballot_sync(0xffffffff, i < n));  // lanes of the warp in range';

// The AMD configure a user runs (cmake -DGPU_BACKEND=hip -B build-hip), through the HIP 6.4 lane:
// it writes build-hip/compile_commands.json, whose flags the background build takes.
const CONFIGURE = `
import os, subprocess, sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from tests.lanes import _lane
from cass_lsp.app.port_check import check_commands
from cass_lsp.buildfiles import system_named
tc = _lane("6.4")
if isinstance(tc, str):
    print(f"the HIP 6.4 lane is missing: {tc}")
    sys.exit(3)
project = Path(sys.argv[2])
commands = check_commands(tc, system_named("cmake"), project, ["gfx942"], build=project / "build-hip")
configure = next(c for c in commands if "-S" in c)
res = subprocess.run([*configure, "-DGPU_BACKEND=hip", f"-DCASS_LSP={sys.argv[3]}"], capture_output=True, text=True,
                     env={**os.environ, "HIP_PLATFORM": "amd"})
sys.exit(0 if res.returncode == 0 else res.stdout[-3000:] + res.stderr[-3000:])
`;

function run(argv, statuses = [0]) {
  const res = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', timeout: 300000 });
  assert.ok(statuses.includes(res.status), `${argv.join(' ')}:\n${res.stdout}\n${res.stderr}`);
  return res;
}

describe('keep CUDA: the editor guards the AMD build', { timeout: 15 * 60 * 1000 }, () => {
  // Nothing chosen: the newest HIP found, the 6.4 root, is in use (the AMD build's compiler).
  const server = new CodeServer({ settings: { 'cass.toolchain.targets': ['gfx942'] } });
  const browser = new Browser();
  let ws;
  let wb;
  let missing; // why the flow cannot run here (no HIP 6.4 root)

  before(async () => {
    await server.start();
    await browser.start();
    ws = path.join(server.root, 'keep-cuda');
    cpSync(path.join(EXAMPLES, 'keep-cuda'), ws, { recursive: true });
    run([CASS_LSP, 'port', ws, '--keep-cuda', '--in-place', '--progress', 'never']);
    const configured = run([PYTHON, '-c', CONFIGURE, REPO, path.join(ws, 'saxpy-cmake'), CASS_LSP], [0, LANE_MISSING]);
    missing = configured.status === LANE_MISSING ? configured.stdout.trim() : undefined;
  });

  after(async () => {
    await wb?.close();
    await browser.stop();
    await server.stop();
  });

  const hipccRows = async () => (await wb.problems()).filter((r) => /hipcc/.test(r.text) && /__nanosleep/.test(r.text));

  test('a CUDA edit that breaks the AMD build: the error on the CUDA line, then the fix', { timeout: COMPILE_TIMEOUT_MS * 3 }, withScreenshotOnFailure(() => wb, 'keep-cuda guard', async (t) => {
    if (missing) {
      t.skip(`${missing} (scripts/rocm_root.sh makes it)`);
      return;
    }
    wb = await browser.open(server, ws);
    await wb.quickInput('Control+P', 'saxpy-cmake/src/saxpy.cu', (label) => label === 'saxpy.cu');
    await wb.waitForActiveTab('saxpy.cu');
    await waitFor(async () => /CASS HIP 6\.4(\.\d+)? · gfx942/.test((await wb.cassStatus())?.text ?? ''), {
      timeout: 60000,
      what: 'the CASS status item naming HIP 6.4',
    });
    const source = readText(path.join(ws, 'saxpy-cmake', 'src', 'saxpy.cu'));
    const line = source.split('\n').indexOf(KERNEL_LINE) + 1; // 1-based
    assert.ok(line > 0, 'the kernel line of the example');

    // The edit, after the kernel's line: nvcc accepts it; HIP has no __nanosleep.
    await wb.goTo(line, 1);
    await wb.keyboard.press('End');
    await wb.keyboard.insertText(`\n${BROKEN.trimStart()}`); // the editor indents the new line
    const rows = await waitFor(async () => {
      const found = await hipccRows();
      return found.length ? found : undefined;
    }, { timeout: COMPILE_TIMEOUT_MS, what: "the AMD build's error for __nanosleep" });
    assert.match(rows[0].text, /use of undeclared identifier '__nanosleep'/);
    assert.ok(rows[0].text.includes(`[Ln ${line + 1}, Col 23]`), `on the CUDA line: ${rows[0].text}`);
    await wb.clearNotifications();
    // The whole window: the keep-CUDA tree (cass-lsp-hip.*, build-hip), the error twice (the
    // translator's finding and the AMD compiler's), the toolchain in the status bar.
    await wb.screenshot('keep-cuda-guard.png');

    // The portable form: the warp's ballot, counted in 64 bits (a wave64 warp on CDNA).
    await wb.goTo(line + 1, 1);
    await wb.keyboard.press('Shift+End');
    await wb.keyboard.insertText(PORTABLE);
    assert.ok((await wb.visibleText('saxpy.cu')).includes('__popcll(__ballot_sync('), 'the portable form in the editor');
    await waitFor(async () => (await hipccRows()).length === 0 && !(await wb.problems()).some((r) => /hipcc/.test(r.text)), {
      timeout: COMPILE_TIMEOUT_MS,
      what: "the AMD build's error to go",
    });
  }));
});
