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
  // The site's tests on two workers at least (on a 2-core machine Playwright's default, half the
  // cores, would run one test at a time while most tests wait on the page as much as they compute),
  // and the editor's tests beside them from the start: they are the longest single chain, and run
  // after the site's they left one core idle (a whole run here: 687 s with the editor after the
  // site, 607 s beside it).
  workers: Math.max(3, Math.floor(availableParallelism() / 2) + 1),
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
      workers: Math.max(2, Math.floor(availableParallelism() / 2)),
    },
    // Tests timed against the wall clock (e2e/support/site.ts, REAL_TIME) run last, on their own,
    // once the site's and the editor's are done.
    {
      name: 'real time',
      use: { ...devices['Desktop Chrome'] },
      grep: /@real-time/,
      dependencies: ['chromium', 'editor'],
      workers: 2,
    },
    // The editor's tests, each worker with its own copy of the project (e2e/editor.spec.ts), which
    // they build. One worker beside the site's two from the start; the total of three then gives
    // the editor a second one once the site's tests are done, to share out its last tests rather
    // than leave a core idle while one worker runs them all.
    {
      name: 'editor',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'editor.spec.ts',
      workers: 2,
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
