import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { pagesMessages } from '@/content/dictionaries/pages';
import { QUIET_BEFORE_FIRST_ADVANCE_MS, Slideshow } from './slideshow';

const labels = pagesMessages.en.home.slideshow;
/** The name of slide `current` of 3, as the dictionary words it. */
const slideName = (current: number, words = labels) =>
  words.position.replace('{current}', String(current)).replace('{total}', '3');
// eslint-disable-next-line @next/next/no-img-element -- plain test slides
const slides = ['Dunes', 'Vineyard', 'Cliffs'].map((name) => <img key={name} src={`/${name}.jpg`} alt={name} />);

function setReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
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

/** The browser's idle moments, handed out by the test. */
let idleCallbacks: IdleRequestCallback[] = [];
function idle() {
  act(() => {
    for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

/** The page has finished arriving (jsdom fetches nothing) and the browser has an idle moment: the slideshow may start counting. */
function settle() {
  wait(QUIET_BEFORE_FIRST_ADVANCE_MS);
  idle();
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
  idleCallbacks = [];
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error jsdom has no requestIdleCallback; the tests add and remove it
  delete window.requestIdleCallback;
});

describe('Slideshow', () => {
  it('puts only the first photo in the server HTML, before any JavaScript runs', () => {
    const html = renderToString(<Slideshow slides={slides} labels={labels} />);
    expect(html).toContain('alt="Dunes"');
    expect(html).not.toContain('alt="Vineyard"');
    expect(html).not.toContain('alt="Cliffs"');
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

  it('waits for an idle moment before it starts counting to its first advance', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    wait(10_000);
    expect(currentSlide()).toBe(slideName(1));
    idle();
    wait(2999);
    expect(currentSlide()).toBe(slideName(1));
    wait(1);
    expect(currentSlide()).toBe(slideName(2));
  });

  it('advances every 3000 ms', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    settle();
    wait(2999);
    expect(currentSlide()).toBe(slideName(1));
    wait(1);
    expect(currentSlide()).toBe(slideName(2));
    wait(3000);
    expect(currentSlide()).toBe(slideName(3));
  });

  it('wraps from the last photo to the first when auto-advancing', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    settle();
    wait(3000);
    wait(3000);
    expect(currentSlide()).toBe(slideName(3));
    wait(3000);
    expect(currentSlide()).toBe(slideName(1));
  });

  it('steps with the arrows, wrapping in both directions', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    settle();
    fireEvent.click(screen.getByRole('button', { name: labels.previous }));
    expect(currentSlide()).toBe(slideName(3));
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(currentSlide()).toBe(slideName(1));
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(currentSlide()).toBe(slideName(2));
  });

  it('restarts the 3 seconds after a manual step', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    settle();
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
    settle();
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
    settle();
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
    settle();
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
    settle();
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
    wait(9000);
    expect(currentSlide()).toBe(slideName(1));
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(currentSlide()).toBe(slideName(2));
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
