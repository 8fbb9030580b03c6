import { newestTested, suiteSinceTested, TESTED_SEARCH_LIMIT } from './tested';

describe('newestTested: the newest commit of main whose full suite passed', () => {
  test('stops at the first commit carrying the record', async () => {
    const asked: string[] = [];
    const found = await newestTested(['c3', 'c2', 'c1'], async (sha) => {
      asked.push(sha);
      return sha === 'c2';
    });
    expect(found).toBe('c2');
    expect(asked).toEqual(['c3', 'c2']);
  });

  test('none within the limit: null, and no more is asked', async () => {
    const candidates = Array.from({ length: TESTED_SEARCH_LIMIT + 5 }, (_, index) => `c${index}`);
    let asked = 0;
    expect(await newestTested(candidates, async () => (asked++, false))).toBeNull();
    expect(asked).toBe(TESTED_SEARCH_LIMIT);
  });
});

describe('suiteSinceTested', () => {
  const tested = 'a'.repeat(40);
  test('no tested commit: the full suite', () => {
    expect(suiteSinceTested(null, null)).toMatchObject({ suite: 'full', reason: expect.stringMatching(/no commit of main/) });
  });
  test('only the editor’s content changed since: the content checks', () => {
    expect(suiteSinceTested(tested, [{ status: 'M', paths: ['content/testimonials.yml'] }])).toMatchObject({
      suite: 'content',
      reason: expect.stringMatching(/^since aaaaaaaaaaaa, the newest commit that passed the full suite, all 1 changed file/),
    });
  });
  test('code among the changes since: the full suite, naming the file', () => {
    expect(suiteSinceTested(tested, [{ status: 'M', paths: ['scripts/ci/change-set.ts'] }]).suite).toBe('full');
  });
  test('the very tree that passed: the content checks', () => {
    expect(suiteSinceTested(tested, [])).toMatchObject({ suite: 'content', reason: expect.stringMatching(/this tree is the one/) });
  });
  test('the diff could not be listed: the full suite', () => {
    expect(suiteSinceTested(tested, null).suite).toBe('full');
  });
});
