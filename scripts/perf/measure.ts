// `npm run perf`: measures the static export beside the empty Next.js page and any other site given,
// with Lighthouse (simulated and applied throttling) and timed interactions, then writes
// perf/report.md (write-report.ts). Raw results: perf/raw/ (not committed). `--help` lists the options.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  currentBuildFlavour,
  currentSiteDir,
  emptySiteDir,
  ensureCurrentBuild,
  ensureEmptyPageBuild,
  installedVersion,
} from './builds';
import { chromeFlags } from './browser';
import { durationThresholdMs } from './event-timing';
import { figuresOf } from './figures';
import { format } from './format';
import { gzippedTotal, htmlAndDataOfSites } from './html-and-data';
import { cpuSlowdown, desktopViewport, launchBrowser, measureInteractions, phoneViewport } from './interactions';
import { runLighthouse, settingsOf } from './lighthouse-run';
import { parseMeasureArgs, usage, type MeasureOptions } from './options';
import { pageLabel } from './pages';
import { projectRoot, rawDir, rawResultsFile } from './paths';
import type { LighthouseFigures, LighthouseRun, RawResults, Site } from './results';
import { describeOrder, lighthouseSchedule, type ScheduledRun } from './schedule';
import { serveSite, type ServedSite } from './serve-site';
import { writeReport } from './write-report';

const firstPort = Number(process.env.PERF_PORT ?? 3300);
const lighthouseDir = join(rawDir, 'lighthouse');

function parseOptions(): MeasureOptions {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseMeasureArgs(argv, { current: currentSiteDir, empty: emptySiteDir });
  } catch (error) {
    console.error(`perf: ${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}

/** The `<meta name="generator">` of a site's home page, to name what built a peer. */
function generatorOf(site: Site): string | null {
  const home = join(site.root, 'index.html');
  if (!existsSync(home)) return null;
  return /<meta name="?generator"? content="?([^">]+)"?/i.exec(readFileSync(home, 'utf8'))?.[1] ?? null;
}

function prepareSites(options: MeasureOptions): void {
  const names = options.sites.map((site) => site.name);
  if (names.includes('current')) ensureCurrentBuild();
  // The empty page is only ever measured with Lighthouse.
  if (names.includes('empty') && options.lighthouseMethods.length) ensureEmptyPageBuild();
  for (const site of options.sites) {
    if (!existsSync(join(site.root, 'index.html'))) throw new Error(`site ${site.name}: no index.html in ${site.root}`);
  }
}

function summaryLine(figures: LighthouseFigures): string {
  const show = (value: number | null, formatter: (v: number) => string) => (value === null ? '–' : formatter(value));
  return [
    `score ${show(figures.score, format.score)}`,
    `FCP ${show(figures.fcp, format.seconds)}`,
    `LCP ${show(figures.lcp, format.seconds)}`,
    `SI ${show(figures.speedIndex, format.seconds)}`,
    `TBT ${show(figures.tbt, format.ms)}`,
    `CLS ${show(figures.cls, format.cls)}`,
    format.kb(figures.bytes.total),
  ].join(', ');
}

function rawFileName({ site, page, method, round }: ScheduledRun): string {
  const pageName = `${page.key}${page.lang ? `-${page.lang}` : ''}`.replace(/[^a-z0-9-]+/gi, '_');
  return `${site.name}-${pageName}-${method}-round${round}.json.gz`;
}

async function measureLighthouse(
  scheduled: ScheduledRun,
  url: string,
  origin: string,
  results: RawResults,
): Promise<LighthouseRun> {
  const started = Date.now();
  const loadAverage = os.loadavg()[0] ?? 0;
  const base = {
    site: scheduled.site.name,
    page: scheduled.page,
    method: scheduled.method,
    round: scheduled.round,
    loadAverage,
  };
  try {
    let { lhr, chromium } = await runLighthouse(url, scheduled.method);
    // A run Lighthouse could not measure (NO_FCP, NO_NAVSTART…, usually a starved machine) is tried once more.
    if (lhr.runtimeError) ({ lhr, chromium } = await runLighthouse(url, scheduled.method));
    results.environment.chromium ??= chromium;
    results.environment.lighthouseSettings[scheduled.method] ??= settingsOf(lhr);
    results.environment.versions.lighthouse ??= lhr.lighthouseVersion;
    writeFileSync(join(lighthouseDir, rawFileName(scheduled)), gzipSync(JSON.stringify(lhr)));
    const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
    return {
      ...base,
      durationMs: Date.now() - started,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      figures: error ? null : figuresOf(lhr, origin),
      error,
    };
  } catch (error) {
    return {
      ...base,
      durationMs: Date.now() - started,
      benchmarkIndex: null,
      figures: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  prepareSites(options);
  rmSync(rawDir, { recursive: true, force: true });
  mkdirSync(lighthouseDir, { recursive: true });

  const results: RawResults = {
    startedAt: new Date().toISOString(),
    finishedAt: null,
    options: {
      runs: options.runs,
      interactionRuns: options.interactionRuns,
      methods: [...options.lighthouseMethods, ...(options.interactions ? ['interactions'] : [])],
      command: ['npm run perf --', ...process.argv.slice(2)].join(' '),
    },
    sites: options.sites,
    environment: {
      cpu: os.cpus()[0]?.model ?? 'unknown CPU',
      cores: os.cpus().length,
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      node: process.versions.node,
      chromium: null,
      chromeFlags,
      currentBuildFlavour: currentBuildFlavour(),
      versions: {
        lighthouse: installedVersion('lighthouse'),
        '@playwright/test': installedVersion('@playwright/test'),
        next: installedVersion('next'),
        react: installedVersion('react'),
        ...Object.fromEntries(
          options.sites
            .filter((site) => site.role === 'peer')
            .flatMap((site) => {
              const generator = generatorOf(site);
              return generator ? [[`${site.name} built by`, generator]] : [];
            }),
        ),
      },
      lighthouseSettings: {},
      interactionSettings: {
        cpuSlowdown,
        durationThresholdMs,
        viewport: `${desktopViewport.width}×${desktopViewport.height}`,
        mobileViewport: `${phoneViewport.width}×${phoneViewport.height}`,
      },
      order: describeOrder(),
    },
    lighthouse: [],
    interactions: [],
    htmlAndData: htmlAndDataOfSites(options.sites),
  };
  const save = () => writeFileSync(rawResultsFile, JSON.stringify(results, null, 1));
  for (const { site, page, figures, error } of results.htmlAndData ?? []) {
    console.log(
      `HTML + data ${site} ${pageLabel(page)}: ${figures ? `${format.kbPrecise(gzippedTotal(figures))} gzipped` : `failed: ${error}`}`,
    );
  }

  const servers = new Map<string, ServedSite>();
  const closeServers = () => Promise.all([...servers.values()].map((server) => server.close()));
  process.once('SIGINT', () => {
    save();
    void closeServers().then(() => process.exit(130));
  });
  const started = Date.now();
  try {
    let port = firstPort;
    for (const site of options.sites) servers.set(site.name, await serveSite(site.root, { port: port++, role: site.role }));
    const origin = (site: Site) => servers.get(site.name)!.url;

    const schedule = lighthouseSchedule(options.sites, options.lighthouseMethods, options.runs);
    const first = schedule[0];
    if (first) {
      // The first browser start of a session reads Chromium from a cold disk: not recorded.
      console.log('Warm-up run (not recorded)…');
      await runLighthouse(origin(first.site) + first.page.path, first.method).catch(() => undefined);
    }
    for (const [index, scheduled] of schedule.entries()) {
      const run = await measureLighthouse(
        scheduled,
        origin(scheduled.site) + scheduled.page.path,
        origin(scheduled.site),
        results,
      );
      results.lighthouse.push(run);
      save();
      const what = `[${index + 1}/${schedule.length}] ${scheduled.site.name} ${pageLabel(scheduled.page)} ${scheduled.method} round ${scheduled.round}`;
      console.log(
        `${what}: ${run.figures ? summaryLine(run.figures) : `failed: ${run.error}`} (${Math.round(run.durationMs / 1000)} s)`,
      );
    }

    const subjects = options.sites.filter((site) => site.role === 'subject');
    if (options.interactions && subjects.length) {
      const browser = await launchBrowser();
      try {
        for (let round = 1; round <= options.interactionRuns; round++) {
          for (const lang of options.langs) {
            for (const site of subjects) {
              const loadAverage = os.loadavg()[0] ?? 0;
              const outcomes = await measureInteractions(browser, origin(site), lang);
              results.interactions.push(
                ...outcomes.map((outcome) => ({ site: site.name, lang, round, loadAverage, ...outcome })),
              );
              save();
              const shown = outcomes.map((o) => {
                if (o.error) return `${o.interaction} failed (${o.error})`;
                const time = o.durationMs === null ? `< ${durationThresholdMs} ms` : format.ms(o.durationMs);
                return `${o.interaction} ${time}${o.shownAfterMs === null ? '' : ` (on screen after ${format.ms(o.shownAfterMs)})`}`;
              });
              console.log(
                `[interactions ${round}/${options.interactionRuns}] ${site.name} ${lang}: ${shown.join(', ')}`,
              );
            }
          }
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    results.finishedAt = new Date().toISOString();
    save();
    await closeServers();
  }
  const failed =
    results.lighthouse.filter((run) => run.error).length + results.interactions.filter((run) => run.error).length;
  console.log(
    `perf: ${results.lighthouse.length} Lighthouse runs and ${results.interactions.length} interaction runs (${failed} failed) in ${Math.round((Date.now() - started) / 60000)} min; load average now ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores.`,
  );
  console.log(`perf: wrote ${relative(projectRoot, writeReport())} (raw results in ${relative(projectRoot, rawDir)}/)`);
  if (failed && failed === results.lighthouse.length + results.interactions.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`perf: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
