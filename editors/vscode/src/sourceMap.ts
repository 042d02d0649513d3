// Source line <-> assembly lines, from a listing's `sourceMap` (0-based lines both sides).
// No `vscode` import: the decorations glue (asmView.ts) turns these spans into ranges.

import type { SourceMapEntry } from './protocol';

export type Span = [first: number, last: number];

/** Sort and merge overlapping or adjacent spans, so each line is decorated once. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = spans
    .filter(([a, b]) => Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= a)
    .map(([a, b]): Span => [a, b])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1] + 1) {
      last[1] = Math.max(last[1], span[1]);
    } else {
      merged.push(span);
    }
  }
  return merged;
}

/** The assembly spans generated from the given source lines (a cursor line or a selection). */
export function asmSpansForSourceLines(
  sourceMap: readonly SourceMapEntry[] | undefined,
  firstLine: number,
  lastLine: number = firstLine,
): Span[] {
  const spans: Span[] = [];
  for (const entry of sourceMap ?? []) {
    if (entry.sourceLine >= firstLine && entry.sourceLine <= lastLine) {
      spans.push(...entry.ranges);
    }
  }
  return mergeSpans(spans);
}

/** The source lines an assembly line came from (the reverse direction, for the listing's cursor). */
export function sourceLinesForAsmLine(sourceMap: readonly SourceMapEntry[] | undefined, asmLine: number): number[] {
  const lines = new Set<number>();
  for (const entry of sourceMap ?? []) {
    if (entry.ranges.some(([a, b]) => asmLine >= a && asmLine <= b)) {
      lines.add(entry.sourceLine);
    }
  }
  return [...lines].sort((a, b) => a - b);
}

/** Clamp spans to a document of `lineCount` lines (a listing may have been shortened since). */
export function clampSpans(spans: readonly Span[], lineCount: number): Span[] {
  return spans
    .filter(([a]) => a < lineCount)
    .map(([a, b]): Span => [a, Math.min(b, lineCount - 1)]);
}
