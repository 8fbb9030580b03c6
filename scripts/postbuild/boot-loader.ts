/**
 * The one script a page starts with (scripts/postbuild/defer-scripts.ts puts it at the end of
 * each exported page, in place of Next.js's own scripts, which it lists in `data-load`). It lets
 * the page paint and its most important photos arrive before the framework's scripts use the
 * network and the processor: on a phone the photos come first, and the page is interactive right
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

  const start = () => {
    if (started) return;
    started = true;
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      // In the order listed (the page's data first), each fetched at once.
      script.async = false;
      document.body.appendChild(script);
    }
  };

  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }

  // A button pressed before the page could answer (the menu, say) is pressed again once it can:
  // components/layout/navigation-effects.tsx marks <html> when the page's scripts have taken over.
  const isHydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  let pressed: HTMLButtonElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.form && !isHydrated()) pressed = button;
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
  const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (photo) => !photo.complete,
  );
  let waiting = photos.length;
  if (waiting === 0) afterPaint();
  for (const photo of photos) {
    const settled = () => {
      waiting -= 1;
      if (waiting === 0) afterPaint();
    };
    photo.addEventListener('load', settled, { once: true });
    photo.addEventListener('error', settled, { once: true });
  }
})();
