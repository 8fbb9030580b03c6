import { whenNetworkQuiet } from './network-quiet';

type ObserverCallback = (list: unknown, observer: unknown) => void;
let observers: { callback: ObserverCallback; disconnected: boolean }[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  window.PerformanceObserver = class {
    private entry: { callback: ObserverCallback; disconnected: boolean };
    constructor(callback: ObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  } as unknown as typeof PerformanceObserver;
});
afterEach(() => jest.useRealTimers());

/** A resource (a photo, a script…) finishes loading. */
const resourceLoaded = () =>
  observers.filter((entry) => !entry.disconnected).forEach((entry) => entry.callback({}, {}));

test('calls back once nothing has loaded for the quiet time', () => {
  const callback = jest.fn();
  whenNetworkQuiet(2000, 10_000, callback);
  jest.advanceTimersByTime(1500);
  resourceLoaded();
  jest.advanceTimersByTime(1999);
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(callback).toHaveBeenCalledTimes(1);
  expect(observers.every((entry) => entry.disconnected)).toBe(true);
});

test('gives up waiting at the deadline when something keeps loading', () => {
  const callback = jest.fn();
  whenNetworkQuiet(2000, 5000, callback);
  for (let second = 1; second <= 4; second += 1) {
    jest.advanceTimersByTime(1000);
    resourceLoaded();
  }
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(callback).toHaveBeenCalledTimes(1);
});

test('can be cancelled', () => {
  const callback = jest.fn();
  whenNetworkQuiet(2000, 5000, callback)();
  jest.runAllTimers();
  expect(callback).not.toHaveBeenCalled();
});
