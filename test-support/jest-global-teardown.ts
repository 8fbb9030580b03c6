import { readdirSync, rmSync } from 'node:fs';
import { MACHINE_TEMPORARY_FOLDER, RUN_TEMPORARY_FOLDER } from './jest-global-setup';

/**
 * Fails the run, naming them, if the tests left anything in the run's temporary folder. The process
 * gets the machine's temporary folder back: Stryker runs Jest again and again in one process, and a
 * second run's folder cannot be made inside the first one's, removed.
 */
export default function globalTeardown(): void {
  const folder = process.env[RUN_TEMPORARY_FOLDER];
  if (!folder) return;
  process.env.TMPDIR = process.env[MACHINE_TEMPORARY_FOLDER];
  delete process.env[RUN_TEMPORARY_FOLDER];
  const left = readdirSync(folder);
  rmSync(folder, { recursive: true, force: true });
  if (left.length > 0) {
    throw new Error(
      `The unit tests left ${left.length} entries in the temporary folder: ${left.join(', ')}. Make test folders with temporaryFolder() from test-support/temporary-folders.ts, which removes them.`,
    );
  }
}
