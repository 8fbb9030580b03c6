import { afterNextPaint, eachAfterNextPaint } from './after-paint';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** Draws the next frame (jest's fake timers run requestAnimationFrame callbacks every 16 ms). */
const paint = () => jest.advanceTimersByTime(16);

test('runs after the next frame is drawn, in a task of its own', () => {
  const callback = jest.fn();
  afterNextPaint(callback);
  jest.advanceTimersByTime(15);
  expect(callback).not.toHaveBeenCalled();
  paint();
  expect(callback).toHaveBeenCalledTimes(1);
});

test('can be cancelled before the frame or before its task', () => {
  const beforeFrame = jest.fn();
  afterNextPaint(beforeFrame)();
  const beforeTask = jest.fn();
  const cancel = afterNextPaint(beforeTask);
  jest.advanceTimersToNextFrame();
  cancel();
  jest.runAllTimers();
  expect(beforeFrame).not.toHaveBeenCalled();
  expect(beforeTask).not.toHaveBeenCalled();
});

test('handles each item after the next paint, one task each, in order', () => {
  const handled: string[] = [];
  eachAfterNextPaint(['a', 'b', 'c'], (item) => handled.push(item));
  expect(handled).toEqual([]);
  jest.advanceTimersToNextFrame();
  expect(handled).toEqual([]);
  // Each task handles one item and leaves the next to a task of its own.
  jest.advanceTimersToNextTimer();
  expect(handled).toEqual(['a']);
  jest.advanceTimersToNextTimer();
  expect(handled).toEqual(['a', 'b']);
  jest.runAllTimers();
  expect(handled).toEqual(['a', 'b', 'c']);
});

test('stops at once when cancelled part-way, and does nothing for no items', () => {
  const handled: number[] = [];
  const cancel = eachAfterNextPaint([1, 2, 3], (item) => handled.push(item));
  jest.advanceTimersToNextFrame();
  jest.advanceTimersToNextTimer();
  cancel();
  jest.runAllTimers();
  expect(handled).toEqual([1]);

  const none = jest.fn();
  eachAfterNextPaint([], none);
  jest.runAllTimers();
  expect(none).not.toHaveBeenCalled();
});
