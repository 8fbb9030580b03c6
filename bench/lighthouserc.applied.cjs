/*
 * The pages of lighthouserc.cjs with applied throttling (`npm run perf`, second part): each page
 * really loads on Lighthouse's own slow 4G (562.5 ms per request, 1.47 Mbit/s down) with a 4×
 * slower CPU, through DevTools, instead of Lighthouse estimating those from an unthrottled load.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- LHCI loads its config with require() */
const { throttling } = require('lighthouse/core/config/constants.js');
const simulated = require('./lighthouserc.cjs');

const { collect, assert } = simulated.ci;
const [everyPage, galleries] = assert.assertMatrix;
const atMost = (limit) => ['error', { maxNumericValue: limit, aggregationMethod: 'median' }];

module.exports = {
  ci: {
    collect: {
      ...collect,
      settings: { ...collect.settings, throttlingMethod: 'devtools', throttling: throttling.mobileSlow4G },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: everyPage.matchingUrlPattern,
          assertions: { 'first-contentful-paint': atMost(1000), 'largest-contentful-paint': atMost(1500) },
        },
        {
          // An empty Next.js page's TBT under the same throttling × 1.15 (105 ms, bench/reports/report.md).
          matchingUrlPattern: galleries.matchingUrlPattern,
          assertions: { 'total-blocking-time': atMost(121) },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: 'bench/raw/lhci/applied' },
  },
};
