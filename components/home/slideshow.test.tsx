import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { pagesMessages } from '@/content/dictionaries/pages';
import { NEXT_PHOTO_READY_LIMIT_MS } from '@/lib/slideshow';
import { Slideshow } from './slideshow';

const labels = pagesMessages.en.home.slideshow;
/** The name of slide `current` of 3, as the dictionary words it. */
const slideName = (current: number, words = labels) =>
  words.position.replace('{current}', String(current)).replace('{total}', '3');
// eslint-disable-next-line @next/next/no-img-element -- plain test slides
const slides = ['Dunes', 'Vineyard', 'Cliffs'].map((name) => <img key={name} src={`/${name}.jpg`} alt={name} />);

/** Answers the slideshow's media query as a browser whose visitor does (or does not) prefer reduced motion. */
function setReducedMotion(matches: boolean) {
  const matchMedia = jest.fn((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return matchMedia;
}

/** The visible slide: the only slide group not hidden from assistive technology. */
function currentSlide() {
  return screen.getByRole('group').getAttribute('aria-label');
}

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** The next frame is painted, and the task after it has run. */
function nextPaint() {
  act(() => {
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextTimer();
  });
}

/**
 * The hydrated page paints (the slideshow starts watching its photos), then the first photo
 * arrives and is painted: the slideshow counts its first 3 s from then.
 */
function firstPhotoShown() {
  nextPaint();
  fireEvent.load(screen.getByRole('img', { name: 'Dunes' }));
  nextPaint();
}

/** The next photo's decoding, finished by the test (jsdom decodes nothing by itself). */
let finishDecoding: (() => void) | null = null;
function holdDecoding() {
  HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (finishDecoding = resolve));
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error jsdom has no decode(); some tests add it
  delete HTMLImageElement.prototype.decode;
  finishDecoding = null;
});

describe('Slideshow', () => {
  it('puts only the first photo in the server HTML, before any JavaScript runs', () => {
    const html = renderToString(<Slideshow slides={slides} labels={labels} />);
    expect(html).toContain('alt="Dunes"');
    expect(html).not.toContain('alt="Vineyard"');
    expect(html).not.toContain('alt="Cliffs"');
  });

  it('mounts the next photo, to load it ahead, only once the page has painted', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(1);
    nextPaint();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Vineyard', hidden: true })).toBeInTheDocument();
  });

  it('mounts the photos around a new one only once the step has been painted, keeping the one left for the fade', () => {
    const five = ['Dunes', 'Vineyard', 'Cliffs', 'Harbour', 'Chapel'].map((name) => (
      // eslint-disable-next-line @next/next/no-img-element -- plain test slides
      <img key={name} src={`/${name}.jpg`} alt={name} />
    ));
    render(<Slideshow slides={five} labels={labels} />);
    firstPhotoShown();
    fireEvent.mouseEnter(screen.getByRole('region', { name: labels.label }));
    const mountedPhotos = () => screen.getAllByRole('img', { hidden: true }).map((photo) => photo.getAttribute('alt'));
    expect(mountedPhotos()).toEqual(['Dunes', 'Vineyard', 'Chapel']);

    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe(
      labels.position.replace('{current}', '2').replace('{total}', '5'),
    );
    // The tap's frame: the same photos, the new one shown.
    expect(mountedPhotos()).toEqual(['Dunes', 'Vineyard', 'Chapel']);

    nextPaint();
    // Then the one after it loads ahead; the one left stays, fading out; the last goes.
    expect(mountedPhotos()).toEqual(['Dunes', 'Vineyard', 'Cliffs']);
  });

  it('starts on the first photo and names the controls', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    expect(screen.getByRole('region', { name: labels.label })).toBeInTheDocument();
    expect(currentSlide()).toBe(slideName(1));
    expect(screen.getByRole('img', { name: 'Dunes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.next })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.pause })).toBeInTheDocument();
  });

  it('first advances 3 s after the first photo is on screen', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    wait(10_000);
    expect(currentSlide()).toBe(slideName(1));
    firstPhotoShown();
    wait(2999);
    expect(currentSlide()).toBe(slideName(1));
    wait(1);
    expect(currentSlide()).toBe(slideName(2));
  });

  it('waits for the next photo to be decoded before its first advance', async () => {
    holdDecoding();
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    wait(3000 + NEXT_PHOTO_READY_LIMIT_MS - 100);
    expect(currentSlide()).toBe(slideName(1));
    // The decode's promise settles, then the slideshow's own handler of it runs.
    await act(async () => {
      finishDecoding?.();
      await Promise.resolve();
    });
    wait(0); // the advance, due since, runs as the next task
    expect(currentSlide()).toBe(slideName(2));
  });

  it(`advances at most ${NEXT_PHOTO_READY_LIMIT_MS} ms late when the next photo is slow`, () => {
    holdDecoding();
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    wait(3000 + NEXT_PHOTO_READY_LIMIT_MS - 1);
    expect(currentSlide()).toBe(slideName(1));
    wait(1);
    wait(0); // the advance, due since, runs as the next task
    expect(currentSlide()).toBe(slideName(2));
  });

  it('advances every 3000 ms', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    wait(2999);
    expect(currentSlide()).toBe(slideName(1));
    wait(1);
    expect(currentSlide()).toBe(slideName(2));
    wait(3000);
    expect(currentSlide()).toBe(slideName(3));
  });

  it('wraps from the last photo to the first when auto-advancing', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    wait(3000);
    wait(3000);
    expect(currentSlide()).toBe(slideName(3));
    wait(3000);
    expect(currentSlide()).toBe(slideName(1));
  });

  it('steps with the arrows, wrapping in both directions', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    fireEvent.click(screen.getByRole('button', { name: labels.previous }));
    expect(currentSlide()).toBe(slideName(3));
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(currentSlide()).toBe(slideName(1));
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(currentSlide()).toBe(slideName(2));
  });

  it('restarts the 3 seconds after a manual step', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    wait(2000);
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    wait(2000);
    expect(currentSlide()).toBe(slideName(2));
    wait(1000);
    expect(currentSlide()).toBe(slideName(3));
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    const region = screen.getByRole('region', { name: labels.label });
    await user.hover(region);
    wait(9000);
    expect(currentSlide()).toBe(slideName(1));
    await user.unhover(region);
    wait(3000);
    expect(currentSlide()).toBe(slideName(2));
  });

  it('pauses while it holds keyboard focus and resumes when focus leaves', () => {
    render(
      <>
        <Slideshow slides={slides} labels={labels} />
        <button type="button">Elsewhere</button>
      </>,
    );
    firstPhotoShown();
    act(() => screen.getByRole('button', { name: labels.next }).focus());
    wait(9000);
    expect(currentSlide()).toBe(slideName(1));
    act(() => screen.getByRole('button', { name: labels.previous }).focus());
    wait(9000);
    expect(currentSlide()).toBe(slideName(1));
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(3000);
    expect(currentSlide()).toBe(slideName(2));
  });

  it('stops with the pause button and starts again with the play button', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    fireEvent.click(screen.getByRole('button', { name: labels.pause }));
    wait(9000);
    expect(currentSlide()).toBe(slideName(1));
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    expect(screen.getByRole('button', { name: labels.pause })).toBeInTheDocument();
    wait(3000);
    expect(currentSlide()).toBe(slideName(2));
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
    wait(9000);
    expect(currentSlide()).toBe(slideName(1));
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(currentSlide()).toBe(slideName(2));
  });

  it('asks the browser about reduced motion once, not on every step', () => {
    const matchMedia = setReducedMotion(false);
    render(<Slideshow slides={slides} labels={labels} />);
    firstPhotoShown();
    for (let step = 0; step < 3; step++) fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(currentSlide()).toBe(slideName(1));
    expect(matchMedia).toHaveBeenCalledTimes(1);
  });

  it('has Portuguese control names on the Portuguese page', () => {
    const pt = pagesMessages.pt.home.slideshow;
    render(<Slideshow slides={slides} labels={pt} />);
    expect(screen.getByRole('region', { name: pt.label })).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleName(slideName(1, pt));
    expect(screen.getByRole('button', { name: pt.previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pt.next })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: pt.pause }));
    expect(screen.getByRole('button', { name: pt.play })).toBeInTheDocument();
  });
});
