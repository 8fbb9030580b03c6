/*
 * Set up after Jest's environment in Stryker's runs (stryker.config.mjs): in the first, unmutated
 * run, writes down each test's full name and file, one JSON line per test, to the file that
 * MUTATION_TEST_FILES names, for stryker-test-files.cjs to run each mutant's tests in their own
 * files only. A run with a mutant active writes nothing.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a set-up file Jest loads as CommonJS */
const { appendFileSync } = require('node:fs');

const record = process.env.MUTATION_TEST_FILES;
if (record && process.env.__STRYKER_ACTIVE_MUTANT__ === undefined) {
  beforeEach(() => {
    const { currentTestName, testPath } = expect.getState();
    appendFileSync(record, `${JSON.stringify({ name: currentTestName, file: testPath })}\n`);
  });
}
