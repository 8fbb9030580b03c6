import { idleHoldScript } from './idle-hold';

// eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the script as the page's first script
const installHold = new Function(idleHoldScript) as () => void;

/** The browser's own idle queue: what it would run when idle, by its handles. */
const browserQueue = new Map<number, IdleRequestCallback>();
let lastHandle = 0;

beforeEach(() => {
  browserQueue.clear();
  window.requestIdleCallback = (callback) => {
    browserQueue.set(++lastHandle, callback);
    return lastHandle;
  };
  window.cancelIdleCallback = (handle) => void browserQueue.delete(handle);
  // Installed as the page's first script, in place of the browser's functions.
  installHold();
});

/** A click, and the frame that answers it: the hold ends then. */
const press = () => {
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('click'));
  jest.runAllTimers();
};

beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());

it('keeps idle callbacks from the browser until the first click has been answered on screen, then hands them over', () => {
  const prefetch = jest.fn();
  const cancelled = jest.fn();
  window.requestIdleCallback(prefetch, { timeout: 2000 });
  const handle = window.requestIdleCallback(cancelled);
  window.cancelIdleCallback(handle);
  expect(browserQueue.size).toBe(0);

  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('click'));
  expect(browserQueue.size).toBe(0); // not inside the interaction
  jest.runAllTimers();
  expect(browserQueue.size).toBe(1);
  for (const callback of browserQueue.values()) callback({ didTimeout: false, timeRemaining: () => 10 });
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
});

it('passes callbacks straight through after the press, and cancels a handed-over one by its first handle', () => {
  const held = window.requestIdleCallback(jest.fn());
  press();
  window.cancelIdleCallback(held);
  expect(browserQueue.size).toBe(0);

  const later = window.requestIdleCallback(jest.fn());
  expect(browserQueue.has(later)).toBe(true);
  window.cancelIdleCallback(later);
  expect(browserQueue.size).toBe(0);
});
