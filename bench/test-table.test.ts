import { byFile, markdown, slowest, testTimes, type Report } from './test-table';

const report: Report = {
  stats: { duration: 120_000, expected: 3, flaky: 1, unexpected: 0 },
  suites: [
    {
      title: 'a.spec.ts',
      specs: [
        {
          title: 'opens the menu',
          file: 'a.spec.ts',
          line: 3,
          tests: [{ projectName: 'chromium', results: [{ duration: 4_000, status: 'passed' }] }],
        },
      ],
      suites: [
        {
          title: 'in pt',
          specs: [
            {
              title: 'a | b',
              file: 'a.spec.ts',
              line: 9,
              // A retry is a second attempt, not a longer test: the first attempt's time counts.
              tests: [
                {
                  projectName: 'chromium',
                  results: [
                    { duration: 30_000, status: 'failed' },
                    { duration: 50_000, status: 'passed' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'b.spec.ts',
      specs: [
        {
          title: 'sends the form',
          file: 'b.spec.ts',
          line: 1,
          tests: [{ projectName: 'editor', results: [{ duration: 12_500, status: 'passed' }] }],
        },
      ],
    },
  ],
};

describe('the slowest tests of a run', () => {
  it('reads every test of nested suites, with its first attempt', () => {
    expect(testTimes(report).map(({ title, seconds }) => [title, seconds])).toEqual([
      ['opens the menu', 4],
      ['a | b', 30],
      ['sends the form', 12.5],
    ]);
  });

  it('ranks the slowest first and keeps the top ones', () => {
    expect(slowest(testTimes(report), 2).map(({ title }) => title)).toEqual(['a | b', 'sends the form']);
  });

  it('adds up the time of each spec file', () => {
    expect(byFile(testTimes(report))).toEqual([
      { file: 'a.spec.ts', tests: 2, seconds: 34 },
      { file: 'b.spec.ts', tests: 1, seconds: 12.5 },
    ]);
  });

  it('writes a Markdown table whose cells keep a title with a bar in it', () => {
    const table = markdown(report, 20);
    expect(table).toContain('3 tests, 0.8 min of test time in 2.0 min of wall clock (3 passed, 1 flaky, 0 failed).');
    expect(table).toContain('| 1 | 30.0 | chromium | a.spec.ts:9 a \\| b |');
    expect(table).toContain('| 2 | 12.5 | editor | b.spec.ts:1 sends the form |');
  });
});
