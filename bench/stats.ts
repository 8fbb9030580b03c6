/** Median, smallest and largest of a set of runs. */
export type Spread = { median: number; min: number; max: number; n: number };

export function median(values: readonly number[]): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: readonly (number | null | undefined)[]): Spread | null {
  const clean = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const middle = median(clean);
  if (middle === null) return null;
  return { median: middle, min: Math.min(...clean), max: Math.max(...clean), n: clean.length };
}

/**
 * The Event Timing API reports no entry for an interaction faster than its threshold, so a run is
 * either a duration or "under the threshold" (null). The median counts those as the fastest; with an
 * even number of runs it takes the slower of the two middle runs rather than inventing a mean of a
 * duration and an unknown.
 */
export type InteractionSpread = {
  median: number | null;
  /** The fastest run: null when one was under the threshold. */
  min: number | null;
  max: number | null;
  n: number;
  belowThreshold: number;
};

export function interactionSpread(durations: readonly (number | null)[]): InteractionSpread | null {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => (a ?? -Infinity) - (b ?? -Infinity));
  const measured = durations.filter((value): value is number => value !== null);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? null,
    min: sorted[0] ?? null,
    max: measured.length ? Math.max(...measured) : null,
    n: durations.length,
    belowThreshold: durations.length - measured.length,
  };
}
