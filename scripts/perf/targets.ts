import { format, KB } from './format';
import type { PageKind } from './pages';
import type { InteractionSpread, Spread } from './stats';

/** Issue 13's targets. Relative ones are against the empty page measured in the same run. */
export const targets = {
  simulated: { minScore: 98, fcpOverEmptyMs: 150, lcpMs: { gallery: 1600, home: 1250 }, tbtFactor: 1.25, maxCls: 0.01 },
  applied: { fcpMs: 1000, lcpMs: 1500, homeSpeedIndexMs: 2500 },
  bytesBeforeScrolling: { gallery: 400 * KB, home: 300 * KB },
  interactionMs: 100,
} as const;

export type MetricKey = 'score' | 'fcp' | 'lcp' | 'speedIndex' | 'tbt' | 'cls' | 'bytes';
export type PageStats = Record<MetricKey, Spread | null>;

export type Check = {
  /** Which figures the check reads. */
  group: 'simulated' | 'applied' | 'bytes' | 'interaction';
  name: string;
  /** Null when a figure is missing (a method not measured, every run failed). */
  ok: boolean | null;
  text: string;
};

type Rule = {
  name: string;
  value: number | null | undefined;
  limit: number | null | undefined;
  atMost: boolean;
  show: (value: number) => string;
};

function check(group: Check['group'], { name, value, limit, atMost, show }: Rule): Check {
  if (value === null || value === undefined || limit === null || limit === undefined)
    return { group, name, ok: null, text: '–' };
  const ok = atMost ? value <= limit : value >= limit;
  return { group, name, ok, text: `${show(value)} (limit ${show(limit)})` };
}

const middle = (stats: PageStats | undefined, key: MetricKey) => stats?.[key]?.median;

/**
 * Every target of issue 13 that applies to a page of this kind, from the medians of the page and of
 * the empty page of the same run. Bytes come from the simulated runs (the page loads unthrottled
 * there; the same requests as under applied throttling, before any scrolling).
 */
export function pageChecks(
  kind: PageKind,
  page: { simulated?: PageStats; applied?: PageStats },
  empty: { simulated?: PageStats; applied?: PageStats },
): Check[] {
  const { simulated, applied } = page;
  const emptyFcp = middle(empty.simulated, 'fcp');
  const emptyTbt = middle(empty.simulated, 'tbt');
  const checks: Check[] = [
    check('simulated', {
      name: `Score ≥ ${targets.simulated.minScore}`,
      value: middle(simulated, 'score'),
      limit: targets.simulated.minScore,
      atMost: false,
      show: format.score,
    }),
    check('simulated', {
      name: `FCP ≤ empty + ${targets.simulated.fcpOverEmptyMs} ms`,
      value: middle(simulated, 'fcp'),
      limit: emptyFcp === undefined ? null : emptyFcp + targets.simulated.fcpOverEmptyMs,
      atMost: true,
      show: format.seconds,
    }),
  ];
  if (kind === 'gallery' || kind === 'home') {
    const limit = targets.simulated.lcpMs[kind];
    checks.push(
      check('simulated', {
        name: `LCP ≤ ${format.seconds(limit)}`,
        value: middle(simulated, 'lcp'),
        limit,
        atMost: true,
        show: format.seconds,
      }),
    );
  }
  checks.push(
    check('simulated', {
      name: `TBT ≤ ${targets.simulated.tbtFactor} × empty`,
      value: middle(simulated, 'tbt'),
      limit: emptyTbt === undefined ? null : emptyTbt * targets.simulated.tbtFactor,
      atMost: true,
      show: format.ms,
    }),
    check('simulated', {
      name: `CLS ≤ ${targets.simulated.maxCls}`,
      value: middle(simulated, 'cls'),
      limit: targets.simulated.maxCls,
      atMost: true,
      show: format.cls,
    }),
    check('applied', {
      name: `FCP ≤ ${format.seconds(targets.applied.fcpMs)}`,
      value: middle(applied, 'fcp'),
      limit: targets.applied.fcpMs,
      atMost: true,
      show: format.seconds,
    }),
    check('applied', {
      name: `LCP ≤ ${format.seconds(targets.applied.lcpMs)}`,
      value: middle(applied, 'lcp'),
      limit: targets.applied.lcpMs,
      atMost: true,
      show: format.seconds,
    }),
  );
  if (kind === 'home') {
    const limit = targets.applied.homeSpeedIndexMs;
    checks.push(
      check('applied', {
        name: `Speed Index ≤ ${format.seconds(limit)}`,
        value: middle(applied, 'speedIndex'),
        limit,
        atMost: true,
        show: format.seconds,
      }),
    );
  }
  if (kind === 'gallery' || kind === 'home') {
    const limit = targets.bytesBeforeScrolling[kind];
    checks.push(
      check('bytes', {
        name: `Bytes ≤ ${format.kb(limit)}`,
        value: middle(simulated, 'bytes') ?? middle(applied, 'bytes'),
        limit,
        atMost: true,
        show: format.kb,
      }),
    );
  }
  return checks;
}

/** An interaction's median time to next paint against the target; "under 16 ms" passes. */
export function interactionCheck(stats: InteractionSpread | null, thresholdMs: number): Check {
  const name = `≤ ${targets.interactionMs} ms`;
  if (!stats) return { group: 'interaction', name, ok: null, text: '–' };
  if (stats.median === null) return { group: 'interaction', name, ok: true, text: `< ${thresholdMs} ms` };
  return check('interaction', {
    name,
    value: stats.median,
    limit: targets.interactionMs,
    atMost: true,
    show: format.ms,
  });
}
