/** @jest-environment node */
import type { HtmlAndDataRun } from './html-and-data';
import { emptyPagePages, parsePageList, routeTablePages, type MeasuredPage } from './pages';
import { renderReport } from './render';
import type { InteractionRun, LighthouseFigures, LighthouseMethod, LighthouseRun, RawResults, Site } from './results';

const ourPages = routeTablePages(['home', 'weddings'], ['en']);
const [home, weddings] = ourPages as [MeasuredPage, MeasuredPage];
const hugoPages = parsePageList('home:/,gallery:/emma-james');
const sites: Site[] = [
  { name: 'current', root: '/p/out', role: 'subject', pages: ourPages },
  { name: 'empty', root: '/p/perf/.baseline/out', role: 'floor', pages: emptyPagePages },
  { name: 'before', root: '/s/before', role: 'subject', pages: ourPages },
  { name: 'hugo', root: '/s/hugo', role: 'peer', pages: hugoPages },
];

function figures(values: {
  score: number;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
  kb: number;
}): LighthouseFigures {
  return {
    score: values.score,
    fcp: values.fcp,
    lcp: values.lcp,
    speedIndex: values.si,
    tbt: values.tbt,
    cls: 0,
    bytes: { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, other: 0, total: values.kb * 1024 },
    firstLoadJs: 140 * 1024,
    pageDataJs: 0,
    lcpElement: 'The wedding rings (img)',
    lcpPhases: { ttfb: 10, loadDelay: 20, loadTime: 30, renderDelay: 40 },
    renderBlocking: [],
    otherOrigins: [],
  };
}

let round = 0;
function run(
  site: string,
  page: MeasuredPage,
  method: LighthouseMethod,
  values: Parameters<typeof figures>[0] | 'error',
  loadAverage = 0.4,
): LighthouseRun {
  round++;
  const base = { site, page, method, round, loadAverage, durationMs: 9000, benchmarkIndex: 2400 };
  return values === 'error'
    ? { ...base, figures: null, error: 'NO_FCP: no paint' }
    : { ...base, figures: figures(values), error: null };
}

function documentRun(
  site: string,
  page: MeasuredPage,
  { html, data, raw, inlineData = false }: { html: number; data: number; raw: number; inlineData?: boolean },
): HtmlAndDataRun {
  const figures = {
    html: { raw: raw - data * 5, gzip: html },
    data: { raw: data * 5, gzip: data },
    dataFiles: data ? 1 : 0,
    inlineData,
  };
  return { site, page, figures, error: null };
}

function results(overrides: Partial<RawResults> = {}): RawResults {
  const empty = emptyPagePages[0]!;
  return {
    startedAt: '2026-11-23T03:40:00.000Z',
    finishedAt: '2026-11-23T05:10:00.000Z',
    options: {
      runs: 3,
      interactionRuns: 5,
      methods: ['simulated', 'applied', 'interactions'],
      command: 'npm run perf --',
    },
    sites,
    environment: {
      cpu: 'Test CPU',
      cores: 2,
      memoryGB: 8,
      os: 'Linux 6',
      node: '20.20.2',
      chromium: 'Chrome/156.0.8078.79',
      chromeFlags: ['--headless=new'],
      currentBuildFlavour: 'production',
      versions: { lighthouse: '12.8.2' },
      lighthouseSettings: {
        simulated: { throttlingMethod: 'simulate', rttMs: 150 },
        applied: { throttlingMethod: 'devtools', requestLatencyMs: 562.5 },
      },
      interactionSettings: { cpuSlowdown: 4, durationThresholdMs: 16, viewport: '1280×720', mobileViewport: '390×844' },
      order: 'rounds.',
    },
    lighthouse: [
      ...[690, 700, 680].map((fcp) =>
        run('empty', empty, 'simulated', { score: 99, fcp, lcp: 910, si: 690, tbt: 140, kb: 129 }),
      ),
      ...[730, 740].map((fcp) =>
        run('empty', empty, 'applied', { score: 100, fcp, lcp: 800, si: 730, tbt: 272, kb: 129 }),
      ),
      ...[
        { score: 81, fcp: 1570 },
        { score: 80, fcp: 1500 },
        { score: 82, fcp: 1660 },
      ].map((v) => run('before', weddings, 'simulated', { ...v, lcp: 4570, si: 3100, tbt: 169, kb: 618 })),
      ...[99, 98, 99].map((score) =>
        run('current', weddings, 'simulated', { score, fcp: 760, lcp: 1500, si: 800, tbt: 150, kb: 380 }),
      ),
      ...[900, 950].map((fcp) =>
        run('current', weddings, 'applied', { score: 97, fcp, lcp: 1400, si: 1200, tbt: 300, kb: 380 }),
      ),
      run('current', home, 'simulated', { score: 97, fcp: 770, lcp: 2830, si: 800, tbt: 188, kb: 370 }),
      run('current', home, 'applied', 'error'),
      run('hugo', hugoPages[1]!, 'simulated', { score: 100, fcp: 770, lcp: 1660, si: 770, tbt: 0, kb: 416 }),
      run('hugo', hugoPages[0]!, 'simulated', { score: 100, fcp: 760, lcp: 1250, si: 760, tbt: 0, kb: 50 }),
    ],
    htmlAndData: [
      documentRun('current', weddings, { html: 21_000, data: 30_000, raw: 400_000 }),
      documentRun('current', home, { html: 8_000, data: 12_000, raw: 90_000 }),
      documentRun('before', weddings, { html: 20_000, data: 15_000, raw: 240_000 }),
      documentRun('before', home, { html: 8_000, data: 9_000, raw: 80_000 }),
      documentRun('empty', empty, { html: 1_600, data: 0, raw: 4_600, inlineData: true }),
      documentRun('hugo', hugoPages[1]!, { html: 2_800, data: 0, raw: 17_800 }),
      { site: 'hugo', page: hugoPages[0]!, figures: null, error: 'no HTML file for /' },
    ],
    interactions: [
      ...[88, null, 96].map((durationMs, index): InteractionRun => ({
        site: 'current',
        lang: 'en',
        interaction: 'open-viewer',
        round: index + 1,
        loadAverage: 0.5,
        durationMs,
        shownAfterMs: 300 + index * 10,
        error: null,
      })),
      ...[280, 200, 240].map((durationMs, index): InteractionRun => ({
        site: 'before',
        lang: 'en',
        interaction: 'open-viewer',
        round: index + 1,
        loadAverage: 0.5,
        durationMs,
        shownAfterMs: durationMs + 8,
        error: null,
      })),
      {
        site: 'current',
        lang: 'en',
        interaction: 'open-menu',
        round: 1,
        loadAverage: 0.5,
        durationMs: null,
        shownAfterMs: null,
        error: 'the menu did not open',
      },
      {
        site: 'current',
        lang: 'en',
        interaction: 'tick-checkbox',
        round: 1,
        loadAverage: 0.5,
        durationMs: 40,
        shownAfterMs: null,
        error: null,
      },
    ],
    ...overrides,
  };
}

const sectionOf = (report: string, heading: string) =>
  report.slice(report.indexOf(heading), report.indexOf('\n### ', report.indexOf(heading) + 1));

describe('renderReport', () => {
  const report = renderReport(results());

  it("gives every page the issue's table per throttling method, our sites first and the references after", () => {
    const section = sectionOf(report, '### weddings (en) `/stories/weddings`');
    expect(section).toContain('| Site | Score | FCP | LCP | Speed Index | TBT | CLS | Bytes | Runs |');
    expect(section).toContain('| **current** | 99 (98–99) | 0.76 s | 1.50 s | 0.80 s | 150 ms | 0.000 | 380 KB | 3 |');
    expect(section).toContain(
      '| **before** | 81 (80–82) | 1.57 s (1.50–1.66 s) | 4.57 s | 3.10 s | 169 ms | 0.000 | 618 KB | 3 |',
    );
    expect(section).toContain(
      '| empty (reference) | 99 | 0.69 s (0.68–0.70 s) | 0.91 s | 0.69 s | 140 ms | 0.000 | 129 KB | 3 |',
    );
    expect(section).toContain('| hugo gallery `/emma-james` (reference) | 100 |');
    expect(section).not.toContain('hugo home');
    expect(section.indexOf('Mobile, simulated throttling')).toBeLessThan(section.indexOf('Mobile, applied throttling'));
    expect(section).toContain('| **current** | 97 | 0.93 s (0.90–0.95 s) | 1.40 s |');
  });

  it("marks each of the issue's targets met or missed against the empty page of the same run", () => {
    const section = sectionOf(report, '### weddings (en) `/stories/weddings`');
    expect(section).toContain(
      'Targets, current: ✅ Score ≥ 98: 99 (limit 98) · ✅ FCP ≤ empty + 150 ms: 0.76 s (limit 0.84 s) · ✅ LCP ≤ 1.60 s: 1.50 s (limit 1.60 s)',
    );
    expect(section).toContain(
      'Targets, before: ❌ Score ≥ 98: 81 (limit 98) · ❌ FCP ≤ empty + 150 ms: 1.57 s (limit 0.84 s)',
    );
    expect(section).toContain('– LCP ≤ 1.50 s');
  });

  it("holds galleries against issue 21's targets: applied TBT, LCP across runs and against the peer's gallery", () => {
    const section = sectionOf(report, '### weddings (en) `/stories/weddings`');
    expect(section).toContain(
      '✅ LCP of every run within ±15% of the median: 1.50 s around 1.50 s (limit 1.27–1.72 s) · ✅ LCP ≤ hugo gallery: 1.50 s (limit 1.66 s)',
    );
    expect(section).toContain('✅ TBT ≤ 1.15 × empty: 300 ms (limit 313 ms)');
    expect(section).toContain('❌ LCP ≤ hugo gallery: 4.57 s (limit 1.66 s)');
    const home = sectionOf(report, '### home (en) `/`');
    expect(home).not.toMatch(/Speed Index ≤|TBT ≤ 1.15|LCP ≤ hugo/);
  });

  it("shows each site's HTML and page data under the page's tables and holds them against the before build's", () => {
    const section = sectionOf(report, '### weddings (en) `/stories/weddings`');
    expect(section).toContain(
      'HTML + page data, gzipped (from each site’s folder): **current** 49.8 KB (HTML 20.5 KB + data 29.3 KB; 390.6 KB uncompressed) · **before** 34.2 KB (HTML 19.5 KB + data 14.6 KB; 234.4 KB uncompressed) · empty (reference) 1.6 KB (HTML with its data inline; 4.5 KB uncompressed) · hugo gallery `/emma-james` (reference) 2.7 KB (HTML only; 17.4 KB uncompressed)',
    );
    expect(section).toContain('❌ HTML + data ≤ 1.10 × before: 49.8 KB (limit 37.6 KB)');
    expect(section.slice(section.indexOf('Targets, before'))).not.toContain('HTML + data');
    expect(sectionOf(report, '### home (en) `/`')).toContain('hugo home `/` (reference) failed (no HTML file for /)');
  });

  it('leaves the HTML and data out of results measured before they were, and undecided without a before build', () => {
    const older = renderReport(results({ htmlAndData: undefined }));
    expect(older).not.toContain('HTML + page data, gzipped');
    expect(older).toContain('– HTML + data ≤ 1.10 × before');
    const withoutBefore = renderReport(results({ sites: sites.filter((site) => site.name !== 'before') }));
    expect(sectionOf(withoutBefore, '### weddings (en) `/stories/weddings`')).toContain('– HTML + data ≤ 1.10 × before');
  });

  it('sums the verdicts per page and site, naming what was missed', () => {
    const summary = sectionOf(report, '## Against issue 13’s and issue 21’s targets');
    expect(summary).toContain(
      '| weddings (en) | `/stories/weddings` | 11/12 ❌ files HTML + data ≤ 1.10 × before: 49.8 KB (limit 37.6 KB) | 3/8 ❌ simulated Score ≥ 98: 81 (limit 98); simulated FCP ≤ empty + 150 ms: 1.57 s (limit 0.84 s); simulated LCP ≤ 1.60 s: 4.57 s (limit 1.60 s); simulated LCP ≤ hugo gallery: 4.57 s (limit 1.66 s); bytes Bytes ≤ 400 KB: 618 KB (limit 400 KB) |',
    );
    expect(summary).toMatch(/\| home \(en\) \| `\/` \| 2\/7 ❌ [^|]+ \| – \|/);
  });

  it('times the interactions per site with their verdict, failures said as such', () => {
    const interactions = sectionOf(report, '## Interactions on a 4× slowed CPU');
    expect(interactions).toContain(
      '| Open the gallery viewer, its first open: click the first photo of weddings as soon as the page has taken over | en | ✅ 88 ms (3 runs, slowest 96 ms; on screen after 310 ms) | ❌ 240 ms (3 runs, slowest 280 ms; on screen after 248 ms) |',
    );
    expect(interactions).toContain('| Tick ‘Wedding’ in the contact form | en | ✅ 40 ms (1 run, slowest 40 ms) | – |');
    expect(interactions).toContain('| Open the mobile menu: the burger on home | en | failed (1 run) | – |');
  });

  it('says how it was measured and lists failed runs', () => {
    const method = report.slice(report.indexOf('## How it was measured'));
    expect(method).toContain('Test CPU, 2 cores');
    expect(method).toContain('requestLatencyMs 562.5');
    expect(method).toContain('- current home (en) applied round');
    expect(method).not.toContain('machine was busy');
  });

  it('warns when the machine was busy during the runs', () => {
    const busy = results();
    busy.lighthouse = busy.lighthouse.map((entry) => ({ ...entry, loadAverage: 3.5 }));
    expect(renderReport(busy)).toContain('The machine was busy with other work');
  });
});
