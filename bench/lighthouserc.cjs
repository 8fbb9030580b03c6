/*
 * Lighthouse CI (`npm run perf`): every page of the route table in both languages, and the first
 * wedding's story, 3 runs each on a phone with simulated throttling (what PageSpeed Insights
 * reports), served from out/ by the project's own host (firebase.json's clean URLs, redirects,
 * headers and compression, which LHCI's own static server does not apply). The budgets below are
 * asserted on each page's median run; raw reports go to bench/raw/lhci/ (not committed).
 * lighthouserc.applied.cjs measures the same pages with applied throttling.
 * docs/decisions/lighthouse-ci.md says where each figure comes from.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- LHCI loads its config with require() */
const { require: requireTypeScript } = require('tsx/cjs/api');

const { measuredPages } = requireTypeScript('./pages.ts', __filename);

const port = Number(process.env.PERF_PORT ?? 3300);
const origin = `http://localhost:${port}`;
// The site's host on its own port (it prints "Serving out/ … at http://localhost:…" once it listens).
const serverCommand = `PORT=${port} npx tsx scripts/start.ts --as-built`;

const pages = measuredPages();
const KB = 1024;

/** An exact match of these pages' addresses, for an entry of the assert matrix. */
function urlsOf(kind) {
  const paths = pages.filter((page) => kind === undefined || page.kind === kind).map((page) => page.path);
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `^${origin}(${escaped.join('|')})$`;
}

/** At most `limit` on the median of the runs. */
const atMost = (limit) => ['error', { maxNumericValue: limit, aggregationMethod: 'median' }];

module.exports = {
  ci: {
    collect: {
      url: pages.map((page) => origin + page.path),
      numberOfRuns: 3,
      startServerCommand: serverCommand,
      startServerReadyPattern: 'Serving',
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        // As playwright.config.ts: no background traffic (updates, sync) competing with the page.
        // LHCI adds --headless=new.
        chromeFlags:
          '--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
        onlyCategories: ['performance'],
        // The full-page screenshot grows the viewport to the page's height, which would load the
        // lazy photos below the fold: the byte figures are "before scrolling".
        disableFullPageScreenshot: true,
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: urlsOf(),
          assertions: {
            'categories:performance': ['error', { minScore: 0.98, aggregationMethod: 'median' }],
            // An empty Next.js page's FCP + 150 ms and its TBT × 1.25 (0.67 s and 90 ms, bench/reports/report.md).
            'first-contentful-paint': atMost(820),
            'total-blocking-time': atMost(112),
            'cumulative-layout-shift': atMost(0.01),
          },
        },
        {
          matchingUrlPattern: urlsOf('gallery'),
          assertions: {
            'largest-contentful-paint': atMost(1600),
            'total-byte-weight': atMost(400 * KB),
          },
        },
        {
          matchingUrlPattern: urlsOf('home'),
          assertions: {
            'largest-contentful-paint': atMost(1250),
            'total-byte-weight': atMost(300 * KB),
          },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'bench/raw/lhci/simulated' },
  },
};
