import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// On Linux, Debian's Chromium when present (no browser download needed); elsewhere Playwright's own.
// Its headless shell first (Debian's chromium-headless-shell, the build Playwright itself runs
// headless by default): the same Blink and V8, without the full browser's windowing and services,
// which on a 2-core machine took the browser tests about 40 % longer. The benchmarks keep the full
// browser, so that their figures stay comparable with earlier ones.
const systemChromium =
  process.platform === 'linux'
    ? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file))
    : undefined;
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  // The harness's own unit tests (e2e/other-browsers/*.test.ts) are Jest's.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two at least: on a 2-core machine Playwright's default (half the cores) would run one test at a
  // time, while most tests wait on the page as much as they compute.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // PLAYWRIGHT_JSON_OUTPUT_NAME=/abs/e2e.json also writes the run's JSON report (bench/test-times.ts reads it).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      grepInvert: /@real-time/,
      testIgnore: 'editor.spec.ts',
    },
    // Tests timed against the wall clock (e2e/support/site.ts, REAL_TIME) run last, on their own.
    {
      name: 'real time',
      use: { ...devices['Desktop Chrome'] },
      grep: /@real-time/,
      dependencies: ['chromium'],
      workers: 2,
    },
    // The editor builds a copy of the project: after everything else, one test at a time.
    {
      name: 'editor',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'editor.spec.ts',
      dependencies: ['real time'],
      workers: 1,
    },
  ],
  webServer: {
    // The static export served with the production host's rules (firebase.json).
    command: 'npx tsx scripts/start.ts --as-built',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
