/** @jest-environment node */
import { aggregate, cellText, markdownTable, type ViewerRun } from './viewer-table';

const run = (site: string, interaction: string, durationMs: number | null, error: string | null = null): ViewerRun => ({
  site,
  interaction,
  durationMs,
  error,
});

describe('aggregate', () => {
  const runs = [
    run('after', 'open', 104),
    run('plain', 'open', 40),
    run('after', 'next', null),
    run('after', 'open', 96),
    run('after', 'open', 176),
    run('after', 'open', 0, 'the viewer did not open'),
  ];

  it('keeps interactions and sites in the order they were first measured', () => {
    const { interactions, sites } = aggregate(runs);
    expect(interactions).toEqual(['open', 'next']);
    expect(sites).toEqual(['after', 'plain']);
  });

  it("takes the median of one site's runs of one interaction, leaving failed runs out and counting them", () => {
    expect(aggregate(runs).cellOf('open', 'after')).toEqual({
      spread: { median: 104, min: 96, max: 176, n: 3, belowThreshold: 0 },
      runs: 4,
      failed: 1,
      firstError: 'the viewer did not open',
    });
  });

  it('has no cell for an interaction a site was not measured on', () => {
    expect(aggregate(runs).cellOf('next', 'plain')).toBeNull();
  });
});

describe('cellText', () => {
  const cellOf = (durations: (number | null)[]) =>
    aggregate(durations.map((duration) => run('site', 'open', duration))).cellOf('open', 'site');

  it('gives the median and the range of the runs', () => {
    expect(cellText(cellOf([104, 96, 136, 100, 120]))).toBe('104 ms (96–136 ms)');
  });

  it('gives a single figure when every run read the same', () => {
    expect(cellText(cellOf([40, 40, 40]))).toBe('40 ms');
  });

  it('says a run under the threshold as such', () => {
    expect(cellText(cellOf([null, null, 24]))).toBe('< 16 ms (< 16–24 ms)');
  });

  it('names failures, and a dash where nothing was measured', () => {
    expect(cellText(aggregate([run('a', 'open', 56), run('a', 'open', null, 'timeout')]).cellOf('open', 'a'))).toBe(
      '56 ms, 1 of 2 failed: timeout',
    );
    expect(cellText(aggregate([run('a', 'open', null, 'timeout')]).cellOf('open', 'a'))).toBe(
      'failed (1 of 1: timeout)',
    );
    expect(cellText(null)).toBe('—');
  });
});

describe('markdownTable', () => {
  it('has a row per interaction and a column per site', () => {
    expect(markdownTable([run('before', 'open', 104), run('after', 'open', 64), run('before', 'next', 88)])).toEqual([
      '| Interaction | before | after |',
      '| --- | ---: | ---: |',
      '| open | 104 ms | 64 ms |',
      '| next | 88 ms | — |',
    ]);
  });
});
