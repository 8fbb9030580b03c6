// `npm run perf:viewer [-- name=/abs/out … --runs 5 --report bench/reports/viewer-speed.md]`: how
// long the gallery's viewer, the menu and the slideshow take to answer a tap once a page has
// loaded, beside a plain lightbox (bench/plain-lightbox.html, the same photos). Each interaction's
// time to next paint is its slowest Event Timing entry, as INP takes it, in Debian's Chromium at
// 390×844 with the CPU slowed 4×. Every build given (by default this project's out/) is served
// by the site's host with firebase.json's rules, the plain page beside the first; each round
// measures every site in turn on fresh pages, so all columns share the machine's state.
import type { Browser, Locator } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { galleryMessages } from '../content/dictionaries/gallery';
import { pagesMessages } from '../content/dictionaries/pages';
import { shellMessages } from '../content/dictionaries/shell';
import { albumsByCategory } from '../lib/albums';
import { toGalleryAlbum } from '../lib/gallery/album-data';
import { getPhoto } from '../lib/photos';
import { hrefFor, storyHref } from '../lib/routing';
import { readHostingConfig } from '../lib/hosting/read-hosting-config';
import { startStaticHost, type StaticHost } from '../scripts/server/static-host';
import {
  afterNextFrames,
  cpuSlowdown,
  durationSince,
  effectTimeoutMs,
  launchChromium,
  openPage,
  pageNow,
  phoneViewport,
  waitUntilHydrated,
  type Session,
} from './browser-session';
import { durationThresholdMs, positionPattern } from './event-timing';
import { projectRoot } from './paths';
import { plainLightboxPage } from './plain-lightbox';
import { markdownTable, type ViewerRun } from './viewer-table';

const usage = 'Usage: npm run perf:viewer -- [name=/abs/out …] [--runs 5] [--report bench/reports/viewer-speed.md]';
const PLAIN = 'plain lightbox';
const PLAIN_PATH = '/plain-lightbox';
const lang = 'en';
const viewerWords = galleryMessages[lang].viewer;

type Site = { name: string; origin: string; plain: boolean };
/** A tap: what is clicked, and what shows (or goes) once it has been answered. */
type Step = {
  interaction: string;
  target: (session: Session) => Locator;
  /** Read before the click: what will show (or go) once the tap has been answered. */
  effect: (session: Session) => Locator | Promise<Locator>;
  effectState?: 'visible' | 'hidden';
};

/** The viewer's three taps on a page whose first photo link opens it. */
function viewerSteps(where: string, firstPhoto: (session: Session) => Locator): Step[] {
  const viewer = (session: Session) => session.page.getByRole('dialog', { name: viewerWords.label });
  return [
    { interaction: `open the viewer, ${where}`, target: firstPhoto, effect: viewer },
    {
      interaction: `next photo, ${where}`,
      target: (session) => viewer(session).getByRole('button', { name: viewerWords.next }),
      // The photo after the one on show (a story opens at its cover, wherever that is in the album).
      effect: async (session) => {
        // The caption says '{current} of {total}' in both the site's viewer and the plain page's.
        const [current = 0, total = 1] = ((await viewer(session).locator('[aria-live]').textContent()) ?? '')
          .match(/\d+/g)!
          .map(Number);
        return viewer(session).getByText(positionPattern(viewerWords.position, (current % total) + 1));
      },
    },
    {
      interaction: `close the viewer, ${where}`,
      target: (session) => viewer(session).getByRole('button', { name: viewerWords.close }),
      effect: viewer,
      effectState: 'hidden',
    },
  ];
}

const firstPhotoLink = (session: Session) => session.page.getByRole('main').locator('a[data-photo]').first();

/** The pages of one site, each opened fresh, with the taps measured on it in order. */
function pagesOf(site: Site): { path: string; steps: Step[] }[] {
  if (site.plain) {
    const firstLink = (session: Session) => session.page.locator('a[data-index]').first();
    // The weddings gallery's photos: its rows of the report are the plain page's too.
    return [{ path: PLAIN_PATH, steps: viewerSteps('weddings gallery', firstLink) }];
  }
  const firstWedding = albumsByCategory.weddings[0]!.slug;
  const slideshow = pagesMessages[lang].home.slideshow;
  const nav = shellMessages[lang].nav;
  return [
    { path: hrefFor('weddings', lang), steps: viewerSteps('weddings gallery', firstPhotoLink) },
    { path: storyHref('weddings', firstWedding, lang), steps: viewerSteps('a story', firstPhotoLink) },
    {
      path: hrefFor('home', lang),
      steps: [
        {
          interaction: "the slideshow's next arrow",
          target: (session) =>
            session.page.getByRole('region', { name: slideshow.label }).getByRole('button', { name: slideshow.next }),
          // Only the slide on show is in the accessibility tree.
          effect: (session) => session.page.getByRole('group', { name: positionPattern(slideshow.position, 2) }),
        },
        {
          interaction: 'open the menu',
          target: (session) => session.page.getByRole('button', { name: nav.openMenu }),
          effect: (session) => session.page.getByRole('dialog', { name: nav.sidebarLabel }),
        },
      ],
    },
  ];
}

/**
 * One tap, once the page is quiet: the target is brought into view and hovered first (so what a
 * hover starts is not part of the tap), then clicked; the time is taken once its effect is on screen.
 */
async function measure(session: Session, site: Site, step: Step, at: { stage: string }): Promise<number | null> {
  const { page } = session;
  const target = step.target(session);
  at.stage = 'waiting for the target';
  await target.waitFor({ state: 'visible', timeout: effectTimeoutMs });
  at.stage = 'waiting for hydration';
  if (!site.plain) await waitUntilHydrated(target);
  at.stage = 'waiting for the network';
  await page.waitForLoadState('networkidle', { timeout: effectTimeoutMs }).catch(() => undefined);
  at.stage = 'hovering';
  await target.scrollIntoViewIfNeeded({ timeout: effectTimeoutMs });
  await target.hover({ timeout: effectTimeoutMs });
  await afterNextFrames(page);
  const effect = await step.effect(session);
  at.stage = 'clicking';
  const from = await pageNow(page);
  await target.click({ timeout: effectTimeoutMs });
  at.stage = 'waiting for the effect';
  await effect.waitFor({ state: step.effectState ?? 'visible', timeout: effectTimeoutMs });
  at.stage = 'reading the entries';
  return durationSince(session, from);
}

/** Longest a tap may take, from waiting for its target to its last Event Timing entry. */
const TAP_LIMIT_MS = 60_000;

function withinTapLimit<T>(work: (at: { stage: string }) => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const at = { stage: 'starting' };
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${TAP_LIMIT_MS / 1000} s (${at.stage})`)),
      TAP_LIMIT_MS,
    );
  });
  return Promise.race([work(at), limit]).finally(() => clearTimeout(timer));
}

async function measureSite(browser: Browser, site: Site): Promise<ViewerRun[]> {
  const runs: ViewerRun[] = [];
  for (const { path, steps } of pagesOf(site)) {
    const session = await openPage(browser, site.origin + path, { viewport: phoneViewport });
    try {
      let broken: string | null = null;
      for (const step of steps) {
        const outcome: Pick<ViewerRun, 'durationMs' | 'error'> = broken
          ? { durationMs: null, error: broken }
          : await withinTapLimit((at) => measure(session, site, step, at)).then(
              (durationMs) => ({ durationMs, error: null }),
              (error: unknown) => ({
                durationMs: null,
                error: (error instanceof Error ? error.message : String(error)).split('\n')[0]!,
              }),
            );
        // A tap that failed leaves the page in no known state: the page's later taps are not measured.
        broken ??= outcome.error;
        console.log(
          `  ${site.name}, ${step.interaction}: ${outcome.error ?? outcome.durationMs ?? `< ${durationThresholdMs}`}`,
        );
        runs.push({ site: site.name, interaction: step.interaction, ...outcome });
      }
    } finally {
      await session.context.close();
    }
  }
  return runs;
}

function sitesOf(positionals: string[]): { name: string; root: string }[] {
  if (positionals.length === 0)
    return [{ name: 'this build', root: join(projectRoot, readHostingConfig(projectRoot).public) }];
  return positionals.map((item) => {
    const match = /^([^=]+)=(\/.+)$/.exec(item);
    if (!match) throw new Error(`'${item}' is not name=/abs/out\n${usage}`);
    return { name: match[1]!, root: match[2]! };
  });
}

/** The report: how it was taken, then the medians. */
function report(
  runs: readonly ViewerRun[],
  options: { rounds: number; sites: { name: string; root: string }[] },
): string {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return [
    '# The viewer, the menu and the slideshow: time to next paint',
    '',
    `Taken ${when} UTC by \`npm run perf:viewer\` (bench/viewer-speed.ts), ${options.rounds} rounds.`,
    '',
    "How: Debian's Chromium (`/usr/bin/chromium`, headless, driven by Playwright) at 390×844 with the CPU",
    `slowed ${cpuSlowdown}× (CDP \`Emulation.setCPUThrottlingRate\`), the network unthrottled; every page fresh`,
    '(new context, empty cache) and loaded (the load event, the page hydrated, the network quiet 500 ms), the',
    'target hovered and two frames painted before the click. Each interaction is its slowest Event Timing',
    `entry (PerformanceObserver \`event\`, durationThreshold ${durationThresholdMs}, grouped by interactionId: the figure INP takes),`,
    'read once a sentinel key press proves every earlier entry is in (the sentinel repaints a mark of its own until',
    'its entry is in: a page with nothing left to draw presents no frame, and an entry waits for one).',
    "Each round measures every site in turn, so the columns share the machine's state. Sites:",
    ...options.sites.map(
      (site) =>
        `- ${site.name}: \`${relative(projectRoot, site.root) || '.'}\`, served by the site's host (firebase.json's rules, gzip)`,
    ),
    `- ${PLAIN}: bench/plain-lightbox.html with the weddings gallery's photos (the same files), a native <dialog>`,
    '  lightbox and nothing else, served by the same host as the first site.',
    '',
    `Median of the runs, the fastest and slowest in brackets; "< ${durationThresholdMs} ms": under the threshold (no entry).`,
    '',
    ...markdownTable(runs),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' }, report: { type: 'string' } },
  });
  const rounds = Number(values.runs);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(usage);
  const builds = sitesOf(positionals);
  const config = readHostingConfig(projectRoot);
  const template = readFileSync(join(projectRoot, 'bench', 'plain-lightbox.html'), 'utf8');
  const photos = albumsByCategory.weddings.flatMap(
    (album, index) => toGalleryAlbum(album, index, lang, getPhoto).photos,
  );
  const plainHtml = plainLightboxPage(template, photos);
  const firstPort = Number(process.env.PERF_PORT ?? 3300);
  const hosts: StaticHost[] = [];
  const sites: Site[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const host = await startStaticHost({ root: build.root, port: firstPort + index, quiet: true, config });
      hosts.push(host);
      sites.push({ name: build.name, origin: host.url, plain: false });
    }
    const plainHost = await startStaticHost({
      root: builds[0]!.root,
      port: firstPort + builds.length,
      quiet: true,
      config,
      routes: [
        {
          matches: (pathname) => pathname === PLAIN_PATH,
          handle: (_request, response) =>
            new Promise<void>((resolve) => {
              response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
              response.end(plainHtml, resolve);
            }),
        },
      ],
    });
    hosts.push(plainHost);
    sites.push({ name: PLAIN, origin: plainHost.url, plain: true });

    const browser = await launchChromium();
    const runs: ViewerRun[] = [];
    try {
      for (let round = 1; round <= rounds; round++) {
        for (const site of sites) runs.push(...(await measureSite(browser, site)));
        console.log(`round ${round} of ${rounds} done`);
      }
    } finally {
      await browser.close();
    }
    const text = report(runs, { rounds, sites: builds });
    console.log(`\n${text}`);
    if (values.report) {
      writeFileSync(join(projectRoot, values.report), text);
      console.log(`Written to ${values.report}`);
    }
  } finally {
    await Promise.all(hosts.map((host) => host.close()));
  }
}

main().catch((error: unknown) => {
  console.error(`perf:viewer: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
