/**
 * `npm run setup`: her first day in one command, run again whenever in doubt (scripts/setup/
 * command.ts says what it does). Node's version is checked first, before loading anything an
 * older Node could not run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionProblem } from './setup/node-version';

const { engines } = JSON.parse(readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
  engines: { node: string };
};
const problem = nodeVersionProblem(process.versions.node, engines.node);
if (problem) {
  console.error(`  ✗ ${problem}`);
  process.exit(1);
}
void import('./setup/terminal').then(async ({ runFromTerminal }) => {
  process.exitCode = await runFromTerminal(process.argv.slice(2));
});
