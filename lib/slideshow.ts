/**
 * The home slideshow's state, as pure functions (spec §4: the index advances every 3 seconds
 * and wraps; the arrows step back or forward with wrap).
 *
 * Accessibility (WCAG 2.2.2 Pause, Stop, Hide): auto-advance stops while the slideshow is
 * hovered or holds keyboard focus, the visitor can pause and resume it, and it does not start
 * by itself for visitors who prefer reduced motion (they can still press play).
 */
export const SLIDESHOW_INTERVAL_MS = 3000;

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
  | { type: 'tick' }
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
    case 'tick':
      return { ...state, index: nextIndex(state.index, state.count) };
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
