'use client';

import { useEffect, useState, type RefObject } from 'react';
import { LOADER_TIMEOUT_MS, loaderProgress, loaderTarget, shouldStopLoader } from '@/lib/gallery/loader';
import { pageStart } from '@/lib/page-start';
import styles from './gallery-loader.module.css';

export type GalleryLoaderProps = {
  /** Accessible name of the progress bar ('Loading photos'). */
  label: string;
  /** The element that holds the gallery's photos, whose loads are counted. */
  photos: RefObject<HTMLElement | null>;
};

/**
 * The gallery loader: a thin progress bar at the top of the window that
 * shows for at most 3000 ms, or until 50 photo loads — or all of the page's photos, if fewer —
 * have been counted. It never covers the photos, so it cannot delay the largest paint. It is in
 * the server HTML, so it shows from the first paint; a CSS animation hides it after 3 s even
 * before (or without) JavaScript, and the script takes it away as soon as the loads are in.
 * The 3 s count from the page's start: the document's for the page it was loaded with, the
 * arrival for a page reached inside the document (lib/page-start.ts).
 */
export function GalleryLoader({ label, photos }: GalleryLoaderProps) {
  const [count, setCount] = useState<{ loaded: number; total: number } | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const startedAt = pageStart();
    const images = [...(photos.current?.querySelectorAll('img') ?? [])];
    let loaded = 0;
    let finished = false;
    const cleanups: Array<() => void> = [];
    const finish = () => {
      if (finished) return;
      finished = true;
      setDone(true);
      for (const cleanup of cleanups) cleanup();
    };
    const check = () => {
      if (finished) return;
      setCount({ loaded, total: images.length });
      // Time since the page started loading (as the CSS fallback counts), not since hydration.
      if (shouldStopLoader({ loaded, total: images.length, elapsedMs: performance.now() - startedAt })) finish();
    };
    for (const image of images) {
      if (image.complete) {
        loaded++;
        continue;
      }
      // A photo that fails still settles: the loader must not wait for it.
      const onSettled = () => {
        loaded++;
        check();
      };
      image.addEventListener('load', onSettled, { once: true });
      image.addEventListener('error', onSettled, { once: true });
      cleanups.push(() => {
        image.removeEventListener('load', onSettled);
        image.removeEventListener('error', onSettled);
      });
    }
    // Photos already in before the script ran are counted on the next frame.
    const frame = window.requestAnimationFrame(check);
    const timer = window.setTimeout(finish, Math.max(0, LOADER_TIMEOUT_MS - (performance.now() - startedAt)));
    cleanups.push(() => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    });
    return () => {
      finished = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [photos]);

  if (done) return null;
  const target = count ? loaderTarget(count.total) : undefined;
  const progress = count ? loaderProgress(count.loaded, count.total) : 0;
  return (
    <div
      className={styles.loader}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={target}
      aria-valuenow={count && target !== undefined ? Math.min(count.loaded, target) : undefined}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${Math.max(0.08, progress)})` }} />
    </div>
  );
}
