/**
 * The one script a page starts with (scripts/postbuild/defer-scripts.ts puts it at the end of
 * each exported page's <head>, in place of Next.js's own scripts, which it lists in `data-load`). It lets
 * the page paint and its most important photos arrive and show (decoded, a frame drawn) before
 * the framework's scripts use the network and the processor: on a phone the photos come first, and the page is interactive right
 * after. A visitor who reaches for the page earlier (a tap, a key) gets the scripts at once.
 *
 * Bundled into one classic script by compile-boot-loader.ts: what it imports is inlined.
 */
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration';

(() => {
  /** The latest the scripts wait, if a photo takes longer. */
  const MAX_WAIT_MS = 2500;
  const me = document.currentScript;
  const sources = (me?.getAttribute('data-load') ?? '').split(' ').filter(Boolean);
  let started = false;

  // Where the browser has it, scheduler.yield() resumes before other waiting tasks: the scripts
  // all go in within a few milliseconds, with room for a tap or a frame between them.
  const { scheduler } = globalThis as typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };
  const inNextTask = (next: () => void) => {
    if (typeof scheduler?.yield === 'function') void scheduler.yield().then(next);
    else setTimeout(next, 0);
  };
  // One script per task: the ten or so appended together made one long task on a phone's
  // processor, holding up a tap and the page's blocking time. Appended in the order listed (the
  // page's data first) and not async, they still run in that order whenever each arrives.
  const append = (index: number) => {
    const source = sources[index];
    if (source === undefined) return;
    const script = document.createElement('script');
    script.src = source;
    script.async = false;
    document.head.appendChild(script);
    if (index + 1 < sources.length) inNextTask(() => append(index + 1));
  };
  const start = () => {
    if (started) return;
    started = true;
    append(0);
  };

  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }

  // A button pressed before the page could answer (the menu, say) is pressed again once it can:
  // components/layout/navigation-effects.tsx marks <html> when the page's scripts have taken over.
  // (A gallery photo needs nothing from here: its link leads to itself, and the page's viewer
  // opens at it once the page runs, components/gallery/gallery.tsx.)
  const isHydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  let pressed: HTMLElement | null = null;
  const remember = (event: MouseEvent) => {
    if (isHydrated() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button && !button.form) pressed = button;
  };
  addEventListener('click', remember, { capture: true });
  new MutationObserver((_, observer) => {
    if (!isHydrated()) return;
    observer.disconnect();
    removeEventListener('click', remember, { capture: true });
    if (pressed?.isConnected) pressed.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  setTimeout(start, MAX_WAIT_MS);

  // After the next paint: a frame, then a task once it has been drawn.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  // A photo counts once it has arrived and been decoded, so the frame after it shows it whole.
  const whenDecoded = (photo: HTMLImageElement, done: () => void) => void photo.decode().then(done, done);
  // The priority photos are in the page's body, which is still arriving when this runs from <head>.
  const waitForPhotos = () => {
    const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    let waiting = photos.length;
    if (waiting === 0) afterPaint();
    for (const photo of photos) {
      const settled = () => {
        waiting -= 1;
        if (waiting === 0) afterPaint();
      };
      if (photo.complete) whenDecoded(photo, settled);
      else {
        photo.addEventListener('load', () => whenDecoded(photo, settled), { once: true });
        photo.addEventListener('error', settled, { once: true });
      }
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', waitForPhotos, { once: true });
  else waitForPhotos();
})();
