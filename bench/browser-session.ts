// The parts of a timed browser session that the interaction benchmarks share: Chromium as the
// benchmarks run it, a page with the CPU slowed, and the time to next paint of one interaction,
// read from the Event Timing entries once a sentinel key press proves they are all in.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { existsSync } from 'node:fs';
import { interactionDuration, observerScript, sentinelKey, type PageEventTiming } from './event-timing';
import { idleHoldScript } from './idle-hold';

/** The CPU slowdown of every interaction benchmark: Lighthouse's mobile figure. */
export const cpuSlowdown = 4;
export const phoneViewport = { width: 390, height: 844 };
export const effectTimeoutMs = 15_000;

export type Session = {
  page: Page;
  cdp: CDPSession;
  context: BrowserContext;
};

/** Debian's Chromium (CHROME_PATH overrides), with no background traffic (updates, sync) competing with the page. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

type Viewport = { width: number; height: number };
/**
 * `firstPress`: the page's first press is measured as soon as the page has taken over, so the
 * page is not waited for beyond its first response and its idle callbacks wait for that press.
 */
export type PageOptions = { viewport: Viewport; firstPress?: boolean };

/** A fresh context (empty cache, first visit) with the CPU slowed from before the page loads. */
export async function openPage(
  browser: Browser,
  url: string,
  { viewport, firstPress = false }: PageOptions,
): Promise<Session> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript({ content: observerScript });
  if (firstPress) await page.addInitScript({ content: idleHoldScript });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: firstPress ? 'commit' : 'load' });
  return { page, cdp, context };
}

export const pageNow = (page: Page) => page.evaluate<number>('performance.now()');

/** Resolves after two frames: the frame that shows the effect has been handed to the compositor. */
export const afterNextFrames = (page: Page) =>
  page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

export type PerfWindow = { __perfEventTiming: PageEventTiming };

/** React has hydrated the element (its event handlers are attached) and the page says it has taken over. */
export async function waitUntilHydrated(target: Locator): Promise<void> {
  await target.waitFor({ state: 'attached', timeout: effectTimeoutMs });
  await target.evaluate(
    (element) => (window as unknown as PerfWindow).__perfEventTiming.whenHydrated(element),
    undefined,
    { timeout: effectTimeoutMs },
  );
}

/** How long a sentinel press may take to be reported before it is pressed again, and how many presses. */
const SENTINEL_WAIT_MS = 3_000;
const SENTINEL_PRESSES = 3;

/** The duration of the interaction that started at `from`, once a sentinel proves all its entries are in. */
export async function durationSince(session: Session, from: number): Promise<number | null> {
  const { page, cdp } = session;
  await afterNextFrames(page);
  const until = await pageNow(page);
  for (let press = 1; press <= SENTINEL_PRESSES; press++) {
    const entries = page.evaluate(
      ([time, waitMs]) => (window as unknown as PerfWindow).__perfEventTiming.whenSentinelSeenAfter(time, waitMs),
      [until, SENTINEL_WAIT_MS] as const,
    );
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...sentinelKey });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...sentinelKey });
    const seen = await entries;
    if (seen) return interactionDuration(seen, from, until);
  }
  throw new Error(`the page reported none of ${SENTINEL_PRESSES} sentinel presses`);
}
