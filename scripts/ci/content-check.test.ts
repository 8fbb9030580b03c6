/** @jest-environment node */
import { draftComment, failedTests, statusDescription, STATUS_DESCRIPTION_MAX } from './content-check';

const missingPortuguese =
  'Album rita-nuno: the photo 07.webp has no Portuguese description (content/albums/rita-nuno/index.pt.md, Portuguese). Say what the photo shows: a blind visitor hears it.';

describe('statusDescription', () => {
  test('is her first problem when it fits', () => {
    expect(
      statusDescription({ ok: false, stage: 'her files', problems: ['Album x: the summary is missing.', 'b'] }),
    ).toBe('Album x: the summary is missing.');
  });

  test('is cut to the 140 characters GitHub keeps, with an ellipsis', () => {
    const description = statusDescription({ ok: false, stage: 'her files', problems: [missingPortuguese] });
    expect(description).toHaveLength(STATUS_DESCRIPTION_MAX);
    expect(description.startsWith('Album rita-nuno: the photo 07.webp has no Portuguese description')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
  });

  test('names the step when no problem was written', () => {
    expect(statusDescription({ ok: false, stage: 'the build', problems: [] })).toBe('The check of the build failed.');
  });
});

describe('draftComment', () => {
  test('lists every problem and links the log', () => {
    const comment = draftComment(
      { ok: false, stage: 'her files', problems: [missingPortuguese, 'second'] },
      'https://log',
    );
    expect(comment).toContain(`- ${missingPortuguese}`);
    expect(comment).toContain('- second');
    expect(comment).toMatch(/Nothing was published\. The whole log: https:\/\/log$/);
  });

  test('keeps a long list readable', () => {
    const problems = Array.from({ length: 25 }, (_, index) => `problem ${index + 1}`);
    const comment = draftComment({ ok: false, stage: 'her files', problems }, 'https://log');
    expect(comment).toContain('- problem 20');
    expect(comment).not.toContain('- problem 21');
    expect(comment).toContain('… and 5 more');
  });
});

describe('failedTests', () => {
  const result = (status: string, message?: string) => ({ status, errors: message ? [{ message }] : [] });
  test('names each failed test by its describe blocks and its first error line, skipping passes and flaky passes', () => {
    const report = {
      suites: [
        {
          title: 'stories.spec.ts',
          specs: [{ title: 'passes', tests: [{ results: [result('passed')] }] }],
          suites: [
            {
              title: 'story pages in pt, without JavaScript',
              specs: [
                {
                  title: 'weddings: every photo',
                  tests: [{ results: [result('failed', '\u001b[31mError: expected 60\u001b[39m\nat …')] }],
                },
                { title: 'flaky', tests: [{ results: [result('failed', 'x'), result('passed')] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests(report)).toEqual([
      'story pages in pt, without JavaScript › weddings: every photo: Error: expected 60',
    ]);
  });
});
