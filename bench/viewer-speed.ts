// `npm run perf:viewer [-- name=/abs/out … --photoswipe hugo=/abs/public:/album/ --runs 5 --report …]`:
// how long the gallery's viewer, the menu and the slideshow take to answer a tap once a page has
// loaded, beside a plain lightbox (bench/plain-lightbox.html, the same photos) and, if given, a
// peer's album page whose viewer is PhotoSwipe (a Hugo gallery built as bench/hugo-peer.ts does). Each interaction's
// time to next paint is its slowest Event Timing entry, as INP takes it, in Debian's Chromium at
// 390×844 with the CPU slowed 4×. Every build given (by default this project's out/) is served
// by the site's host with firebase.json's rules, the plain page beside the first; each round
// measures every site in turn on fresh pages, so all columns share the machine's state.
import type { Browser, Locator } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { galleryMessages } from '../content/dictionaries/gallery';
import { pagesMessages } from '../content/dictionaries/pages';
import { shellMessages } from '../content/dictionaries/shell';
import { albumsByCategory } from '../lib/albums';
import { toGalleryAlbum } from '../lib/gallery/album-data';
import { getPhoto } from '../lib/photos';
import { hrefFor, storyHref } from '../lib/routing';
import { readHostingConfig } from '../lib/hosting/read-hosting-config';
import { withoutContentSecurityPolicy } from './peer-hosting';
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

const usage =
  'Usage: npm run perf:viewer -- [name=/abs/out …] [--photoswipe name=/abs/dir:/album/] [--runs 5] [--report bench/reports/viewer-speed.md]';
const PLAIN = 'plain lightbox';
const PLAIN_PATH = '/plain-lightbox';
const lang = 'en';
const viewerWords = galleryMessages[lang].viewer;

/** A build of this site, the plain lightbox page, or a peer's album page whose viewer is PhotoSwipe. */
type Site = { name: string; origin: string } & (
  { kind: 'build' } | { kind: 'plain' } | { kind: 'photoswipe'; albumPath: string }
);
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

/**
 * PhotoSwipe's three taps, by its own class names (its buttons are named by the theme's words): the
 * first photo opens it, its arrow moves on, its close button closes it.
 */
function photoSwipeSteps(where: string): Step[] {
  const viewer = (session: Session) => session.page.locator('.pswp');
  return [
    {
      interaction: `open the viewer, ${where}`,
      target: (session) => session.page.locator('#gallery a.gallery-item').first(),
      effect: viewer,
    },
    {
      interaction: `next photo, ${where}`,
      target: (session) => viewer(session).locator('.pswp__button--arrow--next'),
      // Its counter says '{current} / {total}'.
      effect: async (session) => {
        const counter = viewer(session).locator('.pswp__counter');
        const [current = 0, total = 1] = ((await counter.textContent()) ?? '').match(/\d+/g)!.map(Number);
        return viewer(session).locator('.pswp__counter', { hasText: `${(current % total) + 1} / ${total}` });
      },
    },
    {
      interaction: `close the viewer, ${where}`,
      target: (session) => viewer(session).locator('.pswp__button--close'),
      effect: viewer,
      effectState: 'hidden',
    },
  ];
}

const firstPhotoLink = (session: Session) => session.page.getByRole('main').locator('a[data-photo]').first();

/** The pages of one site, each opened fresh, with the taps measured on it in order. */
function pagesOf(site: Site): { path: string; steps: Step[] }[] {
  if (site.kind === 'plain') {
    const firstLink = (session: Session) => session.page.locator('a[data-index]').first();
    // The weddings gallery's photos: its rows of the report are the plain page's too.
    return [{ path: PLAIN_PATH, steps: viewerSteps('weddings gallery', firstLink) }];
  }
  if (site.kind === 'photoswipe') {
    // One album page stands for both of this site's viewer pages: a gallery of albums and a story.
    return [
      { path: site.albumPath, steps: photoSwipeSteps('weddings gallery') },
      { path: site.albumPath, steps: photoSwipeSteps('a story') },
    ];
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
 * hover starts is not part of the tap), then clicked where it was hovered; the time is taken once its
 * effect is on screen.
 */
async function measure(session: Session, site: Site, step: Step, at: { stage: string }): Promise<number | null> {
  const { page } = session;
  const target = step.target(session);
  at.stage = 'waiting for the target';
  await target.waitFor({ state: 'visible', timeout: effectTimeoutMs });
  at.stage = 'waiting for hydration';
  if (site.kind === 'build') await waitUntilHydrated(target);
  at.stage = 'waiting for the network';
  await page.waitForLoadState('networkidle', { timeout: effectTimeoutMs }).catch(() => undefined);
  at.stage = 'hovering';
  await target.scrollIntoViewIfNeeded({ timeout: effectTimeoutMs });
  await target.hover({ timeout: effectTimeoutMs });
  await afterNextFrames(page);
  const effect = await step.effect(session);
  at.stage = 'clicking';
  const box = await target.boundingBox({ timeout: effectTimeoutMs });
  if (!box) throw new Error('the target is not on screen');
  const from = await pageNow(page);
  // The browser's own input at the target's centre, where it was hovered: a locator's click() first
  // adds listeners of Playwright's to check what the tap hits, and they run inside the tap itself
  // (10–25 ms of its pointerdown at 4× CPU, in a trace of the slideshow's arrow).
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
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

/** 'hugo=/abs/public:/emma-james/': a peer's folder and its album page. */
function photoSwipePeerOf(option: string): { name: string; root: string; albumPath: string } {
  const match = /^([^=]+)=(\/[^:]+):(\/.*)$/.exec(option);
  if (!match) throw new Error(`'${option}' is not name=/abs/dir:/album/\n${usage}`);
  return { name: match[1]!, root: match[2]!, albumPath: match[3]! };
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
  options: {
    rounds: number;
    sites: { name: string; root: string }[];
    peer: { name: string; root: string; albumPath: string } | undefined;
  },
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
    "target hovered and two frames painted before the click, a mouse click at the point hovered (the browser's",
    "own input, without the listeners a Playwright locator's click() adds). Each interaction is its slowest Event Timing",
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
    ...(options.peer
      ? [
          `- ${options.peer.name}: \`${options.peer.root}\` at \`${options.peer.albumPath}\`, its viewer PhotoSwipe, served by the same host without`,
          "  the site's Content-Security-Policy; the album page is measured twice a round, once for each of the site's viewer pages.",
        ]
      : []),
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
    options: { runs: { type: 'string', default: '5' }, report: { type: 'string' }, photoswipe: { type: 'string' } },
  });
  const rounds = Number(values.runs);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(usage);
  const builds = sitesOf(positionals);
  const peer = values.photoswipe === undefined ? undefined : photoSwipePeerOf(values.photoswipe);
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
      sites.push({ name: build.name, origin: host.url, kind: 'build' });
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
    sites.push({ name: PLAIN, origin: plainHost.url, kind: 'plain' });
    if (peer) {
      const peerHost = await startStaticHost({
        root: peer.root,
        port: firstPort + builds.length + 1,
        quiet: true,
        config: withoutContentSecurityPolicy(config),
      });
      hosts.push(peerHost);
      sites.push({ name: peer.name, origin: peerHost.url, kind: 'photoswipe', albumPath: peer.albumPath });
    }

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
    const text = report(runs, { rounds, sites: builds, peer });
    console.log(`\n${text}`);
    if (values.report) {
      writeFileSync(resolve(projectRoot, values.report), text);
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
