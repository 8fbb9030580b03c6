import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { pagesMessages } from '@/content/dictionaries/pages';
import { Slideshow } from './slideshow';

const labels = pagesMessages.en.home.slideshow;
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
    expect(screen.getByRole('region', { name: 'Featured photos' })).toBeInTheDocument();
    expect(currentSlide()).toBe('Photo 1 of 3');
    expect(screen.getByRole('img', { name: 'Dunes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('waits for an idle moment before it starts counting to its first advance', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    wait(10_000);
    expect(currentSlide()).toBe('Photo 1 of 3');
    idle();
    wait(2999);
    expect(currentSlide()).toBe('Photo 1 of 3');
    wait(1);
    expect(currentSlide()).toBe('Photo 2 of 3');
  });

  it('advances every 3000 ms', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    idle();
    wait(2999);
    expect(currentSlide()).toBe('Photo 1 of 3');
    wait(1);
    expect(currentSlide()).toBe('Photo 2 of 3');
    wait(3000);
    expect(currentSlide()).toBe('Photo 3 of 3');
  });

  it('wraps from the last photo to the first when auto-advancing', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    idle();
    wait(3000);
    wait(3000);
    expect(currentSlide()).toBe('Photo 3 of 3');
    wait(3000);
    expect(currentSlide()).toBe('Photo 1 of 3');
  });

  it('steps with the arrows, wrapping in both directions', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    idle();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(currentSlide()).toBe('Photo 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentSlide()).toBe('Photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentSlide()).toBe('Photo 2 of 3');
  });

  it('restarts the 3 seconds after a manual step', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    idle();
    wait(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    wait(2000);
    expect(currentSlide()).toBe('Photo 2 of 3');
    wait(1000);
    expect(currentSlide()).toBe('Photo 3 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Slideshow slides={slides} labels={labels} />);
    idle();
    const region = screen.getByRole('region', { name: 'Featured photos' });
    await user.hover(region);
    wait(9000);
    expect(currentSlide()).toBe('Photo 1 of 3');
    await user.unhover(region);
    wait(3000);
    expect(currentSlide()).toBe('Photo 2 of 3');
  });

  it('pauses while it holds keyboard focus and resumes when focus leaves', () => {
    render(
      <>
        <Slideshow slides={slides} labels={labels} />
        <button type="button">Elsewhere</button>
      </>,
    );
    idle();
    act(() => screen.getByRole('button', { name: 'Next photo' }).focus());
    wait(9000);
    expect(currentSlide()).toBe('Photo 1 of 3');
    act(() => screen.getByRole('button', { name: 'Previous photo' }).focus());
    wait(9000);
    expect(currentSlide()).toBe('Photo 1 of 3');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(3000);
    expect(currentSlide()).toBe('Photo 2 of 3');
  });

  it('stops with the pause button and starts again with the play button', () => {
    render(<Slideshow slides={slides} labels={labels} />);
    idle();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(9000);
    expect(currentSlide()).toBe('Photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    wait(3000);
    expect(currentSlide()).toBe('Photo 2 of 3');
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    render(<Slideshow slides={slides} labels={labels} />);
    idle();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    wait(9000);
    expect(currentSlide()).toBe('Photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentSlide()).toBe('Photo 2 of 3');
  });

  it('has Portuguese control names on the Portuguese page', () => {
    render(<Slideshow slides={slides} labels={pagesMessages.pt.home.slideshow} />);
    expect(screen.getByRole('region', { name: 'Fotografias em destaque' })).toBeInTheDocument();
    expect(screen.getByRole('group')).toHaveAccessibleName('Foto 1 de 3');
    expect(screen.getByRole('button', { name: 'Foto anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto seguinte' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar apresentação' }));
    expect(screen.getByRole('button', { name: 'Retomar apresentação' })).toBeInTheDocument();
  });
});
