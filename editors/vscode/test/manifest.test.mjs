// package.json: activation, languages (never Sass stylesheets), commands wired to menus, and
// contributes.configuration equal to the server's settings schema (one source of truth).

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

import { REPO, serverCommandLine } from './lsp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const contributes = manifest.contributes;

test('activates on VS Code\'s built-in CUDA language; ours activate by contribution', () => {
  assert.ok(manifest.activationEvents.includes('onLanguage:cuda-cpp'));
  assert.equal(manifest.main, './dist/extension.js');
  assert.match(manifest.engines.vscode, /^\^1\.9\d/);
});

test('languages: hip, sass-asm, amdgpu-asm; no plain .sass or .s claimed', () => {
  const byId = Object.fromEntries(contributes.languages.map((l) => [l.id, l]));
  assert.deepEqual(Object.keys(byId).sort(), ['amdgpu-asm', 'hip', 'sass-asm']);
  assert.deepEqual(byId.hip.extensions, ['.hip']);
  for (const language of contributes.languages) {
    assert.ok(!(language.extensions ?? []).includes('.sass'), `${language.id} claims .sass (Sass stylesheets)`);
    assert.ok(!(language.extensions ?? []).includes('.s'), `${language.id} claims every .s file`);
    assert.ok(!(language.filenamePatterns ?? []).includes('*.sass'));
  }
  assert.ok(new RegExp(byId['sass-asm'].firstLine).test('code for sm_89'));
  assert.ok(new RegExp(byId['amdgpu-asm'].firstLine).test('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"'));
});

test('grammars and language configurations exist', () => {
  for (const grammar of contributes.grammars) {
    const file = path.join(root, grammar.path);
    assert.ok(existsSync(file), file);
    assert.equal(JSON.parse(readFileSync(file, 'utf8')).scopeName, grammar.scopeName);
  }
  for (const language of contributes.languages) {
    assert.ok(existsSync(path.join(root, language.configuration)), language.configuration);
  }
});

test('commands: the five CASS commands, each reachable, none clashing with server commands', () => {
  const titles = Object.fromEntries(contributes.commands.map((c) => [c.command, `${c.category}: ${c.title}`]));
  for (const title of [
    'CASS: Convert File to HIP',
    'CASS: Convert Kernel to HIP',
    'CASS: Show RDNA3 Assembly',
    'CASS: Show SASS',
    'CASS: Translate SASS to RDNA3',
  ]) {
    assert.ok(Object.values(titles).includes(title), title);
  }
  // vscode-languageclient registers the server's commands (cass.showAssembly...) under their
  // own ids; ours must differ or registration fails.
  for (const id of Object.keys(titles)) {
    assert.ok(id.startsWith('cass-lsp.'), id);
  }
  for (const entries of Object.values(contributes.menus)) {
    for (const entry of entries) {
      assert.ok(entry.command in titles, `menu names unknown command ${entry.command}`);
    }
  }
  // every command the extension registers in code is contributed
  const source = readFileSync(path.join(root, 'src', 'commands.ts'), 'utf8');
  for (const id of source.matchAll(/'(cass-lsp\.[A-Za-z]+)'/g)) {
    assert.ok(id[1] in titles, `${id[1]} is registered but not contributed`);
  }
});

test('contributes.configuration is the server\'s settings schema', () => {
  const [command] = serverCommandLine();
  const schema = JSON.parse(execFileSync(command, ['settings-schema'], { encoding: 'utf8' }));
  assert.deepEqual(contributes.configuration.properties, schema.properties);
  assert.ok('cass.server.command' in contributes.configuration.properties);
});

test('untrusted workspaces: settings that name programs are restricted', () => {
  const restricted = manifest.capabilities.untrustedWorkspaces.restrictedConfigurations;
  for (const key of ['cass.server.command', 'cass.toolchain.rocmPath', 'cass.compile.extraArgs']) {
    assert.ok(restricted.includes(key), key);
    assert.ok(key in contributes.configuration.properties, `${key} is a real setting`);
  }
  assert.ok(existsSync(path.join(REPO, 'cass_lsp', 'settings.py')));
});
