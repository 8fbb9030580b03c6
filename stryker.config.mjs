/*
 * Mutation testing of the pure rooms (bench/mutation.ts runs it one room at a time, with the room's
 * files as --mutate and its own incremental file): not part of npm test, since a room takes minutes.
 * Jest runs only the tests related to the mutated files, each mutant against the tests that reach it.
 */
const config = {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.ts',
    enableFindRelatedTests: true,
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
  tempDirName: '.stryker-tmp',
  // Built output, caches and photos the unit tests never read: not copied to the sandbox.
  ignorePatterns: ['/.next', '/out', '/public/photos', '/bench/raw', '/test-results', '/playwright-report', '/.cache'],
  cleanTempDir: true,
};

export default config;
