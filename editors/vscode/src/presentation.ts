// Texts the extension shows: status bar, listing names, assembly sniffing. No `vscode` import.

import { LANGUAGES, type AssemblyListing, type ServerStatus } from './protocol';

export type Level = 'ok' | 'warning' | 'error';

export interface StatusPresentation {
  text: string;
  tooltip: string; // Markdown
  level: Level;
}

function short(path: string | null): string {
  return path ?? 'not found';
}

/** The status bar item: `$(chip) CASS HIP 5.2.3 · gfx1100, gfx90a · rules`, details in the tooltip. */
export function statusPresentation(status: ServerStatus): StatusPresentation {
  const tc = status.toolchain;
  const errors = tc.problems.filter((p) => p.severity === 'error');
  const modelProblems = (status.model.problems as { task: string; message: string; fix: string }[] | undefined) ?? [];
  const modelBroken = status.model.state === 'unavailable' || status.model.state === 'failed';
  const level: Level =
    errors.length > 0 ? 'error' : tc.problems.length > 0 || modelBroken ? 'warning' : 'ok';
  const compiling = typeof status.compiling === 'number' ? status.compiling > 0 : status.compiling;
  const icon = compiling ? '$(sync~spin)' : level === 'ok' ? '$(chip)' : '$(warning)';
  const hip = tc.hipcc ? `HIP ${tc.hipVersion ?? '?'}` : 'no hipcc';
  // "auto" converts with the CASS source model when one is configured and usable.
  const sourceModelUsable = Boolean(status.model.sourceModel) && !modelBroken && status.model.state !== 'not configured';
  const engine = status.engine === 'auto' ? `auto (${sourceModelUsable ? 'model' : 'rules'})` : status.engine;
  const parts = [hip];
  if (tc.targets.length > 0) {
    parts.push(tc.targets.join(', '));
  }
  parts.push(engine);
  const run = status.run;
  if (run?.latest) {
    parts.push(`run: ${run.latest.verdict}`);
  }
  const text = `${icon} CASS ${parts.join(' · ')}`;

  const lines = [
    '**cass-lsp**',
    '',
    `- hipcc: \`${short(tc.hipcc)}\`${tc.hipVersion ? ` (HIP ${tc.hipVersion})` : ''}`,
    `- AMD targets: ${tc.targets.length ? tc.targets.map((t) => `\`${t}\``).join(', ') : 'none'}`,
    `- nvcc: \`${short(tc.nvcc)}\`; SASS tools (cuobjdump, nvdisasm): ${tc.sassTools ? 'found' : 'missing'}`,
    `- engine: \`${status.engine}\`; model (${status.model.backend}): ${status.model.id ? `\`${status.model.id}\` ` : ''}${status.model.state}`,
  ];
  if (run) {
    const where = run.platform === 'nvidia' ? `, HIP's NVIDIA platform (HIP ${run.hipVersion ?? '?'})` : '';
    lines.push(run.platform ? `- runs: on ${run.gpu ?? 'the GPU'}${where}` : `- runs: no (${run.skipped ?? 'off'})`);
    if (run.latest) {
      lines.push(`- last run: \`${run.latest.file}\`: **${run.latest.verdict}** ${run.latest.message ?? ''}`.trimEnd());
    }
  }
  if (compiling) {
    lines.push(`- compiling: ${typeof status.compiling === 'number' ? status.compiling : 'yes'}`);
  }
  for (const p of tc.problems) {
    lines.push('', `**${p.severity}** (${p.component}): ${p.message}`, '', `Fix: ${p.fix}`);
  }
  for (const p of modelProblems) {
    lines.push('', `**model** (${p.task}): ${p.message}`, '', `Fix: ${p.fix}`);
  }
  return { text, tooltip: lines.join('\n'), level };
}

/** File extension of a listing's virtual document: it picks the language (contributes.languages). */
export function listingExtension(languageId: string): string {
  return languageId === LANGUAGES.sass ? 'cuasm' : 'amdgcn';
}

/** Path of a listing's virtual document; the tab shows its last part: `block_sum.gfx1100.amdgcn`. */
export function listingPath(listing: AssemblyListing, fallbackName: string): string {
  const name = (listing.kernel || fallbackName || 'listing').replace(/[^A-Za-z0-9_.-]+/g, '_');
  const target = (listing.target || '').replace(/[^A-Za-z0-9_.-]+/g, '_');
  return `/${target ? `${name}.${target}` : name}.${listingExtension(listing.languageId)}`;
}

const SASS_HEAD = /^\s*(code for sm_\d+|Fatbin (elf|ptx) code:|Function\s*:|\.headerflags|\/\/-+ \.text\.)/m;
const AMDGPU_HEAD = /(\.amdgcn_target|\.amdhsa_|file format elf64-amdgpu)/;

/**
 * The assembly language of a document VS Code did not recognise (plain text, a `.s` claimed by
 * a generic assembler extension, a `.sass` taken for a Sass stylesheet), from its first lines.
 * A stylesheet never starts with `code for sm_`, so Sass stylesheets stay stylesheets.
 */
export function sniffAssembly(head: string): string | undefined {
  const firstLines = head.split('\n').slice(0, 12).join('\n');
  if (SASS_HEAD.test(firstLines)) {
    return LANGUAGES.sass;
  }
  if (AMDGPU_HEAD.test(firstLines)) {
    return LANGUAGES.amdgpu;
  }
  return undefined;
}

/** Language ids whose documents may be re-labelled by sniffAssembly. */
export const SNIFFED_LANGUAGES = new Set(['plaintext', 'sass', 'asm', 'arm', 'asm-intel-x86-generic', 'gas', 'riscv']);
