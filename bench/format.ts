import type { Spread } from './stats';

const KB = 1024;

export type Formatter = (value: number) => string;

export const format = {
  score: (value: number) => String(Math.round(value)),
  seconds: (value: number) => `${(value / 1000).toFixed(2)} s`,
  ms: (value: number) => `${Math.round(value)} ms`,
  cls: (value: number) => value.toFixed(3),
  kb: (value: number) => `${Math.round(value / KB)} KB`,
  /** For sizes where a tenth of a KB matters (a page's HTML against a limit 10% above another's). */
  kbPrecise: (value: number) => `${(value / KB).toFixed(1)} KB`,
} satisfies Record<string, Formatter>;

const unit = / (s|ms|KB)$/;

/** '1.50–1.66 s': the unit once; a single value when both ends read the same. */
function range(low: number, high: number, formatter: Formatter): string {
  const [from, to] = [formatter(low), formatter(high)];
  return from === to ? to : `${from.replace(unit, '')}–${to}`;
}

/** '1.57 s (1.50–1.66 s)': the median, then the range across runs when they differ. */
export function cell(stats: Spread | null, formatter: Formatter): string {
  if (!stats) return '–';
  const value = formatter(stats.median);
  const runs = range(stats.min, stats.max, formatter);
  return stats.n < 2 || runs === formatter(stats.max) ? value : `${value} (${runs})`;
}

/** A table cell may not contain a bare pipe. */
function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function markdownTable(headings: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${headings.join(' | ')} |`,
    `|${headings.map(() => ' --- |').join('')}`,
    ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ];
}
