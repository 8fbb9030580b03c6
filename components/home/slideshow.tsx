'use client';

import { useEffect, useReducer, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import type { PagesMessages } from '@/content/dictionaries/pages';
import {
  SLIDESHOW_INTERVAL_MS,
  initialSlideshowState,
  isAutoAdvancing,
  isPlaying,
  nextIndex,
  previousIndex,
  slideshowReducer,
} from '@/lib/slideshow';
import { whenNetworkQuiet } from '@/lib/network-quiet';
import { whenIdle } from '@/lib/when-idle';
import { StepButton } from '@/components/ui/step-button';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './slideshow.module.css';

type SlideshowLabels = PagesMessages['home']['slideshow'];

type SlideshowProps = {
  /** The slides, rendered on the server (the first one with a high fetch priority). */
  slides: ReactNode[];
  labels: SlideshowLabels;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * How long the page must have fetched nothing (its photos, scripts and the background sign-in)
 * before the slideshow starts counting its first 3 s, so the first photo stays about 6 s once
 * the page has arrived. Quiet plus interval is over 5.25 s on purpose: Lighthouse's applied
 * throttling records a page until it has been quiet that long, and the first screen it measures
 * should be the settled one, not the first cross-fade. (The browser only reports a request once
 * it has finished, so a request in flight does not count as activity: hence the margin.)
 */
export const QUIET_BEFORE_FIRST_ADVANCE_MS = 3000;
/** The longest the first advance waits for that quiet, on a page that never stops fetching. */
const QUIET_DEADLINE_MS = 10_000;
/** How long the first advance waits, at most, for an idle moment after that. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * True once the slideshow may start counting to its first advance: the next photo has been
 * decoded, the page has finished arriving (nothing fetched for 3 s) and the browser has had an
 * idle moment. The first screen a visitor sees stays still while the page is still loading (and
 * the photo that replaces it is never half-drawn); from then on it advances every 3 s.
 */
function useReadyToAdvance(slides: React.RefObject<HTMLElement | null>, nextSlide: number, enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    let cancelWait = () => {};
    let cancelled = false;
    const markReady = () => {
      if (cancelled) return;
      cancelWait = whenNetworkQuiet(QUIET_BEFORE_FIRST_ADVANCE_MS, QUIET_DEADLINE_MS, () => {
        cancelWait = whenIdle(() => setReady(true), IDLE_TIMEOUT_MS);
      });
    };
    const photo = slides.current?.querySelector<HTMLImageElement>(`[data-slide="${nextSlide}"] img`);
    if (photo && typeof photo.decode === 'function') photo.decode().then(markReady, markReady);
    else markReady();
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [slides, nextSlide, enabled, ready]);
  return ready;
}

/**
 * The home slideshow (spec §2, §4): advances every 3 seconds and wraps; previous/next wrap.
 * WCAG 2.2.2: it stops while hovered or focused, has a pause/play button, and does not start by
 * itself for visitors who prefer reduced motion.
 *
 * The server HTML holds only the first slide, so the page's largest photo never waits for
 * JavaScript; after hydration the next slide is mounted so it loads ahead (the previous one on intent).
 * The first advance waits for the next photo and for the page to settle (useReadyToAdvance).
 */
export function Slideshow({ slides, labels }: SlideshowProps) {
  const count = slides.length;
  const [state, dispatch] = useReducer(slideshowReducer, count, initialSlideshowState);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const hydrated = useHydrated();
  const env = { reducedMotion };
  const playing = isPlaying(state, env);
  const slidesRef = useRef<HTMLDivElement>(null);
  const readyToAdvance = useReadyToAdvance(slidesRef, nextIndex(state.index, count), hydrated && count > 1);
  const advancing = isAutoAdvancing(state, env) && readyToAdvance;

  useEffect(() => {
    if (!advancing) return;
    // A new timer per photo: a manual step also restarts the 3 seconds.
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), SLIDESHOW_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, state.index]);

  // The next photo loads ahead once the page runs; the previous one once the visitor reaches for
  // the slideshow (a pointer over it, focus in it) or it has moved on, not with the first screen.
  const mounted = new Set([state.index]);
  if (hydrated) mounted.add(nextIndex(state.index, count));
  if (hydrated && (state.index !== 0 || state.hovered || state.focused)) mounted.add(previousIndex(state.index, count));

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
