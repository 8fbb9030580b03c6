/** @jest-environment node */
import type { Spread } from './stats';
import { interactionCheck, pageChecks, targets, type Check, type PageStats } from './targets';

const one = (value: number): Spread => ({ median: value, min: value, max: value, n: 3 });

function stats(values: Partial<Record<keyof PageStats, number>>): PageStats {
  return {
    score: values.score === undefined ? null : one(values.score),
    fcp: values.fcp === undefined ? null : one(values.fcp),
    lcp: values.lcp === undefined ? null : one(values.lcp),
    speedIndex: values.speedIndex === undefined ? null : one(values.speedIndex),
    tbt: values.tbt === undefined ? null : one(values.tbt),
    cls: values.cls === undefined ? null : one(values.cls),
    bytes: values.bytes === undefined ? null : one(values.bytes),
  };
}

const empty = {
  simulated: stats({ score: 99, fcp: 690, lcp: 910, speedIndex: 690, tbt: 140, cls: 0, bytes: 129 * 1024 }),
  applied: stats({ fcp: 730 }),
};

const byName = (checks: Check[]) => Object.fromEntries(checks.map((check) => [`${check.group} ${check.name}`, check]));

describe('pageChecks', () => {
  it("judges a gallery against issue 13's figures (the weddings page it was written for meets only TBT and CLS)", () => {
    const weddings = {
      simulated: stats({ score: 81, fcp: 1570, lcp: 4570, speedIndex: 3100, tbt: 169, cls: 0, bytes: 618 * 1024 }),
      applied: stats({ fcp: 1690, lcp: 1930, speedIndex: 2500 }),
    };
    const checks = byName(pageChecks('gallery', weddings, empty));
    expect(Object.keys(checks)).toEqual([
      'simulated Score ≥ 98',
      'simulated FCP ≤ empty + 150 ms',
      'simulated LCP ≤ 1.60 s',
      'simulated TBT ≤ 1.25 × empty',
      'simulated CLS ≤ 0.01',
      'applied FCP ≤ 1.00 s',
      'applied LCP ≤ 1.50 s',
      'bytes Bytes ≤ 400 KB',
    ]);
    expect(
      Object.values(checks)
        .filter((check) => check.ok)
        .map((check) => check.name),
    ).toEqual(['TBT ≤ 1.25 × empty', 'CLS ≤ 0.01']);
    expect(checks['simulated FCP ≤ empty + 150 ms']?.text).toBe('1.57 s (limit 0.84 s)');
    expect(checks['simulated TBT ≤ 1.25 × empty']?.text).toBe('169 ms (limit 175 ms)');
  });

  it('passes at exactly the limit', () => {
    const atLimits = {
      simulated: stats({ score: 98, fcp: 690 + 150, lcp: 1250, tbt: 140 * 1.25, cls: 0.01, bytes: 300 * 1024 }),
      applied: stats({ fcp: 1000, lcp: 1500, speedIndex: 2500 }),
    };
    const checks = pageChecks('home', atLimits, empty);
    expect(checks.map((check) => check.ok)).toEqual(checks.map(() => true));
  });

  it("adds home's Speed Index and its own LCP and byte limits; plain pages get neither", () => {
    const home = pageChecks('home', { simulated: stats({ lcp: 1300 }), applied: stats({ speedIndex: 6900 }) }, empty);
    expect(home.find((check) => check.name === `Speed Index ≤ 2.50 s`)?.ok).toBe(false);
    expect(home.find((check) => check.name === 'LCP ≤ 1.25 s')?.ok).toBe(false);
    expect(home.find((check) => check.group === 'bytes')?.name).toBe('Bytes ≤ 300 KB');

    const names = pageChecks('page', { simulated: stats({}) }, empty).map((check) => `${check.group} ${check.name}`);
    expect(
      names.some(
        (name) => name.startsWith('simulated LCP') || name.includes('Speed Index') || name.startsWith('bytes'),
      ),
    ).toBe(false);
  });

  it('leaves a check undecided when its figure or the empty page is missing', () => {
    const checks = byName(pageChecks('gallery', { simulated: stats({ score: 99, fcp: 700 }) }, {}));
    expect(checks['simulated Score ≥ 98']?.ok).toBe(true);
    expect(checks['simulated FCP ≤ empty + 150 ms']).toMatchObject({ ok: null, text: '–' });
    expect(checks['applied LCP ≤ 1.50 s']?.ok).toBeNull();
  });
});

describe('interactionCheck', () => {
  it(`passes at ${targets.interactionMs} ms and fails above`, () => {
    expect(interactionCheck({ median: 100, max: 180, n: 5, belowThreshold: 0 }, 16)).toMatchObject({
      ok: true,
      text: '100 ms (limit 100 ms)',
    });
    expect(interactionCheck({ median: 104, max: 180, n: 5, belowThreshold: 0 }, 16).ok).toBe(false);
  });

  it('passes an interaction too fast for the browser to report', () => {
    expect(interactionCheck({ median: null, max: null, n: 5, belowThreshold: 5 }, 16)).toMatchObject({
      ok: true,
      text: '< 16 ms',
    });
  });

  it('is undecided without runs', () => {
    expect(interactionCheck(null, 16).ok).toBeNull();
  });
});
