import { readdirSync, rmSync } from 'node:fs';
import { RUN_TEMPORARY_FOLDER } from './jest-global-setup';

/** Fails the run, naming them, if the tests left anything in the run's temporary folder. */
export default function globalTeardown(): void {
  const folder = process.env[RUN_TEMPORARY_FOLDER];
  if (!folder) return;
  const left = readdirSync(folder);
  rmSync(folder, { recursive: true, force: true });
  if (left.length > 0) {
    throw new Error(
      `The unit tests left ${left.length} entries in the temporary folder: ${left.join(', ')}. Make test folders with temporaryFolder() from test-support/temporary-folders.ts, which removes them.`,
    );
  }
}
