// A real VS Code host for the extension's end-to-end tests: code-server (VS Code 1.100 in the
// browser, installed by scripts/setup_vscode_host.sh outside the repository) with the freshly
// built .vsix installed, driven through Debian's Chromium by playwright-core.
//
// Everything runs on 127.0.0.1 with fresh temporary user-data, extensions and browser profile
// folders; every process started here runs in its own process group and is stopped (group
// and all: code-server's extension hosts, cass-lsp, hipcc) by stop(), also when a test fails.
// Tests assert on what VS Code renders (DOM text), never on pixels or timings.

import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as net from 'node:net';
import { homedir, tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, '..', '..', '..', '..');
export const EXTENSION_DIR = path.join(REPO, 'editors', 'vscode');
export const FIXTURES = path.join(EXTENSION_DIR, 'test', 'fixtures');
export const EXAMPLES = path.join(REPO, 'examples');
export const VSIX = path.join(EXTENSION_DIR, 'build', 'cass-lsp.vsix');
export const CASS_LSP = path.join(REPO, '.venv', 'bin', 'cass-lsp');
export const PYTHON = path.join(REPO, '.venv', 'bin', 'python');

export const CODE_SERVER_VERSION = '4.100.3';
// Same place as scripts/setup_vscode_host.sh.
export const HOST_DIR =
  process.env.CASS_VSCODE_HOST_DIR ??
  path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'cass-lsp', `code-server-${CODE_SERVER_VERSION}`);
const CODE_SERVER_ENTRY = path.join(HOST_DIR, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Screenshots go to docs/screenshots/ when CASS_SCREENSHOTS=1. */
export const SCREENSHOTS = process.env.CASS_SCREENSHOTS === '1' ? path.join(REPO, 'docs', 'screenshots') : undefined;

/** Timeouts for waiting on content: generous (2 shared cores, hipcc in the background), never asserted. */
export const UI_TIMEOUT_MS = 30000;
export const COMPILE_TIMEOUT_MS = 150000;

/** The CASS status item once the server answered, with the default targets (gfx1100 first). */
export const STATUS_OK = /CASS HIP \d+\.\d+(\.\d+)? · gfx1100/;

/** Opens ``file`` in a window where the extension is not active yet: its language mode, then the
 * server's status item (the extension activated and the server answered). */
export async function activates(wb, file, mode) {
  assert.equal(await wb.cassStatus(), undefined, `no CASS status item before ${file} is open`);
  await wb.openFile(file);
  await wb.waitForLanguageMode(mode);
  return await waitFor(async () => {
    const s = await wb.cassStatus();
    return s && STATUS_OK.test(s.text) ? s : undefined;
  }, { timeout: 60000, what: `the CASS status item after opening ${file}` });
}

/** Everything the suite needs, or an error saying what is missing and how to get it. */
export function checkPrerequisites() {
  const missing = [];
  if (!existsSync(CODE_SERVER_ENTRY) || !existsSync(path.join(HOST_DIR, 'node_modules', 'playwright-core'))) {
    missing.push(`code-server ${CODE_SERVER_VERSION} and playwright-core in ${HOST_DIR}`);
  }
  if (!existsSync(CHROMIUM)) {
    missing.push(CHROMIUM);
  }
  if (missing.length) {
    throw new Error(`the VS Code host is not installed (${missing.join('; ')}): run scripts/setup_vscode_host.sh (or make vscode-host)`);
  }
  if (!existsSync(VSIX)) {
    throw new Error(`${VSIX} is missing: build it first (make vscode, or npm run build && npm run package in editors/vscode)`);
  }
  if (!existsSync(CASS_LSP)) {
    throw new Error(`${CASS_LSP} is missing: run scripts/setup.sh (make setup)`);
  }
}

function playwright() {
  return createRequire(path.join(HOST_DIR, 'package.json'))('playwright-core');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stop a process group started with detached: true: TERM, then KILL what is left. */
async function stopGroup(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL'); // its children may outlive it
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  await Promise.race([exited, sleep(graceMs)]);
  killGroup(child, 'SIGKILL');
}

function killGroup(child, signal) {
  if (!child?.pid) {
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone
  }
}

/** Process groups still running: killed if the test process ends without stop() (a timeout, Ctrl+C). */
const running = new Set();
process.on('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    running.forEach((child) => killGroup(child, 'SIGKILL'));
    process.exit(130);
  });
}

/** A workspace folder in a temporary directory: the examples and the assembly fixtures. */
export function makeWorkspace(root, name = 'workspace') {
  const folder = path.join(root, name);
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(EXAMPLES)) {
    if (file.endsWith('.cu')) {
      cpSync(path.join(EXAMPLES, file), path.join(folder, file));
    }
  }
  for (const file of ['vector_add.sm_89.sass', 'vector_add.gfx1100.s']) {
    cpSync(path.join(FIXTURES, file), path.join(folder, file));
  }
  return folder;
}

const BASE_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'security.workspace.trust.enabled': false,
  'window.restoreWindows': 'none',
  'editor.minimap.enabled': false,
  'files.hotExit': 'off',
  'chat.commandCenter.enabled': false,
  'git.enabled': false,
  // No animation frames between the steps: spinners, the blinking cursor, smooth scrolling.
  // Software rendering on two shared cores pays for each frame; nothing asserted depends on them.
  'workbench.reduceMotion': 'on',
  'editor.cursorBlinking': 'solid',
  'editor.smoothScrolling': false,
  'workbench.list.smoothScrolling': false,
};

/** The editor's own features that nothing here asserts, each work on every keystroke, cursor move or
 * file event in the renderer (breadcrumbs and sticky scroll ask the server for symbols, the
 * highlights and guides decorate each line). Off, the flows suite's renderer took 33 CPU-s, not 41,
 * and its run 86 busy CPU-s, not 102. On for the screenshots in docs/, which show a usual window. */
const QUIET_EDITOR = SCREENSHOTS
  ? {}
  : {
      'breadcrumbs.enabled': false,
      'editor.stickyScroll.enabled': false,
      'editor.occurrencesHighlight': 'off',
      'editor.selectionHighlight': false,
      'editor.matchBrackets': 'never',
      'editor.guides.indentation': false,
      'editor.guides.bracketPairs': false,
      'editor.bracketPairColorization.enabled': false,
      'editor.renderLineHighlight': 'none',
      'editor.colorDecorators': false,
      'editor.links': false,
      'editor.folding': false,
      'editor.codeLens': false,
      'editor.inlayHints.enabled': 'off',
      'editor.quickSuggestions': { other: 'off', comments: 'off', strings: 'off' },
      'editor.suggestOnTriggerCharacters': false,
      'editor.wordBasedSuggestions': 'off',
      'editor.parameterHints.enabled': false,
      'editor.unicodeHighlight.ambiguousCharacters': false,
      'editor.unicodeHighlight.invisibleCharacters': false,
      'problems.decorations.enabled': false,
      'explorer.decorations.badges': false,
      'explorer.decorations.colors': false,
      'workbench.localHistory.enabled': false,
      'workbench.tree.renderIndentGuides': 'none',
      // settings.json, opened to change settings as a user does: not checked against the schema of
      // every setting (the JSON server's largest work in these windows).
      'json.validate.enable': false,
      'json.format.enable': false,
    };

/** code-server on 127.0.0.1 with the .vsix installed into a fresh extensions folder. */
export class CodeServer {
  /**
   * @param {object} options
   * @param {object} [options.settings] user settings (on top of quiet defaults and cass.server.command)
   * @param {object} [options.env] extra environment for code-server and so for cass-lsp
   */
  constructor({ settings = {}, env = {} } = {}) {
    this.settings = { ...BASE_SETTINGS, ...QUIET_EDITOR, 'cass.server.command': [CASS_LSP, 'serve'], ...settings };
    this.env = env;
    this.output = '';
  }

  async start() {
    checkPrerequisites();
    this.root = mkdtempSync(path.join(tmpdir(), 'cass-vscode-host-'));
    this.userData = path.join(this.root, 'user-data');
    this.extensions = path.join(this.root, 'extensions');
    mkdirSync(path.join(this.userData, 'User'), { recursive: true });
    this.beforeStart?.(this.root);
    this.writeUserSettings(this.settings);
    const base = ['--config', path.join(HOST_DIR, 'config.yaml'), '--extensions-dir', this.extensions, '--user-data-dir', this.userData];
    const install = spawnSync(process.execPath, [CODE_SERVER_ENTRY, ...base, '--install-extension', VSIX], {
      encoding: 'utf8',
      timeout: 120000,
      env: this.environment(),
    });
    if (install.status !== 0 || !/successfully installed/.test(install.stdout)) {
      throw new Error(`installing ${VSIX} into code-server failed:\n${install.stdout}\n${install.stderr}`);
    }
    this.port = await freePort();
    this.process = spawn(
      process.execPath,
      [
        CODE_SERVER_ENTRY,
        ...base,
        '--bind-addr',
        `127.0.0.1:${this.port}`,
        '--auth',
        'none',
        '--disable-telemetry',
        '--disable-update-check',
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: this.environment() },
    );
    running.add(this.process);
    const collect = (chunk) => {
      this.output += chunk.toString();
    };
    this.process.stdout.on('data', collect);
    this.process.stderr.on('data', collect);
    const deadline = Date.now() + 60000;
    while (!/HTTP server listening on/.test(this.output)) {
      if (this.process.exitCode !== null) {
        throw new Error(`code-server exited (${this.process.exitCode}):\n${this.output}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`code-server did not start listening within 60 s:\n${this.output}`);
      }
      await sleep(100);
    }
    return this;
  }

  environment() {
    return {
      ...process.env,
      HF_HUB_OFFLINE: '1',
      TRANSFORMERS_OFFLINE: '1',
      // The extension host gets this environment as is: VS Code skips reading a login shell's
      // environment (which would replace PATH with the user's dotfiles' one) when VSCODE_CLI=1.
      VSCODE_CLI: '1',
      // No extension gallery: nothing to look up, and nothing reachable anyway.
      EXTENSIONS_GALLERY: JSON.stringify({ serviceUrl: '', itemUrl: '', resourceUrlTemplate: '' }),
      ...this.env,
    };
  }

  get settingsFile() {
    return path.join(this.userData, 'User', 'settings.json');
  }

  writeUserSettings(settings) {
    this.settings = settings;
    writeFileSync(this.settingsFile, JSON.stringify(settings, null, 2));
  }


  url(folder) {
    return `http://127.0.0.1:${this.port}/?folder=${encodeURIComponent(folder)}`;
  }

  async stop() {
    await stopGroup(this.process);
    running.delete(this.process);
    if (this.root) {
      rmSync(this.root, { recursive: true, force: true });
    }
  }
}

/** Chromium through playwright-core, with a fresh profile. */
export class Browser {
  async start() {
    checkPrerequisites();
    const { chromium } = playwright();
    // Its crash reports and dconf cache go to a folder of its own, not the user's home.
    this.home = mkdtempSync(path.join(tmpdir(), 'cass-vscode-chromium-'));
    const env = { ...process.env, XDG_CONFIG_HOME: path.join(this.home, 'config'), XDG_CACHE_HOME: path.join(this.home, 'cache') };
    this.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, env, timeout: 60000 });
    return this;
  }

  /** A new window on a workspace folder, once the workbench is up. */
  async open(server, folder) {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${server.port}` });
    const page = await context.newPage();
    const workbench = new Workbench(page, folder, context);
    await page.goto(server.url(folder));
    await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60000 });
    return workbench;
  }

  async stop() {
    // browser.close() ends Chromium's whole process tree (playwright launched it).
    await this.browser?.close().catch(() => {});
    if (this.home) {
      rmSync(this.home, { recursive: true, force: true });
    }
  }
}

/** Poll fn until it returns a truthy value; throws with what was last seen. */
export async function waitFor(fn, { timeout = UI_TIMEOUT_MS, interval = 250, what = 'condition', seen: describe } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) {
        return last;
      }
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const seen = describe ? JSON.stringify(describe()) : last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last seen: ${seen?.slice(0, 2000)})`);
    }
    await sleep(interval);
  }
}

const nbsp = /\u00a0/g;
const clean = (text) => (text ?? '').replace(nbsp, ' ');

/** The VS Code window in a browser page: the few workbench gestures the tests need. */
export class Workbench {
  constructor(page, folder, context) {
    this.page = page;
    this.folder = folder;
    this.context = context;
  }

  /** Close the window (its extension host and server go with it). */
  async close() {
    await this.context.close().catch(() => {});
  }

  get keyboard() {
    return this.page.keyboard;
  }

  /** Quick Open (Ctrl+P) a file of the workspace by name; waits until its tab is active. */
  async openFile(name) {
    await this.quickInput('Control+P', name, (label) => label.startsWith(name));
    await this.waitForActiveTab(name);
  }

  /** Run a palette command by its full title ("CASS: Show SASS"). */
  async runCommand(title) {
    await this.quickInput('Control+Shift+P', title, (label) => label === title);
  }

  async quickInput(key, text, matches) {
    // The palette lists commands by the context keys of the moment it opens (editorLangId of a
    // file just opened may not be set yet), and never refreshes that list: an item still missing
    // after a while is looked for again in a newly opened palette, within the same time limit.
    const deadline = Date.now() + UI_TIMEOUT_MS;
    for (;;) {
      // Only the palette is opened again: Quick Open waits on the file search (slow under load) the whole time.
      const attempt = key === 'Control+Shift+P' ? Math.min(10000, deadline - Date.now()) : deadline - Date.now();
      try {
        return await this.quickInputOnce(key, text, matches, attempt);
      } catch (error) {
        const notListed = /in the quick input/.test(error?.message ?? '');
        if (key !== 'Control+Shift+P' || !notListed || Date.now() + 1000 > deadline) {
          throw error;
        }
        await this.page.keyboard.press('Escape');
      }
    }
  }

  async quickInputOnce(key, text, matches, timeout) {
    const widget = this.page.locator('.quick-input-widget');
    await this.escapeOverlays();
    await this.page.keyboard.press(key);
    const input = widget.locator('input.input');
    await input.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    if (key === 'Control+Shift+P') {
      await input.fill(`>${text}`);
    } else {
      await input.fill(text);
    }
    // Wait for the list to show the item, then pick it by keyboard.
    const rows = widget.locator('.quick-input-list .monaco-list-row');
    let labels = [];
    const index = await waitFor(
      async () => {
        labels = await rows.evaluateAll((els) =>
          els.map((el) => ({
            label: (el.querySelector('.label-name')?.textContent ?? el.getAttribute('aria-label') ?? '').trim(),
            index: Number(el.getAttribute('data-index')),
          })),
        );
        const found = labels.find((l) => matches(l.label.replace(/\u00a0/g, ' ')));
        return found ? found.index + 1 : 0;
      },
      { timeout, what: `"${text}" in the quick input`, seen: () => labels.map((l) => l.label) },
    );
    for (let i = 1; i < index; i++) {
      await this.page.keyboard.press('ArrowDown');
    }
    await this.page.keyboard.press('Enter');
    await widget.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  }

  /** Close hovers, suggestions and menus that would swallow keys. */
  async escapeOverlays() {
    const overlays = '.quick-input-widget:visible, .context-view .monaco-menu, .monaco-hover:visible, .action-widget:visible';
    if (await this.page.locator(overlays).count()) {
      await this.page.keyboard.press('Escape');
    }
  }

  async waitForActiveTab(name, timeout = UI_TIMEOUT_MS) {
    await waitFor(async () => (await this.activeTabName()) === name, { timeout, what: `the active tab to be ${name}` });
  }

  async activeTabName() {
    return clean(
      await this.page
        .locator('.editor-group-container.active .tab.active .label-name')
        .first()
        .textContent({ timeout: 2000 }),
    ).trim();
  }

  /** The tab of an open editor, by its label. */
  tab(name) {
    return this.page.locator('.editor-group-container .tab', { has: this.page.locator('.label-name', { hasText: name }) }).first();
  }

  /** The class list of a tab ('dirty' while it has unsaved changes). */
  async tabState(name) {
    return (await this.tab(name).getAttribute('class', { timeout: UI_TIMEOUT_MS })) ?? '';
  }

  /**
   * Wait until the status bar shows this language mode for the active editor, or for the editor
   * of a tab (focused for that, then the previous one focused again).
   */
  async waitForLanguageMode(expected, tabName) {
    const previous = await this.activeTabName();
    if (tabName && tabName !== previous) {
      await this.tab(tabName).click();
      await this.waitForActiveTab(tabName);
    }
    let seen;
    try {
      await waitFor(async () => (seen = await this.languageMode()) === expected, {
        what: `language mode ${expected}${tabName ? ` for ${tabName}` : ''}`,
      });
    } finally {
      if (tabName && tabName !== previous) {
        await this.tab(previous).click();
        await this.waitForActiveTab(previous);
      }
    }
    return seen;
  }

  /** Put the cursor at a 1-based line and column (Go to Line). */
  async goTo(line, column = 1) {
    await this.escapeOverlays();
    await this.page.keyboard.press('Control+G');
    const input = this.page.locator('.quick-input-widget input.input');
    await input.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await input.fill(`:${line}:${column}`);
    await waitFor(async () => /Go to line/i.test(await this.page.locator('.quick-input-widget').innerText()), {
      what: 'the Go to Line prompt',
    });
    await this.page.keyboard.press('Enter');
    // (The status bar counts columns with tabs expanded: check the line only.)
    await waitFor(async () => (await this.statusText('status.editor.selection')).startsWith(`Ln ${line},`), {
      what: `the cursor on line ${line}`,
    });
  }

  /** The editor of a tab (by its label), wherever it is; the active editor without a name. */
  editor(tabName) {
    if (!tabName) {
      return this.page.locator('.editor-group-container.active .editor-instance .monaco-editor').first();
    }
    return this.page
      .locator('.editor-group-container')
      .filter({ has: this.page.locator('.tab.active .label-name', { hasText: tabName }) })
      .locator('.editor-instance .monaco-editor')
      .first();
  }

  /** The visible lines of an editor, in order, each with its line number. */
  async visibleLines(tabName) {
    return await this.editor(tabName).evaluate((ed) => {
      const tops = (el) => parseFloat(el.style.top || '0');
      const lines = [...ed.querySelectorAll('.view-lines .view-line')].map((el) => ({ top: tops(el), text: el.textContent }));
      const numbers = [...ed.querySelectorAll('.margin-view-overlays .line-numbers')].map((el) => ({
        top: tops(el.parentElement),
        number: Number(el.textContent),
      }));
      const highlighted = new Set(
        [...ed.querySelectorAll('.view-overlays > div')]
          .filter((row) => [...row.children].some((c) => [...c.classList].some((k) => k.startsWith('ced-'))))
          .map(tops),
      );
      return lines
        .sort((a, b) => a.top - b.top)
        .map((l) => ({
          line: numbers.find((n) => n.top === l.top)?.number,
          text: l.text.replace(/\u00a0/g, ' '),
          highlighted: highlighted.has(l.top),
        }));
    });
  }

  async visibleText(tabName) {
    return (await this.visibleLines(tabName)).map((l) => l.text).join('\n');
  }

  /** The text of a status bar item by its id (status.editor.mode, status.problems...). */
  async statusText(id) {
    const item = this.page.locator(`.statusbar-item[id="${id}"]`);
    if ((await item.count()) === 0) {
      return '';
    }
    return clean(await item.first().innerText({ timeout: 2000 })).trim();
  }

  /** The extension's status bar item (its id: publisher.name.item id). */
  cassStatusItem() {
    return this.page.locator('.statusbar-item[id="cass-lsp.cass-lsp.cass-lsp.status"]');
  }

  /** The extension's status bar item: its text and its tooltip (aria-label). */
  async cassStatus() {
    const item = this.cassStatusItem();
    if ((await item.count()) === 0) {
      return undefined;
    }
    return {
      text: clean(await item.innerText({ timeout: 2000 })).trim(),
      label: clean(await item.getAttribute('aria-label', { timeout: 2000 })),
      html: await item.innerHTML({ timeout: 2000 }),
    };
  }

  async languageMode() {
    return await this.statusText('status.editor.mode');
  }

  /** Show the hover at the cursor (Ctrl+K Ctrl+I) and return its text once it matches. */
  async hoverAtCursor(matches, { timeout = UI_TIMEOUT_MS, what = 'the hover' } = {}) {
    const hover = this.page.locator('.monaco-hover:visible .monaco-hover-content');
    return await waitFor(
      async () => {
        await this.page.keyboard.press('Escape');
        await this.page.keyboard.press('Control+K');
        await this.page.keyboard.press('Control+I');
        try {
          await hover.first().waitFor({ state: 'visible', timeout: 3000 });
        } catch {
          return undefined;
        }
        const text = clean(await hover.first().innerText());
        return matches(text) ? text : undefined;
      },
      { timeout, interval: 1500, what },
    );
  }

  /** The Problems panel's rows (opened if needed). */
  async problems() {
    const panel = this.page.locator('.markers-panel');
    if (!(await panel.isVisible())) {
      await this.page.keyboard.press('Control+Shift+M');
      await panel.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    }
    return await panel.locator('.monaco-list-row').evaluateAll((rows) =>
      rows.map((row) => ({
        text: row.innerText.replace(/\u00a0/g, ' '),
        links: [...row.querySelectorAll('a')].map((a) => ({ text: a.textContent, href: a.getAttribute('href') ?? a.title ?? '' })),
      })),
    );
  }

  /** The visible notification toasts' messages. */
  async notifications() {
    return await this.page
      .locator('.notification-toast-container .notification-list-item-message')
      .evaluateAll((els) => els.map((el) => el.textContent.replace(/\u00a0/g, ' ')));
  }

  /** Wait for a notification whose message matches; returns its toast. */
  async waitForNotification(pattern, timeout = UI_TIMEOUT_MS) {
    await waitFor(async () => (await this.notifications()).some((m) => pattern.test(m)), {
      timeout,
      what: `a notification matching ${pattern}`,
    });
    return this.page.locator('.notification-toast-container .notification-list-item').filter({ hasText: pattern }).first();
  }

  async clearNotifications() {
    await this.page.keyboard.press('Escape');
    const toasts = this.page.locator('.notification-toast-container .notification-list-item');
    for (let n = await toasts.count(); n > 0; n--) {
      const close = toasts.first().locator('.codicon-notifications-clear, .codicon-close').first();
      if (!(await close.count())) {
        break;
      }
      await toasts.first().hover();
      await close.click({ timeout: 2000 }).catch(() => {});
    }
  }

  /** Right-click the first visible line of an editor containing text (the cursor moves there). */
  async rightClickLine(tabName, text) {
    const line = this.editor(tabName).locator('.view-lines .view-line', { hasText: text }).first();
    await line.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    const box = await line.boundingBox();
    const chars = await line.evaluate((el) => el.textContent.length);
    // Inside the line's text, a few characters in: where a user would click.
    const x = Math.min(box.width * (4 / Math.max(chars, 8)), box.width - 2);
    await this.page.mouse.click(box.x + x + 40, box.y + box.height / 2, { button: 'right' });
  }

  /**
   * Pick an item of the open context menu by its label: point at it, then Enter once it has the
   * focus (a click that comes as the menu opens can be taken for the end of the right-click and
   * leave the menu open).
   */
  async contextMenu(label) {
    const entry = this.page.locator('.monaco-menu .action-item:not(.disabled)', {
      has: this.page.locator('.action-label', { hasText: label }),
    });
    await entry.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    const labels = await this.contextMenuLabels();
    await waitFor(
      async () => {
        await entry.first().hover();
        return /\bfocused\b/.test((await entry.first().getAttribute('class')) ?? '');
      },
      { what: `the context menu item ${label} to take the focus` },
    );
    await this.page.keyboard.press('Enter');
    await this.page.locator('.monaco-menu').first().waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    return labels;
  }

  async contextMenuLabels() {
    return await this.page
      .locator('.monaco-menu .action-item .action-label')
      .evaluateAll((els) => els.map((el) => el.textContent.trim()).filter(Boolean));
  }

  /** Pick an entry of the open code action menu (light bulb, Ctrl+.) by keyboard, as users do. */
  async pickCodeAction(label) {
    const menu = this.page.locator('.action-widget');
    for (let step = 0; step < 20; step++) {
      const focused = await menu.locator('.monaco-list-row.focused').first().getAttribute('aria-label', { timeout: UI_TIMEOUT_MS });
      if (focused === label) {
        await this.page.keyboard.press('Enter');
        await menu.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
        return;
      }
      await this.page.keyboard.press('ArrowDown');
    }
    throw new Error(`no code action "${label}" in the menu: ${await menu.innerText()}`);
  }

  /** The Output panel's lines that contain `filter` (typed into the panel's Filter box). */
  async outputLines(filter) {
    const panel = this.page.locator('.part.panel');
    const box = panel.locator('.viewpane-filter input, input[placeholder="Filter"]').first();
    await box.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    // Typed once: the view filters after a pause in typing, so filling the box again on every
    // poll kept restarting that pause, and a channel longer than the view never showed its match.
    if ((await box.inputValue()) !== filter) {
      await box.fill(filter);
    }
    return await panel
      .locator('.monaco-editor .view-lines:visible')
      .first()
      .evaluate((el) =>
        [...el.querySelectorAll('.view-line')]
          .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
          .map((l) => l.textContent.replace(/\u00a0/g, ' ')),
      );
  }

  /**
   * Change user settings the way a user does: open settings.json, replace its text, save.
   * (code-server does not notice writes to the file made behind its back.)
   */
  async editUserSettings(server, changes) {
    const settings = { ...server.settings, ...changes };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) {
        delete settings[key];
      }
    }
    await this.runCommand('Preferences: Open User Settings (JSON)');
    await this.waitForActiveTab('settings.json');
    const text = JSON.stringify(settings, null, 2);
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await this.editor().locator('.view-lines').click();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.press('Control+V');
    await this.page.keyboard.press('Control+S');
    await waitFor(async () => JSON.stringify(JSON.parse(readFileSync(server.settingsFile, 'utf8'))) === JSON.stringify(settings), {
      what: 'settings.json saved with the new settings',
    });
    server.settings = settings;
    await this.runCommand('View: Close Editor');
  }

  /**
   * Save a screenshot into docs/screenshots/ (only with CASS_SCREENSHOTS=1): the whole window, or
   * the region around some elements (locators), padded, optionally widened to the left edge of
   * another element (`leftOf`, e.g. the editor, for its line numbers) and cut at `maxHeight`.
   */
  async screenshot(name, { around = [], pad = 24, leftOf, maxHeight } = {}) {
    if (!SCREENSHOTS) {
      return;
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    let clip;
    if (around.length) {
      const boxes = (await Promise.all(around.map((l) => l.boundingBox()))).filter(Boolean);
      const { width, height } = this.page.viewportSize();
      let x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
      if (leftOf) {
        x = Math.min(x, (await leftOf.boundingBox()).x);
      }
      const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
      const right = Math.min(width, Math.max(...boxes.map((b) => b.x + b.width)) + pad);
      const bottom = Math.min(height, Math.max(...boxes.map((b) => b.y + b.height)) + pad, maxHeight ? y + maxHeight : height);
      clip = { x, y, width: right - x, height: bottom - y };
    }
    await this.page.screenshot({ path: path.join(SCREENSHOTS, name), animations: 'disabled', caret: 'hide', ...(clip ? { clip } : {}) });
  }


}

/** Where a failing test leaves a screenshot of the window ($CASS_HOST_FAILURES, else a temp folder). */
export const FAILURES = process.env.CASS_HOST_FAILURES ?? path.join(tmpdir(), 'cass-vscode-host-failures');

/**
 * A test body that, when it fails, saves a screenshot of the window it drove into FAILURES and
 * names it in the error (what VS Code showed is the first thing to look at).
 */
export function withScreenshotOnFailure(workbench, name, fn) {
  return async (...args) => {
    try {
      return await fn(...args);
    } catch (error) {
      const wb = workbench();
      if (wb) {
        const file = path.join(FAILURES, `${name.replace(/[^\w.-]+/g, '_').slice(0, 80)}.png`);
        mkdirSync(FAILURES, { recursive: true });
        if (await wb.page.screenshot({ path: file }).then(() => true, () => false)) {
          error.message += `\n(screenshot of the window: ${file})`;
        }
      }
      throw error;
    }
  };
}

export function readText(file) {
  return readFileSync(file, 'utf8');
}

/** 1-based line and column of the first occurrence of needle in text. */
export function positionOf(text, needle) {
  const index = text.indexOf(needle);
  if (index < 0) {
    throw new Error(`${needle} not in the text`);
  }
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
