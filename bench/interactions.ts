// `npm run perf:interactions [-- --runs 5 --lang en,pt]`: how long the site's taps take on a 4×
// slowed CPU, timed by the browser's Event Timing API in Chromium driven by Playwright, on out/
// served by the site's own host. Lighthouse CI measures page loads only; Lighthouse's user flows
// report a timespan's INP, the next paint after a tap. What this adds: the tap comes as soon as the
// page says it has taken over (the boot loader's mark), with the page's idle callbacks held until
// then (the viewer's first open, before any idle prefetch of its code); and for a tap that opens a
// dialog whose code loads on the tap, when the dialog is actually on screen, which INP does not see.
import type { Browser, Locator } from '@playwright/test';
import { parseArgs } from 'node:util';
import { contactMessages } from '../content/dictionaries/contact';
import { galleryMessages } from '../content/dictionaries/gallery';
import { shellMessages } from '../content/dictionaries/shell';
import { locales, type Locale } from '../lib/i18n';
import { hrefFor } from '../lib/routing';
import { startSiteHost } from '../scripts/server/site-host';
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
  type PageOptions,
  type PerfWindow,
  type Session,
} from './browser-session';
import { durationThresholdMs, positionPattern, shownAfter } from './event-timing';
import { projectRoot } from './paths';
import { interactionSpread } from './stats';
import { format } from './format';

const desktopViewport = { width: 1280, height: 720 };

type InteractionName = 'open-viewer' | 'next-photo' | 'open-menu' | 'tick-checkbox';

type InteractionOutcome = {
  interaction: InteractionName;
  durationMs: number | null;
  shownAfterMs: number | null;
  error: string | null;
};
type Timing = Pick<InteractionOutcome, 'durationMs' | 'shownAfterMs'>;

/** The time to next paint, and for an interaction that opens a dialog, when the dialog was on screen. */
async function timingSince(session: Session, from: number, opensDialog: boolean): Promise<Timing> {
  const durationMs = await durationSince(session, from);
  if (!opensDialog) return { durationMs, shownAfterMs: null };
  const { lastPointerDown, dialogsShown } = await session.page.evaluate(() => {
    const { lastPointerDown, dialogsShown } = (window as unknown as PerfWindow).__perfEventTiming;
    return { lastPointerDown, dialogsShown };
  });
  return { durationMs, shownAfterMs: shownAfter(lastPointerDown, dialogsShown) };
}

/**
 * The viewer's first open: one click on the first photo as soon as the page has taken over, its
 * idle callbacks held (openPage's `firstPress`), so no idle prefetch of the viewer's code came first.
 */
async function openViewer(session: Session, lang: Locale): Promise<Timing & { viewer: Locator }> {
  const { page } = session;
  const viewer = page.getByRole('dialog', { name: galleryMessages[lang].viewer.label });
  // The first photo's link (an album's heading links to its story): it carries data-photo.
  const firstPhoto = page.getByRole('main').locator('a[data-photo]').first();
  const galleryPath = new URL(page.url()).pathname;
  await waitUntilHydrated(firstPhoto);
  const from = await pageNow(page);
  await firstPhoto.click();
  try {
    await viewer.waitFor({ state: 'visible', timeout: effectTimeoutMs });
  } catch (error) {
    const now = new URL(page.url());
    if (now.pathname !== galleryPath) throw new Error(`the click left the gallery for ${now.pathname}`);
    throw error;
  }
  return { ...(await timingSince(session, from, true)), viewer };
}

async function nextPhoto(session: Session, lang: Locale, viewer: Locator): Promise<Timing> {
  const messages = galleryMessages[lang].viewer;
  const next = viewer.getByRole('button', { name: messages.next });
  await next.waitFor({ state: 'visible', timeout: effectTimeoutMs });
  const from = await pageNow(session.page);
  await next.click();
  await viewer.getByText(positionPattern(messages.position, 2)).waitFor({ state: 'visible', timeout: effectTimeoutMs });
  return timingSince(session, from, false);
}

async function openMenu(session: Session, lang: Locale): Promise<Timing> {
  const labels = shellMessages[lang].nav;
  const burger = session.page.getByRole('button', { name: labels.openMenu });
  await waitUntilHydrated(burger);
  const from = await pageNow(session.page);
  await burger.click();
  await session.page
    .getByRole('dialog', { name: labels.sidebarLabel })
    .waitFor({ state: 'visible', timeout: effectTimeoutMs });
  return timingSince(session, from, true);
}

async function tickCheckbox(session: Session, lang: Locale): Promise<Timing> {
  const checkbox = session.page.getByRole('checkbox', { name: contactMessages[lang].services.Wedding, exact: true });
  await waitUntilHydrated(checkbox);
  // Scrolling is not part of the interaction: the box is brought into view and painted first.
  await checkbox.scrollIntoViewIfNeeded();
  await afterNextFrames(session.page);
  const from = await pageNow(session.page);
  await checkbox.click();
  const timing = await timingSince(session, from, false);
  if (!(await checkbox.isChecked())) throw new Error('the checkbox did not tick');
  return timing;
}

function failed(interaction: InteractionName, error: unknown): InteractionOutcome {
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return { interaction, durationMs: null, shownAfterMs: null, error: message };
}

/** One interaction; a failure is recorded with its first line, not thrown. */
async function attempt(interaction: InteractionName, run: () => Promise<Timing>): Promise<InteractionOutcome> {
  return run().then(
    (timing) => ({ interaction, ...timing, error: null }),
    (error: unknown) => failed(interaction, error),
  );
}

async function onFreshPage<T>(
  browser: Browser,
  url: string,
  options: PageOptions,
  work: (session: Session) => Promise<T>,
) {
  const session = await openPage(browser, url, options);
  try {
    return await work(session);
  } finally {
    await session.context.close();
  }
}

/** Every interaction once on a site served at `origin`, each page fresh. */
async function measureInteractions(browser: Browser, origin: string, lang: Locale): Promise<InteractionOutcome[]> {
  const gallery = { viewport: desktopViewport, firstPress: true };
  let viewer: Locator | undefined;
  const galleryOutcomes = await onFreshPage(browser, origin + hrefFor('weddings', lang), gallery, async (session) => {
    const opened = await attempt('open-viewer', async () => {
      const { viewer: shown, ...timing } = await openViewer(session, lang);
      viewer = shown;
      return timing;
    });
    const next = await attempt('next-photo', () => {
      if (!viewer) throw new Error('the viewer did not open');
      return nextPhoto(session, lang, viewer);
    });
    return [opened, next];
  }).catch((error: unknown) => [failed('open-viewer', error), failed('next-photo', error)]);
  const menu = await attempt('open-menu', () =>
    onFreshPage(browser, origin + hrefFor('home', lang), { viewport: phoneViewport }, (session) =>
      openMenu(session, lang),
    ),
  );
  const checkbox = await attempt('tick-checkbox', () =>
    onFreshPage(browser, origin + hrefFor('contact', lang), { viewport: desktopViewport }, (session) =>
      tickCheckbox(session, lang),
    ),
  );
  return [...galleryOutcomes, menu, checkbox];
}

/** '45 ms (slowest 80 ms), on screen after 120 ms': the median of the runs, "under 16 ms" counting as fastest. */
function summary(runs: readonly InteractionOutcome[]): string {
  const measured = runs.filter((run) => run.error === null);
  const stats = interactionSpread(measured.map((run) => run.durationMs));
  const failed = runs.length - measured.length;
  if (!stats) return `every run failed (${runs[0]?.error ?? 'no run'})`;
  const time = (value: number | null) => (value === null ? `< ${durationThresholdMs} ms` : format.ms(value));
  const shown = interactionSpread(measured.map((run) => run.shownAfterMs).filter((value) => value !== null));
  return [
    `${time(stats.median)} (slowest ${time(stats.max)})`,
    shown?.median ? `, on screen after ${format.ms(shown.median)}` : '',
    failed ? `; ${failed} of ${runs.length} runs failed (${runs.find((run) => run.error)?.error})` : '',
  ].join('');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      lang: { type: 'string', default: locales.join(',') },
    },
  });
  const runs = Number(values.runs);
  const langs = values.lang.split(',').filter((lang): lang is Locale => (locales as readonly string[]).includes(lang));
  if (!Number.isInteger(runs) || runs < 1 || langs.length === 0)
    throw new Error('usage: npm run perf:interactions -- [--runs 5] [--lang en,pt]');
  const host = await startSiteHost({ projectRoot, port: Number(process.env.PERF_PORT ?? 3300), quiet: true });
  const browser = await launchChromium();
  const outcomes = new Map<string, InteractionOutcome[]>();
  try {
    for (let round = 1; round <= runs; round++) {
      for (const lang of langs) {
        for (const outcome of await measureInteractions(browser, host.url, lang)) {
          const key = `${outcome.interaction} (${lang})`;
          outcomes.set(key, [...(outcomes.get(key) ?? []), outcome]);
        }
      }
      console.log(`round ${round} of ${runs} done`);
    }
  } finally {
    await browser.close();
    await host.close();
  }
  console.log(`Time to next paint on a ${cpuSlowdown}× slowed CPU, median of ${runs} runs (target ≤ 100 ms):`);
  for (const [key, runsOfKey] of outcomes) console.log(`  ${key}: ${summary(runsOfKey)}`);
}

main().catch((error: unknown) => {
  console.error(`perf:interactions: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
