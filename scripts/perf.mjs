#!/usr/bin/env node
// `npm run perf`: a reproducible Lighthouse report of the static export (issue 6).
// Serves out/ with the production host's rules and gzip (scripts/serve.mjs), builds and serves the
// framework's floor (an empty Next.js page, perf/baseline/) the same way, and runs Lighthouse on each
// page in both languages, mobile (Lighthouse's default simulated throttling) and desktop (its desktop
// preset), a fresh Chrome for every run, the empty page measured in the same rounds. Writes
// perf/report.md and the raw Lighthouse JSON in perf/raw/.
//
//   npm run perf                                  all pages, both languages and form factors, 3 runs
//   npm run perf -- --runs 1 --pages home,faq --form mobile   a quick trial
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import superstatic from 'superstatic';
import { hostingConfig, startServer } from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const perfDir = join(root, 'perf');
const rawDir = join(perfDir, 'raw');
const baselineSource = join(perfDir, 'baseline');
const baselineDir = join(perfDir, '.baseline');
const KB = 1024;

// The measured pages, by their English path; Portuguese adds the /pt-pt suffix (lib/routing.ts's
// hrefFor: '/' → '/pt-pt', '/faq' → '/faq/pt-pt').
const PAGES = {
  home: { path: '/', kind: 'home' },
  weddings: { path: '/stories/weddings', kind: 'gallery' },
  family: { path: '/stories/family', kind: 'gallery' },
  contact: { path: '/contact', kind: 'page' },
  faq: { path: '/faq', kind: 'page' },
};
const LANGS = ['en', 'pt'];
const FORMS = ['mobile', 'desktop'];
const pathFor = (englishPath, lang) => (lang === 'en' ? englishPath : englishPath === '/' ? '/pt-pt' : `${englishPath}/pt-pt`);

// Targets of issue 6, relative to the empty page measured in the same run (medians).
const TARGETS = {
  lcpSlackMs: 500,
  tbtFactor: 1.25,
  cls: 0.01,
  homeBytes: 500 * KB,
  galleryBytes: 1024 * KB,
  firstLoadJsSlack: 15 * KB,
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// ---------------------------------------------------------------------------------------------------
// Arguments

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    form: { type: 'string', default: FORMS.join(',') },
    lang: { type: 'string', default: LANGS.join(',') },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(`Usage: npm run perf -- [--runs N] [--pages ${Object.keys(PAGES).join(',')}] [--form mobile|desktop] [--lang en|pt]`);
  process.exit(0);
}
const runs = Number(args.runs);
const pageKeys = list(args.pages, Object.keys(PAGES), '--pages');
const forms = list(args.form, FORMS, '--form');
const langs = list(args.lang, LANGS, '--lang');
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number ≥ 1');

function list(value, allowed, flag) {
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = items.filter((item) => !allowed.includes(item));
  if (unknown.length || !items.length) fail(`${flag} takes a comma-separated list of ${allowed.join(', ')} (got ${value})`);
  return items;
}

function fail(message) {
  console.error(`perf: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------
// Builds

function run(command, commandArgs, options) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', shell: process.platform === 'win32', ...options });
  if (result.status !== 0) fail(`${command} ${commandArgs.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function ensureSiteBuild() {
  if (existsSync(join(root, hostingConfig().public, 'index.html'))) return;
  console.log('No static export found: building it first (npm run build).');
  run('npm', ['run', 'build'], { cwd: root });
}

function installedVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function filesOf(directory) {
  return readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(join(directory, entry.name)) : [join(directory, entry.name)]))
    .sort();
}

/**
 * Mirrors the project's node_modules into the baseline with hard links (no second install, no extra
 * disk). A symlink would be simpler, but Turbopack follows it to the project folder and then compiles
 * the project's own proxy.ts into the baseline (or, with turbopack.root on the baseline, refuses a
 * node_modules outside the root). Falls back to copying where hard links are not possible.
 */
function linkTree(source, target) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === '.cache') continue;
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (entry.isDirectory()) linkTree(from, to);
    else {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
    }
  }
}

/** Builds perf/baseline/ into perf/.baseline/out unless that build exists for the same source and versions. */
function ensureBaselineBuild() {
  const stamp = JSON.stringify({
    next: installedVersion('next'),
    react: installedVersion('react'),
    source: createHash('sha256')
      .update(filesOf(baselineSource).map((file) => relative(baselineSource, file) + '\0' + readFileSync(file, 'utf8')).join('\0'))
      .digest('hex'),
  });
  const stampFile = join(baselineDir, 'built-with.json');
  if (existsSync(join(baselineDir, 'out', 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('Building the empty baseline page (perf/baseline → perf/.baseline/out)…');
  rmSync(baselineDir, { recursive: true, force: true });
  cpSync(baselineSource, baselineDir, { recursive: true });
  linkTree(join(root, 'node_modules'), join(baselineDir, 'node_modules'));
  run(process.execPath, [join(baselineDir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: baselineDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampFile, stamp);
}

// ---------------------------------------------------------------------------------------------------
// Servers

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The baseline's out/ behind the same superstatic rules and compression as the site. */
function startBaselineServer(port) {
  const app = superstatic.server({ port, hostname: '127.0.0.1', cwd: baselineDir, config: hostingConfig(), compression: true, debug: false });
  return new Promise((resolve) => {
    const server = app.listen(() => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

const lighthouse = (await import('lighthouse')).default;
const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
// chrome-launcher comes with lighthouse; resolved from lighthouse's own folder so nesting does not matter.
const lighthouseRequire = createRequire(join(root, 'node_modules', 'lighthouse', 'package.json'));
const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

let browserVersion = null;

async function lighthouseRun(url, form) {
  // A fresh browser and a fresh temporary profile for every run: no cache, no service worker, no cookies.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (!browserVersion) {
      // The user agent reports a reduced version (156.0.0.0); the DevTools endpoint has the full one.
      browserVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
        .then((response) => response.json())
        .then((info) => info.Browser)
        .catch(() => null);
    }
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The full-page screenshot resizes the viewport to the page's height, which would load
      // lazy photos below the fold: the byte figures are "before scrolling".
      disableFullPageScreenshot: true,
    };
    const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const TYPE_OF = { Document: 'document', Script: 'script', Stylesheet: 'stylesheet', Image: 'image', Font: 'font' };

/** The figures of one Lighthouse result. */
function figures(lhr, origin) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const bytes = { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, other: 0, total: 0 };
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    bytes[TYPE_OF[request.resourceType] ?? 'other'] += size;
    bytes.total += size;
  }
  // First-load JS: transfer size (gzip on the wire, with its response headers) of the scripts whose
  // request started before the load event; the page-data scripts (/_next/static/inline/, Next.js's
  // inline RSC payload moved to files for the CSP: it is inline HTML on the empty page) apart.
  const startTs = audit('network-requests')?.details?.debugData?.networkStartTimeTs;
  const loadTs = audit('metrics')?.details?.items?.[0]?.observedLoadTs;
  const beforeLoad = (request) =>
    startTs === undefined || loadTs === undefined || request.networkRequestTime === undefined || startTs / 1000 + request.networkRequestTime <= loadTs / 1000;
  const sum = (list) => list.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const loadScripts = requests.filter((r) => r.resourceType === 'Script' && beforeLoad(r));
  const isPageData = (r) => new URL(r.url).pathname.startsWith('/_next/static/inline/');
  const firstLoadJs = sum(loadScripts.filter((r) => !isPageData(r)));
  const pageDataJs = sum(loadScripts.filter(isPageData));
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? null : Math.round(score * 100),
    lcp: audit('largest-contentful-paint')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    tbt: audit('total-blocking-time')?.numericValue ?? null,
    fcp: audit('first-contentful-paint')?.numericValue ?? null,
    si: audit('speed-index')?.numericValue ?? null,
    ...Object.fromEntries(Object.entries(bytes).map(([type, value]) => [`bytes_${type}`, value])),
    firstLoadJs,
    pageDataJs,
    otherOrigins: [...new Set(requests.map((r) => new URL(r.url).origin).filter((o) => o !== origin && /^https?:/.test(o)))],
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

/** What Lighthouse says costs time on a page (for the report's diagnostics section). */
function diagnostics(lhr) {
  const audit = (id) => lhr.audits[id];
  const lcpItems = audit('largest-contentful-paint-element')?.details?.items ?? [];
  const element = lcpItems[0]?.items?.[0]?.node;
  const phases = (lcpItems[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`);
  const blocking = (audit('render-blocking-resources')?.details?.items ?? []).map((i) => `${shortUrl(i.url)} (${Math.round(i.wastedMs)} ms)`);
  const bootup = (audit('bootup-time')?.details?.items ?? [])
    .slice()
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((i) => `${shortUrl(i.url)} ${Math.round(i.total)} ms`);
  return {
    lcpElement: element ? `${element.nodeLabel ?? ''} \`${(element.snippet ?? '').slice(0, 90)}\`` : 'none',
    lcpPhases: phases.join(', '),
    renderBlocking: blocking.join(', ') || 'none',
    bootup: bootup.join(', ') || 'none',
    mainThread: Math.round(audit('mainthread-work-breakdown')?.numericValue ?? 0),
  };
}

function shortUrl(url) {
  try {
    const { pathname, origin } = new URL(url);
    return /^https?:\/\/127\.0\.0\.1/.test(origin) ? pathname : url;
  } catch {
    return url;
  }
}

// ---------------------------------------------------------------------------------------------------
// Statistics and formatting

function median(values) {
  const sorted = values.filter((v) => v !== null && v !== undefined && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function spread(values) {
  const clean = values.filter((v) => v !== null && v !== undefined && Number.isFinite(v));
  return clean.length ? { median: median(clean), min: Math.min(...clean), max: Math.max(...clean), n: clean.length } : null;
}

const format = {
  score: (v) => String(Math.round(v)),
  seconds: (v) => (v / 1000).toFixed(2).replace(/0$/, '') + ' s',
  ms: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  kb: (v) => `${(v / KB).toFixed(v < 10 * KB ? 1 : 0)} KB`,
};

function cell(stat, formatter) {
  if (!stat) return '–';
  const value = formatter(stat.median);
  if (stat.n < 2) return value;
  const low = formatter(stat.min);
  const high = formatter(stat.max);
  return low === high ? value : `${value} (${low.replace(/ (s|ms|KB)$/, '')}–${high})`;
}

// ---------------------------------------------------------------------------------------------------
// The measurement

ensureSiteBuild();
ensureBaselineBuild();
mkdirSync(perfDir, { recursive: true });
rmSync(rawDir, { recursive: true, force: true });
mkdirSync(rawDir, { recursive: true });

const sitePort = await freePort();
const siteServer = await startServer({ port: sitePort, quiet: true });
const baselinePort = await freePort();
const baselineServer = await startBaselineServer(baselinePort);
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const baselineOrigin = `http://127.0.0.1:${baselinePort}`;

const targets = [
  { key: 'empty', lang: '–', label: 'empty page', url: `${baselineOrigin}/`, origin: baselineOrigin, kind: 'baseline' },
  ...pageKeys.flatMap((key) =>
    langs.map((lang) => ({ key, lang, label: `${key} ${lang}`, url: siteOrigin + pathFor(PAGES[key].path, lang), origin: siteOrigin, kind: PAGES[key].kind })),
  ),
];
const total = runs * forms.length * targets.length;
const results = []; // { target, form, run, figures, diagnostics }
const environment = { userAgent: null, lighthouse: null, benchmark: [], load: [] };
const started = Date.now();
let done = 0;

process.on('SIGINT', () => {
  siteServer.close();
  baselineServer.close();
  process.exit(130);
});

try {
  // One unrecorded run first: the first browser start of a session reads Chromium from a cold disk.
  console.log('Warm-up run (not recorded)…');
  await lighthouseRun(targets[0].url, forms[0]).catch(() => {});
  // Interleaved: every round measures the empty page and then each page, per form factor, so a
  // machine that slows down over the run weighs on both sides alike.
  for (let round = 1; round <= runs; round++) {
    for (const form of forms) {
      for (const target of targets) {
        done++;
        const prefix = `[${done}/${total}] ${target.label} ${form} run ${round}:`;
        environment.load.push(os.loadavg()[0]);
        try {
          let lhr = await lighthouseRun(target.url, form);
          // A run that Lighthouse could not measure (NO_NAVSTART, NO_FCP…, usually a starved machine) is retried once.
          if (lhr.runtimeError) {
            console.log(`${prefix} Lighthouse error ${lhr.runtimeError.code}, retrying`);
            lhr = await lighthouseRun(target.url, form);
          }
          writeFileSync(join(rawDir, `${target.key}${target.lang === '–' ? '' : `-${target.lang}`}-${form}-run${round}.json`), JSON.stringify(lhr));
          const f = figures(lhr, target.origin);
          environment.userAgent ??= lhr.environment?.hostUserAgent;
          environment.lighthouse ??= lhr.lighthouseVersion;
          if (lhr.environment?.benchmarkIndex) environment.benchmark.push(lhr.environment.benchmarkIndex);
          results.push({ target, form, run: round, figures: f, diagnostics: diagnostics(lhr) });
          console.log(
            f.runtimeError
              ? `${prefix} Lighthouse error ${f.runtimeError}`
              : `${prefix} perf ${f.score}, LCP ${format.seconds(f.lcp)}, TBT ${format.ms(f.tbt)}, CLS ${format.cls(f.cls)}, ${format.kb(f.bytes_total)}`,
          );
        } catch (error) {
          results.push({ target, form, run: round, error: String(error?.message ?? error) });
          console.log(`${prefix} failed: ${error?.message ?? error}`);
        }
      }
    }
  }
} finally {
  siteServer.close();
  baselineServer.close();
}

// ---------------------------------------------------------------------------------------------------
// The report

const METRICS = [
  ['score', 'Score', format.score],
  ['lcp', 'LCP', format.seconds],
  ['cls', 'CLS', format.cls],
  ['tbt', 'TBT', format.ms],
  ['fcp', 'FCP', format.seconds],
  ['si', 'Speed Index', format.seconds],
  ['bytes_document', 'HTML', format.kb],
  ['bytes_script', 'JS', format.kb],
  ['bytes_stylesheet', 'CSS', format.kb],
  ['bytes_image', 'Images', format.kb],
  ['bytes_font', 'Fonts', format.kb],
  ['bytes_other', 'Other', format.kb],
  ['bytes_total', 'Total', format.kb],
  ['firstLoadJs', 'First-load JS', format.kb],
  ['pageDataJs', 'Page-data scripts', format.kb],
];

function statsFor(target, form) {
  const mine = results.filter((r) => r.target === target && r.form === form && r.figures && !r.figures.runtimeError);
  return Object.fromEntries(METRICS.map(([key]) => [key, spread(mine.map((r) => r.figures[key]))]));
}

const summary = forms.flatMap((form) => targets.map((target) => ({ target, form, stats: statsFor(target, form) })));
const statsOf = (target, form) => summary.find((s) => s.target === target && s.form === form).stats;

function checks(target, form) {
  const mine = statsOf(target, form);
  const base = statsOf(targets[0], form);
  const m = (stats, key) => stats[key]?.median ?? null;
  const list = [];
  const add = (name, value, limit, ok, shown) => list.push({ name, ok: value !== null && limit !== null && ok(value, limit), text: shown(value, limit) });
  add('Score ≥ empty', m(mine, 'score'), m(base, 'score'), (v, l) => v >= l, (v, l) => `${v ?? '–'} vs ${l ?? '–'}`);
  add('LCP ≤ empty + 0.5 s', m(mine, 'lcp'), m(base, 'lcp') === null ? null : m(base, 'lcp') + TARGETS.lcpSlackMs, (v, l) => v <= l, (v, l) => `${v === null ? '–' : format.seconds(v)} ≤ ${l === null ? '–' : format.seconds(l)}`);
  add('TBT ≤ 1.25 × empty', m(mine, 'tbt'), m(base, 'tbt') === null ? null : m(base, 'tbt') * TARGETS.tbtFactor, (v, l) => v <= l, (v, l) => `${v === null ? '–' : format.ms(v)} ≤ ${l === null ? '–' : format.ms(l)}`);
  add('CLS ≤ 0.01', m(mine, 'cls'), TARGETS.cls, (v, l) => v <= l, (v) => (v === null ? '–' : format.cls(v)));
  if (target.kind === 'home') add('Home ≤ 500 KB', m(mine, 'bytes_total'), TARGETS.homeBytes, (v, l) => v <= l, (v) => (v === null ? '–' : format.kb(v)));
  if (target.kind === 'gallery') add('Gallery ≤ 1 MB before scrolling', m(mine, 'bytes_total'), TARGETS.galleryBytes, (v, l) => v <= l, (v) => (v === null ? '–' : format.kb(v)));
  add('First-load JS ≤ empty + 15 KB', m(mine, 'firstLoadJs'), m(base, 'firstLoadJs') === null ? null : m(base, 'firstLoadJs') + TARGETS.firstLoadJsSlack, (v, l) => v <= l, (v, l) => `${v === null ? '–' : format.kb(v)} ≤ ${l === null ? '–' : format.kb(l)}`);
  return list;
}

const siteTargets = targets.slice(1);
const verdicts = forms.map((form) => ({ form, rows: siteTargets.map((target) => ({ target, checks: checks(target, form) })) }));
const mobileVerdict = verdicts.find((v) => v.form === 'mobile');
const mobileChecks = mobileVerdict ? mobileVerdict.rows.flatMap((row) => row.checks.map((check) => ({ ...check, target: row.target }))) : [];
const failedRuns = results.filter((r) => r.error || r.figures?.runtimeError);

const loadMedian = median(environment.load) ?? 0;
const loadMax = Math.max(0, ...environment.load);
const busy = loadMedian > os.cpus().length * 0.75;
const lines = [];
const out = (line = '') => lines.push(line);
const now = new Date();
out('# Performance report');
out();
out(
  `Generated by \`npm run perf\` on ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${runs} run${runs > 1 ? 's' : ''} per page, language and form factor, ` +
    `the empty Next.js page measured in the same rounds. Each cell is the median, with min–max across runs in brackets. ` +
    `Raw Lighthouse JSON: \`perf/raw/\` (not committed).`,
);
out();
out('## Figures');
out();
out(`| Page | Lang | Form | ${METRICS.map(([, title]) => title).join(' | ')} |`);
out(`|${' --- |'.repeat(METRICS.length + 3)}`);
for (const { target, form, stats } of summary) {
  out(`| ${target.kind === 'baseline' ? '**empty page**' : target.key} | ${target.lang} | ${form} | ${METRICS.map(([key, , f]) => cell(stats[key], f)).join(' | ')} |`);
}
out();
out('## Against the targets (issue 6)');
out();
out(
  'Medians against the empty page\'s medians of the same run and form factor. The issue sets the targets for **mobile**; ' +
    'desktop is shown against the same rules for information (the empty page\'s desktop TBT is usually 0 ms, so "1.25 × empty" allows none).',
);
for (const { form, rows } of verdicts) {
  out();
  out(`### ${form}${form === 'mobile' ? '' : ' (for information)'}`);
  out();
  const names = [...new Set(rows.flatMap((row) => row.checks.map((c) => c.name)))];
  out(`| Page | Lang | ${names.join(' | ')} |`);
  out(`|${' --- |'.repeat(names.length + 2)}`);
  for (const { target, checks: list } of rows) {
    out(`| ${target.key} | ${target.lang} | ${names.map((name) => {
      const check = list.find((c) => c.name === name);
      return check ? `${check.ok ? '✅' : '❌'} ${check.text}` : 'n/a';
    }).join(' | ')} |`);
  }
}
out();
const mobilePassed = mobileChecks.filter((c) => c.ok).length;
if (mobileVerdict) out(`**Mobile: ${mobilePassed} of ${mobileChecks.length} checks met.**${mobilePassed < mobileChecks.length ? ' Missed: ' + mobileChecks.filter((c) => !c.ok).map((c) => `${c.target.label} ${c.name} (${c.text})`).join('; ') + '.' : ''}`);
out();
out('## What costs time (Lighthouse diagnostics, mobile, last successful run of each page)');
out();
out('| Page | Lang | LCP element | LCP phases | Render-blocking | Main-thread work | Costliest scripts (bootup) | Other origins |');
out('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const target of targets) {
  const last = results.filter((r) => r.target === target && r.form === (forms.includes('mobile') ? 'mobile' : forms[0]) && r.diagnostics && !r.figures.runtimeError).at(-1);
  if (!last) continue;
  const d = last.diagnostics;
  out(`| ${target.kind === 'baseline' ? 'empty page' : target.key} | ${target.lang} | ${d.lcpElement.replace(/\|/g, '\\|')} | ${d.lcpPhases} | ${d.renderBlocking} | ${d.mainThread} ms | ${d.bootup} | ${last.figures.otherOrigins.join(', ') || 'none'} |`);
}
out();
out('## How it was measured');
out();
const flavourFile = join(root, '.next', 'build-flavour');
const chromium = (browserVersion ?? environment.userAgent)?.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown';
out(`- Date: ${now.toISOString()}; duration ${Math.round((Date.now() - started) / 60000)} min; ${results.length} Lighthouse runs, ${failedRuns.length} failed.`);
out(`- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}; Node ${process.versions.node}; Lighthouse benchmark index (median) ${Math.round(median(environment.benchmark) ?? 0)}.`);
out(`- Load average (1 min) before each run: median ${loadMedian.toFixed(1)}, max ${loadMax.toFixed(1)} on ${os.cpus().length} cores.${busy ? ' **The machine was busy with other work during the runs: the timings (and so the scores) are noisier and slower than on a quiet machine; rerun when it is idle.**' : ''}`);
out(`- Browser: Chromium ${chromium} (${chromePath ?? "chrome-launcher's default"}), flags \`${CHROME_FLAGS.join(' ')}\`; a fresh browser with a fresh temporary profile for every run (empty cache, first visit: the consent banner shows).`);
out(`- Lighthouse ${environment.lighthouse ?? installedVersion('lighthouse')} through its Node API, performance category only, no full-page screenshot (it would grow the viewport and load lazy photos). Mobile: the default config (Moto G Power emulation, 412×823, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown). Desktop: the desktop preset (1350×940, 40 ms RTT, 10 Mbit/s, no CPU slowdown).`);
out(`- Served: \`out/\` (${existsSync(flavourFile) ? `build flavour "${readFileSync(flavourFile, 'utf8').trim()}"` : 'build flavour unknown'}) and the empty page's \`perf/.baseline/out\` through superstatic with \`firebase.json\`'s rules and gzip (the server of \`npm start\`), on 127.0.0.1.`);
out(`- Empty page: \`perf/baseline/\` (one \`<h1>\` in an App Router layout, \`output: 'export'\`), built with the project's next ${installedVersion('next')} and react ${installedVersion('react')}.`);
out('- Order: one unrecorded warm-up run, then rounds; in each round, per form factor, the empty page then every page, so the floor and the pages share the same machine state.');
out('- Bytes: `transferSize` of every request Lighthouse recorded during the load (compressed size on the wire, with headers), by resource type; "Other" is everything else (the RSC payload, the manifest, icons, fetches). 1 KB = 1024 bytes. Lighthouse does not scroll, so the figures are "before scrolling".');
out(
  '- First-load JS: the transfer size (gzip, with response headers: about 1.1 KB per file with the host\'s security headers, more than the bare gzip figure that `e2e/budgets.spec.ts` checks) ' +
    'of the scripts whose request started before the load event, without the page-data scripts. "Page-data scripts" are the files under ' +
    '`/_next/static/inline/`: the RSC payload and bootstrap that Next.js writes inline and the site moves to files for its CSP; ' +
    'on the empty page the same data is inline, in its HTML figure. Both are in the JS column.',
);
out('- Score, LCP, TBT, FCP and Speed Index are Lighthouse\'s simulated (Lantern) values; CLS is observed.');
out();

writeFileSync(join(perfDir, 'report.md'), lines.join('\n'));

const mobileScores = siteTargets.map((t) => (forms.includes('mobile') ? statsOf(t, 'mobile').score?.median : null)).filter((v) => v !== null && v !== undefined);
const baseMobile = forms.includes('mobile') ? statsOf(targets[0], 'mobile') : null;
console.log(
  `perf: ${results.length} runs (${failedRuns.length} failed) in ${Math.round((Date.now() - started) / 60000)} min` +
    (mobileScores.length
      ? `; mobile scores ${Math.min(...mobileScores)}–${Math.max(...mobileScores)} (empty page ${baseMobile?.score?.median ?? '–'}, LCP ${baseMobile?.lcp ? format.seconds(baseMobile.lcp.median) : '–'}, TBT ${baseMobile?.tbt ? format.ms(baseMobile.tbt.median) : '–'}); mobile targets ${mobilePassed}/${mobileChecks.length} met`
      : '') +
    ` → perf/report.md` +
    (busy ? ` (warning: load average ${loadMedian.toFixed(1)} on ${os.cpus().length} cores during the runs; timings are unreliable)` : ''),
);
process.exit(failedRuns.length === results.length ? 1 : 0);
