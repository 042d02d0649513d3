// Entry point: starts `cass-lsp serve`, wires the commands, listings and status bar.

import * as fs from 'node:fs';
import * as readline from 'node:readline';
import type { Readable } from 'node:stream';
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  ExecuteCommandRequest,
  LanguageClient,
  State,
  TransportKind,
  type ErrorHandler,
  type ExecuteCommandSignature,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';

import { AsmViews } from './asmView';
import { EXTENSION_COMMANDS, registerCommands } from './commands';
import { pollWhilePending, PollCancelledError, sleep, waitWhileCompiling } from './polling';
import { SNIFFED_LANGUAGES, sniffAssembly } from './presentation';
import {
  SERVER_COMMANDS,
  buildFileSelector,
  documentSelector,
  initializationOptions,
  isListing,
  isPending,
  serverHasCommand,
  statusParams,
  withoutRuns,
  type AssemblyListing,
  type ServerStatus,
  type ShowAssemblyArgs,
  type TranslatedAssembly,
} from './protocol';
import { resolveServerCommand, ServerNotFoundError, type ServerCommand } from './serverCommand';
import { StatusBar } from './statusBar';

const SECTION = 'cass';
const POLL_INTERVAL_MS = 750;
/** Restarts after crashes before giving up, within CRASH_WINDOW_MS (vscode-languageclient's rule). */
const MAX_RESTARTS = 4;
const CRASH_WINDOW_MS = 3 * 60 * 1000;
/** Lines of the server's stderr quoted when it fails. */
const STDERR_TAIL_LINES = 5;

let client: LanguageClient | undefined;
let starting: Promise<LanguageClient> | undefined;
let output: vscode.LogOutputChannel;
let views: AsmViews;
let statusBar: StatusBar;
/** The last lines the server wrote to stderr: quoted when it fails to start or crashes. */
let stderrTail: string[] = [];
/** Settles when the server's stderr has been read to its end (the process exited). */
let stderrRead: Promise<void> = Promise.resolve();
/** When the server crashed lately (after it had started). */
let crashes: number[] = [];

/** A failure to start the server, with a message meant for the user. */
class StartError extends Error {}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function serverCommand(): ServerCommand {
  return resolveServerCommand({
    configured: vscode.workspace.getConfiguration(SECTION).get<string[]>('server.command'),
    // A workspace's own virtual environment is the workspace's code: only run it when trusted.
    workspaceFolders: vscode.workspace.isTrusted
      ? (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath)
      : [],
    env: process.env,
    platform: process.platform,
    isExecutable,
  });
}

/** How long to wait for a pending compile: the compile's own limit plus some slack. */
function compileTimeoutMs(): number {
  const seconds = vscode.workspace.getConfiguration(SECTION).get<number>('compile.timeoutSeconds') ?? 60;
  return (seconds + 30) * 1000;
}

async function waitForListing(
  request: () => Promise<unknown>,
  first: unknown,
  what: string,
): Promise<AssemblyListing | undefined> {
  if (!isPending(first)) {
    return isListing(first) ? first : undefined;
  }
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `CASS: ${what}`, cancellable: true },
    async (progress, token) => {
      progress.report({ message: first.message });
      try {
        const answer = await pollWhilePending(request, {
          intervalMs: POLL_INTERVAL_MS,
          timeoutMs: compileTimeoutMs(),
          isCancelled: () => token.isCancellationRequested,
          onPending: (p) => progress.report({ message: p.message }),
        });
        return isListing(answer) ? answer : undefined;
      } catch (error) {
        if (error instanceof PollCancelledError) {
          return undefined;
        }
        throw error;
      }
    },
  );
}

/** Wait until the server has no background compile waiting or running (cass.status). */
async function waitForCompiles(): Promise<void> {
  const current = client;
  if (!current?.initializeResult || !serverHasCommand(current.initializeResult.capabilities, SERVER_COMMANDS.status)) {
    return;
  }
  await waitWhileCompiling(
    async () => (await current.sendRequest(ExecuteCommandRequest.type, statusParams())) as ServerStatus,
    { intervalMs: POLL_INTERVAL_MS, timeoutMs: compileTimeoutMs() },
  );
}

/** `cass.showAssembly`, from the palette or a hover link: wait while compiling, open beside. */
async function openAssembly(command: string, args: unknown[], next: ExecuteCommandSignature): Promise<unknown> {
  const arg = (args[0] ?? {}) as Partial<ShowAssemblyArgs>;
  // Straight to the server: `next` would show vscode-languageclient's "Request
  // workspace/executeCommand failed" beside the server's own reason.
  const current = client;
  const request = async () =>
    current ? await current.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }) : await next(command, args);
  let first: unknown;
  try {
    first = await request();
  } catch (error) {
    void vscode.window.showErrorMessage(`CASS: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const listing = await waitForListing(request, first, `compiling for ${arg.target ?? 'the target'}…`);
  if (!listing) {
    if (!isPending(first) && !isListing(first)) {
      void vscode.window.showErrorMessage(`CASS: unexpected answer from ${command}: ${JSON.stringify(first)}`);
    }
    return first;
  }
  const source = vscode.Uri.parse(arg.uri ?? '');
  const refresh = async () => {
    await waitForCompiles(); // a save recompiles; until then the old listing would come back
    const answer = await pollWhilePending<unknown>(request, { intervalMs: POLL_INTERVAL_MS, timeoutMs: compileTimeoutMs() });
    return isListing(answer) ? answer : undefined;
  };
  await views.show(listing, source, refresh);
  return listing;
}

/**
 * `cass.translateAsm`: the server reports progress itself. Where the client supports
 * window/showDocument (VS Code does) the server writes the result to a `.rdna.s` file and opens
 * it, answering with its `uri`; otherwise the listing opens here, beside the SASS.
 */
async function openTranslation(command: string, args: unknown[], next: ExecuteCommandSignature): Promise<unknown> {
  const arg = (args[0] ?? {}) as { uri?: string };
  const result = (await next(command, args)) as TranslatedAssembly | undefined;
  if (!isListing(result) || !client || typeof result.uri === 'string') {
    // {error} was shown by the server (window/showMessage), {cancelled} needs nothing.
    return result;
  }
  const diagnostics = await client.protocol2CodeConverter.asDiagnostics(result.diagnostics ?? []);
  await views.show(result, vscode.Uri.parse(arg.uri ?? ''), undefined, diagnostics);
  return result;
}

/** The server's stderr goes to the output channel, as vscode-languageclient would; the tail is kept. */
function pipeStderr(input: Readable, channel: vscode.LogOutputChannel): void {
  const lines = readline.createInterface({ input, crlfDelay: Infinity, terminal: false, historySize: 0 });
  stderrRead = new Promise((resolve) => lines.once('close', () => resolve()));
  lines.on('line', (line) => {
    channel.error(line);
    stderrTail.push(line);
    if (stderrTail.length > STDERR_TAIL_LINES) {
      stderrTail.shift();
    }
  });
}

function pipeStdout(input: Readable, channel: vscode.LogOutputChannel): void {
  readline.createInterface({ input, crlfDelay: Infinity, terminal: false, historySize: 0 }).on('line', (line) =>
    channel.info(line),
  );
}

function lastWords(): string {
  return stderrTail.length ? ` Its last output: ${stderrTail.join(' | ')}` : '';
}

/**
 * What happens when the server's connection closes. While starting, nothing: startClient reports
 * the failure once, with the reason. Once it ran, a crash restarts it through restartClient (so
 * a restart that fails is reported like any failed start), up to MAX_RESTARTS times in 3
 * minutes; then the user is told, with the server's last words. vscode-languageclient's own
 * restarts and messages are not used: they say "write EPIPE" and little else.
 */
function errorHandler(server: ServerCommand, running: () => boolean): ErrorHandler {
  return {
    error: () => ({ action: running() ? ErrorAction.Continue : ErrorAction.Shutdown, handled: true }),
    closed: () => {
      if (!running()) {
        return { action: CloseAction.DoNotRestart, handled: true };
      }
      const now = Date.now();
      crashes = [...crashes.filter((t) => now - t < CRASH_WINDOW_MS), now];
      if (crashes.length > MAX_RESTARTS) {
        reportFailure(
          new StartError(
            `cass-lsp (${server.command}) stopped ${crashes.length} times in 3 minutes and is not restarted again.${lastWords()}`,
          ),
        );
      } else {
        output.warn(`cass-lsp stopped unexpectedly; restarting it.${lastWords()}`);
        setTimeout(() => void restartClient().catch(reportFailure), 0);
      }
      return { action: CloseAction.DoNotRestart, handled: true };
    },
  };
}

function clientOptions(server: ServerCommand, next: () => LanguageClient | undefined): LanguageClientOptions {
  return {
    stdioOptions: { stdout: pipeStdout, stderr: pipeStderr },
    // No retry and no message of the client's own: startClient reports the failure, with the reason.
    initializationFailedHandler: () => false,
    errorHandler: errorHandler(server, () => next()?.state === State.Running),
    documentSelector: [...documentSelector(), ...buildFileSelector()],
    initializationOptions: () => initializationOptions(vscode.workspace.getConfiguration().get(SECTION)),
    synchronize: { configurationSection: SECTION },
    outputChannel: output,
    // Hovers link to the full listing through these commands; nothing else runs from markdown.
    markdown: {
      isTrusted: { enabledCommands: [SERVER_COMMANDS.showAssembly, SERVER_COMMANDS.translateAsm] },
      supportThemeIcons: true,
    },
    middleware: {
      executeCommand: async (command, args, next) => {
        if (command === SERVER_COMMANDS.showAssembly) {
          return openAssembly(command, args, next);
        }
        if (command === SERVER_COMMANDS.translateAsm) {
          // the model may have loaded (or failed) on the way: the status says which
          return openTranslation(command, args, next).finally(() => void statusBar.refresh());
        }
        return next(command, args);
      },
      workspace: {
        // The server applies the settings it pulls as soon as the answer reaches it: the status is
        // asked for after that, not after a guessed delay (a loaded server can take longer).
        configuration: async (params, token, next) => {
          const result = await next(params, token);
          setTimeout(() => void statusBar.refresh(), 50);
          return vscode.workspace.isTrusted ? result : withoutRuns(result);
        },
      },
    },
  };
}

async function startClient(): Promise<LanguageClient> {
  let server: ServerCommand;
  try {
    server = serverCommand();
  } catch (error) {
    throw new StartError(error instanceof ServerNotFoundError ? error.message : String(error));
  }
  if (server.command.includes('/') && !isExecutable(server.command)) {
    throw new StartError(
      `the server command ${server.command} (from ${server.source === 'setting' ? 'the setting cass.server.command' : server.source}) ` +
        'does not exist or is not executable. Fix "cass.server.command" (e.g. ["/path/to/.venv/bin/cass-lsp", "serve"]), then run "CASS: Restart Server".',
    );
  }
  output.info(`starting ${server.command} ${server.args.join(' ')} (from ${server.source})`);
  const serverOptions: ServerOptions = {
    command: server.command,
    args: server.args,
    transport: TransportKind.stdio,
    options: { env: { ...process.env, PYTHONUNBUFFERED: '1' } },
  };
  stderrTail = [];
  const next: LanguageClient = new LanguageClient('cass', 'cass-lsp', serverOptions, clientOptions(server, () => next));
  next.onDidChangeState((event) => {
    if (client !== next) {
      return;
    }
    if (event.newState === State.Running) {
      void statusBar.refresh();
    } else if (event.newState === State.Stopped) {
      statusBar.showError('cass-lsp is not running: run "CASS: Restart Server" to start it again.');
    }
  });
  try {
    await next.start();
  } catch (error) {
    // Quote the server's last lines of stderr once read to its end (a fixed 300 ms wait missed
    // them on a loaded machine); a server still running is stopped by dispose. At most 5 s.
    void next.dispose().catch(() => undefined);
    await Promise.race([stderrRead, sleep(5000)]);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartError(`cass-lsp (${server.command}) stopped while starting (${reason}).${lastWords()}`);
  }
  client = next;
  void statusBar.refresh();
  return next;
}

/** Tell the user the server cannot run: the status bar turns red, a message says why. */
function reportFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  output.error(message);
  statusBar.showError(message);
  void vscode.window.showErrorMessage(`CASS: ${message}`, 'Show Output', 'Restart Server').then((choice) => {
    if (choice === 'Show Output') {
      output.show();
    } else if (choice === 'Restart Server') {
      void restartClient().catch(reportFailure);
    }
  });
}

function ensureClient(): Promise<LanguageClient> {
  if (client?.isRunning()) {
    return Promise.resolve(client);
  }
  starting ??= startClient().finally(() => {
    starting = undefined;
  });
  return starting;
}

async function restartClient(): Promise<void> {
  const old = client;
  client = undefined;
  if (old) {
    await old.stop().catch((error: unknown) => output.warn(`stopping the server: ${String(error)}`));
    old.dispose();
  }
  await ensureClient();
}

/** Label SASS and AMD GPU listings VS Code did not recognise (plain text, `.sass`, `.s`). */
async function sniff(doc: vscode.TextDocument): Promise<void> {
  if (doc.uri.scheme !== 'file' || !SNIFFED_LANGUAGES.has(doc.languageId)) {
    return;
  }
  const head = doc.getText(new vscode.Range(0, 0, Math.min(doc.lineCount, 12), 0));
  const language = sniffAssembly(head);
  if (language && language !== doc.languageId) {
    await vscode.languages.setTextDocumentLanguage(doc, language);
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('CASS', { log: true });
  views = new AsmViews();
  statusBar = new StatusBar(() => client, EXTENSION_COMMANDS.showOutput);
  context.subscriptions.push(
    output,
    views,
    statusBar,
    ...registerCommands({ client: ensureClient }),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.restartServer, () => restartClient().catch(reportFailure)),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.showOutput, () => output.show()),
    vscode.workspace.onDidOpenTextDocument((doc) => void sniff(doc)),
    vscode.workspace.onDidSaveTextDocument(() => void statusBar.refresh()),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration(`${SECTION}.server.command`)) {
        const choice = await vscode.window.showInformationMessage(
          'cass.server.command changed: restart cass-lsp to use it?',
          'Restart',
        );
        if (choice === 'Restart') {
          await restartClient().catch(reportFailure);
        }
      }
      // Otherwise the server pulls the new settings when notified, and the status is refreshed
      // once it has (the middleware's workspace.configuration).
    }),
  );
  vscode.workspace.textDocuments.forEach((doc) => void sniff(doc));
  await ensureClient().catch(reportFailure);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
