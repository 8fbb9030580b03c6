'use client';

import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type { PagesMessages } from '@/content/dictionaries/pages';
import {
  SLIDESHOW_INTERVAL_MS,
  firstAdvanceAt,
  firstPhotoShownAt,
  initialSlideshowState,
  isAutoAdvancing,
  isPlaying,
  nextIndex,
  nextPhotoWaitLimit,
  previousIndex,
  slideshowReducer,
} from '@/lib/slideshow';
import { afterNextPaint } from '@/lib/after-paint';
import { pageStart } from '@/lib/page-start';
import { StepButton } from '@/components/ui/step-button';
import { usePainted } from '@/components/ui/use-painted';
import styles from './slideshow.module.css';

type SlideshowLabels = PagesMessages['home']['slideshow'];

type SlideshowProps = {
  /** The slides, rendered on the server (the first one with a high fetch priority). */
  slides: ReactNode[];
  labels: SlideshowLabels;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor prefers reduced motion, from one query made as the slideshow mounts: each
 * matchMedia() call evaluates a new query, and React reads the value on every render (a tap on an
 * arrow renders twice: focus, then the step), milliseconds each on a slow phone.
 */
function useReducedMotion(): boolean {
  const [query] = useState(() =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null,
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => query?.matches ?? false,
    () => false,
  );
}

/** When the browser says the photo's file had arrived (resource timing), if it says. */
function arrivalOf(photo: HTMLImageElement | null): number | undefined {
  if (!photo || typeof performance.getEntriesByName !== 'function') return undefined;
  const entry = performance.getEntriesByName(photo.currentSrc, 'resource').at(-1);
  return entry && 'responseEnd' in entry ? (entry as PerformanceResourceTiming).responseEnd : undefined;
}

/**
 * When the photo was painted: its largest-contentful-paint entry, where the browser records one
 * for it (observing with `buffered` hands over the entries so far at once).
 */
function paintOf(photo: HTMLImageElement | null): number | undefined {
  if (!photo || typeof PerformanceObserver !== 'function') return undefined;
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return undefined;
  const observer = new PerformanceObserver(() => undefined);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const entries = observer.takeRecords() as (PerformanceEntry & { element?: Element | null })[];
  observer.disconnect();
  return entries.filter((entry) => entry.element === photo).at(-1)?.startTime;
}

function firstContentfulPaint(): number | undefined {
  if (typeof performance.getEntriesByName !== 'function') return undefined;
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
}

/**
 * When the first advance is due, on performance.now()'s clock (null until known): 3 s after the
 * first photo went on screen, once the next photo has been decoded so it never shows half-drawn,
 * and at most NEXT_PHOTO_READY_LIMIT_MS past that if the next photo is slow.
 */
function useFirstAdvanceAt(slides: React.RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [dueAt, setDueAt] = useState<number | null>(null);
  // Read as the slideshow mounts: 0 for the document's first page (the page's shell marks it shown
  // only after this), the moment of arrival for a page reached in place.
  const pageShownAt = useRef(0);
  useEffect(() => {
    pageShownAt.current = pageStart();
  }, []);
  useEffect(() => {
    if (!enabled || dueAt !== null) return;
    const photo = (index: number) => slides.current?.querySelector<HTMLImageElement>(`[data-slide="${index}"] img`);
    const first = photo(0) ?? null;
    const next = photo(1) ?? null;
    const listening = new AbortController();
    let shownAt: number | null = null;
    let nextReadyAt: number | null = null;
    let limit: number | undefined;
    let cancelPaint = () => {};
    let cancelled = false;

    const settle = () => {
      if (cancelled || shownAt === null) return;
      if (nextReadyAt !== null) setDueAt(firstAdvanceAt(shownAt, nextReadyAt));
      else limit ??= window.setTimeout(nextReady, nextPhotoWaitLimit(shownAt, performance.now()));
    };
    function nextReady() {
      nextReadyAt ??= performance.now();
      settle();
    }
    const shown = (at: number) => {
      shownAt = at;
      settle();
    };

    if (next && typeof next.decode === 'function') next.decode().then(nextReady, nextReady);
    else nextReady();
    if (!first || first.complete) {
      // On screen before this script ran (the boot loader waits for it): when it was painted.
      shown(
        firstPhotoShownAt({
          pageShownAt: pageShownAt.current,
          photoPaintedAt: paintOf(first),
          photoArrivedAt: arrivalOf(first),
          firstPaintAt: firstContentfulPaint(),
        }),
      );
    } else {
      const painted = () => (cancelPaint = afterNextPaint(() => shown(performance.now())));
      first.addEventListener('load', painted, { once: true, signal: listening.signal });
      first.addEventListener('error', painted, { once: true, signal: listening.signal });
    }
    return () => {
      cancelled = true;
      listening.abort();
      window.clearTimeout(limit);
      cancelPaint();
    };
  }, [slides, enabled, dueAt]);
  return dueAt;
}

/**
 * The home slideshow: advances every 3 seconds and wraps; previous/next wrap.
 * WCAG 2.2.2: it stops while hovered or focused, has a pause/play button, and does not start by
 * itself for visitors who prefer reduced motion.
 *
 * The server HTML holds only the first slide, so the page's largest photo never waits for
 * JavaScript; once the hydrated page has painted, the next slide is mounted so it loads ahead (the previous
 * one on intent).
 * The first advance comes 3 s after the first photo went on screen (useFirstAdvanceAt).
 */
export function Slideshow({ slides, labels }: SlideshowProps) {
  const count = slides.length;
  const [state, dispatch] = useReducer(slideshowReducer, count, initialSlideshowState);
  const reducedMotion = useReducedMotion();
  // The next photo is mounted (and the first advance counted) once the hydrated page has painted.
  const painted = usePainted();
  const env = { reducedMotion };
  const playing = isPlaying(state, env);
  const slidesRef = useRef<HTMLDivElement>(null);
  const firstDueAt = useFirstAdvanceAt(slidesRef, painted && count > 1);
  const advancing = isAutoAdvancing(state, env) && firstDueAt !== null;

  // The first photo counts from when it went on screen, unless the visitor has paused, hovered
  // or focused the slideshow since: then, as after any photo, a full 3 s.
  const firstCount = useRef(true);
  useEffect(() => {
    if (state.hovered || state.focused || state.userPlaying !== null) firstCount.current = false;
  }, [state.hovered, state.focused, state.userPlaying]);

  useEffect(() => {
    if (!advancing || firstDueAt === null) return;
    // A new timer per photo: a manual step also restarts the 3 seconds.
    const delay =
      firstCount.current && state.index === 0 ? Math.max(0, firstDueAt - performance.now()) : SLIDESHOW_INTERVAL_MS;
    firstCount.current = false;
    const timer = window.setTimeout(() => dispatch({ type: 'tick', env: { reducedMotion } }), delay);
    return () => window.clearTimeout(timer);
  }, [advancing, state.index, firstDueAt, reducedMotion]);

  // The next photo loads ahead once the page runs; the previous one once the visitor reaches for
  // the slideshow (a pointer over it, focus in it) or it has moved on, not with the first screen.
  // After a step, the photos around the new one are mounted (and the one left behind two steps
  // ago taken away) only once the step has been painted: the tap's frame changes two classes.
  const [settledIndex, setSettledIndex] = useState(state.index);
  useEffect(() => {
    if (settledIndex === state.index) return;
    return afterNextPaint(() => setSettledIndex(state.index));
  }, [state.index, settledIndex]);
  const mounted = new Set([state.index]);
  if (painted) mounted.add(nextIndex(settledIndex, count));
  if (painted && (settledIndex !== 0 || state.hovered || state.focused))
    mounted.add(previousIndex(settledIndex, count));
  if (painted) mounted.add(settledIndex);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', value: false });
  }

  const step = (direction: 'previous' | 'next') => dispatch({ type: direction });
  const position = (index: number) =>
    labels.position.replace('{current}', String(index + 1)).replace('{total}', String(count));

  return (
    <section
      className={styles.slideshow}
      aria-roledescription="carousel"
      aria-label={labels.label}
      onMouseEnter={() => dispatch({ type: 'hover', value: true })}
      onMouseLeave={() => dispatch({ type: 'hover', value: false })}
      onFocus={() => dispatch({ type: 'focus', value: true })}
      onBlur={onBlur}
    >
      <div ref={slidesRef} className={styles.slides} aria-live={advancing ? 'off' : 'polite'}>
        {slides.map((slide, index) =>
          mounted.has(index) ? (
            <div
              key={index}
              data-slide={index}
              className={index === state.index ? `${styles.slide} ${styles.current}` : styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={position(index)}
              aria-hidden={index === state.index ? undefined : true}
              inert={index !== state.index}
            >
              {slide}
            </div>
          ) : null,
        )}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <StepButton direction="previous" label={labels.previous} className={styles.control} onStep={step} />
          <button
            type="button"
            className={styles.control}
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => dispatch({ type: 'setPlaying', playing: !playing })}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <StepButton direction="next" label={labels.next} className={styles.control} onStep={step} />
        </div>
      ) : null}
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
