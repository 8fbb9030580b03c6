/*
 * Loaded into Stryker's test processes only (stryker.config.mjs, testRunnerNodeArgs). Most test files
 * ask for Node's environment in their docblock, which Stryker cannot swap for its own as it swaps the
 * configured one; without it a test reports no coverage, and Stryker cannot tell which tests reach a
 * mutant. Jest resolves a docblock's environment without the config's resolver, so the swap is made
 * where Jest looks it up.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- Node's --require loads it before any module system but CommonJS */
const path = require('node:path');

const strykerNode = require.resolve('@stryker-mutator/jest-runner/jest-env/node');
// The copy of jest-resolve that Jest's test runner calls, found from it (both come with jest: knip's
// settings in package.json allow them unlisted). Its test-environment lookup goes through
// Resolver.findNodeModule, which Stryker's own environment (loaded with require) does not use.
const { default: Resolver } = require(
  require.resolve('jest-resolve', { paths: [path.dirname(require.resolve('jest-runner/package.json'))] }),
);
const findNodeModule = Resolver.findNodeModule;

Resolver.findNodeModule = (request, options) =>
  request === 'jest-environment-node' ? strykerNode : findNodeModule.call(Resolver, request, options);
