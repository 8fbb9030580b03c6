/** @jest-environment node */
import {
  eagerCounts,
  LOADER_MAX_LOADS,
  LOADER_TIMEOUT_MS,
  loaderProgress,
  loaderTarget,
  shouldStopLoader,
} from './loader';

describe('gallery loader stop rule', () => {
  it('stops after 3000 ms or 50 loads', () => {
    expect(LOADER_TIMEOUT_MS).toBe(3000);
    expect(LOADER_MAX_LOADS).toBe(50);
  });

  it('keeps showing while under 3000 ms and under 50 loads', () => {
    expect(shouldStopLoader({ loaded: 49, total: 92, elapsedMs: 2999 })).toBe(false);
  });

  it('stops at 3000 ms whatever has loaded', () => {
    expect(shouldStopLoader({ loaded: 0, total: 92, elapsedMs: 3000 })).toBe(true);
  });

  it('stops once 50 photos have loaded, before the timeout', () => {
    expect(shouldStopLoader({ loaded: 50, total: 92, elapsedMs: 400 })).toBe(true);
  });

  it('stops once every photo has loaded when the page has fewer than 50', () => {
    expect(loaderTarget(20)).toBe(20);
    expect(shouldStopLoader({ loaded: 19, total: 20, elapsedMs: 100 })).toBe(false);
    expect(shouldStopLoader({ loaded: 20, total: 20, elapsedMs: 100 })).toBe(true);
  });

  it('stops at once on a page without photos', () => {
    expect(shouldStopLoader({ loaded: 0, total: 0, elapsedMs: 0 })).toBe(true);
  });

  it('reports progress towards its target', () => {
    expect(loaderProgress(25, 92)).toBe(0.5);
    expect(loaderProgress(10, 20)).toBe(0.5);
    expect(loaderProgress(70, 92)).toBe(1);
    expect(loaderProgress(0, 0)).toBe(1);
  });
});

describe('eagerCounts', () => {
  it('loads the first 10 photos of the page eagerly, across album boundaries', () => {
    expect(eagerCounts([16, 25, 9])).toEqual([10, 0, 0]);
    expect(eagerCounts([4, 3, 8, 5])).toEqual([4, 3, 3, 0]);
    expect(eagerCounts([])).toEqual([]);
  });
});
