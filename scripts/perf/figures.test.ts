/** @jest-environment node */
import { figuresOf, type LighthouseResultLike } from './figures';

const origin = 'http://127.0.0.1:3300';
const networkStartTs = 1_000_000_000; // µs
const loadTs = networkStartTs + 600_000; // the load event 600 ms into the network log

function request(path: string, resourceType: string, transferSize: number, networkRequestTime: number) {
  return { url: path.startsWith('http') ? path : origin + path, resourceType, transferSize, networkRequestTime };
}

const lhr: LighthouseResultLike = {
  categories: { performance: { score: 0.806 } },
  audits: {
    'first-contentful-paint': { numericValue: 1570 },
    'largest-contentful-paint': { numericValue: 4570 },
    'speed-index': { numericValue: 3100 },
    'total-blocking-time': { numericValue: 169 },
    'cumulative-layout-shift': { numericValue: 0 },
    metrics: { details: { items: [{ observedLoadTs: loadTs }] } },
    'network-requests': {
      details: {
        items: [
          request('/stories/weddings', 'Document', 30_000, 3),
          request('/_next/static/chunks/framework.js', 'Script', 60_000, 40),
          request('/_next/static/chunks/page.js', 'Script', 20_000, 45),
          request('/_next/static/inline/a1.js', 'Script', 12_000, 50),
          request('/_next/static/chunks/viewer.js', 'Script', 8_000, 900),
          request('/_next/static/chunks/app.css', 'Stylesheet', 2_000, 20),
          request('/photos/a.avif', 'Image', 90_000, 60),
          request('/fonts/heading.woff2', 'Font', 37_000, 30),
          request('/manifest.webmanifest', 'Manifest', 500, 700),
          request('https://identitytoolkit.googleapis.com/v1/accounts', 'Preflight', 0, 800),
        ],
        debugData: { type: 'debugdata', networkStartTimeTs: networkStartTs },
      },
    },
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [
              { node: { type: 'node', nodeLabel: 'The wedding rings', selector: 'div.grid > a > picture > img' } },
            ],
          },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 475.7, percent: '14%' },
              { phase: 'Load Delay', timing: 213.6, percent: '6%' },
              { phase: 'Load Time', timing: 553, percent: '16%' },
              { phase: 'Render Delay', timing: 2160.4, percent: '63%' },
            ],
          },
        ],
      },
    },
    'render-blocking-resources': {
      details: { items: [{ url: `${origin}/_next/static/chunks/app.css`, totalBytes: 2019, wastedMs: 326.4 }] },
    },
  },
};

describe('figuresOf', () => {
  const figures = figuresOf(lhr, origin);

  it('reads the score and the five metrics Lighthouse reports', () => {
    expect(figures).toMatchObject({ score: 81, fcp: 1570, lcp: 4570, speedIndex: 3100, tbt: 169, cls: 0 });
  });

  it('adds up the bytes of every request by type, anything unlisted as other', () => {
    expect(figures.bytes).toEqual({
      document: 30_000,
      script: 100_000,
      stylesheet: 2_000,
      image: 90_000,
      font: 37_000,
      other: 500,
      total: 259_500,
    });
  });

  it('counts as first-load JS the scripts requested before the load event, the page-data scripts apart', () => {
    expect(figures.firstLoadJs).toBe(80_000);
    expect(figures.pageDataJs).toBe(12_000);
  });

  it('names the LCP element, its phases and the render-blocking files by path', () => {
    expect(figures.lcpElement).toBe('The wedding rings (div.grid > a > picture > img)');
    expect(figures.lcpPhases).toEqual({ ttfb: 475.7, loadDelay: 213.6, loadTime: 553, renderDelay: 2160.4 });
    expect(figures.renderBlocking).toEqual(['/_next/static/chunks/app.css (326 ms)']);
  });

  it('lists the other origins the page contacted', () => {
    expect(figures.otherOrigins).toEqual(['https://identitytoolkit.googleapis.com']);
  });

  it('leaves out what a failed or partial result does not have', () => {
    const partial = figuresOf({ categories: { performance: { score: null } }, audits: {} }, origin);
    expect(partial).toMatchObject({
      score: null,
      lcp: null,
      lcpElement: null,
      lcpPhases: null,
      renderBlocking: [],
      firstLoadJs: 0,
    });
    expect(partial.bytes.total).toBe(0);
  });
});
