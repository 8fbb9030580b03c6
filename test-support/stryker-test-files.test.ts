/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MutantTestSequencer, { filesMatching, readTestFiles } from './stryker-test-files.cjs';

/** Stryker's pattern for the tests that reach a mutant: each full name escaped, in a group, joined by `|`. */
const strykerPattern = (...names: string[]) =>
  names.map((name) => `(${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`).join('|');

const recorded = [
  { name: 'translation request asks for both languages', file: '/p/admin/translation/translation-request.test.ts' },
  { name: 'translation request asks for both languages (again)', file: '/p/admin/editor/editor-policy.test.ts' },
  { name: 'draft request names the photo', file: '/p/admin/drafting/draft-request.test.ts' },
  { name: 'draft request names the photo', file: '/p/admin/photos-field/drafts.test.ts' },
  { name: 'page head has a title', file: '/p/admin/build/page-head.test.ts' },
];
const lines = (entries = recorded) => entries.map((entry) => JSON.stringify(entry)).join('\n') + '\n';

describe('the files of the tests written down in the first run', () => {
  it('gathers each full name’s files, however often a name was written, past blank lines', () => {
    const filesByName = readTestFiles(`${lines()}\n${lines(recorded.slice(0, 1))}`);
    expect(filesByName.size).toBe(4);
    expect([...filesByName.get('draft request names the photo')!]).toEqual([
      '/p/admin/drafting/draft-request.test.ts',
      '/p/admin/photos-field/drafts.test.ts',
    ]);
    expect([...filesByName.get('translation request asks for both languages')!]).toEqual([
      '/p/admin/translation/translation-request.test.ts',
    ]);
  });

  it('names the files of every test in Stryker’s pattern, and only those', () => {
    const files = filesMatching(
      strykerPattern('draft request names the photo', 'page head has a title'),
      readTestFiles(lines()),
    );
    expect([...files!].sort()).toEqual([
      '/p/admin/build/page-head.test.ts',
      '/p/admin/drafting/draft-request.test.ts',
      '/p/admin/photos-field/drafts.test.ts',
    ]);
  });

  it('matches as Jest matches a test name: anywhere in the full name, whatever the case', () => {
    const files = filesMatching(strykerPattern('Translation request asks for both languages'), readTestFiles(lines()));
    expect([...files!].sort()).toEqual([
      '/p/admin/editor/editor-policy.test.ts',
      '/p/admin/translation/translation-request.test.ts',
    ]);
  });

  it('names none when no test of the pattern was written down', () => {
    expect(filesMatching(strykerPattern('a test of another room'), readTestFiles(lines()))).toBeNull();
  });
});

describe('the sequencer in a mutant’s run', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'stryker-test-files-'));
  const record = path.join(folder, 'tests.jsonl');
  const context = { config: { cache: false }, hasteFS: { getSize: () => 0 } };
  const tests = () =>
    [
      '/p/admin/translation/translation-request.test.ts',
      '/p/admin/editor/editor-policy.test.ts',
      '/p/admin/drafting/draft-request.test.ts',
      '/p/admin/photos-field/drafts.test.ts',
      '/p/admin/build/page-head.test.ts',
      '/p/admin/vendor/couplings.test.ts',
    ].map((testPath) => ({ path: testPath, context }));
  const sortedPaths = (testNamePattern?: string) =>
    new MutantTestSequencer({ contexts: [], globalConfig: { testNamePattern } })
      .sort(tests())
      .map((test: { path: string }) => test.path)
      .sort();

  beforeEach(() => {
    writeFileSync(record, lines());
    process.env.MUTATION_TEST_FILES = record;
  });
  afterEach(() => {
    delete process.env.MUTATION_TEST_FILES;
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('hands Jest only the files whose tests reach the mutant', () => {
    expect(sortedPaths(strykerPattern('draft request names the photo'))).toEqual([
      '/p/admin/drafting/draft-request.test.ts',
      '/p/admin/photos-field/drafts.test.ts',
    ]);
  });

  it('hands Jest every file in the first run, which has no pattern', () => {
    expect(sortedPaths()).toHaveLength(6);
  });

  it('hands Jest every file when nothing was written down, or none of the pattern was', () => {
    expect(sortedPaths(strykerPattern('a test of another room'))).toHaveLength(6);
    delete process.env.MUTATION_TEST_FILES;
    expect(sortedPaths(strykerPattern('draft request names the photo'))).toHaveLength(6);
    process.env.MUTATION_TEST_FILES = path.join(folder, 'never-written.jsonl');
    expect(sortedPaths(strykerPattern('draft request names the photo'))).toHaveLength(6);
  });
});
