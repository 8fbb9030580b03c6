import { cell, escapeCell, format, markdownTable, type Formatter } from './format';
import { gzippedTotal, type HtmlAndDataRun } from './html-and-data';
import { pageLabel, type MeasuredPage } from './pages';
import {
  interactionNames,
  lighthouseMethods,
  resourceTypes,
  type InteractionName,
  type LcpPhases,
  type LighthouseMethod,
  type LighthouseRun,
  type RawResults,
  type Site,
} from './results';
import { interactionSpread, median, spread } from './stats';
import {
  interactionCheck,
  pageChecks,
  targets,
  type Check,
  type MethodStats,
  type MetricKey,
  type PageStats,
  type References,
} from './targets';

const methodTitles: Record<LighthouseMethod, string> = {
  simulated: 'Mobile, simulated throttling (PageSpeed Insights’ method)',
  applied: 'Mobile, applied throttling (DevTools: the page really loads on slow 4G and a 4× slower CPU)',
  desktop: 'Desktop preset (simulated, for information)',
};

const interactionTitles: Record<InteractionName, string> = {
  'open-viewer': 'Open the gallery viewer, its first open: click the first photo of weddings as soon as the page has taken over',
  'next-photo': 'Next photo: the viewer’s next button',
  'open-menu': 'Open the mobile menu: the burger on home',
  'tick-checkbox': 'Tick ‘Wedding’ in the contact form',
};

const metricColumns: { key: MetricKey; title: string; formatter: Formatter }[] = [
  { key: 'score', title: 'Score', formatter: format.score },
  { key: 'fcp', title: 'FCP', formatter: format.seconds },
  { key: 'lcp', title: 'LCP', formatter: format.seconds },
  { key: 'speedIndex', title: 'Speed Index', formatter: format.seconds },
  { key: 'tbt', title: 'TBT', formatter: format.ms },
  { key: 'cls', title: 'CLS', formatter: format.cls },
  { key: 'bytes', title: 'Bytes', formatter: format.kb },
];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const samePage = (a: MeasuredPage, b: MeasuredPage) => a.key === b.key && a.lang === b.lang;

function successfulRuns(
  results: RawResults,
  site: string,
  page: MeasuredPage,
  method: LighthouseMethod,
): LighthouseRun[] {
  return results.lighthouse.filter(
    (run) => run.site === site && run.method === method && samePage(run.page, page) && run.figures && !run.error,
  );
}

function pageStats(runs: readonly LighthouseRun[]): PageStats | undefined {
  const figures = runs.flatMap((run) => (run.figures ? [run.figures] : []));
  if (figures.length === 0) return undefined;
  return {
    score: spread(figures.map((f) => f.score)),
    fcp: spread(figures.map((f) => f.fcp)),
    lcp: spread(figures.map((f) => f.lcp)),
    speedIndex: spread(figures.map((f) => f.speedIndex)),
    tbt: spread(figures.map((f) => f.tbt)),
    cls: spread(figures.map((f) => f.cls)),
    bytes: spread(figures.map((f) => f.bytes.total)),
  };
}

/** Every page of the sites built from the route table, in the table's order, each once. */
function subjectPages(sites: readonly Site[]): MeasuredPage[] {
  const pages: MeasuredPage[] = [];
  for (const site of sites.filter((s) => s.role === 'subject')) {
    for (const page of site.pages) if (!pages.some((known) => samePage(known, page))) pages.push(page);
  }
  return pages;
}

/** The rows beside a page of ours: the empty page always, and each peer's page of the same kind. */
function referenceRows(
  sites: readonly Site[],
  page: MeasuredPage,
): { site: Site; page: MeasuredPage; label: string }[] {
  return sites.flatMap((site) => {
    if (site.role === 'floor') return site.pages.map((own) => ({ site, page: own, label: `${site.name} (reference)` }));
    if (site.role === 'peer') {
      return site.pages
        .filter((own) => own.kind === page.kind)
        .map((own) => ({ site, page: own, label: `${site.name} ${own.key} \`${own.path}\` (reference)` }));
    }
    return [];
  });
}

function methodsIn(results: RawResults): LighthouseMethod[] {
  return lighthouseMethods.filter((method) => results.lighthouse.some((run) => run.method === method));
}

function mark(checkResult: Check): string {
  if (checkResult.ok === null) return `– ${checkResult.name}`;
  return `${checkResult.ok ? '✅' : '❌'} ${checkResult.name}: ${checkResult.text}`;
}

function statsOf(results: RawResults, site: Site, page: MeasuredPage): MethodStats {
  const stats = (method: LighthouseMethod) => pageStats(successfulRuns(results, site.name, page, method));
  return { simulated: stats('simulated'), applied: stats('applied') };
}

function htmlAndDataRun(results: RawResults, site: Site, page: MeasuredPage): HtmlAndDataRun | undefined {
  return results.htmlAndData?.find((run) => run.site === site.name && samePage(run.page, page));
}

function htmlAndDataBytes(results: RawResults, site: Site, page: MeasuredPage): number | null {
  const figures = htmlAndDataRun(results, site, page)?.figures;
  return figures ? gzippedTotal(figures) : null;
}

/** The build of this site named `before`: every other build's HTML and data are held against it. */
const beforeSite = (results: RawResults) =>
  results.sites.find((site) => site.role === 'subject' && site.name === 'before');

function referencesOf(results: RawResults, site: Site, page: MeasuredPage): References {
  const floor = results.sites.find((candidate) => candidate.role === 'floor');
  const floorPage = floor?.pages[0];
  const before = beforeSite(results);
  return {
    empty: floor && floorPage ? statsOf(results, floor, floorPage) : {},
    peerGalleries: results.sites
      .filter((candidate) => candidate.role === 'peer')
      .flatMap((peer) =>
        peer.pages
          .filter((own) => own.kind === 'gallery')
          .map((own) => ({ name: `${peer.name} ${own.key}`, simulated: statsOf(results, peer, own).simulated })),
      ),
    ...(site === before ? {} : { before: { htmlAndData: before ? htmlAndDataBytes(results, before, page) : null } }),
  };
}

function checksOf(results: RawResults, site: Site, page: MeasuredPage): Check[] {
  return pageChecks(
    page.kind,
    { ...statsOf(results, site, page), htmlAndData: htmlAndDataBytes(results, site, page) },
    referencesOf(results, site, page),
  );
}

function tally(checks: readonly Check[]): string {
  const decided = checks.filter((c) => c.ok !== null);
  return `${decided.filter((c) => c.ok).length}/${decided.length}`;
}

function summarySection(results: RawResults, subjects: readonly Site[], pages: readonly MeasuredPage[]): string[] {
  const lines = ['## Against issue 13’s and issue 21’s targets', ''];
  lines.push(
    'Medians of each page against fixed limits or against pages measured in the same run: the empty page; for galleries and story pages, the spread of their own LCP across runs and a peer’s gallery; for every page, the HTML and page data of the `before` build (read from the sites’ folders). A cell reads “met/decided”; missed checks of each site are listed; “–” checks (no peer or `before` build in the run, too few runs) are not counted. Interactions are below.',
    '',
  );
  const rows = pages.map((page) => {
    const cells = subjects.map((site) => {
      if (!site.pages.some((own) => samePage(own, page))) return 'not measured';
      const checks = checksOf(results, site, page);
      if (checks.every((c) => c.ok === null)) return '–';
      const missed = checks.filter((c) => c.ok === false).map((c) => `${c.group} ${c.name}: ${c.text}`);
      return `${tally(checks)}${missed.length ? ` ❌ ${missed.join('; ')}` : checks.some((c) => c.ok) ? ' ✅' : ''}`;
    });
    return [pageLabel(page), `\`${page.path}\``, ...cells];
  });
  lines.push(...markdownTable(['Page', 'Path', ...subjects.map((s) => s.name)], rows), '');
  return lines;
}

function pageSection(results: RawResults, subjects: readonly Site[], page: MeasuredPage): string[] {
  const lines = [`### ${pageLabel(page)} \`${page.path}\``, ''];
  for (const method of methodsIn(results)) {
    const rows: string[][] = [];
    const addRow = (label: string, site: Site, own: MeasuredPage) => {
      const runs = successfulRuns(results, site.name, own, method);
      const stats = pageStats(runs);
      rows.push([
        label,
        ...metricColumns.map(({ key, formatter }) => cell(stats?.[key] ?? null, formatter)),
        String(runs.length),
      ]);
    };
    for (const site of subjects)
      if (site.pages.some((own) => samePage(own, page))) addRow(`**${site.name}**`, site, page);
    for (const reference of referenceRows(results.sites, page)) addRow(reference.label, reference.site, reference.page);
    lines.push(
      `${methodTitles[method]}:`,
      '',
      ...markdownTable(['Site', ...metricColumns.map((c) => c.title), 'Runs'], rows),
      '',
    );
  }
  lines.push(...htmlAndDataLine(results, subjects, page));
  for (const site of subjects) {
    if (!site.pages.some((own) => samePage(own, page))) continue;
    lines.push(`Targets, ${site.name}: ${checksOf(results, site, page).map(mark).join(' · ')}`, '');
  }
  return lines;
}

function htmlAndDataText(run: HtmlAndDataRun | undefined): string {
  if (!run) return 'not measured';
  if (!run.figures) return `failed (${run.error ?? 'unknown error'})`;
  const { html, data, dataFiles, inlineData } = run.figures;
  const parts = dataFiles
    ? `HTML ${format.kbPrecise(html.gzip)} + data ${format.kbPrecise(data.gzip)}`
    : inlineData
      ? 'HTML with its data inline'
      : 'HTML only';
  return `${format.kbPrecise(gzippedTotal(run.figures))} (${parts}; ${format.kbPrecise(html.raw + data.raw)} uncompressed)`;
}

/** The page's HTML and data of each site beside it, read once from the sites' folders. */
function htmlAndDataLine(results: RawResults, subjects: readonly Site[], page: MeasuredPage): string[] {
  if (!results.htmlAndData) return [];
  const figures = [
    ...subjects
      .filter((site) => site.pages.some((own) => samePage(own, page)))
      .map((site) => `**${site.name}** ${htmlAndDataText(htmlAndDataRun(results, site, page))}`),
    ...referenceRows(results.sites, page).map(
      (reference) => `${reference.label} ${htmlAndDataText(htmlAndDataRun(results, reference.site, reference.page))}`,
    ),
  ];
  return [`HTML + page data, gzipped (from each site’s folder): ${figures.join(' · ')}`, ''];
}

function interactionSection(results: RawResults, subjects: readonly Site[]): string[] {
  if (results.interactions.length === 0) return [];
  const threshold = results.environment.interactionSettings.durationThresholdMs;
  const langs = [...new Set(results.interactions.map((run) => run.lang))];
  const rows: string[][] = [];
  for (const interaction of interactionNames) {
    for (const lang of langs) {
      const cells = subjects.map((site) => {
        const runs = results.interactions.filter(
          (run) => run.site === site.name && run.lang === lang && run.interaction === interaction,
        );
        const durations = runs.filter((run) => !run.error).map((run) => run.durationMs);
        const stats = interactionSpread(durations);
        if (!stats) return runs.length ? `failed (${plural(runs.length, 'run')})` : '–';
        const verdict = interactionCheck(stats, threshold);
        const value = stats.median === null ? `< ${threshold} ms` : format.ms(stats.median);
        const slowest = stats.max === null ? '' : `, slowest ${format.ms(stats.max)}`;
        const failed = runs.length - durations.length;
        const shown = median(runs.flatMap((run) => (run.shownAfterMs === null || run.error ? [] : [run.shownAfterMs])));
        const onScreen = shown === null ? '' : `; on screen after ${format.ms(shown)}`;
        return `${verdict.ok ? '✅' : '❌'} ${value} (${plural(stats.n, 'run')}${slowest}${failed ? `, ${failed} failed` : ''}${onScreen})`;
      });
      if (cells.every((text) => text === '–')) continue;
      rows.push([interactionTitles[interaction], lang, ...cells]);
    }
  }
  const { cpuSlowdown, viewport, mobileViewport } = results.environment.interactionSettings;
  return [
    `## Interactions on a ${cpuSlowdown}× slowed CPU (target ≤ ${targets.interactionMs} ms to next paint)`,
    '',
    `Median time from the input to the next paint (Event Timing API: the longest event of the interaction), with the slowest run. “< ${threshold} ms” means the browser reported no event over its ${threshold} ms threshold. For the two that open a dialog, “on screen after” is the median time from the press to the end of the first frame showing the dialog: longer than the time to next paint when the click only starts loading the dialog’s code. The gallery viewer is opened once per fresh page, as soon as the page has taken over (without waiting for the load event), and the page’s idle callbacks are held until that click: each run is the viewer’s first open, before any idle prefetch of its code. Viewport ${viewport}; the menu at ${mobileViewport}.`,
    '',
    ...markdownTable(['Interaction', 'Lang', ...subjects.map((s) => s.name)], rows),
    '',
  ];
}

/** One row per page of each of our sites, then each reference page once. */
function everyMeasuredPage(
  results: RawResults,
  subjects: readonly Site[],
  pages: readonly MeasuredPage[],
): { site: Site; page: MeasuredPage; label: string }[] {
  return [
    ...pages.flatMap((page) =>
      subjects
        .filter((site) => site.pages.some((own) => samePage(own, page)))
        .map((site) => ({ site, page, label: pageLabel(page) })),
    ),
    ...results.sites
      .filter((site) => site.role !== 'subject')
      .flatMap((site) => site.pages.map((page) => ({ site, page, label: `${page.key} \`${page.path}\`` }))),
  ];
}

function breakdownSection(results: RawResults, subjects: readonly Site[], pages: readonly MeasuredPage[]): string[] {
  const lines = [
    '## LCP breakdown',
    '',
    'Medians of Lighthouse’s LCP phases (under simulated throttling, as simulated); the LCP element and the render-blocking files of the last run.',
    '',
  ];
  for (const method of methodsIn(results).filter((m) => m !== 'desktop')) {
    const rows: string[][] = [];
    for (const { site, page, label } of everyMeasuredPage(results, subjects, pages)) {
      const runs = successfulRuns(results, site.name, page, method);
      if (runs.length === 0) continue;
      const phase = (key: keyof LcpPhases) => {
        const value = median(runs.flatMap((run) => (run.figures?.lcpPhases ? [run.figures.lcpPhases[key]] : [])));
        return value === null ? '–' : format.ms(value);
      };
      const last = runs.at(-1)?.figures;
      rows.push([
        label,
        site.name,
        cell(spread(runs.map((run) => run.figures?.lcp)), format.seconds),
        phase('ttfb'),
        phase('loadDelay'),
        phase('loadTime'),
        phase('renderDelay'),
        last?.lcpElement ?? '–',
        last?.renderBlocking.join(', ') || 'none',
      ]);
    }
    lines.push(
      `${methodTitles[method]}:`,
      '',
      ...markdownTable(
        ['Page', 'Site', 'LCP', 'TTFB', 'Load delay', 'Load time', 'Render delay', 'LCP element', 'Render-blocking'],
        rows,
      ),
      '',
    );
  }
  return lines;
}

function bytesSection(results: RawResults, subjects: readonly Site[], pages: readonly MeasuredPage[]): string[] {
  const method = methodsIn(results)[0];
  if (!method) return [];
  const rows: string[][] = [];
  for (const { site, page, label } of everyMeasuredPage(results, subjects, pages)) {
    const runs = successfulRuns(results, site.name, page, method);
    if (runs.length === 0) continue;
    const kb = (pick: (run: LighthouseRun) => number | undefined) => cell(spread(runs.map(pick)), format.kb);
    const origins = [...new Set(runs.flatMap((run) => run.figures?.otherOrigins ?? []))];
    rows.push([
      label,
      site.name,
      ...resourceTypes.map((type) => kb((run) => run.figures?.bytes[type])),
      kb((run) => run.figures?.bytes.total),
      kb((run) => run.figures?.firstLoadJs),
      kb((run) => run.figures?.pageDataJs),
      origins.join(', ') || 'none',
    ]);
  }
  return [
    `## Bytes before scrolling, by type (${method} runs)`,
    '',
    'Transfer sizes (compressed, with headers) of every request Lighthouse saw during the load, in its default viewport without scrolling. Scripts before load: scripts requested before the load event, without the page data (`/_next/static/page/`, or `/_next/static/inline/` in older builds: the RSC payload the site moves out of its HTML for its CSP; inline in the empty page’s HTML). Since the boot loader starts the framework’s scripts after the first paint, often after the load event, that column is no longer this site’s first-load JS: the JS column holds every script, and `npm test` checks first-load JS from the exported HTML (e2e/budgets.spec.ts, perf/budgets.json). 1 KB = 1024 bytes.',
    '',
    ...markdownTable(
      [
        'Page',
        'Site',
        'HTML',
        'JS',
        'CSS',
        'Images',
        'Fonts',
        'Other',
        'Total',
        'Scripts before load',
        'Page data',
        'Other origins',
      ],
      rows,
    ),
    '',
  ];
}

function settingsText(settings: Record<string, unknown> | undefined): string {
  if (!settings) return 'not measured';
  return Object.entries(settings)
    .map(([key, value]) => `${key} ${typeof value === 'number' ? Number(value.toFixed(2)) : String(value)}`)
    .join(', ');
}

function methodSection(results: RawResults): string[] {
  const { environment: env, options } = results;
  const loads = [
    ...results.lighthouse.map((run) => run.loadAverage),
    ...results.interactions.map((run) => run.loadAverage),
  ];
  const loadMedian = median(loads) ?? 0;
  const busy = loadMedian > env.cores * 0.5;
  const benchmark = median(
    results.lighthouse.flatMap((run) => (run.benchmarkIndex === null ? [] : [run.benchmarkIndex])),
  );
  const failed = results.lighthouse.filter((run) => run.error);
  const started = new Date(results.startedAt);
  const minutes = results.finishedAt
    ? Math.round((new Date(results.finishedAt).getTime() - started.getTime()) / 60000)
    : null;
  const lines = [
    '## How it was measured',
    '',
    `- Command: \`${options.command}\`; started ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC${minutes === null ? ' (unfinished)' : `, ${minutes} min`}. ${results.lighthouse.length} Lighthouse runs (${failed.length} failed), ${results.interactions.length} interaction runs.`,
    `- Machine: ${env.cpu}, ${env.cores} cores, ${env.memoryGB} GB RAM, ${env.os}; Node ${env.node}. Lighthouse’s benchmark index (median) ${benchmark === null ? '–' : Math.round(benchmark)}.`,
    `- Load average (1 min) when each run started: median ${loadMedian.toFixed(1)}, max ${Math.max(0, ...loads).toFixed(1)} on ${env.cores} cores.${busy ? ' **The machine was busy with other work: timings are slower and noisier than on an idle machine; measure again when it is idle.**' : ''}`,
    `- Versions: Chromium ${env.chromium ?? 'unknown'}; ${Object.entries(env.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}.`,
    `- Browser: a fresh Chromium with a fresh temporary profile for every Lighthouse run (empty cache, first visit, so the consent banner shows), flags \`${env.chromeFlags.join(' ')}\`. Lighthouse through its Node API, performance category only, no full-page screenshot (it would enlarge the viewport and load photos below the fold).`,
    ...lighthouseMethods
      .filter((method) => env.lighthouseSettings[method])
      .map((method) => `- ${methodTitles[method]}: ${settingsText(env.lighthouseSettings[method])}.`),
    `- Interactions: Playwright driving the same Chromium, a fresh browser context per page, CPU slowed ${env.interactionSettings.cpuSlowdown}× through CDP (\`Emulation.setCPUThrottlingRate\`) from before the page loads, no network throttling. The input is sent once the page shows its script has taken over (the element is hydrated by React and \`<html>\` carries \`data-hydrated\`, so the boot loader no longer holds presses back); the gallery viewer’s click as soon as that is so, on a page whose \`requestIdleCallback\` callbacks wait for the first press (its first open, before any idle prefetch). The time is the longest \`event\` entry of the interaction’s \`interactionId\` (\`PerformanceObserver\`, \`durationThreshold: ${env.interactionSettings.durationThresholdMs}\`, \`buffered: true\`).`,
    `- Order: ${env.order}`,
    `- Sites, all served on 127.0.0.1 with \`firebase.json\`’s rules and compression (the empty page and peers without the site’s Content-Security-Policy, which would block their inline scripts): ${results.sites.map((site) => `${site.name} \`${site.root}\` (${site.role === 'subject' ? 'route table' : site.pages.map((p) => `${p.kind} ${p.path}`).join(', ')})`).join('; ')}. ${env.currentBuildFlavour ? `current was built with the “${env.currentBuildFlavour}” settings.` : 'The settings current was built with are not recorded.'}`,
    '- Score, FCP, LCP, Speed Index and TBT under simulated throttling are Lighthouse’s Lantern estimates from an unthrottled load; under applied throttling they are observed. CLS is observed in both.',
    '- HTML + page data: read once per site and page from the site’s folder, not from Lighthouse: the page’s HTML file and the page-data files its boot script lists (`/_next/static/page/`), each gzipped at zlib’s default level (as the host sends them and as e2e/budgets.spec.ts counts them); the HTML alone when the data is inline (the empty page) or the site has none (a peer).',
  ];
  if (failed.length) {
    lines.push(
      '',
      '### Failed runs',
      '',
      ...failed.map(
        (run) =>
          `- ${run.site} ${pageLabel(run.page)} ${run.method} round ${run.round}: ${escapeCell(run.error ?? '')}`,
      ),
    );
  }
  const failedInteractions = results.interactions.filter((run) => run.error);
  if (failedInteractions.length) {
    lines.push(
      '',
      '### Failed interaction runs',
      '',
      ...failedInteractions.map(
        (run) => `- ${run.site} ${run.interaction} (${run.lang}) round ${run.round}: ${escapeCell(run.error ?? '')}`,
      ),
    );
  }
  return [...lines, ''];
}

/** The whole of perf/report.md from the raw results of one measurement. */
export function renderReport(results: RawResults): string {
  const subjects = results.sites.filter((site) => site.role === 'subject');
  const pages = subjectPages(results.sites);
  const lines = [
    '# Performance report',
    '',
    `Written by \`npm run perf\` (\`npm run perf:report\` rewrites it from \`perf/raw/results.json\`). Each cell is the median of the runs, with min–max in brackets when they differ. Every site and page was measured in the same rounds, so all rows of a table share the machine’s state; compare rows, not reports from different machines.`,
    '',
    ...summarySection(results, subjects, pages),
    ...interactionSection(results, subjects),
    '## Pages',
    '',
    ...pages.flatMap((page) => pageSection(results, subjects, page)),
    ...breakdownSection(results, subjects, pages),
    ...bytesSection(results, subjects, pages),
    ...methodSection(results),
  ];
  return lines.join('\n');
}
