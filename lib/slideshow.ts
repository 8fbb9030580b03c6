/**
 * The home slideshow's state, as pure functions: the index advances every 3 seconds and wraps;
 * the arrows step back or forward with wrap.
 *
 * Accessibility (WCAG 2.2.2 Pause, Stop, Hide): auto-advance stops while the slideshow is
 * hovered or holds keyboard focus, the visitor can pause and resume it, and it does not start
 * by itself for visitors who prefer reduced motion (they can still press play).
 */
export const SLIDESHOW_INTERVAL_MS = 3000;

/**
 * The longest the first advance waits, past its 3 s, for the next photo to be decoded (so it is
 * never shown half-drawn): a slow or broken photo must not stop the slideshow.
 */
export const NEXT_PHOTO_READY_LIMIT_MS = 1000;

/** What the browser recorded about the first photo, on `performance.now()`'s clock. */
export type FirstPhotoTimes = {
  /** When the page on show began (0 for the document's first page; later for a page reached in place). */
  pageShownAt: number;
  /** When the photo was painted (its largest-contentful-paint entry), if the browser says. */
  photoPaintedAt?: number;
  /** When the photo's file had arrived (its resource timing), if the browser says. */
  photoArrivedAt?: number;
  /** The page's first contentful paint, if there has been one. */
  firstPaintAt?: number;
};

/**
 * When a photo that was already loaded before the script ran went on screen: when it was
 * painted where the browser records that; otherwise once its file had arrived and the page had
 * painted (decoding and drawing a large photo on a busy phone can take a while longer). Never
 * before its page was shown (a photo from the cache of an earlier page).
 */
export function firstPhotoShownAt({
  pageShownAt,
  photoPaintedAt,
  photoArrivedAt = 0,
  firstPaintAt = 0,
}: FirstPhotoTimes): number {
  return Math.max(pageShownAt, photoPaintedAt ?? Math.max(photoArrivedAt, firstPaintAt));
}

/** When the first advance is due: 3 s after the first photo went on screen, once the next photo is ready. */
export function firstAdvanceAt(shownAt: number, nextReadyAt: number): number {
  return Math.max(shownAt + SLIDESHOW_INTERVAL_MS, nextReadyAt);
}

/**
 * How long, from `now`, the first advance waits for the next photo at most: until it is due,
 * then NEXT_PHOTO_READY_LIMIT_MS more.
 */
export function nextPhotoWaitLimit(shownAt: number, now: number): number {
  return Math.max(0, shownAt + SLIDESHOW_INTERVAL_MS - now) + NEXT_PHOTO_READY_LIMIT_MS;
}

export type SlideshowState = {
  index: number;
  count: number;
  /** The visitor's own choice from the pause/play button; null until they press it. */
  userPlaying: boolean | null;
  hovered: boolean;
  focused: boolean;
};

export type SlideshowAction =
  | { type: 'next' }
  | { type: 'previous' }
  /** The timer's advance, with what the visitor's system says at that moment. */
  | { type: 'tick'; env: SlideshowEnvironment }
  | { type: 'goTo'; index: number }
  | { type: 'setPlaying'; playing: boolean }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean };

/** What the visitor's system says, read outside the reducer (a media query). */
export type SlideshowEnvironment = { reducedMotion: boolean };

export function initialSlideshowState(count: number): SlideshowState {
  return { index: 0, count: Math.max(0, Math.floor(count)), userPlaying: null, hovered: false, focused: false };
}

/** Index of the photo after `index`, wrapping from the last photo to the first. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** Index of the photo before `index`, wrapping from the first photo to the last. */
export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

/** Any index brought back into range (negative or past the end wraps). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/**
 * Whether the slideshow is "playing" as the pause/play button shows it: the visitor's choice
 * when they made one, otherwise on, except with reduced motion where it starts paused.
 */
export function isPlaying(state: SlideshowState, env: SlideshowEnvironment): boolean {
  return state.userPlaying ?? !env.reducedMotion;
}

/** Whether the timer should run now: playing, not hovered, not focused, more than one photo. */
export function isAutoAdvancing(state: SlideshowState, env: SlideshowEnvironment): boolean {
  return state.count > 1 && isPlaying(state, env) && !state.hovered && !state.focused;
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  switch (action.type) {
    case 'next':
      return { ...state, index: nextIndex(state.index, state.count) };
    // A timer that fires after the slideshow was paused, hovered or focused (before its effect
    // could clear it) moves nothing: the state that says "hold" is read when the photo would move.
    case 'tick':
      return isAutoAdvancing(state, action.env) ? { ...state, index: nextIndex(state.index, state.count) } : state;
    case 'previous':
      return { ...state, index: previousIndex(state.index, state.count) };
    case 'goTo':
      return { ...state, index: wrapIndex(action.index, state.count) };
    case 'setPlaying':
      return { ...state, userPlaying: action.playing };
    case 'hover':
      return state.hovered === action.value ? state : { ...state, hovered: action.value };
    case 'focus':
      return state.focused === action.value ? state : { ...state, focused: action.value };
  }
}
