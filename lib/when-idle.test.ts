import { whenIdle } from './when-idle';

afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error jsdom has no requestIdleCallback; the tests add and remove it
  delete window.requestIdleCallback;
  // @ts-expect-error likewise
  delete window.cancelIdleCallback;
});

test('waits for the browser to be idle, with a deadline', () => {
  const requestIdleCallback = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 7);
  const cancelIdleCallback = jest.fn();
  Object.assign(window, { requestIdleCallback, cancelIdleCallback });
  const callback = jest.fn();
  const cancel = whenIdle(callback, 4000);
  expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 4000 });
  cancel();
  expect(cancelIdleCallback).toHaveBeenCalledWith(7);
});

test('falls back to a short timer where requestIdleCallback does not exist', () => {
  jest.useFakeTimers();
  const callback = jest.fn();
  whenIdle(callback, 4000);
  jest.advanceTimersByTime(1499);
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(callback).toHaveBeenCalledTimes(1);
});

test('can be cancelled before it runs', () => {
  jest.useFakeTimers();
  const callback = jest.fn();
  whenIdle(callback, 4000)();
  jest.runAllTimers();
  expect(callback).not.toHaveBeenCalled();
});
