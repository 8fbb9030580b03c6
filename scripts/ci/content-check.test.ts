/** @jest-environment node */
import {
  contentCheckResultFile,
  draftComment,
  failedTests,
  statusDescription,
  STATUS_DESCRIPTION_MAX,
  type ContentCheckResult,
} from './content-check';

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

describe('the result file', () => {
  test('lies where the workflow keeps it with the build and reads it back from', () => {
    expect(contentCheckResultFile('/repo')).toBe('/repo/.cache/content-check/result.json');
  });
});

describe('statusDescription at the edge', () => {
  test('a problem of exactly 140 characters is shown whole', () => {
    const problem = `Album rita-nuno: ${'x'.repeat(STATUS_DESCRIPTION_MAX - 'Album rita-nuno: '.length)}`;
    expect(problem).toHaveLength(STATUS_DESCRIPTION_MAX);
    expect(statusDescription({ ok: false, stage: 'her files', problems: [problem] })).toBe(problem);
  });
});

describe('draftComment, whole', () => {
  test('is the step’s words, her problems as a list, and the log, each part a paragraph', () => {
    expect(draftComment({ ok: false, stage: 'her files', problems: ['first', 'second'] }, 'https://log')).toBe(
      [
        'This draft cannot be published yet: the editor saved something the site cannot show. Open the draft in the editor and fix:',
        '',
        '- first',
        '- second',
        '',
        'Nothing was published. The whole log: https://log',
      ].join('\n'),
    );
  });

  test.each<[ContentCheckResult['stage'], string]>([
    [
      'the settings',
      "This draft cannot be published yet: a setting of the site (a GitHub variable) is missing or mistyped. Fix it in the repository's Settings → Secrets and variables → Actions → Variables, then run the check again:",
    ],
    [
      'the code',
      "This draft cannot be published yet: the site's own code failed its checks, before the draft's content was checked. This is for the site's developer to fix, not something in the draft:",
    ],
    [
      'her files',
      'This draft cannot be published yet: the editor saved something the site cannot show. Open the draft in the editor and fix:',
    ],
    [
      'the build',
      'This draft cannot be published yet: the site could not be built from it. The first lines of the error:',
    ],
    ['the pages', 'This draft cannot be published yet: a page made from it failed a check:'],
  ])('a check stopped at %s opens with what is wrong and who fixes it', (stage, intro) => {
    expect(draftComment({ ok: false, stage, problems: ['p'] }, 'https://log').split('\n')[0]).toBe(intro);
  });

  test.each([
    [1, false],
    [20, false],
    [21, true],
  ])('a list of %i problem(s) ends with a line counting those beyond 20: %s', (count, counted) => {
    const problems = Array.from({ length: count }, (_, index) => `problem ${index + 1}`);
    const comment = draftComment({ ok: false, stage: 'her files', problems }, 'https://log');
    expect(comment.split('\n').filter((line) => line.startsWith('- … and'))).toEqual(counted ? ['- … and 1 more'] : []);
  });
});

describe('failedTests, from a report with parts missing', () => {
  const spec = (title: string, results: { status: string; errors?: { message?: string }[] }[]) => ({
    title,
    tests: [{ results }],
  });
  test('a failed test without an error, or with a blank one, is named alone; its first written line is the error', () => {
    const report = {
      suites: [
        {
          title: 'pages.spec.ts',
          suites: [
            {
              title: 'home',
              specs: [
                spec('no errors listed', [{ status: 'failed' }]),
                spec('an empty list', [{ status: 'timedOut', errors: [] }]),
                spec('no message', [{ status: 'failed', errors: [{}] }]),
                spec('a blank message', [{ status: 'failed', errors: [{ message: '\n   \n' }] }]),
                spec('indented', [{ status: 'failed', errors: [{ message: '\n   \n  Error: no cover  \nat x' }] }]),
                spec('never ran', []),
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests(report)).toEqual([
      'home › no errors listed',
      'home › an empty list',
      'home › no message',
      'home › a blank message',
      'home › indented: Error: no cover',
    ]);
  });
});
