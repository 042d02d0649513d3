// The TextMate grammars tokenised by VS Code's own engine (vscode-textmate + oniguruma) on
// real tool output: cuobjdump -sass (nvcc 13, sm_89) and hipcc -S (gfx1100), both from
// examples/vector_add.cu.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, test } from 'node:test';

import oniguruma from 'vscode-oniguruma';
import textmate from 'vscode-textmate';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = path.join(root, 'test', 'fixtures');

let registry;

before(async () => {
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm')).buffer;
  await oniguruma.loadWASM(wasm);
  registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) => {
      const file = { 'source.sass-asm': 'sass-asm', 'source.amdgpu-asm': 'amdgpu-asm', 'source.hip': 'hip' }[scopeName];
      if (!file) {
        return null; // source.cuda-cpp is VS Code's built-in grammar
      }
      const text = readFileSync(path.join(root, 'syntaxes', `${file}.tmLanguage.json`), 'utf8');
      return textmate.parseRawGrammar(text, `${file}.tmLanguage.json`);
    },
  });
});

/** [text, scopes] for every token of every line. */
async function tokenize(scopeName, text) {
  const grammar = await registry.loadGrammar(scopeName);
  assert.ok(grammar, scopeName);
  let state = textmate.INITIAL;
  const tokens = [];
  for (const line of text.split('\n')) {
    const result = grammar.tokenizeLine(line, state);
    for (const token of result.tokens) {
      tokens.push([line.slice(token.startIndex, token.endIndex), token.scopes]);
    }
    state = result.ruleStack;
  }
  return tokens;
}

function scopesOf(tokens, text) {
  const found = tokens.filter(([t]) => t.trim() === text);
  assert.ok(found.length > 0, `no token ${JSON.stringify(text)}`);
  return found[0][1];
}

function hasScope(tokens, text, prefix) {
  const scopes = scopesOf(tokens, text);
  assert.ok(
    scopes.some((s) => s.startsWith(prefix)),
    `${JSON.stringify(text)} has scopes ${scopes.join(' ')}, wanted ${prefix}`,
  );
}

describe('SASS grammar on cuobjdump output', () => {
  let tokens;
  before(async () => {
    tokens = await tokenize('source.sass-asm', readFileSync(path.join(fixtures, 'vector_add.sm_89.sass'), 'utf8'));
  });

  test('headers', () => {
    hasScope(tokens, 'code for', 'keyword.other.header');
    hasScope(tokens, 'sm_89', 'entity.name.type.arch');
    hasScope(tokens, '_Z10vector_addPKfS0_Pfi', 'entity.name.function');
    hasScope(tokens, '.headerflags', 'keyword.control.directive');
  });

  test('instructions: address, predicate, opcode, modifiers, registers, constant bank, encoding', () => {
    hasScope(tokens, '/*0000*/', 'constant.numeric.address');
    hasScope(tokens, '@P0', 'keyword.operator.predicate');
    hasScope(tokens, 'EXIT', 'keyword.other.instruction');
    hasScope(tokens, 'IMAD', 'keyword.other.instruction');
    hasScope(tokens, '.WIDE', 'storage.modifier');
    hasScope(tokens, 'R6', 'variable.language.register');
    hasScope(tokens, 'SR_CTAID.X', 'variable.language.register');
    hasScope(tokens, 'c', 'variable.language.constant-bank');
    hasScope(tokens, '/* 0x00000a0000017a02 */', 'comment.block.encoding');
  });

  test('every opcode of the listing is an instruction token', () => {
    const text = readFileSync(path.join(fixtures, 'vector_add.sm_89.sass'), 'utf8');
    const opcodes = [...text.matchAll(/\/\*[0-9a-f]{4}\*\/\s+(?:@!?P\w+\s+)?([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]);
    assert.ok(opcodes.length > 10);
    for (const opcode of new Set(opcodes)) {
      hasScope(tokens, opcode, 'keyword.other.instruction');
    }
  });
});

describe('AMD GPU grammar on hipcc output', () => {
  let tokens;
  before(async () => {
    tokens = await tokenize('source.amdgpu-asm', readFileSync(path.join(fixtures, 'vector_add.gfx1100.s'), 'utf8'));
  });

  test('directives, labels, comments', () => {
    hasScope(tokens, '.amdgcn_target', 'keyword.control.directive');
    hasScope(tokens, '"amdgcn-amd-amdhsa--gfx1100"', 'string.quoted.double');
    hasScope(tokens, '_Z10vector_addPKfS0_Pfi', 'entity.name.function');
    hasScope(tokens, '.LBB0_2', 'entity.name.label');
    hasScope(tokens, '; %bb.0:', 'comment.line.semicolon');
  });

  test('instructions and operands', () => {
    hasScope(tokens, 's_load_b32', 'keyword.other.instruction');
    hasScope(tokens, 'v_add_f32_e32', 'keyword.other.instruction');
    hasScope(tokens, 'global_load_b32', 'keyword.other.instruction');
    hasScope(tokens, 's[0:1]', 'variable.language.register');
    hasScope(tokens, 'v2', 'variable.language.register');
    hasScope(tokens, 'vcc_lo', 'variable.language.register.special');
    hasScope(tokens, 'off', 'support.type.modifier');
    hasScope(tokens, 'lgkmcnt', 'support.function.modifier');
    hasScope(tokens, 'VALU_DEP_1', 'constant.language');
    hasScope(tokens, '0xffff', 'constant.numeric.hex');
  });
});

test('HIP embeds VS Code\'s CUDA C++ grammar', async () => {
  const grammar = JSON.parse(readFileSync(path.join(root, 'syntaxes', 'hip.tmLanguage.json'), 'utf8'));
  assert.deepEqual(grammar.patterns, [{ include: 'source.cuda-cpp' }]);
});
