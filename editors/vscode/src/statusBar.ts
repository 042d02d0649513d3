// The status bar item: toolchain and model state from `cass.status`.
//
// Refreshed when the server starts, when `cass.*` settings change and when a document is
// saved; while compiles run it asks again every few seconds so the spinner stops on time.

import * as vscode from 'vscode';
import { ExecuteCommandRequest, type LanguageClient } from 'vscode-languageclient/node';

import { statusPresentation } from './presentation';
import { SERVER_COMMANDS, isCompiling, serverHasCommand, statusParams, type ServerStatus } from './protocol';

const COMPILING_POLL_MS = 2000;

export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('cass-lsp.status', vscode.StatusBarAlignment.Right, 100);
  private timer: NodeJS.Timeout | undefined;
  private generation = 0;

  constructor(
    private readonly client: () => LanguageClient | undefined,
    command: string,
  ) {
    this.item.name = 'CASS';
    this.item.command = command;
    this.item.text = '$(loading~spin) CASS';
    this.item.tooltip = 'cass-lsp is starting';
    this.item.show();
  }

  showError(message: string): void {
    this.item.text = '$(error) CASS';
    this.item.tooltip = message;
    this.item.backgroundColor = new vscode.ThemeColor('statusBarItem.errorBackground');
  }

  async refresh(): Promise<void> {
    const client = this.client();
    if (!client || !client.isRunning() || !client.initializeResult) {
      return;
    }
    const generation = ++this.generation;
    if (!serverHasCommand(client.initializeResult.capabilities, SERVER_COMMANDS.status)) {
      this.item.text = '$(chip) CASS';
      this.item.tooltip = 'This cass-lsp does not report its status (no cass.status command): update it.';
      return;
    }
    let status: ServerStatus;
    try {
      status = (await client.sendRequest(ExecuteCommandRequest.type, statusParams())) as ServerStatus;
    } catch (error) {
      this.showError(`cass.status failed: ${String(error)}`);
      return;
    }
    if (generation !== this.generation) {
      return; // a newer refresh is under way
    }
    const shown = statusPresentation(status);
    this.item.text = shown.text;
    const tooltip = new vscode.MarkdownString(shown.tooltip);
    tooltip.supportThemeIcons = true;
    this.item.tooltip = tooltip;
    this.item.backgroundColor =
      shown.level === 'error'
        ? new vscode.ThemeColor('statusBarItem.errorBackground')
        : shown.level === 'warning'
          ? new vscode.ThemeColor('statusBarItem.warningBackground')
          : undefined;
    clearTimeout(this.timer);
    if (isCompiling(status)) {
      this.timer = setTimeout(() => void this.refresh(), COMPILING_POLL_MS);
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.item.dispose();
  }
}
