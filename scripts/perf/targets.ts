import { format, KB, range } from './format';
import type { PageKind } from './pages';
import type { InteractionSpread, Spread } from './stats';

/**
 * Issue 13's targets and issue 21's. Relative ones are against pages measured in the same run: the
 * empty page, a peer's gallery, the same page of the `before` build.
 */
export const targets = {
  simulated: {
    minScore: 98,
    fcpOverEmptyMs: 150,
    lcpMs: { gallery: 1600, home: 1250 },
    tbtFactor: 1.25,
    maxCls: 0.01,
    /** Issue 21: every run's LCP of a gallery within this share of its median (its photo and its scripts no longer race). */
    galleryLcpSpread: 0.15,
  },
  applied: {
    fcpMs: 1000,
    lcpMs: 1500,
    /** Issue 21: a gallery's blocking time against the empty page's. */
    galleryTbtFactor: 1.15,
  },
  bytesBeforeScrolling: { gallery: 400 * KB, home: 300 * KB },
  /** Issue 21: a page's HTML and page data (gzipped) against the same page of the `before` build. */
  htmlAndDataFactor: 1.1,
  interactionMs: 100,
} as const;

export type MetricKey = 'score' | 'fcp' | 'lcp' | 'speedIndex' | 'tbt' | 'cls' | 'bytes';
export type PageStats = Record<MetricKey, Spread | null>;
export type MethodStats = { simulated?: PageStats; applied?: PageStats };

export type Check = {
  /** Which figures the check reads: Lighthouse's by method, the exported files, the interactions. */
  group: 'simulated' | 'applied' | 'bytes' | 'files' | 'interaction';
  name: string;
  /** Null when a figure is missing (a method not measured, every run failed, no page to compare with). */
  ok: boolean | null;
  text: string;
};

/** What a page is held against besides fixed limits, all measured in the same run. */
export type References = {
  empty: MethodStats;
  /** Every peer's gallery, named as the report names it ('hugo gallery'). */
  peerGalleries: { name: string; simulated?: PageStats }[];
  /** The same page of the `before` build (its gzipped HTML and data, null when not measured); absent for the `before` build's own pages. */
  before?: { htmlAndData: number | null };
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

/** Issue 21: a gallery's LCP must not depend on which run it was (fewer than 2 runs decide nothing). */
function lcpSpreadCheck(lcp: Spread | null | undefined): Check {
  const share = targets.simulated.galleryLcpSpread;
  const name = `LCP of every run within ±${Math.round(share * 100)}% of the median`;
  if (!lcp || lcp.n < 2) return { group: 'simulated', name, ok: null, text: '–' };
  const low = lcp.median * (1 - share);
  const high = lcp.median * (1 + share);
  return {
    group: 'simulated',
    name,
    ok: lcp.min >= low && lcp.max <= high,
    text: `${range(lcp.min, lcp.max, format.seconds)} around ${format.seconds(lcp.median)} (limit ${range(low, high, format.seconds)})`,
  };
}

/**
 * Every target that applies to a page of this kind, from the medians of the page and of its
 * references. Bytes come from the simulated runs (the page loads unthrottled there; the same
 * requests as under applied throttling, before any scrolling); HTML and data from the site's folder.
 */
export function pageChecks(
  kind: PageKind,
  page: MethodStats & { htmlAndData?: number | null },
  references: References,
): Check[] {
  const { simulated, applied } = page;
  const { empty } = references;
  const emptyFcp = middle(empty.simulated, 'fcp');
  const emptyTbt = middle(empty.simulated, 'tbt');
  const emptyAppliedTbt = middle(empty.applied, 'tbt');
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
  if (kind === 'gallery') {
    // Without a peer in the run, the check is shown undecided.
    const peers: References['peerGalleries'] = references.peerGalleries.length
      ? references.peerGalleries
      : [{ name: 'a peer’s gallery' }];
    checks.push(
      lcpSpreadCheck(simulated?.lcp),
      ...peers.map((peer) =>
        check('simulated', {
          name: `LCP ≤ ${peer.name}`,
          value: middle(simulated, 'lcp'),
          limit: middle(peer.simulated, 'lcp'),
          atMost: true,
          show: format.seconds,
        }),
      ),
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
  if (kind === 'gallery') {
    checks.push(
      check('applied', {
        name: `TBT ≤ ${targets.applied.galleryTbtFactor} × empty`,
        value: middle(applied, 'tbt'),
        limit: emptyAppliedTbt === undefined ? null : emptyAppliedTbt * targets.applied.galleryTbtFactor,
        atMost: true,
        show: format.ms,
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
  if (references.before) {
    const base = references.before.htmlAndData;
    checks.push(
      check('files', {
        name: `HTML + data ≤ ${targets.htmlAndDataFactor.toFixed(2)} × before`,
        value: page.htmlAndData,
        limit: base === null ? null : base * targets.htmlAndDataFactor,
        atMost: true,
        show: format.kbPrecise,
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
