/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { envForToolsWithCaches, temporaryFolder } from '@/test-support/temporary-folders';
import { HELP } from './command';

const root = path.resolve(__dirname, '../..');

describe('npm run setup -- --help, as typed', () => {
  it('prints its help and ends at once, without gcloud, the keyboard or a kept answer', () => {
    const kept = existsSync(path.join(root, '.local', 'setup.json'));
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/setup.ts', '--help'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000,
      // No gcloud on the way, and a keyboard that never answers: the help needs neither.
      env: { ...envForToolsWithCaches(), PATH: path.dirname(process.execPath), HOME: temporaryFolder('setup-help') },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${HELP}\n`);
    expect(existsSync(path.join(root, '.local', 'setup.json'))).toBe(kept);
  });
});
