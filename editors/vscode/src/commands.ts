// The palette commands ("CASS: ..."): each builds its request with protocol.ts and sends it.
//
// Assembly commands go through the VS Code command the language client registers for each
// server command (`cass.showAssembly`, `cass.translateAsm`), so a hover's "open the full
// listing" link and the palette take the same path: the middleware in extension.ts, which
// waits for pending compiles and opens the listing beside the source.

import * as vscode from 'vscode';
import {
  CodeActionRequest,
  CodeActionResolveRequest,
  DocumentSymbolRequest,
  type CodeAction,
  type DocumentSymbol,
  type LanguageClient,
} from 'vscode-languageclient/node';

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
  enclosingKernel,
  needsResolve,
  serverHasCommand,
  showAssemblyParams,
  translateAsmParams,
} from './protocol';

export const EXTENSION_COMMANDS = {
  convertFile: 'cass-lsp.convertFile',
  convertKernel: 'cass-lsp.convertKernel',
  showRdnaAssembly: 'cass-lsp.showRdnaAssembly',
  showSass: 'cass-lsp.showSass',
  translateSass: 'cass-lsp.translateSass',
  restartServer: 'cass-lsp.restartServer',
  showOutput: 'cass-lsp.showOutput',
} as const;

const SOURCE_LANGUAGES = new Set<string>([LANGUAGES.cuda, LANGUAGES.hip]);

export interface CommandContext {
  /** The running client, started if needed; rejects with a readable message when it cannot run. */
  client(): Promise<LanguageClient>;
}

class UserError extends Error {}

function activeEditor(languages: Set<string>, what: string): vscode.TextEditor {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !languages.has(editor.document.languageId)) {
    throw new UserError(`Open ${what} first (the active editor is ${editor ? editor.document.languageId : 'none'}).`);
  }
  return editor;
}

function requireServerCommand(client: LanguageClient, command: string, what: string): void {
  const capabilities = client.initializeResult?.capabilities ?? {};
  if (!serverHasCommand(capabilities, command)) {
    throw new UserError(`This cass-lsp cannot ${what} yet (it does not provide ${command}); update cass-lsp.`);
  }
}

async function pickAction(actions: CodeAction[], placeHolder: string): Promise<CodeAction | undefined> {
  if (actions.length === 1) {
    return actions[0];
  }
  const picked = await vscode.window.showQuickPick(
    actions.map((action) => ({ label: action.title, action })),
    { placeHolder },
  );
  return picked?.action;
}

/** Resolve the action's edit if the server left it for later, apply it, run its command. */
export async function applyCodeAction(client: LanguageClient, action: CodeAction): Promise<CodeAction> {
  let resolved = action;
  const provider = client.initializeResult?.capabilities.codeActionProvider;
  const canResolve = typeof provider === 'object' && provider.resolveProvider === true;
  if (needsResolve(action) && canResolve) {
    resolved = await client.sendRequest(CodeActionResolveRequest.type, action);
  }
  if (resolved.edit) {
    const edit = await client.protocol2CodeConverter.asWorkspaceEdit(resolved.edit);
    if (!(await vscode.workspace.applyEdit(edit))) {
      throw new UserError(`"${resolved.title}" could not be applied (the file changed meanwhile?).`);
    }
  }
  if (resolved.command) {
    await vscode.commands.executeCommand(resolved.command.command, ...(resolved.command.arguments ?? []));
  }
  return resolved;
}

async function convertFile(ctx: CommandContext): Promise<void> {
  const editor = activeEditor(SOURCE_LANGUAGES, 'a CUDA file');
  const client = await ctx.client();
  const doc = editor.document;
  const end = doc.lineAt(doc.lineCount - 1).range.end;
  const params = convertFileParams(client.code2ProtocolConverter.asUri(doc.uri), {
    line: end.line,
    character: end.character,
  });
  const actions = actionsOfKind(await client.sendRequest(CodeActionRequest.type, params), CONVERT_FILE_KIND);
  if (actions.length === 0) {
    throw new UserError('cass-lsp offers no HIP conversion for this file.');
  }
  const action = await pickAction(actions, 'Convert the file with…');
  if (!action) {
    return;
  }
  const applied = await applyCodeAction(client, action);
  // The default output is a new sibling .hip file: show it beside the CUDA source.
  for (const created of createdFiles(applied.edit)) {
    await vscode.window.showTextDocument(client.protocol2CodeConverter.asUri(created), {
      viewColumn: vscode.ViewColumn.Beside,
      preview: false,
    });
  }
}

async function convertKernel(ctx: CommandContext): Promise<void> {
  const editor = activeEditor(SOURCE_LANGUAGES, 'a CUDA file');
  const client = await ctx.client();
  const doc = editor.document;
  const range = client.code2ProtocolConverter.asRange(editor.selection);
  const diagnostics = vscode.languages
    .getDiagnostics(doc.uri)
    .filter((d) => d.range.intersection(editor.selection) !== undefined)
    .map((d) => client.code2ProtocolConverter.asDiagnostic(d));
  const params = convertKernelParams(client.code2ProtocolConverter.asUri(doc.uri), range, diagnostics);
  const actions = actionsOfKind(await client.sendRequest(CodeActionRequest.type, params), CONVERT_KERNEL_KIND);
  if (actions.length === 0) {
    throw new UserError('Put the cursor inside a __global__ kernel to convert it.');
  }
  const action = await pickAction(actions, 'Convert the kernel with…');
  if (action) {
    await applyCodeAction(client, action);
  }
}

async function showAssembly(ctx: CommandContext, target: string): Promise<void> {
  const editor = activeEditor(SOURCE_LANGUAGES, 'a CUDA or HIP file');
  const client = await ctx.client();
  requireServerCommand(client, SERVER_COMMANDS.showAssembly, 'show assembly');
  const uri = client.code2ProtocolConverter.asUri(editor.document.uri);
  const position = client.code2ProtocolConverter.asPosition(editor.selection.active);
  // The server finds a kernel from a position on its name or a launch; the kernel around the
  // cursor comes from the document symbols.
  const symbols = (await client.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } })) as
    | DocumentSymbol[]
    | null;
  const kernel = enclosingKernel(symbols, position);
  const params = showAssemblyParams(kernel ? { uri, position, kernel, target } : { uri, position, target });
  await vscode.commands.executeCommand(params.command, ...(params.arguments ?? []));
}

async function translateSass(ctx: CommandContext): Promise<void> {
  const editor = activeEditor(new Set([LANGUAGES.sass]), 'a SASS listing (cuobjdump -sass output)');
  const client = await ctx.client();
  requireServerCommand(client, SERVER_COMMANDS.translateAsm, 'translate SASS');
  const params = translateAsmParams(
    client.code2ProtocolConverter.asUri(editor.document.uri),
    client.code2ProtocolConverter.asPosition(editor.selection.active),
  );
  await vscode.commands.executeCommand(params.command, ...(params.arguments ?? []));
}

function guarded(run: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      void vscode.window.showErrorMessage(error instanceof UserError ? message : `CASS: ${message}`);
    }
  };
}

export function registerCommands(ctx: CommandContext): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(EXTENSION_COMMANDS.convertFile, guarded(() => convertFile(ctx))),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.convertKernel, guarded(() => convertKernel(ctx))),
    vscode.commands.registerCommand(
      EXTENSION_COMMANDS.showRdnaAssembly,
      guarded(() => showAssembly(ctx, RDNA3_TARGET)),
    ),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.showSass, guarded(() => showAssembly(ctx, SASS_TARGET))),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.translateSass, guarded(() => translateSass(ctx))),
  ];
}
