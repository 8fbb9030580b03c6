import type { Metric } from 'web-vitals';
import { observedAt, pageShownAt, webVitalParams, type MeasuredPage } from './web-vitals';

type Callback = (metric: Metric) => void;
const callbacks: Partial<Record<Metric['name'], Callback>> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => (callbacks.LCP = callback),
  onINP: (callback: Callback) => (callbacks.INP = callback),
  onCLS: (callback: Callback) => (callbacks.CLS = callback),
}));

const testimonials: MeasuredPage = { path: '/testimonials', locale: 'en' };
const home: MeasuredPage = { path: '/', locale: 'en' };
const homePt: MeasuredPage = { path: '/pt-pt', locale: 'pt' };

/** A metric as the library reports it, its entries observed at `times`. */
function metric(name: Metric['name'], times: number[]): Metric {
  return {
    name,
    value: 1200,
    delta: 1200,
    id: `v6-${name}`,
    rating: 'good',
    navigationType: 'navigate',
    navigationId: 1,
    entries: times.map((startTime) => ({ startTime }) as PerformanceEntry),
  };
}

test('reports the change since the last report, in milliseconds', () => {
  expect(webVitalParams({ name: 'LCP', value: 1234.5, delta: 1234.5, id: 'v5-1', rating: 'good' })).toEqual({
    value: 1235,
    metric_id: 'v5-1',
    metric_value: 1234.5,
    metric_delta: 1234.5,
    metric_rating: 'good',
    non_interaction: true,
  });
});

test('reports layout shift × 1000, so GA4 can add it up as a whole number', () => {
  expect(webVitalParams({ name: 'CLS', value: 0.05, delta: 0.012, id: 'v5-2', rating: 'good' })).toMatchObject({
    value: 12,
    metric_value: 0.05,
  });
});

describe('the page a metric was measured on', () => {
  const history = [
    { page: testimonials, since: 0 },
    { page: home, since: 5000 },
    { page: homePt, since: 9000 },
  ];

  it('is the page on show when the metric was observed', () => {
    expect(pageShownAt(history, 1800)).toEqual(testimonials);
    expect(pageShownAt(history, 5000)).toEqual(home);
    expect(pageShownAt(history, 12_000)).toEqual(homePt);
  });

  it('is observed at its first entry, or now when no entry makes it (no shift at all)', () => {
    expect(observedAt(metric('INP', [6200, 6200]), 20_000)).toBe(6200);
    expect(observedAt(metric('CLS', []), 20_000)).toBe(20_000);
  });

  it('is unknown before any page was shown', () => {
    expect(pageShownAt([], 100)).toBeUndefined();
  });
});

describe('measureWebVitals', () => {
  // Each test is a fresh page load: the module, which measures once per load, is loaded anew.
  let webVitals: typeof import('./web-vitals');
  beforeEach(async () => {
    jest.resetModules();
    webVitals = await import('./web-vitals');
  });

  async function start() {
    const report = jest.fn();
    webVitals.measureWebVitals(report);
    // The library is imported when measuring starts: let that settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return report;
  }

  it('sends the largest paint of testimonials with its path, after the visitor has moved home in place', async () => {
    webVitals.notePageShown(testimonials, 1500); // the document's first page: from its start
    webVitals.notePageShown(home, 5000);
    const report = await start();
    callbacks.LCP!(metric('LCP', [1800]));
    callbacks.INP!(metric('INP', [6200]));
    callbacks.CLS!(metric('CLS', [300, 900]));
    expect(report.mock.calls.map(([name, , page]: [string, unknown, MeasuredPage]) => [name, page])).toEqual([
      ['LCP', testimonials],
      ['INP', home],
      ['CLS', testimonials],
    ]);
  });

  it('falls back to the address on show when no page was noted', async () => {
    const report = await start();
    callbacks.LCP!(metric('LCP', [1800]));
    expect(report).toHaveBeenCalledWith('LCP', expect.any(Object), { path: window.location.pathname, locale: 'en' });
  });
});
