import type { Config, Flags, Result } from 'lighthouse';
import { chromeFlags, chromePath } from './browser';
import type { LighthouseMethod, ThrottlingSettings } from './results';

// Lighthouse and chrome-launcher are ES modules loaded with import(): tsx would otherwise compile
// them to CommonJS and add helpers to the functions Lighthouse sends into the page as source text,
// where they do not exist.
const loadLighthouse = () => import('lighthouse');
const loadChromeLauncher = () => import('chrome-launcher');

async function configFor(method: LighthouseMethod): Promise<Config | undefined> {
  const lighthouse = await loadLighthouse();
  if (method === 'desktop') return lighthouse.desktopConfig;
  if (method === 'simulated') return undefined;
  // Lighthouse's own "slow 4G" applied through DevTools: 150 ms × 3.75 = 562.5 ms per request,
  // 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up, CPU 4× slower (its constants' mobileSlow4G, whose
  // request-level factors make up for DevTools throttling per request instead of per packet).
  const { throttling } = await import('lighthouse/core/config/constants.js');
  return {
    extends: 'lighthouse:default',
    settings: { throttlingMethod: 'devtools', throttling: throttling.mobileSlow4G },
  };
}

export type LighthouseOutcome = { lhr: Result; chromium: string | null };

/** One Lighthouse run in a fresh Chromium with a fresh profile: no cache, no cookies, no service worker. */
export async function runLighthouse(url: string, method: LighthouseMethod): Promise<LighthouseOutcome> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([loadLighthouse(), loadChromeLauncher()]);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    // The user agent reports a reduced version (156.0.0.0); the DevTools endpoint has the full one.
    const chromium = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      .then((response) => response.json() as Promise<{ Browser?: string }>)
      .then((info) => info.Browser ?? null)
      .catch(() => null);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The full-page screenshot grows the viewport to the page's height, which would load the
      // lazy photos below the fold: the byte figures are "before scrolling".
      disableFullPageScreenshot: true,
    };
    const result = await lighthouse(url, flags, await configFor(method));
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, chromium };
  } finally {
    chrome.kill();
  }
}

/** The settings that decide the figures, as Lighthouse reports it used them (only those its method reads). */
export function settingsOf(lhr: Result): ThrottlingSettings {
  const { throttlingMethod, throttling, screenEmulation, formFactor } = lhr.configSettings;
  const network =
    throttlingMethod === 'devtools'
      ? {
          requestLatencyMs: throttling.requestLatencyMs,
          downloadThroughputKbps: throttling.downloadThroughputKbps,
          uploadThroughputKbps: throttling.uploadThroughputKbps,
        }
      : { rttMs: throttling.rttMs, throughputKbps: throttling.throughputKbps };
  return {
    formFactor,
    throttlingMethod,
    ...network,
    cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier,
    screen: screenEmulation.disabled
      ? 'not emulated'
      : `${screenEmulation.width}×${screenEmulation.height} at ${screenEmulation.deviceScaleFactor}x`,
  };
}
