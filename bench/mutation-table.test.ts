/** @jest-environment node */
import { markdown, mutateOption, tally, withTable, type MutationReport, type RunRecord } from './mutation-table';

type Status = MutationReport['files'][string]['mutants'][number]['status'];

const report = (...files: Status[][]): MutationReport => ({
  files: Object.fromEntries(
    files.map((statuses, index) => [`f${index}.ts`, { mutants: statuses.map((status) => ({ status })) }]),
  ),
});
const times = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

const run: RunRecord = {
  part: 'lib',
  command: 'npm run test:mutation -- lib',
  date: '2026-12-06T18:00:00Z',
  cores: 2,
  concurrency: 2,
  seconds: 754.4,
};

describe('tally', () => {
  it('counts timed-out mutants as detected and leaves errors and ignored mutants out of the score, as Stryker does', () => {
    const t = tally(
      report(
        ['Killed', 'Killed', 'Survived', 'Timeout'],
        ['NoCoverage', 'CompileError', 'RuntimeError', 'Ignored', 'Killed'],
      ),
    );

    expect(t).toEqual({ files: 2, killed: 3, survived: 1, noCoverage: 1, timeout: 1, errors: 2, score: (4 / 6) * 100 });
  });

  it('has no score when no mutant counts', () => {
    expect(tally(report(['Ignored', 'CompileError'])).score).toBeNull();
  });
});

describe('markdown', () => {
  it('gives each room its figures, the run time, how it was run, and says which rooms were not run', () => {
    const text = markdown(
      [
        { room: 'lib', parts: [{ report: report([...times(8, 'Killed' as const), 'Survived', 'NoCoverage']), run }] },
        { room: 'content', parts: [{}] },
      ],
      80,
    );

    expect(text.split('\n')).toEqual([
      '| room | files | killed | survived | no coverage | timeout | errors | score | run time |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| lib | 1 | 8 | 1 | 1 | 0 | 0 | 80.0 % | 12 min 34 s |',
      '| content | not run | | | | | | | |',
      '',
      '- lib: `npm run test:mutation -- lib`, 2026-12-06T18:00:00Z, 2 cores, concurrency 2, 12 min 34 s.',
    ]);
  });

  it('marks a room below the goal, never rounding a score up to it', () => {
    // 399 of 499: 79.96 %.
    const below = report([...times(399, 'Killed' as const), ...times(100, 'Survived' as const)]);

    expect(markdown([{ room: 'lib', parts: [{ report: below, run }] }], 80)).toContain('| 79.9 % (below the goal) |');
  });

  it('adds up the parts of a room, and says how many of them were run', () => {
    const first = { report: report(['Killed', 'Survived']), run: { ...run, part: 'lib:1', seconds: 60 } };
    const second = {
      report: { files: { 'g.ts': { mutants: [{ status: 'Killed' as const }, { status: 'Timeout' as const }] } } },
      run: { ...run, part: 'lib:2', seconds: 30.4 },
    };

    const whole = markdown([{ room: 'lib', parts: [first, second] }], 80).split('\n');
    expect(whole[2]).toBe('| lib | 2 | 2 | 1 | 0 | 1 | 0 | 75.0 % (below the goal) | 1 min 30 s |');
    expect(whole.slice(4)).toEqual([
      '- lib:1: `npm run test:mutation -- lib`, 2026-12-06T18:00:00Z, 2 cores, concurrency 2, 1 min 00 s.',
      '- lib:2: `npm run test:mutation -- lib`, 2026-12-06T18:00:00Z, 2 cores, concurrency 2, 0 min 30 s.',
    ]);
    expect(markdown([{ room: 'lib', parts: [first, second, {}] }], 80).split('\n')[2]).toBe(
      '| lib (2 of 3 parts) | 2 | 2 | 1 | 0 | 1 | 0 | 75.0 % (below the goal) | 1 min 30 s |',
    );
  });
});

describe('withTable', () => {
  const table = '| room |';

  it('adds the table at the end of a page that has none, and to an empty page', () => {
    expect(withTable('# Mutation\n\nText.\n', table)).toBe(
      '# Mutation\n\nText.\n\n<!-- mutation table: written by npm run test:mutation -->\n\n| room |\n\n<!-- end of mutation table -->\n',
    );
    expect(withTable('', table)).toBe(
      '<!-- mutation table: written by npm run test:mutation -->\n\n| room |\n\n<!-- end of mutation table -->\n',
    );
  });

  it('replaces the table it wrote before and keeps the text around it', () => {
    const page = withTable('# Mutation\n', '| old |') + '\nNotes after.\n';

    expect(withTable(page, table)).toBe(
      '# Mutation\n\n<!-- mutation table: written by npm run test:mutation -->\n\n| room |\n\n<!-- end of mutation table -->\n\nNotes after.\n',
    );
  });
});

describe('mutateOption', () => {
  it('gives Stryker, which splits the option at each comma, every pattern whole, braces and negations expanded', () => {
    expect(
      mutateOption(['lib/{albums,own-work}/**/*.ts', '!scripts/ci/{apis,commands}.ts', '!**/*.test.ts']).split(','),
    ).toEqual([
      'lib/albums/**/*.ts',
      'lib/own-work/**/*.ts',
      '!scripts/ci/apis.ts',
      '!scripts/ci/commands.ts',
      '!**/*.test.ts',
    ]);
  });

  it('leaves patterns without braces as they are', () => {
    expect(mutateOption(['lib/*.ts', '!**/*.test.ts'])).toBe('lib/*.ts,!**/*.test.ts');
  });
});
