/** @jest-environment node */
import { newestTested, suiteSinceTested, TESTED_SEARCH_LIMIT } from './tested';

describe('newestTested: the newest commit of main whose full suite passed', () => {
  test('stops at the first commit carrying the record', async () => {
    const asked: string[] = [];
    const found = await newestTested(['c3', 'c2', 'c1'], (sha) => {
      asked.push(sha);
      return Promise.resolve(sha === 'c2');
    });
    expect(found).toBe('c2');
    expect(asked).toEqual(['c3', 'c2']);
  });

  test('none within the limit: null, and no more is asked', async () => {
    const candidates = Array.from({ length: TESTED_SEARCH_LIMIT + 5 }, (_, index) => `c${index}`);
    let asked = 0;
    expect(await newestTested(candidates, () => Promise.resolve((asked++, false)))).toBeNull();
    expect(asked).toBe(TESTED_SEARCH_LIMIT);
  });
});

describe('suiteSinceTested', () => {
  const tested = 'a'.repeat(40);
  const decided = (...args: Parameters<typeof suiteSinceTested>) => {
    const { suite, reason } = suiteSinceTested(...args);
    return `${suite}: ${reason}`;
  };
  test('no tested commit: the full suite', () => {
    expect(decided(null, null)).toMatch(/^full: no commit of main/);
  });
  test('only the editor’s content changed since: the content checks', () => {
    expect(decided(tested, [{ status: 'M', paths: ['content/testimonials.yml'] }])).toMatch(
      /^content: since aaaaaaaaaaaa, the newest commit that passed the full suite, all 1 changed file/,
    );
  });
  test('code among the changes since: the full suite, naming the file', () => {
    expect(decided(tested, [{ status: 'M', paths: ['lib/going-live/change-set.ts'] }])).toMatch(
      /^full: .*lib\/going-live\/change-set.ts is not content/,
    );
  });
  test('the very tree that passed: the content checks', () => {
    expect(decided(tested, [])).toBe('content: this tree is the one that passed the full suite at aaaaaaaaaaaa');
  });
  test('the diff could not be listed: the full suite', () => {
    expect(decided(tested, null)).toMatch(/^full: /);
  });
});
