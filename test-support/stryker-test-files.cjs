/*
 * Jest's test sequencer in Stryker's runs (stryker.config.mjs). Stryker runs each mutant's tests by
 * name, a pattern of the tests that reached it in the first, unmutated run, in every test file that
 * Jest finds related to the mutated file through imports: for a module of the editor, about thirty
 * files, each loaded and set up in its own environment and then skipped whole, for the two or three
 * whose tests reach the mutant (about 4.5 s a mutant). In that first run, stryker-test-names.cjs
 * writes down each test's file; this sequencer then hands Jest only the files that hold a test the
 * pattern names. Every test in a pattern ran in the first run (that is how Stryker knows it reaches
 * the mutant), so every one was written down; where none of the pattern is found, or nothing was
 * written, every file runs, as without this.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads its sequencer with require */
const { existsSync, readFileSync } = require('node:fs');
const TestSequencer = require('@jest/test-sequencer').default;

/** The test files of each test's full name, from the lines `{"name":…,"file":…}` written in the first run. */
function readTestFiles(text) {
  const filesByName = new Map();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const { name, file } = JSON.parse(line);
    if (!filesByName.has(name)) filesByName.set(name, new Set());
    filesByName.get(name).add(file);
  }
  return filesByName;
}

/** The files holding a test whose full name the pattern matches, as Jest matches it; null if none does. */
function filesMatching(testNamePattern, filesByName) {
  const pattern = new RegExp(testNamePattern, 'i');
  const files = new Set();
  for (const [name, namesFiles] of filesByName) {
    if (pattern.test(name)) for (const file of namesFiles) files.add(file);
  }
  return files.size > 0 ? files : null;
}

class MutantTestSequencer extends TestSequencer {
  constructor(options) {
    super(options);
    this.testNamePattern = options.globalConfig?.testNamePattern;
  }

  sort(tests) {
    const sorted = super.sort(tests);
    const record = process.env.MUTATION_TEST_FILES;
    if (!this.testNamePattern || !record || !existsSync(record)) return sorted;
    const files = filesMatching(this.testNamePattern, readTestFiles(readFileSync(record, 'utf8')));
    return files ? sorted.filter((test) => files.has(test.path)) : sorted;
  }
}

module.exports = MutantTestSequencer;
module.exports.readTestFiles = readTestFiles;
module.exports.filesMatching = filesMatching;
