// The requests the extension's commands send and the answers they expect, as plain data.
//
// No `vscode` import here: the node:test suite builds the very same requests with these
// functions and sends them to the real server, so what is tested is what the editor sends.
// The contracts are the server's (cass_lsp/server/README.md, "Contracts with the editor clients").

import type {
  CodeAction,
  CodeActionParams,
  Command,
  Diagnostic,
  DocumentSymbol,
  ExecuteCommandParams,
  Position,
  Range,
  WorkspaceEdit,
} from 'vscode-languageserver-protocol';

/** LSP's CodeActionTriggerKind.Invoked: the user asked explicitly (a command, not a light bulb). */
const INVOKED = 1;

export const CONVERT_FILE_KIND = 'source.convertToHip';
export const CONVERT_KERNEL_KIND = 'refactor.rewrite';

/** Server commands (workspace/executeCommand). */
export const SERVER_COMMANDS = {
  showAssembly: 'cass.showAssembly',
  translateAsm: 'cass.translateAsm',
  status: 'cass.status',
} as const;

/** The AMD target behind "Show RDNA3 Assembly" (RDNA3: Radeon RX 7900). */
export const RDNA3_TARGET = 'gfx1100';
export const SASS_TARGET = 'sass';

/** Language ids: VS Code's built-in CUDA id, and ours (contributes.languages). */
export const LANGUAGES = {
  cuda: 'cuda-cpp',
  hip: 'hip',
  sass: 'sass-asm',
  amdgpu: 'amdgpu-asm',
} as const;

/** URI scheme of the read-only assembly listings the extension opens. */
export const ASM_SCHEME = 'cass-asm';

/** Documents the server is told about: files, unsaved buffers and our own listings (opcode hovers). */
export function documentSelector(): { scheme: string; language: string }[] {
  const selector: { scheme: string; language: string }[] = [];
  for (const language of Object.values(LANGUAGES)) {
    for (const scheme of ['file', 'untitled']) {
      selector.push({ scheme, language });
    }
  }
  for (const language of [LANGUAGES.sass, LANGUAGES.amdgpu]) {
    selector.push({ scheme: ASM_SCHEME, language });
  }
  return selector;
}

/**
 * Build files the server reports on (findings and quick fixes for porting them to HIP): by
 * language (`cmake` comes with the CMake extension, `makefile` is built in) and by name, since
 * without the CMake extension a CMakeLists.txt is plain text. The server decides by file name.
 * Both lists are the build systems' own (`cass_lsp/buildfiles/systems/`, `editor`): a test
 * (tests/buildfiles/test_build_systems.py) holds them equal.
 */
export const BUILD_FILE_LANGUAGES = ['cmake', 'makefile'] as const;
export const BUILD_FILE_PATTERNS = [
  '**/CMakeLists.txt',
  '**/*.cmake',
  '**/Makefile',
  '**/makefile',
  '**/GNUmakefile',
  '**/*.mk',
  '**/Makefile.*',
  '**/configure.ac',
  '**/configure.in',
  '**/meson.build',
  '**/BUILD',
  '**/BUILD.bazel',
] as const;

export function buildFileSelector(): ({ scheme: string; language: string } | { scheme: string; pattern: string })[] {
  return [
    ...BUILD_FILE_LANGUAGES.map((language) => ({ scheme: 'file', language })),
    ...BUILD_FILE_PATTERNS.map((pattern) => ({ scheme: 'file', pattern })),
  ];
}

/** "Convert File to HIP": ask for the whole file's `source.convertToHip` action only. */
export function convertFileParams(uri: string, end: Position): CodeActionParams {
  return {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end },
    context: { diagnostics: [], only: [CONVERT_FILE_KIND], triggerKind: INVOKED },
  };
}

/** "Convert Kernel to HIP": the `refactor.rewrite` actions at the cursor (or selection). */
export function convertKernelParams(uri: string, range: Range, diagnostics: Diagnostic[] = []): CodeActionParams {
  return {
    textDocument: { uri },
    range,
    context: { diagnostics, only: [CONVERT_KERNEL_KIND], triggerKind: INVOKED },
  };
}

export interface ShowAssemblyArgs {
  uri: string;
  position?: Position;
  kernel?: string;
  target: string;
}

export function showAssemblyParams(args: ShowAssemblyArgs): ExecuteCommandParams {
  return { command: SERVER_COMMANDS.showAssembly, arguments: [args] };
}

export function translateAsmParams(uri: string, position?: Position): ExecuteCommandParams {
  const arg: { uri: string; position?: Position } = { uri };
  if (position) {
    arg.position = position;
  }
  return { command: SERVER_COMMANDS.translateAsm, arguments: [arg] };
}

export function statusParams(): ExecuteCommandParams {
  return { command: SERVER_COMMANDS.status, arguments: [] };
}

// ---- answers -------------------------------------------------------------------------------

export interface SourceMapEntry {
  sourceLine: number;
  ranges: [number, number][];
}

export interface AssemblyListing {
  title: string;
  languageId: string;
  text: string;
  kernel?: string;
  target?: string;
  sourceMap?: SourceMapEntry[];
}

export interface Pending {
  pending: true;
  message?: string;
}

export interface TranslatedAssembly extends AssemblyListing {
  diagnostics?: Diagnostic[];
  /** The file the server wrote and opened with window/showDocument, where the client supports it. */
  uri?: string;
  engine?: string;
  complete?: boolean;
  messages?: string[];
}

/** What cass.translateAsm answers when it cannot translate (also shown with window/showMessage). */
export interface TranslateFailure {
  error?: string;
  cancelled?: boolean;
}

export interface ToolchainStatus {
  hipcc: string | null;
  hipVersion: string | null;
  targets: string[];
  nvcc: string | null;
  sassTools: boolean;
  problems: { component: string; severity: string; message: string; fix: string }[];
  [key: string]: unknown;
}

/** Where a program with main runs beside its CUDA original, and the latest verdict (`cass.status`'s `run`). */
export interface RunStatus {
  platform: string | null; // "amd", "nvidia", or null: not run (``skipped`` says why)
  gpu?: string | null;
  hipVersion?: string | null;
  skipped?: string | null;
  latest?: { file: string; verdict: string; message: string | null } | null;
}

export interface ServerStatus {
  toolchain: ToolchainStatus;
  engine: string;
  model: { backend: string; id: string | null; state: string; [key: string]: unknown };
  compiling: number | boolean;
  run?: RunStatus; // servers before the run engine leave it out
}

/** Whether background compiles are waiting or running (`compiling` is a count, or a flag). */
export function isCompiling(status: Pick<ServerStatus, 'compiling'>): boolean {
  return typeof status.compiling === 'number' ? status.compiling > 0 : status.compiling === true;
}

export function isPending(value: unknown): value is Pending {
  return typeof value === 'object' && value !== null && (value as { pending?: unknown }).pending === true;
}

export function isListing(value: unknown): value is AssemblyListing {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const v = value as Partial<AssemblyListing>;
  return typeof v.text === 'string' && typeof v.languageId === 'string';
}

/** A Command and a CodeAction differ in the type of `command`: a string for a Command. */
export function isCodeAction(item: Command | CodeAction): item is CodeAction {
  return typeof (item as Command).command !== 'string';
}

/** The code actions of one kind (or a sub-kind of it), in the server's order. */
export function actionsOfKind(items: (Command | CodeAction)[] | null | undefined, kind: string): CodeAction[] {
  return (items ?? []).filter(
    (item): item is CodeAction =>
      isCodeAction(item) && item.kind !== undefined && (item.kind === kind || item.kind.startsWith(kind + '.')),
  );
}

/** Whether an action still needs `codeAction/resolve` before it can be applied. */
export function needsResolve(action: CodeAction): boolean {
  return action.edit === undefined && action.data !== undefined;
}

/** Files a workspace edit creates (the sibling `.hip` file of "Convert File to HIP"). */
export function createdFiles(edit: WorkspaceEdit | undefined): string[] {
  const created: string[] = [];
  for (const change of edit?.documentChanges ?? []) {
    if ('kind' in change && change.kind === 'create') {
      created.push(change.uri);
    }
  }
  return created;
}

/** The text a workspace edit puts into a document it creates (or edits), when it is one full insert. */
export function editedText(edit: WorkspaceEdit | undefined, uri: string): string | undefined {
  for (const change of edit?.documentChanges ?? []) {
    if ('textDocument' in change && change.textDocument.uri === uri) {
      // LSP 3.18 snippet edits carry a snippet instead of newText; ours are plain text edits.
      return change.edits.map((e) => ('newText' in e ? e.newText : e.snippet.value)).join('');
    }
  }
  const edits = edit?.changes?.[uri];
  return edits ? edits.map((e) => e.newText).join('') : undefined;
}

/** Whether the server advertises a command (features land one by one; say so instead of failing). */
export function serverHasCommand(capabilities: { executeCommandProvider?: { commands?: string[] } }, command: string): boolean {
  return capabilities.executeCommandProvider?.commands?.includes(command) ?? false;
}

/** initializationOptions: the `cass` section as the server reads it (`{settings: {...}}`). */
export function initializationOptions(section: unknown): { settings: Record<string, unknown> } {
  return { settings: typeof section === 'object' && section !== null ? { ...(section as Record<string, unknown>) } : {} };
}

// ---- the kernel under the cursor --------------------------------------------------------------

/** LSP SymbolKind values the server uses (cass_lsp/server/features/syntax.py). */
const SYMBOL_KIND = { namespace: 3, class: 5, struct: 23, kernel: 24 /* Event */ } as const;
const SCOPE_KINDS = new Set<number>([SYMBOL_KIND.namespace, SYMBOL_KIND.class, SYMBOL_KIND.struct]);

function contains(range: Range, position: Position): boolean {
  const { start, end } = range;
  const afterStart = position.line > start.line || (position.line === start.line && position.character >= start.character);
  const beforeEnd = position.line < end.line || (position.line === end.line && position.character <= end.character);
  return afterStart && beforeEnd;
}

/**
 * The qualified name (`ns::kernel`) of the kernel whose definition contains the position, from
 * the server's document symbols; undefined outside kernels.
 *
 * cass.showAssembly resolves a position only on a kernel's name or launch; a cursor anywhere
 * in the body should show that kernel too, so the commands send its name as well.
 */
export function enclosingKernel(symbols: readonly DocumentSymbol[] | null | undefined, position: Position): string | undefined {
  const walk = (items: readonly DocumentSymbol[], scope: string[]): string | undefined => {
    for (const symbol of items) {
      if (!contains(symbol.range, position)) {
        continue;
      }
      if (symbol.kind === SYMBOL_KIND.kernel) {
        return [...scope, symbol.name].join('::');
      }
      if (symbol.children) {
        const inner = walk(symbol.children, SCOPE_KINDS.has(symbol.kind) ? [...scope, symbol.name] : scope);
        if (inner) {
          return inner;
        }
      }
    }
    return undefined;
  };
  return walk(symbols ?? [], []);
}

/** An untrusted workspace's programs are never run: the server is told `run.mode` is `never`. */
export function withoutRuns<T>(result: T): T {
  if (!Array.isArray(result)) {
    return result;
  }
  return result.map((section) =>
    section && typeof section === 'object' && !Array.isArray(section)
      ? { ...section, run: { ...((section as { run?: object }).run ?? {}), mode: 'never' } }
      : section,
  ) as T;
}
