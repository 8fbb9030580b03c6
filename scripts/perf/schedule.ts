import type { MeasuredPage } from './pages';
import type { LighthouseMethod, Site } from './results';

export type ScheduledRun = { site: Site; page: MeasuredPage; method: LighthouseMethod; round: number };

/**
 * Every Lighthouse run in order. Each round measures every site's every page, so a machine that
 * slows down during the measurement weighs on all rows alike; within a round the empty page comes
 * first, then each page of ours on each of our sites back to back, then the peers.
 */
export function lighthouseSchedule(
  sites: readonly Site[],
  methods: readonly LighthouseMethod[],
  runs: number,
): ScheduledRun[] {
  const subjects = sites.filter((site) => site.role === 'subject');
  const pageOrder: MeasuredPage[] = [];
  for (const site of subjects) {
    for (const page of site.pages)
      if (!pageOrder.some((known) => known.key === page.key && known.lang === page.lang)) pageOrder.push(page);
  }
  const schedule: ScheduledRun[] = [];
  for (let round = 1; round <= runs; round++) {
    for (const method of methods) {
      for (const site of sites.filter((s) => s.role === 'floor'))
        for (const page of site.pages) schedule.push({ site, page, method, round });
      for (const page of pageOrder) {
        for (const site of subjects)
          if (site.pages.some((own) => own.key === page.key && own.lang === page.lang))
            schedule.push({ site, page, method, round });
      }
      for (const site of sites.filter((s) => s.role === 'peer'))
        for (const page of site.pages) schedule.push({ site, page, method, round });
    }
  }
  return schedule;
}

export function describeOrder(): string {
  return 'one unrecorded warm-up run, then rounds; each round runs every method, and per method the empty page, then each of our pages on each of our sites back to back, then the peers’ pages; interactions afterwards in their own rounds (per language, each site in turn, each interaction on a fresh page).';
}
