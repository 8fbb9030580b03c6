/** @jest-environment node */
import { interactionSpread, median, spread } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores values that are not finite and has none for an empty set', () => {
    expect(median([NaN, 5, Infinity])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('spread', () => {
  it('gives median, min, max and the number of runs that had a value', () => {
    expect(spread([1570, null, 1500, 1660, undefined])).toEqual({ median: 1570, min: 1500, max: 1660, n: 3 });
  });

  it('is null when no run had a value', () => {
    expect(spread([null, undefined])).toBeNull();
  });
});

describe('interactionSpread', () => {
  it('counts runs under the threshold as the fastest', () => {
    expect(interactionSpread([null, 40, 120])).toEqual({ median: 40, min: null, max: 120, n: 3, belowThreshold: 1 });
  });

  it('is under the threshold when most runs are', () => {
    expect(interactionSpread([null, null, 56])).toEqual({ median: null, min: null, max: 56, n: 3, belowThreshold: 2 });
  });

  it('takes the slower middle run of an even count rather than a mean', () => {
    expect(interactionSpread([null, 80])?.median).toBe(80);
    expect(interactionSpread([64, 24, 200, 48])?.median).toBe(64);
  });

  it('gives the fastest and slowest runs when all were measured', () => {
    expect(interactionSpread([64, 24, 200, 48])).toMatchObject({ min: 24, max: 200 });
  });

  it('is null without runs', () => {
    expect(interactionSpread([])).toBeNull();
  });
});
