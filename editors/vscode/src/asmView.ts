// Read-only assembly listings beside the source, with the cursor's lines highlighted both ways.
//
// A listing is a virtual document (scheme `cass-asm`) served from memory, so VS Code opens it
// read-only. Moving the cursor in the source highlights the assembly generated from that line;
// moving it in the listing highlights the source lines the instruction came from.

import * as vscode from 'vscode';

import { ASM_SCHEME, type AssemblyListing } from './protocol';
import { listingPath } from './presentation';
import { asmSpansForSourceLines, clampSpans, sourceLinesForAsmLine, type Span } from './sourceMap';

interface OpenListing {
  listing: AssemblyListing;
  sourceUri: string;
  /** Asks the server again (after the source is saved); undefined when it cannot be redone. */
  refresh?: () => Promise<AssemblyListing | undefined>;
}

export class AsmViews implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly open = new Map<string, OpenListing>();
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('cass-asm');
  private readonly disposables: vscode.Disposable[] = [];
  private readonly asmHighlight = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: new vscode.ThemeColor('editor.rangeHighlightBackground'),
    overviewRulerColor: new vscode.ThemeColor('editorOverviewRuler.rangeHighlightForeground'),
    overviewRulerLane: vscode.OverviewRulerLane.Center,
  });
  private readonly sourceHighlight = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: new vscode.ThemeColor('editor.rangeHighlightBackground'),
  });

  constructor() {
    this.disposables.push(
      vscode.workspace.registerTextDocumentContentProvider(ASM_SCHEME, this),
      vscode.window.onDidChangeTextEditorSelection((e) => this.selectionChanged(e.textEditor)),
      vscode.window.onDidChangeVisibleTextEditors(() => this.redecorateAll()),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (this.open.has(e.document.uri.toString())) {
          this.redecorateAll();
        }
      }),
      vscode.workspace.onDidSaveTextDocument((doc) => void this.sourceSaved(doc)),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        if (doc.uri.scheme === ASM_SCHEME) {
          this.open.delete(doc.uri.toString());
          this.diagnostics.delete(doc.uri);
        }
      }),
    );
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.open.get(uri.toString())?.listing.text ?? '; this listing is no longer available: run the command again\n';
  }

  /** Open (or update) the listing beside its source and highlight the cursor's lines. */
  async show(
    listing: AssemblyListing,
    sourceUri: vscode.Uri,
    refresh?: () => Promise<AssemblyListing | undefined>,
    diagnostics?: vscode.Diagnostic[],
  ): Promise<vscode.TextEditor> {
    const fallback = sourceUri.path.split('/').pop() ?? 'listing';
    const uri = vscode.Uri.from({
      scheme: ASM_SCHEME,
      path: listingPath(listing, fallback),
      // The source in the query keeps listings of equally named kernels in two files apart.
      query: `source=${encodeURIComponent(sourceUri.toString())}`,
    });
    const key = uri.toString();
    const known = this.open.has(key);
    this.open.set(key, { listing, sourceUri: sourceUri.toString(), refresh });
    if (known) {
      this.changed.fire(uri);
    }
    this.diagnostics.set(uri, diagnostics ?? []);
    let doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== listing.languageId) {
      doc = await vscode.languages.setTextDocumentLanguage(doc, listing.languageId);
    }
    const editor = await vscode.window.showTextDocument(doc, {
      viewColumn: vscode.ViewColumn.Beside,
      preserveFocus: true,
      preview: false,
    });
    this.redecorateAll();
    return editor;
  }

  private selectionChanged(editor: vscode.TextEditor): void {
    const uri = editor.document.uri.toString();
    const asListing = this.open.get(uri);
    if (asListing) {
      this.highlightSourceFrom(editor, asListing);
      return;
    }
    for (const [asmKey, entry] of this.open) {
      if (entry.sourceUri === uri) {
        this.highlightListingFrom(editor, asmKey, entry, true);
      }
    }
  }

  private redecorateAll(): void {
    for (const [asmKey, entry] of this.open) {
      const source = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === entry.sourceUri);
      if (source) {
        this.highlightListingFrom(source, asmKey, entry, false);
      }
    }
  }

  private highlightListingFrom(source: vscode.TextEditor, asmKey: string, entry: OpenListing, reveal: boolean): void {
    const selection = source.selection;
    const spans = asmSpansForSourceLines(entry.listing.sourceMap, selection.start.line, selection.end.line);
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() !== asmKey) {
        continue;
      }
      const ranges = toRanges(clampSpans(spans, editor.document.lineCount));
      editor.setDecorations(this.asmHighlight, ranges);
      const first = ranges[0];
      if (reveal && first && !editor.visibleRanges.some((r) => r.intersection(first))) {
        editor.revealRange(first, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
      }
    }
  }

  private highlightSourceFrom(listingEditor: vscode.TextEditor, entry: OpenListing): void {
    const lines = sourceLinesForAsmLine(entry.listing.sourceMap, listingEditor.selection.active.line);
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() === entry.sourceUri) {
        const spans = clampSpans(
          lines.map((l): Span => [l, l]),
          editor.document.lineCount,
        );
        editor.setDecorations(this.sourceHighlight, toRanges(spans));
      }
    }
  }

  private async sourceSaved(doc: vscode.TextDocument): Promise<void> {
    const uri = doc.uri.toString();
    for (const [asmKey, entry] of this.open) {
      if (entry.sourceUri !== uri || !entry.refresh) {
        continue;
      }
      try {
        const listing = await entry.refresh();
        if (listing && this.open.has(asmKey)) {
          this.open.set(asmKey, { ...entry, listing });
          this.changed.fire(vscode.Uri.parse(asmKey));
        }
      } catch {
        // Keep the old listing: the source may not compile right now; its diagnostics say why.
      }
    }
  }

  dispose(): void {
    this.disposables.forEach((d) => d.dispose());
    this.asmHighlight.dispose();
    this.sourceHighlight.dispose();
    this.diagnostics.dispose();
    this.changed.dispose();
  }
}

function toRanges(spans: readonly Span[]): vscode.Range[] {
  return spans.map(([a, b]) => new vscode.Range(a, 0, b, 0));
}
