/** @jest-environment node */
import type { Spread } from './stats';
import { interactionCheck, pageChecks, targets, type Check, type PageStats, type References } from './targets';

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
  applied: stats({ fcp: 730, tbt: 272 }),
};
const alone: References = { empty, peerGalleries: [] };

const byName = (checks: Check[]) => Object.fromEntries(checks.map((check) => [`${check.group} ${check.name}`, check]));

describe('pageChecks', () => {
  it("judges a gallery against issue 13's and issue 21's figures (the weddings page they were written for)", () => {
    const weddings = {
      simulated: stats({ score: 81, fcp: 1570, lcp: 4570, speedIndex: 3100, tbt: 169, cls: 0, bytes: 618 * 1024 }),
      applied: stats({ fcp: 1690, lcp: 1930, speedIndex: 2500, tbt: 416 }),
    };
    const checks = byName(pageChecks('gallery', weddings, alone));
    expect(Object.keys(checks)).toEqual([
      'simulated Score ≥ 98',
      'simulated FCP ≤ empty + 150 ms',
      'simulated LCP ≤ 1.60 s',
      'simulated LCP of every run within ±15% of the median',
      'simulated LCP ≤ a peer’s gallery',
      'simulated TBT ≤ 1.25 × empty',
      'simulated CLS ≤ 0.01',
      'applied FCP ≤ 1.00 s',
      'applied LCP ≤ 1.50 s',
      'applied TBT ≤ 1.15 × empty',
      'bytes Bytes ≤ 400 KB',
    ]);
    expect(
      Object.values(checks)
        .filter((check) => check.ok)
        .map((check) => check.name),
    ).toEqual(['LCP of every run within ±15% of the median', 'TBT ≤ 1.25 × empty', 'CLS ≤ 0.01']);
    expect(checks['simulated FCP ≤ empty + 150 ms']?.text).toBe('1.57 s (limit 0.84 s)');
    expect(checks['simulated TBT ≤ 1.25 × empty']?.text).toBe('169 ms (limit 175 ms)');
    expect(checks['applied TBT ≤ 1.15 × empty']?.text).toBe('416 ms (limit 313 ms)');
    expect(checks['simulated LCP ≤ a peer’s gallery']).toMatchObject({ ok: null, text: '–' });
  });

  it('passes at exactly the limit', () => {
    const gallery = {
      simulated: {
        ...stats({ score: 98, fcp: 690 + 150, tbt: 140 * 1.25, cls: 0.01, bytes: 400 * 1024 }),
        lcp: { median: 1600, min: 1600 * 0.85, max: 1600 * 1.15, n: 5 },
      },
      applied: stats({ fcp: 1000, lcp: 1500, tbt: 272 * 1.15 }),
      htmlAndData: 55 * 1024 * 1.1,
    };
    const checks = pageChecks('gallery', gallery, {
      empty,
      peerGalleries: [{ name: 'hugo gallery', simulated: stats({ lcp: 1600 }) }],
      before: { htmlAndData: 55 * 1024 },
    });
    expect(checks).toHaveLength(12);
    expect(checks.map((check) => check.ok)).toEqual(checks.map(() => true));
  });

  it('fails a gallery whose LCP swings more than 15% from its median, either way', () => {
    const lcpOf = (min: number, max: number) => ({
      simulated: { ...stats({}), lcp: { median: 1800, min, max, n: 5 } },
    });
    const spreadOf = (min: number, max: number) =>
      byName(pageChecks('gallery', lcpOf(min, max), alone))['simulated LCP of every run within ±15% of the median'];
    expect(spreadOf(1700, 4600)).toMatchObject({
      ok: false,
      text: '1.70–4.60 s around 1.80 s (limit 1.53–2.07 s)',
    });
    expect(spreadOf(1500, 1800)?.ok).toBe(false);
    expect(spreadOf(1600, 2000)?.ok).toBe(true);
    const oneRun = { simulated: { ...stats({}), lcp: { median: 1800, min: 1800, max: 1800, n: 1 } } };
    expect(byName(pageChecks('gallery', oneRun, alone))['simulated LCP of every run within ±15% of the median']?.ok).toBeNull();
  });

  it("holds a gallery's LCP against every peer gallery of the run", () => {
    const checks = byName(
      pageChecks('gallery', { simulated: stats({ lcp: 1700 }) }, {
        empty,
        peerGalleries: [
          { name: 'hugo gallery', simulated: stats({ lcp: 1660 }) },
          { name: 'astro gallery', simulated: stats({ lcp: 1800 }) },
        ],
      }),
    );
    expect(checks['simulated LCP ≤ hugo gallery']).toMatchObject({ ok: false, text: '1.70 s (limit 1.66 s)' });
    expect(checks['simulated LCP ≤ astro gallery']?.ok).toBe(true);
    expect(checks['simulated LCP ≤ a peer’s gallery']).toBeUndefined();
  });

  it("holds every page's HTML and data against the before build's, undecided without it, and not the before build itself", () => {
    const contact = { simulated: stats({}), htmlAndData: 20 * 1024 };
    const name = 'files HTML + data ≤ 1.10 × before';
    expect(byName(pageChecks('page', contact, { ...alone, before: { htmlAndData: 18 * 1024 } }))[name]).toMatchObject({
      ok: false,
      text: '20.0 KB (limit 19.8 KB)',
    });
    expect(byName(pageChecks('page', contact, { ...alone, before: { htmlAndData: 19 * 1024 } }))[name]?.ok).toBe(true);
    expect(byName(pageChecks('page', contact, { ...alone, before: { htmlAndData: null } }))[name]?.ok).toBeNull();
    expect(byName(pageChecks('page', contact, alone))[name]).toBeUndefined();
  });

  it("gives home its own LCP and byte limits but no Speed Index target (its slideshow moves by design); plain pages get neither", () => {
    const home = pageChecks('home', { simulated: stats({ lcp: 1300 }), applied: stats({ speedIndex: 6900 }) }, alone);
    expect(home.some((check) => check.name.includes('Speed Index'))).toBe(false);
    expect(home.find((check) => check.name === 'LCP ≤ 1.25 s')?.ok).toBe(false);
    expect(home.find((check) => check.group === 'bytes')?.name).toBe('Bytes ≤ 300 KB');
    expect(home.some((check) => check.name.includes('×') && check.group === 'applied')).toBe(false);

    const names = pageChecks('page', { simulated: stats({}) }, alone).map((check) => `${check.group} ${check.name}`);
    expect(
      names.some((name) => name.startsWith('simulated LCP') || name.startsWith('applied TBT') || name.startsWith('bytes')),
    ).toBe(false);
  });

  it('leaves a check undecided when its figure or the empty page is missing', () => {
    const checks = byName(pageChecks('gallery', { simulated: stats({ score: 99, fcp: 700 }) }, { empty: {}, peerGalleries: [] }));
    expect(checks['simulated Score ≥ 98']?.ok).toBe(true);
    expect(checks['simulated FCP ≤ empty + 150 ms']).toMatchObject({ ok: null, text: '–' });
    expect(checks['applied LCP ≤ 1.50 s']?.ok).toBeNull();
    expect(checks['applied TBT ≤ 1.15 × empty']?.ok).toBeNull();
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
