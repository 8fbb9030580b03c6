/**
 * The gallery loader's stop rule: the loader shows for at most
 * 3000 ms, or until 50 photo loads have been counted — or every photo of the page, when the page
 * has fewer — whichever comes first.
 */
export const LOADER_TIMEOUT_MS = 3000;
export const LOADER_MAX_LOADS = 50;
/** The first 10 photos of a gallery page are loaded eagerly, at high priority. */
export const PRELOADED_PHOTOS = 10;

/** How many loads end the loader on a page with `total` photos. */
export function loaderTarget(total: number): number {
  return Math.max(0, Math.min(LOADER_MAX_LOADS, Math.floor(total)));
}

export function shouldStopLoader({
  loaded,
  total,
  elapsedMs,
}: {
  loaded: number;
  total: number;
  elapsedMs: number;
}): boolean {
  return elapsedMs >= LOADER_TIMEOUT_MS || loaded >= loaderTarget(total);
}

/** The share of the target reached, between 0 and 1. */
export function loaderProgress(loaded: number, total: number): number {
  const target = loaderTarget(total);
  return target === 0 ? 1 : Math.min(1, Math.max(0, loaded / target));
}

/**
 * How many photos of each album load eagerly, given each album's photo count in page order:
 * the page's first `preloaded` photos, wherever the album breaks fall.
 */
export function eagerCounts(albumSizes: readonly number[], preloaded: number = PRELOADED_PHOTOS): number[] {
  let before = 0;
  return albumSizes.map((size) => {
    const eager = Math.max(0, Math.min(size, preloaded - before));
    before += size;
    return eager;
  });
}
