/*
 * Mutation testing of the pure rooms (bench/mutation.ts runs it one room at a time, with the room's
 * files as --mutate and its own incremental file): not part of npm test, since a room takes minutes.
 * Jest runs only the room's tests related to the mutated files, each mutant against the tests that reach it.
 */
const config = {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.ts',
    enableFindRelatedTests: true,
    // The room's own tests (bench/mutation.ts names the room's folders, separated by commas).
    // Jest's roots are the room's folders: Jest lists every file under its roots at each of the
    // thousands of runs, and the whole project with its node_modules took seconds each time.
    config: process.env.MUTATION_ROOM
      ? {
          roots: process.env.MUTATION_ROOM.split(',').map((folder) => `<rootDir>/${folder}`),
          testMatch: ['**/*.test.ts'],
          // Each mutant's tests in their own files only (test-support/stryker-test-files.cjs). The
          // first entry is jest.config.ts's own set-up, which this list replaces.
          setupFilesAfterEnv: ['<rootDir>/test-support/jest-setup.ts', '<rootDir>/test-support/stryker-test-names.cjs'],
          testSequencer: '<rootDir>/test-support/stryker-test-files.cjs',
        }
      : {},
  },
  testRunnerNodeArgs: ['--require', './test-support/stryker-node-environment.cjs'],
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: never more than two test processes.
  concurrency: 2,
  // A module's top-level code runs once per test file, so a mutant there needs every test run again;
  // bench/reports/mutation.md says so beside the scores.
  ignoreStatic: true,
  incremental: true,
  reporters: ['clear-text', 'progress-append-only'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  // In place, not in a sandbox: tests that list the shipped files with git (content/editor-format.test.ts)
  // find none in a copy under an ignored folder. Stryker puts the files back when it ends; it keeps
  // their originals in tempDirName meanwhile.
  inPlace: true,
  // Only the mutated files are written: Jest's transform ignores types, so no file needs @ts-nocheck.
  disableTypeChecks: false,
  // Far beyond Stryker's 5 s: a test run waits for its turn on a machine shared with other work, and
  // a mutant timed out only for that would count as killed.
  timeoutMS: 30_000,
  // The first run of all the room's tests, unmutated, on the same shared machine.
  dryRunTimeoutMinutes: 20,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
