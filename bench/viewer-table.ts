import { durationThresholdMs } from './event-timing';
import { interactionSpread, type InteractionSpread } from './stats';

/** One measured interaction of one round on one site; a failed run has an error and no duration. */
export type ViewerRun = { site: string; interaction: string; durationMs: number | null; error: string | null };

/** The runs of one interaction on one site, summed up. */
export type ViewerCell = { spread: InteractionSpread | null; runs: number; failed: number; firstError: string | null };

/** Each interaction's cell per site, with interactions and sites in the order they were first measured. */
export function aggregate(runs: readonly ViewerRun[]): {
  interactions: string[];
  sites: string[];
  cellOf: (interaction: string, site: string) => ViewerCell | null;
} {
  const interactions = [...new Set(runs.map((run) => run.interaction))];
  const sites = [...new Set(runs.map((run) => run.site))];
  const cellOf = (interaction: string, site: string): ViewerCell | null => {
    const own = runs.filter((run) => run.interaction === interaction && run.site === site);
    if (own.length === 0) return null;
    const measured = own.filter((run) => run.error === null);
    return {
      spread: interactionSpread(measured.map((run) => run.durationMs)),
      runs: own.length,
      failed: own.length - measured.length,
      firstError: own.find((run) => run.error !== null)?.error ?? null,
    };
  };
  return { interactions, sites, cellOf };
}

const ms = (value: number | null) => (value === null ? `< ${durationThresholdMs} ms` : `${Math.round(value)} ms`);

/** '56 ms (48–72)': the median, then the fastest and slowest runs when they differ; '—' when not measured. */
export function cellText(cell: ViewerCell | null): string {
  if (!cell) return '—';
  const failures = cell.failed ? `, ${cell.failed} of ${cell.runs} failed: ${cell.firstError}` : '';
  if (!cell.spread) return `failed (${cell.runs} of ${cell.runs}: ${cell.firstError})`;
  const { median, min, max } = cell.spread;
  const range = min === max ? '' : ` (${min === null ? `< ${durationThresholdMs}` : Math.round(min)}–${ms(max)})`;
  return `${ms(median)}${range}${failures}`;
}

/** The report's table: a row per interaction, a column per site. */
export function markdownTable(runs: readonly ViewerRun[]): string[] {
  const { interactions, sites, cellOf } = aggregate(runs);
  return [
    `| Interaction | ${sites.join(' | ')} |`,
    `| --- | ${sites.map(() => '---:').join(' | ')} |`,
    ...interactions.map(
      (interaction) => `| ${interaction} | ${sites.map((site) => cellText(cellOf(interaction, site))).join(' | ')} |`,
    ),
  ];
}
