/** @jest-environment node */
import { medianTable, type ResultFigures } from './lhr-table';

function run(url: string, score: number, lcp: number): ResultFigures {
  return {
    requestedUrl: url,
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': { numericValue: lcp },
      'speed-index': { numericValue: 900 },
      'total-blocking-time': { numericValue: 100 },
      'cumulative-layout-shift': { numericValue: 0 },
      'total-byte-weight': { numericValue: 372 * 1024 },
    },
  };
}

const sites = [
  { name: 'current', origin: 'http://localhost:3300' },
  { name: 'before', origin: 'http://localhost:3301' },
];

describe('medianTable', () => {
  it('gives each site and page one row of medians with their range, sites in the order given', () => {
    const results = [
      run('http://localhost:3301/stories/weddings', 0.97, 1700),
      run('http://localhost:3300/stories/weddings', 0.99, 1600),
      run('http://localhost:3300/stories/weddings', 0.98, 1660),
      run('http://localhost:3300/stories/weddings', 1, 1700),
    ];
    expect(medianTable(results, sites)).toEqual([
      '| Site | Page | Score | FCP | LCP | Speed Index | TBT | CLS | Bytes | Runs |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| current | `/stories/weddings` | 99 (98–100) | 0.80 s | 1.66 s (1.60–1.70 s) | 0.90 s | 100 ms | 0.000 | 372 KB | 3 |',
      '| before | `/stories/weddings` | 97 | 0.80 s | 1.70 s | 0.90 s | 100 ms | 0.000 | 372 KB | 1 |',
    ]);
  });

  it('keeps the pages of one site apart, and leaves out runs of origins not asked for', () => {
    const results = [
      run('http://localhost:3300/', 1, 1200),
      run('http://localhost:3300/stories/weddings', 1, 1600),
      run('http://localhost:3399/', 0.5, 9000),
    ];
    expect(
      medianTable(results, sites)
        .slice(2)
        .map((row) => row.split(' | ').slice(0, 2)),
    ).toEqual([
      ['| current', '`/`'],
      ['| current', '`/stories/weddings`'],
    ]);
  });

  it('shows a dash for a figure a run did not produce', () => {
    const result = run('http://localhost:3300/', 1, 1200);
    delete result.audits['largest-contentful-paint'];
    expect(medianTable([result], sites)[2]).toContain('| 0.80 s | – | 0.90 s |');
  });
});
