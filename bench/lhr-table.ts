import { cell, format, markdownTable, type Formatter } from './format';
import { spread } from './stats';

/** The parts of a Lighthouse result (its JSON report) the table reads. */
export type ResultFigures = {
  requestedUrl?: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
};

const columns: { heading: string; audit: string | null; show: Formatter }[] = [
  { heading: 'Score', audit: null, show: (score) => format.score(score * 100) },
  { heading: 'FCP', audit: 'first-contentful-paint', show: format.seconds },
  { heading: 'LCP', audit: 'largest-contentful-paint', show: format.seconds },
  { heading: 'Speed Index', audit: 'speed-index', show: format.seconds },
  { heading: 'TBT', audit: 'total-blocking-time', show: format.ms },
  { heading: 'CLS', audit: 'cumulative-layout-shift', show: format.cls },
  { heading: 'Bytes', audit: 'total-byte-weight', show: format.kb },
];

const valueOf = (result: ResultFigures, audit: string | null) =>
  audit === null ? result.categories.performance?.score : result.audits[audit]?.numericValue;

/**
 * One row per site and page address, in the order of `sites` and then of the runs: the median of
 * each figure over the runs, with min–max when they differ. Sites are told apart by their origins
 * (each is served on its own port); results of other origins are left out.
 */
export function medianTable(
  results: readonly ResultFigures[],
  sites: readonly { name: string; origin: string }[],
): string[] {
  const rows = new Map<string, { site: string; path: string; runs: ResultFigures[] }>();
  for (const { name, origin } of sites) {
    for (const result of results) {
      const url = new URL(result.requestedUrl ?? 'about:blank');
      if (url.origin !== origin) continue;
      const key = `${name} ${url.pathname}`;
      const row = rows.get(key) ?? { site: name, path: url.pathname, runs: [] };
      row.runs.push(result);
      rows.set(key, row);
    }
  }
  return markdownTable(
    ['Site', 'Page', ...columns.map((column) => column.heading), 'Runs'],
    [...rows.values()].map(({ site, path, runs }) => [
      site,
      `\`${path}\``,
      ...columns.map(({ audit, show }) => cell(spread(runs.map((run) => valueOf(run, audit))), show)),
      String(runs.length),
    ]),
  );
}
