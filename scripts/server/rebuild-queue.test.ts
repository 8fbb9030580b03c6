/** @jest-environment node */
import { rebuildQueue } from './rebuild-queue';

describe('rebuildQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds once when the writes of one save settle', async () => {
    const rebuild = jest.fn(() => Promise.resolve());
    const changed = rebuildQueue(rebuild, 1000);
    changed();
    await jest.advanceTimersByTimeAsync(500);
    changed();
    await jest.advanceTimersByTimeAsync(999);
    expect(rebuild).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(rebuild).toHaveBeenCalledTimes(1);
  });

  it('builds once more after a build during which a file changed, never two at once', async () => {
    let finish: () => void = () => {};
    let running = 0;
    let most = 0;
    const rebuild = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          finish = () => {
            running -= 1;
            resolve();
          };
        }),
    );
    const changed = rebuildQueue(rebuild, 10);
    changed();
    await jest.advanceTimersByTimeAsync(10);
    changed();
    changed();
    await jest.advanceTimersByTimeAsync(10);
    expect(rebuild).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(rebuild).toHaveBeenCalledTimes(2);
    finish();
    await jest.advanceTimersByTimeAsync(100);
    expect(rebuild).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });
});
