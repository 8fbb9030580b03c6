/** @jest-environment node */
import { boardAfterPublish } from './sveltia-board';

const published = new Date('2026-11-27T10:00:00Z');
const at = (seconds: number) => new Date(published.getTime() + seconds * 1000);
const said = (state: string, seconds: number) => ({ state, created_at: at(seconds).toISOString() });

describe('what the editor’s board shows after Publish, by the status of main’s newest commit', () => {
  test('nothing reported: on its way for 60 s, then counted as built', () => {
    expect(boardAfterPublish([], published, at(55))).toBe('on its way');
    expect(boardAfterPublish([], published, at(60))).toBe('live');
  });

  test('pending: on its way for 10 minutes of asking, then let go whatever GitHub says after', () => {
    const pending = [said('pending', 3)];
    expect(boardAfterPublish(pending, published, at(600))).toBe('on its way');
    expect(boardAfterPublish(pending, published, at(605))).toBe('let go');
    expect(boardAfterPublish([...pending, said('success', 700)], published, at(800))).toBe('let go');
  });

  test('a success is live and a failure or an interruption is shown as failed, from the check that finds it', () => {
    expect(boardAfterPublish([said('pending', 3), said('success', 90)], published, at(90))).toBe('live');
    expect(boardAfterPublish([said('pending', 3), said('success', 91)], published, at(94))).toBe('on its way');
    expect(boardAfterPublish([said('failure', 30)], published, at(30))).toBe('failed');
    expect(boardAfterPublish([said('error', 30)], published, at(30))).toBe('failed');
  });
});
