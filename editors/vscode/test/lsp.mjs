// The real cass-lsp server over stdio, driven through vscode-jsonrpc: the transport
// vscode-languageclient uses inside VS Code (VS Code itself cannot run here).
//
// The server command comes from CASS_LSP_COMMAND (a path to the `cass-lsp` console script,
// or a whole command line), else the repository's .venv. The client capabilities are VS Code's
// as captured by pytest-lsp (fixtures/vscode-1.65.2-capabilities.json, from pytest-lsp's
// clients/ folder, MIT): workspace/configuration, showDocument, resolve support, file creation.

import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import rpc from 'vscode-jsonrpc/node';
import lsp from 'vscode-languageserver-protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, '..', '..', '..');
export const FIXTURES = path.join(here, 'fixtures');
export const EXAMPLES = path.join(REPO, 'examples');

export function serverCommandLine() {
  const configured = process.env.CASS_LSP_COMMAND;
  if (configured) {
    const words = configured.trim().split(/\s+/);
    return words.length === 1 ? [words[0], 'serve'] : words;
  }
  return [path.join(REPO, '.venv', 'bin', 'cass-lsp'), 'serve'];
}

const vscodeCapabilities = JSON.parse(readFileSync(path.join(FIXTURES, 'vscode-1.65.2-capabilities.json'), 'utf8'));

export class Server {
  /** @param {object} settings the `cass` section, sent as initializationOptions and on workspace/configuration */
  constructor(settings = {}) {
    this.settings = settings;
    this.diagnostics = new Map(); // uri -> latest Diagnostic[]
    this.logs = [];
    this.shownMessages = [];
    this.shownDocuments = [];
    this.appliedEdits = [];
    this.progress = [];
    this.stderr = '';
  }

  async start(rootDir) {
    const [command, ...args] = serverCommandLine();
    if (!existsSync(command) && command.includes(path.sep)) {
      throw new Error(`cass-lsp not found at ${command}: run scripts/setup.sh or set CASS_LSP_COMMAND`);
    }
    this.process = spawn(command, args, {
      cwd: rootDir,
      env: { ...process.env, HF_HUB_OFFLINE: '1', PYTHONUNBUFFERED: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.process.stderr.on('data', (chunk) => {
      this.stderr += chunk.toString();
    });
    this.exited = new Promise((resolve) => this.process.on('exit', (code, signal) => resolve({ code, signal })));
    const connection = rpc.createMessageConnection(
      new rpc.StreamMessageReader(this.process.stdout),
      new rpc.StreamMessageWriter(this.process.stdin),
    );
    this.connection = connection;
    connection.onNotification(lsp.PublishDiagnosticsNotification.type, (p) => this.diagnostics.set(p.uri, p.diagnostics));
    connection.onNotification(lsp.LogMessageNotification.type, (p) => this.logs.push(p.message));
    connection.onNotification(lsp.ShowMessageNotification.type, (p) => this.shownMessages.push(p));
    connection.onNotification('$/progress', (p) => this.progress.push(p));
    connection.onRequest(lsp.ConfigurationRequest.type, (p) =>
      p.items.map((item) => (item.section === 'cass' ? this.settings : null)),
    );
    connection.onRequest(lsp.RegistrationRequest.type, () => null);
    connection.onRequest(lsp.UnregistrationRequest.type, () => null);
    connection.onRequest(lsp.WorkDoneProgressCreateRequest.type, () => null);
    connection.onRequest(lsp.ShowDocumentRequest.type, (p) => {
      this.shownDocuments.push(p);
      return { success: true };
    });
    connection.onRequest(lsp.ApplyWorkspaceEditRequest.type, (p) => {
      this.appliedEdits.push(p);
      return { applied: true };
    });
    connection.listen();
    const rootUri = pathToFileURL(rootDir).href;
    this.initializeResult = await connection.sendRequest(lsp.InitializeRequest.type, {
      processId: process.pid,
      clientInfo: vscodeCapabilities.clientInfo,
      capabilities: vscodeCapabilities.capabilities,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: path.basename(rootDir) }],
      initializationOptions: { settings: this.settings },
    });
    await connection.sendNotification(lsp.InitializedNotification.type, {});
    return this.initializeResult;
  }

  get capabilities() {
    return this.initializeResult.capabilities;
  }

  /** Whether the server advertises a workspace/executeCommand command. */
  hasCommand(command) {
    return this.capabilities.executeCommandProvider?.commands?.includes(command) ?? false;
  }

  request(type, params) {
    return this.connection.sendRequest(type, params);
  }

  async open(filePath, languageId, text = readFileSync(filePath, 'utf8')) {
    const uri = pathToFileURL(filePath).href;
    await this.connection.sendNotification(lsp.DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId, version: 1, text },
    });
    return uri;
  }

  /** Wait until the latest diagnostics for uri satisfy predicate. */
  async waitForDiagnostics(uri, predicate = () => true, timeoutMs = 30000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const current = this.diagnostics.get(uri);
      if (current && predicate(current)) {
        return current;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `no matching diagnostics for ${uri} within ${timeoutMs} ms; last: ${JSON.stringify(this.diagnostics.get(uri))}`,
    );
  }

  async stop() {
    if (!this.connection) {
      return;
    }
    const kill = setTimeout(() => this.process.kill('SIGKILL'), 10000);
    try {
      await this.connection.sendRequest(lsp.ShutdownRequest.type);
      await this.connection.sendNotification(lsp.ExitNotification.type);
      await this.exited;
    } finally {
      clearTimeout(kill);
      this.connection.dispose();
    }
  }
}

export { lsp };
