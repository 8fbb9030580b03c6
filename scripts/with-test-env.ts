/**
 * Runs a command with the fictional build settings the end-to-end tests expect (test-env.ts):
 *   tsx scripts/with-test-env.ts npm run build
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { saveBuildRecord } from './build-inputs';
import { testEnv } from './test-env';

const projectRoot = path.resolve(import.meta.dirname, '..');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/with-test-env.ts <command> [arguments…]');
  process.exit(2);
}
const result = spawnSync(command, args, {
  stdio: 'inherit',
  // The types are checked by npm test's own step beside this build (next.config.ts).
  env: { ...process.env, ...testEnv, BUILD_TYPES_CHECKED_APART: '1' },
  shell: process.platform === 'win32',
});
// `npm start` rebuilds a test build before serving it to a person.
saveBuildRecord(projectRoot, { flavour: 'test', inputs: {} });
process.exit(result.status ?? 1);
