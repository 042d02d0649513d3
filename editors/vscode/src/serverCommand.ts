// Which program starts the language server. No `vscode` import: tested with node:test.
//
// Order: the `cass.server.command` setting (a full command line, e.g. an interpreter:
// ["/path/python", "-m", "cass_lsp", "serve"]); then a `cass-lsp` console script in a
// virtual environment of an open workspace folder (.venv, venv); then one on PATH.

import * as path from 'node:path';

export interface ServerCommand {
  command: string;
  args: string[];
  /** Where it came from, for the output channel and error messages. */
  source: 'setting' | 'workspace venv' | 'PATH';
}

export interface ResolveInput {
  configured: readonly string[] | undefined;
  workspaceFolders: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  isExecutable: (file: string) => boolean;
}

export class ServerNotFoundError extends Error {
  constructor(readonly looked: string[]) {
    super(
      'cass-lsp was not found. Install it (`pip install cass-lsp` in a virtual environment, or ' +
        '`make setup` in a clone) or set "cass.server.command", e.g. ["/path/to/.venv/bin/cass-lsp", "serve"]. ' +
        `Looked in: ${looked.join(', ')}`,
    );
    this.name = 'ServerNotFoundError';
  }
}

const VENV_NAMES = ['.venv', 'venv'];

function scriptNames(platform: NodeJS.Platform): string[] {
  return platform === 'win32' ? ['cass-lsp.exe', 'cass-lsp.cmd'] : ['cass-lsp'];
}

function binDir(platform: NodeJS.Platform): string {
  return platform === 'win32' ? 'Scripts' : 'bin';
}

/** Expand `${workspaceFolder}` and a leading `~` in a configured command (VS Code does not). */
export function expandVariables(word: string, workspaceFolder: string | undefined, home: string | undefined): string {
  let out = word;
  if (workspaceFolder !== undefined) {
    out = out.split('${workspaceFolder}').join(workspaceFolder);
  }
  if (home && (out === '~' || out.startsWith('~/'))) {
    out = home + out.slice(1);
  }
  return out;
}

export function resolveServerCommand(input: ResolveInput): ServerCommand {
  const { configured, workspaceFolders, env, platform, isExecutable } = input;
  const pathApi = platform === 'win32' ? path.win32 : path.posix;
  if (configured && configured.length > 0) {
    const [command, ...args] = configured.map((w) => expandVariables(w, workspaceFolders[0], env.HOME ?? env.USERPROFILE));
    return { command: command!, args, source: 'setting' };
  }
  const looked: string[] = [];
  for (const folder of workspaceFolders) {
    for (const venv of VENV_NAMES) {
      for (const name of scriptNames(platform)) {
        const candidate = pathApi.join(folder, venv, binDir(platform), name);
        looked.push(candidate);
        if (isExecutable(candidate)) {
          return { command: candidate, args: ['serve'], source: 'workspace venv' };
        }
      }
    }
  }
  const separator = platform === 'win32' ? ';' : ':';
  for (const dir of (env.PATH ?? env.Path ?? '').split(separator).filter(Boolean)) {
    for (const name of scriptNames(platform)) {
      const candidate = pathApi.join(dir, name);
      if (isExecutable(candidate)) {
        return { command: candidate, args: ['serve'], source: 'PATH' };
      }
    }
  }
  looked.push('PATH');
  throw new ServerNotFoundError(looked);
}
