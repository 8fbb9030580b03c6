/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "node10"}} */
// Jest reads this file through ts-node, a devDependency no import shows (package.json's knip
// ignoreDependencies names it for that reason). ts-node only strips its types: `npm run typecheck`
// checks this file with the rest, and checking it again here cost every Jest run about 8 s.
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // npm test runs Jest beside the build, ESLint and the editor's browsers on two cores, where a
  // component test that types a whole form (well under a second alone) has taken 6 s: a timeout
  // catches a test that hangs, not one that waits for its turn on the processor.
  testTimeout: 20_000,
  // Two workers at least. Jest's own count, a core fewer than the machine has, is one on two cores,
  // where npm test's first stage then waited about a minute on Jest alone, its other runner done
  // with the build, ESLint, the other browsers and the checks (scripts/test-run/stages.ts).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  setupFilesAfterEnv: ['<rootDir>/test-support/jest-setup.ts'],
  globalSetup: '<rootDir>/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/test-support/jest-global-teardown.ts',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // marked ships ES modules (and a UMD build) only; Jest here loads CommonJS.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
  },
  // e2e/'s specs are Playwright's; the unit tests of its harness (e2e/other-browsers/) are Jest's.
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/e2e/.*\\.spec\\.ts$',
    '<rootDir>/out/',
    '<rootDir>/.next/',
    '<rootDir>/.stryker-tmp/',
  ],
  // Stryker's folder (npm run test:mutation) keeps a copy of each module it mutates: one name, one module.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
};

/** The editor's views (admin/, not their tests): JSX for the editor's own `h`, compiled as its bundle compiles it. */
const EDITOR_VIEWS = '^.+/admin/.+(?<!\\.test)\\.tsx$';

const withNext = createJestConfig(config);

// Next's transform takes every other file; a pattern of its own comes first, as Jest uses the first that matches.
const jestConfig = async (): Promise<Config> => {
  const resolved = await withNext();
  return {
    ...resolved,
    transform: { [EDITOR_VIEWS]: '<rootDir>/test-support/admin-jsx-transform.cjs', ...resolved.transform },
  };
};

export default jestConfig;
