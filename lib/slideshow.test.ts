/** @jest-environment node */
import {
  NEXT_PHOTO_READY_LIMIT_MS,
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
  wrapIndex,
  type SlideshowAction,
  type SlideshowState,
} from './slideshow';

const motion = { reducedMotion: false };
const reduced = { reducedMotion: true };
const tick: SlideshowAction = { type: 'tick', env: motion };

function run(state: SlideshowState, ...actions: SlideshowAction[]): SlideshowState {
  return actions.reduce(slideshowReducer, state);
}

describe('slideshow stepping', () => {
  it('advances every 3000 ms', () => {
    expect(SLIDESHOW_INTERVAL_MS).toBe(3000);
  });

  it('starts on the first photo', () => {
    expect(initialSlideshowState(5).index).toBe(0);
  });

  it('auto-advances one photo per tick', () => {
    expect(run(initialSlideshowState(5), tick, tick).index).toBe(2);
  });

  it('wraps from the last photo to the first', () => {
    expect(nextIndex(4, 5)).toBe(0);
    expect(run({ ...initialSlideshowState(5), index: 4 }, tick).index).toBe(0);
    expect(run({ ...initialSlideshowState(5), index: 4 }, { type: 'next' }).index).toBe(0);
  });

  it('wraps from the first photo to the last when going back', () => {
    expect(previousIndex(0, 5)).toBe(4);
    expect(run(initialSlideshowState(5), { type: 'previous' }).index).toBe(4);
  });

  it('steps forward and back between neighbours', () => {
    expect(run(initialSlideshowState(5), { type: 'next' }, { type: 'next' }, { type: 'previous' }).index).toBe(1);
  });

  it('brings any requested index back into range', () => {
    expect(wrapIndex(7, 5)).toBe(2);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(run(initialSlideshowState(5), { type: 'goTo', index: 3 }).index).toBe(3);
  });

  it('stays on index 0 with no photos', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(run(initialSlideshowState(0), { type: 'next' }).index).toBe(0);
  });
});

describe('slideshow pause and resume', () => {
  it('auto-advances by default', () => {
    const state = initialSlideshowState(5);
    expect(isPlaying(state, motion)).toBe(true);
    expect(isAutoAdvancing(state, motion)).toBe(true);
  });

  it('stops auto-advancing while hovered and resumes when the pointer leaves', () => {
    const hovered = run(initialSlideshowState(5), { type: 'hover', value: true });
    expect(isAutoAdvancing(hovered, motion)).toBe(false);
    expect(isPlaying(hovered, motion)).toBe(true);
    expect(isAutoAdvancing(run(hovered, { type: 'hover', value: false }), motion)).toBe(true);
  });

  it('stops auto-advancing while focused and resumes on blur', () => {
    const focused = run(initialSlideshowState(5), { type: 'focus', value: true });
    expect(isAutoAdvancing(focused, motion)).toBe(false);
    expect(isAutoAdvancing(run(focused, { type: 'focus', value: false }), motion)).toBe(true);
  });

  it('pauses with the pause button and resumes with the play button', () => {
    const paused = run(initialSlideshowState(5), { type: 'setPlaying', playing: false });
    expect(isPlaying(paused, motion)).toBe(false);
    expect(isAutoAdvancing(paused, motion)).toBe(false);
    const resumed = run(paused, { type: 'setPlaying', playing: true });
    expect(isAutoAdvancing(resumed, motion)).toBe(true);
  });

  it('keeps a paused slideshow paused after hover and focus end', () => {
    const state = run(
      initialSlideshowState(5),
      { type: 'setPlaying', playing: false },
      { type: 'hover', value: true },
      { type: 'hover', value: false },
      { type: 'focus', value: true },
      { type: 'focus', value: false },
    );
    expect(isAutoAdvancing(state, motion)).toBe(false);
  });

  it('lets the arrows step while paused', () => {
    const state = run(initialSlideshowState(3), { type: 'setPlaying', playing: false }, { type: 'next' });
    expect(state.index).toBe(1);
    expect(isPlaying(state, motion)).toBe(false);
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    const state = initialSlideshowState(5);
    expect(isPlaying(state, reduced)).toBe(false);
    expect(isAutoAdvancing(state, reduced)).toBe(false);
  });

  it('plays with reduced motion only after the visitor presses play', () => {
    const state = run(initialSlideshowState(5), { type: 'setPlaying', playing: true });
    expect(isAutoAdvancing(state, reduced)).toBe(true);
  });

  it('a tick that comes while hovered, focused, paused or with reduced motion moves nothing', () => {
    const holding: SlideshowState[] = [
      run(initialSlideshowState(5), { type: 'hover', value: true }),
      run(initialSlideshowState(5), { type: 'focus', value: true }),
      run(initialSlideshowState(5), { type: 'setPlaying', playing: false }),
    ];
    for (const state of holding) expect(run(state, tick).index).toBe(0);
    expect(run(initialSlideshowState(5), { type: 'tick', env: reduced }).index).toBe(0);
  });

  it('never auto-advances a single photo', () => {
    expect(isAutoAdvancing(initialSlideshowState(1), motion)).toBe(false);
  });
});

describe('the first advance', () => {
  it('counts from when the first photo was painted, where the browser records it', () => {
    expect(firstPhotoShownAt({ pageShownAt: 0, photoPaintedAt: 1480, photoArrivedAt: 640, firstPaintAt: 420 })).toBe(
      1480,
    );
    expect(firstPhotoShownAt({ pageShownAt: 12_000, photoPaintedAt: 1480 })).toBe(12_000);
  });

  it('counts from when the first photo had arrived and the page had painted, where no paint of it is recorded', () => {
    expect(firstPhotoShownAt({ pageShownAt: 0, photoArrivedAt: 640, firstPaintAt: 420 })).toBe(640);
    expect(firstPhotoShownAt({ pageShownAt: 0, photoArrivedAt: 300, firstPaintAt: 420 })).toBe(420);
  });

  it('counts from the page’s arrival for a photo the browser already had from an earlier page', () => {
    expect(firstPhotoShownAt({ pageShownAt: 12_000, photoArrivedAt: 640, firstPaintAt: 420 })).toBe(12_000);
  });

  it('counts from the page’s start when the browser records no timings', () => {
    expect(firstPhotoShownAt({ pageShownAt: 0 })).toBe(0);
  });

  it('is due 3 s after the first photo went on screen when the next photo is ready by then', () => {
    expect(firstAdvanceAt(500, 1200)).toBe(500 + SLIDESHOW_INTERVAL_MS);
  });

  it('waits for a next photo that is ready later', () => {
    expect(firstAdvanceAt(500, 3900)).toBe(3900);
  });

  it('waits for the next photo until it is due, then a short limit more', () => {
    expect(NEXT_PHOTO_READY_LIMIT_MS).toBeLessThanOrEqual(1000);
    expect(nextPhotoWaitLimit(500, 1500)).toBe(2000 + NEXT_PHOTO_READY_LIMIT_MS);
    expect(nextPhotoWaitLimit(500, 9000)).toBe(NEXT_PHOTO_READY_LIMIT_MS);
  });
});
